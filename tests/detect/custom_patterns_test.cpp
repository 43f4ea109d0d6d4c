// Patterns of the user's own: found as written, scored with their context
// words, typed as the user names them; read from a file with errors that
// say where.
#include <gtest/gtest.h>

#include "detect/patterns.h"
#include "privtext/detect.h"
#include "test_util.h"

namespace privtext::detect {
namespace {

using Found = std::tuple<std::string, std::string, double>;  // type, text, score

std::vector<Found> DetectWith(std::string_view text, std::vector<CustomPattern> patterns,
                              std::vector<std::string> types = {}) {
  DetectorOptions o;
  o.patterns = std::move(patterns);
  o.types = std::move(types);
  auto d = Detector::Create(std::move(o));
  EXPECT_TRUE(d) << d.error().message();
  std::vector<Found> out;
  if (!d) return out;
  for (const Span& s : d->Detect(text)) {
    if (s.recognizer == "custom_pattern") out.emplace_back(s.type, std::string(text.substr(s.start, s.size())), *s.score);
  }
  return out;
}

TEST(CustomPatternsTest, FoundWithTheirTypeAndScoreRaisedByContextWords) {
  const std::string text = "Staff number EMP-104233 was issued; EMP-200001 was not.";
  const std::vector<CustomPattern> patterns = {{"EMPLOYEE_ID", R"(\bEMP-\d{6}\b)", 0.6, {"Staff"}}};
  // The first follows "staff" (any case) within the context window: 0.6 + 0.35.
  EXPECT_EQ(DetectWith(text, patterns), (std::vector<Found>{{"EMPLOYEE_ID", "EMP-104233", 0.95}}));
  // The second, at 0.6, loses the overlap to the built-in record-number rule's CODE at 0.8: scores decide.
  DetectorOptions o;
  o.patterns = patterns;
  auto d = Detector::Create(std::move(o));
  ASSERT_TRUE(d);
  const auto spans = d->Detect(text);
  ASSERT_EQ(spans.size(), 2u);
  EXPECT_EQ(text.substr(spans[1].start, spans[1].size()), "EMP-200001");
  EXPECT_EQ(spans[1].type, "CODE");
  o = {};
  o.patterns = {{"EMPLOYEE_ID", R"(\bEMP-\d{6}\b)", 0.9, {}}};
  EXPECT_EQ(DetectWith(text, o.patterns),
            (std::vector<Found>{{"EMPLOYEE_ID", "EMP-104233", 0.9}, {"EMPLOYEE_ID", "EMP-200001", 0.9}}));
}

TEST(CustomPatternsTest, ACapturingGroupIsTheDetectionAndMatchesMayCrossLines) {
  const std::string text = "Dossier ref:\n  ÖZ-1234/22 and ref: AB-9/1";
  const auto found = DetectWith(text, {{"CASE_REF", R"((?i)ref:\s+(\p{Lu}{2}-\d+/\d+))", 0.9, {}}});
  EXPECT_EQ(found, (std::vector<Found>{{"CASE_REF", "ÖZ-1234/22", 0.9}, {"CASE_REF", "AB-9/1", 0.9}}));
}

TEST(CustomPatternsTest, TypesMayNameThemAndTheThresholdApplies) {
  const std::string text = "Call EMP-104233 or Ann Smith at ann@example.org.";
  const std::vector<CustomPattern> patterns = {{"EMPLOYEE_ID", R"(EMP-\d+)", 0.85, {}}};
  EXPECT_EQ(DetectWith(text, patterns, {"EMPLOYEE_ID"}), (std::vector<Found>{{"EMPLOYEE_ID", "EMP-104233", 0.85}}));
  DetectorOptions o;
  o.patterns = {{"EMPLOYEE_ID", R"(EMP-\d+)", 0.4, {}}};
  auto d = Detector::Create(std::move(o));
  ASSERT_TRUE(d);
  for (const Span& s : d->Detect(text)) EXPECT_NE(s.type, "EMPLOYEE_ID");  // 0.4 is under min_score 0.5
}

// A regex that matches the empty string finds its non-empty matches and
// steps over multi-byte characters without ending inside one.
TEST(CustomPatternsTest, EmptyMatchesAreSteppedOverByCodePoints) {
  const std::string text = "ééxx é x";
  EXPECT_EQ(DetectWith(text, {{"XS", "x*", 0.9, {}}}), (std::vector<Found>{{"XS", "xx", 0.9}, {"XS", "x", 0.9}}));
}

TEST(CustomPatternsTest, ABadPatternIsRefusedByIndexAndType) {
  auto refused = [](CustomPattern p) {
    DetectorOptions o;
    o.patterns = {{"FINE", "x", 0.5, {}}, std::move(p)};
    auto d = Detector::Create(std::move(o));
    return d ? std::string("accepted") : d.error().message();
  };
  EXPECT_EQ(refused({"BAD", "(x", 0.5, {}}), "pattern 1 (BAD): the regex does not compile: missing ): (x");
  EXPECT_EQ(refused({"BAD", "x", 1.5, {}}), "pattern 1 (BAD): score 1.5 is not between 0 and 1");
  EXPECT_EQ(refused({"Bad", "x", 0.5, {}}),
            "pattern 1 (Bad): type \"Bad\" is not upper-case words of letters and digits joined by '_' (EMPLOYEE_ID)");
  for (const char* type : {"", "_A", "A_", "A__B", "1A", "A_1", "A-B"}) EXPECT_NE(refused({type, "x", 0.5, {}}), "accepted") << type;
  for (const char* type : {"A", "A1", "EMPLOYEE_ID", "ID_V2"}) EXPECT_EQ(refused({type, "x", 0.5, {}}), "accepted") << type;
}

TEST(ReadPatternsTest, ReadsFieldsAndSkipsCommentsAndBlankLines) {
  testing::TempDir dir;
  testing::WriteText(dir.File("p.tsv"), "# ours\n\nEMPLOYEE_ID\tEMP-\\d{6}\r\nCASE_REF\tref (\\d+)\t0.7\tcase, dossier file\n");
  auto p = ReadPatterns(dir.File("p.tsv"));
  ASSERT_TRUE(p) << p.error().message();
  ASSERT_EQ(p->size(), 2u);
  EXPECT_EQ((*p)[0].type, "EMPLOYEE_ID");
  EXPECT_EQ((*p)[0].regex, "EMP-\\d{6}");
  EXPECT_EQ((*p)[0].score, 0.85);
  EXPECT_TRUE((*p)[0].context.empty());
  EXPECT_EQ((*p)[1].regex, "ref (\\d+)");
  EXPECT_EQ((*p)[1].score, 0.7);
  EXPECT_EQ((*p)[1].context, (std::vector<std::string>{"case", "dossier", "file"}));
}

TEST(ReadPatternsTest, ErrorsNameTheFileAndLine) {
  testing::TempDir dir;
  auto error = [&](const std::string& line) {
    testing::WriteText(dir.File("p.tsv"), "A\tx\n" + line + "\n");
    auto p = ReadPatterns(dir.File("p.tsv"));
    return p ? std::string("accepted") : p.error().message();
  };
  const std::string at = dir.File("p.tsv") + ":2: ";
  EXPECT_EQ(error("ONLY_A_TYPE"), at + "expected TYPE<TAB>REGEX, then optionally <TAB>SCORE and <TAB>context words");
  EXPECT_EQ(error("A\tx\t0.5\tw\tmore"), at + "expected TYPE<TAB>REGEX, then optionally <TAB>SCORE and <TAB>context words");
  EXPECT_EQ(error("A\tx\thigh"), at + "score \"high\" is not a number");
  EXPECT_EQ(error("A\tx\t0.5x"), at + "score \"0.5x\" is not a number");
  EXPECT_EQ(error("A\tx\tnan"), at + "score nan is not between 0 and 1");
  EXPECT_EQ(error("A\t[z"), at + "the regex does not compile: missing ]: [z");
  EXPECT_EQ(error("A\t"), at + "the regex is empty");
  EXPECT_EQ(error("A\tx\t\tw"), "accepted");  // an empty score is the default
  EXPECT_FALSE(ReadPatterns(dir.File("missing.tsv")));
}

}  // namespace
}  // namespace privtext::detect
