// Model-based NER with a scripted generator: the parsing and locating of the
// model's answer, run by the sanitizers (the real model: model_ner_test.cpp).
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

}  // namespace
}  // namespace privtext::detect
