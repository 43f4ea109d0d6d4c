// `privtext detect`, `detect --eval` and `protect` as a user runs them.
#include <sys/wait.h>

#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "privtext/core.h"
#include "test_util.h"

namespace privtext {
namespace {

using testing::ReadText;
using testing::TempDir;

// The CLI's exit code; *out gets what it printed (stdout, then stderr).
int Sh(const TempDir& dir, const std::string& args, std::string* out = nullptr) {
  const int code = testing::RunCli(dir, args);
  if (out != nullptr) *out = ReadText(dir.File(".out")) + ReadText(dir.File(".err"));
  return code;
}

std::string Sample() { return testing::SampleDataDir() + "/sample_corpus.jsonl"; }

TEST(DetectCliTest, DetectThenEncryptProtectsTheSampleCorpus) {
  TempDir dir;
  ASSERT_EQ(Sh(dir, "keygen --out ks.json"), 0);
  ASSERT_EQ(Sh(dir, "detect --in " + Sample() + " --out detected.jsonl -q"), 0);
  ASSERT_EQ(Sh(dir, "encrypt --keyset ks.json --in detected.jsonl --out encrypted.jsonl -q"), 0);
  ASSERT_EQ(Sh(dir, "protect --keyset ks.json --in " + Sample() + " --out protected.jsonl -q"), 0);
  // detect | encrypt and protect give the same text.
  EXPECT_EQ(ReadText(dir.File("encrypted.jsonl")).size() > 0, true);
  std::istringstream a(ReadText(dir.File("encrypted.jsonl"))), b(ReadText(dir.File("protected.jsonl")));
  std::string la, lb;
  int n = 0;
  while (std::getline(a, la) && std::getline(b, lb)) {
    EXPECT_EQ(nlohmann::json::parse(la)["text"], nlohmann::json::parse(lb)["text"]);
    ++n;
  }
  EXPECT_EQ(n, 240);
  // Every e-mail address, phone number and card of the sample is gone.
  const std::string enc = ReadText(dir.File("protected.jsonl"));
  EXPECT_EQ(enc.find("@example."), std::string::npos);
  EXPECT_EQ(enc.find("+44 7700"), std::string::npos);
  EXPECT_EQ(enc.find("Eskildsen"), std::string::npos);
}

TEST(DetectCliTest, AMisspeltTypeIsRefusedBeforeAnythingIsWritten) {
  TempDir dir;
  ASSERT_EQ(Sh(dir, "keygen --out ks.json"), 0);
  std::string out;
  EXPECT_EQ(Sh(dir, "protect --keyset ks.json --types PERSON EMAIL --in " + Sample() + " --out p.jsonl", &out), 1);
  EXPECT_EQ(out.rfind("privtext: error: unknown type \"EMAIL\" in --types (known: PERSON, ", 0), 0u) << out;
  EXPECT_EQ(std::count(out.begin(), out.end(), '\n'), 1);
  EXPECT_FALSE(std::filesystem::exists(dir.File("p.jsonl")));
}

TEST(DetectCliTest, PatternsOfYourOwnAreEncryptedAndABadOneIsRefusedBeforeAnythingIsWritten) {
  TempDir dir;
  ASSERT_EQ(Sh(dir, "keygen --out ks.json"), 0);
  testing::WriteText(dir.File("in.jsonl"), R"({"id":"1","text":"Staff number EMP-104233 called."})" "\n");
  testing::WriteText(dir.File("p.tsv"), "EMPLOYEE_ID\t\\bEMP-\\d{6}\\b\t0.9\n");
  std::string out;
  ASSERT_EQ(Sh(dir, "protect --keyset ks.json --patterns p.tsv --in in.jsonl --out p.jsonl -q", &out), 0) << out;
  const auto doc = nlohmann::json::parse(ReadText(dir.File("p.jsonl")));
  EXPECT_EQ(doc["text"].get<std::string>().rfind("Staff number EmployeeId_[", 0), 0u) << doc["text"];
  EXPECT_EQ(doc["entities"][0]["type"], "EMPLOYEE_ID");
  testing::WriteText(dir.File("bad.tsv"), "# ours\nEMPLOYEE_ID\t(EMP\n");
  EXPECT_EQ(Sh(dir, "protect --keyset ks.json --patterns bad.tsv --in in.jsonl --out q.jsonl", &out), 1);
  EXPECT_EQ(out, "privtext: error: bad.tsv:2: the regex does not compile: missing ): (EMP\n");
  EXPECT_FALSE(std::filesystem::exists(dir.File("q.jsonl")));
}

// --surrogates: every gold name of the sample corpus replaced by a fictional
// one, the same one wherever the name occurs; encrypt and protect agree; and
// token options do not go with it.
TEST(DetectCliTest, SurrogatesReplaceEveryNameConsistently) {
  TempDir dir;
  ASSERT_EQ(Sh(dir, "keygen --out ks.json"), 0);
  std::string out;
  ASSERT_EQ(Sh(dir, "encrypt --surrogates --keyset ks.json --in " + Sample() + " --out e.jsonl", &out), 0) << out;
  EXPECT_NE(out.find("privtext: replaced with surrogates "), std::string::npos) << out;
  std::map<std::string, std::set<std::string>> surrogates_of;  // gold name -> what it became
  std::istringstream gold(ReadText(Sample())), replaced(ReadText(dir.File("e.jsonl")));
  std::string g, r;
  while (std::getline(gold, g) && std::getline(replaced, r)) {
    const auto a = nlohmann::json::parse(g), b = nlohmann::json::parse(r);
    ASSERT_EQ(a["entities"].size(), b["entities"].size());
    // The entity's text, its offsets being code points.
    auto value = [](const nlohmann::json& doc, const nlohmann::json& e) {
      const std::string text = doc["text"].get<std::string>();
      const utf8::OffsetMap offsets(text);
      const std::size_t start = *offsets.ToByte(e["start"].get<std::size_t>());
      return text.substr(start, *offsets.ToByte(e["end"].get<std::size_t>()) - start);
    };
    for (std::size_t i = 0; i < a["entities"].size(); ++i) {
      if (a["entities"][i]["type"] != "PERSON") continue;
      const std::string name = value(a, a["entities"][i]), fake = value(b, b["entities"][i]);
      EXPECT_NE(fake, name);
      EXPECT_EQ(b["text"].get<std::string>().find(name), std::string::npos) << name;
      surrogates_of[name].insert(fake);
    }
  }
  EXPECT_GT(surrogates_of.size(), 10u);
  for (const auto& [name, fakes] : surrogates_of) EXPECT_EQ(fakes.size(), 1u) << name;
  EXPECT_EQ(Sh(dir, "encrypt --surrogates --template '<{Type}|{cipher}>' --keyset ks.json --in " + Sample() +
                        " --out f.jsonl", &out), 2) << out;
  EXPECT_EQ(out, "privtext: error: --template excludes --surrogates (see --help)\n");
  EXPECT_FALSE(std::filesystem::exists(dir.File("f.jsonl")));
}

// As in `python -m privtext`, which the CLI hands Parquet corpora to.
TEST(DetectCliTest, TypesMayBeCommaSeparated) {
  TempDir dir;
  std::string out;
  ASSERT_EQ(Sh(dir, "detect --types PERSON EMAIL_ADDRESS --in " + Sample() + " --out spaced.jsonl -q", &out), 0)
      << out;
  ASSERT_EQ(Sh(dir, "detect --types PERSON,EMAIL_ADDRESS --in " + Sample() + " --out commas.jsonl -q", &out), 0)
      << out;
  const std::string spaced = ReadText(dir.File("spaced.jsonl"));
  EXPECT_EQ(ReadText(dir.File("commas.jsonl")), spaced);
  EXPECT_NE(spaced.find("\"type\":\"EMAIL_ADDRESS\""), std::string::npos);
  EXPECT_NE(spaced.find("\"type\":\"PERSON\""), std::string::npos);
  EXPECT_EQ(spaced.find("\"type\":\"LOCATION\""), std::string::npos);
}

TEST(DetectCliTest, EvalPrintsPerTypeScores) {
  TempDir dir;
  std::string out;
  ASSERT_EQ(Sh(dir, "detect --eval " + Sample() + " --eval-out eval.json -q", &out), 0) << out;
  EXPECT_NE(out.find("PERSON"), std::string::npos);
  const auto j = nlohmann::json::parse(ReadText(dir.File("eval.json")));
  EXPECT_GT(j["exact"]["ALL"]["recall"].get<double>(), 0.9);
  EXPECT_GT(j["exact"]["ALL"]["precision"].get<double>(), 0.9);
  ASSERT_EQ(Sh(dir, "detect --eval " + testing::TestDataDir() + "/tab_mini.json --gold-format tab -q", &out), 0)
      << out;
  EXPECT_NE(out.find("recall of DIRECT identifiers"), std::string::npos);
  EXPECT_EQ(Sh(dir, "detect --eval missing.json --gold-format tab", &out), 1);
  EXPECT_EQ(std::count(out.begin(), out.end(), '\n'), 1);
}

// Another tool's detections are scored as privtext's are: privtext's own
// output, given back as --predictions, scores exactly as detecting does.
TEST(DetectCliTest, EvalScoresGivenPredictionsAsItScoresItsOwn) {
  TempDir dir;
  const std::string gold = testing::TestDataDir() + "/tab_mini.json";
  std::string texts;
  for (const auto& doc : nlohmann::json::parse(ReadText(gold))) {
    texts += nlohmann::json{{"id", doc["doc_id"]}, {"text", doc["text"]}}.dump() + "\n";
  }
  testing::WriteText(dir.File("texts.jsonl"), texts);
  std::string detected, given, out;
  ASSERT_EQ(Sh(dir, "detect --in texts.jsonl --out found.jsonl -q"), 0);
  ASSERT_EQ(Sh(dir, "detect --eval " + gold + " --gold-format tab -q", &detected), 0) << detected;
  ASSERT_EQ(Sh(dir, "detect --eval " + gold + " --gold-format tab --predictions found.jsonl -q", &given), 0) << given;
  EXPECT_NE(detected.find("recall of DIRECT identifiers (half of each mention covered): 1.000"), std::string::npos)
      << detected;
  EXPECT_EQ(given, detected);
  // No detections: nothing recalled, so the table cannot pass by itself.
  testing::WriteText(dir.File("none.jsonl"), std::regex_replace(ReadText(dir.File("found.jsonl")),
                                                                std::regex(R"("entities":\[[^\]]*\])"), R"("entities":[])"));
  ASSERT_EQ(Sh(dir, "detect --eval " + gold + " --gold-format tab --predictions none.jsonl -q", &out), 0) << out;
  EXPECT_NE(out.find("recall of DIRECT identifiers (half of each mention covered): 0.000"), std::string::npos) << out;
  // --predictions needs --eval.
  EXPECT_EQ(Sh(dir, "detect --predictions found.jsonl", &out), 1);
  EXPECT_EQ(out, "privtext: error: --predictions is scored against --eval GOLD; give both\n");
}

}  // namespace
}  // namespace privtext
