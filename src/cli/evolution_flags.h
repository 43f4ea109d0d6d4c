// Flags and steps that `synth pe` and `synth secpe` share: the models, the
// evolution settings, reading the corpora, and writing data, report and
// checkpoint clean-up.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "command_util.h"
#include "model_flags.h"
#include "privtext/synth.h"

namespace privtext::cli {

struct EvolutionFlags {
  ModelFlags model;
  std::string embedder = "all-minilm-l6-v2";
  CorpusFlags corpus;
  std::string private_path, public_path, out, report, checkpoint;
  std::string variation = "mask-fill";
  synth::EvolutionOptions evolution;

  void AddTo(CLI::App* cmd);
  // --checkpoint, default OUT.checkpoint.
  std::string CheckpointPath() const { return checkpoint.empty() ? out + ".checkpoint" : checkpoint; }
};

// What a run needs besides the private data.
struct EvolutionInputs {
  std::vector<std::string> public_texts;
  synth::EvolutionOptions evolution;
  synth::EvolutionHooks hooks;
  std::unique_ptr<model::Generator> generator;
  std::unique_ptr<model::Embedder> embedder;
};

Result<EvolutionInputs> PrepareEvolution(const EvolutionFlags& f);

// Writes the data, then the report; removes the checkpoint once both are in
// place. Returns the exit code.
int FinishEvolution(const EvolutionFlags& f, std::string_view method, const synth::EvolutionResult& r, Json privacy);

}  // namespace privtext::cli
