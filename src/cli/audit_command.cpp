// privtext audit leakage|copying|extraction|report: what a protected or
// synthetic corpus leaks, as JSON, and the HTML page that gathers results.
// (stats: audit_stats_command.cpp; similarity and attack: audit_model_command.cpp.)
#include <iostream>

#include "command_util.h"
#include "privtext/audit.h"
#include "privtext/detect.h"
#include "privtext/protect.h"

namespace privtext::cli {
namespace {

struct LeakageFlags {
  std::string synthetic, gold, entities_file, context_field;
  std::string token_template = std::string(protect::TokenFormat::kDefaultTemplate);
};

struct CopyingFlags {
  std::string synthetic, references;
  bool per_output = false;
};

struct ExtractionFlags {
  std::string corpus, generated;
  audit::ExtractionOptions options;
  bool show_strings = false;
};

struct ReportFlags {
  std::vector<std::string> inputs;
  std::string out, title = "privtext audit report";
};

struct AuditFlags {
  CorpusFlags corpus;
  std::string out = "-";
  LeakageFlags leakage;
  CopyingFlags copying;
  ExtractionFlags extraction;
  ReportFlags report;
};

Json LeakageJson(const audit::LeakageResult& r) {
  Json j = {{"outputs", r.outputs}, {"leaking_outputs", r.leaking_outputs}, {"pipp", r.pipp}, {"elp", r.elp},
            {"entities", r.entities}, {"leaked_entities", r.leaked_entities}};
  if (!r.leaked_by_type.empty()) j["leaked_by_type"] = r.leaked_by_type;
  return j;
}

// The private values (and types) of a gold corpus or of a list file.
Result<std::vector<std::pair<std::string, std::string>>> KnownEntities(const LeakageFlags& f, const CorpusFlags& c) {
  std::vector<std::pair<std::string, std::string>> known;
  if (!f.entities_file.empty()) {
    auto list = detect::ReadDenyList(f.entities_file);  // value or value<TAB>TYPE per line
    if (!list) return std::unexpected(list.error());
    if (list->empty()) return std::unexpected(Error(ErrorCode::kInvalidInput, f.entities_file + ": no private values listed"));
    return std::move(*list);
  }
  CorpusOptions options = c.ToOptions();
  options.read_entities = true;
  auto docs = ReadCorpus(f.gold, options);
  if (!docs) return std::unexpected(docs.error());
  for (const auto& d : *docs) {
    for (const auto& s : d.entities) known.emplace_back(d.text.substr(s.start, s.size()), s.type);
  }
  if (known.empty()) {
    // A leakage of 0 over no private values would read as "nothing leaked".
    return std::unexpected(Error(ErrorCode::kInvalidInput,
                                 f.gold + ": no document has entities (field \"" + c.entities_field +
                                     "\"): run `privtext detect` on it first, or list the values with --entities"));
  }
  return known;
}

int Leakage(const AuditFlags& a) {
  const LeakageFlags& f = a.leakage;
  auto docs = ReadCorpus(f.synthetic, a.corpus.ToOptions());
  if (!docs) return ReportError(docs.error());
  std::vector<std::string> outputs;
  for (const auto& d : *docs) outputs.push_back(d.text);
  Json out = {{"audit", "leakage"}, {"synthetic", f.synthetic}};
  audit::MatchOptions exact, folded;
  folded.case_insensitive = true;
  if (!f.context_field.empty()) {
    // In-context definition: each output names the private entities of its prompt.
    std::vector<std::vector<std::string>> contexts;
    for (const auto& d : *docs) {
      auto fields = DocumentFields(d);
      if (!fields) return ReportError(fields.error());
      const auto it = fields->find(f.context_field);
      if (it == fields->end() || !it->is_array()) {
        return ReportError(Error(ErrorCode::kInvalidInput, f.synthetic + ":" + std::to_string(d.line) +
                                                               ": missing array field \"" + f.context_field + "\""));
      }
      contexts.push_back(it->get<std::vector<std::string>>());
    }
    auto e = audit::InContextLeakage(outputs, contexts, exact);
    auto c = audit::InContextLeakage(outputs, contexts, folded);
    if (!e || !c) return ReportError((!e ? e : c).error());
    out["in_context"] = LeakageJson(*e);
    out["in_context_case_insensitive"] = LeakageJson(*c);
  }
  if (!f.gold.empty() || !f.entities_file.empty()) {
    auto known = KnownEntities(f, a.corpus);
    if (!known) return ReportError(known.error());
    std::vector<std::string> values, types;
    for (const auto& [v, t] : *known) {
      values.push_back(v);
      types.push_back(t);
    }
    out["training_set"] = LeakageJson(audit::TrainingSetLeakage(outputs, values, types, exact));
    out["training_set_case_insensitive"] = LeakageJson(audit::TrainingSetLeakage(outputs, values, types, folded));
    auto table = audit::EncryptedMentionTable(outputs, *known, f.token_template, exact);
    if (!table) return ReportError(table.error());
    out["mentions"] = Json::array();
    for (const auto& row : *table) {
      out["mentions"].push_back({{"type", row.type}, {"unencrypted", row.unencrypted}, {"encrypted", row.encrypted}});
    }
  }
  if (!out.contains("in_context") && !out.contains("training_set")) {
    return ReportError(Error(ErrorCode::kInvalidArgument,
                             "name the private entities: --gold, --entities or --context-field"));
  }
  return WriteJson(a.out, out);
}

int Copying(const AuditFlags& a) {
  auto outputs = ReadCorpusTexts(a.copying.synthetic, a.corpus.ToOptions());
  if (!outputs) return ReportError(outputs.error());
  auto refs = ReadCorpusTexts(a.copying.references, a.corpus.ToOptions());
  if (!refs) return ReportError(refs.error());
  const auto r = audit::MeasureCopying(*refs, *outputs);
  Json out = {{"audit", "copying"}, {"outputs", outputs->size()}, {"references", r.references},
              {"mean_rouge2", r.mean_rouge2}, {"max_rouge2", r.max_rouge2}, {"mean_rougeL", r.mean_rougeL},
              {"max_rougeL", r.max_rougeL}, {"mean_min_levenshtein", r.mean_min_levenshtein}};
  Json per = Json::array();
  for (const auto& o : r.per_output) {
    per.push_back({{"rouge2", o.rouge.rouge2}, {"rougeL", o.rouge.rougeL}, {"reference", o.rouge.best_rougeL},
                   {"min_levenshtein", o.min_levenshtein}});
  }
  if (a.copying.per_output) out["per_output"] = per;
  return WriteJson(a.out, out);
}

int Extraction(const AuditFlags& a) {
  const ExtractionFlags& f = a.extraction;
  auto corpus = ReadCorpusTexts(f.corpus, a.corpus.ToOptions());
  if (!corpus) return ReportError(corpus.error());
  auto generated = ReadCorpusTexts(f.generated, a.corpus.ToOptions());
  if (!generated) return ReportError(generated.error());
  auto sa = audit::SuffixArray::Build(*corpus);
  if (!sa) return ReportError(sa.error());
  const auto r = audit::ExtractionAttack(*sa, *generated, f.options);
  Json out = {{"audit", "extraction"},
              {"corpus_bytes", sa->text_bytes()},
              {"outputs", r.outputs},
              {"min_words", f.options.min_words},
              {"min_compression_ratio", f.options.min_compression_ratio},
              {"outputs_with_extraction", r.outputs_with_extraction},
              {"total_extracted", r.total_extracted},
              {"unique_extracted", r.unique_extracted.size()},
              {"filtered_compressible", r.filtered_compressible}};
  // The matched strings are training text: printed only when asked for.
  if (f.show_strings) out["strings"] = r.unique_extracted;
  return WriteJson(a.out, out);
}

int Report(const AuditFlags& a) {
  std::vector<audit::ReportSection> sections;
  for (const auto& path : a.report.inputs) {
    auto text = ReadFile(path);
    if (!text) return ReportError(text.error());
    Json result;
    try {
      result = Json::parse(*text);
    } catch (const Json::exception&) {
      return ReportError(Error(ErrorCode::kInvalidInput, path + ": not a JSON result of privtext audit"));
    }
    auto section = audit::SectionsFromResults({result});
    if (!section) return ReportError(section.error().WithContext(path));
    sections.push_back(std::move(section->front()));
  }
  const std::string html = audit::RenderHtmlReport(a.report.title, sections);
  if (auto st = WriteFileAtomically(a.report.out, html); !st) return ReportError(st.error());
  std::cerr << "privtext: report of " << sections.size() << " results -> " << a.report.out << "\n";
  return 0;
}

CLI::App* Sub(CLI::App* audit, AuditFlags* f, const char* name, const char* help) {
  CLI::App* cmd = audit->add_subcommand(name, help);
  AddJsonOut(cmd, &f->out);
  f->corpus.AddTo(cmd, /*with_entities=*/true, /*with_threads=*/false);
  return cmd;
}

}  // namespace

CLI::App* AddAuditCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<AuditFlags>();
  CLI::App* audit = app.add_subcommand("audit", "Privacy and utility audit: leakage, copying, extraction, statistics");
  audit->require_subcommand(1);

  CLI::App* leak = Sub(audit, f.get(), "leakage", "PIPP/ELP (seed 004) and encrypted vs plaintext mentions (seed 000)");
  leak->add_option("--synthetic", f->leakage.synthetic, "generated or synthetic JSONL")->required();
  leak->add_option("--gold", f->leakage.gold, "JSONL whose entities are the private values (training-set definition)");
  leak->add_option("--entities", f->leakage.entities_file, "or a file of private values (value or value<TAB>TYPE)");
  leak->add_option("--context-field", f->leakage.context_field,
                   "field listing each output's prompt entities (in-context definition)");
  leak->add_option("--token-template", f->leakage.token_template, "entity token template")->capture_default_str();
  leak->callback([f, runner] { *runner = [f] { return Leakage(*f); }; });

  CLI::App* copy = Sub(audit, f.get(), "copying", "ROUGE-2/ROUGE-L (max over references) and content-word Levenshtein");
  copy->add_option("--synthetic", f->copying.synthetic, "generated JSONL")->required();
  copy->add_option("--references", f->copying.references, "reference JSONL (the examples or training texts)")->required();
  copy->add_flag("--per-output", f->copying.per_output, "also list the scores of every output");
  copy->callback([f, runner] { *runner = [f] { return Copying(*f); }; });

  CLI::App* ext = Sub(audit, f.get(), "extraction", "Suffix-array data extraction (seed 001 §4.4.3)");
  ext->add_option("--corpus", f->extraction.corpus, "training corpus JSONL")->required();
  ext->add_option("--generated", f->extraction.generated, "model outputs JSONL")->required();
  ext->add_option("--min-words", f->extraction.options.min_words, "words a match needs")->capture_default_str();
  ext->add_option("--min-compression", f->extraction.options.min_compression_ratio,
                  "drop matches whose zlib ratio is below this")->capture_default_str();
  ext->add_flag("--show-strings", f->extraction.show_strings, "print the extracted strings (training text!)");
  ext->callback([f, runner] { *runner = [f] { return Extraction(*f); }; });

  CLI::App* rep = audit->add_subcommand("report", "One self-contained HTML page from audit JSON results");
  rep->add_option("results", f->report.inputs, "JSON files written by privtext audit (and synth reports)")->required();
  rep->add_option("--out", f->report.out, "HTML file")->required();
  rep->add_option("--title", f->report.title, "page title")->capture_default_str();
  rep->callback([f, runner] { *runner = [f] { return Report(*f); }; });
  return audit;
}

}  // namespace privtext::cli
