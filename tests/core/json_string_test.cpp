#include <random>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "privtext/core.h"

namespace privtext {
namespace {

std::string Decoded(std::string_view body) {
  return nlohmann::json::parse("\"" + std::string(body) + "\"").get<std::string>();
}

TEST(JsonStringTest, DecodesEveryEscapeKind) {
  const std::vector<std::pair<std::string, char32_t>> cases = {
      {"\\\"", U'"'}, {"\\\\", U'\\'}, {"\\/", U'/'},     {"\\b", U'\b'},         {"\\f", U'\f'},
      {"\\n", U'\n'}, {"\\r", U'\r'},  {"\\t", U'\t'},    {"\\u0041", U'A'},      {"\\u00E9", U'é'},
      {"\\u6771", U'東'}, {"\\ud83d\\ude00", U'😀'}, {"\\u0000", U'\0'}};
  for (const auto& [escape, expected] : cases) {
    std::size_t pos = 0;
    const auto c = json::DecodeEscape(escape + "x", pos);
    ASSERT_TRUE(c) << escape;
    EXPECT_EQ(*c, expected) << escape;
    EXPECT_EQ(pos, escape.size()) << escape;
  }
  for (const std::string bad : {"\\x", "\\u12", "\\u12g4", "\\ud83d", "\\ud83dx", "\\ud83d\\u0041", "\\ude00", "\\"}) {
    std::size_t pos = 0;
    EXPECT_FALSE(json::DecodeEscape(bad, pos)) << bad;
    EXPECT_EQ(pos, 0u) << bad;
  }
}

TEST(JsonStringTest, ValidBodiesAreThoseJsonAccepts) {
  for (const std::string& good : std::vector<std::string>{"", "plain", "a\\nb", "Zoë \\u00e9 😀", "q\\\"q", std::string(40, 'x') + "\\\\"}) {
    EXPECT_TRUE(json::IsStringBody(good)) << good;
    EXPECT_NO_THROW(Decoded(good)) << good;
  }
  for (const std::string& bad : std::vector<std::string>{"a\"b", "a\\", "tab\there", "nl\nx", "\\q", "bad \xff", std::string(40, 'x') + "\"",
                                std::string(20, 'y') + "\x01"}) {
    EXPECT_FALSE(json::IsStringBody(bad)) << bad;
  }
}

// Escaping is nlohmann's (what the corpus writer has always written), and
// decoding what it writes gives the text back.
TEST(JsonStringTest, EscapesAsNlohmannAndRoundTrips) {
  std::string text;
  for (int c = 1; c < 128; ++c) text.push_back(static_cast<char>(c));
  text += "Zoë 東京 😀" + std::string(50, 'a') + "\"\\";
  std::string body;
  json::AppendEscaped(body, text);
  EXPECT_EQ("\"" + body + "\"", nlohmann::json(text).dump());
  EXPECT_TRUE(json::IsStringBody(body));
  EXPECT_EQ(Decoded(body), text);
}

// The text path of a JSONL line (RewriteDocumentText) must give exactly what
// decoding, changing the text and serialising gives, and reject exactly the
// lines the decoding path rejects. Checked on hand-written lines and on
// random one-byte mutations of them.
class RewriteTextTest : public ::testing::Test {
 protected:
  // Appends "!" to the text and upper-cases ASCII letters.
  static Status Change(std::string_view body, std::string* out) {
    std::string text = Decoded(body);
    for (char& c : text) c = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c;
    json::AppendEscaped(*out, text + "!");
    return Ok();
  }

  static Result<std::string> ByDecoding(std::string_view line) {
    auto doc = ParseDocumentLine(line, CorpusOptions{}, "t:1");
    if (!doc) return std::unexpected(doc.error());
    std::string body, out;
    json::AppendEscaped(body, doc->text);
    (void)Change(body, &out);
    doc->text = Decoded(out);
    return SerializeDocument(*doc, CorpusOptions{}, /*with_entities=*/false);
  }
};

const std::vector<std::string> kLines = {
    R"({"id": "a", "text": "Mrs Ulla Eskildsen\nlives in Stillbrook", "entities": [{"start": 4, "end": 18, "type": "PERSON"}]})",
    R"({"text":"esc \" \\ \/ \u00e9 \ud83d\ude00 \u0041 tab\t","id":7,"meta":{"a":[1,2.5e3,true,null,"x,}"]}})",
    R"(  {"kind" : "x" , "id" : "b" , "text" : "" }  )",
    R"({"id":"dup","text":"first","text":"second"})",
    R"({"id":"k","te\u0078t":"escaped key"})",
    R"({"id":"n","text":"Zoë 東京 😀 plain","entities":[]})",
    // Members longer than the 64-byte blocks the member scan skips them in.
    R"({"id":"long","entities":[{"start":0,"end":4,"type":"PERSON","note":"a ] and a } in a string, \" too"},)"
    R"({"start":10,"end":14,"type":"LOCATION","note":"[{\\"}],"text":"Anna Berg lives in Oslo, [see] {x}",)"
    R"("meta":{"a":[[1,2],[3,{"b":"]]]"}]],"c":"end"}})",
};

TEST_F(RewriteTextTest, EqualsDecodingChangingAndSerialising) {
  for (const std::string& line : kLines) {
    auto fast = RewriteDocumentText(line, CorpusOptions{}, "t:1", Change);
    auto slow = ByDecoding(line);
    ASSERT_TRUE(fast) << line << ": " << fast.error().message();
    ASSERT_TRUE(slow) << line;
    EXPECT_EQ(*fast, *slow) << line;
  }
  // Content, not only agreement: the text changed and the rest survived.
  auto out = RewriteDocumentText(kLines[0], CorpusOptions{}, "t:1", Change);
  const auto parsed = nlohmann::json::parse(*out);
  EXPECT_EQ(parsed["text"], "MRS ULLA ESKILDSEN\nLIVES IN STILLBROOK!");
  EXPECT_EQ(parsed["entities"][0]["type"], "PERSON");
  EXPECT_EQ(parsed["id"], "a");
}

TEST_F(RewriteTextTest, RejectsExactlyWhatDecodingRejects) {
  std::mt19937 rng(16);
  const std::string alphabet = "\"\\{}[],:u0 a\x01\xff\xc3";
  int rejected = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    std::string line = kLines[trial % kLines.size()];
    const std::size_t at = rng() % line.size();
    switch (rng() % 3) {
      case 0: line[at] = alphabet[rng() % alphabet.size()]; break;
      case 1: line.erase(at, 1); break;
      default: line.insert(at, 1, alphabet[rng() % alphabet.size()]);
    }
    auto fast = RewriteDocumentText(line, CorpusOptions{}, "t:1", Change);
    auto slow = ByDecoding(line);
    ASSERT_EQ(fast.has_value(), slow.has_value()) << line;
    if (fast) {
      EXPECT_EQ(*fast, *slow) << line;
    } else {
      EXPECT_EQ(fast.error().message(), slow.error().message()) << line;
      ++rejected;
    }
  }
  EXPECT_GT(rejected, 1000);  // the mutations do break lines
}

}  // namespace
}  // namespace privtext
