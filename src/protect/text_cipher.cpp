#include <algorithm>
#include <cstring>
#include <set>

#include "privtext/protect.h"
#include "protect/cipher_simd.h"

namespace privtext::protect {
namespace {

std::u32string AsciiRange(char first, char last) {
  std::u32string out;
  for (char c = first; c <= last; ++c) out.push_back(static_cast<char32_t>(c));
  return out;
}

// Length of the UTF-8 sequence a lead byte announces (1 for bytes that are
// not valid leads; validation reports those).
std::size_t SequenceLength(unsigned char lead) {
  return lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
}

}  // namespace

// ---------------------------------------------------------- alphabet

CipherAlphabet::CipherAlphabet(std::u32string chars)
    : chars_(std::move(chars)), ascii_(128, -1) {
  for (std::size_t i = 0; i < chars_.size(); ++i) {
    if (chars_[i] < 128) {
      ascii_[chars_[i]] = static_cast<std::int16_t>(i);
    } else {
      others_[chars_[i]] = static_cast<int>(i);
    }
  }
}

CipherAlphabet CipherAlphabet::Letters() {
  return CipherAlphabet(AsciiRange('A', 'Z') + AsciiRange('a', 'z'));
}

CipherAlphabet CipherAlphabet::LettersDigits() {
  return CipherAlphabet(AsciiRange('A', 'Z') + AsciiRange('a', 'z') + AsciiRange('0', '9'));
}

Result<CipherAlphabet> CipherAlphabet::Custom(std::string_view characters) {
  if (auto st = utf8::Validate(characters, "alphabet"); !st) return std::unexpected(st.error());
  std::u32string chars;
  std::set<char32_t> seen;
  for (std::size_t pos = 0; pos < characters.size();) {
    const char32_t c = utf8::DecodeAt(characters, pos);
    if (!seen.insert(c).second) {
      return MakeError(ErrorCode::kInvalidArgument,
                       "alphabet repeats a character at position " + std::to_string(chars.size()));
    }
    chars.push_back(c);
  }
  if (chars.size() < 2) {
    return MakeError(ErrorCode::kInvalidArgument, "alphabet needs at least two characters");
  }
  return CipherAlphabet(std::move(chars));
}

Result<CipherAlphabet> CipherAlphabet::ByName(std::string_view name) {
  if (name == "letters") return Letters();
  if (name == "letters-digits") return LettersDigits();
  return MakeError(ErrorCode::kInvalidArgument,
                   "unknown alphabet '" + std::string(name) +
                       "' (use letters, letters-digits, or `alphabet_chars`)");
}

int CipherAlphabet::IndexOf(char32_t c) const {
  if (c < 128) return ascii_[c];
  const auto it = others_.find(c);
  return it == others_.end() ? -1 : it->second;
}

// ------------------------------------------------------------ cipher

namespace {

// Key positions up to this many get ASCII lookup tables (256 KiB each way).
constexpr std::size_t kMaxTabledKey = 1024;
const std::vector<std::int16_t> kNoTable;

std::uint32_t Shifted(std::uint32_t p, std::uint32_t k, std::uint32_t n, bool decrypt) {
  // Table positions from 1: c = ((p + k - 1) mod N) + 1. From 0 that is
  // c0 = (p0 + k0 + 1) mod N, and decryption subtracts the same amount.
  const std::uint32_t shift = (k + 1) % n;
  return decrypt ? (p + n - shift) % n : (p + shift) % n;
}

std::vector<std::int16_t> AsciiTable(const std::vector<std::uint32_t>& shifts,
                                     const CipherAlphabet& alphabet, bool decrypt) {
  if (shifts.size() > kMaxTabledKey) return {};
  const auto n = static_cast<std::uint32_t>(alphabet.size());
  std::vector<std::int16_t> table(shifts.size() * 128);
  for (std::size_t i = 0; i < shifts.size(); ++i) {
    for (char32_t c = 0; c < 128; ++c) {
      const int p = alphabet.IndexOf(c);
      const char32_t out = p < 0 ? c : alphabet.at(Shifted(static_cast<std::uint32_t>(p), shifts[i], n, decrypt));
      table[i * 128 + c] = out < 128 ? static_cast<std::int16_t>(out) : std::int16_t{-1};
    }
  }
  return table;
}

// The alphabet as at most four runs of consecutive ASCII characters below
// DEL, or count 0 when it is not of that shape.
internal::AsciiRuns RunsOf(const CipherAlphabet& alphabet) {
  internal::AsciiRuns runs;
  if (alphabet.size() > 126) return runs;
  for (std::size_t i = 0; i < alphabet.size(); ++i) {
    const char32_t c = alphabet.at(i);
    if (c >= 127) return internal::AsciiRuns{};
    if (runs.count > 0 && c == static_cast<char32_t>(runs.hi[runs.count - 1]) + 1) {
      ++runs.hi[runs.count - 1];
      continue;
    }
    if (runs.count == 4) return internal::AsciiRuns{};
    runs.lo[runs.count] = runs.hi[runs.count] = static_cast<std::uint8_t>(c);
    runs.base[runs.count] = static_cast<std::uint8_t>(i);
    ++runs.count;
  }
  runs.size = static_cast<std::uint8_t>(alphabet.size());
  return runs;
}

std::vector<std::uint8_t> ShiftBytes(const std::vector<std::uint32_t>& shifts, const CipherAlphabet& alphabet,
                                     bool decrypt) {
  if (RunsOf(alphabet).count == 0) return {};
  const auto n = static_cast<std::uint32_t>(alphabet.size());
  std::vector<std::uint8_t> out(shifts.size() + 32);
  for (std::size_t j = 0; j < out.size(); ++j) {
    const std::uint32_t shift = (shifts[j % shifts.size()] + 1) % n;
    out[j] = static_cast<std::uint8_t>(decrypt ? (n - shift) % n : shift);
  }
  return out;
}

}  // namespace

PolyalphabeticCipher::PolyalphabeticCipher(std::vector<std::uint32_t> shifts, CipherAlphabet alphabet)
    : shifts_(std::move(shifts)),
      alphabet_(std::move(alphabet)),
      encrypt_table_(AsciiTable(shifts_, alphabet_, false)),
      decrypt_table_(AsciiTable(shifts_, alphabet_, true)),
      encrypt_shift_bytes_(ShiftBytes(shifts_, alphabet_, false)),
      decrypt_shift_bytes_(ShiftBytes(shifts_, alphabet_, true)),
      runs_(std::make_shared<const internal::AsciiRuns>(
          encrypt_shift_bytes_.empty() || !CpuHasAvx2() ? internal::AsciiRuns{} : RunsOf(alphabet_))) {
  json_safe_ = true;
  for (std::size_t i = 0; i < alphabet_.size(); ++i) {
    const char32_t c = alphabet_.at(i);
    if (c < 0x20 || c == '"' || c == '\\') json_safe_ = false;
  }
}

Result<PolyalphabeticCipher> PolyalphabeticCipher::Create(std::string_view key,
                                                          CipherAlphabet alphabet) {
  if (key.empty()) return MakeError(ErrorCode::kInvalidArgument, "cipher key is empty");
  if (auto st = utf8::Validate(key, "cipher key"); !st) return std::unexpected(st.error());
  std::vector<std::uint32_t> shifts;
  for (std::size_t pos = 0; pos < key.size();) {
    const int index = alphabet.IndexOf(utf8::DecodeAt(key, pos));
    if (index < 0) {
      return MakeError(ErrorCode::kInvalidArgument,
                       "cipher key character " + std::to_string(shifts.size() + 1) +
                           " is not in the alphabet");
    }
    shifts.push_back(static_cast<std::uint32_t>(index));
  }
  return PolyalphabeticCipher(std::move(shifts), std::move(alphabet));
}

Result<std::string> PolyalphabeticCipher::RandomKey(std::size_t length,
                                                    const CipherAlphabet& alphabet) {
  if (length == 0) return MakeError(ErrorCode::kInvalidArgument, "key length must be at least 1");
  const std::uint32_t n = static_cast<std::uint32_t>(alphabet.size());
  // Rejection sampling keeps every character equally likely.
  const std::uint32_t limit = UINT32_MAX - UINT32_MAX % n;
  std::string key;
  std::vector<std::uint8_t> buf(4 * 64);
  std::size_t used = buf.size();
  std::size_t drawn = 0;
  while (drawn < length) {
    if (used == buf.size()) {
      if (auto st = RandomBytes(buf); !st) return std::unexpected(st.error());
      used = 0;
    }
    const std::uint32_t v = std::uint32_t{buf[used]} << 24 | buf[used + 1] << 16 |
                            buf[used + 2] << 8 | buf[used + 3];
    used += 4;
    if (v >= limit) continue;
    utf8::Append(key, alphabet.at(v % n));
    ++drawn;
  }
  return key;
}

namespace {

// The length of an incomplete character at the end of `text` (a lead byte
// with fewer continuation bytes after it than it announces), or 0.
std::size_t IncompleteTail(std::string_view text) {
  for (std::size_t back = 1; back <= 3 && back <= text.size(); ++back) {
    const char b = text[text.size() - back];
    if (utf8::IsContinuation(b)) continue;
    return SequenceLength(static_cast<unsigned char>(b)) > back ? back : 0;
  }
  return 0;
}

Status InvalidAt(std::uint64_t byte) {
  return MakeError(ErrorCode::kInvalidInput, "invalid UTF-8 at byte " + std::to_string(byte));
}

Status EndsInsideCharacter(std::uint64_t byte) {
  return MakeError(ErrorCode::kInvalidInput,
                   "invalid UTF-8 at byte " + std::to_string(byte) + " (text ends inside a character)");
}

}  // namespace

Status PolyalphabeticCipher::Stream::Update(std::string_view chunk, std::string* out) {
  std::string joined;
  if (!pending_.empty()) {
    joined = pending_ + std::string(chunk);
    chunk = joined;
    offset_ -= pending_.size();
    pending_.clear();
  }
  // Hold back an incomplete sequence at the end for the next chunk.
  const std::size_t usable = chunk.size() - IncompleteTail(chunk);
  const std::string_view body = chunk.substr(0, usable);
  if (auto bad = utf8::FindInvalid(body)) return InvalidAt(offset_ + *bad);
  key_pos_ = cipher_->CipherValid(body, decrypt_, key_pos_, out);
  pending_.assign(chunk.substr(usable));
  offset_ += chunk.size();
  return Ok();
}

Status PolyalphabeticCipher::CipherPart(std::string_view part, bool decrypt, std::uint64_t code_points,
                                        std::uint64_t offset, bool last, std::string* out) const {
  const std::size_t usable = part.size() - (last ? IncompleteTail(part) : 0);
  if (auto bad = utf8::FindInvalid(part.substr(0, usable))) return InvalidAt(offset + *bad);
  if (usable < part.size()) return EndsInsideCharacter(offset + usable);
  CipherValid(part, decrypt, static_cast<std::size_t>(code_points % shifts_.size()), out);
  return Ok();
}

std::size_t PolyalphabeticCipher::CipherValid(std::string_view body, bool decrypt, std::size_t key_pos,
                                              std::string* out) const {
  const std::uint32_t n = static_cast<std::uint32_t>(alphabet_.size());
  const std::vector<std::int16_t>& table = decrypt ? decrypt_table_ : encrypt_table_;
  const std::size_t key_length = shifts_.size();
  // ASCII maps to one byte, so the output is as long as the input unless a
  // custom alphabet maps a character to a longer one; the rare slow path
  // grows the buffer when it must.
  std::size_t written = out->size();
  // Every byte of the new room is written below: it is not zeroed first.
  out->resize_and_overwrite(written + body.size(), [](char*, std::size_t room) { return room; });
  char* dst = out->data() + written;
  const auto* src = reinterpret_cast<const unsigned char*>(body.data());
  const std::size_t size = body.size();
  std::size_t pos = 0;
  const std::vector<std::uint8_t>& shift_bytes = decrypt ? decrypt_shift_bytes_ : encrypt_shift_bytes_;
  const internal::AsciiRuns& runs = *runs_;
  while (pos < size) {
    if (runs.count > 0) {
      // Whole 32-byte blocks of ASCII, vectorised; the rest goes on below.
      const std::size_t done = internal::CipherAsciiBlocks(src + pos, reinterpret_cast<std::uint8_t*>(dst), size - pos,
                                                           &key_pos, key_length, shift_bytes.data(), runs);
      pos += done;
      dst += done;
      if (pos == size) break;
    }
    if (!table.empty()) {
      // Runs of ASCII go through the per-key-position lookup table.
      const std::int16_t* row = table.data();
      while (pos < size && src[pos] < 128) {
        const std::int16_t mapped = row[key_pos * 128 + src[pos]];
        if (mapped < 0) break;
        *dst++ = static_cast<char>(mapped);
        ++pos;
        if (++key_pos == key_length) key_pos = 0;
      }
      if (pos == size) break;
    }
    const std::size_t start = pos;
    const char32_t c = utf8::DecodeAt(body, pos);
    const int p = alphabet_.IndexOf(c);
    const std::uint32_t k = shifts_[key_pos];
    if (++key_pos == key_length) key_pos = 0;
    written = static_cast<std::size_t>(dst - out->data());
    if (out->size() - written < size - start + 4) {
      out->resize(out->size() + size - start + 4);
      dst = out->data() + written;
    }
    if (p < 0) {
      std::memcpy(dst, src + start, pos - start);
      dst += pos - start;
    } else {
      char buf[4];
      std::string_view encoded = utf8::Encode(alphabet_.at(Shifted(static_cast<std::uint32_t>(p), k, n, decrypt)), buf);
      std::memcpy(dst, encoded.data(), encoded.size());
      dst += encoded.size();
    }
  }
  out->resize(static_cast<std::size_t>(dst - out->data()));
  return key_pos;
}

void PolyalphabeticCipher::CipherJson(std::string_view body, bool decrypt, std::string* out) const {
  const auto n = static_cast<std::uint32_t>(alphabet_.size());
  const std::size_t key_length = shifts_.size();
  // The fast paths write a character's output byte for its input byte; they
  // run only where no output byte needs a JSON escape.
  const std::vector<std::int16_t>& table = json_safe_ ? (decrypt ? decrypt_table_ : encrypt_table_) : kNoTable;
  const std::uint8_t* shift_bytes = (decrypt ? decrypt_shift_bytes_ : encrypt_shift_bytes_).data();
  const bool vectorised = json_safe_ && runs_->count > 0;
  const auto* src = reinterpret_cast<const unsigned char*>(body.data());
  const std::size_t size = body.size();
  std::string& o = *out;
  std::size_t w = o.size(), pos = 0, key_pos = 0;
  while (pos < size) {
    // Room for the rest at one byte each, and one escaped character (not
    // zeroed: what is not written is cut off at the end).
    if (o.size() < w + (size - pos) + 16) {
      o.resize_and_overwrite(std::max(2 * o.size(), w + (size - pos) + 16), [](char*, std::size_t room) { return room; });
    }
    if (vectorised) {
      const std::size_t done = internal::CipherAsciiBlocks(src + pos, reinterpret_cast<std::uint8_t*>(o.data() + w),
                                                           size - pos, &key_pos, key_length, shift_bytes, *runs_,
                                                           /*json=*/true);
      pos += done;
      w += done;
    }
    if (!table.empty()) {
      while (pos < size && src[pos] < 128 && src[pos] >= 0x20 && src[pos] != '"' && src[pos] != '\\') {
        const std::int16_t mapped = table[key_pos * 128 + src[pos]];
        if (mapped < 0) break;
        o[w++] = static_cast<char>(mapped);
        ++pos;
        if (++key_pos == key_length) key_pos = 0;
      }
    }
    if (pos == size) break;
    if (json_safe_ && src[pos] == '\\' && pos + 1 < size && json::IsTwoByteEscape(body[pos + 1])) {
      // "\n" and its kind: a character outside the alphabet, copied.
      o[w++] = '\\';
      o[w++] = body[pos + 1];
      pos += 2;
      if (++key_pos == key_length) key_pos = 0;
      continue;
    }
    // One character the fast paths leave: an escape, a non-ASCII character,
    // or one whose output JSON escapes.
    char32_t c;
    if (src[pos] == '\\') {
      const auto decoded = json::DecodeEscape(body, pos);
      c = decoded.value_or(U'\\');
      if (!decoded) ++pos;  // not a valid body (REQUIRES): keep going
    } else {
      c = utf8::DecodeAt(body, pos);
    }
    const int p = alphabet_.IndexOf(c);
    const char32_t mapped = p < 0 ? c : alphabet_.at(Shifted(static_cast<std::uint32_t>(p), shifts_[key_pos], n, decrypt));
    if (++key_pos == key_length) key_pos = 0;
    char buf[4];
    std::string escaped;
    json::AppendEscaped(escaped, utf8::Encode(mapped, buf));
    std::memcpy(o.data() + w, escaped.data(), escaped.size());
    w += escaped.size();
  }
  o.resize(w);
}

Status PolyalphabeticCipher::Stream::Finish() {
  if (pending_.empty()) return Ok();
  return EndsInsideCharacter(offset_ - pending_.size());
}

Result<std::string> PolyalphabeticCipher::Encrypt(std::string_view text) const {
  std::string out;
  Stream s = EncryptStream();
  if (auto st = s.Update(text, &out); !st) return std::unexpected(st.error());
  if (auto st = s.Finish(); !st) return std::unexpected(st.error());
  return out;
}

Result<std::string> PolyalphabeticCipher::Decrypt(std::string_view text) const {
  std::string out;
  Stream s = DecryptStream();
  if (auto st = s.Update(text, &out); !st) return std::unexpected(st.error());
  if (auto st = s.Finish(); !st) return std::unexpected(st.error());
  return out;
}

}  // namespace privtext::protect
