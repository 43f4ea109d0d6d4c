// Seed 000's acceptance with the small model (label `model`): one command
// turns sample documents into encrypted synthetic training text with no
// plaintext identifier in it (audited), a key holder decrypts it, and a
// rerun resumes from the checkpoint.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "test_util.h"

namespace privtext {
namespace {

using Json = nlohmann::json;

TEST(EntityGraphModelTest, EncryptedSyntheticTextWithoutPlaintextIdentifiers) {
  testing::TempDir dir;
  const std::string sample = std::string(PRIVTEXT_SAMPLE_DATA_DIR) + "/sample_corpus.jsonl";
  ASSERT_EQ(testing::RunCli(dir, "keygen --out k.json"), 0);
  const std::string small = " --entities gold --documents 2 --max-pairs 4 --no-descriptions --relations 2 "
                            "--qa-pairs 2 --max-tokens 48 --max-model-entities 2 -q";
  ASSERT_EQ(testing::RunCli(dir, "synth entity-graph --in " + sample + " --keyset k.json --out train.jsonl "
                                 "--report run.json" + small), 0)
      << testing::ReadText(dir.File(".err"));
  const Json run = Json::parse(testing::ReadText(dir.File("run.json")));
  EXPECT_EQ(run["audit"], "leakage");
  EXPECT_EQ(run["stats"]["documents"], 2);
  EXPECT_GT(run["stats"]["pii_entities"].get<int>(), 10);
  EXPECT_GT(run["stats"]["outputs"].get<int>(), 2);
  EXPECT_EQ(run["training_set_case_insensitive"]["leaked_entities"], 0);
  for (const auto& row : run["mentions"]) EXPECT_EQ(row["unencrypted"], 0) << row.dump();
  EXPECT_FALSE(std::filesystem::exists(dir.File("train.jsonl.checkpoint")));
  // A key holder restores the tokens of the synthetic text.
  ASSERT_EQ(testing::RunCli(dir, "decrypt --keyset k.json --in train.jsonl --out plain.jsonl"), 0)
      << testing::ReadText(dir.File(".err"));

  // Resume: a document already in the checkpoint is not synthesised again.
  const std::string line = R"({"id":"court-case-000","outputs":[{"kind":"qa","text":"Q: Kept from before? A: yes."}],)"
                           R"("stats":{"documents":1,"entities":1,"pii_entities":1,"tuples":0,"relations":0,"outputs":1,"kept":1,)"
                           R"("generated_tokens":5,"entities_covered":0,"filtered":{"kept":1}}})";
  testing::WriteText(dir.File("resumed.jsonl.checkpoint"), line + "\n");
  ASSERT_EQ(testing::RunCli(dir, "synth entity-graph --in " + sample + " --keyset k.json --out resumed.jsonl "
                                 "--report resumed.json --documents 1 --graph npmi --qa-pairs 1 --no-descriptions -q"),
            0)
      << testing::ReadText(dir.File(".err"));
  const std::string resumed = testing::ReadText(dir.File("resumed.jsonl"));
  EXPECT_NE(resumed.find("Kept from before? A: yes."), std::string::npos);
  EXPECT_EQ(Json::parse(testing::ReadText(dir.File("resumed.json")))["stats"]["generated_tokens"], 5);
  // Retrieval for a key holder (seed 000 §4.5): the question's name becomes the
  // corpus's token, and the chunk holding it ranks first.
  ASSERT_EQ(testing::RunCli(dir, "encrypt -q --keyset k.json --in " + sample + " --out enc.jsonl"), 0);
  ASSERT_EQ(testing::RunCli(dir, "retrieve --in enc.jsonl --keyset k.json --question \"Where does Mrs Ulla "
                                 "Eskildsen live?\" --entity \"Ulla Eskildsen\" --top-k 2 --out hits.json"),
            0)
      << testing::ReadText(dir.File(".err"));
  const Json hits = Json::parse(testing::ReadText(dir.File("hits.json")));
  EXPECT_EQ(hits["question"].get<std::string>().find("Ulla"), std::string::npos);  // encrypted
  EXPECT_EQ(hits["hits"][0]["id"], "court-case-000");
  // Bad input: one line, no output.
  EXPECT_EQ(testing::RunCli(dir, "synth entity-graph --in " + sample + " --keyset missing.json --out x.jsonl"), 1);
  EXPECT_FALSE(std::filesystem::exists(dir.File("x.jsonl")));
}

}  // namespace
}  // namespace privtext
