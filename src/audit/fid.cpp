// Fréchet distance between two embedding sets (seed 003's FID on text
// embeddings), computed in double precision with Eigen.
#include <Eigen/Dense>
#include <algorithm>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

struct Gaussian {
  Eigen::VectorXd mean;
  Eigen::MatrixXd cov;
};

Gaussian Fit(const Embeddings& v) {
  Eigen::MatrixXd x(v.rows, v.dims);
  for (std::size_t i = 0; i < v.rows; ++i) {
    for (std::size_t j = 0; j < v.dims; ++j) x(i, j) = v.values[i * v.dims + j];
  }
  Gaussian g;
  g.mean = x.colwise().mean();
  const Eigen::MatrixXd centred = x.rowwise() - g.mean.transpose();
  g.cov = centred.transpose() * centred / static_cast<double>(v.rows - 1);
  return g;
}

// Symmetric PSD square root by eigendecomposition (negative round-off clipped).
Eigen::MatrixXd SqrtPsd(const Eigen::MatrixXd& m) {
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> es(m);
  const Eigen::VectorXd roots = es.eigenvalues().cwiseMax(0.0).cwiseSqrt();
  return es.eigenvectors() * roots.asDiagonal() * es.eigenvectors().transpose();
}

}  // namespace

Result<double> Fid(const Embeddings& a, const Embeddings& b) {
  if (a.dims != b.dims) return MakeError(ErrorCode::kInvalidArgument, "FID needs embeddings of one dimension");
  if (a.rows < 2 || b.rows < 2) return MakeError(ErrorCode::kInvalidArgument, "FID needs at least 2 vectors per set");
  if (a.values.size() != a.rows * a.dims || b.values.size() != b.rows * b.dims) {
    return MakeError(ErrorCode::kInvalidArgument, "FID: values do not match rows x dims");
  }
  const Gaussian ga = Fit(a), gb = Fit(b);
  // tr((S1 S2)^(1/2)) = tr((S1^(1/2) S2 S1^(1/2))^(1/2)), whose argument is symmetric PSD.
  const Eigen::MatrixXd root_a = SqrtPsd(ga.cov);
  const Eigen::MatrixXd inner = root_a * gb.cov * root_a;
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> es(0.5 * (inner + inner.transpose()), Eigen::EigenvaluesOnly);
  const double trace_sqrt = es.eigenvalues().cwiseMax(0.0).cwiseSqrt().sum();
  // Round-off can take identical sets a hair below zero; the distance is not negative.
  return std::max(0.0, (ga.mean - gb.mean).squaredNorm() + ga.cov.trace() + gb.cov.trace() - 2 * trace_sqrt);
}

}  // namespace privtext::audit
