#include <algorithm>
#include <limits>
#include <unordered_map>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

constexpr std::size_t kBlock = 64;  // synthetic rows per block: 64 x 384 floats stay in L2

// Inner product with eight independent partial sums, which the compiler maps
// onto one SIMD register (it may not reorder a single float sum by itself).
float Dot(const float* x, const float* y, std::size_t d) {
  float acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  std::size_t k = 0;
  for (; k + 8 <= d; k += 8) {
    for (int j = 0; j < 8; ++j) acc[j] += x[k + j] * y[k + j];
  }
  float dot = ((acc[0] + acc[1]) + (acc[2] + acc[3])) + ((acc[4] + acc[5]) + (acc[6] + acc[7]));
  for (; k < d; ++k) dot += x[k] * y[k];
  return dot;
}

Status CheckShape(const Embeddings& e, const char* what) {
  if (e.values.size() != e.rows * e.dims) {
    return MakeError(ErrorCode::kInvalidInput, std::string(what) + " embeddings: values do not match rows x dims");
  }
  return Ok();
}

}  // namespace

Result<std::vector<std::uint32_t>> NearestNeighbours(const Embeddings& priv, const Embeddings& syn) {
  if (auto st = CheckShape(priv, "private"); !st) return std::unexpected(st.error());
  if (auto st = CheckShape(syn, "synthetic"); !st) return std::unexpected(st.error());
  if (syn.rows == 0) return MakeError(ErrorCode::kInvalidArgument, "no synthetic samples to vote for");
  if (priv.dims != syn.dims) {
    return MakeError(ErrorCode::kInvalidArgument, "private and synthetic embeddings differ in dimension (" +
                                                      std::to_string(priv.dims) + " vs " + std::to_string(syn.dims) + ")");
  }
  const std::size_t d = priv.dims;
  // argmin |x - s|^2 = argmax (x.s - |s|^2 / 2): exact Euclidean nearest
  // neighbours, also for lookahead means, which are shorter than unit vectors.
  std::vector<float> half_norm(syn.rows);
  for (std::size_t s = 0; s < syn.rows; ++s) half_norm[s] = 0.5f * Dot(syn.row(s), syn.row(s), d);
  std::vector<std::uint32_t> best(priv.rows, 0);
  std::vector<float> best_score(priv.rows, -std::numeric_limits<float>::infinity());
  auto status = ParallelFor((priv.rows + 255) / 256, 0, [&](std::size_t chunk) -> Status {
    const std::size_t p0 = chunk * 256, p1 = std::min(priv.rows, p0 + 256);
    for (std::size_t s0 = 0; s0 < syn.rows; s0 += kBlock) {
      const std::size_t s1 = std::min(syn.rows, s0 + kBlock);
      for (std::size_t p = p0; p < p1; ++p) {
        const float* x = priv.row(p);
        for (std::size_t s = s0; s < s1; ++s) {
          const float score = Dot(x, syn.row(s), d) - half_norm[s];
          if (score > best_score[p]) {
            best_score[p] = score;
            best[p] = static_cast<std::uint32_t>(s);
          }
        }
      }
    }
    return Ok();
  });
  if (!status) return std::unexpected(status.error());
  return best;
}

Result<std::vector<std::int64_t>> VoteHistogram(const Embeddings& priv, const std::vector<std::string>& user_ids,
                                                const Embeddings& syn, const VoteOptions& options) {
  if (options.max_records_per_user < 1) {
    return MakeError(ErrorCode::kInvalidArgument, "max_records_per_user must be at least 1");
  }
  if (!user_ids.empty() && user_ids.size() != priv.rows) {
    return MakeError(ErrorCode::kInvalidArgument, "one user id per private record is needed");
  }
  auto nearest = NearestNeighbours(priv, syn);
  if (!nearest) return std::unexpected(nearest.error());
  std::vector<std::int64_t> votes(syn.rows, 0);
  std::unordered_map<std::string, int> used;
  for (std::size_t i = 0; i < priv.rows; ++i) {
    if (!user_ids.empty() && ++used[user_ids[i]] > options.max_records_per_user) continue;
    ++votes[(*nearest)[i]];
  }
  return votes;
}

Result<std::vector<std::int64_t>> AddHistogramNoise(std::vector<std::int64_t> votes, double noise_multiplier,
                                                    int sensitivity, dp::RandomBits& bits) {
  if (noise_multiplier < 0 || sensitivity < 1) {
    return MakeError(ErrorCode::kInvalidArgument, "noise multiplier must be >= 0 and sensitivity >= 1");
  }
  if (noise_multiplier > 0) {
    auto noise = dp::DiscreteGaussian::FromSigma(noise_multiplier * sensitivity);
    if (!noise) return std::unexpected(noise.error());
    for (auto& v : votes) v += noise->Sample(bits);
  }
  return votes;
}

std::vector<double> ApplyThreshold(const std::vector<std::int64_t>& counts, double threshold) {
  std::vector<double> out(counts.size());
  for (std::size_t i = 0; i < counts.size(); ++i) out[i] = std::max(static_cast<double>(counts[i]) - threshold, 0.0);
  return out;
}

}  // namespace privtext::synth
