// The model-based audits with the real small models (label `model`).
#include <cmath>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "privtext/audit.h"
#include "test_util.h"

namespace privtext::audit {
namespace {

// A name the model can tell from context wins by perplexity.
TEST(AttackModelTest, NameReconstructionPicksTheLikelyName) {
  auto scorer = model::OpenScorer("gemma3-270m");
  ASSERT_TRUE(scorer) << scorer.error().message();
  const std::vector<NameExample> examples = {{"The capital of France is ", "Paris", ", a city on the Seine."},
                                             {"The Eiffel Tower stands in ", "Paris", " since 1889."}};
  auto r = NameReconstructionAttack(**scorer, examples, {"Xylophone", "Paris", "Cabbage"});
  ASSERT_TRUE(r) << r.error().message();
  EXPECT_EQ(r->attempts, 2u);
  EXPECT_EQ(r->guesses, (std::vector<std::string>{"Paris", "Paris"}));
  EXPECT_DOUBLE_EQ(r->success_rate, 1.0);
  EXPECT_FALSE(NameReconstructionAttack(**scorer, examples, {}));
}

// A continuation the model can complete is reconstructed (distance < 1);
// the distance of each example is the best of its samples.
TEST(AttackModelTest, TruePrefixReconstructsAPredictableSuffix) {
  auto generator = model::OpenGenerator("gemma3-270m");
  ASSERT_TRUE(generator) << generator.error().message();
  const std::vector<NameExample> examples = {
      {"Monday, Tuesday, Wednesday, ", "Thursday", ", Friday, Saturday, Sunday."}};
  model::GenerationParams p;
  p.max_tokens = 12;
  p.temperature = 0;
  auto r = TruePrefixAttack(**generator, examples, 2, p);
  ASSERT_TRUE(r) << r.error().message();
  ASSERT_EQ(r->best_distance.size(), 1u);
  EXPECT_LT(r->mean_distance, 0.5);
  EXPECT_FALSE(TruePrefixAttack(**generator, examples, 0, p));
}

TEST(AuditModelCliTest, SimilarityAndAttack) {
  testing::TempDir dir;
  const std::string sample = testing::SampleDataDir() + "/sample_corpus.jsonl";
  // 60 sample documents are enough for the statistics and embed in a
  // quarter of the time of all 240.
  {
    std::istringstream in(testing::ReadText(sample));
    std::string head;
    int n = 0;
    for (std::string line; n < 60 && std::getline(in, line); ++n) head += line + "\n";
    testing::WriteText(dir.File("sample60.jsonl"), head);
  }
  const std::string sample60 = dir.File("sample60.jsonl");
  testing::WriteText(dir.File("other.jsonl"), "{\"id\":\"1\",\"text\":\"Bananas are yellow and sweet.\"}\n"
                                              "{\"id\":\"2\",\"text\":\"The weather is sunny today.\"}\n"
                                              "{\"id\":\"3\",\"text\":\"I like to play football.\"}\n");
  ASSERT_EQ(testing::RunCli(dir, "audit similarity --reference " + sample60 + " --synthetic " + sample60 +
                         " --synthetic other.jsonl --name same --name other --out sim.json"), 0)
      << testing::ReadText(dir.File(".err"));
  const auto sim = nlohmann::json::parse(testing::ReadText(dir.File("sim.json")));
  EXPECT_NEAR(sim["sets"][0]["fid"].get<double>(), 0.0, 1e-6);
  EXPECT_DOUBLE_EQ(sim["sets"][0]["mauve"].get<double>(), 1.0);
  EXPECT_GT(sim["sets"][1]["fid"].get<double>(), 0.3);
  EXPECT_EQ(sim["reference_lengths"]["count"], 60);
  // One set per value of a field, in order: FID over the iterations of a PE run.
  testing::WriteText(dir.File("pe.jsonl"), "{\"id\":\"a\",\"text\":\"Bananas are yellow.\",\"iteration\":2}\n"
                                           "{\"id\":\"b\",\"text\":\"The court dismissed the appeal.\",\"iteration\":1}\n"
                                           "{\"id\":\"c\",\"text\":\"Apples are red.\",\"iteration\":2}\n"
                                           "{\"id\":\"d\",\"text\":\"The applicant was born in 1967.\",\"iteration\":1}\n"
                                           "{\"id\":\"e\",\"text\":\"An expanded sample.\"}\n");
  ASSERT_EQ(testing::RunCli(dir, "audit similarity --reference " + sample60 + " --synthetic pe.jsonl --name pe "
                                  "--split-by iteration --out split.json"), 0)
      << testing::ReadText(dir.File(".err"));
  const auto split = nlohmann::json::parse(testing::ReadText(dir.File("split.json")));
  ASSERT_EQ(split["sets"].size(), 2u);
  EXPECT_EQ(split["sets"][0]["name"], "pe iteration 1");
  EXPECT_EQ(split["sets"][1]["name"], "pe iteration 2");
  EXPECT_LT(split["sets"][0]["fid"].get<double>(), split["sets"][1]["fid"].get<double>());  // court text is nearer

  ASSERT_EQ(testing::RunCli(dir, "audit attack --in " + sample + " --examples 4 --samples 1 --max-tokens 8 --out attack.json"), 0)
      << testing::ReadText(dir.File(".err"));
  const auto attack = nlohmann::json::parse(testing::ReadText(dir.File("attack.json")));
  EXPECT_EQ(attack["examples"], 4);
  // The rate is the share of the 4 examples whose true name scored best among
  // the corpus's candidate names (chance is 1 / candidates).
  EXPECT_GE(attack["candidates"].get<int>(), 2);
  EXPECT_DOUBLE_EQ(attack["name_reconstruction_success_rate"].get<double>() * 4,
                   attack["name_reconstruction_successes"].get<double>());
  const double distance = attack["true_prefix_mean_normalized_levenshtein"].get<double>();
  EXPECT_GT(distance, 0.0);  // an 8-token sample never rebuilds a whole suffix
  EXPECT_LE(distance, 1.0);
  EXPECT_EQ(testing::RunCli(dir, "audit attack --in " + sample + " --type NOPE --out x.json"), 1);
}

// privtext eval on gemma3-270m: a court-case paragraph is predicted far
// better than the same words shuffled; the figures agree with each other.
TEST(EvalModelCliTest, NaturalTextIsPredictedBetterThanShuffledWords) {
  testing::TempDir dir;
  const std::string natural =
      "The applicant was born in 1967 and lives in Stillbrook. On 3 March 2004 the District Court dismissed his "
      "claim for compensation. He appealed, arguing that the proceedings had been unfair. The Court of Appeal "
      "upheld the judgment on 12 October 2005, and the Supreme Court refused leave to appeal.";
  const std::string shuffled =
      "appeal 2005 claim Court dismissed leave unfair. the The judgment upheld he born Stillbrook arguing "
      "October on refused District compensation. had lives the of that 1967 proceedings in Supreme and 3 "
      "applicant his was Appeal appealed, March Court The 12 for been the the to 2004 On and in Court";
  testing::WriteText(dir.File("natural.jsonl"), nlohmann::json{{"id", "n"}, {"text", natural}}.dump() + "\n");
  testing::WriteText(dir.File("shuffled.jsonl"), nlohmann::json{{"id", "s"}, {"text", shuffled}}.dump() + "\n");
  ASSERT_EQ(testing::RunCli(dir, "eval -q --in natural.jsonl --out n.json"), 0) << testing::ReadText(dir.File(".err"));
  ASSERT_EQ(testing::RunCli(dir, "eval -q --in shuffled.jsonl --out s.json --chunk-bytes 100"), 0)
      << testing::ReadText(dir.File(".err"));
  const auto n = nlohmann::json::parse(testing::ReadText(dir.File("n.json")));
  const auto s = nlohmann::json::parse(testing::ReadText(dir.File("s.json")));
  EXPECT_EQ(n["chunks"], 1);
  EXPECT_GE(s["chunks"].get<int>(), 3);  // 100-byte chunks
  EXPECT_GT(n["tokens"].get<int>(), 40);
  EXPECT_LT(n["perplexity"].get<double>(), s["perplexity"].get<double>());
  EXPECT_GT(n["next_token_accuracy"].get<double>(), s["next_token_accuracy"].get<double>());
  EXPECT_GT(n["perplexity"].get<double>(), 1.0);
  // bits per byte = ln(perplexity) * tokens / (ln 2 * bytes)
  EXPECT_NEAR(n["bits_per_byte"].get<double>(),
              std::log(n["perplexity"].get<double>()) * n["tokens"].get<double>() /
                  (std::log(2.0) * n["bytes"].get<double>()),
              1e-9);
  EXPECT_EQ(testing::RunCli(dir, "eval -q --in missing.jsonl"), 1);
}

}  // namespace
}  // namespace privtext::audit
