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

// Reads a float32 C-order 2-D NumPy file (what `privtext embed` writes).
Result<Embeddings> ReadNpy(const std::string& path);

// ------------------------------------------------------ federated form

// One client's histogram for one round of federated Private Evolution, as a
// file the client sends. The server sums the files of a round and applies
// the threshold. Designed so that a secure-aggregation transport can carry
// the same fields later: counts are integers and noise is added per client.
struct ClientHistogram {
  int round = 0;
  std::string client_id;
  std::string synthetic_sha256;  // of the synthetic embeddings file voted on
  double noise_multiplier = 0;
  int sensitivity = 1;           // max records per user
  // Each client adds noise of std noise_multiplier * sensitivity / sqrt(noise_share):
  // 1 (default) is safe when the server sees every file; n when a secure
  // aggregator reveals only the sum of n clients' histograms.
  int noise_share = 1;
  std::vector<std::int64_t> counts;
};

// Votes of a client's records (bounded per user), then its noise share.
Result<ClientHistogram> MakeClientHistogram(const Embeddings& local, const std::vector<std::string>& user_ids,
                                            const Embeddings& synthetic, const ClientHistogram& settings,
                                            dp::RandomBits& bits);

// The id of a synthetic set: sha256 (hex) of its embeddings file.
Result<std::string> SyntheticSetId(const std::string& embeddings_path);

std::string SerializeClientHistogram(const ClientHistogram& h);
Result<ClientHistogram> ParseClientHistogram(std::string_view json);

// Sums client histograms of one round (same synthetic set, length, noise
// settings) and zeroes totals below `threshold`.
Result<std::vector<std::int64_t>> AggregateHistograms(const std::vector<ClientHistogram>& clients, double threshold);

}  // namespace privtext::synth
