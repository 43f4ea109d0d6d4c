// audit::EvaluateLanguageModel with a scripted Scorer: each byte is a token
// scored log(1/2) (one bit), and a token counts as the model's top choice
// when it is a vowel; a scorer with a small context makes long chunks split.
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

class ByteScorer : public model::Scorer {
 public:
  explicit ByteScorer(std::size_t context = 1000) : context_(context) {}
  Result<model::ScoredText> Score(std::string_view prefix, std::string_view text) override {
    EXPECT_TRUE(prefix.empty());
    chunks.emplace_back(text);
    if (text.size() > context_) return MakeError(ErrorCode::kInvalidArgument, "text of many tokens exceeds the context");
    if (text.size() < 2) return MakeError(ErrorCode::kInvalidArgument, "nothing to score: empty continuation");
    model::ScoredText out;
    for (std::size_t i = 1; i < text.size(); ++i) {  // the first token has no context
      const bool vowel = std::string_view("aeiou").find(text[i]) != std::string_view::npos;
      out.tokens.push_back({std::string(1, text[i]), -std::numbers::ln2, vowel});
      out.total_logprob -= std::numbers::ln2;
    }
    return out;
  }
  std::vector<std::string> chunks;

 private:
  std::size_t context_;
};

TEST(LanguageModelEvalTest, OneBitPerByteIsPerplexityTwo) {
  ByteScorer scorer;
  auto e = EvaluateLanguageModel(scorer, {"banana", "kiwi"});
  ASSERT_TRUE(e) << e.error().message();
  EXPECT_EQ(e->documents, 2u);
  EXPECT_EQ(e->chunks, 2u);
  EXPECT_EQ(e->tokens, 5u + 3u);  // "anana", "iwi"
  EXPECT_EQ(e->bytes, 8u);
  EXPECT_EQ(e->correct, 3u + 2u);  // a, a, a; i, i
  EXPECT_NEAR(e->perplexity(), 2.0, 1e-12);
  EXPECT_NEAR(e->bits_per_byte(), 1.0, 1e-12);
  EXPECT_DOUBLE_EQ(e->next_token_accuracy(), 5.0 / 8.0);
}

TEST(LanguageModelEvalTest, ChunksAtWhiteSpaceAndSplitsWhatTheContextRefuses) {
  ByteScorer scorer(/*context=*/20);
  const std::string text = "the quick brown fox jumps over the lazy dog again and again";  // 59 bytes
  LanguageModelEvalOptions o;
  o.chunk_bytes = 40;
  auto e = EvaluateLanguageModel(scorer, {text}, o);
  ASSERT_TRUE(e) << e.error().message();
  // Every byte is in exactly one scored chunk, and every chunk but the
  // refused ones fits the context and ends after a space (or the text).
  std::string joined;
  std::size_t refused = 0;
  for (const auto& c : scorer.chunks) {
    if (c.size() > 20) {
      ++refused;
      continue;
    }
    joined += c;
    EXPECT_TRUE(c.back() == ' ' || &c == &scorer.chunks.back()) << c;
  }
  EXPECT_EQ(joined, text);
  EXPECT_GE(refused, 1u);
  EXPECT_EQ(e->chunks, scorer.chunks.size() - refused);
  EXPECT_EQ(e->bytes, text.size() - e->chunks);  // each chunk's first byte is not scored
}

TEST(LanguageModelEvalTest, OtherScorerErrorsStopTheRun) {
  class Broken : public model::Scorer {
   public:
    Result<model::ScoredText> Score(std::string_view, std::string_view) override {
      return MakeError(ErrorCode::kIo, "server went away");
    }
  } broken;
  auto e = EvaluateLanguageModel(broken, {"some text"});
  ASSERT_FALSE(e);
  EXPECT_EQ(e.error().message(), "server went away");
  ByteScorer scorer;
  LanguageModelEvalOptions tiny;
  tiny.chunk_bytes = 4;
  EXPECT_FALSE(EvaluateLanguageModel(scorer, {"x"}, tiny));
}

}  // namespace
}  // namespace privtext::audit
