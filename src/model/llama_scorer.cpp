// Token log-probabilities on the embedded llama.cpp runtime, for seed 001's
// attacks: the perplexity of a text, or of a continuation given a prefix.
#include <cmath>

#include "llama_runtime.h"

namespace privtext::model::internal {
namespace {

class LlamaScorer : public Scorer {
 public:
  LlamaScorer(ModelPtr model, ContextPtr ctx)
      : model_(std::move(model)), ctx_(std::move(ctx)), vocab_(llama_model_get_vocab(model_.get())) {}

  Result<ScoredText> Score(std::string_view prefix, std::string_view continuation) override {
    const std::string whole = std::string(prefix) + std::string(continuation);
    const auto tokens = Tokenize(vocab_, whole, /*add_special=*/true);
    const std::size_t boundary =
        ContinuationStart(tokens, prefix.empty() ? std::vector<llama_token>{} : Tokenize(vocab_, prefix, true));
    if (tokens.size() <= boundary) return MakeError(ErrorCode::kInvalidArgument, "nothing to score: empty continuation");
    const auto n_ctx = static_cast<std::size_t>(llama_n_ctx(ctx_.get()));
    if (tokens.size() > n_ctx) {
      return MakeError(ErrorCode::kInvalidArgument, "text of " + std::to_string(tokens.size()) +
                                                        " tokens exceeds the context; raise `context_size`");
    }
    llama_memory_clear(llama_get_memory(ctx_.get()), true);
    Batch batch(static_cast<int>(tokens.size()));
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      batch.Add(tokens[i], static_cast<llama_pos>(i), 0, i + 1 >= boundary && i + 1 < tokens.size());
    }
    if (llama_decode(ctx_.get(), batch.get()) != 0) return MakeError(ErrorCode::kInternal, "llama_decode failed");
    const int n_vocab = llama_vocab_n_tokens(vocab_);
    ScoredText result;
    for (std::size_t i = boundary; i < tokens.size(); ++i) {
      const float* logits = llama_get_logits_ith(ctx_.get(), static_cast<int32_t>(i - 1));
      // log softmax, stabilised by the maximum
      int best = 0;
      for (int t = 1; t < n_vocab; ++t) {
        if (logits[t] > logits[best]) best = t;
      }
      const float max = logits[best];
      double sum = 0;
      for (int t = 0; t < n_vocab; ++t) sum += std::exp(static_cast<double>(logits[t] - max));
      const double lp = static_cast<double>(logits[tokens[i]] - max) - std::log(sum);
      result.tokens.push_back({Piece(vocab_, tokens[i]), lp, tokens[i] == best});
      result.total_logprob += lp;
    }
    result.perplexity = std::exp(-result.total_logprob / static_cast<double>(result.tokens.size()));
    return result;
  }

 private:
  ModelPtr model_;
  ContextPtr ctx_;
  const llama_vocab* vocab_;
};

}  // namespace

Result<std::unique_ptr<Scorer>> OpenLlamaScorer(const std::string& path, const BackendOptions& options) {
  auto model = LoadModel(path, options);
  if (!model) return std::unexpected(model.error());
  llama_context_params params = llama_context_default_params();
  params.n_ctx = static_cast<uint32_t>(std::max(256, options.context_size));
  params.n_batch = params.n_ubatch = params.n_ctx;  // a scored text is decoded in one pass
  params.n_seq_max = 1;
  params.n_threads = params.n_threads_batch = Threads(options);
  params.no_perf = true;
  ContextPtr ctx(llama_init_from_model(model->get(), params));
  if (!ctx) return MakeError(ErrorCode::kInternal, "cannot create a llama.cpp context for " + path);
  return std::unique_ptr<Scorer>(new LlamaScorer(std::move(*model), std::move(ctx)));
}

}  // namespace privtext::model::internal
