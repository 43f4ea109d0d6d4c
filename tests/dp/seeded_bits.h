// A seeded, well-mixed RandomBits (SplitMix64) so that noise tests are
// reproducible; production code draws from dp::CsprngBits.
#pragma once

#include <cstdint>

#include "privtext/dp.h"

namespace privtext::testing {

class SeededBits : public dp::RandomBits {
 public:
  explicit SeededBits(std::uint64_t seed) : state_(seed) {}
  std::uint64_t Next() override {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t state_;
};

}  // namespace privtext::testing
