// NumPy .npy writer (format version 1.0): float32 rows, C order.
#include <cstring>

#include "privtext/model.h"

namespace privtext::model {

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

}  // namespace privtext::model
