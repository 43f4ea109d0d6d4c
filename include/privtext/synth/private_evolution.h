// Private Evolution (seed 002, PrE-Text; Lin et al. 2023): the evolution
// operators (Variation, Expand), the loop, and its privacy accounting.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "privtext/core.h"
#include "privtext/dp.h"
#include "privtext/model.h"

namespace privtext::synth {

// How Variation makes a new sample from a surviving one (seed 002, §3 (4)).
enum class VariationKind {
  kMaskFill,    // mask a share of the words, let the model fill them; repeat
  kParaphrase,  // ask the model to reword a share of the words
};
Result<VariationKind> ParseVariationKind(std::string_view name);  // mask-fill|paraphrase

struct VariationOptions {
  VariationKind kind = VariationKind::kMaskFill;
  // Share of the words masked (MASK% = 30%) or asked to change; the strength.
  double strength = 0.3;
  int steps = 2;  // mask-fill rounds per variation (W_steps = 2)
  // Seed 002, D.2: top_p 1.0 and temperature 1.0.
  model::GenerationParams generation = {.max_tokens = 160, .temperature = 1.0f, .top_p = 1.0f};
};

// Text with round(strength * words) words replaced by "___", the positions
// drawn from `seed` (whitespace-separated words; the spacing is kept).
std::string MaskWords(std::string_view text, double strength, std::uint64_t seed);

// The prompts the operators send (exposed for tests and docs).
std::string MaskFillPrompt(std::string_view masked_text);
std::string ParaphrasePrompt(std::string_view text, double strength);
std::string InitialPrompt(std::string_view description);
// Seed 002, App. B (Figure 3): three samples, then "Original Text Sample 4".
std::string ExpandPrompt(const std::vector<std::string>& examples);

// `text` without the tags of common HTML elements ("<strong>", "</i>",
// "<a href=...>"); a block element's tag ("<p>", "<br>") ends a line. Text
// that only looks like a tag ("a <b and c> d", "x < y") stays.
std::string StripMarkup(std::string_view text);

// Cleans a completion into a sample: strips HTML markup (StripMarkup), white
// space, a leading label ("Text:", "Paraphrase:", ...) and surrounding
// quotes. Empty when nothing is left.
std::string CleanCompletion(std::string_view completion);

// One variation of each text, in order; prompt i is seeded with seed + i.
// A completion that comes back empty keeps the text it was made from.
Result<std::vector<std::string>> Vary(model::Generator& generator, const std::vector<std::string>& texts,
                                      const VariationOptions& options, std::uint32_t seed);

// ------------------------------------------------ Private Evolution loop

// Settings of one run. Defaults follow seed 002 (PrE-Text, D.1-D.2).
struct EvolutionOptions {
  int iterations = 11;             // T
  int synthetic_samples = 1024;    // N_syn
  int lookahead = 0;               // K variations averaged per sample (0: vote on the sample itself)
  VariationOptions variation;
  int expand_samples = 0;          // Expand outputs (seed 002: 2M / 50k); 0: only the DP seed set
  model::GenerationParams expand_generation = {.max_tokens = 160, .temperature = 1.0f, .top_p = 1.0f};
  std::string initial_description = "short document";  // initial population prompt, without public texts
  std::uint32_t seed = 0;          // sampling and generation; never the privacy noise
};

// Private Evolution's privacy settings: Gaussian noise of std
// noise_multiplier * sensitivity on every histogram count, then threshold H.
struct PeNoiseOptions {
  double noise_multiplier = 0;   // z; 0 only for tests (no privacy)
  int max_records_per_user = 1;  // the sensitivity
  double threshold = 0;          // H
};

struct IterationStats {
  int iteration = 0;            // 1-based
  double histogram_mass = 0;    // sum of the released (noisy, thresholded) histogram
  int nonzero_bins = 0;
  int selected_unique = 0;      // |Set(S'_t)|
  bool histogram_empty = false; // everything was under the threshold: drew uniformly
  // Variations made this iteration (lookahead's and S_{t+1}'s), and how many
  // came back as the text they were made from: a fill that left blanks, an
  // empty completion, or a model that wrote the text back. When most do, PE
  // only keeps copies of its first samples.
  int variations = 0;
  int variations_unchanged = 0;
  // No wall-clock time: how long an iteration takes depends on the private
  // data (how votes fall), and a report may hold only noised or public values.
};

// The statistics as JSON (the checkpoint and the run report use this form).
nlohmann::ordered_json IterationStatsJson(const IterationStats& stats);

// A run's output: the DP seed set (union of Set(S'_t), first-seen order, with
// the iteration that first selected it) and Expand's samples.
struct SeedSample {
  std::string text;
  int iteration = 0;
};
// Expand drops a completion that comes back empty or as a copy of a seed
// sample or of an earlier expanded sample, and asks again: at most
// kExpandRounds prompts per sample asked for. It asks kExpandBatch samples
// at a time.
inline constexpr int kExpandRounds = 3;
inline constexpr std::size_t kExpandBatch = 256;
// Expand's resume log, beside the checkpoint: one line per finished batch.
inline constexpr std::string_view kExpandLogSuffix = ".expand";

struct EvolutionResult {
  std::vector<SeedSample> seed_set;
  std::vector<std::string> expanded;
  int expand_dropped_copies = 0;
  int expand_dropped_empty = 0;
  std::vector<IterationStats> iterations;
};

struct EvolutionHooks {
  // Checkpoint written atomically after each iteration and read on start:
  // a rerun with the same settings resumes after the last finished
  // iteration; Expand's batches are appended to checkpoint_path +
  // kExpandLogSuffix, and a rerun resumes after the last one. Both hold only
  // public or released data (synthetic texts, stats); the caller removes
  // them once the output is written.
  std::string checkpoint_path;
  // Noise bits for iteration t (1-based); null: OpenSSL's CSPRNG. Tests pass
  // seeded bits so that a resumed run can be compared with an uninterrupted one.
  std::function<std::unique_ptr<dp::RandomBits>(int)> noise;
  // Called after each iteration's checkpoint; an error stops the run there.
  std::function<Status(const IterationStats&)> on_iteration;
  ProgressOptions progress;
};

// `n` texts the generator writes from options.initial_description: public
// by construction (no private data in the prompt).
Result<std::vector<std::string>> GeneratePublicTexts(model::Generator& generator, std::size_t n,
                                                     const EvolutionOptions& options);

// Private records: texts and, for user-level privacy, one user id per text
// (empty: each record is its own user).
struct PrivateData {
  std::vector<std::string> texts;
  std::vector<std::string> user_ids;
};

// The texts of a corpus and, when `user_field` is not empty, the user id each
// record carries in that field (a string or an integer); a record without it
// is an error naming its line.
Result<PrivateData> PrivateDataOf(std::vector<Document> documents, std::string_view user_field);

// PrE-Text (Algorithm 1 with Algorithm 2 as the histogram). `public_texts`
// seed the initial population (N_syn drawn without replacement, cycling when
// fewer); empty: the generator writes it from initial_description.
// The noise is used as given; PlanPePrivacy below sets it from a target
// epsilon and says what it guarantees.
Result<EvolutionResult> RunPrivateEvolution(const PrivateData& data, const std::vector<std::string>& public_texts,
                                            const EvolutionOptions& options, const PeNoiseOptions& noise,
                                            model::Generator& generator, model::Embedder& embedder,
                                            const EvolutionHooks& hooks = {});

// ------------------------------------------------ privacy of a PE run

// What a user asks of a run's privacy. Defaults: seed 002 (epsilon 1.29 over
// T = 11 iterations, delta 3e-6).
struct PePrivacyOptions {
  double epsilon = 1.29;
  double delta = 3e-6;
  // z set directly instead of calibrated to epsilon (0: no noise, no guarantee).
  std::optional<double> noise_multiplier;
  // H; default: the noise std, z * sensitivity (docs/dp.md says why not the
  // paper's 1.14 sigma).
  std::optional<double> threshold;
  // Votes a user casts at most: the sensitivity with user-level privacy.
  // Without user ids every record is its own user and the sensitivity is 1.
  int max_records_per_user = 8;
};

// The noise of a run and the guarantee it gives: T Gaussian mechanisms
// (sampling rate 1) of sensitivity max_records_per_user and noise std
// z * sensitivity, composed by the RDP accountant (epsilon_rdp, which covers
// the discrete Gaussian released) and exactly for continuous Gaussians
// (epsilon_exact).
struct PePrivacy {
  PeNoiseOptions noise;
  bool user_level = false;
  double delta = 0;
  int steps = 0;
  std::optional<double> epsilon_rdp, epsilon_exact;  // absent when z = 0
};
Result<PePrivacy> PlanPePrivacy(const PePrivacyOptions& options, int iterations, bool user_level);

// The privacy section of a report: public settings and accounted epsilons.
nlohmann::ordered_json PePrivacyJson(const PePrivacy& privacy);

struct PeRun {
  EvolutionResult result;
  PePrivacy privacy;
};

// PrE-Text with its noise planned from `privacy` (user-level when data has
// user ids): the data, the per-iteration statistics and the guarantee.
Result<PeRun> RunPrivateEvolution(const PrivateData& data, const std::vector<std::string>& public_texts,
                                  const EvolutionOptions& options, const PePrivacyOptions& privacy,
                                  model::Generator& generator, model::Embedder& embedder,
                                  const EvolutionHooks& hooks = {});

// ------------------------------------------------------------ output

// The synthetic JSONL of a PE or SecPE run (`method` is "pe" or "secpe"):
// the DP seed set (kind "seed", with the iteration that chose it), then
// Expand's samples (kind "expand"). Written atomically, 0600.
Status WriteEvolutionOutput(const std::string& path, std::string_view method, const EvolutionResult& result);

// A run's report: method, privacy section, output counts, per-iteration statistics.
nlohmann::ordered_json EvolutionReport(std::string_view method, nlohmann::ordered_json privacy,
                                       const EvolutionResult& result);

}  // namespace privtext::synth
