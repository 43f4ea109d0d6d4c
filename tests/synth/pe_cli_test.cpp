// `privtext pe client` and `pe aggregate` with the real embedder (label `model`).
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "test_util.h"

namespace privtext {
namespace {

TEST(PeCliTest, ClientsVoteAndTheServerSums) {
  testing::TempDir dir;
  testing::WriteText(dir.File("syn.jsonl"),
                     "{\"id\":\"0\",\"text\":\"The court dismissed the appeal.\"}\n"
                     "{\"id\":\"1\",\"text\":\"Bananas are yellow.\"}\n");
  testing::WriteText(dir.File("a.jsonl"),
                     "{\"id\":\"0\",\"user\":\"u1\",\"text\":\"The appeal was dismissed by the court.\"}\n"
                     "{\"id\":\"1\",\"user\":\"u1\",\"text\":\"I love bananas.\"}\n"
                     "{\"id\":\"2\",\"user\":\"u2\",\"text\":\"A banana smoothie.\"}\n");
  ASSERT_EQ(testing::RunCli(dir, "embed -q --in syn.jsonl --out syn.npy"), 0);
  ASSERT_EQ(testing::RunCli(dir, "pe client --in a.jsonl --synthetic-embeddings syn.npy --noise-multiplier 0 --client-id a --out a.json"), 0);
  ASSERT_EQ(testing::RunCli(dir, "pe client --in a.jsonl --synthetic-embeddings syn.npy --noise-multiplier 0 --client-id b "
                    "--max-records-per-user 2 --out b.json"), 0);
  const auto a = nlohmann::json::parse(testing::ReadText(dir.File("a.json")));
  EXPECT_EQ(a["counts"], nlohmann::json::parse("[1,1]"));  // u1 votes once (court), u2 once (banana)
  // Different sensitivity: the server refuses to mix them.
  EXPECT_EQ(testing::RunCli(dir, "pe aggregate a.json b.json --out total.json"), 1);
  // Two copies of [1,1] sum to [2,2]; the threshold H = 0.5 is subtracted (seed 002, Alg. 2 line 17).
  ASSERT_EQ(testing::RunCli(dir, "pe aggregate a.json a.json --threshold 0.5 --out total.json"), 0);
  EXPECT_EQ(nlohmann::json::parse(testing::ReadText(dir.File("total.json")))["counts"], nlohmann::json::parse("[1.5,1.5]"));
  EXPECT_EQ(testing::RunCli(dir, "pe client --in a.jsonl --user-field owner --synthetic-embeddings syn.npy --noise-multiplier 1 "
                    "--client-id a --out x.json"), 1);
}

}  // namespace
}  // namespace privtext
