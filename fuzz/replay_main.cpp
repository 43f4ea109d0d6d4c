// A stand-in for libFuzzer's driver where the compiler has none (g++): runs
// every file of the given corpus directories, then `--runs N` inputs made by
// seeded random mutation of those files. Deterministic for a given --seed.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

std::string Mutate(std::string s, const std::vector<std::string>& pool, std::mt19937_64& rng) {
  const int edits = 1 + static_cast<int>(rng() % 8);
  for (int e = 0; e < edits; ++e) {
    const std::size_t pos = s.empty() ? 0 : rng() % (s.size() + 1);
    switch (rng() % 6) {
      case 0: if (pos < s.size()) s[pos] = static_cast<char>(rng()); break;           // replace
      case 1: s.insert(pos, 1, static_cast<char>(rng())); break;                      // insert
      case 2: if (pos < s.size()) s.erase(pos, 1 + rng() % 4); break;                  // delete
      case 3: if (!s.empty()) s.insert(pos, s.substr(rng() % s.size(), 1 + rng() % 8)); break;
      case 4: { const std::string& o = pool[rng() % pool.size()];                     // splice
                if (!o.empty()) s.insert(pos, o.substr(rng() % o.size(), 1 + rng() % 16)); } break;
      default: if (pos < s.size()) s[pos] = "{}[]\":,=_/+-\\\n\x80\xC3\xE2"[rng() % 16]; break;
    }
  }
  return s;
}

int Run(const std::string& s) {
  return LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(s.data()), s.size());
}

}  // namespace

int main(int argc, char** argv) {
  long runs = 0;
  std::uint64_t seed = 1;
  std::vector<std::string> pool;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--runs" && i + 1 < argc) { runs = std::stol(argv[++i]); continue; }
    if (arg == "--seed" && i + 1 < argc) { seed = std::stoull(argv[++i]); continue; }
    std::vector<std::filesystem::path> files;
    if (std::filesystem::is_directory(arg)) {
      for (const auto& e : std::filesystem::directory_iterator(arg)) files.push_back(e.path());
    } else {
      files.emplace_back(arg);
    }
    for (const auto& f : files) {
      std::ifstream in(f, std::ios::binary);
      std::ostringstream buf;
      buf << in.rdbuf();
      pool.push_back(buf.str());
    }
  }
  if (pool.empty()) pool.emplace_back();
  for (const auto& s : pool) Run(s);
  std::mt19937_64 rng(seed);
  for (long r = 0; r < runs; ++r) Run(Mutate(pool[rng() % pool.size()], pool, rng));
  std::printf("replayed %zu corpus inputs and %ld mutations\n", pool.size(), runs);
  return 0;
}
