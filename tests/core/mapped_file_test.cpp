#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <string>

#include <gtest/gtest.h>

#include "privtext/core.h"
#include "test_util.h"

namespace privtext {
namespace {

using testing::TempDir;
using testing::WriteText;

int OpenRead(const std::string& path) { return open(path.c_str(), O_RDONLY | O_CLOEXEC); }

TEST(MappedFileTest, MapsARegularFilesBytes) {
  TempDir dir;
  std::string content = "first line\n";
  for (int i = 0; i < 5000; ++i) content += "line " + std::to_string(i) + " é\n";  // several pages
  WriteText(dir.File("in.txt"), content);
  const int fd = OpenRead(dir.File("in.txt"));
  ASSERT_GE(fd, 0);
  auto mapped = MappedFile::Map(fd);
  close(fd);  // the mapping outlives the descriptor
  ASSERT_TRUE(mapped);
  EXPECT_EQ(mapped->data(), content);
  MappedFile moved = std::move(*mapped);
  EXPECT_EQ(moved.data(), content);
  EXPECT_TRUE(mapped->data().empty());  // the moved-from one no longer owns it
}

TEST(MappedFileTest, RefusesWhatIsNotARegularFileWithBytes) {
  TempDir dir;
  WriteText(dir.File("empty.txt"), "");
  const int empty = OpenRead(dir.File("empty.txt"));
  ASSERT_GE(empty, 0);
  EXPECT_FALSE(MappedFile::Map(empty));
  close(empty);
  int pipe_fds[2];
  ASSERT_EQ(pipe(pipe_fds), 0);
  EXPECT_FALSE(MappedFile::Map(pipe_fds[0]));
  close(pipe_fds[0]);
  close(pipe_fds[1]);
  const int directory = open(dir.path().c_str(), O_RDONLY | O_DIRECTORY);
  ASSERT_GE(directory, 0);
  EXPECT_FALSE(MappedFile::Map(directory));
  close(directory);
}

}  // namespace
}  // namespace privtext
