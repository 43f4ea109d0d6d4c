// The backward pass of ggml's GEGLU that privtext's llama.cpp patch adds
// (scripts/llama-cpp-training.patch; it is what lets Gemma models train):
// ggml's gradients of sum(w * gelu(a) * b) against central differences of the
// tanh-form GELU in double precision, an answer independent of the patch.
#include <cmath>
#include <vector>

#include <ggml-cpu.h>
#include <ggml.h>
#include <gtest/gtest.h>

namespace {

double Gelu(double x) {
  const double c = std::sqrt(2.0 / M_PI);
  return 0.5 * x * (1.0 + std::tanh(c * (x + 0.044715 * x * x * x)));
}

double GeluSlope(double x) {
  const double h = 1e-5;
  return (Gelu(x + h) - Gelu(x - h)) / (2 * h);
}

void Fill(ggml_tensor* t, const std::vector<float>& v) {
  std::copy(v.begin(), v.end(), static_cast<float*>(t->data));
}

TEST(GegluGradientTest, MatchesCentralDifferencesOfTheTanhGelu) {
  ggml_init_params params{/*mem_size=*/16u << 20, /*mem_buffer=*/nullptr, /*no_alloc=*/false};
  ggml_context* ctx = ggml_init(params);
  ASSERT_NE(ctx, nullptr);
  // Two rows of four: negative, small and large inputs, where gelu' differs most.
  const std::vector<float> a = {-3.0f, -1.2f, -0.3f, 0.0f, 0.4f, 1.1f, 2.5f, 4.0f};
  const std::vector<float> b = {0.5f, -2.0f, 1.5f, 0.7f, -0.8f, 1.3f, -1.1f, 0.9f};
  const std::vector<float> w = {1.0f, 0.5f, -1.0f, 2.0f, 1.5f, -0.5f, 0.25f, 1.0f};
  ggml_tensor* ta = ggml_new_tensor_2d(ctx, GGML_TYPE_F32, 4, 2);
  ggml_tensor* tb = ggml_new_tensor_2d(ctx, GGML_TYPE_F32, 4, 2);
  ggml_tensor* tw = ggml_new_tensor_2d(ctx, GGML_TYPE_F32, 4, 2);
  Fill(ta, a), Fill(tb, b), Fill(tw, w);
  ggml_set_param(ta);
  ggml_set_param(tb);
  ggml_tensor* loss = ggml_sum(ctx, ggml_mul(ctx, ggml_geglu_split(ctx, ta, tb), tw));
  ggml_set_loss(loss);

  ggml_cgraph* graph = ggml_new_graph_custom(ctx, GGML_DEFAULT_GRAPH_SIZE, /*grads=*/true);
  ggml_build_forward_expand(graph, loss);
  ggml_build_backward_expand(ctx, graph, nullptr);
  ggml_graph_reset(graph);  // d loss / d loss = 1
  ASSERT_EQ(ggml_graph_compute_with_ctx(ctx, graph, 1), GGML_STATUS_SUCCESS);

  const float* ga = static_cast<const float*>(ggml_graph_get_grad(graph, ta)->data);
  const float* gb = static_cast<const float*>(ggml_graph_get_grad(graph, tb)->data);
  double expected_loss = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    expected_loss += w[i] * Gelu(a[i]) * b[i];
    // The forward GELU of ggml's CPU backend reads a half-precision table, so
    // the product with gelu(a) agrees to about 1e-3; the slope is computed in
    // single precision from the closed form.
    EXPECT_NEAR(ga[i], w[i] * b[i] * GeluSlope(a[i]), 1e-4) << "d/da at " << a[i];
    EXPECT_NEAR(gb[i], w[i] * Gelu(a[i]), 2e-3) << "d/db at " << a[i];
  }
  EXPECT_NEAR(static_cast<const float*>(loss->data)[0], expected_loss, 1e-2);
  ggml_free(ctx);
}

}  // namespace
