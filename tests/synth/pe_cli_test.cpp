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
  const auto total = nlohmann::json::parse(testing::ReadText(dir.File("total.json")));
  EXPECT_EQ(total["counts"], nlohmann::json::parse("[1.5,1.5]"));
  EXPECT_EQ(total["privacy"]["guarantee"], "none: the histograms carry no noise");
  // With noise split over two clients the round's epsilon is written (issue 12, item 1):
  // shares of std 11.28 / sqrt(2) sum to one Gaussian of multiplier 11.28 (tau is negligible).
  for (const char* id : {"c", "d"}) {
    ASSERT_EQ(testing::RunCli(dir, std::string("pe client --in a.jsonl --synthetic-embeddings syn.npy --noise-multiplier 11.28 "
                                               "--noise-share 2 --round 10 --client-id ") + id + " --out " + id + ".json"), 0);
  }
  EXPECT_EQ(testing::RunCli(dir, "pe aggregate c.json --delta 3e-6 --out one.json"), 1);  // the noise was split over two
  ASSERT_EQ(testing::RunCli(dir, "pe aggregate c.json d.json --delta 3e-6 --out cd.json"), 0);
  const auto privacy = nlohmann::json::parse(testing::ReadText(dir.File("cd.json")))["privacy"];
  EXPECT_NEAR(privacy["effective_noise_multiplier"].get<double>(), 11.28, 1e-9);
  EXPECT_EQ(privacy["rounds"], 11);
  EXPECT_NEAR(privacy["epsilon_through_round"].get<double>(), 1.29, 0.005);
  EXPECT_EQ(privacy["guarantee"],
            "user-level (epsilon, delta)-DP by RDP of the discrete Gaussian, each user's records held by one client");
  // A client whose records are each their own user makes the round record-level.
  ASSERT_EQ(testing::RunCli(dir, "pe client --in a.jsonl --user-field '' --synthetic-embeddings syn.npy "
                                 "--noise-multiplier 11.28 --noise-share 2 --round 10 --client-id e --out e.json"), 0);
  ASSERT_EQ(testing::RunCli(dir, "pe aggregate c.json e.json --delta 3e-6 --out ce.json"), 0);
  EXPECT_EQ(nlohmann::json::parse(testing::ReadText(dir.File("ce.json")))["privacy"]["guarantee"],
            "record-level (epsilon, delta)-DP by RDP of the discrete Gaussian");
  EXPECT_EQ(testing::RunCli(dir, "pe client --in a.jsonl --user-field owner --synthetic-embeddings syn.npy --noise-multiplier 1 "
                    "--client-id a --out x.json"), 1);
}

}  // namespace
}  // namespace privtext
