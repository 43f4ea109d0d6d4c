#include "training_windows.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>

namespace privtext::model::internal {
namespace {

// Fisher-Yates with our own uniform draw: std::shuffle's algorithm is left to
// the standard library, and a checkpoint must replay the same order anywhere.
void Shuffle(std::vector<std::size_t>& v, std::mt19937_64& rng) {
  for (std::size_t i = v.size(); i > 1; --i) {
    const std::uint64_t bound = i;
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;  // rejection keeps it unbiased
    std::uint64_t r;
    do r = rng(); while (r >= limit);
    std::swap(v[i - 1], v[static_cast<std::size_t>(r % bound)]);
  }
}

}  // namespace

std::vector<bool> TargetTokens(const std::vector<std::size_t>& piece_bytes,
                               const std::vector<std::pair<std::size_t, std::size_t>>& masked) {
  std::vector<bool> target(piece_bytes.size(), true);
  std::size_t begin = 0;
  for (std::size_t i = 0; i < piece_bytes.size(); ++i) {
    const std::size_t end = begin + piece_bytes[i];
    for (const auto& [mb, me] : masked) {
      if (begin < me && mb < end) target[i] = false;  // a zero-byte token (BOS, EOS) overlaps nothing
    }
    begin = end;
  }
  return target;
}

std::uint64_t Windows::Targets(std::size_t w) const {
  const auto* l = labels.data() + w * static_cast<std::size_t>(context);
  return static_cast<std::uint64_t>(std::count_if(l, l + context, [](std::int32_t x) { return x != kIgnoredLabel; }));
}

Windows PackWindows(const std::vector<TokenizedText>& texts, int context, std::int32_t pad) {
  std::vector<std::int32_t> stream;
  std::vector<bool> target;
  for (const auto& t : texts) {
    stream.insert(stream.end(), t.tokens.begin(), t.tokens.end());
    target.insert(target.end(), t.target.begin(), t.target.end());
  }
  Windows w;
  w.context = context;
  if (stream.size() < 2 || context <= 0) return w;
  const std::size_t c = static_cast<std::size_t>(context);
  const std::size_t n_labels = stream.size() - 1;  // the first token is never a target
  const std::size_t n_windows = (n_labels + c - 1) / c;
  w.inputs.assign(n_windows * c, pad);
  w.labels.assign(n_windows * c, kIgnoredLabel);
  for (std::size_t i = 0; i < n_labels; ++i) {
    w.inputs[i] = stream[i];
    if (target[i + 1]) w.labels[i] = stream[i + 1];
  }
  return w;
}

double LearningRate(const TrainOptions& o, std::uint64_t step, std::uint64_t total) {
  const auto warmup = static_cast<std::uint64_t>(std::max(0, o.warmup_steps));
  if (step < warmup) return o.learning_rate * static_cast<double>(step + 1) / static_cast<double>(warmup);
  if (o.schedule == LearningRateSchedule::kConstant || total <= warmup) return o.learning_rate;
  // progress runs from 0 at the first step after warmup towards 1 at the
  // step after the last, so no step has a zero rate when the floor is zero
  const double progress = std::min(1.0, static_cast<double>(step - warmup) / static_cast<double>(total - warmup));
  const double span = o.learning_rate - o.min_learning_rate;
  if (o.schedule == LearningRateSchedule::kLinear) return o.learning_rate - span * progress;
  return o.min_learning_rate + span * 0.5 * (1.0 + std::cos(std::numbers::pi * progress));
}

std::vector<bool> ValidationDocuments(std::size_t n, double fraction, std::uint64_t seed) {
  std::vector<bool> held(n, false);
  if (n < 2 || fraction <= 0) return held;
  auto k = static_cast<std::size_t>(std::llround(fraction * static_cast<double>(n)));
  k = std::clamp<std::size_t>(k, 1, n - 1);
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = i;
  std::mt19937_64 rng(seed);
  Shuffle(order, rng);
  for (std::size_t i = 0; i < k; ++i) held[order[i]] = true;
  return held;
}

std::vector<std::size_t> WindowOrder(std::size_t n, std::uint64_t seed, int epoch) {
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = i;
  std::seed_seq seq{static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32),
                    static_cast<std::uint32_t>(epoch)};
  std::mt19937_64 rng(seq);
  Shuffle(order, rng);
  return order;
}

}  // namespace privtext::model::internal
