#include <gtest/gtest.h>

#include "privtext/core.h"
#include "test_util.h"

namespace privtext {
namespace {

using testing::ReadText;
using testing::TempDir;
using testing::WriteText;

TEST(ParallelForTest, RunsEveryIndexOnce) {
  std::vector<std::atomic<int>> hits(1000);
  ASSERT_TRUE(ParallelFor(hits.size(), 4, [&](std::size_t i) {
    ++hits[i];
    return Ok();
  }));
  for (const auto& h : hits) EXPECT_EQ(h.load(), 1);
}

TEST(ParallelForTest, ReportsTheLowestFailingIndex) {
  for (int threads : {1, 2, 8}) {
    auto st = ParallelFor(200, threads, [](std::size_t i) -> Status {
      if (i % 50 == 17) return MakeError(ErrorCode::kInvalidInput, "bad " + std::to_string(i));
      return Ok();
    });
    ASSERT_FALSE(st);
    EXPECT_EQ(st.error().message(), "bad 17");
  }
}

TEST(TransformCorpusTest, KeepsInputOrderAcrossBatchesAndThreads) {
  TempDir dir;
  std::string input;
  for (int i = 0; i < 1000; ++i) {
    input += R"({"id":")" + std::to_string(i) + R"(","text":"t)" + std::to_string(i) + "\"}\n";
  }
  WriteText(dir.File("in.jsonl"), input);
  auto reader = CorpusReader::Open(dir.File("in.jsonl"));
  auto writer = CorpusWriter::Create(dir.File("out.jsonl"), {}, false);
  ASSERT_TRUE(reader && writer);
  std::vector<std::string> written;
  auto st = TransformCorpus(
      *reader, *writer,
      [](Document& d, std::size_t) {
        d.text += "!";
        return Ok();
      },
      {4, 64}, nullptr,
      [&](const Document& d, std::size_t) {
        written.push_back(d.id);
        return Ok();
      });
  ASSERT_TRUE(st);
  ASSERT_TRUE(writer->Commit());
  ASSERT_EQ(written.size(), 1000u);
  for (int i = 0; i < 1000; ++i) EXPECT_EQ(written[i], std::to_string(i));
  const std::string out = ReadText(dir.File("out.jsonl"));
  EXPECT_EQ(out.substr(0, 25), R"({"id":"0","text":"t0!"})" "\n{");
}

// One batch is written while the next is worked on: a side result kept by
// slot must still be the document's own when after_write reads it (the
// pipeline once handed both batches the same slots, and encrypt crashed).
TEST(TransformCorpusTest, SlotsAreNotSharedByBatchesInFlight) {
  TempDir dir;
  std::string input;
  for (int i = 0; i < 3000; ++i) input += R"({"id":")" + std::to_string(i) + R"(","text":"t"})" "\n";
  WriteText(dir.File("in.jsonl"), input);
  for (std::size_t batch : {1u, 7u, 64u}) {
    auto reader = CorpusReader::Open(dir.File("in.jsonl"));
    auto writer = CorpusWriter::Create(dir.File("out.jsonl"), {}, false);
    ASSERT_TRUE(reader && writer);
    const TransformOptions options{2, batch};
    std::vector<std::string> slots(options.slot_count());
    std::size_t checked = 0;
    auto st = TransformCorpus(
        *reader, *writer,
        [&](Document& d, std::size_t slot) {
          slots.at(slot) = d.id;
          return Ok();
        },
        options, nullptr,
        [&](const Document& d, std::size_t slot) -> Status {
          if (slots.at(slot) != d.id) return MakeError(ErrorCode::kInternal, "slot of " + d.id + " holds " + slots[slot]);
          ++checked;
          return Ok();
        });
    ASSERT_TRUE(st) << st.error().message();
    EXPECT_EQ(checked, 3000u);
  }
}

TEST(TransformCorpusTest, ErrorNamesDocumentAndLine) {
  TempDir dir;
  WriteText(dir.File("in.jsonl"), "{\"id\":\"a\",\"text\":\"x\"}\n{\"id\":\"b\",\"text\":\"y\"}\n");
  auto reader = CorpusReader::Open(dir.File("in.jsonl"));
  auto writer = CorpusWriter::Create(dir.File("out.jsonl"), {}, false);
  auto st = TransformCorpus(
      *reader, *writer,
      [](Document& d, std::size_t) -> Status {
        if (d.id == "b") return MakeError(ErrorCode::kInvalidInput, "boom");
        return Ok();
      },
      {}, nullptr);
  ASSERT_FALSE(st);
  EXPECT_EQ(st.error().message(), "document b (line 2): boom");
}

// Many batches on a pool of threads: the error is the first failing line's,
// whatever thread met it.
TEST(TransformCorpusTest, FirstErrorAcrossBatchesAndThreads) {
  TempDir dir;
  std::string input;
  for (int i = 0; i < 500; ++i) input += R"({"id":")" + std::to_string(i) + R"(","text":"t"})" "\n";
  WriteText(dir.File("in.jsonl"), input);
  for (int threads : {2, 4}) {
    auto reader = CorpusReader::Open(dir.File("in.jsonl"));
    auto writer = CorpusWriter::Create(dir.File("out.jsonl"), {}, false);
    ASSERT_TRUE(reader && writer);
    auto st = TransformCorpus(
        *reader, *writer,
        [](Document& d, std::size_t) -> Status {
          const int id = std::stoi(d.id);
          if (id % 100 == 37 && id > 200) return MakeError(ErrorCode::kInvalidInput, "boom");
          return Ok();
        },
        {threads, 16}, nullptr);
    ASSERT_FALSE(st);
    EXPECT_EQ(st.error().message(), "document 237 (line 238): boom");
  }
}

// The text path reuses the records' and lines' strings from batch to batch:
// a short line after a long one in the same slot carries nothing over.
TEST(TransformCorpusTextTest, ReusedBuffersCarryNothingOver) {
  TempDir dir;
  std::string input, expected;
  for (int i = 0; i < 200; ++i) {
    const std::string text = std::string(static_cast<std::size_t>((i * 37) % 300), 'a') + std::to_string(i);
    input += R"({"id":")" + std::to_string(i) + R"(","text":")" + text + "\"}\n";
    std::string upper = text;
    for (char& c : upper) c = c == 'a' ? 'A' : c;
    expected += R"({"id":")" + std::to_string(i) + R"(","text":")" + upper + "\"}\n";
  }
  WriteText(dir.File("in.jsonl"), input);
  auto reader = CorpusReader::Open(dir.File("in.jsonl"));
  auto writer = CorpusWriter::Create(dir.File("out.jsonl"), {}, false);
  ASSERT_TRUE(reader && writer);
  auto st = TransformCorpusText(
      *reader, *writer,
      [](std::string_view body, std::string* out) -> Status {
        for (char c : body) out->push_back(c == 'a' ? 'A' : c);
        return Ok();
      },
      {2, 7}, nullptr);
  ASSERT_TRUE(st) << st.error().message();
  ASSERT_TRUE(writer->Commit());
  EXPECT_EQ(ReadText(dir.File("out.jsonl")), expected);
}

}  // namespace
}  // namespace privtext
