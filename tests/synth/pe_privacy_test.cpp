// Private Evolution as a library user runs it: the privacy plan the CLI used
// to compute (issue 17), the run with its guarantee, and its output files.
#include <map>
#include <set>

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
  EXPECT_EQ(missing.error().message(),
            "line 1: no user id field \"client\" (name it with --user-field; --user-field \"\" makes each record its "
            "own user)");
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

// A run on scripted models with public texts as its first population and no
// noise (z = 0: tests only), so that what the loop asks and keeps is exact.
Result<EvolutionResult> ScriptedRun(testing::ScriptedGenerator& generator, const EvolutionOptions& e,
                                    const std::string& checkpoint = "") {
  testing::HashEmbedder embedder(16);
  PrivateData data;
  for (int i = 0; i < 6; ++i) data.texts.push_back("the court heard case " + std::to_string(i));
  std::vector<std::string> pub;
  for (int i = 0; i < 4; ++i) pub.push_back("public sample number " + std::to_string(i));
  EvolutionHooks hooks;
  hooks.progress.quiet = true;
  hooks.checkpoint_path = checkpoint;
  return RunPrivateEvolution(data, pub, e, PeNoiseOptions{.noise_multiplier = 0}, generator, embedder, hooks);
}

EvolutionOptions TwoIterations() {
  EvolutionOptions e;
  e.iterations = 2;
  e.synthetic_samples = 4;
  e.variation.steps = 1;
  return e;
}

bool StartsWith(const std::string& s, std::string_view prefix) { return s.rfind(prefix, 0) == 0; }

// The text between "Original Text Sample 1\n" and the next sample's label.
std::string FirstExample(const std::string& prompt) {
  const std::string label = "Original Text Sample 1\n";
  const std::size_t start = prompt.find(label) + label.size();
  return prompt.substr(start, prompt.find("\n\nOriginal Text Sample 2") - start);
}

// A model that writes the blanks back (as gemma3-270m does) leaves every
// variation unchanged; the statistics say so, and a paraphrasing one changes all.
TEST(RunPrivateEvolutionTest, CountsVariationsThatCameBackUnchanged) {
  testing::ScriptedGenerator blanks([](const std::string& p, const model::GenerationParams&) -> Result<std::string> {
    const std::string label = "Text with blanks: ";
    const std::size_t start = p.find(label) + label.size();
    return p.substr(start, p.find("\n\nFilled-in text:") - start);
  });
  auto masked = ScriptedRun(blanks, TwoIterations());
  ASSERT_TRUE(masked) << masked.error().message();
  ASSERT_EQ(masked->iterations.size(), 2u);
  EXPECT_EQ(masked->iterations[0].variations, 4);
  EXPECT_EQ(masked->iterations[0].variations_unchanged, 4);
  EXPECT_EQ(masked->iterations[1].variations, 0);  // S_{T+1} is never made
  EXPECT_EQ(masked->iterations[1].variations_unchanged, 0);

  int calls = 0;
  testing::ScriptedGenerator rewords([&](const std::string&, const model::GenerationParams&) -> Result<std::string> {
    return "a reworded sample " + std::to_string(calls++);
  });
  EvolutionOptions e = TwoIterations();
  e.variation.kind = VariationKind::kParaphrase;
  e.lookahead = 2;  // lookahead's variations count too: 2 x 4, then 2 x 4 again
  auto reworded = ScriptedRun(rewords, e);
  ASSERT_TRUE(reworded) << reworded.error().message();
  EXPECT_EQ(reworded->iterations[0].variations, 8);
  EXPECT_EQ(reworded->iterations[0].variations_unchanged, 0);
  EXPECT_EQ(reworded->iterations[1].variations, 8);
  const auto report = EvolutionReport("pe", nlohmann::ordered_json::object(), *masked);
  EXPECT_EQ(report.at("iterations").at(0).at("variations"), 4);
  EXPECT_EQ(report.at("iterations").at(0).at("variations_unchanged"), 4);
}

// Expand drops a copy of a seed sample and an empty completion, and asks
// again with new examples, until it has what was asked for.
TEST(RunPrivateEvolutionTest, ExpandDropsCopiesAndEmptyCompletionsAndAsksAgain) {
  int expand_calls = 0;
  testing::ScriptedGenerator generator([&](const std::string& p, const model::GenerationParams&) -> Result<std::string> {
    if (!StartsWith(p, "List of")) return "a reworded sample";  // variation: the same for every sample
    const int k = expand_calls++;
    if (k < 2) return FirstExample(p);
    if (k == 2) return std::string("  ");
    return "a new sample " + std::to_string(k % 4);
  });
  EvolutionOptions e = TwoIterations();
  e.expand_samples = 4;
  auto r = ScriptedRun(generator, e);
  ASSERT_TRUE(r) << r.error().message();
  // Round one: copy, copy, empty, "a new sample 3"; round two: 4, 5, "a new sample 2".
  EXPECT_EQ(r->expanded, (std::vector<std::string>{"a new sample 3", "a new sample 0", "a new sample 1",
                                                   "a new sample 2"}));
  EXPECT_EQ(r->expand_dropped_copies, 2);
  EXPECT_EQ(r->expand_dropped_empty, 1);
  EXPECT_EQ(expand_calls, 7);
  for (const auto& s : r->seed_set) EXPECT_EQ(std::count(r->expanded.begin(), r->expanded.end(), s.text), 0);
  const auto report = EvolutionReport("pe", nlohmann::ordered_json::object(), *r);
  EXPECT_EQ(report.at("output").at("expand_dropped").at("copies"), 2);
  EXPECT_EQ(report.at("output").at("expand_dropped").at("empty"), 1);
}

// A model that only ever copies gets kExpandRounds prompts per sample, then
// the run ends with fewer samples rather than with copies.
TEST(RunPrivateEvolutionTest, ExpandGivesUpAfterItsRounds) {
  testing::ScriptedGenerator generator([](const std::string& p, const model::GenerationParams&) -> Result<std::string> {
    return StartsWith(p, "List of") ? FirstExample(p) : "a reworded sample";
  });
  EvolutionOptions e = TwoIterations();
  e.expand_samples = 3;
  auto r = ScriptedRun(generator, e);
  ASSERT_TRUE(r) << r.error().message();
  EXPECT_TRUE(r->expanded.empty());
  EXPECT_EQ(r->expand_dropped_copies, 3 * kExpandRounds);
  EXPECT_EQ(generator.calls, 1 + kExpandRounds);  // one variation call, then the rounds
}

// A large Expand is asked for kExpandBatch samples per call, so its prompts
// are never all held at once; a batch's dropped samples are asked again
// before the next batch.
TEST(RunPrivateEvolutionTest, ExpandAsksInBatches) {
  int expand_prompts = 0;
  std::vector<int> batch_sizes;
  testing::ScriptedGenerator generator([&](const std::string& p, const model::GenerationParams&) -> Result<std::string> {
    if (!StartsWith(p, "List of")) return "a reworded sample";
    const int k = expand_prompts++;
    return k == 5 ? FirstExample(p) : "sample " + std::to_string(k);  // one copy, in the first batch
  });
  EvolutionOptions e = TwoIterations();
  e.expand_samples = static_cast<int>(kExpandBatch) + 44;
  auto r = ScriptedRun(generator, e);
  ASSERT_TRUE(r) << r.error().message();
  EXPECT_EQ(r->expanded.size(), kExpandBatch + 44);
  EXPECT_EQ(r->expand_dropped_copies, 1);
  // One variation call; then the first batch, its one retry, and the second batch.
  EXPECT_EQ(generator.calls, 4);
  EXPECT_EQ(expand_prompts, static_cast<int>(kExpandBatch) + 1 + 44);
  EXPECT_EQ(r->expanded[kExpandBatch - 1], "sample " + std::to_string(kExpandBatch));  // the retry's
  EXPECT_EQ(r->expanded[kExpandBatch], "sample " + std::to_string(kExpandBatch + 1));   // the second batch's first
}

// An Expand stopped in its second batch resumes after the first: it asks only
// for the rest, and writes what an uninterrupted run writes.
TEST(RunPrivateEvolutionTest, ExpandResumesAfterItsLastBatch) {
  testing::TempDir dir;
  int expand_prompts = 0;
  int fail_at = -1;  // the expand prompt that fails, as a server going away would
  // A text made from the prompt, the call's seed and how often the call has
  // seen that prompt: what a sampler seeded per prompt would write.
  std::map<std::pair<std::string, std::uint32_t>, int> seen;
  auto script = [&](const std::string& p, const model::GenerationParams& params) -> Result<std::string> {
    if (!StartsWith(p, "List of")) return "a reworded sample";
    if (expand_prompts++ == fail_at) return MakeError(ErrorCode::kIo, "the server went away");
    const int n = seen[{p, params.seed}]++;
    return "sample " + std::to_string(std::hash<std::string>{}(p) ^ params.seed) + "-" + std::to_string(n);
  };
  testing::ScriptedGenerator generator(script);
  EvolutionOptions e = TwoIterations();
  e.expand_samples = static_cast<int>(kExpandBatch) + 10;
  const std::string checkpoint = dir.File("run.checkpoint");

  fail_at = static_cast<int>(kExpandBatch);  // the second batch's first prompt
  ASSERT_FALSE(ScriptedRun(generator, e, checkpoint));
  const std::string log = testing::ReadText(checkpoint + std::string(kExpandLogSuffix));
  EXPECT_EQ(std::count(log.begin(), log.end(), '\n'), 2);  // the header and the first batch
  testing::WriteText(checkpoint + std::string(kExpandLogSuffix), log + R"({"batch":1,"samp)");  // cut short

  EvolutionOptions other = e;
  other.expand_samples += 1;
  auto refused = ScriptedRun(generator, other, checkpoint);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().message().find("Expand's checkpoint of a run with other settings"), std::string::npos);

  fail_at = -1;
  expand_prompts = 0;
  seen.clear();
  auto resumed = ScriptedRun(generator, e, checkpoint);
  ASSERT_TRUE(resumed) << resumed.error().message();
  EXPECT_EQ(expand_prompts, 10);  // the second batch only
  EXPECT_EQ(std::count(resumed->expanded.begin(), resumed->expanded.end(), std::string()), 0);

  expand_prompts = 0;
  seen.clear();
  auto whole = ScriptedRun(generator, e, dir.File("fresh.checkpoint"));
  ASSERT_TRUE(whole) << whole.error().message();
  EXPECT_EQ(expand_prompts, static_cast<int>(kExpandBatch) + 10);
  EXPECT_EQ(resumed->expanded, whole->expanded);
  EXPECT_EQ(std::set<std::string>(whole->expanded.begin(), whole->expanded.end()).size(), kExpandBatch + 10);
}

}  // namespace
}  // namespace privtext::synth
