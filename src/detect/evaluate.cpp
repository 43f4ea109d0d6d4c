// Scoring detections against gold spans: exact spans per type, word tokens
// per type, and (for TAB) the share of DIRECT and QUASI mentions fully
// covered by some detection, which is what matters for masking.
#include <algorithm>
#include <fmt/format.h>
#include <map>
#include <set>

#include "patterns.h"

namespace privtext::detect {
namespace {

using Json = nlohmann::ordered_json;

Result<std::vector<GoldDocument>> LoadJsonlGold(const std::string& path) {
  CorpusOptions o;
  o.read_entities = true;
  o.require_entities = true;
  auto reader = CorpusReader::Open(path, o);
  if (!reader) return std::unexpected(reader.error());
  std::vector<GoldDocument> out;
  Document doc;
  for (;;) {
    auto more = reader->Next(&doc);
    if (!more) return std::unexpected(more.error());
    if (!*more) return out;
    GoldDocument g{doc.id, doc.text, {}};
    for (auto& s : doc.entities) g.mentions.push_back({s, ""});
    out.push_back(std::move(g));
  }
}

Result<std::vector<GoldDocument>> LoadTabGold(const std::string& path) {
  auto text = ReadFile(path);
  if (!text) return std::unexpected(text.error());
  Json root;
  try {
    root = Json::parse(*text);
  } catch (const Json::exception&) {
    return MakeError(ErrorCode::kInvalidInput, path + ": not valid JSON (expected TAB's JSON array)");
  }
  if (!root.is_array()) return MakeError(ErrorCode::kInvalidInput, path + ": TAB gold must be a JSON array");
  std::vector<GoldDocument> out;
  for (std::size_t i = 0; i < root.size(); ++i) {
    const Json& d = root[i];
    const std::string where = path + ": document " + std::to_string(i);
    try {
      GoldDocument g{d.at("doc_id").get<std::string>(), d.at("text").get<std::string>(), {}};
      const utf8::OffsetMap offsets(g.text);
      const Json& annotations = d.at("annotations");
      if (annotations.empty()) return MakeError(ErrorCode::kInvalidInput, where + ": no annotations");
      for (auto a = annotations.begin(); a != annotations.end(); ++a) {
        std::map<std::string, std::size_t> entity_index;  // entity_id -> index in tab_entities
        for (const Json& m : a.value().at("entity_mentions")) {
          auto b0 = offsets.ToByte(m.at("start_offset").get<std::size_t>());
          auto b1 = offsets.ToByte(m.at("end_offset").get<std::size_t>());
          if (!b0 || !b1 || *b0 >= *b1) return MakeError(ErrorCode::kInvalidInput, where + ": mention offsets out of range");
          const std::string kind = m.value("identifier_type", "");
          const std::string type = m.at("entity_type").get<std::string>();
          // The first annotator's mentions are the gold (TAB's convention for one gold set).
          if (a == annotations.begin()) g.mentions.push_back({Span{*b0, *b1, type, std::nullopt, ""}, kind});
          const bool mask = kind == "DIRECT" || kind == "QUASI";
          const std::string id = m.value("entity_id", std::to_string(g.tab_entities.size()));
          auto [it, added] = entity_index.emplace(id, g.tab_entities.size());
          if (added) g.tab_entities.push_back({a.key(), type, kind == "DIRECT", mask, {}});
          TabEntity& e = g.tab_entities[it->second];
          e.need_masking = e.need_masking || mask;
          e.mentions.push_back({*b0, *b1, mask});
        }
      }
      g.annotators = annotations.size();
      out.push_back(std::move(g));
    } catch (const Json::exception&) {
      return MakeError(ErrorCode::kInvalidInput, where + ": missing doc_id, text or annotations");
    }
  }
  return out;
}

// Word tokens' (start, end) in bytes.
std::vector<std::pair<std::size_t, std::size_t>> Words(std::string_view text) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (const auto& t : internal::Tokenize(text)) out.emplace_back(t.start, t.end);
  return out;
}

// Type of each word: the type of the span covering it, or "".
std::vector<std::string> Label(const std::vector<std::pair<std::size_t, std::size_t>>& words,
                               const std::vector<Span>& spans) {
  std::vector<std::string> labels(words.size());
  for (const Span& s : spans) {
    for (std::size_t w = 0; w < words.size(); ++w) {
      if (words[w].first >= s.start && words[w].second <= s.end) labels[w] = s.type;
    }
  }
  return labels;
}

using Tally = std::pair<std::uint64_t, std::uint64_t>;  // hits, total

double Share(const Tally& t) { return t.second ? static_cast<double>(t.first) / t.second : 0.0; }

// "0.500 (1/2)"
std::string FormatTally(const Tally& t) { return fmt::format("{:.3f} ({}/{})", Share(t), t.first, t.second); }

Json TallyJson(const Tally& t) { return {{"covered", t.first}, {"total", t.second}, {"recall", Share(t)}}; }

}  // namespace

Result<std::vector<GoldDocument>> LoadGold(const std::string& path, std::string_view format) {
  if (format == "jsonl") return LoadJsonlGold(path);
  if (format == "tab") return LoadTabGold(path);
  return MakeError(ErrorCode::kInvalidArgument, "unknown gold format '" + std::string(format) + "' (jsonl or tab)");
}

Result<std::vector<std::vector<Span>>> LoadPredictions(const std::string& path, const std::vector<GoldDocument>& gold,
                                                       const CorpusOptions& options) {
  std::map<std::string_view, std::size_t> index;
  for (std::size_t i = 0; i < gold.size(); ++i) index.emplace(gold[i].id, i);
  CorpusOptions o = options;
  o.read_entities = true;
  o.require_entities = true;
  auto reader = CorpusReader::Open(path, o);
  if (!reader) return std::unexpected(reader.error());
  std::vector<std::vector<Span>> out(gold.size());
  std::vector<bool> seen(gold.size());
  Document doc;
  for (;;) {
    auto more = reader->Next(&doc);
    if (!more) return std::unexpected(more.error());
    if (!*more) break;
    const std::string where = path + ":" + std::to_string(doc.line) + ": document \"" + doc.id + "\"";
    const auto it = index.find(doc.id);
    if (it == index.end()) return MakeError(ErrorCode::kInvalidInput, where + " is not in the gold file");
    if (seen[it->second]) return MakeError(ErrorCode::kInvalidInput, where + " comes twice");
    if (doc.text != gold[it->second].text) {
      return MakeError(ErrorCode::kInvalidInput, where + ": its text is not the gold document's");
    }
    seen[it->second] = true;
    out[it->second] = std::move(doc.entities);
  }
  if (const auto missing = std::find(seen.begin(), seen.end(), false); missing != seen.end()) {
    return MakeError(ErrorCode::kInvalidInput,
                     path + ": no line for gold document \"" + gold[missing - seen.begin()].id + "\"");
  }
  return out;
}

Evaluation Evaluate(const std::vector<GoldDocument>& gold, const std::vector<std::vector<Span>>& predicted,
                    bool tab_categories) {
  Evaluation e;
  for (std::size_t d = 0; d < gold.size(); ++d) {
    std::vector<Span> pred = predicted[d];
    if (tab_categories) {
      for (Span& s : pred) s.type = std::string(TabCategory(s.type));
    }
    std::vector<Span> gold_spans;
    for (const auto& m : gold[d].mentions) gold_spans.push_back(m.span);
    // Exact: same start, end and type.
    std::set<std::tuple<std::size_t, std::size_t, std::string>> g, p;
    for (const Span& s : gold_spans) g.emplace(s.start, s.end, s.type);
    for (const Span& s : pred) p.emplace(s.start, s.end, s.type);
    for (const auto& x : p) {
      const bool hit = g.contains(x);
      (hit ? e.exact[std::get<2>(x)].tp : e.exact[std::get<2>(x)].fp)++;
      (hit ? e.exact["ALL"].tp : e.exact["ALL"].fp)++;
    }
    for (const auto& x : g) {
      if (!p.contains(x)) {
        e.exact[std::get<2>(x)].fn++;
        e.exact["ALL"].fn++;
      }
    }
    // Tokens: each word labelled by the span covering it.
    const auto words = Words(gold[d].text);
    const auto gl = Label(words, gold_spans);
    const auto pl = Label(words, pred);
    for (std::size_t w = 0; w < words.size(); ++w) {
      if (!pl[w].empty()) {
        const bool hit = pl[w] == gl[w];
        (hit ? e.token[pl[w]].tp : e.token[pl[w]].fp)++;
        (hit ? e.token["ALL"].tp : e.token["ALL"].fp)++;
      }
      if (!gl[w].empty() && pl[w] != gl[w]) {
        e.token[gl[w]].fn++;
        e.token["ALL"].fn++;
      }
    }
    // Mentions covered by any detection (masking recall), by identifier type.
    // Courtesy titles ("Mr", "Dr") identify nobody; TAB's spans include them,
    // Presidio's and ours do not, so they are not required to be covered.
    for (const auto& m : gold[d].mentions) {
      if (m.identifier_type.empty()) continue;
      bool covered = true, any = false;
      for (std::size_t w = 0; w < words.size(); ++w) {
        const std::string_view word = std::string_view(gold[d].text).substr(words[w].first, words[w].second - words[w].first);
        if (internal::IsTitle(word)) continue;
        if (words[w].first >= m.span.start && words[w].second <= m.span.end) {
          any = true;
          covered = covered && !pl[w].empty();
        }
      }
      auto& [hit, total] = e.mention_recall[m.identifier_type];
      ++total;
      if (any && covered) ++hit;
      // Half of the mention's characters (code points) under any detection.
      std::uint64_t chars = 0, under = 0;
      for (std::size_t b = m.span.start; b < m.span.end; ++b) {
        if (utf8::IsContinuation(static_cast<unsigned char>(gold[d].text[b]))) continue;
        ++chars;
        under += std::any_of(pred.begin(), pred.end(), [&](const Span& s) { return s.start <= b && b < s.end; });
      }
      const bool half = 2 * under >= chars;
      const bool to_mask = m.identifier_type == "DIRECT" || m.identifier_type == "QUASI";
      for (auto* tally : {&e.mention_half_recall[m.identifier_type], &e.every_half_recall_by_type[m.span.type],
                          to_mask ? &e.masked_half_recall_by_type[m.span.type] : nullptr}) {
        if (tally == nullptr) continue;
        ++tally->second;
        tally->first += half;
      }
    }
    if (gold[d].annotators > 0) {
      for (const Span& s : pred) {
        ++e.detections_on_identifiers.second;
        e.detections_on_identifiers.first += std::any_of(gold[d].mentions.begin(), gold[d].mentions.end(), [&](const GoldMention& m) {
          return (m.identifier_type == "DIRECT" || m.identifier_type == "QUASI") && s.start < m.span.end &&
                 m.span.start < s.end;
        });
      }
    }
  }
  if (std::any_of(gold.begin(), gold.end(), [](const GoldDocument& g) { return g.annotators > 0; })) {
    e.tab = EvaluateTab(gold, predicted);
  }
  return e;
}

std::string FormatEvaluation(const Evaluation& e) {
  std::string out = fmt::format("{:<16} {:>9} {:>9} {:>9} {:>7} | {:>9} {:>9} {:>9}\n", "type", "exact P", "exact R",
                                "exact F1", "gold", "token P", "token R", "token F1");
  std::set<std::string> types;
  for (const auto& [t, c] : e.exact) types.insert(t);
  for (const auto& [t, c] : e.token) types.insert(t);
  types.erase("ALL");
  auto row = [&](const std::string& t) {
    const Counts x = e.exact.contains(t) ? e.exact.at(t) : Counts{};
    const Counts k = e.token.contains(t) ? e.token.at(t) : Counts{};
    out += fmt::format("{:<16} {:>9.3f} {:>9.3f} {:>9.3f} {:>7} | {:>9.3f} {:>9.3f} {:>9.3f}\n", t, x.precision(),
                       x.recall(), x.f1(), x.tp + x.fn, k.precision(), k.recall(), k.f1());
  };
  for (const auto& t : types) row(t);
  row("ALL");
  for (const auto& [kind, tally] : e.mention_recall) {
    out += fmt::format("recall of {} identifiers (mentions fully covered): {}\n", kind, FormatTally(tally));
  }
  for (const auto& [kind, tally] : e.mention_half_recall) {
    out += fmt::format("recall of {} identifiers (half of each mention covered): {}\n", kind, FormatTally(tally));
  }
  if (!e.every_half_recall_by_type.empty()) {
    out += "recall by entity type (half of each mention covered):\n";
    out += fmt::format("  {:<14} {:<22} {}\n", "type", "DIRECT or QUASI", "every mention");
    for (const auto& [type, every] : e.every_half_recall_by_type) {
      const auto masked = e.masked_half_recall_by_type.find(type);
      out += fmt::format("  {:<14} {:<22} {}\n", type,
                         masked == e.masked_half_recall_by_type.end() ? "-" : FormatTally(masked->second),
                         FormatTally(every));
    }
  }
  if (e.detections_on_identifiers.second > 0) {
    out += fmt::format("detections on a DIRECT or QUASI mention: {}\n", FormatTally(e.detections_on_identifiers));
  }
  if (e.tab) {
    const TabMetrics& t = *e.tab;
    auto line = [&](const char* name, const TabRatio& r) {
      out += fmt::format("TAB {:<36} {:.3f} ({}/{})\n", name, r.value(), r.hit, r.total);
    };
    out += "TAB metrics (every annotator, micro-averaged):\n";
    line("entity recall, DIRECT (ER_di)", t.entity_recall_direct);
    line("entity recall, QUASI (ER_qi)", t.entity_recall_quasi);
    line("token recall, all identifiers", t.token_recall);
    line("token recall, DIRECT", t.token_recall_direct);
    line("token recall, QUASI", t.token_recall_quasi);
    for (const auto& [type, r] : t.token_recall_by_type) line(("token recall, " + type).c_str(), r);
    out += fmt::format("TAB {:<36} {:.3f}\n", "token precision (uniform weights)", t.precision());
  }
  return out;
}

Json EvaluationJson(const Evaluation& e) {
  auto counts = [](const std::map<std::string, Counts>& m) {
    Json j = Json::object();
    for (const auto& [t, c] : m) {
      j[t] = {{"tp", c.tp}, {"fp", c.fp}, {"fn", c.fn}, {"precision", c.precision()}, {"recall", c.recall()}, {"f1", c.f1()}};
    }
    return j;
  };
  Json j = {{"exact", counts(e.exact)}, {"token", counts(e.token)}};
  for (const auto& [key, tallies] : {std::pair{"mention_recall", &e.mention_recall},
                                     std::pair{"mention_half_recall", &e.mention_half_recall},
                                     std::pair{"masked_half_recall_by_type", &e.masked_half_recall_by_type},
                                     std::pair{"every_half_recall_by_type", &e.every_half_recall_by_type}}) {
    for (const auto& [name, tally] : *tallies) j[key][name] = TallyJson(tally);
  }
  if (const auto [on, all] = e.detections_on_identifiers; all > 0) {
    j["detections_on_identifiers"] = {{"on", on}, {"total", all}, {"share", static_cast<double>(on) / all}};
  }
  if (e.tab) {
    auto ratio = [](const TabRatio& r) { return Json{{"masked", r.hit}, {"total", r.total}, {"recall", r.value()}}; };
    Json by_type = Json::object();
    for (const auto& [t, r] : e.tab->token_recall_by_type) by_type[t] = ratio(r);
    j["tab"] = {{"entity_recall_direct", ratio(e.tab->entity_recall_direct)},
                {"entity_recall_quasi", ratio(e.tab->entity_recall_quasi)},
                {"token_recall", ratio(e.tab->token_recall)},
                {"token_recall_direct", ratio(e.tab->token_recall_direct)},
                {"token_recall_quasi", ratio(e.tab->token_recall_quasi)},
                {"token_recall_by_type", by_type},
                {"token_precision_uniform", e.tab->precision()}};
  }
  return j;
}

}  // namespace privtext::detect
