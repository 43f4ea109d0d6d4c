// Internal to the protect module (and its tests): the cryptographic
// primitives under the entity tokens. Library users reach them only through
// EntityEncryptor / EntityDecryptor, so the public header stays the API.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "privtext/protect.h"

namespace privtext::protect {

// ------------------------------------------------------------ documents

// Replaces each of doc.entities (which must not overlap) by what `replace`
// gives for its value, and updates the spans to cover the replacements. Adds
// counts (never values) to *stats. Tokens and surrogates are written by it.
Status ReplaceEntities(Document& doc, EncryptStats* stats,
                       const std::function<Result<std::string>(std::string_view value, const Span& span)>& replace);

// ------------------------------------------------- shapes of written values

// `n` with zeros before it up to `width` digits ("07").
std::string PadNumber(int n, std::size_t width);
// `value` in the real value's casing, where it says something: all upper
// case, or all lower case (in any script); else `value` as it is.
std::string CasedLike(const std::string& value, std::string_view real);
// The English ordinal ending of `n`, in lower case: "st", "nd", "rd", "th".
std::string OrdinalEnding(unsigned n);

// -------------------------------------------------------------- dates

// English month and weekday names (weekdays from Monday), read and written in
// dates by surrogates and by ShiftDate.
extern const std::array<std::string_view, 12> kMonthNames;
extern const std::array<std::string_view, 7> kWeekdayNames;

// The index of `word` in `names`, in any case, written in full or in its first
// three letters (a full stop after it ignored); *abbreviated says which.
std::optional<std::size_t> FindCalendarName(std::span<const std::string_view> names, std::string_view word,
                                            bool* abbreviated);

// `value` read as one calendar date ("7 January 1998", "Monday, January 7th,
// 1998", "1998-01-07", "07/01/1998", "May 2010", "15 May"), moved by `days`
// and written in the same form (padding, case, abbreviation, ordinal ending;
// a weekday becomes the new date's; a weekday alone, "Friday evening",
// moves by the shift modulo 7). Numeric dates are read day first (with
// `month_first`, month first, as in the US) unless the number read as the
// month cannot be one. nullopt for anything else: a range, a time, a bare
// year, a two-digit year, an impossible date.
std::optional<std::string> ShiftDate(std::string_view value, int days, bool month_first = false);

// ------------------------------------------------------------- base64

enum class Base64Alphabet { kStandard, kUrl };

std::string Base64Encode(std::span<const std::uint8_t> bytes, Base64Alphabet alphabet,
                         bool pad);

struct Base64Decoded {
  std::vector<std::uint8_t> bytes;
  bool revised = false;  // padding was missing and has been appended
};

// Strict decoding: only the alphabet's characters, '=' only as final padding.
// With `repair_padding` a string whose length is not a multiple of four gets
// '=' appended before decoding and is marked revised (seed 000, App. A.1).
// Unpadded input is accepted when `allow_unpadded` (base64url tokens).
Result<Base64Decoded> Base64Decode(std::string_view text, Base64Alphabet alphabet,
                                   bool repair_padding, bool allow_unpadded);

// ------------------------------------------------------------ ciphers

// Deterministic authenticated encryption, RFC 5297 (AES-SIV-CMAC).
// Key of 32, 48 or 64 bytes (AES-128/192/256-SIV). Output is V || C: a 16-byte
// synthetic IV followed by a ciphertext as long as the plaintext.
class AesSiv {
 public:
  static Result<AesSiv> Create(const SecretBytes& key);
  Result<std::vector<std::uint8_t>> Encrypt(std::span<const std::uint8_t> plaintext,
                                            std::span<const std::uint8_t> associated_data) const;
  // Fails with kCrypto when the tag does not authenticate.
  Result<std::vector<std::uint8_t>> Decrypt(std::span<const std::uint8_t> ciphertext,
                                            std::span<const std::uint8_t> associated_data) const;

 private:
  AesSiv(SecretBytes key, std::uint64_t id) : key_(std::move(key)), id_(id) {}
  SecretBytes key_;
  // Names this key for the per-thread cache of keyed OpenSSL contexts
  // (copies share it: they hold the same key).
  std::uint64_t id_;
};

// AES in ECB mode with PKCS#7 padding, as seed 000 uses it (16- or 32-byte
// keys). Deterministic but leaks equality of 16-byte blocks: see docs/protect.md.
class AesEcb {
 public:
  static Result<AesEcb> Create(const SecretBytes& key);
  std::vector<std::uint8_t> Encrypt(std::span<const std::uint8_t> plaintext) const;
  // Decrypts whole blocks without removing padding. REQUIRES: size % 16 == 0.
  Result<std::vector<std::uint8_t>> DecryptBlocks(std::span<const std::uint8_t> ciphertext) const;

 private:
  explicit AesEcb(SecretBytes key) : key_(std::move(key)) {}
  SecretBytes key_;
};

// Length of the data inside a PKCS#7-padded buffer, or nullopt when the
// padding is invalid.
std::optional<std::size_t> Pkcs7DataLength(std::span<const std::uint8_t> padded);

}  // namespace privtext::protect
