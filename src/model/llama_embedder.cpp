// Sentence embeddings on the embedded llama.cpp runtime: texts are packed into
// one batch as separate sequences, pooled by the model's pooling type (mean
// for all-MiniLM-L6-v2) and L2-normalised.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "llama_runtime.h"

namespace privtext::model::internal {
namespace {

// Tokens per batch beyond which a bigger batch is slower, not faster: the
// texts of a batch attend to each other through a mask, so attention costs
// the square of the batch. all-MiniLM-L6-v2 embedded 1.6-1.9x (CPU) and 2.5-3x
// (H100) as many texts per second at 512-1,024 as at 4,096 (bench/README.md).
constexpr int kBatchTokens = 1024;

// The most tokens of a text the model reads: the sentence-transformers window
// the importer recorded (MiniLM: 256), else the model's whole context.
int Window(const llama_model* model) {
  char value[32];
  if (llama_model_meta_val_str(model, kMaxSeqLengthKey, value, sizeof(value)) > 0) {
    const int n = std::atoi(value);
    if (n > 0) return std::min(n, llama_model_n_ctx_train(model));
  }
  return llama_model_n_ctx_train(model);
}

class LlamaEmbedder : public Embedder {
 public:
  LlamaEmbedder(ModelPtr model, ContextPtr ctx)
      : model_(std::move(model)), ctx_(std::move(ctx)), vocab_(llama_model_get_vocab(model_.get())),
        dims_(llama_model_n_embd(model_.get())) {}

  int dimensions() const override { return dims_; }

  Result<std::vector<std::vector<float>>> Embed(const std::vector<std::string>& texts) override {
    std::vector<std::vector<float>> out;
    out.reserve(texts.size());
    const int capacity = static_cast<int>(llama_n_batch(ctx_.get()));
    const int max_seqs = static_cast<int>(llama_n_seq_max(ctx_.get()));
    const int max_tokens = std::min(capacity, Window(model_.get()));
    Batch batch(capacity);
    std::size_t first = 0;  // first text of the current batch
    for (std::size_t i = 0; i <= texts.size(); ++i) {
      std::vector<llama_token> tokens;
      if (i < texts.size()) {
        tokens = Tokenize(vocab_, texts[i], /*add_special=*/true);
        // Longer texts are cut to the model's window, as sentence-transformers does.
        if (static_cast<int>(tokens.size()) > max_tokens) tokens.resize(static_cast<std::size_t>(max_tokens));
      }
      const int seqs = static_cast<int>(i - first);
      const bool flush = i == texts.size() || seqs == max_seqs || batch.size() + static_cast<int>(tokens.size()) > capacity;
      if (flush && seqs > 0) {
        if (auto st = Run(batch, seqs, &out); !st) return std::unexpected(st.error());
        batch.Clear();
        first = i;
      }
      if (i == texts.size()) break;
      const auto seq = static_cast<llama_seq_id>(i - first);
      for (std::size_t t = 0; t < tokens.size(); ++t) {
        batch.Add(tokens[t], static_cast<llama_pos>(t), seq, true);
      }
    }
    return out;
  }

 private:
  Status Run(Batch& batch, int seqs, std::vector<std::vector<float>>* out) {
    llama_memory_t memory = llama_get_memory(ctx_.get());
    if (memory != nullptr) llama_memory_clear(memory, true);
    const bool encoder_only = llama_model_has_encoder(model_.get()) && !llama_model_has_decoder(model_.get());
    const int rc = encoder_only ? llama_encode(ctx_.get(), batch.get()) : llama_decode(ctx_.get(), batch.get());
    if (rc != 0) return MakeError(ErrorCode::kInternal, "llama.cpp failed to embed a batch (" + std::to_string(rc) + ")");
    for (int s = 0; s < seqs; ++s) {
      const float* e = llama_get_embeddings_seq(ctx_.get(), s);
      if (e == nullptr) return MakeError(ErrorCode::kInvalidArgument, "the model gives no pooled embeddings");
      std::vector<float> v(e, e + dims_);
      double norm = 0;
      for (float x : v) norm += static_cast<double>(x) * x;
      norm = std::sqrt(norm);
      if (norm > 0) {
        for (float& x : v) x = static_cast<float>(x / norm);
      }
      out->push_back(std::move(v));
    }
    return Ok();
  }

  ModelPtr model_;
  ContextPtr ctx_;
  const llama_vocab* vocab_;
  int dims_;
};

}  // namespace

Result<std::unique_ptr<Embedder>> OpenLlamaEmbedder(const std::string& path, const BackendOptions& options) {
  auto model = LoadModel(path, options);
  if (!model) return std::unexpected(model.error());
  llama_context_params params = llama_context_default_params();
  params.embeddings = true;
  params.pooling_type = LLAMA_POOLING_TYPE_UNSPECIFIED;  // the model's own
  // At least one whole text per batch; --context-size can make batches smaller.
  params.n_ctx = static_cast<uint32_t>(std::max(Window(model->get()), std::min(options.context_size, kBatchTokens)));
  params.n_batch = params.n_ubatch = params.n_ctx;  // non-causal models need whole sequences per ubatch
  // Texts packed per batch. llama.cpp's pooling graph asserts for some
  // sequence counts (24 fails in 0.3.36), so a power of two is used.
  uint32_t seqs = 1;
  while (seqs * 2 <= static_cast<uint32_t>(std::clamp(options.parallel * 8, 1, 64))) seqs *= 2;
  params.n_seq_max = seqs;
  params.kv_unified = true;
  params.n_threads = params.n_threads_batch = Threads(options);
  params.no_perf = true;
  ContextPtr ctx(llama_init_from_model(model->get(), params));
  if (!ctx) return MakeError(ErrorCode::kInternal, "cannot create a llama.cpp context for " + path);
  if (llama_pooling_type(ctx.get()) == LLAMA_POOLING_TYPE_NONE) {
    return MakeError(ErrorCode::kInvalidArgument, path + " has no pooling: not a sentence-embedding model");
  }
  return std::unique_ptr<Embedder>(new LlamaEmbedder(std::move(*model), std::move(ctx)));
}

}  // namespace privtext::model::internal
