// privtext dp: privacy accounting for the Gaussian mechanism, as Private
// Evolution (seed 002) and its federated form use it.
//
// Two accountants:
//  - RDP (Rényi DP) of the sampled Gaussian mechanism (Mironov, Talwar, Zhang
//    2019), composed over steps and converted to (epsilon, delta) with the
//    conversion of Balle et al. 2020 — the numbers Opacus' RDP accountant gives.
//  - Exact composition for full participation (q = 1): T Gaussian mechanisms
//    with noise multiplier z are one Gaussian mechanism with multiplier
//    z / sqrt(T), whose exact privacy curve is the analytic Gaussian of Balle
//    and Wang 2018. Tighter than RDP, and tight for the CONTINUOUS Gaussian;
//    privtext releases the discrete Gaussian, whose guarantee is the RDP one
//    (Canonne, Kamath, Steinke 2020: the same Rényi bound). Reports give both.
//  - The distributed discrete Gaussian (Kairouz, Liu, Steinke 2021): n
//    clients each add a share, a secure aggregator reveals only the sum.
// All functions are pure and thread-safe.
#pragma once

#include <cstdint>
#include <vector>

#include "privtext/core.h"

namespace privtext::dp {

// Opacus' default orders: 1.1, 1.2, ..., 10.9, then 12, 13, ..., 63.
std::vector<double> DefaultOrders();

// RDP at `order` of one step of the sampled Gaussian mechanism with sampling
// rate `q` and noise multiplier `z` (noise std / sensitivity).
double SampledGaussianRdp(double q, double z, double order);

struct PrivacySpent {
  double epsilon = 0;
  double order = 0;  // the RDP order that gave epsilon (RDP accountant only)
};

// (epsilon, delta)-DP after `steps` steps, by RDP.
Result<PrivacySpent> RdpEpsilon(double noise_multiplier, int steps, double sampling_rate, double delta,
                                const std::vector<double>& orders = DefaultOrders());

// delta(epsilon) of the Gaussian mechanism whose sensitivity-to-noise ratio is
// mu (= sqrt(steps) / z after composition): Phi(-eps/mu + mu/2) - e^eps Phi(-eps/mu - mu/2).
double GaussianDelta(double mu, double epsilon);

// Smallest epsilon with GaussianDelta(sqrt(steps)/z, epsilon) <= delta (q = 1 only).
Result<PrivacySpent> ExactGaussianEpsilon(double noise_multiplier, int steps, double delta);

enum class Accountant { kRdp, kExactGaussian };

// The sum of `shares` independent N_Z(0, share_sigma^2)^dims vectors added to
// an integer vector of L2 sensitivity `l2_sensitivity` satisfies, for every
// alpha >= 1, D_alpha <= alpha * eps^2 / 2 with (KLS 2021, Theorem 1)
//   eps = min{ sqrt(l2^2 / (n s^2) + tau d / 2), l2 / (sqrt(n) s) + tau sqrt(d) },
//   tau = 10 sum_{k=1}^{n-1} exp(-2 pi^2 s^2 k / (k + 1)).
// That is the RDP curve of a Gaussian mechanism with noise multiplier
// 1 / eps, which this returns (feed it to RdpEpsilon). The theorem needs
// share_sigma >= 1/2; below that the shares are refused: a sum of tiny
// discrete Gaussians is not a Gaussian of the summed variance.
Result<double> DistributedGaussianNoiseMultiplier(double share_sigma, int shares, std::size_t dims,
                                                  double l2_sensitivity);

// Smallest noise multiplier whose epsilon is at most `target_epsilon`
// (bisection to a relative precision of 1e-6).
Result<double> CalibrateNoiseMultiplier(double target_epsilon, int steps, double sampling_rate, double delta,
                                        Accountant accountant);

// ------------------------------------------------- secret protection

// The standard normal CDF and its inverse (to about 1e-15 relative: Acklam's
// rational approximation refined by one Halley step on erfc).
double NormalCdf(double x);
double NormalQuantile(double probability);  // REQUIRES: 0 < probability < 1

// (p, r)-secret protection (seed 003): an adversary whose prior chance of
// guessing a secret is at most p reconstructs it from the release with
// probability at most r. A mechanism that is mu-GDP with respect to the
// secret gives r = 1 - Phi(Phi^-1(1 - p) - mu), so the budget a secret may
// spend is its capacity eta = Phi^-1(1 - p) - Phi^-1(1 - r).
Result<double> SecretCapacity(double p, double r);
// Phi(Phi^-1(p) + mu): the bound for a mu-GDP mechanism (tight for the
// continuous Gaussian).
double SecretReconstructionBound(double p, double mu);
// The bound from Rényi DP alone, for any mechanism with D_alpha <= alpha mu^2 / 2
// (the discrete Gaussian too): by probability preservation (Mironov 2017,
// Prop. 10) and Jensen over the prior, success <= (e^{D_alpha} p)^{(alpha-1)/alpha};
// the best alpha = sqrt(2 ln(1/p)) / mu gives exp(-(sqrt(ln(1/p)) - mu / sqrt(2))^2)
// when mu < sqrt(2 ln(1/p)), else 1.
double SecretReconstructionBoundRenyi(double p, double mu);

// SecretNoise (seed 003, Algorithm 1): weights w_i in [0, 1], one per
// sample, maximising sum w_i subject to sum_{i holds secret j} w_i <= cap_j
// for every secret j. `occurrences[j]` lists the samples holding secret j.
// Samples holding no secret get weight 1. Solved as a linear programme
// (GLPK's simplex); the solver's round-off is then removed by scaling a
// secret's weights down until their sum, added in increasing sample order,
// is at most its cap in floating point.
Result<std::vector<double>> SecretNoiseWeights(std::size_t samples,
                                               const std::vector<std::vector<std::size_t>>& occurrences,
                                               const std::vector<double>& capacities);

// ------------------------------------------------------------- noise

// A source of uniformly random 64-bit words. Noise is drawn from one of these
// so tests can inject a seeded source; production uses CsprngBits.
class RandomBits {
 public:
  virtual ~RandomBits() = default;
  virtual std::uint64_t Next() = 0;
};

// OpenSSL's CSPRNG (RAND_bytes), buffered. Aborts if the system generator
// fails: drawing privacy noise from a broken generator must never go unnoticed.
class CsprngBits : public RandomBits {
 public:
  std::uint64_t Next() override;

 private:
  std::uint64_t buffer_[64];
  int used_ = 64;
};

// Samples of the discrete Gaussian N_Z(0, sigma^2) by the exact rejection
// sampler of Canonne, Kamath and Steinke (2020), Algorithm 1: only integer
// arithmetic and uniform random integers, so no floating-point rounding can
// leak the noise's low bits (the attack of Mironov 2012 on textbook
// samplers). sigma^2 is taken as the rational num/den. The discrete Gaussian
// gives the same Rényi DP bound as the continuous one: alpha * Δ^2 / (2 sigma^2).
class DiscreteGaussian {
 public:
  // sigma^2 = sigma2_num / sigma2_den, at most 2^34, denominator at most 2^20.
  static Result<DiscreteGaussian> Create(std::uint64_t sigma2_num, std::uint64_t sigma2_den);
  // sigma given as a double is turned into a rational with denominator 2^20,
  // rounded up so the variance is never below sigma^2.
  static Result<DiscreteGaussian> FromSigma(double sigma);
  std::int64_t Sample(RandomBits& bits) const;
  double sigma2() const { return static_cast<double>(num_) / static_cast<double>(den_); }

 private:
  DiscreteGaussian(std::uint64_t num, std::uint64_t den, std::uint64_t t) : num_(num), den_(den), t_(t) {}
  std::uint64_t num_, den_, t_;  // sigma^2 = num/den, t = floor(sigma) + 1
};

// Bernoulli(exp(-n/d)) by exact integer arithmetic (CKS 2020, Proposition 5).
bool BernoulliExp(RandomBits& bits, std::uint64_t n, std::uint64_t d);

}  // namespace privtext::dp
