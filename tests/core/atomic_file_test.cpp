#include <sys/stat.h>

#include <gtest/gtest.h>

#include "privtext/core.h"
#include "test_util.h"

namespace privtext {
namespace {

using testing::CountFiles;
using testing::ReadText;
using testing::TempDir;

TEST(AtomicFileTest, NothingAppearsUntilCommit) {
  TempDir dir;
  const std::string path = dir.File("out.jsonl");
  {
    auto file = AtomicFile::Create(path);
    ASSERT_TRUE(file);
    ASSERT_TRUE(file->Write("partial"));
    EXPECT_FALSE(std::filesystem::exists(path));
    // Destroyed without Commit(): the run failed.
  }
  EXPECT_FALSE(std::filesystem::exists(path));
  EXPECT_EQ(CountFiles(dir.path()), 0);  // the temporary is gone too
}

TEST(AtomicFileTest, CommitRenamesWithMode) {
  TempDir dir;
  const std::string path = dir.File("key.json");
  ASSERT_TRUE(WriteFileAtomically(path, "secret", 0600));
  EXPECT_EQ(ReadText(path), "secret");
  struct stat st {};
  ASSERT_EQ(stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  EXPECT_EQ(CountFiles(dir.path()), 1);
}

// Outputs hold plaintext more often than not: private unless asked otherwise,
// whatever the umask (issue 12, item 7).
TEST(AtomicFileTest, OutputsArePrivateByDefault) {
  TempDir dir;
  const mode_t old = umask(0022);
  ASSERT_TRUE(WriteFileAtomically(dir.File("plain.jsonl"), "Alice"));
  auto file = AtomicFile::Create(dir.File("stream.jsonl"));
  ASSERT_TRUE(file && file->Write("Bob") && file->Commit());
  ASSERT_TRUE(WriteFileAtomically(dir.File("model.gguf"), "weights", kPublicFileMode));
  umask(old);
  for (const auto& [name, mode] : {std::pair{"plain.jsonl", 0600u}, {"stream.jsonl", 0600u}, {"model.gguf", 0644u}}) {
    struct stat st {};
    ASSERT_EQ(stat(dir.File(name).c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, mode) << name;
  }
}

TEST(AtomicFileTest, FailedRunKeepsThePreviousFile) {
  TempDir dir;
  const std::string path = dir.File("out.txt");
  ASSERT_TRUE(WriteFileAtomically(path, "old"));
  {
    auto file = AtomicFile::Create(path);
    ASSERT_TRUE(file->Write("new but unfinished"));
  }
  EXPECT_EQ(ReadText(path), "old");
}

TEST(AtomicFileTest, ErrorsForBadPaths) {
  TempDir dir;
  EXPECT_FALSE(AtomicFile::Create(dir.File("missing-dir/out.txt")));
  EXPECT_FALSE(AtomicFile::Create(dir.path().string()));
  EXPECT_FALSE(AtomicFile::Create(""));
}

}  // namespace
}  // namespace privtext
