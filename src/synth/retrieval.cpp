// Retrieval over an encrypted corpus (seed 000 §4.5): the key holder encrypts
// a question's identifiers with the corpus keyset, so its tokens match the
// corpus's, and the nearest chunks become the context a crypto model answers from.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "privtext/synth.h"

namespace privtext::synth {

std::vector<Chunk> ChunkDocuments(const std::vector<Document>& documents, std::size_t words, std::size_t overlap) {
  std::vector<Chunk> out;
  const std::size_t step = words > overlap ? words - overlap : 1;
  for (const auto& d : documents) {
    std::istringstream in(d.text);
    std::vector<std::string> w;
    for (std::string s; in >> s;) w.push_back(std::move(s));
    std::size_t index = 0;
    for (std::size_t start = 0; start < w.size() || (start == 0 && w.empty()); start += step) {
      std::string text;
      for (std::size_t i = start; i < std::min(w.size(), start + words); ++i) text += (i > start ? " " : "") + w[i];
      out.push_back({d.id, index++, std::move(text)});
      if (start + words >= w.size()) break;
    }
  }
  return out;
}

std::vector<Hit> RankChunks(const std::vector<Chunk>& chunks, const Embeddings& vectors,
                            const std::vector<float>& query, const std::vector<std::string>& tokens, std::size_t k) {
  double qn = 0;
  for (float v : query) qn += static_cast<double>(v) * v;
  std::vector<Hit> hits;
  for (std::size_t r = 0; r < vectors.rows && r < chunks.size() && query.size() == vectors.dims; ++r) {
    double dot = 0, n = 0;
    for (std::size_t j = 0; j < vectors.dims; ++j) {
      dot += static_cast<double>(vectors.row(r)[j]) * query[j];
      n += static_cast<double>(vectors.row(r)[j]) * vectors.row(r)[j];
    }
    double score = n > 0 && qn > 0 ? dot / std::sqrt(n * qn) : 0;
    if (!tokens.empty()) {
      const auto found = std::count_if(tokens.begin(), tokens.end(), [&](const std::string& t) {
        return chunks[r].text.find(t) != std::string::npos;
      });
      score += static_cast<double>(found) / static_cast<double>(tokens.size());
    }
    hits.push_back({r, score});
  }
  std::stable_sort(hits.begin(), hits.end(), [](const Hit& a, const Hit& b) { return a.score > b.score; });
  if (hits.size() > k) hits.resize(k);
  return hits;
}

}  // namespace privtext::synth
