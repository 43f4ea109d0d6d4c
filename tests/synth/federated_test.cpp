#include <cmath>
#include <cstring>

#include <gtest/gtest.h>

#include "privtext/synth.h"
#include "dp/seeded_bits.h"
#include "synth/unit_vectors.h"
#include "test_util.h"

namespace privtext::synth {
namespace {

using testing::Unit2d;

TEST(FederatedTest, ClientHistogramRoundTripsAndAggregates) {
  testing::SeededBits bits(0);
  ClientHistogram settings;
  settings.round = 3;
  settings.client_id = "a";
  settings.synthetic_sha256 = "abc";
  const auto syn = Unit2d({0, 90, 180, 270});
  auto a = MakeClientHistogram(Unit2d({10, 100, 95}), {"x", "x", "y"}, syn, settings, bits);
  ASSERT_TRUE(a);
  EXPECT_EQ(a->counts, (std::vector<std::int64_t>{1, 1, 0, 0}));  // x votes once (bounded), y once
  auto parsed = ParseClientHistogram(SerializeClientHistogram(*a));
  ASSERT_TRUE(parsed) << parsed.error().message();
  EXPECT_EQ(parsed->counts, a->counts);
  EXPECT_EQ(parsed->round, 3);
  EXPECT_TRUE(parsed->user_level);  // votes bounded per user id
  settings.client_id = "b";
  auto b = MakeClientHistogram(Unit2d({178, 182, 5}), {}, syn, settings, bits);
  ASSERT_TRUE(b);
  EXPECT_FALSE(b->user_level);  // no user ids: each record voted as its own user
  EXPECT_FALSE(ParseClientHistogram(SerializeClientHistogram(*b))->user_level);
  auto total = AggregateHistograms({*a, *b}, 1);  // sums {2, 1, 2, 0}
  ASSERT_TRUE(total);
  EXPECT_EQ(*total, (std::vector<double>{1, 0, 1, 0}));  // H = 1 subtracted, clipped at 0
  ClientHistogram other = *b;
  other.round = 4;
  EXPECT_FALSE(AggregateHistograms({*a, other}, 0));
  EXPECT_FALSE(AggregateHistograms({}, 0));
  EXPECT_FALSE(ParseClientHistogram("{\"format\":\"x\"}"));
}

TEST(FederatedTest, NoiseShareScalesTheNoise) {
  testing::SeededBits bits(0);
  ClientHistogram s;
  s.noise_multiplier = 4;
  s.noise_share = 16;  // std 4 / sqrt(16) = 1 per client
  const auto syn = Unit2d(std::vector<double>(2000, 0));
  auto h = MakeClientHistogram(Unit2d({}), {}, syn, s, bits);
  ASSERT_TRUE(h);
  double sum2 = 0;
  for (auto v : h->counts) sum2 += static_cast<double>(v) * static_cast<double>(v);
  EXPECT_NEAR(sum2 / 2000, 1.0, 5 * std::sqrt(2.0 / 2000));
  s.noise_share = 0;
  EXPECT_FALSE(MakeClientHistogram(Unit2d({}), {}, syn, s, bits));
}

// Issue 12, item 1: at z = 2.31 split over 100 clients each share has std
// 0.231 and almost always draws 0, so the sum carried far less than sigma^2.
// Such shares are refused; shares the accountant covers are accepted.
TEST(FederatedTest, SharesTooSmallToAccountAreRefused) {
  testing::SeededBits bits(0);
  ClientHistogram s;
  s.noise_multiplier = 2.31;
  s.noise_share = 100;
  const auto syn = Unit2d({0, 90, 180, 270});
  auto h = MakeClientHistogram(Unit2d({10}), {}, syn, s, bits);
  ASSERT_FALSE(h);
  EXPECT_NE(h.error().message().find("below 1/2"), std::string::npos) << h.error().message();
  s.noise_share = 4;  // std 1.155 per share
  EXPECT_TRUE(MakeClientHistogram(Unit2d({10}), {}, syn, s, bits));
}

TEST(FederatedTest, AggregateRefusesFewerClientsThanShares) {
  testing::SeededBits bits(0);
  ClientHistogram s;
  s.noise_multiplier = 11.28;
  s.noise_share = 3;
  const auto syn = Unit2d({0, 90});
  std::vector<ClientHistogram> clients;
  for (const char* id : {"a", "b"}) {
    s.client_id = id;
    clients.push_back(*MakeClientHistogram(Unit2d({10}), {}, syn, s, bits));
  }
  auto two = AggregateHistograms(clients, 0);
  ASSERT_FALSE(two);
  EXPECT_NE(two.error().message().find("split over 3 clients but only 2"), std::string::npos);
  s.client_id = "c";
  clients.push_back(*MakeClientHistogram(Unit2d({10}), {}, syn, s, bits));
  EXPECT_TRUE(AggregateHistograms(clients, 0));
}

// The round's epsilon: with whole-noise files it is the Gaussian's RDP
// epsilon; with shares of std >> 1 the distributed discrete Gaussian is as
// good as one Gaussian of the summed variance, so 11 rounds at z = 11.28
// give seed 002's 1.29 (D.1) both ways.
TEST(FederatedTest, RoundPrivacyIsAccounted) {
  ClientHistogram c;
  c.noise_multiplier = 11.28;
  c.round = 10;
  c.counts.assign(2048, 0);
  auto whole = FederatedRoundPrivacy({c, c, c}, 3e-6);
  ASSERT_TRUE(whole) << whole.error().message();
  EXPECT_DOUBLE_EQ(whole->effective_noise_multiplier, 11.28);
  EXPECT_EQ(whole->rounds, 11);
  EXPECT_NEAR(whole->epsilon_total, 1.29, 0.005);
  EXPECT_NEAR(whole->epsilon_round, dp::RdpEpsilon(11.28, 1, 1, 3e-6)->epsilon, 1e-12);
  c.noise_share = 4;
  auto shared = FederatedRoundPrivacy({c, c, c, c}, 3e-6);
  ASSERT_TRUE(shared);
  EXPECT_DOUBLE_EQ(shared->share_sigma, 11.28 / 2);
  EXPECT_NEAR(shared->effective_noise_multiplier, 11.28, 1e-9);
  EXPECT_NEAR(shared->epsilon_total, 1.29, 0.005);
  // Shares of std 0.6 over 16 clients: tau * d dominates and epsilon is
  // far above the ideal one, as the theorem says it must be.
  c.noise_multiplier = 2.4;
  c.noise_share = 16;
  auto small = FederatedRoundPrivacy(std::vector<ClientHistogram>(16, c), 3e-6);
  ASSERT_TRUE(small);
  EXPECT_LT(small->effective_noise_multiplier, 2.4 / 2);
  c.noise_multiplier = 0;
  EXPECT_FALSE(FederatedRoundPrivacy({c}, 3e-6));
}

// One client that voted per record makes the round record-level: a person
// with several records there moved its sum by more than one user's votes.
TEST(FederatedTest, ARecordLevelClientMakesTheRoundRecordLevel) {
  ClientHistogram c;
  c.noise_multiplier = 11.28;
  c.counts.assign(8, 0);
  EXPECT_TRUE(FederatedRoundPrivacy({c, c}, 3e-6)->user_level);
  ClientHistogram per_record = c;
  per_record.user_level = false;
  EXPECT_FALSE(FederatedRoundPrivacy({c, per_record}, 3e-6)->user_level);
  // Files written before the unit was recorded keep the claim they made.
  std::string old_file = SerializeClientHistogram(c);
  old_file.replace(old_file.find(R"("unit":"user",)"), std::strlen(R"("unit":"user",)"), "");
  EXPECT_TRUE(ParseClientHistogram(old_file)->user_level);
  std::string bad = SerializeClientHistogram(c);
  bad.replace(bad.find(R"("unit":"user")"), std::strlen(R"("unit":"user")"), R"("unit":"person")");
  ASSERT_FALSE(ParseClientHistogram(bad));
  EXPECT_EQ(ParseClientHistogram(bad).error().message(), "PE histogram's \"unit\" is \"person\", not user or record");
}

// Neighbouring datasets: one user (with 3 records, bounded to 2 votes) more
// or less moves the vote histogram by at most the sensitivity in L2, the
// scale the noise is drawn at.
TEST(FederatedTest, OneUserMovesTheHistogramByAtMostTheSensitivity) {
  const auto syn = Unit2d({0, 90, 180, 270});
  const std::vector<double> others = {5, 85, 95, 170, 260, 275};
  const std::vector<std::string> other_users = {"a", "a", "b", "c", "d", "d"};
  for (const std::vector<double>& user : {std::vector<double>{1, 2, 3}, {1, 92, 181}, {269, 271, 5}}) {
    std::vector<double> angles = others;
    std::vector<std::string> users = other_users;
    for (double a : user) {
      angles.push_back(a);
      users.push_back("u");
    }
    auto with = VoteHistogram(Unit2d(angles), users, syn, {2});
    auto without = VoteHistogram(Unit2d(others), other_users, syn, {2});
    ASSERT_TRUE(with && without);
    double d2 = 0;
    for (std::size_t i = 0; i < with->size(); ++i) d2 += std::pow(static_cast<double>((*with)[i] - (*without)[i]), 2);
    EXPECT_LE(std::sqrt(d2), 2.0 + 1e-12);
    EXPECT_GT(d2, 0);
  }
}

}  // namespace
}  // namespace privtext::synth
