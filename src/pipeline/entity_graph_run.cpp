// Seed 000 run end to end: identifiers found and encrypted into tokens
// before the model sees anything, the entity-graph synthesis with a
// checkpoint per document, the training JSONL, and the leakage audit of
// exactly what was written.
#include <algorithm>
#include <cctype>
#include <memory>
#include <set>

#include "pipeline/entity_graph_checkpoint.h"
#include "privtext/audit.h"
#include "privtext/detect.h"
#include "privtext/pipeline.h"

namespace privtext::pipeline {
namespace {

using Json = nlohmann::ordered_json;
using Options = EntityGraphRunOptions;

// The settings as the checkpoint and the report name them (the CLI's flag values).
const char* EncryptName(const Options& o) { return o.encrypt == Options::Encrypt::kBefore ? "before" : "after"; }
const char* GraphName(const Options& o) {
  return o.synthesis.graph == synth::EntityGraphOptions::Graph::kModel ? "model" : "npmi";
}

struct Sources {
  std::vector<synth::SourceDocument> documents;
  std::vector<std::pair<std::string, std::string>> known;  // plaintext value, type (for the audit)
  protect::SourceIndex index;
};

// Encrypt before synthesis: the model sees Type_[cipher] tokens only.
Result<Sources> Prepare(std::vector<Document>& corpus, const Options& o, const detect::Detector& detector,
                        const protect::EntityEncryptor& encryptor, const protect::TokenFormat& format) {
  Sources s;
  for (auto& d : corpus) {
    if (o.entities == Options::Entities::kDetect) d.entities = detector.Detect(d.text);
    synth::SourceDocument source{d.id, "", {}};
    for (const auto& e : d.entities) {
      s.known.emplace_back(d.text.substr(e.start, e.size()), e.type);
      if (o.encrypt == Options::Encrypt::kBefore) source.private_values.push_back(s.known.back().first);
    }
    if (o.encrypt == Options::Encrypt::kBefore) {
      if (auto st = encryptor.EncryptDocument(d, nullptr); !st) return std::unexpected(st.error().WithContext(d.id));
    }
    source.encrypted_text = d.text;
    s.index.Add(d.id, d.text, format);
    s.documents.push_back(std::move(source));
  }
  return s;
}

// The filter's token checks: every token must decrypt and belong to the
// document it was written for.
synth::TokenCheck MakeTokenCheck(const protect::EntityDecryptor& decryptor, const protect::SourceIndex& index) {
  synth::TokenCheck check;
  check.tokens = [&decryptor](std::string_view text) {
    std::vector<std::string> out;
    for (const auto& m : decryptor.format().Scan(text)) {
      if (m.terminated) out.emplace_back(text.substr(m.start, m.end - m.start));
    }
    return out;
  };
  check.type_of = [&decryptor](std::string_view token) {
    const auto found = decryptor.format().Scan(token);
    return found.empty() ? std::string() : found.front().label;
  };
  check.classify = [&decryptor, &index](std::string_view id, std::string_view text) {
    std::vector<int> out;
    for (const auto& m : decryptor.format().Scan(text)) {
      if (!m.terminated || !protect::IsRestored(decryptor.DecryptCipher(m.label, m.cipher).status)) {
        out.push_back(1);
        continue;
      }
      const auto where = index.Find(std::string(id), m.cipher);
      out.push_back(where == protect::SourceIndex::Where::kThisDocument    ? 0
                    : where == protect::SourceIndex::Where::kOtherDocument ? 2
                                                                           : 1);
    }
    return out;
  };
  return check;
}

// Words of three or more bytes: runs of letters, digits and non-ASCII bytes.
std::set<std::string> WordsOf(std::string_view text) {
  std::set<std::string> out;
  const auto in_word = [&](std::size_t k) {
    const auto c = static_cast<unsigned char>(text[k]);
    return c >= 0x80 || std::isalnum(c) != 0;
  };
  for (std::size_t i = 0; i < text.size();) {
    std::size_t j = i;
    while (j < text.size() && in_word(j)) ++j;
    if (j - i >= 3) out.emplace(text.substr(i, j - i));
    i = j == i ? i + 1 : j;
  }
  return out;
}

// Identifiers outside tokens; dates alone are not (synthetic text invents
// them). One the model may have copied is a leak: a private value of any
// document, or one that shares a word with a private value or with the
// document's plaintext (where the encryption missed it). Any other the model
// made up: the output is dropped all the same, but counted apart.
synth::PlaintextCheck PlaintextIdentifiers(const detect::Detector& detector, const synth::TokenCheck& check,
                                           const std::vector<std::pair<std::string, std::string>>& known) {
  auto values = std::make_shared<std::set<std::string>>(), words = std::make_shared<std::set<std::string>>();
  for (const auto& [value, type] : known) {
    values->insert(utf8::CaseFold(value));
    for (const auto& w : WordsOf(utf8::CaseFold(value))) words->insert(w);
  }
  return [&detector, &check, values, words](const synth::SourceDocument& doc, std::string_view text) {
    std::vector<std::pair<std::size_t, std::size_t>> in_tokens;  // byte ranges of the tokens
    for (const auto& t : check.tokens(text)) {
      for (std::size_t at = text.find(t); at != std::string_view::npos; at = text.find(t, at + t.size())) {
        in_tokens.emplace_back(at, at + t.size());
      }
    }
    std::set<std::string> shown;  // the document's words the model read
    synth::FilterReason reason = synth::FilterReason::kKept;
    for (const Span& s : detector.Detect(text)) {
      // A detection that reaches into a token ("Mr Person_[…]") is the token's.
      const bool on_token = std::any_of(in_tokens.begin(), in_tokens.end(),
                                        [&](const auto& r) { return s.start < r.second && r.first < s.end; });
      if (s.type == "DATE_TIME" || on_token) continue;
      const std::string value(text.substr(s.start, s.size()));
      if (shown.empty()) shown = WordsOf(doc.encrypted_text);
      const auto value_words = WordsOf(value);
      const bool copied = values->contains(utf8::CaseFold(value)) ||
                          std::any_of(value_words.begin(), value_words.end(), [&](const std::string& w) {
                            return shown.contains(w) || words->contains(utf8::CaseFold(w));
                          });
      if (copied) return synth::FilterReason::kPlaintextPii;
      reason = synth::FilterReason::kInventedIdentifier;
    }
    return reason;
  };
}

// What a checkpoint must agree on to be resumed: every setting that shapes
// the outputs, and the keyset, named by its token for a fixed public probe
// (the keyset itself never enters the file).
Result<Json> CheckpointSettings(const Options& f, const protect::EntityEncryptor& encryptor) {
  auto probe = encryptor.EncryptValue("privtext checkpoint probe", "PROBE");
  if (!probe) return std::unexpected(probe.error());
  const auto& o = f.synthesis;
  return Json{{"entities", f.entities == Options::Entities::kGold ? "gold" : "detect"},
              {"encrypt", EncryptName(f)},
              {"graph", GraphName(f)},
              {"documents", f.documents},
              {"token_template", f.token_template},
              {"keyset_probe", *probe},
              {"threshold", o.threshold},
              {"max_tuple_length", o.max_tuple_length},
              {"max_model_entities", o.max_model_entities},
              {"max_pairs", o.max_pairs_per_document},
              {"relations", o.relations},
              {"descriptions", o.descriptions},
              {"qa_pairs", o.qa_pairs},
              {"aliases", o.aliases},
              {"max_tokens", o.generation.max_tokens},
              {"seed", o.seed}};
}

// The training JSONL in document order; with encryption after synthesis each
// output is encrypted with the detector's finds now.
Result<std::vector<std::string>> WriteTrainingText(const Options& o, const Sources& s,
                                                   const std::map<std::string, Json>& outputs,
                                                   const protect::EntityEncryptor& encryptor,
                                                   const detect::Detector& detector) {
  auto file = AtomicFile::Create(o.out);
  if (!file) return std::unexpected(file.error());
  std::vector<std::string> written;
  for (const auto& source : s.documents) {
    const auto it = outputs.find(source.id);
    if (it == outputs.end()) continue;
    for (const auto& out : it->second) {
      Document d{source.id, out.at("text").get<std::string>(), {}, {}, 0};
      if (o.encrypt == Options::Encrypt::kAfter) {
        d.entities = detector.Detect(d.text);
        if (auto st = encryptor.EncryptDocument(d, nullptr); !st) return std::unexpected(st.error());
      }
      const Json line = {{"id", source.id + "-" + std::to_string(written.size())},
                         {"text", d.text}, {"kind", out.at("kind")}, {"source", source.id}};
      if (auto st = file->Write(line.dump() + "\n"); !st) return std::unexpected(st.error());
      written.push_back(std::move(d.text));
    }
  }
  if (auto st = file->Commit(); !st) return std::unexpected(st.error());
  return written;
}

// The filter's drops, so a user can see why a run kept so few.
Status WriteRejected(const std::string& path, const Sources& s, const std::map<std::string, Json>& rejected) {
  auto file = AtomicFile::Create(path);
  if (!file) return std::unexpected(file.error());
  for (const auto& source : s.documents) {
    const auto it = rejected.find(source.id);
    if (it == rejected.end()) continue;
    for (const auto& r : it->second) {
      const Json line = {{"source", source.id}, {"kind", r.at("kind")}, {"reason", r.at("reason")}, {"text", r.at("text")}};
      if (auto st = file->Write(line.dump() + "\n"); !st) return st;
    }
  }
  return file->Commit();
}

Result<Json> LeakageReport(const Options& o, const std::vector<std::string>& written,
                           const std::vector<std::pair<std::string, std::string>>& known,
                           const synth::EntityGraphStats& stats) {
  std::vector<std::string> values, types;
  for (const auto& [v, t] : known) values.push_back(v), types.push_back(t);
  auto table = audit::EncryptedMentionTable(written, known, o.token_template, {});
  if (!table) return std::unexpected(table.error());
  Json mentions = Json::array();
  for (const auto& row : *table) {
    mentions.push_back({{"type", row.type}, {"unencrypted", row.unencrypted}, {"encrypted", row.encrypted}});
  }
  audit::MatchOptions folded;
  folded.case_insensitive = true;
  const auto leak = audit::TrainingSetLeakage(written, values, types, folded);
  return Json{{"audit", "leakage"},
              {"method", "entity-graph"},
              {"encrypt", EncryptName(o)},
              {"graph", GraphName(o)},
              {"stats", EntityGraphStatsJson(stats)},
              {"mentions", mentions},
              {"training_set_case_insensitive",
               {{"outputs", leak.outputs}, {"leaking_outputs", leak.leaking_outputs}, {"pipp", leak.pipp},
                {"elp", leak.elp}, {"entities", leak.entities}, {"leaked_entities", leak.leaked_entities}}}};
}

}  // namespace

Result<EntityGraphRun> RunEntityGraph(std::vector<Document> corpus, const protect::Keyset& keyset,
                                      const EntityGraphRunOptions& o, model::Generator& generator) {
  if (o.out.empty()) return MakeError(ErrorCode::kInvalidArgument, "`out` must name the training JSONL");
  auto encryptor = protect::EntityEncryptor::Create(keyset, {o.token_template, {}});
  if (!encryptor) return std::unexpected(encryptor.error());
  auto decryptor = protect::EntityDecryptor::Create(keyset, {o.token_template});
  if (!decryptor) return std::unexpected(decryptor.error());
  auto detector = detect::Detector::Create();
  if (!detector) return std::unexpected(detector.error());
  if (o.documents > 0 && corpus.size() > o.documents) corpus.resize(o.documents);
  auto sources = Prepare(corpus, o, *detector, *encryptor, decryptor->format());
  if (!sources) return std::unexpected(sources.error());
  synth::TokenCheck tokens = MakeTokenCheck(*decryptor, sources->index);
  synth::EntityGraphOptions synthesis = o.synthesis;
  if (o.encrypt == Options::Encrypt::kAfter) {
    // The model reads plaintext: a document's entities are its identifiers
    // as written, shown as they are.
    tokens.tokens = [&known = sources->known](std::string_view text) {
      std::vector<std::string> found;
      for (const auto& [value, type] : known) {
        if (text.find(value) != std::string_view::npos) found.push_back(value);
      }
      return found;
    };
    synthesis.aliases = false;
  }

  auto settings = CheckpointSettings(o, *encryptor);
  if (!settings) return std::unexpected(settings.error());
  auto checkpoint = EntityGraphCheckpoint::Open(o.checkpoint.empty() ? o.out + ".checkpoint" : o.checkpoint, *settings,
                                                /*record_rejected=*/!o.rejected.empty());
  if (!checkpoint) return std::unexpected(checkpoint.error());

  synth::EntityGraphHooks hooks;
  hooks.progress = o.progress;
  hooks.done = [&](const std::string& id) { return checkpoint->outputs().contains(id); };
  // Encrypting after synthesis, the model works on plaintext, so its outputs
  // are not filtered for plaintext identifiers (the audit counts them).
  if (o.encrypt == Options::Encrypt::kBefore) hooks.plaintext = PlaintextIdentifiers(*detector, tokens, sources->known);
  hooks.on_document = [&](const synth::SourceDocument& d, const std::vector<synth::SyntheticText>& outputs,
                          const synth::EntityGraphStats& s) { return checkpoint->Add(d.id, outputs, s); };
  auto stats = synth::SynthesizeEntityGraph(sources->documents, synthesis, tokens, generator, hooks);
  if (!stats) return std::unexpected(stats.error());
  stats->Merge(checkpoint->resumed_stats());

  auto written = WriteTrainingText(o, *sources, checkpoint->outputs(), *encryptor, *detector);
  if (!written) return std::unexpected(written.error());
  if (!o.rejected.empty()) {
    if (auto st = WriteRejected(o.rejected, *sources, checkpoint->rejected()); !st) return std::unexpected(st.error());
  }
  auto report = LeakageReport(o, *written, sources->known, *stats);
  if (!report) return std::unexpected(report.error());
  checkpoint->Remove();
  return EntityGraphRun{*stats, written->size(), std::move(*report)};
}

}  // namespace privtext::pipeline
