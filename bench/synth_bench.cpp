// The histogram step of Private Evolution and of SecPE side by side, on
// 384-dimensional unit vectors (all-MiniLM-L6-v2):
//  - PE: every one of M private vectors votes among N_syn synthetic ones,
//    each iteration: O(M * N_syn).
//  - SecPE: once, k-means of the public vectors and assignment of the private
//    ones (the release); then each iteration K representatives vote: O(K * N_syn).
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
BENCHMARK(BM_VoteHistogram)
    ->Args({1000, 2048})
    ->Args({10000, 2048})
    ->Args({100000, 2048})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// SecPE's one release: k-means of P public vectors into K clusters and the
// noisy statistics of M private vectors.
void BM_SecPeRelease(benchmark::State& state) {
  const auto m = static_cast<std::size_t>(state.range(0));
  const auto k = static_cast<int>(state.range(1));
  const auto priv = Random(m, 384, 1), pub = Random(10 * static_cast<std::size_t>(k), 384, 3);
  const std::vector<double> weights(m, 1.0);
  SecPeOptions o;
  o.clusters = k;
  dp::CsprngBits bits;
  for (auto _ : state) benchmark::DoNotOptimize(NoisyRepresentatives(priv, weights, pub, o, 1, bits));
}
BENCHMARK(BM_SecPeRelease)->Args({100000, 2000})->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// SecPE's per-iteration histogram: K representatives vote among N_syn.
void BM_SecPeHistogram(benchmark::State& state) {
  const auto k = static_cast<std::size_t>(state.range(0)), n = static_cast<std::size_t>(state.range(1));
  const auto reps = Random(k, 384, 4), syn = Random(n, 384, 2);
  for (auto _ : state) benchmark::DoNotOptimize(NearestNeighbours(reps, syn));
}
BENCHMARK(BM_SecPeHistogram)->Args({2000, 2048})->Unit(benchmark::kMillisecond)->UseRealTime();

// Entity-graph synthesis outside the model: the NPMI graph and k-tuples of a
// document with E entities over 60 sentences.
void BM_EntityGraph(benchmark::State& state) {
  const int e = static_cast<int>(state.range(0));
  std::vector<std::string> entities;
  for (int i = 0; i < e; ++i) entities.push_back("Person_[" + std::to_string(i * 7919) + "]");
  std::string text;
  std::mt19937 rng(5);
  for (int s = 0; s < 60; ++s) {
    for (int k = 0; k < 4; ++k) text += entities[rng() % e] + " met ";
    text += "the court.\n";
  }
  for (auto _ : state) {
    const auto graph = CooccurrenceGraph(text, entities);
    benchmark::DoNotOptimize(BuildTuples(graph, 0.5, 10));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EntityGraph)->Arg(16)->Arg(64)->Unit(benchmark::kMicrosecond);

// Fictional control codes (seed 004): values per second.
void BM_FictionalValues(benchmark::State& state) {
  FictionalValues f(1);
  const char* types[] = {"PERSON", "CODE", "DATETIME", "LOC", "ORG", "DEM", "QUANTITY"};
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(f.Value(types[i++ % 7], "36244/06", {"Ann Lee"}));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_FictionalValues);

}  // namespace
}  // namespace privtext::synth
