#include "protect/cipher_simd.h"

#include <immintrin.h>

namespace privtext::protect::internal {

bool HaveAvx2() {
  static const bool have = __builtin_cpu_supports("avx2");
  return have;
}

__attribute__((target("avx2"))) std::size_t CipherAsciiBlocks(const std::uint8_t* src, std::uint8_t* dst,
                                                              std::size_t size, std::size_t* key_pos,
                                                              std::size_t key_length, const std::uint8_t* shifts,
                                                              const AsciiRuns& runs) {
  const __m256i n = _mm256_set1_epi8(static_cast<char>(runs.size));
  const __m256i n_minus_1 = _mm256_set1_epi8(static_cast<char>(runs.size - 1));
  std::size_t pos = *key_pos, done = 0;
  for (; done + 32 <= size; done += 32) {
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src + done));
    if (_mm256_movemask_epi8(v) != 0) break;  // a non-ASCII byte: the scalar path takes over
    // Every byte is 0..127, so signed compares order them correctly.
    __m256i index = _mm256_setzero_si256(), in = _mm256_setzero_si256();
    for (int r = 0; r < runs.count; ++r) {
      const __m256i m = _mm256_and_si256(_mm256_cmpgt_epi8(v, _mm256_set1_epi8(static_cast<char>(runs.lo[r] - 1))),
                                         _mm256_cmpgt_epi8(_mm256_set1_epi8(static_cast<char>(runs.hi[r] + 1)), v));
      const __m256i i = _mm256_add_epi8(_mm256_sub_epi8(v, _mm256_set1_epi8(static_cast<char>(runs.lo[r]))),
                                        _mm256_set1_epi8(static_cast<char>(runs.base[r])));
      index = _mm256_blendv_epi8(index, i, m);
      in = _mm256_or_si256(in, m);
    }
    // (index + shift) mod N; both are below N <= 127, so one subtraction.
    __m256i t = _mm256_add_epi8(index, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(shifts + pos)));
    t = _mm256_sub_epi8(t, _mm256_and_si256(_mm256_cmpgt_epi8(t, n_minus_1), n));
    __m256i out = v;
    for (int r = 0; r < runs.count; ++r) {
      const int len = runs.hi[r] - runs.lo[r] + 1;
      const __m256i m = _mm256_and_si256(
          in, _mm256_and_si256(_mm256_cmpgt_epi8(t, _mm256_set1_epi8(static_cast<char>(runs.base[r] - 1))),
                               _mm256_cmpgt_epi8(_mm256_set1_epi8(static_cast<char>(runs.base[r] + len)), t)));
      const __m256i c = _mm256_add_epi8(_mm256_sub_epi8(t, _mm256_set1_epi8(static_cast<char>(runs.base[r]))),
                                        _mm256_set1_epi8(static_cast<char>(runs.lo[r])));
      out = _mm256_blendv_epi8(out, c, m);
    }
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(dst + done), out);
    pos = (pos + 32) % key_length;
  }
  *key_pos = pos;
  return done;
}

}  // namespace privtext::protect::internal
