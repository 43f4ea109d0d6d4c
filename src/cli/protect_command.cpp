// privtext protect: detect and encrypt in one pass, without the middle file.
#include <iostream>
#include <mutex>

#include "detect_flags.h"
#include "privtext/protect.h"

namespace privtext::cli {
namespace {

struct Flags {
  std::string keyset;
  std::string in;
  std::string out;
  std::string token_template = std::string(protect::TokenFormat::kDefaultTemplate);
  std::string normalize = "exact";
  DetectFlags detect;
  CorpusFlags corpus;
};

int Run(const Flags& f) {
  auto encryptor = LoadEncryptor(f.keyset, f.token_template, f.normalize);
  if (!encryptor) return ReportError(encryptor.error());
  auto detector = f.detect.MakeDetector();
  if (!detector) return ReportError(detector.error());
  auto ner = f.detect.MakeNer();
  if (!ner) return ReportError(ner.error());
  auto reader = CorpusReader::Open(f.in, f.corpus.ToOptions());
  if (!reader) return ReportError(reader.error());
  auto writer = CorpusWriter::Create(f.out, f.corpus.ToOptions(), /*with_entities=*/true);
  if (!writer) return ReportError(writer.error());
  Progress progress("protect", 0, f.corpus.ToProgress());
  std::mutex mu;
  protect::EncryptStats stats;
  auto st = TransformCorpus(
      *reader, *writer,
      [&](Document& doc, std::size_t) -> Status {
        if (auto s = detect::DetectDocument(*detector, ner->get(), doc); !s) return s;
        protect::EncryptStats local;
        if (auto s = encryptor->EncryptDocument(doc, &local); !s) return s;
        std::lock_guard<std::mutex> lock(mu);
        stats.Merge(local);
        return Ok();
      },
      f.corpus.ToTransform(), &progress);
  if (!st) return ReportError(st.error());
  if (auto c = writer->Commit(); !c) return ReportError(c.error());
  progress.Finish();
  std::uint64_t total = 0;
  const std::string per_type = FormatCounts(stats.entities_per_type, &total);
  std::cerr << "privtext: detected and encrypted " << total << " entities in " << stats.documents << " documents"
            << (per_type.empty() ? "" : ":") << per_type << "\n";
  return 0;
}

}  // namespace

void AddProtectCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand("protect", "Detect identifiers and encrypt them in one pass (detect | encrypt)");
  cmd->add_option("--keyset", f->keyset, "keyset made by privtext keygen")->required();
  cmd->add_option("--in", f->in, "input JSONL ('-' for stdin)")->required();
  cmd->add_option("--out", f->out, "output JSONL ('-' for stdout)")->required();
  cmd->add_option("--template", f->token_template, "token template with {Type} and {cipher}")->capture_default_str();
  cmd->add_option("--normalize", f->normalize, "exact, casefold, whitespace, or casefold,whitespace")
      ->capture_default_str();
  f->detect.AddTo(cmd);
  f->corpus.AddTo(cmd, /*with_entities=*/false);
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
