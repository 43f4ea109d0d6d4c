// A new Llama-architecture GGUF model with random weights and a SentencePiece
// vocabulary, for pretraining from scratch (seed 001 trains its own model on
// ciphertext with its own tokenizer). Metadata keys and tensor names follow
// llama.cpp's conventions for "llama" (llama-arch.cpp); weights are float32,
// drawn from N(0, 0.02²), the output projections of each block scaled by
// 1/sqrt(2 * layers) as in GPT-2, norms set to one.
#include <cmath>
#include <filesystem>
#include <numbers>
#include <random>

#include <ggml.h>
#include <gguf.h>
#include <sentencepiece_processor.h>

#include "llama_runtime.h"

namespace privtext::model {
namespace {

// SentencePiece piece types as llama.cpp numbers them (llama_token_type).
int TokenType(const sentencepiece::SentencePieceProcessor& sp, int id) {
  if (sp.IsUnknown(id)) return 2;
  if (sp.IsControl(id)) return 3;
  if (sp.IsUnused(id)) return 5;
  if (sp.IsByte(id)) return 6;
  return 1;
}

Status AddVocabulary(gguf_context* g, const sentencepiece::SentencePieceProcessor& sp) {
  const int n = sp.GetPieceSize();
  std::vector<std::string> pieces;
  std::vector<const char*> ptrs;
  std::vector<float> scores;
  std::vector<std::int32_t> types;
  bool bytes = false;
  for (int id = 0; id < n; ++id) {
    pieces.push_back(sp.IdToPiece(id));
    scores.push_back(sp.GetScore(id));
    types.push_back(TokenType(sp, id));
    bytes = bytes || sp.IsByte(id);
  }
  if (!bytes) {
    return MakeError(ErrorCode::kInvalidInput,
                     "scratch model: the tokenizer has no byte pieces, so some text would not encode; "
                     "train it with `privtext tokenizer train --for-model`");
  }
  for (const auto& p : pieces) ptrs.push_back(p.c_str());
  gguf_set_val_str(g, "tokenizer.ggml.model", "llama");
  gguf_set_val_str(g, "tokenizer.ggml.pre", "default");
  gguf_set_arr_str(g, "tokenizer.ggml.tokens", ptrs.data(), ptrs.size());
  gguf_set_arr_data(g, "tokenizer.ggml.scores", GGUF_TYPE_FLOAT32, scores.data(), scores.size());
  gguf_set_arr_data(g, "tokenizer.ggml.token_type", GGUF_TYPE_INT32, types.data(), types.size());
  auto set_id = [&](const char* key, int id) {
    if (id >= 0) gguf_set_val_u32(g, key, static_cast<std::uint32_t>(id));
  };
  set_id("tokenizer.ggml.bos_token_id", sp.bos_id());
  set_id("tokenizer.ggml.eos_token_id", sp.eos_id());
  set_id("tokenizer.ggml.unknown_token_id", sp.unk_id());
  set_id("tokenizer.ggml.padding_token_id", sp.pad_id());
  gguf_set_val_bool(g, "tokenizer.ggml.add_bos_token", true);
  gguf_set_val_bool(g, "tokenizer.ggml.add_eos_token", false);
  gguf_set_val_bool(g, "tokenizer.ggml.add_space_prefix", true);  // SentencePiece's dummy prefix
  return Ok();
}

// Box-Muller on our own uniform draws: std::normal_distribution's algorithm
// is left to the standard library, and a seed must give the same model anywhere.
class Gaussian {
 public:
  explicit Gaussian(std::uint64_t seed) : rng_(seed) {}
  float Next(float stddev) {
    const double u1 = (static_cast<double>(rng_() >> 11) + 1.0) * 0x1.0p-53;  // (0, 1]
    const double u2 = static_cast<double>(rng_() >> 11) * 0x1.0p-53;
    return static_cast<float>(stddev * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2));
  }

 private:
  std::mt19937_64 rng_;
};

}  // namespace

Status CreateScratchModel(const ScratchModelOptions& o, const std::string& out_path) {
  if (o.embedding < 8 || o.layers < 1 || o.heads < 1 || o.feed_forward < 1 || o.context < 8) {
    return MakeError(ErrorCode::kInvalidArgument, "scratch model: sizes must be positive (embedding and context >= 8)");
  }
  if (o.embedding % o.heads != 0 || (o.embedding / o.heads) % 2 != 0) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "scratch model: `embedding` must be a multiple of `heads` with an even size per head");
  }
  sentencepiece::SentencePieceProcessor sp;
  if (const auto st = sp.Load(o.tokenizer); !st.ok()) {
    return MakeError(ErrorCode::kInvalidInput, o.tokenizer + ": not a SentencePiece model (" + std::string(st.message()) + ")");
  }
  const std::int64_t n_vocab = sp.GetPieceSize(), n_embd = o.embedding, n_ff = o.feed_forward;

  internal::GgufPtr g(gguf_init_empty());
  gguf_set_val_str(g.get(), "general.architecture", "llama");
  gguf_set_val_str(g.get(), "general.name", "privtext-scratch");
  gguf_set_val_u32(g.get(), "general.file_type", 0);  // all float32
  gguf_set_val_u32(g.get(), "llama.context_length", static_cast<std::uint32_t>(o.context));
  gguf_set_val_u32(g.get(), "llama.embedding_length", static_cast<std::uint32_t>(n_embd));
  gguf_set_val_u32(g.get(), "llama.block_count", static_cast<std::uint32_t>(o.layers));
  gguf_set_val_u32(g.get(), "llama.feed_forward_length", static_cast<std::uint32_t>(n_ff));
  gguf_set_val_u32(g.get(), "llama.attention.head_count", static_cast<std::uint32_t>(o.heads));
  gguf_set_val_u32(g.get(), "llama.attention.head_count_kv", static_cast<std::uint32_t>(o.heads));
  gguf_set_val_u32(g.get(), "llama.rope.dimension_count", static_cast<std::uint32_t>(n_embd / o.heads));
  gguf_set_val_f32(g.get(), "llama.rope.freq_base", 10000.0f);
  gguf_set_val_f32(g.get(), "llama.attention.layer_norm_rms_epsilon", 1e-5f);
  gguf_set_val_u32(g.get(), "llama.vocab_size", static_cast<std::uint32_t>(n_vocab));
  if (auto st = AddVocabulary(g.get(), sp); !st) return st;

  struct Shape {
    std::string name;
    std::int64_t ne0, ne1;  // ggml order: ne0 is the input dimension
    float stddev;           // 0: a norm, set to one
  };
  const float init = 0.02f, residual = init / std::sqrt(2.0f * static_cast<float>(o.layers));
  std::vector<Shape> shapes = {{"token_embd.weight", n_embd, n_vocab, init}};
  for (int l = 0; l < o.layers; ++l) {
    const std::string b = "blk." + std::to_string(l) + ".";
    shapes.push_back({b + "attn_norm.weight", n_embd, 1, 0});
    shapes.push_back({b + "attn_q.weight", n_embd, n_embd, init});
    shapes.push_back({b + "attn_k.weight", n_embd, n_embd, init});
    shapes.push_back({b + "attn_v.weight", n_embd, n_embd, init});
    shapes.push_back({b + "attn_output.weight", n_embd, n_embd, residual});
    shapes.push_back({b + "ffn_norm.weight", n_embd, 1, 0});
    shapes.push_back({b + "ffn_gate.weight", n_embd, n_ff, init});
    shapes.push_back({b + "ffn_up.weight", n_embd, n_ff, init});
    shapes.push_back({b + "ffn_down.weight", n_ff, n_embd, residual});
  }
  shapes.push_back({"output_norm.weight", n_embd, 1, 0});
  shapes.push_back({"output.weight", n_embd, n_vocab, init});

  std::size_t bytes = 0;
  for (const auto& s : shapes) bytes += ggml_row_size(GGML_TYPE_F32, s.ne0) * static_cast<std::size_t>(s.ne1);
  ggml_init_params params{bytes + ggml_tensor_overhead() * (shapes.size() + 8), nullptr, false};
  internal::GgmlPtr ctx(ggml_init(params));
  if (!ctx) return MakeError(ErrorCode::kInternal, "scratch model: out of memory");
  Gaussian gauss(o.seed);
  for (const auto& s : shapes) {
    ggml_tensor* t = s.ne1 == 1 ? ggml_new_tensor_1d(ctx.get(), GGML_TYPE_F32, s.ne0)
                                : ggml_new_tensor_2d(ctx.get(), GGML_TYPE_F32, s.ne0, s.ne1);
    auto* v = static_cast<float*>(t->data);
    for (std::int64_t i = 0; i < ggml_nelements(t); ++i) v[i] = s.stddev == 0 ? 1.0f : gauss.Next(s.stddev);
    ggml_set_name(t, s.name.c_str());
    gguf_add_tensor(g.get(), t);
  }
  // Private: the vocabulary holds pieces of the corpus the tokenizer was trained on.
  auto st = internal::WriteGgufAtomically(g.get(), out_path, kPrivateFileMode);
  if (!st) return std::unexpected(st.error().WithContext("scratch model"));
  return Ok();
}

}  // namespace privtext::model
