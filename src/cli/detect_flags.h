// Flags shared by `detect` and `protect`.
#pragma once

#include <CLI/CLI.hpp>

#include "command_util.h"
#include "privtext/detect.h"
#include "privtext/model.h"

namespace privtext::cli {

struct DetectFlags {
  std::vector<std::string> types;
  double min_score = 0.5;
  std::string ner = "none";
  std::string model;  // empty: gemma3-270m for --ner model, rampart-ner for --ner bert
  model::BackendOptions backend;  // for --ner's model: --gpu-layers
  std::string deny_list;
  std::string allow_list;

  void AddTo(CLI::App* cmd) {
    AddRulesTo(cmd);
    cmd->add_option("--ner", ner,
                    "none; bert: also label words with a token-classification model (rampart-ner); "
                    "model: also ask a generator for entities (JSON-schema constrained)")
        ->check(CLI::IsMember({"none", "bert", "model"}))
        ->capture_default_str();
    cmd->add_option("--model", model,
                    "model for --ner (NAME, PATH.gguf, or for --ner model http://host:port/v1; "
                    "default rampart-ner / gemma3-270m)");
    cmd->add_option("--gpu-layers", backend.gpu_layers,
                    "llama: layers of the --ner model offloaded to the GPU (CUDA builds; -1 all)")
        ->capture_default_str();
  }

  // The rule-based detector's flags alone, for commands whose --model is
  // another model's.
  void AddRulesTo(CLI::App* cmd) {
    cmd->add_option("--types", types, "only these types (e.g. PERSON LOCATION EMAIL_ADDRESS; an unknown one is an error)");
    cmd->add_option("--min-score", min_score, "drop detections scored below this")->capture_default_str();
    cmd->add_option("--deny-list", deny_list, "file: strings always detected (value or value<TAB>TYPE per line)");
    cmd->add_option("--allow-list", allow_list, "file: strings never detected (one per line)");
  }

  Result<detect::Detector> MakeDetector() const {
    detect::DetectorOptions o;
    o.types = types;
    o.min_score = min_score;
    if (!deny_list.empty()) {
      auto d = detect::ReadDenyList(deny_list);
      if (!d) return std::unexpected(d.error());
      o.deny_list = std::move(*d);
    }
    if (!allow_list.empty()) {
      auto a = detect::ReadAllowList(allow_list);
      if (!a) return std::unexpected(a.error());
      o.allow_list = std::move(*a);
    }
    return detect::Detector::Create(std::move(o));
  }

  // The model-based recognizer; get() is null with --ner none.
  struct Ner {
    std::unique_ptr<model::Generator> generator;  // --ner model
    std::unique_ptr<detect::EntityModel> model;
    detect::EntityModel* get() const { return model.get(); }
  };
  Result<Ner> MakeNer() const {
    Ner out;
    if (ner == "bert") {
      auto classifier = model::OpenTokenClassifier(model.empty() ? "rampart-ner" : model, backend);
      if (!classifier) return std::unexpected(classifier.error());
      out.model = detect::TokenClassifierEntityModel(std::move(*classifier));
    } else if (ner == "model") {
      auto generator = model::OpenGenerator(model.empty() ? "gemma3-270m" : model, backend);
      if (!generator) return std::unexpected(generator.error());
      out.generator = std::move(*generator);
      out.model = detect::GenerativeEntityModel(out.generator.get());
    }
    return out;
  }
};

}  // namespace privtext::cli
