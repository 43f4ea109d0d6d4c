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
  std::string model;  // empty: en-core-web-sm, rampart-ner or gemma3-270m for --ner spacy, bert or model
  model::BackendOptions backend;  // for --ner's model: --gpu-layers
  std::string deny_list;
  std::string allow_list;
  std::string patterns;

  void AddTo(CLI::App* cmd) {
    AddRulesTo(cmd);
    cmd->add_option("--ner", ner,
                    "none; spacy: also find entities with a spaCy pipeline's NER (en-core-web-sm); "
                    "bert: also label words with a token-classification model (rampart-ner); "
                    "model: also ask a generator for entities (JSON-schema constrained)")
        ->check(CLI::IsMember({"none", "spacy", "bert", "model"}))
        ->capture_default_str();
    cmd->add_option("--model", model,
                    "model for --ner (NAME, a file, or for --ner model http://host:port/v1; "
                    "default en-core-web-sm / rampart-ner / gemma3-270m)");
    cmd->add_option("--gpu-layers", backend.gpu_layers,
                    "llama: layers of the --ner model offloaded to the GPU (CUDA builds; -1 all)")
        ->capture_default_str();
  }

  // The rule-based detector's flags alone, for commands whose --model is
  // another model's.
  void AddRulesTo(CLI::App* cmd) {
    cmd->add_option("--types", types,
                    "only these types (e.g. PERSON LOCATION EMAIL_ADDRESS, or PERSON,LOCATION; an unknown one "
                    "is an error)")
        ->delimiter(',');
    cmd->add_option("--min-score", min_score, "drop detections scored below this")->capture_default_str();
    cmd->add_option("--deny-list", deny_list, "file: strings always detected (value or value<TAB>TYPE per line)");
    cmd->add_option("--allow-list", allow_list, "file: strings never detected (one per line)");
    cmd->add_option("--patterns", patterns,
                    "file: patterns of your own, TYPE<TAB>REGEX[<TAB>SCORE[<TAB>context words]] per line (RE2 "
                    "syntax; a capturing group is the detection)");
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
    if (!patterns.empty()) {
      auto p = detect::ReadPatterns(patterns);
      if (!p) return std::unexpected(p.error());
      o.patterns = std::move(*p);
    }
    return detect::Detector::Create(std::move(o));
  }

  // The model-based recognizer; null with --ner none.
  Result<std::unique_ptr<detect::EntityModel>> MakeNer() const {
    return detect::OpenEntityModel(ner, model, backend);
  }
};

}  // namespace privtext::cli
