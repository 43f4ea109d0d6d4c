// Training on the embedded llama.cpp (label `model`): a model made from
// scratch learns a repetitive corpus, a fine-tuned model prefers its training
// text to its base, a resumed run equals an uninterrupted one, masked spans
// are not learned, and a quantized Gemma fine-tunes.
// Small settings: each training run takes seconds.
#include <cmath>
#include <filesystem>

#include <gtest/gtest.h>

#include "privtext/audit.h"
#include "privtext/model.h"
#include "test_util.h"

namespace privtext::model {
namespace {

// Sentences with a fixed shape, so a tiny model can predict most tokens.
std::vector<std::string> RepetitiveCorpus(int n) {
  const char* names[] = {"cat", "dog", "bird", "fish"};
  const char* places[] = {"mat", "rug", "bed", "sofa"};
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) {
    std::string t;
    for (int j = 0; j < 6; ++j) {
      t += std::string("the ") + names[(i + j) % 4] + " sat on the " + places[(i + 2 * j) % 4] + ". ";
    }
    out.push_back(t);
  }
  return out;
}

std::vector<TrainingText> AsTraining(const std::vector<std::string>& texts) {
  std::vector<TrainingText> out;
  for (const auto& t : texts) out.push_back({t, {}});
  return out;
}

double LogProb(const std::string& model, const std::string& prefix, const std::string& continuation) {
  BackendOptions b;
  b.context_size = 512;
  auto scorer = OpenScorer(model, b);
  EXPECT_TRUE(scorer) << (scorer ? "" : scorer.error().message());
  if (!scorer) return NAN;
  auto s = (*scorer)->Score(prefix, continuation);
  EXPECT_TRUE(s) << (s ? "" : s.error().message());
  return s ? s->total_logprob : NAN;
}

class ScratchTrainingTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new testing::TempDir();
    audit::TokenizerOptions t;
    t.vocab_size = 300;
    t.for_model = true;
    std::vector<std::string> texts = RepetitiveCorpus(40);
    texts.push_back("Patient QXZJ was seen.");  // so the secret of the masking test has pieces
    ASSERT_TRUE(audit::TrainTokenizer(texts, dir_->File("spm"), t));
  }
  static void TearDownTestSuite() {
    delete dir_;
    dir_ = nullptr;
  }
  // A fresh two-layer model.
  static std::string NewModel(const std::string& name) {
    ScratchModelOptions s;
    s.tokenizer = dir_->File("spm.model");
    s.embedding = 64;
    s.layers = 2;
    s.heads = 4;
    s.feed_forward = 128;
    s.context = 256;
    const std::string path = dir_->File(name);
    EXPECT_TRUE(CreateScratchModel(s, path));
    return path;
  }
  static TrainOptions Options() {
    TrainOptions o;
    o.context = 256;
    o.learning_rate = 3e-3;
    o.threads = 2;
    o.validation_fraction = 0.2;
    return o;
  }
  static testing::TempDir* dir_;
};
testing::TempDir* ScratchTrainingTest::dir_ = nullptr;

TEST_F(ScratchTrainingTest, LearnsARepetitiveCorpusAndTheResultLoadsForGeneration) {
  const std::string init = NewModel("init.gguf"), out = dir_->File("trained.gguf");
  // Private like its tokenizer: the vocabulary holds pieces of the corpus.
  EXPECT_EQ(std::filesystem::status(init).permissions() & std::filesystem::perms::all,
            std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  TrainOptions o = Options();
  o.epochs = 10;
  int steps = 0;
  auto report = Train(init, AsTraining(RepetitiveCorpus(40)), o, out, [&](const TrainingStep&) { ++steps; });
  ASSERT_TRUE(report) << report.error().message();
  ASSERT_EQ(report->epochs.size(), 10u);
  EXPECT_EQ(report->validation_documents, 8u);
  EXPECT_EQ(steps, static_cast<int>(10 * report->train_windows));
  EXPECT_EQ(report->trained_tensors, 2u * 9u + 2u);  // per block 9; output_norm, output; never token_embd
  // Random weights start near ln(vocab) ~ 5.7 nats. A model that knows the
  // sentence but guesses the animal and the place among four pays 2 ln 4 =
  // 2.77 nats per sentence of about eight tokens, ~0.35 per token; it ends
  // near 0.6 (measured 0.607 after 10 epochs), where it stood at 2.4 when
  // llama.cpp's gradients were never reset.
  EXPECT_GT(report->epochs.front().train_loss, 4.0);
  EXPECT_LT(report->epochs.back().validation_loss, 0.8);
  EXPECT_LT(report->epochs.back().validation_loss, report->epochs.front().validation_loss);
  EXPECT_GT(report->epochs.back().validation_accuracy, 0.7);
  EXPECT_EQ(std::filesystem::status(out).permissions() & std::filesystem::perms::all,
            std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);

  // The saved model loads in the generator and continues the pattern.
  BackendOptions b;
  b.context_size = 256;
  b.parallel = 1;
  auto generator = OpenGenerator(out, b);
  ASSERT_TRUE(generator) << generator.error().message();
  GenerationParams p;
  p.temperature = 0;
  p.max_tokens = 6;
  auto text = (*generator)->Generate({"the cat sat on the mat. the dog sat"}, p);
  ASSERT_TRUE(text) << text.error().message();
  EXPECT_NE((*text)[0].text.find("on the"), std::string::npos) << (*text)[0].text;
}

TEST_F(ScratchTrainingTest, ResumedRunEqualsAnUninterruptedOne) {
  // SGD keeps no state besides the weights, so a resumed run is exact
  // (AdamW's moments restart on resume; docs/training.md).
  const std::string init = NewModel("resume-init.gguf");
  const auto texts = AsTraining(RepetitiveCorpus(12));
  TrainOptions o = Options();
  o.epochs = 2;
  o.optimizer = Optimizer::kSgd;
  o.learning_rate = 0.05;
  auto straight = Train(init, texts, o, dir_->File("straight.gguf"));
  ASSERT_TRUE(straight) << straight.error().message();

  o.checkpoint_dir = dir_->File("ckpt");
  o.stop_after_epoch = 1;
  auto first = Train(init, texts, o, dir_->File("half.gguf"));
  ASSERT_TRUE(first) << first.error().message();
  ASSERT_EQ(first->epochs.size(), 1u);
  EXPECT_DOUBLE_EQ(first->epochs[0].train_loss, straight->epochs[0].train_loss);
  EXPECT_DOUBLE_EQ(first->epochs[0].validation_loss, straight->epochs[0].validation_loss);
  EXPECT_FALSE(Train(init, texts, o, dir_->File("again.gguf")));  // a checkpoint is there: resume or refuse
  o.stop_after_epoch = 0;
  o.resume = true;
  auto resumed = Train(init, texts, o, dir_->File("resumed.gguf"));
  ASSERT_TRUE(resumed) << resumed.error().message();
  ASSERT_EQ(resumed->epochs.size(), 2u);
  EXPECT_TRUE(resumed->epochs[0].from_checkpoint);
  EXPECT_FALSE(resumed->epochs[1].from_checkpoint);
  EXPECT_DOUBLE_EQ(resumed->epochs[1].train_loss, straight->epochs[1].train_loss);
  EXPECT_DOUBLE_EQ(resumed->epochs[1].validation_loss, straight->epochs[1].validation_loss);
  const std::string probe = "the bird sat on the sofa.";
  EXPECT_DOUBLE_EQ(LogProb(dir_->File("resumed.gguf"), "", probe), LogProb(dir_->File("straight.gguf"), "", probe));
  EXPECT_NE(LogProb(dir_->File("half.gguf"), "", probe), LogProb(dir_->File("straight.gguf"), "", probe));

  // Another setting does not resume this checkpoint.
  o.learning_rate = 0.01;
  auto other = Train(init, texts, o, dir_->File("other.gguf"));
  ASSERT_FALSE(other);
  EXPECT_NE(other.error().message().find("another model, corpus or setting"), std::string::npos);
}

TEST_F(ScratchTrainingTest, MaskedSpansAreNotLearned) {
  // Every text names the same patient; masked, the name is never a target.
  std::vector<TrainingText> texts;
  const std::string secret = "QXZJ";
  for (const auto& t : RepetitiveCorpus(30)) {
    const std::string text = "Patient " + secret + " was seen. " + t;
    texts.push_back({text, {{8, 8 + secret.size()}}});
  }
  const std::string init = NewModel("mask-init.gguf");
  TrainOptions o = Options();
  o.epochs = 4;
  o.validation_fraction = 0;
  auto masked = Train(init, texts, o, dir_->File("masked.gguf"));
  ASSERT_TRUE(masked) << masked.error().message();
  EXPECT_GT(masked->masked_targets, 30u);
  for (auto& t : texts) t.masked.clear();
  auto plain = Train(init, texts, o, dir_->File("plain.gguf"));
  ASSERT_TRUE(plain) << plain.error().message();
  EXPECT_EQ(plain->masked_targets, 0u);

  const double before = LogProb(init, "Patient", " " + secret);
  const double after_masked = LogProb(dir_->File("masked.gguf"), "Patient", " " + secret);
  const double after_plain = LogProb(dir_->File("plain.gguf"), "Patient", " " + secret);
  EXPECT_GT(after_plain, before + 5.0) << "unmasked training learns the name";
  EXPECT_LT(after_masked, before + 0.5) << "masked training does not lower the name's loss";
  // The rest of the text is learned either way.
  const std::string rest = " was seen. the cat sat on the mat.";
  EXPECT_GT(LogProb(dir_->File("masked.gguf"), "Patient " + secret, rest),
            LogProb(init, "Patient " + secret, rest) + 10.0);
}

TEST_F(ScratchTrainingTest, AFineTunedModelPrefersItsTrainingTextToTheBase) {
  // The base: a model pretrained on the repetitive corpus. Fine-tuned on two
  // notes, it must find them more likely than the base does.
  const std::string init = NewModel("ft-init.gguf"), base = dir_->File("ft-base.gguf");
  TrainOptions o = Options();
  o.epochs = 4;
  ASSERT_TRUE(Train(init, AsTraining(RepetitiveCorpus(40)), o, base));
  const std::vector<TrainingText> notes = {{"the cat sat on the bed while the dog sat on the rug.", {}},
                                           {"the fish sat on the sofa while the bird sat on the mat.", {}}};
  o.validation_fraction = 0;
  o.learning_rate = 1e-3;
  o.trainable = "ffn_|output";  // a partial fine-tune: Q, K and V stay as pretrained
  auto tuned = Train(base, notes, o, dir_->File("ft-tuned.gguf"));
  ASSERT_TRUE(tuned) << tuned.error().message();
  // per block ffn_norm, ffn_gate, ffn_up, ffn_down and attn_output; output_norm, output
  EXPECT_EQ(tuned->trained_tensors, 2u * 5u + 2u);
  EXPECT_FALSE(tuned->converted_to_f32);
  EXPECT_LT(tuned->epochs.back().train_loss, tuned->epochs.front().train_loss);
  const std::string prefix = "the cat sat on the bed", continuation = " while the dog sat on the rug.";
  const double before = LogProb(base, prefix, continuation);
  const double after = LogProb(dir_->File("ft-tuned.gguf"), prefix, continuation);
  EXPECT_GT(after, before + 2.0) << "base " << before << " tuned " << after;
}

TEST(TrainRefusalTest, NotAGgufFileIsRefusedBeforeAnythingIsWritten) {
  testing::TempDir dir;
  testing::WriteText(dir.File("model.gguf"), "not a model");
  TrainOptions o;
  o.checkpoint_dir = dir.File("ckpt");
  auto report = Train(dir.File("model.gguf"), {{"some text", {}}}, o, dir.File("out.gguf"));
  ASSERT_FALSE(report);
  EXPECT_NE(report.error().message().find("is not a GGUF file"), std::string::npos) << report.error().message();
  EXPECT_EQ(testing::CountFiles(dir.path()), 1);  // the input only: no checkpoint folder, no output
}

// Gemma's GEGLU feed-forward has a backward pass through privtext's
// llama.cpp patch (its gradient is checked in geglu_gradient_test.cpp): the
// quantized registry model trains as a float32 copy and then predicts its
// training text better than before. The float32 copy is held in memory, not
// on disk, while it trains: a disk with room for the output is enough (a CI
// run once ran out of disk with the copy and a second file beside it).
TEST(GemmaTrainingTest, QuantizedGemmaFineTunesOnItsText) {
  testing::TempDir dir;
  auto location = ResolveModel("gemma3-270m");
  ASSERT_TRUE(location) << location.error().message();
  const std::string text =
      "DISCHARGE SUMMARY\nPatient: Orla Quennby    MRN: MRN-7730211\nAttending: Dr Tamsin Rook, Brackwater "
      "Infirmary\n\nHISTORY: 61-year-old patient from Ellery Cross presenting with a fractured wrist after a fall "
      "on ice. Referred by Dr Ivo Marchetti. Next of kin: Ansel Quennby.\n\nPLAN: Cast for six weeks; "
      "physiotherapy at Brackwater Infirmary. Follow-up with Dr Tamsin Rook in four weeks.";
  TrainOptions o;
  o.epochs = 2;
  o.learning_rate = 1e-4;
  o.validation_fraction = 0;
  o.warmup_steps = 0;
  int files_while_training = -1;
  auto report = Train(location->path, {{text, {}}, {text, {}}}, o, dir.File("gemma-tuned.gguf"),
                      [&](const TrainingStep&) { files_while_training = testing::CountFiles(dir.path()); });
  ASSERT_TRUE(report) << report.error().message();
  EXPECT_TRUE(report->converted_to_f32);
  EXPECT_EQ(files_while_training, 0);
  EXPECT_EQ(testing::CountFiles(dir.path()), 1);  // the output only
  ASSERT_EQ(report->epochs.size(), 2u);
  EXPECT_LT(report->epochs.back().train_loss, report->epochs.front().train_loss);
  const std::string prefix = "Patient: Orla Quennby    MRN: MRN-7730211\nAttending: Dr";
  const double before = LogProb(location->path, prefix, " Tamsin Rook, Brackwater Infirmary");
  const double after = LogProb(dir.File("gemma-tuned.gguf"), prefix, " Tamsin Rook, Brackwater Infirmary");
  EXPECT_GT(after, before + 2.0) << "base " << before << " tuned " << after;
}

}  // namespace
}  // namespace privtext::model
