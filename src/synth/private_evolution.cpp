// PrE-Text (seed 002): the evolution loop with Algorithm 2 as its histogram:
// nearest-neighbour votes of the private records, bounded per user, plus
// discrete Gaussian noise, thresholded at H (max(h - H, 0)).
#include "synth/evolution.h"

namespace privtext::synth {

Result<EvolutionResult> RunPrivateEvolution(const PrivateData& data, const std::vector<std::string>& public_texts,
                                            const EvolutionOptions& options, const PeNoiseOptions& noise,
                                            model::Generator& generator, model::Embedder& embedder,
                                            const EvolutionHooks& hooks) {
  if (data.texts.empty()) return MakeError(ErrorCode::kInvalidArgument, "no private records");
  if (!data.user_ids.empty() && data.user_ids.size() != data.texts.size()) {
    return MakeError(ErrorCode::kInvalidArgument, "one user id per private record is needed");
  }
  if (noise.noise_multiplier < 0 || noise.max_records_per_user < 1) {
    return MakeError(ErrorCode::kInvalidArgument, "noise multiplier must be >= 0 and max records per user >= 1");
  }
  // The private embeddings stay in memory only; a resumed run embeds again.
  auto private_vectors = model::EmbedAll(embedder, data.texts);
  if (!private_vectors) return std::unexpected(private_vectors.error());

  internal::Method method;
  method.name = "pe";
  method.settings = {{"noise_multiplier", noise.noise_multiplier},
                     {"max_records_per_user", noise.max_records_per_user},
                     {"threshold", noise.threshold}};
  method.histogram = [&](const Embeddings& synthetic, int iteration) -> Result<std::vector<double>> {
    auto votes = VoteHistogram(*private_vectors, data.user_ids, synthetic, {noise.max_records_per_user});
    if (!votes) return std::unexpected(votes.error());
    std::unique_ptr<dp::RandomBits> bits =
        hooks.noise ? hooks.noise(iteration) : std::make_unique<dp::CsprngBits>();
    auto noisy = AddHistogramNoise(std::move(*votes), noise.noise_multiplier, noise.max_records_per_user, *bits);
    if (!noisy) return std::unexpected(noisy.error());
    return ApplyThreshold(*noisy, noise.threshold);
  };
  return internal::Evolve(public_texts, options, generator, embedder, hooks, method);
}

}  // namespace privtext::synth
