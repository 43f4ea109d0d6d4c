#include <random>

#include <gtest/gtest.h>

#include "privtext/protect.h"

namespace privtext::protect {
namespace {

constexpr const char* kEcbKey = "2b7e151628aed2a6abf7158809cf4f3c";
const std::string kUllaEcb = "Person_[xWhxplAxOF31pXTPazKZ3Q==]";

Keyset Ecb(const std::string& hex = kEcbKey) {
  return *Keyset::FromKey(KeyMode::kAesEcb, *SecretBytes::FromHex(hex));
}
Keyset Siv() { return *Keyset::Generate(KeyMode::kAesSiv); }

Document Doc(const std::string& id, std::string text, std::vector<Span> spans = {}) {
  Document d;
  d.id = id;
  d.text = std::move(text);
  d.entities = std::move(spans);
  return d;
}

struct Decrypted {
  Document doc;
  std::vector<TokenReport> reports;
  DecryptStats stats;
};

Decrypted DecryptText(const Keyset& ks, const std::string& text, const SourceIndex* source = nullptr,
              const std::string& id = "d1") {
  Decrypted r{Doc(id, text), {}, {}};
  auto dec = EntityDecryptor::Create(ks);
  EXPECT_TRUE(dec);
  EXPECT_TRUE(dec->DecryptDocument(r.doc, source, &r.reports, &r.stats));
  return r;
}

TEST(EntityDecryptorTest, RestoresSeedTokensInFreeText) {
  auto r = DecryptText(Ecb(), "A: " + kUllaEcb + " signed it.");
  EXPECT_EQ(r.doc.text, "A: Ulla Eskildsen signed it.");
  ASSERT_EQ(r.doc.entities.size(), 1u);
  EXPECT_EQ(r.doc.entities[0].type, "PERSON");
  EXPECT_EQ(r.doc.entities[0].start, 3u);
  EXPECT_TRUE(r.reports.empty());
  EXPECT_EQ(r.stats.tokens[TokenStatus::kDecrypted], 1u);
}

// Seed 000, App. A.1: missing '=' repaired and flagged "revised".
TEST(EntityDecryptorTest, RepairsBase64PaddingAndFlagsRevised) {
  auto r = DecryptText(Ecb(), "Person_[xWhxplAxOF31pXTPazKZ3Q]");
  EXPECT_EQ(r.doc.text, "Ulla Eskildsen");
  ASSERT_EQ(r.reports.size(), 1u);
  EXPECT_EQ(r.reports[0].status, TokenStatus::kRevised);
  EXPECT_EQ(FailureClass(r.reports[0].status), "");
}

TEST(EntityDecryptorTest, PaddingErrorIsLeftAsIs) {
  // 16 random-looking bytes that decrypt to something with invalid padding.
  const std::string token = "Person_[AAAAAAAAAAAAAAAAAAAAAA==]";
  auto r = DecryptText(Ecb(), "x " + token);
  EXPECT_EQ(r.doc.text, "x " + token);
  ASSERT_EQ(r.reports.size(), 1u);
  EXPECT_EQ(r.reports[0].status, TokenStatus::kPaddingError);
  EXPECT_EQ(FailureClass(TokenStatus::kPaddingError), "FCND");
  EXPECT_EQ(r.reports[0].start, 2u);
  EXPECT_EQ(r.reports[0].end, 2 + token.size());
  EXPECT_EQ(r.reports[0].token, token);
}

TEST(EntityDecryptorTest, SivTamperingIsAnAuthFailure) {
  const Keyset ks = Siv();
  auto enc = EntityEncryptor::Create(ks);
  std::string token = *enc->EncryptValue("Greywater", "LOCATION");
  token[10] = token[10] == 'A' ? 'B' : 'A';
  auto r = DecryptText(ks, token);
  EXPECT_EQ(r.doc.text, token);
  ASSERT_EQ(r.reports.size(), 1u);
  EXPECT_EQ(r.reports[0].status, TokenStatus::kAuthFailure);
  // Changing the type label also breaks authentication.
  std::string good = *enc->EncryptValue("Greywater", "LOCATION");
  auto relabelled = DecryptText(ks, "Person" + good.substr(8));
  EXPECT_EQ(relabelled.reports.at(0).status, TokenStatus::kAuthFailure);
}

TEST(EntityDecryptorTest, MalformedAndUnterminatedTokens) {
  auto r = DecryptText(Ecb(), "Person_[!!] Person_[abc] Person_[xWhxplAxOF31pXTPazKZ3Q== and");
  ASSERT_EQ(r.reports.size(), 3u);
  EXPECT_EQ(r.reports[0].status, TokenStatus::kUnterminated);  // '!' ends the cipher, no ']'
  EXPECT_EQ(r.reports[1].status, TokenStatus::kMalformed);     // 3 bytes: not one block
  EXPECT_EQ(r.reports[2].status, TokenStatus::kUnterminated);
  EXPECT_TRUE(r.doc.entities.empty());
}

TEST(EntityDecryptorTest, WrongKeyRestoresNothingAndReportsEveryToken) {
  const Keyset right = Siv();
  auto enc = EntityEncryptor::Create(right);
  std::string text;
  for (const char* v : {"Norhaven", "Ulla", "+44 7700 900123", "x"}) {
    text += *enc->EncryptValue(v, "PERSON") + " ";
  }
  auto r = DecryptText(Siv(), text);
  EXPECT_EQ(r.doc.text, text);
  EXPECT_EQ(r.reports.size(), 4u);
  for (const auto& rep : r.reports) EXPECT_EQ(rep.status, TokenStatus::kAuthFailure);

  auto e = DecryptText(Ecb("000102030405060708090a0b0c0d0e0f"), kUllaEcb + " " + kUllaEcb);
  EXPECT_EQ(e.doc.text, kUllaEcb + " " + kUllaEcb);
  EXPECT_EQ(e.reports.size(), 2u);
}

TEST(EntityDecryptorTest, RotatedKeysetDecryptsOldAndNewTokens) {
  Keyset ks = Ecb();
  const std::string old_token = kUllaEcb;
  ASSERT_TRUE(ks.Add(KeyMode::kAesSiv, *SecretBytes::Random(64)));
  auto enc = EntityEncryptor::Create(ks);  // now the SIV key is primary
  const std::string new_token = *enc->EncryptValue("Norhaven", "LOCATION");
  EXPECT_NE(new_token.find("Location_["), std::string::npos);
  auto r = DecryptText(ks, old_token + " / " + new_token);
  EXPECT_EQ(r.doc.text, "Ulla Eskildsen / Norhaven");
  EXPECT_TRUE(r.reports.empty());
}

// FCAOA: a token that decrypts but was copied from another document.
TEST(EntityDecryptorTest, SourceIndexClassesOtherDocument) {
  const Keyset ks = Siv();
  auto enc = EntityEncryptor::Create(ks);
  const std::string a = *enc->EncryptValue("Ulla", "PERSON");
  const std::string b = *enc->EncryptValue("Norhaven", "LOCATION");
  const std::string c = *enc->EncryptValue("never in source", "PERSON");
  SourceIndex source;
  const auto format = *TokenFormat::Parse(TokenFormat::kDefaultTemplate);
  source.Add("doc-a", "text with " + a, format);
  source.Add("doc-b", "text with " + b, format);
  auto r = DecryptText(ks, a + " " + b + " " + c, &source, "doc-a");
  EXPECT_EQ(r.doc.text, "Ulla Norhaven never in source");
  ASSERT_EQ(r.reports.size(), 2u);
  EXPECT_EQ(r.reports[0].status, TokenStatus::kOtherDocument);
  EXPECT_EQ(FailureClass(r.reports[0].status), "FCAOA");
  EXPECT_EQ(r.reports[1].status, TokenStatus::kNotInSource);
}

TEST(EntityDecryptorTest, ReportOffsetsAreCodePoints) {
  auto r = DecryptText(Ecb(), "Zoë: Person_[AAAA]");
  ASSERT_EQ(r.reports.size(), 1u);
  EXPECT_EQ(r.reports[0].start, 5u);
  EXPECT_EQ(SerializeTokenReport(r.reports[0]),
            R"({"id":"d1","start":5,"end":18,"type":"Person","token":"Person_[AAAA]",)"
            R"("status":"malformed","class":"FCND"})");
}

// Property: decrypt(encrypt(doc)) == doc for both modes and random values.
TEST(EntityDecryptorTest, RoundTripOverRandomUtf8Values) {
  std::mt19937 rng(1234);
  const std::u32string pool = U"abcXYZ 019-.,éøß王小明😀\u00A0\u0301";
  for (const Keyset& ks : {Siv(), Ecb()}) {
    auto enc = EntityEncryptor::Create(ks);
    auto dec = EntityDecryptor::Create(ks);
    for (int trial = 0; trial < 200; ++trial) {
      Document doc = Doc("d", "");
      const int n = 1 + static_cast<int>(rng() % 4);
      for (int e = 0; e < n; ++e) {
        doc.text += "ctx ";
        std::string value;
        const int len = 1 + static_cast<int>(rng() % 12);
        for (int k = 0; k < len; ++k) utf8::Append(value, pool[rng() % pool.size()]);
        const std::size_t start = doc.text.size();
        doc.text += value;
        doc.entities.push_back({start, doc.text.size(), e % 2 ? "PHONE_NUMBER" : "PERSON", {}, ""});
      }
      doc.text += " end";
      const Document original = doc;
      ASSERT_TRUE(enc->EncryptDocument(doc, nullptr));
      std::vector<TokenReport> reports;
      ASSERT_TRUE(dec->DecryptDocument(doc, nullptr, &reports, nullptr));
      EXPECT_TRUE(reports.empty());
      EXPECT_EQ(doc.text, original.text);
      EXPECT_EQ(doc.entities, original.entities);
    }
  }
}

TEST(EntityDecryptorTest, NeverCrashesOnRandomGarbage) {
  std::mt19937 rng(99);
  const std::string alphabet = "Person_[]=+/-abcXYZ09 \n";
  auto dec = EntityDecryptor::Create(Ecb());
  for (int trial = 0; trial < 2000; ++trial) {
    Document doc = Doc("g", "");
    for (int i = 0; i < 60; ++i) doc.text.push_back(alphabet[rng() % alphabet.size()]);
    const std::string before = doc.text;
    std::vector<TokenReport> reports;
    ASSERT_TRUE(dec->DecryptDocument(doc, nullptr, &reports, nullptr));
    // Nothing decrypts, so nothing changes, and every token is reported.
    EXPECT_EQ(doc.text, before);
  }
}

}  // namespace
}  // namespace privtext::protect
