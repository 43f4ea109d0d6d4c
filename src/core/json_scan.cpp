#include "core/json_scan.h"

#include <bit>
#include <cstdint>

#include <immintrin.h>

#include "privtext/core.h"

namespace privtext::internal {
namespace {

// The state of the byte scan between bytes: how deep, inside a string or
// not, and whether the next byte is escaped.
struct ScanState {
  std::size_t depth = 1;
  bool in_string = false;
  bool escaped = false;
};

// Advances `st` over s[from, to); the index of the closing bracket when depth
// reaches zero there.
std::size_t ScanBytes(std::string_view s, std::size_t from, std::size_t to, ScanState& st) {
  for (std::size_t k = from; k < to; ++k) {
    const char c = s[k];
    if (st.in_string) {
      if (st.escaped) {
        st.escaped = false;
      } else if (c == '\\') {
        st.escaped = true;
      } else if (c == '"') {
        st.in_string = false;
      }
    } else if (c == '"') {
      st.in_string = true;
    } else if (c == '[' || c == '{') {
      ++st.depth;
    } else if ((c == ']' || c == '}') && --st.depth == 0) {
      return k;
    }
  }
  return s.size();
}

// Bits of the 64 bytes at p equal to `c` (two AVX2 compares).
__attribute__((target("avx2"))) std::uint64_t EqMask(__m256i lo, __m256i hi, char c) {
  const __m256i v = _mm256_set1_epi8(c);
  return static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(lo, v))) |
         static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(hi, v))))
             << 32;
}

// Bit k set when an odd number of bits at or below k are set: which bytes
// lie after an opening quote (Langdale and Lemire, "Parsing gigabytes of JSON
// per second", 2019, computed here with shifts).
std::uint64_t PrefixXor(std::uint64_t x) {
  x ^= x << 1;
  x ^= x << 2;
  x ^= x << 4;
  x ^= x << 8;
  x ^= x << 16;
  x ^= x << 32;
  return x;
}

// Blocks holding a backslash (rare outside texts) and a block after an
// escape go byte by byte; the rest take the masks: quotes give the bytes
// inside strings, and only when the block has as many closing brackets
// outside strings as the depth are they walked one at a time.
__attribute__((target("avx2"))) std::size_t SkipNestedAvx2(std::string_view s, std::size_t i) {
  ScanState st;
  std::size_t p = i + 1;
  for (; p + 64 <= s.size(); p += 64) {
    const __m256i lo = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s.data() + p));
    const __m256i hi = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s.data() + p + 32));
    if (st.escaped || EqMask(lo, hi, '\\') != 0) {
      if (const std::size_t end = ScanBytes(s, p, p + 64, st); end != s.size()) return end;
      continue;
    }
    // '[' | 0x20 == '{' and ']' | 0x20 == '}'.
    const __m256i lower = _mm256_set1_epi8(0x20);
    const __m256i flo = _mm256_or_si256(lo, lower), fhi = _mm256_or_si256(hi, lower);
    const std::uint64_t inside = PrefixXor(EqMask(lo, hi, '"')) ^ (st.in_string ? ~std::uint64_t{0} : 0);
    const std::uint64_t open = EqMask(flo, fhi, '{') & ~inside;
    const std::uint64_t close = EqMask(flo, fhi, '}') & ~inside;
    st.in_string = (inside >> 63) != 0;
    if (static_cast<std::size_t>(std::popcount(close)) < st.depth) {
      st.depth += static_cast<std::size_t>(std::popcount(open));
      st.depth -= static_cast<std::size_t>(std::popcount(close));
      continue;
    }
    for (std::uint64_t b = open | close; b != 0; b &= b - 1) {
      const int k = std::countr_zero(b);
      if ((open >> k) & 1) {
        ++st.depth;
      } else if (--st.depth == 0) {
        return p + static_cast<std::size_t>(k);
      }
    }
  }
  return ScanBytes(s, p, s.size(), st);
}

}  // namespace

std::size_t SkipNestedValueScalar(std::string_view s, std::size_t i) {
  ScanState st;
  return ScanBytes(s, i + 1, s.size(), st);
}

std::size_t SkipNestedValue(std::string_view s, std::size_t i) {
  return CpuHasAvx2() ? SkipNestedAvx2(s, i) : SkipNestedValueScalar(s, i);
}

}  // namespace privtext::internal
