#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "privtext/core.h"

namespace privtext {

namespace {

// fn(i) for every i in [0, n), indices handed out one at a time to whichever
// thread asks; remembers the error of the lowest failing index. `side`, when
// given, runs once, on the first thread to come.
class IndexRun {
 public:
  IndexRun(std::size_t n, const std::function<Status(std::size_t)>& fn, const std::function<void()>* side = nullptr)
      : n_(n), fn_(fn), side_(side) {}

  void Work() {
    if (side_ != nullptr && !side_taken_.exchange(true)) (*side_)();
    for (std::size_t i = next_++; i < n_; i = next_++) {
      // After a failure only lower indices still run, so the reported error
      // is the lowest failing index whatever the scheduling.
      if (failed_.load()) {
        std::lock_guard<std::mutex> lock(mu_);
        if (first_error_ && i > first_error_->first) continue;
      }
      Status st = fn_(i);
      if (!st) {
        std::lock_guard<std::mutex> lock(mu_);
        if (!first_error_ || i < first_error_->first) first_error_.emplace(i, st.error());
        failed_ = true;
      }
    }
  }

  Status Result() const {
    if (first_error_) return std::unexpected(first_error_->second);
    return Ok();
  }

 private:
  const std::size_t n_;
  const std::function<Status(std::size_t)>& fn_;
  const std::function<void()>* side_;
  std::atomic<bool> side_taken_{false};
  std::atomic<std::size_t> next_{0};
  std::atomic<bool> failed_{false};
  std::mutex mu_;
  std::optional<std::pair<std::size_t, Error>> first_error_;
};

std::size_t WorkerCount(int threads) {
  return threads > 0 ? static_cast<std::size_t>(threads) : std::max(1u, std::thread::hardware_concurrency());
}

}  // namespace

bool CpuHasAvx2() {
  static const bool have = __builtin_cpu_supports("avx2");
  return have;
}

Status ParallelFor(std::size_t n, int threads, const std::function<Status(std::size_t)>& fn) {
  if (n == 0) return Ok();
  const std::size_t workers = std::min(WorkerCount(threads), n);
  IndexRun run(n, fn);
  std::vector<std::jthread> helpers;
  for (std::size_t t = 1; t < workers; ++t) helpers.emplace_back([&] { run.Work(); });
  run.Work();
  helpers.clear();  // joins them
  return run.Result();
}

namespace {

// Helper threads that stay for a whole pipeline run (ParallelFor starts new
// ones per call): their per-thread state (simdjson parsers, scratch buffers,
// malloc arenas) stays warm from batch to batch. One caller at a time.
class WorkerPool {
 public:
  explicit WorkerPool(std::size_t helpers) {
    for (std::size_t t = 0; t < helpers; ++t) threads_.emplace_back([this] { Loop(); });
  }
  ~WorkerPool() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      stop_ = true;
    }
    wake_.notify_all();
  }

  // fn(i) for every i in [0, n) on the caller and the helpers, and `side`
  // (if not null) once on whichever comes first.
  Status Run(std::size_t n, const std::function<Status(std::size_t)>& fn, const std::function<void()>* side) {
    IndexRun run(n, fn, side);
    {
      std::lock_guard<std::mutex> lock(mu_);
      run_ = &run;
      finished_ = 0;
      ++generation_;
    }
    wake_.notify_all();
    run.Work();
    std::unique_lock<std::mutex> lock(mu_);
    done_.wait(lock, [&] { return finished_ == threads_.size(); });
    run_ = nullptr;
    return run.Result();
  }

 private:
  void Loop() {
    std::uint64_t seen = 0;
    for (;;) {
      IndexRun* run;
      {
        std::unique_lock<std::mutex> lock(mu_);
        wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
        if (stop_) return;
        seen = generation_;
        run = run_;
      }
      run->Work();
      {
        std::lock_guard<std::mutex> lock(mu_);
        ++finished_;
      }
      done_.notify_one();
    }
  }

  std::mutex mu_;
  std::condition_variable wake_, done_;
  IndexRun* run_ = nullptr;
  std::uint64_t generation_ = 0;
  std::size_t finished_ = 0;
  bool stop_ = false;
  std::vector<std::jthread> threads_;  // last: joined first on destruction
};

// One batch of a corpus on its way through: the records read, the documents
// made from them (kept for after_write) and the lines to write.
struct Batch {
  std::size_t first_slot = 0;  // this batch's slots are first_slot + i
  RawBatch raw;
  std::vector<Document> docs;
  std::vector<std::string> lines;
};

// How a pipeline works on one batch: fn(i) for its items on the pool, with
// the pipeline's side job (reading and writing the other batch) beside them.
using BatchWork = std::function<Status(std::size_t n, const std::function<Status(std::size_t)>& fn)>;

// Processes batch k while one of the same threads writes batch k-1 and reads
// batch k+1 (a side job of batch k's run: the first thread to come takes it
// and then joins the work), so reading and writing, the serial parts, cost
// no wall time beside the work and the threads are no more than the cores.
// The threads stay the same for the whole run: their per-thread state
// (parsers, scratch buffers) stays warm. Errors come in input order.
Status RunPipeline(CorpusReader& reader, std::size_t batch_size, int threads,
                   const std::function<Status(Batch&, const BatchWork&)>& process,
                   const std::function<Status(Batch&)>& write) {
  WorkerPool pool(std::min(WorkerCount(threads), batch_size) - 1);
  Batch batches[2];
  batches[1].first_slot = batch_size;
  if (Status st = reader.NextRaw(batch_size, &batches[0].raw); !st) return st;
  bool have_previous = false;
  for (int cur = 0;; cur ^= 1) {
    Batch& batch = batches[cur];
    Batch& previous = batches[cur ^ 1];
    if (batch.raw.records.empty()) return have_previous ? write(previous) : Ok();
    Status wrote = Ok(), read = Ok();
    // The batch just written is read into next: its records and lines keep
    // their storage from one batch to the one after.
    const std::function<void()> io = [&] {
      if (have_previous) wrote = write(previous);
      if (wrote) read = reader.NextRaw(batch_size, &previous.raw);
    };
    const Status processed = process(batch, [&](std::size_t n, const std::function<Status(std::size_t)>& fn) {
      return pool.Run(n, fn, &io);
    });
    if (!wrote) return wrote;
    if (!processed) return processed;
    if (!read) return read;
    have_previous = true;
  }
}

}  // namespace

Status TransformCorpus(CorpusReader& reader, CorpusWriter& writer,
                       const std::function<Status(Document&, std::size_t)>& fn,
                       const TransformOptions& options, Progress* progress,
                       const std::function<Status(const Document&, std::size_t)>& after_write) {
  auto process = [&](Batch& b, const BatchWork& run) {
    const std::size_t n = b.raw.records.size();
    b.docs.assign(n, Document());
    b.lines.assign(n, std::string());
    return run(n, [&](std::size_t i) -> Status {
      auto parsed = reader.Parse(b.raw.records[i]);
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
  return RunPipeline(reader, std::max<std::size_t>(1, options.batch_size), options.threads, process, write);
}

Status TransformCorpusText(CorpusReader& reader, CorpusWriter& writer, const JsonTextRewriter& fn,
                           const TransformOptions& options, Progress* progress) {
  auto process = [&](Batch& b, const BatchWork& run) {
    const std::vector<RawRecord>& records = b.raw.records;
    b.lines.resize(records.size());
    // A line is about a microsecond of work: lines go out in groups, so the
    // threads do not take turns at a shared counter (and progress) per line.
    constexpr std::size_t kGroup = 16;
    const Status st = run((records.size() + kGroup - 1) / kGroup, [&](std::size_t g) -> Status {
      for (std::size_t i = g * kGroup; i < std::min(records.size(), (g + 1) * kGroup); ++i) {
        if (Status rewritten = reader.RewriteText(records[i], fn, &b.lines[i]); !rewritten) return rewritten;
        b.lines[i].push_back('\n');
      }
      return Ok();
    });
    if (progress != nullptr) progress->Add(records.size());
    return st;
  };
  auto write = [&](Batch& b) { return writer.WriteLines(b.lines); };
  return RunPipeline(reader, std::max<std::size_t>(1, options.batch_size), options.threads, process, write);
}

}  // namespace privtext
