// Detection throughput: the pattern path (RE2::Set + validators + rules) in
// MB/s and documents/s per core over the sample corpus, beside memcpy over
// the same bytes; and documents/s with model NER on the small model.
//
//   build/bin/detect_bench --benchmark_counters_tabular=true
#include <cstring>

#include <benchmark/benchmark.h>

#include "privtext/detect.h"

namespace privtext::detect {
namespace {

const std::vector<std::string>& SampleTexts() {
  static const std::vector<std::string> texts = [] {
    std::vector<std::string> out;
    auto reader = CorpusReader::Open(std::string(PRIVTEXT_SAMPLE_DATA_DIR) + "/sample_corpus.jsonl");
    Document doc;
    while (reader && *reader->Next(&doc)) out.push_back(doc.text);
    return out;
  }();
  return texts;
}

void BM_MemcpyCorpus(benchmark::State& state) {
  std::size_t bytes = 0;
  for (const auto& t : SampleTexts()) bytes += t.size();
  std::vector<char> dst(bytes);
  for (auto _ : state) {
    std::size_t at = 0;
    for (const auto& t : SampleTexts()) {
      std::memcpy(dst.data() + at, t.data(), t.size());
      at += t.size();
    }
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes));
}
BENCHMARK(BM_MemcpyCorpus);

void BM_DetectPatternPath(benchmark::State& state) {
  static const auto detector = Detector::Create();
  std::size_t bytes = 0;
  for (const auto& t : SampleTexts()) bytes += t.size();
  for (auto _ : state) {
    for (const auto& t : SampleTexts()) benchmark::DoNotOptimize(detector->Detect(t));
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes));
  state.counters["docs/s"] = benchmark::Counter(static_cast<double>(state.iterations() * SampleTexts().size()),
                                                benchmark::Counter::kIsRate);
}
BENCHMARK(BM_DetectPatternPath)->Unit(benchmark::kMillisecond);

void BM_DetectWithModelNer(benchmark::State& state) {
  static auto generator = model::OpenGenerator("gemma3-270m");
  if (!generator) {
    state.SkipWithError(generator.error().message().c_str());
    return;
  }
  static const auto detector = Detector::Create();
  static const auto ner = GenerativeEntityModel(generator->get());
  const auto& texts = SampleTexts();
  std::size_t docs = 0;
  for (auto _ : state) {
    for (std::size_t i = 0; i < 2; ++i) {
      Document doc{"b", texts[i], {}, {}, 0};
      benchmark::DoNotOptimize(DetectDocument(*detector, ner.get(), doc));
      ++docs;
    }
  }
  state.counters["docs/s"] = benchmark::Counter(static_cast<double>(docs), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_DetectWithModelNer)->Unit(benchmark::kMillisecond)->Iterations(1);

// The rules plus a model recognizer over the sample texts, as DetectCorpus
// runs each document.
void DetectWithNer(benchmark::State& state, EntityModel* ner) {
  static const auto detector = Detector::Create();
  std::size_t bytes = 0;
  for (auto _ : state) {
    for (const auto& t : SampleTexts()) {
      Document doc{"b", t, {}, {}, 0};
      benchmark::DoNotOptimize(DetectDocument(*detector, ner, doc));
      bytes += t.size();
    }
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
  state.counters["docs/s"] = benchmark::Counter(static_cast<double>(state.iterations() * SampleTexts().size()),
                                                benchmark::Counter::kIsRate);
}

// --ner bert: the rules plus the Rampart token classifier (6 layers, 384
// wide) on the embedded runtime, all cores.
void BM_DetectWithBertNer(benchmark::State& state) {
  static auto classifier = model::OpenTokenClassifier("rampart-ner");
  if (!classifier) {
    state.SkipWithError(classifier.error().message().c_str());
    return;
  }
  static const auto ner = TokenClassifierEntityModel(std::move(*classifier));
  DetectWithNer(state, ner.get());
}
BENCHMARK(BM_DetectWithBertNer)->Unit(benchmark::kMillisecond)->Iterations(2);

// --ner spacy: the rules plus en_core_web_sm's NER in the process (its CNN's
// products on OpenBLAS).
void BM_DetectWithSpacyNer(benchmark::State& state) {
  static auto recognizer = model::OpenEntityRecognizer("en-core-web-sm");
  if (!recognizer) {
    state.SkipWithError(recognizer.error().message().c_str());
    return;
  }
  static const auto ner = RecognizerEntityModel(std::move(*recognizer));
  DetectWithNer(state, ner.get());
}
BENCHMARK(BM_DetectWithSpacyNer)->Unit(benchmark::kMillisecond);

// en_core_web_sm's NER alone (tokenizer, network, decoder).
void BM_SpacyNer(benchmark::State& state) {
  static auto recognizer = model::OpenEntityRecognizer("en-core-web-sm");
  if (!recognizer) {
    state.SkipWithError(recognizer.error().message().c_str());
    return;
  }
  std::size_t bytes = 0, entities = 0;
  for (auto _ : state) {
    for (const auto& t : SampleTexts()) {
      entities += (*recognizer)->Recognize(t).size();
      bytes += t.size();
    }
  }
  benchmark::DoNotOptimize(entities);
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
  state.counters["docs/s"] = benchmark::Counter(static_cast<double>(state.iterations() * SampleTexts().size()),
                                                benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SpacyNer)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace privtext::detect
