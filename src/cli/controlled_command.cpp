// privtext synth controlled: synthetic documents whose identifiers are
// fictional by construction (seed 004: control codes, in-context generation
// with the examples' identifiers blocked at decoding, or a model fine-tuned
// on code -> document pairs), with PIPP, ELP, ROUGE and MAUVE measured beside
// the baseline's (pipeline::RunControlled). --training-pairs writes the
// fine-tuning pairs for `privtext train` instead.
#include <iostream>
#include <memory>
#include <optional>

#include "command_util.h"
#include "detect_flags.h"
#include "model_flags.h"
#include "privtext/pipeline.h"

namespace privtext::cli {
namespace {

struct ControlledFlags {
  ModelFlags model;
  CorpusFlags corpus;
  std::string embedder = "all-minilm-l6-v2";
  std::string in, out, report = "-", pools, training_pairs;
  std::string codes = "gold";          // gold | detect
  std::string method = "icl-private";  // icl | icl-private | finetuned | finetuned-private
  std::optional<double> held_out;      // default 0.2, 0 for finetuned
  bool mask_private = false;
  pipeline::ControlledRunOptions options;
};

int Run(const ControlledFlags& f) {
  pipeline::ControlledRunOptions options = f.options;
  options.codes = f.codes == "gold" ? pipeline::ControlledRunOptions::Codes::kGold
                                    : pipeline::ControlledRunOptions::Codes::kDetect;
  const bool fine_tuned = f.method.starts_with("finetuned");
  options.synthesis.privacy_enhancement = f.method.ends_with("-private");
  if (fine_tuned) options.synthesis.method = synth::ControlledMethod::kFineTuned;
  options.held_out = f.held_out.value_or(fine_tuned ? 0.0 : 0.2);
  if (f.training_pairs.empty() && f.out.empty()) {
    return ReportError(Error(ErrorCode::kInvalidArgument, "--out is required (or --training-pairs)"));
  }
  options.progress = f.corpus.ToProgress();
  if (!f.pools.empty()) {
    auto text = ReadFile(f.pools);
    if (!text) return ReportError(text.error());
    auto pools = synth::ParseFictionalPools(*text);
    if (!pools) return ReportError(pools.error().WithContext(f.pools));
    options.pools = std::move(*pools);
  }
  CorpusOptions read = f.corpus.ToOptions();
  read.read_entities = true;  // gold spans, where given, are what leakage is measured against
  read.require_entities = f.codes == "gold";
  auto docs = ReadCorpus(f.in, read);
  if (!docs) return ReportError(docs.error());
  if (!f.training_pairs.empty()) {
    auto st = pipeline::WriteControlledTrainingPairs(f.training_pairs, std::move(*docs), options, f.mask_private,
                                                     f.corpus.ToOptions());
    if (!st) return ReportError(st.error());
    if (!f.corpus.quiet) std::cerr << "privtext: fine-tuning pairs -> " << f.training_pairs << "\n";
    return 0;
  }
  auto generator = model::OpenGenerator(f.model.model, f.model.backend);
  if (!generator) return ReportError(generator.error());
  std::unique_ptr<model::Embedder> embedder;  // only MAUVE needs it, and only with held-out documents
  if (options.held_out > 0) {
    auto opened = model::OpenEmbedder(f.embedder, f.model.backend);
    if (!opened) return ReportError(opened.error());
    embedder = std::move(*opened);
  }
  auto run = pipeline::RunControlled(std::move(*docs), options, **generator, embedder.get());
  if (!run) return ReportError(run.error());
  if (auto st = pipeline::WriteControlledSamples(f.out, *run); !st) return ReportError(st.error());
  std::cerr << "privtext: " << run->result.samples.size() << " synthetic documents (" << run->result.regenerated
            << " regenerated, " << run->result.dropped << " dropped) -> " << f.out << "\n";
  return WriteJson(f.report, pipeline::ControlledReportJson(*run));
}

}  // namespace

void AddControlledCommand(CLI::App& synth, Runner* runner) {
  auto f = std::make_shared<ControlledFlags>();
  CLI::App* cmd = synth.add_subcommand("controlled", "Synthetic documents with fictional identifiers (seed 004)");
  f->model.backend.context_size = 8192;  // k = 3 examples with codes plus 400 new tokens, 4 sequences at once
  f->model.AddTo(cmd, "gemma3-270m");
  cmd->add_option("--embedder", f->embedder, "embedding model for MAUVE")->capture_default_str();
  cmd->add_option("--in", f->in, "real documents (JSONL; with entity spans for --codes gold)")->required();
  cmd->add_option("--out", f->out, "synthetic JSONL with the fictional control code of each document");
  cmd->add_option("--report", f->report, "metrics JSON ('-': stdout)")->capture_default_str();
  cmd->add_option("--codes", f->codes, "gold: codes from the entity spans (private entity known); "
                                       "detect: from privtext's detector (unknown)")
      ->check(CLI::IsMember({"gold", "detect"}))->capture_default_str();
  cmd->add_option("--method", f->method,
                  "icl, icl-private (the examples' identifiers banned at decoding, checked, regenerated), finetuned "
                  "(--model trained on --training-pairs writes to a fictional code alone) or finetuned-private "
                  "(every --in identifier banned, checked, regenerated)")
      ->check(CLI::IsMember({"icl", "icl-private", "finetuned", "finetuned-private"}))->capture_default_str();
  cmd->add_option("--training-pairs", f->training_pairs,
                  "write seed 004's fine-tuning pairs (code, then document; the code masked from the loss) to this "
                  "JSONL for `privtext train --mask-entities`, and generate nothing");
  cmd->add_flag("--mask-private", f->mask_private,
                "--training-pairs: mask the documents' identifiers from the loss too (fine-tuning w/ masking)");
  cmd->add_flag("--baseline", f->options.baseline, "also run the seed's baseline (examples without codes) and report it");
  cmd->add_flag("!--single-pass", f->options.synthesis.post_check,
                "icl-private: generate once with the bans and keep every output, so PIPP/ELP count what the bans "
                "let through (the seed's measurement); by default leaking outputs are regenerated or dropped");
  cmd->add_option("--samples", f->options.synthesis.samples, "documents to generate (0: one per real document)")
      ->capture_default_str();
  cmd->add_option("--examples", f->options.synthesis.examples, "k, in-context examples per prompt")->capture_default_str();
  cmd->add_option("--max-tries", f->options.synthesis.max_tries, "generations per document before it is dropped")
      ->capture_default_str();
  cmd->add_option("--max-tokens", f->options.synthesis.generation.max_tokens, "new tokens per document")->capture_default_str();
  cmd->add_option("--temperature", f->options.synthesis.generation.temperature, "sampling temperature")->capture_default_str();
  cmd->add_option("--top-p", f->options.synthesis.generation.top_p, "nucleus sampling")->capture_default_str();
  cmd->add_option("--held-out", f->held_out,
                  "share of documents (the tail) kept out of the examples, for MAUVE (default 0.2; 0 for finetuned)");
  cmd->add_option("--pools", f->pools, "JSON {\"TYPE\": [values]} of fictional values to use first");
  cmd->add_option("--seed", f->options.synthesis.seed, "seed for examples, fictional values and sampling")->capture_default_str();
  f->corpus.AddTo(cmd, /*with_entities=*/true, /*with_threads=*/false);
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
