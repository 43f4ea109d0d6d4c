#include <cmath>

#include <gtest/gtest.h>

#include "privtext/synth.h"
#include "dp/seeded_bits.h"
#include "synth/unit_vectors.h"

namespace privtext::synth {
namespace {

using testing::Unit2d;

// Synthetic samples at 0, 90, 180 and 270 degrees; private records at
// 10, 20, 100, 175, 185 and 350 degrees vote 3, 1, 2, 0 (worked by hand).
TEST(VoteHistogramTest, HandMadeEmbeddings) {
  const auto syn = Unit2d({0, 90, 180, 270});
  const auto priv = Unit2d({10, 20, 100, 175, 185, 350});
  auto nn = NearestNeighbours(priv, syn);
  ASSERT_TRUE(nn);
  EXPECT_EQ(*nn, (std::vector<std::uint32_t>{0, 0, 1, 2, 2, 0}));
  auto votes = VoteHistogram(priv, {}, syn, {});
  ASSERT_TRUE(votes);
  EXPECT_EQ(*votes, (std::vector<std::int64_t>{3, 1, 2, 0}));
}

// User "a" owns the first three records; with one record per user only
// their first (10 degrees) counts.
TEST(VoteHistogramTest, UserLevelBounding) {
  const auto syn = Unit2d({0, 90, 180, 270});
  const auto priv = Unit2d({10, 100, 175, 185, 350, 265});
  const std::vector<std::string> users = {"a", "a", "a", "b", "c", "c"};
  EXPECT_EQ(*VoteHistogram(priv, users, syn, {1}), (std::vector<std::int64_t>{2, 0, 1, 0}));
  EXPECT_EQ(*VoteHistogram(priv, users, syn, {2}), (std::vector<std::int64_t>{2, 1, 1, 1}));
  EXPECT_FALSE(VoteHistogram(priv, {"a"}, syn, {1}));
  EXPECT_FALSE(VoteHistogram(priv, users, syn, {0}));
}

TEST(VoteHistogramTest, ShapeErrors) {
  Embeddings bad{2, 3, {1, 2, 3}};
  EXPECT_FALSE(NearestNeighbours(bad, Unit2d({0})));
  EXPECT_FALSE(NearestNeighbours(Unit2d({0}), Embeddings{0, 2, {}}));
  Embeddings three{1, 3, {1, 0, 0}};
  EXPECT_FALSE(NearestNeighbours(three, Unit2d({0})));
}

// Seed 002, Algorithm 2, line 17 subtracts H and clips at zero.
TEST(NoisyHistogramTest, ThresholdSubtractsH) {
  EXPECT_EQ(ApplyThreshold({5, 1, 0, 9, -3}, 2), (std::vector<double>{3, 0, 0, 7, 0}));
  EXPECT_EQ(ApplyThreshold({5, 1}, 2.5), (std::vector<double>{2.5, 0}));
}

TEST(NoisyHistogramTest, Noise) {
  testing::SeededBits bits(3);
  auto clean = AddHistogramNoise({5, 1, 0, 9}, 0, 1, bits);
  ASSERT_TRUE(clean);
  EXPECT_EQ(*clean, (std::vector<std::int64_t>{5, 1, 0, 9}));
  // With noise the large count survives and the mean of the noise is near 0.
  std::vector<std::int64_t> zeros(20000, 1000);
  auto noisy = AddHistogramNoise(zeros, 2.0, 3, bits);  // std 6
  ASSERT_TRUE(noisy);
  double sum = 0;
  for (auto v : *noisy) sum += static_cast<double>(v - 1000);
  EXPECT_NEAR(sum / 20000, 0, 5 * 6 / std::sqrt(20000.0));
  EXPECT_FALSE(AddHistogramNoise({1}, -1, 1, bits));
  EXPECT_FALSE(AddHistogramNoise({1}, 1, 0, bits));
}

}  // namespace
}  // namespace privtext::synth
