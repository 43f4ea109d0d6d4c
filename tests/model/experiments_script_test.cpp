// scripts/experiments --quick end to end (label `model`, ~5 minutes on two
// cores): tiny models trained from scratch, evaluated and attacked, and the
// four tables docs/experiments.md prints. Checked for what holds in every
// run, keys and samples being random: the rows, the arithmetic between
// columns, effects large enough to survive one epoch, and what holds by
// construction (the originals hold every private value; blocked identifiers
// leave none).
#include <cmath>
#include <cstdlib>
#include <map>
#include <sstream>

#include <gtest/gtest.h>

#include "test_util.h"

namespace privtext {
namespace {

// "| Plain PT+CPT | 18,184 | | 2.842 |" -> {"Plain PT+CPT", "18,184", "", "2.842"}.
std::vector<std::string> Cells(const std::string& line) {
  std::vector<std::string> cells;
  if (!line.starts_with("| ") || line.starts_with("|---")) return cells;
  std::stringstream in(line.substr(1));
  for (std::string cell; std::getline(in, cell, '|');) {
    const auto b = cell.find_first_not_of(' '), e = cell.find_last_not_of(' ');
    cells.push_back(b == std::string::npos ? "" : cell.substr(b, e - b + 1));
  }
  return cells;
}

// A number as printed ("18,184", "-0.296"); NaN for an empty cell.
double Number(const std::string& cell) {
  if (cell.empty()) return std::nan("");
  std::string n;
  for (const char c : cell) {
    if (c != ',') n.push_back(c);
  }
  char* end = nullptr;
  const double v = std::strtod(n.c_str(), &end);
  EXPECT_TRUE(end != n.c_str() && *end == '\0') << cell;
  return v;
}

// Rows of the table under `heading`: label -> its numbers.
std::map<std::string, std::vector<double>> Table(const std::string& text, const std::string& heading) {
  std::map<std::string, std::vector<double>> rows;
  std::stringstream in(text.substr(text.find(heading)));
  std::string line;
  std::getline(in, line);
  while (std::getline(in, line) && (line.empty() || line.starts_with("|"))) {
    auto cells = Cells(line);
    if (cells.empty() || cells[0].starts_with("model") || cells[0] == "training data") continue;
    std::vector<double> v;
    for (std::size_t i = 1; i < cells.size(); ++i) v.push_back(Number(cells[i]));
    rows[cells[0]] = v;
  }
  return rows;
}

TEST(ExperimentsScriptTest, QuickRunPrintsTheTableWithTheSeedsEffects) {
  testing::TempDir dir;
  const std::string cmd = "PRIVTEXT='" + testing::CliPath() + "' bash '" + testing::SourceDir() +
                          "/scripts/experiments' --quick --work '" + dir.File("work") + "' > '" +
                          dir.File("table.md") + "' 2> '" + dir.File("log") + "'";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << testing::ReadText(dir.File("log"));
  const std::string text = testing::ReadText(dir.File("table.md"));
  ASSERT_NE(text.find("Seed 001 (Crypto-LLM)"), std::string::npos) << text;
  ASSERT_NE(text.find("Seed 004 (controlled generation)"), std::string::npos) << text;
  ASSERT_NE(text.find("Seeds 002/003 (PE and SecPE)"), std::string::npos) << text;
  ASSERT_NE(text.find("Seed 000 (continual pretraining"), std::string::npos) << text;

  // Seed 001: targets, loss, held-out bits/byte, accuracy, bits/byte on P, gap, reconstruction, LD, extracted.
  const auto rows = Table(text, "Seed 001 (Crypto-LLM)");
  ASSERT_EQ(rows.size(), 5u) << text;
  for (const auto& [label, r] : rows) {
    SCOPED_TRACE(label);
    ASSERT_EQ(r.size(), 9u);
    EXPECT_GT(r[2], 0.1);
    EXPECT_LT(r[2], 8.0);  // below a uniform byte
    EXPECT_GT(r[3], 0.0);
    EXPECT_LT(r[3], 1.0);
    EXPECT_NEAR(r[5], r[4] - r[2], 0.0015);  // rounding of three printed decimals
    EXPECT_GE(r[6], 0.0);
    EXPECT_LE(r[6], 1.0);
  }
  // Only the CPT-only model skips pretraining; a longer key leaves less
  // structure for its own vocabulary, so the same text is more pieces.
  EXPECT_EQ(rows.at("Plain CPT only")[0], 0);
  EXPECT_GT(rows.at("Plain PT+CPT")[0], 0);
  EXPECT_LT(rows.at("Crypto key 1")[0], rows.at("Crypto key 10")[0]);
  EXPECT_LT(rows.at("Crypto key 10")[0], rows.at("Crypto key 100")[0]);
  // Pretraining on the plaintext helps on held-out text of the same kind.
  EXPECT_LT(rows.at("Plain PT+CPT")[2], rows.at("Plain CPT only")[2]);

  // Seed 004: PIPP, ELP, ROUGE-L, fictional values used, held-out bits/byte, accuracy, model's PIPP, ELP.
  const auto s4 = Table(text, "Seed 004 (controlled generation)");
  ASSERT_EQ(s4.size(), 6u) << text;
  for (const auto& [label, r] : s4) {
    SCOPED_TRACE(label);
    ASSERT_EQ(r.size(), 8u);
    EXPECT_GT(r[4], 0.1);
    EXPECT_LT(r[4], 8.0);
    EXPECT_GT(r[5], 0.0);
    EXPECT_LT(r[5], 1.0);
    if (label == "None (base model, C only)") continue;
    for (int i : {0, 1, 2, 6, 7}) {
      EXPECT_GE(r[i], 0.0) << i;
      EXPECT_LE(r[i], 1.0) << i;
    }
  }
  const auto& originals = s4.at("Originals (P)");
  EXPECT_EQ(originals[0], 1.0);  // every document of P holds a private value of P
  EXPECT_EQ(originals[1], 1.0);
  EXPECT_EQ(originals[2], 1.0);  // and is its own closest reference
  EXPECT_TRUE(std::isnan(originals[3]));
  const auto& blocked = s4.at("Fine-tuning + blocked identifiers");
  EXPECT_EQ(blocked[0], 0.0);  // every identifier of P banned, each output checked
  EXPECT_EQ(blocked[1], 0.0);
  EXPECT_FALSE(std::isnan(blocked[3]));

  // Seeds 002/003: samples, share written by the model, share about
  // patients, PIPP, held-out bits/byte, accuracy. The labels carry the
  // guarantee the accountant reached: the targets themselves.
  const auto s2 = Table(text, "Seeds 002/003 (PE and SecPE)");
  ASSERT_EQ(s2.size(), 7u) << text;
  for (const auto& [label, r] : s2) {
    SCOPED_TRACE(label);
    ASSERT_EQ(r.size(), 6u);
    EXPECT_GT(r[4], 0.1);
    EXPECT_LT(r[4], 8.0);
    EXPECT_GT(r[5], 0.0);
    EXPECT_LT(r[5], 1.0);
    if (label == "None (base model, C only)") continue;
    EXPECT_GE(r[0], 1.0);
    for (int i : {2, 3}) {
      EXPECT_GE(r[i], 0.0) << i;
      EXPECT_LE(r[i], 1.0) << i;
    }
  }
  const auto& lower = s2.at("Public population C (lower bound)");
  const auto& upper = s2.at("P's notes (upper bound, no privacy)");
  EXPECT_EQ(lower[1], 0.0);  // the initial population is C itself
  EXPECT_EQ(lower[3], 0.0);  // and C holds no private value by construction
  EXPECT_EQ(upper[2], 1.0);  // every private document is a clinical note
  EXPECT_EQ(upper[3], 1.0);  // holding a private value
  EXPECT_LT(lower[2], 1.0);  // C mixes court cases in
  // Without noise the vote takes the population towards the private notes.
  EXPECT_GT(s2.at("PE without noise (ε = ∞)")[2], lower[2]);
  EXPECT_TRUE(s2.contains("PE, ε = 1.29 (δ = 3e-06)"));
  EXPECT_TRUE(s2.contains("PE, ε = 7.58 (δ = 3e-06)"));
  EXPECT_TRUE(s2.contains("SecPE, (p, r) = (0.0001, 0.001)"));
  // Training on the private notes beats staying on the public data.
  EXPECT_LT(upper[4], lower[4]);

  // Seed 000: documents, QA accuracy (plaintext and encrypted questions),
  // held-out bits/byte, the model's PIPP and ELP.
  const auto s0 = Table(text, "Seed 000 (continual pretraining on encrypted synthetic text)");
  ASSERT_EQ(s0.size(), 5u) << text;
  for (const auto& [label, r] : s0) {
    SCOPED_TRACE(label);
    ASSERT_EQ(r.size(), 6u);
    for (int i : {1, 2, 4, 5}) {
      EXPECT_GE(r[i], 0.0) << i;
      EXPECT_LE(r[i], 1.0) << i;
    }
    EXPECT_GT(r[3], 0.1);
    EXPECT_LT(r[3], 8.0);
  }
  EXPECT_TRUE(std::isnan(s0.at("Base (C only)")[0]));
  EXPECT_EQ(s0.at("orig. (Q in plaintext)")[0], 8.0);  // --quick: the first 8 documents of P
  EXPECT_EQ(s0.at("encO. (Q encrypted)")[0], 8.0);
  // The decryption of the same lines.
  EXPECT_EQ(s0.at("synt. (synthetic, decrypted)")[0], s0.at("encS. (synthetic, encrypted)")[0]);
  EXPECT_NE(text.find("entity-graph synthesis: 8 documents"), std::string::npos) << text;
}

}  // namespace
}  // namespace privtext
