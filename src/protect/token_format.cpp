#include <algorithm>
#include <cctype>

#include "privtext/protect.h"

namespace privtext::protect {
namespace {

constexpr std::string_view kTypeField = "{Type}";
constexpr std::string_view kCipherField = "{cipher}";

bool IsLabelStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
bool IsLabelChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }
bool IsCipherChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '+' || c == '/' || c == '-' ||
         c == '_' || c == '=';
}

}  // namespace

std::string TypeLabel(std::string_view type) {
  std::string out;
  bool start_of_word = true;
  for (char c : type) {
    if (c == '_' || c == '-' || c == ' ') {
      start_of_word = true;
      continue;
    }
    if (!IsLabelChar(c)) continue;
    const auto u = static_cast<unsigned char>(c);
    out.push_back(static_cast<char>(start_of_word ? std::toupper(u) : std::tolower(u)));
    start_of_word = false;
  }
  return out.empty() ? "Entity" : out;
}

std::string TypeFromLabel(std::string_view label) {
  std::string out;
  for (std::size_t i = 0; i < label.size(); ++i) {
    const auto u = static_cast<unsigned char>(label[i]);
    if (i > 0 && std::isupper(u)) out.push_back('_');
    out.push_back(static_cast<char>(std::toupper(u)));
  }
  return out;
}

Result<TokenFormat> TokenFormat::Parse(std::string_view t) {
  const auto type_at = t.find(kTypeField);
  const auto cipher_at = t.find(kCipherField);
  if (type_at == std::string_view::npos || cipher_at == std::string_view::npos ||
      cipher_at < type_at || t.find(kTypeField, type_at + 1) != std::string_view::npos ||
      t.find(kCipherField, cipher_at + 1) != std::string_view::npos) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "token template '" + std::string(t) +
                         "' must contain {Type} once and then {cipher} once");
  }
  TokenFormat f;
  f.prefix_ = t.substr(0, type_at);
  f.separator_ = t.substr(type_at + kTypeField.size(), cipher_at - type_at - kTypeField.size());
  f.suffix_ = t.substr(cipher_at + kCipherField.size());
  // The label is alphanumeric and the cipher ends at the first character that
  // cannot be in one, so the separator must hold no alphanumerics and the
  // suffix must start with a character that is not a cipher character.
  const bool separator_ok =
      !f.separator_.empty() &&
      std::none_of(f.separator_.begin(), f.separator_.end(), IsLabelChar);
  const bool suffix_ok = !f.suffix_.empty() && !IsCipherChar(f.suffix_.front());
  if (!separator_ok || !suffix_ok) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "token template '" + std::string(t) +
                         "': put a non-alphanumeric separator between {Type} and {cipher} and "
                         "a closing mark after {cipher} that is not a letter, digit or + / - _ =");
  }
  return f;
}

std::string TokenFormat::Format(std::string_view type_label, std::string_view cipher) const {
  std::string out;
  out.reserve(prefix_.size() + type_label.size() + separator_.size() + cipher.size() +
              suffix_.size());
  out.append(prefix_).append(type_label).append(separator_).append(cipher).append(suffix_);
  return out;
}

std::vector<TokenFormat::Match> TokenFormat::Scan(std::string_view text) const {
  std::vector<Match> matches;
  std::size_t floor = 0;  // matches never overlap: nothing before this is reused
  std::size_t pos = 0;
  while ((pos = text.find(separator_, pos)) != std::string_view::npos) {
    // The label runs back from the separator over [A-Za-z0-9], starting with
    // a letter; the prefix (if any) must stand right before it.
    std::size_t label_start = pos;
    while (label_start > floor && IsLabelChar(text[label_start - 1])) --label_start;
    while (label_start < pos && !IsLabelStart(text[label_start])) ++label_start;
    const bool has_prefix = label_start >= floor + prefix_.size() &&
                            text.substr(label_start - prefix_.size(), prefix_.size()) == prefix_;
    if (label_start == pos || !has_prefix) {
      pos += separator_.size();
      continue;
    }
    const std::size_t cipher_start = pos + separator_.size();
    std::size_t cipher_end = cipher_start;
    while (cipher_end < text.size() && IsCipherChar(text[cipher_end])) ++cipher_end;
    Match m;
    m.start = label_start - prefix_.size();
    m.label = std::string(text.substr(label_start, pos - label_start));
    m.cipher = std::string(text.substr(cipher_start, cipher_end - cipher_start));
    if (text.substr(cipher_end, suffix_.size()) == suffix_) {
      m.end = cipher_end + suffix_.size();
    } else {
      m.end = cipher_end;
      m.terminated = false;
    }
    floor = pos = m.end;
    matches.push_back(std::move(m));
  }
  return matches;
}

}  // namespace privtext::protect
