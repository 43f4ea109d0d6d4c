// Private Evolution as a library user runs it: the privacy plan the CLI used
// to compute (issue 17), the run with its guarantee, and its output files.
#include <gtest/gtest.h>

#include "fake_models.h"
#include "privtext/synth/private_evolution.h"
#include "test_util.h"

namespace privtext::synth {
namespace {

// Seed 002, D.1: epsilon 1.29 over T = 11 at delta 3e-6 needs z = 11.28.
TEST(PlanPePrivacyTest, CalibratesToTheSeedsEpsilon) {
  auto p = PlanPePrivacy({}, 11, /*user_level=*/false);
  ASSERT_TRUE(p) << p.error().message();
  EXPECT_NEAR(p->noise.noise_multiplier, 11.28, 0.01);
  EXPECT_EQ(p->noise.max_records_per_user, 1);  // record level: every record its own user
  EXPECT_DOUBLE_EQ(p->noise.threshold, p->noise.noise_multiplier);
  ASSERT_TRUE(p->epsilon_rdp);
  EXPECT_LE(*p->epsilon_rdp, 1.29);
  EXPECT_GT(*p->epsilon_rdp, 1.28);
  EXPECT_LT(*p->epsilon_exact, *p->epsilon_rdp);
  const auto j = PePrivacyJson(*p);
  EXPECT_EQ(j.at("guarantee"), "record-level (epsilon, delta)-DP");
  EXPECT_EQ(j.at("steps"), 11);
}

TEST(PlanPePrivacyTest, UserLevelScalesNoiseAndThresholdBySensitivity) {
  PePrivacyOptions o;
  o.noise_multiplier = 2.31;
  o.max_records_per_user = 4;
  auto p = PlanPePrivacy(o, 11, /*user_level=*/true);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->noise.max_records_per_user, 4);
  EXPECT_DOUBLE_EQ(p->noise.threshold, 2.31 * 4);
  EXPECT_NEAR(*p->epsilon_rdp, 7.58, 0.01);  // seed 002, D.1
  EXPECT_EQ(PePrivacyJson(*p).at("guarantee"), "user-level (epsilon, delta)-DP");
  o.threshold = 3;
  EXPECT_DOUBLE_EQ(PlanPePrivacy(o, 11, true)->noise.threshold, 3);
}

TEST(PlanPePrivacyTest, NoNoiseClaimsNothingAndBadSettingsAreRefused) {
  PePrivacyOptions o;
  o.noise_multiplier = 0;
  auto p = PlanPePrivacy(o, 3, false);
  ASSERT_TRUE(p);
  EXPECT_FALSE(p->epsilon_rdp);
  const auto j = PePrivacyJson(*p);
  EXPECT_EQ(j.at("guarantee"), "none: noise multiplier 0");
  EXPECT_FALSE(j.contains("epsilon_rdp"));
  o.noise_multiplier = -1;
  EXPECT_FALSE(PlanPePrivacy(o, 3, false));
  EXPECT_FALSE(PlanPePrivacy({}, 0, false));
  PePrivacyOptions bad_delta;
  bad_delta.delta = 1;
  EXPECT_FALSE(PlanPePrivacy(bad_delta, 3, false));
}

TEST(PrivateDataOfTest, ReadsUserIdsOrNamesTheLineWithout) {
  testing::TempDir dir;
  testing::WriteText(dir.File("c.jsonl"), R"({"id":"a","text":"one","user":"u1"})" "\n"
                                          R"({"id":"b","text":"two","user":7})" "\n");
  auto docs = ReadCorpus(dir.File("c.jsonl"));
  ASSERT_TRUE(docs);
  auto data = PrivateDataOf(*docs, "user");
  ASSERT_TRUE(data) << data.error().message();
  EXPECT_EQ(data->texts, (std::vector<std::string>{"one", "two"}));
  EXPECT_EQ(data->user_ids, (std::vector<std::string>{"u1", "7"}));
  EXPECT_TRUE(PrivateDataOf(*docs, "")->user_ids.empty());
  auto missing = PrivateDataOf(*docs, "client");
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.error().message().find("line 1: no field \"client\""), std::string::npos)
      << missing.error().message();
}

// The whole run on scripted models: the guarantee comes back with the data,
// and the output file and report hold what the run produced.
TEST(RunPrivateEvolutionTest, ReturnsDataWithItsGuarantee) {
  testing::TempDir dir;
  testing::EchoGenerator generator;
  testing::HashEmbedder embedder(16);
  PrivateData data;
  for (int i = 0; i < 10; ++i) data.texts.push_back("the court heard case " + std::to_string(i));
  EvolutionOptions e;
  e.iterations = 2;
  e.synthetic_samples = 4;
  e.variation.steps = 1;
  EvolutionHooks hooks;
  hooks.checkpoint_path = dir.File("ckpt");
  hooks.progress.quiet = true;
  PePrivacyOptions privacy;
  privacy.epsilon = 4;
  auto run = RunPrivateEvolution(data, {}, e, privacy, generator, embedder, hooks);
  ASSERT_TRUE(run) << run.error().message();
  EXPECT_EQ(run->privacy.steps, 2);
  EXPECT_LE(*run->privacy.epsilon_rdp, 4.0);
  EXPECT_GT(*run->privacy.epsilon_rdp, 3.9);
  ASSERT_EQ(run->result.iterations.size(), 2u);
  ASSERT_FALSE(run->result.seed_set.empty());

  ASSERT_TRUE(WriteEvolutionOutput(dir.File("out.jsonl"), "pe", run->result));
  auto written = ReadCorpus(dir.File("out.jsonl"));
  ASSERT_TRUE(written);
  ASSERT_EQ(written->size(), run->result.seed_set.size());
  EXPECT_EQ((*written)[0].id, "pe-seed-0");
  EXPECT_EQ((*written)[0].text, run->result.seed_set[0].text);
  EXPECT_EQ(*FieldText((*written)[0], "kind"), "seed");
  const auto report = EvolutionReport("pe", PePrivacyJson(run->privacy), run->result);
  EXPECT_EQ(report.at("output").at("seed_samples"), run->result.seed_set.size());
  EXPECT_EQ(report.at("iterations").size(), 2u);
  EXPECT_EQ(report.at("privacy").at("noise_multiplier"), run->privacy.noise.noise_multiplier);
}

}  // namespace
}  // namespace privtext::synth
