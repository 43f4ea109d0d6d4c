#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <functional>
#include <string>
#include <thread>
#include <vector>

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

// A signal that ends the run takes the temporaries of the files still open
// with it (they may hold plaintext); SIGBUS, a mapped input cut short, also
// says so on stderr.
TEST(AtomicFileDeathTest, SignalsRemoveTemporaries) {
  TempDir dir;
  const std::string path = dir.File("out.jsonl");
  for (const int signal_number : {SIGTERM, SIGINT, SIGHUP, SIGBUS}) {
    EXPECT_EXIT(
        {
          RemoveTemporariesOnSignals();
          auto file = AtomicFile::Create(path);
          if (!file || !file->Write("private text") || CountFiles(dir.path()) != 1) std::_Exit(3);
          raise(signal_number);
          std::_Exit(4);
        },
        ::testing::KilledBySignal(signal_number), signal_number == SIGBUS ? "truncated or changed" : "");
    EXPECT_EQ(CountFiles(dir.path()), 0) << strsignal(signal_number);
  }
  // Without the handlers the temporary stays: the check above can fail.
  EXPECT_EXIT(
      {
        auto file = AtomicFile::Create(path);
        if (!file) std::_Exit(3);
        raise(SIGTERM);
      },
      ::testing::KilledBySignal(SIGTERM), "");
  EXPECT_EQ(CountFiles(dir.path()), 1);
}

// Stopped at any moment of making an output, a run leaves no temporary: the
// moment between creating the temporary and registering it for the handler
// was once open (a stopped CLI left its temporary in the sanitizer build).
// Processes that make and drop outputs in a loop are stopped at moments
// spread over it; with that moment open, 13 to 19 of the 40 left a file.
TEST(AtomicFileTest, StoppedWhileMakingOutputsLeavesNoTemporary) {
  TempDir dir;
  const std::string path = dir.File("out.jsonl");
  for (int run = 0; run < 40; ++run) {
    const pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      RemoveTemporariesOnSignals();
      for (;;) {
        auto file = AtomicFile::Create(path);  // dropped without Commit: removed
        if (!file) std::_Exit(3);
      }
    }
    std::this_thread::sleep_for(std::chrono::microseconds(2000 + 97 * run));
    ASSERT_EQ(kill(pid, SIGTERM), 0);
    int status = 0;
    ASSERT_EQ(waitpid(pid, &status, 0), pid);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM) << status;
  }
  EXPECT_EQ(CountFiles(dir.path()), 0);
}

// What `fn` writes to stdout.
std::string CapturedStdout(const std::function<void()>& fn) {
  TempDir dir;
  const std::string path = dir.File("stdout.txt");
  std::fflush(stdout);
  const int saved = dup(STDOUT_FILENO);
  const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  EXPECT_GE(fd, 0);
  dup2(fd, STDOUT_FILENO);
  close(fd);
  fn();
  std::fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
  return ReadText(path);
}

// "-" is stdout, buffered a megabyte at a time by AtomicFile itself: every
// byte arrives, in order, across the buffer's boundary, whether the run
// commits or not (stdout cannot be taken back).
TEST(AtomicFileTest, StdoutGetsEveryByte) {
  std::string expected;
  const std::string written = CapturedStdout([&] {
    {
      auto file = AtomicFile::Create("-");
      ASSERT_TRUE(file);
      for (int i = 0; expected.size() < (3u << 20); ++i) {
        const std::string line =
            "line " + std::to_string(i) + std::string(static_cast<std::size_t>(i % 997), 'x') + "\n";
        ASSERT_TRUE(file->Write(line));
        expected += line;
      }
      ASSERT_TRUE(file->Write(std::string(1u << 20, 'y')));  // one write larger than the buffer
      expected += std::string(1u << 20, 'y');
      ASSERT_TRUE(file->Commit());
    }
    auto file = AtomicFile::Create("-");
    ASSERT_TRUE(file);
    ASSERT_TRUE(file->Write("not committed"));
    expected += "not committed";
  });
  EXPECT_EQ(written, expected);
}

// Pieces (writev) and single writes (buffered) come out in the order they
// were written, to a file and to stdout, beyond writev's limit of pieces too.
TEST(AtomicFileTest, PiecesAndSingleWritesKeepTheirOrder) {
  std::vector<std::string> many;
  for (int i = 0; i < 3000; ++i) many.push_back(std::to_string(i) + std::string(static_cast<std::size_t>(i % 37), 'p') + "\n");
  std::string expected = "a;b1;b2;c;";
  for (const std::string& piece : many) expected += piece;
  expected += "d";
  const auto write_all = [&](AtomicFile& file) {
    ASSERT_TRUE(file.Write("a;"));
    const std::vector<std::string> few = {"b1;", "", "b2;"};
    ASSERT_TRUE(file.Write(few));
    ASSERT_TRUE(file.Write("c;"));
    ASSERT_TRUE(file.Write(many));
    ASSERT_TRUE(file.Write("d"));
    ASSERT_TRUE(file.Commit());
  };
  TempDir dir;
  auto file = AtomicFile::Create(dir.File("out.txt"));
  ASSERT_TRUE(file);
  write_all(*file);
  EXPECT_EQ(ReadText(dir.File("out.txt")), expected);
  EXPECT_EQ(CapturedStdout([&] {
              auto out = AtomicFile::Create("-");
              ASSERT_TRUE(out);
              write_all(*out);
            }),
            expected);
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
