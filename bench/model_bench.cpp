// Throughput of the model runtime on the pulled small models, beside the
// memory-bandwidth bound measured in the same run: decoding one sequence
// reads every weight once per token, so tokens/s can be no higher than
// (memory bandwidth) / (model bytes).
//
//   build/bin/privtext model pull gemma3-270m all-minilm-l6-v2
//   build/bin/model_bench --benchmark_counters_tabular=true
#include <chrono>
#include <cstring>
#include <filesystem>
#include <map>

#include <benchmark/benchmark.h>

#include "privtext/audit.h"
#include "privtext/model.h"

namespace privtext::model {
namespace {

double MemoryBandwidth() {
  static const double bytes_per_s = [] {
    const std::size_t n = 256u << 20;
    std::vector<char> a(n, 1), b(n);
    double best = 0;
    for (int r = 0; r < 5; ++r) {
      const auto t0 = std::chrono::steady_clock::now();
      std::memcpy(b.data(), a.data(), n);
      benchmark::DoNotOptimize(b.data());
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      best = std::max(best, 2.0 * n / s);  // a copy reads and writes every byte
    }
    return best;
  }();
  return bytes_per_s;
}

Generator& SharedGenerator(int parallel) {
  static std::map<int, std::unique_ptr<Generator>> generators;
  auto& g = generators[parallel];
  if (!g) {
    BackendOptions o;
    o.parallel = parallel;
    o.context_size = 4096;
    auto opened = OpenGenerator("gemma3-270m", o);
    if (!opened) {
      std::fprintf(stderr, "%s\n", opened.error().message().c_str());
      std::exit(1);
    }
    g = std::move(*opened);
  }
  return *g;
}

void BM_MemoryBandwidth(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(MemoryBandwidth());
  state.counters["GB/s"] = MemoryBandwidth() / 1e9;
}
BENCHMARK(BM_MemoryBandwidth)->Iterations(1);

// Tokens/s generating 64 tokens for `prompts` prompts decoded together.
void BM_Generate(benchmark::State& state) {
  const int prompts = static_cast<int>(state.range(0));
  Generator& g = SharedGenerator(prompts);
  GenerationParams p;
  p.max_tokens = 64;
  p.temperature = 0.8f;
  std::vector<std::string> batch;
  for (int i = 0; i < prompts; ++i) batch.push_back("Write a short court judgment about case number " + std::to_string(i) + ":");
  std::int64_t tokens = 0;
  for (auto _ : state) {
    auto out = g.Generate(batch, p);
    for (const auto& c : *out) tokens += c.tokens;
  }
  state.counters["tokens/s"] = benchmark::Counter(static_cast<double>(tokens), benchmark::Counter::kIsRate);
  auto path = ResolveModel("gemma3-270m");
  const double bytes = static_cast<double>(std::filesystem::file_size(path->path));
  state.counters["bound tokens/s (1 seq)"] = MemoryBandwidth() / bytes;
}
BENCHMARK(BM_Generate)->Arg(1)->Arg(4)->Arg(8)->Arg(16)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Embed(benchmark::State& state) {
  static auto embedder = OpenEmbedder("all-minilm-l6-v2");
  if (!embedder) {
    state.SkipWithError(embedder.error().message().c_str());
    return;
  }
  std::vector<std::string> texts;
  for (int i = 0; i < 256; ++i) texts.push_back("The applicant, born in " + std::to_string(1940 + i % 50) + ", lodged an application against the State on several grounds.");
  for (auto _ : state) benchmark::DoNotOptimize((*embedder)->Embed(texts));
  state.counters["embeddings/s"] = benchmark::Counter(static_cast<double>(state.iterations() * texts.size()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Embed)->Unit(benchmark::kMillisecond)->UseRealTime();

// Training throughput (training targets per second of the epoch, model
// loading excluded) on 24 documents of the sample corpus, for a model from
// scratch (4 blocks, width 256, a 2,000-piece vocabulary of the corpus),
// and (BM_TrainGemma) for gemma3-270m fine-tuned as a float32 copy.
void BM_Train(benchmark::State& state) {
  const std::string dir = (std::filesystem::temp_directory_path() / "privtext-train-bench").string();
  std::filesystem::create_directories(dir);
  auto texts = ReadCorpusTexts(PRIVTEXT_SAMPLE_DATA_DIR "/sample_corpus.jsonl");
  if (!texts) {
    state.SkipWithError(texts.error().message().c_str());
    return;
  }
  texts->resize(std::min<std::size_t>(texts->size(), 24));
  std::vector<TrainingText> training;
  for (const auto& t : *texts) training.push_back({t, {}});
  std::string model;
  TrainOptions o;
  o.validation_fraction = 0;
  audit::TokenizerOptions t;
  t.vocab_size = 2000;
  t.for_model = true;
  ScratchModelOptions s;
  s.tokenizer = dir + "/spm.model";
  s.layers = 4;
  s.embedding = 256;
  s.heads = 8;
  s.feed_forward = 768;
  model = dir + "/scratch.gguf";
  if (!audit::TrainTokenizer(*texts, dir + "/spm", t) || !CreateScratchModel(s, model)) {
    state.SkipWithError("cannot make the scratch model");
    return;
  }
  o.learning_rate = 1e-3;
  double tokens_per_second = 0;
  std::uint64_t windows = 0;
  for (auto _ : state) {
    auto report = Train(model, training, o, dir + "/trained.gguf");
    if (!report) {
      state.SkipWithError(report.error().message().c_str());
      break;
    }
    tokens_per_second = report->epochs.back().tokens_per_second;
    windows = report->train_windows;
  }
  state.counters["train_tokens/s"] = tokens_per_second;
  state.counters["windows"] = static_cast<double>(windows);
  std::filesystem::remove_all(dir);
}
BENCHMARK(BM_Train)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

// gemma3-270m, every tensor but the token embeddings (100M parameters), on 8
// documents of the sample corpus; the epoch's tokens/s, conversion excluded.
void BM_TrainGemma(benchmark::State& state) {
  const std::string dir = (std::filesystem::temp_directory_path() / "privtext-train-gemma-bench").string();
  std::filesystem::create_directories(dir);
  auto texts = ReadCorpusTexts(PRIVTEXT_SAMPLE_DATA_DIR "/sample_corpus.jsonl");
  auto location = ResolveModel("gemma3-270m");
  if (!texts || !location) {
    state.SkipWithError("needs the sample corpus and gemma3-270m (privtext model pull gemma3-270m)");
    return;
  }
  std::vector<TrainingText> training;
  for (std::size_t i = 0; i < std::min<std::size_t>(texts->size(), 8); ++i) training.push_back({(*texts)[i], {}});
  TrainOptions o;
  o.validation_fraction = 0;
  double tokens_per_second = 0;
  std::uint64_t targets = 0;
  for (auto _ : state) {
    auto report = Train(location->path, training, o, dir + "/trained.gguf");
    if (!report) {
      state.SkipWithError(report.error().message().c_str());
      break;
    }
    tokens_per_second = report->epochs.back().tokens_per_second;
    targets = report->epochs.back().train_targets;
  }
  state.counters["train_tokens/s"] = tokens_per_second;
  state.counters["targets"] = static_cast<double>(targets);
  std::filesystem::remove_all(dir);
}
BENCHMARK(BM_TrainGemma)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

}  // namespace
}  // namespace privtext::model
