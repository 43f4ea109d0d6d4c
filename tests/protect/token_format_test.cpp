#include <gtest/gtest.h>

#include "privtext/protect.h"

namespace privtext::protect {
namespace {

TEST(TypeLabelTest, TitleCaseWithoutUnderscores) {
  EXPECT_EQ(TypeLabel("PERSON"), "Person");
  EXPECT_EQ(TypeLabel("PHONE_NUMBER"), "PhoneNumber");
  EXPECT_EQ(TypeLabel("CN_RESIDENT_ID"), "CnResidentId");
  EXPECT_EQ(TypeLabel("loc"), "Loc");
  EXPECT_EQ(TypeLabel("__"), "Entity");
  EXPECT_EQ(TypeFromLabel("PhoneNumber"), "PHONE_NUMBER");
  EXPECT_EQ(TypeFromLabel(TypeLabel("US_SSN")), "US_SSN");
  EXPECT_EQ(TypeFromLabel(TypeLabel("IP_ADDRESS")), "IP_ADDRESS");
}

TEST(TokenFormatTest, FormatsTheDefaultTemplate) {
  auto f = TokenFormat::Parse(TokenFormat::kDefaultTemplate);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->Format("Person", "abc="), "Person_[abc=]");
}

TEST(TokenFormatTest, RejectsAmbiguousTemplates) {
  for (const char* t : {"{cipher}{Type}", "{Type}{cipher}", "{Type}_[{cipher}", "{Type}X{cipher}]",
                        "{Type}_[{cipher}]{Type}", "[{cipher}]", "{Type}:{cipher}=", "no fields"}) {
    EXPECT_FALSE(TokenFormat::Parse(t)) << t;
  }
  EXPECT_TRUE(TokenFormat::Parse("<<{Type}:{cipher}>>"));
}

TEST(TokenFormatTest, ScansFreeText) {
  auto f = *TokenFormat::Parse(TokenFormat::kDefaultTemplate);
  const std::string text =
      "Q: Who is Person_[xWhx+/Q==]? A: Person_[ab-_c] of Location_[zz], not snake_case or a_[b.";
  const auto m = f.Scan(text);
  ASSERT_EQ(m.size(), 4u);
  EXPECT_EQ(m[0].label, "Person");
  EXPECT_EQ(m[0].cipher, "xWhx+/Q==");
  EXPECT_EQ(text.substr(m[0].start, m[0].end - m[0].start), "Person_[xWhx+/Q==]");
  EXPECT_EQ(m[1].cipher, "ab-_c");
  EXPECT_EQ(m[2].label, "Location");
  EXPECT_TRUE(m[2].terminated);
  EXPECT_EQ(m[3].label, "a");
  EXPECT_EQ(m[3].cipher, "b");
  EXPECT_FALSE(m[3].terminated);
}

TEST(TokenFormatTest, LabelMustStartWithALetterAndHonourPrefix) {
  auto f = *TokenFormat::Parse("<<{Type}:{cipher}>>");
  const std::string text = "x<<Person:abc>> Person:abc>> <<9Code:q>>";
  const auto m = f.Scan(text);
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(text.substr(m[0].start, m[0].end - m[0].start), "<<Person:abc>>");
}

TEST(TokenFormatTest, ScannerSurvivesGarbage) {
  auto f = *TokenFormat::Parse(TokenFormat::kDefaultTemplate);
  EXPECT_TRUE(f.Scan("").empty());
  EXPECT_TRUE(f.Scan("_[").empty());
  EXPECT_TRUE(f.Scan("_[_[_[]]]").empty());
  const auto m = f.Scan("A_[A_[B]");
  ASSERT_EQ(m.size(), 1u);
  EXPECT_FALSE(m[0].terminated);  // "A_[A" then "_" is a cipher char, "[" stops it
}

}  // namespace
}  // namespace privtext::protect
