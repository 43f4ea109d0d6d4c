// Internal: the one matrix product the synth module needs, on OpenBLAS.
#pragma once

#include <cstddef>

namespace privtext::synth::internal {

// C (m x n) = A (m x k) * B (n x k)^T, all row-major float32: the inner
// products of m query rows with n rows, on the calling thread.
void Sgemm(std::size_t m, std::size_t n, std::size_t k, const float* a, const float* b, float* c);

// While alive, OpenBLAS runs on the calling thread only: callers split the
// rows over their own threads, and OpenBLAS's idle threads (which spin for a
// while after every call) do not compete with them for the cores. The setting
// is process-wide: a BLAS user on another thread meanwhile (FAISS k-means)
// also runs single-threaded until it is restored.
class SingleThreadedBlas {
 public:
  SingleThreadedBlas();
  ~SingleThreadedBlas();
  SingleThreadedBlas(const SingleThreadedBlas&) = delete;
  SingleThreadedBlas& operator=(const SingleThreadedBlas&) = delete;

 private:
  int saved_;
};

}  // namespace privtext::synth::internal
