// Internal: shared plumbing around the llama.cpp C API (loading, tokenizing,
// ownership). Only src/model/ includes this file.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <gguf.h>
#include <llama.h>

#include "backends.h"
#include "privtext/model.h"

namespace privtext::model::internal {

// GGUF key the BERT importer writes: the sentence-transformers window
// (max_seq_length), which the embedder cuts texts at.
inline constexpr const char* kMaxSeqLengthKey = "privtext.max_seq_length";
// GGUF keys of a token-classification head (BertForTokenClassification): the
// label of each class (id2label), the weight [labels x hidden] row-major and
// the bias [labels], float32.
inline constexpr const char* kClassifierLabelsKey = "privtext.token_classifier.labels";
inline constexpr const char* kClassifierWeightKey = "privtext.token_classifier.weight";
inline constexpr const char* kClassifierBiasKey = "privtext.token_classifier.bias";

struct ModelDeleter {
  void operator()(llama_model* m) const { llama_model_free(m); }
};
struct ContextDeleter {
  void operator()(llama_context* c) const { llama_free(c); }
};
struct SamplerDeleter {
  void operator()(llama_sampler* s) const { llama_sampler_free(s); }
};
struct GgufDeleter {
  void operator()(gguf_context* g) const { gguf_free(g); }
};
struct GgmlDeleter {
  void operator()(ggml_context* c) const { ggml_free(c); }
};
using ModelPtr = std::unique_ptr<llama_model, ModelDeleter>;
using ContextPtr = std::unique_ptr<llama_context, ContextDeleter>;
using SamplerPtr = std::unique_ptr<llama_sampler, SamplerDeleter>;
using GgufPtr = std::unique_ptr<gguf_context, GgufDeleter>;
using GgmlPtr = std::unique_ptr<ggml_context, GgmlDeleter>;

// A llama_batch that frees itself.
class Batch {
 public:
  explicit Batch(int capacity) : batch_(llama_batch_init(capacity, 0, 1)), capacity_(capacity) {}
  ~Batch() { llama_batch_free(batch_); }
  Batch(const Batch&) = delete;
  Batch& operator=(const Batch&) = delete;

  void Clear() { batch_.n_tokens = 0; }
  bool Full() const { return batch_.n_tokens >= capacity_; }
  int size() const { return batch_.n_tokens; }
  // Adds a token; returns its index in the batch.
  int Add(llama_token token, llama_pos pos, llama_seq_id seq, bool logits) {
    const int i = batch_.n_tokens++;
    batch_.token[i] = token;
    batch_.pos[i] = pos;
    batch_.n_seq_id[i] = 1;
    batch_.seq_id[i][0] = seq;
    batch_.logits[i] = logits ? 1 : 0;
    return i;
  }
  llama_batch& get() { return batch_; }

 private:
  llama_batch batch_;
  int capacity_;
};

// Initialises llama.cpp once per process and routes its log to stderr only
// for errors (PRIVTEXT_LLAMA_LOG=1 shows everything).
void EnsureBackend();

// Loads a GGUF model; the error names the file.
Result<ModelPtr> LoadModel(const std::string& path, const BackendOptions& options);

int Threads(const BackendOptions& options);

// Writes a GGUF file beside `path` and renames it over it, so a failed write
// leaves nothing that looks finished; the file has `mode` from its first byte.
Status WriteGgufAtomically(const gguf_context* gguf, const std::string& path, unsigned mode);
// Creates (or empties) `path` with `mode`. llama.cpp and gguf open their
// outputs with fopen, which keeps the mode of a file that exists.
void CreateWithMode(const std::string& path, unsigned mode);

std::vector<llama_token> Tokenize(const llama_vocab* vocab, std::string_view text, bool add_special);
std::string Piece(const llama_vocab* vocab, llama_token token);

}  // namespace privtext::model::internal
