#include <array>
#include <cmath>

#include <gtest/gtest.h>

#include "dp/seeded_bits.h"
#include "privtext/synth.h"
#include "synth/fake_models.h"
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
  const auto occ = SecretOccurrences({"Mr Smith paid.", "SMITH again", "nobody", "ØSTERGAARD, Zoë"},
                                     {"smith", "nobody", "", "østergaard"});
  EXPECT_EQ(occ, (std::vector<std::vector<std::size_t>>{{0, 1}, {2}, {}, {3}}));
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

// Two records name "Alice". With p = 1e-4, r = 1e-3: eta = Phi^-1(0.9999) -
// Phi^-1(0.999) = 3.7190165 - 3.0902323 = 0.6287842 (tables). Noise s = sqrt(2),
// dimension 2, grid g = s / 4096: the secret may move the statistics by
// 2 (w0 + w1) + 2 sqrt(3) g <= eta s = 0.8892351, so w0 + w1 = (0.8892351 - 0.0011961) / 2.
TEST(SecretWeightsTest, CapsEachSecretAtItsCapacity) {
  SecPeOptions o;
  auto w = SecretWeights({"Alice was here", "I met alice", "nothing secret"}, {"Alice"}, o, 2);
  ASSERT_TRUE(w) << w.error().message();
  EXPECT_EQ((*w)[2], 1.0);
  EXPECT_NEAR((*w)[0] + (*w)[1], 0.4440195, 2e-7);
  EXPECT_LE((*w)[0] + (*w)[1], 0.4440195 + 2e-7);
  o.r = 1e-5;
  EXPECT_FALSE(SecretWeights({"x"}, {"x"}, o, 2));  // r < p
  o.r = 1e-3;
  EXPECT_FALSE(SecretWeights({"x"}, {"x"}, o, 0));  // the dimension must be known
}

// The report's bounds: r itself for the continuous Gaussian, and the proven
// Rényi bound exp(-(sqrt(ln 1e4) - eta / sqrt 2)^2) = exp(-(3.0348542 -
// 0.4446151)^2) = 1.2195e-3 for the discrete release.
TEST(SecretWeightsTest, ProtectionHoldsOnlyPublicValues) {
  auto p = SecretProtectionOf(SecPeOptions{});
  ASSERT_TRUE(p);
  EXPECT_NEAR(p->capacity, 0.6287842, 1e-6);
  EXPECT_NEAR(p->reconstruction_gaussian, 1e-3, 1e-9);
  EXPECT_NEAR(p->reconstruction_renyi, 1.2195e-3, 2e-7);
  EXPECT_GT(p->reconstruction_renyi, p->reconstruction_gaussian);
}

Embeddings Rows3d(const std::vector<std::array<double, 3>>& rows) {
  Embeddings e{rows.size(), 3, {}};
  for (const auto& r : rows) {
    const double n = std::sqrt(r[0] * r[0] + r[1] * r[1] + r[2] * r[2]);
    for (double x : r) e.values.push_back(static_cast<float>(x / n));
  }
  return e;
}

double ShiftNorm(const std::vector<std::int64_t>& a, const std::vector<std::int64_t>& b, double grid) {
  double d2 = 0;
  for (std::size_t i = 0; i < a.size(); ++i) d2 += std::pow(static_cast<double>(a[i] - b[i]) * grid, 2);
  return std::sqrt(d2);
}

// Issue 12, item 2: neighbouring datasets as seed 003 defines them (the
// secret's value replaced), with the records' embeddings moved as far as a
// unit vector can move: to its opposite in the same cluster, or into another
// cluster. The weights stay the same and the released statistics move by no
// more than eta * s, the sensitivity the noise assumes. Record 0 holds both
// secrets, so the shift of one secret must not spill onto the other's records.
TEST(SecretClusterStatisticsTest, ReplacingASecretMovesTheReleaseByAtMostEtaS) {
  SecPeOptions o;
  const auto centres = Rows3d({{1, 0, 0}, {-1, 0, 0}});
  const double grid = SecretGrid(o), eta = SecretProtectionOf(o)->capacity;
  const std::vector<std::string> texts = {"Alice met Bob", "Alice alone", "Alice again", "Bob only", "no one"};
  const auto x = Rows3d({{0, 1, 0}, {0.8, 0.6, 0}, {0.8, 0.6, 0}, {1, 0.2, 0}, {-1, 0.1, 0.3}});
  // Record 0 sits between the centres (a tie: cluster 0) and turns to its
  // opposite, still in cluster 0; records 1 and 2 cross to cluster 1.
  const auto x_alice = Rows3d({{0, -1, 0}, {-0.8, -0.6, 0}, {-0.8, -0.6, 0}, {1, 0.2, 0}, {-1, 0.1, 0.3}});
  auto w = SecretWeights(texts, {"Alice", "Bob"}, o, 3);
  std::vector<std::string> replaced = texts;
  for (auto& t : replaced) {
    if (auto at = t.find("Alice"); at != std::string::npos) t.replace(at, 5, "Carol");
  }
  auto w_alice = SecretWeights(replaced, {"Carol", "Bob"}, o, 3);
  ASSERT_TRUE(w && w_alice);
  EXPECT_EQ(*w, *w_alice);  // the weights see which records hold a secret, not its value
  const double alice_sum = (*w)[0] + (*w)[1] + (*w)[2];
  EXPECT_GT(alice_sum, 0.4);  // not vacuous: the secret's records do contribute
  auto a = SecretClusterStatistics(x, *w, centres, grid);
  auto b = SecretClusterStatistics(x_alice, *w, centres, grid);
  ASSERT_TRUE(a && b);
  const double shift = ShiftNorm(*a, *b, grid);
  EXPECT_LE(shift, eta * o.noise_std);
  // The worst case is reached: 2 w per record, not sqrt(2) w (the LP puts
  // Alice's weight on records 1 and 2, which point the same way).
  EXPECT_GT(shift, 0.99 * 2 * alice_sum);
  // Bob's neighbour: records 0 and 3 change.
  const auto x_bob = Rows3d({{0, -1, 0}, {0.8, 0.6, 0}, {0.8, 0.6, 0}, {-1, -0.2, 0}, {-1, 0.1, 0.3}});
  auto c = SecretClusterStatistics(x_bob, *w, centres, grid);
  ASSERT_TRUE(c);
  EXPECT_LE(ShiftNorm(*a, *c, grid), eta * o.noise_std);
  // A vector longer than 1 counts as its unit vector.
  auto longer = x;
  for (float& v : longer.values) v *= 3;
  EXPECT_EQ(*SecretClusterStatistics(longer, *w, centres, grid), *a);
}

// Issue 12, item 3: an embedder that learns its dimension from its first
// answer (the HTTP backend) gives SecPE the right dimension; the whole loop
// runs on scripted models.
TEST(SecretProtectedEvolutionTest, RunsWithAnEmbedderThatLearnsItsDimension) {
  testing::EchoGenerator generator;
  testing::HashEmbedder embedder(16);
  std::vector<std::string> priv, pub;
  for (int i = 0; i < 12; ++i) priv.push_back("patient " + std::to_string(i) + (i % 3 ? " Alice" : " nobody"));
  for (int i = 0; i < 20; ++i) pub.push_back("public note number " + std::to_string(i));
  EvolutionOptions e;
  e.iterations = 2;
  e.synthetic_samples = 6;
  e.variation.steps = 1;
  SecPeOptions o;
  o.clusters = 4;
  EvolutionHooks hooks;
  hooks.noise = [](int) { return std::make_unique<testing::SeededBits>(3); };
  hooks.progress.quiet = true;
  auto r = RunSecretProtectedEvolution(priv, {"Alice"}, pub, e, o, generator, embedder, hooks);
  ASSERT_TRUE(r) << r.error().message();
  EXPECT_EQ(r->evolution.iterations.size(), 2u);
  EXPECT_FALSE(r->evolution.seed_set.empty());
  EXPECT_GT(generator.calls, 0);
  EXPECT_NEAR(r->protection.capacity, 0.6287842, 1e-6);
}

}  // namespace
}  // namespace privtext::synth
