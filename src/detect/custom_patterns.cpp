// Patterns of the user's own: checked, read from a file, compiled and found.
#include <algorithm>
#include <charconv>
#include <sstream>

#include <fmt/format.h>

#include "patterns.h"

namespace privtext::detect {
namespace internal {
namespace {

// Upper-case words of letters and digits joined by single underscores: the
// token label made from it (EMPLOYEE_ID -> EmployeeId) reads back to it.
bool IsTypeName(std::string_view type) {
  bool word_start = true;
  for (const char c : type) {
    const bool letter = c >= 'A' && c <= 'Z', digit = c >= '0' && c <= '9';
    if (c == '_' && !word_start) {
      word_start = true;
    } else if (letter || (digit && !word_start)) {
      word_start = false;
    } else {
      return false;
    }
  }
  return !word_start;
}

}  // namespace

std::string CustomPatternProblem(const CustomPattern& pattern) {
  if (!IsTypeName(pattern.type)) {
    return "type \"" + pattern.type + "\" is not upper-case words of letters and digits joined by '_' (EMPLOYEE_ID)";
  }
  if (!(pattern.score >= 0 && pattern.score <= 1)) return fmt::format("score {} is not between 0 and 1", pattern.score);
  if (pattern.regex.empty()) return "the regex is empty";
  const RE2 re(pattern.regex, PatternOptions());
  if (!re.ok()) return "the regex does not compile: " + re.error();
  return "";
}

Result<std::unique_ptr<CustomPatternSet>> CustomPatternSet::Compile(const std::vector<CustomPattern>& patterns) {
  std::unique_ptr<CustomPatternSet> set(new CustomPatternSet());
  for (std::size_t i = 0; i < patterns.size(); ++i) {
    const CustomPattern& p = patterns[i];
    if (const std::string problem = CustomPatternProblem(p); !problem.empty()) {
      return MakeError(ErrorCode::kInvalidArgument,
                       "pattern " + std::to_string(i) + " (" + p.type + "): " + problem);
    }
    std::vector<std::string> context;
    for (const std::string& word : p.context) context.push_back(AsciiLower(word));
    set->defs_.push_back({p.type, "custom_pattern", p.regex, p.score, std::move(context), Validator::kNone});
    set->regexes_.push_back(std::make_unique<RE2>(p.regex, PatternOptions()));
  }
  return set;
}

void CustomPatternSet::Find(std::string_view text, std::vector<Candidate>* out) const {
  const re2::StringPiece input(text.data(), text.size());
  for (std::size_t i = 0; i < defs_.size(); ++i) {
    ForEachMatch(*regexes_[i], input, 0, text.size(),
                 [&](std::size_t start, std::size_t end) { out->push_back({start, end, &defs_[i]}); });
  }
}

bool CustomPatternSet::HasType(std::string_view type) const {
  return std::any_of(defs_.begin(), defs_.end(), [&](const PatternDef& d) { return d.type == type; });
}

}  // namespace internal

Result<std::vector<CustomPattern>> ReadPatterns(const std::string& path) {
  auto text = ReadFile(path);
  if (!text) return std::unexpected(text.error());
  std::vector<CustomPattern> out;
  std::istringstream in(*text);
  std::size_t line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const std::string where = path + ":" + std::to_string(line_no);
    if (auto st = utf8::Validate(line, where); !st) return std::unexpected(st.error());
    std::vector<std::string> fields;
    for (std::size_t from = 0;;) {
      const auto tab = line.find('\t', from);
      fields.push_back(line.substr(from, tab == std::string::npos ? std::string::npos : tab - from));
      if (tab == std::string::npos) break;
      from = tab + 1;
    }
    if (fields.size() < 2 || fields.size() > 4) {
      return MakeError(ErrorCode::kInvalidInput,
                       where + ": expected TYPE<TAB>REGEX, then optionally <TAB>SCORE and <TAB>context words");
    }
    CustomPattern p{fields[0], fields[1], 0.85, {}};
    if (fields.size() > 2 && !fields[2].empty()) {
      const std::string& score = fields[2];
      const auto [end, error] = std::from_chars(score.data(), score.data() + score.size(), p.score);
      if (error != std::errc() || end != score.data() + score.size()) {
        return MakeError(ErrorCode::kInvalidInput, where + ": score \"" + score + "\" is not a number");
      }
    }
    if (fields.size() > 3) {
      std::string words = fields[3];
      std::replace(words.begin(), words.end(), ',', ' ');
      std::istringstream split(words);
      for (std::string word; split >> word;) p.context.push_back(word);
    }
    if (const std::string problem = internal::CustomPatternProblem(p); !problem.empty()) {
      return MakeError(ErrorCode::kInvalidInput, where + ": " + problem);
    }
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace privtext::detect
