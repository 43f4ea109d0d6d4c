#include <cerrno>
#include <numeric>
#include <optional>
#include <span>

#include <fcntl.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "privtext/protect.h"

namespace privtext::protect {

Result<EncryptStats> EncryptCorpus(const EntityEncryptor& encryptor, CorpusReader& reader,
                                   CorpusWriter& writer, const TransformOptions& options,
                                   Progress* progress) {
  std::vector<EncryptStats> slots(options.slot_count());
  EncryptStats total;
  auto st = TransformCorpus(
      reader, writer,
      [&](Document& doc, std::size_t slot) {
        slots[slot] = {};
        return encryptor.EncryptDocument(doc, &slots[slot]);
      },
      options, progress,
      [&](const Document&, std::size_t slot) {
        total.Merge(slots[slot]);
        return Ok();
      });
  if (!st) return std::unexpected(st.error());
  return total;
}

Result<SourceIndex> BuildSourceIndex(CorpusReader& reader, const TokenFormat& format) {
  SourceIndex index;
  Document doc;
  for (;;) {
    auto more = reader.Next(&doc);
    if (!more) return std::unexpected(more.error().WithContext("source corpus"));
    if (!*more) return index;
    index.Add(doc.id, doc.text, format);
  }
}

std::string SerializeTokenReport(const TokenReport& r) {
  nlohmann::ordered_json j = {{"id", r.document_id},
                              {"start", r.start},
                              {"end", r.end},
                              {"type", r.label},
                              {"token", r.token},
                              {"status", TokenStatusName(r.status)},
                              {"class", FailureClass(r.status)}};
  return j.dump();
}

Result<DecryptStats> DecryptCorpus(const EntityDecryptor& decryptor, CorpusReader& reader,
                                   CorpusWriter& writer, const SourceIndex* source,
                                   AtomicFile* report, const TransformOptions& options,
                                   Progress* progress) {
  const std::size_t n = options.slot_count();
  std::vector<DecryptStats> stats(n);
  std::vector<std::vector<TokenReport>> reports(n);
  DecryptStats total;
  auto st = TransformCorpus(
      reader, writer,
      [&](Document& doc, std::size_t slot) {
        stats[slot] = {};
        reports[slot].clear();
        return decryptor.DecryptDocument(doc, source, &reports[slot], &stats[slot]);
      },
      options, progress,
      [&](const Document&, std::size_t slot) -> Status {
        total.Merge(stats[slot]);
        if (report == nullptr) return Ok();
        for (const TokenReport& r : reports[slot]) {
          if (auto w = report->Write(SerializeTokenReport(r) + "\n"); !w) return w;
        }
        return Ok();
      });
  if (!st) return std::unexpected(st.error());
  return total;
}

namespace {

// A stretch of the mapped text in parts: where they begin and end, the code
// points before each (their own counts until summed), and their output.
struct CipherWindow {
  std::vector<std::size_t> cuts;  // part i is [cuts[i], cuts[i + 1])
  std::vector<std::uint64_t> code_points;
  std::vector<std::string> out;
  std::size_t parts() const { return cuts.empty() ? 0 : cuts.size() - 1; }
};

// The mapped text in parts of 128 KiB, ciphered on the threads a window of
// 16 parts at a time while, beside them, one thread writes the window before
// and the others count the code points of the window after (a part's key
// position is the number of code points before it). Two windows' buffers,
// allocated once: memory stays bounded whatever the file's size. Errors of
// the text name `where`.
Status CipherMapped(const PolyalphabeticCipher& cipher, bool decrypt, std::string_view text, const std::string& where,
                    AtomicFile& out, Progress* progress, int threads) {
  constexpr std::size_t kPart = 128 << 10, kWindow = 16;
  // A cut moves past up to three continuation bytes, so it never splits a
  // valid character (a fourth means the text is invalid there anyway).
  const auto cut_at = [&](std::size_t at) {
    for (int moved = 0; at < text.size() && moved < 3 && utf8::IsContinuation(text[at]);
         ++moved) {
      ++at;
    }
    return std::min(at, text.size());
  };
  const auto plan = [&](CipherWindow& w, std::size_t at) {
    w.cuts.assign(1, at);
    while (w.cuts.size() <= kWindow && at < text.size()) w.cuts.push_back(at = cut_at(at + kPart));
  };
  const auto part = [&](const CipherWindow& w, std::size_t i) {
    return text.substr(w.cuts[i], w.cuts[i + 1] - w.cuts[i]);
  };
  const auto count = [&](CipherWindow& w, std::size_t i) {
    w.code_points[i] = utf8::CodePointCount(part(w, i));
    return Ok();
  };
  CipherWindow windows[2];
  for (CipherWindow& w : windows) {
    w.code_points.resize(kWindow);
    w.out.resize(kWindow);
    for (std::string& o : w.out) o.reserve(kPart + 4);  // a part and what a cut adds
  }
  CipherWindow* cur = &windows[0];
  CipherWindow* next = &windows[1];
  const CipherWindow* ciphered = nullptr;  // the window to write
  plan(*cur, 0);
  if (auto st = ParallelFor(cur->parts(), threads, [&](std::size_t i) { return count(*cur, i); }); !st) return st;
  std::uint64_t before = 0;  // code points before `cur`
  while (cur->parts() > 0) {
    const std::size_t n = cur->parts();
    const std::uint64_t last = cur->code_points[n - 1];
    std::exclusive_scan(cur->code_points.begin(), cur->code_points.begin() + static_cast<std::ptrdiff_t>(n),
                        cur->code_points.begin(), before);
    before = cur->code_points[n - 1] + last;
    const std::size_t unwritten = ciphered == nullptr ? 0 : ciphered->parts();
    plan(*next, cur->cuts[n]);  // `next` is the window written below: only its output is read there
    // Index 0 writes the window before (so its error comes first, as a
    // stream's would); 1..n cipher this window; the rest count the next.
    auto st = ParallelFor(1 + n + next->parts(), threads, [&](std::size_t i) -> Status {
      if (i == 0) return unwritten == 0 ? Ok() : out.Write(std::span<const std::string>(next->out.data(), unwritten));
      if (i > n) return count(*next, i - n - 1);
      std::string& o = cur->out[--i];
      o.clear();
      if (auto c = cipher.CipherPart(part(*cur, i), decrypt, cur->code_points[i], cur->cuts[i],
                                     cur->cuts[i + 1] == text.size(), &o);
          !c) {
        return std::unexpected(c.error().WithContext(where));
      }
      if (progress != nullptr) progress->Add(cur->cuts[i + 1] - cur->cuts[i]);
      return Ok();
    });
    if (!st) return st;
    ciphered = cur;
    std::swap(cur, next);
  }
  return ciphered == nullptr ? Ok() : out.Write(std::span<const std::string>(ciphered->out.data(), ciphered->parts()));
}

}  // namespace

Status CipherFile(const PolyalphabeticCipher& cipher, bool decrypt, const std::string& in_path,
                  const std::string& out_path, Progress* progress, int threads) {
  const bool is_stdin = in_path == "-";
  const std::string where = is_stdin ? "stdin" : in_path;
  // Opened once: a named pipe read, closed and opened again would lose its writer's bytes.
  const int fd = is_stdin ? STDIN_FILENO : open(in_path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return MakeError(ErrorCode::kNotFound, "cannot open " + in_path);
  struct Closer {
    int fd;
    ~Closer() {
      if (fd >= 0) close(fd);
    }
  } const closer{is_stdin ? -1 : fd};
  auto out = AtomicFile::Create(out_path);
  if (!out) return std::unexpected(out.error());
  // stdin is never mapped: it may have been read from already, and a map starts at byte 0.
  std::optional<MappedFile> mapped;
  if (!is_stdin) {
    if (auto m = MappedFile::Map(fd)) mapped = std::move(*m);
  }
  if (mapped) {
    if (auto st = CipherMapped(cipher, decrypt, mapped->data(), where, *out, progress, threads); !st) return st;
    return out->Commit();
  }
  // Pipes, stdin and empty files: one stream, a megabyte at a time.
  auto stream = decrypt ? cipher.DecryptStream() : cipher.EncryptStream();
  constexpr std::size_t kChunk = 1 << 20;
  std::string buf(kChunk, '\0');
  std::string result;
  for (;;) {
    ssize_t got;
    do {
      got = read(fd, buf.data(), kChunk);
    } while (got < 0 && errno == EINTR);
    if (got < 0) return MakeError(ErrorCode::kIo, "cannot read " + where);
    if (got == 0) break;
    result.clear();
    if (auto st = stream.Update(std::string_view(buf.data(), static_cast<std::size_t>(got)), &result); !st) {
      return std::unexpected(st.error().WithContext(where));
    }
    if (auto st = out->Write(result); !st) return st;
    if (progress != nullptr) progress->Add(static_cast<std::uint64_t>(got));
  }
  if (auto st = stream.Finish(); !st) return std::unexpected(st.error().WithContext(where));
  return out->Commit();
}

Status CipherCorpus(const PolyalphabeticCipher& cipher, bool decrypt, CorpusReader& reader,
                    CorpusWriter& writer, const TransformOptions& options, Progress* progress) {
  // The text path: texts are ciphered as the JSON holds them, never decoded.
  return TransformCorpusText(
      reader, writer,
      [&](std::string_view body, std::string* out) -> Status {
        if (decrypt) {
          cipher.DecryptJson(body, out);
        } else {
          cipher.EncryptJson(body, out);
        }
        return Ok();
      },
      options, progress);
}

}  // namespace privtext::protect
