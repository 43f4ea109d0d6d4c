#include <algorithm>

#include "privtext/audit.h"

namespace privtext::audit {

CopyingReport MeasureCopying(const std::vector<std::string>& references, const std::vector<std::string>& outputs) {
  CopyingReport r;
  r.references = references.size();
  for (const auto& text : outputs) {
    OutputCopying o{MaxRouge(references, text), 1};
    for (const auto& ref : references) o.min_levenshtein = std::min(o.min_levenshtein, ContentLevenshtein(ref, text));
    r.mean_rouge2 += o.rouge.rouge2, r.mean_rougeL += o.rouge.rougeL, r.mean_min_levenshtein += o.min_levenshtein;
    r.max_rouge2 = std::max(r.max_rouge2, o.rouge.rouge2), r.max_rougeL = std::max(r.max_rougeL, o.rouge.rougeL);
    r.per_output.push_back(o);
  }
  if (!outputs.empty()) {
    const auto n = static_cast<double>(outputs.size());
    r.mean_rouge2 /= n, r.mean_rougeL /= n, r.mean_min_levenshtein /= n;
  }
  return r;
}

}  // namespace privtext::audit
