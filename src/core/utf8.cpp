#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <cstring>

#include <simdjson.h>
#include <utf8proc.h>

#include "privtext/core.h"

namespace privtext::utf8 {

std::optional<std::size_t> FindInvalid(std::string_view text) {
  // utf8proc_iterate rejects overlong forms, surrogates and values past
  // U+10FFFF, which is exactly the validity JSON and Python expect. An ASCII
  // fast path keeps plain English text cheap, and simdjson's validator (the
  // same rules, many bytes per cycle) answers first for text that is valid.
  if (simdjson::validate_utf8(text.data(), text.size())) return std::nullopt;
  const auto* bytes = reinterpret_cast<const utf8proc_uint8_t*>(text.data());
  std::size_t pos = 0;
  const std::size_t n = text.size();
  while (pos < n) {
    // Eight ASCII bytes at a time: none has its high bit set.
    std::uint64_t word;
    if (pos + 8 <= n && (std::memcpy(&word, bytes + pos, 8), (word & 0x8080808080808080ULL) == 0)) {
      pos += 8;
      continue;
    }
    if (bytes[pos] < 0x80) {
      ++pos;
      continue;
    }
    utf8proc_int32_t cp;
    const auto len = utf8proc_iterate(bytes + pos,
                                      static_cast<utf8proc_ssize_t>(n - pos), &cp);
    if (len < 0) return pos;
    pos += static_cast<std::size_t>(len);
  }
  return std::nullopt;
}

Status Validate(std::string_view text, std::string_view where) {
  if (auto bad = FindInvalid(text)) {
    return MakeError(ErrorCode::kInvalidInput,
                     std::string(where) + ": invalid UTF-8 at byte " +
                         std::to_string(*bad));
  }
  return Ok();
}

std::size_t CodePointCount(std::string_view text) {
  // Every code point has exactly one byte that is not a continuation byte
  // (10xxxxxx); those are counted eight bytes at a time: a byte's high bit
  // set and the bit below it clear gives it a 1, and a multiply sums the
  // eight bytes' ones into the top byte.
  std::size_t continuation = 0, i = 0;
  for (; i + 8 <= text.size(); i += 8) {
    std::uint64_t x;
    std::memcpy(&x, text.data() + i, 8);
    const std::uint64_t ones = (x & ~(x << 1) & 0x8080808080808080ULL) >> 7;
    continuation += static_cast<std::size_t>((ones * 0x0101010101010101ULL) >> 56);
  }
  for (; i < text.size(); ++i) continuation += IsContinuation(text[i]);
  return text.size() - continuation;
}

std::string_view Encode(char32_t cp, char (&buf)[4]) {
  const auto len = utf8proc_encode_char(static_cast<utf8proc_int32_t>(cp),
                                        reinterpret_cast<utf8proc_uint8_t*>(buf));
  return {buf, static_cast<std::size_t>(len)};
}

void Append(std::string& out, char32_t cp) {
  char buf[4];
  out.append(Encode(cp, buf));
}

char32_t DecodeMultiByteAt(std::string_view text, std::size_t& pos) {
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  const unsigned char b0 = bytes[pos];
  const int len = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2;
  char32_t cp = b0 & (0x7F >> len);
  for (int i = 1; i < len; ++i) cp = (cp << 6) | (bytes[pos + i] & 0x3F);
  pos += static_cast<std::size_t>(len);
  return cp;
}

OffsetMap::OffsetMap(std::string_view text) {
  starts_.reserve(text.size() + 1);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!IsContinuation(text[i])) starts_.push_back(i);
  }
  starts_.push_back(text.size());
}

Result<std::size_t> OffsetMap::ToByte(std::size_t cp) const {
  if (cp >= starts_.size()) {
    return MakeError(ErrorCode::kInvalidInput,
                     "offset " + std::to_string(cp) + " is past the end of the text (" +
                         std::to_string(code_points()) + " code points)");
  }
  return starts_[cp];
}

Result<std::size_t> OffsetMap::ToCodePoint(std::size_t byte) const {
  const auto it = std::lower_bound(starts_.begin(), starts_.end(), byte);
  if (it == starts_.end() || *it != byte) {
    return MakeError(ErrorCode::kInvalidInput,
                     "byte offset " + std::to_string(byte) +
                         " is not at a code point boundary");
  }
  return static_cast<std::size_t>(it - starts_.begin());
}

namespace {

// utf8proc's answer for any word, with the letters NFKD leaves alone mapped
// as an English text writes them.
std::string WithoutDiacriticsByUtf8proc(std::string_view word) {
  utf8proc_uint8_t* mapped = nullptr;
  const auto n = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(word.data()),
                              static_cast<utf8proc_ssize_t>(word.size()), &mapped,
                              static_cast<utf8proc_option_t>(UTF8PROC_COMPOSE | UTF8PROC_STRIPMARK));
  if (n < 0) return std::string(word);  // not valid UTF-8: as it is
  std::string out;
  for (std::size_t pos = 0; pos < static_cast<std::size_t>(n);) {
    const char32_t c = DecodeAt(std::string_view(reinterpret_cast<const char*>(mapped), n), pos);
    switch (c) {
      case U'\u0131': out += 'i'; break;
      case U'\u00F8': out += 'o'; break;
      case U'\u00D8': out += 'O'; break;
      case U'\u0142': out += 'l'; break;
      case U'\u0141': out += 'L'; break;
      case U'\u0111': out += 'd'; break;
      case U'\u0110': out += 'D'; break;
      default: Append(out, c);
    }
  }
  std::free(mapped);
  return out;
}

}  // namespace

std::string WithoutDiacritics(std::string_view word) {
  // Asked for every capitalised word of a court case that has diacritics:
  // utf8proc took 13,000 instructions a word. Latin-1 and Latin Extended-A
  // letters (U+00C0 to U+017F) are looked up in its answers, made once; a
  // word with any other code point still asks it.
  static constexpr char32_t kFirst = 0xC0, kLast = 0x17F;
  static const std::array<char, kLast - kFirst + 1> kBase = [] {
    std::array<char, kLast - kFirst + 1> base{};
    for (char32_t c = kFirst; c <= kLast; ++c) {
      std::string one;
      Append(one, c);
      const std::string folded = WithoutDiacriticsByUtf8proc(one);
      if (folded.size() == 1 && static_cast<unsigned char>(folded[0]) < 0x80) base[c - kFirst] = folded[0];
    }
    return base;
  }();
  std::string out;
  out.reserve(word.size());
  for (std::size_t pos = 0; pos < word.size();) {
    const char32_t c = DecodeAt(word, pos);
    if (c < 0x80) {
      out.push_back(static_cast<char>(c));
    } else if (c >= kFirst && c <= kLast && kBase[c - kFirst] != 0) {
      out.push_back(kBase[c - kFirst]);
    } else {
      return WithoutDiacriticsByUtf8proc(word);
    }
  }
  return out;
}

std::string CaseFold(std::string_view text) {
  // ASCII needs no table: the common case stays a byte loop.
  if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
  }
  utf8proc_uint8_t* mapped = nullptr;
  const auto n = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(text.data()),
                              static_cast<utf8proc_ssize_t>(text.size()), &mapped,
                              static_cast<utf8proc_option_t>(UTF8PROC_CASEFOLD | UTF8PROC_STABLE | UTF8PROC_COMPOSE));
  if (n < 0) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
  }
  std::string out(reinterpret_cast<const char*>(mapped), static_cast<std::size_t>(n));
  std::free(mapped);
  return out;
}

}  // namespace privtext::utf8
