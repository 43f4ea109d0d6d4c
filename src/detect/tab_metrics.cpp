// TAB's evaluation (Pilán et al., "The Text Anonymization Benchmark (TAB)",
// Computational Linguistics 2022, §6), written from its definitions: entity-
// and token-level recall of the identifiers to mask, and token-level
// precision counted against every annotator. Offsets are bytes here (TAB's
// are code points; the loader converts them).
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include <utf8proc.h>

#include "privtext/detect.h"

namespace privtext::detect {
namespace {

// Python's \w on str: letters, numbers (any script) and '_'.
bool IsWordChar(char32_t c) {
  if (c == '_') return true;
  switch (utf8proc_category(static_cast<utf8proc_int32_t>(c))) {
    case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL: case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM: case UTF8PROC_CATEGORY_LO: case UTF8PROC_CATEGORY_ND:
    case UTF8PROC_CATEGORY_NL: case UTF8PROC_CATEGORY_NO:
      return true;
    default:
      return false;
  }
}

struct CodePoint {
  std::size_t start, end;  // bytes
  char32_t c;
};

std::vector<CodePoint> Decode(std::string_view text, std::size_t from, std::size_t to) {
  std::vector<CodePoint> out;
  for (std::size_t pos = from; pos < to;) {
    const std::size_t start = pos;
    const char32_t c = utf8::DecodeAt(text, pos);
    out.push_back({start, pos, c});
  }
  return out;
}

// Runs of word characters in text[from, to): TAB's tokens (\w+).
std::vector<std::pair<std::size_t, std::size_t>> WordTokens(std::string_view text, std::size_t from, std::size_t to) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  const auto cps = Decode(text, from, to);
  for (std::size_t i = 0; i < cps.size();) {
    if (!IsWordChar(cps[i].c)) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < cps.size() && IsWordChar(cps[j].c)) ++j;
    out.emplace_back(cps[i].start, cps[j - 1].end);
    i = j;
  }
  return out;
}

// The words TAB does not require to be masked (whole words, any case).
bool IgnoredWord(std::string_view word) {
  static constexpr std::array<std::string_view, 29> kWords = {
      "mr", "mrs", "ms", "and", "or", "from", "until", "to", "about", "after", "as", "at", "before", "between",
      "by", "during", "for", "in", "into", "of", "on", "over", "since", "with", "the", "a", "an", "no", "nr"};
  if (word.size() > 7) return false;
  std::string lower(word);
  for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return std::find(kWords.begin(), kWords.end(), lower) != kWords.end();
}

bool IgnoredPunctuation(char32_t c) {
  static constexpr std::u32string_view kChars = U",.-;:/&()[]\u2013'\" \u2019\u201c\u201d";
  return kChars.find(c) != std::u32string_view::npos;
}

// Byte coverage of one document's masks.
class Coverage {
 public:
  Coverage(std::size_t size, const std::vector<Span>& masks) : covered_(size, false) {
    for (const Span& s : masks) {
      for (std::size_t i = s.start; i < std::min(s.end, size); ++i) covered_[i] = true;
    }
  }
  // TAB's is_mention_masked: every byte covered, except ignored punctuation,
  // spaces and ignored words, and an "s" after an apostrophe that follows a
  // word ("Smith's").
  bool Masked(std::string_view text, std::size_t start, std::size_t end) const {
    if (std::all_of(covered_.begin() + static_cast<std::ptrdiff_t>(start),
                    covered_.begin() + static_cast<std::ptrdiff_t>(end), [](bool b) { return b; })) {
      return true;
    }
    const auto cps = Decode(text, start, end);
    std::vector<bool> skip(cps.size(), false);
    for (std::size_t i = 0; i < cps.size();) {
      if (!IsWordChar(cps[i].c)) {
        skip[i] = IgnoredPunctuation(cps[i].c);
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < cps.size() && IsWordChar(cps[j].c)) ++j;
      const std::string_view word = text.substr(cps[i].start, cps[j - 1].end - cps[i].start);
      const bool possessive = j == i + 1 && (cps[i].c == 's' || cps[i].c == 'S') && i >= 2 &&
                              (cps[i - 1].c == '\'' || cps[i - 1].c == U'\u2019') && IsWordChar(cps[i - 2].c);
      if (IgnoredWord(word) || possessive) std::fill(skip.begin() + static_cast<std::ptrdiff_t>(i),
                                                     skip.begin() + static_cast<std::ptrdiff_t>(j), true);
      i = j;
    }
    for (std::size_t k = 0; k < cps.size(); ++k) {
      if (skip[k]) continue;
      for (std::size_t b = cps[k].start; b < cps[k].end; ++b) {
        if (!covered_[b]) return false;
      }
    }
    return true;
  }

 private:
  std::vector<bool> covered_;
};

}  // namespace

TabMetrics EvaluateTab(const std::vector<GoldDocument>& gold, const std::vector<std::vector<Span>>& masked) {
  TabMetrics m;
  for (std::size_t d = 0; d < gold.size() && d < masked.size(); ++d) {
    const GoldDocument& g = gold[d];
    const Coverage coverage(g.text.size(), masked[d]);
    for (const TabEntity& e : g.tab_entities) {
      if (!e.need_masking) continue;
      bool all = true;
      for (const auto& mention : e.mentions) {
        if (mention.mask && !coverage.Masked(g.text, mention.start, mention.end)) all = false;
        for (const auto& [s, t] : WordTokens(g.text, mention.start, mention.end)) {
          const bool hit = coverage.Masked(g.text, s, t);
          for (TabRatio* r : {&m.token_recall, e.direct ? &m.token_recall_direct : &m.token_recall_quasi,
                              &m.token_recall_by_type[e.type]}) {
            r->hit += hit;
            ++r->total;
          }
        }
      }
      TabRatio& er = e.direct ? m.entity_recall_direct : m.entity_recall_quasi;
      er.hit += all;
      ++er.total;
    }
    // Precision: each masked word token, against the annotators who masked
    // a mention covering it whole.
    std::vector<std::pair<std::size_t, std::size_t>> tokens;
    for (const Span& s : masked[d]) {
      const auto t = WordTokens(g.text, s.start, std::min(s.end, g.text.size()));
      tokens.insert(tokens.end(), t.begin(), t.end());
    }
    for (const auto& [s, t] : tokens) {
      std::vector<std::string> agree;
      for (const TabEntity& e : g.tab_entities) {
        if (!e.need_masking) continue;
        for (const auto& mention : e.mentions) {
          if (mention.mask && mention.start <= s && mention.end >= t &&
              std::find(agree.begin(), agree.end(), e.annotator) == agree.end()) {
            agree.push_back(e.annotator);
          }
        }
      }
      m.precision_hits += static_cast<double>(agree.size());
      m.precision_total += static_cast<double>(g.annotators);
    }
  }
  return m;
}

}  // namespace privtext::detect
