// k-means of public embeddings and nearest-centre assignment, on FAISS.
#include <faiss/Clustering.h>
#include <faiss/IndexFlat.h>
#include <faiss/impl/FaissException.h>

#include <algorithm>
#include <cctype>

#include "privtext/synth.h"

namespace privtext::synth {

Result<Embeddings> KMeans(const Embeddings& data, int k, int iterations, std::uint32_t seed) {
  if (k < 1 || iterations < 1) return MakeError(ErrorCode::kInvalidArgument, "k-means needs k >= 1 and iterations >= 1");
  if (data.rows < static_cast<std::size_t>(k)) {
    return MakeError(ErrorCode::kInvalidArgument, "k-means into " + std::to_string(k) + " clusters needs at least " +
                                                      std::to_string(k) + " vectors, got " + std::to_string(data.rows));
  }
  try {
    faiss::ClusteringParameters params;
    params.niter = iterations;
    params.seed = static_cast<int>(seed & 0x7fffffff);
    params.spherical = true;
    params.min_points_per_centroid = 1;  // small public sets are fine; FAISS would warn
    faiss::Clustering clustering(static_cast<int>(data.dims), k, params);
    faiss::IndexFlatIP index(static_cast<faiss::Index::idx_t>(data.dims));
    clustering.train(static_cast<faiss::Index::idx_t>(data.rows), data.values.data(), index);
    return Embeddings{static_cast<std::size_t>(k), data.dims, std::move(clustering.centroids)};
  } catch (const faiss::FaissException& e) {
    return MakeError(ErrorCode::kInternal, std::string("k-means (FAISS) failed: ") + e.what());
  }
}

std::vector<std::vector<std::size_t>> SecretOccurrences(const std::vector<std::string>& texts,
                                                        const std::vector<std::string>& secrets) {
  std::vector<std::string> folded;
  for (const auto& t : texts) folded.push_back(utf8::CaseFold(t));
  std::vector<std::vector<std::size_t>> out(secrets.size());
  for (std::size_t j = 0; j < secrets.size(); ++j) {
    const std::string needle = utf8::CaseFold(secrets[j]);
    if (needle.empty()) continue;
    for (std::size_t i = 0; i < folded.size(); ++i) {
      if (folded[i].find(needle) != std::string::npos) out[j].push_back(i);
    }
  }
  return out;
}

}  // namespace privtext::synth
