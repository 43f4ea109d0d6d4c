#include <sys/stat.h>

#include <gtest/gtest.h>

#include "privtext/core.h"
#include "test_util.h"

namespace privtext {
namespace {

TEST(ResumeLogTest, WritesItsHeaderPrivateAndReadsBackWhatWasAppended) {
  testing::TempDir dir;
  const std::string path = dir.File("job.checkpoint");
  {
    auto log = ResumeLog::Open(path, "header");
    ASSERT_TRUE(log) << log.error().message();
    EXPECT_EQ(log->old_header(), "");
    EXPECT_TRUE(log->old_lines().empty());
    ASSERT_TRUE(log->Append("one"));
    ASSERT_TRUE(log->Append("two"));
    // Flushed as written: a process killed now leaves both lines.
    EXPECT_EQ(testing::ReadText(path), "header\none\ntwo\n");
  }
  struct stat st{};
  ASSERT_EQ(::stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);

  auto again = ResumeLog::Open(path, "another header");
  ASSERT_TRUE(again);
  EXPECT_EQ(again->old_header(), "header");  // the caller decides whether it is its own
  EXPECT_EQ(again->old_lines(), (std::vector<std::string>{"one", "two"}));
  EXPECT_EQ(testing::ReadText(path), "header\none\ntwo\n");  // nothing written on opening
  again->Remove();
  EXPECT_FALSE(std::filesystem::exists(path));
}

// A line cut short by an interruption is no finished unit: it is dropped,
// and cut off the file when the next line is appended, not before (a caller
// that refuses the log leaves it as it was).
TEST(ResumeLogTest, ALineCutShortIsDroppedAndCutOffByTheNextAppend) {
  testing::TempDir dir;
  const std::string path = dir.File("job.checkpoint");
  testing::WriteText(path, "header\none\ntw");
  auto log = ResumeLog::Open(path, "header");
  ASSERT_TRUE(log);
  EXPECT_EQ(log->old_lines(), (std::vector<std::string>{"one"}));
  EXPECT_EQ(testing::ReadText(path), "header\none\ntw");
  ASSERT_TRUE(log->Append("two"));
  EXPECT_EQ(testing::ReadText(path), "header\none\ntwo\n");

  testing::WriteText(path, "head");  // even the header cut short: a new log
  auto fresh = ResumeLog::Open(path, "header");
  ASSERT_TRUE(fresh);
  EXPECT_EQ(fresh->old_header(), "");
  EXPECT_EQ(testing::ReadText(path), "header\n");
}

TEST(ResumeLogTest, AnUnwritablePlaceIsOneError) {
  testing::TempDir dir;
  auto log = ResumeLog::Open(dir.File("missing/job.checkpoint"), "header");
  ASSERT_FALSE(log);
  EXPECT_NE(log.error().message().find("missing/job.checkpoint: cannot write the checkpoint"), std::string::npos)
      << log.error().message();
}

}  // namespace
}  // namespace privtext
