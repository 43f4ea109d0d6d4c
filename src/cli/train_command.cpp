// privtext train: next-token training of a GGUF model on a JSONL corpus, in
// this process (model::Train): continued pretraining or fine-tuning of a
// model, or a new one from scratch over a SentencePiece vocabulary.
#include <filesystem>
#include <iostream>
#include <unistd.h>

#include <fmt/format.h>

#include "command_util.h"
#include "privtext/model.h"

namespace privtext::cli {
namespace {

struct TrainFlags {
  std::string model;
  bool from_scratch = false;
  model::ScratchModelOptions scratch;
  CorpusFlags corpus;
  std::string in, out, report = "-";
  std::string schedule = "cosine", optimizer = "adamw";
  bool mask_entities = false;
  model::TrainOptions options;
};

// One line per window on a terminal (redrawn), else one every five seconds.
class StepPrinter {
 public:
  explicit StepPrinter(bool quiet) : quiet_(quiet), terminal_(isatty(STDERR_FILENO) != 0) {}
  void operator()(const model::TrainingStep& s) {
    if (quiet_) return;
    const auto now = std::chrono::steady_clock::now();
    const bool last = s.window == s.windows;
    if (!terminal_ && !last && now - last_ < std::chrono::seconds(5)) return;
    last_ = now;
    std::cerr << fmt::format("{}train: epoch {}/{} window {}/{} loss {:.4f} lr {:.2e} {:.0f} tok/s{}",
                             terminal_ ? "\r" : "", s.epoch, s.epochs, s.window, s.windows, s.loss, s.learning_rate,
                             s.tokens_per_second, terminal_ && !last ? "" : "\n");
  }

 private:
  bool quiet_, terminal_;
  std::chrono::steady_clock::time_point last_{};
};

Result<std::vector<model::TrainingText>> TrainingTexts(const TrainFlags& f) {
  auto options = f.corpus.ToOptions();
  options.read_entities = f.mask_entities;
  options.require_entities = f.mask_entities;
  auto docs = ReadCorpus(f.in, options);
  if (!docs) return std::unexpected(docs.error());
  std::vector<model::TrainingText> texts;
  for (auto& d : *docs) {
    model::TrainingText t{std::move(d.text), {}};
    for (const auto& e : d.entities) t.masked.emplace_back(e.start, e.end);
    texts.push_back(std::move(t));
  }
  return texts;
}

// The model to start from; a model made from scratch is kept in the
// checkpoint folder (a resumed run finds it there) or removed afterwards.
Result<std::string> StartingModel(const TrainFlags& f, std::string* temporary) {
  if (!f.from_scratch) {
    if (f.model.empty()) return MakeError(ErrorCode::kInvalidArgument, "name a --model to train, or --from-scratch");
    auto location = model::ResolveModel(f.model);
    if (!location) return std::unexpected(location.error());
    if (location->kind != model::ModelLocation::Kind::kLocalFile) {
      return MakeError(ErrorCode::kInvalidArgument, "--model: training needs a local GGUF model, not a server");
    }
    return location->path;
  }
  if (f.scratch.tokenizer.empty()) return MakeError(ErrorCode::kInvalidArgument, "--from-scratch needs --tokenizer");
  std::string path;
  if (f.options.checkpoint_dir.empty()) {
    path = *temporary = f.out + ".init.partial";
  } else {
    std::filesystem::create_directories(f.options.checkpoint_dir);
    path = (std::filesystem::path(f.options.checkpoint_dir) / "init.gguf").string();
  }
  if (auto st = model::CreateScratchModel(f.scratch, path); !st) return std::unexpected(st.error());
  return path;
}

int Run(TrainFlags f) {
  f.options.schedule = f.schedule == "constant" ? model::LearningRateSchedule::kConstant
                       : f.schedule == "linear" ? model::LearningRateSchedule::kLinear
                                                : model::LearningRateSchedule::kCosine;
  f.options.optimizer = f.optimizer == "sgd" ? model::Optimizer::kSgd : model::Optimizer::kAdamW;
  f.options.threads = f.corpus.threads;
  auto texts = TrainingTexts(f);
  if (!texts) return ReportError(texts.error());
  std::string temporary;
  auto start = StartingModel(f, &temporary);
  if (!start) return ReportError(start.error());
  StepPrinter printer(f.corpus.quiet);
  auto report = model::Train(*start, *texts, f.options, f.out, std::ref(printer));
  if (!temporary.empty()) std::filesystem::remove(temporary);
  if (!report) return ReportError(report.error());
  Json epochs = Json::array();
  for (const auto& e : report->epochs) {
    epochs.push_back({{"epoch", e.epoch},
                      {"train_loss", e.train_loss},
                      {"validation_loss", e.validation_loss},
                      {"validation_accuracy", e.validation_accuracy},
                      {"train_targets", e.train_targets},
                      {"tokens_per_second", e.tokens_per_second},
                      {"from_checkpoint", e.from_checkpoint}});
  }
  const Json out = {{"train", f.from_scratch ? "from_scratch" : f.model},
                    {"out", f.out},
                    {"converted_to_f32", report->converted_to_f32},
                    {"train_documents", report->train_documents},
                    {"validation_documents", report->validation_documents},
                    {"train_windows", report->train_windows},
                    {"validation_windows", report->validation_windows},
                    {"masked_targets", report->masked_targets},
                    {"trained_tensors", report->trained_tensors},
                    {"trained_parameters", report->trained_parameters},
                    {"epochs", epochs}};
  return WriteJson(f.report, out);
}

}  // namespace

void AddTrainCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<TrainFlags>();
  auto& o = f->options;
  CLI::App* cmd = app.add_subcommand("train", "Next-token training of a GGUF model on a JSONL corpus (docs/training.md)");
  cmd->add_option("--model", f->model, "model to continue training: NAME or PATH.gguf (quantized: a float32 copy trains)");
  cmd->add_flag("--from-scratch", f->from_scratch, "train a new Llama-architecture model instead of --model");
  cmd->add_option("--tokenizer", f->scratch.tokenizer, "--from-scratch: SentencePiece vocabulary (tokenizer train --for-model)");
  cmd->add_option("--layers", f->scratch.layers, "--from-scratch: blocks")->capture_default_str();
  cmd->add_option("--embedding", f->scratch.embedding, "--from-scratch: width")->capture_default_str();
  cmd->add_option("--heads", f->scratch.heads, "--from-scratch: attention heads")->capture_default_str();
  cmd->add_option("--feed-forward", f->scratch.feed_forward, "--from-scratch: feed-forward width")->capture_default_str();
  cmd->add_option("--in", f->in, "training corpus (JSONL)")->required();
  cmd->add_option("--out", f->out, "the trained model (GGUF, written 0600)")->required();
  cmd->add_option("--report", f->report, "losses per epoch as JSON ('-': stdout)")->capture_default_str();
  cmd->add_option("--epochs", o.epochs, "passes over the training documents")->capture_default_str();
  cmd->add_option("--context", o.context, "tokens per window; one window is one optimizer step")->capture_default_str();
  cmd->add_option("--lr", o.learning_rate, "peak learning rate")->capture_default_str();
  cmd->add_option("--min-lr", o.min_learning_rate, "where linear and cosine decay end")->capture_default_str();
  cmd->add_option("--schedule", f->schedule, "cosine, linear or constant")
      ->check(CLI::IsMember({"cosine", "linear", "constant"}))
      ->capture_default_str();
  cmd->add_option("--warmup", o.warmup_steps, "steps of linear warmup")->capture_default_str();
  cmd->add_option("--optimizer", f->optimizer, "adamw or sgd")->check(CLI::IsMember({"adamw", "sgd"}))->capture_default_str();
  cmd->add_option("--weight-decay", o.weight_decay, "decoupled weight decay")->capture_default_str();
  cmd->add_option("--validation", o.validation_fraction, "share of documents held out for validation loss")
      ->capture_default_str();
  cmd->add_option("--trainable", o.trainable, "train only tensors whose name matches this regex (e.g. ffn_)");
  cmd->add_option("--seed", o.seed, "validation split, window order, and a new model's weights")->capture_default_str();
  cmd->add_flag("--mask-entities", f->mask_entities, "leave the tokens of each line's `entities` out of the loss");
  cmd->add_option("--checkpoint-dir", o.checkpoint_dir, "one checkpoint per epoch (the model and the losses)");
  cmd->add_flag("--resume", o.resume, "continue the checkpoint in --checkpoint-dir");
  cmd->add_option("--stop-after-epoch", o.stop_after_epoch, "stop after this epoch (resume later with --resume)");
  f->corpus.AddTo(cmd, /*with_entities=*/true, /*with_threads=*/true);
  cmd->callback([f, runner] {
    f->scratch.seed = f->options.seed;
    f->scratch.context = std::max(f->scratch.context, f->options.context);
    *runner = [f] { return Run(*f); };
  });
}

}  // namespace privtext::cli
