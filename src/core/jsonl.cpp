// JSONL corpora. simdjson validates each line and extracts id, text and
// entities; the writer copies the line's other members byte for byte and
// escapes only the values it writes, so no JSON tree is built per document.
#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <optional>

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include <fcntl.h>
#include <unistd.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "core/json_scan.h"
#include "privtext/core.h"

namespace privtext {
namespace {

bool IsJsonlPath(const std::string& path) {
  return path == "-" || path.ends_with(".jsonl") || path.ends_with(".json") ||
         path.ends_with(".ndjson");
}

// Parquet is read and written by the Python package (docs/python.md), which
// the CLI hands these commands' Parquet corpora to; elsewhere a Parquet file
// would be read as one garbled text, or JSONL written under its name.
bool IsParquet(const std::string& path, std::string_view head) {
  return path.ends_with(".parquet") || head.starts_with("PAR1");
}

constexpr std::string_view kParquetCommands = "only detect, protect, encrypt, decrypt and cipher";

Error ParquetInputError(const std::string& path) {
  return Error(ErrorCode::kInvalidArgument, path + " is a Parquet file: " + std::string(kParquetCommands) +
                                                " read Parquet (docs/python.md); give this command JSONL");
}

Error ParquetOutputError(const std::string& path) {
  return Error(ErrorCode::kInvalidArgument, path + ": " + std::string(kParquetCommands) +
                                                " write Parquet (docs/python.md); give this command a .jsonl path");
}

Error InputError(std::string_view where, const std::string& what) {
  return Error(ErrorCode::kInvalidInput, std::string(where) + ": " + what);
}

// A string as it is, an integer in decimal; nothing for other types (ids and
// user ids may be either).
std::optional<std::string> ScalarText(simdjson::dom::element value) {
  if (value.is_string()) return std::string(value.get_string().value_unsafe());
  if (value.is_int64()) return std::to_string(value.get_int64().value_unsafe());
  if (value.is_uint64()) return std::to_string(value.get_uint64().value_unsafe());
  return std::nullopt;
}

// Where a line stops being JSON, for the error message (error path only).
std::string NotJson(std::string_view line) {
  try {
    [[maybe_unused]] const auto parsed = nlohmann::json::parse(line);
  } catch (const nlohmann::json::parse_error& e) {
    return "not valid JSON near byte " + std::to_string(e.byte) + " of the line";
  }
  return "not valid JSON";
}

Result<std::vector<Span>> ParseEntities(simdjson::dom::element value, const std::string& text,
                                        std::string_view where) {
  simdjson::dom::array array;
  if (value.get_array().get(array) != simdjson::SUCCESS) {
    return std::unexpected(InputError(where, "entities must be an array"));
  }
  const utf8::OffsetMap offsets(text);
  std::vector<Span> spans;
  std::size_t i = 0;
  for (simdjson::dom::element e : array) {
    const std::string at = std::string(where) + ": entity " + std::to_string(i++);
    std::uint64_t start = 0, end = 0;
    std::string_view type;
    simdjson::dom::object object;
    if (e.get_object().get(object) != simdjson::SUCCESS || object["start"].get_uint64().get(start) ||
        object["end"].get_uint64().get(end) || object["type"].get_string().get(type)) {
      return MakeError(ErrorCode::kInvalidInput, at + ": needs non-negative integer start and end and a string type");
    }
    if (start >= end) return MakeError(ErrorCode::kInvalidInput, at + ": start must be < end");
    auto b0 = offsets.ToByte(start);
    auto b1 = offsets.ToByte(end);
    if (!b0 || !b1) return std::unexpected((b0 ? b1 : b0).error().WithContext(at));
    Span span{*b0, *b1, std::string(type), std::nullopt, ""};
    if (span.type.empty()) return MakeError(ErrorCode::kInvalidInput, at + ": empty type");
    double score = 0;
    if (object["score"].get_double().get(score) == simdjson::SUCCESS) span.score = score;
    std::string_view recognizer;
    if (object["recognizer"].get_string().get(recognizer) == simdjson::SUCCESS) span.recognizer = recognizer;
    spans.push_back(std::move(span));
  }
  std::stable_sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) {
    return a.start != b.start ? a.start < b.start : a.end > b.end;
  });
  return spans;
}

// ------------------------------------------------------------ writing

bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::size_t SkipSpace(std::string_view s, std::size_t i) {
  while (i < s.size() && IsSpace(s[i])) ++i;
  return i;
}

// Index past the string that starts at s[i] == '"': the first quote after
// it with an even number of backslashes before it (memchr finds candidates).
std::size_t SkipString(std::string_view s, std::size_t i) {
  for (std::size_t from = i + 1; from < s.size();) {
    const void* hit = std::memchr(s.data() + from, '"', s.size() - from);
    if (hit == nullptr) break;
    const auto q = static_cast<std::size_t>(static_cast<const char*>(hit) - s.data());
    std::size_t backslashes = 0;
    while (q - backslashes > i + 1 && s[q - backslashes - 1] == '\\') ++backslashes;
    if (backslashes % 2 == 0) return q + 1;
    from = q + 1;
  }
  return s.size();
}

// Index of the first byte at or after i that can open or close a value or
// separate members ('"', '{', '}', '[', ']', ','), or s.size(); 16 bytes at
// a time where SSE2 is there (numbers and literals in between are skipped).
std::size_t NextStructural(std::string_view s, std::size_t i) {
#ifdef __SSE2__
  const __m128i quote = _mm_set1_epi8('"'), comma = _mm_set1_epi8(','), lower = _mm_set1_epi8(0x20);
  // '[' ']' and '{' '}' differ from each other by 2 and from their case by
  // 0x20: or-ing 0x20 maps '[' to '{' and ']' to '}'.
  const __m128i open = _mm_set1_epi8('{'), close = _mm_set1_epi8('}');
  for (; i + 16 <= s.size(); i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    const __m128i folded = _mm_or_si128(v, lower);
    const __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, comma)),
                                     _mm_or_si128(_mm_cmpeq_epi8(folded, open), _mm_cmpeq_epi8(folded, close)));
    if (const int mask = _mm_movemask_epi8(hit); mask != 0) return i + static_cast<std::size_t>(__builtin_ctz(mask));
  }
#endif
  for (; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '"' || c == ',' || c == '{' || c == '}' || c == '[' || c == ']') return i;
  }
  return s.size();
}

// A top-level member of a JSON object: its key as written (between the
// quotes, escapes kept) and its value's bytes.
struct Member {
  std::string_view key;
  std::string_view value;
};

// The members of a JSON object, in order, into *out. Lenient: exact for
// valid JSON, and on anything else some list of members, without reading
// past the end.
void TopLevelMembers(std::string_view s, std::vector<Member>* out) {
  out->clear();
  std::size_t i = SkipSpace(s, 0) + 1;  // past '{'
  for (;;) {
    i = SkipSpace(s, i);
    if (i >= s.size() || s[i] != '"') break;
    const std::size_t k0 = i;
    i = SkipString(s, i);
    const std::string_view key = s.substr(k0 + 1, i - k0 - 2);
    i = SkipSpace(s, i);
    if (i >= s.size() || s[i] != ':') break;  // not JSON (the text path's lines are not checked yet)
    i = SkipSpace(s, i + 1);
    const std::size_t v0 = i;
    for (; i < s.size(); i = NextStructural(s, i + 1)) {
      const char c = s[i];
      if (c == '"') {
        i = SkipString(s, i) - 1;
      } else if (c == '{' || c == '[') {
        i = internal::SkipNestedValue(s, i);
        if (i == s.size()) break;
      } else if (c == '}' || c == ']' || c == ',') {
        break;
      }
    }
    std::size_t v1 = i;
    while (v1 > v0 && IsSpace(s[v1 - 1])) --v1;
    out->push_back({key, s.substr(v0, v1 - v0)});
    if (i < s.size() && s[i] == ',') ++i;
  }
}

// The key as a string (keys with escapes are rare: simdjson decodes those).
std::string KeyName(std::string_view raw) {
  if (raw.find('\\') == std::string_view::npos) return std::string(raw);
  thread_local simdjson::dom::parser parser;
  const std::string quoted = "\"" + std::string(raw) + "\"";
  std::string_view name;
  if (parser.parse(quoted).get_string().get(name) != simdjson::SUCCESS) return std::string(raw);
  return std::string(name);
}

// Appends `s` (valid UTF-8) as a JSON string, escaped as nlohmann::json
// escapes (so outputs read the same as before).
void AppendJsonString(std::string& out, std::string_view s) {
  out.push_back('"');
  json::AppendEscaped(out, s);
  out.push_back('"');
}

// A double as nlohmann::json writes it: shortest round trip, ".0" on integers.
void AppendDouble(std::string& out, double v) {
  char buf[32];
  const auto r = std::to_chars(buf, buf + sizeof(buf), v);
  const std::string_view text(buf, static_cast<std::size_t>(r.ptr - buf));
  out.append(text);
  if (text.find_first_of(".eEn") == std::string_view::npos) out += ".0";
}

Result<std::string> EntitiesJson(const Document& doc) {
  const utf8::OffsetMap offsets(doc.text);
  std::string out = "[";
  for (const Span& s : doc.entities) {
    auto cp0 = offsets.ToCodePoint(s.start);
    auto cp1 = offsets.ToCodePoint(s.end);
    if (!cp0 || !cp1) return std::unexpected((cp0 ? cp1 : cp0).error());
    if (out.size() > 1) out.push_back(',');
    out += "{\"start\":" + std::to_string(*cp0) + ",\"end\":" + std::to_string(*cp1) + ",\"type\":";
    AppendJsonString(out, s.type);
    if (s.score) {
      out += ",\"score\":";
      AppendDouble(out, *s.score);
    }
    if (!s.recognizer.empty()) {
      out += ",\"recognizer\":";
      AppendJsonString(out, s.recognizer);
    }
    out.push_back('}');
  }
  out.push_back(']');
  return out;
}

}  // namespace

Result<Document> ParseDocumentLine(std::string_view line, const CorpusOptions& options,
                                   std::string_view where) {
  if (auto st = utf8::Validate(line, where); !st) return std::unexpected(st.error());
  // One parser per thread: documents are parsed on worker threads.
  thread_local simdjson::dom::parser parser;
  simdjson::dom::element root;
  if (parser.parse(line.data(), line.size(), /*realloc_if_needed=*/true).get(root) != simdjson::SUCCESS) {
    return std::unexpected(InputError(where, NotJson(line)));
  }
  simdjson::dom::object object;
  if (root.get_object().get(object) != simdjson::SUCCESS) {
    return std::unexpected(InputError(where, "line is not a JSON object"));
  }
  Document doc;
  simdjson::dom::element id;
  if (object.at_key(options.id_field).get(id) != simdjson::SUCCESS) {
    return std::unexpected(InputError(
        where, "missing id field \"" + options.id_field + "\" (set it with `id_field`)"));
  }
  auto id_text = ScalarText(id);
  if (!id_text) return std::unexpected(InputError(where, "id field must be a string or an integer"));
  doc.id = std::move(*id_text);
  std::string_view text;
  if (object.at_key(options.text_field).get_string().get(text) != simdjson::SUCCESS) {
    return std::unexpected(InputError(
        where, "missing string field \"" + options.text_field + "\" (set it with `text_field`)"));
  }
  doc.text = std::string(text);
  if (options.read_entities) {
    simdjson::dom::element ents;
    if (object.at_key(options.entities_field).get(ents) != simdjson::SUCCESS) {
      if (options.require_entities) {
        return std::unexpected(InputError(
            where, "missing field \"" + options.entities_field + "\" (run privtext detect first)"));
      }
    } else {
      auto spans = ParseEntities(ents, doc.text, where);
      if (!spans) return std::unexpected(spans.error());
      doc.entities = std::move(*spans);
    }
  }
  doc.source = std::string(line);
  return doc;
}

namespace {

// SerializeDocument, with the text given as a JSON string body when
// `text_body` is set (the text path), or escaped from doc.text.
Result<std::string> Serialize(const Document& doc, const CorpusOptions& options, bool with_entities,
                              const std::string* text_body) {
  if ((text_body == nullptr && utf8::FindInvalid(doc.text)) || utf8::FindInvalid(doc.id)) {
    return MakeError(ErrorCode::kInvalidInput, "document " + doc.id + ": output text is not valid UTF-8");
  }
  std::string entities;
  if (with_entities) {
    auto e = EntitiesJson(doc);
    if (!e) return std::unexpected(e.error());
    entities = std::move(*e);
  }
  std::string out;
  out.reserve(doc.source.size() + doc.text.size() + entities.size() + (text_body ? text_body->size() : 0) + 64);
  out.push_back('{');
  bool wrote_id = false, wrote_text = false, wrote_entities = !with_entities;
  std::vector<bool> wrote_extra(doc.extra_fields.size(), false);
  auto member = [&](std::string_view key, bool key_is_raw) {
    if (out.size() > 1) out.push_back(',');
    if (key_is_raw) {
      out.push_back('"');
      out.append(key);
      out.push_back('"');
    } else {
      AppendJsonString(out, key);
    }
    out.push_back(':');
  };
  auto write = [&](const std::string& name, std::string_view raw_key) -> bool {
    const bool raw = !raw_key.empty();
    if (name == options.id_field) {
      if (wrote_id) return true;
      member(raw ? raw_key : name, raw);
      AppendJsonString(out, doc.id);
      return wrote_id = true;
    }
    if (name == options.text_field) {
      if (wrote_text) return true;
      member(raw ? raw_key : name, raw);
      if (text_body != nullptr) {
        out.push_back('"');
        out += *text_body;
        out.push_back('"');
      } else {
        AppendJsonString(out, doc.text);
      }
      return wrote_text = true;
    }
    if (with_entities && name == options.entities_field) {
      if (wrote_entities) return true;
      member(raw ? raw_key : name, raw);
      out += entities;
      return wrote_entities = true;
    }
    for (std::size_t i = 0; i < doc.extra_fields.size(); ++i) {
      if (doc.extra_fields[i].first != name) continue;
      if (!wrote_extra[i]) {
        member(raw ? raw_key : name, raw);
        out += doc.extra_fields[i].second;
        wrote_extra[i] = true;
      }
      return true;
    }
    return false;
  };
  if (!doc.source.empty()) {
    std::vector<Member> members;
    TopLevelMembers(doc.source, &members);
    for (const Member& m : members) {
      if (write(KeyName(m.key), m.key)) continue;
      member(m.key, true);
      out.append(m.value);
    }
  }
  write(options.id_field, {});
  write(options.text_field, {});
  if (with_entities) write(options.entities_field, {});
  for (const auto& [name, value] : doc.extra_fields) write(name, {});
  out.push_back('}');
  return out;
}

// The text path for one line, or nullopt when the line is not of the shape
// it takes (then the slow path decodes the line, which also finds its
// errors): a top-level text member that is a single string, once, and keys
// without escapes. The line is valid JSON exactly when its string body is
// valid and the line with the body cut out is; simdjson checks the rest, and
// reads the id, from the short line. Writes what Serialize writes for the
// decoded document (members in order, the id re-escaped, the text from `fn`)
// straight into one string: no Document, no per-line `where`.
std::optional<Status> RewriteTextFast(std::string_view line, const CorpusOptions& options,
                                     const JsonTextRewriter& fn, std::string* line_out) {
  if (options.id_field == options.text_field) return std::nullopt;
  thread_local std::vector<Member> members;
  TopLevelMembers(line, &members);
  const Member* text = nullptr;
  for (const Member& m : members) {
    if (m.key.find('\\') != std::string_view::npos) return std::nullopt;
    if (m.key != options.text_field) continue;
    if (text != nullptr) return std::nullopt;
    text = &m;
  }
  if (text == nullptr) return std::nullopt;
  const std::string_view value = text->value;
  if (value.size() < 2 || value.front() != '"' || SkipString(value, 0) != value.size()) return std::nullopt;
  const std::string_view body = value.substr(1, value.size() - 2);
  if (!json::IsStringBody(body)) return std::nullopt;
  const auto cut = static_cast<std::size_t>(value.data() - line.data());
  thread_local std::string rest;  // padded as simdjson reads it
  rest.assign(line.substr(0, cut + 1)).append(line.substr(cut + 1 + body.size()));
  const std::size_t rest_size = rest.size();
  rest.resize(rest_size + simdjson::SIMDJSON_PADDING);
  thread_local simdjson::dom::parser parser;
  simdjson::dom::object object;
  simdjson::dom::element id;
  if (parser.parse(rest.data(), rest_size, /*realloc_if_needed=*/false).get_object().get(object) !=
          simdjson::SUCCESS ||
      object.at_key(options.id_field).get(id) != simdjson::SUCCESS) {
    return std::nullopt;
  }
  const std::optional<std::string> id_text = ScalarText(id);
  if (!id_text) return std::nullopt;
  std::string& out = *line_out;
  out.clear();
  out.reserve(line.size() + body.size() / 4 + 64);
  out.push_back('{');
  bool wrote_id = false;
  for (const Member& m : members) {
    const bool is_id = m.key == options.id_field;
    if (is_id && wrote_id) continue;  // Serialize writes the first only
    if (out.size() > 1) out.push_back(',');
    out.push_back('"');
    out.append(m.key);
    out.append("\":");
    if (is_id) {
      AppendJsonString(out, *id_text);
      wrote_id = true;
    } else if (&m == text) {
      out.push_back('"');
      const std::size_t at = out.size();
      if (Status st = fn(body, &out); !st) return std::unexpected(st.error());
      if (utf8::FindInvalid(std::string_view(out).substr(at))) {
        return MakeError(ErrorCode::kInvalidInput, "document " + *id_text + ": output text is not valid UTF-8");
      }
      out.push_back('"');
    } else {
      out.append(m.value);
    }
  }
  out.push_back('}');
  return Ok();
}

// A decoded document's line with its text rewritten: the text re-escaped
// for `fn`, the new body checked and written in.
Result<std::string> RewriteDecoded(const Document& doc, const CorpusOptions& options, const JsonTextRewriter& fn) {
  std::string body, new_body;
  json::AppendEscaped(body, doc.text);
  if (Status st = fn(body, &new_body); !st) return std::unexpected(st.error());
  if (utf8::FindInvalid(new_body)) {
    return MakeError(ErrorCode::kInvalidInput, "document " + doc.id + ": output text is not valid UTF-8");
  }
  return Serialize(doc, options, /*with_entities=*/false, &new_body);
}

// One JSONL line into *out: the text path where the line takes it, else the
// line decoded. `where()` names the line for errors, built only when the
// decoding path runs (most lines never need it).
template <typename Where>
Status RewriteLine(std::string_view line, CorpusOptions options, const Where& where, const JsonTextRewriter& fn,
                   std::string* out) {
  if (auto fast = RewriteTextFast(line, options, fn, out)) return *fast;
  options.read_entities = false;  // entities are copied as they are
  auto doc = ParseDocumentLine(line, options, where());
  if (!doc) return std::unexpected(doc.error());
  auto rewritten = RewriteDecoded(*doc, options, fn);
  if (!rewritten) return std::unexpected(rewritten.error());
  *out = std::move(*rewritten);
  return Ok();
}

}  // namespace

Result<std::string> SerializeDocument(const Document& doc, const CorpusOptions& options,
                                      bool with_entities) {
  return Serialize(doc, options, with_entities, nullptr);
}

Result<std::string> RewriteDocumentText(std::string_view line, CorpusOptions options, std::string_view where,
                                        const JsonTextRewriter& fn) {
  std::string out;
  if (Status st = RewriteLine(line, std::move(options), [&] { return where; }, fn, &out); !st) {
    return std::unexpected(st.error());
  }
  return out;
}

// ------------------------------------------------------------ reader

// Inputs that cannot be mapped are read this much at a time; what a batch
// reads past its last line is copied to the next.
constexpr std::size_t kReadSize = 256 << 10;

struct CorpusReader::Impl {
  std::string path;
  CorpusOptions options;
  int fd = -1;
  bool owns_fd = false;
  // A regular file is mapped whole: records point into it, and the kernel
  // copies nothing (reading it cost a tenth of `cipher --jsonl`).
  std::optional<MappedFile> mapping;
  std::size_t map_pos = 0;
  std::string carry;  // other inputs: bytes read past the last whole line
  bool eof = false;
  bool plain = false;
  bool plain_done = false;
  std::size_t line_no = 0;
  RawBatch next_batch;  // records read ahead for Next
  std::size_t next_index = 0;

  ~Impl() {
    if (owns_fd) close(fd);
  }

  bool mapped() const { return mapping.has_value(); }

  // Counts the line just read (no newline) and drops its '\r' and a first
  // line's byte-order mark (some editors write one; it is not JSON); false
  // when it is blank, and so no record.
  bool NextLine(std::string_view* line) {
    ++line_no;
    if (!line->empty() && line->back() == '\r') line->remove_suffix(1);
    if (line_no == 1 && line->starts_with("\xEF\xBB\xBF")) line->remove_prefix(3);
    return line->find_first_not_of(" \t") != std::string_view::npos;
  }

  // Appends up to `max` bytes of the input to *out; false on a read error.
  bool ReadMore(std::string* out, std::size_t max) {
    const std::size_t had = out->size();
    ssize_t got = 0;
    out->resize_and_overwrite(had + max, [&](char* p, std::size_t) {
      do {
        got = read(fd, p + had, max);
      } while (got < 0 && errno == EINTR);
      return had + static_cast<std::size_t>(std::max<ssize_t>(got, 0));
    });
    if (got == 0) eof = true;
    return got >= 0;
  }

  Status ReadError() const { return MakeError(ErrorCode::kIo, "cannot read " + path); }
};

CorpusReader::CorpusReader(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
CorpusReader::CorpusReader(CorpusReader&&) noexcept = default;
CorpusReader& CorpusReader::operator=(CorpusReader&&) noexcept = default;
CorpusReader::~CorpusReader() = default;

Result<CorpusReader> CorpusReader::Open(const std::string& path, CorpusOptions options) {
  auto impl = std::make_unique<Impl>();
  impl->path = path;
  impl->options = std::move(options);
  impl->plain = !IsJsonlPath(path);
  if (path == "-") {
    impl->fd = STDIN_FILENO;
    return CorpusReader(std::move(impl));
  }
  if (std::error_code ec; std::filesystem::is_directory(path, ec)) {
    return MakeError(ErrorCode::kInvalidArgument, path + " is a directory, not a corpus file");
  }
  impl->fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (impl->fd < 0) return MakeError(ErrorCode::kNotFound, "cannot open corpus " + path);
  impl->owns_fd = true;
  if (auto mapping = MappedFile::Map(impl->fd)) impl->mapping = std::move(*mapping);
  if (IsParquet(path, impl->mapped() ? impl->mapping->data() : "")) return std::unexpected(ParquetInputError(path));
  return CorpusReader(std::move(impl));
}

Status CorpusReader::NextRaw(std::size_t n, RawBatch* batch) {
  Impl& r = *impl_;
  std::vector<RawRecord>& out = batch->records;
  out.clear();
  if (r.plain) {
    if (r.plain_done) return Ok();
    r.plain_done = true;
    if (r.mapped()) {
      out.push_back({1, r.mapping->data()});
      return Ok();
    }
    batch->storage.clear();
    while (!r.eof) {
      if (!r.ReadMore(&batch->storage, kReadSize)) return r.ReadError();
    }
    out.push_back({1, batch->storage});
    return Ok();
  }
  if (r.mapped()) {
    const std::string_view bytes = r.mapping->data();
    while (out.size() < n && r.map_pos < bytes.size()) {
      const char* start = bytes.data() + r.map_pos;
      const std::size_t left = bytes.size() - r.map_pos;
      const auto* newline = static_cast<const char*>(std::memchr(start, '\n', left));
      std::string_view line(start, newline != nullptr ? static_cast<std::size_t>(newline - start) : left);
      r.map_pos += line.size() + (newline != nullptr ? 1 : 0);
      if (r.NextLine(&line)) out.push_back({r.line_no, line});
    }
    return Ok();
  }
  // Records are cut from the batch's storage once it has stopped growing
  // (until then they are offsets); the bytes after the last whole line wait
  // in `carry` for the next batch.
  std::string& storage = batch->storage;
  storage.assign(r.carry);
  thread_local std::vector<std::pair<std::size_t, std::size_t>> offsets;  // start, length
  offsets.clear();
  std::size_t scan = 0, from = 0;
  while (out.size() < n) {
    const auto* newline = static_cast<const char*>(std::memchr(storage.data() + from, '\n', storage.size() - from));
    std::size_t end = storage.size();
    if (newline != nullptr) {
      end = static_cast<std::size_t>(newline - storage.data());
    } else if (!r.eof) {
      from = storage.size();
      if (!r.ReadMore(&storage, kReadSize)) return r.ReadError();
      continue;
    } else if (scan == storage.size()) {
      break;
    }
    std::string_view line = std::string_view(storage).substr(scan, end - scan);
    if (r.NextLine(&line)) {
      offsets.emplace_back(static_cast<std::size_t>(line.data() - storage.data()), line.size());
      out.push_back({r.line_no, {}});
    }
    scan = from = std::min(end + 1, storage.size());
  }
  r.carry.assign(storage, scan);
  storage.resize(scan);
  for (std::size_t i = 0; i < out.size(); ++i) out[i].data = std::string_view(storage).substr(offsets[i].first, offsets[i].second);
  return Ok();
}

Result<Document> CorpusReader::Parse(const RawRecord& record) const {
  const Impl& r = *impl_;
  if (r.plain) {
    const std::string_view text = record.data;
    if (auto bad = utf8::FindInvalid(text)) {
      const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(*bad), '\n');
      const auto line_start = text.rfind('\n', *bad == 0 ? 0 : *bad - 1);
      const auto col = line_start == std::string::npos || *bad == 0 ? *bad : *bad - line_start - 1;
      return MakeError(ErrorCode::kInvalidInput, r.path + ":" + std::to_string(line) + ": invalid UTF-8 at byte " +
                                                     std::to_string(col) + " of the line");
    }
    return Document{std::filesystem::path(r.path).filename().string(), std::string(text), {}, {}, 1, {}};
  }
  auto doc = ParseDocumentLine(record.data, r.options, r.path + ":" + std::to_string(record.line));
  if (!doc) return std::unexpected(doc.error());
  doc->line = record.line;
  return doc;
}

Status CorpusReader::RewriteText(const RawRecord& record, const JsonTextRewriter& fn, std::string* line) const {
  const Impl& r = *impl_;
  if (!r.plain) {
    return RewriteLine(record.data, r.options, [&] { return r.path + ":" + std::to_string(record.line); }, fn, line);
  }
  auto doc = Parse(record);
  if (!doc) return std::unexpected(doc.error());
  auto rewritten = RewriteDecoded(*doc, r.options, fn);
  if (!rewritten) return std::unexpected(rewritten.error());
  *line = std::move(*rewritten);
  return Ok();
}

Result<bool> CorpusReader::Next(Document* doc) {
  Impl& r = *impl_;
  if (r.next_index == r.next_batch.records.size()) {
    r.next_index = 0;
    if (Status st = NextRaw(512, &r.next_batch); !st) return std::unexpected(st.error());
    if (r.next_batch.records.empty()) return false;
  }
  auto parsed = Parse(r.next_batch.records[r.next_index++]);
  if (!parsed) return std::unexpected(parsed.error());
  *doc = std::move(*parsed);
  return true;
}

Result<std::vector<Document>> CorpusReader::NextBatch(std::size_t n) {
  std::vector<Document> batch;
  batch.reserve(n);
  Document doc;
  while (batch.size() < n) {
    auto more = Next(&doc);
    if (!more) return std::unexpected(more.error());
    if (!*more) break;
    batch.push_back(std::move(doc));
  }
  return batch;
}

// ------------------------------------------------------------ writer

Result<CorpusWriter> CorpusWriter::Create(const std::string& path, CorpusOptions options,
                                          bool with_entities) {
  if (IsParquet(path, "")) return std::unexpected(ParquetOutputError(path));
  auto file = AtomicFile::Create(path);
  if (!file) return std::unexpected(file.error());
  return CorpusWriter(std::move(*file), std::move(options), with_entities);
}

Result<std::string> CorpusWriter::Serialize(const Document& doc) const {
  auto line = SerializeDocument(doc, options_, with_entities_);
  if (!line) return std::unexpected(line.error());
  line->push_back('\n');
  return line;
}

Status CorpusWriter::WriteLine(std::string_view serialized) { return file_.Write(serialized); }

Status CorpusWriter::Write(const Document& doc) {
  auto line = Serialize(doc);
  if (!line) return std::unexpected(line.error());
  return file_.Write(*line);
}

Result<std::vector<Document>> ReadCorpus(const std::string& path, const CorpusOptions& options) {
  auto reader = CorpusReader::Open(path, options);
  if (!reader) return std::unexpected(reader.error());
  std::vector<Document> docs;
  for (;;) {
    auto batch = reader->NextBatch(1024);
    if (!batch) return std::unexpected(batch.error());
    if (batch->empty()) return docs;
    for (auto& d : *batch) docs.push_back(std::move(d));
  }
}

Result<std::vector<std::string>> ReadCorpusTexts(const std::string& path, const CorpusOptions& options) {
  auto docs = ReadCorpus(path, options);
  if (!docs) return std::unexpected(docs.error());
  std::vector<std::string> texts;
  texts.reserve(docs->size());
  for (auto& d : *docs) texts.push_back(std::move(d.text));
  return texts;
}

Result<std::string> FieldText(const Document& doc, std::string_view field) {
  const std::string where = "line " + std::to_string(doc.line);
  auto missing = [&] { return MakeError(ErrorCode::kNotFound, where + ": no field \"" + std::string(field) + "\""); };
  if (doc.source.empty()) return missing();
  thread_local simdjson::dom::parser parser;
  simdjson::dom::object object;
  if (parser.parse(doc.source).get_object().get(object) != simdjson::SUCCESS) {
    return std::unexpected(InputError(where, "not a JSON object"));
  }
  simdjson::dom::element value;
  if (object.at_key(field).get(value) != simdjson::SUCCESS) return missing();
  auto text = ScalarText(value);
  if (!text) return std::unexpected(InputError(where, "field \"" + std::string(field) + "\" is not a string or an integer"));
  return std::move(*text);
}

}  // namespace privtext
