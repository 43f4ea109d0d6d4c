// The arithmetic of training that does not need a model: masks, packing,
// the learning-rate schedule, the split and the window order. Hand-checked.
#include "model/training_windows.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

#include <gtest/gtest.h>

namespace privtext::model::internal {
namespace {

TEST(TargetTokensTest, TokensOverlappingAMaskedRangeAreNotTargets) {
  // "Hi John!" as "Hi" [0,2), " John" [2,7), "!" [7,8); "John" is [3,7).
  EXPECT_EQ(TargetTokens({2, 5, 1}, {{3, 7}}), (std::vector<bool>{true, false, true}));
  // A range touching a token's edge does not mask it.
  EXPECT_EQ(TargetTokens({2, 5, 1}, {{7, 7}, {0, 2}}), (std::vector<bool>{false, true, true}));
  // A zero-byte BOS at offset 0 is never inside a range that starts there.
  EXPECT_EQ(TargetTokens({0, 2, 5, 1}, {{0, 2}}), (std::vector<bool>{true, false, true, true}));
  EXPECT_EQ(TargetTokens({2, 5, 1}, {}), (std::vector<bool>{true, true, true}));
}

TEST(PackWindowsTest, LabelsAreTheNextTokenWithMasksAndPadding) {
  const std::vector<TokenizedText> texts = {{{1, 10, 11, 2}, {true, true, true, true}},
                                            {{1, 20, 21, 22, 2}, {true, true, false, true, true}}};
  const Windows w = PackWindows(texts, 3, /*pad=*/99);
  ASSERT_EQ(w.count(), 3u);  // 8 labels in windows of 3
  EXPECT_EQ(w.inputs, (std::vector<std::int32_t>{1, 10, 11, 2, 1, 20, 21, 22, 99}));
  EXPECT_EQ(w.labels, (std::vector<std::int32_t>{10, 11, 2, 1, 20, kIgnoredLabel, 22, 2, kIgnoredLabel}));
  EXPECT_EQ(w.Targets(0), 3u);
  EXPECT_EQ(w.Targets(1), 2u);
  EXPECT_EQ(w.Targets(2), 2u);
}

TEST(PackWindowsTest, NothingToPredictGivesNoWindows) {
  EXPECT_EQ(PackWindows({}, 4, 0).count(), 0u);
  EXPECT_EQ(PackWindows({{{1}, {true}}}, 4, 0).count(), 0u);
}

TEST(LearningRateTest, WarmupThenDecayTowardsTheFloor) {
  TrainOptions o;
  o.learning_rate = 1.0;
  o.min_learning_rate = 0.1;
  o.warmup_steps = 2;
  o.schedule = LearningRateSchedule::kLinear;
  EXPECT_DOUBLE_EQ(LearningRate(o, 0, 12), 0.5);
  EXPECT_DOUBLE_EQ(LearningRate(o, 1, 12), 1.0);
  EXPECT_DOUBLE_EQ(LearningRate(o, 2, 12), 1.0);    // first step after warmup: the peak
  EXPECT_DOUBLE_EQ(LearningRate(o, 7, 12), 0.55);   // half way: 1 - 0.9 / 2
  EXPECT_DOUBLE_EQ(LearningRate(o, 11, 12), 0.19);  // the last step: 1 - 0.9 * 9/10
  o.schedule = LearningRateSchedule::kCosine;
  EXPECT_DOUBLE_EQ(LearningRate(o, 7, 12), 0.55);   // 0.1 + 0.9 * (1 + cos(pi/2)) / 2
  EXPECT_DOUBLE_EQ(LearningRate(o, 11, 12), 0.1 + 0.45 * (1 + std::cos(0.9 * std::numbers::pi)));
  o.schedule = LearningRateSchedule::kConstant;
  EXPECT_DOUBLE_EQ(LearningRate(o, 11, 12), 1.0);
  // A zero floor still leaves the last step a positive rate (ggml refuses zero).
  o.schedule = LearningRateSchedule::kCosine;
  o.min_learning_rate = 0;
  o.warmup_steps = 0;
  EXPECT_GT(LearningRate(o, 11, 12), 0.0);
}

TEST(ValidationDocumentsTest, HoldsOutTheRoundedShareNeverAll) {
  const auto held = ValidationDocuments(10, 0.2, 7);
  EXPECT_EQ(std::count(held.begin(), held.end(), true), 2);
  EXPECT_EQ(held, ValidationDocuments(10, 0.2, 7));  // seeded
  bool differs = false;
  for (std::uint64_t seed = 8; seed < 12; ++seed) differs = differs || ValidationDocuments(10, 0.2, seed) != held;
  EXPECT_TRUE(differs);
  const auto most = ValidationDocuments(3, 0.99, 1);
  EXPECT_EQ(std::count(most.begin(), most.end(), true), 2);
  const auto tiny = ValidationDocuments(10, 0.01, 1);
  EXPECT_EQ(std::count(tiny.begin(), tiny.end(), true), 1);
  EXPECT_EQ(ValidationDocuments(1, 0.5, 1), std::vector<bool>{false});
  EXPECT_EQ(ValidationDocuments(4, 0.0, 1), std::vector<bool>(4, false));
}

TEST(WindowOrderTest, APermutationFixedBySeedAndEpoch) {
  auto order = WindowOrder(20, 3, 1);
  EXPECT_EQ(order, WindowOrder(20, 3, 1));
  EXPECT_NE(order, WindowOrder(20, 3, 2));
  EXPECT_NE(order, WindowOrder(20, 4, 1));
  std::sort(order.begin(), order.end());
  std::vector<std::size_t> identity(20);
  std::iota(identity.begin(), identity.end(), 0);
  EXPECT_EQ(order, identity);
}

}  // namespace
}  // namespace privtext::model::internal
