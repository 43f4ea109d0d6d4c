#include <cmath>

#include <gtest/gtest.h>

#include "dp/seeded_bits.h"
#include "privtext/synth.h"
#include "synth/unit_vectors.h"

namespace privtext::synth {
namespace {

using testing::Unit2d;

double AngleOf(const Embeddings& e, std::size_t row) { return std::atan2(e.row(row)[1], e.row(row)[0]) * 180 / M_PI; }

// Three tight groups around 0, 120 and -120 degrees: spherical k-means finds
// one centre in each.
TEST(KMeansTest, FindsSeparatedGroups) {
  const auto data = Unit2d({-5, 0, 5, 115, 120, 125, -125, -120, -115});
  auto centres = KMeans(data, 3, 20, 1);
  ASSERT_TRUE(centres) << centres.error().message();
  std::vector<double> angles;
  for (std::size_t c = 0; c < 3; ++c) angles.push_back(AngleOf(*centres, c));
  std::sort(angles.begin(), angles.end());
  EXPECT_NEAR(angles[0], -120, 1e-3);
  EXPECT_NEAR(angles[1], 0, 1e-3);
  EXPECT_NEAR(angles[2], 120, 1e-3);
  EXPECT_FALSE(KMeans(data, 10, 20, 1));  // more clusters than vectors
}

TEST(SecretOccurrencesTest, CaseInsensitiveSubstrings) {
  const auto occ = SecretOccurrences({"Mr Smith paid.", "SMITH again", "nobody"}, {"smith", "nobody", ""});
  EXPECT_EQ(occ, (std::vector<std::vector<std::size_t>>{{0, 1}, {2}, {}}));
}

// Two private records at 10 and 20 degrees fall in the cluster at 0, one at
// 110 in the cluster at 120. With (almost) no noise the vote weights are the
// weighted counts and the representatives move from the public centres
// towards the private records.
TEST(NoisyRepresentativesTest, UpdatesPublicCentresWithWeightedPrivateData) {
  const auto pub = Unit2d({-5, 0, 5, 115, 120, 125});
  const auto priv = Unit2d({10, 20, 110});
  SecPeOptions o;
  o.clusters = 2;
  o.noise_std = 1e-4;
  testing::SeededBits bits(5);
  auto reps = NoisyRepresentatives(priv, {1.0, 0.5, 1.0}, pub, o, 3, bits);
  ASSERT_TRUE(reps) << reps.error().message();
  ASSERT_EQ(reps->weights.size(), 2u);
  const std::size_t zero = std::abs(AngleOf(reps->vectors, 0)) < 60 ? 0 : 1;
  EXPECT_NEAR(reps->weights[zero], 1.5, 1e-3);
  EXPECT_NEAR(reps->weights[1 - zero], 1.0, 1e-3);
  // Cluster at 0: public sum (3 cos 0-ish) plus 1.0 x 10deg + 0.5 x 20deg.
  double x = 1 + 2 * std::cos(5 * M_PI / 180) + std::cos(10 * M_PI / 180) + 0.5 * std::cos(20 * M_PI / 180);
  double y = std::sin(10 * M_PI / 180) + 0.5 * std::sin(20 * M_PI / 180);
  EXPECT_NEAR(AngleOf(reps->vectors, zero), std::atan2(y, x) * 180 / M_PI, 1e-2);
  EXPECT_FALSE(NoisyRepresentatives(priv, {1.0}, pub, o, 3, bits));
}

// Two records name "Alice"; with p = 1e-4, r = 1e-3 and the default noise,
// SecretNoise caps their total weight at about eta = 0.629; the record
// without a secret keeps weight 1.
TEST(SecretWeightsTest, CapsEachSecretAtItsCapacity) {
  SecPeOptions o;
  SecretProtection p;
  auto w = SecretWeights({"Alice was here", "I met alice", "nothing secret"}, {"Alice"}, o, 384, &p);
  ASSERT_TRUE(w) << w.error().message();
  EXPECT_EQ((*w)[2], 1.0);
  const double margin = 2 * std::sqrt(385.0) * (o.noise_std / 4096) / 2;  // two holders, grid rounding
  EXPECT_NEAR((*w)[0] + (*w)[1], (0.62878417928786702 * o.noise_std - margin) / std::sqrt(2.0), 1e-9);
  EXPECT_EQ(p.samples_with_secrets, 2u);
  EXPECT_EQ(p.secrets, 1u);
  EXPECT_NEAR(p.max_mu, 0.62878417928786702, 1e-9);
  EXPECT_LE(p.max_reconstruction, 1e-3 + 1e-12);
  EXPECT_NEAR(p.total_weight, 1 + (*w)[0] + (*w)[1], 1e-12);
  o.r = 1e-5;
  EXPECT_FALSE(SecretWeights({"x"}, {"x"}, o, 384, &p));  // r < p
}

}  // namespace
}  // namespace privtext::synth
