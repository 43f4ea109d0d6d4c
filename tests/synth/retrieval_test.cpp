#include <gtest/gtest.h>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

TEST(ChunkDocumentsTest, OverlappingWindows) {
  std::vector<Document> docs(2);
  docs[0].id = "a";
  docs[0].text = "w1 w2 w3 w4 w5 w6 w7";
  docs[1].id = "b";
  docs[1].text = "short one";
  const auto chunks = ChunkDocuments(docs, 4, 1);  // windows start every 3 words
  ASSERT_EQ(chunks.size(), 3u);  // the second window reaches the end: no third
  EXPECT_EQ(chunks[0].text, "w1 w2 w3 w4");
  EXPECT_EQ(chunks[1].text, "w4 w5 w6 w7");
  EXPECT_EQ(chunks[1].index, 1u);
  EXPECT_EQ(chunks[2].document_id, "b");
  EXPECT_EQ(chunks[2].index, 0u);
  EXPECT_EQ(chunks[2].text, "short one");
}

// Cosine ranks (1,0) over (0.6,0.8) for the query (1,0); a chunk holding the
// question's token gains 1 and ranks first.
TEST(RankChunksTest, CosinePlusExactTokenMatches) {
  const std::vector<Chunk> chunks = {{"a", 0, "no token"}, {"b", 0, "has Person_[x1] here"}, {"c", 0, "none"}};
  const Embeddings v{3, 2, {1, 0, 0.6f, 0.8f, 0, 1}};
  auto hits = RankChunks(chunks, v, {1, 0}, {}, 2);
  ASSERT_EQ(hits.size(), 2u);
  EXPECT_EQ(hits[0].chunk, 0u);
  EXPECT_NEAR(hits[0].score, 1.0, 1e-6);
  EXPECT_NEAR(hits[1].score, 0.6, 1e-6);
  hits = RankChunks(chunks, v, {1, 0}, {"Person_[x1]"}, 3);
  EXPECT_EQ(hits[0].chunk, 1u);
  EXPECT_NEAR(hits[0].score, 1.6, 1e-6);
  EXPECT_EQ(hits[2].chunk, 2u);
}

}  // namespace
}  // namespace privtext::synth
