// Normalised word-level Levenshtein distance of content words (seed 001,
// §4.4.2 and A.1). The seed removes function words by spaCy part-of-speech
// tags; without a tagger, a fixed list of the English words of those
// classes (AUX, PRON, DET, PART, ADP, CCONJ, SCONJ, INTJ) stands in, and
// punctuation (Unicode P*) at either end of a token is removed.
#include <algorithm>
#include <cctype>
#include <set>

#include <utf8proc.h>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

const std::set<std::string, std::less<>>& FunctionWords() {
  static const std::set<std::string, std::less<>> words = {
      // AUX
      "am", "are", "be", "been", "being", "can", "could", "did", "do", "does", "had", "has", "have", "having", "is",
      "may", "might", "must", "ought", "shall", "should", "was", "were", "will", "would", "'s", "'re", "'ve", "'d",
      "'ll", "'m", "ca", "wo", "sha",
      // PRON
      "i", "me", "my", "mine", "myself", "you", "your", "yours", "yourself", "yourselves", "he", "him", "his",
      "himself", "she", "her", "hers", "herself", "it", "its", "itself", "we", "us", "our", "ours", "ourselves",
      "they", "them", "their", "theirs", "themselves", "who", "whom", "whose", "whoever", "whomever", "someone",
      "somebody", "something", "anyone", "anybody", "anything", "everyone", "everybody", "everything", "nobody",
      "nothing", "none", "oneself", "y'all",
      // DET
      "a", "an", "the", "this", "that", "these", "those", "some", "any", "each", "every", "no", "all", "both",
      "either", "neither", "another", "such", "which", "what", "whatever", "whichever", "whatsoever",
      // PART
      "to", "not", "n't", "'",
      // ADP
      "of", "in", "on", "at", "by", "for", "with", "about", "against", "between", "into", "through", "during",
      "before", "after", "above", "below", "from", "up", "down", "out", "off", "over", "under", "upon", "within",
      "without", "along", "across", "behind", "beyond", "among", "amongst", "around", "near", "toward", "towards",
      "via", "per", "despite", "except", "inside", "outside", "onto", "throughout", "underneath", "beside",
      "besides", "beneath", "amid", "than", "like", "unlike", "versus", "vs", "till", "until", "since", "as",
      // CCONJ
      "and", "or", "but", "nor", "yet", "plus", "&",
      // SCONJ
      "if", "because", "while", "whilst", "although", "though", "whether", "unless", "whereas", "once", "so",
      "lest", "whereby", "wherever", "whenever",
      // INTJ
      "oh", "ah", "aha", "yes", "hey", "hello", "hi", "please", "wow", "uh", "um", "oops", "alas", "okay", "ok"};
  return words;
}

// The code point at the start (or end) of `token` when it is punctuation
// (Unicode categories P*); `size` gets its length in bytes.
bool PunctuationAt(std::string_view token, bool at_end, std::size_t* size) {
  std::size_t start = 0;
  if (at_end) {
    start = token.size() - 1;
    while (start > 0 && utf8::IsContinuation(token[start])) --start;
  }
  std::size_t pos = start;
  utf8proc_int32_t cp = 0;
  const auto n = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(token.data() + pos),
                                  static_cast<utf8proc_ssize_t>(token.size() - pos), &cp);
  if (n <= 0) return false;
  *size = static_cast<std::size_t>(n);
  switch (utf8proc_category(cp)) {
    case UTF8PROC_CATEGORY_PC: case UTF8PROC_CATEGORY_PD: case UTF8PROC_CATEGORY_PS: case UTF8PROC_CATEGORY_PE:
    case UTF8PROC_CATEGORY_PI: case UTF8PROC_CATEGORY_PF: case UTF8PROC_CATEGORY_PO:
      return true;
    default:
      return false;
  }
}

// "U.S.", "e.g.": letters each followed by a dot.
bool IsAbbreviation(std::string_view token) {
  if (token.size() < 4 || token.size() % 2 != 0) return false;
  for (std::size_t i = 0; i < token.size(); i += 2) {
    if (!std::isalpha(static_cast<unsigned char>(token[i])) || token[i + 1] != '.') return false;
  }
  return true;
}

}  // namespace

bool IsFunctionWord(std::string_view lower_word) { return FunctionWords().contains(lower_word); }

std::vector<std::string> ContentWords(std::string_view text) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    std::string_view token = text.substr(start, i - start);
    std::size_t n = 0;
    if (!IsAbbreviation(token)) {
      while (!token.empty() && PunctuationAt(token, false, &n)) token.remove_prefix(n);
      while (!token.empty() && PunctuationAt(token, true, &n)) token.remove_suffix(n);
    }
    if (token.empty()) continue;
    std::string lower(token);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    if (!IsFunctionWord(lower)) out.emplace_back(token);
  }
  return out;
}

double NormalizedLevenshtein(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  if (a.empty() && b.empty()) return 0;
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return static_cast<double>(row[b.size()]) / static_cast<double>(std::max(a.size(), b.size()));
}

double ContentLevenshtein(std::string_view reference, std::string_view candidate) {
  return NormalizedLevenshtein(ContentWords(reference), ContentWords(candidate));
}

}  // namespace privtext::audit
