// Retrieval over an encrypted corpus (seed 000 §4.5).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "privtext/core.h"

namespace privtext::synth {

// Retrieval over an encrypted corpus (seed 000 §4.5): chunks of documents,
// and the chunks nearest to an (encrypted) question.
struct Chunk {
  std::string document_id;
  std::size_t index = 0;  // chunk number within its document
  std::string text;
};
// Windows of `words` whitespace-separated words, each starting `words -
// overlap` words after the previous one; a document shorter than a window is
// one chunk. REQUIRES: overlap < words.
std::vector<Chunk> ChunkDocuments(const std::vector<Document>& documents, std::size_t words, std::size_t overlap);

struct Hit {
  std::size_t chunk = 0;
  double score = 0;  // cosine similarity
};
// The `k` chunks with the highest score, best first (ties: lower index):
// the cosine similarity of their embedding to `query`, plus the share of
// `tokens` (the question's entity tokens) that occur in the chunk's text.
// Sentence embeddings barely tell one cipher from another; an exact token
// match does, so it ranks first (the seed reranks with a cross-encoder).
std::vector<Hit> RankChunks(const std::vector<Chunk>& chunks, const Embeddings& vectors,
                            const std::vector<float>& query, const std::vector<std::string>& tokens, std::size_t k);

}  // namespace privtext::synth
