#include <gtest/gtest.h>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

SuffixArray Corpus() {
  auto sa = SuffixArray::Build({"The quick brown fox jumps over the lazy dog", "a b c d e", "Quickly now"});
  EXPECT_TRUE(sa);
  return std::move(*sa);
}

TEST(SuffixArrayTest, LongestMatchesAreWordAligned) {
  const auto sa = Corpus();
  const auto words = [](std::string_view s) { return ExtractionWords(s); };
  EXPECT_EQ(sa.LongestPrefixMatch(words("xx QUICK brown fox jumps yy"), 1), 4u);
  EXPECT_EQ(sa.LongestPrefixMatch(words("lazy dog a b"), 0), 2u);  // never across documents
  EXPECT_EQ(sa.LongestPrefixMatch(words("quic brown"), 0), 0u);    // not a word of the corpus
  EXPECT_EQ(sa.LongestPrefixMatch(words("quick"), 0), 1u);         // also the start of "quickly"
  EXPECT_EQ(sa.LongestPrefixMatch(words("uick brown"), 0), 0u);    // inside a word
  EXPECT_EQ(sa.LongestPrefixMatch(words("b c d e f"), 0), 4u);
  EXPECT_EQ(sa.LongestPrefixMatch(words("the"), 0), 1u);
  EXPECT_EQ(sa.LongestPrefixMatch(words("now"), 0), 1u);
  EXPECT_EQ(sa.LongestPrefixMatch({}, 0), 0u);
  EXPECT_EQ(sa.suffixes(), 9u + 5u + 2u);  // one per word
}

// Python: len(zlib.compress(s.encode())) / len(s).
TEST(ExtractionTest, CompressionRatioMatchesZlib) {
  EXPECT_NEAR(CompressionRatio("the quick brown fox jumps over the lazy dog"), 1.1627906976744187, 1e-15);
  std::string repeated;
  for (int i = 0; i < 8; ++i) repeated += std::string(i ? " " : "") + "new york university school of medicine";
  EXPECT_NEAR(CompressionRatio(repeated), 0.16720257234726688, 1e-15);
  // Digits 1-9 become 0 first (seed 001, A.2.2).
  EXPECT_NEAR(CompressionRatio("page 12 page 13 page 14 page 15 page 16 page 17"), 0.40425531914893614, 1e-15);
  EXPECT_EQ(CompressionRatio(""), 0);
}

TEST(ExtractionTest, MatchesOfAtLeastNWordsAndTheFilter) {
  std::string repetitive;
  for (int i = 0; i < 8; ++i) repetitive += "new york university school of medicine ";
  auto sa = SuffixArray::Build({"The quick brown fox jumps over the lazy dog", "a b c d e", repetitive});
  ASSERT_TRUE(sa);
  ExtractionOptions o;
  o.min_words = 3;
  const auto r = ExtractionAttack(*sa,
                                  {"I saw the quick brown fox jumps today and a b c", "nothing to see",
                                   "again the quick brown fox", repetitive},
                                  o);
  EXPECT_EQ(r.outputs, 4u);
  EXPECT_EQ(r.outputs_with_extraction, 2u);
  EXPECT_EQ(r.total_extracted, 3u);
  EXPECT_EQ(r.filtered_compressible, 1u);  // the repetitive string (ratio 0.167)
  EXPECT_EQ(r.unique_extracted,
            (std::vector<std::string>{"a b c", "the quick brown fox", "the quick brown fox jumps"}));
}

}  // namespace
}  // namespace privtext::audit
