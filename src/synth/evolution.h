// The evolution loop that Private Evolution and SecPE share: population,
// embeddings, lookahead, a histogram supplied by the method, sampling,
// variation, the union of selected sets, Expand, and per-iteration
// checkpoints. Internal to the synth module.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "privtext/synth.h"

namespace privtext::synth::internal {

// The histogram over the N_syn synthetic samples for iteration t (1-based),
// given the vectors voted on. Only this function may touch private data.
using HistogramFn = std::function<Result<std::vector<double>>(const Embeddings& synthetic, int iteration)>;

struct Method {
  std::string name;              // "pe", "secpe": written into the checkpoint
  nlohmann::ordered_json settings;  // must match for a checkpoint to be resumed
  HistogramFn histogram;
};

Result<EvolutionResult> Evolve(const std::vector<std::string>& public_texts, const EvolutionOptions& options,
                               model::Generator& generator, model::Embedder& embedder, const EvolutionHooks& hooks,
                               const Method& method);

// A 32-bit seed for one purpose of one iteration, derived from the run's seed.
std::uint32_t DeriveSeed(std::uint32_t seed, int iteration, int purpose);

}  // namespace privtext::synth::internal
