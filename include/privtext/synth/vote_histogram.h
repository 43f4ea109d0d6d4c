// Private Evolution's vote (seed 002, Algorithm 2): nearest synthetic sample per
// private record, per-user bounded counts, discrete Gaussian noise, threshold.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "privtext/core.h"
#include "privtext/dp.h"

namespace privtext::synth {

// Index of the nearest synthetic vector in Euclidean distance for each
// private vector (for L2-normalised vectors: the nearest by cosine). Ties go
// to the lower index. O(M * N * d), blocked for the cache.
Result<std::vector<std::uint32_t>> NearestNeighbours(const Embeddings& private_vectors,
                                                     const Embeddings& synthetic_vectors);

struct VoteOptions {
  // A user votes with at most this many records (the first ones in input
  // order), so adding or removing one user changes the histogram by at most
  // this much in L2 norm: the sensitivity the noise is scaled to.
  int max_records_per_user = 1;
};

// Votes per synthetic sample. `user_ids` has one entry per private vector;
// empty means every record is its own user (record-level privacy).
Result<std::vector<std::int64_t>> VoteHistogram(const Embeddings& private_vectors,
                                                const std::vector<std::string>& user_ids,
                                                const Embeddings& synthetic_vectors, const VoteOptions& options);

// Adds discrete Gaussian noise of standard deviation
// noise_multiplier * sensitivity to every count. noise_multiplier = 0 adds
// none (tests).
Result<std::vector<std::int64_t>> AddHistogramNoise(std::vector<std::int64_t> votes, double noise_multiplier,
                                                    int sensitivity, dp::RandomBits& bits);

// Seed 002, Algorithm 2, line 17: max(count - H, 0), elementwise.
std::vector<double> ApplyThreshold(const std::vector<std::int64_t>& counts, double threshold);

}  // namespace privtext::synth
