#include <cmath>
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
