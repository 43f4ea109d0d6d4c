// A build configured with -DPRIVTEXT_WITH_LLAMA=OFF: local models are refused
// with one clear line; nothing else of privtext is missing.
#include <gtest/gtest.h>

#include "privtext/model.h"
#include "test_util.h"

namespace privtext::model {
namespace {

TEST(NoLlamaTest, LocalModelsAreRefusedWithAWayOut) {
  testing::TempDir dir;
  const std::string path = dir.File("tiny.gguf");
  testing::WriteText(path, "GGUF");
  for (const auto& message : {OpenGenerator(path).error().message(), OpenEmbedder(path).error().message(),
                              OpenScorer(path).error().message()}) {
    EXPECT_NE(message.find("tiny.gguf needs llama.cpp"), std::string::npos) << message;
    EXPECT_NE(message.find("PRIVTEXT_WITH_LLAMA=OFF"), std::string::npos) << message;
    EXPECT_NE(message.find("http://HOST:PORT/v1"), std::string::npos) << message;
  }
}

TEST(NoLlamaTest, TheCliDetectsButRefusesLocalModels) {
  testing::TempDir dir;
  testing::WriteText(dir.File("in.jsonl"), R"({"id":"a","text":"Write to john.smith@example.com today."})" "\n");
  ASSERT_EQ(testing::RunCli(dir, "detect --in in.jsonl --out out.jsonl -q"), 0)
      << testing::ReadText(dir.File(".err"));
  EXPECT_NE(testing::ReadText(dir.File("out.jsonl")).find("EMAIL_ADDRESS"), std::string::npos);
  testing::WriteText(dir.File("x.gguf"), "GGUF");
  EXPECT_EQ(testing::RunCli(dir, "generate --model x.gguf --prompt Hi"), 1);
  EXPECT_NE(testing::ReadText(dir.File(".err")).find("needs llama.cpp"), std::string::npos);
}

}  // namespace
}  // namespace privtext::model
