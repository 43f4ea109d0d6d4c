#include <algorithm>
#include <future>
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

namespace {

// One batch of a corpus on its way through: the records read, the documents
// made from them (kept for after_write) and the lines to write.
struct Batch {
  std::size_t first_slot = 0;  // this batch's slots are first_slot + i
  std::vector<RawRecord> raw;
  std::vector<Document> docs;
  std::vector<std::string> lines;
};

// Processes batch k on the calling thread and its workers while a helper
// thread writes batch k-1 and reads batch k+1, so that reading and writing,
// the serial parts, cost no wall time beside the work. The calling thread
// stays the same for the whole run: workers' per-thread state (parsers,
// scratch buffers) stays warm. Errors come in input order.
Status RunPipeline(CorpusReader& reader, std::size_t batch_size, const std::function<Status(Batch&)>& process,
                   const std::function<Status(Batch&)>& write) {
  Batch batches[2];
  batches[1].first_slot = batch_size;
  auto first = reader.NextRaw(batch_size);
  if (!first) return std::unexpected(first.error());
  batches[0].raw = std::move(*first);
  bool have_previous = false;
  for (int cur = 0;; cur ^= 1) {
    Batch& batch = batches[cur];
    Batch& previous = batches[cur ^ 1];
    if (batch.raw.empty()) return have_previous ? write(previous) : Ok();
    Status wrote = Ok();
    Result<std::vector<RawRecord>> next;
    auto io = std::async(std::launch::async, [&] {
      if (have_previous) wrote = write(previous);
      if (wrote) next = reader.NextRaw(batch_size);
    });
    const Status processed = process(batch);
    io.get();
    if (!wrote) return wrote;
    if (!processed) return processed;
    if (!next) return std::unexpected(next.error());
    previous.raw = std::move(*next);  // the next batch to process
    have_previous = true;
  }
}

}  // namespace

Status TransformCorpus(CorpusReader& reader, CorpusWriter& writer,
                       const std::function<Status(Document&, std::size_t)>& fn,
                       const TransformOptions& options, Progress* progress,
                       const std::function<Status(const Document&, std::size_t)>& after_write) {
  auto process = [&](Batch& b) {
    b.docs.assign(b.raw.size(), Document());
    b.lines.assign(b.raw.size(), std::string());
    return ParallelFor(b.raw.size(), options.threads, [&](std::size_t i) -> Status {
      auto parsed = reader.Parse(std::move(b.raw[i]));
      if (!parsed) return std::unexpected(parsed.error());
      Document& doc = b.docs[i] = std::move(*parsed);
      const auto context = [&] { return "document " + doc.id + " (line " + std::to_string(doc.line) + ")"; };
      if (Status s = fn(doc, b.first_slot + i); !s) return std::unexpected(s.error().WithContext(context()));
      auto line = writer.Serialize(doc);
      if (!line) return std::unexpected(line.error().WithContext(context()));
      b.lines[i] = std::move(*line);
      if (progress != nullptr) progress->Add();
      return Ok();
    });
  };
  auto write = [&](Batch& b) -> Status {
    for (std::size_t i = 0; i < b.lines.size(); ++i) {
      if (auto w = writer.WriteLine(b.lines[i]); !w) return w;
      if (after_write) {
        if (auto a = after_write(b.docs[i], b.first_slot + i); !a) return a;
      }
    }
    return Ok();
  };
  return RunPipeline(reader, std::max<std::size_t>(1, options.batch_size), process, write);
}

Status TransformCorpusText(CorpusReader& reader, CorpusWriter& writer, const JsonTextRewriter& fn,
                           const TransformOptions& options, Progress* progress) {
  auto process = [&](Batch& b) {
    b.lines.assign(b.raw.size(), std::string());
    return ParallelFor(b.raw.size(), options.threads, [&](std::size_t i) -> Status {
      auto line = reader.RewriteText(std::move(b.raw[i]), fn);
      if (!line) return std::unexpected(line.error());
      b.lines[i] = std::move(*line);
      b.lines[i].push_back('\n');
      if (progress != nullptr) progress->Add();
      return Ok();
    });
  };
  auto write = [&](Batch& b) -> Status {
    for (const std::string& line : b.lines) {
      if (auto w = writer.WriteLine(line); !w) return w;
    }
    return Ok();
  };
  return RunPipeline(reader, std::max<std::size_t>(1, options.batch_size), process, write);
}

}  // namespace privtext
