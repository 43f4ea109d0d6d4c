// Internal: reads the parts of an ONNX model file that a weight importer
// needs (initializers and nodes) straight from the protobuf wire format, so
// no protobuf or onnx library is linked. Only src/model/ includes this file.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "privtext/core.h"

namespace privtext::model::internal {

// onnx.proto TensorProto.DataType values this reader keeps.
enum class OnnxType : std::int32_t { kFloat = 1, kUint8 = 2, kInt8 = 3 };

struct OnnxTensor {
  std::vector<std::int64_t> dims;
  std::int32_t data_type = 0;
  // The element bytes, little endian: raw_data when the file has it, else the
  // typed field (float_data / int32_data) re-packed to the element type.
  std::string bytes;

  std::int64_t elements() const;
};

struct OnnxNode {
  std::string name;
  std::string op_type;
  std::vector<std::string> inputs;
  std::map<std::string, std::int64_t> int_attributes;
};

struct OnnxGraph {
  std::map<std::string, OnnxTensor> initializers;
  std::vector<OnnxNode> nodes;
};

// A float32 weight under its Hugging Face name, row-major as PyTorch holds it
// (a Linear layer's weight is [out, in]).
struct HostTensor {
  std::vector<std::int64_t> shape;
  std::vector<float> data;
};

// Parses ModelProto bytes. Tensors stored outside the file (external data)
// are an error, as are malformed messages; the error names the field.
Result<OnnxGraph> ParseOnnxModel(std::string_view bytes);

// The weights of a BERT model exported to ONNX (as Hugging Face Optimum
// names them), dequantized to float32 under their Hugging Face names:
// float initializers as they are; "X_quantized" uint8/int8 initializers with
// per-tensor "X_scale" / "X_zero_point"; 4-bit MatMulNBits weights (block
// quantized, ONNX Runtime's contrib op) and float MatMul weights, named after
// the node ("/bert/encoder/layer.0/attention/self/query/MatMul_Q4" ->
// "bert.encoder.layer.0.attention.self.query.weight").
Result<std::map<std::string, HostTensor>> OnnxBertWeights(const OnnxGraph& graph);

}  // namespace privtext::model::internal
