#include <algorithm>
#include <mutex>

#include "privtext/detect.h"

namespace privtext::detect {

Status DetectDocument(const Detector& detector, EntityModel* ner, Document& doc) {
  std::vector<Span> spans = detector.Detect(doc.text);
  if (ner != nullptr) {
    static std::mutex ner_mutex;
    Result<std::vector<Span>> found = [&] {
      if (ner->thread_safe()) return ner->Entities(doc.text);
      std::lock_guard<std::mutex> lock(ner_mutex);
      return ner->Entities(doc.text);
    }();
    if (!found) return std::unexpected(found.error());
    // The model fills gaps: where a rule fired, its span stands (a model span
    // that won an overlap on score could leave part of the rule's entity
    // uncovered; measured in docs/detect.md).
    // Where a rule found an entity of a type --types leaves out, the model's
    // span of another type is no gap either (a case number it calls a place).
    const std::vector<Span> ruled =
        detector.options().types.empty() ? spans : detector.DetectEveryType(doc.text);
    for (Span& s : detector.AdmitModelSpans(doc.text, std::move(*found))) {
      const auto overlaps = [&](const Span& r) { return r.start < s.end && s.start < r.end; };
      if (std::none_of(ruled.begin(), ruled.end(), overlaps)) spans.push_back(std::move(s));
    }
    spans = ResolveOverlaps(std::move(spans));
  }
  doc.entities = std::move(spans);
  return Ok();
}

Status DetectCorpus(const Detector& detector, EntityModel* ner, CorpusReader& reader, CorpusWriter& writer,
                    const TransformOptions& options, Progress* progress) {
  return TransformCorpus(
      reader, writer, [&](Document& doc, std::size_t) { return DetectDocument(detector, ner, doc); }, options,
      progress);
}

}  // namespace privtext::detect
