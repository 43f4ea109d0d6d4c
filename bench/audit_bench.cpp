// Audit throughput: suffix-array construction over growing corpora (MB/s),
// extraction queries against it, and ROUGE pairs per second.
//
//   build/bin/audit_bench
#include <random>

#include <benchmark/benchmark.h>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

// Documents of `words_per_doc` words drawn from a Zipf-like vocabulary, so
// the text repeats as natural text does.
std::vector<std::string> Corpus(std::size_t bytes, std::size_t words_per_doc, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<std::string> vocabulary;
  for (int i = 0; i < 20000; ++i) vocabulary.push_back("w" + std::to_string(i * 7919 % 100003));
  std::vector<double> weights;
  for (int i = 0; i < 20000; ++i) weights.push_back(1.0 / (i + 1));
  std::discrete_distribution<int> pick(weights.begin(), weights.end());
  std::vector<std::string> docs;
  std::size_t total = 0;
  while (total < bytes) {
    std::string doc;
    for (std::size_t w = 0; w < words_per_doc; ++w) doc += (w ? " " : "") + vocabulary[pick(rng)];
    total += doc.size() + 1;
    docs.push_back(std::move(doc));
  }
  return docs;
}

void BM_SuffixArrayBuild(benchmark::State& state) {
  const auto docs = Corpus(static_cast<std::size_t>(state.range(0)) << 20, 400, 1);
  std::size_t bytes = 0;
  for (auto _ : state) {
    auto sa = SuffixArray::Build(docs);
    bytes = sa->text_bytes();
    benchmark::DoNotOptimize(sa);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes) * state.iterations());
}
BENCHMARK(BM_SuffixArrayBuild)->Arg(1)->Arg(16)->Arg(128)->Unit(benchmark::kMillisecond)->UseRealTime();

// 1,000 outputs of 200 words, a quarter of them quoting the corpus.
void BM_ExtractionAttack(benchmark::State& state) {
  const auto docs = Corpus(static_cast<std::size_t>(state.range(0)) << 20, 400, 1);
  const auto sa = SuffixArray::Build(docs);
  auto outputs = Corpus(1000 * 1400, 200, 2);
  for (std::size_t i = 0; i < outputs.size(); i += 4) outputs[i] = docs[i % docs.size()].substr(0, 1400);
  for (auto _ : state) benchmark::DoNotOptimize(ExtractionAttack(*sa, outputs, {}));
  state.SetItemsProcessed(static_cast<std::int64_t>(outputs.size()) * state.iterations());
}
BENCHMARK(BM_ExtractionAttack)->Arg(16)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_RougePair(benchmark::State& state) {
  const auto texts = Corpus(static_cast<std::size_t>(state.range(0)) * 7 * 64, static_cast<std::size_t>(state.range(0)), 3);
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& a = texts[i % texts.size()];
    const auto& b = texts[(i + 1) % texts.size()];
    benchmark::DoNotOptimize(RougeN(a, b, 2));
    benchmark::DoNotOptimize(RougeL(a, b));
    ++i;
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_RougePair)->Arg(100)->Arg(400);

}  // namespace
}  // namespace privtext::audit
