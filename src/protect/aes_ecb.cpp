#include <memory>

#include <openssl/evp.h>

#include "protect/primitives.h"

namespace privtext::protect {
namespace {

struct CtxDeleter {
  void operator()(EVP_CIPHER_CTX* ctx) const { EVP_CIPHER_CTX_free(ctx); }
};
using CipherCtx = std::unique_ptr<EVP_CIPHER_CTX, CtxDeleter>;
constexpr std::size_t kBlock = 16;

const EVP_CIPHER* EcbCipher(std::size_t key_size) {
  return key_size == 16 ? EVP_aes_128_ecb() : EVP_aes_256_ecb();
}

// Runs whole blocks through the cipher with OpenSSL's padding switched off;
// padding is added and checked here so a bad pad can be classified.
bool RunBlocks(const SecretBytes& key, bool encrypt, std::span<const std::uint8_t> in,
               std::uint8_t* out) {
  CipherCtx ctx(EVP_CIPHER_CTX_new());
  int len = 0, tail = 0;
  return ctx &&
         EVP_CipherInit_ex(ctx.get(), EcbCipher(key.size()), nullptr, key.data(), nullptr,
                           encrypt ? 1 : 0) == 1 &&
         EVP_CIPHER_CTX_set_padding(ctx.get(), 0) == 1 &&
         EVP_CipherUpdate(ctx.get(), out, &len, in.data(), static_cast<int>(in.size())) == 1 &&
         EVP_CipherFinal_ex(ctx.get(), out + len, &tail) == 1;
}

}  // namespace

Result<AesEcb> AesEcb::Create(const SecretBytes& key) {
  if (key.size() != 16 && key.size() != 32) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "AES-ECB keys are 128 or 256 bits; got " + std::to_string(key.size() * 8));
  }
  return AesEcb(key);
}

std::vector<std::uint8_t> AesEcb::Encrypt(std::span<const std::uint8_t> plaintext) const {
  const std::size_t pad = kBlock - plaintext.size() % kBlock;
  std::vector<std::uint8_t> padded(plaintext.begin(), plaintext.end());
  padded.insert(padded.end(), pad, static_cast<std::uint8_t>(pad));
  std::vector<std::uint8_t> out(padded.size());
  // ECB on whole blocks with a valid key cannot fail short of memory
  // exhaustion; a failure is a broken invariant.
  if (!RunBlocks(key_, true, padded, out.data())) std::abort();
  OPENSSL_cleanse(padded.data(), padded.size());
  return out;
}

Result<std::vector<std::uint8_t>> AesEcb::DecryptBlocks(
    std::span<const std::uint8_t> ciphertext) const {
  if (ciphertext.empty() || ciphertext.size() % kBlock != 0) {
    return MakeError(ErrorCode::kInvalidInput,
                     "AES-ECB: ciphertext length is not a positive multiple of 16");
  }
  std::vector<std::uint8_t> out(ciphertext.size());
  if (!RunBlocks(key_, false, ciphertext, out.data())) {
    return MakeError(ErrorCode::kCrypto, "AES-ECB: decryption failed");
  }
  return out;
}

std::optional<std::size_t> Pkcs7DataLength(std::span<const std::uint8_t> padded) {
  if (padded.empty() || padded.size() % kBlock != 0) return std::nullopt;
  const std::uint8_t pad = padded.back();
  if (pad == 0 || pad > kBlock) return std::nullopt;
  for (std::size_t i = padded.size() - pad; i < padded.size(); ++i) {
    if (padded[i] != pad) return std::nullopt;
  }
  return padded.size() - pad;
}

}  // namespace privtext::protect
