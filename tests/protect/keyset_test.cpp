#include <sys/stat.h>

#include <gtest/gtest.h>

#include "privtext/protect.h"
#include "test_util.h"

namespace privtext::protect {
namespace {

using testing::TempDir;

TEST(KeysetTest, GeneratesDefaultSizes) {
  auto siv = Keyset::Generate(KeyMode::kAesSiv);
  ASSERT_TRUE(siv);
  EXPECT_EQ(siv->primary().material.size(), 64u);
  auto ecb = Keyset::Generate(KeyMode::kAesEcb, 128);
  ASSERT_TRUE(ecb);
  EXPECT_EQ(ecb->primary().material.size(), 16u);
  EXPECT_FALSE(Keyset::Generate(KeyMode::kAesEcb, 192));
  EXPECT_FALSE(Keyset::Generate(KeyMode::kAesSiv, 128));
  // Two fresh keys are different (CSPRNG, not a fixed seed).
  EXPECT_FALSE(Keyset::Generate(KeyMode::kAesSiv)->primary().material == siv->primary().material);
}

TEST(KeysetTest, SaveWritesMode0600AndLoadsBack) {
  TempDir dir;
  const std::string path = dir.File("ks.json");
  auto ks = Keyset::FromKey(KeyMode::kAesEcb, *SecretBytes::FromHex(std::string(32, 'a')));
  ASSERT_TRUE(ks);
  ASSERT_TRUE(ks->Save(path));
  struct stat st {};
  ASSERT_EQ(stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  auto loaded = Keyset::Load(path);
  ASSERT_TRUE(loaded);
  EXPECT_EQ(loaded->primary().id, ks->primary().id);
  EXPECT_EQ(loaded->primary().mode, KeyMode::kAesEcb);
  EXPECT_TRUE(loaded->primary().material == ks->primary().material);
}

TEST(KeysetTest, AddRotatesThePrimaryAndKeepsOldKeys) {
  auto ks = *Keyset::Generate(KeyMode::kAesSiv);
  const auto first = ks.primary().id;
  auto second = ks.Add(KeyMode::kAesSiv, *SecretBytes::Random(64));
  ASSERT_TRUE(second);
  EXPECT_NE(*second, first);
  EXPECT_EQ(ks.primary().id, *second);
  ASSERT_EQ(ks.keys().size(), 2u);
  auto parsed = Keyset::Parse(ks.Serialize());
  ASSERT_TRUE(parsed);
  EXPECT_EQ(parsed->keys().size(), 2u);
  EXPECT_EQ(parsed->primary().id, *second);
}

TEST(KeysetTest, ParseErrorsNeverEchoKeyMaterial) {
  const std::string secret = "0123456789abcdef0123456789abcdeZ";  // bad hex at the end
  const std::string cases[] = {
      "not json",
      R"({"format":"other"})",
      R"({"format":"privtext-keyset","version":2,"primary":1,"keys":[]})",
      R"({"format":"privtext-keyset","version":1,"primary":1,"keys":[]})",
      R"({"format":"privtext-keyset","version":1,"primary":9,"keys":[{"id":1,"mode":"aes-ecb","key":"00112233445566778899aabbccddeeff"}]})",
      R"({"format":"privtext-keyset","version":1,"primary":1,"keys":[{"id":1,"mode":"aes-ecb","key":")" + secret + R"("}]})",
      R"({"format":"privtext-keyset","version":1,"primary":1,"keys":[{"id":1,"mode":"aes-gcm","key":"00112233445566778899aabbccddeeff"}]})",
      R"({"format":"privtext-keyset","version":1,"primary":1,"keys":[{"id":1,"mode":"aes-siv","key":"00112233445566778899aabbccddeeff"}]})",
      R"({"format":"privtext-keyset","version":1,"primary":1,"keys":[{"id":1,"mode":"aes-ecb","bits":256,"key":"00112233445566778899aabbccddeeff"}]})",
      R"({"format":"privtext-keyset","version":1,"primary":1,"keys":[{"id":1,"mode":"aes-ecb","key":"00112233445566778899aabbccddeeff"},{"id":1,"mode":"aes-ecb","key":"00112233445566778899aabbccddeeff"}]})",
  };
  for (const auto& text : cases) {
    auto ks = Keyset::Parse(text);
    ASSERT_FALSE(ks) << text;
    EXPECT_EQ(ks.error().message().find("0123456789abcdef"), std::string::npos);
    EXPECT_EQ(ks.error().message().find("00112233"), std::string::npos);
    EXPECT_EQ(ks.error().message().rfind("keyset: ", 0), 0u) << ks.error().message();
  }
}

TEST(SecretBytesTest, HexRoundTripAndConstantTimeCompare) {
  auto a = SecretBytes::FromHex("00ff10AB");
  ASSERT_TRUE(a);
  EXPECT_EQ(a->ToHex(), "00ff10ab");
  EXPECT_TRUE(*a == *SecretBytes::FromHex("00FF10ab"));
  EXPECT_FALSE(*a == *SecretBytes::FromHex("00ff10ac"));
  EXPECT_FALSE(*a == *SecretBytes::FromHex("00ff10"));
  EXPECT_FALSE(SecretBytes::FromHex("abc"));
  EXPECT_FALSE(SecretBytes::FromHex("zz"));
}

}  // namespace
}  // namespace privtext::protect
