// privtext protect: detect and encrypt in one pass, without the middle file.
#include "detect_flags.h"
#include "privtext/protect.h"

namespace privtext::cli {
namespace {

struct Flags {
  std::string in;
  std::string out;
  ReplacementFlags replace;
  DetectFlags detect;
  CorpusFlags corpus;
};

int Run(const Flags& f) {
  auto replacer = MakeReplacer(f.replace);
  if (!replacer) return ReportError(replacer.error());
  auto detector = f.detect.MakeDetector();
  if (!detector) return ReportError(detector.error());
  auto ner = f.detect.MakeNer();
  if (!ner) return ReportError(ner.error());
  auto reader = CorpusReader::Open(f.in, f.corpus.ToOptions());
  if (!reader) return ReportError(reader.error());
  auto writer = CorpusWriter::Create(f.out, f.corpus.ToOptions(), /*with_entities=*/true);
  if (!writer) return ReportError(writer.error());
  Progress progress("protect", 0, f.corpus.ToProgress());
  return ReplaceInCorpus(
      *reader, *writer, [&](Document& doc) { return detect::DetectDocument(*detector, ner->get(), doc); }, *replacer,
      f.corpus.ToTransform(), progress, std::string("detected and ") + f.replace.Verb());
}

}  // namespace

void AddProtectCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand("protect", "Detect identifiers and encrypt them in one pass (detect | encrypt)");
  cmd->add_option("--in", f->in, "input JSONL ('-' for stdin)")->required();
  cmd->add_option("--out", f->out, "output JSONL ('-' for stdout)")->required();
  f->replace.AddTo(cmd);
  f->detect.AddTo(cmd);
  f->corpus.AddTo(cmd, /*with_entities=*/false);
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
