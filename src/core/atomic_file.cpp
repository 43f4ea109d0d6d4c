#include <cerrno>
#include <climits>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include "privtext/core.h"

namespace privtext {
namespace {

Error IoError(const std::string& what, const std::string& path) {
  return Error(ErrorCode::kIo, what + " " + path + ": " + std::strerror(errno));
}

}  // namespace

AtomicFile::AtomicFile(std::string path, std::string temp, std::FILE* file)
    : path_(std::move(path)), temp_(std::move(temp)), file_(file) {
  if (!temp_.empty()) {
    // Corpora are written in megabytes: a large buffer saves system calls
    // (glibc ignores the size unless it is given the buffer).
    buffer_ = std::make_unique<char[]>(kBufferSize);
    std::setvbuf(file_, buffer_.get(), _IOFBF, kBufferSize);
  }
}

AtomicFile::AtomicFile(AtomicFile&& other) noexcept
    : path_(std::move(other.path_)),
      temp_(std::move(other.temp_)),
      file_(other.file_),
      buffer_(std::move(other.buffer_)),
      pending_(std::move(other.pending_)),
      committed_(other.committed_) {
  other.file_ = nullptr;
  other.temp_.clear();
  other.committed_ = true;
}

Result<AtomicFile> AtomicFile::Create(const std::string& path, unsigned mode) {
  if (path.empty()) return MakeError(ErrorCode::kInvalidArgument, "empty output path");
  if (path == "-") return AtomicFile(path, "", stdout);
  const std::filesystem::path target(path);
  if (std::filesystem::is_directory(target)) {
    return MakeError(ErrorCode::kInvalidArgument, path + " is a directory");
  }
  const auto dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
  // The temporary lives beside the target so that rename() is atomic.
  std::string temp = (dir / ("." + target.filename().string() + ".tmp.XXXXXX")).string();
  const int fd = mkstemp(temp.data());
  if (fd < 0) return std::unexpected(IoError("cannot create a file in", dir.string()));
  if (fchmod(fd, mode) != 0) {
    const Error err = IoError("cannot set permissions of", temp);
    close(fd);
    unlink(temp.c_str());
    return std::unexpected(err);
  }
  std::FILE* file = fdopen(fd, "wb");
  if (file == nullptr) {
    close(fd);
    unlink(temp.c_str());
    return std::unexpected(IoError("cannot open", temp));
  }
  return AtomicFile(path, std::move(temp), file);
}

AtomicFile::~AtomicFile() {
  if (committed_ || file_ == nullptr) return;
  if (temp_.empty()) {
    (void)FlushPending();
    std::fflush(file_);
    return;
  }
  std::fclose(file_);
  unlink(temp_.c_str());
}

Status AtomicFile::Write(std::string_view data) {
  if (committed_) return MakeError(ErrorCode::kInternal, "write after commit to " + path_);
  if (temp_.empty()) {  // stdout: through pending_, written a megabyte at a time
    pending_.append(data);
    return pending_.size() >= kBufferSize ? FlushPending() : Ok();
  }
  if (!data.empty() && std::fwrite(data.data(), 1, data.size(), file_) != data.size()) {
    return std::unexpected(IoError("cannot write", path_));
  }
  return Ok();
}

Status AtomicFile::Write(std::span<const std::string> pieces) {
  if (committed_) return MakeError(ErrorCode::kInternal, "write after commit to " + path_);
  // What the buffers hold goes first.
  if (auto st = FlushPending(); !st) return st;
  if (std::fflush(file_) != 0) return std::unexpected(IoError("cannot write", path_));
  const int fd = fileno(file_);
  std::vector<iovec> iov;
  for (std::size_t next = 0; next < pieces.size();) {
    iov.clear();
    for (; next < pieces.size() && iov.size() < IOV_MAX; ++next) {
      if (!pieces[next].empty()) iov.push_back({const_cast<char*>(pieces[next].data()), pieces[next].size()});
    }
    // writev may write less than asked (a signal, a full pipe): go on from
    // where it stopped.
    for (std::size_t at = 0; at < iov.size();) {
      ssize_t wrote = writev(fd, iov.data() + at, static_cast<int>(iov.size() - at));
      if (wrote < 0 && errno == EINTR) continue;
      if (wrote < 0) return std::unexpected(IoError("cannot write", path_));
      for (; at < iov.size() && static_cast<std::size_t>(wrote) >= iov[at].iov_len; ++at) wrote -= static_cast<ssize_t>(iov[at].iov_len);
      if (at < iov.size()) {
        iov[at].iov_base = static_cast<char*>(iov[at].iov_base) + wrote;
        iov[at].iov_len -= static_cast<std::size_t>(wrote);
      }
    }
  }
  return Ok();
}

Status AtomicFile::FlushPending() {
  const bool written = pending_.empty() || std::fwrite(pending_.data(), 1, pending_.size(), file_) == pending_.size();
  pending_.clear();
  if (!written) return std::unexpected(IoError("cannot write", path_));
  return Ok();
}

Status AtomicFile::Commit() {
  if (committed_) return MakeError(ErrorCode::kInternal, "double commit of " + path_);
  committed_ = true;
  if (temp_.empty()) {
    if (auto st = FlushPending(); !st) return st;
    if (std::fflush(file_) != 0) return std::unexpected(IoError("cannot write", path_));
    return Ok();
  }
  const bool flushed = std::fflush(file_) == 0 && fsync(fileno(file_)) == 0;
  const bool closed = std::fclose(file_) == 0;
  file_ = nullptr;
  if (!flushed || !closed) {
    const Error err = IoError("cannot write", path_);
    unlink(temp_.c_str());
    return std::unexpected(err);
  }
  if (std::rename(temp_.c_str(), path_.c_str()) != 0) {
    const Error err = IoError("cannot rename output to", path_);
    unlink(temp_.c_str());
    return std::unexpected(err);
  }
  return Ok();
}

Status WriteFileAtomically(const std::string& path, std::string_view data, unsigned mode) {
  auto file = AtomicFile::Create(path, mode);
  if (!file) return std::unexpected(file.error());
  if (auto st = file->Write(data); !st) return st;
  return file->Commit();
}

Result<std::string> ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::unexpected(IoError("cannot open", path));
  std::ostringstream buf;
  buf << in.rdbuf();
  if (in.bad()) return std::unexpected(IoError("cannot read", path));
  return std::move(buf).str();
}

}  // namespace privtext
