// Federated Private Evolution (seed 002, PrE-Text): clients vote locally and
// send noised histograms as files; the server sums them.
#include <cmath>

#include <nlohmann/json.hpp>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

using Json = nlohmann::ordered_json;
constexpr std::string_view kFormat = "privtext-pe-histogram";

}  // namespace

Result<std::string> SyntheticSetId(const std::string& path) { return Sha256File(path); }

Result<ClientHistogram> MakeClientHistogram(const Embeddings& local, const std::vector<std::string>& user_ids,
                                            const Embeddings& synthetic, const ClientHistogram& settings,
                                            dp::RandomBits& bits) {
  if (settings.noise_share < 1) return MakeError(ErrorCode::kInvalidArgument, "noise share must be at least 1");
  const double share = settings.noise_multiplier / std::sqrt(static_cast<double>(settings.noise_share));
  if (settings.noise_share > 1) {
    // Refuse shares the distributed accountant cannot cover before any vote is cast.
    auto z = dp::DistributedGaussianNoiseMultiplier(share * settings.sensitivity, settings.noise_share,
                                                    std::max<std::size_t>(synthetic.rows, 1), settings.sensitivity);
    if (!z) return std::unexpected(z.error());
  }
  auto votes = VoteHistogram(local, user_ids, synthetic, {settings.sensitivity});
  if (!votes) return std::unexpected(votes.error());
  auto noisy = AddHistogramNoise(std::move(*votes), share, settings.sensitivity, bits);
  if (!noisy) return std::unexpected(noisy.error());
  ClientHistogram out = settings;
  out.user_level = !user_ids.empty();
  out.counts = std::move(*noisy);
  return out;
}

std::string SerializeClientHistogram(const ClientHistogram& h) {
  Json j = {{"format", kFormat},
            {"version", 1},
            {"round", h.round},
            {"client", h.client_id},
            {"synthetic_sha256", h.synthetic_sha256},
            {"noise_multiplier", h.noise_multiplier},
            {"sensitivity", h.sensitivity},
            {"noise_share", h.noise_share},
            {"unit", h.user_level ? "user" : "record"},
            {"counts", h.counts}};
  return j.dump() + "\n";
}

Result<ClientHistogram> ParseClientHistogram(std::string_view text) {
  try {
    const Json j = Json::parse(text);
    if (j.value("format", "") != kFormat || j.value("version", 0) != 1) {
      return MakeError(ErrorCode::kInvalidInput, "not a privtext PE histogram (format/version)");
    }
    ClientHistogram h;
    h.round = j.at("round").get<int>();
    h.client_id = j.at("client").get<std::string>();
    h.synthetic_sha256 = j.at("synthetic_sha256").get<std::string>();
    h.noise_multiplier = j.at("noise_multiplier").get<double>();
    h.sensitivity = j.at("sensitivity").get<int>();
    h.noise_share = j.at("noise_share").get<int>();
    // Files written before the unit was recorded bounded votes per user.
    const std::string unit = j.value("unit", "user");
    if (unit != "user" && unit != "record") {
      return MakeError(ErrorCode::kInvalidInput, "PE histogram's \"unit\" is \"" + unit + "\", not user or record");
    }
    h.user_level = unit == "user";
    h.counts = j.at("counts").get<std::vector<std::int64_t>>();
    return h;
  } catch (const Json::exception&) {
    return MakeError(ErrorCode::kInvalidInput, "PE histogram is not valid JSON or lacks a field");
  }
}

Result<std::vector<double>> AggregateHistograms(const std::vector<ClientHistogram>& clients, double threshold) {
  if (clients.empty()) return MakeError(ErrorCode::kInvalidArgument, "no client histograms to aggregate");
  const ClientHistogram& first = clients.front();
  std::vector<std::int64_t> total(first.counts.size(), 0);
  for (const auto& c : clients) {
    if (c.round != first.round || c.synthetic_sha256 != first.synthetic_sha256 ||
        c.counts.size() != first.counts.size() || c.noise_multiplier != first.noise_multiplier ||
        c.sensitivity != first.sensitivity || c.noise_share != first.noise_share) {
      return MakeError(ErrorCode::kInvalidInput, "client " + c.client_id +
                                                     " voted in another round, on another synthetic set, "
                                                     "or with other noise settings than client " + first.client_id);
    }
    for (std::size_t i = 0; i < total.size(); ++i) total[i] += c.counts[i];
  }
  if (clients.size() < static_cast<std::size_t>(first.noise_share)) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "the noise was split over " + std::to_string(first.noise_share) + " clients but only " +
                         std::to_string(clients.size()) + " histograms were given: their sum lacks noise");
  }
  return ApplyThreshold(total, threshold);
}

Result<FederatedPrivacy> FederatedRoundPrivacy(const std::vector<ClientHistogram>& clients, double delta) {
  if (clients.empty()) return MakeError(ErrorCode::kInvalidArgument, "no client histograms to account for");
  const ClientHistogram& c = clients.front();
  if (!(c.noise_multiplier > 0)) {
    return MakeError(ErrorCode::kInvalidArgument, "the histograms carry no noise: no privacy guarantee");
  }
  FederatedPrivacy p;
  for (const auto& client : clients) p.user_level = p.user_level && client.user_level;
  p.delta = delta;
  p.rounds = c.round + 1;
  // One file per client seen by the server: each carries the whole noise.
  // Shares: the aggregator reveals the sum of all the round's shares.
  const int shares = c.noise_share == 1 ? 1 : static_cast<int>(clients.size());
  p.share_sigma = c.noise_multiplier * c.sensitivity / std::sqrt(static_cast<double>(c.noise_share));
  auto z = dp::DistributedGaussianNoiseMultiplier(p.share_sigma, shares, std::max<std::size_t>(c.counts.size(), 1),
                                                  c.sensitivity);
  if (!z) return std::unexpected(z.error());
  p.effective_noise_multiplier = *z;
  auto round = dp::RdpEpsilon(*z, 1, 1.0, delta);
  if (!round) return std::unexpected(round.error());
  auto total = dp::RdpEpsilon(*z, p.rounds, 1.0, delta);
  if (!total) return std::unexpected(total.error());
  p.epsilon_round = round->epsilon;
  p.epsilon_total = total->epsilon;
  return p;
}

}  // namespace privtext::synth
