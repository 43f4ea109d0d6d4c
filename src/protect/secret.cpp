#include <openssl/crypto.h>
#include <openssl/rand.h>

#include "privtext/protect.h"

namespace privtext::protect {

SecretBytes& SecretBytes::operator=(const SecretBytes& other) {
  if (this != &other) {
    Wipe();
    bytes_ = other.bytes_;
  }
  return *this;
}

SecretBytes::SecretBytes(SecretBytes&& other) noexcept : bytes_(std::move(other.bytes_)) {
  other.bytes_.clear();
}

SecretBytes& SecretBytes::operator=(SecretBytes&& other) noexcept {
  if (this != &other) {
    Wipe();
    bytes_ = std::move(other.bytes_);
    other.bytes_.clear();
  }
  return *this;
}

SecretBytes::~SecretBytes() { Wipe(); }

void SecretBytes::Wipe() {
  if (!bytes_.empty()) OPENSSL_cleanse(bytes_.data(), bytes_.size());
  bytes_.clear();
}

Status RandomBytes(std::span<std::uint8_t> out) {
  if (out.empty()) return Ok();
  if (RAND_bytes(out.data(), static_cast<int>(out.size())) != 1) {
    return MakeError(ErrorCode::kCrypto, "the system random generator failed (RAND_bytes)");
  }
  return Ok();
}

Result<SecretBytes> SecretBytes::Random(std::size_t n) {
  std::vector<std::uint8_t> bytes(n);
  if (auto st = RandomBytes(bytes); !st) return std::unexpected(st.error());
  return SecretBytes(std::move(bytes));
}

Result<SecretBytes> SecretBytes::FromHex(std::string_view hex) {
  if (hex.size() % 2 != 0) {
    return MakeError(ErrorCode::kInvalidInput, "hex key has an odd number of digits");
  }
  auto nibble = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  std::vector<std::uint8_t> bytes(hex.size() / 2);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const int hi = nibble(hex[2 * i]);
    const int lo = nibble(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) {
      OPENSSL_cleanse(bytes.data(), bytes.size());
      return MakeError(ErrorCode::kInvalidInput,
                       "hex key has a non-hex character at position " + std::to_string(2 * i + (hi < 0 ? 0 : 1)));
    }
    bytes[i] = static_cast<std::uint8_t>(hi << 4 | lo);
  }
  return SecretBytes(std::move(bytes));
}

std::string SecretBytes::ToHex() const { return HexEncode(bytes_); }

bool SecretBytes::operator==(const SecretBytes& other) const {
  return bytes_.size() == other.bytes_.size() &&
         CRYPTO_memcmp(bytes_.data(), other.bytes_.data(), bytes_.size()) == 0;
}

}  // namespace privtext::protect
