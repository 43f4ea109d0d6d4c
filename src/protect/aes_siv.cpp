// AES-SIV (RFC 5297) composed from OpenSSL's AES-CMAC and AES-CTR.
//
// OpenSSL 3.0 has an AES-SIV cipher, but its provider silently drops an empty
// associated-data component and refuses an empty plaintext, so it disagrees
// with RFC 5297 and Project Wycheproof on those inputs. S2V and CTR are
// composed here from OpenSSL primitives instead; every Wycheproof vector
// passes (tests/protect/aes_siv_test.cpp).
#include <array>
#include <memory>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/params.h>

#include "privtext/protect.h"

namespace privtext::protect {
namespace {

constexpr std::size_t kBlock = 16;
using Block = std::array<std::uint8_t, kBlock>;

Error CryptoError(std::string what) { return Error(ErrorCode::kCrypto, "AES-SIV: " + std::move(what)); }

// CMAC under one key, reinitialised for each message.
class Cmac {
 public:
  explicit Cmac(std::span<const std::uint8_t> key) : ctx_(EVP_MAC_CTX_new(Mac()), &EVP_MAC_CTX_free) {
    const char* cipher = key.size() == 16 ? "AES-128-CBC" : key.size() == 24 ? "AES-192-CBC" : "AES-256-CBC";
    OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string("cipher", const_cast<char*>(cipher), 0),
                           OSSL_PARAM_construct_end()};
    ok_ = ctx_ && EVP_MAC_init(ctx_.get(), key.data(), key.size(), params) == 1;
  }

  // REQUIRES: `out` is not used when this returns false.
  bool Compute(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b, Block* out) {
    std::size_t len = 0;
    return ok_ && EVP_MAC_init(ctx_.get(), nullptr, 0, nullptr) == 1 &&
           EVP_MAC_update(ctx_.get(), a.data(), a.size()) == 1 &&
           EVP_MAC_update(ctx_.get(), b.data(), b.size()) == 1 &&
           EVP_MAC_final(ctx_.get(), out->data(), &len, out->size()) == 1;
  }

 private:
  static EVP_MAC* Mac() {
    static EVP_MAC* const mac = EVP_MAC_fetch(nullptr, "CMAC", nullptr);  // fetched once
    return mac;
  }
  std::unique_ptr<EVP_MAC_CTX, decltype(&EVP_MAC_CTX_free)> ctx_;
  bool ok_ = false;
};

void Double(Block& b) {
  const bool carry = (b[0] & 0x80) != 0;
  for (std::size_t i = 0; i + 1 < kBlock; ++i) {
    b[i] = static_cast<std::uint8_t>(b[i] << 1 | b[i + 1] >> 7);
  }
  b[kBlock - 1] = static_cast<std::uint8_t>(b[kBlock - 1] << 1);
  if (carry) b[kBlock - 1] ^= 0x87;
}

// S2V with one associated-data component (RFC 5297 §2.4).
Result<Block> S2V(std::span<const std::uint8_t> k1, std::span<const std::uint8_t> ad,
                  std::span<const std::uint8_t> message) {
  Cmac cmac(k1);
  Block d{}, mac{};
  const Block zero{};
  if (!cmac.Compute(zero, {}, &d) || !cmac.Compute(ad, {}, &mac)) {
    return std::unexpected(CryptoError("CMAC failed"));
  }
  Double(d);
  for (std::size_t i = 0; i < kBlock; ++i) d[i] ^= mac[i];
  Block v{};
  bool ok;
  if (message.size() >= kBlock) {
    // T = message xorend D: only the last block changes.
    Block last{};
    const std::size_t head = message.size() - kBlock;
    for (std::size_t i = 0; i < kBlock; ++i) last[i] = message[head + i] ^ d[i];
    ok = cmac.Compute(message.first(head), last, &v);
  } else {
    Double(d);
    for (std::size_t i = 0; i < message.size(); ++i) d[i] ^= message[i];
    d[message.size()] ^= 0x80;
    ok = cmac.Compute(d, {}, &v);
  }
  if (!ok) return std::unexpected(CryptoError("CMAC failed"));
  return v;
}

// AES-CTR under K2 with Q = V with bits 63 and 31 cleared (RFC 5297 §2.6).
bool Ctr(std::span<const std::uint8_t> k2, const Block& v, std::span<const std::uint8_t> in,
         std::uint8_t* out) {
  if (in.empty()) return true;
  Block q = v;
  q[8] &= 0x7f;
  q[12] &= 0x7f;
  const EVP_CIPHER* cipher = k2.size() == 16   ? EVP_aes_128_ctr()
                             : k2.size() == 24 ? EVP_aes_192_ctr()
                                               : EVP_aes_256_ctr();
  std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)> ctx(EVP_CIPHER_CTX_new(),
                                                                      &EVP_CIPHER_CTX_free);
  int len = 0, tail = 0;
  return ctx && EVP_EncryptInit_ex(ctx.get(), cipher, nullptr, k2.data(), q.data()) == 1 &&
         EVP_EncryptUpdate(ctx.get(), out, &len, in.data(), static_cast<int>(in.size())) == 1 &&
         EVP_EncryptFinal_ex(ctx.get(), out + len, &tail) == 1;
}

}  // namespace

Result<AesSiv> AesSiv::Create(const SecretBytes& key) {
  if (key.size() != 32 && key.size() != 48 && key.size() != 64) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "AES-SIV keys are 256, 384 or 512 bits; got " + std::to_string(key.size() * 8));
  }
  return AesSiv(key);
}

Result<std::vector<std::uint8_t>> AesSiv::Encrypt(
    std::span<const std::uint8_t> plaintext, std::span<const std::uint8_t> associated_data) const {
  const std::size_t half = key_.size() / 2;
  auto v = S2V({key_.data(), half}, associated_data, plaintext);
  if (!v) return std::unexpected(v.error());
  std::vector<std::uint8_t> out(kBlock + plaintext.size());
  std::copy(v->begin(), v->end(), out.begin());
  if (!Ctr({key_.data() + half, half}, *v, plaintext, out.data() + kBlock)) {
    return std::unexpected(CryptoError("encryption failed"));
  }
  return out;
}

Result<std::vector<std::uint8_t>> AesSiv::Decrypt(
    std::span<const std::uint8_t> ciphertext, std::span<const std::uint8_t> associated_data) const {
  if (ciphertext.size() < kBlock) {
    return MakeError(ErrorCode::kInvalidInput, "AES-SIV: ciphertext shorter than its 16-byte tag");
  }
  const std::size_t half = key_.size() / 2;
  Block v;
  std::copy(ciphertext.begin(), ciphertext.begin() + kBlock, v.begin());
  std::vector<std::uint8_t> out(ciphertext.size() - kBlock);
  if (!Ctr({key_.data() + half, half}, v, ciphertext.subspan(kBlock), out.data())) {
    return std::unexpected(CryptoError("decryption failed"));
  }
  auto expected = S2V({key_.data(), half}, associated_data, out);
  if (!expected) return std::unexpected(expected.error());
  if (CRYPTO_memcmp(expected->data(), v.data(), kBlock) != 0) {
    OPENSSL_cleanse(out.data(), out.size());
    return MakeError(ErrorCode::kCrypto, "AES-SIV: authentication failed");
  }
  return out;
}

}  // namespace privtext::protect
