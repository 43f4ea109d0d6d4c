#include <random>

#include <gtest/gtest.h>

#include "privtext/core.h"

namespace privtext::utf8 {
namespace {

TEST(Utf8Test, AcceptsValidText) {
  EXPECT_EQ(FindInvalid(""), std::nullopt);
  EXPECT_EQ(FindInvalid("plain ascii"), std::nullopt);
  EXPECT_EQ(FindInvalid("Zoë Østergaard 王小明 😀"), std::nullopt);
  EXPECT_EQ(FindInvalid("\xF4\x8F\xBF\xBF"), std::nullopt);  // U+10FFFF
}

TEST(Utf8Test, FindsFirstInvalidByte) {
  EXPECT_EQ(FindInvalid("ab\xC0\x80"), 2u);           // overlong NUL
  EXPECT_EQ(FindInvalid("abc\xED\xA0\x80"), 3u);      // surrogate U+D800
  EXPECT_EQ(FindInvalid("\xF4\x90\x80\x80"), 0u);     // above U+10FFFF
  EXPECT_EQ(FindInvalid("ok \xE2\x82"), 3u);          // truncated
  EXPECT_EQ(FindInvalid("\x80 stray"), 0u);           // lone continuation
  EXPECT_EQ(FindInvalid("é\xFF"), 2u);
}

TEST(Utf8Test, ValidateNamesWhereAndByte) {
  const Status st = Validate("abc\xFF", "in.jsonl:3");
  ASSERT_FALSE(st);
  EXPECT_EQ(st.error().message(), "in.jsonl:3: invalid UTF-8 at byte 3");
  EXPECT_EQ(st.error().code(), ErrorCode::kInvalidInput);
}

TEST(Utf8Test, CountsCodePoints) {
  EXPECT_EQ(CodePointCount(""), 0u);
  EXPECT_EQ(CodePointCount("abc"), 3u);
  EXPECT_EQ(CodePointCount("Zoë"), 3u);
  EXPECT_EQ(CodePointCount("王小明😀"), 4u);
  EXPECT_EQ(CodePointCount("王小明😀王小明😀"), 8u);  // 26 bytes: three words of eight and a tail
}

// Eight bytes at a time and byte by byte count the same: the bytes that are
// not continuation bytes, whatever the bytes (valid or not) and length.
TEST(Utf8Test, CountsNonContinuationBytesOfAnyBytes) {
  std::mt19937 rng(5);
  for (int trial = 0; trial < 500; ++trial) {
    std::string s(rng() % 70, '\0');
    for (char& c : s) c = static_cast<char>(rng() % 4 == 0 ? 0x80 | (rng() % 64) : rng() % 256);
    std::size_t expected = 0;
    for (const char c : s) expected += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    ASSERT_EQ(CodePointCount(s), expected) << "trial " << trial;
  }
}

TEST(Utf8Test, AppendAndDecodeRoundTrip) {
  const std::u32string cps = {U'a', U'é', U'王', U'😀', 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0x10000};
  std::string s;
  for (char32_t c : cps) Append(s, c);
  EXPECT_EQ(FindInvalid(s), std::nullopt);
  std::size_t pos = 0;
  for (char32_t c : cps) EXPECT_EQ(DecodeAt(s, pos), c);
  EXPECT_EQ(pos, s.size());
}

TEST(Utf8Test, CaseFoldsEveryScript) {
  EXPECT_EQ(utf8::CaseFold("ZOË ØSTERGAARD"), utf8::CaseFold("Zoë Østergaard"));
  EXPECT_EQ(utf8::CaseFold("ZOË ØSTERGAARD"), "zoë østergaard");
  EXPECT_EQ(utf8::CaseFold("Straße"), "strasse");        // full folding, as Python's casefold()
  EXPECT_EQ(utf8::CaseFold("ΣΊΣΥΦΟΣ"), utf8::CaseFold("σίσυφος"));
  EXPECT_EQ(utf8::CaseFold("Ann LEE"), "ann lee");
  EXPECT_EQ(utf8::CaseFold("Zoe\xcc\x88"), "zoë");      // decomposed input composes (NFC)
  EXPECT_EQ(utf8::CaseFold("AB\xff"), "ab\xff");       // invalid UTF-8: ASCII folding only
}

TEST(Utf8Test, WithoutDiacriticsAsANameIsTransliterated) {
  EXPECT_EQ(WithoutDiacritics("Yal\u00e7\u0131n"), "Yalcin");  // ç by decomposition, ı mapped
  EXPECT_EQ(WithoutDiacritics("Zo\u00eb"), "Zoe");
  EXPECT_EQ(WithoutDiacritics("Zoe\u0308"), "Zoe");  // a combining diaeresis
  EXPECT_EQ(WithoutDiacritics("\u00d8stergaard \u0141\u00f3d\u017a \u0110or\u0111e"), "Ostergaard Lodz Dorde");
  EXPECT_EQ(WithoutDiacritics("\u0416\u0443\u043a\u043e\u0432"), "\u0416\u0443\u043a\u043e\u0432");  // Жуков: no marks
  EXPECT_EQ(WithoutDiacritics("plain"), "plain");
  EXPECT_EQ(WithoutDiacritics("bad \xff byte"), "bad \xff byte");  // invalid UTF-8 as it is
  // Latin-1 and Extended-A letters are looked up, the rest asked of utf8proc:
  // the same answers either way, in one word or mixed.
  EXPECT_EQ(WithoutDiacritics("Ay\u015fe \u00c5sa \u0160ime"), "Ayse Asa Sime");
  EXPECT_EQ(WithoutDiacritics("Stra\u00dfe \u00c6r\u00f8"), "Stra\u00dfe \u00c6ro");  // ß and Æ have no base
  EXPECT_EQ(WithoutDiacritics("\u015e\u0259hla"), "S\u0259hla");                      // ə is Latin Extended-B
}

TEST(OffsetMapTest, MapsBothWays) {
  const std::string text = "Zoë 王 x";  // Z o ë ' ' 王 ' ' x
  const OffsetMap map(text);
  EXPECT_EQ(map.code_points(), 7u);
  EXPECT_EQ(*map.ToByte(0), 0u);
  EXPECT_EQ(*map.ToByte(3), 4u);   // after ë (2 bytes)
  EXPECT_EQ(*map.ToByte(5), 8u);   // after 王 (3 bytes)
  EXPECT_EQ(*map.ToByte(7), text.size());
  EXPECT_FALSE(map.ToByte(8));
  EXPECT_EQ(*map.ToCodePoint(4), 3u);
  EXPECT_EQ(*map.ToCodePoint(text.size()), 7u);
  EXPECT_FALSE(map.ToCodePoint(3));  // inside ë
}

}  // namespace
}  // namespace privtext::utf8
