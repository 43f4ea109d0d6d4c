// The BLAS routines privtext calls (cblas_sgemm and OpenBLAS's thread count,
// declared by <cblas.h>) and the Fortran BLAS/LAPACK routines that FAISS (a
// static library) calls, forwarded to OpenBLAS opened on first use. Linking
// OpenBLAS instead would load it, and start its spinning thread pool, in every
// command at start-up.
// These routines cannot return an error, so a missing OpenBLAS ends the
// process with a message; scripts/bootstrap installs it.
#include <cstdio>
#include <cstdlib>

#include <cblas.h>

#include "privtext/core.h"

namespace privtext {
namespace {

using Int = int;  // FAISS and Debian's OpenBLAS use 32-bit BLAS integers.

struct Lapack {
  decltype(&::cblas_sgemm) cblas = nullptr;
  decltype(&openblas_get_num_threads) get_num_threads = nullptr;
  decltype(&openblas_set_num_threads) set_num_threads = nullptr;
  void (*sgemm)(const char*, const char*, const Int*, const Int*, const Int*, const float*, const float*,
                const Int*, const float*, const Int*, const float*, float*, const Int*) = nullptr;
  void (*ssyrk)(const char*, const char*, const Int*, const Int*, const float*, const float*, const Int*,
                const float*, float*, const Int*) = nullptr;
  void (*sgeqrf)(const Int*, const Int*, float*, const Int*, float*, float*, const Int*, Int*) = nullptr;
  void (*sorgqr)(const Int*, const Int*, const Int*, float*, const Int*, const float*, float*, const Int*,
                 Int*) = nullptr;
  void (*sgesvd)(const char*, const char*, const Int*, const Int*, float*, const Int*, float*, float*,
                 const Int*, float*, const Int*, float*, const Int*, Int*) = nullptr;
  void (*sgelsd)(const Int*, const Int*, const Int*, float*, const Int*, float*, const Int*, float*,
                 const float*, Int*, float*, const Int*, Int*, Int*) = nullptr;
  void (*sgetrf)(const Int*, const Int*, float*, const Int*, Int*, Int*) = nullptr;
  void (*sgetri)(const Int*, float*, const Int*, const Int*, float*, const Int*, Int*) = nullptr;
  void (*dgemm)(const char*, const char*, const Int*, const Int*, const Int*, const double*, const double*,
                const Int*, const double*, const Int*, const double*, double*, const Int*) = nullptr;
  void (*dgesvd)(const char*, const char*, const Int*, const Int*, double*, const Int*, double*, double*,
                 const Int*, double*, const Int*, double*, const Int*, Int*) = nullptr;
  void (*dsyev)(const char*, const char*, const Int*, double*, const Int*, double*, double*, const Int*,
                Int*) = nullptr;
  void (*dgetrf)(const Int*, const Int*, double*, const Int*, Int*, Int*) = nullptr;
  void (*dgetri)(const Int*, double*, const Int*, const Int*, double*, const Int*, Int*) = nullptr;
};

// OpenBLAS picks its kernels by the CPU's family and model. A CPU it does not
// know, such as a virtual one that hides them ("Intel(R) Xeon(R) Processor",
// as on this project's 2-core machines), gets the SSE3 kernels of 2004
// (Prescott): the PE vote's sgemm ran at a third of the speed there. Unless the user names a core type, one is
// named here from what the CPU can do (kernels for AVX-512 or AVX2 with FMA).
void NameOpenBlasCoreType() {
  if (std::getenv("OPENBLAS_CORETYPE") != nullptr) return;
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq")) {
    setenv("OPENBLAS_CORETYPE", "SKYLAKEX", 0);
  } else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
    setenv("OPENBLAS_CORETYPE", "HASWELL", 0);
  }
}

const Lapack& Routines() {
  [[maybe_unused]] static const bool named = (NameOpenBlasCoreType(), true);
  auto routines = LoadLibraryOnce<Lapack>(PRIVTEXT_OPENBLAS_SONAME, [](SharedLibrary& library, Lapack& r) -> Status {
    library.Bind(r.cblas, "cblas_sgemm");
    library.Bind(r.get_num_threads, "openblas_get_num_threads");
    library.Bind(r.set_num_threads, "openblas_set_num_threads");
    library.Bind(r.sgemm, "sgemm_");
    library.Bind(r.ssyrk, "ssyrk_");
    library.Bind(r.sgeqrf, "sgeqrf_");
    library.Bind(r.sorgqr, "sorgqr_");
    library.Bind(r.sgesvd, "sgesvd_");
    library.Bind(r.sgelsd, "sgelsd_");
    library.Bind(r.sgetrf, "sgetrf_");
    library.Bind(r.sgetri, "sgetri_");
    library.Bind(r.dgemm, "dgemm_");
    library.Bind(r.dgesvd, "dgesvd_");
    library.Bind(r.dsyev, "dsyev_");
    library.Bind(r.dgetrf, "dgetrf_");
    library.Bind(r.dgetri, "dgetri_");
    return Ok();
  });
  if (!routines) {
    std::fprintf(stderr, "privtext: %s\n", routines.error().message().c_str());
    std::exit(1);
  }
  return **routines;
}

}  // namespace
}  // namespace privtext

using privtext::Int;
using privtext::Routines;

extern "C" {

void cblas_sgemm(const CBLAS_ORDER order, const CBLAS_TRANSPOSE trans_a, const CBLAS_TRANSPOSE trans_b,
                 const blasint m, const blasint n, const blasint k, const float alpha, const float* a,
                 const blasint lda, const float* b, const blasint ldb, const float beta, float* c,
                 const blasint ldc) {
  Routines().cblas(order, trans_a, trans_b, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}

int openblas_get_num_threads(void) { return Routines().get_num_threads(); }
void openblas_set_num_threads(int num_threads) { Routines().set_num_threads(num_threads); }

int sgemm_(const char* transa, const char* transb, const Int* m, const Int* n, const Int* k, const float* alpha,
           const float* a, const Int* lda, const float* b, const Int* ldb, const float* beta, float* c,
           const Int* ldc) {
  Routines().sgemm(transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
  return 0;
}

int ssyrk_(const char* uplo, const char* trans, const Int* n, const Int* k, const float* alpha, const float* a,
           const Int* lda, const float* beta, float* c, const Int* ldc) {
  Routines().ssyrk(uplo, trans, n, k, alpha, a, lda, beta, c, ldc);
  return 0;
}

int sgeqrf_(const Int* m, const Int* n, float* a, const Int* lda, float* tau, float* work, const Int* lwork,
            Int* info) {
  Routines().sgeqrf(m, n, a, lda, tau, work, lwork, info);
  return 0;
}

int sorgqr_(const Int* m, const Int* n, const Int* k, float* a, const Int* lda, const float* tau, float* work,
            const Int* lwork, Int* info) {
  Routines().sorgqr(m, n, k, a, lda, tau, work, lwork, info);
  return 0;
}

int sgesvd_(const char* jobu, const char* jobvt, const Int* m, const Int* n, float* a, const Int* lda, float* s,
            float* u, const Int* ldu, float* vt, const Int* ldvt, float* work, const Int* lwork, Int* info) {
  Routines().sgesvd(jobu, jobvt, m, n, a, lda, s, u, ldu, vt, ldvt, work, lwork, info);
  return 0;
}

int sgelsd_(const Int* m, const Int* n, const Int* nrhs, float* a, const Int* lda, float* b, const Int* ldb,
            float* s, const float* rcond, Int* rank, float* work, const Int* lwork, Int* iwork, Int* info) {
  Routines().sgelsd(m, n, nrhs, a, lda, b, ldb, s, rcond, rank, work, lwork, iwork, info);
  return 0;
}

int sgetrf_(const Int* m, const Int* n, float* a, const Int* lda, Int* ipiv, Int* info) {
  Routines().sgetrf(m, n, a, lda, ipiv, info);
  return 0;
}

int sgetri_(const Int* n, float* a, const Int* lda, const Int* ipiv, float* work, const Int* lwork, Int* info) {
  Routines().sgetri(n, a, lda, ipiv, work, lwork, info);
  return 0;
}

int dgemm_(const char* transa, const char* transb, const Int* m, const Int* n, const Int* k, const double* alpha,
           const double* a, const Int* lda, const double* b, const Int* ldb, const double* beta, double* c,
           const Int* ldc) {
  Routines().dgemm(transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
  return 0;
}

int dgesvd_(const char* jobu, const char* jobvt, const Int* m, const Int* n, double* a, const Int* lda, double* s,
            double* u, const Int* ldu, double* vt, const Int* ldvt, double* work, const Int* lwork, Int* info) {
  Routines().dgesvd(jobu, jobvt, m, n, a, lda, s, u, ldu, vt, ldvt, work, lwork, info);
  return 0;
}

int dsyev_(const char* jobz, const char* uplo, const Int* n, double* a, const Int* lda, double* w, double* work,
           const Int* lwork, Int* info) {
  Routines().dsyev(jobz, uplo, n, a, lda, w, work, lwork, info);
  return 0;
}

int dgetrf_(const Int* m, const Int* n, double* a, const Int* lda, Int* ipiv, Int* info) {
  Routines().dgetrf(m, n, a, lda, ipiv, info);
  return 0;
}

int dgetri_(const Int* n, double* a, const Int* lda, const Int* ipiv, double* work, const Int* lwork, Int* info) {
  Routines().dgetri(n, a, lda, ipiv, work, lwork, info);
  return 0;
}

}  // extern "C"
