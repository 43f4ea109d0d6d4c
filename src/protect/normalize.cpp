#include <cstdlib>

#include <utf8proc.h>

#include "privtext/protect.h"

namespace privtext::protect {
namespace {

bool IsSpace(char32_t c) {
  const auto category = utf8proc_category(static_cast<utf8proc_int32_t>(c));
  return c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' ||
         category == UTF8PROC_CATEGORY_ZS || category == UTF8PROC_CATEGORY_ZL ||
         category == UTF8PROC_CATEGORY_ZP;
}

std::string CollapseWhitespace(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool pending_space = false;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t start = pos;
    const char32_t c = utf8::DecodeAt(text, pos);
    if (IsSpace(c)) {
      pending_space = !out.empty();
      continue;
    }
    if (pending_space) out.push_back(' ');
    pending_space = false;
    out.append(text.substr(start, pos - start));
  }
  return out;
}

}  // namespace

Result<Normalization> Normalization::Parse(std::string_view spec) {
  Normalization n;
  std::size_t pos = 0;
  while (pos <= spec.size()) {
    const std::size_t comma = std::min(spec.find(',', pos), spec.size());
    const std::string_view part = spec.substr(pos, comma - pos);
    if (part == "casefold") {
      n.case_fold = true;
    } else if (part == "whitespace") {
      n.whitespace = true;
    } else if (part != "exact") {
      return MakeError(ErrorCode::kInvalidArgument,
                       "unknown normalisation '" + std::string(part) +
                           "' (use exact, casefold, whitespace or casefold,whitespace)");
    }
    pos = comma + 1;
  }
  return n;
}

Result<std::string> Normalize(std::string_view value, const Normalization& normalization) {
  std::string out(value);
  if (normalization.whitespace) out = CollapseWhitespace(out);
  if (normalization.case_fold) {
    if (auto bad = utf8::FindInvalid(out)) {
      return MakeError(ErrorCode::kInvalidInput, "cannot case-fold value: invalid UTF-8 at byte " + std::to_string(*bad));
    }
    out = utf8::CaseFold(out);
  }
  return out;
}

}  // namespace privtext::protect
