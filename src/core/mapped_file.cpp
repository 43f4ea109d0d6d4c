#include <utility>

#include <sys/mman.h>
#include <sys/stat.h>

#include "privtext/core.h"

namespace privtext {

Result<MappedFile> MappedFile::Map(int fd) {
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0) {
    return MakeError(ErrorCode::kInvalidArgument, "not a regular file with bytes in it");
  }
  const auto size = static_cast<std::size_t>(st.st_size);
  void* map = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
  if (map == MAP_FAILED) return MakeError(ErrorCode::kIo, "cannot map the file");
  madvise(map, size, MADV_SEQUENTIAL);  // read once, front to back
  return MappedFile(static_cast<const char*>(map), size);
}

MappedFile::MappedFile(MappedFile&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)) {}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
  if (this != &other) {
    this->~MappedFile();
    data_ = std::exchange(other.data_, nullptr);
    size_ = std::exchange(other.size_, 0);
  }
  return *this;
}

MappedFile::~MappedFile() {
  if (data_ != nullptr) munmap(const_cast<char*>(data_), size_);
}

}  // namespace privtext
