// Accountant values pinned against Opacus 1.6.0's RDP analysis
// (opacus/accountants/analysis/rdp.py, run on the same inputs with the same
// orders) and against closed forms.
#include <cmath>

#include <gtest/gtest.h>

#include "privtext/dp.h"

namespace privtext::dp {
namespace {

// Seed 002, Appendix D.1: T = 11, q = 1, delta = 3e-6 gives epsilon 1.29 at
// z = 11.28 and 7.58 at z = 2.31.
TEST(RdpAccountantTest, ReproducesPreTextPrivacyLevels) {
  auto a = RdpEpsilon(11.28, 11, 1.0, 3e-6);
  ASSERT_TRUE(a);
  EXPECT_NEAR(a->epsilon, 1.2900305585701162, 1e-12);
  EXPECT_EQ(a->order, 16.0);
  auto b = RdpEpsilon(2.31, 11, 1.0, 3e-6);
  ASSERT_TRUE(b);
  EXPECT_NEAR(b->epsilon, 7.578984290237374, 1e-12);
  EXPECT_EQ(b->order, 4.3);
}

TEST(RdpAccountantTest, MatchesOpacusWithSubsampling) {
  struct Case { double q, z; int steps; double delta, epsilon, order; };
  const Case cases[] = {
      {0.004266666, 1.1, 14063, 1e-5, 2.5966550789852905, 8.1},
      {0.01, 0.8, 1000, 1e-5, 3.695428832544017, 4.8},
      {0.2, 2.5, 50, 1e-6, 3.219239719959718, 7.6},
  };
  for (const auto& c : cases) {
    auto r = RdpEpsilon(c.z, c.steps, c.q, c.delta);
    ASSERT_TRUE(r);
    EXPECT_NEAR(r->epsilon, c.epsilon, 1e-8 * c.epsilon) << c.q << " " << c.z;
    EXPECT_EQ(r->order, c.order);
  }
}

// Relative agreement to 1e-9: both sides sum the same series in floating
// point, with different erfc and log-gamma implementations.
TEST(RdpAccountantTest, PerOrderValuesMatchOpacus) {
  auto near = [](double got, double want) { EXPECT_NEAR(got, want, 1e-9 * want); };
  near(SampledGaussianRdp(0.01, 0.8, 2.5), 0.0004894537157368544);  // fractional order
  near(SampledGaussianRdp(0.01, 0.8, 7), 0.1781270722854605);       // integer order
  near(SampledGaussianRdp(0.2, 2.5, 2.5), 0.00876966790648886);
  near(SampledGaussianRdp(0.2, 2.5, 7), 0.028371341212756526);
  EXPECT_NEAR(SampledGaussianRdp(1.0, 2.31, 7), 7 / (2 * 2.31 * 2.31), 1e-15);
}

// Order 2 has a closed form: A_2 = 1 + q^2 (e^{1/z^2} - 1).
TEST(RdpAccountantTest, OrderTwoClosedForm) {
  for (double q : {0.001, 0.05, 0.3, 0.9}) {
    for (double z : {0.7, 1.0, 4.0}) {
      EXPECT_NEAR(SampledGaussianRdp(q, z, 2), std::log1p(q * q * std::expm1(1 / (z * z))), 1e-12);
    }
  }
}

TEST(RdpAccountantTest, RejectsBadArguments) {
  EXPECT_FALSE(RdpEpsilon(1, 0, 1, 1e-5));
  EXPECT_FALSE(RdpEpsilon(1, 10, 0, 1e-5));
  EXPECT_FALSE(RdpEpsilon(1, 10, 1.5, 1e-5));
  EXPECT_FALSE(RdpEpsilon(1, 10, 1, 0));
  EXPECT_FALSE(RdpEpsilon(-1, 10, 1, 1e-5));
}

TEST(ExactGaussianTest, ClosedFormAndInverse) {
  // mu = 1, eps = 0: Phi(1/2) - Phi(-1/2).
  EXPECT_NEAR(GaussianDelta(1.0, 0.0), 0.38292492254802624, 1e-14);
  for (double z : {2.31, 11.28}) {
    auto e = ExactGaussianEpsilon(z, 11, 3e-6);
    ASSERT_TRUE(e);
    EXPECT_NEAR(GaussianDelta(std::sqrt(11.0) / z, e->epsilon), 3e-6, 1e-12);
    // Exact composition is tighter than RDP.
    EXPECT_LT(e->epsilon, RdpEpsilon(z, 11, 1.0, 3e-6)->epsilon);
  }
  EXPECT_NEAR(ExactGaussianEpsilon(11.28, 11, 3e-6)->epsilon, 1.19125298555, 1e-9);
  EXPECT_NEAR(ExactGaussianEpsilon(2.31, 11, 3e-6)->epsilon, 7.08012342326, 1e-9);
}

TEST(CalibrationTest, InvertsTheAccountants) {
  auto z = CalibrateNoiseMultiplier(1.29, 11, 1.0, 3e-6, Accountant::kRdp);
  ASSERT_TRUE(z);
  EXPECT_NEAR(*z, 11.28, 0.01);
  EXPECT_LE(RdpEpsilon(*z, 11, 1.0, 3e-6)->epsilon, 1.29);
  auto exact = CalibrateNoiseMultiplier(1.29, 11, 1.0, 3e-6, Accountant::kExactGaussian);
  ASSERT_TRUE(exact);
  EXPECT_LT(*exact, *z);  // the tighter accountant needs less noise
  EXPECT_FALSE(CalibrateNoiseMultiplier(1.0, 11, 0.5, 1e-5, Accountant::kExactGaussian));
}

// The library names its own parameters; the CLI turns them into flags.
TEST(RdpAccountantTest, ErrorsNameTheParameter) {
  EXPECT_EQ(RdpEpsilon(1.0, 0, 1.0, 1e-5).error().message(), "`steps` must be at least 1");
  EXPECT_EQ(ExactGaussianEpsilon(0.0, 3, 1e-5).error().message(), "`noise_multiplier` must be > 0");
}

}  // namespace
}  // namespace privtext::dp
