// Internal: the whole-text cipher's inner loop over ASCII, 32 bytes at a
// time (AVX2), for alphabets made of a few contiguous ASCII ranges (A-Z a-z,
// and digits). Only src/protect/ includes this file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace privtext::protect::internal {

// The alphabet as ranges of consecutive ASCII characters: alphabet index
// base[r] + (c - lo[r]) for lo[r] <= c <= hi[r].
struct AsciiRuns {
  int count = 0;  // 0: the alphabet is not of this shape (no SIMD path)
  std::uint8_t lo[4] = {}, hi[4] = {}, base[4] = {};
  std::uint8_t size = 0;  // alphabet size N
};

// Ciphers `src` into `dst` 32 bytes at a time, starting at key position
// *key_pos and advancing it, up to the first byte that is not ASCII or, with
// `json`, that a JSON string escapes ('"', '\\', control characters) other
// than a two-byte escape (json::IsTwoByteEscape: copied, one character for
// the key); returns the bytes done. Fewer than 32 bytes left also stop it. `shifts` holds the
// additive shift of key position j at j, for j < key_length + 32 (the key
// repeated). May write up to 31 bytes past the bytes done (the caller
// overwrites them), never past dst + size.
// REQUIRES: CpuHasAvx2() and runs.count > 0; with `json`, the alphabet holds
// no control character, '"' or '\\'.
std::size_t CipherAsciiBlocks(const std::uint8_t* src, std::uint8_t* dst, std::size_t size, std::size_t* key_pos,
                              std::size_t key_length, const std::uint8_t* shifts, const AsciiRuns& runs,
                              bool json = false);

}  // namespace privtext::protect::internal
