// Private Evolution and SecPE with the real small models (label `model`):
// resume after an interruption, and the `privtext synth` commands.
#include <set>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "dp/seeded_bits.h"
#include "privtext/synth.h"
#include "test_util.h"

namespace privtext::synth {
namespace {

std::vector<std::string> SampleTexts(std::size_t n) {
  auto reader = CorpusReader::Open(testing::SampleDataDir() + "/sample_corpus.jsonl");
  EXPECT_TRUE(reader);
  std::vector<std::string> texts;
  Document doc;
  while (texts.size() < n && *reader->Next(&doc)) texts.push_back(doc.text.substr(0, 300));
  return texts;
}

EvolutionOptions Tiny() {
  EvolutionOptions o;
  o.iterations = 3;
  o.synthetic_samples = 4;
  o.variation.generation.max_tokens = 24;
  o.variation.steps = 1;
  o.expand_samples = 2;
  o.expand_generation.max_tokens = 24;
  o.initial_description = "sentence from a court judgment";
  o.seed = 11;
  return o;
}

class EvolutionModelTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    model::BackendOptions b;
    b.context_size = 2048;
    b.parallel = 4;
    generator_ = std::move(*model::OpenGenerator("gemma3-270m", b));
    embedder_ = std::move(*model::OpenEmbedder("all-minilm-l6-v2", b));
  }
  static void TearDownTestSuite() {
    generator_.reset();
    embedder_.reset();
  }
  static EvolutionHooks Hooks(const std::string& checkpoint) {
    EvolutionHooks h;
    h.checkpoint_path = checkpoint;
    h.noise = [](int t) { return std::make_unique<testing::SeededBits>(1000 + t); };
    h.progress.quiet = true;
    return h;
  }
  static inline std::unique_ptr<model::Generator> generator_;
  static inline std::unique_ptr<model::Embedder> embedder_;
};

std::vector<std::string> Texts(const EvolutionResult& r) {
  std::vector<std::string> out;
  for (const auto& s : r.seed_set) out.push_back(std::to_string(s.iteration) + ":" + s.text);
  out.insert(out.end(), r.expanded.begin(), r.expanded.end());
  return out;
}

// A run stopped after iteration 1 and started again gives what one
// uninterrupted run gives (same seed, same noise bits).
TEST_F(EvolutionModelTest, ResumedRunEqualsUninterruptedRun) {
  testing::TempDir dir;
  const PrivateData data{SampleTexts(12), {}};
  const PeNoiseOptions noise{.noise_multiplier = 1.0, .max_records_per_user = 1, .threshold = 0.5};
  auto whole = RunPrivateEvolution(data, {}, Tiny(), noise, *generator_, *embedder_, Hooks(dir.File("a.ckpt")));
  ASSERT_TRUE(whole) << whole.error().message();
  ASSERT_EQ(whole->iterations.size(), 3u);
  EXPECT_FALSE(whole->seed_set.empty());
  EXPECT_EQ(whole->expanded.size(), 2u);

  auto hooks = Hooks(dir.File("b.ckpt"));
  hooks.on_iteration = [](const IterationStats& s) -> Status {
    if (s.iteration == 1) return MakeError(ErrorCode::kInternal, "interrupted");
    return Ok();
  };
  EXPECT_FALSE(RunPrivateEvolution(data, {}, Tiny(), noise, *generator_, *embedder_, hooks));
  hooks.on_iteration = nullptr;
  auto resumed = RunPrivateEvolution(data, {}, Tiny(), noise, *generator_, *embedder_, hooks);
  ASSERT_TRUE(resumed) << resumed.error().message();
  EXPECT_EQ(Texts(*resumed), Texts(*whole));
  for (std::size_t t = 0; t < 3; ++t) {
    EXPECT_EQ(resumed->iterations[t].histogram_mass, whole->iterations[t].histogram_mass);
    EXPECT_EQ(resumed->iterations[t].selected_unique, whole->iterations[t].selected_unique);
  }
  // Other settings refuse the checkpoint rather than mixing runs.
  auto other = Tiny();
  other.synthetic_samples = 5;
  EXPECT_FALSE(RunPrivateEvolution(data, {}, other, noise, *generator_, *embedder_, hooks));
}

TEST_F(EvolutionModelTest, SecPeVotesWithRepresentatives) {
  testing::TempDir dir;
  const auto priv = SampleTexts(12);
  const auto pub = SampleTexts(40);  // stands in for public text of the same domain
  SecPeOptions o;
  o.clusters = 4;
  auto r = RunSecretProtectedEvolution(priv, {"Eskildsen", "Norland"}, {pub.begin() + 20, pub.end()}, Tiny(), o,
                                       *generator_, *embedder_, Hooks(dir.File("s.ckpt")));
  ASSERT_TRUE(r) << r.error().message();
  EXPECT_EQ(r->evolution.iterations.size(), 3u);
  EXPECT_GT(r->evolution.iterations[0].histogram_mass, 0);
  EXPECT_NEAR(r->protection.reconstruction_gaussian, o.r, 1e-12);
  EXPECT_GT(r->protection.reconstruction_renyi, o.r);
}

TEST(SynthCliTest, PeAndSecPeOnTheSampleCorpus) {
  testing::TempDir dir;
  const std::string corpus = testing::SampleDataDir() + "/sample_corpus.jsonl";
  const std::string small = " --iterations 2 --samples 4 --max-tokens 24 --variation-steps 1 --expand 2 -q";
  ASSERT_EQ(testing::RunCli(dir, "synth pe --in " + corpus + " --out pe.jsonl --report pe.json --epsilon 1.29 --delta 1e-5" + small), 0)
      << testing::ReadText(dir.File(".err"));
  const auto report = nlohmann::json::parse(testing::ReadText(dir.File("pe.json")));
  EXPECT_NEAR(report["privacy"]["epsilon_rdp"].get<double>(), 1.29, 1e-3);  // calibrated to the target
  EXPECT_LT(report["privacy"]["epsilon_exact"].get<double>(), 1.29);        // the exact accountant is tighter
  EXPECT_EQ(report["iterations"].size(), 2u);
  const std::string out = testing::ReadText(dir.File("pe.jsonl"));
  EXPECT_NE(out.find("\"kind\":\"seed\""), std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(dir.File("pe.jsonl.checkpoint")));  // removed once the output is complete
  // (Expand may write fewer than asked: gemma3-270m often copies an example, which is dropped.)
  const std::string pe_err = testing::ReadText(dir.File(".err"));
  EXPECT_NE(pe_err.find(" DP seed samples and "), std::string::npos) << pe_err;
  const auto& written = report["output"];
  EXPECT_GE(written["expanded_samples"].get<int>() + written["expand_dropped"]["copies"].get<int>() +
                written["expand_dropped"]["empty"].get<int>(),
            2);
  std::set<std::string> seeds, expanded;
  auto docs = ReadCorpus(dir.File("pe.jsonl"));
  ASSERT_TRUE(docs);
  for (const auto& d : *docs) {
    EXPECT_TRUE((*FieldText(d, "kind") == "seed" ? seeds : expanded).insert(d.text).second) << d.id;
  }
  EXPECT_EQ(expanded.size(), written["expanded_samples"].get<std::size_t>());
  for (const auto& text : expanded) EXPECT_FALSE(seeds.contains(text)) << text;

  ASSERT_EQ(testing::RunCli(dir, "synth secpe --in " + corpus + " --detect-secrets --clusters 3 --out s.jsonl --report s.json" +
                        small), 0)
      << testing::ReadText(dir.File(".err"));
  const auto secpe = nlohmann::json::parse(testing::ReadText(dir.File("s.json")));
  // SecPE protects secrets; its summary claims no differential privacy.
  const std::string secpe_err = testing::ReadText(dir.File(".err"));
  EXPECT_NE(secpe_err.find(" seed samples and "), std::string::npos);
  EXPECT_EQ(secpe_err.find("DP"), std::string::npos);
  EXPECT_NEAR(secpe["privacy"]["reconstruction_bound_gaussian"].get<double>(), 1e-3, 1e-12);
  EXPECT_NEAR(secpe["privacy"]["reconstruction_bound_renyi"].get<double>(), 1.2195e-3, 1e-7);
  // Issue 12, item 4: nothing computed from the private data without noise.
  for (const char* key : {"secrets", "samples_with_secrets", "samples", "total_weight", "max_mu"}) {
    EXPECT_FALSE(secpe["privacy"].contains(key)) << key;
  }
  for (const auto& it : secpe["iterations"]) EXPECT_FALSE(it.contains("seconds"));
  for (const auto& it : report["iterations"]) EXPECT_FALSE(it.contains("seconds"));

  // Bad input: one error line, no output.
  EXPECT_EQ(testing::RunCli(dir, "synth secpe --in " + corpus + " --out x.jsonl" + small), 1);
  EXPECT_EQ(testing::ReadText(dir.File(".err")),
            "privtext: error: SecPE needs secrets: --secrets FILE and/or --detect-secrets\n");
  EXPECT_EQ(testing::RunCli(dir, "synth pe --in missing.jsonl --out x.jsonl" + small), 1);
  EXPECT_FALSE(std::filesystem::exists(dir.File("x.jsonl")));
}

}  // namespace
}  // namespace privtext::synth
