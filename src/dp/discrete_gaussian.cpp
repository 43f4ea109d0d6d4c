// Exact discrete Gaussian sampling (Canonne, Kamath, Steinke, "The Discrete
// Gaussian for Differential Privacy", NeurIPS 2020, Algorithm 1 and
// Proposition 5), with every probability a ratio of integers.
#include <cmath>
#include <cstdlib>

#include <openssl/rand.h>

#include "privtext/dp.h"

namespace privtext::dp {
namespace {

__extension__ typedef unsigned __int128 u128;  // products of 64-bit terms must not overflow

// Uniform integer in [0, n), n > 0, by rejection (no modulo bias).
u128 UniformBelow(RandomBits& bits, u128 n) {
  if (n <= 1) return 0;
  if (n <= (u128{1} << 64)) {
    const std::uint64_t m = static_cast<std::uint64_t>(n - 1);
    if (m == UINT64_MAX) return bits.Next();
    const std::uint64_t bound = m + 1;
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % bound) - 1;
    for (;;) {
      const std::uint64_t v = bits.Next();
      if (v <= limit) return v % bound;
    }
  }
  for (;;) {  // 128-bit range: two words, rejection on the smallest covering power of two
    int width = 0;
    while (width < 128 && (u128{1} << width) < n) ++width;
    const u128 mask = width >= 128 ? ~u128{0} : (u128{1} << width) - 1;
    const u128 v = ((u128{bits.Next()} << 64) | bits.Next()) & mask;
    if (v < n) return v;
  }
}

bool Bernoulli(RandomBits& bits, u128 n, u128 d) { return UniformBelow(bits, d) < n; }

// Bernoulli(exp(-n/d)) for 0 <= n/d <= 1: K = 1, 2, ... while Bernoulli(n/(dK)); odd K wins.
bool BernoulliExpSmall(RandomBits& bits, u128 n, u128 d) {
  u128 k = 1;
  while (Bernoulli(bits, n, d * k)) ++k;
  return (k & 1) == 1;
}

bool BernoulliExpWide(RandomBits& bits, u128 n, u128 d) {
  // exp(-n/d) = exp(-1)^floor(n/d) * exp(-(n mod d)/d)
  for (u128 i = 0; i < n / d; ++i) {
    if (!BernoulliExpSmall(bits, 1, 1)) return false;
  }
  return BernoulliExpSmall(bits, n % d, d);
}

}  // namespace

bool BernoulliExp(RandomBits& bits, std::uint64_t n, std::uint64_t d) { return BernoulliExpWide(bits, n, d); }

std::uint64_t CsprngBits::Next() {
  if (used_ == 64) {
    if (RAND_bytes(reinterpret_cast<unsigned char*>(buffer_), sizeof(buffer_)) != 1) {
      std::abort();  // see the header: never continue with a failed generator
    }
    used_ = 0;
  }
  return buffer_[used_++];
}

Result<DiscreteGaussian> DiscreteGaussian::Create(std::uint64_t num, std::uint64_t den) {
  if (num == 0 || den == 0) return MakeError(ErrorCode::kInvalidArgument, "sigma^2 must be a positive ratio");
  // Bounds that keep every intermediate of Sample() inside 128 bits.
  if (den > (std::uint64_t{1} << 20) || num / den > (std::uint64_t{1} << 34)) {
    return MakeError(ErrorCode::kInvalidArgument, "sigma^2 must be at most 2^34 with a denominator of at most 2^20");
  }
  // t = floor(sigma) + 1 = floor(sqrt(num/den)) + 1, computed exactly.
  std::uint64_t t = static_cast<std::uint64_t>(std::sqrt(static_cast<double>(num) / static_cast<double>(den)));
  while (u128{t} * t * den > num) --t;
  while (u128{t + 1} * (t + 1) * den <= num) ++t;
  return DiscreteGaussian(num, den, t + 1);
}

Result<DiscreteGaussian> DiscreteGaussian::FromSigma(double sigma) {
  if (!(sigma > 0) || sigma > 1e5) return MakeError(ErrorCode::kInvalidArgument, "sigma must be in (0, 1e5]");
  constexpr std::uint64_t kDen = std::uint64_t{1} << 20;
  // Rounded up: the noise must never be smaller than the accountant assumes.
  const long double target = static_cast<long double>(sigma) * sigma;
  auto num = static_cast<std::uint64_t>(std::ceil(target * kDen));
  while (static_cast<long double>(num) / kDen < target) ++num;
  return Create(std::max<std::uint64_t>(1, num), kDen);
}

std::int64_t DiscreteGaussian::Sample(RandomBits& bits) const {
  const u128 t = t_;
  for (;;) {
    // Discrete Laplace with scale t (Algorithm 2 of CKS): U uniform in [0, t),
    // accept with exp(-U/t), then V geometric with parameter 1 - exp(-1).
    const u128 u = UniformBelow(bits, t);
    if (!BernoulliExpWide(bits, u, t)) continue;
    u128 v = 0;
    while (BernoulliExpWide(bits, 1, 1)) ++v;
    const bool negative = (bits.Next() & 1) != 0;
    if (negative && u == 0 && v == 0) continue;
    const u128 magnitude = u + t * v;
    // Accept with exp(-(|Z| - sigma^2/t)^2 / (2 sigma^2)); with sigma^2 = N/D:
    // (|Z| t D - N)^2 / (2 N t^2 D).
    const u128 a = magnitude * t * den_;
    const u128 diff = a > num_ ? a - num_ : num_ - a;
    if (BernoulliExpWide(bits, diff * diff, u128{2} * num_ * t * t * den_)) {
      const auto z = static_cast<std::int64_t>(magnitude);
      return negative ? -z : z;
    }
  }
}

}  // namespace privtext::dp
