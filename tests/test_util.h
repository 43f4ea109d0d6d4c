// Helpers shared by the tests: a scratch directory and small file utilities.
#pragma once

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace privtext::testing {

// The build's paths: the CLI, tests/data, data/, the source and build trees.
// Defined in test_util.cpp alone, so that no other test file's compile line
// names the clone it was built in and a compiler cache serves every clone.
std::string CliPath();
std::string TestDataDir();
std::string SampleDataDir();
std::string SourceDir();
std::string BuildDir();

// A fresh directory under $TMPDIR, removed with everything in it.
class TempDir {
 public:
  TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "privtext-test-XXXXXX").string();
    path_ = mkdtemp(tmpl.data());
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  std::string File(const std::string& name) const { return (path_ / name).string(); }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

inline void WriteText(const std::string& path, const std::string& content) {
  std::ofstream(path, std::ios::binary) << content;
}

inline std::string ReadText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Files in `dir`, temporaries included.
inline int CountFiles(const std::filesystem::path& dir) {
  int n = 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir)) ++n;
  return n;
}

// Runs `privtext ARGS` in `dir` with `input` on stdin, stdout in dir/.out and
// stderr in dir/.err; returns the exit code (-1 when it did not exit normally).
// The way tests start the CLI (one test that stops a run midway starts it
// itself, to send it a signal).
inline int RunCli(const TempDir& dir, const std::string& args, const std::string& input = "") {
  WriteText(dir.File(".in"), input);
  const std::string cmd = "cd '" + dir.path().string() + "' && '" + CliPath() + "' " + args +
                          " < .in > .out 2> .err";
  const int status = std::system(cmd.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace privtext::testing
