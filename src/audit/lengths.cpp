// Length distributions of texts (seed 003 compares real and synthetic).
#include <algorithm>
#include <cmath>
#include <sstream>

#include "privtext/audit.h"

namespace privtext::audit {

LengthSummary SummarizeLengths(const std::vector<std::string>& texts) {
  LengthSummary s;
  s.count = texts.size();
  if (texts.empty()) return s;
  std::vector<std::size_t> words;
  for (const auto& t : texts) {
    std::istringstream in(t);
    std::string w;
    std::size_t n = 0;
    while (in >> w) ++n;
    words.push_back(n);
  }
  std::sort(words.begin(), words.end());
  double sum = 0;
  for (auto w : words) sum += static_cast<double>(w);
  s.mean = sum / static_cast<double>(words.size());
  double ss = 0;
  for (auto w : words) ss += (static_cast<double>(w) - s.mean) * (static_cast<double>(w) - s.mean);
  s.stddev = words.size() > 1 ? std::sqrt(ss / static_cast<double>(words.size() - 1)) : 0;
  // Lower quantiles: the element at floor(q (n - 1)) of the sorted counts.
  auto at = [&](double q) { return words[static_cast<std::size_t>(std::floor(q * static_cast<double>(words.size() - 1)))]; };
  s.min = words.front();
  s.p25 = at(0.25);
  s.median = at(0.5);
  s.p75 = at(0.75);
  s.max = words.back();
  return s;
}

}  // namespace privtext::audit
