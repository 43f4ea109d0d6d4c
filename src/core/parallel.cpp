#include <algorithm>
#include <mutex>
#include <thread>

#include "privtext/core.h"

namespace privtext {

Status ParallelFor(std::size_t n, int threads, const std::function<Status(std::size_t)>& fn) {
  if (n == 0) return Ok();
  std::size_t workers = threads > 0 ? static_cast<std::size_t>(threads)
                                    : std::max(1u, std::thread::hardware_concurrency());
  workers = std::min(workers, n);
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::mutex mu;
  std::optional<std::pair<std::size_t, Error>> first_error;

  auto work = [&] {
    for (std::size_t i = next++; i < n; i = next++) {
      // After a failure only lower indices still run, so the reported error
      // is the lowest failing index whatever the scheduling.
      if (failed.load()) {
        std::lock_guard<std::mutex> lock(mu);
        if (first_error && i > first_error->first) continue;
      }
      Status st = fn(i);
      if (!st) {
        std::lock_guard<std::mutex> lock(mu);
        if (!first_error || i < first_error->first) first_error.emplace(i, st.error());
        failed = true;
      }
    }
  };
  if (workers == 1) {
    work();
  } else {
    std::vector<std::jthread> pool;
    pool.reserve(workers - 1);
    for (std::size_t t = 1; t < workers; ++t) pool.emplace_back(work);
    work();
  }
  if (first_error) return std::unexpected(first_error->second);
  return Ok();
}

Status TransformCorpus(CorpusReader& reader, CorpusWriter& writer,
                       const std::function<Status(Document&, std::size_t)>& fn,
                       const TransformOptions& options, Progress* progress,
                       const std::function<Status(const Document&, std::size_t)>& after_write) {
  const std::size_t batch_size = std::max<std::size_t>(1, options.batch_size);
  std::vector<Document> docs;
  std::vector<std::string> lines;
  for (;;) {
    // Only reading and writing are serial; parsing, the work and
    // serialising run on the worker threads.
    auto raw = reader.NextRaw(batch_size);
    if (!raw) return std::unexpected(raw.error());
    if (raw->empty()) return Ok();
    docs.assign(raw->size(), Document());
    lines.assign(raw->size(), std::string());
    auto st = ParallelFor(raw->size(), options.threads, [&](std::size_t i) -> Status {
      auto parsed = reader.Parse(std::move((*raw)[i]));
      if (!parsed) return std::unexpected(parsed.error());
      Document& doc = docs[i] = std::move(*parsed);
      const auto context = [&] { return "document " + doc.id + " (line " + std::to_string(doc.line) + ")"; };
      if (Status s = fn(doc, i); !s) return std::unexpected(s.error().WithContext(context()));
      auto line = writer.Serialize(doc);
      if (!line) return std::unexpected(line.error().WithContext(context()));
      lines[i] = std::move(*line);
      if (progress != nullptr) progress->Add();
      return Ok();
    });
    if (!st) return st;
    for (std::size_t i = 0; i < docs.size(); ++i) {
      if (auto w = writer.WriteLine(lines[i]); !w) return w;
      if (after_write) {
        if (auto a = after_write(docs[i], i); !a) return a;
      }
    }
  }
}

}  // namespace privtext
