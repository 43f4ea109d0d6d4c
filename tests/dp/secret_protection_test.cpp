#include <algorithm>
#include <cmath>
#include <random>
#include <limits>

#include <gtest/gtest.h>

#include "privtext/dp.h"

namespace privtext::dp {
namespace {

// Reference quantiles from mpmath at 40 digits (findroot on ncdf).
TEST(NormalQuantileTest, MatchesHighPrecisionValues) {
  EXPECT_NEAR(NormalQuantile(0.975), 1.9599639845400542, 1e-14);
  EXPECT_NEAR(NormalQuantile(1e-4), -3.7190164854556806, 1e-13);
  EXPECT_NEAR(NormalQuantile(1e-10), -6.3613409024040559, 1e-12);
  EXPECT_NEAR(NormalQuantile(1e-3), -3.0902323061678135, 1e-13);
  EXPECT_EQ(NormalQuantile(0.5), 0.0);
  for (double p : {1e-12, 0.01, 0.3, 0.7, 0.99}) EXPECT_NEAR(NormalCdf(NormalQuantile(p)), p, 1e-14 + 1e-12 * p);
}

// Seed 003: p = 1e-4 with r/p = 10 and 2.
TEST(SecretCapacityTest, SeedSettings) {
  EXPECT_NEAR(*SecretCapacity(1e-4, 1e-3), 0.62878417928786702, 1e-12);
  EXPECT_NEAR(*SecretCapacity(1e-4, 2e-4), 0.17893268624953545, 1e-12);
  EXPECT_TRUE(std::isinf(*SecretCapacity(1e-4, 1)));  // r/p = inf: no protection asked
  EXPECT_EQ(*SecretCapacity(0.2, 0.2), 0.0);
  EXPECT_FALSE(SecretCapacity(1e-3, 1e-4));  // r < p
  EXPECT_FALSE(SecretCapacity(0, 0.1));
  EXPECT_FALSE(SecretCapacity(0.1, 1.5));
  // Spending exactly the capacity gives exactly r.
  EXPECT_NEAR(SecretReconstructionBound(1e-4, 0.62878417928786702), 1e-3, 1e-15);
  EXPECT_NEAR(SecretReconstructionBound(1e-4, 0), 1e-4, 1e-17);
}

double Sum(const std::vector<double>& w) {
  double s = 0;
  for (double x : w) s += x;
  return s;
}

// max w0 + w1 + w2 s.t. w0 + w1 <= 1.5, w1 + w2 <= 0.5, w in [0, 1]: the
// optimum is 1.5 (w0 = 1, w1 + w2 = 0.5), worked by hand.
TEST(SecretNoiseTest, SmallInstanceOptimum) {
  auto w = SecretNoiseWeights(3, {{0, 1}, {1, 2}}, {1.5, 0.5});
  ASSERT_TRUE(w) << w.error().message();
  EXPECT_NEAR(Sum(*w), 1.5, 1e-9);
  EXPECT_NEAR((*w)[0], 1.0, 1e-9);
  EXPECT_LE((*w)[0] + (*w)[1], 1.5 + 1e-12);
  EXPECT_LE((*w)[1] + (*w)[2], 0.5 + 1e-12);
}

// Sample 3 holds no secret and keeps weight 1; secret A (samples 0-2, listed
// twice) caps their total at 1, secret B caps sample 2 at 0.25: optimum 2.
TEST(SecretNoiseTest, FreeSamplesAndRepeatedOccurrences) {
  auto w = SecretNoiseWeights(4, {{0, 1, 2, 2, 0}, {2}}, {1.0, 0.25});
  ASSERT_TRUE(w) << w.error().message();
  EXPECT_NEAR(Sum(*w), 2.0, 1e-9);
  EXPECT_EQ((*w)[3], 1.0);
  EXPECT_LE((*w)[2], 0.25 + 1e-12);
  EXPECT_LE((*w)[0] + (*w)[1] + (*w)[2], 1.0 + 1e-12);
}

// Issue 12, item 2(c): whatever the simplex's round-off, every cap holds
// exactly in floating point, summed in increasing sample order. Random
// overlapping secrets with awkward (non-dyadic) capacities.
TEST(SecretNoiseTest, CapsHoldExactlyAfterTheSolver) {
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 200; ++trial) {
    const std::size_t samples = 5 + rng() % 40, secrets = 1 + rng() % 12;
    std::vector<std::vector<std::size_t>> occ(secrets);
    std::vector<double> caps;
    for (auto& holders : occ) {
      const std::size_t n = 1 + rng() % 8;
      for (std::size_t k = 0; k < n; ++k) holders.push_back(rng() % samples);
      std::sort(holders.begin(), holders.end());
      holders.erase(std::unique(holders.begin(), holders.end()), holders.end());
      caps.push_back((1 + rng() % 1000) / 997.0 * 0.3);
    }
    auto w = SecretNoiseWeights(samples, occ, caps);
    ASSERT_TRUE(w);
    for (std::size_t j = 0; j < secrets; ++j) {
      double total = 0;
      for (std::size_t i : occ[j]) total += (*w)[i];
      EXPECT_LE(total, caps[j]) << "trial " << trial << " secret " << j;
    }
  }
}

// The Rényi bound, worked by hand: p = 1e-4, mu = 1: sqrt(ln 1e4) = 3.0348542,
// gap 3.0348542 - 0.7071068 = 2.3277474, exp(-5.4184) = 4.4342e-3; and it
// is never below the GDP bound, which is tight for the continuous Gaussian.
TEST(SecretCapacityTest, RenyiReconstructionBound) {
  EXPECT_NEAR(SecretReconstructionBoundRenyi(1e-4, 1.0), 4.43420e-3, 1e-7);
  EXPECT_NEAR(SecretReconstructionBoundRenyi(1e-4, 0.0), 1e-4, 1e-12);
  EXPECT_EQ(SecretReconstructionBoundRenyi(1e-4, 5.0), 1.0);
  for (double mu : {0.1, 0.63, 1.5, 3.0}) {
    EXPECT_GE(SecretReconstructionBoundRenyi(1e-4, mu), SecretReconstructionBound(1e-4, mu)) << mu;
  }
}

TEST(SecretNoiseTest, EdgeCapacities) {
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(*SecretNoiseWeights(2, {{0, 1}}, {inf}), (std::vector<double>{1, 1}));
  EXPECT_EQ(*SecretNoiseWeights(2, {{0}}, {0}), (std::vector<double>{0, 1}));
  EXPECT_EQ(*SecretNoiseWeights(2, {}, {}), (std::vector<double>{1, 1}));
  EXPECT_FALSE(SecretNoiseWeights(2, {{5}}, {1}));
  EXPECT_FALSE(SecretNoiseWeights(2, {{0}}, {}));
  EXPECT_FALSE(SecretNoiseWeights(2, {{0}}, {-1}));
}

}  // namespace
}  // namespace privtext::dp
