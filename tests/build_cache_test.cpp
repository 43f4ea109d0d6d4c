// What keeps the compiler cache right and shared (docs/architecture.md, "The
// compiler cache"), read from the build's compile_commands.json: the file
// that assembles the gazetteers into the library (.incbin, which a cache
// cannot see) is compiled in its own target, the one the cache is turned off
// for; and no other compile line names the clone, or no other clone would hit.
#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "test_util.h"

namespace privtext {
namespace {

TEST(BuildCacheTest, GazetteersOutsideTheCacheAndNoCompileLineNamesTheClone) {
  const auto commands = nlohmann::json::parse(testing::ReadText(testing::BuildDir() + "/compile_commands.json"));
  ASSERT_FALSE(commands.empty());
  // The files the build's own paths are given to, on purpose.
  const std::string source = testing::SourceDir();
  const std::vector<std::string> named = {source + "/src/detect/gazetteers.cpp", source + "/tests/test_util.cpp",
                                          source + "/bench/detect_bench.cpp", source + "/bench/model_bench.cpp"};
  bool gazetteers = false;
  for (const auto& entry : commands) {
    const std::string file = entry.at("file"), command = entry.at("command");
    if (file == named[0]) {
      gazetteers = true;
      EXPECT_NE(command.find("CMakeFiles/privtext_gazetteers.dir/"), std::string::npos) << command;
    }
    if (std::find(named.begin(), named.end(), file) != named.end()) continue;
    EXPECT_EQ(command.find("=\\\"" + source), std::string::npos) << file;
  }
  EXPECT_TRUE(gazetteers);
}

}  // namespace
}  // namespace privtext
