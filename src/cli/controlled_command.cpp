// privtext synth controlled: synthetic documents whose identifiers are
// fictional by construction (seed 004: control codes, in-context generation,
// the examples' identifiers blocked at decoding), with PIPP, ELP, ROUGE and
// MAUVE measured beside the baseline's.
#include <algorithm>
#include <iostream>

#include "command_util.h"
#include "detect_flags.h"
#include "model_flags.h"
#include "privtext/audit.h"
#include "privtext/synth.h"

namespace privtext::cli {
namespace {

struct ControlledFlags {
  ModelFlags model;
  CorpusFlags corpus;
  std::string embedder = "all-minilm-l6-v2";
  std::string in, out, report = "-", pools;
  std::string codes = "gold";          // gold | detect
  std::string method = "icl-private";  // icl | icl-private
  bool baseline = false;
  double held_out = 0.2;
  synth::ControlledOptions options;
};

struct Corpus {
  std::vector<synth::CodedDocument> pool;
  std::vector<std::vector<std::string>> gold;  // per pool document: the values leakage is measured against
  std::size_t gold_spans = 0;                  // pool documents whose input carried gold spans
  std::vector<std::string> held_out;
};

std::string Category(std::string_view type) { return std::string(detect::TabCategory(type)); }

// Splits off the held-out tail and builds each document's control code from
// its gold spans or from the detector.
Result<Corpus> LoadCorpus(const ControlledFlags& f) {
  CorpusOptions options = f.corpus.ToOptions();
  // Gold spans, where the input has them, are what leakage is measured
  // against also when the codes come from the detector: measuring against
  // the detector's own finds would hide every identifier it misses.
  options.read_entities = true;
  options.require_entities = f.codes == "gold";
  auto docs = ReadCorpus(f.in, options);
  if (!docs) return std::unexpected(docs.error());
  std::optional<detect::Detector> detector;
  if (f.codes == "detect") {
    auto d = detect::Detector::Create();
    if (!d) return std::unexpected(d.error());
    detector.emplace(std::move(*d));
  }
  const auto keep = static_cast<std::size_t>(static_cast<double>(docs->size()) * (1 - f.held_out) + 0.5);
  Corpus c;
  for (std::size_t i = 0; i < docs->size(); ++i) {
    Document& d = (*docs)[i];
    if (i >= keep) {
      c.held_out.push_back(std::move(d.text));
      continue;
    }
    std::vector<std::string> gold;
    for (const auto& s : d.entities) gold.push_back(d.text.substr(s.start, s.size()));
    c.gold_spans += !gold.empty();
    if (detector) d.entities = detector->Detect(d.text);
    synth::CodedDocument coded{d.text, synth::MakeControlCode(d, Category), {}};
    // Banned at decoding: the code's values and every gold value it missed.
    coded.private_values = coded.code.Values();
    for (const auto& g : gold) {
      if (std::find(coded.private_values.begin(), coded.private_values.end(), g) == coded.private_values.end()) {
        coded.private_values.push_back(g);
      }
    }
    c.gold.push_back(gold.empty() ? coded.private_values : gold);
    c.pool.push_back(std::move(coded));
  }
  return c;
}

// PIPP/ELP against each output's examples, ROUGE against them, MAUVE against
// the held-out documents.
Result<Json> Metrics(const std::string& name, const synth::ControlledResult& r, const Corpus& c,
                     model::Embedder& embedder) {
  std::vector<std::string> outputs;
  std::vector<std::vector<std::string>> contexts;
  double rouge2 = 0, rougeL = 0;
  for (const auto& s : r.samples) {
    outputs.push_back(s.text);
    std::vector<std::string> context, references;
    for (std::size_t e : s.examples) {
      context.insert(context.end(), c.gold[e].begin(), c.gold[e].end());
      references.push_back(c.pool[e].text);
    }
    contexts.push_back(std::move(context));
    const auto best = audit::MaxRouge(references, s.text);
    rouge2 += best.rouge2, rougeL += best.rougeL;
  }
  audit::MatchOptions folded;
  folded.case_insensitive = true;
  auto exact = audit::InContextLeakage(outputs, contexts, {});
  auto loose = audit::InContextLeakage(outputs, contexts, folded);
  if (!exact || !loose) return std::unexpected((!exact ? exact : loose).error());
  const double n = std::max<double>(1, static_cast<double>(outputs.size()));
  Json j = {{"name", name}, {"samples", outputs.size()}, {"regenerated", r.regenerated}, {"dropped", r.dropped},
            {"pipp", exact->pipp}, {"elp", exact->elp}, {"pipp_case_insensitive", loose->pipp},
            {"elp_case_insensitive", loose->elp}, {"rouge2", rouge2 / n}, {"rougeL", rougeL / n}};
  if (outputs.size() >= 2 && c.held_out.size() >= 2) {
    auto p = model::EmbedAll(embedder, c.held_out), q = model::EmbedAll(embedder, outputs);
    if (!p || !q) return std::unexpected((!p ? p : q).error());
    auto mauve = audit::Mauve(*p, *q);
    if (!mauve) return std::unexpected(mauve.error());
    j["mauve"] = mauve->mauve;
  }
  return j;
}

Status WriteSamples(const std::string& path, const std::string& method, const synth::ControlledResult& r) {
  auto file = AtomicFile::Create(path);
  if (!file) return std::unexpected(file.error());
  for (std::size_t i = 0; i < r.samples.size(); ++i) {
    Json code = Json::object();
    for (const auto& [type, values] : r.samples[i].fictional.entries) code[type] = values;
    const Json line = {{"id", "controlled-" + std::to_string(i)}, {"text", r.samples[i].text},
                       {"control_code", code}, {"method", method}};
    if (auto st = file->Write(line.dump() + "\n"); !st) return st;
  }
  return file->Commit();
}

int Run(const ControlledFlags& f) {
  if (f.held_out < 0 || f.held_out >= 1) return ReportError(Error(ErrorCode::kInvalidArgument, "--held-out must be in [0, 1)"));
  auto corpus = LoadCorpus(f);
  if (!corpus) return ReportError(corpus.error());
  synth::FictionalValues fictional(f.options.seed);
  if (!f.pools.empty()) {
    auto text = ReadFile(f.pools);
    if (!text) return ReportError(text.error());
    auto pools = synth::ParseFictionalPools(*text);
    if (!pools) return ReportError(pools.error().WithContext(f.pools));
    for (auto& [type, values] : *pools) fictional.AddPool(type, std::move(values));
  }
  auto generator = model::OpenGenerator(f.model.model, f.model.backend);
  if (!generator) return ReportError(generator.error());
  auto embedder = model::OpenEmbedder(f.embedder, f.model.backend);
  if (!embedder) return ReportError(embedder.error());
  synth::ControlledOptions options = f.options;
  options.privacy_enhancement = f.method == "icl-private";
  auto result = synth::GenerateControlled(corpus->pool, fictional, options, **generator, f.corpus.ToProgress());
  if (!result) return ReportError(result.error());
  const bool all_gold = corpus->gold_spans == corpus->pool.size();
  Json report = {{"audit", "controlled"}, {"codes", f.codes},
                 {"leakage_measured_against", all_gold ? "gold spans" : corpus->gold_spans == 0
                                                                            ? "the detector's finds (no gold spans)"
                                                                            : "gold spans where given, else the detector's finds"},
                 {"documents", corpus->pool.size()}, {"held_out", corpus->held_out.size()}, {"results", Json::array()}};
  const std::string name = f.method + (f.options.post_check ? "" : "-single-pass");
  auto metrics = Metrics(name, *result, *corpus, **embedder);
  if (!metrics) return ReportError(metrics.error());
  report["results"].push_back(*metrics);
  if (f.baseline) {  // the seed's baseline: the same examples without codes, nothing banned
    options.method = synth::ControlledMethod::kBaseline;
    options.privacy_enhancement = false;
    auto base = synth::GenerateControlled(corpus->pool, fictional, options, **generator, f.corpus.ToProgress());
    if (!base) return ReportError(base.error());
    auto base_metrics = Metrics("baseline", *base, *corpus, **embedder);
    if (!base_metrics) return ReportError(base_metrics.error());
    report["results"].push_back(*base_metrics);
  }
  if (auto st = WriteSamples(f.out, name, *result); !st) return ReportError(st.error());
  std::cerr << "privtext: " << result->samples.size() << " synthetic documents (" << result->regenerated
            << " regenerated, " << result->dropped << " dropped) -> " << f.out << "\n";
  return WriteJson(f.report, report);
}

}  // namespace

void AddControlledCommand(CLI::App& synth, Runner* runner) {
  auto f = std::make_shared<ControlledFlags>();
  CLI::App* cmd = synth.add_subcommand("controlled", "Synthetic documents with fictional identifiers (seed 004)");
  f->model.backend.context_size = 8192;  // k = 3 examples with codes plus 400 new tokens, 4 sequences at once
  f->model.AddTo(cmd, "gemma3-270m");
  cmd->add_option("--embedder", f->embedder, "embedding model for MAUVE")->capture_default_str();
  cmd->add_option("--in", f->in, "real documents (JSONL; with entity spans for --codes gold)")->required();
  cmd->add_option("--out", f->out, "synthetic JSONL with the fictional control code of each document")->required();
  cmd->add_option("--report", f->report, "metrics JSON ('-': stdout)")->capture_default_str();
  cmd->add_option("--codes", f->codes, "gold: codes from the entity spans (private entity known); "
                                       "detect: from privtext's detector (unknown)")
      ->check(CLI::IsMember({"gold", "detect"}))->capture_default_str();
  cmd->add_option("--method", f->method, "icl, or icl-private (identifiers banned at decoding, checked, regenerated)")
      ->check(CLI::IsMember({"icl", "icl-private"}))->capture_default_str();
  cmd->add_flag("--baseline", f->baseline, "also run the seed's baseline (examples without codes) and report it");
  cmd->add_flag("!--single-pass", f->options.post_check,
                "icl-private: generate once with the bans and keep every output, so PIPP/ELP count what the bans "
                "let through (the seed's measurement); by default leaking outputs are regenerated or dropped");
  cmd->add_option("--samples", f->options.samples, "documents to generate (0: one per real document)")
      ->capture_default_str();
  cmd->add_option("--examples", f->options.examples, "k, in-context examples per prompt")->capture_default_str();
  cmd->add_option("--max-tries", f->options.max_tries, "generations per document before it is dropped")
      ->capture_default_str();
  cmd->add_option("--max-tokens", f->options.generation.max_tokens, "new tokens per document")->capture_default_str();
  cmd->add_option("--temperature", f->options.generation.temperature, "sampling temperature")->capture_default_str();
  cmd->add_option("--top-p", f->options.generation.top_p, "nucleus sampling")->capture_default_str();
  cmd->add_option("--held-out", f->held_out, "share of documents kept out of the examples, for MAUVE")
      ->capture_default_str();
  cmd->add_option("--pools", f->pools, "JSON {\"TYPE\": [values]} of fictional values to use first");
  cmd->add_option("--seed", f->options.seed, "seed for examples, fictional values and sampling")->capture_default_str();
  f->corpus.AddTo(cmd, /*with_entities=*/true, /*with_threads=*/false);
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
