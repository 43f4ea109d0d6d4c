// Protobuf wire format (varints, length-delimited fields, fixed 32/64-bit
// fields) and the few onnx.proto field numbers an importer needs:
//   ModelProto.graph = 7; GraphProto.node = 1, .initializer = 5;
//   NodeProto.input = 1, .name = 3, .op_type = 4, .attribute = 5;
//   AttributeProto.name = 1, .i = 3;
//   TensorProto.dims = 1, .data_type = 2, .float_data = 4, .int32_data = 5,
//   .name = 8, .raw_data = 9, .data_location = 14 (1 = EXTERNAL).
#include "onnx_reader.h"

#include <optional>

namespace privtext::model::internal {
namespace {

enum WireType : std::uint32_t { kVarint = 0, kFixed64 = 1, kLengthDelimited = 2, kFixed32 = 5 };

Error Malformed(std::string_view what) {
  return Error(ErrorCode::kInvalidInput, "ONNX model: malformed " + std::string(what));
}

// One field of a message: its number, wire type and value (a varint, or the
// bytes of a length-delimited or fixed-width field).
struct Field {
  std::uint32_t number = 0;
  std::uint32_t wire = 0;
  std::uint64_t varint = 0;
  std::string_view bytes;
};

class WireReader {
 public:
  explicit WireReader(std::string_view data) : data_(data) {}

  bool done() const { return pos_ >= data_.size(); }

  bool ReadVarint(std::uint64_t* value) {
    *value = 0;
    for (int shift = 0; shift < 64 && pos_ < data_.size(); shift += 7) {
      const auto byte = static_cast<unsigned char>(data_[pos_++]);
      *value |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
      if ((byte & 0x80) == 0) return true;
    }
    return false;
  }

  bool Next(Field* f) {
    std::uint64_t key = 0;
    if (!ReadVarint(&key)) return false;
    f->number = static_cast<std::uint32_t>(key >> 3);
    f->wire = static_cast<std::uint32_t>(key & 7);
    switch (f->wire) {
      case kVarint:
        return ReadVarint(&f->varint);
      case kFixed64:
        return Take(8, &f->bytes);
      case kFixed32:
        return Take(4, &f->bytes);
      case kLengthDelimited: {
        std::uint64_t n = 0;
        return ReadVarint(&n) && n <= data_.size() - pos_ && Take(static_cast<std::size_t>(n), &f->bytes);
      }
      default:
        return false;  // groups (3, 4) do not occur in onnx.proto
    }
  }

 private:
  bool Take(std::size_t n, std::string_view* out) {
    if (n > data_.size() - pos_) return false;
    *out = data_.substr(pos_, n);
    pos_ += n;
    return true;
  }

  std::string_view data_;
  std::size_t pos_ = 0;
};

// A repeated scalar field arrives packed (one length-delimited run) or one
// element per field; both are accepted, as protobuf parsers must.
bool AppendVarints(const Field& f, std::vector<std::int64_t>* out) {
  if (f.wire == kVarint) {
    out->push_back(static_cast<std::int64_t>(f.varint));
    return true;
  }
  if (f.wire != kLengthDelimited) return false;
  WireReader r(f.bytes);
  while (!r.done()) {
    std::uint64_t v = 0;
    if (!r.ReadVarint(&v)) return false;
    out->push_back(static_cast<std::int64_t>(v));
  }
  return true;
}

Result<std::pair<std::string, OnnxTensor>> ParseTensor(std::string_view bytes) {
  OnnxTensor t;
  std::string name;
  std::string typed;  // float_data / int32_data, re-packed below
  std::vector<std::int64_t> ints;
  WireReader r(bytes);
  Field f;
  while (!r.done()) {
    if (!r.Next(&f)) return std::unexpected(Malformed("tensor"));
    switch (f.number) {
      case 1:
        if (!AppendVarints(f, &t.dims)) return std::unexpected(Malformed("tensor dims"));
        break;
      case 2:
        t.data_type = static_cast<std::int32_t>(f.varint);
        break;
      case 4:  // float_data: packed fixed32, or one fixed32 per field
        if (f.wire != kLengthDelimited && f.wire != kFixed32) return std::unexpected(Malformed("tensor float_data"));
        typed.append(f.bytes);
        break;
      case 5:
        if (!AppendVarints(f, &ints)) return std::unexpected(Malformed("tensor int32_data"));
        break;
      case 8:
        name = std::string(f.bytes);
        break;
      case 9:
        t.bytes = std::string(f.bytes);
        break;
      case 14:
        if (f.varint == 1) {
          return std::unexpected(Error(ErrorCode::kInvalidInput,
                                       "ONNX model: tensor " + name + " is stored in an external file"));
        }
        break;
      default:
        break;
    }
  }
  if (t.bytes.empty()) {
    if (!typed.empty()) {
      t.bytes = std::move(typed);
    } else {
      // int32_data holds 8-bit elements one per int32 (onnx.proto).
      for (const std::int64_t v : ints) t.bytes.push_back(static_cast<char>(v & 0xFF));
    }
  }
  return std::make_pair(std::move(name), std::move(t));
}

Result<OnnxNode> ParseNode(std::string_view bytes) {
  OnnxNode node;
  WireReader r(bytes);
  Field f;
  while (!r.done()) {
    if (!r.Next(&f)) return std::unexpected(Malformed("node"));
    if (f.number == 1 && f.wire == kLengthDelimited) node.inputs.emplace_back(f.bytes);
    if (f.number == 3 && f.wire == kLengthDelimited) node.name = std::string(f.bytes);
    if (f.number == 4 && f.wire == kLengthDelimited) node.op_type = std::string(f.bytes);
    if (f.number == 5 && f.wire == kLengthDelimited) {
      std::string attr_name;
      std::optional<std::int64_t> value;
      WireReader a(f.bytes);
      Field g;
      while (!a.done()) {
        if (!a.Next(&g)) return std::unexpected(Malformed("node attribute"));
        if (g.number == 1 && g.wire == kLengthDelimited) attr_name = std::string(g.bytes);
        if (g.number == 3 && g.wire == kVarint) value = static_cast<std::int64_t>(g.varint);
      }
      if (value) node.int_attributes[attr_name] = *value;
    }
  }
  return node;
}

}  // namespace

std::int64_t OnnxTensor::elements() const {
  std::int64_t n = 1;
  for (const std::int64_t d : dims) n *= d;
  return n;
}

Result<OnnxGraph> ParseOnnxModel(std::string_view bytes) {
  std::string_view graph_bytes;
  WireReader model(bytes);
  Field f;
  while (!model.done()) {
    if (!model.Next(&f)) return std::unexpected(Malformed("model (is it an ONNX file?)"));
    if (f.number == 7 && f.wire == kLengthDelimited) graph_bytes = f.bytes;
  }
  if (graph_bytes.empty()) return std::unexpected(Malformed("model: no graph"));
  OnnxGraph graph;
  WireReader r(graph_bytes);
  while (!r.done()) {
    if (!r.Next(&f)) return std::unexpected(Malformed("graph"));
    if (f.wire != kLengthDelimited) continue;
    if (f.number == 1) {
      auto node = ParseNode(f.bytes);
      if (!node) return std::unexpected(node.error());
      graph.nodes.push_back(std::move(*node));
    } else if (f.number == 5) {
      auto tensor = ParseTensor(f.bytes);
      if (!tensor) return std::unexpected(tensor.error());
      graph.initializers.insert(std::move(*tensor));
    }
  }
  return graph;
}

}  // namespace privtext::model::internal
