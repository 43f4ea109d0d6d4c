// privtext encrypt: replace entity spans with deterministic typed tokens.
#include <iostream>

#include "command_util.h"
#include "privtext/protect.h"

namespace privtext::cli {
namespace {

struct EncryptFlags {
  std::string keyset;
  std::string in;
  std::string out;
  std::string token_template = std::string(protect::TokenFormat::kDefaultTemplate);
  std::string normalize = "exact";
  CorpusFlags corpus;
};

int Run(const EncryptFlags& f) {
  auto encryptor = LoadEncryptor(f.keyset, f.token_template, f.normalize);
  if (!encryptor) return ReportError(encryptor.error());

  CorpusOptions options = f.corpus.ToOptions();
  options.read_entities = true;
  options.require_entities = true;
  auto reader = CorpusReader::Open(f.in, options);
  if (!reader) return ReportError(reader.error());
  auto writer = CorpusWriter::Create(f.out, options, /*with_entities=*/true);
  if (!writer) return ReportError(writer.error());

  Progress progress("encrypt", 0, f.corpus.ToProgress());
  auto stats = protect::EncryptCorpus(*encryptor, *reader, *writer, f.corpus.ToTransform(),
                                      &progress);
  if (!stats) return ReportError(stats.error());
  if (auto st = writer->Commit(); !st) return ReportError(st.error());
  progress.Finish();

  // Counts only: the summary must never carry a plaintext value.
  std::uint64_t total = 0;
  const std::string per_type = FormatCounts(stats->entities_per_type, &total);
  std::cerr << "privtext: encrypted " << total << " entities in " << stats->documents
            << " documents" << (per_type.empty() ? "" : ":") << per_type << "\n";
  return 0;
}

}  // namespace

void AddEncryptCommand(CLI::App& app, Runner* runner) {
  auto flags = std::make_shared<EncryptFlags>();
  CLI::App* cmd = app.add_subcommand(
      "encrypt", "Replace entities ({start, end, type} in code points) with deterministic tokens");
  cmd->add_option("--keyset", flags->keyset, "keyset made by privtext keygen")->required();
  cmd->add_option("--in", flags->in, "input JSONL with entities ('-' for stdin)")->required();
  cmd->add_option("--out", flags->out, "output JSONL ('-' for stdout)")->required();
  cmd->add_option("--template", flags->token_template,
                  "token template with {Type} and {cipher}")
      ->capture_default_str();
  cmd->add_option("--normalize", flags->normalize,
                  "before encrypting: exact, casefold, whitespace, or casefold,whitespace")
      ->capture_default_str();
  flags->corpus.AddTo(cmd, /*with_entities=*/true);
  cmd->callback([flags, runner] { *runner = [flags] { return Run(*flags); }; });
}

}  // namespace privtext::cli
