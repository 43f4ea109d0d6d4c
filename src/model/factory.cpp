// Chooses the backend from the --model value.
#include <utf8proc.h>

#include "backends.h"

namespace privtext::model {

Result<std::unique_ptr<Generator>> OpenGenerator(std::string_view spec, const BackendOptions& options) {
  auto loc = ResolveModel(spec);
  if (!loc) return std::unexpected(loc.error());
  if (loc->kind == ModelLocation::Kind::kHttp) return internal::OpenHttpGenerator(*loc, options);
  return internal::OpenLlamaGenerator(loc->path, options);
}

Result<std::unique_ptr<Embedder>> OpenEmbedder(std::string_view spec, const BackendOptions& options) {
  auto loc = ResolveModel(spec);
  if (!loc) return std::unexpected(loc.error());
  if (loc->kind == ModelLocation::Kind::kHttp) return internal::OpenHttpEmbedder(*loc, options);
  return internal::OpenLlamaEmbedder(loc->path, options);
}

Result<std::unique_ptr<Scorer>> OpenScorer(std::string_view spec, const BackendOptions& options) {
  auto loc = ResolveModel(spec);
  if (!loc) return std::unexpected(loc.error());
  if (loc->kind == ModelLocation::Kind::kHttp) return internal::OpenHttpScorer(*loc, options);
  return internal::OpenLlamaScorer(loc->path, options);
}

Result<std::unique_ptr<TokenClassifier>> OpenTokenClassifier(std::string_view spec, const BackendOptions& options) {
  auto loc = ResolveModel(spec);
  if (!loc) return std::unexpected(loc.error());
  if (loc->kind == ModelLocation::Kind::kHttp) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "token classification needs a local GGUF model (the OpenAI-compatible API has none): " +
                         std::string(spec));
  }
  return internal::OpenLlamaTokenClassifier(loc->path, options);
}

std::vector<std::string> BannedVariants(std::string_view banned) {
  std::vector<std::string> out;
  auto add = [&](std::string v) {
    if (!v.empty() && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(std::move(v));
  };
  add(std::string(banned));
  if (utf8::FindInvalid(banned)) return out;
  std::string lower, upper, title;
  bool word_start = true;
  for (std::size_t pos = 0; pos < banned.size();) {
    const char32_t c = utf8::DecodeAt(banned, pos);
    const auto cp = static_cast<utf8proc_int32_t>(c);
    utf8::Append(lower, static_cast<char32_t>(utf8proc_tolower(cp)));
    utf8::Append(upper, static_cast<char32_t>(utf8proc_toupper(cp)));
    utf8::Append(title, static_cast<char32_t>(word_start ? utf8proc_toupper(cp) : utf8proc_tolower(cp)));
    word_start = c == ' ' || c == '-' || c == '\'';
  }
  add(lower);
  add(upper);
  add(title);
  return out;
}

}  // namespace privtext::model
