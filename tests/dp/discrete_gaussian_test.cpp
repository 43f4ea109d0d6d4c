// Statistical tests of the noise samplers (label `statistical`), with a
// seeded bit source (dp/seeded_bits.h) so that a run is reproducible; bounds are 5 standard errors.
#include <cmath>

#include <gtest/gtest.h>

#include "privtext/dp.h"
#include "dp/seeded_bits.h"

namespace privtext::dp {
namespace {

TEST(BernoulliExpTest, Frequencies) {
  testing::SeededBits bits(1);
  for (auto [n, d] : {std::pair{1, 2}, std::pair{3, 1}, std::pair{7, 4}}) {
    const double p = std::exp(-static_cast<double>(n) / d);
    const int trials = 100000;
    int hits = 0;
    for (int i = 0; i < trials; ++i) hits += BernoulliExp(bits, n, d) ? 1 : 0;
    EXPECT_NEAR(static_cast<double>(hits) / trials, p, 5 * std::sqrt(p * (1 - p) / trials)) << n << "/" << d;
  }
}

TEST(DiscreteGaussianTest, MomentsAndTails) {
  for (double sigma : {1.0, 3.0, 30.0}) {
    auto g = DiscreteGaussian::FromSigma(sigma);
    ASSERT_TRUE(g);
    testing::SeededBits bits(42);
    const int n = 100000;
    double sum = 0, sum2 = 0;
    int beyond3 = 0, zeros = 0;
    for (int i = 0; i < n; ++i) {
      const double x = static_cast<double>(g->Sample(bits));
      sum += x;
      sum2 += x * x;
      if (std::abs(x) > 3 * sigma) ++beyond3;
      if (x == 0) ++zeros;
    }
    const double mean = sum / n, var = sum2 / n - mean * mean;
    EXPECT_NEAR(mean, 0, 5 * sigma / std::sqrt(n)) << sigma;
    // For sigma >= 1 the discrete Gaussian's variance is sigma^2 to within 1e-8 (CKS, Fact 19).
    EXPECT_NEAR(var, sigma * sigma, 5 * sigma * sigma * std::sqrt(2.0 / n)) << sigma;
    // P(|X| > 3 sigma) of the continuous Gaussian is 0.0027.
    EXPECT_LT(beyond3, 0.0027 * n + 5 * std::sqrt(0.0027 * n)) << sigma;
    if (sigma == 1.0) {
      // P(0) = 1 / sum_k exp(-k^2/2) = 1 / 2.506628288...
      const double p0 = 1 / 2.506628288042906;
      EXPECT_NEAR(static_cast<double>(zeros) / n, p0, 5 * std::sqrt(p0 * (1 - p0) / n));
    }
  }
}

TEST(DiscreteGaussianTest, RejectsBadParameters) {
  EXPECT_FALSE(DiscreteGaussian::FromSigma(0));
  EXPECT_FALSE(DiscreteGaussian::FromSigma(-1));
  EXPECT_FALSE(DiscreteGaussian::Create(1, 0));
  EXPECT_FALSE(DiscreteGaussian::Create(std::uint64_t{1} << 60, 1));
  EXPECT_NEAR(DiscreteGaussian::FromSigma(2.5)->sigma2(), 6.25, 1e-6);
}

TEST(CsprngBitsTest, Varies) {
  CsprngBits bits;
  const std::uint64_t a = bits.Next(), b = bits.Next();
  EXPECT_NE(a, b);  // equal with probability 2^-64
  auto g = DiscreteGaussian::FromSigma(10);
  std::int64_t total = 0;
  for (int i = 0; i < 1000; ++i) total += std::abs(g->Sample(bits));
  EXPECT_GT(total, 0);
}

}  // namespace
}  // namespace privtext::dp
