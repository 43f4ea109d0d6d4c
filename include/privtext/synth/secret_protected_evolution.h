// Secret-Protected Evolution (seed 003, SecPE): one noisy release of cluster
// statistics calibrated per secret, then the evolution loop votes with it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "privtext/core.h"
#include "privtext/dp.h"
#include "privtext/model.h"
#include "privtext/synth/private_evolution.h"

namespace privtext::synth {

// Spherical k-means (FAISS) of L2-normalised vectors: `k` unit-length
// centres. Seeded, so the same data and seed give the same centres.
Result<Embeddings> KMeans(const Embeddings& data, int k, int iterations, std::uint32_t seed);

// The samples holding each secret: substring search ignoring case in any
// script (utf8::CaseFold).
std::vector<std::vector<std::size_t>> SecretOccurrences(const std::vector<std::string>& texts,
                                                        const std::vector<std::string>& secrets);

// Settings of SecPE's one private release. Defaults follow seed 003
// (p = 1e-4, r/p = 10 of its {2, 10, 50, inf}).
struct SecPeOptions {
  int clusters = 2000;         // K
  int kmeans_iterations = 25;
  double p = 1e-4;             // prior success of guessing a secret
  double r = 1e-3;             // allowed success after the release
  // Noise std on each cluster statistic. With sqrt(2) (the default) the
  // weights meet exactly the seed's constraint sum w_i <= eta_j.
  double noise_std = 1.4142135623730951;
};

// What the release guarantees: public values only (no count, weight or mu
// computed from the private data may appear in a report).
//
// Neighbouring datasets (seed 003, Def. 3.1): the adversary's candidates
// D^1_j .. D^K_j differ from D only in the VALUE of secret j, so the same
// records hold secret j (and the same other secrets) in every candidate, and
// only those records' text, so their embeddings, change. SecretNoise weights
// depend only on which records hold which secret, so they are the same in
// every candidate. Each record i of secret j moves the statistics by at most
// 2 w_i (a unit vector may turn into its opposite, or leave its cluster:
// sqrt(2 w^2 + 2 w^2)) plus sqrt(d + 1) g of grid rounding (old and new), so
// with sum_{i in I_j} w_i <= (eta s - |I_j| sqrt(d+1) g) / 2 the L2 shift is
// at most eta s and the release is eta-GDP for secret j against continuous
// Gaussian noise of std s. docs/private-evolution.md has the argument.
struct SecretProtection {
  double p = 0, r = 0;
  double capacity = 0;                 // eta = Phi^-1(1-p) - Phi^-1(1-r): the mu each secret may spend
  double noise_std = 0;                // s
  // Reconstruction probability bound at mu = eta: Phi(Phi^-1(p) + eta) (= r),
  // tight for continuous Gaussian noise (GDP), the figure the seed uses.
  double reconstruction_gaussian = 0;
  // The bound proven for what is released, independent discrete Gaussians on
  // a grid: for an integer shift each coordinate has D_alpha <= alpha
  // Delta_i^2 / (2 sigma^2) (Canonne-Kamath-Steinke 2020) and independent
  // coordinates add, so D_alpha <= alpha eta^2 / 2: dp::SecretReconstructionBoundRenyi.
  double reconstruction_renyi = 0;
};
Result<SecretProtection> SecretProtectionOf(const SecPeOptions& options);

// Noisy cluster statistics (seed 003, Secret Clustering): public centres
// e_k with public counts n_k, updated with the weighted private records:
// c_k = sum w_i + N(0, s^2), S_k = sum w_i x_i + N(0, s^2 I), representative
// r_k = normalise(public sum of cluster k + S_k), vote weight max(c_k, 0).
// Private vectors longer than 1 are scaled to unit length (the sensitivity
// assumes it). Each record's (w_i, w_i x_i) is rounded to a grid of s / 4096
// and the noise is the exact discrete Gaussian on that grid.
struct Representatives {
  Embeddings vectors;
  std::vector<double> weights;
};
Result<Representatives> NoisyRepresentatives(const Embeddings& private_vectors, const std::vector<double>& weights,
                                             const Embeddings& public_vectors, const SecPeOptions& options,
                                             std::uint32_t kmeans_seed, dp::RandomBits& bits);

// The private part of the release before noise, in grid units: per centre
// [sum w_i, sum w_i x_i] of the records nearest to it (exposed so tests can
// build neighbouring datasets and measure the shift).
Result<std::vector<std::int64_t>> SecretClusterStatistics(const Embeddings& private_vectors,
                                                          const std::vector<double>& weights,
                                                          const Embeddings& centres, double grid);
// The grid of the release: s / 4096.
double SecretGrid(const SecPeOptions& options);

// The SecretNoise weights (seed 003, Algorithm 1) for these options and
// embedding dimension: the LP maximises sum w_i subject to, for every secret
// j, sum_{i in I_j} w_i <= (eta s - |I_j| sqrt(dims + 1) g) / 2.
Result<std::vector<double>> SecretWeights(const std::vector<std::string>& private_texts,
                                          const std::vector<std::string>& secrets, const SecPeOptions& options,
                                          std::size_t dims);

struct SecPeResult {
  EvolutionResult evolution;
  SecretProtection protection;
};

// SecPE: one noisy release of cluster statistics, then the evolution loop
// votes with the representatives (O(K * N_syn) per iteration instead of
// O(M * N_syn)); every iteration is post-processing of that release.
// `public_texts` are clustered (at least K of them) and seed the population;
// empty: the generator writes max(K, N_syn) of them from the options'
// initial_description (public by construction: no private data in the prompt).
Result<SecPeResult> RunSecretProtectedEvolution(const std::vector<std::string>& private_texts,
                                                const std::vector<std::string>& secrets,
                                                const std::vector<std::string>& public_texts,
                                                const EvolutionOptions& options, const SecPeOptions& secpe,
                                                model::Generator& generator, model::Embedder& embedder,
                                                const EvolutionHooks& hooks = {});

// The privacy section of a SecPE report: the guarantee and its public
// settings and bounds only (counts of private records, secrets or weights
// would be released without noise).
nlohmann::ordered_json SecretProtectionJson(const SecretProtection& protection, const SecPeOptions& options);

}  // namespace privtext::synth
