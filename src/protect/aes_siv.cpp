// AES-SIV (RFC 5297) composed from OpenSSL's AES-CMAC and AES-CTR.
//
// OpenSSL 3.0 has an AES-SIV cipher, but its provider silently drops an empty
// associated-data component and refuses an empty plaintext, so it disagrees
// with RFC 5297 and Project Wycheproof on those inputs. S2V and CTR are
// composed here from OpenSSL primitives instead; every Wycheproof vector
// passes (tests/protect/aes_siv_test.cpp).
#include <array>
#include <atomic>
#include <memory>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/params.h>

#include "protect/primitives.h"

namespace privtext::protect {
namespace {

constexpr std::size_t kBlock = 16;
using Block = std::array<std::uint8_t, kBlock>;

Error CryptoError(std::string what) { return Error(ErrorCode::kCrypto, "AES-SIV: " + std::move(what)); }

// The keyed OpenSSL contexts of one AesSiv: CMAC under K1 and AES-CTR under
// K2. Setting a key up costs far more than one entity value's S2V and CTR
// (a provider fetch, a context and a key schedule each), so a thread keeps
// the contexts of the last few keys it used and only resets their state per
// message. The key schedules stay in these contexts until another key takes
// the slot or the thread ends; OpenSSL cleanses them when they are freed.
class SivContexts {
 public:
  SivContexts() = default;
  SivContexts(const SivContexts&) = delete;
  SivContexts& operator=(const SivContexts&) = delete;
  ~SivContexts() { Reset(); }

  std::uint64_t id() const { return id_; }

  bool Init(std::uint64_t id, std::span<const std::uint8_t> k1, std::span<const std::uint8_t> k2) {
    Reset();
    cmac_ = EVP_MAC_CTX_new(Mac());
    const char* cbc = k1.size() == 16 ? "AES-128-CBC" : k1.size() == 24 ? "AES-192-CBC" : "AES-256-CBC";
    OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string("cipher", const_cast<char*>(cbc), 0),
                           OSSL_PARAM_construct_end()};
    const EVP_CIPHER* ctr = k2.size() == 16 ? EVP_aes_128_ctr() : k2.size() == 24 ? EVP_aes_192_ctr() : EVP_aes_256_ctr();
    ctr_ = EVP_CIPHER_CTX_new();
    const bool ok = cmac_ != nullptr && ctr_ != nullptr && EVP_MAC_init(cmac_, k1.data(), k1.size(), params) == 1 &&
                    EVP_EncryptInit_ex(ctr_, ctr, nullptr, k2.data(), nullptr) == 1;
    if (!ok) {
      Reset();
      return false;
    }
    id_ = id;
    return true;
  }

  // CMAC of a || b. REQUIRES: `out` is not used when this returns false.
  bool Cmac(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b, Block* out) {
    std::size_t len = 0;
    return EVP_MAC_init(cmac_, nullptr, 0, nullptr) == 1 && EVP_MAC_update(cmac_, a.data(), a.size()) == 1 &&
           EVP_MAC_update(cmac_, b.data(), b.size()) == 1 &&
           EVP_MAC_final(cmac_, out->data(), &len, out->size()) == 1;
  }

  // AES-CTR under K2 from counter block q.
  bool Ctr(const Block& q, std::span<const std::uint8_t> in, std::uint8_t* out) {
    int len = 0, tail = 0;
    return EVP_EncryptInit_ex(ctr_, nullptr, nullptr, nullptr, q.data()) == 1 &&
           EVP_EncryptUpdate(ctr_, out, &len, in.data(), static_cast<int>(in.size())) == 1 &&
           EVP_EncryptFinal_ex(ctr_, out + len, &tail) == 1;
  }

 private:
  static EVP_MAC* Mac() {
    static EVP_MAC* const mac = EVP_MAC_fetch(nullptr, "CMAC", nullptr);  // fetched once
    return mac;
  }
  void Reset() {
    EVP_MAC_CTX_free(cmac_);
    EVP_CIPHER_CTX_free(ctr_);
    cmac_ = nullptr;
    ctr_ = nullptr;
    id_ = 0;
  }
  std::uint64_t id_ = 0;  // 0: empty
  EVP_MAC_CTX* cmac_ = nullptr;
  EVP_CIPHER_CTX* ctr_ = nullptr;
};

// This thread's contexts for key `id` (set up from `key` on first use), or
// null when OpenSSL fails.
SivContexts* ContextsFor(std::uint64_t id, const SecretBytes& key) {
  thread_local std::array<SivContexts, 4> slots;
  thread_local std::size_t next = 0;
  for (auto& slot : slots) {
    if (slot.id() == id) return &slot;
  }
  SivContexts& slot = slots[next++ % slots.size()];
  const std::size_t half = key.size() / 2;
  return slot.Init(id, {key.data(), half}, {key.data() + half, half}) ? &slot : nullptr;
}

std::uint64_t NextKeyId() {
  static std::atomic<std::uint64_t> next{1};
  return next.fetch_add(1);
}

void Double(Block& b) {
  const bool carry = (b[0] & 0x80) != 0;
  for (std::size_t i = 0; i + 1 < kBlock; ++i) {
    b[i] = static_cast<std::uint8_t>(b[i] << 1 | b[i + 1] >> 7);
  }
  b[kBlock - 1] = static_cast<std::uint8_t>(b[kBlock - 1] << 1);
  if (carry) b[kBlock - 1] ^= 0x87;
}

// S2V with one associated-data component (RFC 5297 §2.4).
Result<Block> S2V(SivContexts& c, std::span<const std::uint8_t> ad, std::span<const std::uint8_t> message) {
  Block d{}, mac{};
  const Block zero{};
  if (!c.Cmac(zero, {}, &d) || !c.Cmac(ad, {}, &mac)) {
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
    ok = c.Cmac(message.first(head), last, &v);
  } else {
    Double(d);
    for (std::size_t i = 0; i < message.size(); ++i) d[i] ^= message[i];
    d[message.size()] ^= 0x80;
    ok = c.Cmac(d, {}, &v);
  }
  if (!ok) return std::unexpected(CryptoError("CMAC failed"));
  return v;
}

// AES-CTR under K2 with Q = V with bits 63 and 31 cleared (RFC 5297 §2.6).
bool Ctr(SivContexts& c, const Block& v, std::span<const std::uint8_t> in, std::uint8_t* out) {
  if (in.empty()) return true;
  Block q = v;
  q[8] &= 0x7f;
  q[12] &= 0x7f;
  return c.Ctr(q, in, out);
}

}  // namespace

Result<AesSiv> AesSiv::Create(const SecretBytes& key) {
  if (key.size() != 32 && key.size() != 48 && key.size() != 64) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "AES-SIV keys are 256, 384 or 512 bits; got " + std::to_string(key.size() * 8));
  }
  return AesSiv(key, NextKeyId());
}

Result<std::vector<std::uint8_t>> AesSiv::Encrypt(
    std::span<const std::uint8_t> plaintext, std::span<const std::uint8_t> associated_data) const {
  SivContexts* c = ContextsFor(id_, key_);
  if (c == nullptr) return std::unexpected(CryptoError("cannot set up the key"));
  auto v = S2V(*c, associated_data, plaintext);
  if (!v) return std::unexpected(v.error());
  std::vector<std::uint8_t> out(kBlock + plaintext.size());
  std::copy(v->begin(), v->end(), out.begin());
  if (!Ctr(*c, *v, plaintext, out.data() + kBlock)) {
    return std::unexpected(CryptoError("encryption failed"));
  }
  return out;
}

Result<std::vector<std::uint8_t>> AesSiv::Decrypt(
    std::span<const std::uint8_t> ciphertext, std::span<const std::uint8_t> associated_data) const {
  if (ciphertext.size() < kBlock) {
    return MakeError(ErrorCode::kInvalidInput, "AES-SIV: ciphertext shorter than its 16-byte tag");
  }
  SivContexts* c = ContextsFor(id_, key_);
  if (c == nullptr) return std::unexpected(CryptoError("cannot set up the key"));
  Block v;
  std::copy(ciphertext.begin(), ciphertext.begin() + kBlock, v.begin());
  std::vector<std::uint8_t> out(ciphertext.size() - kBlock);
  if (!Ctr(*c, v, ciphertext.subspan(kBlock), out.data())) {
    return std::unexpected(CryptoError("decryption failed"));
  }
  auto expected = S2V(*c, associated_data, out);
  if (!expected) return std::unexpected(expected.error());
  if (CRYPTO_memcmp(expected->data(), v.data(), kBlock) != 0) {
    OPENSSL_cleanse(out.data(), out.size());
    return MakeError(ErrorCode::kCrypto, "AES-SIV: authentication failed");
  }
  return out;
}

}  // namespace privtext::protect
