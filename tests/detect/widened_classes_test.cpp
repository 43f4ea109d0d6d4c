#include <re2/re2.h>

#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "detect/patterns.h"
#include "test_util.h"

namespace privtext::detect::internal {
namespace {

TEST(WidenUnicodeClassesTest, LettersAndNumbersTakeEveryCodePointFromU0080) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"(\p{Lu}[\p{L}'’-]+)", R"([A-Z\x{80}-\x{10FFFF}][A-Za-z\x{80}-\x{10FFFF}'’-]+)"},
      {R"(\p{Ll}+ \p{N}\p{Nd})", R"([a-z\x{80}-\x{10FFFF}]+ [0-9\x{80}-\x{10FFFF}][0-9\x{80}-\x{10FFFF}])"},
      {R"(\pL\pN)", R"([A-Za-z\x{80}-\x{10FFFF}][0-9\x{80}-\x{10FFFF}])"},
      {R"([]\p{L}])", R"([]A-Za-z\x{80}-\x{10FFFF}])"},           // a first ']' is a member
      {R"([[:alpha:]\p{L}])", R"([[:alpha:]A-Za-z\x{80}-\x{10FFFF}])"},
      {R"([^,]\p{Lu})", R"([^,][A-Z\x{80}-\x{10FFFF}])"},          // the negation ends with its class
  };
  for (const auto& [re, widened] : cases) EXPECT_EQ(WidenUnicodeClasses(re), widened) << re;
}

// Where widening would make a regex match less, or where its syntax is not
// read, the regex stays as it is.
TEST(WidenUnicodeClassesTest, NegationsOtherClassesAndQuotesStay) {
  for (const char* re : {R"([^\p{L}\s]+)", R"(\P{L})", R"(\p{Greek}\p{Lo}\p{P})", R"(\Q\p{L}\E)", R"(\\p{L})",
                         R"(a\p{L)", R"([^]\p{Lu}])", "(?i)abc"}) {
    EXPECT_EQ(WidenUnicodeClasses(re), re) << re;
  }
}

// The point of it: the set's program shrinks by an order of magnitude.
TEST(WidenUnicodeClassesTest, CompilesToAFractionOfTheInstructions) {
  const std::string re = R"(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,4})";
  const RE2 exact(re), widened(WidenUnicodeClasses(re));
  ASSERT_TRUE(exact.ok() && widened.ok());
  EXPECT_LT(widened.ProgramSize() * 10, exact.ProgramSize()) << widened.ProgramSize() << " " << exact.ProgramSize();
}

// Every built-in quasi-identifier pattern, widened, still compiles and
// matches every line of the sample corpus and of TAB's court case that the
// pattern itself matches (and a line of symbols that only the wider one
// does).
RE2::Options Large() {  // as the detector compiles them: Unicode classes make large programs
  RE2::Options o;
  o.set_max_mem(256 << 20);
  return o;
}

TEST(WidenUnicodeClassesTest, MatchesWhereverThePatternDoes) {
  std::vector<std::string> lines;
  auto texts = ReadCorpusTexts(testing::SampleDataDir() + "/sample_corpus.jsonl");
  ASSERT_TRUE(texts) << texts.error().message();
  for (const auto& doc : nlohmann::json::parse(testing::ReadText(testing::TestDataDir() + "/tab_mini.json"))) {
    texts->push_back(doc.at("text").get<std::string>());
  }
  for (const std::string& text : *texts) {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
  }
  int matched = 0;
  for (const PatternDef& d : QuasiIdentifierPatterns()) {
    const RE2 exact(d.regex, Large()), widened(WidenUnicodeClasses(d.regex), Large());
    ASSERT_TRUE(widened.ok()) << d.recognizer << ": " << widened.error();
    for (const std::string& line : lines) {
      if (!RE2::PartialMatch(line, exact)) continue;
      ++matched;
      EXPECT_TRUE(RE2::PartialMatch(line, widened)) << d.recognizer << ": " << line;
    }
  }
  EXPECT_GT(matched, 100);
  EXPECT_FALSE(RE2::PartialMatch("× ÷", RE2(R"(\p{L} \p{L})")));
  EXPECT_TRUE(RE2::PartialMatch("× ÷", RE2(WidenUnicodeClasses(R"(\p{L} \p{L})"))));
}

}  // namespace
}  // namespace privtext::detect::internal
