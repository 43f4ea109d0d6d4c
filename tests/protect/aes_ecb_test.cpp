#include <gtest/gtest.h>

#include "protect/primitives.h"
#include "test_hex.h"

namespace privtext::protect {
namespace {

using testing::Hex;

// FIPS-197 Appendix C.1 (AES-128) and C.3 (AES-256): one block each.
TEST(AesEcbTest, Fips197KnownAnswers) {
  const auto pt = Hex("00112233445566778899aabbccddeeff");
  struct Case { const char* key; const char* ct; } cases[] = {
      {"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
      {"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
       "8ea2b7ca516745bfeafc49904b496089"},
  };
  for (const auto& c : cases) {
    auto ecb = AesEcb::Create(*SecretBytes::FromHex(c.key));
    ASSERT_TRUE(ecb);
    const auto out = ecb->Encrypt(pt);
    ASSERT_EQ(out.size(), 32u);  // a full padding block follows 16 bytes
    EXPECT_EQ(std::vector<std::uint8_t>(out.begin(), out.begin() + 16), Hex(c.ct));
    auto back = ecb->DecryptBlocks(Hex(c.ct));
    ASSERT_TRUE(back);
    EXPECT_EQ(*back, pt);
  }
}

TEST(AesEcbTest, PaddingRoundTrip) {
  auto ecb = *AesEcb::Create(*SecretBytes::FromHex(std::string(32, '7')));
  for (std::size_t n = 0; n < 40; ++n) {
    const std::vector<std::uint8_t> pt(n, 0x41);
    const auto ct = ecb.Encrypt(pt);
    EXPECT_EQ(ct.size(), (n / 16 + 1) * 16);
    auto raw = ecb.DecryptBlocks(ct);
    ASSERT_TRUE(raw);
    EXPECT_EQ(Pkcs7DataLength(*raw), n);
  }
}

TEST(AesEcbTest, Pkcs7RejectsBadPadding) {
  std::vector<std::uint8_t> block(16, 0x02);
  EXPECT_EQ(Pkcs7DataLength(block), 14u);
  block[15] = 0x00;
  EXPECT_EQ(Pkcs7DataLength(block), std::nullopt);
  block[15] = 0x11;
  EXPECT_EQ(Pkcs7DataLength(block), std::nullopt);
  block[15] = 0x03;  // block[13] is 0x02
  EXPECT_EQ(Pkcs7DataLength(block), std::nullopt);
  EXPECT_EQ(Pkcs7DataLength({}), std::nullopt);
}

TEST(AesEcbTest, RejectsBadSizes) {
  EXPECT_FALSE(AesEcb::Create(*SecretBytes::FromHex(std::string(48, '0'))));
  auto ecb = *AesEcb::Create(*SecretBytes::FromHex(std::string(32, '0')));
  EXPECT_FALSE(ecb.DecryptBlocks(std::vector<std::uint8_t>(15)));
  EXPECT_FALSE(ecb.DecryptBlocks({}));
}

}  // namespace
}  // namespace privtext::protect
