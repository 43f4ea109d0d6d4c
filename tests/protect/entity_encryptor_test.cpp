#include <gtest/gtest.h>

#include "protect/primitives.h"

namespace privtext::protect {
namespace {

// NIST SP 800-38A's example AES-128 key.
constexpr const char* kEcbKey = "2b7e151628aed2a6abf7158809cf4f3c";

Keyset EcbKeyset(const char* hex = kEcbKey) {
  return *Keyset::FromKey(KeyMode::kAesEcb, *SecretBytes::FromHex(hex));
}

Keyset SivKeyset() {
  return *Keyset::FromKey(KeyMode::kAesSiv, *SecretBytes::FromHex(std::string(128, '4')));
}

Document Doc(std::string text, std::vector<Span> spans) {
  Document d;
  d.id = "d";
  d.text = std::move(text);
  d.entities = std::move(spans);
  return d;
}

// Seed 000's scheme: AES-ECB + PKCS#7 + standard Base64, "Person_[...]".
// Expected value from `printf 'Ulla Eskildsen' | openssl enc -aes-128-ecb -K
// 2b7e151628aed2a6abf7158809cf4f3c | base64`.
TEST(EntityEncryptorTest, EcbTokensMatchOpenSslCommandLine) {
  auto enc = EntityEncryptor::Create(EcbKeyset());
  ASSERT_TRUE(enc);
  EXPECT_EQ(*enc->EncryptValue("Ulla Eskildsen", "PERSON"), "Person_[xWhxplAxOF31pXTPazKZ3Q==]");
}

TEST(EntityEncryptorTest, SivTokenIsUnpaddedBase64UrlOfSivWithLabelAsAd) {
  auto enc = EntityEncryptor::Create(SivKeyset());
  const auto siv = *AesSiv::Create(*SecretBytes::FromHex(std::string(128, '4')));
  const std::string value = "+44 7700 900123";
  const std::string label = "PhoneNumber";
  const auto ct = *siv.Encrypt({reinterpret_cast<const std::uint8_t*>(value.data()), value.size()},
                               {reinterpret_cast<const std::uint8_t*>(label.data()), label.size()});
  EXPECT_EQ(*enc->EncryptValue(value, "PHONE_NUMBER"),
            "PhoneNumber_[" + Base64Encode(ct, Base64Alphabet::kUrl, false) + "]");
}

TEST(EntityEncryptorTest, DeterministicAcrossInstancesAndTypeBound) {
  const Keyset ks = SivKeyset();
  auto a = EntityEncryptor::Create(ks);
  auto b = EntityEncryptor::Create(*Keyset::Parse(ks.Serialize()));
  EXPECT_EQ(*a->EncryptValue("Norhaven", "LOCATION"), *b->EncryptValue("Norhaven", "LOCATION"));
  const std::string as_loc = a->EncryptValue("Norhaven", "LOCATION")->substr(9);
  const std::string as_org = a->EncryptValue("Norhaven", "ORGANIZATION")->substr(13);
  EXPECT_NE(as_loc, as_org);
  EXPECT_NE(*a->EncryptValue("Norhaven", "LOCATION"), *a->EncryptValue("norhaven", "LOCATION"));
}

TEST(EntityEncryptorTest, NormalizationMergesSpellings) {
  EncryptOptions o;
  o.normalization = {true, true};
  auto enc = EntityEncryptor::Create(SivKeyset(), o);
  EXPECT_EQ(*enc->EncryptValue("ULLA  Eskildsen", "PERSON"), *enc->EncryptValue("ulla eskildsen", "PERSON"));
}

TEST(EntityEncryptorTest, ReplacesSpansAndUpdatesOffsets) {
  auto enc = EntityEncryptor::Create(EcbKeyset());
  Document doc = Doc("Mrs Ulla Eskildsen of Zoë-town met Ulla Eskildsen.",
                     {{4, 18, "PERSON", 0.9, "gold"}, {36, 50, "PERSON", {}, ""}});
  EncryptStats stats;
  ASSERT_TRUE(enc->EncryptDocument(doc, &stats));
  const std::string token = "Person_[xWhxplAxOF31pXTPazKZ3Q==]";
  EXPECT_EQ(doc.text, "Mrs " + token + " of Zoë-town met " + token + ".");
  ASSERT_EQ(doc.entities.size(), 2u);
  EXPECT_EQ(doc.text.substr(doc.entities[1].start, doc.entities[1].size()), token);
  EXPECT_EQ(doc.entities[0].score, 0.9);
  EXPECT_EQ(doc.entities[0].recognizer, "gold");
  EXPECT_EQ(stats.entities_per_type["PERSON"], 2u);
  EXPECT_EQ(stats.documents, 1u);
}

TEST(EntityEncryptorTest, OverlapsAreAnError) {
  auto enc = EntityEncryptor::Create(SivKeyset());
  Document doc = Doc("Ulla Eskildsen", {{0, 14, "PERSON", {}, ""}, {5, 14, "PERSON", {}, ""}});
  auto st = enc->EncryptDocument(doc, nullptr);
  ASSERT_FALSE(st);
  EXPECT_NE(st.error().message().find("overlap"), std::string::npos);
  EXPECT_EQ(doc.text, "Ulla Eskildsen");  // unchanged on failure
}

TEST(EntityEncryptorTest, CustomTemplate) {
  EncryptOptions o;
  o.token_template = "<<{Type}:{cipher}>>";
  auto enc = EntityEncryptor::Create(EcbKeyset(), o);
  EXPECT_EQ(*enc->EncryptValue("Ulla Eskildsen", "PERSON"), "<<Person:xWhxplAxOF31pXTPazKZ3Q==>>");
  o.token_template = "{Type}{cipher}";
  EXPECT_FALSE(EntityEncryptor::Create(EcbKeyset(), o));
}

TEST(EntityEncryptorTest, EncryptMentionsReplacesWholeWordsWithTheDocumentTokens) {
  auto enc = EntityEncryptor::Create(EcbKeyset());
  ASSERT_TRUE(enc);
  const std::string ulla = "Person_[xWhxplAxOF31pXTPazKZ3Q==]";  // the OpenSSL value above
  const std::string eskildsen = *enc->EncryptValue("Eskildsen", "PERSON");
  // The longer value wins where both match; "Eskildsen" alone is replaced on
  // its own; "Eskildsens" and "XEskildsen" are other words.
  auto out = EncryptMentions(*enc, "Ulla Eskildsen met Eskildsen, not Eskildsens or XEskildsen.",
                             {{"Eskildsen", "PERSON"}, {"Ulla Eskildsen", "PERSON"}});
  ASSERT_TRUE(out) << out.error().message();
  EXPECT_EQ(*out, ulla + " met " + eskildsen + ", not Eskildsens or XEskildsen.");

  // The same tokens as span-based encryption of the same text.
  Document d = Doc("Ulla Eskildsen met Eskildsen.", {{0, 14, "PERSON"}, {19, 28, "PERSON"}});
  ASSERT_TRUE(enc->EncryptDocument(d, nullptr));
  EXPECT_EQ(*EncryptMentions(*enc, "Ulla Eskildsen met Eskildsen.", {{"Ulla Eskildsen", "PERSON"}, {"Eskildsen", "PERSON"}}),
            d.text);
  // Not followed into a multi-byte letter; nothing to replace leaves the text.
  EXPECT_EQ(*EncryptMentions(*enc, "Eskildsené", {{"Eskildsen", "PERSON"}}), "Eskildsené");
  EXPECT_FALSE(EncryptMentions(*enc, "x", {{"", "PERSON"}}));
}

}  // namespace
}  // namespace privtext::protect
