#include <cstdlib>

#include <gtest/gtest.h>

#include "privtext/model.h"
#include "test_util.h"

namespace privtext::model {
namespace {

TEST(RegistryTest, KnowsTheSeedModelsWithPins) {
  for (const char* name : {"gemma3-270m", "all-minilm-l6-v2", "rampart-ner", "en-core-web-sm"}) {
    auto m = FindRegistryModel(name);
    ASSERT_TRUE(m) << name;
    EXPECT_FALSE(m->packages.empty());
    for (const auto& p : m->packages) {
      EXPECT_EQ(p.sha256.size(), 64u) << p.name;
      EXPECT_FALSE(p.version.empty());
    }
    // The built file is pinned in its own field, not read out of a description.
    EXPECT_EQ(m->file_sha256.size(), 64u) << name;
    EXPECT_EQ(m->source.find("sha256"), std::string::npos) << name;
    // BERT models and spaCy pipelines say where their directory lies in the wheel.
    if (m->role != "generator") {
      EXPECT_FALSE(m->model_member.empty()) << name;
    }
  }
  auto missing = FindRegistryModel("gpt-5");
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.error().message().find("known: gemma3-270m, all-minilm-l6-v2, rampart-ner, en-core-web-sm)"), std::string::npos);
}

TEST(ResolveModelTest, UrlsFilesAndNames) {
  auto url = ResolveModel("http://127.0.0.1:8080/v1/#qwen");
  ASSERT_TRUE(url);
  EXPECT_EQ(url->kind, ModelLocation::Kind::kHttp);
  EXPECT_EQ(url->base_url, "http://127.0.0.1:8080/v1");
  EXPECT_EQ(url->served_name, "qwen");
  EXPECT_EQ(ResolveModel("https://api.example.com/v1")->served_name, "");

  testing::TempDir dir;
  testing::WriteText(dir.File("m.gguf"), "GGUF");
  auto file = ResolveModel(dir.File("m.gguf"));
  ASSERT_TRUE(file);
  EXPECT_EQ(file->path, dir.File("m.gguf"));
  EXPECT_FALSE(ResolveModel(dir.File("absent.gguf")));

  setenv("PRIVTEXT_MODELS", dir.path().c_str(), 1);
  auto not_pulled = ResolveModel("gemma3-270m");
  ASSERT_FALSE(not_pulled);
  EXPECT_NE(not_pulled.error().message().find("privtext model pull gemma3-270m"), std::string::npos);
  testing::WriteText(dir.File("gemma-3-270m-q4_k_m.gguf"), "GGUF");
  EXPECT_EQ(ResolveModel("gemma3-270m")->path, dir.File("gemma-3-270m-q4_k_m.gguf"));
  unsetenv("PRIVTEXT_MODELS");
}

TEST(BannedVariantsTest, CaseVariants) {
  const auto v = BannedVariants("Zoë Østergaard");
  EXPECT_EQ(v, (std::vector<std::string>{"Zoë Østergaard", "zoë østergaard", "ZOË ØSTERGAARD"}));
  const auto w = BannedVariants("new york");
  EXPECT_EQ(w, (std::vector<std::string>{"new york", "NEW YORK", "New York"}));
}

}  // namespace
}  // namespace privtext::model
