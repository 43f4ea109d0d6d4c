// Seed 000's synthesis over encrypted documents (EntiGraph with a weighted
// graph and k-tuples): entities, association strengths, tuples, then
// descriptions, relation analyses and question-answer pairs, filtered.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

// Salient entities the model names that occur in the document and are not tokens.
Result<std::vector<std::string>> ModelEntities(model::Generator& generator, std::string_view shown,
                                               const std::vector<std::string>& tokens, const EntityGraphOptions& o,
                                               std::uint32_t seed) {
  if (o.max_model_entities <= 0) return std::vector<std::string>();
  model::GenerationParams params = o.generation;
  params.json_schema = EntityExtractionSchema();
  params.temperature = 0;
  params.seed = seed;
  auto out = generator.Generate({EntityExtractionPrompt(shown, o.max_model_entities)}, params);
  if (!out) return std::unexpected(out.error());
  std::vector<std::string> entities;
  try {
    const auto j = nlohmann::json::parse((*out)[0].text);
    const std::string text = utf8::CaseFold(shown);
    for (const auto& e : j.at("entities")) {
      if (!e.is_string()) continue;
      std::string s = e.get<std::string>();
      const bool is_token = std::any_of(tokens.begin(), tokens.end(), [&](const auto& t) { return s.find(t) != std::string::npos; });
      if (s.size() < 3 || s.size() > 80 || is_token || text.find(utf8::CaseFold(s)) == std::string::npos) continue;
      if (std::find(entities.begin(), entities.end(), s) == entities.end()) entities.push_back(std::move(s));
      if (static_cast<int>(entities.size()) >= o.max_model_entities) break;
    }
  } catch (const nlohmann::json::exception&) {
    // A malformed answer adds no entities; the document's tokens still carry the graph.
  }
  return entities;
}

// The model's association scores for the pairs NPMI ranks highest; the
// other pairs keep weight 0 (pruned).
Status ScorePairs(model::Generator& generator, std::string_view shown, const EntityGraphOptions& o,
                  std::uint32_t seed, EntityGraph& g) {
  const EntityGraph npmi = g;
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  for (std::size_t a = 0; a < g.entities.size(); ++a) {
    for (std::size_t b = a + 1; b < g.entities.size(); ++b) pairs.emplace_back(a, b);
  }
  std::stable_sort(pairs.begin(), pairs.end(),
                   [&](const auto& x, const auto& y) { return npmi.weight[x.first][x.second] > npmi.weight[y.first][y.second]; });
  if (pairs.size() > static_cast<std::size_t>(o.max_pairs_per_document)) pairs.resize(o.max_pairs_per_document);
  for (auto& row : g.weight) std::fill(row.begin(), row.end(), 0.0);
  if (pairs.empty()) return Ok();
  std::vector<std::string> prompts;
  for (const auto& [a, b] : pairs) prompts.push_back(AssociationPrompt(shown, g.entities[a], g.entities[b]));
  model::GenerationParams params = o.generation;
  params.json_schema = AssociationSchema();
  params.max_tokens = 24;
  params.temperature = 0;
  params.seed = seed;
  auto out = generator.Generate(prompts, params);
  if (!out) return std::unexpected(out.error());
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    double score = 0;
    try {
      score = nlohmann::json::parse((*out)[i].text).at("score").get<double>();
    } catch (const nlohmann::json::exception&) {
      score = 0;  // an unreadable score prunes the edge
    }
    if (!std::isfinite(score)) score = 0;
    const auto [a, b] = pairs[i];
    g.weight[a][b] = g.weight[b][a] = std::clamp(score, 0.0, 1.0);
  }
  return Ok();
}

struct Request {
  OutputKind kind;
  std::string prompt;
  std::vector<std::string> expected;  // entities the output should mention
  // The words the prompt ends with that begin the output ("Q:", the entity
  // described): a base model continues them, and the output keeps them.
  std::string lead;
};

// A completion cut off by the token limit may end inside a label or a token
// ("… heard by [Person", "… Person_[lhbR"): that unfinished word goes, not
// the output.
std::string_view WithoutUnfinishedLabel(std::string_view text) {
  const std::size_t open = text.rfind('[');
  if (open == std::string_view::npos || text.find(']', open) != std::string_view::npos) return text;
  std::size_t start = open;
  while (start > 0 && std::isspace(static_cast<unsigned char>(text[start - 1])) == 0) --start;
  return text.substr(0, start);
}

// The output: the prompt's lead, then the completion as it continues it.
std::string LedOutput(const std::string& lead, std::string_view completion) {
  const std::string text = CleanCompletion(completion);
  if (text.empty() || lead.empty()) return text;
  // Punctuation joins the lead: "[Person 1]'s", "[Person 1], who".
  const bool joined = std::ranges::any_of(std::initializer_list<std::string_view>{",", ".", ";", ":", "'", "’"},
                                          [&](std::string_view p) { return text.starts_with(p); });
  return lead + (joined ? "" : " ") + text;
}

}  // namespace

void EntityGraphStats::Merge(const EntityGraphStats& o) {
  documents += o.documents;
  entities += o.entities;
  pii_entities += o.pii_entities;
  tuples += o.tuples;
  relations += o.relations;
  outputs += o.outputs;
  kept += o.kept;
  generated_tokens += o.generated_tokens;
  entities_covered += o.entities_covered;
  for (const auto& [k, v] : o.filtered) filtered[k] += v;
}

Result<EntityGraphStats> SynthesizeEntityGraph(const std::vector<SourceDocument>& documents,
                                               const EntityGraphOptions& o, const TokenCheck& tokens,
                                               model::Generator& generator, const EntityGraphHooks& hooks) {
  if (o.max_tuple_length < 2) return MakeError(ErrorCode::kInvalidArgument, "the maximum tuple length must be >= 2");
  EntityGraphStats total;
  const std::size_t per_document = o.relations == 0 ? SIZE_MAX : (o.relations + documents.size() - 1) / documents.size();
  Progress progress("entity-graph", documents.size(), hooks.progress);
  for (std::size_t d = 0; d < documents.size(); ++d) {
    const SourceDocument& doc = documents[d];
    if (hooks.done && hooks.done(doc.id)) {
      progress.Skip();
      continue;
    }
    progress.Add();
    const std::uint32_t seed = o.seed + static_cast<std::uint32_t>(d) * 7919u;
    std::vector<std::string> pii = tokens.tokens ? tokens.tokens(doc.encrypted_text) : std::vector<std::string>();
    std::sort(pii.begin(), pii.end());
    pii.erase(std::unique(pii.begin(), pii.end()), pii.end());
    // What the model reads: the encrypted document, its tokens as labels.
    const EntityAliases aliases = o.aliases ? EntityAliases::Make(doc.encrypted_text, pii, tokens.type_of) : EntityAliases();
    const std::string shown = aliases.Hide(doc.encrypted_text);
    std::vector<std::string> entities = o.aliases ? aliases.labels() : pii;
    auto salient = ModelEntities(generator, shown, entities, o, seed);
    if (!salient) return std::unexpected(salient.error());
    entities.insert(entities.end(), salient->begin(), salient->end());
    EntityGraph graph = CooccurrenceGraph(shown, entities);
    if (o.graph == EntityGraphOptions::Graph::kModel) {
      if (auto st = ScorePairs(generator, shown, o, seed + 1, graph); !st) return std::unexpected(st.error());
    }
    auto tuples = BuildTuples(graph, o.threshold, o.max_tuple_length);
    if (tuples.size() > per_document) tuples.resize(per_document);

    std::vector<Request> requests;
    if (o.descriptions) {
      for (const auto& e : entities) requests.push_back({OutputKind::kDescription, DescriptionPrompt(shown, e), {e}, e});
    }
    for (const auto& t : tuples) {
      std::vector<std::string> names;
      for (std::size_t m : t.members) names.push_back(entities[m]);
      requests.push_back({OutputKind::kRelation, RelationPrompt(shown, names), names});
    }
    if (o.qa_pairs > 0) requests.push_back({OutputKind::kQa, QaPrompt(shown, o.qa_pairs), {}, "Q:"});
    std::vector<std::string> prompts;
    for (const auto& r : requests) prompts.push_back(r.prompt);
    model::GenerationParams params = o.generation;
    params.seed = seed + 2;
    // A base model may go on to write the next task of the same shape.
    params.stop.insert(params.stop.end(), {"\n\nTask:", "\n\nDocument:", "\nDescription of", "\n\nBelow is"});
    auto out = prompts.empty() ? Result<std::vector<model::Completion>>() : generator.Generate(prompts, params);
    if (!out) return std::unexpected(out.error());

    EntityGraphStats stats;
    stats.documents = 1;
    stats.entities = entities.size();
    stats.pii_entities = pii.size();
    stats.tuples = tuples.size();
    std::vector<SyntheticText> outputs;
    std::vector<std::string> kept_texts;
    for (std::size_t i = 0; i < requests.size(); ++i) {
      const model::Completion& completion = (*out)[i];
      std::string text = LedOutput(requests[i].lead, completion.finish_reason == "length"
                                                         ? WithoutUnfinishedLabel(completion.text)
                                                         : std::string_view(completion.text));
      stats.generated_tokens += static_cast<std::size_t>((*out)[i].tokens);
      ++stats.outputs;
      std::vector<std::string> expected;
      for (const auto& e : requests[i].expected) expected.push_back(aliases.TokenOf(e));
      const bool restored = !o.aliases || aliases.Restore(text);
      const FilterReason reason = !restored ? FilterReason::kBadToken
                                  : FilterOutput(doc, requests[i].kind, text, expected, kept_texts, tokens, hooks.plaintext);
      ++stats.filtered[std::string(FilterReasonName(reason))];
      if (reason == FilterReason::kKept) {
        stats.relations += requests[i].kind == OutputKind::kRelation;
        kept_texts.push_back(text);
      }
      outputs.push_back({doc.id, requests[i].kind, std::move(text), reason});
    }
    stats.kept = kept_texts.size();
    for (const auto& e : entities) {
      const std::string name = aliases.TokenOf(e);
      stats.entities_covered += std::any_of(kept_texts.begin(), kept_texts.end(),
                                            [&](const std::string& t) { return t.find(name) != std::string::npos; });
    }
    if (hooks.on_document) {
      if (auto st = hooks.on_document(doc, outputs, stats); !st) return std::unexpected(st.error());
    }
    total.Merge(stats);
  }
  progress.Finish();
  return total;
}

}  // namespace privtext::synth
