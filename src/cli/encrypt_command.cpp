// privtext encrypt: replace entity spans with deterministic typed tokens.
#include "command_util.h"
#include "privtext/protect.h"

namespace privtext::cli {
namespace {

struct EncryptFlags {
  std::string in;
  std::string out;
  ReplacementFlags replace;
  CorpusFlags corpus;
};

int Run(const EncryptFlags& f) {
  auto replacer = MakeReplacer(f.replace);
  if (!replacer) return ReportError(replacer.error());

  CorpusOptions options = f.corpus.ToOptions();
  options.read_entities = true;
  options.require_entities = true;
  auto reader = CorpusReader::Open(f.in, options);
  if (!reader) return ReportError(reader.error());
  auto writer = CorpusWriter::Create(f.out, options, /*with_entities=*/true);
  if (!writer) return ReportError(writer.error());

  Progress progress("encrypt", 0, f.corpus.ToProgress());
  return ReplaceInCorpus(*reader, *writer, nullptr, *replacer, f.corpus.ToTransform(), progress, f.replace.Verb());
}

}  // namespace

void AddEncryptCommand(CLI::App& app, Runner* runner) {
  auto flags = std::make_shared<EncryptFlags>();
  CLI::App* cmd = app.add_subcommand(
      "encrypt", "Replace entities ({start, end, type} in code points) with deterministic tokens");
  cmd->add_option("--in", flags->in, "input JSONL with entities ('-' for stdin)")->required();
  cmd->add_option("--out", flags->out, "output JSONL ('-' for stdout)")->required();
  flags->replace.AddTo(cmd);
  flags->corpus.AddTo(cmd, /*with_entities=*/true);
  cmd->callback([flags, runner] { *runner = [flags] { return Run(*flags); }; });
}

}  // namespace privtext::cli
