#include <cmath>
#include <cstring>

#include <gtest/gtest.h>

#include "privtext/synth.h"
#include "dp/seeded_bits.h"
#include "synth/unit_vectors.h"
#include "test_util.h"

namespace privtext::synth {
namespace {

using testing::Unit2d;

TEST(FederatedTest, ClientHistogramRoundTripsAndAggregates) {
  testing::SeededBits bits(0);
  ClientHistogram settings;
  settings.round = 3;
  settings.client_id = "a";
  settings.synthetic_sha256 = "abc";
  const auto syn = Unit2d({0, 90, 180, 270});
  auto a = MakeClientHistogram(Unit2d({10, 100, 95}), {"x", "x", "y"}, syn, settings, bits);
  ASSERT_TRUE(a);
  EXPECT_EQ(a->counts, (std::vector<std::int64_t>{1, 1, 0, 0}));  // x votes once (bounded), y once
  auto parsed = ParseClientHistogram(SerializeClientHistogram(*a));
  ASSERT_TRUE(parsed) << parsed.error().message();
  EXPECT_EQ(parsed->counts, a->counts);
  EXPECT_EQ(parsed->round, 3);
  settings.client_id = "b";
  auto b = MakeClientHistogram(Unit2d({178, 182, 5}), {}, syn, settings, bits);
  ASSERT_TRUE(b);
  auto total = AggregateHistograms({*a, *b}, 1);  // sums {2, 1, 2, 0}
  ASSERT_TRUE(total);
  EXPECT_EQ(*total, (std::vector<double>{1, 0, 1, 0}));  // H = 1 subtracted, clipped at 0
  ClientHistogram other = *b;
  other.round = 4;
  EXPECT_FALSE(AggregateHistograms({*a, other}, 0));
  EXPECT_FALSE(AggregateHistograms({}, 0));
  EXPECT_FALSE(ParseClientHistogram("{\"format\":\"x\"}"));
}

TEST(FederatedTest, NoiseShareScalesTheNoise) {
  testing::SeededBits bits(0);
  ClientHistogram s;
  s.noise_multiplier = 4;
  s.noise_share = 16;  // std 4 / sqrt(16) = 1 per client
  const auto syn = Unit2d(std::vector<double>(2000, 0));
  auto h = MakeClientHistogram(Unit2d({}), {}, syn, s, bits);
  ASSERT_TRUE(h);
  double sum2 = 0;
  for (auto v : h->counts) sum2 += static_cast<double>(v) * static_cast<double>(v);
  EXPECT_NEAR(sum2 / 2000, 1.0, 5 * std::sqrt(2.0 / 2000));
  s.noise_share = 0;
  EXPECT_FALSE(MakeClientHistogram(Unit2d({}), {}, syn, s, bits));
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
}  // namespace privtext::synth
