#include <algorithm>
#include <iostream>
#include <mutex>

#include <fmt/format.h>
#include <unistd.h>

#include "privtext/core.h"

namespace privtext {
namespace {

std::int64_t NowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

std::mutex& PrintMutex() {
  static std::mutex m;
  return m;
}

// Slow work (a model writing a sample every few seconds) gets decimals; an
// integer rate would read "0/s".
std::string RateText(double rate) {
  return rate >= 10 ? fmt::format("{:.0f}/s", rate) : rate >= 1 ? fmt::format("{:.1f}/s", rate)
                                                                 : fmt::format("{:.2f}/s", rate);
}

}  // namespace

Progress::Progress(std::string label, std::uint64_t total, ProgressOptions options)
    : label_(std::move(label)),
      total_(total),
      options_(options),
      terminal_(options.terminal.value_or(isatty(STDERR_FILENO) != 0)),
      start_(std::chrono::steady_clock::now()) {
  if (options_.out == nullptr) options_.out = &std::cerr;
  last_print_ns_ = NowNs();
}

Progress::~Progress() { Finish(); }

void Progress::Add(std::uint64_t n) {
  done_ += n;
  if (options_.quiet) return;
  // A terminal is redrawn at most ten times a second; a log gets a line per
  // interval. Only the thread that wins the exchange prints.
  const std::int64_t interval =
      terminal_ ? 100'000'000 : std::chrono::nanoseconds(options_.interval).count();
  const std::int64_t now = NowNs();
  std::int64_t last = last_print_ns_.load();
  if (now - last < interval) return;
  if (!last_print_ns_.compare_exchange_strong(last, now)) return;
  Render(false);
}

void Progress::Skip(std::uint64_t n) {
  skipped_ += n;
  Add(n);
}

void Progress::Finish() {
  if (finished_) return;
  finished_ = true;
  // Work short enough to print nothing while it ran stays silent.
  if (!options_.quiet && printed_) Render(true);
}

void Progress::Render(bool final) {
  const std::uint64_t done = done_.load();
  const double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const double rate = secs > 0 ? static_cast<double>(done - std::min(done, skipped_.load())) / secs : 0.0;
  std::string line;
  if (total_ > 0) {
    const double frac = std::min(1.0, static_cast<double>(done) / static_cast<double>(total_));
    if (terminal_) {
      constexpr int kWidth = 30;
      const int filled = static_cast<int>(frac * kWidth);
      line = fmt::format("\r{} [{}{}] {}/{} {}", label_, std::string(filled, '#'),
                         std::string(kWidth - filled, '.'), done, total_, RateText(rate));
    } else {
      line = fmt::format("{}: {}/{} ({:.0f}%) {:.1f}s {}\n", label_, done, total_, frac * 100, secs,
                         RateText(rate));
    }
  } else {
    line = terminal_ ? fmt::format("\r{}: {} {:.1f}s {}", label_, done, secs, RateText(rate))
                     : fmt::format("{}: {} {:.1f}s {}\n", label_, done, secs, RateText(rate));
  }
  if (terminal_ && final) line += "\n";
  std::lock_guard<std::mutex> lock(PrintMutex());
  *options_.out << line << std::flush;
  printed_ = true;
}

}  // namespace privtext
