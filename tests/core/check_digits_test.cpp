#include <gtest/gtest.h>

#include "privtext/core.h"

namespace privtext::check_digits {
namespace {

TEST(CheckDigitsTest, LuhnSumOfKnownNumbers) {
  // 79927398713, the worked example of ISO/IEC 7812-1 Annex B: 70, valid.
  EXPECT_EQ(LuhnSum("79927398713"), 70);
  EXPECT_EQ(LuhnSum("79927398710"), 67);
  // Visa's test card number.
  EXPECT_EQ(LuhnSum("4111111111111111") % 10, 0);
  EXPECT_EQ(LuhnSum("4111111111111112") % 10, 1);
  // A doubled 9 counts 9 (18 -> 1 + 8), a doubled 5 counts 1.
  EXPECT_EQ(LuhnSum("90"), 9);
  EXPECT_EQ(LuhnSum("50"), 1);
  EXPECT_EQ(LuhnSum(""), 0);
}

TEST(CheckDigitsTest, Mod97OfKnownIbans) {
  // GB82 WEST 1234 5698 7654 32 (ECBS's example), rotated: 1 mod 97 when valid.
  EXPECT_EQ(Mod97("WEST12345698765432GB82"), 1);
  EXPECT_EQ(Mod97("WEST12345698765432GB83"), 2);
  // DE89 3704 0044 0532 0130 00, rotated.
  EXPECT_EQ(Mod97("370400440532013000DE89"), 1);
  // With "00" in place of the check digits, 98 minus the result is the check: 89.
  EXPECT_EQ(98 - Mod97("370400440532013000DE00"), 89);
  EXPECT_EQ(Mod97("A"), 10);
  EXPECT_EQ(Mod97("Z"), 35);
  EXPECT_EQ(Mod97("97"), 0);
}

TEST(CheckDigitsTest, NhsCheckDigitOfKnownNumbers) {
  // 943 476 5919, NHS Digital's example: 9*10 + 4*9 + ... + 1*2 = 299, 299 mod 11 = 2, 11 - 2 = 9.
  EXPECT_EQ(NhsCheckDigit("943476591"), 9);
  EXPECT_EQ(NhsCheckDigit("401023213"), 7);   // 401 023 2137: 92 mod 11 = 4
  EXPECT_EQ(NhsCheckDigit("000000000"), 0);   // 11 is read as 0
  EXPECT_EQ(NhsCheckDigit("123456789"), 10);  // 210 mod 11 = 1: no NHS number starts so
  EXPECT_EQ(NhsCheckDigit("100000001"), 10);
}

TEST(CheckDigitsTest, NinoPrefixesHmrcAllocates) {
  EXPECT_TRUE(NinoPrefixAllocated("AB"));
  EXPECT_TRUE(NinoPrefixAllocated("ZX"));
  EXPECT_TRUE(NinoPrefixAllocated("OA"));   // O may come first
  EXPECT_FALSE(NinoPrefixAllocated("AO"));  // but not second
  EXPECT_FALSE(NinoPrefixAllocated("QQ"));  // HMRC's own example prefix is never issued
  EXPECT_FALSE(NinoPrefixAllocated("TN"));
  EXPECT_FALSE(NinoPrefixAllocated("ab"));
  EXPECT_FALSE(NinoPrefixAllocated("A"));
}

}  // namespace
}  // namespace privtext::check_digits
