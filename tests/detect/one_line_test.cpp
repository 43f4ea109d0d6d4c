#include <re2/re2.h>

#include <gtest/gtest.h>

#include "detect/patterns.h"

namespace privtext::detect::internal {
namespace {

TEST(StaysOnOneLineTest, PatternsThatCannotMatchALineBreak) {
  for (const char* re : {R"(\b\d{4}\b)", R"(\((?:the )?\p{Lu}[^()\n]{3,100}\))", R"([^\s<>"'()\[\]]+)",
                         R"((?i)\bworked as an? (\w+))", R"([\p{Lu}\p{N}][\p{L}'’.-]*)", "a.b", R"((?P<n>x))",
                         "[[:alpha:]]+", "[^[:space:]]+", R"([a-z\-]+)", R"(\pL\pN\p{Greek})", R"(\p{Cyrillic}+ \p{Coptic})"}) {
    EXPECT_TRUE(StaysOnOneLine(re)) << re;
  }
}

// Each pattern judged able to match a line break does, on the text beside it.
TEST(StaysOnOneLineTest, PatternsThatCanMatchALineBreak) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"(a\sb)", "a\nb"},      {R"(a\nb)", "a\nb"},      {"a\nb", "a\nb"},        {"a[^.;]b", "a\nb"},
      {R"(a\Db)", "a\nb"},      {R"(a\Wb)", "a\nb"},      {R"(a\P{L}b)", "a\nb"},  {R"(a\p{Cc}b)", "a\nb"},
      {R"(a\pCb)", "a\nb"},     {"(?s)a.b", "a\nb"},      {"(?is:a.b)", "A\nb"},   {R"(a[\t-\r]b)", "a\nb"},
      {R"(a[\x00-\x1f]b)", "a\nb"}, {R"(a\x0ab)", "a\nb"}, {R"(a\012b)", "a\nb"},  {"a[[:space:]]b", "a\nb"},
      {"a[[:^alpha:]]b", "a\nb"}, {R"(a\Cb)", "a\nb"},    {"a[\x01-\x7f]b", "a\nb"}, {R"(a[^\S]b)", "a\nb"},
      {R"(a\p{Common}b)", "a\nb"}, {R"(a\p{Zs}?\p{Cc}b)", "a\nb"},
  };
  for (const auto& [re, text] : cases) {
    EXPECT_FALSE(StaysOnOneLine(re)) << re;
    EXPECT_TRUE(RE2::PartialMatch(text, RE2(re))) << re;  // the verdict is right, not only careful
  }
}

// The \p escape both readers of regex syntax share (this one and
// WidenUnicodeClasses).
TEST(PropertyClassAtTest, NamesWithAndWithoutBraces) {
  using Read = std::optional<std::pair<std::string_view, std::size_t>>;
  EXPECT_EQ(PropertyClassAt(R"(a\p{Lu}b)", 1), (Read{{"Lu", 7}}));
  EXPECT_EQ(PropertyClassAt(R"(\pLx)", 0), (Read{{"L", 3}}));
  EXPECT_EQ(PropertyClassAt(R"(x\p)", 1), (Read{{"", 3}}));  // the text ends: no name
  EXPECT_EQ(PropertyClassAt(R"(\p{Lu)", 0), std::nullopt);
}

}  // namespace
}  // namespace privtext::detect::internal
