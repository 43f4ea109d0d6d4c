// n-gram statistics of a token sequence (seed 001, A.3, Tables 8 and 9).
#include <cmath>
#include <cstring>
#include <unordered_map>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

// n-gram keys: the token ids' bytes, so any n shares one hash map type.
using Counts = std::unordered_map<std::string, std::uint64_t>;

std::string Key(const std::vector<std::uint32_t>& ids, std::size_t start, int n) {
  return std::string(reinterpret_cast<const char*>(ids.data() + start), static_cast<std::size_t>(n) * 4);
}

NgramStats Stats(const std::vector<std::uint32_t>& ids, int n) {
  NgramStats s;
  s.n = n;
  if (ids.size() < static_cast<std::size_t>(n)) return s;
  Counts grams, contexts;
  for (std::size_t i = 0; i + n <= ids.size(); ++i) {
    ++grams[Key(ids, i, n)];
    if (n > 1) ++contexts[Key(ids, i, n - 1)];
  }
  s.total = ids.size() - n + 1;
  s.unique = grams.size();
  const double total = static_cast<double>(s.total), v = static_cast<double>(s.unique);
  double sum_c2 = 0, js = 0;
  for (const auto& [key, c] : grams) {
    const double p = static_cast<double>(c) / total;
    s.entropy -= p * std::log2(p);
    if (n > 1) {
      const double context = static_cast<double>(contexts[key.substr(0, key.size() - 4)]);
      s.conditional_entropy -= p * std::log2(static_cast<double>(c) / context);
    }
    sum_c2 += static_cast<double>(c) * static_cast<double>(c - 1);
    // Jensen-Shannon divergence to the uniform distribution over the same support.
    const double u = 1 / v, m = (p + u) / 2;
    js += 0.5 * p * std::log2(p / m) + 0.5 * u * std::log2(u / m);
  }
  if (n == 1) s.conditional_entropy = s.entropy;
  s.js_distance_to_uniform = std::sqrt(std::max(js, 0.0));
  // Unbiased estimate of sum p^2 is sum c(c-1) / (N(N-1)); its inverse is the EVS.
  s.effective_vocabulary = sum_c2 == 0 ? 0 : total * (total - 1) / sum_c2;
  return s;
}

}  // namespace

std::vector<NgramStats> ComputeNgramStats(const std::vector<std::string>& tokens, int max_n) {
  std::unordered_map<std::string, std::uint32_t> vocabulary;
  std::vector<std::uint32_t> ids;
  ids.reserve(tokens.size());
  for (const auto& t : tokens) {
    ids.push_back(vocabulary.emplace(t, static_cast<std::uint32_t>(vocabulary.size())).first->second);
  }
  std::vector<NgramStats> out;
  for (int n = 1; n <= max_n; ++n) out.push_back(Stats(ids, n));
  return out;
}

}  // namespace privtext::audit
