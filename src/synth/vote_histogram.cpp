#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

#include "privtext/synth.h"
#include "synth/sgemm.h"

namespace privtext::synth {
namespace {

constexpr std::size_t kRowBlock = 128;  // private rows per sgemm: 128 x N_syn scores stay in cache

double ExactDot(const float* x, const float* y, std::size_t d) {
  double dot = 0;
  for (std::size_t k = 0; k < d; ++k) dot += static_cast<double>(x[k]) * y[k];
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
  const std::size_t d = priv.dims, n = syn.rows;
  // argmin |x - s|^2 = argmax (x.s - |s|^2 / 2): exact Euclidean nearest
  // neighbours, also for lookahead means, which are shorter than unit vectors.
  // The products come from one sgemm per block (OpenBLAS); float round-off
  // may reorder near-ties, so every candidate within the round-off bound of
  // the best is scored again in double and the lowest index wins a tie.
  std::vector<double> half_norm(n);
  double max_norm = 0;
  for (std::size_t s = 0; s < n; ++s) {
    half_norm[s] = 0.5 * ExactDot(syn.row(s), syn.row(s), d);
    max_norm = std::max(max_norm, std::sqrt(2 * half_norm[s]));
  }
  std::vector<float> half_norm_f(half_norm.begin(), half_norm.end());
  std::vector<std::uint32_t> best(priv.rows, 0);
  const internal::SingleThreadedBlas blas;
  // Each block of private rows: its scores (kRowBlock x n, in cache), their
  // maximum, then the exact check of the candidates near it.
  auto status = ParallelFor((priv.rows + kRowBlock - 1) / kRowBlock, 0, [&](std::size_t block) -> Status {
    const std::size_t p0 = block * kRowBlock, rows = std::min(priv.rows, p0 + kRowBlock) - p0;
    thread_local std::vector<float> scores;
    scores.resize(rows * n);
    internal::Sgemm(rows, n, d, priv.row(p0), syn.values.data(), scores.data());
    for (std::size_t r = 0; r < rows; ++r) {
      float* row = scores.data() + r * n;
      float top = -std::numeric_limits<float>::infinity();
      for (std::size_t s = 0; s < n; ++s) top = std::max(top, row[s] -= half_norm_f[s]);
      const float* x = priv.row(p0 + r);
      const double x_norm = std::sqrt(ExactDot(x, x, d));
      // |float dot - exact dot| <= d * eps * |x| |s| (plus the half norm's rounding).
      const double margin = 4.0 * static_cast<double>(d + 2) * std::numeric_limits<float>::epsilon() *
                            (x_norm * max_norm + max_norm * max_norm);
      double best_exact = -std::numeric_limits<double>::infinity();
      for (std::size_t s = 0; s < n; ++s) {
        if (static_cast<double>(row[s]) < static_cast<double>(top) - margin) continue;
        const double exact = ExactDot(x, syn.row(s), d) - half_norm[s];
        if (exact > best_exact) {
          best_exact = exact;
          best[p0 + r] = static_cast<std::uint32_t>(s);
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
