// Whether a regular expression can match a line break: read from its RE2
// syntax, erring towards "it can". PatternSet runs its patterns line block by
// line block, which is exact only for patterns that never match one.
#include <string_view>

#include "patterns.h"

namespace privtext::detect::internal {
namespace {

// \p{Name} or \pN: classes that hold U+000A (Cc, C, Common = Zyyy, Any) or a
// negation; every category of one or two letters starting with C or Z is
// counted, which is safe (scripts so named, Cyrillic or Coptic, are not).
bool UnicodeClassMayHoldNewline(std::string_view name) {
  return name.empty() || name[0] == '^' || ((name[0] == 'C' || name[0] == 'Z') && name.size() <= 2) ||
         name == "Common" || name == "Any";
}

// Reads the escape at text[i] == '\\' (and a \p class's name); sets `newline`
// when it names U+000A or a class of it (\n, \s) and `maybe` when it may
// (also \D, \W, \C, \P, hex and octal codes, some \p classes). Returns the
// index after it.
std::size_t ReadEscape(std::string_view text, std::size_t i, bool* newline, bool* maybe) {
  if (i + 1 >= text.size()) {
    *maybe = true;
    return text.size();
  }
  const char e = text[i + 1];
  if (e == 'n' || e == 's') *newline = *maybe = true;
  if (e == 'D' || e == 'W' || e == 'C' || e == 'P' || e == 'x' || (e >= '0' && e <= '7')) *maybe = true;
  if (e != 'p') return i + 2;
  const auto property = PropertyClassAt(text, i);
  if (!property) {
    *maybe = true;
    return text.size();
  }
  if (UnicodeClassMayHoldNewline(property->first)) *maybe = true;  // "" at the end of the text too
  return property->second;
}

// The bracket class opening at text[i] == '['. Returns the index after its
// ']', and whether it may match U+000A: a negated class unless it lists \n or
// \s, any other class when something it lists may be U+000A (ranges from a
// control character or an escape included).
std::size_t ReadClass(std::string_view text, std::size_t i, bool* may_match) {
  std::size_t j = i + 1;
  const bool negated = j < text.size() && text[j] == '^';
  if (negated) ++j;
  bool newline = false, maybe = false;
  bool first = true, after_escape = false;
  while (j < text.size() && (first || text[j] != ']')) {
    first = false;
    if (text[j] == '\\') {
      j = ReadEscape(text, j, &newline, &maybe);
      after_escape = true;
      continue;
    }
    if (text.substr(j, 2) == "[:") {
      const std::size_t close = text.find(":]", j + 2);
      const std::string_view name = text.substr(j + 2, close == std::string_view::npos ? 0 : close - j - 2);
      if (name == "space") newline = true;
      if (close == std::string_view::npos || name.empty() || name[0] == '^' || name == "space" || name == "cntrl" ||
          name == "ascii") {
        maybe = true;
      }
      j = close == std::string_view::npos ? text.size() : close + 2;
      after_escape = false;
      continue;
    }
    // A range: its low end is what came before the '-'.
    if (text[j] == '-' && j + 1 < text.size() && text[j + 1] != ']' &&
        (after_escape || static_cast<unsigned char>(text[j - 1]) <= '\n')) {
      maybe = true;
    }
    if (text[j] == '\n') newline = maybe = true;
    after_escape = false;
    ++j;
  }
  *may_match = negated ? !newline : maybe;
  return j < text.size() ? j + 1 : text.size();
}

}  // namespace

std::optional<std::pair<std::string_view, std::size_t>> PropertyClassAt(std::string_view text, std::size_t i) {
  if (i + 2 < text.size() && text[i + 2] == '{') {
    const std::size_t close = text.find('}', i + 3);
    if (close == std::string_view::npos) return std::nullopt;
    return std::pair{text.substr(i + 3, close - i - 3), close + 1};
  }
  return std::pair{text.substr(std::min(i + 2, text.size()), 1), std::min(i + 3, text.size())};
}

bool StaysOnOneLine(std::string_view regex) {
  for (std::size_t i = 0; i < regex.size();) {
    const char c = regex[i];
    if (c == '\n') return false;
    if (c == '\\') {
      bool newline = false, maybe = false;
      i = ReadEscape(regex, i, &newline, &maybe);
      if (maybe) return false;
      continue;
    }
    if (c == '[') {
      bool may_match = false;
      i = ReadClass(regex, i, &may_match);
      if (may_match) return false;
      continue;
    }
    // A flag group: with s, '.' matches a line break too.
    if (c == '(' && i + 1 < regex.size() && regex[i + 1] == '?') {
      for (std::size_t j = i + 2; j < regex.size() && regex[j] != ':' && regex[j] != ')' && regex[j] != '<'; ++j) {
        if (regex[j] == 's') return false;
      }
    }
    ++i;
  }
  return true;
}

}  // namespace privtext::detect::internal
