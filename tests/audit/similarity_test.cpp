#include <cmath>

#include <gtest/gtest.h>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

// 1-D: {0, 2} has mean 1 and (unbiased) variance 2, {1, 5} mean 3 and
// variance 8: FID = (1 - 3)^2 + 2 + 8 - 2 sqrt(16) = 6.
TEST(FidTest, OneDimensionByHand) {
  EXPECT_NEAR(*Fid({2, 1, {0, 2}}, {2, 1, {1, 5}}), 6.0, 1e-12);
  EXPECT_NEAR(*Fid({2, 1, {0, 2}}, {2, 1, {0, 2}}), 0.0, 1e-12);
}

// Square corners: covariance 4/3 I; doubled and shifted by (1, 1):
// 16/3 I. FID = |(1,1) + (1,1)|^2 ... worked below.
TEST(FidTest, TwoDimensionsByHand) {
  const Embeddings a{4, 2, {0, 0, 2, 0, 0, 2, 2, 2}};
  const Embeddings b{4, 2, {1, 1, 5, 1, 1, 5, 5, 5}};
  // means (1, 1) and (3, 3): |d|^2 = 8; tr(S1 + S2) = 2 (4/3 + 16/3) = 40/3;
  // (S1 S2)^(1/2) = 8/3 I, trace 16/3. FID = 8 + 40/3 - 32/3 = 32/3.
  EXPECT_NEAR(*Fid(a, b), 32.0 / 3, 1e-12);
  EXPECT_FALSE(Fid(a, {1, 2, {0, 0}}));
  EXPECT_FALSE(Fid(a, {4, 3, std::vector<float>(12, 0)}));
}

// Reference values from mauve-text 0.4 (get_divergence_curve_for_multinomials
// with 25 mixture weights, scaling 5, sklearn's auc; get_fronter_integral).
TEST(MauveTest, FrontierMatchesTheReferencePackage) {
  EXPECT_NEAR(MauveFromHistograms({0.5, 0.5, 0.0}, {0.25, 0.25, 0.5}, 25, 5), 0.27811372536724027, 1e-12);
  EXPECT_NEAR(FrontierIntegral({0.5, 0.5, 0.0}, {0.25, 0.25, 0.5}), 0.3068528194400547, 1e-12);
  EXPECT_NEAR(MauveFromHistograms({0.1, 0.2, 0.3, 0.4}, {0.4, 0.3, 0.2, 0.1}, 25, 5), 0.6538536633533254, 1e-12);
  EXPECT_NEAR(FrontierIntegral({0.1, 0.2, 0.3, 0.4}, {0.4, 0.3, 0.2, 0.1}), 0.14376337397156547, 1e-12);
  EXPECT_NEAR(MauveFromHistograms({0.3, 0.7}, {0.3, 0.7}, 25, 5), 1.0, 1e-12);
  EXPECT_NEAR(FrontierIntegral({0.3, 0.7}, {0.3, 0.7}), 0.0, 1e-15);
}

// Four tight, well-separated groups: p has 20, 20, 10, 10 points in them,
// q 10, 20, 30, 0. Any correct quantisation into 4 buckets finds the groups,
// so MAUVE equals mauve-text's value for the same counts (computed there on
// other points with these counts).
TEST(MauveTest, WholePipelineOnSeparatedGroups) {
  const float centres[4][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {-1, -1, 0}};
  auto make = [&](std::vector<int> counts, float jitter) {
    Embeddings v{0, 3, {}};
    for (int g = 0; g < 4; ++g) {
      for (int i = 0; i < counts[g]; ++i) {
        for (int k = 0; k < 3; ++k) v.values.push_back(centres[g][k] + jitter * static_cast<float>((i * 7 + k * 3) % 5 - 2));
        ++v.rows;
      }
    }
    return v;
  };
  MauveOptions o;
  o.buckets = 4;
  auto r = Mauve(make({20, 20, 10, 10}, 0.01f), make({10, 20, 30, 0}, 0.012f), o);
  ASSERT_TRUE(r) << r.error().message();
  EXPECT_NEAR(r->mauve, 0.6017441256589156, 1e-9);
  EXPECT_NEAR(r->frontier_integral, 0.1609645343129909, 1e-9);
  auto same = Mauve(make({20, 20, 10, 10}, 0.01f), make({20, 20, 10, 10}, 0.01f), o);
  EXPECT_NEAR(same->mauve, 1.0, 1e-9);
  o.buckets = 0;  // auto: max(2, round(60 / 10)) = 6
  EXPECT_EQ(Mauve(make({20, 20, 10, 10}, 0.01f), make({10, 20, 30, 0}, 0.012f), o)->buckets, 6);
}

TEST(LengthTest, Summary) {
  const auto s = SummarizeLengths({"a", "a b", "a b c", "a b c d", ""});
  EXPECT_EQ(s.count, 5u);
  EXPECT_DOUBLE_EQ(s.mean, 2.0);
  EXPECT_EQ(s.min, 0u);
  EXPECT_EQ(s.median, 2u);
  EXPECT_EQ(s.max, 4u);
  EXPECT_NEAR(s.stddev, std::sqrt(2.5), 1e-12);  // unbiased
}

}  // namespace
}  // namespace privtext::audit
