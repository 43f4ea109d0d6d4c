// Seed 004 run end to end: control codes from gold spans or the detector,
// controlled generation, and the seed's metrics beside the baseline's.
#include <algorithm>
#include <optional>

#include "privtext/audit.h"
#include "privtext/detect.h"
#include "privtext/pipeline.h"

namespace privtext::pipeline {
namespace {

using Json = nlohmann::ordered_json;

struct Pool {
  std::vector<synth::CodedDocument> documents;
  std::vector<std::vector<std::string>> leak_values;  // per document: what its copies may not contain
  std::size_t gold_documents = 0;
  std::vector<std::string> held_out;
};

std::string Category(std::string_view type) { return std::string(detect::TabCategory(type)); }

// The detector when codes come from it, else none.
Result<std::optional<detect::Detector>> CodeDetector(const ControlledRunOptions& options) {
  std::optional<detect::Detector> detector;
  if (options.codes == ControlledRunOptions::Codes::kDetect) {
    auto d = detect::Detector::Create();
    if (!d) return std::unexpected(d.error());
    detector.emplace(std::move(*d));
  }
  return detector;
}

Result<Pool> BuildPool(std::vector<Document> corpus, const ControlledRunOptions& options) {
  auto detector = CodeDetector(options);
  if (!detector) return std::unexpected(detector.error());
  const auto keep = static_cast<std::size_t>(static_cast<double>(corpus.size()) * (1 - options.held_out) + 0.5);
  Pool pool;
  for (std::size_t i = 0; i < corpus.size(); ++i) {
    Document& d = corpus[i];
    if (i >= keep) {
      pool.held_out.push_back(std::move(d.text));
      continue;
    }
    std::vector<std::string> gold;
    for (const auto& s : d.entities) gold.push_back(d.text.substr(s.start, s.size()));
    pool.gold_documents += !gold.empty();
    if (*detector) d.entities = (*detector)->Detect(d.text);
    synth::CodedDocument coded{d.text, synth::MakeControlCode(d, Category), {}};
    // Banned at decoding: the code's values and every gold value it missed.
    coded.private_values = coded.code.Values();
    for (const auto& g : gold) {
      if (std::find(coded.private_values.begin(), coded.private_values.end(), g) == coded.private_values.end()) {
        coded.private_values.push_back(g);
      }
    }
    pool.leak_values.push_back(gold.empty() ? coded.private_values : gold);
    pool.documents.push_back(std::move(coded));
  }
  return pool;
}

// Mean share of each code's values found in its output (case ignored).
std::optional<double> FictionalUsed(const synth::ControlledResult& r) {
  double sum = 0;
  std::size_t coded = 0;
  audit::MatchOptions folded;
  folded.case_insensitive = true;
  for (const auto& s : r.samples) {
    const auto values = s.fictional.Values();
    if (values.empty()) continue;
    const auto used = std::count_if(values.begin(), values.end(),
                                    [&](const std::string& v) { return audit::ContainsEntity(s.text, v, folded); });
    sum += static_cast<double>(used) / static_cast<double>(values.size());
    ++coded;
  }
  if (coded == 0) return std::nullopt;
  return sum / static_cast<double>(coded);
}

Result<ControlledMetrics> Measure(std::string name, const synth::ControlledResult& r, const Pool& pool,
                                  model::Embedder* embedder, bool fine_tuned) {
  ControlledMetrics m{std::move(name), r.samples.size(), r.regenerated, r.dropped};
  std::vector<std::string> outputs;
  std::vector<std::vector<std::string>> contexts;
  std::vector<std::string> every_document;  // fine-tuned: all of them are the output's references
  if (fine_tuned) {
    for (const auto& d : pool.documents) every_document.push_back(d.text);
  }
  for (const auto& s : r.samples) {
    outputs.push_back(s.text);
    std::vector<std::string> context, references;
    for (std::size_t e : s.examples) {
      context.insert(context.end(), pool.leak_values[e].begin(), pool.leak_values[e].end());
      references.push_back(pool.documents[e].text);
    }
    contexts.push_back(std::move(context));
    const auto best = audit::MaxRouge(fine_tuned ? every_document : references, s.text);
    m.rouge2 += best.rouge2, m.rougeL += best.rougeL;
  }
  const double n = std::max<double>(1, static_cast<double>(outputs.size()));
  m.rouge2 /= n, m.rougeL /= n;
  audit::MatchOptions folded;
  folded.case_insensitive = true;
  if (fine_tuned) {
    std::vector<std::string> entities;
    for (const auto& values : pool.leak_values) entities.insert(entities.end(), values.begin(), values.end());
    const auto exact = audit::TrainingSetLeakage(outputs, entities, {}, {});
    const auto loose = audit::TrainingSetLeakage(outputs, entities, {}, folded);
    m.pipp = exact.pipp, m.elp = exact.elp;
    m.pipp_case_insensitive = loose.pipp, m.elp_case_insensitive = loose.elp;
  } else {
    auto exact = audit::InContextLeakage(outputs, contexts, {});
    auto loose = audit::InContextLeakage(outputs, contexts, folded);
    if (!exact || !loose) return std::unexpected((!exact ? exact : loose).error());
    m.pipp = exact->pipp, m.elp = exact->elp;
    m.pipp_case_insensitive = loose->pipp, m.elp_case_insensitive = loose->elp;
  }
  m.fictional_used = FictionalUsed(r);
  if (embedder && outputs.size() >= 2 && pool.held_out.size() >= 2) {
    auto p = model::EmbedAll(*embedder, pool.held_out), q = model::EmbedAll(*embedder, outputs);
    if (!p || !q) return std::unexpected((!p ? p : q).error());
    auto mauve = audit::Mauve(*p, *q);
    if (!mauve) return std::unexpected(mauve.error());
    m.mauve = mauve->mauve;
  }
  return m;
}

std::string RunName(const synth::ControlledOptions& o) {
  if (o.method == synth::ControlledMethod::kFineTuned) {
    return std::string(o.privacy_enhancement ? "finetuned-private" : "finetuned") + (o.post_check ? "" : "-single-pass");
  }
  return std::string(o.privacy_enhancement ? "icl-private" : "icl") + (o.post_check ? "" : "-single-pass");
}

}  // namespace

Result<ControlledRun> RunControlled(std::vector<Document> corpus, const ControlledRunOptions& options,
                                    model::Generator& generator, model::Embedder* embedder) {
  if (!(options.held_out >= 0 && options.held_out < 1)) {
    return MakeError(ErrorCode::kInvalidArgument, "`held_out` must be in [0, 1)");
  }
  auto pool = BuildPool(std::move(corpus), options);
  if (!pool) return std::unexpected(pool.error());
  synth::FictionalValues fictional(options.synthesis.seed);
  for (const auto& [type, values] : options.pools) fictional.AddPool(type, values);
  ControlledRun run{{}, {}, options.codes, pool->documents.size(), pool->gold_documents, pool->held_out.size()};
  auto result = synth::GenerateControlled(pool->documents, fictional, options.synthesis, generator, options.progress);
  if (!result) return std::unexpected(result.error());
  const bool fine_tuned = options.synthesis.method == synth::ControlledMethod::kFineTuned;
  auto metrics = Measure(RunName(options.synthesis), *result, *pool, embedder, fine_tuned);
  if (!metrics) return std::unexpected(metrics.error());
  run.result = std::move(*result);
  run.metrics.push_back(std::move(*metrics));
  if (options.baseline) {
    synth::ControlledOptions base = options.synthesis;
    base.method = synth::ControlledMethod::kBaseline;
    base.privacy_enhancement = false;
    auto r = synth::GenerateControlled(pool->documents, fictional, base, generator, options.progress);
    if (!r) return std::unexpected(r.error());
    auto m = Measure("baseline", *r, *pool, embedder, /*fine_tuned=*/false);
    if (!m) return std::unexpected(m.error());
    run.metrics.push_back(std::move(*m));
  }
  return run;
}

nlohmann::ordered_json ControlledReportJson(const ControlledRun& run) {
  const char* against = run.gold_documents == run.documents ? "gold spans"
                        : run.gold_documents == 0           ? "the detector's finds (no gold spans)"
                                                            : "gold spans where given, else the detector's finds";
  Json report = {{"audit", "controlled"},
                 {"codes", run.codes == ControlledRunOptions::Codes::kGold ? "gold" : "detect"},
                 {"leakage_measured_against", against},
                 {"documents", run.documents},
                 {"held_out", run.held_out},
                 {"results", Json::array()}};
  for (const auto& m : run.metrics) {
    Json j = {{"name", m.name}, {"samples", m.samples}, {"regenerated", m.regenerated}, {"dropped", m.dropped},
              {"pipp", m.pipp}, {"elp", m.elp}, {"pipp_case_insensitive", m.pipp_case_insensitive},
              {"elp_case_insensitive", m.elp_case_insensitive}, {"rouge2", m.rouge2}, {"rougeL", m.rougeL}};
    if (m.fictional_used) j["fictional_used"] = *m.fictional_used;
    if (m.mauve) j["mauve"] = *m.mauve;
    report["results"].push_back(std::move(j));
  }
  return report;
}

Status WriteControlledSamples(const std::string& path, const ControlledRun& run) {
  auto file = AtomicFile::Create(path);
  if (!file) return std::unexpected(file.error());
  const std::string method = run.metrics.empty() ? "" : run.metrics.front().name;
  for (std::size_t i = 0; i < run.result.samples.size(); ++i) {
    Json code = Json::object();
    for (const auto& [type, values] : run.result.samples[i].fictional.entries) code[type] = values;
    const Json line = {{"id", "controlled-" + std::to_string(i)}, {"text", run.result.samples[i].text},
                       {"control_code", code}, {"method", method}};
    if (auto st = file->Write(line.dump() + "\n"); !st) return st;
  }
  return file->Commit();
}

Status WriteControlledTrainingPairs(const std::string& path, std::vector<Document> corpus,
                                    const ControlledRunOptions& options, bool mask_private, const CorpusOptions& output) {
  auto detector = CodeDetector(options);
  if (!detector) return std::unexpected(detector.error());
  auto writer = CorpusWriter::Create(path, output);
  if (!writer) return std::unexpected(writer.error());
  for (Document& d : corpus) {
    if (*detector) d.entities = (*detector)->Detect(d.text);
    const auto pair = synth::MakeControlledTrainingPair(synth::MakeControlCode(d, Category), d.text);
    const std::size_t shift = pair.text.size() - d.text.size();
    std::vector<Span> masked = {{.start = 0, .end = pair.code_bytes, .type = "CONTROL_CODE"}};
    if (mask_private) {
      for (const Span& s : d.entities) masked.push_back({.start = s.start + shift, .end = s.end + shift, .type = s.type});
    }
    Document out{.id = d.id, .text = pair.text, .entities = std::move(masked)};
    if (auto st = writer->Write(out); !st) return st;
  }
  return writer->Commit();
}

}  // namespace privtext::pipeline
