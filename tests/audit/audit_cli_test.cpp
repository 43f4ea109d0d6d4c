// `privtext audit` and `privtext tokenizer` from the command line.
#include <cstdlib>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "test_util.h"

namespace privtext {
namespace {

using Json = nlohmann::json;

class AuditCliTest : public ::testing::Test {
 protected:
  int Run(const std::string& args) { return testing::RunCli(dir_, args); }
  Json Out() { return Json::parse(testing::ReadText(dir_.File(".out"))); }
  std::string Err() { return testing::ReadText(dir_.File(".err")); }
  const std::string sample_ = testing::SampleDataDir() + "/sample_corpus.jsonl";
  testing::TempDir dir_;
};

// The encrypted sample corpus leaks none of its gold identifiers; the
// plaintext leaks all of them, and the mention table counts what it should.
TEST_F(AuditCliTest, LeakageOfTheEncryptedSampleCorpus) {
  ASSERT_EQ(Run("keygen --out k.json"), 0);
  ASSERT_EQ(Run("encrypt -q --keyset k.json --in " + sample_ + " --out enc.jsonl"), 0);
  ASSERT_EQ(Run("audit leakage --synthetic enc.jsonl --gold " + sample_), 0) << Err();
  const Json enc = Out();
  EXPECT_EQ(enc["audit"], "leakage");
  EXPECT_EQ(enc["training_set"]["pipp"], 0.0);
  EXPECT_EQ(enc["training_set"]["elp"], 0.0);
  EXPECT_EQ(enc["training_set_case_insensitive"]["leaked_entities"], 0);
  std::uint64_t encrypted = 0;
  for (const auto& row : enc["mentions"]) {
    EXPECT_EQ(row["unencrypted"], 0);
    encrypted += row["encrypted"].get<std::uint64_t>();
  }
  EXPECT_EQ(encrypted, 3480u);  // every gold entity became a token
  ASSERT_EQ(Run("audit leakage --synthetic " + sample_ + " --gold " + sample_), 0);
  EXPECT_EQ(Out()["training_set"]["elp"], 1.0);
  // In-context definition from a field of each output.
  testing::WriteText(dir_.File("icl.jsonl"), "{\"id\":\"a\",\"text\":\"Ann met Bob\",\"ctx\":[\"Ann\",\"Carl\"]}\n"
                                             "{\"id\":\"b\",\"text\":\"nothing\",\"ctx\":[\"Dan\"]}\n");
  ASSERT_EQ(Run("audit leakage --synthetic icl.jsonl --context-field ctx"), 0) << Err();
  EXPECT_EQ(Out()["in_context"]["pipp"], 0.5);
  EXPECT_EQ(Out()["in_context"]["elp"], 0.25);
  EXPECT_EQ(Run("audit leakage --synthetic icl.jsonl"), 1);
  EXPECT_EQ(Err(), "privtext: error: name the private entities: --gold, --entities or --context-field\n");
  // A gold corpus without entities, or an empty list, would measure nothing.
  EXPECT_EQ(Run("audit leakage --synthetic icl.jsonl --gold icl.jsonl"), 1);
  EXPECT_EQ(Err(), "privtext: error: icl.jsonl: no document has entities (field \"entities\"): run `privtext "
                   "detect` on it first, or list the values with --entities\n");
  testing::WriteText(dir_.File("none.txt"), "\n");
  EXPECT_EQ(Run("audit leakage --synthetic icl.jsonl --entities none.txt"), 1);
  EXPECT_EQ(Err(), "privtext: error: none.txt: no private values listed\n");
  EXPECT_EQ(Run("audit leakage --synthetic icl.jsonl --context-field nope"), 1);
  EXPECT_NE(Err().find("icl.jsonl:1: missing array field \"nope\""), std::string::npos);
}

TEST_F(AuditCliTest, CopyingExtractionStatsAndReport) {
  testing::WriteText(dir_.File("ref.jsonl"), "{\"id\":\"r\",\"text\":\"the cat sat on the mat\"}\n");
  testing::WriteText(dir_.File("gen.jsonl"), "{\"id\":\"g\",\"text\":\"the cat sat on a mat\"}\n");
  ASSERT_EQ(Run("audit copying --synthetic gen.jsonl --references ref.jsonl --out copy.json"), 0) << Err();
  const Json copy = Json::parse(testing::ReadText(dir_.File("copy.json")));
  EXPECT_DOUBLE_EQ(copy["mean_rouge2"].get<double>(), 0.6);
  EXPECT_DOUBLE_EQ(copy["max_rougeL"].get<double>(), 5.0 / 6);
  EXPECT_DOUBLE_EQ(copy["mean_min_levenshtein"].get<double>(), 0.0);  // cat sat mat vs cat sat mat

  // Documents of the training corpus quoted whole are extracted; strings stay out unless asked for.
  ASSERT_EQ(Run("audit extraction --corpus " + sample_ + " --generated " + sample_ + " --out ext.json"), 0) << Err();
  const Json ext = Json::parse(testing::ReadText(dir_.File("ext.json")));
  EXPECT_EQ(ext["outputs"], 240);
  EXPECT_EQ(ext["outputs_with_extraction"], 240);
  EXPECT_FALSE(ext.contains("strings"));
  ASSERT_EQ(Run("audit extraction --corpus " + sample_ + " --generated gen.jsonl --min-words 3"), 0);
  EXPECT_EQ(Out()["total_extracted"], 0);

  // Seed 001, Table 2 and 8: ciphering with longer keys costs tokens and raises unigram entropy.
  // The tokenizers it trains on the corpora stay in memory: no temporary
  // directory is needed (TMPDIR points nowhere), none can be left behind.
  const char* tmpdir = std::getenv("TMPDIR");
  const std::string saved = tmpdir != nullptr ? tmpdir : "";
  setenv("TMPDIR", dir_.File("no-such-directory").c_str(), 1);
  const int stats_status =
      Run("audit stats -q --in " + sample_ + " --key-lengths 1,100 --vocab-size 1000 --out stats.json");
  if (tmpdir != nullptr) {
    setenv("TMPDIR", saved.c_str(), 1);
  } else {
    unsetenv("TMPDIR");
  }
  ASSERT_EQ(stats_status, 0) << Err();
  const Json stats = Json::parse(testing::ReadText(dir_.File("stats.json")));
  ASSERT_EQ(stats["corpora"].size(), 3u);
  const auto& plain = stats["corpora"][0];
  const auto& key100 = stats["corpora"][2];
  EXPECT_EQ(key100["name"], "key length 100");
  EXPECT_GT(key100["tokens_per_character"].get<double>(), plain["tokens_per_character"].get<double>());
  EXPECT_GT(key100["ngrams"][0]["entropy"].get<double>(), plain["ngrams"][0]["entropy"].get<double>());
  EXPECT_LT(key100["ngrams"][3]["conditional_entropy"].get<double>(),
            plain["ngrams"][3]["conditional_entropy"].get<double>());
  EXPECT_TRUE(Err().find("▁") == std::string::npos);  // no corpus pieces in the log

  ASSERT_EQ(Run("audit report copy.json ext.json stats.json --out report.html --title T"), 0) << Err();
  const std::string html = testing::ReadText(dir_.File("report.html"));
  EXPECT_NE(html.find("Corpus statistics"), std::string::npos);
  EXPECT_NE(html.find("key length 100"), std::string::npos);
  testing::WriteText(dir_.File("bad.json"), "{not json");
  EXPECT_EQ(Run("audit report bad.json --out r2.html"), 1);
  EXPECT_EQ(Err(), "privtext: error: bad.json: not a JSON result of privtext audit\n");
  EXPECT_FALSE(std::filesystem::exists(dir_.File("r2.html")));
  testing::WriteText(dir_.File("shape.json"), R"({"audit": "stats", "corpora": [{"name": 7}]})");
  EXPECT_EQ(Run("audit report copy.json shape.json --out r3.html"), 1);
  EXPECT_EQ(Err(), "privtext: error: shape.json: result 1 (\"stats\"): a field has another shape than privtext writes\n");
  EXPECT_FALSE(std::filesystem::exists(dir_.File("r3.html")));

  ASSERT_EQ(Run("tokenizer train --in " + sample_ + " --model-prefix tok --vocab-size 500"), 0) << Err();
  EXPECT_TRUE(std::filesystem::exists(dir_.File("tok.model")));
  EXPECT_TRUE(std::filesystem::exists(dir_.File("tok.vocab")));
}

}  // namespace
}  // namespace privtext
