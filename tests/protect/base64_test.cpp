#include <gtest/gtest.h>

#include "protect/primitives.h"
#include "test_hex.h"

namespace privtext::protect {
namespace {

using testing::Bytes;

// RFC 4648 §10 test vectors.
TEST(Base64Test, Rfc4648Vectors) {
  const std::pair<std::string, std::string> cases[] = {
      {"", ""},          {"f", "Zg=="},         {"fo", "Zm8="},       {"foo", "Zm9v"},
      {"foob", "Zm9vYg=="}, {"fooba", "Zm9vYmE="}, {"foobar", "Zm9vYmFy"}};
  for (const auto& [plain, encoded] : cases) {
    EXPECT_EQ(Base64Encode(Bytes(plain), Base64Alphabet::kStandard, true), encoded);
    auto d = Base64Decode(encoded, Base64Alphabet::kStandard, false, false);
    ASSERT_TRUE(d) << encoded;
    EXPECT_EQ(d->bytes, Bytes(plain));
    EXPECT_FALSE(d->revised);
  }
}

TEST(Base64Test, UrlAlphabetWithoutPadding) {
  const std::vector<std::uint8_t> bytes = {0xfb, 0xff, 0xbf};
  EXPECT_EQ(Base64Encode(bytes, Base64Alphabet::kStandard, true), "+/+/");
  EXPECT_EQ(Base64Encode(bytes, Base64Alphabet::kUrl, false), "-_-_");
  EXPECT_EQ(Base64Encode(Bytes("fo"), Base64Alphabet::kUrl, false), "Zm8");
  auto d = Base64Decode("Zm8", Base64Alphabet::kUrl, false, true);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->bytes, Bytes("fo"));
  EXPECT_FALSE(Base64Decode("-_-_", Base64Alphabet::kStandard, false, false));
}

// Seed 000, App. A.1: missing '=' is appended and the result flagged revised.
TEST(Base64Test, RepairsMissingPaddingAndFlagsIt) {
  auto d = Base64Decode("Zm9vYg", Base64Alphabet::kStandard, true, false);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->bytes, Bytes("foob"));
  EXPECT_TRUE(d->revised);
  auto one = Base64Decode("Zm9vYmE", Base64Alphabet::kStandard, true, false);
  ASSERT_TRUE(one);
  EXPECT_EQ(one->bytes, Bytes("fooba"));
  EXPECT_TRUE(one->revised);
  EXPECT_FALSE(Base64Decode("Zm9vYg", Base64Alphabet::kStandard, false, false));
}

TEST(Base64Test, RejectsGarbage) {
  for (const char* bad : {"Zm9vY", "Zm9v====", "Zm=v", "Zm9v\n", "Z m9", "=Zg=", "Zg==Zg=="}) {
    EXPECT_FALSE(Base64Decode(bad, Base64Alphabet::kStandard, true, false)) << bad;
  }
}

}  // namespace
}  // namespace privtext::protect
