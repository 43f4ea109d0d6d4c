#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include "protect/primitives.h"
#include "test_hex.h"
#include "test_util.h"

namespace privtext::protect {
namespace {

using testing::Hex;

SecretBytes Key(const std::string& hex) { return *SecretBytes::FromHex(hex); }

// RFC 5297, Appendix A.1: deterministic authenticated encryption.
TEST(AesSivTest, Rfc5297A1) {
  auto siv = AesSiv::Create(
      Key("fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"));
  ASSERT_TRUE(siv);
  const auto ad = Hex("101112131415161718191a1b1c1d1e1f2021222324252627");
  const auto pt = Hex("112233445566778899aabbccddee");
  auto ct = siv->Encrypt(pt, ad);
  ASSERT_TRUE(ct);
  EXPECT_EQ(*ct, Hex("85632d07c6e8f37f950acd320a2ecc9340c02b9690c4dc04daef7f6afe5c"));
  auto back = siv->Decrypt(*ct, ad);
  ASSERT_TRUE(back);
  EXPECT_EQ(*back, pt);
}

TEST(AesSivTest, TamperingFailsAuthentication) {
  auto siv = AesSiv::Create(Key(std::string(128, 'a')));
  const auto ad = testing::Bytes("Person");
  auto ct = *siv->Encrypt(testing::Bytes("Ulla Eskildsen"), ad);
  for (std::size_t i = 0; i < ct.size(); ++i) {
    auto bad = ct;
    bad[i] ^= 0x01;
    EXPECT_FALSE(siv->Decrypt(bad, ad)) << "byte " << i;
  }
  EXPECT_FALSE(siv->Decrypt(ct, testing::Bytes("Location")));
  EXPECT_FALSE(siv->Decrypt(std::vector<std::uint8_t>(15), ad));
}

TEST(AesSivTest, RejectsWrongKeySizes) {
  EXPECT_FALSE(AesSiv::Create(Key(std::string(32, '0'))));   // 128 bits
  EXPECT_FALSE(AesSiv::Create(Key(std::string(130, '0'))));  // 520 bits
}

// Every Project Wycheproof AES-SIV-CMAC vector: valid ones must encrypt to the
// stated ciphertext and decrypt back; invalid ones must not decrypt.
TEST(AesSivTest, WycheproofVectors) {
  const std::string path = testing::TestDataDir() + "/wycheproof/aes_siv_cmac_test.json";
  const auto json = nlohmann::json::parse(testing::ReadText(path));
  int valid = 0, invalid = 0;
  for (const auto& group : json["testGroups"]) {
    for (const auto& t : group["tests"]) {
      SCOPED_TRACE("tcId " + std::to_string(t["tcId"].get<int>()));
      auto siv = AesSiv::Create(Key(t["key"]));
      ASSERT_TRUE(siv);
      const auto aad = Hex(t["aad"]);
      const auto msg = Hex(t["msg"]);
      const auto ct = Hex(t["ct"]);
      if (t["result"] == "valid") {
        auto got = siv->Encrypt(msg, aad);
        ASSERT_TRUE(got);
        EXPECT_EQ(*got, ct);
        auto back = siv->Decrypt(ct, aad);
        ASSERT_TRUE(back);
        EXPECT_EQ(*back, msg);
        ++valid;
      } else {
        EXPECT_FALSE(siv->Decrypt(ct, aad));
        ++invalid;
      }
    }
  }
  EXPECT_EQ(valid, 118);
  EXPECT_EQ(invalid, 324);
}

}  // namespace
}  // namespace privtext::protect
