// Scripted stand-ins for the models, so the loops that call a model run
// under the sanitizers and in unit tests; the real models run in the
// model-labelled tests.
#pragma once

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

#include "privtext/model.h"

namespace privtext::testing {

// Completions made from the prompt's last words and the seed: different
// prompts and seeds give different texts, the same ones the same text.
class EchoGenerator : public model::Generator {
 public:
  Result<std::vector<model::Completion>> Generate(const std::vector<std::string>& prompts,
                                                  const model::GenerationParams& params) override {
    std::vector<model::Completion> out;
    for (std::size_t i = 0; i < prompts.size(); ++i) {
      const std::string& p = prompts[i];
      const std::size_t h = std::hash<std::string>{}(p) ^ (params.seed + i);
      out.push_back({"case " + std::to_string(h % 997) + " about " + p.substr(p.size() > 24 ? p.size() - 24 : 0), 8,
                     "stop"});
    }
    ++calls;
    return out;
  }
  int calls = 0;
};

// Answers each prompt with `script(prompt, params)`; counts calls and keeps
// every prompt, so a test can say what the loop asked. A script that returns
// an error makes the call fail (a server going away mid-run).
class ScriptedGenerator : public model::Generator {
 public:
  using Script = std::function<Result<std::string>(const std::string& prompt, const model::GenerationParams& params)>;
  explicit ScriptedGenerator(Script script) : script_(std::move(script)) {}
  Result<std::vector<model::Completion>> Generate(const std::vector<std::string>& prompts,
                                                  const model::GenerationParams& params) override {
    std::vector<model::Completion> out;
    for (const auto& p : prompts) {
      prompts_seen.push_back(p);
      auto text = script_(p, params);
      if (!text) return std::unexpected(text.error());
      const auto words = static_cast<int>(std::count(text->begin(), text->end(), ' ') + 1);
      out.push_back({std::move(*text), words, finish_reason});
    }
    ++calls;
    return out;
  }
  int calls = 0;
  std::string finish_reason = "stop";  // "length": every completion was cut off by the token limit
  std::vector<std::string> prompts_seen;

 private:
  Script script_;
};

// Bag-of-words hashed into `dims` buckets, L2-normalised. Like an HTTP
// embedder it knows its dimension only after the first call.
class HashEmbedder : public model::Embedder {
 public:
  explicit HashEmbedder(int dims) : dims_(dims) {}
  Result<std::vector<std::vector<float>>> Embed(const std::vector<std::string>& texts) override {
    known_ = dims_;
    std::vector<std::vector<float>> out;
    for (const auto& t : texts) {
      std::vector<float> v(static_cast<std::size_t>(dims_), 0.0f);
      std::size_t start = 0;
      for (std::size_t i = 0; i <= t.size(); ++i) {
        if (i == t.size() || t[i] == ' ') {
          if (i > start) v[std::hash<std::string>{}(t.substr(start, i - start)) % v.size()] += 1;
          start = i + 1;
        }
      }
      double norm = 0;
      for (float x : v) norm += static_cast<double>(x) * x;
      if (norm == 0) v[0] = 1, norm = 1;
      for (float& x : v) x = static_cast<float>(x / std::sqrt(norm));
      out.push_back(std::move(v));
    }
    return out;
  }
  int dimensions() const override { return known_; }

 private:
  int dims_;
  int known_ = 0;
};

}  // namespace privtext::testing
