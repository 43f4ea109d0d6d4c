// Next-token training on llama.cpp's training API: documents are tokenised
// (BOS text EOS), packed into windows of `context` tokens, and each window is
// one AdamW or SGD step (llama_opt_epoch). Masked spans get the label
// kIgnoredLabel, which the patched llama.cpp leaves out of the loss and its
// gradient. A checkpoint per epoch holds the weights and the epochs' results.
#include <cmath>
#include <filesystem>
#include <regex>

#include <ggml-opt.h>
#include <gguf.h>
#include <nlohmann/json.hpp>

#include "llama_runtime.h"
#include "training_windows.h"

// llama.cpp's accessor for a loaded model's tensors by name (its
// test-quantize-stats reads them so), declared in its internal llama-model.h,
// which the install does not ship; llama.cpp is pinned (scripts/llama-cpp).
const std::vector<std::pair<std::string, ggml_tensor*>>& llama_internal_get_tensor_map(const llama_model* model);

namespace privtext::model {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;
using internal::Windows;

Error TrainError(ErrorCode code, const std::string& what) { return Error(code, "train: " + what); }

Status Validate(const TrainOptions& o, std::size_t n_texts) {
  auto bad = [](const std::string& m) { return MakeError(ErrorCode::kInvalidArgument, "train: " + m); };
  if (n_texts == 0) return bad("no training texts");
  if (o.epochs < 1) return bad("`epochs` must be at least 1");
  // llama.cpp sizes every context in multiples of 256 tokens, and a window
  // must fill the context for K and V to get gradients.
  if (o.context < 256 || o.context > 65536 || o.context % 256 != 0) {
    return bad("`context` must be a multiple of 256 tokens, at most 65536");
  }
  if (!(o.learning_rate > 0)) return bad("`learning_rate` must be positive");
  if (o.min_learning_rate < 0 || o.min_learning_rate > o.learning_rate) {
    return bad("`min_learning_rate` must lie in [0, learning_rate]");
  }
  if (o.warmup_steps < 0) return bad("`warmup_steps` must not be negative");
  if (o.weight_decay < 0 || o.weight_decay > 1) return bad("`weight_decay` must lie in [0, 1]");
  if (o.validation_fraction < 0 || o.validation_fraction >= 1) return bad("`validation_fraction` must lie in [0, 1)");
  if (o.resume && o.checkpoint_dir.empty()) return bad("`resume` needs a `checkpoint_dir`");
  try {
    std::regex check(o.trainable);
  } catch (const std::regex_error&) {
    return bad("`trainable` is not a valid regular expression: " + o.trainable);
  }
  return Ok();
}

// Whether every tensor of the file is float32 (llama.cpp trains only those).
Result<bool> AllFloat32(const std::string& path) {
  gguf_init_params params{/*no_alloc=*/true, /*ctx=*/nullptr};
  gguf_context* g = gguf_init_from_file(path.c_str(), params);
  if (!g) return std::unexpected(TrainError(ErrorCode::kInvalidInput, path + " is not a GGUF file"));
  bool all = true;
  for (int64_t i = 0; i < gguf_get_n_tensors(g); ++i) all = all && gguf_get_tensor_type(g, i) == GGML_TYPE_F32;
  gguf_free(g);
  return all;
}

Status ConvertToFloat32(const std::string& in, const std::string& out) {
  llama_model_quantize_params q = llama_model_quantize_default_params();
  q.ftype = LLAMA_FTYPE_ALL_F32;
  q.allow_requantize = true;  // dequantize every tensor
  q.nthread = 0;
  if (llama_model_quantize(in.c_str(), out.c_str(), &q) != 0) {
    return MakeError(ErrorCode::kInternal, "train: cannot convert " + in + " to float32");
  }
  return Ok();
}

// The trained file takes the metadata of the file training started from,
// verbatim, and the tensors straight from the model in memory. (llama.cpp's
// own saver writes a hundred default keys the model never had and the
// training window as the context length, and it would need a second file of
// the model's size on disk.) Written 0600: trained weights can reproduce
// their training text.
Status WriteModel(const llama_model* model, const gguf_context* meta, const std::string& path) {
  const auto& loaded = llama_internal_get_tensor_map(model);
  internal::GgufPtr g(gguf_init_empty());
  gguf_set_kv(g.get(), meta);
  for (int64_t i = 0; i < gguf_get_n_tensors(meta); ++i) {
    const std::string name = gguf_get_tensor_name(meta, i);
    auto t = std::find_if(loaded.begin(), loaded.end(), [&](const auto& named) { return named.first == name; });
    if (t == loaded.end()) return MakeError(ErrorCode::kInternal, "train: llama.cpp did not load tensor " + name);
    gguf_add_tensor(g.get(), t->second);
  }
  auto written = internal::WriteGgufAtomically(g.get(), path, kPrivateFileMode);
  if (!written) return std::unexpected(written.error().WithContext("train"));
  return Ok();
}

// Tokens of one document with each token's byte length, so masked byte
// ranges map to tokens. Pieces of the vocabulary concatenate to the text
// (with SentencePiece's leading space, which is not in any masked range).
internal::TokenizedText TokenizeForTraining(const llama_vocab* vocab, const TrainingText& t) {
  internal::TokenizedText out;
  const auto tokens = internal::Tokenize(vocab, t.text, /*add_special=*/false);
  std::vector<std::size_t> bytes;
  std::size_t total = 0;
  for (auto tok : tokens) {
    bytes.push_back(internal::Piece(vocab, tok).size());
    total += bytes.back();
  }
  // SentencePiece vocabularies prefix a space the text does not have.
  auto masked = t.masked;
  if (total > t.text.size()) {
    for (auto& [b, e] : masked) b += total - t.text.size(), e += total - t.text.size();
  }
  auto target = internal::TargetTokens(bytes, masked);
  const llama_token bos = llama_vocab_bos(vocab), eos = llama_vocab_eos(vocab);
  if (bos != LLAMA_TOKEN_NULL && llama_vocab_get_add_bos(vocab)) {
    out.tokens.push_back(bos);
    out.target.push_back(true);
  }
  out.tokens.insert(out.tokens.end(), tokens.begin(), tokens.end());
  out.target.insert(out.target.end(), target.begin(), target.end());
  if (eos != LLAMA_TOKEN_NULL) {
    out.tokens.push_back(eos);
    out.target.push_back(true);
  }
  return out;
}

// ---------------------------------------------------------------- checkpoint

struct Checkpoint {
  std::string dir;
  std::string fingerprint;  // what the run trains on, and how
  std::vector<EpochResult> done;
  std::string model_file;   // weights after the last done epoch

  std::string StatePath() const { return (fs::path(dir) / "state.json").string(); }
};

Json EpochJson(const EpochResult& e) {
  return {{"epoch", e.epoch},
          {"train_loss", e.train_loss},
          {"validation_loss", e.validation_loss},
          {"validation_accuracy", e.validation_accuracy},
          {"train_targets", e.train_targets},
          {"tokens_per_second", e.tokens_per_second}};
}

Result<Checkpoint> OpenCheckpoint(const TrainOptions& o, const std::string& fingerprint) {
  Checkpoint c{o.checkpoint_dir, fingerprint, {}, ""};
  std::error_code ec;
  fs::create_directories(c.dir, ec);
  if (ec) return std::unexpected(TrainError(ErrorCode::kIo, "cannot create the checkpoint folder " + c.dir));
  fs::permissions(c.dir, fs::perms::owner_all, fs::perm_options::replace, ec);
  if (!fs::exists(c.StatePath())) {
    if (o.resume) return std::unexpected(TrainError(ErrorCode::kInvalidInput, "nothing to resume in " + c.dir));
    return c;
  }
  if (!o.resume) {
    return std::unexpected(TrainError(ErrorCode::kInvalidArgument,
                                      c.dir + " holds a checkpoint; pass --resume to continue it or choose another folder"));
  }
  auto text = ReadFile(c.StatePath());
  if (!text) return std::unexpected(text.error());
  try {
    const Json state = Json::parse(*text);
    if (state.at("fingerprint").get<std::string>() != fingerprint) {
      return std::unexpected(TrainError(ErrorCode::kInvalidArgument,
                                        "the checkpoint in " + c.dir + " is of another model, corpus or setting"));
    }
    for (const auto& e : state.at("epochs")) {
      EpochResult r;
      r.epoch = e.at("epoch").get<int>();
      r.train_loss = e.at("train_loss").get<double>();
      r.validation_loss = e.at("validation_loss").get<double>();
      r.validation_accuracy = e.at("validation_accuracy").get<double>();
      r.train_targets = e.at("train_targets").get<std::uint64_t>();
      r.tokens_per_second = e.at("tokens_per_second").get<double>();
      r.from_checkpoint = true;
      c.done.push_back(r);
    }
    c.model_file = (fs::path(c.dir) / state.at("model").get<std::string>()).string();
  } catch (const Json::exception&) {
    return std::unexpected(TrainError(ErrorCode::kInvalidInput, c.StatePath() + " is not a privtext training state"));
  }
  return c;
}

// The epoch's weights first, then the state that names them, then the
// previous weights go: a crash at any point leaves a consistent checkpoint.
Status SaveCheckpoint(Checkpoint& c, llama_model* model, const gguf_context* meta) {
  const std::string name = "epoch-" + std::to_string(c.done.size()) + ".gguf";
  const std::string path = (fs::path(c.dir) / name).string();
  if (auto st = WriteModel(model, meta, path); !st) return st;
  Json state = {{"format", "privtext-train-1"}, {"fingerprint", c.fingerprint}, {"model", name}, {"epochs", Json::array()}};
  for (const auto& e : c.done) state["epochs"].push_back(EpochJson(e));
  if (auto st = WriteFileAtomically(c.StatePath(), state.dump(2) + "\n"); !st) return st;
  std::error_code ec;
  if (!c.model_file.empty() && c.model_file != path) fs::remove(c.model_file, ec);
  c.model_file = path;
  return Ok();
}

// What a checkpoint must match to be resumed: the model, the corpus and the
// settings that change the result (not threads or the folder).
std::string Fingerprint(const std::string& model_path, const std::vector<TrainingText>& texts, const TrainOptions& o) {
  std::string s = fs::absolute(model_path).string() + '\n' + std::to_string(fs::file_size(model_path)) + '\n';
  for (const auto& t : texts) {
    s += std::to_string(std::hash<std::string>{}(t.text)) + ':';
    for (const auto& [b, e] : t.masked) s += std::to_string(b) + '-' + std::to_string(e) + ',';
    s += '\n';
  }
  s += std::to_string(o.epochs) + ' ' + std::to_string(o.context) + ' ' + std::to_string(o.learning_rate) + ' ' +
       std::to_string(o.min_learning_rate) + ' ' + std::to_string(static_cast<int>(o.schedule)) + ' ' +
       std::to_string(o.warmup_steps) + ' ' + std::to_string(static_cast<int>(o.optimizer)) + ' ' +
       std::to_string(o.weight_decay) + ' ' + std::to_string(o.validation_fraction) + ' ' + o.trainable + ' ' +
       std::to_string(o.seed);
  return std::to_string(std::hash<std::string>{}(s));
}

// ---------------------------------------------------------------- epochs

// What llama_opt_epoch's callbacks (plain function pointers) report into.
struct EpochState {
  const TrainOptions* options = nullptr;
  const TrainingObserver* observer = nullptr;
  int epoch = 0;
  std::uint64_t step = 0, total_steps = 0;  // optimizer steps, over all epochs
  double learning_rate = 0;
  std::vector<std::uint64_t> train_targets;  // per window, in this epoch's order
  std::uint64_t targets_so_far = 0;
  std::int64_t t_start_us = 0;
};
thread_local EpochState* g_state = nullptr;  // llama_opt_epoch runs on this thread

ggml_opt_optimizer_params OptimizerParams(void*) {
  EpochState& s = *g_state;
  s.learning_rate = internal::LearningRate(*s.options, s.step++, s.total_steps);
  ggml_opt_optimizer_params p = ggml_opt_get_default_optimizer_params(nullptr);
  p.adamw.alpha = static_cast<float>(s.learning_rate);
  p.adamw.wd = static_cast<float>(s.options->weight_decay);
  p.sgd.alpha = static_cast<float>(s.learning_rate);
  p.sgd.wd = static_cast<float>(s.options->weight_decay);
  return p;
}

// Mean loss per target: ggml averages each window's loss over all its rows,
// masked ones included, so the sum is rescaled by the targets it covers.
double MeanLoss(ggml_opt_result_t result, int context, std::uint64_t targets) {
  double loss = 0, unc = 0;
  std::int64_t windows = 0;
  ggml_opt_result_loss(result, &loss, &unc);
  ggml_opt_result_ndata(result, &windows);
  windows /= context;
  return targets == 0 ? 0 : loss * static_cast<double>(windows) * context / static_cast<double>(targets);
}

void OnTrainWindow(bool train, ggml_opt_context_t, ggml_opt_dataset_t, ggml_opt_result_t result, int64_t ibatch,
                   int64_t ibatch_max, int64_t) {
  EpochState& s = *g_state;
  if (!train || ibatch < 1) return;
  s.targets_so_far += s.train_targets[static_cast<std::size_t>(ibatch - 1)];
  if (!*s.observer) return;
  const double seconds = static_cast<double>(ggml_time_us() - s.t_start_us) / 1e6;
  TrainingStep step;
  step.epoch = s.epoch;
  step.epochs = s.options->epochs;
  step.window = static_cast<std::uint64_t>(ibatch);
  step.windows = static_cast<std::uint64_t>(ibatch_max);
  step.loss = MeanLoss(result, s.options->context, s.targets_so_far);
  step.tokens_per_second = seconds > 0 ? static_cast<double>(s.targets_so_far) / seconds : 0;
  step.learning_rate = s.learning_rate;
  (*s.observer)(step);
}

void OnEvalWindow(bool, ggml_opt_context_t, ggml_opt_dataset_t, ggml_opt_result_t, int64_t, int64_t, int64_t) {}

struct DatasetDeleter {
  void operator()(ggml_opt_dataset* d) const { ggml_opt_dataset_free(d); }
};
struct ResultDeleter {
  void operator()(ggml_opt_result* r) const { ggml_opt_result_free(r); }
};

// Chooses the trained tensors and counts them (llama.cpp asks only about
// float32 tensors and never trains these two, whatever the filter says).
struct TensorChoice {
  const std::regex* trainable = nullptr;
  std::uint64_t tensors = 0, parameters = 0;
};
bool ParamFilter(const ggml_tensor* tensor, void* userdata) {
  auto* choice = static_cast<TensorChoice*>(userdata);
  const std::string name = ggml_get_name(tensor);
  if (choice->trainable && !std::regex_search(name, *choice->trainable)) return false;
  if (name != "token_embd.weight" && name != "rope_freqs.weight") {
    ++choice->tensors;
    choice->parameters += static_cast<std::uint64_t>(ggml_nelements(tensor));
  }
  return true;
}

}  // namespace

Result<TrainingReport> Train(const std::string& model_path, const std::vector<TrainingText>& texts,
                             const TrainOptions& o, const std::string& out_path, const TrainingObserver& observer) {
  if (auto st = Validate(o, texts.size()); !st) return std::unexpected(st.error());
  if (!fs::is_regular_file(model_path)) {
    return std::unexpected(TrainError(ErrorCode::kInvalidInput, model_path + " is not a GGUF file"));
  }
  internal::EnsureBackend();
  TrainingReport report;
  auto all_f32 = AllFloat32(model_path);  // before anything is written
  if (!all_f32) return std::unexpected(all_f32.error());
  report.converted_to_f32 = !*all_f32;

  Checkpoint checkpoint;
  if (!o.checkpoint_dir.empty()) {
    auto c = OpenCheckpoint(o, Fingerprint(model_path, texts, o));
    if (!c) return std::unexpected(c.error());
    checkpoint = std::move(*c);
  }
  const int start_epoch = static_cast<int>(checkpoint.done.size());
  if (start_epoch > o.epochs) {
    return std::unexpected(TrainError(ErrorCode::kInvalidInput, "the checkpoint is past the last epoch"));
  }

  // The weights to start from: the checkpoint's, else the model's (a
  // float32 copy when it is quantized).
  std::string start = model_path;
  std::string converted;
  if (!checkpoint.model_file.empty()) {
    start = checkpoint.model_file;
  } else if (!*all_f32) {
    converted = out_path + ".f32.partial";
    if (auto st = ConvertToFloat32(model_path, converted); !st) return std::unexpected(st.error());
    start = converted;
  }
  struct RemoveOnExit {
    std::string path;
    void Now() {
      std::error_code ec;
      if (!path.empty()) fs::remove(path, ec);
      path.clear();
    }
    ~RemoveOnExit() { Now(); }
  } remove_converted{converted};

  llama_model_params mp = llama_model_default_params();
  mp.load_mode = LLAMA_LOAD_MODE_NONE;  // the weights are written in place: no mmap
  mp.use_extra_bufts = false;           // nor repacked copies
  mp.n_gpu_layers = 0;  // the masked-label gradient is patched in the CPU backend
  internal::ModelPtr model(llama_model_load_from_file(start.c_str(), mp));
  if (!model) return std::unexpected(TrainError(ErrorCode::kInvalidInput, "llama.cpp cannot load " + start));
  const llama_vocab* vocab = llama_model_get_vocab(model.get());
  internal::GgufPtr meta(gguf_init_from_file(start.c_str(), {/*no_alloc=*/true, nullptr}));
  if (!meta) return std::unexpected(TrainError(ErrorCode::kInvalidInput, start + " is not a GGUF file"));
  // The weights are in memory now (no mmap): the float32 copy goes at once,
  // so a quantized model never needs more room on disk than its output.
  remove_converted.Now();

  // Documents -> windows, held-out documents apart.
  const auto held = internal::ValidationDocuments(texts.size(), o.validation_fraction, o.seed);
  std::vector<internal::TokenizedText> train_docs, val_docs;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    auto t = TokenizeForTraining(vocab, texts[i]);
    if (held[i]) {
      std::fill(t.target.begin(), t.target.end(), true);  // validation measures every token
      val_docs.push_back(std::move(t));
    } else {
      report.masked_targets += static_cast<std::uint64_t>(std::count(t.target.begin(), t.target.end(), false));
      train_docs.push_back(std::move(t));
    }
  }
  report.train_documents = train_docs.size();
  report.validation_documents = val_docs.size();
  const llama_token pad = llama_vocab_eos(vocab) != LLAMA_TOKEN_NULL ? llama_vocab_eos(vocab) : 0;
  const Windows train = internal::PackWindows(train_docs, o.context, pad);
  const Windows val = internal::PackWindows(val_docs, o.context, pad);
  report.train_windows = train.count();
  report.validation_windows = val.count();
  if (train.count() == 0) return std::unexpected(TrainError(ErrorCode::kInvalidInput, "the training texts hold no tokens"));

  llama_context_params cp = llama_context_default_params();
  cp.n_ctx = cp.n_batch = cp.n_ubatch = static_cast<uint32_t>(o.context);
  cp.n_seq_max = 1;
  cp.n_threads = cp.n_threads_batch = internal::Threads({.threads = o.threads});
  cp.type_k = cp.type_v = GGML_TYPE_F32;  // no f16 OUT_PROD in the backward pass
  cp.flash_attn_type = LLAMA_FLASH_ATTN_TYPE_DISABLED;
  cp.no_perf = true;
  internal::ContextPtr ctx(llama_init_from_model(model.get(), cp));
  if (!ctx) return std::unexpected(TrainError(ErrorCode::kInternal, "cannot create a llama.cpp training context"));

  std::optional<std::regex> trainable;
  if (!o.trainable.empty()) trainable.emplace(o.trainable);
  EpochState state;
  state.options = &o;
  state.observer = &observer;
  state.total_steps = static_cast<std::uint64_t>(o.epochs) * train.count();
  state.step = static_cast<std::uint64_t>(start_epoch) * train.count();
  g_state = &state;
  struct ClearState {
    ~ClearState() { g_state = nullptr; }
  } clear_state;

  TensorChoice choice{trainable ? &*trainable : nullptr};
  llama_opt_params op{};
  op.n_ctx_train = static_cast<uint32_t>(o.context);
  op.param_filter = ParamFilter;
  op.param_filter_ud = &choice;
  op.get_opt_pars = OptimizerParams;
  op.get_opt_pars_ud = nullptr;
  op.optimizer_type = o.optimizer == Optimizer::kSgd ? GGML_OPT_OPTIMIZER_TYPE_SGD : GGML_OPT_OPTIMIZER_TYPE_ADAMW;
  llama_opt_init(ctx.get(), model.get(), op);
  report.trained_tensors = choice.tensors;
  report.trained_parameters = choice.parameters;
  if (choice.tensors == 0) {
    return std::unexpected(TrainError(ErrorCode::kInvalidArgument, "no tensor matches `trainable` " + o.trainable));
  }

  // One dataset: this epoch's training windows in order, then the held-out ones.
  const std::size_t c = static_cast<std::size_t>(o.context);
  const std::size_t n_rows = train.count() + val.count();
  std::unique_ptr<ggml_opt_dataset, DatasetDeleter> dataset(
      ggml_opt_dataset_init(GGML_TYPE_I32, GGML_TYPE_I32, o.context, o.context, static_cast<int64_t>(n_rows), 1));
  auto* data = static_cast<std::int32_t*>(ggml_opt_dataset_data(dataset.get())->data);
  auto* labels = static_cast<std::int32_t*>(ggml_opt_dataset_labels(dataset.get())->data);
  std::copy(val.inputs.begin(), val.inputs.end(), data + train.count() * c);
  std::copy(val.labels.begin(), val.labels.end(), labels + train.count() * c);
  std::uint64_t val_targets = 0;
  for (std::size_t w = 0; w < val.count(); ++w) val_targets += val.Targets(w);

  std::unique_ptr<ggml_opt_result, ResultDeleter> result_train(ggml_opt_result_init());
  std::unique_ptr<ggml_opt_result, ResultDeleter> result_val(ggml_opt_result_init());
  report.epochs = checkpoint.done;
  for (int epoch = start_epoch + 1; epoch <= o.epochs; ++epoch) {
    const auto order = internal::WindowOrder(train.count(), o.seed, epoch);
    state.epoch = epoch;
    state.train_targets.clear();
    state.targets_so_far = 0;
    for (std::size_t r = 0; r < order.size(); ++r) {
      std::copy_n(train.inputs.begin() + static_cast<std::ptrdiff_t>(order[r] * c), c, data + r * c);
      std::copy_n(train.labels.begin() + static_cast<std::ptrdiff_t>(order[r] * c), c, labels + r * c);
      state.train_targets.push_back(train.Targets(order[r]));
    }
    ggml_opt_result_reset(result_train.get());
    ggml_opt_result_reset(result_val.get());
    state.t_start_us = ggml_time_us();
    llama_opt_epoch(ctx.get(), dataset.get(), result_train.get(), result_val.get(),
                    static_cast<int64_t>(train.count()), OnTrainWindow, OnEvalWindow);
    const double seconds = static_cast<double>(ggml_time_us() - state.t_start_us) / 1e6;

    EpochResult e;
    e.epoch = epoch;
    e.train_targets = state.targets_so_far;
    e.train_loss = MeanLoss(result_train.get(), o.context, e.train_targets);
    if (val.count() > 0) {
      e.validation_loss = MeanLoss(result_val.get(), o.context, val_targets);
      double accuracy = 0, unc = 0;
      std::int64_t rows = 0;
      ggml_opt_result_accuracy(result_val.get(), &accuracy, &unc);
      ggml_opt_result_ndata(result_val.get(), &rows);
      e.validation_accuracy = std::min(1.0, accuracy * static_cast<double>(rows) / static_cast<double>(val_targets));
    }
    e.tokens_per_second = seconds > 0 ? static_cast<double>(e.train_targets) / seconds : 0;
    if (!std::isfinite(e.train_loss)) {
      return std::unexpected(TrainError(ErrorCode::kInternal, "the loss diverged in epoch " + std::to_string(epoch) +
                                                                  "; lower `learning_rate`"));
    }
    report.epochs.push_back(e);
    if (!checkpoint.dir.empty()) {
      checkpoint.done.push_back(e);
      if (auto st = SaveCheckpoint(checkpoint, model.get(), meta.get()); !st) return std::unexpected(st.error());
    }
    if (epoch == o.stop_after_epoch) break;
  }

  if (auto st = WriteModel(model.get(), meta.get(), out_path); !st) return std::unexpected(st.error());
  return report;
}

}  // namespace privtext::model
