#include "protect/cipher_simd.h"

#include <immintrin.h>

#include "privtext/core.h"

namespace privtext::protect::internal {

namespace {

// Key position `pos` moved on by `n` (no division for keys of 32 and more:
// one per block was a tenth of the loop).
std::size_t Advance(std::size_t pos, std::size_t n, std::size_t key_length) {
  pos += n;
  if (pos < key_length) return pos;
  return key_length >= 32 ? pos - key_length : pos % key_length;
}

}  // namespace

__attribute__((target("avx2"))) std::size_t CipherAsciiBlocks(const std::uint8_t* src, std::uint8_t* dst,
                                                              std::size_t size, std::size_t* key_pos,
                                                              std::size_t key_length, const std::uint8_t* shifts,
                                                              const AsciiRuns& runs, bool json) {
  const __m256i n = _mm256_set1_epi8(static_cast<char>(runs.size));
  const __m256i n_minus_1 = _mm256_set1_epi8(static_cast<char>(runs.size - 1));
  const __m256i quote = _mm256_set1_epi8('"'), backslash = _mm256_set1_epi8('\\'),
                space = _mm256_set1_epi8(0x20);
  std::size_t pos = *key_pos, done = 0;
  while (done + 32 <= size) {
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(src + done));
    // Bytes the scalar path must see: non-ASCII (negative as signed bytes,
    // so also below 0x20) and, in JSON, quotes, backslashes and controls.
    auto stop = static_cast<std::uint32_t>(_mm256_movemask_epi8(v));
    if (json) {
      stop |= static_cast<std::uint32_t>(_mm256_movemask_epi8(
          _mm256_or_si256(_mm256_or_si256(_mm256_cmpeq_epi8(v, quote), _mm256_cmpeq_epi8(v, backslash)),
                          _mm256_cmpgt_epi8(space, v))));
    }
    // The bytes before the first stop are ASCII outside the alphabet's
    // reach or in it; the block is ciphered whole and only they count.
    // Non-ASCII bytes are negative, in no run, and come out unchanged.
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
    const std::size_t n_done = stop == 0 ? 32 : static_cast<std::size_t>(__builtin_ctz(stop));
    done += n_done;
    pos = Advance(pos, n_done, key_length);
    if (stop == 0) continue;
    // "\n" and its kind stand for characters outside the alphabet: copied
    // here, where going back to the caller for each cost more than the rest.
    if (!json || src[done] != '\\' || done + 1 >= size || !json::IsTwoByteEscape(static_cast<char>(src[done + 1]))) {
      break;
    }
    dst[done] = '\\';
    dst[done + 1] = src[done + 1];
    done += 2;
    pos = Advance(pos, 1, key_length);
  }
  *key_pos = pos;
  return done;
}

}  // namespace privtext::protect::internal
