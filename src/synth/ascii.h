// ASCII case helpers shared by the synth module (identifier checks compare
// ignoring ASCII case, as the bans at decoding do).
#pragma once

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

namespace privtext::synth::internal {

inline std::string AsciiLower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

}  // namespace privtext::synth::internal
