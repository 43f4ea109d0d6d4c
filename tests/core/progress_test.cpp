#include <sstream>

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
