#include <cmath>

#include <algorithm>
#include <random>

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

// The blocked sgemm path (issue 16) gives exactly the nearest neighbours in
// exact arithmetic, ties to the lower index, also for near-ties closer than
// float round-off: checked against a double-precision brute force, with
// duplicated and nudged synthetic rows and more rows than one sgemm block.
TEST(NearestNeighboursTest, SgemmMatchesExactBruteForce) {
  std::mt19937 rng(5);
  std::normal_distribution<float> normal;
  const std::size_t d = 48, n = 300, m = 2500;
  Embeddings syn{n, d, std::vector<float>(n * d)};
  for (auto& v : syn.values) v = normal(rng);
  for (std::size_t k = 0; k < d; ++k) {
    syn.values[7 * d + k] = syn.values[3 * d + k];                // exact duplicate: row 3 wins
    syn.values[11 * d + k] = syn.values[5 * d + k] * (1 + 1e-7f);  // nudged copy
  }
  Embeddings priv{m, d, std::vector<float>(m * d)};
  for (std::size_t i = 0; i < m; ++i) {
    // Half the private rows sit next to a synthetic row, the rest anywhere.
    const std::size_t near = i % 2 == 0 ? (i / 2) % n : n;
    for (std::size_t k = 0; k < d; ++k) {
      priv.values[i * d + k] = near < n ? syn.values[near * d + k] + 1e-4f * normal(rng) : normal(rng);
    }
  }
  auto got = NearestNeighbours(priv, syn);
  ASSERT_TRUE(got) << got.error().message();
  for (std::size_t i = 0; i < m; ++i) {
    std::size_t best = 0;
    double best_score = -1e300;
    for (std::size_t s = 0; s < n; ++s) {
      double dot = 0, norm = 0;
      for (std::size_t k = 0; k < d; ++k) {
        dot += static_cast<double>(priv.values[i * d + k]) * syn.values[s * d + k];
        norm += static_cast<double>(syn.values[s * d + k]) * syn.values[s * d + k];
      }
      if (dot - norm / 2 > best_score) best_score = dot - norm / 2, best = s;
    }
    ASSERT_EQ((*got)[i], best) << "private row " << i;
  }
  EXPECT_NE(std::count(got->begin(), got->end(), 3u), 0);
  EXPECT_EQ(std::count(got->begin(), got->end(), 7u), 0);  // the duplicate of row 3 never wins
}

}  // namespace
}  // namespace privtext::synth
