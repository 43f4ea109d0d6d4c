// Converts a Hugging Face BERT model (weights as safetensors or as an ONNX
// export, + tokenizer.json) to GGUF for llama.cpp's "bert" architecture. The
// metadata keys, tensor names and the WordPiece "phantom space" vocabulary
// follow llama.cpp's conventions for BERT (gguf-py constants,
// llama-arch.cpp), so the file loads in llama.cpp and in llama-server.
// Tensors are written as float32. A token-classification model
// (BertForTokenClassification) keeps its head and labels as privtext metadata
// and is written without pooling, so llama.cpp returns per-token states.
#include <algorithm>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>

#include <ggml.h>
#include <gguf.h>
#include <nlohmann/json.hpp>

#include "llama_runtime.h"
#include "onnx_reader.h"
#include "privtext/model.h"

namespace privtext::model {
namespace {

using Json = nlohmann::json;

Error ImportError(const std::string& what) { return Error(ErrorCode::kInvalidInput, "BERT import: " + what); }

Result<Json> ReadJson(const std::string& path) {
  auto text = ReadFile(path);
  if (!text) return std::unexpected(text.error());
  try {
    return Json::parse(*text);
  } catch (const Json::exception& e) {
    return std::unexpected(ImportError(path + " is not valid JSON"));
  }
}

// HF name -> llama.cpp name ("" drops the tensor).
std::string TensorName(std::string name) {
  if (name.starts_with("bert.")) name = name.substr(5);
  static const std::map<std::string, std::string> kFixed = {
      {"embeddings.word_embeddings.weight", "token_embd.weight"},
      {"embeddings.position_embeddings.weight", "position_embd.weight"},
      {"embeddings.token_type_embeddings.weight", "token_types.weight"},
      {"embeddings.LayerNorm.weight", "token_embd_norm.weight"},
      {"embeddings.LayerNorm.bias", "token_embd_norm.bias"},
  };
  if (auto it = kFixed.find(name); it != kFixed.end()) return it->second;
  static const std::pair<std::string, std::string> kLayer[] = {
      {"attention.self.query.", "attn_q."},
      {"attention.self.key.", "attn_k."},
      {"attention.self.value.", "attn_v."},
      {"attention.output.dense.", "attn_output."},
      {"attention.output.LayerNorm.", "attn_output_norm."},
      {"intermediate.dense.", "ffn_up."},
      {"output.dense.", "ffn_down."},
      {"output.LayerNorm.", "layer_output_norm."},
  };
  const std::string prefix = "encoder.layer.";
  if (!name.starts_with(prefix)) return "";  // position_ids, pooler, heads
  const auto dot = name.find('.', prefix.size());
  const std::string layer = name.substr(prefix.size(), dot - prefix.size());
  const std::string rest = name.substr(dot + 1);
  for (const auto& [hf, gg] : kLayer) {
    if (rest.starts_with(hf)) return "blk." + layer + "." + gg + rest.substr(hf.size());
  }
  return "";
}

// WordPiece tokens as llama.cpp's WPM tokenizer stores them: a word start
// gets U+2581, a continuation loses its "##", control tokens stay as they are.
std::string PhantomToken(const std::string& token, bool control) {
  if (control) return token;
  if (token.starts_with("##")) return token.substr(2);
  return "\u2581" + token;
}

Status AddVocabulary(gguf_context* gguf, const Json& tokenizer) {
  if (tokenizer.value("/model/type"_json_pointer, "") != "WordPiece") {
    return std::unexpected(ImportError("tokenizer.json is not a WordPiece tokenizer"));
  }
  if (!tokenizer.contains("/model/vocab"_json_pointer) || !tokenizer["/model/vocab"_json_pointer].is_object()) {
    return std::unexpected(ImportError("tokenizer.json has no model.vocab object"));
  }
  const Json& vocab = tokenizer["/model/vocab"_json_pointer];
  std::vector<std::string> tokens(vocab.size());
  for (const auto& [token, id] : vocab.items()) {
    const auto i = id.get<std::size_t>();
    if (i >= tokens.size()) return std::unexpected(ImportError("vocabulary ids are not dense"));
    tokens[i] = token;
  }
  std::vector<bool> control(tokens.size(), false);
  for (const auto& added : tokenizer.value("added_tokens", Json::array())) {
    const auto id = added.value("id", std::size_t{0});
    if (id < control.size() && added.value("special", false)) control[id] = true;
  }
  std::vector<std::string> phantom(tokens.size());
  std::vector<const char*> ptrs(tokens.size());
  std::vector<std::int32_t> types(tokens.size());
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    phantom[i] = PhantomToken(tokens[i], control[i]);
    ptrs[i] = phantom[i].c_str();
    types[i] = control[i] ? 3 : 1;  // CONTROL : NORMAL
  }
  gguf_set_val_str(gguf, "tokenizer.ggml.model", "bert");
  gguf_set_val_str(gguf, "tokenizer.ggml.pre", "default");
  gguf_set_arr_str(gguf, "tokenizer.ggml.tokens", ptrs.data(), ptrs.size());
  gguf_set_arr_data(gguf, "tokenizer.ggml.token_type", GGUF_TYPE_INT32, types.data(), types.size());
  auto id_of = [&](const char* t) -> std::uint32_t {
    return vocab.contains(t) ? vocab[t].get<std::uint32_t>() : 0;
  };
  gguf_set_val_u32(gguf, "tokenizer.ggml.bos_token_id", id_of("[CLS]"));
  gguf_set_val_u32(gguf, "tokenizer.ggml.cls_token_id", id_of("[CLS]"));
  gguf_set_val_u32(gguf, "tokenizer.ggml.unknown_token_id", id_of("[UNK]"));
  gguf_set_val_u32(gguf, "tokenizer.ggml.seperator_token_id", id_of("[SEP]"));
  gguf_set_val_u32(gguf, "tokenizer.ggml.padding_token_id", id_of("[PAD]"));
  gguf_set_val_u32(gguf, "tokenizer.ggml.mask_token_id", id_of("[MASK]"));
  return Ok();
}

struct SafeTensor {
  std::string dtype;
  std::vector<std::int64_t> shape;
  std::size_t begin = 0, end = 0;
};

Result<std::map<std::string, SafeTensor>> ParseSafetensorsHeader(const std::string& blob, std::size_t* data_start) {
  if (blob.size() < 8) return std::unexpected(ImportError("model.safetensors is truncated"));
  std::uint64_t header_len = 0;
  std::memcpy(&header_len, blob.data(), 8);  // little endian, as the format requires
  if (header_len > blob.size() - 8) return std::unexpected(ImportError("model.safetensors header is truncated"));
  Json header;
  try {
    header = Json::parse(blob.substr(8, header_len));
  } catch (const Json::exception&) {
    return std::unexpected(ImportError("model.safetensors header is not JSON"));
  }
  *data_start = 8 + header_len;
  std::map<std::string, SafeTensor> out;
  for (const auto& [name, t] : header.items()) {
    if (name == "__metadata__") continue;
    SafeTensor st{t.at("dtype").get<std::string>(), t.at("shape").get<std::vector<std::int64_t>>(),
                  t.at("data_offsets").at(0).get<std::size_t>(), t.at("data_offsets").at(1).get<std::size_t>()};
    if (st.end < st.begin || *data_start + st.end > blob.size()) {
      return std::unexpected(ImportError("tensor " + name + " lies outside the file"));
    }
    out.emplace(name, std::move(st));
  }
  return out;
}

Result<std::map<std::string, internal::HostTensor>> SafetensorsWeights(const std::string& blob) {
  std::size_t data_start = 0;
  auto header = ParseSafetensorsHeader(blob, &data_start);
  if (!header) return std::unexpected(header.error());
  std::map<std::string, internal::HostTensor> out;
  for (const auto& [name, t] : *header) {
    if (t.dtype != "F32" && t.dtype != "F16") continue;  // position_ids and other integer buffers
    std::int64_t n = 1;
    for (const std::int64_t d : t.shape) n *= d;
    const std::size_t width = t.dtype == "F32" ? 4 : 2;
    if (t.end - t.begin != static_cast<std::size_t>(n) * width) {
      return std::unexpected(ImportError("tensor " + name + " has the wrong size"));
    }
    internal::HostTensor h{t.shape, std::vector<float>(static_cast<std::size_t>(n))};
    const char* src = blob.data() + data_start + t.begin;
    if (width == 4) {
      std::memcpy(h.data.data(), src, h.data.size() * 4);
    } else {
      ggml_fp16_to_fp32_row(reinterpret_cast<const ggml_fp16_t*>(src), h.data.data(), n);
    }
    out.emplace(name, std::move(h));
  }
  return out;
}

// model.safetensors, else model.onnx or the first .onnx file under onnx/.
Result<std::map<std::string, internal::HostTensor>> LoadWeights(const std::string& directory) {
  namespace fs = std::filesystem;
  if (fs::is_regular_file(directory + "/model.safetensors")) {
    auto blob = ReadFile(directory + "/model.safetensors");
    if (!blob) return std::unexpected(blob.error());
    return SafetensorsWeights(*blob);
  }
  std::string path = directory + "/model.onnx";
  if (!fs::is_regular_file(path)) {
    std::vector<std::string> found;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(directory + "/onnx", ec)) {
      if (e.path().extension() == ".onnx") found.push_back(e.path().string());
    }
    if (found.empty()) return std::unexpected(ImportError(directory + " has neither model.safetensors nor an .onnx file"));
    path = *std::min_element(found.begin(), found.end());
  }
  auto bytes = ReadFile(path);
  if (!bytes) return std::unexpected(bytes.error());
  auto graph = internal::ParseOnnxModel(*bytes);
  if (!graph) return std::unexpected(graph.error().WithContext(path));
  return internal::OnnxBertWeights(*graph);
}

// The token-classification head (classifier.weight [labels, hidden],
// classifier.bias) and config.json's id2label, as GGUF metadata.
Status AddClassifier(gguf_context* gguf, const Json& config, const std::map<std::string, internal::HostTensor>& weights) {
  const auto w = weights.find("classifier.weight");
  const auto b = weights.find("classifier.bias");
  if (w == weights.end() || b == weights.end() || w->second.shape.size() != 2) {
    return std::unexpected(ImportError("a BertForTokenClassification model without classifier.weight/bias"));
  }
  const auto n_labels = static_cast<std::size_t>(w->second.shape[0]);
  if (b->second.data.size() != n_labels) return std::unexpected(ImportError("classifier.bias does not match its weight"));
  std::vector<std::string> labels(n_labels);
  const Json id2label = config.value("id2label", Json::object());
  for (const auto& [id, label] : id2label.items()) {
    const auto i = static_cast<std::size_t>(std::stoul(id));
    if (i < n_labels && label.is_string()) labels[i] = label.get<std::string>();
  }
  std::vector<const char*> ptrs;
  for (const auto& l : labels) {
    if (l.empty()) return std::unexpected(ImportError("config.json's id2label does not name every label"));
    ptrs.push_back(l.c_str());
  }
  gguf_set_arr_str(gguf, internal::kClassifierLabelsKey, ptrs.data(), ptrs.size());
  gguf_set_arr_data(gguf, internal::kClassifierWeightKey, GGUF_TYPE_FLOAT32, w->second.data.data(), w->second.data.size());
  gguf_set_arr_data(gguf, internal::kClassifierBiasKey, GGUF_TYPE_FLOAT32, b->second.data.data(), b->second.data.size());
  return Ok();
}

}  // namespace

Status ImportBertModel(const std::string& directory, const std::string& out_path) {
  auto config = ReadJson(directory + "/config.json");
  if (!config) return std::unexpected(config.error());
  auto tokenizer = ReadJson(directory + "/tokenizer.json");
  if (!tokenizer) return std::unexpected(tokenizer.error());
  auto weights = LoadWeights(directory);
  if (!weights) return std::unexpected(weights.error());

  bool token_classifier = false;
  if (const auto it = config->find("architectures"); it != config->end() && it->is_array()) {
    for (const auto& a : *it) token_classifier = token_classifier || a == "BertForTokenClassification";
  }
  std::uint32_t pooling = token_classifier ? 0 : 1;  // none; mean, the sentence-transformers default
  if (auto pool = ReadJson(directory + "/1_Pooling/config.json")) {
    if (pool->value("pooling_mode_cls_token", false)) pooling = 2;
  }
  // sentence-transformers cuts texts at max_seq_length (256 for MiniLM),
  // shorter than the position table (512): kept so the embedder cuts alike.
  std::uint32_t max_seq_length = 0;
  if (auto st_config = ReadJson(directory + "/sentence_bert_config.json")) {
    max_seq_length = st_config->value("max_seq_length", 0u);
  }
  std::filesystem::path dir_path(directory);
  if (dir_path.filename().empty()) dir_path = dir_path.parent_path();  // "model/" names "model"
  const std::string name = dir_path.filename().string();
  internal::GgufPtr gguf(gguf_init_empty());
  try {
    gguf_set_val_str(gguf.get(), "general.architecture", "bert");
    gguf_set_val_str(gguf.get(), "general.name", name.c_str());
    gguf_set_val_u32(gguf.get(), "general.file_type", 0);  // all float32
    gguf_set_val_u32(gguf.get(), "bert.context_length", config->at("max_position_embeddings").get<std::uint32_t>());
    gguf_set_val_u32(gguf.get(), "bert.embedding_length", config->at("hidden_size").get<std::uint32_t>());
    gguf_set_val_u32(gguf.get(), "bert.block_count", config->at("num_hidden_layers").get<std::uint32_t>());
    gguf_set_val_u32(gguf.get(), "bert.feed_forward_length", config->at("intermediate_size").get<std::uint32_t>());
    gguf_set_val_u32(gguf.get(), "bert.attention.head_count", config->at("num_attention_heads").get<std::uint32_t>());
    gguf_set_val_f32(gguf.get(), "bert.attention.layer_norm_epsilon", config->value("layer_norm_eps", 1e-12f));
    gguf_set_val_bool(gguf.get(), "bert.attention.causal", false);
    gguf_set_val_u32(gguf.get(), "bert.pooling_type", pooling);
    gguf_set_val_u32(gguf.get(), "tokenizer.ggml.token_type_count", config->value("type_vocab_size", 2u));
    if (max_seq_length > 0) gguf_set_val_u32(gguf.get(), internal::kMaxSeqLengthKey, max_seq_length);
  } catch (const Json::exception&) {
    return std::unexpected(ImportError("config.json lacks a BERT field (hidden_size, num_hidden_layers, ...)"));
  }
  if (auto st = AddVocabulary(gguf.get(), *tokenizer); !st) return st;
  if (token_classifier) {
    if (auto st = AddClassifier(gguf.get(), *config, *weights); !st) return st;
  }

  // One ggml context holds every converted tensor until the file is written.
  std::size_t bytes = 0;
  for (const auto& [name, t] : *weights) bytes += t.data.size() * 4 + 512;
  ggml_init_params params{bytes + ggml_tensor_overhead() * (weights->size() + 8), nullptr, false};
  internal::GgmlPtr ctx(ggml_init(params));
  int written = 0;
  for (const auto& [name, t] : *weights) {
    const std::string gg_name = TensorName(name);
    if (gg_name.empty()) continue;
    if (t.shape.empty() || t.shape.size() > 2) {
      return std::unexpected(ImportError("tensor " + name + " has an unsupported shape"));
    }
    // Row-major [rows, cols] is ggml's ne = {cols, rows}: the bytes do not move.
    ggml_tensor* tensor = t.shape.size() == 1
                              ? ggml_new_tensor_1d(ctx.get(), GGML_TYPE_F32, t.shape[0])
                              : ggml_new_tensor_2d(ctx.get(), GGML_TYPE_F32, t.shape[1], t.shape[0]);
    std::memcpy(tensor->data, t.data.data(), t.data.size() * 4);
    ggml_set_name(tensor, gg_name.c_str());
    gguf_add_tensor(gguf.get(), tensor);
    ++written;
  }
  if (written == 0) return std::unexpected(ImportError("no BERT tensors found in the model's weights"));

  // A public model: its weights come from the registry.
  return internal::WriteGgufAtomically(gguf.get(), out_path, kPublicFileMode);
}

}  // namespace privtext::model
