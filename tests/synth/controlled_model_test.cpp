// Seed 004's acceptance on the sample corpus with the small model (label
// `model`): ICL with privacy enhancement leaks no identifier of its examples,
// and its metrics are reported beside the baseline's. Small (k = 1, two
// samples): the court cases make long prompts, and two cores are slow at them.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "test_util.h"

namespace privtext {
namespace {

TEST(ControlledModelTest, PrivacyEnhancedIclLeaksNothingAndIsReportedBesideTheBaseline) {
  testing::TempDir dir;
  const std::string sample = testing::SampleDataDir() + "/sample_corpus.jsonl";
  ASSERT_EQ(testing::RunCli(dir, "synth controlled -q --in " + sample +
                                     " --samples 2 --examples 1 --max-tokens 32 --baseline --out syn.jsonl --report report.json"),
            0)
      << testing::ReadText(dir.File(".err"));
  const auto report = nlohmann::json::parse(testing::ReadText(dir.File("report.json")));
  ASSERT_EQ(report["results"].size(), 2u);
  const auto& icl = report["results"][0];
  const auto& baseline = report["results"][1];
  EXPECT_EQ(icl["name"], "icl-private");
  EXPECT_EQ(baseline["name"], "baseline");
  EXPECT_EQ(icl["pipp"], 0.0);
  EXPECT_EQ(icl["elp"], 0.0);
  EXPECT_EQ(icl["pipp_case_insensitive"], 0.0);
  EXPECT_EQ(icl["elp_case_insensitive"], 0.0);
  EXPECT_EQ(icl["samples"].get<int>() + icl["dropped"].get<int>(), 2);
  for (const char* key : {"pipp", "elp", "rouge2", "rougeL", "mauve"}) EXPECT_TRUE(baseline.contains(key)) << key;
  // Each synthetic line carries the fictional code it was written to.
  const std::string out = testing::ReadText(dir.File("syn.jsonl"));
  EXPECT_NE(out.find("\"control_code\":{"), std::string::npos);
  // Codes from the detector and the single-pass measurement are checked with
  // a scripted model in tests/pipeline/controlled_run_test.cpp.
}

}  // namespace
}  // namespace privtext
