// RDP of the sampled Gaussian mechanism, from Mironov, Talwar and Zhang,
// "Rényi Differential Privacy of the Sampled Gaussian Mechanism" (2019):
// integer orders by the binomial expansion (§3.3), fractional orders by the
// two-sided series with complementary error functions (§3.4), all in log space.
#include <cmath>
#include <limits>

#include "privtext/dp.h"

namespace privtext::dp {
namespace {

constexpr double kNegInf = -std::numeric_limits<double>::infinity();

double LogAdd(double a, double b) {
  if (a == kNegInf) return b;
  if (b == kNegInf) return a;
  const double hi = std::max(a, b), lo = std::min(a, b);
  return hi + std::log1p(std::exp(lo - hi));
}

// log(exp(a) - exp(b)), REQUIRES a >= b.
double LogSub(double a, double b) {
  if (b == kNegInf) return a;
  if (a == b) return kNegInf;
  return a + std::log1p(-std::exp(b - a));
}

// log(erfc(x)), accurate where erfc underflows (asymptotic series).
double LogErfc(double x) {
  if (x < 25) return std::log(std::erfc(x));
  const double x2 = x * x;
  return -x2 - std::log(x) - 0.5 * std::log(M_PI) +
         std::log1p(-1 / (2 * x2) + 3 / (4 * x2 * x2) - 15 / (8 * x2 * x2 * x2));
}

double LogBinomial(double n, double k) {
  return std::lgamma(n + 1) - std::lgamma(k + 1) - std::lgamma(n - k + 1);
}

// log A_alpha for integer alpha.
double LogAInt(double q, double sigma, int alpha) {
  double log_a = kNegInf;
  for (int i = 0; i <= alpha; ++i) {
    const double term = LogBinomial(alpha, i) + i * std::log(q) + (alpha - i) * std::log1p(-q) +
                        (static_cast<double>(i) * i - i) / (2 * sigma * sigma);
    log_a = LogAdd(log_a, term);
  }
  return log_a;
}

// log A_alpha for fractional alpha.
double LogAFrac(double q, double sigma, double alpha) {
  double log_a0 = kNegInf, log_a1 = kNegInf;
  const double z0 = sigma * sigma * std::log(1 / q - 1) + 0.5;
  for (int i = 0;; ++i) {
    // The generalised binomial coefficient C(alpha, i) changes sign once i > alpha.
    double coef_sign = 1;
    double log_coef;
    if (i <= alpha) {
      log_coef = LogBinomial(alpha, i);
    } else {
      log_coef = std::lgamma(alpha + 1) - std::lgamma(i + 1.0);
      // |Gamma(alpha - i + 1)| and its sign for negative arguments
      int sign = 0;
      log_coef -= lgamma_r(alpha - i + 1, &sign);
      coef_sign = sign;
    }
    const double j = alpha - i;
    const double log_t0 = log_coef + i * std::log(q) + j * std::log1p(-q);
    const double log_t1 = log_coef + j * std::log(q) + i * std::log1p(-q);
    const double log_e0 = std::log(0.5) + LogErfc((i - z0) / (std::sqrt(2.0) * sigma));
    const double log_e1 = std::log(0.5) + LogErfc((z0 - j) / (std::sqrt(2.0) * sigma));
    const double log_s0 = log_t0 + (static_cast<double>(i) * i - i) / (2 * sigma * sigma) + log_e0;
    const double log_s1 = log_t1 + (j * j - j) / (2 * sigma * sigma) + log_e1;
    if (coef_sign > 0) {
      log_a0 = LogAdd(log_a0, log_s0);
      log_a1 = LogAdd(log_a1, log_s1);
    } else {
      log_a0 = LogSub(log_a0, log_s0);
      log_a1 = LogSub(log_a1, log_s1);
    }
    if (std::max(log_s0, log_s1) < -30 || i > 10000) break;
  }
  return LogAdd(log_a0, log_a1);
}

}  // namespace

std::vector<double> DefaultOrders() {
  std::vector<double> orders;
  for (int x = 1; x < 100; ++x) orders.push_back(1 + x / 10.0);
  for (int a = 12; a < 64; ++a) orders.push_back(a);
  return orders;
}

double SampledGaussianRdp(double q, double z, double order) {
  if (q == 0) return 0;
  if (z == 0) return std::numeric_limits<double>::infinity();
  if (q == 1) return order / (2 * z * z);
  if (order == std::floor(order)) return LogAInt(q, z, static_cast<int>(order)) / (order - 1);
  return LogAFrac(q, z, order) / (order - 1);
}

Result<PrivacySpent> RdpEpsilon(double noise_multiplier, int steps, double sampling_rate, double delta,
                                const std::vector<double>& orders) {
  if (noise_multiplier < 0) return MakeError(ErrorCode::kInvalidArgument, "`noise_multiplier` must be >= 0");
  if (steps < 1) return MakeError(ErrorCode::kInvalidArgument, "`steps` must be at least 1");
  if (!(sampling_rate > 0 && sampling_rate <= 1)) {
    return MakeError(ErrorCode::kInvalidArgument, "`sampling_rate` must be in (0, 1]");
  }
  if (!(delta > 0 && delta < 1)) return MakeError(ErrorCode::kInvalidArgument, "`delta` must be in (0, 1)");
  PrivacySpent best{std::numeric_limits<double>::infinity(), 0};
  for (double a : orders) {
    if (a <= 1) continue;
    const double rdp = steps * SampledGaussianRdp(sampling_rate, noise_multiplier, a);
    // Balle et al. 2020, Theorem 21 (Opacus' conversion).
    const double eps = rdp - (std::log(delta) + std::log(a)) / (a - 1) + std::log((a - 1) / a);
    if (eps < best.epsilon) best = {eps, a};
  }
  best.epsilon = std::max(0.0, best.epsilon);
  return best;
}

}  // namespace privtext::dp
