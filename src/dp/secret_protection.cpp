// (p, r)-secret protection (seed 003, SecPE): the normal quantile, the
// capacity of a secret, and the SecretNoise weights as a linear programme.
#include <glpk.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

#include "privtext/dp.h"

namespace privtext::dp {
namespace {

// Acklam's rational approximation of the normal quantile (relative error
// below 1.15e-9), the start of a Halley refinement.
double AcklamQuantile(double p) {
  static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                                 1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
  static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                                 6.680131188771972e+01,  -1.328068155288572e+01};
  static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                                 -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
  static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                                 3.754408661907416e+00};
  constexpr double kLow = 0.02425;
  if (p < kLow) {
    const double q = std::sqrt(-2 * std::log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
           ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - kLow) return -AcklamQuantile(1 - p);
  const double q = p - 0.5, r = q * q;
  return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
         (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

// The GLPK functions SecretNoise calls, opened on first use so that commands
// which solve no programme do not load GLPK at start-up.
struct Glpk {
  decltype(&glp_create_prob) create_prob = nullptr;
  decltype(&glp_delete_prob) delete_prob = nullptr;
  decltype(&glp_set_obj_dir) set_obj_dir = nullptr;
  decltype(&glp_add_rows) add_rows = nullptr;
  decltype(&glp_set_row_bnds) set_row_bnds = nullptr;
  decltype(&glp_add_cols) add_cols = nullptr;
  decltype(&glp_set_col_bnds) set_col_bnds = nullptr;
  decltype(&glp_set_obj_coef) set_obj_coef = nullptr;
  decltype(&glp_load_matrix) load_matrix = nullptr;
  decltype(&glp_init_smcp) init_smcp = nullptr;
  decltype(&glp_simplex) simplex = nullptr;
  decltype(&glp_get_status) get_status = nullptr;
  decltype(&glp_get_col_prim) get_col_prim = nullptr;
};

Result<const Glpk*> LoadGlpk() {
  return LoadLibraryOnce<Glpk>(PRIVTEXT_GLPK_SONAME, [](SharedLibrary& library, Glpk& g) -> Status {
    library.Bind(g.create_prob, "glp_create_prob");
    library.Bind(g.delete_prob, "glp_delete_prob");
    library.Bind(g.set_obj_dir, "glp_set_obj_dir");
    library.Bind(g.add_rows, "glp_add_rows");
    library.Bind(g.set_row_bnds, "glp_set_row_bnds");
    library.Bind(g.add_cols, "glp_add_cols");
    library.Bind(g.set_col_bnds, "glp_set_col_bnds");
    library.Bind(g.set_obj_coef, "glp_set_obj_coef");
    library.Bind(g.load_matrix, "glp_load_matrix");
    library.Bind(g.init_smcp, "glp_init_smcp");
    library.Bind(g.simplex, "glp_simplex");
    library.Bind(g.get_status, "glp_get_status");
    library.Bind(g.get_col_prim, "glp_get_col_prim");
    return Ok();
  });
}

}  // namespace

double NormalCdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

double NormalQuantile(double p) {
  double x = AcklamQuantile(p);
  // One Halley step on e(x) = Phi(x) - p, with Phi from erfc (accurate in the tails).
  const double e = NormalCdf(x) - p;
  const double u = e * std::sqrt(2 * M_PI) * std::exp(x * x / 2);
  x -= u / (1 + x * u / 2);
  return x;
}

Result<double> SecretCapacity(double p, double r) {
  if (!(p > 0 && p < 1) || !(r > 0 && r <= 1)) {
    return MakeError(ErrorCode::kInvalidArgument, "secret protection needs 0 < p < 1 and 0 < r <= 1");
  }
  if (r < p) return MakeError(ErrorCode::kInvalidArgument, "r must be at least p: no release can lower the prior");
  if (r == 1) return std::numeric_limits<double>::infinity();
  // Phi^-1(1 - x) = -Phi^-1(x), which keeps full precision for small p and r.
  return NormalQuantile(r) - NormalQuantile(p);
}

double SecretReconstructionBound(double p, double mu) { return NormalCdf(mu + NormalQuantile(p)); }

double SecretReconstructionBoundRenyi(double p, double mu) {
  const double root = std::sqrt(-std::log(p));
  if (!(mu < std::sqrt(2.0) * root)) return 1;
  const double gap = root - mu / std::sqrt(2.0);
  return std::exp(-gap * gap);
}

Result<std::vector<double>> SecretNoiseWeights(std::size_t samples,
                                               const std::vector<std::vector<std::size_t>>& occurrences,
                                               const std::vector<double>& capacities) {
  if (occurrences.size() != capacities.size()) {
    return MakeError(ErrorCode::kInvalidArgument, "one capacity per secret is needed");
  }
  std::vector<double> weights(samples, 1.0);
  // Columns are the samples holding some secret; the rest keep weight 1.
  std::vector<int> column(samples, 0);
  std::vector<std::size_t> sample_of_column = {0};  // GLPK counts from 1
  std::vector<int> ia = {0}, ja = {0};
  std::vector<double> ar = {0};
  for (std::size_t j = 0; j < occurrences.size(); ++j) {
    if (!(capacities[j] >= 0)) return MakeError(ErrorCode::kInvalidArgument, "secret capacities must be >= 0");
    // GLPK aborts on a repeated (row, column): each sample counts once per secret.
    std::vector<std::size_t> holders = occurrences[j];
    std::sort(holders.begin(), holders.end());
    holders.erase(std::unique(holders.begin(), holders.end()), holders.end());
    for (std::size_t i : holders) {
      if (i >= samples) return MakeError(ErrorCode::kInvalidArgument, "secret occurrence beyond the samples");
      if (column[i] == 0) {
        column[i] = static_cast<int>(sample_of_column.size());
        sample_of_column.push_back(i);
      }
      ia.push_back(static_cast<int>(j) + 1);
      ja.push_back(column[i]);
      ar.push_back(1.0);
    }
  }
  const int columns = static_cast<int>(sample_of_column.size()) - 1;
  if (columns == 0) return weights;
  auto glpk = LoadGlpk();
  if (!glpk) return std::unexpected(glpk.error());
  const Glpk& glp = **glpk;
  std::unique_ptr<glp_prob, decltype(glp.delete_prob)> lp(glp.create_prob(), glp.delete_prob);
  glp.set_obj_dir(lp.get(), GLP_MAX);
  glp.add_rows(lp.get(), static_cast<int>(occurrences.size()));
  for (std::size_t j = 0; j < occurrences.size(); ++j) {
    if (std::isinf(capacities[j])) {
      glp.set_row_bnds(lp.get(), static_cast<int>(j) + 1, GLP_FR, 0, 0);
    } else {
      glp.set_row_bnds(lp.get(), static_cast<int>(j) + 1, GLP_UP, 0, capacities[j]);
    }
  }
  glp.add_cols(lp.get(), columns);
  for (int c = 1; c <= columns; ++c) {
    glp.set_col_bnds(lp.get(), c, GLP_DB, 0, 1);
    glp.set_obj_coef(lp.get(), c, 1);
  }
  glp.load_matrix(lp.get(), static_cast<int>(ia.size()) - 1, ia.data(), ja.data(), ar.data());
  glp_smcp params;
  glp.init_smcp(&params);
  params.msg_lev = GLP_MSG_OFF;
  if (glp.simplex(lp.get(), &params) != 0 || glp.get_status(lp.get()) != GLP_OPT) {
    return MakeError(ErrorCode::kInternal, "SecretNoise: the linear programme found no optimum");
  }
  for (int c = 1; c <= columns; ++c) {
    weights[sample_of_column[c]] = std::clamp(glp.get_col_prim(lp.get(), c), 0.0, 1.0);
  }
  // The simplex may overshoot a cap by its round-off. Scaling down never
  // raises another secret's sum, so one pass over the secrets makes every
  // cap hold exactly.
  for (std::size_t j = 0; j < occurrences.size(); ++j) {
    std::vector<std::size_t> holders = occurrences[j];
    std::sort(holders.begin(), holders.end());
    holders.erase(std::unique(holders.begin(), holders.end()), holders.end());
    auto sum = [&] {
      double total = 0;
      for (std::size_t i : holders) total += weights[i];
      return total;
    };
    for (double total = sum(); total > capacities[j]; total = sum()) {
      const double scale = std::nextafter(capacities[j] / total, 0.0);
      for (std::size_t i : holders) weights[i] *= scale;
    }
  }
  return weights;
}

}  // namespace privtext::dp
