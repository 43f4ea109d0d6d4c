// The data filter of seed 000 §3.3: outputs with tokens that do not decrypt
// or belong to another document, plaintext identifiers, refusals,
// near-duplicates or the wrong form are dropped, each for one reason.
#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

// Lower-case words without surrounding punctuation, so that "full." and
// "full!" are one word for the duplicate check.
std::vector<std::string> Words(std::string_view text) {
  std::istringstream in{utf8::CaseFold(text)};
  std::vector<std::string> words;
  for (std::string w; in >> w;) {
    std::size_t a = 0, b = w.size();
    while (a < b && std::ispunct(static_cast<unsigned char>(w[a]))) ++a;
    while (b > a && std::ispunct(static_cast<unsigned char>(w[b - 1]))) --b;
    if (b > a) words.push_back(w.substr(a, b - a));
  }
  return words;
}

std::set<std::string> Shingles(std::string_view text) {
  const auto words = Words(text);
  std::set<std::string> out;
  for (std::size_t i = 0; i + 5 <= words.size(); ++i) {
    std::string s;
    for (std::size_t k = i; k < i + 5; ++k) s += words[k] + " ";
    out.insert(std::move(s));
  }
  if (out.empty() && !words.empty()) {
    std::string all;
    for (const auto& w : words) all += w + " ";
    out.insert(all);
  }
  return out;
}

bool NearDuplicate(std::string_view text, const std::vector<std::string>& kept) {
  const auto a = Shingles(text);
  for (const auto& k : kept) {
    const auto b = Shingles(k);
    std::size_t common = 0;
    for (const auto& s : a) common += b.count(s);
    const std::size_t all = a.size() + b.size() - common;
    if (all > 0 && static_cast<double>(common) / static_cast<double>(all) >= 0.8) return true;
  }
  return false;
}

// A small model may loop: the same sentence again and again. Such a text
// teaches its loop, not the document.
bool Repetitive(std::string_view text) {
  const auto words = Words(text);
  if (words.size() < 20) return false;
  return static_cast<double>(Shingles(text).size()) < 0.6 * static_cast<double>(words.size() - 4);
}

// Words other than the tokens: a list of tokens, or tokens strung together
// by a word or two, is no text to learn from.
std::size_t OwnWords(std::string_view text, const TokenCheck& tokens) {
  const auto found = tokens.tokens ? tokens.tokens(text) : std::vector<std::string>();
  std::size_t in_tokens = 0;  // a token has no space in it: one word each time it occurs
  for (const auto& t : std::set<std::string>(found.begin(), found.end())) {
    for (std::size_t at = text.find(t); at != std::string_view::npos; at = text.find(t, at + t.size())) ++in_tokens;
  }
  const std::size_t words = Words(text).size();
  return words > in_tokens ? words - in_tokens : 0;
}

bool Refusal(std::string_view text) {
  static const char* kPhrases[] = {"i cannot", "i can't", "i can not", "i'm sorry", "i am sorry", "as an ai",
                                   "i am unable", "i'm unable", "i won't", "i will not provide"};
  const std::string lower = utf8::CaseFold(text.substr(0, 200));
  return std::any_of(std::begin(kPhrases), std::end(kPhrases),
                     [&](const char* p) { return lower.find(p) != std::string::npos; });
}

bool RightForm(OutputKind kind, std::string_view text, const std::vector<std::string>& expected) {
  auto mentions = [&](const std::string& e) { return text.find(e) != std::string_view::npos; };
  switch (kind) {
    case OutputKind::kQa: return text.find("A:") != std::string_view::npos;
    case OutputKind::kDescription: return expected.empty() || mentions(expected.front());
    case OutputKind::kRelation:
      return std::count_if(expected.begin(), expected.end(), mentions) >= std::min<std::ptrdiff_t>(2, expected.size());
  }
  return true;
}

}  // namespace

FilterReason FilterOutput(const SourceDocument& doc, OutputKind kind, std::string_view text,
                          const std::vector<std::string>& expected, const std::vector<std::string>& kept,
                          const TokenCheck& tokens, const PlaintextCheck& plaintext) {
  if (Words(text).size() < 5) return FilterReason::kOffInstruction;
  // Privacy first: a broken or foreign token, or an identifier in plaintext.
  const auto classes = tokens.classify ? tokens.classify(doc.id, text) : std::vector<int>();
  if (std::count(classes.begin(), classes.end(), 1) > 0) return FilterReason::kBadToken;
  if (std::count(classes.begin(), classes.end(), 2) > 0) return FilterReason::kOtherDocument;
  const std::string lower = utf8::CaseFold(text);
  for (const auto& v : doc.private_values) {
    if (v.size() >= 3 && lower.find(utf8::CaseFold(v)) != std::string::npos) return FilterReason::kPlaintextPii;
  }
  if (const FilterReason found = plaintext ? plaintext(doc, text) : FilterReason::kKept; found != FilterReason::kKept) {
    return found;
  }
  if (Refusal(text)) return FilterReason::kRefusal;
  if (!RightForm(kind, text, expected) || Repetitive(text) || OwnWords(text, tokens) < 3) {
    return FilterReason::kOffInstruction;
  }
  if (NearDuplicate(text, kept)) return FilterReason::kDuplicate;
  return FilterReason::kKept;
}

}  // namespace privtext::synth
