// The evolution loop of seed 002's Algorithm 1, shared by PE and SecPE.
#include "synth/evolution.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <random>
#include <set>
#include <string_view>
#include <unordered_set>

namespace privtext::synth::internal {
namespace {

using Json = nlohmann::ordered_json;
constexpr std::string_view kCheckpointFormat = "privtext-evolution-checkpoint";
constexpr std::string_view kExpandLogFormat = "privtext-expand-checkpoint";

// What a run carries from one iteration to the next.
struct State {
  int completed = 0;
  std::vector<std::string> population;  // S_{t+1}
  std::vector<SeedSample> seed_set;
  std::vector<IterationStats> stats;
};

Json SettingsJson(const EvolutionOptions& o, const Method& method) {
  const auto& v = o.variation;
  return {{"method", method.name},
          {"iterations", o.iterations},
          {"synthetic_samples", o.synthetic_samples},
          {"lookahead", o.lookahead},
          {"variation", {{"kind", v.kind == VariationKind::kMaskFill ? "mask-fill" : "paraphrase"},
                         {"strength", v.strength}, {"steps", v.steps},
                         {"max_tokens", v.generation.max_tokens}, {"temperature", v.generation.temperature},
                         {"top_p", v.generation.top_p}}},
          {"initial_description", o.initial_description},
          {"seed", o.seed},
          {"method_settings", method.settings}};
}

Status SaveCheckpoint(const std::string& path, const Json& settings, const State& state) {
  Json seeds = Json::array();
  for (const auto& s : state.seed_set) seeds.push_back({{"text", s.text}, {"iteration", s.iteration}});
  Json stats = Json::array();
  for (const auto& s : state.stats) stats.push_back(IterationStatsJson(s));
  const Json j = {{"format", kCheckpointFormat}, {"version", 1},          {"settings", settings},
                  {"completed", state.completed}, {"population", state.population},
                  {"seed_set", seeds},             {"stats", stats}};
  return WriteFileAtomically(path, j.dump() + "\n", 0600);
}

// Reads a checkpoint; nullopt when there is none.
Result<std::optional<State>> LoadCheckpoint(const std::string& path, const Json& settings) {
  if (path.empty() || !std::filesystem::exists(path)) return std::optional<State>();
  auto text = ReadFile(path);
  if (!text) return std::unexpected(text.error());
  try {
    const Json j = Json::parse(*text);
    if (j.value("format", "") != kCheckpointFormat || j.value("version", 0) != 1) {
      return MakeError(ErrorCode::kInvalidInput, path + ": not a privtext evolution checkpoint");
    }
    if (j.at("settings") != settings) {
      return MakeError(ErrorCode::kInvalidArgument,
                       path + ": checkpoint of a run with other settings; rerun with those or remove it");
    }
    State s;
    s.completed = j.at("completed").get<int>();
    s.population = j.at("population").get<std::vector<std::string>>();
    for (const auto& e : j.at("seed_set")) s.seed_set.push_back({e.at("text"), e.at("iteration")});
    for (const auto& e : j.at("stats")) {
      // Checkpoints written before the variation counts were kept read as 0.
      s.stats.push_back({e.at("iteration"), e.at("histogram_mass"), e.at("nonzero_bins"), e.at("selected_unique"),
                         e.at("histogram_empty"), e.value("variations", 0), e.value("variations_unchanged", 0)});
    }
    return std::optional<State>(std::move(s));
  } catch (const Json::exception&) {
    return MakeError(ErrorCode::kInvalidInput, path + ": checkpoint is not valid JSON or lacks a field");
  }
}

Result<std::vector<std::string>> InitialPopulation(const std::vector<std::string>& public_texts,
                                                   const EvolutionOptions& o, model::Generator& generator) {
  const auto n = static_cast<std::size_t>(o.synthetic_samples);
  if (!public_texts.empty()) {
    std::vector<std::size_t> order(public_texts.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::mt19937_64 rng(DeriveSeed(o.seed, 0, 0));
    std::shuffle(order.begin(), order.end(), rng);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < n; ++i) out.push_back(public_texts[order[i % order.size()]]);
    return out;
  }
  return GeneratePublicTexts(generator, n, o);
}

// Mean of K variation embeddings per sample: variations[k * n + i] belongs to sample i.
Embeddings LookaheadMeans(const Embeddings& variations, std::size_t n, int k) {
  Embeddings mean{n, variations.dims, std::vector<float>(n * variations.dims, 0.0f)};
  for (int j = 0; j < k; ++j) {
    for (std::size_t i = 0; i < n; ++i) {
      const float* v = variations.row(j * n + i);
      for (std::size_t d = 0; d < variations.dims; ++d) mean.values[i * variations.dims + d] += v[d] / k;
    }
  }
  return mean;
}

// Draws N_syn indices in proportion to the histogram (uniformly when it is empty).
std::vector<std::size_t> DrawSurvivors(const std::vector<double>& histogram, std::uint32_t seed, bool* empty) {
  std::vector<double> weights(histogram.size());
  double mass = 0;
  for (std::size_t i = 0; i < histogram.size(); ++i) mass += weights[i] = std::max(histogram[i], 0.0);
  *empty = mass <= 0;
  if (*empty) std::fill(weights.begin(), weights.end(), 1.0);
  std::mt19937_64 rng(seed);
  std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
  std::vector<std::size_t> out(histogram.size());
  for (auto& i : out) i = pick(rng);
  return out;
}

void CountUnchanged(const std::vector<std::string>& before, const std::vector<std::string>& after,
                    IterationStats& stats) {
  stats.variations += static_cast<int>(after.size());
  for (std::size_t i = 0; i < after.size(); ++i) stats.variations_unchanged += after[i] == before[i];
}

struct Generation {
  std::vector<std::string> population;  // S_t
  std::vector<std::string> lookahead;   // K variations, variation k of sample i at k * n + i
};

// One iteration of Algorithm 1: vote, draw S'_t, vary into S_{t+1}.
Status Step(int t, Generation gen, const EvolutionOptions& o, model::Generator& generator,
            model::Embedder& embedder, const Method& method, State& state) {
  const std::size_t n = gen.population.size();
  IterationStats stats{.iteration = t};
  auto vectors = model::EmbedAll(embedder, gen.population);
  if (!vectors) return std::unexpected(vectors.error());
  if (o.lookahead > 0) {
    std::vector<std::string> repeated;
    for (int k = 0; k < o.lookahead; ++k) repeated.insert(repeated.end(), gen.population.begin(), gen.population.end());
    auto varied = Vary(generator, repeated, o.variation, DeriveSeed(o.seed, t, 2));
    if (!varied) return std::unexpected(varied.error());
    CountUnchanged(repeated, *varied, stats);
    gen.lookahead = std::move(*varied);
    auto varied_vectors = model::EmbedAll(embedder, gen.lookahead);
    if (!varied_vectors) return std::unexpected(varied_vectors.error());
    *vectors = LookaheadMeans(*varied_vectors, n, o.lookahead);
  }
  auto histogram = method.histogram(*vectors, t);
  if (!histogram) return std::unexpected(histogram.error());
  for (double h : *histogram) {
    stats.histogram_mass += std::max(h, 0.0);
    stats.nonzero_bins += h > 0;
  }
  const auto survivors = DrawSurvivors(*histogram, DeriveSeed(o.seed, t, 3), &stats.histogram_empty);
  std::set<std::size_t> unique(survivors.begin(), survivors.end());
  stats.selected_unique = static_cast<int>(unique.size());
  std::set<std::string> known;
  for (const auto& s : state.seed_set) known.insert(s.text);
  for (std::size_t i : unique) {
    if (!gen.population[i].empty() && known.insert(gen.population[i]).second) {
      state.seed_set.push_back({gen.population[i], t});
    }
  }
  state.population.clear();
  if (t < o.iterations) {  // S_{T+1} is never used
    if (o.lookahead > 0) {
      std::vector<int> uses(n, 0);  // the j-th draw of sample i takes its variation j mod K
      for (std::size_t i : survivors) state.population.push_back(gen.lookahead[(uses[i]++ % o.lookahead) * n + i]);
    } else {
      std::vector<std::string> selected;
      for (std::size_t i : survivors) selected.push_back(gen.population[i]);
      auto varied = Vary(generator, selected, o.variation, DeriveSeed(o.seed, t, 4));
      if (!varied) return std::unexpected(varied.error());
      CountUnchanged(selected, *varied, stats);
      state.population = std::move(*varied);
    }
  }
  state.stats.push_back(stats);
  state.completed = t;
  return Ok();
}

// What Expand's resume log must agree on: the run's settings, Expand's own,
// and the seed set it draws from (by digest: the log of a run whose seed set
// was drawn again, with other noise, is not this run's).
Json ExpandHeader(const std::vector<SeedSample>& seeds, const EvolutionOptions& o, const Json& settings) {
  Sha256 digest;
  for (const auto& s : seeds) digest.Update(std::to_string(s.text.size()) + ":" + s.text);
  const auto& g = o.expand_generation;
  return {{"format", kExpandLogFormat},
          {"settings", settings},
          {"expand", {{"samples", o.expand_samples}, {"max_tokens", g.max_tokens}, {"temperature", g.temperature},
                      {"top_p", g.top_p}}},
          {"seed_set_sha256", digest.HexDigest()}};
}

// Seed 002's Expand: each sample from a prompt of three seed samples drawn at
// random. A small model often writes one of its examples back; a copy adds
// nothing to the data, so it is dropped and asked for again with new draws.
// Samples are asked for kExpandBatch at a time, so that a run of millions
// neither holds every prompt at once nor goes without progress, and each
// finished batch goes to the resume log (when there is one): a rerun starts
// after the last batch written. Each batch draws from its own seeds, so a
// resumed run writes what an uninterrupted one would.
Status Expand(const std::vector<SeedSample>& seeds, const EvolutionOptions& o, model::Generator& generator,
              ResumeLog* log, Progress& progress, EvolutionResult& result) {
  if (o.expand_samples <= 0 || seeds.empty()) return Ok();
  const auto wanted = static_cast<std::size_t>(o.expand_samples);
  result.expanded.reserve(wanted);  // no reallocation: `known` views the kept texts
  std::unordered_set<std::string_view> known;
  for (const auto& s : seeds) known.insert(s.text);
  std::size_t batch = 0;
  const std::vector<std::string> none;
  for (const std::string& line : log != nullptr ? log->old_lines() : none) {
    try {  // the batches written in order; from the first line that is not one, batches are redone
      const Json j = Json::parse(line);
      if (j.at("batch").get<std::size_t>() != batch) break;
      const auto samples = j.at("samples").get<std::vector<std::string>>();
      const int copies = j.at("copies").get<int>(), empty = j.at("empty").get<int>();
      for (const auto& text : samples) {
        result.expanded.push_back(text);
        known.insert(result.expanded.back());
      }
      result.expand_dropped_copies += copies;
      result.expand_dropped_empty += empty;
      ++batch;
    } catch (const Json::exception&) {
      break;
    }
  }
  progress.Skip(result.expanded.size());
  for (; batch * kExpandBatch < wanted; ++batch) {
    const std::size_t size = std::min(wanted, (batch + 1) * kExpandBatch) - batch * kExpandBatch;
    const int batch_index = static_cast<int>(batch);
    std::mt19937_64 rng(DeriveSeed(o.seed, o.iterations + 1 + batch_index, 5));
    std::uniform_int_distribution<std::size_t> pick(0, seeds.size() - 1);
    const std::size_t first = result.expanded.size();  // this batch's samples start here
    int copies = 0, empty = 0;
    for (int round = 0; round < kExpandRounds && result.expanded.size() - first < size; ++round) {
      std::vector<std::string> prompts(size - (result.expanded.size() - first));
      for (auto& prompt : prompts) {
        std::vector<std::string> examples;
        for (int k = 0; k < 3; ++k) examples.push_back(seeds[pick(rng)].text);
        prompt = ExpandPrompt(examples);
      }
      model::GenerationParams params = o.expand_generation;
      params.seed = DeriveSeed(o.seed, o.iterations + 1 + batch_index * kExpandRounds + round, 6);
      params.stop.push_back("Original Text Sample");
      auto completions = generator.Generate(prompts, params);
      if (!completions) return std::unexpected(completions.error());
      for (const auto& c : *completions) {
        std::string text = CleanCompletion(c.text);
        if (text.empty()) {
          ++empty;
        } else if (known.contains(text)) {
          ++copies;
        } else {
          result.expanded.push_back(std::move(text));
          known.insert(result.expanded.back());
          progress.Add();
        }
      }
    }
    result.expand_dropped_copies += copies;
    result.expand_dropped_empty += empty;
    if (log != nullptr) {
      const std::vector<std::string> samples(result.expanded.begin() + static_cast<std::ptrdiff_t>(first),
                                             result.expanded.end());
      const Json line = {{"batch", batch}, {"samples", samples}, {"copies", copies}, {"empty", empty}};
      if (auto st = log->Append(line.dump()); !st) return st;
    }
  }
  return Ok();
}

// Opens Expand's resume log beside the checkpoint; refuses one of another run.
Result<std::optional<ResumeLog>> OpenExpandLog(const std::string& checkpoint_path, const Json& header) {
  if (checkpoint_path.empty()) return std::optional<ResumeLog>();
  const std::string path = checkpoint_path + std::string(kExpandLogSuffix);
  auto log = ResumeLog::Open(path, header.dump());
  if (!log) return std::unexpected(log.error());
  if (!log->old_header().empty() && Json::parse(log->old_header(), nullptr, false) != header) {
    return MakeError(ErrorCode::kInvalidArgument,
                     path + ": Expand's checkpoint of a run with other settings or another seed set; rerun with "
                            "those or remove it");
  }
  return std::optional<ResumeLog>(std::move(*log));
}

Status CheckOptions(const EvolutionOptions& o) {
  if (o.iterations < 1) return MakeError(ErrorCode::kInvalidArgument, "iterations must be at least 1");
  if (o.synthetic_samples < 1) return MakeError(ErrorCode::kInvalidArgument, "synthetic samples must be at least 1");
  if (o.lookahead < 0) return MakeError(ErrorCode::kInvalidArgument, "lookahead must be >= 0");
  if (o.variation.strength < 0 || o.variation.strength > 1) {
    return MakeError(ErrorCode::kInvalidArgument, "variation strength must be in [0, 1]");
  }
  return Ok();
}

}  // namespace

}  // namespace privtext::synth::internal

namespace privtext::synth {

nlohmann::ordered_json IterationStatsJson(const IterationStats& s) {
  return {{"iteration", s.iteration},         {"histogram_mass", s.histogram_mass},
          {"nonzero_bins", s.nonzero_bins},   {"selected_unique", s.selected_unique},
          {"histogram_empty", s.histogram_empty}, {"variations", s.variations},
          {"variations_unchanged", s.variations_unchanged}};
}

Result<std::vector<std::string>> GeneratePublicTexts(model::Generator& generator, std::size_t n,
                                                     const EvolutionOptions& o) {
  model::GenerationParams params = o.variation.generation;
  params.seed = internal::DeriveSeed(o.seed, 0, 1);
  auto completions = generator.Generate(std::vector<std::string>(n, InitialPrompt(o.initial_description)), params);
  if (!completions) return std::unexpected(completions.error());
  std::vector<std::string> out;
  for (const auto& c : *completions) out.push_back(CleanCompletion(c.text));
  return out;
}

}  // namespace privtext::synth

namespace privtext::synth::internal {

std::uint32_t DeriveSeed(std::uint32_t seed, int iteration, int purpose) {
  std::uint64_t z = (static_cast<std::uint64_t>(seed) << 32) ^ (static_cast<std::uint64_t>(iteration) << 8) ^
                    static_cast<std::uint64_t>(purpose);
  z += 0x9e3779b97f4a7c15ULL;  // SplitMix64 finaliser
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return static_cast<std::uint32_t>(z ^ (z >> 31));
}

Result<EvolutionResult> Evolve(const std::vector<std::string>& public_texts, const EvolutionOptions& o,
                               model::Generator& generator, model::Embedder& embedder, const EvolutionHooks& hooks,
                               const Method& method) {
  if (auto st = CheckOptions(o); !st) return std::unexpected(st.error());
  const Json settings = SettingsJson(o, method);
  auto loaded = LoadCheckpoint(hooks.checkpoint_path, settings);
  if (!loaded) return std::unexpected(loaded.error());
  State state;
  if (*loaded) {
    state = std::move(**loaded);
  } else {
    auto initial = InitialPopulation(public_texts, o, generator);
    if (!initial) return std::unexpected(initial.error());
    state.population = std::move(*initial);
  }
  Progress progress(method.name + " iterations", o.iterations, hooks.progress);
  progress.Skip(state.completed);
  for (int t = state.completed + 1; t <= o.iterations; ++t) {
    if (auto st = Step(t, {state.population, {}}, o, generator, embedder, method, state); !st) {
      return std::unexpected(st.error());
    }
    if (!hooks.checkpoint_path.empty()) {
      if (auto st = SaveCheckpoint(hooks.checkpoint_path, settings, state); !st) return std::unexpected(st.error());
    }
    progress.Add();
    if (hooks.on_iteration) {
      if (auto st = hooks.on_iteration(state.stats.back()); !st) return std::unexpected(st.error());
    }
  }
  progress.Finish();
  EvolutionResult result{.seed_set = std::move(state.seed_set), .iterations = std::move(state.stats)};
  if (o.expand_samples <= 0) return result;
  auto log = OpenExpandLog(hooks.checkpoint_path, ExpandHeader(result.seed_set, o, settings));
  if (!log) return std::unexpected(log.error());
  Progress expand_progress(method.name + " expand", static_cast<std::uint64_t>(o.expand_samples), hooks.progress);
  if (auto st = Expand(result.seed_set, o, generator, *log ? &**log : nullptr, expand_progress, result); !st) {
    return std::unexpected(st.error());
  }
  expand_progress.Finish();
  return result;
}

}  // namespace privtext::synth::internal
