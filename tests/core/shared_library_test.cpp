#include <cstring>

#include <gtest/gtest.h>

#include "privtext/core.h"

namespace privtext {
namespace {

TEST(SharedLibraryTest, BindsAFunctionThatWorks) {
  auto libc = SharedLibrary::Open("libc.so.6");
  ASSERT_TRUE(libc.has_value()) << libc.error().message();
  std::size_t (*length)(const char*) = nullptr;
  libc->Bind(length, "strlen");
  ASSERT_TRUE(libc->status().has_value());
  ASSERT_NE(length, nullptr);
  EXPECT_EQ(length("privtext"), 8u);
}

TEST(SharedLibraryTest, AMissingLibraryIsNamed) {
  auto missing = SharedLibrary::Open("libprivtext-no-such-library.so.7");
  ASSERT_FALSE(missing.has_value());
  EXPECT_EQ(missing.error().code(), ErrorCode::kNotFound);
  EXPECT_NE(missing.error().message().find("cannot load libprivtext-no-such-library.so.7"), std::string::npos);
  EXPECT_NE(missing.error().message().find("scripts/bootstrap"), std::string::npos);
}

TEST(SharedLibraryTest, TheFirstMissingFunctionIsKept) {
  auto libc = SharedLibrary::Open("libc.so.6");
  ASSERT_TRUE(libc.has_value());
  void (*absent)() = nullptr;
  void (*also_absent)() = nullptr;
  std::size_t (*length)(const char*) = nullptr;
  libc->Bind(absent, "privtext_no_such_function");
  libc->Bind(length, "strlen");
  libc->Bind(also_absent, "privtext_other_missing_function");
  EXPECT_EQ(absent, nullptr);
  EXPECT_NE(length, nullptr);
  ASSERT_FALSE(libc->status().has_value());
  EXPECT_EQ(libc->status().error().message(),
            "libc.so.6 has no function privtext_no_such_function; is it an older version?");
}

}  // namespace
}  // namespace privtext
