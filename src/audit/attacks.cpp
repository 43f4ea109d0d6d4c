// Model-based attacks of seed 001 §4.4: name reconstruction by perplexity
// and the true-prefix attack, through the model runtime's Scorer and Generator.
#include <limits>
#include <sstream>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

// The first `n` whitespace-separated words of `text`.
std::string FirstWords(std::string_view text, std::size_t n) {
  std::istringstream in{std::string(text)};
  std::string word, out;
  for (std::size_t i = 0; i < n && in >> word; ++i) out += (i ? " " : "") + word;
  return out;
}

std::size_t WordCount(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string word;
  std::size_t n = 0;
  while (in >> word) ++n;
  return n;
}

}  // namespace

Result<NameReconstructionResult> NameReconstructionAttack(model::Scorer& scorer,
                                                          const std::vector<NameExample>& examples,
                                                          const std::vector<std::string>& candidates) {
  if (candidates.empty()) return MakeError(ErrorCode::kInvalidArgument, "name reconstruction needs candidate names");
  NameReconstructionResult r;
  for (const auto& ex : examples) {
    double best = std::numeric_limits<double>::infinity();
    std::string guess;
    for (const auto& name : candidates) {
      auto scored = scorer.Score("", ex.prefix + name + ex.suffix);
      if (!scored) return std::unexpected(scored.error());
      if (scored->perplexity < best) {
        best = scored->perplexity;
        guess = name;
      }
    }
    ++r.attempts;
    r.successes += guess == ex.name;
    r.guesses.push_back(std::move(guess));
  }
  r.success_rate = r.attempts == 0 ? 0 : static_cast<double>(r.successes) / static_cast<double>(r.attempts);
  return r;
}

Result<TruePrefixResult> TruePrefixAttack(model::Generator& generator, const std::vector<NameExample>& examples,
                                          int samples, const model::GenerationParams& params) {
  if (samples < 1) return MakeError(ErrorCode::kInvalidArgument, "the true-prefix attack needs samples >= 1");
  TruePrefixResult r;
  double sum = 0;
  for (const auto& ex : examples) {
    auto completions = generator.Generate(std::vector<std::string>(samples, ex.prefix + ex.name), params);
    if (!completions) return std::unexpected(completions.error());
    // Continuations are cut to the true suffix's length in words, so a long
    // sample is not penalised for what it says after the suffix ends.
    const std::size_t words = WordCount(ex.suffix);
    double best = 1;
    for (const auto& c : *completions) best = std::min(best, ContentLevenshtein(ex.suffix, FirstWords(c.text, words)));
    r.best_distance.push_back(best);
    sum += best;
    ++r.attempts;
  }
  r.mean_distance = r.attempts == 0 ? 0 : sum / static_cast<double>(r.attempts);
  return r;
}

}  // namespace privtext::audit
