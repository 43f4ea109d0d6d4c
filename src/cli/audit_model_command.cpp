// privtext audit similarity|attack: the audits that need a model —
// embedding-based similarity (FID, MAUVE) and the attacks of seed 001 §4.4.
#include <map>
#include <set>

#include "command_util.h"
#include "model_flags.h"
#include "privtext/audit.h"

namespace privtext::cli {
namespace {

struct SimilarityFlags {
  ModelFlags model;
  CorpusFlags corpus;
  std::string out, reference, split_by;
  std::vector<std::string> synthetic, names;
};

struct AttackFlags {
  ModelFlags model;
  CorpusFlags corpus;
  std::string out, in, type = "PERSON";
  std::size_t examples = 100;
  int samples = 5;
  int max_tokens = 32;
};

Json LengthsJson(const audit::LengthSummary& s) {
  return {{"count", s.count}, {"mean", s.mean}, {"stddev", s.stddev}, {"min", s.min},
          {"p25", s.p25},     {"median", s.median}, {"p75", s.p75}, {"max", s.max}};
}

// The synthetic sets by name: one per --synthetic file, or with --split-by
// one per value of that field (e.g. `iteration` of a PE run, in order).
Result<std::vector<std::pair<std::string, std::vector<std::string>>>> Sets(const SimilarityFlags& f) {
  std::vector<std::pair<std::string, std::vector<std::string>>> sets;
  for (std::size_t i = 0; i < f.synthetic.size(); ++i) {
    auto docs = ReadCorpus(f.synthetic[i], f.corpus.ToOptions());
    if (!docs) return std::unexpected(docs.error());
    const std::string name = i < f.names.size() ? f.names[i] : f.synthetic[i];
    if (f.split_by.empty()) {
      sets.emplace_back(name, std::vector<std::string>());
      for (auto& d : *docs) sets.back().second.push_back(std::move(d.text));
      continue;
    }
    std::map<Json, std::vector<std::string>> groups;  // JSON values order numbers numerically
    for (auto& d : *docs) {
      auto fields = DocumentFields(d);
      if (!fields) return std::unexpected(fields.error());
      if (const auto it = fields->find(f.split_by); it != fields->end()) groups[*it].push_back(std::move(d.text));
    }
    for (auto& [value, texts] : groups) {
      sets.emplace_back(name + " " + f.split_by + " " + (value.is_string() ? value.get<std::string>() : value.dump()),
                        std::move(texts));
    }
  }
  return sets;
}

int Similarity(const SimilarityFlags& f) {
  auto embedder = model::OpenEmbedder(f.model.model, f.model.backend);
  if (!embedder) return ReportError(embedder.error());
  auto ref = ReadCorpusTexts(f.reference, f.corpus.ToOptions());
  if (!ref) return ReportError(ref.error());
  auto ref_vectors = model::EmbedAll(**embedder, *ref);
  if (!ref_vectors) return ReportError(ref_vectors.error());
  Json out = {{"audit", "similarity"}, {"reference", f.reference}, {"embedder", f.model.model},
              {"reference_lengths", LengthsJson(audit::SummarizeLengths(*ref))}, {"sets", Json::array()}};
  auto sets = Sets(f);
  if (!sets) return ReportError(sets.error());
  for (const auto& [name, texts] : *sets) {
    auto vectors = model::EmbedAll(**embedder, texts);
    if (!vectors) return ReportError(vectors.error());
    auto fid = audit::Fid(*ref_vectors, *vectors);
    if (!fid) return ReportError(fid.error().WithContext(name));
    auto mauve = audit::Mauve(*ref_vectors, *vectors);
    if (!mauve) return ReportError(mauve.error().WithContext(name));
    out["sets"].push_back({{"name", name},
                           {"fid", *fid},
                           {"mauve", mauve->mauve},
                           {"frontier_integral", mauve->frontier_integral},
                           {"mauve_buckets", mauve->buckets},
                           {"lengths", LengthsJson(audit::SummarizeLengths(texts))}});
  }
  return WriteJson(f.out, out);
}

// Sentences that hold an entity of the type: S0 + name + S1, the sentence cut
// at '.', '!', '?' or a line break on either side.
std::vector<audit::NameExample> Examples(const std::vector<Document>& docs, const AttackFlags& f) {
  auto boundary = [](char c) { return c == '.' || c == '!' || c == '?' || c == '\n'; };
  std::vector<audit::NameExample> out;
  for (const auto& d : docs) {
    for (const auto& s : d.entities) {
      if (s.type != f.type || out.size() >= f.examples) continue;
      std::size_t start = s.start, end = s.end;
      while (start > 0 && !boundary(d.text[start - 1])) --start;
      while (end < d.text.size() && !boundary(d.text[end])) ++end;
      if (end < d.text.size() && d.text[end] != '\n') ++end;
      audit::NameExample ex{d.text.substr(start, s.start - start), d.text.substr(s.start, s.size()),
                            d.text.substr(s.end, end - s.end)};
      if (audit::ExtractionWords(ex.suffix).size() >= 3) out.push_back(std::move(ex));
    }
  }
  return out;
}

int Attack(const AttackFlags& f) {
  CorpusOptions options = f.corpus.ToOptions();
  options.read_entities = true;
  options.require_entities = true;
  auto docs = ReadCorpus(f.in, options);
  if (!docs) return ReportError(docs.error());
  const auto examples = Examples(*docs, f);
  if (examples.empty()) {
    return ReportError(Error(ErrorCode::kInvalidInput, f.in + ": no sentence holds an entity of type " + f.type));
  }
  std::set<std::string> names;
  for (const auto& ex : examples) names.insert(ex.name);
  const std::vector<std::string> candidates(names.begin(), names.end());
  auto scorer = model::OpenScorer(f.model.model, f.model.backend);
  if (!scorer) return ReportError(scorer.error());
  auto names_result = audit::NameReconstructionAttack(**scorer, examples, candidates);
  if (!names_result) return ReportError(names_result.error());
  scorer->reset();  // one model in memory at a time
  auto generator = model::OpenGenerator(f.model.model, f.model.backend);
  if (!generator) return ReportError(generator.error());
  model::GenerationParams params;
  params.max_tokens = f.max_tokens;
  params.temperature = 1.0f;
  params.top_p = 1.0f;
  auto prefix = audit::TruePrefixAttack(**generator, examples, f.samples, params);
  if (!prefix) return ReportError(prefix.error());
  const Json out = {{"audit", "attack"},
                    {"model", f.model.model},
                    {"type", f.type},
                    {"examples", examples.size()},
                    {"candidates", candidates.size()},
                    {"name_reconstruction_success_rate", names_result->success_rate},
                    {"name_reconstruction_successes", names_result->successes},
                    {"true_prefix_samples", f.samples},
                    {"true_prefix_mean_normalized_levenshtein", prefix->mean_distance}};
  return WriteJson(f.out, out);
}

}  // namespace

void AddAuditModelCommands(CLI::App& audit, Runner* runner) {
  auto s = std::make_shared<SimilarityFlags>();
  CLI::App* sim = audit.add_subcommand("similarity", "FID, MAUVE and length distributions against a reference corpus");
  s->model.AddTo(sim, "all-minilm-l6-v2");
  sim->add_option("--reference", s->reference, "real texts (JSONL)")->required();
  sim->add_option("--synthetic", s->synthetic, "synthetic JSONL sets (repeat the flag, e.g. one per PE iteration)")
      ->required();
  sim->add_option("--name", s->names, "a name per --synthetic");
  sim->add_option("--split-by", s->split_by, "compare each value of this field as its own set (e.g. iteration)");
  AddJsonOut(sim, &s->out);
  s->corpus.AddTo(sim, /*with_entities=*/false, /*with_threads=*/false);
  sim->callback([s, runner] { *runner = [s] { return Similarity(*s); }; });

  auto a = std::make_shared<AttackFlags>();
  CLI::App* att = audit.add_subcommand("attack", "Name reconstruction and true-prefix attacks on a model (seed 001 §4.4)");
  a->model.AddTo(att, "gemma3-270m");
  att->add_option("--in", a->in, "JSONL with entity spans (e.g. the model's training data)")->required();
  att->add_option("--type", a->type, "entity type of the names")->capture_default_str();
  att->add_option("--examples", a->examples, "sentences to attack")->capture_default_str();
  att->add_option("--samples", a->samples, "continuations sampled per prefix (true-prefix)")->capture_default_str();
  att->add_option("--max-tokens", a->max_tokens, "tokens per continuation")->capture_default_str();
  AddJsonOut(att, &a->out);
  a->corpus.AddTo(att, /*with_entities=*/true, /*with_threads=*/false);
  att->callback([a, runner] { *runner = [a] { return Attack(*a); }; });
}

}  // namespace privtext::cli
