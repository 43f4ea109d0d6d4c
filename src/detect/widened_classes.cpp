// Unicode letter and number classes widened for the pattern set. \p{L}
// compiles to hundreds of UTF-8 instructions, and the built-in patterns use
// such classes dozens of times: compiling the set was most of a detector's
// construction. The set only has to name the blocks where a pattern may
// match (each reported pattern is then searched for with its own, exact
// regex), so a class that holds more is enough there.
#include <string>
#include <string_view>

#include "patterns.h"

namespace privtext::detect::internal {
namespace {

constexpr std::string_view kNonAscii = "\\x{80}-\\x{10FFFF}";

// The ASCII part of a widened class (the rest is every code point from
// U+0080), or nullptr for a class left as it is.
const char* AsciiPart(std::string_view name) {
  if (name == "L") return "A-Za-z";
  if (name == "Lu") return "A-Z";
  if (name == "Ll") return "a-z";
  if (name == "N" || name == "Nd") return "0-9";
  return nullptr;
}

}  // namespace

std::string WidenUnicodeClasses(std::string_view regex) {
  std::string out;
  out.reserve(regex.size() * 2);
  bool in_class = false, negated = false;
  for (std::size_t i = 0; i < regex.size();) {
    const char c = regex[i];
    if (c == '\\' && i + 1 < regex.size()) {
      const char e = regex[i + 1];
      // \Q...\E quotes what follows: left to RE2, unwidened.
      if (e == 'Q') return std::string(regex);
      if (e == 'p') {
        const auto property = PropertyClassAt(regex, i);
        if (!property) return std::string(regex);
        const auto [name, end] = *property;
        const char* ascii = AsciiPart(name);
        // In a negated class a wider member would exclude more: left as it is.
        if (ascii != nullptr && !negated) {
          if (!in_class) out += '[';
          out += ascii;
          out += kNonAscii;
          if (!in_class) out += ']';
        } else {
          out.append(regex.substr(i, end - i));
        }
        i = end;
        continue;
      }
      out.append(regex.substr(i, 2));  // any other escape, \\ and \[ included
      i += 2;
      continue;
    }
    if (!in_class && c == '[') {
      in_class = true;
      std::size_t j = i + 1;
      negated = j < regex.size() && regex[j] == '^';
      if (negated) ++j;
      if (j < regex.size() && regex[j] == ']') ++j;  // "[]...]": a first ']' is a member
      out.append(regex.substr(i, j - i));
      i = j;
      continue;
    }
    if (in_class && regex.substr(i, 2) == "[:") {  // [:alpha:] and its kind
      const std::size_t close = regex.find(":]", i + 2);
      const std::size_t end = close == std::string_view::npos ? regex.size() : close + 2;
      out.append(regex.substr(i, end - i));
      i = end;
      continue;
    }
    if (in_class && c == ']') in_class = negated = false;
    out += c;
    ++i;
  }
  return out;
}

}  // namespace privtext::detect::internal
