// pipeline::RunEntityGraph with a scripted model that answers each prompt
// of seed 000's synthesis in the form asked (JSON entities and scores,
// descriptions and relation analyses that copy the tokens, Q/A pairs): the
// model sees only tokens, the training text decrypts for a key holder, a
// plaintext identifier is filtered, and an interrupted run resumes.
#include <sys/stat.h>

#include <regex>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "privtext/pipeline.h"
#include "synth/fake_models.h"
#include "test_util.h"

namespace privtext::pipeline {
namespace {

using Options = EntityGraphRunOptions;

bool EndsWith(const std::string& s, std::string_view end) { return s.ends_with(end); }

// A document with a span of `type` at every mention of each value.
Document WithSpans(std::string id, std::string text, const std::vector<std::pair<std::string, std::string>>& values) {
  Document d{std::move(id), std::move(text), {}, {}, 0};
  for (const auto& [value, type] : values) {
    for (std::size_t at = d.text.find(value); at != std::string::npos; at = d.text.find(value, at + 1)) {
      d.entities.push_back({at, at + value.size(), type, {}, {}});
    }
  }
  std::sort(d.entities.begin(), d.entities.end(), [](const Span& a, const Span& b) { return a.start < b.start; });
  return d;
}

std::vector<Document> Corpus() {
  return {WithSpans("a", "The applicant, Mr Aldo Brennick, lives in Quarrow. Mr Aldo Brennick works for Hestia Mills "
                         "in Quarrow and complained about his dismissal.",
                    {{"Aldo Brennick", "PERSON"}, {"Quarrow", "LOCATION"}, {"Hestia Mills", "ORG"}}),
          WithSpans("b", "The second applicant, Mrs Carys Vell, keeps a boat in Ellsmere harbour. Mrs Carys Vell "
                         "was fined in Ellsmere.",
                    {{"Carys Vell", "PERSON"}, {"Ellsmere", "LOCATION"}})};
}

// Answers in the form each prompt asks for; `qa` is the answer to the Q/A task.
testing::ScriptedGenerator::Script Analyst(std::string qa = "Who brought the case? A: The applicant brought the case "
                                                            "before the court.",
                                           std::string salient = "") {
  return [qa, salient](const std::string& prompt, const model::GenerationParams& p) -> Result<std::string> {
    if (p.json_schema.find("\"entities\"") != std::string::npos) return R"({"entities": [)" + salient + "]}";
    if (p.json_schema.find("\"score\"") != std::string::npos) return std::string(R"({"score": 0.9})");
    if (EndsWith(prompt, "Analysis:")) {
      const auto a = prompt.find("citing what it says: ") + 21;
      return " " + prompt.substr(a, prompt.find(".\n\n", a) - a) + " appear together in the same proceedings.";
    }
    if (EndsWith(prompt, "Q:")) return " " + qa;
    // "Description of [Person 1]:\n[Person 1]": the description goes on from its entity.
    return std::string(" is named in the proceedings that the document reports.");
  };
}

Options SmallRun(const privtext::testing::TempDir& dir) {
  Options o;
  o.entities = Options::Entities::kGold;
  o.out = dir.File("train.jsonl");
  o.progress.quiet = true;
  o.synthesis.qa_pairs = 1;
  return o;
}

std::vector<std::string> Lines(const std::string& path) {
  std::istringstream in(privtext::testing::ReadText(path));
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

unsigned Mode(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 ? (st.st_mode & 0777) : 0;
}

TEST(EntityGraphRunTest, ModelSeesTokensOnlyAndTheTrainingTextDecrypts) {
  privtext::testing::TempDir dir;
  const auto keyset = *protect::Keyset::Generate(protect::KeyMode::kAesSiv);
  testing::ScriptedGenerator model(Analyst());
  auto run = RunEntityGraph(Corpus(), keyset, SmallRun(dir), model);
  ASSERT_TRUE(run) << run.error().message();
  // Neither the names nor their ciphers: each token is shown as a label.
  const std::regex cipher(R"(_\[[A-Za-z0-9_-])");
  for (const auto& prompt : model.prompts_seen) {
    for (const char* value : {"Brennick", "Quarrow", "Hestia", "Carys", "Ellsmere"}) {
      ASSERT_EQ(prompt.find(value), std::string::npos) << value;
    }
    EXPECT_FALSE(std::regex_search(prompt, cipher)) << prompt;
  }
  EXPECT_NE(model.prompts_seen.front().find("The applicant, Mr [Person 1], lives in [Location 1]. Mr [Person 1] works "
                                            "for [Org 1] in [Location 1]"),
            std::string::npos)
      << model.prompts_seen.front();
  EXPECT_EQ(run->stats.documents, 2u);
  EXPECT_EQ(run->stats.pii_entities, 5u);
  // Per document: a description of each token, the relation of the tuples,
  // one Q/A; none is filtered.
  EXPECT_EQ(run->stats.kept, run->stats.outputs);
  EXPECT_GE(run->stats.kept, 5u + 2u + 2u);
  EXPECT_EQ(run->written, run->stats.kept);
  const auto lines = Lines(dir.File("train.jsonl"));
  ASSERT_EQ(lines.size(), run->written);
  EXPECT_EQ(Mode(dir.File("train.jsonl")), 0600u);
  EXPECT_FALSE(std::filesystem::exists(dir.File("train.jsonl.checkpoint")));

  // A key holder restores every token; the names come back.
  auto decryptor = *protect::EntityDecryptor::Create(keyset);
  std::string restored;
  for (const auto& line : lines) {
    const auto j = nlohmann::json::parse(line);
    Document d{j["id"], j["text"], {}, {}, 0};
    EXPECT_EQ(d.text.find("Brennick"), std::string::npos) << d.text;
    protect::DecryptStats stats;
    ASSERT_TRUE(decryptor.DecryptDocument(d, nullptr, nullptr, &stats));
    restored += d.text + "\n";
  }
  EXPECT_NE(restored.find("Aldo Brennick is named in the proceedings"), std::string::npos) << restored;
  EXPECT_NE(restored.find("Carys Vell"), std::string::npos);
  EXPECT_EQ(restored.find("_["), std::string::npos);

  const auto& r = run->report;
  EXPECT_EQ(r["audit"], "leakage");
  EXPECT_EQ(r["graph"], "model");
  EXPECT_EQ(r["encrypt"], "before");
  EXPECT_EQ(r["stats"]["kept"], run->stats.kept);
  EXPECT_EQ(r["training_set_case_insensitive"]["entities"], 5);
  EXPECT_EQ(r["training_set_case_insensitive"]["leaked_entities"], 0);
  std::size_t encrypted = 0;
  for (const auto& row : r["mentions"]) {
    EXPECT_EQ(row["unencrypted"], 0) << row.dump();
    encrypted += row["encrypted"].get<std::size_t>();
  }
  EXPECT_GT(encrypted, 0u);
}

TEST(EntityGraphRunTest, PlaintextIdentifierInAnOutputIsFiltered) {
  privtext::testing::TempDir dir;
  const auto keyset = *protect::Keyset::Generate(protect::KeyMode::kAesSiv);
  testing::ScriptedGenerator model(Analyst("Who brought the case? A: Aldo Brennick brought the case to court."));
  auto run = RunEntityGraph(Corpus(), keyset, SmallRun(dir), model);
  ASSERT_TRUE(run) << run.error().message();
  // Document a by its private values; document b by the detector (a person's
  // name outside any token).
  EXPECT_EQ(run->stats.filtered.at("plaintext_pii"), 2u);
  EXPECT_EQ(privtext::testing::ReadText(dir.File("train.jsonl")).find("Brennick"), std::string::npos);
  EXPECT_EQ(run->report["training_set_case_insensitive"]["leaked_entities"], 0);
}

// A name the encryption missed is in the prompt, so an output that repeats
// it leaks it; a name the model was never shown it made up. Both outputs are
// dropped, each under its own reason.
TEST(EntityGraphRunTest, CopiedAndInventedIdentifiersAreToldApart) {
  privtext::testing::TempDir dir;
  const auto keyset = *protect::Keyset::Generate(protect::KeyMode::kAesSiv);
  std::vector<Document> corpus = {
      WithSpans("a", "The applicant, Mr Aldo Brennick, lives in Quarrow next to Mr Tobias Wren, who saw the fire.",
                {{"Aldo Brennick", "PERSON"}, {"Quarrow", "LOCATION"}}),
      WithSpans("b", "The second applicant, Mrs Carys Vell, keeps a boat in Ellsmere harbour.",
                {{"Carys Vell", "PERSON"}, {"Ellsmere", "LOCATION"}})};
  testing::ScriptedGenerator model([good = Analyst()](const std::string& prompt, const model::GenerationParams& p) {
    const bool a = prompt.find("Tobias Wren") != std::string::npos;
    // A title before a token is no name in plaintext.
    if (!a && prompt.ends_with(":\n[Person 1]")) return Result<std::string>(", whom the court calls Mrs [Person 1], keeps a boat.");
    if (!prompt.ends_with("Q:")) return good(prompt, p);
    return Result<std::string>(a ? " Who saw the fire? A: Mr Tobias Wren saw the fire next door."
                                 : " Who keeps the boat? A: Mr Desmond Okafor keeps the boat there.");
  });
  auto run = RunEntityGraph(std::move(corpus), keyset, SmallRun(dir), model);
  ASSERT_TRUE(run) << run.error().message();
  EXPECT_EQ(run->stats.filtered.at("plaintext_pii"), 1u);
  EXPECT_EQ(run->stats.filtered.at("invented_identifier"), 1u);
  const std::string text = privtext::testing::ReadText(dir.File("train.jsonl"));
  EXPECT_EQ(text.find("Tobias"), std::string::npos);
  EXPECT_EQ(text.find("Okafor"), std::string::npos);
  EXPECT_NE(text.find(", whom the court calls Mrs Person_["), std::string::npos) << text;
}

TEST(EntityGraphRunTest, InterruptedRunResumesAndAnotherRunsCheckpointIsRefused) {
  privtext::testing::TempDir dir;
  const auto keyset = *protect::Keyset::Generate(protect::KeyMode::kAesSiv);
  const Options o = SmallRun(dir);
  // The server goes away at the second document.
  testing::ScriptedGenerator failing([good = Analyst()](const std::string& prompt, const model::GenerationParams& p) {
    if (prompt.find("harbour") != std::string::npos) return Result<std::string>(MakeError(ErrorCode::kIo, "connection refused"));
    return good(prompt, p);
  });
  auto first = RunEntityGraph(Corpus(), keyset, o, failing);
  ASSERT_FALSE(first);
  EXPECT_NE(first.error().message().find("connection refused"), std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(o.out));  // nothing half-written
  const std::string checkpoint = o.out + ".checkpoint";
  const auto saved = Lines(checkpoint);
  ASSERT_EQ(saved.size(), 2u);  // the settings, then document a
  EXPECT_NE(saved[0].find("privtext-entity-graph-checkpoint"), std::string::npos);
  EXPECT_NE(saved[1].find(R"("id":"a")"), std::string::npos);
  EXPECT_EQ(Mode(checkpoint), 0600u);
  for (const auto& line : saved) EXPECT_EQ(line.find("Brennick"), std::string::npos);
  EXPECT_EQ(saved[1].find(R"("rejected")"), std::string::npos);  // drops are recorded only when asked

  // Another keyset, or another setting, is refused before any model call.
  testing::ScriptedGenerator model(Analyst());
  auto other_key = RunEntityGraph(Corpus(), *protect::Keyset::Generate(protect::KeyMode::kAesSiv), o, model);
  ASSERT_FALSE(other_key);
  EXPECT_NE(other_key.error().message().find("other settings or another keyset"), std::string::npos);
  Options more = o;
  more.synthesis.qa_pairs = 2;
  EXPECT_FALSE(RunEntityGraph(Corpus(), keyset, more, model));
  EXPECT_EQ(model.calls, 0);

  // The same run again: document a comes from the checkpoint, b is made now.
  auto resumed = RunEntityGraph(Corpus(), keyset, o, model);
  ASSERT_TRUE(resumed) << resumed.error().message();
  for (const auto& prompt : model.prompts_seen) ASSERT_EQ(prompt.find("works for"), std::string::npos);
  EXPECT_EQ(resumed->stats.documents, 2u);
  const auto lines = Lines(o.out);
  EXPECT_EQ(lines.size(), resumed->written);
  ASSERT_FALSE(lines.empty());
  EXPECT_NE(lines.front().find(R"("source":"a")"), std::string::npos);
  EXPECT_NE(lines.back().find(R"("source":"b")"), std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(checkpoint));
}

// --rejected: what the filter dropped and why, across an interruption; the
// file holds the identifier that got the output dropped, so it is 0600, and
// without the option the drops are written nowhere.
TEST(EntityGraphRunTest, DroppedOutputsAreWrittenWithTheirReasonWhenAsked) {
  privtext::testing::TempDir dir;
  const auto keyset = *protect::Keyset::Generate(protect::KeyMode::kAesSiv);
  Options o = SmallRun(dir);
  const auto leaky = Analyst("Who brought the case? A: Aldo Brennick brought the case to court.");
  testing::ScriptedGenerator quiet(leaky);
  ASSERT_TRUE(RunEntityGraph(Corpus(), keyset, o, quiet));
  EXPECT_FALSE(std::filesystem::exists(dir.File("rejected.jsonl")));

  o.out = dir.File("train2.jsonl");
  o.rejected = dir.File("rejected.jsonl");
  testing::ScriptedGenerator failing([leaky](const std::string& prompt, const model::GenerationParams& p) {
    if (prompt.find("harbour") != std::string::npos) return Result<std::string>(MakeError(ErrorCode::kIo, "connection refused"));
    return leaky(prompt, p);
  });
  ASSERT_FALSE(RunEntityGraph(Corpus(), keyset, o, failing));
  EXPECT_FALSE(std::filesystem::exists(o.rejected));
  const auto saved = Lines(o.out + ".checkpoint");
  ASSERT_EQ(saved.size(), 2u);
  EXPECT_NE(saved[1].find(R"("rejected":[{"kind":"qa","reason":"plaintext_pii")"), std::string::npos) << saved[1];

  testing::ScriptedGenerator model(leaky);
  auto run = RunEntityGraph(Corpus(), keyset, o, model);
  ASSERT_TRUE(run) << run.error().message();
  const auto lines = Lines(o.rejected);
  ASSERT_EQ(lines.size(), 2u);  // one Q/A per document, each naming Aldo Brennick
  EXPECT_EQ(run->stats.outputs - run->stats.kept, lines.size());
  const auto a = nlohmann::json::parse(lines[0]), b = nlohmann::json::parse(lines[1]);
  EXPECT_EQ(a["source"], "a");  // from the checkpoint
  EXPECT_EQ(b["source"], "b");
  for (const auto& j : {a, b}) {
    EXPECT_EQ(j["kind"], "qa");
    EXPECT_EQ(j["reason"], "plaintext_pii");
    EXPECT_EQ(j["text"], "Q: Who brought the case? A: Aldo Brennick brought the case to court.");
  }
  EXPECT_EQ(Mode(o.rejected), 0600u);
  EXPECT_EQ(privtext::testing::ReadText(o.out).find("Brennick"), std::string::npos);
}

// Seed 000, Table 8: the model works on plaintext and its outputs are
// encrypted with the detector's finds when written.
TEST(EntityGraphRunTest, EncryptAfterEncryptsTheOutputsWithTheDetector) {
  privtext::testing::TempDir dir;
  const auto keyset = *protect::Keyset::Generate(protect::KeyMode::kAesSiv);
  Options o = SmallRun(dir);
  o.encrypt = Options::Encrypt::kAfter;
  o.entities = Options::Entities::kDetect;
  // Leeds is found in any context; a city of millions is found only where
  // someone lives, and the outputs' other mentions of it would be left
  // (docs/entity-graph.md).
  testing::ScriptedGenerator model(Analyst("Where does he live? A: He lives in Leeds.", R"("John Harris")"));
  std::vector<Document> corpus = {
      {"c", "The applicant, Mr John Harris, lives in Leeds. Mr John Harris was dismissed in 2004.", {}, {}, 0},
      {"d", "The applicant, Mr John Harris, appealed to the court in Leeds in 2005 and lost.", {}, {}, 0}};
  auto run = RunEntityGraph(std::move(corpus), keyset, o, model);
  ASSERT_TRUE(run) << run.error().message();
  EXPECT_EQ(run->report["encrypt"], "after");
  EXPECT_FALSE(run->stats.filtered.contains("plaintext_pii"));
  // The identifiers are the graph's entities, named in plaintext in the prompts.
  EXPECT_GT(run->stats.relations, 0u);
  EXPECT_NE(model.prompts_seen.back().find("John Harris"), std::string::npos);
  const std::string text = privtext::testing::ReadText(o.out);
  EXPECT_NE(text.find("Person_["), std::string::npos) << text;
  EXPECT_EQ(text.find("John Harris"), std::string::npos) << text;
  EXPECT_EQ(run->report["training_set_case_insensitive"]["leaked_entities"], 0);
}

// A label the document does not have is an invented entity: dropped as a
// bad token. Without aliases the model copies the ciphers themselves.
TEST(EntityGraphRunTest, InventedLabelIsABadTokenAndCiphersWorkWithoutAliases) {
  privtext::testing::TempDir dir;
  const auto keyset = *protect::Keyset::Generate(protect::KeyMode::kAesSiv);
  Options o = SmallRun(dir);
  o.synthesis.descriptions = false;
  testing::ScriptedGenerator inventing([good = Analyst()](const std::string& prompt, const model::GenerationParams& p) {
    if (prompt.ends_with("Analysis:")) return Result<std::string>(" [Person 1] met [Person 7] at the hearing in town.");
    return good(prompt, p);
  });
  auto run = RunEntityGraph(Corpus(), keyset, o, inventing);
  ASSERT_TRUE(run) << run.error().message();
  EXPECT_GT(run->stats.filtered.at("bad_token"), 0u);
  EXPECT_EQ(run->stats.relations, 0u);
  EXPECT_EQ(run->stats.filtered.at("bad_token") + run->stats.kept, run->stats.outputs);

  o.synthesis.aliases = false;
  o.out = dir.File("ciphers.jsonl");
  testing::ScriptedGenerator copying(Analyst());
  auto plain = RunEntityGraph(Corpus(), keyset, o, copying);
  ASSERT_TRUE(plain) << plain.error().message();
  EXPECT_NE(copying.prompts_seen.back().find("Person_["), std::string::npos);
  EXPECT_EQ(copying.prompts_seen.back().find("Mr [Person 1]"), std::string::npos);
  EXPECT_EQ(plain->stats.kept, plain->stats.outputs);
  EXPECT_GT(plain->stats.relations, 0u);
}

// An output cut off by the token limit inside a label keeps what came before.
TEST(EntityGraphRunTest, AnOutputCutOffInsideALabelLosesOnlyTheUnfinishedLabel) {
  privtext::testing::TempDir dir;
  const auto keyset = *protect::Keyset::Generate(protect::KeyMode::kAesSiv);
  Options o = SmallRun(dir);
  o.synthesis.descriptions = false;
  o.synthesis.qa_pairs = 0;
  testing::ScriptedGenerator cut([](const std::string&, const model::GenerationParams& p) -> Result<std::string> {
    if (p.json_schema.find("\"entities\"") != std::string::npos) return std::string(R"({"entities": []})");
    if (p.json_schema.find("\"score\"") != std::string::npos) return std::string(R"({"score": 0.9})");
    return std::string(" [Person 1] and [Location 1] appear in the same proceedings, as heard by [Person");
  });
  cut.finish_reason = "length";
  auto run = RunEntityGraph(Corpus(), keyset, o, cut);
  ASSERT_TRUE(run) << run.error().message();
  EXPECT_GT(run->stats.relations, 0u);
  EXPECT_EQ(run->stats.filtered.count("bad_token") + run->stats.filtered.count("plaintext_pii") +
                run->stats.filtered.count("invented_identifier"),
            0u);
  for (const auto& line : Lines(o.out)) {
    const std::string text = nlohmann::json::parse(line)["text"];
    EXPECT_TRUE(text.ends_with(" appear in the same proceedings, as heard by")) << text;
  }
}

TEST(EntityGraphRunTest, NeedsAnOutputPath) {
  testing::ScriptedGenerator model(Analyst());
  auto run = RunEntityGraph(Corpus(), *protect::Keyset::Generate(protect::KeyMode::kAesSiv), Options{}, model);
  ASSERT_FALSE(run);
  EXPECT_NE(run.error().message().find("`out`"), std::string::npos);
}

}  // namespace
}  // namespace privtext::pipeline
