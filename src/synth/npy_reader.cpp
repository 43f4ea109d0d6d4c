#include <cstdio>
#include <cstring>

#include "privtext/synth.h"

namespace privtext::synth {

Result<Embeddings> ReadNpy(const std::string& path) {
  auto bytes = ReadFile(path);
  if (!bytes) return std::unexpected(bytes.error());
  const std::string& b = *bytes;
  auto bad = [&](const std::string& what) { return MakeError(ErrorCode::kInvalidInput, path + ": " + what); };
  if (b.size() < 10 || b.compare(0, 6, "\x93NUMPY") != 0) return bad("not a NumPy .npy file");
  const int major = static_cast<unsigned char>(b[6]);
  std::size_t header_len, offset;
  if (major == 1) {
    header_len = static_cast<unsigned char>(b[8]) | static_cast<unsigned char>(b[9]) << 8;
    offset = 10;
  } else if (major == 2 || major == 3) {
    if (b.size() < 12) return bad("truncated header");
    std::uint32_t n;
    std::memcpy(&n, b.data() + 8, 4);
    header_len = n;
    offset = 12;
  } else {
    return bad("unsupported .npy version " + std::to_string(major));
  }
  if (offset + header_len > b.size()) return bad("truncated header");
  const std::string header = b.substr(offset, header_len);
  if (header.find("'descr': '<f4'") == std::string::npos) return bad("expected float32 ('<f4') data");
  if (header.find("'fortran_order': False") == std::string::npos) return bad("expected C order");
  const auto shape_at = header.find("'shape': (");
  if (shape_at == std::string::npos) return bad("no shape in the header");
  std::size_t rows = 0, dims = 0;
  if (std::sscanf(header.c_str() + shape_at + 10, "%zu, %zu)", &rows, &dims) != 2) return bad("expected a 2-D array");
  const std::size_t data_at = offset + header_len;
  if (b.size() - data_at != rows * dims * 4) return bad("data size does not match the shape");
  Embeddings e{rows, dims, std::vector<float>(rows * dims)};
  std::memcpy(e.values.data(), b.data() + data_at, rows * dims * 4);
  return e;
}

}  // namespace privtext::synth
