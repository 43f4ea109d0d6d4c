// The token classifier on the real Rampart model (`model pull rampart-ner`)
// against ONNX Runtime 1.32 running the package's own model_q4.onnx on
// Hugging Face tokenizers' pieces: the same pieces (byte offsets), the same
// label and the same probability to 2e-3 (the weights are the same numbers;
// the arithmetic differs in order).
#include <gtest/gtest.h>

#include "privtext/model.h"

namespace privtext::model {
namespace {

struct Expected {
  std::size_t start, end;
  int label;
  float score;
};

class TokenClassifierTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    BackendOptions o;
    o.threads = 2;
    auto c = OpenTokenClassifier("rampart-ner", o);
    ASSERT_TRUE(c) << c.error().message();
    classifier_ = std::move(*c);
  }
  static void TearDownTestSuite() { classifier_.reset(); }
  static std::unique_ptr<TokenClassifier> classifier_;
};
std::unique_ptr<TokenClassifier> TokenClassifierTest::classifier_;

void ExpectPredictions(const std::vector<TokenPrediction>& got, const std::vector<Expected>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    SCOPED_TRACE("piece " + std::to_string(i));
    EXPECT_EQ(got[i].start, want[i].start);
    EXPECT_EQ(got[i].end, want[i].end);
    EXPECT_EQ(got[i].label, want[i].label);
    EXPECT_NEAR(got[i].score, want[i].score, 2e-3);
  }
}

TEST_F(TokenClassifierTest, LabelsMatchOnnxRuntime) {
  ASSERT_EQ(classifier_->labels().size(), 35u);
  EXPECT_EQ(classifier_->labels()[1], "B-GIVEN_NAME");
  EXPECT_EQ(classifier_->labels()[29], "B-CITY");
  const std::string a = "My name is Alex Rivera and my SSN is 472-81-0094.";
  const std::string b = "Mr Çağlayan lives at 12 Rue de la Paix, Besançon.";
  auto out = classifier_->Classify({a, b});
  ASSERT_TRUE(out) << out.error().message();
  ASSERT_EQ(out->size(), 2u);
  ExpectPredictions((*out)[0], {{0, 2, 0, 1.0000f},    {3, 7, 0, 1.0000f},   {8, 10, 0, 1.0000f},
                                {11, 15, 1, 0.9975f},  {16, 22, 3, 0.9987f}, {23, 26, 0, 1.0000f},
                                {27, 29, 0, 1.0000f},  {30, 32, 0, 1.0000f}, {32, 33, 0, 1.0000f},
                                {34, 36, 0, 1.0000f},  {37, 39, 0, 0.5930f}, {39, 40, 0, 0.5864f},
                                {40, 41, 0, 0.8092f},  {41, 43, 0, 0.7839f}, {43, 44, 0, 0.9045f},
                                {44, 46, 0, 0.8503f},  {46, 47, 0, 0.8507f}, {47, 48, 0, 0.8575f},
                                {48, 49, 0, 1.0000f}});
  // "Çağlayan" is three pieces (ca ##gl ##ayan) over the original bytes.
  ExpectPredictions((*out)[1], {{0, 2, 0, 0.9999f},    {3, 6, 3, 0.6812f},    {6, 9, 3, 0.6488f},
                                {9, 13, 3, 0.6884f},   {14, 19, 0, 0.9968f},  {20, 22, 0, 0.9997f},
                                {23, 25, 23, 0.9876f}, {26, 29, 25, 0.9976f}, {30, 32, 26, 0.9985f},
                                {33, 35, 26, 0.9990f}, {36, 38, 26, 0.9996f}, {38, 40, 26, 0.9996f},
                                {40, 41, 0, 1.0000f},  {42, 44, 29, 0.9996f}, {44, 47, 29, 0.9996f},
                                {47, 51, 29, 0.9997f}, {51, 52, 0, 1.0000f}});
  EXPECT_TRUE(classifier_->Classify({""})->front().empty());
}

TEST_F(TokenClassifierTest, LongTextsAreReadInWindowsThatAgree) {
  // 30 copies of a 19-piece sentence: 570 pieces, three windows.
  const std::string sentence = "My name is Alex Rivera and my SSN is 472-81-0094. ";
  std::string text;
  for (int i = 0; i < 30; ++i) text += sentence;
  auto out = classifier_->Classify({text});
  ASSERT_TRUE(out);
  const auto& p = out->front();
  ASSERT_EQ(p.size(), 570u);
  for (std::size_t i = 0; i < 30; ++i) {
    SCOPED_TRACE("copy " + std::to_string(i));
    const TokenPrediction& alex = p[i * 19 + 3];
    EXPECT_EQ(alex.start, i * sentence.size() + 11);
    EXPECT_EQ(alex.label, 1);  // B-GIVEN_NAME
    EXPECT_EQ(p[i * 19 + 4].label, 3);  // B-SURNAME
    EXPECT_GT(alex.score, 0.9f);
  }
}

// Texts classified together share batches (up to eight windows each); each
// must get the predictions it gets alone: the head reads each piece's own
// hidden state, wherever the piece sits in the batch.
TEST_F(TokenClassifierTest, TextsClassifiedTogetherGetWhatTheyGetAlone) {
  std::vector<std::string> texts;
  for (int i = 0; i < 12; ++i) {
    std::string t = "Case " + std::to_string(i) + ": Ms Ana Kovač of Ljubljana";
    for (int j = 0; j < i * 7; ++j) t += " and the applicant's brother Ivan";
    texts.push_back(t + " paid 4,000 euros on 3 May 2004.");
  }
  auto together = classifier_->Classify({texts.begin(), texts.end()});
  ASSERT_TRUE(together) << together.error().message();
  ASSERT_EQ(together->size(), texts.size());
  std::size_t given_names = 0;
  for (std::size_t t = 0; t < texts.size(); ++t) {
    SCOPED_TRACE("text " + std::to_string(t));
    auto alone = classifier_->Classify({texts[t]});
    ASSERT_TRUE(alone);
    const auto& a = alone->front();
    const auto& b = (*together)[t];
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
      EXPECT_EQ(b[i].label, a[i].label) << "piece " << i;
      EXPECT_NEAR(b[i].score, a[i].score, 1e-3) << "piece " << i;
      given_names += a[i].label == 1;
    }
  }
  EXPECT_GE(given_names, texts.size());  // at least "Ana" in each: the labels are not all "O"
}

}  // namespace
}  // namespace privtext::model
