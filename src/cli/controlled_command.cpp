// privtext synth controlled: synthetic documents whose identifiers are
// fictional by construction (seed 004: control codes, in-context generation,
// the examples' identifiers blocked at decoding), with PIPP, ELP, ROUGE and
// MAUVE measured beside the baseline's (pipeline::RunControlled).
#include <iostream>

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
  std::string in, out, report = "-", pools;
  std::string codes = "gold";          // gold | detect
  std::string method = "icl-private";  // icl | icl-private
  pipeline::ControlledRunOptions options;
};

int Run(const ControlledFlags& f) {
  pipeline::ControlledRunOptions options = f.options;
  options.codes = f.codes == "gold" ? pipeline::ControlledRunOptions::Codes::kGold
                                    : pipeline::ControlledRunOptions::Codes::kDetect;
  options.synthesis.privacy_enhancement = f.method == "icl-private";
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
  auto generator = model::OpenGenerator(f.model.model, f.model.backend);
  if (!generator) return ReportError(generator.error());
  auto embedder = model::OpenEmbedder(f.embedder, f.model.backend);
  if (!embedder) return ReportError(embedder.error());
  auto run = pipeline::RunControlled(std::move(*docs), options, **generator, **embedder);
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
  cmd->add_option("--out", f->out, "synthetic JSONL with the fictional control code of each document")->required();
  cmd->add_option("--report", f->report, "metrics JSON ('-': stdout)")->capture_default_str();
  cmd->add_option("--codes", f->codes, "gold: codes from the entity spans (private entity known); "
                                       "detect: from privtext's detector (unknown)")
      ->check(CLI::IsMember({"gold", "detect"}))->capture_default_str();
  cmd->add_option("--method", f->method, "icl, or icl-private (identifiers banned at decoding, checked, regenerated)")
      ->check(CLI::IsMember({"icl", "icl-private"}))->capture_default_str();
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
  cmd->add_option("--held-out", f->options.held_out, "share of documents kept out of the examples, for MAUVE")
      ->capture_default_str();
  cmd->add_option("--pools", f->pools, "JSON {\"TYPE\": [values]} of fictional values to use first");
  cmd->add_option("--seed", f->options.synthesis.seed, "seed for examples, fictional values and sampling")->capture_default_str();
  f->corpus.AddTo(cmd, /*with_entities=*/true, /*with_threads=*/false);
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
