// The build's paths, given to this file alone by tests/CMakeLists.txt.
#include "test_util.h"

namespace privtext::testing {

std::string CliPath() { return PRIVTEXT_CLI_PATH; }
std::string TestDataDir() { return PRIVTEXT_TEST_DATA_DIR; }
std::string SampleDataDir() { return PRIVTEXT_SAMPLE_DATA_DIR; }
std::string SourceDir() { return PRIVTEXT_SOURCE_DIR; }
std::string BuildDir() { return PRIVTEXT_BUILD_DIR; }

}  // namespace privtext::testing
