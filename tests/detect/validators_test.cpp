#include <gtest/gtest.h>

#include "privtext/detect.h"

namespace privtext::detect {
namespace {

TEST(ValidatorsTest, Luhn) {
  EXPECT_TRUE(LuhnValid("4111 1111 1111 1111"));   // the well-known Visa test number
  EXPECT_TRUE(LuhnValid("5500-0000-0000-0004"));
  EXPECT_TRUE(LuhnValid("378282246310005"));       // Amex test number, 15 digits
  EXPECT_FALSE(LuhnValid("4111 1111 1111 1112"));
  EXPECT_FALSE(LuhnValid("1234 5678"));            // too short
  EXPECT_FALSE(LuhnValid("4111x1111 1111 1111"));
}

TEST(ValidatorsTest, IbanMod97) {
  EXPECT_TRUE(IbanValid("GB82 WEST 1234 5698 7654 32"));  // ISO 13616 / SWIFT registry examples
  EXPECT_TRUE(IbanValid("DE89370400440532013000"));
  EXPECT_TRUE(IbanValid("FR1420041010050500013M02606"));
  EXPECT_FALSE(IbanValid("GB82 WEST 1234 5698 7654 33"));
  EXPECT_FALSE(IbanValid("DE89370400440532013001"));
  EXPECT_FALSE(IbanValid("GB82"));
}

TEST(ValidatorsTest, UsSsnRanges) {
  EXPECT_TRUE(UsSsnValid("536-90-4399"));
  EXPECT_FALSE(UsSsnValid("000-12-3456"));  // area 000
  EXPECT_FALSE(UsSsnValid("666-12-3456"));  // area 666
  EXPECT_FALSE(UsSsnValid("912-12-3456"));  // area 900-999
  EXPECT_FALSE(UsSsnValid("536-00-4399"));  // group 00
  EXPECT_FALSE(UsSsnValid("536-90-0000"));  // serial 0000
  EXPECT_FALSE(UsSsnValid("078-05-1120"));  // the Woolworth wallet card number
}

TEST(ValidatorsTest, ChineseResidentIdMod11_2) {
  EXPECT_TRUE(CnResidentIdValid("11010519491231002X"));  // GB 11643-1999's example
  EXPECT_TRUE(CnResidentIdValid("440524188001010014"));
  EXPECT_FALSE(CnResidentIdValid("110105194912310021"));  // wrong check digit
  EXPECT_FALSE(CnResidentIdValid("110105194913310029"));  // month 13
  EXPECT_FALSE(CnResidentIdValid("11010519491231002"));   // 17 characters
}

TEST(ValidatorsTest, UkNhsNumberMod11) {
  EXPECT_TRUE(UkNhsNumberValid("943 476 5919"));  // NHS Digital's example
  EXPECT_TRUE(UkNhsNumberValid("943-476-5919"));
  EXPECT_TRUE(UkNhsNumberValid("4010232137"));
  EXPECT_FALSE(UkNhsNumberValid("943 476 5918"));  // wrong check digit
  EXPECT_FALSE(UkNhsNumberValid("1234567890"));    // 123456789's check would be 10: none
  EXPECT_FALSE(UkNhsNumberValid("0000000000"));    // passes the check, a placeholder
  EXPECT_FALSE(UkNhsNumberValid("943 476-5919"));  // two separators
  EXPECT_FALSE(UkNhsNumberValid("94347659190"));   // eleven digits
}

// The letter is the number mod 23 in "TRWAGMYFPDXBNJZSQVHLCKE"; 12345678Z is
// the Spanish interior ministry's own example.
TEST(ValidatorsTest, SpanishDniAndNieCheckLetters) {
  EXPECT_TRUE(EsDniNieValid("12345678Z"));   // 12345678 mod 23 = 14
  EXPECT_TRUE(EsDniNieValid("12345678-Z"));
  EXPECT_TRUE(EsDniNieValid("X1234567L"));   // 01234567 mod 23 = 19
  EXPECT_TRUE(EsDniNieValid("Y1234567X"));   // 11234567 mod 23 = 10
  EXPECT_TRUE(EsDniNieValid("Z1234567R"));   // 21234567 mod 23 = 1
  EXPECT_FALSE(EsDniNieValid("12345678A"));
  EXPECT_FALSE(EsDniNieValid("X1234567K"));
  EXPECT_FALSE(EsDniNieValid("W1234567L"));  // no such NIE letter
  EXPECT_FALSE(EsDniNieValid("X123456L"));
  EXPECT_FALSE(EsDniNieValid("1234567Z"));
}

TEST(ValidatorsTest, UkNinoPrefixesAndSuffix) {
  EXPECT_TRUE(UkNinoValid("AB123456C"));
  EXPECT_TRUE(UkNinoValid("AB 12 34 56 C"));
  EXPECT_TRUE(UkNinoValid("ZX999999D"));
  EXPECT_FALSE(UkNinoValid("DA123456C"));  // D is never a first letter
  EXPECT_FALSE(UkNinoValid("AO123456C"));  // O is never a second letter
  EXPECT_FALSE(UkNinoValid("GB123456C"));  // never allocated
  EXPECT_FALSE(UkNinoValid("TN123456C"));  // temporary numbers
  EXPECT_FALSE(UkNinoValid("AB123456E"));  // suffix A to D
  EXPECT_FALSE(UkNinoValid("AB12345C"));   // five digits
}

TEST(ValidatorsTest, IpAddresses) {
  EXPECT_TRUE(IpAddressValid("192.0.2.17"));
  EXPECT_TRUE(IpAddressValid("2001:db8::8a2e:370:7334"));
  EXPECT_FALSE(IpAddressValid("256.1.1.1"));
  EXPECT_FALSE(IpAddressValid("10:30:00"));
}

TEST(ValidatorsTest, Dates) {
  EXPECT_TRUE(DateValid(1996, 11, 29));
  EXPECT_TRUE(DateValid(2000, 2, 29));
  EXPECT_FALSE(DateValid(1900, 2, 29));
  EXPECT_FALSE(DateValid(2021, 4, 31));
}

}  // namespace
}  // namespace privtext::detect
