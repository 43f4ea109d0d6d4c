#include <atomic>
#include <cerrno>
#include <climits>
#include <csignal>
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

// The temporaries of the AtomicFiles now open, where a signal handler can
// read them: fixed slots, no lock and no allocation, since the handler may
// run in the middle of anything. More than kTempSlots at once: the others
// are not removed on a signal (commit and failure remove them as always).
constexpr int kTempSlots = 16;
enum SlotState : int { kFree, kFilling, kLive };
struct TempSlot {
  std::atomic<int> state{kFree};
  char path[PATH_MAX];
};
TempSlot g_temps[kTempSlots];

void Register(const std::string& temp) {
  if (temp.size() >= PATH_MAX) return;
  for (TempSlot& slot : g_temps) {
    int expected = kFree;
    if (!slot.state.compare_exchange_strong(expected, kFilling)) continue;
    std::memcpy(slot.path, temp.c_str(), temp.size() + 1);
    slot.state.store(kLive);
    return;
  }
}

void Unregister(const std::string& temp) {
  for (TempSlot& slot : g_temps) {
    if (slot.state.load() == kLive && temp == slot.path) {
      slot.state.store(kFree);
      return;
    }
  }
}

// Removes the temporary and forgets it.
void Discard(const std::string& temp) {
  unlink(temp.c_str());
  Unregister(temp);
}

constexpr int kCleanupSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGBUS};
std::atomic<bool> g_ending{false};

extern "C" void RemoveTemporariesAndDie(int signal_number) {
  // Several threads can fault on the same truncated mapping at once: the
  // first ends the process, the others wait for it.
  if (g_ending.exchange(true)) {
    for (;;) pause();
  }
  for (TempSlot& slot : g_temps) {
    if (slot.state.load() == kLive) unlink(slot.path);
  }
  if (signal_number == SIGBUS) {
    static constexpr char kMessage[] =
        "privtext: error: an input file was truncated or changed while it was being read (SIGBUS); "
        "no output file was written\n";
    [[maybe_unused]] const ssize_t n = write(STDERR_FILENO, kMessage, sizeof(kMessage) - 1);
  }
  // With the default action back, the signal (blocked while this runs) is
  // delivered again on return and ends the process as it would have.
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

}  // namespace

void RemoveTemporariesOnSignals() {
  struct sigaction action {};
  action.sa_handler = RemoveTemporariesAndDie;
  // All four blocked in the handler: a second signal on the same thread
  // must not enter it again and wait there for ever.
  sigemptyset(&action.sa_mask);
  for (const int signal_number : kCleanupSignals) sigaddset(&action.sa_mask, signal_number);
  for (const int signal_number : kCleanupSignals) sigaction(signal_number, &action, nullptr);
}

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
  // A signal between creating the temporary and registering it would leave
  // it behind: the handler's signals wait until it is registered. (Not
  // SIGBUS: it is synchronous, and nothing here reads a mapping.)
  sigset_t stopping, previous;
  sigemptyset(&stopping);
  for (const int signal_number : kCleanupSignals) {
    if (signal_number != SIGBUS) sigaddset(&stopping, signal_number);
  }
  pthread_sigmask(SIG_BLOCK, &stopping, &previous);
  const int fd = mkstemp(temp.data());
  if (fd >= 0) Register(temp);
  pthread_sigmask(SIG_SETMASK, &previous, nullptr);
  if (fd < 0) return std::unexpected(IoError("cannot create a file in", dir.string()));
  if (fchmod(fd, mode) != 0) {
    const Error err = IoError("cannot set permissions of", temp);
    close(fd);
    Discard(temp);
    return std::unexpected(err);
  }
  std::FILE* file = fdopen(fd, "wb");
  if (file == nullptr) {
    const Error err = IoError("cannot open", temp);
    close(fd);
    Discard(temp);
    return std::unexpected(err);
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
  Discard(temp_);
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
    Discard(temp_);
    return std::unexpected(err);
  }
  if (std::rename(temp_.c_str(), path_.c_str()) != 0) {
    const Error err = IoError("cannot rename output to", path_);
    Discard(temp_);
    return std::unexpected(err);
  }
  Unregister(temp_);
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
