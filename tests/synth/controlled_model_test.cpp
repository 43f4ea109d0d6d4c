// Seed 004's acceptance on the sample corpus with the small model (label
// `model`): ICL with privacy enhancement leaks no identifier of its examples,
// and its metrics are reported beside the baseline's.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "test_util.h"

namespace privtext {
namespace {

TEST(ControlledModelTest, PrivacyEnhancedIclLeaksNothingAndIsReportedBesideTheBaseline) {
  testing::TempDir dir;
  const std::string sample = std::string(PRIVTEXT_SAMPLE_DATA_DIR) + "/sample_corpus.jsonl";
  ASSERT_EQ(testing::RunCli(dir, "synth controlled -q --in " + sample +
                                     " --samples 4 --max-tokens 40 --baseline --out syn.jsonl --report report.json"),
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
  EXPECT_EQ(icl["samples"].get<int>() + icl["dropped"].get<int>(), 4);
  for (const char* key : {"pipp", "elp", "rouge2", "rougeL", "mauve"}) EXPECT_TRUE(baseline.contains(key)) << key;
  // Each synthetic line carries the fictional code it was written to.
  const std::string out = testing::ReadText(dir.File("syn.jsonl"));
  EXPECT_NE(out.find("\"control_code\":{"), std::string::npos);
  // Private entity unknown: codes from the detector.
  ASSERT_EQ(testing::RunCli(dir, "synth controlled -q --in " + sample +
                                     " --codes detect --samples 2 --max-tokens 24 --out det.jsonl --report det.json"),
            0)
      << testing::ReadText(dir.File(".err"));
  const auto det = nlohmann::json::parse(testing::ReadText(dir.File("det.json")));
  EXPECT_EQ(det["codes"], "detect");
  // Leakage is measured against the corpus's gold spans, not the detector's
  // own finds (issue 12, item 10).
  EXPECT_EQ(det["leakage_measured_against"], "gold spans");
  // Single pass: every output is kept and counted, none dropped or redone.
  ASSERT_EQ(testing::RunCli(dir, "synth controlled -q --in " + sample +
                                     " --single-pass --samples 2 --max-tokens 24 --out one.jsonl --report one.json"),
            0)
      << testing::ReadText(dir.File(".err"));
  const auto one = nlohmann::json::parse(testing::ReadText(dir.File("one.json")))["results"][0];
  EXPECT_EQ(one["name"], "icl-private-single-pass");
  EXPECT_EQ(one["dropped"], 0);
  EXPECT_EQ(one["regenerated"], 0);
  EXPECT_EQ(one["samples"], 2);
}

}  // namespace
}  // namespace privtext
