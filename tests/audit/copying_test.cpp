#include <gtest/gtest.h>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

TEST(RougeTest, TokenisationFollowsRougeScore) {
  EXPECT_EQ(RougeTokens("Zoë Underhill — a LAWYER (practising) at Orrin-Pharmaceuticals!"),
            (std::vector<std::string>{"zo", "underhill", "a", "lawyer", "practising", "at", "orrin", "pharmaceuticals"}));
  EXPECT_TRUE(RougeTokens(" --- ").empty());
}

// Expected values from Google's rouge-score 0.1.2 (RougeScorer(['rouge2',
// 'rougeL'], use_stemmer=False).score(reference, candidate)), run here.
struct RougeCase {
  const char* reference;
  const char* candidate;
  double r2_p, r2_r, r2_f, rl_p, rl_r, rl_f;
};

TEST(RougeTest, MatchesTheReferencePackage) {
  const RougeCase cases[] = {
      {"The applicant, Mr Ulla Eskildsen, was born in 1967 and lives in Stillbrook.",
       "The applicant was born in 1967; he lives in Norhaven and works in Stillbrook.", 0.46153846153846156, 0.5,
       0.48000000000000004, 0.6428571428571429, 0.69230769230769229, 0.66666666666666663},
      {"the cat sat on the mat the cat", "the cat the cat sat", 0.75, 0.42857142857142855, 0.54545454545454541,
       0.80000000000000004, 0.5, 0.61538461538461542},
      {"Zoë Underhill — a lawyer (practising) at Orrin-Pharmaceuticals!", "zo underhill a LAWYER at orrin pharmaceuticals",
       0.83333333333333337, 0.7142857142857143, 0.76923076923076916, 1, 0.875, 0.93333333333333335},
      {"a b", "c d", 0, 0, 0, 0, 0, 0},
  };
  for (const auto& c : cases) {
    const auto r2 = RougeN(c.reference, c.candidate, 2), rl = RougeL(c.reference, c.candidate);
    EXPECT_NEAR(r2.precision, c.r2_p, 1e-15) << c.candidate;
    EXPECT_NEAR(r2.recall, c.r2_r, 1e-15) << c.candidate;
    EXPECT_NEAR(r2.f1, c.r2_f, 1e-15) << c.candidate;
    EXPECT_NEAR(rl.precision, c.rl_p, 1e-15) << c.candidate;
    EXPECT_NEAR(rl.recall, c.rl_r, 1e-15) << c.candidate;
    EXPECT_NEAR(rl.f1, c.rl_f, 1e-15) << c.candidate;
  }
  EXPECT_EQ(RougeL("", "x").f1, 0);
}

TEST(RougeTest, MaxOverReferences) {
  const auto best = MaxRouge({"a b c d", "the cat sat on the mat", "x y"}, "the cat sat on a mat");
  EXPECT_EQ(best.best_rouge2, 1u);
  EXPECT_EQ(best.best_rougeL, 1u);
  EXPECT_NEAR(best.rougeL, 5.0 / 6, 1e-15);  // LCS 5 of 6 tokens each side
  EXPECT_NEAR(best.rouge2, 0.6, 1e-15);      // 3 of 5 bigrams each side
}

// Seed 001, A.1: "(Tom) has been lived in Canada for 10 years." against
// "(Tom) likes Canada and U.S." -> [lived, Canada, 10, years] vs
// [likes, Canada, U.S.]: distance 3 (two substitutions, one deletion) / 4.
TEST(LevenshteinTest, SeedWorkedExample) {
  EXPECT_EQ(ContentWords("has been lived in Canada for 10 years."),
            (std::vector<std::string>{"lived", "Canada", "10", "years"}));
  EXPECT_EQ(ContentWords("likes Canada and U.S."), (std::vector<std::string>{"likes", "Canada", "U.S."}));
  EXPECT_DOUBLE_EQ(ContentLevenshtein("has been lived in Canada for 10 years.", "likes Canada and U.S."), 0.75);
}

TEST(LevenshteinTest, Properties) {
  EXPECT_EQ(NormalizedLevenshtein({}, {}), 0);
  EXPECT_EQ(NormalizedLevenshtein({"a"}, {}), 1);
  EXPECT_EQ(NormalizedLevenshtein({"a", "b", "c"}, {"a", "b", "c"}), 0);
  EXPECT_DOUBLE_EQ(NormalizedLevenshtein({"a", "b", "c", "d"}, {"b", "c", "d", "e"}), 0.5);  // delete a, insert e
  EXPECT_TRUE(IsFunctionWord("the"));
  EXPECT_TRUE(IsFunctionWord("because"));
  EXPECT_FALSE(IsFunctionWord("court"));
  EXPECT_TRUE(ContentWords("— , . !").empty());
}

// Hand-checked: output 0 is ref 1 with one word changed (ROUGE as in
// MaxOverReferences; content words [cat, sat, mat] on both sides), output 1
// copies ref 2, output 2 shares nothing with any reference.
TEST(CopyingTest, MeansAndMaximaOverOutputs) {
  const std::vector<std::string> refs = {"a b c d", "the cat sat on the mat", "x y"};
  const auto r = MeasureCopying(refs, {"the cat sat on a mat", "x y", "purple elephants"});
  ASSERT_EQ(r.per_output.size(), 3u);
  EXPECT_EQ(r.references, 3u);
  EXPECT_EQ(r.per_output[1].rouge.best_rougeL, 2u);
  EXPECT_DOUBLE_EQ(r.per_output[0].min_levenshtein, 0);
  EXPECT_DOUBLE_EQ(r.per_output[2].min_levenshtein, 1);
  EXPECT_NEAR(r.mean_rouge2, (0.6 + 1 + 0) / 3, 1e-15);
  EXPECT_NEAR(r.mean_rougeL, (5.0 / 6 + 1 + 0) / 3, 1e-15);
  EXPECT_DOUBLE_EQ(r.max_rouge2, 1);
  EXPECT_DOUBLE_EQ(r.max_rougeL, 1);
  EXPECT_NEAR(r.mean_min_levenshtein, 1.0 / 3, 1e-15);

  const auto none = MeasureCopying({}, {"anything"});  // nothing to copy from
  EXPECT_DOUBLE_EQ(none.per_output[0].min_levenshtein, 1);
  EXPECT_DOUBLE_EQ(none.mean_rougeL, 0);
  EXPECT_TRUE(MeasureCopying(refs, {}).per_output.empty());
}

}  // namespace
}  // namespace privtext::audit
