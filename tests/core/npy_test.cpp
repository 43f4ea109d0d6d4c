#include <cstring>

#include <gtest/gtest.h>

#include "privtext/core.h"
#include "test_util.h"

namespace privtext {
namespace {

// The header NumPy writes for np.save(f, np.zeros((2, 3), np.float32)).
TEST(NpyTest, HeaderMatchesNumpy) {
  testing::TempDir dir;
  ASSERT_TRUE(WriteNpy(dir.File("a.npy"), {{1, 2, 3}, {4, 5, 6}}));
  const std::string bytes = testing::ReadText(dir.File("a.npy"));
  ASSERT_EQ(bytes.size(), 128u + 24u);
  EXPECT_EQ(bytes.substr(0, 8), std::string("\x93NUMPY\x01\x00", 8));
  EXPECT_EQ(bytes.substr(10, 59), "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }");
  EXPECT_EQ(bytes[127], '\n');
  float last;
  std::memcpy(&last, bytes.data() + 128 + 20, 4);
  EXPECT_EQ(last, 6.0f);
  EXPECT_FALSE(WriteNpy(dir.File("b.npy"), {{1, 2}, {3}}));
}

TEST(ReadNpyTest, ReadsWhatNumpyWrites) {
  testing::TempDir dir;
  // np.save of np.array([[1, 2], [3, 4], [5, 6]], np.float32): data at byte 128.
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (3, 2), }";
  header.append(128 - 10 - header.size() - 1, ' ');
  header.push_back('\n');
  std::string file = std::string("\x93NUMPY\x01\x00", 8);
  file.push_back(static_cast<char>(header.size()));
  file.push_back('\0');
  file += header;
  const float values[] = {1, 2, 3, 4, 5, 6};
  file.append(reinterpret_cast<const char*>(values), sizeof(values));
  testing::WriteText(dir.File("a.npy"), file);
  auto e = ReadNpy(dir.File("a.npy"));
  ASSERT_TRUE(e) << e.error().message();
  EXPECT_EQ(e->rows, 3u);
  EXPECT_EQ(e->dims, 2u);
  EXPECT_EQ(e->values[5], 6.0f);
  testing::WriteText(dir.File("b.npy"), file.substr(0, file.size() - 4));
  EXPECT_FALSE(ReadNpy(dir.File("b.npy")));
  testing::WriteText(dir.File("c.npy"), "not numpy");
  EXPECT_FALSE(ReadNpy(dir.File("c.npy")));
}

}  // namespace
}  // namespace privtext
