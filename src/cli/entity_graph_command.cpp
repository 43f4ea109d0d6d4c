// privtext synth entity-graph: seed 000's encrypted synthetic training text.
// Identifiers are found (gold spans or the detector), encrypted into typed
// tokens before the model sees anything, and the model writes descriptions,
// relation analyses and question-answer pairs over the weighted entity
// graph; the output is filtered and audited for plaintext identifiers.
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "command_util.h"
#include "detect_flags.h"
#include "model_flags.h"
#include "privtext/audit.h"
#include "privtext/synth.h"

namespace privtext::cli {
namespace {

struct EntityGraphFlags {
  ModelFlags model;
  CorpusFlags corpus;
  std::string in, out, report = "-", keyset, checkpoint;
  std::string entities = "detect";  // detect | gold
  std::string encrypt = "before";   // before | after
  std::string graph = "model";      // model | npmi
  std::string token_template = std::string(protect::TokenFormat::kDefaultTemplate);
  std::size_t documents = 0;
  synth::EntityGraphOptions options;
};

Json StatsJson(const synth::EntityGraphStats& s) {
  return {{"documents", s.documents},   {"entities", s.entities}, {"pii_entities", s.pii_entities},
          {"tuples", s.tuples},         {"relations", s.relations}, {"outputs", s.outputs},
          {"kept", s.kept},             {"generated_tokens", s.generated_tokens},
          {"entities_covered", s.entities_covered}, {"filtered", s.filtered}};
}

synth::EntityGraphStats StatsFromJson(const Json& s) {
  return {s.at("documents"), s.at("entities"), s.at("pii_entities"), s.at("tuples"), s.at("relations"),
          s.at("outputs"), s.at("kept"), s.at("generated_tokens"), s.at("entities_covered"),
          s.at("filtered").get<std::map<std::string, std::size_t>>()};
}

// A checkpoint line per finished document: its kept outputs and statistics.
Json CheckpointLine(const std::string& id, const std::vector<synth::SyntheticText>& kept,
                    const synth::EntityGraphStats& s) {
  Json outputs = Json::array();
  for (const auto& k : kept) outputs.push_back({{"kind", synth::OutputKindName(k.kind)}, {"text", k.text}});
  return {{"id", id}, {"outputs", outputs}, {"stats", StatsJson(s)}};
}

constexpr std::string_view kCheckpointFormat = "privtext-entity-graph-checkpoint";

// What a checkpoint must agree on to be resumed: every setting that shapes
// the outputs, and the keyset, named by its token for a fixed public probe
// (the keyset itself never enters the file).
Result<Json> CheckpointSettings(const EntityGraphFlags& f, const protect::EntityEncryptor& encryptor) {
  auto probe = encryptor.EncryptValue("privtext checkpoint probe", "PROBE");
  if (!probe) return std::unexpected(probe.error());
  const auto& o = f.options;
  return Json{{"entities", f.entities},
              {"encrypt", f.encrypt},
              {"graph", f.graph},
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
              {"max_tokens", o.generation.max_tokens},
              {"seed", o.seed}};
}

struct Done {
  std::map<std::string, Json> outputs;  // id -> outputs array
  synth::EntityGraphStats stats;
  bool has_header = false;
};

// The first line names the format and the settings; a checkpoint of another
// run (settings or keyset) is refused rather than mixed into this one.
Result<Done> ReadCheckpoint(const std::string& path, const Json& settings) {
  Done done;
  std::ifstream in(path);
  std::string header;
  if (!std::getline(in, header) || header.empty()) return done;
  const Json h = Json::parse(header, nullptr, /*allow_exceptions=*/false);
  if (!h.is_object() || !h.contains("settings") || h.value("format", Json()) != Json(std::string(kCheckpointFormat))) {
    return MakeError(ErrorCode::kInvalidInput, path + ": not a privtext entity-graph checkpoint; remove it");
  }
  if (h["settings"] != settings) {
    return MakeError(ErrorCode::kInvalidArgument,
                     path + ": checkpoint of a run with other settings or another keyset; rerun with those or remove it");
  }
  done.has_header = true;
  for (std::string line; std::getline(in, line);) {
    try {
      const Json j = Json::parse(line);
      done.stats.Merge(StatsFromJson(j.at("stats")));
      done.outputs[j.at("id").get<std::string>()] = j.at("outputs");
    } catch (const Json::exception&) {
      // A line cut short by an interruption: that document is done again.
    }
  }
  return done;
}

struct Output {
  const std::vector<synth::SourceDocument>& sources;
  const std::map<std::string, Json>& outputs;
  const synth::EntityGraphStats& stats;
  const std::vector<std::pair<std::string, std::string>>& known;
};

// The training JSONL in document order, then the report with the seed-000
// leakage audit of exactly what was written; the checkpoint goes last.
int WriteOutputs(const EntityGraphFlags& f, const Output& o, const std::string& checkpoint,
                 const protect::EntityEncryptor& encryptor, const detect::Detector& detector) {
  auto file = AtomicFile::Create(f.out);
  if (!file) return ReportError(file.error());
  std::vector<std::string> written;
  for (const auto& s : o.sources) {
    const auto it = o.outputs.find(s.id);
    if (it == o.outputs.end()) continue;
    for (const auto& out : it->second) {
      Document d{s.id, out.at("text").get<std::string>(), {}, {}, 0};
      if (f.encrypt == "after") {  // the riskier order: what the detector misses stays in plaintext
        d.entities = detector.Detect(d.text);
        if (auto st = encryptor.EncryptDocument(d, nullptr); !st) return ReportError(st.error());
      }
      const Json line = {{"id", s.id + "-" + std::to_string(written.size())},
                         {"text", d.text}, {"kind", out.at("kind")}, {"source", s.id}};
      if (auto st = file->Write(line.dump() + "\n"); !st) return ReportError(st.error());
      written.push_back(std::move(d.text));
    }
  }
  if (auto st = file->Commit(); !st) return ReportError(st.error());
  std::vector<std::string> values, types;
  for (const auto& [v, t] : o.known) values.push_back(v), types.push_back(t);
  audit::MatchOptions folded;
  folded.case_insensitive = true;
  auto table = audit::EncryptedMentionTable(written, o.known, f.token_template, {});
  if (!table) return ReportError(table.error());
  Json mentions = Json::array();
  for (const auto& row : *table) {
    mentions.push_back({{"type", row.type}, {"unencrypted", row.unencrypted}, {"encrypted", row.encrypted}});
  }
  const auto leak = audit::TrainingSetLeakage(written, values, types, folded);
  const Json report = {
      {"audit", "leakage"}, {"method", "entity-graph"}, {"encrypt", f.encrypt}, {"graph", f.graph},
      {"stats", StatsJson(o.stats)}, {"mentions", mentions},
      {"training_set_case_insensitive", {{"outputs", leak.outputs}, {"leaking_outputs", leak.leaking_outputs},
                                         {"pipp", leak.pipp}, {"elp", leak.elp}, {"entities", leak.entities},
                                         {"leaked_entities", leak.leaked_entities}}}};
  std::error_code ec;
  std::filesystem::remove(checkpoint, ec);
  std::cerr << "privtext: " << written.size() << " synthetic texts from " << o.sources.size() << " documents ("
            << o.stats.generated_tokens << " tokens generated) -> " << f.out << "\n";
  return WriteJson(f.report, report);
}

int Run(const EntityGraphFlags& f) {
  auto keyset = protect::Keyset::Load(f.keyset);
  if (!keyset) return ReportError(keyset.error());
  auto encryptor = protect::EntityEncryptor::Create(*keyset, {f.token_template, {}});
  if (!encryptor) return ReportError(encryptor.error());
  auto decryptor = protect::EntityDecryptor::Create(*keyset, {f.token_template});
  if (!decryptor) return ReportError(decryptor.error());
  auto detector = detect::Detector::Create();
  if (!detector) return ReportError(detector.error());
  CorpusOptions options = f.corpus.ToOptions();
  options.read_entities = options.require_entities = f.entities == "gold";
  auto docs = ReadCorpus(f.in, options);
  if (!docs) return ReportError(docs.error());
  if (f.documents > 0 && docs->size() > f.documents) docs->resize(f.documents);

  // Encrypt before synthesis: the model sees Type_[cipher] tokens only.
  std::vector<synth::SourceDocument> sources;
  std::vector<std::pair<std::string, std::string>> known;  // plaintext value, type (for the audit)
  protect::SourceIndex index;
  for (auto& d : *docs) {
    if (f.entities == "detect") d.entities = detector->Detect(d.text);
    synth::SourceDocument s{d.id, "", {}};
    for (const auto& e : d.entities) {
      known.emplace_back(d.text.substr(e.start, e.size()), e.type);
      if (f.encrypt == "before") s.private_values.push_back(known.back().first);
    }
    if (f.encrypt == "before") {
      if (auto st = encryptor->EncryptDocument(d, nullptr); !st) return ReportError(st.error().WithContext(d.id));
    }
    s.encrypted_text = d.text;
    index.Add(d.id, d.text, decryptor->format());
    sources.push_back(std::move(s));
  }
  synth::TokenCheck tokens;
  tokens.tokens = [&](std::string_view text) {
    std::vector<std::string> out;
    for (const auto& m : decryptor->format().Scan(text)) {
      if (m.terminated) out.emplace_back(text.substr(m.start, m.end - m.start));
    }
    return out;
  };
  tokens.classify = [&](std::string_view id, std::string_view text) {
    std::vector<int> out;
    for (const auto& m : decryptor->format().Scan(text)) {
      if (!m.terminated || !protect::IsRestored(decryptor->DecryptCipher(m.label, m.cipher).status)) {
        out.push_back(1);
        continue;
      }
      const auto where = index.Find(std::string(id), m.cipher);
      out.push_back(where == protect::SourceIndex::Where::kThisDocument ? 0 : where == protect::SourceIndex::Where::kOtherDocument ? 2 : 1);
    }
    return out;
  };

  const std::string checkpoint = f.checkpoint.empty() ? f.out + ".checkpoint" : f.checkpoint;
  auto settings = CheckpointSettings(f, *encryptor);
  if (!settings) return ReportError(settings.error());
  auto done = ReadCheckpoint(checkpoint, *settings);
  if (!done) return ReportError(done.error());
  // Appended after each document; created 0600 (it holds synthetic text).
  const int fd = ::open(checkpoint.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
  if (fd < 0) return ReportError(Error(ErrorCode::kIo, checkpoint + ": cannot write the checkpoint"));
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> log(::fdopen(fd, "a"), &std::fclose);
  if (!done->has_header) {
    const std::string header = Json{{"format", kCheckpointFormat}, {"settings", *settings}}.dump() + "\n";
    if (std::fwrite(header.data(), 1, header.size(), log.get()) != header.size() || std::fflush(log.get()) != 0) {
      return ReportError(Error(ErrorCode::kIo, checkpoint + ": write failed"));
    }
  }

  auto generator = model::OpenGenerator(f.model.model, f.model.backend);
  if (!generator) return ReportError(generator.error());
  synth::EntityGraphHooks hooks;
  hooks.progress = f.corpus.ToProgress();
  hooks.done = [&](const std::string& id) { return done->outputs.contains(id); };
  // Encrypt after (seed 000, Table 8): the model works on plaintext, so its
  // outputs are not filtered for plaintext identifiers; they are encrypted
  // with the detector when written, and the audit counts what it missed.
  if (f.encrypt == "before") hooks.detect_pii = [&](std::string_view text) {
    // Identifiers outside tokens; dates alone are not, and synthetic text invents them.
    const auto spans = detector->Detect(text);
    const auto found = tokens.tokens(text);
    return std::any_of(spans.begin(), spans.end(), [&](const Span& s) {
      const std::string value(text.substr(s.start, s.size()));
      return s.type != "DATE_TIME" && std::none_of(found.begin(), found.end(), [&](const std::string& t) {
               return t.find(value) != std::string::npos;
             });
    });
  };
  hooks.on_document = [&](const synth::SourceDocument& d, const std::vector<synth::SyntheticText>& kept,
                          const synth::EntityGraphStats& s) -> Status {
    const Json line = CheckpointLine(d.id, kept, s);
    const std::string text = line.dump() + "\n";
    if (std::fwrite(text.data(), 1, text.size(), log.get()) != text.size() || std::fflush(log.get()) != 0) {
      return MakeError(ErrorCode::kIo, checkpoint + ": write failed");
    }
    done->outputs[d.id] = line["outputs"];
    return Ok();
  };
  synth::EntityGraphOptions o = f.options;
  o.graph = f.graph == "npmi" ? synth::EntityGraphOptions::Graph::kCooccurrence : synth::EntityGraphOptions::Graph::kModel;
  auto stats = synth::SynthesizeEntityGraph(sources, o, tokens, **generator, hooks);
  if (!stats) return ReportError(stats.error());
  stats->Merge(done->stats);
  log.reset();
  Output out{sources, done->outputs, *stats, known};
  return WriteOutputs(f, out, checkpoint, *encryptor, *detector);
}

}  // namespace

void AddEntityGraphCommand(CLI::App& synth, Runner* runner) {
  auto f = std::make_shared<EntityGraphFlags>();
  CLI::App* cmd = synth.add_subcommand("entity-graph", "Encrypted synthetic training text over an entity graph (seed 000)");
  f->model.backend.context_size = 8192;
  f->model.AddTo(cmd, "gemma3-270m");
  cmd->add_option("--in", f->in, "private JSONL corpus")->required();
  cmd->add_option("--keyset", f->keyset, "keyset (privtext keygen) for the entity tokens")->required();
  cmd->add_option("--out", f->out, "training JSONL: {\"id\", \"text\", \"kind\", \"source\"} per line")->required();
  cmd->add_option("--report", f->report, "run statistics and leakage audit, JSON ('-': stdout)")->capture_default_str();
  cmd->add_option("--checkpoint", f->checkpoint, "per-document checkpoint; a rerun resumes (default OUT.checkpoint)");
  cmd->add_option("--entities", f->entities, "detect (privtext's detector) or gold (the input's entity spans)")
      ->check(CLI::IsMember({"detect", "gold"}))->capture_default_str();
  cmd->add_option("--encrypt", f->encrypt, "before synthesis (the model sees only tokens) or after (riskier)")
      ->check(CLI::IsMember({"before", "after"}))->capture_default_str();
  cmd->add_option("--graph", f->graph, "model (association scored by the model) or npmi (co-occurrence)")
      ->check(CLI::IsMember({"model", "npmi"}))->capture_default_str();
  cmd->add_option("--threshold", f->options.threshold, "prune edges weaker than this")->capture_default_str();
  cmd->add_option("--max-tuple-length", f->options.max_tuple_length, "entities per tuple at most")->capture_default_str();
  cmd->add_option("--relations", f->options.relations, "target number of relation analyses (0: every tuple)")
      ->capture_default_str();
  cmd->add_option("--qa-pairs", f->options.qa_pairs, "question-answer pairs asked per document")->capture_default_str();
  cmd->add_option("--max-model-entities", f->options.max_model_entities, "salient entities the model adds per document")
      ->capture_default_str();
  cmd->add_option("--max-pairs", f->options.max_pairs_per_document, "pairs scored by the model per document")
      ->capture_default_str();
  cmd->add_flag("!--no-descriptions", f->options.descriptions, "skip the entity descriptions");
  cmd->add_option("--max-tokens", f->options.generation.max_tokens, "tokens per generated text")->capture_default_str();
  cmd->add_option("--documents", f->documents, "use only the first N documents (0: all)")->capture_default_str();
  cmd->add_option("--token-template", f->token_template, "entity token template")->capture_default_str();
  cmd->add_option("--seed", f->options.seed, "generation seed")->capture_default_str();
  f->corpus.AddTo(cmd, /*with_entities=*/true, /*with_threads=*/false);
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
