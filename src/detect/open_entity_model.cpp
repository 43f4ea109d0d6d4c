// Opens a model-based recognizer by the name the CLI's --ner and the Python
// package's ner= take, so both open the same model with the same defaults.
#include "privtext/detect.h"

namespace privtext::detect {

Result<std::unique_ptr<EntityModel>> OpenEntityModel(std::string_view ner, std::string_view model,
                                                     const model::BackendOptions& backend) {
  if (ner == "none") return std::unique_ptr<EntityModel>();
  if (ner == "spacy") {
    auto recognizer = model::OpenEntityRecognizer(model.empty() ? "en-core-web-sm" : model);
    if (!recognizer) return std::unexpected(recognizer.error());
    return RecognizerEntityModel(std::move(*recognizer));
  }
  if (ner == "bert") {
    auto classifier = model::OpenTokenClassifier(model.empty() ? "rampart-ner" : model, backend);
    if (!classifier) return std::unexpected(classifier.error());
    return TokenClassifierEntityModel(std::move(*classifier));
  }
  if (ner == "model") {
    auto generator = model::OpenGenerator(model.empty() ? "gemma3-270m" : model, backend);
    if (!generator) return std::unexpected(generator.error());
    return GenerativeEntityModel(std::move(*generator));
  }
  return MakeError(ErrorCode::kInvalidArgument,
                   "unknown recognizer \"" + std::string(ner) + "\" in `ner` (known: none, spacy, bert, model)");
}

}  // namespace privtext::detect
