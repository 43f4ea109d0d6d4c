// The resume log of long jobs (entity-graph synthesis, PE's Expand): complete
// lines only, appended and flushed one at a time.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "privtext/core.h"

namespace privtext {
namespace {

Error CannotWrite(const std::string& path) {
  return Error(ErrorCode::kIo, path + ": cannot write the checkpoint: " + std::strerror(errno));
}

}  // namespace

Result<ResumeLog> ResumeLog::Open(const std::string& path, std::string_view header) {
  std::string old;
  if (std::filesystem::exists(path)) {
    auto text = ReadFile(path);
    if (!text) return std::unexpected(text.error());
    old = std::move(*text);
  }
  // What follows the last line break was cut short: dropped here, and cut
  // off the file by the first Append (not before: the caller may refuse it).
  const std::size_t complete = old.rfind('\n') == std::string::npos ? 0 : old.rfind('\n') + 1;
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
  std::FILE* file = fd < 0 ? nullptr : ::fdopen(fd, "a");
  if (file == nullptr) {
    Error error = CannotWrite(path);
    if (fd >= 0) ::close(fd);
    return std::unexpected(std::move(error));
  }
  ResumeLog log(path, file);
  if (complete < old.size()) log.cut_to_ = static_cast<long>(complete);
  std::size_t start = 0;
  for (std::size_t end; start < complete && (end = old.find('\n', start)) != std::string::npos; start = end + 1) {
    std::string line = old.substr(start, end - start);
    if (start == 0) {
      log.old_header_ = std::move(line);
    } else {
      log.old_lines_.push_back(std::move(line));
    }
  }
  if (log.old_header_.empty()) {
    if (auto st = log.Append(header); !st) return std::unexpected(st.error());
  }
  return log;
}

Status ResumeLog::Append(std::string_view line) {
  if (cut_to_ >= 0) {
    if (::ftruncate(::fileno(file_.get()), static_cast<off_t>(cut_to_)) != 0) return std::unexpected(CannotWrite(path_));
    cut_to_ = -1;
  }
  std::string text(line);
  text += '\n';
  if (std::fwrite(text.data(), 1, text.size(), file_.get()) != text.size() || std::fflush(file_.get()) != 0) {
    return std::unexpected(CannotWrite(path_));
  }
  return Ok();
}

void ResumeLog::Remove() {
  file_.reset();
  std::error_code ec;
  std::filesystem::remove(path_, ec);
}

}  // namespace privtext
