// Runs privtext's llama.cpp backends on the same texts on the CPU and with
// layers offloaded to a GPU, and prints how fast each run was and how far its
// answers are from the first run's. For a CUDA build on a GPU host; in a CPU
// build every run uses the CPU and the answers agree exactly. bench/README.md
// says how it was built and run on a lent H100.
//
//   gpu_check TEXTS.jsonl [--classifier M.gguf] [--embedder M.gguf] [--generator M.gguf]
//             [--gpu-layers 0,-1] [--context-size 4096] [--repeat 1]
//
// TEXTS.jsonl: a corpus ({"id", "text"} per line), read --repeat times. Each model
// runs once per --gpu-layers value (the embedder once per --context-size
// value as well), timed after one untimed warm-up call on the first text.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "privtext/model.h"

namespace privtext::model {
namespace {

struct Options {
  std::string texts, classifier, embedder, generator;
  std::vector<int> gpu_layers = {0, -1};  // the first run is the reference
  std::vector<int> context = {4096};      // embedder: --context-size
  int repeat = 1;
};

[[noreturn]] void Fail(const std::string& what) {
  std::fprintf(stderr, "gpu_check: %s\n", what.c_str());
  std::exit(1);
}

template <typename T>
T Must(Result<T> r, const std::string& what) {
  if (!r) Fail(what + ": " + r.error().message());
  return std::move(*r);
}

std::vector<std::string> ReadTexts(const std::string& path, int repeat) {
  auto reader = Must(CorpusReader::Open(path), "texts");
  std::vector<std::string> once;
  Document doc;
  while (Must(reader.Next(&doc), "texts")) once.push_back(std::move(doc.text));
  if (once.empty()) Fail(path + " holds no texts");
  std::vector<std::string> out;
  for (int r = 0; r < repeat; ++r) out.insert(out.end(), once.begin(), once.end());
  return out;
}

// The first `n` bytes of `text`, or fewer so as not to cut a UTF-8 character.
std::string_view Head(std::string_view text, std::size_t n) {
  if (n >= text.size()) return text;
  while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;
  return text.substr(0, n);
}

double Seconds(const std::function<void()>& f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

BackendOptions Backend(int gpu_layers, int parallel, int context = 4096) {
  BackendOptions o;
  o.gpu_layers = gpu_layers;
  o.parallel = parallel;
  o.context_size = context;
  return o;
}

const char* Device(int gpu_layers) { return gpu_layers == 0 ? "cpu" : "gpu"; }

// One line of the Markdown table.
void Row(const std::string& model, int gpu_layers, const std::string& setting, double seconds, double units,
         const char* unit, const std::string& agreement) {
  std::printf("| %s | %s | %s | %.3f | %.1f %s/s | %s |\n", model.c_str(), Device(gpu_layers), setting.c_str(), seconds,
              units / seconds, unit, agreement.c_str());
  std::fflush(stdout);
}

std::size_t Bytes(const std::vector<std::string>& texts) {
  std::size_t n = 0;
  for (const auto& t : texts) n += t.size();
  return n;
}

// Labels per word piece; agreement is the share of pieces given the reference
// run's label and the largest difference in that label's probability.
void CheckClassifier(const Options& o, const std::vector<std::string>& texts) {
  const std::vector<std::string_view> views(texts.begin(), texts.end());
  std::vector<std::vector<TokenPrediction>> reference;
  for (const int layers : o.gpu_layers) {
    auto c = Must(OpenTokenClassifier(o.classifier, Backend(layers, 4)), "classifier");
    Must(c->Classify({views.front()}), "classifier warm-up");
    std::vector<std::vector<TokenPrediction>> out;
    const double s = Seconds([&] { out = Must(c->Classify(views), "classify"); });
    std::string agreement = "reference";
    if (!reference.empty()) {
      std::size_t same = 0, total = 0;
      double max_diff = 0;
      for (std::size_t t = 0; t < out.size(); ++t) {
        for (std::size_t i = 0; i < out[t].size(); ++i, ++total) {
          if (out[t][i].label != reference[t][i].label) continue;
          ++same;
          max_diff = std::max(max_diff, std::fabs(double(out[t][i].score) - reference[t][i].score));
        }
      }
      char buf[160];
      std::snprintf(buf, sizeof buf, "%zu of %zu pieces labelled alike; largest Δp %.2g", same, total, max_diff);
      agreement = buf;
    } else {
      reference = std::move(out);
    }
    Row("classifier", layers, "8 windows a batch", s, Bytes(texts) / 1e3, "kB", agreement);
  }
}

// Agreement: the smallest cosine between a text's vector and the reference's.
void CheckEmbedder(const Options& o, const std::vector<std::string>& texts) {
  Embeddings reference;
  for (const int layers : o.gpu_layers) {
    for (const int context : o.context) {
      auto e = Must(OpenEmbedder(o.embedder, Backend(layers, 8, context)), "embedder");
      Must(e->Embed({texts.front()}), "embedder warm-up");
      Embeddings out;
      const double s = Seconds([&] { out = Must(EmbedAll(*e, texts), "embed"); });
      std::string agreement = "reference";
      if (!reference.values.empty()) {
        double min_cos = 1;
        for (std::size_t r = 0; r < out.rows; ++r) {
          double dot = 0;
          for (std::size_t k = 0; k < out.dims; ++k) {
            dot += double(out.values[r * out.dims + k]) * reference.values[r * out.dims + k];
          }
          min_cos = std::min(min_cos, dot);  // both are L2-normalised
        }
        char buf[96];
        std::snprintf(buf, sizeof buf, "smallest cosine %.6f over %zu texts", min_cos, out.rows);
        agreement = buf;
      } else {
        reference = std::move(out);
      }
      Row("embedder", layers, "--context-size " + std::to_string(context), s, double(texts.size()), "texts", agreement);
    }
  }
}

// Scores up to 300 bytes of each text given the 300 before them (agreement:
// the largest difference in log-probability per token), then generates 64
// tokens greedily from each text's first 200 bytes, 32 at a time (agreement:
// identical outputs). Short, so that a small model trained from scratch
// (context 256) can serve.
void CheckGenerator(const Options& o, const std::vector<std::string>& texts) {
  std::vector<double> reference_scores;
  std::vector<std::string> reference_outputs, prompts;
  for (const auto& t : texts) prompts.emplace_back(Head(t, 200));
  for (const int layers : o.gpu_layers) {
    auto scorer = Must(OpenScorer(o.generator, Backend(layers, 1)), "scorer");
    std::vector<double> scores;
    std::size_t scored_tokens = 0;
    const double s = Seconds([&] {
      for (const auto& t : texts) {
        const std::string_view prefix = Head(t, std::min<std::size_t>(t.size() / 2, 300));
        const auto r = Must(scorer->Score(prefix, Head(std::string_view(t).substr(prefix.size()), 300)), "score");
        scores.push_back(r.tokens.empty() ? 0 : r.total_logprob / double(r.tokens.size()));
        scored_tokens += r.tokens.size();
      }
    });
    scorer.reset();
    std::string agreement = "reference";
    if (!reference_scores.empty()) {
      double max_diff = 0;
      for (std::size_t i = 0; i < scores.size(); ++i) max_diff = std::max(max_diff, std::fabs(scores[i] - reference_scores[i]));
      char buf[96];
      std::snprintf(buf, sizeof buf, "largest Δ log-prob per token %.2g", max_diff);
      agreement = buf;
    } else {
      reference_scores = std::move(scores);
    }
    Row("scorer", layers, "one text at a time", s, double(scored_tokens), "tokens", agreement);

    auto generator = Must(OpenGenerator(o.generator, Backend(layers, 32, 32 * 512)), "generator");
    GenerationParams p;
    p.max_tokens = 64;
    p.temperature = 0;  // greedy: the runs can be compared
    Must(generator->Generate({prompts.front()}, p), "generator warm-up");
    std::vector<Completion> out;
    const double g = Seconds([&] { out = Must(generator->Generate(prompts, p), "generate"); });
    std::size_t tokens = 0, same = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
      tokens += static_cast<std::size_t>(out[i].tokens);
      if (!reference_outputs.empty()) same += out[i].text == reference_outputs[i];
    }
    agreement = "reference";
    if (!reference_outputs.empty()) {
      agreement = std::to_string(same) + " of " + std::to_string(out.size()) + " greedy outputs identical";
    } else {
      for (auto& c : out) reference_outputs.push_back(std::move(c.text));
    }
    Row("generator", layers, "32 sequences at a time", g, double(tokens), "tokens", agreement);
  }
}

}  // namespace
}  // namespace privtext::model

int main(int argc, char** argv) {
  using namespace privtext::model;
  Options o;
  CLI::App app("privtext's llama.cpp backends on the CPU and a GPU, side by side");
  app.add_option("texts", o.texts, "JSONL corpus")->required();
  app.add_option("--classifier", o.classifier, "token-classification GGUF");
  app.add_option("--embedder", o.embedder, "sentence-embedding GGUF");
  app.add_option("--generator", o.generator, "generator GGUF (also scored)");
  app.add_option("--gpu-layers", o.gpu_layers, "one run per value; the first is the reference")->delimiter(',');
  app.add_option("--context-size", o.context, "the embedder's, one run per value")->delimiter(',');
  app.add_option("--repeat", o.repeat, "read the texts this many times")->check(CLI::Range(1, 1000));
  CLI11_PARSE(app, argc, argv);
  const auto texts = ReadTexts(o.texts, o.repeat);
  std::printf("%zu texts, %.2f MB\n\n", texts.size(), Bytes(texts) / 1e6);
  std::printf("| model | on | setting | seconds | throughput | against the first run |\n|---|---|---|---|---|---|\n");
  if (!o.classifier.empty()) CheckClassifier(o, texts);
  if (!o.embedder.empty()) CheckEmbedder(o, texts);
  if (!o.generator.empty()) CheckGenerator(o, texts);
  return 0;
}
