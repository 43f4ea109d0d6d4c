// privtext eval: how well a model predicts held-out text (perplexity, bits
// per byte, next-token accuracy), for comparing models trained on private,
// synthetic or protected data (audit::EvaluateLanguageModel).
#include "command_util.h"
#include "model_flags.h"
#include "privtext/audit.h"

namespace privtext::cli {
namespace {

struct EvalFlags {
  ModelFlags model;
  CorpusFlags corpus;
  std::string in, out = "-";
  std::size_t documents = 0;
  audit::LanguageModelEvalOptions options;
};

int Run(const EvalFlags& f) {
  auto texts = ReadCorpusTexts(f.in, f.corpus.ToOptions());
  if (!texts) return ReportError(texts.error());
  if (f.documents > 0 && texts->size() > f.documents) texts->resize(f.documents);
  auto scorer = model::OpenScorer(f.model.model, f.model.backend);
  if (!scorer) return ReportError(scorer.error());
  auto eval = audit::EvaluateLanguageModel(**scorer, *texts, f.options, f.corpus.ToProgress());
  if (!eval) return ReportError(eval.error());
  const Json out = {{"eval", "language_model"},
                    {"model", f.model.model},
                    {"documents", eval->documents},
                    {"chunks", eval->chunks},
                    {"tokens", eval->tokens},
                    {"bytes", eval->bytes},
                    {"perplexity", eval->perplexity()},
                    {"bits_per_byte", eval->bits_per_byte()},
                    {"next_token_accuracy", eval->next_token_accuracy()}};
  return WriteJson(f.out, out);
}

}  // namespace

void AddEvalCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<EvalFlags>();
  CLI::App* cmd = app.add_subcommand("eval", "Perplexity, bits per byte and next-token accuracy of a model on held-out text");
  f->model.AddTo(cmd, "gemma3-270m");
  cmd->add_option("--in", f->in, "held-out JSONL (or text with --text-field)")->required();
  cmd->add_option("--documents", f->documents, "use only the first N documents (0: all)")->capture_default_str();
  cmd->add_option("--chunk-bytes", f->options.chunk_bytes, "longest piece of text scored at once")->capture_default_str();
  AddJsonOut(cmd, &f->out);
  f->corpus.AddTo(cmd, /*with_entities=*/false, /*with_threads=*/false);
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
