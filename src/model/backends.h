// Internal: the two backends behind OpenGenerator / OpenEmbedder / OpenScorer:
// the OpenAI-compatible HTTP client (/v1/completions, /v1/chat/completions,
// /v1/embeddings over libcurl) and llama.cpp in the process (llama_*.cpp, or
// no_llama.cpp's errors in a build without llama.cpp).
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "privtext/model.h"

namespace privtext::model::internal {

// Where a continuation's tokens start in the tokens of prefix + continuation
// (`whole`), given the prefix's own tokens (`head`, empty for no prefix):
// after the tokens the two share, so a token spanning the boundary counts as
// the continuation's; never before 1, as the first token has no context to
// be scored in. Both Scorers cut here.
template <typename Token>
std::size_t ContinuationStart(const std::vector<Token>& whole, const std::vector<Token>& head) {
  std::size_t boundary = 0;
  while (boundary < head.size() && boundary < whole.size() && head[boundary] == whole[boundary]) ++boundary;
  return std::max<std::size_t>(boundary, 1);
}

Result<std::unique_ptr<Generator>> OpenHttpGenerator(const ModelLocation& location, const BackendOptions& options);
Result<std::unique_ptr<Embedder>> OpenHttpEmbedder(const ModelLocation& location, const BackendOptions& options);
// Needs llama-server: it scores through its native /tokenize and /completion.
Result<std::unique_ptr<Scorer>> OpenHttpScorer(const ModelLocation& location, const BackendOptions& options);

Result<std::unique_ptr<Generator>> OpenLlamaGenerator(const std::string& path, const BackendOptions& options);
Result<std::unique_ptr<Embedder>> OpenLlamaEmbedder(const std::string& path, const BackendOptions& options);
Result<std::unique_ptr<Scorer>> OpenLlamaScorer(const std::string& path, const BackendOptions& options);
Result<std::unique_ptr<TokenClassifier>> OpenLlamaTokenClassifier(const std::string& path, const BackendOptions& options);

}  // namespace privtext::model::internal
