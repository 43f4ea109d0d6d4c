// Token classification on the embedded llama.cpp runtime: the BERT encoder
// gives one hidden state per word piece (pooling none), and the head the
// importer stored as metadata (weight [labels x hidden], bias) turns each into
// label probabilities. Our own WordPiece tokenizer gives each piece's place in
// the text; texts are read in overlapping windows, several per batch.
#include <algorithm>
#include <cmath>

// The head's product is small (a batch's pieces x 384 x 35): one thread, not
// OpenMP's, which llama.cpp's workers use.
#define EIGEN_DONT_PARALLELIZE
#include <Eigen/Core>

#include "llama_runtime.h"
#include "wordpiece.h"

namespace privtext::model::internal {
namespace {

// Pieces per window (the model's window is 512 with [CLS] and [SEP]; shorter
// windows cost less attention and read names as well) and the overlap
// between neighbours: a piece is labelled from the window where it has at
// least half the overlap of context on both sides.
constexpr int kWindowPieces = 254;
constexpr int kOverlapPieces = 64;

struct Head {
  std::vector<std::string> labels;
  std::vector<float> weight;  // [labels x hidden]
  std::vector<float> bias;
};

Result<Head> ReadHead(const std::string& path, int hidden) {
  gguf_init_params params{/*no_alloc=*/true, /*ctx=*/nullptr};
  GgufPtr gguf(gguf_init_from_file(path.c_str(), params));
  if (!gguf) return MakeError(ErrorCode::kInvalidInput, path + " is not a GGUF file");
  const auto labels = gguf_find_key(gguf.get(), kClassifierLabelsKey);
  const auto weight = gguf_find_key(gguf.get(), kClassifierWeightKey);
  const auto bias = gguf_find_key(gguf.get(), kClassifierBiasKey);
  if (labels < 0 || weight < 0 || bias < 0) {
    return MakeError(ErrorCode::kInvalidArgument,
                     path + " has no token-classification head (pull one: privtext model pull rampart-ner)");
  }
  Head head;
  for (std::size_t i = 0; i < gguf_get_arr_n(gguf.get(), labels); ++i) {
    head.labels.emplace_back(gguf_get_arr_str(gguf.get(), labels, i));
  }
  const auto read_floats = [&](std::int64_t key, std::vector<float>* out) {
    if (gguf_get_arr_type(gguf.get(), key) != GGUF_TYPE_FLOAT32) return false;
    const auto* data = static_cast<const float*>(gguf_get_arr_data(gguf.get(), key));
    out->assign(data, data + gguf_get_arr_n(gguf.get(), key));
    return true;
  };
  if (!read_floats(weight, &head.weight) || !read_floats(bias, &head.bias) || head.labels.empty() ||
      head.bias.size() != head.labels.size() || head.weight.size() != head.labels.size() * static_cast<std::size_t>(hidden)) {
    return MakeError(ErrorCode::kInvalidInput, path + ": the token-classification head does not fit the model");
  }
  return head;
}

// A window of one text's pieces and the part of it whose labels are kept.
struct Window {
  std::size_t text = 0;
  std::size_t first = 0, count = 0;        // pieces [first, first + count)
  std::size_t keep_begin = 0, keep_end = 0;  // pieces labelled from this window
};

std::vector<Window> Windows(std::size_t text, std::size_t pieces) {
  std::vector<Window> out;
  const std::size_t stride = kWindowPieces - kOverlapPieces;
  for (std::size_t first = 0;; first += stride) {
    Window w{text, first, std::min<std::size_t>(kWindowPieces, pieces - first), 0, 0};
    const bool last = first + w.count >= pieces;
    w.keep_begin = first == 0 ? 0 : first + kOverlapPieces / 2;
    w.keep_end = last ? pieces : first + w.count - kOverlapPieces / 2;
    out.push_back(w);
    if (last) break;
  }
  return out;
}

class LlamaTokenClassifier : public TokenClassifier {
 public:
  LlamaTokenClassifier(ModelPtr model, ContextPtr ctx, Head head, WordPieceTokenizer tokenizer)
      : model_(std::move(model)), ctx_(std::move(ctx)), head_(std::move(head)), tokenizer_(std::move(tokenizer)),
        vocab_(llama_model_get_vocab(model_.get())), hidden_(llama_model_n_embd(model_.get())) {}

  const std::vector<std::string>& labels() const override { return head_.labels; }

  Result<std::vector<std::vector<TokenPrediction>>> Classify(const std::vector<std::string_view>& texts) override {
    std::vector<std::vector<WordPiece>> pieces(texts.size());
    std::vector<std::vector<TokenPrediction>> out(texts.size());
    std::vector<Window> windows;
    for (std::size_t t = 0; t < texts.size(); ++t) {
      pieces[t] = tokenizer_.Tokenize(texts[t]);
      out[t].resize(pieces[t].size());
      for (std::size_t i = 0; i < pieces[t].size(); ++i) {
        out[t][i].start = pieces[t][i].start;
        out[t][i].end = pieces[t][i].end;
        out[t][i].word_start = pieces[t][i].word_start;
      }
      if (!pieces[t].empty()) {
        const auto w = Windows(t, pieces[t].size());
        windows.insert(windows.end(), w.begin(), w.end());
      }
    }
    const int capacity = static_cast<int>(llama_n_batch(ctx_.get()));
    const auto max_seqs = static_cast<std::size_t>(llama_n_seq_max(ctx_.get()));
    Batch batch(capacity);
    std::vector<Window> batched;
    for (std::size_t w = 0; w <= windows.size(); ++w) {
      const bool fits = w < windows.size() && batched.size() < max_seqs &&
                        batch.size() + static_cast<int>(windows[w].count) + 2 <= capacity;
      if (!fits && !batched.empty()) {
        if (auto st = Run(batch, batched, &out); !st) return std::unexpected(st.error());
        batch.Clear();
        batched.clear();
      }
      if (w == windows.size()) break;
      const Window& win = windows[w];
      const auto seq = static_cast<llama_seq_id>(batched.size());
      llama_pos pos = 0;
      batch.Add(llama_vocab_bos(vocab_), pos++, seq, false);  // [CLS]
      for (std::size_t i = 0; i < win.count; ++i) batch.Add(pieces[win.text][win.first + i].id, pos++, seq, true);
      batch.Add(llama_vocab_sep(vocab_), pos, seq, false);
      batched.push_back(win);
    }
    return out;
  }

 private:
  Status Run(Batch& batch, const std::vector<Window>& windows, std::vector<std::vector<TokenPrediction>>* out) {
    llama_memory_t memory = llama_get_memory(ctx_.get());
    if (memory != nullptr) llama_memory_clear(memory, true);
    if (llama_decode(ctx_.get(), batch.get()) != 0) {
      return MakeError(ErrorCode::kInternal, "llama.cpp failed to encode a batch for token classification");
    }
    // Every piece's logits in one product, [pieces x hidden] x [hidden x
    // labels]: a loop per piece and label took more than half of a GPU run.
    std::size_t pieces = 0;
    for (const Window& w : windows) pieces += w.count;
    using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    Matrix hidden(static_cast<Eigen::Index>(pieces), hidden_);
    int index = 0;  // batch position: with pooling none every token has a state, [CLS] and [SEP] too
    Eigen::Index row = 0;
    for (const Window& w : windows) {
      ++index;  // [CLS]
      for (std::size_t i = 0; i < w.count; ++i, ++index, ++row) {
        const float* h = llama_get_embeddings_ith(ctx_.get(), index);
        if (h == nullptr) return MakeError(ErrorCode::kInternal, "llama.cpp gave no hidden state for a piece");
        hidden.row(row) = Eigen::Map<const Eigen::RowVectorXf>(h, hidden_);
      }
      ++index;  // [SEP]
    }
    const Eigen::Map<const Matrix> weight(head_.weight.data(), static_cast<Eigen::Index>(head_.labels.size()), hidden_);
    const Eigen::Map<const Eigen::RowVectorXf> bias(head_.bias.data(), static_cast<Eigen::Index>(head_.bias.size()));
    const Matrix logits = (hidden * weight.transpose()).rowwise() + bias;
    row = 0;
    for (const Window& w : windows) {
      for (std::size_t i = 0; i < w.count; ++i, ++row) {
        const std::size_t piece = w.first + i;
        if (piece < w.keep_begin || piece >= w.keep_end) continue;
        Eigen::Index best = 0;
        const double top = logits.row(row).maxCoeff(&best);  // the first of equal maxima
        double z = 0;
        for (Eigen::Index l = 0; l < logits.cols(); ++l) z += std::exp(logits(row, l) - top);
        TokenPrediction& p = (*out)[w.text][piece];
        p.label = static_cast<int>(best);
        p.score = static_cast<float>(1.0 / z);
      }
    }
    return Ok();
  }

  ModelPtr model_;
  ContextPtr ctx_;
  Head head_;
  WordPieceTokenizer tokenizer_;
  const llama_vocab* vocab_;
  int hidden_;
};

}  // namespace

Result<std::unique_ptr<TokenClassifier>> OpenLlamaTokenClassifier(const std::string& path,
                                                                  const BackendOptions& options) {
  auto model = LoadModel(path, options);
  if (!model) return std::unexpected(model.error());
  auto head = ReadHead(path, llama_model_n_embd(model->get()));
  if (!head) return std::unexpected(head.error());
  if (llama_model_n_ctx_train(model->get()) < kWindowPieces + 2) {
    return MakeError(ErrorCode::kInvalidArgument, path + ": the model's window is shorter than " +
                                                      std::to_string(kWindowPieces + 2) + " tokens");
  }
  const llama_vocab* vocab = llama_model_get_vocab(model->get());
  std::vector<std::string> tokens(static_cast<std::size_t>(llama_vocab_n_tokens(vocab)));
  for (std::size_t i = 0; i < tokens.size(); ++i) tokens[i] = llama_vocab_get_text(vocab, static_cast<llama_token>(i));
  llama_context_params params = llama_context_default_params();
  params.embeddings = true;
  params.pooling_type = LLAMA_POOLING_TYPE_NONE;
  params.n_seq_max = 8;  // windows per batch
  params.n_ctx = params.n_batch = params.n_ubatch = params.n_seq_max * (kWindowPieces + 2);
  params.kv_unified = true;
  params.n_threads = params.n_threads_batch = Threads(options);
  params.no_perf = true;
  ContextPtr ctx(llama_init_from_model(model->get(), params));
  if (!ctx) return MakeError(ErrorCode::kInternal, "cannot create a llama.cpp context for " + path);
  return std::unique_ptr<TokenClassifier>(
      new LlamaTokenClassifier(std::move(*model), std::move(ctx), std::move(*head), WordPieceTokenizer(tokens)));
}

}  // namespace privtext::model::internal
