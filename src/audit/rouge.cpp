// ROUGE-N and ROUGE-L F1 as Google's rouge-score package computes them
// (seed 004, App. B), without stemming.
#include <algorithm>
#include <map>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

RougeScore Score(std::size_t overlap, std::size_t reference, std::size_t candidate) {
  RougeScore s;
  s.precision = candidate == 0 ? 0 : static_cast<double>(overlap) / static_cast<double>(candidate);
  s.recall = reference == 0 ? 0 : static_cast<double>(overlap) / static_cast<double>(reference);
  s.f1 = s.precision + s.recall == 0 ? 0 : 2 * s.precision * s.recall / (s.precision + s.recall);
  return s;
}

std::map<std::vector<std::string>, std::size_t> Ngrams(const std::vector<std::string>& tokens, int n) {
  std::map<std::vector<std::string>, std::size_t> counts;
  for (std::size_t i = 0; i + static_cast<std::size_t>(n) <= tokens.size(); ++i) {
    ++counts[std::vector<std::string>(tokens.begin() + i, tokens.begin() + i + n)];
  }
  return counts;
}

std::size_t LcsLength(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::size_t> row(b.size() + 1, 0);
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = 0;  // row[j - 1] of the previous row
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = a[i - 1] == b[j - 1] ? diagonal + 1 : std::max(row[j], row[j - 1]);
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

std::vector<std::string> RougeTokens(std::string_view text) {
  std::vector<std::string> tokens;
  std::string current;
  for (char c : text) {
    const char lower = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    if ((lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9')) {
      current.push_back(lower);
    } else if (!current.empty()) {
      tokens.push_back(std::move(current));
      current.clear();
    }
  }
  if (!current.empty()) tokens.push_back(std::move(current));
  return tokens;
}

RougeScore RougeN(std::string_view reference, std::string_view candidate, int n) {
  const auto ref = Ngrams(RougeTokens(reference), n), cand = Ngrams(RougeTokens(candidate), n);
  std::size_t overlap = 0, ref_total = 0, cand_total = 0;
  for (const auto& [gram, count] : ref) {
    ref_total += count;
    if (auto it = cand.find(gram); it != cand.end()) overlap += std::min(count, it->second);
  }
  for (const auto& [gram, count] : cand) cand_total += count;
  return Score(overlap, ref_total, cand_total);
}

RougeScore RougeL(std::string_view reference, std::string_view candidate) {
  const auto ref = RougeTokens(reference), cand = RougeTokens(candidate);
  if (ref.empty() || cand.empty()) return {};
  return Score(LcsLength(ref, cand), ref.size(), cand.size());
}

CopyingScore MaxRouge(const std::vector<std::string>& references, std::string_view candidate) {
  CopyingScore best;
  for (std::size_t i = 0; i < references.size(); ++i) {
    const double r2 = RougeN(references[i], candidate, 2).f1, rl = RougeL(references[i], candidate).f1;
    if (r2 > best.rouge2) best.rouge2 = r2, best.best_rouge2 = i;
    if (rl > best.rougeL) best.rougeL = rl, best.best_rougeL = i;
  }
  return best;
}

}  // namespace privtext::audit
