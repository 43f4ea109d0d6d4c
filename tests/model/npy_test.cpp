#include <cstring>

#include <gtest/gtest.h>

#include "privtext/model.h"
#include "test_util.h"

namespace privtext::model {
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

}  // namespace
}  // namespace privtext::model
