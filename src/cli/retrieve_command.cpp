// privtext retrieve: the chunks of an encrypted corpus nearest to a question
// whose identifiers are encrypted with the same keyset (seed 000 §4.5).
#include <iostream>

#include "command_util.h"
#include "detect_flags.h"
#include "model_flags.h"
#include "privtext/synth.h"

namespace privtext::cli {
namespace {

struct RetrieveFlags {
  ModelFlags model;
  CorpusFlags corpus;
  std::string in, question, keyset, out = "-";
  std::vector<std::string> entities;  // "value" or "value:TYPE", always encrypted
  std::string token_template = std::string(protect::TokenFormat::kDefaultTemplate);
  std::size_t top_k = 4, words = 128, overlap = 32;
};

int Run(const RetrieveFlags& f) {
  if (f.overlap >= f.words) return ReportError(Error(ErrorCode::kInvalidArgument, "--overlap must be below --chunk-words"));
  auto docs = ReadCorpus(f.in, f.corpus.ToOptions());
  if (!docs) return ReportError(docs.error());
  // The question's identifiers become tokens, as in the corpus.
  Document q{"question", f.question, {}, {}, 0};
  if (!f.keyset.empty()) {
    auto encryptor = LoadEncryptor(f.keyset, f.token_template, "exact");
    if (!encryptor) return ReportError(encryptor.error());
    detect::DetectorOptions options;
    for (const auto& e : f.entities) {
      const auto colon = e.rfind(':');
      if (colon == std::string::npos) {
        options.deny_list.emplace_back(e, "PERSON");
      } else {
        options.deny_list.emplace_back(e.substr(0, colon), e.substr(colon + 1));
      }
    }
    auto detector = detect::Detector::Create(std::move(options));
    if (!detector) return ReportError(detector.error());
    q.entities = detector->Detect(q.text);
    if (auto st = encryptor->EncryptDocument(q, nullptr); !st) return ReportError(st.error());
  }
  const auto chunks = synth::ChunkDocuments(*docs, f.words, f.overlap);
  auto embedder = model::OpenEmbedder(f.model.model, f.model.backend);
  if (!embedder) return ReportError(embedder.error());
  std::vector<std::string> texts;
  for (const auto& c : chunks) texts.push_back(c.text);
  auto vectors = model::EmbedAll(**embedder, texts);
  if (!vectors) return ReportError(vectors.error());
  auto query = (*embedder)->Embed({q.text});
  if (!query) return ReportError(query.error());
  std::vector<std::string> tokens;
  auto format = protect::TokenFormat::Parse(f.token_template);
  if (!format) return ReportError(format.error());
  for (const auto& m : format->Scan(q.text)) tokens.push_back(q.text.substr(m.start, m.end - m.start));
  Json out = {{"question", q.text}, {"hits", Json::array()}};
  for (const auto& h : synth::RankChunks(chunks, *vectors, (*query)[0], tokens, f.top_k)) {
    const auto& c = chunks[h.chunk];
    out["hits"].push_back({{"id", c.document_id}, {"chunk", c.index}, {"score", h.score}, {"text", c.text}});
  }
  return WriteJson(f.out, out);
}

}  // namespace

void AddRetrieveCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<RetrieveFlags>();
  CLI::App* cmd = app.add_subcommand("retrieve", "Chunks of an encrypted corpus nearest to an encrypted question (seed 000 §4.5)");
  f->model.AddTo(cmd, "all-minilm-l6-v2");
  cmd->add_option("--in", f->in, "encrypted corpus JSONL (privtext encrypt/protect output)")->required();
  cmd->add_option("--question", f->question, "the question, in plaintext or with tokens")->required();
  cmd->add_option("--keyset", f->keyset, "encrypt the question's identifiers with this keyset first");
  cmd->add_option("--entity", f->entities, "an identifier in the question to encrypt: VALUE or VALUE:TYPE (default PERSON)");
  cmd->add_option("--top-k", f->top_k, "chunks to return")->capture_default_str();
  cmd->add_option("--chunk-words", f->words, "words per chunk")->capture_default_str();
  cmd->add_option("--overlap", f->overlap, "words shared by neighbouring chunks")->capture_default_str();
  cmd->add_option("--token-template", f->token_template, "entity token template")->capture_default_str();
  AddJsonOut(cmd, &f->out);
  f->corpus.AddTo(cmd, /*with_entities=*/false, /*with_threads=*/false);
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
