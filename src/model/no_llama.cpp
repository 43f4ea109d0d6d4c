// A build configured with -DPRIVTEXT_WITH_LLAMA=OFF: the HTTP backend works,
// local GGUF models are refused with a message that says how to get them.
#include "backends.h"

namespace privtext::model {
namespace {

Error NoLlama(const std::string& what) {
  return Error(ErrorCode::kInvalidArgument,
               what + " needs llama.cpp, and this privtext was built without it (PRIVTEXT_WITH_LLAMA=OFF); "
                      "rebuild with scripts/build, or name an OpenAI-compatible server (http://HOST:PORT/v1)");
}

}  // namespace

namespace internal {

Result<std::unique_ptr<Generator>> OpenLlamaGenerator(const std::string& path, const BackendOptions&) {
  return std::unexpected(NoLlama("the local model " + path));
}
Result<std::unique_ptr<Embedder>> OpenLlamaEmbedder(const std::string& path, const BackendOptions&) {
  return std::unexpected(NoLlama("the local model " + path));
}
Result<std::unique_ptr<Scorer>> OpenLlamaScorer(const std::string& path, const BackendOptions&) {
  return std::unexpected(NoLlama("the local model " + path));
}
Result<std::unique_ptr<TokenClassifier>> OpenLlamaTokenClassifier(const std::string& path, const BackendOptions&) {
  return std::unexpected(NoLlama("the local model " + path));
}

}  // namespace internal

Status ImportBertModel(const std::string&, const std::string& out_path) {
  return std::unexpected(NoLlama("writing " + out_path));
}

Result<TrainingReport> Train(const std::string& model_path, const std::vector<TrainingText>&, const TrainOptions&,
                             const std::string&, const TrainingObserver&) {
  return std::unexpected(NoLlama("training " + model_path));
}

Status CreateScratchModel(const ScratchModelOptions&, const std::string& out_path) {
  return std::unexpected(NoLlama("writing " + out_path));
}

}  // namespace privtext::model
