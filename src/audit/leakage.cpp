// Leakage of identifiers: PIPP and ELP (seed 004 §3.4) and the table of
// unencrypted vs encrypted mentions per type (seed 000, A.4).
#include <cctype>
#include <cstdlib>
#include <set>

#include "privtext/audit.h"
#include "privtext/protect.h"

namespace privtext::audit {
namespace {

std::string Fold(std::string_view text) { return utf8::CaseFold(text); }

// A byte that belongs to a word: ASCII letters and digits, and every byte of
// a non-ASCII character (letters of other scripts).
bool WordByte(char c) { return std::isalnum(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80; }

// Occurrences of `needle` in `haystack`, non-overlapping, left to right.
std::size_t CountMatches(std::string_view haystack, std::string_view needle, bool whole_words, bool first_only) {
  if (needle.empty()) return 0;
  std::size_t count = 0;
  for (std::size_t pos = haystack.find(needle); pos != std::string_view::npos;) {
    const std::size_t end = pos + needle.size();
    const bool left_ok = !whole_words || pos == 0 || !WordByte(haystack[pos - 1]) || !WordByte(needle.front());
    const bool right_ok = !whole_words || end == haystack.size() || !WordByte(haystack[end]) || !WordByte(needle.back());
    if (left_ok && right_ok) {
      ++count;
      if (first_only) return count;
      pos = haystack.find(needle, end);
    } else {
      pos = haystack.find(needle, pos + 1);
    }
  }
  return count;
}

std::string Prepare(std::string_view s, const MatchOptions& o) { return o.case_insensitive ? Fold(s) : std::string(s); }

// "PERSON" -> "Person"; labels already in that form stay as they are.
std::string RowType(std::string_view type) {
  for (char c : type) {
    if (std::islower(static_cast<unsigned char>(c))) return std::string(type);
  }
  return protect::TypeLabel(type);
}

}  // namespace

bool ContainsEntity(std::string_view text, std::string_view entity, const MatchOptions& options) {
  return CountMatches(Prepare(text, options), Prepare(entity, options), options.whole_words, true) > 0;
}

Result<LeakageResult> InContextLeakage(const std::vector<std::string>& outputs,
                                       const std::vector<std::vector<std::string>>& entities,
                                       const MatchOptions& options) {
  if (outputs.size() != entities.size()) {
    return MakeError(ErrorCode::kInvalidArgument, "one entity list per output is needed (" +
                                                      std::to_string(outputs.size()) + " outputs, " +
                                                      std::to_string(entities.size()) + " lists)");
  }
  LeakageResult r;
  r.outputs = outputs.size();
  double elp_sum = 0;
  std::size_t elp_count = 0;
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    const std::string text = Prepare(outputs[i], options);
    std::set<std::string> context;
    for (const auto& e : entities[i]) {
      if (!e.empty()) context.insert(Prepare(e, options));
    }
    std::size_t leaked = 0;
    for (const auto& e : context) leaked += CountMatches(text, e, options.whole_words, true);
    r.entities += context.size();
    r.leaked_entities += leaked;
    r.leaking_outputs += leaked > 0;
    if (!context.empty()) {
      elp_sum += static_cast<double>(leaked) / static_cast<double>(context.size());
      ++elp_count;
    }
  }
  r.pipp = r.outputs == 0 ? 0 : static_cast<double>(r.leaking_outputs) / static_cast<double>(r.outputs);
  r.elp = elp_count == 0 ? 0 : elp_sum / static_cast<double>(elp_count);
  return r;
}

LeakageResult TrainingSetLeakage(const std::vector<std::string>& outputs, const std::vector<std::string>& entities,
                                 const std::vector<std::string>& types, const MatchOptions& options) {
  std::map<std::string, std::string> unique;  // prepared entity -> type
  for (std::size_t i = 0; i < entities.size(); ++i) {
    if (!entities[i].empty()) unique.emplace(Prepare(entities[i], options), i < types.size() ? types[i] : "");
  }
  std::vector<std::string> prepared;
  for (const auto& o : outputs) prepared.push_back(Prepare(o, options));
  LeakageResult r;
  r.outputs = outputs.size();
  r.entities = unique.size();
  std::vector<bool> leaking(outputs.size(), false);
  for (const auto& [entity, type] : unique) {
    bool leaked = false;
    for (std::size_t i = 0; i < prepared.size(); ++i) {
      if (CountMatches(prepared[i], entity, options.whole_words, true) > 0) leaked = leaking[i] = true;
    }
    if (leaked) {
      ++r.leaked_entities;
      if (!type.empty()) ++r.leaked_by_type[type];
    }
  }
  for (bool l : leaking) r.leaking_outputs += l;
  r.pipp = r.outputs == 0 ? 0 : static_cast<double>(r.leaking_outputs) / static_cast<double>(r.outputs);
  r.elp = r.entities == 0 ? 0 : static_cast<double>(r.leaked_entities) / static_cast<double>(r.entities);
  return r;
}

Result<std::vector<MentionRow>> EncryptedMentionTable(const std::vector<std::string>& texts,
                                                      const std::vector<std::pair<std::string, std::string>>& known,
                                                      std::string_view token_template, const MatchOptions& options) {
  auto format = protect::TokenFormat::Parse(token_template);
  if (!format) return std::unexpected(format.error());
  std::map<std::string, MentionRow> rows;
  std::map<std::string, std::string> values;  // prepared value -> row type (deduplicated)
  for (const auto& [value, type] : known) {
    if (!value.empty()) values.emplace(Prepare(value, options), RowType(type));
  }
  for (const auto& text : texts) {
    for (const auto& token : format->Scan(text)) {
      const std::string type = RowType(token.label);
      rows[type].type = type;
      ++rows[type].encrypted;
    }
    const std::string prepared = Prepare(text, options);
    for (const auto& [value, type] : values) {
      const std::size_t n = CountMatches(prepared, value, options.whole_words, false);
      if (n == 0) continue;
      rows[type].type = type;
      rows[type].unencrypted += n;
    }
  }
  std::vector<MentionRow> out;
  for (auto& [type, row] : rows) out.push_back(row);
  return out;
}

}  // namespace privtext::audit
