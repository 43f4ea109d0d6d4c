// Parquet corpora: Debian has no Arrow C++ package, so the Python package
// (python -m privtext, with PyArrow) reads and writes Parquet over the same
// library. A corpus command whose --in or --out names a .parquet file is
// handed to it, so one command line serves JSONL and Parquet.
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string_view>
#include <vector>

#include "command_util.h"

namespace privtext::cli {
namespace {

constexpr std::string_view kParquetCommands[] = {"detect", "protect", "encrypt", "decrypt", "cipher"};

bool IsParquetPath(std::string_view path) {
  return path.size() > 8 && path.substr(path.size() - 8) == ".parquet";
}

bool NamesParquet(int argc, char** argv) {
  for (int i = 2; i < argc; ++i) {
    const std::string_view arg = argv[i];
    for (std::string_view flag : {"--in", "--out"}) {
      if (arg == flag && i + 1 < argc && IsParquetPath(argv[i + 1])) return true;
      if (arg.starts_with(flag) && arg.size() > flag.size() && arg[flag.size()] == '=' &&
          IsParquetPath(arg.substr(flag.size() + 1))) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace

int HandOffParquet(int argc, char** argv) {
  if (argc < 2) return -1;
  const std::string_view command = argv[1];
  bool corpus_command = false;
  for (std::string_view c : kParquetCommands) corpus_command |= c == command;
  if (!corpus_command || !NamesParquet(argc, argv)) return -1;
  const char* python = std::getenv("PRIVTEXT_PYTHON");
  if (python == nullptr || *python == '\0') python = "python3";
  std::vector<char*> args = {const_cast<char*>(python), const_cast<char*>("-m"), const_cast<char*>("privtext")};
  for (int i = 1; i < argc; ++i) args.push_back(argv[i]);
  args.push_back(nullptr);
  execvp(python, args.data());
  std::cerr << "privtext: Parquet corpora are read by the Python package, but " << python
            << " could not be started (" << std::strerror(errno)
            << "); install it with `pip install .` from the repository, or set PRIVTEXT_PYTHON\n";
  return 1;
}

}  // namespace privtext::cli
