#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <thread>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "privtext/core.h"
#include "test_util.h"

namespace privtext {
namespace {

using testing::TempDir;
using testing::WriteText;

CorpusOptions WithEntities() {
  CorpusOptions o;
  o.read_entities = true;
  return o;
}

TEST(JsonlTest, ParsesIdTextAndCodePointEntities) {
  // "Zoë" is 3 code points but 4 bytes: offsets after it shift by one.
  auto doc = ParseDocumentLine(
      R"({"id": "d1", "text": "Zoë met Max", "entities": [{"start": 8, "end": 11, "type": "PERSON", "score": 0.5}], "lang": "en"})",
      WithEntities(), "x.jsonl:1");
  ASSERT_TRUE(doc) << doc.error().message();
  EXPECT_EQ(doc->id, "d1");
  ASSERT_EQ(doc->entities.size(), 1u);
  EXPECT_EQ(doc->entities[0].start, 9u);
  EXPECT_EQ(doc->entities[0].end, 12u);
  EXPECT_EQ(doc->text.substr(9, 3), "Max");
  EXPECT_EQ(doc->entities[0].score, 0.5);
}

TEST(JsonlTest, SerializeKeepsUnknownFieldsAndConvertsBack) {
  const std::string line =
      R"({"id":"d1","lang":"en","text":"Zoë met Max","entities":[{"start":8,"end":11,"type":"PERSON"}]})";
  auto doc = ParseDocumentLine(line, WithEntities(), "x");
  ASSERT_TRUE(doc);
  auto out = SerializeDocument(*doc, WithEntities(), true);
  ASSERT_TRUE(out);
  EXPECT_EQ(*out, line);
}

// Members privtext does not know are copied byte for byte, whatever their
// formatting; id, text and entities are written in their places.
TEST(JsonlTest, UnknownMembersAreCopiedByteForByte) {
  const std::string line =
      R"({ "id" : 7, "meta": {"k": [1, 2.50, "x\"y}"], "e": {}} , "text": "old", "n": 1e3, "s": "a,b]"})";
  auto doc = ParseDocumentLine(line, CorpusOptions{}, "x");
  ASSERT_TRUE(doc) << doc.error().message();
  EXPECT_EQ(doc->id, "7");
  doc->text = "new \"quoted\"\n\x01 ü";
  doc->extra_fields = {{"n", "2"}, {"added", "[true]"}};
  auto out = SerializeDocument(*doc, CorpusOptions{}, false);
  ASSERT_TRUE(out);
  EXPECT_EQ(*out, R"({"id":"7","meta":{"k": [1, 2.50, "x\"y}"], "e": {}},"text":"new \"quoted\"\n\u0001 ü",)"
                  R"("n":2,"s":"a,b]","added":[true]})");
  // Missing members are added after the source's, in the order id, text, entities.
  Document bare{"b", "t", {{0, 1, "PERSON", 0.25, "rule"}}, "", 0, {}};
  EXPECT_EQ(*SerializeDocument(bare, CorpusOptions{}, true),
            R"({"id":"b","text":"t","entities":[{"start":0,"end":1,"type":"PERSON","score":0.25,"recognizer":"rule"}]})");
  // A key written with an escape is still the text field, and keeps its spelling.
  auto escaped = ParseDocumentLine(R"({"id":"a","text":"hi"})", CorpusOptions{}, "x");
  ASSERT_TRUE(escaped);
  EXPECT_EQ(escaped->text, "hi");
  escaped->text = "ho";
  EXPECT_EQ(*SerializeDocument(*escaped, CorpusOptions{}, false), R"({"id":"a","text":"ho"})");
}

// Strings are escaped exactly as nlohmann::json writes them (every ASCII
// byte, and multi-byte characters kept raw).
TEST(JsonlTest, EscapesMatchNlohmann) {
  std::string text;
  for (int c = 1; c < 128; ++c) text.push_back(static_cast<char>(c));
  text += "Zoë 東京 😀";
  Document doc{"id", text, {}, "", 0, {}};
  auto out = SerializeDocument(doc, CorpusOptions{}, false);
  ASSERT_TRUE(out);
  EXPECT_EQ(*out, nlohmann::ordered_json({{"id", "id"}, {"text", text}}).dump());
  doc.text = "bad \xff";
  EXPECT_FALSE(SerializeDocument(doc, CorpusOptions{}, false));
}

// A UTF-8 byte-order mark at the start of a file (Windows editors write one)
// is skipped, as JSON parsers skip it.
TEST(JsonlTest, ByteOrderMarkIsSkipped) {
  TempDir dir;
  const std::string path = dir.File("bom.jsonl");
  WriteText(path, "\xEF\xBB\xBF{\"id\":\"a\",\"text\":\"x\"}\n{\"id\":\"b\",\"text\":\"y\"}\n");
  auto reader = CorpusReader::Open(path);
  ASSERT_TRUE(reader);
  auto batch = reader->NextBatch(5);
  ASSERT_TRUE(batch) << batch.error().message();
  ASSERT_EQ(batch->size(), 2u);
  EXPECT_EQ((*batch)[0].id, "a");
  EXPECT_EQ(*SerializeDocument((*batch)[0], CorpusOptions{}, false), R"({"id":"a","text":"x"})");
}

TEST(JsonlTest, IntegerIdsAndCustomFields) {
  CorpusOptions o;
  o.id_field = "doc_id";
  o.text_field = "body";
  auto doc = ParseDocumentLine(R"({"doc_id": 42, "body": "hi"})", o, "x");
  ASSERT_TRUE(doc);
  EXPECT_EQ(doc->id, "42");
  EXPECT_EQ(doc->text, "hi");
}

TEST(JsonlTest, ErrorsNameTheProblem) {
  auto missing_text = ParseDocumentLine(R"({"id": "a"})", {}, "c.jsonl:4");
  ASSERT_FALSE(missing_text);
  EXPECT_EQ(missing_text.error().message(),
            "c.jsonl:4: missing string field \"text\" (set it with `text_field`)");
  auto missing_id = ParseDocumentLine(R"({"text": "a"})", {}, "c.jsonl:5");
  ASSERT_FALSE(missing_id);
  EXPECT_NE(missing_id.error().message().find("missing id field \"id\""), std::string::npos);
  auto not_json = ParseDocumentLine("{oops", {}, "c.jsonl:6");
  ASSERT_FALSE(not_json);
  EXPECT_NE(not_json.error().message().find("c.jsonl:6: not valid JSON"), std::string::npos);
  auto bad_utf8 = ParseDocumentLine("{\"id\":\"a\",\"text\":\"\xC3\x28\"}", {}, "c.jsonl:7");
  ASSERT_FALSE(bad_utf8);
  EXPECT_EQ(bad_utf8.error().message(), "c.jsonl:7: invalid UTF-8 at byte 18");
}

TEST(JsonlTest, RejectsBadEntities) {
  const char* cases[] = {
      R"({"id":"a","text":"abc","entities":[{"start":2,"end":1,"type":"X"}]})",
      R"({"id":"a","text":"abc","entities":[{"start":0,"end":9,"type":"X"}]})",
      R"({"id":"a","text":"abc","entities":[{"start":0,"end":1}]})",
      R"({"id":"a","text":"abc","entities":[{"start":-1,"end":1,"type":"X"}]})",
      R"({"id":"a","text":"abc","entities":{"start":0}})",
  };
  for (const char* line : cases) {
    EXPECT_FALSE(ParseDocumentLine(line, WithEntities(), "x")) << line;
  }
  CorpusOptions required = WithEntities();
  required.require_entities = true;
  EXPECT_FALSE(ParseDocumentLine(R"({"id":"a","text":"abc"})", required, "x"));
}

TEST(CorpusReaderTest, StreamsLinesSkipsBlanksAndReportsLine) {
  TempDir dir;
  const std::string path = dir.File("c.jsonl");
  WriteText(path, "{\"id\":\"1\",\"text\":\"a\"}\n\n{\"id\":\"2\",\"text\":\"b\"}\r\n{\"id\":3,\"text\":\"\xFF\"}\n");
  auto reader = CorpusReader::Open(path);
  ASSERT_TRUE(reader);
  auto batch = reader->NextBatch(2);
  ASSERT_TRUE(batch);
  ASSERT_EQ(batch->size(), 2u);
  EXPECT_EQ((*batch)[1].id, "2");
  EXPECT_EQ((*batch)[1].line, 3u);
  Document doc;
  auto next = reader->Next(&doc);
  ASSERT_FALSE(next);
  EXPECT_EQ(next.error().message(), path + ":4: invalid UTF-8 at byte 16");
}

TEST(CorpusReaderTest, PlainTextIsOneDocument) {
  TempDir dir;
  const std::string path = dir.File("note.txt");
  WriteText(path, "line one\nline two\n");
  auto reader = CorpusReader::Open(path);
  ASSERT_TRUE(reader);
  Document doc;
  ASSERT_TRUE(*reader->Next(&doc));
  EXPECT_EQ(doc.id, "note.txt");
  EXPECT_EQ(doc.text, "line one\nline two\n");
  EXPECT_FALSE(*reader->Next(&doc));

  WriteText(path, "fine\nbad \xE2\x82 here\n");
  auto bad = CorpusReader::Open(path);
  auto r = bad->Next(&doc);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().message(), path + ":2: invalid UTF-8 at byte 4 of the line");
}

// Every record of a corpus as NextRaw hands them out, `n` at a time, and
// how many each batch had. Two batches take turns, as in the pipeline: the
// records of one stay valid while the other is read.
struct Records {
  std::vector<std::pair<std::size_t, std::string>> lines;
  std::vector<std::size_t> batch_sizes;
};
Records ReadAll(CorpusReader& reader, std::size_t n) {
  Records all;
  RawBatch batches[2];
  for (int cur = 0;; cur ^= 1) {
    const RawBatch& previous = batches[cur ^ 1];
    const std::vector<std::pair<std::size_t, std::string>> kept(
        all.lines.end() - static_cast<std::ptrdiff_t>(previous.records.size()), all.lines.end());
    EXPECT_TRUE(reader.NextRaw(n, &batches[cur]));
    for (std::size_t i = 0; i < previous.records.size(); ++i) EXPECT_EQ(previous.records[i].data, kept[i].second);
    if (batches[cur].records.empty()) return all;
    all.batch_sizes.push_back(batches[cur].records.size());
    for (const RawRecord& r : batches[cur].records) all.lines.emplace_back(r.line, std::string(r.data));
  }
}

// A file is mapped and a pipe is read in pieces; both give the same records:
// the byte-order mark and '\r' dropped, blank lines skipped but counted, a
// line longer than a read, and a last line without a newline.
TEST(CorpusReaderTest, MappedFileAndPipeGiveTheSameRecords) {
  const std::string long_line = "{\"id\":2,\"text\":\"" + std::string(300 << 10, 'a') + "\"}";
  std::string content = "\xEF\xBB\xBF{\"id\":1}\r\n\n  \t\n" + long_line + "\n";
  for (int i = 0; i < 1000; ++i) content += "\n";
  content += "{\"id\":3}";
  const std::vector<std::pair<std::size_t, std::string>> expected = {
      {1, "{\"id\":1}"}, {4, long_line}, {1005, "{\"id\":3}"}};
  TempDir dir;
  const std::string file = dir.File("c.jsonl");
  WriteText(file, content);
  const std::string fifo = dir.File("p.jsonl");
  for (const std::size_t n : {std::size_t{1}, std::size_t{2}, std::size_t{512}}) {
    SCOPED_TRACE("n = " + std::to_string(n));
    const std::vector<std::size_t> sizes = n == 1 ? std::vector<std::size_t>{1, 1, 1}
                                           : n == 2 ? std::vector<std::size_t>{2, 1}
                                                    : std::vector<std::size_t>{3};
    auto mapped = CorpusReader::Open(file);
    ASSERT_TRUE(mapped);
    const Records from_file = ReadAll(*mapped, n);
    EXPECT_EQ(from_file.lines, expected);
    EXPECT_EQ(from_file.batch_sizes, sizes);

    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    std::jthread writer([&] {
      const int fd = open(fifo.c_str(), O_WRONLY);
      // In pieces that end mid-line, mid-mark and between '\r' and '\n'.
      std::size_t at = 0;
      for (const std::size_t cut : {std::size_t{2}, std::size_t{12}, std::size_t{70000}, content.size()}) {
        ASSERT_EQ(write(fd, content.data() + at, cut - at), static_cast<ssize_t>(cut - at));
        at = cut;
      }
      close(fd);
    });
    auto piped = CorpusReader::Open(fifo);
    ASSERT_TRUE(piped);
    const Records from_pipe = ReadAll(*piped, n);
    EXPECT_EQ(from_pipe.lines, expected);
    EXPECT_EQ(from_pipe.batch_sizes, sizes);
    writer.join();
    std::filesystem::remove(fifo);
  }
}

// A Parquet corpus given to a command that reads JSONL was read as one text
// and refused as "invalid UTF-8 at byte 7"; by name or by its magic bytes,
// it is now named for what it is, and no JSONL is written under its name.
TEST(CorpusReaderTest, ParquetIsNamedForWhatItIs) {
  TempDir dir;
  const std::string message =
      " is a Parquet file: only detect, protect, encrypt, decrypt and cipher read Parquet (docs/python.md); "
      "give this command JSONL";
  WriteText(dir.File("corpus.parquet"), "PAR1 rest of the file");
  WriteText(dir.File("renamed.txt"), "PAR1 rest of the file");
  for (const std::string name : {"corpus.parquet", "renamed.txt"}) {
    auto reader = CorpusReader::Open(dir.File(name));
    ASSERT_FALSE(reader) << name;
    EXPECT_EQ(reader.error().code(), ErrorCode::kInvalidArgument);
    EXPECT_EQ(reader.error().message(), dir.File(name) + message);
  }
  WriteText(dir.File("note.txt"), "PAR is a word here");
  EXPECT_TRUE(CorpusReader::Open(dir.File("note.txt")));
  auto writer = CorpusWriter::Create(dir.File("out.parquet"), {}, true);
  ASSERT_FALSE(writer);
  EXPECT_EQ(writer.error().message(), dir.File("out.parquet") +
                                         ": only detect, protect, encrypt, decrypt and cipher write Parquet "
                                         "(docs/python.md); give this command a .jsonl path");
  EXPECT_FALSE(std::filesystem::exists(dir.File("out.parquet")));
}

TEST(CorpusReaderTest, MissingFileIsAClearError) {
  auto reader = CorpusReader::Open("/nonexistent/corpus.jsonl");
  ASSERT_FALSE(reader);
  EXPECT_EQ(reader.error().message(), "cannot open corpus /nonexistent/corpus.jsonl");
}

}  // namespace
}  // namespace privtext
