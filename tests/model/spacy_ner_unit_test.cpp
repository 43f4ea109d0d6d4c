// The parts of the in-process spaCy NER that need no model: spaCy's string
// hashes and features (pinned to spaCy's own answers in
// tests/data/spacy_reference.json), the tokenizer's algorithm on hand-written
// rules, the transition system's order and the greedy decoder on scripted
// scores.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "model/spacy_msgpack.h"
#include "model/spacy_ner.h"
#include "model/spacy_text.h"
#include "model/spacy_tokenizer.h"
#include "test_util.h"

namespace privtext::model::spacy {
namespace {

nlohmann::json Reference() {
  auto text = ReadFile(testing::TestDataDir() + "/spacy_reference.json");
  EXPECT_TRUE(text.has_value());
  return nlohmann::json::parse(text.value_or("{}"));
}

TEST(SpacyTextTest, HashesAndSymbolIdsAreSpacys) {
  const auto ref = Reference();
  ASSERT_GE(ref["hashes"].size(), 10u);
  for (const auto& h : ref["hashes"]) {
    const std::string text = h["text"];
    EXPECT_EQ(std::to_string(HashString(text)), h["hash"].get<std::string>()) << text;
    EXPECT_EQ(std::to_string(StringId(text)), h["id"].get<std::string>()) << text;
  }
  EXPECT_EQ(StringId("X"), 101u);  // a symbol: its id, not its hash
}

TEST(SpacyTextTest, HashBucketsAreThincs) {
  const auto ref = Reference();
  ASSERT_EQ(ref["buckets"].size(), 8u);
  for (const auto& b : ref["buckets"]) {
    std::uint32_t out[4];
    HashBuckets(std::stoull(b["key"].get<std::string>()), b["seed"].get<std::uint32_t>(), out);
    EXPECT_EQ(std::vector<std::uint32_t>(out, out + 4),
              b["buckets"].get<std::vector<std::uint32_t>>())
        << b["key"] << " seed " << b["seed"];
  }
}

TEST(SpacyTextTest, PrefixSuffixAndShapeAreSpacys) {
  const auto ref = Reference();
  ASSERT_GE(ref["words"].size(), 15u);
  for (const auto& w : ref["words"]) {
    const std::string text = w["text"];
    EXPECT_EQ(Prefix(text), w["prefix"].get<std::string>()) << text;
    EXPECT_EQ(Suffix(text), w["suffix"].get<std::string>()) << text;
    EXPECT_EQ(Shape(text), w["shape"].get<std::string>()) << text;
  }
}

TEST(SpacyTextTest, LowerIsPythons) {
  EXPECT_EQ(Lower("İSTANBUL"), "i\xCC\x87stanbul");  // İ lowers to i + combining dot, as in Python
  EXPECT_EQ(Lower("ΣΟΦΟΣ"), "σοφος");
  EXPECT_EQ(Lower("ΣΑ Σ"), "σα σ");  // a lone sigma is not final
  EXPECT_EQ(Lower("Nørgaard-HANSEN"), "nørgaard-hansen");
  EXPECT_EQ(BaseNorm("€"), "$");
  EXPECT_EQ(BaseNorm("’s"), "'s");
  EXPECT_EQ(BaseNorm("Paris"), "");
  EXPECT_TRUE(IsSpaceString(" \t\n\u00A0\u2009"));
  EXPECT_FALSE(IsSpaceString("\u200B"));  // zero width space is not white space in Python
  EXPECT_FALSE(IsSpaceString(""));
}

std::vector<std::string> Texts(std::string_view text, const std::vector<Token>& tokens) {
  std::vector<std::string> out;
  for (const Token& t : tokens) out.emplace_back(text.substr(t.start, t.end - t.start));
  return out;
}

TokenizerRules HandRules() {
  TokenizerRules rules;
  rules.prefix = R"(^\(|^")";
  rules.suffix = R"(\)$|"$|(?<=[a-z])\.$|'s$)";
  rules.infix = R"((?<=[a-z])-(?=[a-z]))";
  rules.url = R"(^https?://\S+$)";
  rules.specials = {
      {"Mr.", {{"Mr.", ""}}}, {"can't", {{"ca", "can"}, {"n't", "not"}}}, {"\n", {{"\n", ""}}}};
  return rules;
}

TEST(SpacyTokenizerTest, StripsAffixesSplitsInfixesAndKeepsSpecialCases) {
  auto tokenizer = Tokenizer::Create(HandRules());
  ASSERT_TRUE(tokenizer.has_value()) << tokenizer.error().message();
  const std::string text = "(Mr. well-known) \"can't\"  stop. http://a.b/c-d\nend";
  const auto tokens = tokenizer->Tokenize(text);
  EXPECT_EQ(Texts(text, tokens),
            (std::vector<std::string>{"(", "Mr.", "well", "-", "known", ")", "\"", "ca", "n't",
                                      "\"", " ", "stop", ".", "http://a.b/c-d", "\n", "end"}));
  EXPECT_EQ(tokens[7].norm, "can");
  EXPECT_EQ(tokens[8].norm, "not");
  EXPECT_EQ(tokens[1].norm, "");
  // Offsets are bytes of the text, white space between tokens left out.
  EXPECT_EQ(tokens[10].start, 25u);
  EXPECT_EQ(tokens[10].end, 26u);
}

TEST(SpacyTokenizerTest, RejoinsSpecialCasesTheAffixesSplit) {
  // "x.y." is a special case whose suffix rule splits it. Stripping affixes
  // stops at it ("(x.y.)."), but an infix split does not ("a-x.y." gives
  // "a" "-" "x.y" "."): there the pieces are joined again afterwards.
  TokenizerRules rules = HandRules();
  rules.suffix = R"(\)$|\.$)";
  rules.specials.push_back({"x.y.", {{"x.y.", "xy"}}});
  auto tokenizer = Tokenizer::Create(rules);
  ASSERT_TRUE(tokenizer.has_value()) << tokenizer.error().message();
  const std::string text = "(x.y.). x.y. x.y . a-x.y.";
  const auto tokens = tokenizer->Tokenize(text);
  EXPECT_EQ(Texts(text, tokens), (std::vector<std::string>{"(", "x.y.", ")", ".", "x.y.", "x.y",
                                                           ".", "a", "-", "x.y."}));
  EXPECT_EQ(tokens[1].norm, "xy");
  EXPECT_EQ(tokens[5].norm, "");  // "x.y ." has a space inside: not the special case
  EXPECT_EQ(tokens[9].norm, "xy");
}

TEST(SpacyTokenizerTest, ABadExpressionIsNamed) {
  TokenizerRules rules = HandRules();
  rules.infix = "(unclosed";
  auto tokenizer = Tokenizer::Create(rules);
  ASSERT_FALSE(tokenizer.has_value());
  EXPECT_NE(tokenizer.error().message().find("the infix expression does not compile"),
            std::string::npos)
      << tokenizer.error().message();
}

TEST(SpacyTokenizerTest, PythonEscapesBecomePcre2s) {
  EXPECT_EQ(PythonToPcre2(R"((?u)^[\u00a1-\uffff]\U0001F600\\u00)"),
            R"(^[\x{00a1}-\x{ffff}]\x{0001F600}\\u00)");
}

std::string MovesMsgpack(std::string_view json) {
  msgpack::sbuffer buffer;
  msgpack::packer<msgpack::sbuffer> pk(buffer);
  pk.pack_map(1);
  pk.pack(std::string_view("moves"));
  pk.pack(json);
  return std::string(buffer.data(), buffer.size());
}

TEST(SpacyMovesTest, ClassesAreInTheTransitionSystemsOrder) {
  auto moves = ReadMoves(MovesMsgpack(
      R"({"0":{},"1":{"ORG":5,"DATE":9,"PER":5},"2":{"ORG":5,"DATE":9,"PER":5},"3":{"ORG":5,"DATE":9,"PER":5},)"
      R"("4":{"ORG":5,"DATE":9,"PER":5,"":1},"5":{"":1}})"));
  ASSERT_TRUE(moves.has_value()) << moves.error().message();
  // By action; within one, by frequency, highest first, ties by label descending.
  EXPECT_EQ(moves->labels, (std::vector<std::string>{"DATE", "PER", "ORG"}));
  ASSERT_EQ(moves->moves.size(), 14u);
  EXPECT_EQ(moves->moves[0].kind, MoveKind::kBegin);
  EXPECT_EQ(moves->moves[0].label, 0);
  EXPECT_EQ(moves->moves[2].label, 2);
  EXPECT_EQ(moves->moves[12].kind, MoveKind::kUnit);
  EXPECT_EQ(moves->moves[12].label, -1);  // "U-": a unit of no label, never allowed here
  EXPECT_EQ(moves->moves[13].kind, MoveKind::kOut);
  EXPECT_FALSE(ReadMoves("not msgpack \xC1").has_value());
}

// Scores that prefer the moves in `wish` (one per token), whatever the
// state allows: the decoder must take the best allowed one.
TEST(SpacyDecoderTest, TakesTheBestAllowedMove) {
  auto moves = ReadMoves(
      MovesMsgpack(R"({"1":{"X":1},"2":{"X":1},"3":{"X":1},"4":{"X":1,"":1},"5":{"":1}})"));
  ASSERT_TRUE(moves.has_value());
  // Classes: B-X, I-X, L-X, U-X, U-, O.
  const std::vector<std::vector<float>> wish = {
      {5, 0, 0, 0, 9, 1},  // U- is best but never allowed: B-X
      {0, 5, 1, 0, 0, 0},  // I-X
      {0, 9, 1, 0, 0, 3},  // I-X and O are not allowed at the last token of an open entity: L-X
  };
  std::vector<std::array<int, 3>> seen;
  std::size_t step = 0;
  const auto decoded =
      DecodeGreedy(*moves, {false, false, false}, [&](const int(&f)[3], std::span<float> s) {
        seen.push_back({f[0], f[1], f[2]});
        std::copy(wish[step].begin(), wish[step].end(), s.begin());
        ++step;
      });
  ASSERT_EQ(decoded.size(), 1u);
  EXPECT_EQ(decoded[0].first, 0u);
  EXPECT_EQ(decoded[0].last, 2u);
  EXPECT_EQ(decoded[0].label, 0);
  // The features: next token, the open entity's first token, the token before the next.
  EXPECT_EQ(seen, (std::vector<std::array<int, 3>>{{0, -1, -1}, {1, 0, 0}, {2, 0, 1}}));
  // Step 3's probability is the softmax over its allowed moves (L-X only).
  // Step 1: over B-X, U-X, O: e^5 / (e^5 + e^0 + e^1).
  const double p1 = std::exp(5.0) / (std::exp(5.0) + 1 + std::exp(1.0));
  const double p2 = std::exp(5.0) / (std::exp(5.0) + std::exp(1.0));  // I-X, L-X
  EXPECT_NEAR(decoded[0].score, std::min(p1, p2), 1e-6);
}

TEST(SpacyDecoderTest, NoEntityBeginsAtWhiteSpace) {
  auto moves =
      ReadMoves(MovesMsgpack(R"({"1":{"X":1},"2":{"X":1},"3":{"X":1},"4":{"X":1},"5":{"":1}})"));
  ASSERT_TRUE(moves.has_value());
  // Every step wants U-X; the white-space token gets O.
  const auto decoded =
      DecodeGreedy(*moves, {false, true, false}, [](const int(&)[3], std::span<float> s) {
        const float scores[] = {0, 0, 0, 9, 1};
        std::copy(std::begin(scores), std::end(scores), s.begin());
      });
  ASSERT_EQ(decoded.size(), 2u);
  EXPECT_EQ(decoded[0].first, 0u);
  EXPECT_EQ(decoded[1].first, 2u);
  EXPECT_TRUE(DecodeGreedy(*moves, {}, [](const int(&)[3], std::span<float>) { FAIL(); }).empty());
}

}  // namespace
}  // namespace privtext::model::spacy
