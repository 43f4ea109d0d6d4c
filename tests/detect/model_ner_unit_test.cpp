// Model-based NER with a scripted generator: the parsing and locating of the
// model's answer, run by the sanitizers (the real model: model_ner_test.cpp).
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include <gtest/gtest.h>

#include "privtext/detect.h"

namespace privtext::detect {
namespace {

// Answers every prompt with the same JSON, and records what it was asked.
class ScriptedNer : public model::Generator {
 public:
  explicit ScriptedNer(std::string answer) : answer_(std::move(answer)) {}
  Result<std::vector<model::Completion>> Generate(const std::vector<std::string>& prompts,
                                                  const model::GenerationParams& params) override {
    prompts_ = prompts;
    schema_ = params.json_schema;
    return std::vector<model::Completion>(prompts.size(), model::Completion{answer_, 10, "stop"});
  }
  std::vector<std::string> prompts_;
  std::string schema_;

 private:
  std::string answer_;
};

TEST(ModelEntitiesTest, LocatesEveryListedStringWithItsType) {
  const std::string text = "Ercan Dikici travelled from Ankara to Izmir; Dikici's lawyer met Ercan Dikici there.";
  ScriptedNer ner(R"({"entities":[{"text":"Ercan Dikici","type":"PERSON"},{"text":"Ankara","type":"LOCATION"},)"
                  R"({"text":"Not In Text","type":"PERSON"},{"text":"x","type":"CODE"}]})");
  auto spans = ModelEntities(ner, text);
  ASSERT_TRUE(spans) << spans.error().message();
  ASSERT_EQ(spans->size(), 3u);  // both mentions of the name, the city; the absent and 1-char strings dropped
  EXPECT_EQ((*spans)[0], (Span{0, 12, "PERSON", 0.6, "model_ner"}));
  EXPECT_EQ((*spans)[1], (Span{65, 77, "PERSON", 0.6, "model_ner"}));
  EXPECT_EQ((*spans)[2], (Span{28, 34, "LOCATION", 0.6, "model_ner"}));
  ASSERT_EQ(ner.prompts_.size(), 1u);
  EXPECT_NE(ner.prompts_[0].find(text), std::string::npos);
  EXPECT_NE(ner.schema_.find("\"entities\""), std::string::npos);
}

TEST(ModelEntitiesTest, LongTextsAreChunkedAndOffsetsStayGlobal) {
  std::string text;
  while (text.size() < 4000) text += "Filler words about the case. ";
  const std::size_t at = text.size();
  text += "Ulla Eskildsen signed.";
  ScriptedNer ner(R"({"entities":[{"text":"Ulla Eskildsen","type":"PERSON"}]})");
  auto spans = ModelEntities(ner, text);
  ASSERT_TRUE(spans);
  EXPECT_GE(ner.prompts_.size(), 3u);
  ASSERT_EQ(spans->size(), 1u);
  EXPECT_EQ((*spans)[0].start, at);
  EXPECT_EQ(text.substr((*spans)[0].start, (*spans)[0].size()), "Ulla Eskildsen");
}

TEST(ModelEntitiesTest, BrokenAnswersContributeNothing) {
  ScriptedNer ner(R"({"entities":[{"text":"Ank)");
  auto spans = ModelEntities(ner, "From Ankara.");
  ASSERT_TRUE(spans);
  EXPECT_TRUE(spans->empty());
}


// TokenClassifierEntities on scripted word-piece predictions.
std::vector<model::TokenPrediction> Pieces(std::initializer_list<std::tuple<std::size_t, std::size_t, int, float, bool>> p) {
  std::vector<model::TokenPrediction> out;
  for (const auto& [start, end, label, score, word_start] : p) out.push_back({start, end, label, score, word_start});
  return out;
}
const std::vector<std::string> kLabels = {"O", "B-GIVEN_NAME", "I-GIVEN_NAME", "B-SURNAME", "B-CITY", "B-PASSPORT"};

// The form OpenEntityModel uses: the recognizer keeps the generator alive
// (the sanitizers would see a freed one).
TEST(ModelEntitiesTest, ARecognizerOwningItsGeneratorUsesIt) {
  auto owned = std::make_unique<ScriptedNer>(R"({"entities":[{"text":"Ankara","type":"LOCATION"}]})");
  const ScriptedNer* generator = owned.get();
  const auto ner = GenerativeEntityModel(std::move(owned));
  auto spans = ner->Entities("From Ankara.");
  ASSERT_TRUE(spans) << spans.error().message();
  ASSERT_EQ(spans->size(), 1u);
  EXPECT_EQ((*spans)[0], (Span{5, 11, "LOCATION", 0.6, "model_ner"}));
  EXPECT_EQ(generator->prompts_.size(), 1u);
}

TEST(OpenEntityModelTest, NoneIsNoRecognizerAndAnUnknownNameIsRefused) {
  auto none = OpenEntityModel("none");
  ASSERT_TRUE(none) << none.error().message();
  EXPECT_EQ(*none, nullptr);
  auto unknown = OpenEntityModel("flair");
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(unknown.error().message(), "unknown recognizer \"flair\" in `ner` (known: none, spacy, bert, model)");
}

TEST(TokenClassifierEntitiesTest, WordsTakeTheirFirstPieceAndNeighboursOfOneTypeJoin) {
  // "Mr Çağlayan Ali, of Besançon." pieces: mr | ca ##gl ##ayan | ali | , | of | be ##san ##con | .
  const std::string text = "Mr \xc3\x87" "a\xc4\x9f" "layan Ali, of Besan\xc3\xa7" "on.";
  const auto p = Pieces({{0, 2, 0, 0.99f, true},   {3, 6, 3, 0.6f, true},    {6, 9, 0, 0.9f, false},
                         {9, 13, 0, 0.9f, false},  {14, 17, 1, 0.8f, true},  {17, 18, 3, 0.7f, true},
                         {19, 21, 0, 1.0f, true},  {22, 24, 4, 1.0f, true},  {24, 27, 4, 1.0f, false},
                         {27, 31, 4, 1.0f, false}, {31, 32, 0, 1.0f, true}});
  const auto spans = TokenClassifierEntities(text, p, kLabels, 0.5);
  ASSERT_EQ(spans.size(), 2u);
  // SURNAME then GIVEN_NAME, both PERSON and a space apart: one span; the
  // comma the model put in it is trimmed. Score = 0.5 * mean(0.6, 0.8, 0.7).
  EXPECT_EQ(text.substr(spans[0].start, spans[0].size()), "\xc3\x87" "a\xc4\x9f" "layan Ali");
  EXPECT_EQ(spans[0].type, "PERSON");
  EXPECT_NEAR(*spans[0].score, 0.35, 1e-6);
  EXPECT_EQ(spans[0].recognizer, "token_classifier");
  EXPECT_EQ(text.substr(spans[1].start, spans[1].size()), "Besan\xc3\xa7" "on");
  EXPECT_EQ(spans[1].type, "LOCATION");
  EXPECT_NEAR(*spans[1].score, 0.5, 1e-6);
}

TEST(TokenClassifierEntitiesTest, OtherTypesOrGapsSplitAndOutsideIsNothing) {
  const std::string text = "Anna X1234567 Oslo";
  const auto p = Pieces({{0, 4, 1, 1.0f, true}, {5, 13, 5, 0.9f, true}, {14, 18, 4, 0.8f, true}});
  const auto spans = TokenClassifierEntities(text, p, kLabels, 1.0);
  ASSERT_EQ(spans.size(), 3u);
  EXPECT_EQ(spans[0].type, "PERSON");
  EXPECT_EQ(spans[1].type, "CODE");  // PASSPORT
  EXPECT_EQ(spans[2].type, "LOCATION");
  EXPECT_TRUE(TokenClassifierEntities(text, Pieces({{0, 4, 0, 1.0f, true}}), kLabels, 1.0).empty());
  EXPECT_TRUE(TokenClassifierEntities("", {}, kLabels, 1.0).empty());
}


// DetectDocument's fusion with a scripted model: the model fills gaps only.
class ScriptedEntities : public EntityModel {
 public:
  explicit ScriptedEntities(std::vector<Span> spans) : spans_(std::move(spans)) {}
  Result<std::vector<Span>> Entities(std::string_view) override { return spans_; }

 private:
  std::vector<Span> spans_;
};

TEST(DetectDocumentTest, ModelSpansFillGapsAndNeverDisplaceARule) {
  auto detector = Detector::Create();
  ASSERT_TRUE(detector);
  const std::string text = "Mr Galip Yalman met Zorbek Tuvali near the farm.";
  // The rules find "Galip Yalman" (title rule); the scripted model claims
  // "Yalman met" with a higher score, finds "Zorbek Tuvali" (no rule does),
  // and "farm" below --min-score.
  ScriptedEntities ner({{9, 19, "LOCATION", 0.99, "token_classifier"},
                        {20, 33, "PERSON", 0.7, "token_classifier"},
                        {43, 47, "LOCATION", 0.3, "token_classifier"}});
  Document doc{"d", text, {}, {}, 0};
  ASSERT_TRUE(DetectDocument(*detector, &ner, doc));
  ASSERT_EQ(doc.entities.size(), 2u);
  EXPECT_EQ(text.substr(doc.entities[0].start, doc.entities[0].size()), "Galip Yalman");
  EXPECT_NE(doc.entities[0].recognizer, "token_classifier");
  EXPECT_EQ(text.substr(doc.entities[1].start, doc.entities[1].size()), "Zorbek Tuvali");
  EXPECT_EQ(doc.entities[1].recognizer, "token_classifier");
}

// A coarse place the rules score below the threshold is not brought back by
// a model that finds it; a place no rule knows is.
TEST(DetectDocumentTest, ModelSpansDoNotBringBackCoarsePlaces) {
  auto detector = Detector::Create();
  ASSERT_TRUE(detector);
  const std::string text = "She moved from Istanbul to Qarvelle.";
  ScriptedEntities ner({{15, 23, "LOCATION", 0.9, "token_classifier"}, {27, 35, "LOCATION", 0.9, "token_classifier"}});
  Document doc{"d", text, {}, {}, 0};
  ASSERT_TRUE(DetectDocument(*detector, &ner, doc));
  ASSERT_EQ(doc.entities.size(), 1u);
  EXPECT_EQ(text.substr(doc.entities[0].start, doc.entities[0].size()), "Qarvelle");
  EXPECT_TRUE(detector->IsCoarsePlace("Istanbul"));
  EXPECT_FALSE(detector->IsCoarsePlace("Qarvelle"));
}

// What the rules judge to describe no one stays out whoever finds it: the
// Court's reorganisation dates, a coarse place under another type, a party
// of a case cited as case-law, a common word capitalised ("Law", which the
// text also writes in lower case). A model's date elsewhere fills its gap (it
// did all of this before AdmitModelSpans: en_core_web_sm brought back every
// procedural date the rules drop, and called "Izmir" a person).
TEST(DetectDocumentTest, ModelSpansKeepToWhatTheRulesJudge) {
  auto detector = Detector::Create();
  ASSERT_TRUE(detector);
  const std::string text =
      "On 1 November 1998, when Protocol No. 11 came into force, the case passed to the Court. "
      "His lawyer in Izmir cited Prencipe v. Monaco, no. 43376/06, 16 July 2009. He wrote in the spring of 1997, "
      "pursuant to Law no. 2942, as the law required.";
  const auto at = [&](std::string_view value) { return text.find(value); };
  const auto span = [&](std::string_view value, const char* type) {
    return Span{at(value), at(value) + value.size(), type, 0.9, "spacy_ner"};
  };
  const std::vector<Span> found = {span("November 1998", "DATE_TIME"), span("Izmir", "PERSON"),
                                   span("Prencipe", "PERSON"), span("the spring of 1997", "DATE_TIME"),
                                   span("Law", "PERSON")};
  const auto admitted = detector->AdmitModelSpans(text, found);
  ASSERT_EQ(admitted.size(), 1u);
  EXPECT_EQ(text.substr(admitted[0].start, admitted[0].size()), "the spring of 1997");
  ScriptedEntities ner(found);
  Document doc{"d", text, {}, {}, 0};
  ASSERT_TRUE(DetectDocument(*detector, &ner, doc));
  for (const Span& s : doc.entities) {
    const std::string value = text.substr(s.start, s.size());
    EXPECT_TRUE(s.recognizer != "spacy_ner" || value == "the spring of 1997") << value;
  }
}

// One word that opens a sentence, is written nowhere else and is no name a
// gazetteer holds is a common word (en_core_web_sm called "Salary" a person
// in every bank statement of the sample corpus). A word said again, a
// surname the gazetteer holds, a word inside a sentence or after a title's
// full stop stays a model's find.
TEST(DetectDocumentTest, ModelSpansDropAnUnknownWordOpeningASentence) {
  auto detector = Detector::Create();
  ASSERT_TRUE(detector);
  const std::string text =
      "He lives on 142 Heron Walk. Salary was paid into his account.\nQuarvenning then wrote.\n"
      "Tuvalik met Zorbek Tuvalik. Smith replied. They saw Orvanel there. She told Mr. Drelvast so.";
  const auto span = [&](std::string_view value) {
    const std::size_t at = text.find(value);
    return Span{at, at + value.size(), "PERSON", 0.9, "spacy_ner"};
  };
  const std::vector<Span> found = {span("Salary"), span("Quarvenning"), span("Tuvalik"),
                                   span("Smith"),  span("Orvanel"),     span("Drelvast")};
  std::vector<std::string> admitted;
  for (const Span& s : detector->AdmitModelSpans(text, found)) admitted.push_back(text.substr(s.start, s.size()));
  EXPECT_EQ(admitted, (std::vector<std::string>{"Tuvalik", "Smith", "Orvanel", "Drelvast"}));
}

// A model that counts the calls inside it at once, and waits (20 s if it is
// thread-safe, else 1 s) for a second call to arrive before it answers.
class ConcurrencyProbe : public EntityModel {
 public:
  explicit ConcurrencyProbe(bool thread_safe) : thread_safe_(thread_safe) {}
  Result<std::vector<Span>> Entities(std::string_view) override {
    std::unique_lock<std::mutex> lock(mutex_);
    max_inside_ = std::max(max_inside_, ++inside_);
    arrived_.notify_all();
    arrived_.wait_for(lock, std::chrono::seconds(thread_safe_ ? 20 : 1), [&] { return max_inside_ >= 2; });
    --inside_;
    return std::vector<Span>{};
  }
  bool thread_safe() const override { return thread_safe_; }
  int max_inside() const { return max_inside_; }

 private:
  const bool thread_safe_;
  std::mutex mutex_;
  std::condition_variable arrived_;
  int inside_ = 0, max_inside_ = 0;
};

// A thread-safe model (spaCy's) runs on two documents at once; another is
// called by one thread at a time (every model was serialised before, and
// `detect --ner spacy --threads 2` ran no faster than one thread).
TEST(DetectDocumentTest, OnlyAModelThatIsNotThreadSafeIsSerialised) {
  auto detector = Detector::Create();
  ASSERT_TRUE(detector);
  for (const bool thread_safe : {true, false}) {
    ConcurrencyProbe ner(thread_safe);
    auto run = [&] {
      Document doc{"d", "Nothing here.", {}, {}, 0};
      EXPECT_TRUE(DetectDocument(*detector, &ner, doc));
    };
    std::thread a(run), b(run);
    a.join();
    b.join();
    EXPECT_EQ(ner.max_inside(), thread_safe ? 2 : 1) << thread_safe;
  }
}

// The allow list holds for the model's spans as for the rules' (it did not:
// `--ner bert --allow-list` brought allowed names back).
TEST(DetectDocumentTest, ModelSpansKeepToTheAllowList) {
  DetectorOptions options;
  options.allow_list = {"zorbek tuvali"};
  auto detector = Detector::Create(options);
  ASSERT_TRUE(detector);
  const std::string text = "Zorbek Tuvali met Orsolya Vankeld.";
  ScriptedEntities ner({{0, 13, "PERSON", 0.9, "token_classifier"}, {18, 33, "PERSON", 0.9, "token_classifier"}});
  Document doc{"d", text, {}, {}, 0};
  ASSERT_TRUE(DetectDocument(*detector, &ner, doc));
  ASSERT_EQ(doc.entities.size(), 1u);
  EXPECT_EQ(text.substr(doc.entities[0].start, doc.entities[0].size()), "Orsolya Vankeld");
  EXPECT_TRUE(detector->IsAllowListed("Zorbek TUVALI"));
  EXPECT_FALSE(detector->IsAllowListed("Zorbek"));
}

// With --types, what the rules found of a type left out is still theirs: a
// model that calls a case number a place fills no gap there (it did, and
// `--types PERSON LOCATION --ner bert` wrote "no. Location_[...]").
TEST(DetectDocumentTest, ModelSpansDoNotFillWhereARuleFoundALeftOutType) {
  DetectorOptions options;
  options.types = {"PERSON", "LOCATION"};
  auto detector = Detector::Create(options);
  ASSERT_TRUE(detector);
  const std::string text = "The application (no. 22337/95) was lodged by Zorbek Tuvali.";
  const std::size_t number = text.find("22337/95"), name = text.find("Zorbek Tuvali");
  const auto every = detector->DetectEveryType(text);
  ASSERT_TRUE(std::any_of(every.begin(), every.end(), [&](const Span& s) {
    return s.type == "CODE" && s.start <= number && number + 8 <= s.end;
  }));
  EXPECT_TRUE(detector->Detect(text).empty());
  ScriptedEntities ner({{number, number + 8, "LOCATION", 0.9, "token_classifier"},
                        {name, name + 13, "PERSON", 0.9, "token_classifier"}});
  Document doc{"d", text, {}, {}, 0};
  ASSERT_TRUE(DetectDocument(*detector, &ner, doc));
  ASSERT_EQ(doc.entities.size(), 1u);
  EXPECT_EQ(text.substr(doc.entities[0].start, doc.entities[0].size()), "Zorbek Tuvali");
}

}  // namespace
}  // namespace privtext::detect
