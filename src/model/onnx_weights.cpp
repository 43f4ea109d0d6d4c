// Dequantizes the weights of a BERT ONNX export to float32 under Hugging Face
// names. The quantized forms are the two ONNX Runtime's quantizers write:
// MatMulNBits (contrib op: B is [N][blocks][block_size * bits / 8] bytes, the
// element k of a block in byte k/2, low nibble first; one float scale per
// block; zero point 2^(bits-1) unless given) and per-tensor linear
// quantization of embedding tables (DequantizeLinear: (q - zero_point) * scale).
#include <cstring>

#include "onnx_reader.h"

namespace privtext::model::internal {
namespace {

Error WeightError(const std::string& what) { return Error(ErrorCode::kInvalidInput, "ONNX model: " + what); }

// "/bert/encoder/layer.0/output/dense/MatMul_Q4" -> "bert.encoder.layer.0.output.dense.weight"
std::string WeightNameOfNode(const std::string& node_name) {
  std::string path = node_name;
  if (path.starts_with("/")) path.erase(0, 1);
  const auto last = path.rfind('/');
  if (last == std::string::npos) return "";
  path.resize(last);
  for (char& c : path) c = c == '/' ? '.' : c;
  return path + ".weight";
}

Result<std::vector<float>> FloatsOf(const std::string& name, const OnnxTensor& t) {
  if (t.data_type != static_cast<std::int32_t>(OnnxType::kFloat)) {
    return std::unexpected(WeightError("tensor " + name + " is not float32"));
  }
  if (t.bytes.size() != static_cast<std::size_t>(t.elements()) * 4) {
    return std::unexpected(WeightError("tensor " + name + " has the wrong size"));
  }
  std::vector<float> out(static_cast<std::size_t>(t.elements()));
  std::memcpy(out.data(), t.bytes.data(), t.bytes.size());
  return out;
}

// One value of a per-tensor scale or zero point.
Result<double> ScalarOf(const std::string& name, const OnnxTensor& t) {
  if (t.elements() != 1) return std::unexpected(WeightError(name + " is not per-tensor (only that is supported)"));
  if (t.data_type == static_cast<std::int32_t>(OnnxType::kFloat) && t.bytes.size() == 4) {
    float v = 0;
    std::memcpy(&v, t.bytes.data(), 4);
    return v;
  }
  if (t.data_type == static_cast<std::int32_t>(OnnxType::kUint8) && t.bytes.size() == 1) {
    return static_cast<unsigned char>(t.bytes[0]);
  }
  if (t.data_type == static_cast<std::int32_t>(OnnxType::kInt8) && t.bytes.size() == 1) {
    return static_cast<signed char>(t.bytes[0]);
  }
  return std::unexpected(WeightError(name + " has an unsupported type"));
}

Result<HostTensor> DequantizeLinear(const OnnxGraph& g, const std::string& base, const OnnxTensor& q) {
  const auto scale = g.initializers.find(base + "_scale");
  const auto zero = g.initializers.find(base + "_zero_point");
  if (scale == g.initializers.end()) return std::unexpected(WeightError(base + "_quantized has no " + base + "_scale"));
  auto s = ScalarOf(base + "_scale", scale->second);
  if (!s) return std::unexpected(s.error());
  double z = 0;
  if (zero != g.initializers.end()) {
    auto zv = ScalarOf(base + "_zero_point", zero->second);
    if (!zv) return std::unexpected(zv.error());
    z = *zv;
  }
  const bool is_signed = q.data_type == static_cast<std::int32_t>(OnnxType::kInt8);
  if ((!is_signed && q.data_type != static_cast<std::int32_t>(OnnxType::kUint8)) ||
      q.bytes.size() != static_cast<std::size_t>(q.elements())) {
    return std::unexpected(WeightError(base + "_quantized is not a uint8/int8 tensor of its shape"));
  }
  HostTensor out{q.dims, std::vector<float>(q.bytes.size())};
  for (std::size_t i = 0; i < q.bytes.size(); ++i) {
    const double v = is_signed ? static_cast<signed char>(q.bytes[i]) : static_cast<unsigned char>(q.bytes[i]);
    out.data[i] = static_cast<float>((v - z) * *s);
  }
  return out;
}

Result<HostTensor> DequantizeMatMulNBits(const OnnxGraph& g, const OnnxNode& node) {
  const auto attr = [&](const char* key) {
    const auto it = node.int_attributes.find(key);
    return it == node.int_attributes.end() ? std::int64_t{0} : it->second;
  };
  const std::int64_t k_dim = attr("K"), n_dim = attr("N"), bits = attr("bits"), block = attr("block_size");
  if (bits != 4 || block <= 0 || block % 2 != 0 || k_dim <= 0 || n_dim <= 0 || node.inputs.size() < 3) {
    return std::unexpected(WeightError(node.name + ": only 4-bit MatMulNBits with K, N and block_size is supported"));
  }
  if (node.inputs.size() > 3 && !node.inputs[3].empty()) {
    return std::unexpected(WeightError(node.name + ": explicit zero points are not supported"));
  }
  const auto b = g.initializers.find(node.inputs[1]);
  const auto sc = g.initializers.find(node.inputs[2]);
  if (b == g.initializers.end() || sc == g.initializers.end()) {
    return std::unexpected(WeightError(node.name + ": weight or scales are not initializers"));
  }
  const std::int64_t blocks = (k_dim + block - 1) / block;
  const std::int64_t blob = block / 2;
  if (b->second.bytes.size() != static_cast<std::size_t>(n_dim * blocks * blob)) {
    return std::unexpected(WeightError(node.name + ": packed weight has the wrong size"));
  }
  auto scales = FloatsOf(node.inputs[2], sc->second);
  if (!scales) return std::unexpected(scales.error());
  if (scales->size() != static_cast<std::size_t>(n_dim * blocks)) {
    return std::unexpected(WeightError(node.name + ": scales have the wrong size"));
  }
  HostTensor out{{n_dim, k_dim}, std::vector<float>(static_cast<std::size_t>(n_dim * k_dim))};
  const auto* packed = reinterpret_cast<const unsigned char*>(b->second.bytes.data());
  for (std::int64_t n = 0; n < n_dim; ++n) {
    for (std::int64_t blk = 0; blk < blocks; ++blk) {
      const float scale = (*scales)[static_cast<std::size_t>(n * blocks + blk)];
      const unsigned char* bytes = packed + (n * blocks + blk) * blob;
      for (std::int64_t j = 0; j < block; ++j) {
        const std::int64_t k = blk * block + j;
        if (k >= k_dim) break;
        const int q = (j % 2 == 0) ? (bytes[j / 2] & 0x0F) : (bytes[j / 2] >> 4);
        out.data[static_cast<std::size_t>(n * k_dim + k)] = static_cast<float>(q - 8) * scale;
      }
    }
  }
  return out;
}

// ONNX MatMul multiplies by a [K, N] matrix; PyTorch's Linear stores [N, K].
Result<HostTensor> TransposedMatMulWeight(const std::string& name, const OnnxTensor& t) {
  if (t.dims.size() != 2) return std::unexpected(WeightError("MatMul weight " + name + " is not 2-D"));
  auto w = FloatsOf(name, t);
  if (!w) return std::unexpected(w.error());
  const std::int64_t k_dim = t.dims[0], n_dim = t.dims[1];
  HostTensor out{{n_dim, k_dim}, std::vector<float>(w->size())};
  for (std::int64_t k = 0; k < k_dim; ++k) {
    for (std::int64_t n = 0; n < n_dim; ++n) {
      out.data[static_cast<std::size_t>(n * k_dim + k)] = (*w)[static_cast<std::size_t>(k * n_dim + n)];
    }
  }
  return out;
}

}  // namespace

Result<std::map<std::string, HostTensor>> OnnxBertWeights(const OnnxGraph& graph) {
  std::map<std::string, HostTensor> out;
  constexpr std::string_view kQuantized = "_quantized";
  for (const auto& [name, t] : graph.initializers) {
    if (name.ends_with(kQuantized)) {
      const std::string base = name.substr(0, name.size() - kQuantized.size());
      auto w = DequantizeLinear(graph, base, t);
      if (!w) return std::unexpected(w.error());
      out[base] = std::move(*w);
    } else if (name.ends_with(".weight") || name.ends_with(".bias")) {
      auto w = FloatsOf(name, t);
      if (!w) return std::unexpected(w.error());
      out[name] = HostTensor{t.dims, std::move(*w)};
    }
  }
  for (const OnnxNode& node : graph.nodes) {
    const bool nbits = node.op_type == "MatMulNBits";
    const bool matmul = node.op_type == "MatMul" && node.inputs.size() == 2 && graph.initializers.contains(node.inputs[1]);
    if (!nbits && !matmul) continue;  // activations times activations (attention)
    const std::string name = WeightNameOfNode(node.name);
    if (name.empty()) return std::unexpected(WeightError("node " + node.name + " does not name its layer"));
    auto w = nbits ? DequantizeMatMulNBits(graph, node)
                   : TransposedMatMulWeight(node.inputs[1], graph.initializers.at(node.inputs[1]));
    if (!w) return std::unexpected(w.error());
    out[name] = std::move(*w);
  }
  return out;
}

}  // namespace privtext::model::internal
