#include <algorithm>
#include <mutex>

#include "privtext/detect.h"

namespace privtext::detect {

Status DetectDocument(const Detector& detector, model::Generator* ner, Document& doc) {
  std::vector<Span> spans = detector.Detect(doc.text);
  if (ner != nullptr) {
    static std::mutex ner_mutex;
    Result<std::vector<Span>> found = [&] {
      std::lock_guard<std::mutex> lock(ner_mutex);
      return ModelEntities(*ner, doc.text);
    }();
    if (!found) return std::unexpected(found.error());
    const DetectorOptions& o = detector.options();
    for (Span& s : *found) {
      const bool wanted = o.types.empty() || std::find(o.types.begin(), o.types.end(), s.type) != o.types.end();
      if (wanted && s.score.value_or(0) >= o.min_score) spans.push_back(std::move(s));
    }
    spans = ResolveOverlaps(std::move(spans));
  }
  doc.entities = std::move(spans);
  return Ok();
}

Status DetectCorpus(const Detector& detector, model::Generator* ner, CorpusReader& reader, CorpusWriter& writer,
                    const TransformOptions& options, Progress* progress) {
  return TransformCorpus(
      reader, writer, [&](Document& doc, std::size_t) { return DetectDocument(detector, ner, doc); }, options,
      progress);
}

}  // namespace privtext::detect
