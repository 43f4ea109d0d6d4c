#include "core/json_scan.h"

#include <random>
#include <string>

#include <gtest/gtest.h>

namespace privtext::internal {
namespace {

TEST(SkipNestedValueTest, FindsTheClosingBracket) {
  EXPECT_EQ(SkipNestedValue("[]", 0), 1u);
  EXPECT_EQ(SkipNestedValue(R"({"a":[1,{"b":"]"}]},)", 0), 18u);
  EXPECT_EQ(SkipNestedValue(R"([1,[2],"[",3])", 3), 5u);  // the inner array
  EXPECT_EQ(SkipNestedValue("[[", 0), 2u);                // not closed
  // Longer than a block: brackets and an escaped quote inside strings, on
  // both sides of the 64-byte boundaries.
  const std::string filler(70, 'x');
  const std::string value = R"([{"s":")" + filler + R"(]}\"]}"},{"t":[)" + filler + R"(]}])";
  const std::string line = value + R"(,"after":"]")";
  EXPECT_EQ(SkipNestedValue(line, 0), value.size() - 1);
  EXPECT_EQ(SkipNestedValueScalar(line, 0), value.size() - 1);
}

// The 64-byte path against the byte-by-byte one on random text made mostly of
// the characters that matter (valid JSON or not), at every start bracket.
TEST(SkipNestedValueTest, AgreesWithTheByteScan) {
  std::mt19937 rng(64);
  const std::string alphabet = "[]{}\"\\\"[]{},:ab  \"";
  int checked = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    std::string s(rng() % 400, ' ');
    for (char& c : s) c = rng() % 4 == 0 ? alphabet[rng() % alphabet.size()] : 'x';
    if (trial % 2 == 0 && !s.empty()) s[0] = '[';
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] != '[' && s[i] != '{') continue;
      ASSERT_EQ(SkipNestedValue(s, i), SkipNestedValueScalar(s, i)) << s << " at " << i;
      ++checked;
    }
  }
  EXPECT_GT(checked, 10000);
}

}  // namespace
}  // namespace privtext::internal
