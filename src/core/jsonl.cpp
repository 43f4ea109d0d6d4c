#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "privtext/core.h"

namespace privtext {
namespace {

using Json = nlohmann::ordered_json;

bool IsJsonlPath(const std::string& path) {
  return path == "-" || path.ends_with(".jsonl") || path.ends_with(".json") ||
         path.ends_with(".ndjson");
}

Error InputError(std::string_view where, const std::string& what) {
  return Error(ErrorCode::kInvalidInput, std::string(where) + ": " + what);
}

Result<std::vector<Span>> ParseEntities(const Json& array, const std::string& text,
                                        std::string_view where) {
  if (!array.is_array()) return std::unexpected(InputError(where, "entities must be an array"));
  const utf8::OffsetMap offsets(text);
  std::vector<Span> spans;
  spans.reserve(array.size());
  for (std::size_t i = 0; i < array.size(); ++i) {
    const Json& e = array[i];
    const std::string at = std::string(where) + ": entity " + std::to_string(i);
    if (!e.is_object() || !e.contains("start") || !e.contains("end") || !e.contains("type") ||
        !e["start"].is_number_unsigned() || !e["end"].is_number_unsigned() ||
        !e["type"].is_string()) {
      return MakeError(ErrorCode::kInvalidInput,
                       at + ": needs non-negative integer start and end and a string type");
    }
    const auto start = e["start"].get<std::size_t>();
    const auto end = e["end"].get<std::size_t>();
    if (start >= end) return MakeError(ErrorCode::kInvalidInput, at + ": start must be < end");
    auto b0 = offsets.ToByte(start);
    auto b1 = offsets.ToByte(end);
    if (!b0 || !b1) return std::unexpected((b0 ? b1 : b0).error().WithContext(at));
    Span span{*b0, *b1, e["type"].get<std::string>(), std::nullopt, ""};
    if (span.type.empty()) return MakeError(ErrorCode::kInvalidInput, at + ": empty type");
    if (e.contains("score") && e["score"].is_number()) span.score = e["score"].get<double>();
    if (e.contains("recognizer") && e["recognizer"].is_string()) {
      span.recognizer = e["recognizer"].get<std::string>();
    }
    spans.push_back(std::move(span));
  }
  std::stable_sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) {
    return a.start != b.start ? a.start < b.start : a.end > b.end;
  });
  return spans;
}

}  // namespace

Result<Document> ParseDocumentLine(std::string_view line, const CorpusOptions& options,
                                   std::string_view where) {
  if (auto st = utf8::Validate(line, where); !st) return std::unexpected(st.error());
  Json object;
  try {
    object = Json::parse(line);
  } catch (const Json::parse_error& e) {
    return std::unexpected(InputError(
        where, "not valid JSON near byte " + std::to_string(e.byte) + " of the line"));
  }
  if (!object.is_object()) return std::unexpected(InputError(where, "line is not a JSON object"));
  Document doc;
  const auto id = object.find(options.id_field);
  if (id == object.end()) {
    return std::unexpected(InputError(
        where, "missing id field \"" + options.id_field + "\" (set it with --id-field)"));
  }
  if (id->is_string()) {
    doc.id = id->get<std::string>();
  } else if (id->is_number_integer()) {
    doc.id = id->dump();
  } else {
    return std::unexpected(InputError(where, "id field must be a string or an integer"));
  }
  const auto text = object.find(options.text_field);
  if (text == object.end() || !text->is_string()) {
    return std::unexpected(InputError(
        where, "missing string field \"" + options.text_field + "\" (set it with --text-field)"));
  }
  doc.text = text->get<std::string>();
  if (options.read_entities) {
    const auto ents = object.find(options.entities_field);
    if (ents == object.end()) {
      if (options.require_entities) {
        return std::unexpected(InputError(
            where, "missing field \"" + options.entities_field + "\" (run privtext detect first)"));
      }
    } else {
      auto spans = ParseEntities(*ents, doc.text, where);
      if (!spans) return std::unexpected(spans.error());
      doc.entities = std::move(*spans);
    }
  }
  doc.fields = std::move(object);
  return doc;
}

Result<std::string> SerializeDocument(const Document& doc, const CorpusOptions& options,
                                      bool with_entities) {
  Json out = doc.fields.is_object() ? doc.fields : Json::object();
  out[options.id_field] = doc.id;
  out[options.text_field] = doc.text;
  if (with_entities) {
    const utf8::OffsetMap offsets(doc.text);
    Json ents = Json::array();
    for (const Span& s : doc.entities) {
      auto cp0 = offsets.ToCodePoint(s.start);
      auto cp1 = offsets.ToCodePoint(s.end);
      if (!cp0 || !cp1) return std::unexpected((cp0 ? cp1 : cp0).error());
      Json e = {{"start", *cp0}, {"end", *cp1}, {"type", s.type}};
      if (s.score) e["score"] = *s.score;
      if (!s.recognizer.empty()) e["recognizer"] = s.recognizer;
      ents.push_back(std::move(e));
    }
    out[options.entities_field] = std::move(ents);
  }
  try {
    return out.dump();
  } catch (const Json::exception&) {
    return MakeError(ErrorCode::kInvalidInput,
                     "document " + doc.id + ": output text is not valid UTF-8");
  }
}

// ------------------------------------------------------------ reader

struct CorpusReader::Impl {
  std::string path;
  CorpusOptions options;
  std::ifstream file;
  std::istream* in = nullptr;
  bool plain = false;
  bool plain_done = false;
  std::size_t line_no = 0;
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
    impl->in = &std::cin;
  } else {
    if (std::filesystem::is_directory(path)) {
      return MakeError(ErrorCode::kInvalidArgument, path + " is a directory, not a corpus file");
    }
    impl->file.open(path, std::ios::binary);
    if (!impl->file) return MakeError(ErrorCode::kNotFound, "cannot open corpus " + path);
    impl->in = &impl->file;
  }
  return CorpusReader(std::move(impl));
}

Result<bool> CorpusReader::Next(Document* doc) {
  Impl& r = *impl_;
  if (r.plain) {
    if (r.plain_done) return false;
    r.plain_done = true;
    std::string text((std::istreambuf_iterator<char>(*r.in)), std::istreambuf_iterator<char>());
    if (auto bad = utf8::FindInvalid(text)) {
      const auto line = 1 + std::count(text.begin(), text.begin() + *bad, '\n');
      const auto line_start = text.rfind('\n', *bad == 0 ? 0 : *bad - 1);
      const auto col = line_start == std::string::npos || *bad == 0 ? *bad : *bad - line_start - 1;
      return MakeError(ErrorCode::kInvalidInput,
                       r.path + ":" + std::to_string(line) + ": invalid UTF-8 at byte " +
                           std::to_string(col) + " of the line");
    }
    *doc = Document{std::filesystem::path(r.path).filename().string(), std::move(text), {}, {}, 1};
    return true;
  }
  std::string line;
  while (std::getline(*r.in, line)) {
    ++r.line_no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    const std::string where = r.path + ":" + std::to_string(r.line_no);
    auto parsed = ParseDocumentLine(line, r.options, where);
    if (!parsed) return std::unexpected(parsed.error());
    *doc = std::move(*parsed);
    doc->line = r.line_no;
    return true;
  }
  if (r.in->bad()) return MakeError(ErrorCode::kIo, "cannot read " + r.path);
  return false;
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
  auto file = AtomicFile::Create(path);
  if (!file) return std::unexpected(file.error());
  return CorpusWriter(std::move(*file), std::move(options), with_entities);
}

Status CorpusWriter::Write(const Document& doc) {
  auto line = SerializeDocument(doc, options_, with_entities_);
  if (!line) return std::unexpected(line.error());
  line->push_back('\n');
  return file_.Write(*line);
}

}  // namespace privtext
