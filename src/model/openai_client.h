// Internal: the OpenAI-compatible HTTP backend (/v1/completions,
// /v1/chat/completions, /v1/embeddings) over libcurl.
#pragma once

#include <memory>

#include "privtext/model.h"

namespace privtext::model::internal {

Result<std::unique_ptr<Generator>> OpenHttpGenerator(const ModelLocation& location, const BackendOptions& options);
Result<std::unique_ptr<Embedder>> OpenHttpEmbedder(const ModelLocation& location, const BackendOptions& options);

}  // namespace privtext::model::internal
