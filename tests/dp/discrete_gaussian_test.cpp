// Statistical tests of the noise samplers (label `statistical`), with a
// seeded bit source (dp/seeded_bits.h) so that a run is reproducible; bounds are 5 standard errors.
#include <cmath>
#include <vector>

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

// The variance is rounded up onto its grid, never down (issue 12, item 5):
// 0.001^2 * 2^20 = 1.05 grid steps was rounded to 1, below what was asked.
TEST(DiscreteGaussianTest, VarianceIsNeverBelowTheRequest) {
  for (double sigma : {0.001, 0.0123, 0.231, 0.7071, 1.0, 2.31, 11.28, 1234.5678}) {
    auto g = DiscreteGaussian::FromSigma(sigma);
    ASSERT_TRUE(g) << sigma;
    EXPECT_GE(g->sigma2(), sigma * sigma) << sigma;
    EXPECT_LE(g->sigma2(), sigma * sigma + 1.0 / (1 << 20)) << sigma;
  }
}

// Pearson's chi-square against the exact pmf exp(-k^2 / (2 sigma^2)) / Z,
// also below sigma = 1 where the discrete shape differs most from the
// continuous one. Cells with expected count < 20 are pooled into the tails.
TEST(DiscreteGaussianTest, ShapeMatchesThePmf) {
  for (double sigma : {0.3, 0.6, 1.0, 2.5, 7.0}) {
    auto g = DiscreteGaussian::FromSigma(sigma);
    ASSERT_TRUE(g);
    const double s2 = g->sigma2();
    const int n = 200000, reach = static_cast<int>(12 * sigma) + 2;
    double z = 0;
    for (int k = -reach; k <= reach; ++k) z += std::exp(-k * k / (2 * s2));
    int cut = 0;  // cells -cut..cut; beyond are the two tail cells
    while (cut < reach && n * std::exp(-(cut + 1) * (cut + 1) / (2 * s2)) / z >= 20) ++cut;
    std::vector<double> observed(2 * cut + 3, 0), expected(2 * cut + 3, 0);
    for (int k = -reach; k <= reach; ++k) {
      const int cell = k < -cut ? 0 : k > cut ? 2 * cut + 2 : k + cut + 1;
      expected[cell] += n * std::exp(-k * k / (2 * s2)) / z;
    }
    testing::SeededBits bits(7);
    for (int i = 0; i < n; ++i) {
      const std::int64_t k = g->Sample(bits);
      observed[k < -cut ? 0 : k > cut ? 2 * cut + 2 : k + cut + 1] += 1;
    }
    double chi2 = 0;
    int cells = 0;
    for (std::size_t c = 0; c < observed.size(); ++c) {
      if (expected[c] < 1e-9) {
        EXPECT_EQ(observed[c], 0) << sigma;
        continue;
      }
      chi2 += (observed[c] - expected[c]) * (observed[c] - expected[c]) / expected[c];
      ++cells;
    }
    // Wilson-Hilferty: the chi-square quantile at 1 - 1e-4 for cells - 1 degrees of freedom.
    const double df = cells - 1, zq = 3.719;
    const double bound = df * std::pow(1 - 2 / (9 * df) + zq * std::sqrt(2 / (9 * df)), 3);
    EXPECT_LT(chi2, bound) << "sigma " << sigma << ", " << cells << " cells";
    EXPECT_GE(cells, 3) << sigma;
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
