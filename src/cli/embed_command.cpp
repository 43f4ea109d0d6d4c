// privtext embed: sentence embeddings of a JSONL corpus as a float32 .npy.
#include <iostream>

#include "command_util.h"
#include "model_flags.h"

namespace privtext::cli {
namespace {

struct EmbedFlags {
  ModelFlags model;
  std::string in;
  std::string out;
  CorpusFlags corpus;
};

int Run(const EmbedFlags& f) {
  auto embedder = model::OpenEmbedder(f.model.model, f.model.backend);
  if (!embedder) return ReportError(embedder.error());
  auto reader = CorpusReader::Open(f.in, f.corpus.ToOptions());
  if (!reader) return ReportError(reader.error());
  std::vector<std::vector<float>> rows;
  Progress progress("embed", 0, f.corpus.ToProgress());
  for (;;) {
    auto batch = reader->NextBatch(256);
    if (!batch) return ReportError(batch.error());
    if (batch->empty()) break;
    std::vector<std::string> texts;
    for (const auto& d : *batch) texts.push_back(d.text);
    auto vectors = (*embedder)->Embed(texts);
    if (!vectors) return ReportError(vectors.error());
    for (auto& v : *vectors) rows.push_back(std::move(v));
    progress.Add(batch->size());
  }
  if (auto st = WriteNpy(f.out, rows); !st) return ReportError(st.error());
  progress.Finish();
  std::cerr << "privtext: " << rows.size() << " embeddings of " << (rows.empty() ? 0 : rows[0].size())
            << " dimensions -> " << f.out << "\n";
  return 0;
}

}  // namespace

void AddEmbedCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<EmbedFlags>();
  CLI::App* cmd = app.add_subcommand("embed", "Embed texts (L2-normalised) into a float32 .npy, rows in input order");
  f->model.AddTo(cmd, "all-minilm-l6-v2");
  cmd->add_option("--in", f->in, "input JSONL ('-' for stdin)")->required();
  cmd->add_option("--out", f->out, "output .npy file")->required();
  f->corpus.AddTo(cmd, /*with_entities=*/false, /*with_threads=*/false);
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
