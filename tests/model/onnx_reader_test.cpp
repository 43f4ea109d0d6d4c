// The ONNX reader and BERT weight dequantizer on a model written here byte by
// byte in the protobuf wire format, with hand-computed weights.
#include "model/onnx_reader.h"

#include <cstring>

#include <gtest/gtest.h>

namespace privtext::model::internal {
namespace {

std::string Varint(std::uint64_t v) {
  std::string out;
  do {
    const auto byte = static_cast<char>((v & 0x7F) | (v > 0x7F ? 0x80 : 0));
    out.push_back(byte);
    v >>= 7;
  } while (v != 0);
  return out;
}
std::string Int(int field, std::uint64_t v) { return Varint(static_cast<std::uint64_t>(field) << 3) + Varint(v); }
std::string Bytes(int field, const std::string& s) {
  return Varint((static_cast<std::uint64_t>(field) << 3) | 2) + Varint(s.size()) + s;
}
std::string Floats(std::initializer_list<float> v) {
  std::string out(v.size() * 4, '\0');
  std::memcpy(out.data(), std::data(v), out.size());
  return out;
}

// TensorProto: dims (packed), data_type, name, then the payload fields given.
std::string Tensor(const std::string& name, std::initializer_list<std::uint64_t> dims, int type,
                   const std::string& payload) {
  std::string packed;
  for (const auto d : dims) packed += Varint(d);
  return (dims.size() > 0 ? Bytes(1, packed) : "") + Int(2, static_cast<std::uint64_t>(type)) + Bytes(8, name) +
         payload;
}
std::string Attribute(const std::string& name, std::uint64_t i) { return Bytes(1, name) + Int(3, i) + Int(20, 2); }
std::string Node(const std::string& name, const std::string& op, std::initializer_list<std::string> inputs,
                 const std::string& attributes = "") {
  std::string out;
  for (const auto& in : inputs) out += Bytes(1, in);
  return out + Bytes(2, name + "_out") + Bytes(3, name) + Bytes(4, op) + attributes;
}

std::string Model(const std::string& graph) { return Int(1, 8) + Bytes(7, graph); }

std::string BertGraph() {
  std::string g;
  // A float bias under its Hugging Face name (raw_data).
  g += Bytes(5, Tensor("bert.embeddings.LayerNorm.bias", {2}, 1, Bytes(9, Floats({0.5f, -1.0f}))));
  // An 8-bit embedding table with a per-tensor scale (float_data) and zero point (int32_data).
  g += Bytes(5, Tensor("emb_quantized", {2, 2}, 2, Bytes(9, std::string("\x00\x0a\x14\xff", 4))));
  g += Bytes(5, Tensor("emb_scale", {}, 1, Bytes(4, Floats({0.5f}))));
  g += Bytes(5, Tensor("emb_zero_point", {}, 2, Int(5, 10)));
  // MatMulNBits, K = 3, N = 2, 4 bits, blocks of 16 (8 bytes a block):
  // column 0 holds q = 9, 10, 0 (scale 0.25), column 1 q = 8, 15, 7 (scale 2).
  std::string packed(16, '\0');
  packed[0] = static_cast<char>(0xA9);
  packed[8] = static_cast<char>(0xF8);
  packed[9] = 0x07;
  g += Bytes(5, Tensor("onnx::MatMul_7_Q4", {2, 1, 8}, 2, Bytes(9, packed)));
  g += Bytes(5, Tensor("onnx::MatMul_7_scales", {2}, 1, Bytes(9, Floats({0.25f, 2.0f}))));
  g += Bytes(1, Node("/bert/encoder/layer.0/output/dense/MatMul_Q4", "MatMulNBits",
                     {"x", "onnx::MatMul_7_Q4", "onnx::MatMul_7_scales"},
                     Bytes(5, Attribute("K", 3)) + Bytes(5, Attribute("N", 2)) + Bytes(5, Attribute("bits", 4)) +
                         Bytes(5, Attribute("block_size", 16))));
  // A float MatMul by a [K=2, N=3] initializer, and one of two activations.
  g += Bytes(5, Tensor("onnx::MatMul_9", {2, 3}, 1, Bytes(9, Floats({1, 2, 3, 4, 5, 6}))));
  g += Bytes(1, Node("/classifier/MatMul", "MatMul", {"h", "onnx::MatMul_9"}));
  g += Bytes(1, Node("/bert/encoder/layer.0/attention/self/MatMul", "MatMul", {"q", "k"}));
  return g;
}

TEST(OnnxReaderTest, ReadsInitializersNodesAndAttributes) {
  auto graph = ParseOnnxModel(Model(BertGraph()));
  ASSERT_TRUE(graph) << graph.error().message();
  EXPECT_EQ(graph->initializers.size(), 7u);
  ASSERT_EQ(graph->nodes.size(), 3u);
  EXPECT_EQ(graph->nodes[0].op_type, "MatMulNBits");
  EXPECT_EQ(graph->nodes[0].inputs, (std::vector<std::string>{"x", "onnx::MatMul_7_Q4", "onnx::MatMul_7_scales"}));
  EXPECT_EQ(graph->nodes[0].int_attributes.at("block_size"), 16);
  const OnnxTensor& zero = graph->initializers.at("emb_zero_point");
  EXPECT_EQ(zero.bytes, std::string("\x0a", 1));  // from int32_data
  EXPECT_EQ(graph->initializers.at("onnx::MatMul_7_Q4").dims, (std::vector<std::int64_t>{2, 1, 8}));
}

TEST(OnnxReaderTest, DequantizesEveryWeightUnderItsHuggingFaceName) {
  auto graph = ParseOnnxModel(Model(BertGraph()));
  ASSERT_TRUE(graph);
  auto w = OnnxBertWeights(*graph);
  ASSERT_TRUE(w) << w.error().message();
  EXPECT_EQ(w->size(), 4u);  // bias, emb, dense weight, classifier weight
  EXPECT_EQ(w->at("bert.embeddings.LayerNorm.bias").data, (std::vector<float>{0.5f, -1.0f}));
  // (q - 10) * 0.5 for q = 0, 10, 20, 255.
  EXPECT_EQ(w->at("emb").data, (std::vector<float>{-5.0f, 0.0f, 5.0f, 122.5f}));
  EXPECT_EQ(w->at("emb").shape, (std::vector<std::int64_t>{2, 2}));
  // (q - 8) * scale, as [N, K].
  const HostTensor& dense = w->at("bert.encoder.layer.0.output.dense.weight");
  EXPECT_EQ(dense.shape, (std::vector<std::int64_t>{2, 3}));
  EXPECT_EQ(dense.data, (std::vector<float>{0.25f, 0.5f, -2.0f, 0.0f, 14.0f, -2.0f}));
  // The [K, N] MatMul operand transposed to PyTorch's [N, K].
  const HostTensor& head = w->at("classifier.weight");
  EXPECT_EQ(head.shape, (std::vector<std::int64_t>{3, 2}));
  EXPECT_EQ(head.data, (std::vector<float>{1, 4, 2, 5, 3, 6}));
}

TEST(OnnxReaderTest, RefusesWhatItCannotRead) {
  EXPECT_FALSE(ParseOnnxModel(std::string("\x0a\xff\xff", 3)));  // a length past the end
  EXPECT_FALSE(ParseOnnxModel(Int(1, 8)));                       // no graph
  const std::string external = Bytes(5, Tensor("w.weight", {1}, 1, Int(14, 1)));
  auto graph = ParseOnnxModel(Model(external));
  ASSERT_FALSE(graph);
  EXPECT_NE(graph.error().message().find("external"), std::string::npos);
  // A node with explicit zero points is refused, not misread.
  std::string g = Bytes(5, Tensor("b", {1, 1, 8}, 2, Bytes(9, std::string(8, '\0')))) +
                  Bytes(5, Tensor("s", {1}, 1, Bytes(9, Floats({1.0f})))) +
                  Bytes(5, Tensor("z", {1}, 2, Bytes(9, std::string(1, '\0')))) +
                  Bytes(1, Node("/a/MatMul_Q4", "MatMulNBits", {"x", "b", "s", "z"},
                                Bytes(5, Attribute("K", 16)) + Bytes(5, Attribute("N", 1)) +
                                    Bytes(5, Attribute("bits", 4)) + Bytes(5, Attribute("block_size", 16))));
  auto parsed = ParseOnnxModel(Model(g));
  ASSERT_TRUE(parsed);
  auto w = OnnxBertWeights(*parsed);
  ASSERT_FALSE(w);
  EXPECT_NE(w.error().message().find("zero points"), std::string::npos);
}

}  // namespace
}  // namespace privtext::model::internal
