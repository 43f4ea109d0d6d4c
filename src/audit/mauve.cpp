// MAUVE (Pillutla et al. 2021) as the mauve-text package computes it:
// L2-normalised features, PCA keeping 90% of the variance, k-means
// quantisation (FAISS, redone 5 times), then the area under the divergence
// frontier of the two histograms. Features here are privtext's sentence
// embeddings (mauve-text defaults to GPT-2 large features).
#include <faiss/Clustering.h>
#include <faiss/IndexFlat.h>
#include <faiss/impl/FaissException.h>

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

double Kl(const std::vector<double>& p, const std::vector<double>& q) {
  double kl = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] != 0 && q[i] == 0) return std::numeric_limits<double>::infinity();
    if (p[i] != 0) kl += p[i] * std::log(p[i] / q[i]);
  }
  return kl;
}

// Trapezoidal area of y over x, with the points sorted by x. Ties in x go
// highest y first, so the area is the one under the frontier; mauve-text's
// unstable argsort leaves their order to chance (for p = q it happens to
// give 1, as here; the other order would give 0.75).
double Area(std::vector<std::pair<double, double>> points) {
  std::sort(points.begin(), points.end(),
            [](const auto& a, const auto& b) { return a.first < b.first || (a.first == b.first && a.second > b.second); });
  double area = 0;
  for (std::size_t i = 1; i < points.size(); ++i) {
    area += (points[i].first - points[i - 1].first) * (points[i].second + points[i - 1].second) / 2;
  }
  return area;
}

// Rows L2-normalised, projected on the principal components that explain
// `explained` of the variance (eigendecomposition of the covariance).
Eigen::MatrixXf Reduce(const Embeddings& p, const Embeddings& q, double explained) {
  const std::size_t n = p.rows + q.rows, d = p.dims;
  Eigen::MatrixXd x(n, d);
  auto put = [&](const Embeddings& v, std::size_t offset) {
    for (std::size_t i = 0; i < v.rows; ++i) {
      Eigen::VectorXd row(d);
      for (std::size_t j = 0; j < d; ++j) row(j) = v.values[i * d + j];
      if (const double norm = row.norm(); norm > 0) row /= norm;
      x.row(offset + i) = row.transpose();
    }
  };
  put(q, 0);  // mauve-text stacks q above p
  put(p, q.rows);
  const Eigen::RowVectorXd mean = x.colwise().mean();
  const Eigen::MatrixXd centred = x.rowwise() - mean;
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> es(centred.transpose() * centred);
  const Eigen::VectorXd values = es.eigenvalues().reverse().cwiseMax(0.0);  // descending
  const double total = values.sum();
  Eigen::Index keep = values.size();
  double cumulative = 0;
  for (Eigen::Index k = 0; k < values.size(); ++k) {
    cumulative += values(k);
    if (total > 0 && cumulative / total >= explained) {
      keep = k + 1;
      break;
    }
  }
  const Eigen::MatrixXd components = es.eigenvectors().rowwise().reverse().leftCols(keep);
  return (centred * components).cast<float>();
}

}  // namespace

double MauveFromHistograms(const std::vector<double>& p, const std::vector<double>& q, int curve_points,
                           double scaling) {
  std::vector<std::pair<double, double>> curve = {{1.0, 0.0}};  // exp(-c * (0, inf))
  for (int i = 0; i < curve_points; ++i) {
    const double w = curve_points == 1 ? 0.5 : 1e-6 + (1 - 2e-6) * i / (curve_points - 1);
    std::vector<double> r(p.size());
    for (std::size_t k = 0; k < p.size(); ++k) r[k] = w * p[k] + (1 - w) * q[k];
    curve.emplace_back(std::exp(-scaling * Kl(q, r)), std::exp(-scaling * Kl(p, r)));
  }
  curve.emplace_back(0.0, 1.0);
  std::vector<std::pair<double, double>> swapped;
  for (const auto& [x, y] : curve) swapped.emplace_back(y, x);
  return 0.5 * (Area(curve) + Area(swapped));
}

double FrontierIntegral(const std::vector<double>& p, const std::vector<double>& q) {
  double total = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const double a = p[i], b = q[i];
    if (a == 0 && b == 0) continue;
    if (a == 0) {
      total += b / 4;
    } else if (b == 0) {
      total += a / 4;
    } else if (std::abs(a - b) > 1e-8) {
      total += 0.25 * (a + b) - 0.5 * (a * b * (std::log(a) - std::log(b)) / (a - b));
    }
  }
  return total * 2;
}

Result<MauveResult> Mauve(const Embeddings& p, const Embeddings& q, const MauveOptions& o) {
  if (p.dims != q.dims || p.rows == 0 || q.rows == 0) {
    return MakeError(ErrorCode::kInvalidArgument, "MAUVE needs two non-empty sets of one dimension");
  }
  MauveResult r;
  r.buckets = o.buckets > 0 ? o.buckets
                            : std::max(2, static_cast<int>(std::lround(static_cast<double>(std::min(p.rows, q.rows)) / 10)));
  const Eigen::MatrixXf data = Reduce(p, q, o.explained_variance);
  const auto n = static_cast<std::size_t>(data.rows());
  if (n < static_cast<std::size_t>(r.buckets)) {
    return MakeError(ErrorCode::kInvalidArgument, "MAUVE: fewer texts than buckets");
  }
  // Row-major copy for FAISS.
  std::vector<float> rows(n * data.cols());
  for (std::size_t i = 0; i < n; ++i) {
    for (Eigen::Index j = 0; j < data.cols(); ++j) rows[i * data.cols() + j] = data(i, j);
  }
  std::vector<faiss::Index::idx_t> labels(n);
  try {
    faiss::ClusteringParameters params;
    params.niter = o.kmeans_iterations;
    params.nredo = o.kmeans_redo;
    params.seed = static_cast<int>(o.seed);
    params.min_points_per_centroid = 1;
    const auto dims = static_cast<int>(data.cols());
    faiss::Clustering clustering(dims, r.buckets, params);
    faiss::IndexFlatL2 index(dims);
    clustering.train(static_cast<faiss::Index::idx_t>(n), rows.data(), index);
    std::vector<float> distances(n);
    index.search(static_cast<faiss::Index::idx_t>(n), rows.data(), 1, distances.data(), labels.data());
  } catch (const faiss::FaissException& e) {
    return MakeError(ErrorCode::kInternal, std::string("MAUVE k-means (FAISS) failed: ") + e.what());
  }
  r.q_hist.assign(r.buckets, 0.0);
  r.p_hist.assign(r.buckets, 0.0);
  for (std::size_t i = 0; i < n; ++i) (i < q.rows ? r.q_hist : r.p_hist)[labels[i]] += 1;
  for (auto& v : r.q_hist) v /= static_cast<double>(q.rows);
  for (auto& v : r.p_hist) v /= static_cast<double>(p.rows);
  r.mauve = MauveFromHistograms(r.p_hist, r.q_hist, o.curve_points, o.scaling);
  r.frontier_integral = FrontierIntegral(r.p_hist, r.q_hist);
  return r;
}

}  // namespace privtext::audit
