// Tests of the embedded llama.cpp backend with the real small models
// (label `model`; scripts/test pulls them first with `privtext model pull`).
#include <cctype>
#include <cmath>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "privtext/model.h"
#include "test_util.h"

namespace privtext::model {
namespace {

std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

double Cosine(const std::vector<float>& a, const std::vector<float>& b) {
  double dot = 0, na = 0, nb = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    dot += static_cast<double>(a[i]) * b[i];
    na += static_cast<double>(a[i]) * a[i];
    nb += static_cast<double>(b[i]) * b[i];
  }
  return dot / std::sqrt(na * nb);
}

BackendOptions Small() {
  BackendOptions o;
  o.context_size = 2048;
  o.parallel = 3;
  return o;
}

class GeneratorTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    auto g = OpenGenerator("gemma3-270m", Small());
    ASSERT_TRUE(g) << g.error().message();
    generator_ = std::move(*g);
  }
  static void TearDownTestSuite() { generator_.reset(); }
  static std::string One(const std::string& prompt, const GenerationParams& p) {
    auto out = generator_->Generate({prompt}, p);
    EXPECT_TRUE(out) << (out ? "" : out.error().message());
    return out ? (*out)[0].text : "";
  }
  static std::unique_ptr<Generator> generator_;
};
std::unique_ptr<Generator> GeneratorTest::generator_;

TEST_F(GeneratorTest, SameSeedSameText) {
  GenerationParams p;
  p.max_tokens = 24;
  p.temperature = 0.9f;
  p.seed = 1234;
  const std::string a = One("Write one sentence about a court hearing:", p);
  const std::string b = One("Write one sentence about a court hearing:", p);
  EXPECT_FALSE(a.empty());
  EXPECT_EQ(a, b);
}

// Prompt i is sampled with seed + i: a batch of one repeated prompt (as
// Private Evolution sends when it drew a sample twice) gives different
// texts, and prompt 1 of a batch matches a lone call with seed + 1.
TEST_F(GeneratorTest, RepeatedPromptsInABatchDiffer) {
  GenerationParams p;
  p.max_tokens = 24;
  p.temperature = 1.0f;
  p.seed = 77;
  const std::string prompt = "Write one sentence about a court hearing:";
  auto out = generator_->Generate({prompt, prompt, prompt}, p);
  ASSERT_TRUE(out) << out.error().message();
  EXPECT_NE((*out)[0].text, (*out)[1].text);
  EXPECT_NE((*out)[1].text, (*out)[2].text);
  p.seed = 78;
  EXPECT_EQ(One(prompt, p), (*out)[1].text);
}

TEST_F(GeneratorTest, BatchedPromptsComeBackInOrder) {
  GenerationParams p;
  p.max_tokens = 8;
  p.temperature = 0;
  std::vector<std::string> prompts;
  for (int i = 0; i < 7; ++i) {
    prompts.push_back("Count: " + std::to_string(10 * i) + ", " + std::to_string(10 * i + 1) + ", " +
                      std::to_string(10 * i + 2) + ",");
  }
  auto out = generator_->Generate(prompts, p);
  ASSERT_TRUE(out) << out.error().message();
  ASSERT_EQ(out->size(), prompts.size());
  for (const auto& c : *out) {
    EXPECT_GT(c.tokens, 0);
    EXPECT_TRUE(c.finish_reason == "length" || c.finish_reason == "stop");
  }
  // Each completion continues its own prompt's count: completion i belongs to prompt i.
  for (int i = 0; i < 7; ++i) {
    EXPECT_NE((*out)[i].text.find(std::to_string(10 * i + 3)), std::string::npos)
        << "prompt " << i << " -> " << (*out)[i].text;
  }
}

// Seed 004 §2.2: a banned identifier never appears, whatever its case or the
// tokens that spell it.
TEST_F(GeneratorTest, BannedStringsNeverAppear) {
  GenerationParams p;
  p.max_tokens = 40;
  p.temperature = 0;
  const std::string prompt = "Q: What is the capital of France?\nA: The capital of France is";
  const std::string free_text = One(prompt, p);
  ASSERT_NE(Lower(free_text).find("paris"), std::string::npos) << "the prompt no longer elicits the word: " << free_text;
  p.banned = {"Paris"};
  for (std::uint32_t seed : {1u, 2u, 3u}) {
    p.seed = seed;
    p.temperature = seed == 1 ? 0.0f : 1.0f;
    const std::string text = One(prompt, p);
    EXPECT_EQ(Lower(text).find("paris"), std::string::npos) << text;
  }
}

TEST_F(GeneratorTest, StopStringsEndTheText) {
  GenerationParams p;
  p.max_tokens = 64;
  p.temperature = 0;
  p.stop = {"."};
  const std::string text = One("The court found that", p);
  EXPECT_EQ(text.find('.'), std::string::npos) << text;
}

TEST_F(GeneratorTest, JsonSchemaOutputParses) {
  GenerationParams p;
  p.max_tokens = 80;
  p.temperature = 0.7f;
  p.json_schema = R"({"type":"object","properties":{"name":{"type":"string","maxLength":20},"age":{"type":"integer"}},"required":["name","age"]})";
  const std::string text = One("Invent a person. Answer in JSON with name and age:", p);
  nlohmann::json j;
  ASSERT_NO_THROW(j = nlohmann::json::parse(text)) << text;
  EXPECT_TRUE(j["name"].is_string());
  EXPECT_TRUE(j["age"].is_number_integer());
  GenerationParams bad = p;
  bad.json_schema = "{not json";
  EXPECT_FALSE(generator_->Generate({"x"}, bad));
}

TEST(EmbedderTest, SimilarSentencesAreCloser) {
  auto e = OpenEmbedder("all-minilm-l6-v2", Small());
  ASSERT_TRUE(e) << e.error().message();
  EXPECT_EQ((*e)->dimensions(), 384);
  auto v = (*e)->Embed({"The court dismissed the appeal.", "The judges rejected the appeal.",
                        "Bananas are rich in potassium."});
  ASSERT_TRUE(v) << v.error().message();
  ASSERT_EQ(v->size(), 3u);
  for (const auto& x : *v) {
    double norm = 0;
    for (float y : x) norm += static_cast<double>(y) * y;
    EXPECT_NEAR(norm, 1.0, 1e-4);  // L2-normalised
  }
  EXPECT_GT(Cosine((*v)[0], (*v)[1]), Cosine((*v)[0], (*v)[2]) + 0.2);
}

// sentence-transformers cuts all-MiniLM-L6-v2's input at 256 tokens
// (max_seq_length), not at BERT's 512 positions: what follows token 256
// changes nothing, what comes before it changes the vector.
TEST(EmbedderTest, CutsAtTheSentenceTransformersWindow) {
  auto e = OpenEmbedder("all-minilm-l6-v2", Small());
  ASSERT_TRUE(e) << e.error().message();
  std::string head;
  for (int i = 0; i < 100; ++i) head += "court case " + std::to_string(i) + " ";  // ~300 word pieces
  auto v = (*e)->Embed({head + "The applicant won.", head + "Bananas are rich in potassium and ripen fast.",
                        "Bananas are rich in potassium. " + head});
  ASSERT_TRUE(v) << v.error().message();
  EXPECT_NEAR(Cosine((*v)[0], (*v)[1]), 1.0, 1e-6);  // differs only past token 256
  EXPECT_LT(Cosine((*v)[0], (*v)[2]), 0.999);         // differs inside the window
}

// Against embeddings computed without llama.cpp or the importer: a NumPy
// BERT over the original safetensors (scripts/reference_embeddings.py).
TEST(EmbedderTest, MatchesIndependentReference) {
  const auto ref = nlohmann::json::parse(testing::ReadText(testing::TestDataDir() + "/minilm_reference.json"));
  auto e = OpenEmbedder("all-minilm-l6-v2", Small());
  ASSERT_TRUE(e) << e.error().message();
  std::vector<std::string> texts;
  for (const auto& s : ref["sentences"]) texts.push_back(s["text"]);
  auto v = (*e)->Embed(texts);
  ASSERT_TRUE(v) << v.error().message();
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const auto expected = ref["sentences"][i]["embedding"].get<std::vector<float>>();
    EXPECT_GE(Cosine((*v)[i], expected), 0.99) << "sentence " << i << ": " << texts[i];
  }
}

// Texts are packed into batches of about 1,024 tokens (whole texts, several
// batches here); each gets the vector it gets alone.
TEST(EmbedderTest, TextsEmbeddedTogetherGetWhatTheyGetAlone) {
  auto e = OpenEmbedder("all-minilm-l6-v2", Small());
  ASSERT_TRUE(e) << e.error().message();
  std::vector<std::string> texts;
  for (int i = 0; i < 30; ++i) {
    std::string t = "Judgment " + std::to_string(i) + ":";
    for (int j = 0; j < i * 3; ++j) t += " the applicant complained of case " + std::to_string(j) + ";";
    texts.push_back(t);
  }
  auto together = (*e)->Embed(texts);
  ASSERT_TRUE(together) << together.error().message();
  ASSERT_EQ(together->size(), texts.size());
  for (std::size_t i = 0; i < texts.size(); ++i) {
    auto alone = (*e)->Embed({texts[i]});
    ASSERT_TRUE(alone);
    EXPECT_GT(Cosine((*together)[i], alone->front()), 0.9999) << "text " << i;
    if (i > 0) {
      EXPECT_LT(Cosine((*together)[i], (*together)[0]), 0.99) << "text " << i;  // not one vector for all
    }
  }
}

TEST(ScorerTest, NaturalTextIsLessPerplexing) {
  auto s = OpenScorer("gemma3-270m", Small());
  ASSERT_TRUE(s) << s.error().message();
  auto natural = (*s)->Score("", "The court dismissed the appeal and ordered the applicant to pay costs.");
  auto shuffled = (*s)->Score("", "costs appeal the pay court applicant ordered and the dismissed to The.");
  ASSERT_TRUE(natural && shuffled);
  EXPECT_LT(natural->perplexity, shuffled->perplexity);
  for (const auto& t : natural->tokens) EXPECT_LE(t.logprob, 0.0);
  auto paris = (*s)->Score("The capital of France is", " Paris");
  auto potato = (*s)->Score("The capital of France is", " potato");
  ASSERT_TRUE(paris && potato);
  EXPECT_GT(paris->total_logprob, potato->total_logprob);
  EXPECT_EQ(paris->tokens.size(), 1u);
}

TEST(ModelErrorsTest, ClearErrors) {
  auto missing = OpenGenerator("/nonexistent/model.gguf");
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.error().message().find("does not exist"), std::string::npos);
  auto unknown = OpenGenerator("no-such-model");
  ASSERT_FALSE(unknown);
  EXPECT_NE(unknown.error().message().find("no model named"), std::string::npos);
}

}  // namespace
}  // namespace privtext::model
