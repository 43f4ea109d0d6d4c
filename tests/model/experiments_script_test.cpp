// scripts/experiments --quick end to end (label `model`, ~3 minutes on two
// cores): five tiny models trained from scratch, evaluated and attacked, and
// the table docs/experiments.md prints. Checked for what holds in every run,
// keys being random: the rows, the arithmetic between columns, and two
// effects large enough to survive one epoch.
#include <cstdlib>
#include <map>
#include <optional>
#include <sstream>

#include <gtest/gtest.h>

#include "test_util.h"

namespace privtext {
namespace {

struct Row {
  std::string label;
  double pretraining_targets, loss, held_bpb, accuracy, private_bpb, gap, reconstruction, prefix_ld, extracted;
};

// "| Plain PT+CPT | 18,184 | 2.842 | ... |" -> the label and nine numbers.
std::optional<Row> ParseRow(const std::string& line) {
  std::vector<std::string> cells;
  std::stringstream in(line);
  std::string cell;
  while (std::getline(in, cell, '|')) {
    const auto b = cell.find_first_not_of(' '), e = cell.find_last_not_of(' ');
    if (b != std::string::npos) cells.push_back(cell.substr(b, e - b + 1));
  }
  if (cells.size() != 10) return std::nullopt;
  std::vector<double> v;
  for (std::size_t i = 1; i < cells.size(); ++i) {
    std::string n;
    for (const char c : cells[i]) {
      if (c != ',') n.push_back(c);
    }
    char* end = nullptr;
    v.push_back(std::strtod(n.c_str(), &end));
    if (end == n.c_str() || *end != '\0') return std::nullopt;
  }
  return Row{cells[0], v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]};
}

TEST(ExperimentsScriptTest, QuickRunPrintsTheTableWithTheSeedsEffects) {
  testing::TempDir dir;
  const std::string cmd = std::string("PRIVTEXT='") + PRIVTEXT_CLI_PATH + "' bash '" + PRIVTEXT_SOURCE_DIR +
                          "/scripts/experiments' --quick --work '" + dir.File("work") + "' > '" +
                          dir.File("table.md") + "' 2> '" + dir.File("log") + "'";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << testing::ReadText(dir.File("log"));
  std::map<std::string, Row> rows;
  std::stringstream table(testing::ReadText(dir.File("table.md")));
  for (std::string line; std::getline(table, line);) {
    if (auto r = ParseRow(line)) rows[r->label] = *r;
  }
  ASSERT_EQ(rows.size(), 5u) << testing::ReadText(dir.File("table.md"));
  for (const auto& [label, r] : rows) {
    SCOPED_TRACE(label);
    EXPECT_GT(r.held_bpb, 0.1);
    EXPECT_LT(r.held_bpb, 8.0);  // below a uniform byte
    EXPECT_GT(r.accuracy, 0.0);
    EXPECT_LT(r.accuracy, 1.0);
    EXPECT_NEAR(r.gap, r.private_bpb - r.held_bpb, 0.0015);  // rounding of three printed decimals
    EXPECT_GE(r.reconstruction, 0.0);
    EXPECT_LE(r.reconstruction, 1.0);
  }
  // Only the CPT-only model skips pretraining; a longer key leaves less
  // structure for its own vocabulary, so the same text is more pieces.
  EXPECT_EQ(rows.at("Plain CPT only").pretraining_targets, 0);
  EXPECT_GT(rows.at("Plain PT+CPT").pretraining_targets, 0);
  EXPECT_LT(rows.at("Crypto key 1").pretraining_targets, rows.at("Crypto key 10").pretraining_targets);
  EXPECT_LT(rows.at("Crypto key 10").pretraining_targets, rows.at("Crypto key 100").pretraining_targets);
  // Pretraining on the plaintext helps on held-out text of the same kind.
  EXPECT_LT(rows.at("Plain PT+CPT").held_bpb, rows.at("Plain CPT only").held_bpb);
}

}  // namespace
}  // namespace privtext
