// Private Evolution's voting histogram: M private x N synthetic embeddings of
// 384 dimensions (all-MiniLM-L6-v2), brute-force nearest neighbours.
//
//   build/bin/synth_bench
#include <random>

#include <benchmark/benchmark.h>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

Embeddings Random(std::size_t rows, std::size_t dims, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal;
  Embeddings e{rows, dims, std::vector<float>(rows * dims)};
  for (std::size_t r = 0; r < rows; ++r) {
    float norm = 0;
    for (std::size_t k = 0; k < dims; ++k) norm += (e.values[r * dims + k] = normal(rng)) * e.values[r * dims + k];
    for (std::size_t k = 0; k < dims; ++k) e.values[r * dims + k] /= std::sqrt(norm);
  }
  return e;
}

void BM_VoteHistogram(benchmark::State& state) {
  const auto m = static_cast<std::size_t>(state.range(0)), n = static_cast<std::size_t>(state.range(1));
  const auto priv = Random(m, 384, 1), syn = Random(n, 384, 2);
  for (auto _ : state) benchmark::DoNotOptimize(VoteHistogram(priv, {}, syn, {}));
  state.counters["GFLOP/s"] = benchmark::Counter(2.0 * m * n * 384 * state.iterations() / 1e9, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_VoteHistogram)->Args({1000, 2048})->Args({10000, 2048})->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace privtext::synth
