// The BLAS forwarders (src/core/blas_forwarders.cpp): OpenBLAS opened on first
// use, with kernels named from what the CPU can do.
#include <cblas.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace {

// OpenBLAS 0.3.21 gave a CPU it could not name (a virtual "Intel(R) Xeon(R)
// Processor") its SSE3 kernels: sgemm, and with it the PE vote, ran at a
// third of the speed. Unless the user names a core type, one is named from
// the CPU's features before the library loads.
TEST(BlasForwardersTest, NameKernelsForWhatTheCpuCanDo) {
  // The default is what is checked: a machine that names a core type for
  // every process (some CI images set OPENBLAS_CORETYPE=Haswell) loses it
  // here, before the library loads on the first call below.
  unsetenv("OPENBLAS_CORETYPE");
  const float a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8};
  float c[4] = {};
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, 2, 2, 2, 1.0f, a, 2, b, 2, 0.0f, c, 2);
  EXPECT_EQ(c[0], 17.0f);  // [1 2] . [5 6]
  EXPECT_EQ(c[1], 23.0f);  // [1 2] . [7 8]
  EXPECT_EQ(c[2], 39.0f);
  EXPECT_EQ(c[3], 53.0f);
  const char* named = std::getenv("OPENBLAS_CORETYPE");
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq")) {
    ASSERT_NE(named, nullptr);
    EXPECT_EQ(std::string(named), "SKYLAKEX");
  } else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
    ASSERT_NE(named, nullptr);
    EXPECT_EQ(std::string(named), "HASWELL");
  } else {
    EXPECT_EQ(named, nullptr);  // OpenBLAS's own choice stands
  }
}

}  // namespace
