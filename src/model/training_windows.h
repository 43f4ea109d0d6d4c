// Internal: the arithmetic of next-token training that does not need
// llama.cpp: which tokens are training targets, how documents are packed into
// fixed-length windows, the learning-rate schedule and the window order.
// Only src/model/ and its tests include this file.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "privtext/model.h"

namespace privtext::model::internal {

// A label that contributes nothing to the loss (the patched llama.cpp leaves
// its one-hot row all zero; scripts/llama-cpp-training.patch).
inline constexpr std::int32_t kIgnoredLabel = -1;

// One document as tokens, and for each token whether it may be a training
// target (false: it lies in a masked span).
struct TokenizedText {
  std::vector<std::int32_t> tokens;
  std::vector<bool> target;
};

// Which tokens overlap a masked byte range, given each token's byte length in
// the text (the pieces concatenate to the text). Ranges are [begin, end).
std::vector<bool> TargetTokens(const std::vector<std::size_t>& piece_bytes,
                               const std::vector<std::pair<std::size_t, std::size_t>>& masked);

// Fixed-length windows: window i holds inputs [i*context, (i+1)*context) of
// the concatenated stream and, as labels, the token after each input
// (kIgnoredLabel where that token is masked, and for the padding of the last
// window, which repeats `pad`).
struct Windows {
  int context = 0;
  std::vector<std::int32_t> inputs;  // windows x context
  std::vector<std::int32_t> labels;  // windows x context
  std::size_t count() const { return context == 0 ? 0 : inputs.size() / static_cast<std::size_t>(context); }
  // Labels that are training targets in window w.
  std::uint64_t Targets(std::size_t w) const;
};
Windows PackWindows(const std::vector<TokenizedText>& texts, int context, std::int32_t pad);

// Learning rate at optimizer step `step` (0-based) of `total`: linear warmup
// over the first warmup steps to the peak, then constant, or linear or cosine
// decay that would reach the floor one step after the last.
double LearningRate(const TrainOptions& options, std::uint64_t step, std::uint64_t total);

// Which documents are held out for validation: a seeded shuffle of the
// indices, the first round(fraction * n) of them (at least one when the
// fraction is positive and n > 1, never all).
std::vector<bool> ValidationDocuments(std::size_t n, double fraction, std::uint64_t seed);

// The order windows are visited in epoch `epoch` (1-based): a permutation
// that depends only on (seed, epoch), so a resumed run sees what an
// uninterrupted one would.
std::vector<std::size_t> WindowOrder(std::size_t n, std::uint64_t seed, int epoch);

}  // namespace privtext::model::internal
