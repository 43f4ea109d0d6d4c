// privtext synth entity-graph: seed 000's encrypted synthetic training text.
// Identifiers are found (gold spans or the detector), encrypted into typed
// tokens before the model sees anything, and the model writes descriptions,
// relation analyses and question-answer pairs over the weighted entity
// graph; the output is filtered and audited for plaintext identifiers
// (pipeline::RunEntityGraph).
#include <iostream>

#include "command_util.h"
#include "detect_flags.h"
#include "model_flags.h"
#include "privtext/pipeline.h"

namespace privtext::cli {
namespace {

using Options = pipeline::EntityGraphRunOptions;

struct EntityGraphFlags {
  ModelFlags model;
  CorpusFlags corpus;
  std::string in, report = "-", keyset;
  std::string entities = "detect";  // detect | gold
  std::string encrypt = "before";   // before | after
  std::string graph = "model";      // model | npmi
  Options options;
};

int Run(const EntityGraphFlags& f) {
  Options o = f.options;
  o.entities = f.entities == "gold" ? Options::Entities::kGold : Options::Entities::kDetect;
  o.encrypt = f.encrypt == "after" ? Options::Encrypt::kAfter : Options::Encrypt::kBefore;
  o.synthesis.graph = f.graph == "npmi" ? synth::EntityGraphOptions::Graph::kCooccurrence
                                        : synth::EntityGraphOptions::Graph::kModel;
  o.progress = f.corpus.ToProgress();
  auto keyset = protect::Keyset::Load(f.keyset);
  if (!keyset) return ReportError(keyset.error());
  CorpusOptions read = f.corpus.ToOptions();
  read.read_entities = read.require_entities = o.entities == Options::Entities::kGold;
  auto docs = ReadCorpus(f.in, read);
  if (!docs) return ReportError(docs.error());
  auto generator = model::OpenGenerator(f.model.model, f.model.backend);
  if (!generator) return ReportError(generator.error());
  auto run = pipeline::RunEntityGraph(std::move(*docs), *keyset, o, **generator);
  if (!run) return ReportError(run.error());
  std::cerr << "privtext: " << run->written << " synthetic texts from " << run->stats.documents << " documents ("
            << run->stats.generated_tokens << " tokens generated) -> " << o.out << "\n";
  return WriteJson(f.report, run->report);
}

}  // namespace

void AddEntityGraphCommand(CLI::App& synth, Runner* runner) {
  auto f = std::make_shared<EntityGraphFlags>();
  CLI::App* cmd = synth.add_subcommand("entity-graph", "Encrypted synthetic training text over an entity graph (seed 000)");
  f->model.backend.context_size = 8192;
  f->model.AddTo(cmd, "gemma3-270m");
  cmd->add_option("--in", f->in, "private JSONL corpus")->required();
  cmd->add_option("--keyset", f->keyset, "keyset (privtext keygen) for the entity tokens")->required();
  cmd->add_option("--out", f->options.out, "training JSONL: {\"id\", \"text\", \"kind\", \"source\"} per line")->required();
  cmd->add_option("--report", f->report, "run statistics and leakage audit, JSON ('-': stdout)")->capture_default_str();
  cmd->add_option("--rejected", f->options.rejected,
                  "also write the outputs the filter dropped, with the reason, JSONL (0600: may hold identifiers)");
  cmd->add_option("--checkpoint", f->options.checkpoint, "per-document checkpoint; a rerun resumes (default OUT.checkpoint)");
  cmd->add_option("--entities", f->entities, "detect (privtext's detector) or gold (the input's entity spans)")
      ->check(CLI::IsMember({"detect", "gold"}))->capture_default_str();
  cmd->add_option("--encrypt", f->encrypt, "before synthesis (the model sees only tokens) or after (riskier)")
      ->check(CLI::IsMember({"before", "after"}))->capture_default_str();
  cmd->add_option("--graph", f->graph, "model (association scored by the model) or npmi (co-occurrence)")
      ->check(CLI::IsMember({"model", "npmi"}))->capture_default_str();
  cmd->add_option("--threshold", f->options.synthesis.threshold, "prune edges weaker than this")->capture_default_str();
  cmd->add_option("--max-tuple-length", f->options.synthesis.max_tuple_length, "entities per tuple at most")->capture_default_str();
  cmd->add_option("--relations", f->options.synthesis.relations, "target number of relation analyses (0: every tuple)")
      ->capture_default_str();
  cmd->add_option("--qa-pairs", f->options.synthesis.qa_pairs, "question-answer pairs asked per document")->capture_default_str();
  cmd->add_option("--max-model-entities", f->options.synthesis.max_model_entities, "salient entities the model adds per document")
      ->capture_default_str();
  cmd->add_option("--max-pairs", f->options.synthesis.max_pairs_per_document, "pairs scored by the model per document")
      ->capture_default_str();
  cmd->add_flag("!--no-descriptions", f->options.synthesis.descriptions, "skip the entity descriptions");
  cmd->add_flag("!--no-aliases", f->options.synthesis.aliases,
                "show the model the tokens themselves, not short labels such as [Person 1]");
  cmd->add_option("--max-tokens", f->options.synthesis.generation.max_tokens, "tokens per generated text")->capture_default_str();
  cmd->add_option("--documents", f->options.documents, "use only the first N documents (0: all)")->capture_default_str();
  cmd->add_option("--token-template", f->options.token_template, "entity token template")->capture_default_str();
  cmd->add_option("--seed", f->options.synthesis.seed, "generation seed")->capture_default_str();
  f->corpus.AddTo(cmd, /*with_entities=*/true, /*with_threads=*/false);
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
