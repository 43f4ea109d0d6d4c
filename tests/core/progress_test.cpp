#include <regex>
#include <sstream>
#include <thread>

#include <gtest/gtest.h>

#include "privtext/core.h"

namespace privtext {
namespace {

TEST(ProgressTest, PlainLinesWhenNotATerminal) {
  std::ostringstream out;
  {
    Progress p("encrypt", 4, {&out, false, std::chrono::milliseconds(0), false});
    p.Add(2);
    p.Add(2);
  }
  const std::string s = out.str();
  EXPECT_NE(s.find("encrypt: 2/4 (50%)"), std::string::npos) << s;
  EXPECT_NE(s.find("encrypt: 4/4 (100%)"), std::string::npos) << s;
  EXPECT_EQ(s.find('\r'), std::string::npos);
}

TEST(ProgressTest, TerminalRedrawsABar) {
  std::ostringstream out;
  Progress p("docs", 10, {&out, true, std::chrono::milliseconds(0), false});
  std::this_thread::sleep_for(std::chrono::milliseconds(120));
  p.Add(5);
  p.Finish();
  const std::string s = out.str();
  EXPECT_NE(s.find("\rdocs [###############...............] 5/10"), std::string::npos) << s;
  EXPECT_EQ(s.back(), '\n');
}

// Under ten a second the rate keeps its decimals: a model writing one sample
// every few seconds reads "0.31/s", not "0/s".
TEST(ProgressTest, ASlowRateKeepsItsDecimals) {
  std::ostringstream out;
  {
    Progress p("expand", 10, {&out, false, std::chrono::milliseconds(0), false});
    std::this_thread::sleep_for(std::chrono::milliseconds(120));
    p.Add(1);  // at most 1 / 0.12 s, under 10 a second
  }
  EXPECT_TRUE(std::regex_search(out.str(), std::regex(R"(expand: 1/10 \(10%\) [0-9.]+s [0-9]\.[0-9]{1,2}/s\n)")))
      << out.str();
}

// Units a resumed job finished before are done, but not this run's speed.
TEST(ProgressTest, SkippedUnitsCountAsDoneButNotInTheRate) {
  std::ostringstream out;
  {
    Progress p("pe iterations", 10, {&out, false, std::chrono::milliseconds(0), false});
    p.Skip(5);
    std::this_thread::sleep_for(std::chrono::milliseconds(120));
    p.Add(1);  // 1 unit in at least 0.12 s: under 10 a second (6 would be 50)
  }
  EXPECT_TRUE(std::regex_search(out.str(), std::regex(R"(pe iterations: 6/10 \(60%\) [0-9.]+s [0-9]\.[0-9]{1,2}/s\n)")))
      << out.str();
}

TEST(ProgressTest, ShortWorkAndQuietPrintNothing) {
  std::ostringstream out;
  {
    Progress p("x", 3, {&out, false, std::chrono::hours(1), false});
    p.Add(3);
  }
  {
    Progress q("y", 3, {&out, false, std::chrono::milliseconds(0), true});
    q.Add(3);
  }
  EXPECT_EQ(out.str(), "");
}

}  // namespace
}  // namespace privtext
