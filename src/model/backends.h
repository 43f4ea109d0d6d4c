// Internal: the two backends behind OpenGenerator / OpenEmbedder / OpenScorer:
// the OpenAI-compatible HTTP client (/v1/completions, /v1/chat/completions,
// /v1/embeddings over libcurl) and llama.cpp in the process (llama_*.cpp, or
// no_llama.cpp's errors in a build without llama.cpp).
#pragma once

#include <memory>
#include <string>

#include "privtext/model.h"

namespace privtext::model::internal {

Result<std::unique_ptr<Generator>> OpenHttpGenerator(const ModelLocation& location, const BackendOptions& options);
Result<std::unique_ptr<Embedder>> OpenHttpEmbedder(const ModelLocation& location, const BackendOptions& options);
// Needs llama-server: it scores through its native /tokenize and /completion.
Result<std::unique_ptr<Scorer>> OpenHttpScorer(const ModelLocation& location, const BackendOptions& options);

Result<std::unique_ptr<Generator>> OpenLlamaGenerator(const std::string& path, const BackendOptions& options);
Result<std::unique_ptr<Embedder>> OpenLlamaEmbedder(const std::string& path, const BackendOptions& options);
Result<std::unique_ptr<Scorer>> OpenLlamaScorer(const std::string& path, const BackendOptions& options);

}  // namespace privtext::model::internal
