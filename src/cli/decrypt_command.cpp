// privtext decrypt: restore tokens in any text, report every token that could
// not be restored cleanly (seed 000, App. A.1 failure classes).
#include <iostream>
#include <optional>

#include "command_util.h"
#include "privtext/protect.h"

namespace privtext::cli {
namespace {

struct DecryptFlags {
  std::string keyset;
  std::string in;
  std::string out;
  std::string report;
  std::string source;
  std::string token_template = std::string(protect::TokenFormat::kDefaultTemplate);
  CorpusFlags corpus;
};

int Run(const DecryptFlags& f) {
  auto keyset = protect::Keyset::Load(f.keyset);
  if (!keyset) return ReportError(keyset.error());
  auto decryptor = protect::EntityDecryptor::Create(*keyset, {f.token_template});
  if (!decryptor) return ReportError(decryptor.error());

  const CorpusOptions options = f.corpus.ToOptions();
  std::optional<protect::SourceIndex> source;
  if (!f.source.empty()) {
    auto source_reader = CorpusReader::Open(f.source, options);
    if (!source_reader) return ReportError(source_reader.error());
    auto index = protect::BuildSourceIndex(*source_reader, decryptor->format());
    if (!index) return ReportError(index.error());
    source = std::move(*index);
  }
  auto reader = CorpusReader::Open(f.in, options);
  if (!reader) return ReportError(reader.error());
  auto writer = CorpusWriter::Create(f.out, options, /*with_entities=*/true);
  if (!writer) return ReportError(writer.error());
  std::optional<AtomicFile> report;
  if (!f.report.empty()) {
    auto file = AtomicFile::Create(f.report);
    if (!file) return ReportError(file.error());
    report.emplace(std::move(*file));
  }

  Progress progress("decrypt", 0, f.corpus.ToProgress());
  auto stats = protect::DecryptCorpus(*decryptor, *reader, *writer,
                                      source ? &*source : nullptr, report ? &*report : nullptr,
                                      f.corpus.ToTransform(), &progress);
  if (!stats) return ReportError(stats.error());
  if (auto st = writer->Commit(); !st) return ReportError(st.error());
  if (report) {
    if (auto st = report->Commit(); !st) return ReportError(st.error());
  }
  progress.Finish();

  std::map<std::string, std::uint64_t> by_status;
  for (const auto& [status, n] : stats->tokens) by_status[std::string(protect::TokenStatusName(status))] = n;
  std::uint64_t total = 0;
  const std::string per_status = FormatCounts(by_status, &total);
  std::cerr << "privtext: " << total << " tokens in " << stats->documents << " documents"
            << (per_status.empty() ? "" : ":") << per_status << "\n";
  // Model output may hold forged tokens, but when every token fails its
  // authentication the likelier cause is the keyset.
  std::uint64_t forged = 0;
  for (const auto& [status, n] : stats->tokens) {
    if (status == protect::TokenStatus::kAuthFailure || status == protect::TokenStatus::kPaddingError) forged += n;
  }
  if (forged > 0 && forged == total) {
    std::cerr << "privtext: warning: no token decrypted under " << f.keyset
              << ": were these tokens encrypted with another keyset?\n";
  }
  return 0;
}

}  // namespace

void AddDecryptCommand(CLI::App& app, Runner* runner) {
  auto flags = std::make_shared<DecryptFlags>();
  CLI::App* cmd = app.add_subcommand(
      "decrypt", "Restore entity tokens in JSONL text (also free model output) for key holders");
  cmd->add_option("--keyset", flags->keyset, "keyset that encrypted the tokens")->required();
  cmd->add_option("--in", flags->in, "input JSONL ('-' for stdin)")->required();
  cmd->add_option("--out", flags->out, "output JSONL ('-' for stdout)")->required();
  cmd->add_option("--report", flags->report,
                  "JSONL report of every token not cleanly decrypted (id, offsets, class)");
  cmd->add_option("--source", flags->source,
                  "the encrypted corpus the model learned from: tokens from another document "
                  "are classed other_document (FCAOA)");
  cmd->add_option("--template", flags->token_template, "token template used to encrypt")
      ->capture_default_str();
  flags->corpus.AddTo(cmd, /*with_entities=*/true);
  cmd->callback([flags, runner] { *runner = [flags] { return Run(*flags); }; });
}

}  // namespace privtext::cli
