// privtext synth: synthetic training data. This first part is the private
// voting step of Private Evolution (seed 002, Algorithm 2; Lin et al. 2023):
// every private record votes for its nearest synthetic sample in embedding
// space, each user's contribution is bounded, and the histogram is released
// with Gaussian noise and a threshold. The PE loop around it is to come.
//
// Thread-safety: the functions are pure (NoisyHistogram draws from the given
// RandomBits, which must not be shared across threads).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "privtext/core.h"
#include "privtext/dp.h"

namespace privtext::synth {

// Row-major float32 vectors, one per text.
struct Embeddings {
  std::size_t rows = 0;
  std::size_t dims = 0;
  std::vector<float> values;  // rows * dims
  const float* row(std::size_t i) const { return values.data() + i * dims; }
};

// Index of the synthetic vector with the largest inner product (the nearest
// by cosine for L2-normalised vectors) for each private vector. Ties go to
// the lower index. O(M * N * d), blocked for the cache.
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
// noise_multiplier * sensitivity to every count, then sets counts below
// `threshold` (seed 002's H) to zero. noise_multiplier = 0 adds none (tests).
Result<std::vector<std::int64_t>> NoisyHistogram(std::vector<std::int64_t> votes, double noise_multiplier,
                                                 int sensitivity, double threshold, dp::RandomBits& bits);

}  // namespace privtext::synth
