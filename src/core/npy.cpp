// NumPy .npy files (format 1.0 written; 1.0-3.0 read): float32, C order,
// the form `privtext embed` writes and the PE commands read.
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "privtext/core.h"

namespace privtext {

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


Status WriteNpy(const std::string& path, const std::vector<std::vector<float>>& rows) {
  const std::size_t cols = rows.empty() ? 0 : rows[0].size();
  for (const auto& r : rows) {
    if (r.size() != cols) return MakeError(ErrorCode::kInvalidArgument, "rows of different lengths");
  }
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + std::to_string(rows.size()) +
                       ", " + std::to_string(cols) + "), }";
  // Magic (6) + version (2) + length (2) + header, padded with spaces to a
  // multiple of 64 and ended by a newline.
  const std::size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header.push_back('\n');
  std::string out = "\x93NUMPY";
  out.push_back('\x01');
  out.push_back('\x00');
  const auto len = static_cast<std::uint16_t>(header.size());
  out.push_back(static_cast<char>(len & 0xff));
  out.push_back(static_cast<char>(len >> 8));
  out += header;
  for (const auto& r : rows) {
    out.append(reinterpret_cast<const char*>(r.data()), r.size() * sizeof(float));  // little endian on x86/ARM
  }
  return WriteFileAtomically(path, out);
}

}  // namespace privtext
