// Model-based NER on the real small model (label `model`).
#include <algorithm>

#include <gtest/gtest.h>

#include "privtext/detect.h"
#include "test_util.h"

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
  const auto ner = GenerativeEntityModel(generator->get());
  ASSERT_TRUE(DetectDocument(*detector, ner.get(), doc));
  for (std::size_t i = 1; i < doc.entities.size(); ++i) EXPECT_LE(doc.entities[i - 1].end, doc.entities[i].start);
  EXPECT_FALSE(doc.entities.empty());
}


// The names the CLI's --ner and Python's ner= take open the default models.
TEST(OpenEntityModelTest, OpensTheDefaultModelsByName) {
  auto bert = OpenEntityModel("bert");
  ASSERT_TRUE(bert) << bert.error().message();
  ASSERT_NE(*bert, nullptr);
  const std::string text = "Contact Priya Raghunathan at the registry.";
  auto spans = (*bert)->Entities(text);
  ASSERT_TRUE(spans) << spans.error().message();
  ASSERT_FALSE(spans->empty());
  EXPECT_EQ(text.substr((*spans)[0].start, (*spans)[0].size()), "Priya Raghunathan");
  auto generative = OpenEntityModel("model");
  ASSERT_TRUE(generative) << generative.error().message();
  ASSERT_NE(*generative, nullptr);
  EXPECT_TRUE((*generative)->Entities(text));  // its generator, owned by the recognizer, answers
  auto missing = OpenEntityModel("bert", "/nonexistent/model.gguf");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().code(), ErrorCode::kNotFound);
}

// --ner bert with the real Rampart model: names no rule or gazetteer knows
// are added; what the rules found stays theirs. "Tamsin", "Raghunathan" and
// "Halvard" are in no list under data/gazetteers (the world list's "Priya"
// made an earlier version of this test fail); a new list must keep them out.
TEST(TokenClassifierNerTest, AddsNamesTheRulesMiss) {
  auto classifier = model::OpenTokenClassifier("rampart-ner");
  ASSERT_TRUE(classifier) << classifier.error().message();
  const auto ner = TokenClassifierEntityModel(std::move(*classifier));
  auto detector = Detector::Create();
  ASSERT_TRUE(detector);
  const std::string text =
      "Contact Tamsin Raghunathan at 14 Elm Street, Springfield, or t.r@example.com. Ingrid Solvang told the "
      "court that Halvard had left Troms\u00f8 in May.";
  Document without{"d", text, {}, {}, 0};
  ASSERT_TRUE(DetectDocument(*detector, nullptr, without));
  Document with{"d", text, {}, {}, 0};
  ASSERT_TRUE(DetectDocument(*detector, ner.get(), with));
  std::vector<std::string> by_model;
  for (const Span& s : with.entities) {
    if (s.recognizer == "token_classifier") {
      EXPECT_EQ(s.type, "PERSON");
      EXPECT_GE(*s.score, 0.5);
      by_model.push_back(text.substr(s.start, s.size()));
    }
  }
  EXPECT_EQ(by_model, (std::vector<std::string>{"Tamsin Raghunathan", "Halvard"}));
  // Every rule span is still there.
  EXPECT_EQ(with.entities.size(), without.entities.size() + 2);
  for (const Span& s : without.entities) EXPECT_NE(std::find(with.entities.begin(), with.entities.end(), s), with.entities.end());
}

// --gpu-layers reaches the --ner model: a CPU build offloads nothing, so
// the output is the one without it, names from the model included.
TEST(TokenClassifierNerTest, GpuLayersAreAcceptedForTheModel) {
  testing::TempDir dir;
  testing::WriteText(dir.File("in.jsonl"),
                     "{\"id\":\"a\",\"text\":\"Ingrid Solvang told the court that Halvard had left in May.\"}\n");
  ASSERT_EQ(testing::RunCli(dir, "detect --ner bert --in in.jsonl --out plain.jsonl -q"), 0)
      << testing::ReadText(dir.File(".err"));
  ASSERT_EQ(testing::RunCli(dir, "detect --ner bert --gpu-layers -1 --in in.jsonl --out gpu.jsonl -q"), 0)
      << testing::ReadText(dir.File(".err"));
  const std::string plain = testing::ReadText(dir.File("plain.jsonl"));
  EXPECT_NE(plain.find("\"token_classifier\""), std::string::npos) << plain;
  EXPECT_EQ(testing::ReadText(dir.File("gpu.jsonl")), plain);
}

}  // namespace
}  // namespace privtext::detect
