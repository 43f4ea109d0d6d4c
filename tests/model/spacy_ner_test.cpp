// The in-process spaCy NER against spaCy itself (label `spacy`: needs
// `privtext model pull en-core-web-sm`, no llama.cpp): the same tokens and
// the same entities as spaCy 3.8.7 gives with en_core_web_sm 3.8.0's NER, on
// the texts of tests/data/spacy_reference.json (scripts/spacy_reference.py),
// some longer than the recognizer's chunk of tokens.
#include "model/spacy_ner.h"

#include <gtest/gtest.h>

#include <cblas.h>

#include <algorithm>
#include <thread>
#include <nlohmann/json.hpp>

#include "model/spacy_tokenizer.h"
#include "privtext/detect.h"
#include "privtext/model.h"
#include "test_util.h"

namespace privtext::model {
namespace {

nlohmann::json Reference() {
  auto text = ReadFile(testing::TestDataDir() + "/spacy_reference.json");
  EXPECT_TRUE(text.has_value());
  return nlohmann::json::parse(text.value_or("{}"));
}

// Byte offsets of every code point offset of `text` (and of its end).
std::vector<std::size_t> ByteOffsets(std::string_view text) {
  std::vector<std::size_t> out;
  for (std::size_t pos = 0; pos < text.size();) {
    out.push_back(pos);
    utf8::DecodeAt(text, pos);
  }
  out.push_back(text.size());
  return out;
}

std::string PulledPath() {
  auto model = FindRegistryModel("en-core-web-sm");
  EXPECT_TRUE(model.has_value());
  const auto path = model ? model::PulledPath(*model) : std::nullopt;
  EXPECT_TRUE(path.has_value()) << "run: privtext model pull en-core-web-sm";
  return path.value_or("");
}

TEST(SpacyNerTest, TokensAreSpacys) {
  auto bundle = spacy::ReadBundle(PulledPath());
  ASSERT_TRUE(bundle.has_value()) << bundle.error().message();
  auto rules = spacy::ReadTokenizerRules(bundle->tokenizer);
  ASSERT_TRUE(rules.has_value()) << rules.error().message();
  EXPECT_GT(rules->specials.size(), 1000u);
  auto tokenizer = spacy::Tokenizer::Create(*rules);
  ASSERT_TRUE(tokenizer.has_value()) << tokenizer.error().message();
  const auto ref = Reference();
  ASSERT_GE(ref["texts"].size(), 15u);
  std::size_t compared = 0;
  for (const auto& t : ref["texts"]) {
    const std::string text = t["text"];
    const auto bytes = ByteOffsets(text);
    const auto tokens = tokenizer->Tokenize(text);
    ASSERT_EQ(tokens.size(), t["tokens"].size()) << text;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const auto& want = t["tokens"][i];
      EXPECT_EQ(tokens[i].start, bytes[want[0].get<std::size_t>()]) << text << " token " << i;
      EXPECT_EQ(tokens[i].end, bytes[want[1].get<std::size_t>()]) << text << " token " << i;
      if (!tokens[i].norm.empty()) {
        EXPECT_EQ(tokens[i].norm, want[2].get<std::string>()) << text << " token " << i;
      }
      ++compared;
    }
  }
  EXPECT_GT(compared, 1000u);
}

TEST(SpacyNerTest, EntitiesAreSpacys) {
  auto recognizer = OpenEntityRecognizer("en-core-web-sm");
  ASSERT_TRUE(recognizer.has_value()) << recognizer.error().message();
  EXPECT_EQ((*recognizer)->labels().size(), 18u);
  const auto ref = Reference();
  std::size_t entities = 0;
  // Texts of one chunk, and texts longer than one (2,048 tokens): a date
  // across the chunks' boundary, and 6,926 tokens of the sample corpus.
  auto texts = ref["texts"];
  ASSERT_EQ(ref["long_texts"].size(), 2u);
  for (const auto& t : ref["long_texts"]) texts.push_back(t);
  for (const auto& t : texts) {
    const std::string text = t["text"];
    const auto bytes = ByteOffsets(text);
    std::vector<std::tuple<std::size_t, std::size_t, std::string>> want, got;
    for (const auto& e : t["entities"]) {
      want.emplace_back(bytes[e[0].get<std::size_t>()], bytes[e[1].get<std::size_t>()],
                        e[2].get<std::string>());
    }
    for (const RecognizedEntity& e : (*recognizer)->Recognize(text)) {
      got.emplace_back(e.start, e.end, e.label);
      EXPECT_GT(e.score, 0.0f);
      EXPECT_LE(e.score, 1.0f);
    }
    EXPECT_EQ(got, want) << text;
    entities += want.size();
  }
  EXPECT_GT(entities, 1000u);
}

// While a recognizer is open OpenBLAS runs one thread (its products are too
// small to split, and documents run in parallel instead); the last
// recognizer to close gives back the caller's setting.
TEST(SpacyNerTest, OpenBlasRunsOneThreadWhileARecognizerIsOpen) {
  openblas_set_num_threads(2);
  ASSERT_EQ(openblas_get_num_threads(), 2);
  auto first = OpenEntityRecognizer("en-core-web-sm");
  ASSERT_TRUE(first.has_value()) << first.error().message();
  EXPECT_EQ(openblas_get_num_threads(), 1);
  auto second = OpenEntityRecognizer("en-core-web-sm");
  ASSERT_TRUE(second.has_value());
  first->reset();
  EXPECT_EQ(openblas_get_num_threads(), 1);
  second->reset();
  EXPECT_EQ(openblas_get_num_threads(), 2);
}

// One recognizer on two threads at once gives each text the entities it
// gives alone (DetectDocument no longer serialises its calls).
TEST(SpacyNerTest, ThreadsShareOneRecognizer) {
  auto recognizer = OpenEntityRecognizer("en-core-web-sm");
  ASSERT_TRUE(recognizer.has_value()) << recognizer.error().message();
  const auto ref = Reference();
  std::vector<std::string> texts;
  for (const auto& t : ref["texts"]) texts.push_back(t["text"]);
  std::vector<std::vector<RecognizedEntity>> alone, shared(texts.size());
  for (const std::string& text : texts) alone.push_back((*recognizer)->Recognize(text));
  auto run = [&](std::size_t first) {
    for (std::size_t i = first; i < texts.size(); i += 2) shared[i] = (*recognizer)->Recognize(texts[i]);
  };
  std::thread a(run, 0), b(run, 1);
  a.join();
  b.join();
  std::size_t entities = 0;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    ASSERT_EQ(shared[i].size(), alone[i].size()) << texts[i];
    for (std::size_t k = 0; k < alone[i].size(); ++k) {
      EXPECT_EQ(shared[i][k].start, alone[i][k].start);
      EXPECT_EQ(shared[i][k].end, alone[i][k].end);
      EXPECT_EQ(shared[i][k].label, alone[i][k].label);
      EXPECT_EQ(shared[i][k].score, alone[i][k].score);
    }
    entities += alone[i].size();
  }
  EXPECT_GT(entities, 50u);
}

TEST(SpacyNerTest, DetectNerSpacyAddsCalibratedSpans) {
  auto ner = detect::OpenEntityModel("spacy");
  ASSERT_TRUE(ner.has_value()) << ner.error().message();
  const std::string text =
      "The hearing was adjourned until 14 March 2003, when Halvard Ruud paid NOK 400,000.";
  auto spans = (*ner)->Entities(text);
  ASSERT_TRUE(spans.has_value()) << spans.error().message();
  std::vector<std::pair<std::string, std::string>> found;
  for (const Span& s : *spans) {
    found.emplace_back(text.substr(s.start, s.size()), s.type);
    EXPECT_EQ(s.recognizer, "spacy_ner");
    EXPECT_GT(*s.score, 0.0);
  }
  EXPECT_NE(std::find(found.begin(), found.end(),
                      std::make_pair(std::string("14 March 2003"), std::string("DATE_TIME"))),
            found.end());
  EXPECT_NE(std::find(found.begin(), found.end(),
                      std::make_pair(std::string("Halvard Ruud"), std::string("PERSON"))),
            found.end());
  // A bundle that is not one is refused in one line that names the file.
  testing::TempDir dir;
  testing::WriteText(dir.File("x.msgpack"), "not a bundle");
  auto bad = OpenEntityRecognizer(dir.File("x.msgpack"));
  ASSERT_FALSE(bad.has_value());
  EXPECT_NE(bad.error().message().find(dir.File("x.msgpack")), std::string::npos)
      << bad.error().message();
}

}  // namespace
}  // namespace privtext::model
