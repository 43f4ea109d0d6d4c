// pipeline::RunControlled with a scripted model that copies the first
// example of its prompt and honours the bans at decoding (it writes
// "someone" where a banned string would go): the privacy-enhanced run then
// leaks nothing, the baseline (nothing banned) copies every identifier.
#include <sys/stat.h>

#include <gtest/gtest.h>

#include "privtext/pipeline.h"
#include "synth/fake_models.h"
#include "test_util.h"

namespace privtext::pipeline {
namespace {

const char* kPeople[] = {"Aldo Brennick", "Carys Vell", "Dunstan Orlo", "Edda Maruse", "Fenwick Tarr",
                         "Gisla Parn",    "Hobart Lune", "Ilse Corran", "Jory Stavik", "Kestrel Amon"};
const char* kPlaces[] = {"Quarrow", "Ellsmere", "Tidebrook", "Varnholt", "Oskwell",
                         "Pellmoor", "Rannoch Vale", "Saltry", "Umbergate", "Wyndle"};

// "Mr <person> lives in <place>." with both spans, document i.
Document CourtDocument(int i, bool with_spans = true) {
  const std::string person = kPeople[i], place = kPlaces[i];
  Document d{"doc-" + std::to_string(i),
             "The applicant, Mr " + person + ", was born in 1970 and lives in " + place + ". He complained that the "
             "authorities had not examined his case.", {}, {}, 0};
  if (with_spans) {
    const auto p = d.text.find(person), l = d.text.find(place);
    d.entities = {{p, p + person.size(), "PERSON", {}, {}}, {l, l + place.size(), "LOCATION", {}, {}}};
  }
  return d;
}

std::vector<Document> Corpus(int n, bool with_spans = true) {
  std::vector<Document> out;
  for (int i = 0; i < n; ++i) out.push_back(CourtDocument(i, with_spans));
  return out;
}

// The first example's text, with every banned string replaced.
Result<std::string> CopyFirstExample(const std::string& prompt, const model::GenerationParams& params) {
  std::size_t start = prompt.find("### Document 1\n") + 15;
  if (const auto t = prompt.find("TEXT: ", start); t != std::string::npos && t < prompt.find("\n\n", start)) start = t + 6;
  std::string text = prompt.substr(start, prompt.find("\n\n", start) - start);
  for (const auto& b : params.banned) {
    for (std::size_t at; !b.empty() && (at = text.find(b)) != std::string::npos;) text.replace(at, b.size(), "someone");
  }
  return text;
}

ControlledRunOptions SmallRun() {
  ControlledRunOptions o;
  o.progress.quiet = true;
  o.synthesis.examples = 2;
  return o;
}

TEST(ControlledRunTest, PrivateRunLeaksNothingWhereTheBaselineCopies) {
  testing::ScriptedGenerator model(CopyFirstExample);
  testing::HashEmbedder embedder(32);
  ControlledRunOptions o = SmallRun();
  o.baseline = true;
  auto run = RunControlled(Corpus(10), o, model, &embedder);
  ASSERT_TRUE(run) << run.error().message();
  EXPECT_EQ(run->documents, 8u);  // 20% held out: the last two
  EXPECT_EQ(run->held_out, 2u);
  EXPECT_EQ(run->gold_documents, 8u);
  ASSERT_EQ(run->metrics.size(), 2u);
  const ControlledMetrics& icl = run->metrics[0];
  const ControlledMetrics& base = run->metrics[1];
  EXPECT_EQ(icl.name, "icl-private");
  EXPECT_EQ(icl.samples, 8u);
  EXPECT_EQ(icl.dropped, 0u);
  EXPECT_EQ(icl.regenerated, 0u);
  EXPECT_EQ(icl.pipp, 0);
  EXPECT_EQ(icl.elp, 0);
  EXPECT_EQ(icl.pipp_case_insensitive, 0);
  // The copy keeps all but the two names: ROUGE-L high, below 1.
  EXPECT_GT(icl.rougeL, 0.8);
  EXPECT_LT(icl.rougeL, 1);
  EXPECT_TRUE(icl.mauve.has_value());
  EXPECT_EQ(base.name, "baseline");
  EXPECT_EQ(base.pipp, 1);     // every output names a person of its examples
  EXPECT_EQ(base.elp, 0.5);    // the copied example's 2 of the 4 context entities (k = 2)
  EXPECT_EQ(base.rougeL, 1);   // an exact copy of an example
  for (const auto& s : run->result.samples) {
    EXPECT_NE(s.text.find("someone"), std::string::npos) << s.text;
    EXPECT_FALSE(s.fictional.empty());
  }

  const auto report = ControlledReportJson(*run);
  EXPECT_EQ(report["codes"], "gold");
  EXPECT_EQ(report["leakage_measured_against"], "gold spans");
  ASSERT_EQ(report["results"].size(), 2u);
  EXPECT_EQ(report["results"][1]["pipp"], 1.0);
  EXPECT_TRUE(report["results"][0].contains("mauve"));

  privtext::testing::TempDir dir;
  const std::string path = dir.File("syn.jsonl");
  ASSERT_TRUE(WriteControlledSamples(path, *run));
  const std::string written = privtext::testing::ReadText(path);
  EXPECT_EQ(std::count(written.begin(), written.end(), '\n'), 8);
  EXPECT_NE(written.find(R"("method":"icl-private")"), std::string::npos);
  EXPECT_NE(written.find(R"("control_code":{"PERSON":[")"), std::string::npos);
  for (const char* person : kPeople) EXPECT_EQ(written.find(person), std::string::npos) << person;
  struct stat st {};
  ASSERT_EQ(::stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
}

// Without the bans (plain ICL) and kept in one pass, the copies leak and are
// counted, not regenerated.
TEST(ControlledRunTest, SinglePassIclCountsWhatGetsThrough) {
  testing::ScriptedGenerator model(CopyFirstExample);
  testing::HashEmbedder embedder(32);
  ControlledRunOptions o = SmallRun();
  o.synthesis.privacy_enhancement = false;
  o.synthesis.post_check = false;
  o.held_out = 0;
  auto run = RunControlled(Corpus(4), o, model, &embedder);
  ASSERT_TRUE(run) << run.error().message();
  ASSERT_EQ(run->metrics.size(), 1u);
  EXPECT_EQ(run->metrics[0].name, "icl-single-pass");
  EXPECT_EQ(run->metrics[0].pipp, 1);
  EXPECT_FALSE(run->metrics[0].mauve.has_value());  // nothing held out to compare with
}

// Codes from the detector: leakage is still measured against the gold spans
// where the input has them, and said to be measured against the detector's
// finds where it has none.
TEST(ControlledRunTest, DetectedCodesMeasureAgainstGoldWhereGiven) {
  testing::ScriptedGenerator model(CopyFirstExample);
  testing::HashEmbedder embedder(32);
  ControlledRunOptions o = SmallRun();
  o.codes = ControlledRunOptions::Codes::kDetect;
  o.held_out = 0;
  auto gold = RunControlled(Corpus(4), o, model, &embedder);
  ASSERT_TRUE(gold) << gold.error().message();
  EXPECT_EQ(ControlledReportJson(*gold)["leakage_measured_against"], "gold spans");
  EXPECT_EQ(ControlledReportJson(*gold)["codes"], "detect");
  EXPECT_EQ(gold->metrics[0].pipp, 0);  // the gold names are banned even where the detector missed them
  auto none = RunControlled(Corpus(4, /*with_spans=*/false), o, model, &embedder);
  ASSERT_TRUE(none) << none.error().message();
  EXPECT_EQ(none->gold_documents, 0u);
  EXPECT_EQ(ControlledReportJson(*none)["leakage_measured_against"], "the detector's finds (no gold spans)");
}

// The fine-tuned method (seed 004 §3.4's fine-tuning definitions): an output
// leaks if it holds any identifier of any fine-tuning document; ELP is the
// share of the deduplicated identifiers found; ROUGE is against the closest
// fine-tuning document. This model writes its code's fictional person into a
// fixed sentence that also names Aldo Brennick from document 0.
TEST(ControlledRunTest, FineTunedMeasuresAgainstTheWholeFineTuningSet) {
  testing::ScriptedGenerator model([](const std::string& prompt, const model::GenerationParams&) -> Result<std::string> {
    const auto at = prompt.find("PERSON: ") + 8;
    return " " + prompt.substr(at, prompt.find('\n', at) - at) + " met Aldo Brennick.";
  });
  ControlledRunOptions o = SmallRun();
  o.synthesis.method = synth::ControlledMethod::kFineTuned;
  o.synthesis.privacy_enhancement = false;
  o.held_out = 0;
  auto run = RunControlled(Corpus(10), o, model, nullptr);
  ASSERT_TRUE(run) << run.error().message();
  const ControlledMetrics& m = run->metrics[0];
  EXPECT_EQ(m.name, "finetuned");
  EXPECT_EQ(m.samples, 10u);
  EXPECT_EQ(m.pipp, 1);
  EXPECT_DOUBLE_EQ(m.elp, 1.0 / 20);        // one of 10 people and 10 places
  ASSERT_TRUE(m.fictional_used.has_value());
  EXPECT_DOUBLE_EQ(*m.fictional_used, 0.5);  // the person of each code, not its place
  EXPECT_GT(m.rouge2, 0);                    // "Aldo Brennick" is a bigram of document 0
  EXPECT_FALSE(m.mauve.has_value());         // no embedder
  for (const auto& p : model.prompts_seen) {
    EXPECT_TRUE(p.starts_with("PERSON: ")) << p;
    EXPECT_TRUE(p.ends_with("\nTEXT:")) << p;
  }
  EXPECT_EQ(ControlledReportJson(*run)["results"][0]["fictional_used"], 0.5);
}

// Fine-tuning pairs: the code first, masked as CONTROL_CODE; with
// mask_private the document's identifiers too, at their shifted offsets
// (code points in the file, so a non-ASCII value shifts nothing).
TEST(ControlledRunTest, TrainingPairsMaskTheCodeAndOptionallyTheIdentifiers) {
  privtext::testing::TempDir dir;
  std::vector<Document> corpus = {CourtDocument(0)};
  corpus[0].text = "Zoë " + corpus[0].text;
  for (auto& e : corpus[0].entities) e.start += 5, e.end += 5;  // "Zoë " is 5 bytes
  const std::string plain = dir.File("pairs.jsonl"), masked = dir.File("masked.jsonl");
  ASSERT_TRUE(WriteControlledTrainingPairs(plain, corpus, SmallRun(), /*mask_private=*/false));
  ASSERT_TRUE(WriteControlledTrainingPairs(masked, corpus, SmallRun(), /*mask_private=*/true));
  const std::string code = "PERSON: Aldo Brennick\nLOC: Quarrow\nTEXT:";
  const auto line = nlohmann::json::parse(privtext::testing::ReadText(plain));
  EXPECT_EQ(line["text"], code + " " + corpus[0].text);
  EXPECT_EQ(line["entities"], nlohmann::json::parse(R"([{"start":0,"end":40,"type":"CONTROL_CODE"}])"));
  const auto m = nlohmann::json::parse(privtext::testing::ReadText(masked));
  ASSERT_EQ(m["entities"].size(), 3u);
  // 41 code points before the document, then "Zoë The applicant, Mr " (22 code points).
  EXPECT_EQ(m["entities"][1], nlohmann::json::parse(R"({"start":63,"end":76,"type":"PERSON"})"));
  EXPECT_EQ(m["text"].get<std::string>().substr(64, 13), "Aldo Brennick");  // "ë" is one code point, two bytes
  struct stat st {};
  ASSERT_EQ(::stat(masked.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
}

TEST(ControlledRunTest, RefusesAHeldOutShareOutsideTheUnitInterval) {
  testing::ScriptedGenerator model(CopyFirstExample);
  testing::HashEmbedder embedder(32);
  ControlledRunOptions o = SmallRun();
  o.held_out = 1;
  auto run = RunControlled(Corpus(4), o, model, &embedder);
  ASSERT_FALSE(run);
  EXPECT_NE(run.error().message().find("`held_out` must be in [0, 1)"), std::string::npos);
  EXPECT_EQ(model.calls, 0);
}

}  // namespace
}  // namespace privtext::pipeline
