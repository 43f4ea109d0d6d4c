#include <gtest/gtest.h>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

int CountBlanks(const std::string& s) {
  int n = 0;
  for (std::size_t p = s.find("___"); p != std::string::npos; p = s.find("___", p + 3)) ++n;
  return n;
}

// MASK% = 30% of ten words is three blanks; the other words and the spacing stay.
TEST(MaskWordsTest, MasksTheShareAndKeepsTheRest) {
  const std::string text = "one two  three four\nfive six seven eight nine ten";
  const std::string masked = MaskWords(text, 0.3, 7);
  EXPECT_EQ(CountBlanks(masked), 3);
  EXPECT_EQ(masked, MaskWords(text, 0.3, 7));  // seeded
  EXPECT_NE(masked.find('\n'), std::string::npos);
  EXPECT_NE(masked.find("  "), std::string::npos);
  EXPECT_EQ(MaskWords(text, 0, 7), text);
  EXPECT_EQ(MaskWords(text, 1, 7), "___ ___  ___ ___\n___ ___ ___ ___ ___ ___");
  EXPECT_EQ(MaskWords("", 0.5, 1), "");
}

// Seed 002, App. B (Figure 3): three samples, then the fourth is generated.
TEST(PromptTest, ExpandFollowsTheSeedsFormat) {
  EXPECT_EQ(ExpandPrompt({"A.", "B b.", "C."}),
            "List of 6 diverse original text samples:\n\n"
            "Original Text Sample 1\nA.\n\n"
            "Original Text Sample 2\nB b.\n\n"
            "Original Text Sample 3\nC.\n\n"
            "Original Text Sample 4\n");
  EXPECT_NE(ParaphrasePrompt("x", 0.3).find("about 30% of its words"), std::string::npos);
  EXPECT_NE(MaskFillPrompt("a ___ c").find("Text with blanks: a ___ c\n\nFilled-in text:"), std::string::npos);
  EXPECT_EQ(InitialPrompt("court ruling"), "Below is one court ruling.\n\n");
}

TEST(PromptTest, CleanCompletion) {
  EXPECT_EQ(CleanCompletion("  Paraphrase: \"The court ruled.\" \n"), "The court ruled.");
  EXPECT_EQ(CleanCompletion("text: hello"), "hello");
  EXPECT_EQ(CleanCompletion(" \n "), "");
  EXPECT_EQ(CleanCompletion("Plain."), "Plain.");
  // The demo's gemma3-270m samples began with markup like this.
  EXPECT_EQ(CleanCompletion("<strong>May 18, 2015</strong> \u2013 On June 13, 2014, the court"),
            "May 18, 2015 \u2013 On June 13, 2014, the court");
  EXPECT_EQ(CleanCompletion("<i>In 1988 a woman sued.</i> <strong><em>"), "In 1988 a woman sued.");
}

TEST(PromptTest, StripMarkupRemovesTagsOnly) {
  EXPECT_EQ(StripMarkup("<p>One.</p><p>Two.<br/>Three.</p>"), "One.\nTwo.\nThree.\n");
  EXPECT_EQ(StripMarkup("See <a href=\"https://x.org/a b\" class=link>the order</a>."), "See the order.");
  EXPECT_EQ(StripMarkup("<SPAN style='color: red'>red</SPAN>"), "red");
  // Text that only looks like markup stays.
  for (const char* text : {"a <b and c> d", "x < y > z", "<Person_[abc]>", "<unknown>", "<b", "<a href=>x",
                           "1 <i 2"}) {
    EXPECT_EQ(StripMarkup(text), text);
  }
}

TEST(VariationKindTest, Parse) {
  EXPECT_EQ(*ParseVariationKind("mask-fill"), VariationKind::kMaskFill);
  EXPECT_EQ(*ParseVariationKind("paraphrase"), VariationKind::kParaphrase);
  EXPECT_FALSE(ParseVariationKind("diffusion"));
}

// The lookahead mean of variations is shorter than a unit vector, so votes
// go by Euclidean distance, not by inner product: (0.6, 0.4) is nearer to
// (0.5, 0.5) (distance^2 0.02) than to (1, 0) (0.32), though its inner
// product with (1, 0) is larger (0.6 vs 0.5).
TEST(NearestNeighboursTest, EuclideanForVectorsOfAnyLength) {
  const Embeddings priv{1, 2, {0.6f, 0.4f}};
  const Embeddings syn{2, 2, {1.0f, 0.0f, 0.5f, 0.5f}};
  EXPECT_EQ(*NearestNeighbours(priv, syn), (std::vector<std::uint32_t>{1}));
}

}  // namespace
}  // namespace privtext::synth
