// Prompts of the entity-graph synthesis (seed 000 §3.3 and App. C). They
// are completion-style, so base models and instruction models both work,
// and each says that tokens ([Person 1] labels or Person_[...] ciphers) must
// be copied verbatim.
#include "privtext/synth.h"

namespace privtext::synth {
namespace {

std::string Frame(std::string_view document, std::string_view task) {
  return "Below is a document. Its names, places and numbers are replaced by tokens such as [Person 1] or "
         "Location_[...]: whenever you mention one, copy the token exactly as written, brackets included.\n\n"
         "Document:\n" + std::string(document) + "\n\nTask: " + std::string(task) + "\n\n";
}

}  // namespace

std::string EntityExtractionPrompt(std::string_view document, int max_entities) {
  return Frame(document, "List up to " + std::to_string(max_entities) +
                             " salient entities of the document that are not tokens: events, objects, organisations' "
                             "roles, legal or medical concepts, decisions. Answer in JSON.") +
         "JSON:";
}

std::string EntityExtractionSchema() {
  return R"({"type": "object", "properties": {"entities": {"type": "array", "items": {"type": "string"}, "maxItems": 20}}, "required": ["entities"]})";
}

std::string AssociationPrompt(std::string_view document, std::string_view a, std::string_view b) {
  return Frame(document,
               "Rate how strongly entity A and entity B are associated in the document, from 0 (unrelated) to 1 "
               "(inseparable). Consider causality (one causes or explains the other), dependence (one relies on, "
               "belongs to or acts on the other) and indirect association (they are linked through another "
               "entity or event). Answer in JSON.\nEntity A: " + std::string(a) + "\nEntity B: " + std::string(b)) +
         "JSON:";
}

std::string AssociationSchema() {
  return R"({"type": "object", "properties": {"score": {"type": "number"}}, "required": ["score"]})";
}

std::string DescriptionPrompt(std::string_view document, std::string_view entity) {
  return Frame(document, "Describe " + std::string(entity) +
                             " as the document presents it: who or what it is, what it does and what happens to it.") +
         "Description of " + std::string(entity) + ":\n" + std::string(entity);
}

std::string RelationPrompt(std::string_view document, const std::vector<std::string>& entities) {
  std::string list;
  for (std::size_t i = 0; i < entities.size(); ++i) list += (i ? ", " : "") + entities[i];
  return Frame(document, "Analyse how these entities are related in the document, citing what it says: " + list + ".") +
         "Analysis:";
}

std::string QaPrompt(std::string_view document, int pairs) {
  return Frame(document, "Write " + std::to_string(pairs) +
                             " question-and-answer pairs about facts stated in the document, each as a line "
                             "\"Q: ...\" followed by a line \"A: ...\".") +
         "Q:";
}

std::string_view OutputKindName(OutputKind kind) {
  switch (kind) {
    case OutputKind::kDescription: return "description";
    case OutputKind::kRelation: return "relation";
    case OutputKind::kQa: return "qa";
  }
  return "qa";
}

std::string_view FilterReasonName(FilterReason reason) {
  switch (reason) {
    case FilterReason::kKept: return "kept";
    case FilterReason::kBadToken: return "bad_token";
    case FilterReason::kOtherDocument: return "other_document";
    case FilterReason::kPlaintextPii: return "plaintext_pii";
    case FilterReason::kRefusal: return "refusal";
    case FilterReason::kInventedIdentifier: return "invented_identifier";
    case FilterReason::kDuplicate: return "near_duplicate";
    case FilterReason::kOffInstruction: return "off_instruction";
  }
  return "kept";
}

}  // namespace privtext::synth
