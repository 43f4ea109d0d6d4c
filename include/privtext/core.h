// privtext core: errors, documents and spans, UTF-8 offsets, JSONL corpus I/O,
// atomic outputs, progress reporting and per-document parallelism.
//
// Every fallible call returns Result<T>. Nothing in this header throws across
// its boundary: third-party exceptions (JSON, filesystem) are caught inside and
// turned into an Error.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <expected>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace privtext {

// ---------------------------------------------------------------- errors

enum class ErrorCode {
  kInvalidArgument,  // the caller passed a bad option or value
  kInvalidInput,     // the data (corpus, keyset, token) is malformed
  kNotFound,
  kAlreadyExists,
  kIo,
  kCrypto,           // an OpenSSL primitive failed
  kInternal,
};

std::string_view ErrorCodeName(ErrorCode code);

// An error says what was wrong and, where it can, what to do about it.
// Messages never contain key material, plaintext PII or document text.
class Error {
 public:
  Error(ErrorCode code, std::string message)
      : code_(code), message_(std::move(message)) {}

  ErrorCode code() const { return code_; }
  const std::string& message() const { return message_; }

  // Returns a copy whose message is prefixed with `context: `.
  Error WithContext(std::string_view context) const;

 private:
  ErrorCode code_;
  std::string message_;
};

template <typename T>
using Result = std::expected<T, Error>;
using Status = Result<void>;

inline std::unexpected<Error> MakeError(ErrorCode code, std::string message) {
  return std::unexpected<Error>(Error(code, std::move(message)));
}
inline Status Ok() { return {}; }

// --------------------------------------------------------- documents

// A typed region of a document's text. Offsets are BYTE offsets into the
// UTF-8 text, end exclusive. (JSON files carry code-point offsets; the JSONL
// reader and writer convert.)
struct Span {
  std::size_t start = 0;
  std::size_t end = 0;
  std::string type;
  std::optional<double> score;
  std::string recognizer;  // empty when unknown

  std::size_t size() const { return end - start; }
  friend bool operator==(const Span&, const Span&) = default;
};

struct Document {
  std::string id;
  std::string text;
  std::vector<Span> entities;
  // The JSON object the document was read from (its JSONL line); empty for
  // plain text. The writer copies every member but id, text and entities
  // from it byte for byte, so fields privtext does not know survive unchanged.
  std::string source;
  // 1-based line in the source file (0 when not read from a file).
  std::size_t line = 0;
  // Members to write besides the source's (replacing one of the same name):
  // name and value, the value already serialised as JSON.
  std::vector<std::pair<std::string, std::string>> extra_fields;
};

// -------------------------------------------------------- check digits

// The arithmetic of three check-digit schemes and one prefix rule, shared by
// the detector's validators (is it valid?) and the surrogates (make it valid).
namespace check_digits {

// The Luhn sum of ASCII digits: from the right, every second digit doubled
// (its digits added), the rightmost not. A number is valid when it is 0 mod 10.
int LuhnSum(std::string_view digits);
// ASCII digits and upper-case letters read as one number, a letter as two
// digits (A = 10 ... Z = 35, ISO 13616), modulo 97.
int Mod97(std::string_view digits_and_letters);
// The NHS number's check digit for its first nine ASCII digits: weights 10
// down to 2, 11 minus the sum mod 11, and 11 read as 0. 10 means no NHS
// number begins with these digits.
int NhsCheckDigit(std::string_view nine_digits);
// Whether HMRC allocates National Insurance numbers beginning with these two
// letters (NIM39110): not D, F, I, Q, U or V first, nor those or O second,
// and none of BG, GB, KN, NK, NT, TN and ZZ.
bool NinoPrefixAllocated(std::string_view prefix);

}  // namespace check_digits

// -------------------------------------------------------------- UTF-8

namespace utf8 {

// Byte offset of the first byte that does not start a valid UTF-8 sequence
// (overlong forms, surrogates and code points above U+10FFFF are invalid), or
// nullopt when `text` is valid.
std::optional<std::size_t> FindInvalid(std::string_view text);

// Error naming `where` and the byte offset when `text` is not valid UTF-8.
Status Validate(std::string_view text, std::string_view where);

std::size_t CodePointCount(std::string_view text);

// Whether `byte` continues a character (10xxxxxx) rather than starting one.
inline bool IsContinuation(char byte) { return (static_cast<unsigned char>(byte) & 0xC0) == 0x80; }

// Appends the UTF-8 encoding of `cp`. REQUIRES: cp is a Unicode scalar value.
void Append(std::string& out, char32_t cp);
// Encodes `cp` into `buf` and returns the bytes written (1 to 4).
std::string_view Encode(char32_t cp, char (&buf)[4]);

// Unicode case folding with NFC composition (utf8proc), for comparing text
// ignoring case in any script: "ZOË ØSTERGAARD" and "Zoë Østergaard" fold
// alike. The one case-insensitive comparison of the library: leak filters,
// secret search, leakage metrics and value normalisation all use it.
// Invalid UTF-8 (a model's broken output) is folded byte-wise in ASCII.
std::string CaseFold(std::string_view text);

// A word without its diacritics, as a name is transliterated: "Yalçın",
// "Yalçin" and "Yalcin" all give "Yalcin"; "Zoë" gives "Zoe". Marks go by
// decomposition; the letters that have none are mapped (Turkish dotless i,
// Nordic ø, Polish ł, Croatian đ). Invalid UTF-8 comes back as it is.
std::string WithoutDiacritics(std::string_view word);

// DecodeAt's multi-byte case (text[pos] >= 0x80).
char32_t DecodeMultiByteAt(std::string_view text, std::size_t& pos);
// Decodes one code point at `text[pos]`, advancing `pos`. The ASCII case is
// inline: tokenizers call this for every byte of every text.
// REQUIRES: `text` is valid UTF-8 and pos < text.size().
inline char32_t DecodeAt(std::string_view text, std::size_t& pos) {
  const auto b = static_cast<unsigned char>(text[pos]);
  if (b < 0x80) {
    ++pos;
    return b;
  }
  return DecodeMultiByteAt(text, pos);
}

// Maps between byte and code-point offsets of one valid UTF-8 text.
// Built once in O(n); each lookup is O(log n).
class OffsetMap {
 public:
  explicit OffsetMap(std::string_view text);

  std::size_t code_points() const { return starts_.size() - 1; }
  // Byte offset of code point `cp` (cp == code_points() gives text size).
  Result<std::size_t> ToByte(std::size_t cp) const;
  // Code point index of byte offset `byte`; error unless `byte` is the start
  // of a code point or the end of the text.
  Result<std::size_t> ToCodePoint(std::size_t byte) const;

 private:
  std::vector<std::size_t> starts_;  // byte start of each code point, + size
};

}  // namespace utf8

// ------------------------------------------------------- JSON strings

// A JSON string's body is what lies between its quotes, escapes as written.
namespace json {

// Appends `text` (valid UTF-8) as a JSON string body, escaped as the corpus
// writer escapes: '"', '\\' and control characters (\b \f \n \r \t, else
// \u00XX); every other character as it is.
void AppendEscaped(std::string& out, std::string_view text);

// Whether '\\' + letter is an escape that AppendEscaped writes back as the
// same two bytes (\" \\ \b \f \n \r \t): one character, not decoded to
// be copied.
bool IsTwoByteEscape(char letter);

// Decodes the escape at text[pos] == '\\' and moves pos past it (a surrogate
// pair is one escape). nullopt, pos unchanged, when it is not a valid escape:
// an unknown letter, bad hex digits, or a surrogate without its pair.
std::optional<char32_t> DecodeEscape(std::string_view text, std::size_t& pos);

// Whether `body` is a valid string body: UTF-8, every '"', '\\' and control
// character escaped, every escape valid.
bool IsStringBody(std::string_view body);

}  // namespace json

// -------------------------------------------------------- atomic files

inline constexpr unsigned kPrivateFileMode = 0600;
inline constexpr unsigned kPublicFileMode = 0644;

// A regular file's bytes mapped read-only (the kernel copies nothing; pages
// are read as they are touched, front to back). Truncating the file while it
// is mapped ends the process with SIGBUS when a lost page is touched.
class MappedFile {
 public:
  // Maps the file open on `fd` (which may be closed afterwards); an error when
  // it is not a regular file or is empty (then read it as a stream).
  static Result<MappedFile> Map(int fd);

  MappedFile(MappedFile&& other) noexcept;
  MappedFile& operator=(MappedFile&& other) noexcept;
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  ~MappedFile();

  std::string_view data() const { return {data_, size_}; }

 private:
  MappedFile(const char* data, std::size_t size) : data_(data), size_(size) {}
  const char* data_ = nullptr;
  std::size_t size_ = 0;
};

// An output written to a temporary file beside its destination and renamed
// over it by Commit(). Destroying an uncommitted AtomicFile removes the
// temporary: an interrupted or failed run never leaves a file that looks
// finished. The path "-" writes straight to stdout.
// Not copyable: it owns a file descriptor and a temporary path.
class AtomicFile {
 public:
  // `mode` is the permission of the final file, set whatever the umask.
  // Outputs are private by default (0600): most hold plaintext or values
  // derived from private text. Public files (pulled models) pass kPublicFileMode.
  static Result<AtomicFile> Create(const std::string& path, unsigned mode = kPrivateFileMode);

  AtomicFile(AtomicFile&& other) noexcept;
  AtomicFile& operator=(AtomicFile&& other) = delete;
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;
  ~AtomicFile();

  Status Write(std::string_view data);
  // The pieces in order, as Write of each would write them, but handed to
  // the kernel as they are (writev), not copied into a buffer first.
  Status Write(std::span<const std::string> pieces);
  // Flushes, syncs and renames. REQUIRES: not yet committed.
  Status Commit();
  const std::string& path() const { return path_; }

 private:
  AtomicFile(std::string path, std::string temp, std::FILE* file);
  std::string path_;
  std::string temp_;  // empty for stdout
  std::FILE* file_ = nullptr;
  static constexpr std::size_t kBufferSize = 1 << 20;
  std::unique_ptr<char[]> buffer_;  // file_'s buffer; outlives it (fclose first)
  // stdout's buffer: stdio's cannot be resized once the stream has been used.
  std::string pending_;
  bool committed_ = false;
  Status FlushPending();
};

// Makes SIGINT, SIGTERM, SIGHUP and SIGBUS remove the temporaries of the
// AtomicFiles still open before the signal ends the process as it would have
// (so an interrupted run leaves no partial copy of its output, which may hold
// plaintext, beside the target). SIGBUS, which is what a file truncated while
// it is mapped gives, also prints one error line naming that cause. The CLI
// calls this once at start; a program with signal handlers of its own need not.
void RemoveTemporariesOnSignals();

// An append-only log of finished work, so that a long job can resume: a
// header line (the job's kind and settings), then one line per finished unit,
// each flushed as it is written. Created 0600: it may hold synthetic text.
// Opening reads back what an earlier run wrote; a last line cut short by an
// interruption is dropped, and cut off the file by the first Append (that
// unit is done again).
// The caller compares old_header() with its own before it appends.
class ResumeLog {
 public:
  // Reads `path` if it exists, then opens it for appending; writes `header`
  // when the file had none. Lines must not contain a line break.
  static Result<ResumeLog> Open(const std::string& path, std::string_view header);

  const std::string& old_header() const { return old_header_; }  // "" for a new log
  const std::vector<std::string>& old_lines() const { return old_lines_; }
  Status Append(std::string_view line);
  // Closes and removes the file: the job is complete.
  void Remove();

 private:
  ResumeLog(std::string path, std::FILE* file) : path_(std::move(path)), file_(file, &std::fclose) {}
  std::string path_;
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file_;
  std::string old_header_;
  std::vector<std::string> old_lines_;
  long cut_to_ = -1;  // the length of the complete lines, when a cut-short one follows
};

// Writes `data` to `path` atomically.
Status WriteFileAtomically(const std::string& path, std::string_view data,
                           unsigned mode = kPrivateFileMode);
Result<std::string> ReadFile(const std::string& path);

// ------------------------------------------------------------- JSONL

struct CorpusOptions {
  std::string id_field = "id";
  std::string text_field = "text";
  std::string entities_field = "entities";
  // Parse `entities` (code-point offsets) into Document::entities.
  bool read_entities = false;
  // Entities are required on every line (encrypt needs them).
  bool require_entities = false;
};

// For jobs that change only a document's text and can work on its JSON form
// (the whole-text cipher): gets the text as a JSON string body (valid, escapes
// as written in the input) and appends the new text's body, escaped as
// json::AppendEscaped escapes.
using JsonTextRewriter = std::function<Status(std::string_view body, std::string* out)>;

// One unparsed record of a corpus: a JSONL line, or a whole plain-text file.
// `data` points into the RawBatch it came in, or into the reader's mapping
// of the file: valid while both live.
struct RawRecord {
  std::size_t line = 0;
  std::string_view data;
};

// Records as read, with the bytes they point into when the reader could not
// map its file (stdin, pipes). Reusing one batch reuses its storage.
struct RawBatch {
  std::vector<RawRecord> records;
  std::string storage;
};

// Streams documents from a JSONL file (one object per line; blank lines are
// skipped), or from a plain text file (any path not ending in .jsonl/.json),
// which is read as one document whose id is the file name. "-" reads JSONL
// from stdin. Every error names the file, the line and, for bad UTF-8, the
// byte. Not copyable: owns an open file and, for a regular file, its mapping.
class CorpusReader {
 public:
  static Result<CorpusReader> Open(const std::string& path,
                                   CorpusOptions options = {});
  CorpusReader(CorpusReader&&) noexcept;
  CorpusReader& operator=(CorpusReader&&) noexcept;
  ~CorpusReader();

  // Reads the next document into *doc. Returns false at the end. Reads
  // ahead: do not mix with NextRaw on one reader.
  Result<bool> Next(Document* doc);
  // Reads up to `n` documents; an empty vector means the end.
  Result<std::vector<Document>> NextBatch(std::size_t n);

  // The two halves of Next, so that parsing can run on worker threads:
  // up to `n` records as read, in place of *batch's (none means the end),
  // and the document of one record. A regular file is mapped, and its
  // records point into the mapping (no copy); other inputs are read into the
  // batch's storage, which a caller that hands the same batch back reuses.
  // Parse is const and thread-safe.
  Status NextRaw(std::size_t n, RawBatch* batch);
  Result<Document> Parse(const RawRecord& record) const;
  // The output line (no newline) of one record whose text `fn` rewrites, the
  // other members copied as they are (entities included), as a writer
  // without entities would write it, in place of *line. Thread-safe.
  Status RewriteText(const RawRecord& record, const JsonTextRewriter& fn, std::string* line) const;

 private:
  struct Impl;
  explicit CorpusReader(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// Every document of a corpus, in memory.
Result<std::vector<Document>> ReadCorpus(const std::string& path, const CorpusOptions& options = {});
// Their texts only.
Result<std::vector<std::string>> ReadCorpusTexts(const std::string& path, const CorpusOptions& options = {});

// A top-level field of the JSON line a document was read from, as text: a
// string as it is, an integer in decimal. NotFound when the field is absent,
// InvalidInput when it holds another type.
Result<std::string> FieldText(const Document& doc, std::string_view field);

// Parses one JSONL line into a document. `where` names the source for errors
// ("corpus.jsonl:12").
Result<Document> ParseDocumentLine(std::string_view line,
                                   const CorpusOptions& options,
                                   std::string_view where);

// Serialises a document as one JSON line (no newline): the source's members
// in their order, with id, text and (when `with_entities`) entities, in
// code-point offsets, put in place of theirs or added after them.
Result<std::string> SerializeDocument(const Document& doc,
                                      const CorpusOptions& options,
                                      bool with_entities);

// One JSONL line with its text rewritten by `fn`, equal to
// SerializeDocument(doc with fn's text, options, false) after
// ParseDocumentLine, but without decoding and re-escaping the text where the
// line allows: the text path of TransformCorpusText.
Result<std::string> RewriteDocumentText(std::string_view line, CorpusOptions options, std::string_view where,
                                        const JsonTextRewriter& fn);

// Writes documents as JSONL through an AtomicFile.
class CorpusWriter {
 public:
  static Result<CorpusWriter> Create(const std::string& path,
                                     CorpusOptions options = {},
                                     bool with_entities = true);
  Status Write(const Document& doc);
  // Write split in two so serialising can run on worker threads: the line
  // (thread-safe), then writing lines in order.
  Result<std::string> Serialize(const Document& doc) const;
  Status WriteLine(std::string_view serialized);
  // Serialised lines, each with its newline, in order.
  Status WriteLines(std::span<const std::string> serialized) { return file_.Write(serialized); }
  Status Commit() { return file_.Commit(); }

 private:
  CorpusWriter(AtomicFile file, CorpusOptions options, bool with_entities)
      : file_(std::move(file)), options_(std::move(options)),
        with_entities_(with_entities) {}
  AtomicFile file_;
  CorpusOptions options_;
  bool with_entities_;
};

// ---------------------------------------------------------- progress

struct ProgressOptions {
  std::ostream* out = nullptr;  // nullptr: std::cerr
  // nullopt: decide by isatty(stderr). A terminal gets a redrawn bar; anything
  // else gets a plain line every `interval`.
  std::optional<bool> terminal;
  std::chrono::milliseconds interval{5000};
  bool quiet = false;
};

// Reports progress of long work. Thread-safe: Add() may be called from
// worker threads. Prints counts only, never content.
class Progress {
 public:
  Progress(std::string label, std::uint64_t total, ProgressOptions options = {});
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void Add(std::uint64_t n = 1);
  // Units an earlier run finished (a resumed job): counted as done, and left
  // out of the rate, which says how fast this run goes.
  void Skip(std::uint64_t n = 1);
  // Prints the final line, if anything was printed before. Called by the
  // destructor if not called before.
  void Finish();
  std::uint64_t done() const { return done_.load(); }

 private:
  void Render(bool final);
  std::string label_;
  std::uint64_t total_;  // 0 when unknown
  ProgressOptions options_;
  bool terminal_;
  std::atomic<std::uint64_t> done_{0};
  std::atomic<std::uint64_t> skipped_{0};
  std::atomic<std::int64_t> last_print_ns_{0};
  std::chrono::steady_clock::time_point start_;
  bool finished_ = false;
  std::atomic<bool> printed_{false};
};

// ---------------------------------------------------------- parallel

// Whether this CPU runs AVX2 code (asked once): the SIMD paths of the JSON
// scan and the cipher check it before they take their AVX2 functions.
bool CpuHasAvx2();

// Runs fn(i) for i in [0, n) on up to `threads` threads (0: all cores).
// Returns the error of the lowest failing index, so a run's error does not
// depend on scheduling.
Status ParallelFor(std::size_t n, int threads,
                   const std::function<Status(std::size_t)>& fn);

struct TransformOptions {
  int threads = 0;
  std::size_t batch_size = 512;
  // How many `slot` values TransformCorpus uses: two batches are in flight
  // (one written while the next is worked on), each with its own slots.
  std::size_t slot_count() const { return 2 * (batch_size == 0 ? 1 : batch_size); }
};

// Reads every document from `reader`, applies `fn` on worker threads and
// writes the results in input order. `slot` (< options.slot_count()) is the
// document's place among those in flight, so callers can keep per-document
// side results in a vector without locks; `after_write` (optional) runs in
// input order, one call at a time, right after each document is written. Stops at the first
// error, which names the document's id and line.
Status TransformCorpus(CorpusReader& reader, CorpusWriter& writer,
                       const std::function<Status(Document&, std::size_t slot)>& fn,
                       const TransformOptions& options, Progress* progress,
                       const std::function<Status(const Document&, std::size_t slot)>&
                           after_write = nullptr);

// TransformCorpus for a job that changes only the text (CorpusReader::
// RewriteText); every other member is copied as it is.
Status TransformCorpusText(CorpusReader& reader, CorpusWriter& writer, const JsonTextRewriter& fn,
                           const TransformOptions& options, Progress* progress);

// --------------------------------------------------------- embeddings

// Row-major float32 vectors, one per text (sentence embeddings).
struct Embeddings {
  std::size_t rows = 0;
  std::size_t dims = 0;
  std::vector<float> values;  // rows * dims
  const float* row(std::size_t i) const { return values.data() + i * dims; }
};

// Reads a float32 C-order 2-D NumPy file (what `privtext embed` writes).
Result<Embeddings> ReadNpy(const std::string& path);
// Writes float32 rows (all of one length) as a NumPy .npy file, atomically.
Status WriteNpy(const std::string& path, const std::vector<std::vector<float>>& rows);

// ------------------------------------------------------------ hashing

// Lower-case hexadecimal of `bytes`.
std::string HexEncode(std::span<const std::uint8_t> bytes);

// SHA-256 (OpenSSL), fed incrementally. Not copyable: owns a digest context.
class Sha256 {
 public:
  Sha256();
  ~Sha256();
  Sha256(const Sha256&) = delete;
  Sha256& operator=(const Sha256&) = delete;
  void Update(std::string_view data);
  // Lower-case hex of the digest. REQUIRES: called once.
  std::string HexDigest();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// SHA-256 of a file's contents, streamed, as lower-case hex.
Result<std::string> Sha256File(const std::string& path);

// ------------------------------------------------------ shared libraries

// A C library opened when first needed rather than at start-up, so that a
// command which never needs it does not pay for loading it: libcurl alone
// brings 25 more libraries, and OpenBLAS starts a thread pool that spins.
// A library stays loaded for the rest of the process.
class SharedLibrary {
 public:
  // Opens `soname` on the system's library path (dlopen); opening the same
  // name again returns the same library.
  static Result<SharedLibrary> Open(const std::string& soname);

  // Sets `fn` to the function `name`. A missing function leaves `fn` null,
  // and the first one missing is kept in status().
  template <typename F>
  void Bind(F& fn, const char* name) {
    void* address = Symbol(name);
    fn = reinterpret_cast<F>(address);
  }
  // Ok, or an error naming the library and the first missing function.
  const Status& status() const { return status_; }

 private:
  SharedLibrary(void* handle, std::string soname) : handle_(handle), soname_(std::move(soname)) {}
  void* Symbol(const char* name);

  void* handle_;
  std::string soname_;
  Status status_;
};

// The table `Api` of functions from `soname`, filled by `bind(library, api)`
// (which returns a Status, for set-up beyond binding) on the first call and
// kept for the rest of the process: one table per Api type.
template <typename Api, typename Bind>
Result<const Api*> LoadLibraryOnce(const std::string& soname, Bind bind) {
  static const Result<Api> api = [&]() -> Result<Api> {
    auto library = SharedLibrary::Open(soname);
    if (!library) return std::unexpected(library.error());
    Api table;
    const Status st = bind(*library, table);
    if (!library->status()) return std::unexpected(library->status().error());
    if (!st) return std::unexpected(st.error());
    return table;
  }();
  if (!api) return std::unexpected(api.error());
  return &*api;
}

std::string_view Version();

}  // namespace privtext
