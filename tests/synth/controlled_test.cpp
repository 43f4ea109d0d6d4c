#include <regex>

#include <gtest/gtest.h>

#include "privtext/synth.h"
#include "synth/fake_models.h"

namespace privtext::synth {
namespace {

TEST(ControlCodeTest, GroupsByTypeInOrderWithoutRepeats) {
  ControlCode c;
  c.Add("PERSON", "Alice Jones");
  c.Add("LOC", "New York City");
  c.Add("PERSON", "John Smith");
  c.Add("PERSON", "Alice Jones");
  EXPECT_EQ(c.Format(), "PERSON: Alice Jones, John Smith\nLOC: New York City\n");  // seed 004 §2.1
  EXPECT_EQ(c.Values(), (std::vector<std::string>{"Alice Jones", "John Smith", "New York City"}));
}

TEST(ControlCodeTest, FromDocumentSpans) {
  Document d;
  d.text = "Mr Henrik Hasslund lodged 36244/06 in Copenhagen.";
  d.entities = {{0, 18, "PERSON"}, {26, 34, "CODE"}, {38, 48, "LOCATION"}};
  const auto code = MakeControlCode(d, [](std::string_view t) { return t == "LOCATION" ? "LOC" : std::string(t); });
  EXPECT_EQ(code.Format(), "PERSON: Mr Henrik Hasslund\nCODE: 36244/06\nLOC: Copenhagen\n");
}

TEST(FictionalValuesTest, FormatsFollowTheRealValues) {
  FictionalValues f(7);
  const std::string code = f.Value("CODE", "36244/06", {});
  EXPECT_TRUE(std::regex_match(code, std::regex("[0-9]{5}/[0-9]{2}"))) << code;
  EXPECT_NE(code, "36244/06");
  EXPECT_TRUE(std::regex_match(f.Value("CODE", "GB48 SDHU 9099", {}), std::regex("[A-Z]{2}[0-9]{2} [A-Z]{4} [0-9]{4}")));
  EXPECT_TRUE(std::regex_match(f.Value("CODE", "", {}), std::regex("[A-Z]{5}/[A-Z]{2}")));  // the seed's ABCDE/XY
  const std::regex titled("(Mr|Ms|Mrs|Dr|Prof) [A-Z][a-z]+ [A-Z][a-z]+"), untitled("[A-Z][a-z]+ [A-Z][a-z]+");
  EXPECT_TRUE(std::regex_match(f.Value("PERSON", "Mr Henrik Hasslund", {}), titled));
  EXPECT_TRUE(std::regex_match(f.Value("PERSON", "Henrik Hasslund", {}), untitled));
  const std::string date = f.Value("DATETIME", "31 August 2006", {});
  EXPECT_TRUE(std::regex_match(date, std::regex("[0-9]{1,2} [A-Z][a-z]+ (199[0-9]|20[0-2][0-9])"))) << date;
  const int year = std::stoi(f.Value("DATETIME", "1967", {}));
  EXPECT_GE(year, 1990);
  EXPECT_LE(year, 2024);
  EXPECT_TRUE(std::regex_match(f.Value("QUANTITY", "12%", {}), std::regex("[0-9]{1,2}%|\\$[0-9]{1,3},[0-9]{3}")));
  EXPECT_FALSE(f.Value("ORG", "Acme", {}).empty());
}

TEST(FictionalValuesTest, SeededPoolsAndAvoidance) {
  FictionalValues a(42), b(42);
  for (int i = 0; i < 20; ++i) EXPECT_EQ(a.Value("PERSON", "Ann Lee", {}), b.Value("PERSON", "Ann Lee", {}));
  FictionalValues c(1);
  c.AddPool("ORG", {"Acme", "Globex"});
  for (int i = 0; i < 20; ++i) EXPECT_EQ(c.Value("ORG", "Initech", {"acme"}), "Globex");  // user pool first, real avoided
  ControlCode real;
  real.Add("PERSON", "Mr A B");
  real.Add("PERSON", "Ms C D");
  real.Add("MISC", "something");
  real.Add("CODE", "12-34");
  const auto mirror = c.Mirror(real, {});
  ASSERT_EQ(mirror.entries.size(), 2u);  // MISC gets no fictional values (seed 004, A.2)
  EXPECT_EQ(mirror.entries[0].first, "PERSON");
  EXPECT_EQ(mirror.entries[0].second.size(), 2u);
  EXPECT_EQ(mirror.entries[1].first, "CODE");
  EXPECT_TRUE(std::regex_match(mirror.entries[1].second[0], std::regex("[0-9]{2}-[0-9]{2}")));
  EXPECT_TRUE(ParseFictionalPools(R"({"LOC": ["Atlantis"]})"));
  EXPECT_FALSE(ParseFictionalPools(R"(["x"])"));
  EXPECT_FALSE(ParseFictionalPools("{"));
}

TEST(ControlledPromptTest, SeedFormat) {
  CodedDocument a{"Text A.", {}, {}}, b{"Text B.", {}, {}};
  a.code.Add("PERSON", "Ann");
  b.code.Add("CODE", "1/2");
  ControlCode f;
  f.Add("PERSON", "Kai Lewis");
  EXPECT_EQ(ControlledPrompt({&a, &b}, f, ControlledMethod::kIcl),
            "### Document 1\nPERSON: Ann\nTEXT: Text A.\n\n### Document 2\nCODE: 1/2\nTEXT: Text B.\n\n"
            "### Document 3\nPERSON: Kai Lewis\nTEXT:");
  EXPECT_EQ(ControlledPrompt({&a, &b}, f, ControlledMethod::kBaseline),
            "### Document 1\nText A.\n\n### Document 2\nText B.\n\n### Document 3\n");
  // Fine-tuned (§2.3): the fictional code alone, shaped as a training pair's prefix.
  EXPECT_EQ(ControlledPrompt({&a, &b}, f, ControlledMethod::kFineTuned), "PERSON: Kai Lewis\nTEXT:");
}

TEST(ControlledTrainingPairTest, CodeThenDocumentWithTheCodeLength) {
  ControlCode c;
  c.Add("PERSON", "Ann Lee");
  c.Add("LOC", "Oslo");
  const auto pair = MakeControlledTrainingPair(c, "Ann Lee lives in Oslo.");
  EXPECT_EQ(pair.text, "PERSON: Ann Lee\nLOC: Oslo\nTEXT: Ann Lee lives in Oslo.");
  EXPECT_EQ(pair.text.substr(0, pair.code_bytes), "PERSON: Ann Lee\nLOC: Oslo\nTEXT:");
  // The generation prompt is exactly the code part, so the model continues where training's loss began.
  EXPECT_EQ(pair.text.substr(0, pair.code_bytes), ControlledPrompt({}, c, ControlledMethod::kFineTuned));
  EXPECT_EQ(MakeControlledTrainingPair({}, "Plain.").text, "TEXT: Plain.");
}

// A scripted generator: the first completion of every prompt repeats an
// identifier of the examples, later ones are clean. It stands in for the
// model only to drive the regeneration loop deterministically; the real
// model runs in tests/synth/controlled_model_test.cpp.
class LeakOnceGenerator : public model::Generator {
 public:
  Result<std::vector<model::Completion>> Generate(const std::vector<std::string>& prompts,
                                                  const model::GenerationParams& params) override {
    banned_seen = params.banned;
    std::vector<model::Completion> out;
    for (std::size_t i = 0; i < prompts.size(); ++i) {
      out.push_back({calls == 0 ? " Ann signed." : " Kai signed.", 3, "stop"});
    }
    ++calls;
    return out;
  }
  int calls = 0;
  std::vector<std::string> banned_seen;
};

std::vector<CodedDocument> Documents() {
  std::vector<CodedDocument> docs(4);
  const char* names[] = {"Ann", "Bob", "Cy", "Di"};
  for (int i = 0; i < 4; ++i) {
    docs[i].text = std::string(names[i]) + " signed.";
    docs[i].code.Add("PERSON", names[i]);
    docs[i].private_values = {names[i]};
  }
  return docs;
}

TEST(GenerateControlledTest, RegeneratesUntilCleanAndBansTheExamples) {
  auto docs = Documents();
  FictionalValues f(3);
  f.AddPool("PERSON", {"Kai"});
  LeakOnceGenerator g;
  ControlledOptions o;
  o.examples = 3;
  auto r = GenerateControlled(docs, f, o, g, {.quiet = true});
  ASSERT_TRUE(r) << r.error().message();
  ASSERT_EQ(r->samples.size(), 4u);
  // Every sample whose examples include Ann leaked once and was drawn again.
  std::size_t with_ann = 0;
  for (const auto& s : r->samples) {
    EXPECT_EQ(s.text, s.tries == 1 ? "Ann signed." : "Kai signed.");
    with_ann += std::find(s.examples.begin(), s.examples.end(), 0u) != s.examples.end();
    EXPECT_EQ(s.fictional.Format(), "PERSON: Kai\n");
  }
  EXPECT_EQ(with_ann, 3u);  // all but Ann's own document
  EXPECT_EQ(r->regenerated, 3u);
  EXPECT_EQ(r->dropped, 0u);
  EXPECT_EQ(g.calls, 2);
  EXPECT_FALSE(g.banned_seen.empty());
}

// Issue 12, item 10: the single-pass mode bans at decoding but keeps every
// output, so what got through is counted, not dropped (PIPP is not 0 by
// construction).
TEST(GenerateControlledTest, SinglePassKeepsWhatTheBansLetThrough) {
  auto docs = Documents();
  FictionalValues f(3);
  f.AddPool("PERSON", {"Kai"});
  LeakOnceGenerator g;
  ControlledOptions o;
  o.post_check = false;
  auto r = GenerateControlled(docs, f, o, g, {.quiet = true});
  ASSERT_TRUE(r) << r.error().message();
  ASSERT_EQ(r->samples.size(), 4u);
  EXPECT_EQ(g.calls, 1);
  EXPECT_FALSE(g.banned_seen.empty());  // the bans still apply at decoding
  EXPECT_EQ(r->regenerated, 0u);
  EXPECT_EQ(r->dropped, 0u);
  std::size_t leaking = 0;
  for (const auto& s : r->samples) {
    EXPECT_EQ(s.text, "Ann signed.");
    leaking += std::find(s.examples.begin(), s.examples.end(), 0u) != s.examples.end();
  }
  EXPECT_EQ(leaking, 3u);  // Ann's name is in three samples whose examples hold it
}

// The fine-tuned method: no examples, one prompt per document holding only
// its fictional code; fictional values avoid every document's private values
// (the model saw them all) and, with privacy enhancement, all of them are
// banned and checked, not only one document's.
TEST(GenerateControlledTest, FineTunedPromptsAreFictionalCodesAndBanEveryDocumentsValues) {
  auto docs = Documents();
  FictionalValues f(3);
  f.AddPool("PERSON", {"Bob", "Di", "Kai"});  // Bob and Di are private: never drawn
  ControlledOptions o;
  o.method = ControlledMethod::kFineTuned;
  o.examples = 0;  // not used
  o.privacy_enhancement = false;
  privtext::testing::ScriptedGenerator plain(
      [](const std::string&, const model::GenerationParams&) -> Result<std::string> { return std::string(" Kai signed."); });
  auto r = GenerateControlled(docs, f, o, plain, {.quiet = true});
  ASSERT_TRUE(r) << r.error().message();
  ASSERT_EQ(r->samples.size(), 4u);
  EXPECT_EQ(plain.prompts_seen, std::vector<std::string>(4, "PERSON: Kai\nTEXT:"));
  for (const auto& s : r->samples) {
    EXPECT_TRUE(s.examples.empty());
    EXPECT_EQ(s.text, "Kai signed.");
  }
  o.privacy_enhancement = true;
  LeakOnceGenerator g;
  auto p = GenerateControlled(docs, f, o, g, {.quiet = true});
  ASSERT_TRUE(p);
  EXPECT_EQ(g.banned_seen, (std::vector<std::string>{"Ann", "Bob", "Cy", "Di"}));
  EXPECT_EQ(p->regenerated, 4u);  // every first output named Ann, a value of the fine-tuning set
  EXPECT_EQ(p->samples.size(), 4u);
  EXPECT_FALSE(GenerateControlled({}, f, o, g, {.quiet = true}));
}

TEST(GenerateControlledTest, DropsWhatStillLeaksAndNeedsEnoughDocuments) {
  auto docs = Documents();
  FictionalValues f(3);
  LeakOnceGenerator g;
  ControlledOptions o;
  o.max_tries = 1;
  auto r = GenerateControlled(docs, f, o, g, {.quiet = true});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->dropped, 3u);  // never written
  EXPECT_EQ(r->samples.size(), 1u);
  o.privacy_enhancement = false;  // without the enhancement nothing is checked or banned
  LeakOnceGenerator g2;
  auto plain = GenerateControlled(docs, f, o, g2, {.quiet = true});
  EXPECT_EQ(plain->samples.size(), 4u);
  EXPECT_TRUE(g2.banned_seen.empty());
  o.examples = 4;
  EXPECT_FALSE(GenerateControlled(docs, f, o, g, {.quiet = true}));
}

}  // namespace
}  // namespace privtext::synth
