// privtext detect: find identifiers; or, with --eval, score detection against gold spans.
#include <iostream>

#include "detect_flags.h"

namespace privtext::cli {
namespace {

struct Flags {
  std::string in;
  std::string out;
  std::string eval;
  std::string gold_format = "jsonl";
  std::string eval_out;
  std::string predictions;
  DetectFlags detect;
  CorpusFlags corpus;
};

// Detects in each gold document with privtext's detector.
Result<std::vector<std::vector<Span>>> DetectGold(const Flags& f, const std::vector<detect::GoldDocument>& gold) {
  auto detector = f.detect.MakeDetector();
  if (!detector) return std::unexpected(detector.error());
  auto ner = f.detect.MakeNer();
  if (!ner) return std::unexpected(ner.error());
  std::vector<std::vector<Span>> predicted(gold.size());
  Progress progress("detect", gold.size(), f.corpus.ToProgress());
  auto st = ParallelFor(gold.size(), f.corpus.threads, [&](std::size_t i) -> Status {
    Document doc;
    doc.id = gold[i].id;
    doc.text = gold[i].text;
    if (auto s = detect::DetectDocument(*detector, ner->get(), doc); !s) return s;
    predicted[i] = std::move(doc.entities);
    progress.Add();
    return Ok();
  });
  if (!st) return std::unexpected(st.error());
  progress.Finish();
  return predicted;
}

int Evaluate(const Flags& f) {
  auto gold = detect::LoadGold(f.eval, f.gold_format);
  if (!gold) return ReportError(gold.error());
  auto predicted = f.predictions.empty() ? DetectGold(f, *gold)
                                         : detect::LoadPredictions(f.predictions, *gold, f.corpus.ToOptions());
  if (!predicted) return ReportError(predicted.error());
  const auto evaluation = detect::Evaluate(*gold, *predicted, f.gold_format == "tab");
  std::cout << detect::FormatEvaluation(evaluation);
  if (!f.eval_out.empty()) {
    if (auto w = WriteFileAtomically(f.eval_out, detect::EvaluationJson(evaluation).dump(2) + "\n"); !w) {
      return ReportError(w.error());
    }
  }
  return 0;
}

int Run(const Flags& f) {
  if (!f.eval.empty()) return Evaluate(f);
  if (!f.predictions.empty()) {
    return ReportError(Error(ErrorCode::kInvalidArgument, "--predictions is scored against --eval GOLD; give both"));
  }
  if (f.in.empty() || f.out.empty()) {
    return ReportError(Error(ErrorCode::kInvalidArgument, "give --in and --out, or --eval GOLD"));
  }
  auto detector = f.detect.MakeDetector();
  if (!detector) return ReportError(detector.error());
  auto ner = f.detect.MakeNer();
  if (!ner) return ReportError(ner.error());
  auto reader = CorpusReader::Open(f.in, f.corpus.ToOptions());
  if (!reader) return ReportError(reader.error());
  auto writer = CorpusWriter::Create(f.out, f.corpus.ToOptions(), /*with_entities=*/true);
  if (!writer) return ReportError(writer.error());
  Progress progress("detect", 0, f.corpus.ToProgress());
  if (auto st = detect::DetectCorpus(*detector, ner->get(), *reader, *writer, f.corpus.ToTransform(), &progress); !st) {
    return ReportError(st.error());
  }
  if (auto st = writer->Commit(); !st) return ReportError(st.error());
  return 0;
}

}  // namespace

void AddDetectCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "detect", "Find personal identifiers; writes entities [{start, end, type, score, recognizer}]");
  cmd->add_option("--in", f->in, "input JSONL ('-' for stdin)");
  cmd->add_option("--out", f->out, "output JSONL with entities (code-point offsets)");
  cmd->add_option("--eval", f->eval, "score detection on this gold file instead (per-type P/R/F1)");
  cmd->add_option("--gold-format", f->gold_format, "jsonl (our format) or tab (Text Anonymization Benchmark JSON)")
      ->check(CLI::IsMember({"jsonl", "tab"}))
      ->capture_default_str();
  cmd->add_option("--eval-out", f->eval_out, "also write the evaluation as JSON here");
  cmd->add_option("--predictions", f->predictions,
                  "score these detections against the --eval gold instead of detecting (JSONL as --out writes it: "
                  "id, text, entities in code points; another tool's output, for a side-by-side)");
  f->detect.AddTo(cmd);
  f->corpus.AddTo(cmd, /*with_entities=*/true);
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
