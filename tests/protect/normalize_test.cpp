#include <gtest/gtest.h>

#include "privtext/protect.h"

namespace privtext::protect {
namespace {

TEST(NormalizeTest, ParsesSpecs) {
  EXPECT_FALSE(Normalization::Parse("exact")->case_fold);
  auto both = Normalization::Parse("casefold,whitespace");
  ASSERT_TRUE(both);
  EXPECT_TRUE(both->case_fold && both->whitespace);
  EXPECT_FALSE(Normalization::Parse("lower"));
}

TEST(NormalizeTest, ExactLeavesValuesAlone) {
  EXPECT_EQ(*Normalize("  Zoë  X ", {}), "  Zoë  X ");
}

TEST(NormalizeTest, WhitespaceCollapsesAndTrims) {
  EXPECT_EQ(*Normalize(" Ulla \t\n Eskildsen\u00A0 ", {false, true}), "Ulla Eskildsen");
}

TEST(NormalizeTest, CaseFoldIsUnicodeAware) {
  EXPECT_EQ(*Normalize("ZOË ØSTERGAARD", {true, false}), "zoë østergaard");
  EXPECT_EQ(*Normalize("Straße", {true, false}), "strasse");
  // NFC: e + combining acute becomes é, so both spellings share one token.
  EXPECT_EQ(*Normalize("Zoe\u0308", {true, false}), *Normalize("Zoë", {true, false}));
}

}  // namespace
}  // namespace privtext::protect
