// Federated Private Evolution: per-client noisy histograms as files, summed
// by a server; privacy accounted as the distributed discrete Gaussian.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "privtext/core.h"
#include "privtext/dp.h"

namespace privtext::synth {

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
  // Each client adds discrete Gaussian noise of std noise_multiplier *
  // sensitivity / sqrt(noise_share): 1 (default) is safe when the server sees
  // every file; n when a secure aggregator reveals only the sum of at least n
  // clients' histograms. Shares are accounted as the distributed discrete
  // Gaussian (dp::DistributedGaussianNoiseMultiplier); a share whose std is
  // below 1/2 is refused.
  int noise_share = 1;
  // Whether the votes were bounded per user (a user id field) or each record
  // voted as its own user; set by MakeClientHistogram.
  bool user_level = true;
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
// settings) and applies the threshold H. Refuses fewer histograms than the
// noise was split over (their sum would carry less noise than assumed).
Result<std::vector<double>> AggregateHistograms(const std::vector<ClientHistogram>& clients, double threshold);

// What one aggregated round guarantees, by RDP of the (distributed) discrete
// Gaussian, and through rounds 0..round when every round used the same
// settings. User-level when every client bounded its votes per user (a user
// moves the sum by at most `sensitivity` votes only if one client holds all
// of that user's records); record-level when any client voted per record.
struct FederatedPrivacy {
  bool user_level = true;
  double share_sigma = 0;                 // std of each client's noise
  double effective_noise_multiplier = 0;  // the Gaussian with the same RDP curve
  int rounds = 0;                         // round + 1
  double delta = 0;
  double epsilon_round = 0;
  double epsilon_total = 0;
};
Result<FederatedPrivacy> FederatedRoundPrivacy(const std::vector<ClientHistogram>& clients, double delta);

}  // namespace privtext::synth
