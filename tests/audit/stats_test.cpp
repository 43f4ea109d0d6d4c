#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "privtext/audit.h"
#include "privtext/protect.h"
#include "test_util.h"

namespace privtext::audit {
namespace {

// "a b a b", worked by hand. Unigrams: p = (1/2, 1/2): H = 1 bit, uniform
// (JS distance 0), EVS = N(N-1) / sum c(c-1) = 12 / 4 = 3. Bigrams ab, ba,
// ab: H = h(1/3) = 0.9183 bits, but each context has one continuation, so
// H(X | previous) = 0; JS distance of (2/3, 1/3) to (1/2, 1/2) = 0.14395.
TEST(NgramStatsTest, HandWorkedExample) {
  const auto stats = ComputeNgramStats({"a", "b", "a", "b"}, 3);
  ASSERT_EQ(stats.size(), 3u);
  EXPECT_EQ(stats[0].unique, 2u);
  EXPECT_DOUBLE_EQ(stats[0].entropy, 1.0);
  EXPECT_DOUBLE_EQ(stats[0].conditional_entropy, 1.0);
  EXPECT_NEAR(stats[0].js_distance_to_uniform, 0, 1e-12);
  EXPECT_DOUBLE_EQ(stats[0].effective_vocabulary, 3.0);
  EXPECT_EQ(stats[1].total, 3u);
  EXPECT_EQ(stats[1].unique, 2u);
  EXPECT_NEAR(stats[1].entropy, -(2.0 / 3 * std::log2(2.0 / 3) + 1.0 / 3 * std::log2(1.0 / 3)), 1e-15);
  EXPECT_NEAR(stats[1].conditional_entropy, 0, 1e-15);
  EXPECT_NEAR(stats[1].js_distance_to_uniform, 0.14394735018022461, 1e-15);
  EXPECT_EQ(stats[2].unique, 2u);  // aba, bab
  EXPECT_TRUE(ComputeNgramStats({}, 2)[1].unique == 0);
}

// Seed 001, Table 2: a tokenizer trained on ciphered text needs more tokens
// per character than one trained on the plaintext (key length 100 vs plain).
TEST(TokenizerTest, CipheredTextCompressesWorse) {
  testing::TempDir dir;
  std::vector<std::string> plain, ciphered;
  auto reader = CorpusReader::Open(testing::SampleDataDir() + "/sample_corpus.jsonl");
  ASSERT_TRUE(reader);
  auto key = protect::PolyalphabeticCipher::RandomKey(100, protect::CipherAlphabet::Letters());
  auto cipher = protect::PolyalphabeticCipher::Create(*key, protect::CipherAlphabet::Letters());
  Document doc;
  while (*reader->Next(&doc)) {
    plain.push_back(doc.text);
    ciphered.push_back(*cipher->Encrypt(doc.text));
  }
  TokenizerOptions o;
  o.vocab_size = 800;
  auto trained = TrainTokenizer(plain, dir.File("plain"), o);
  ASSERT_TRUE(trained) << trained.error().message();
  ASSERT_TRUE(TrainTokenizer(ciphered, dir.File("cipher"), o));
  auto p = Tokenize(dir.File("plain.model"), plain);
  auto c = Tokenize(dir.File("cipher.model"), ciphered);
  ASSERT_TRUE(p) << p.error().message();
  ASSERT_TRUE(c) << c.error().message();
  EXPECT_EQ(p->characters, c->characters);  // the cipher maps each code point to one
  EXPECT_GT(p->tokens_per_character, 0.1);
  EXPECT_GT(c->tokens_per_character, 1.2 * p->tokens_per_character);
  // Both files hold pieces of the corpus: private from their first byte.
  for (const char* file : {"plain.model", "plain.vocab"}) {
    EXPECT_EQ(std::filesystem::status(dir.File(file)).permissions() & std::filesystem::perms::all,
              std::filesystem::perms::owner_read | std::filesystem::perms::owner_write)
        << file;
  }
  // The .vocab lists every piece of the model, one "piece<TAB>score" per line.
  const std::string vocab = testing::ReadText(dir.File("plain.vocab"));
  EXPECT_EQ(std::count(vocab.begin(), vocab.end(), '\n'), 800);
  EXPECT_EQ(vocab.substr(0, 6), "<unk>\t");
  EXPECT_FALSE(Tokenize(dir.File("missing.model"), plain));
  EXPECT_FALSE(TrainTokenizer({}, dir.File("x"), o));

  // Trained in memory: the same model as a file would hold, the same pieces.
  auto model = TrainTokenizerModel(ciphered, o);
  ASSERT_TRUE(model) << model.error().message();
  testing::WriteText(dir.File("memory.model"), *model);
  auto from_memory = TokenizeWithModel(*model, ciphered);
  auto from_file = Tokenize(dir.File("memory.model"), ciphered);
  ASSERT_TRUE(from_memory) << from_memory.error().message();
  ASSERT_TRUE(from_file);
  EXPECT_EQ(from_memory->pieces, from_file->pieces);
  EXPECT_GT(from_memory->tokens_per_character, 1.2 * p->tokens_per_character);
  EXPECT_FALSE(TokenizeWithModel("not a model", plain));
  EXPECT_FALSE(TrainTokenizerModel({}, o));
}

}  // namespace
}  // namespace privtext::audit
