// SecPE (seed 003): secret clustering (one noisy release of cluster
// statistics, noise calibrated per secret by SecretNoise), then protected
// evolution that votes with the K representatives.
#include <cmath>
#include <filesystem>

#include "synth/evolution.h"

namespace privtext::synth {
namespace {

constexpr double kGridSteps = 4096;  // grid g = s / 4096; the noise is N_Z(0, 4096^2) on it

// Rounding one record's (d + 1) values to the grid errs by at most
// sqrt(d + 1) g / 2; a record whose value is replaced errs twice (old, new).
double RoundingShift(const SecPeOptions& o, std::size_t dims) {
  return std::sqrt(static_cast<double>(dims + 1)) * SecretGrid(o);
}

using Json = nlohmann::ordered_json;

Status SaveRelease(const std::string& path, const Json& settings, const Representatives& reps) {
  if (path.empty()) return Ok();
  const Json j = {{"format", "privtext-secpe-release"}, {"version", 1}, {"settings", settings},
                  {"dims", reps.vectors.dims}, {"weights", reps.weights}, {"vectors", reps.vectors.values}};
  return WriteFileAtomically(path, j.dump() + "\n", 0600);
}

// The saved release, or empty representatives when there is none.
Result<Representatives> LoadRelease(const std::string& path, const Json& settings) {
  if (path.empty() || !std::filesystem::exists(path)) return Representatives{};
  auto text = ReadFile(path);
  if (!text) return std::unexpected(text.error());
  try {
    const Json j = Json::parse(*text);
    if (j.value("format", "") != "privtext-secpe-release" || j.at("settings") != settings) {
      return MakeError(ErrorCode::kInvalidArgument, path + ": release of a run with other settings; remove it");
    }
    Representatives r;
    r.weights = j.at("weights").get<std::vector<double>>();
    r.vectors.dims = j.at("dims").get<std::size_t>();
    r.vectors.values = j.at("vectors").get<std::vector<float>>();
    r.vectors.rows = r.weights.size();
    if (r.vectors.values.size() != r.vectors.rows * r.vectors.dims) {
      return MakeError(ErrorCode::kInvalidInput, path + ": release vectors do not match their weights");
    }
    return r;
  } catch (const Json::exception&) {
    return MakeError(ErrorCode::kInvalidInput, path + ": release is not valid JSON or lacks a field");
  }
}

}  // namespace

double SecretGrid(const SecPeOptions& o) { return o.noise_std / kGridSteps; }

Result<SecretProtection> SecretProtectionOf(const SecPeOptions& o) {
  if (!(o.noise_std > 0)) return MakeError(ErrorCode::kInvalidArgument, "SecPE noise std must be > 0");
  auto eta = dp::SecretCapacity(o.p, o.r);
  if (!eta) return std::unexpected(eta.error());
  return SecretProtection{.p = o.p,
                          .r = o.r,
                          .capacity = *eta,
                          .noise_std = o.noise_std,
                          .reconstruction_gaussian = dp::SecretReconstructionBound(o.p, *eta),
                          .reconstruction_renyi = dp::SecretReconstructionBoundRenyi(o.p, *eta)};
}

Result<std::vector<double>> SecretWeights(const std::vector<std::string>& texts, const std::vector<std::string>& secrets,
                                          const SecPeOptions& o, std::size_t dims) {
  auto protection = SecretProtectionOf(o);
  if (!protection) return std::unexpected(protection.error());
  if (dims == 0) return MakeError(ErrorCode::kInvalidArgument, "SecPE needs the embedding dimension");
  const auto occurrences = SecretOccurrences(texts, secrets);
  const double shift = RoundingShift(o, dims);
  std::vector<double> capacities;
  for (const auto& holders : occurrences) {
    const double budget = protection->capacity * o.noise_std - static_cast<double>(holders.size()) * shift;
    capacities.push_back(std::max(budget, 0.0) / 2);
  }
  return dp::SecretNoiseWeights(texts.size(), occurrences, capacities);
}

Result<std::vector<std::int64_t>> SecretClusterStatistics(const Embeddings& priv, const std::vector<double>& weights,
                                                          const Embeddings& centres, double grid) {
  if (weights.size() != priv.rows) return MakeError(ErrorCode::kInvalidArgument, "one weight per private record is needed");
  if (priv.dims != centres.dims) return MakeError(ErrorCode::kInvalidArgument, "private vectors and centres differ in size");
  auto cluster = NearestNeighbours(priv, centres);
  if (!cluster) return std::unexpected(cluster.error());
  const std::size_t d = centres.dims;
  std::vector<std::int64_t> stats(centres.rows * (d + 1), 0);
  for (std::size_t i = 0; i < priv.rows; ++i) {
    const float* x = priv.row(i);
    double norm = 0;
    for (std::size_t j = 0; j < d; ++j) norm += static_cast<double>(x[j]) * x[j];
    // The sensitivity assumes |x| <= 1: a longer vector is scaled to unit length.
    const double scale = norm > 1 ? 1 / std::sqrt(norm) : 1;
    std::int64_t* s = &stats[(*cluster)[i] * (d + 1)];
    s[0] += std::llround(weights[i] / grid);
    for (std::size_t j = 0; j < d; ++j) s[1 + j] += std::llround(weights[i] * x[j] * scale / grid);
  }
  return stats;
}

Result<Representatives> NoisyRepresentatives(const Embeddings& priv, const std::vector<double>& weights,
                                             const Embeddings& pub, const SecPeOptions& o, std::uint32_t kmeans_seed,
                                             dp::RandomBits& bits) {
  if (weights.size() != priv.rows) return MakeError(ErrorCode::kInvalidArgument, "one weight per private record is needed");
  auto centres = KMeans(pub, o.clusters, o.kmeans_iterations, kmeans_seed);
  if (!centres) return std::unexpected(centres.error());
  auto pub_cluster = NearestNeighbours(pub, *centres);
  if (!pub_cluster) return std::unexpected(pub_cluster.error());
  const double grid = SecretGrid(o);
  auto stats = SecretClusterStatistics(priv, weights, *centres, grid);
  if (!stats) return std::unexpected(stats.error());
  auto noise = dp::DiscreteGaussian::Create(static_cast<std::uint64_t>(kGridSteps * kGridSteps), 1);
  if (!noise) return std::unexpected(noise.error());
  for (auto& v : *stats) v += noise->Sample(bits);

  const std::size_t k = centres->rows, d = centres->dims;
  Representatives out{{k, d, std::vector<float>(k * d, 0.0f)}, std::vector<double>(k, 0.0)};
  std::vector<double> sum(k * d, 0.0);
  for (std::size_t i = 0; i < pub.rows; ++i) {
    for (std::size_t j = 0; j < d; ++j) sum[(*pub_cluster)[i] * d + j] += pub.row(i)[j];
  }
  for (std::size_t c = 0; c < k; ++c) {
    out.weights[c] = std::max(static_cast<double>((*stats)[c * (d + 1)]) * grid, 0.0);
    double norm = 0;
    for (std::size_t j = 0; j < d; ++j) {
      sum[c * d + j] += static_cast<double>((*stats)[c * (d + 1) + 1 + j]) * grid;
      norm += sum[c * d + j] * sum[c * d + j];
    }
    norm = std::sqrt(norm);
    for (std::size_t j = 0; j < d; ++j) {
      out.vectors.values[c * d + j] = norm > 0 ? static_cast<float>(sum[c * d + j] / norm) : centres->row(c)[j];
    }
  }
  return out;
}

Result<SecPeResult> RunSecretProtectedEvolution(const std::vector<std::string>& private_texts,
                                                const std::vector<std::string>& secrets,
                                                const std::vector<std::string>& public_texts,
                                                const EvolutionOptions& options, const SecPeOptions& secpe,
                                                model::Generator& generator, model::Embedder& embedder,
                                                const EvolutionHooks& hooks) {
  if (private_texts.empty()) return MakeError(ErrorCode::kInvalidArgument, "no private records");
  if (public_texts.empty()) {
    const auto n = static_cast<std::size_t>(std::max(secpe.clusters, options.synthetic_samples));
    auto written = GeneratePublicTexts(generator, n, options);
    if (!written) return std::unexpected(written.error());
    return RunSecretProtectedEvolution(private_texts, secrets, *written, options, secpe, generator, embedder, hooks);
  }
  if (public_texts.size() < static_cast<std::size_t>(secpe.clusters)) {
    return MakeError(ErrorCode::kInvalidArgument, "SecPE clusters public texts: " + std::to_string(secpe.clusters) +
                                                      " clusters need at least as many public texts, got " +
                                                      std::to_string(public_texts.size()));
  }
  SecPeResult result;
  auto protection = SecretProtectionOf(secpe);
  if (!protection) return std::unexpected(protection.error());
  result.protection = *protection;
  auto priv = model::EmbedAll(embedder, private_texts);
  if (!priv) return std::unexpected(priv.error());
  // The dimension is known only once something is embedded (an HTTP
  // embedder learns it from its first answer).
  auto weights = SecretWeights(private_texts, secrets, secpe, priv->dims);
  if (!weights) return std::unexpected(weights.error());
  auto pub = model::EmbedAll(embedder, public_texts);
  if (!pub) return std::unexpected(pub.error());
  internal::Method method;
  method.name = "secpe";
  method.settings = {{"clusters", secpe.clusters}, {"kmeans_iterations", secpe.kmeans_iterations},
                     {"p", secpe.p}, {"r", secpe.r}, {"noise_std", secpe.noise_std}};
  // The one private release, kept beside the checkpoint: it is the protected
  // output itself, and a resumed run must not draw it (and spend) again.
  const std::string release_path = hooks.checkpoint_path.empty() ? "" : hooks.checkpoint_path + ".release";
  auto reps = LoadRelease(release_path, method.settings);
  if (!reps) return std::unexpected(reps.error());
  if (reps->weights.empty()) {
    std::unique_ptr<dp::RandomBits> bits = hooks.noise ? hooks.noise(0) : std::make_unique<dp::CsprngBits>();
    reps = NoisyRepresentatives(*priv, *weights, *pub, secpe, internal::DeriveSeed(options.seed, 0, 7), *bits);
    if (!reps) return std::unexpected(reps.error());
    if (auto st = SaveRelease(release_path, method.settings, *reps); !st) return std::unexpected(st.error());
  }
  method.histogram = [&](const Embeddings& synthetic, int) -> Result<std::vector<double>> {
    auto nearest = NearestNeighbours(reps->vectors, synthetic);
    if (!nearest) return std::unexpected(nearest.error());
    std::vector<double> histogram(synthetic.rows, 0.0);
    for (std::size_t c = 0; c < nearest->size(); ++c) histogram[(*nearest)[c]] += reps->weights[c];
    return histogram;
  };
  auto evolution = internal::Evolve(public_texts, options, generator, embedder, hooks, method);
  if (!evolution) return std::unexpected(evolution.error());
  result.evolution = std::move(*evolution);
  return result;
}

nlohmann::ordered_json SecretProtectionJson(const SecretProtection& p, const SecPeOptions& options) {
  return {{"guarantee", "(p, r)-secret protection against replacing a secret's value (seed 003, Def. 3.1)"},
          {"p", p.p},
          {"r", p.r},
          {"capacity_eta", p.capacity},
          {"mu_per_secret_at_most", p.capacity},
          {"reconstruction_bound_gaussian", p.reconstruction_gaussian},
          {"reconstruction_bound_renyi", p.reconstruction_renyi},
          {"clusters", options.clusters},
          {"noise_std", options.noise_std}};
}

}  // namespace privtext::synth
