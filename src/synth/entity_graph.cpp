// The weighted entity graph of seed 000 §3.3 and its k-tuples.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

#include "privtext/synth.h"

namespace privtext::synth {

std::vector<std::string> SplitSentences(std::string_view text) {
  std::vector<std::string> out;
  std::string current;
  auto flush = [&] {
    std::size_t a = 0, b = current.size();
    while (a < b && std::isspace(static_cast<unsigned char>(current[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(current[b - 1]))) --b;
    if (b > a) out.push_back(current.substr(a, b - a));
    current.clear();
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    current.push_back(c);
    const bool next_space = i + 1 < text.size() && std::isspace(static_cast<unsigned char>(text[i + 1]));
    const bool blank_line = c == '\n' && i + 1 < text.size() && text[i + 1] == '\n';
    if (((c == '.' || c == '!' || c == '?') && (next_space || i + 1 == text.size())) || blank_line) flush();
  }
  flush();
  return out;
}

EntityGraph CooccurrenceGraph(std::string_view text, const std::vector<std::string>& entities) {
  const std::size_t n = entities.size();
  EntityGraph g{entities, std::vector<std::vector<double>>(n, std::vector<double>(n, 0.0))};
  const auto sentences = SplitSentences(text);
  if (sentences.empty()) return g;
  std::vector<std::vector<bool>> in(n, std::vector<bool>(sentences.size(), false));
  std::vector<double> count(n, 0);
  for (std::size_t e = 0; e < n; ++e) {
    for (std::size_t s = 0; s < sentences.size(); ++s) {
      if (!entities[e].empty() && sentences[s].find(entities[e]) != std::string::npos) {
        in[e][s] = true;
        ++count[e];
      }
    }
  }
  const double total = static_cast<double>(sentences.size());
  for (std::size_t a = 0; a < n; ++a) {
    for (std::size_t b = a + 1; b < n; ++b) {
      double both = 0;
      for (std::size_t s = 0; s < sentences.size(); ++s) both += in[a][s] && in[b][s];
      double w = 0;  // never together: NPMI -1
      if (both > 0) {
        const double pab = both / total, pa = count[a] / total, pb = count[b] / total;
        const double npmi = pab >= 1 ? 1.0 : std::log(pab / (pa * pb)) / -std::log(pab);
        w = (std::clamp(npmi, -1.0, 1.0) + 1) / 2;
      }
      g.weight[a][b] = g.weight[b][a] = w;
    }
  }
  return g;
}

std::vector<EntityTuple> BuildTuples(const EntityGraph& g, double threshold, int max_length) {
  std::vector<EntityTuple> out;
  std::set<std::vector<std::size_t>> seen;
  const std::size_t n = g.entities.size();
  for (std::size_t a = 0; a < n; ++a) {
    std::vector<std::size_t> neighbours;
    for (std::size_t b = 0; b < n; ++b) {
      if (b != a && g.weight[a][b] >= threshold) neighbours.push_back(b);
    }
    std::stable_sort(neighbours.begin(), neighbours.end(),
                     [&](std::size_t x, std::size_t y) { return g.weight[a][x] > g.weight[a][y]; });
    double sum = 0;
    for (std::size_t k = 0; k < neighbours.size() && static_cast<int>(k) + 2 <= max_length; ++k) {
      sum += g.weight[a][neighbours[k]];
      EntityTuple t;
      t.members.push_back(a);
      t.members.insert(t.members.end(), neighbours.begin(), neighbours.begin() + static_cast<long>(k) + 1);
      t.strength = sum / static_cast<double>(k + 1);
      std::vector<std::size_t> key = t.members;
      std::sort(key.begin(), key.end());
      if (seen.insert(key).second) out.push_back(std::move(t));
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const EntityTuple& x, const EntityTuple& y) {
    return x.strength > y.strength || (x.strength == y.strength && x.members < y.members);
  });
  return out;
}

}  // namespace privtext::synth
