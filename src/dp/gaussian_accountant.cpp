// Exact (epsilon, delta) of composed Gaussian mechanisms under full
// participation, by the analytic Gaussian mechanism (Balle and Wang 2018,
// Theorem 8), and noise calibration for either accountant.
#include <cmath>

#include "privtext/dp.h"

namespace privtext::dp {
namespace {

double Phi(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

}  // namespace

double GaussianDelta(double mu, double epsilon) {
  // e^eps * Phi(b) is computed in log space to stay finite for large eps.
  const double a = Phi(-epsilon / mu + mu / 2);
  const double b = -epsilon / mu - mu / 2;
  const double tail = b < -35 ? 0.0 : std::exp(epsilon + std::log(Phi(b)));
  return std::max(0.0, a - tail);
}

Result<PrivacySpent> ExactGaussianEpsilon(double noise_multiplier, int steps, double delta) {
  if (noise_multiplier <= 0) return MakeError(ErrorCode::kInvalidArgument, "`noise_multiplier` must be > 0");
  if (steps < 1) return MakeError(ErrorCode::kInvalidArgument, "`steps` must be at least 1");
  if (!(delta > 0 && delta < 1)) return MakeError(ErrorCode::kInvalidArgument, "`delta` must be in (0, 1)");
  const double mu = std::sqrt(static_cast<double>(steps)) / noise_multiplier;
  if (GaussianDelta(mu, 0) <= delta) return PrivacySpent{0, 0};
  // delta(eps) decreases in eps: bisect.
  double lo = 0, hi = 1;
  while (GaussianDelta(mu, hi) > delta) hi *= 2;
  for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; ++i) {
    const double mid = (lo + hi) / 2;
    (GaussianDelta(mu, mid) > delta ? lo : hi) = mid;
  }
  return PrivacySpent{hi, 0};
}

Result<double> CalibrateNoiseMultiplier(double target_epsilon, int steps, double sampling_rate, double delta,
                                        Accountant accountant) {
  if (!(target_epsilon > 0)) return MakeError(ErrorCode::kInvalidArgument, "`epsilon` must be > 0");
  if (accountant == Accountant::kExactGaussian && sampling_rate != 1) {
    return MakeError(ErrorCode::kInvalidArgument, "the exact Gaussian accountant needs `sampling_rate` 1");
  }
  auto eps = [&](double z) -> Result<double> {
    auto r = accountant == Accountant::kRdp ? RdpEpsilon(z, steps, sampling_rate, delta)
                                            : ExactGaussianEpsilon(z, steps, delta);
    if (!r) return std::unexpected(r.error());
    return r->epsilon;
  };
  // epsilon decreases as the noise grows: find a bracket, then bisect.
  double lo = 0, hi = 1;
  for (;;) {
    auto e = eps(hi);
    if (!e) return std::unexpected(e.error());
    if (*e <= target_epsilon) break;
    lo = hi;
    hi *= 2;
    if (hi > 1e6) return MakeError(ErrorCode::kInvalidArgument, "no noise multiplier below 1e6 reaches that epsilon");
  }
  while (hi - lo > 1e-6 * hi) {
    const double mid = (lo + hi) / 2;
    auto e = eps(mid);
    if (!e) return std::unexpected(e.error());
    (*e > target_epsilon ? lo : hi) = mid;
  }
  return hi;
}

Result<double> DistributedGaussianNoiseMultiplier(double share_sigma, int shares, std::size_t dims,
                                                  double l2_sensitivity) {
  if (shares < 1 || dims == 0 || !(l2_sensitivity > 0)) {
    return MakeError(ErrorCode::kInvalidArgument, "distributed noise needs >= 1 share, >= 1 dimension, sensitivity > 0");
  }
  if (!(share_sigma >= 0.5)) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "each client's noise share has std " + std::to_string(share_sigma) +
                         ", below 1/2: the sum of such shares cannot be accounted (Kairouz-Liu-Steinke 2021); "
                         "split the noise over fewer clients or raise the noise multiplier");
  }
  const double n = shares, s2 = share_sigma * share_sigma, d = static_cast<double>(dims);
  double tau = 0;
  for (int k = 1; k < shares; ++k) tau += 10 * std::exp(-2 * M_PI * M_PI * s2 * k / (k + 1.0));
  const double ideal = l2_sensitivity * l2_sensitivity / (n * s2);
  const double eps = std::min(std::sqrt(ideal + tau * d / 2), std::sqrt(ideal) + tau * std::sqrt(d));
  return 1 / eps;
}

}  // namespace privtext::dp
