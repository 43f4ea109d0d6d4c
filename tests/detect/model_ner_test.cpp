// Model-based NER on the real small model (label `model`).
#include <gtest/gtest.h>

#include "privtext/detect.h"

namespace privtext::detect {
namespace {

TEST(ModelNerTest, SpansPointAtTheStringsTheModelListed) {
  auto generator = model::OpenGenerator("gemma3-270m");
  ASSERT_TRUE(generator) << generator.error().message();
  const std::string text =
      "On 3 July 1995 Ercan Dikici travelled from Ankara to Izmir, where he worked for Sinop Construction Ltd.";
  auto spans = ModelEntities(**generator, text);
  ASSERT_TRUE(spans) << spans.error().message();
  // What the model answers is checked for shape only: gemma3-270m finds
  // almost nothing (issue 14). The parsing and locating are checked against
  // known answers with a scripted generator in model_ner_unit_test.cpp.
  for (const Span& s : *spans) {
    ASSERT_LE(s.end, text.size());
    EXPECT_LT(s.start, s.end);
    EXPECT_EQ(s.recognizer, "model_ner");
    EXPECT_TRUE(s.type == "PERSON" || s.type == "LOCATION" || s.type == "ORGANIZATION" || s.type == "DATE_TIME" ||
                s.type == "CODE")
        << s.type;
  }
  // Merged with the rules, model spans never overlap the final result.
  auto detector = Detector::Create();
  Document doc{"d", text, {}, {}, 0};
  ASSERT_TRUE(DetectDocument(*detector, generator->get(), doc));
  for (std::size_t i = 1; i < doc.entities.size(); ++i) EXPECT_LE(doc.entities[i - 1].end, doc.entities[i].start);
  EXPECT_FALSE(doc.entities.empty());
}

}  // namespace
}  // namespace privtext::detect
