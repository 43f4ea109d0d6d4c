// JSON string bodies: escaping as the corpus writer writes, decoding one
// escape, and checking a body without decoding it. Runs of bytes that need
// nothing are found 16 at a time (SSE2, part of every x86-64).
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "privtext/core.h"

namespace privtext::json {
namespace {

bool NeedsEscape(unsigned char c) { return c < 0x20 || c == '"' || c == '\\'; }

// Bytes from `p` up to the first that a JSON string escapes.
std::size_t PlainRun(const char* p, std::size_t n) {
  std::size_t i = 0;
#ifdef __SSE2__
  const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\'), control = _mm_set1_epi8(0x1F);
  for (; i + 16 <= n; i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
    // v <= 0x1F unsigned: max(v, 0x1F) == 0x1F.
    const __m128i special = _mm_or_si128(_mm_cmpeq_epi8(_mm_max_epu8(v, control), control),
                                         _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)));
    if (const int mask = _mm_movemask_epi8(special); mask != 0) return i + static_cast<std::size_t>(__builtin_ctz(mask));
  }
#endif
  while (i < n && !NeedsEscape(static_cast<unsigned char>(p[i]))) ++i;
  return i;
}

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The four hex digits at text[pos], or -1.
int Hex4(std::string_view text, std::size_t pos) {
  if (pos + 4 > text.size()) return -1;
  int v = 0;
  for (std::size_t i = pos; i < pos + 4; ++i) {
    const int d = HexValue(text[i]);
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

}  // namespace

void AppendEscaped(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t run = PlainRun(text.data() + i, text.size() - i);
    out.append(text.data() + i, run);
    i += run;
    if (i == text.size()) break;
    const auto c = static_cast<unsigned char>(text[i++]);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        out += "\\u00";
        out.push_back(kHex[c >> 4]);
        out.push_back(kHex[c & 15]);
    }
  }
}

bool IsTwoByteEscape(char letter) {
  return letter == 'n' || letter == '"' || letter == '\\' || letter == 't' || letter == 'r' || letter == 'b' ||
         letter == 'f';
}

std::optional<char32_t> DecodeEscape(std::string_view text, std::size_t& pos) {
  if (pos + 1 >= text.size() || text[pos] != '\\') return std::nullopt;
  char32_t c;
  std::size_t end = pos + 2;
  switch (text[pos + 1]) {
    case '"': c = '"'; break;
    case '\\': c = '\\'; break;
    case '/': c = '/'; break;
    case 'b': c = '\b'; break;
    case 'f': c = '\f'; break;
    case 'n': c = '\n'; break;
    case 'r': c = '\r'; break;
    case 't': c = '\t'; break;
    case 'u': {
      const int hi = Hex4(text, pos + 2);
      if (hi < 0 || (hi >= 0xDC00 && hi <= 0xDFFF)) return std::nullopt;
      end = pos + 6;
      c = static_cast<char32_t>(hi);
      if (hi >= 0xD800 && hi <= 0xDBFF) {
        // A high surrogate counts only with the low one escaped after it.
        if (end + 1 >= text.size() || text[end] != '\\' || text[end + 1] != 'u') return std::nullopt;
        const int lo = Hex4(text, end + 2);
        if (lo < 0xDC00 || lo > 0xDFFF) return std::nullopt;
        c = 0x10000 + ((static_cast<char32_t>(hi) - 0xD800) << 10) + (static_cast<char32_t>(lo) - 0xDC00);
        end += 6;
      }
      break;
    }
    default:
      return std::nullopt;
  }
  pos = end;
  return c;
}

bool IsStringBody(std::string_view body) {
  if (utf8::FindInvalid(body)) return false;
  for (std::size_t i = 0; i < body.size();) {
    i += PlainRun(body.data() + i, body.size() - i);
    if (i == body.size()) break;
    if (body[i] == '\\' && i + 1 < body.size() && IsTwoByteEscape(body[i + 1])) {
      i += 2;  // most escapes are these ("\n" above all): no need to decode them
      continue;
    }
    if (body[i] != '\\' || !DecodeEscape(body, i)) return false;
  }
  return true;
}

}  // namespace privtext::json
