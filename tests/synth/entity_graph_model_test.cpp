// Seed 000's acceptance with the small model (label `model`): one command
// turns sample documents into encrypted synthetic training text with no
// plaintext identifier in it (audited), a key holder decrypts it, and a
// rerun resumes from the checkpoint.
#include <sstream>

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
  // A key holder restores the tokens of the synthetic text: every line comes
  // back, every token in it decrypts (no failure reported) and none is left;
  // a line without a token is unchanged.
  ASSERT_EQ(testing::RunCli(dir, "decrypt --keyset k.json --in train.jsonl --out plain.jsonl --report fails.jsonl"), 0)
      << testing::ReadText(dir.File(".err"));
  EXPECT_EQ(testing::ReadText(dir.File("fails.jsonl")), "");
  std::istringstream train(testing::ReadText(dir.File("train.jsonl"))), plain(testing::ReadText(dir.File("plain.jsonl")));
  std::size_t lines = 0;
  for (std::string a, b; std::getline(train, a);) {
    ASSERT_TRUE(std::getline(plain, b));
    const Json t = Json::parse(a), p = Json::parse(b);
    EXPECT_EQ(t["id"], p["id"]);
    const std::string tt = t["text"], pt = p["text"];
    EXPECT_EQ(pt.find("_["), std::string::npos) << pt;
    if (tt.find("_[") == std::string::npos) {
      EXPECT_EQ(pt, tt);
    } else {
      EXPECT_NE(pt, tt);
    }
    ++lines;
  }
  // Every kept output was written and read back. (How many gemma3-270m keeps
  // varies from run to run and can be none; the decryption of tokens itself is
  // checked against known answers in tests/protect and tests/cli.)
  EXPECT_EQ(lines, run["stats"]["kept"].get<std::size_t>());

  // Resume: a document already in the checkpoint is not synthesised again.
  // The first run dies at its first model call (no server at that address)
  // and leaves the checkpoint's header; a finished document is added to it.
  const std::string resume = " --documents 1 --graph npmi --qa-pairs 1 --no-descriptions -q";
  EXPECT_EQ(testing::RunCli(dir, "synth entity-graph --in " + sample + " --keyset k.json --out resumed.jsonl "
                                 "--model http://127.0.0.1:9/v1" + resume),
            1);
  const std::string header = testing::ReadText(dir.File("resumed.jsonl.checkpoint"));
  ASSERT_NE(header.find("privtext-entity-graph-checkpoint"), std::string::npos);
  EXPECT_EQ(header.find("Eskildsen"), std::string::npos);  // settings only, no private value
  const std::string line = R"({"id":"court-case-000","outputs":[{"kind":"qa","text":"Q: Kept from before? A: yes."}],)"
                           R"("stats":{"documents":1,"entities":1,"pii_entities":1,"tuples":0,"relations":0,"outputs":1,"kept":1,)"
                           R"("generated_tokens":5,"entities_covered":0,"filtered":{"kept":1}}})";
  testing::WriteText(dir.File("resumed.jsonl.checkpoint"), header + line + "\n");
  // Issue 12, item 11: another setting or another keyset is refused, not mixed in.
  ASSERT_EQ(testing::RunCli(dir, "keygen --out other.json"), 0);
  for (const std::string& other : std::vector<std::string>{
           " --keyset other.json" + resume, " --keyset k.json --qa-pairs 2 --documents 1 --graph npmi --no-descriptions -q"}) {
    EXPECT_EQ(testing::RunCli(dir, "synth entity-graph --in " + sample + " --out resumed.jsonl" + other), 1) << other;
    EXPECT_NE(testing::ReadText(dir.File(".err")).find("checkpoint of a run with other settings or another keyset"),
              std::string::npos);
  }
  ASSERT_EQ(testing::RunCli(dir, "synth entity-graph --in " + sample + " --keyset k.json --out resumed.jsonl "
                                 "--report resumed.json" + resume),
            0)
      << testing::ReadText(dir.File(".err"));
  const std::string resumed = testing::ReadText(dir.File("resumed.jsonl"));
  EXPECT_NE(resumed.find("Kept from before? A: yes."), std::string::npos);
  EXPECT_EQ(Json::parse(testing::ReadText(dir.File("resumed.json")))["stats"]["generated_tokens"], 5);

  // Encrypt after (seed 000, Table 8): outputs written on plaintext are not
  // all filtered away before they can be encrypted.
  ASSERT_EQ(testing::RunCli(dir, "synth entity-graph --in " + sample + " --keyset k.json --out after.jsonl "
                                 "--report after.json --encrypt after --entities gold --documents 1 --graph npmi "
                                 "--no-descriptions --relations 2 --qa-pairs 2 --max-tokens 48 -q"),
            0)
      << testing::ReadText(dir.File(".err"));
  const Json after = Json::parse(testing::ReadText(dir.File("after.json")));
  EXPECT_EQ(after["encrypt"], "after");
  EXPECT_GT(after["stats"]["kept"].get<int>(), 0);
  EXPECT_EQ(after["stats"]["filtered"].value("plaintext_pii", 0), 0);
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
