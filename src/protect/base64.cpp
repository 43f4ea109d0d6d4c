// A strict Base64 codec. OpenSSL's EVP_DecodeBlock skips white space, has no
// base64url alphabet and cannot tell padding faults apart, and seed 000's
// repair rule needs exactly that distinction, so the codec is written here.
#include <array>

#include "protect/primitives.h"

namespace privtext::protect {
namespace {

constexpr std::string_view kStandard =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::string_view kUrl =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

using DecodeTable = std::array<std::int8_t, 256>;

DecodeTable MakeTable(std::string_view alphabet) {
  DecodeTable t;
  t.fill(-1);
  for (std::size_t i = 0; i < alphabet.size(); ++i) {
    t[static_cast<unsigned char>(alphabet[i])] = static_cast<std::int8_t>(i);
  }
  return t;
}

const DecodeTable& TableFor(Base64Alphabet alphabet) {
  static const DecodeTable standard = MakeTable(kStandard);
  static const DecodeTable url = MakeTable(kUrl);
  return alphabet == Base64Alphabet::kStandard ? standard : url;
}

Error Bad(std::string what) { return Error(ErrorCode::kInvalidInput, "Base64: " + std::move(what)); }

}  // namespace

std::string Base64Encode(std::span<const std::uint8_t> bytes, Base64Alphabet alphabet, bool pad) {
  const std::string_view chars = alphabet == Base64Alphabet::kStandard ? kStandard : kUrl;
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const std::uint32_t v = bytes[i] << 16 | bytes[i + 1] << 8 | bytes[i + 2];
    out.push_back(chars[v >> 18]);
    out.push_back(chars[(v >> 12) & 63]);
    out.push_back(chars[(v >> 6) & 63]);
    out.push_back(chars[v & 63]);
  }
  const std::size_t rest = bytes.size() - i;
  if (rest > 0) {
    const std::uint32_t v = bytes[i] << 16 | (rest == 2 ? bytes[i + 1] << 8 : 0);
    out.push_back(chars[v >> 18]);
    out.push_back(chars[(v >> 12) & 63]);
    if (rest == 2) out.push_back(chars[(v >> 6) & 63]);
    if (pad) out.append(rest == 1 ? "==" : "=");
  }
  return out;
}

Result<Base64Decoded> Base64Decode(std::string_view text, Base64Alphabet alphabet,
                                   bool repair_padding, bool allow_unpadded) {
  Base64Decoded result;
  std::string repaired;
  std::size_t padding = 0;
  while (padding < text.size() && text[text.size() - 1 - padding] == '=') ++padding;
  if (padding > 2) return std::unexpected(Bad("too much padding"));
  const std::size_t data_chars = text.size() - padding;
  if (data_chars % 4 == 1) return std::unexpected(Bad("impossible length"));
  if (text.size() % 4 != 0) {
    if (padding == 0 && allow_unpadded) {
      // base64url without padding: fine as it is.
    } else if (repair_padding) {
      repaired.assign(text);
      repaired.append(4 - text.size() % 4, '=');
      text = repaired;
      padding = text.size() - data_chars;
      if (padding > 2) return std::unexpected(Bad("impossible length"));
      result.revised = true;
    } else {
      return std::unexpected(Bad("length is not a multiple of 4"));
    }
  }
  if (padding > 0 && data_chars % 4 + padding != 4) return std::unexpected(Bad("bad padding"));

  const DecodeTable& table = TableFor(alphabet);
  result.bytes.reserve(data_chars * 3 / 4);
  std::uint32_t acc = 0;
  int bits = 0;
  for (std::size_t i = 0; i < data_chars; ++i) {
    const std::int8_t v = table[static_cast<unsigned char>(text[i])];
    if (v < 0) return std::unexpected(Bad("invalid character at position " + std::to_string(i)));
    acc = (acc << 6) | static_cast<std::uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      result.bytes.push_back(static_cast<std::uint8_t>(acc >> bits));
      acc &= (1u << bits) - 1;
    }
  }
  return result;
}

}  // namespace privtext::protect
