#include <string>

#include <gtest/gtest.h>

#include "detect/patterns.h"

namespace privtext::detect::internal {
namespace {

// The masks in front of the hash turn words away, never a word of the set.
TEST(WordSetTest, HoldsItsWordsAndNoOthers) {
  const std::string long_word(70, 'x'), other_long(64, 'x');
  WordSet words = {"Mr", "Judge", "état", long_word};
  for (std::string_view w : {"Mr", "Judge", "état"}) EXPECT_TRUE(words.contains(w)) << w;
  EXPECT_TRUE(words.contains(long_word));
  // Same first byte and length as a word of the set, or either, but not in it.
  for (std::string_view w : {"mr", "Ms", "Mrs", "Judy", "Judges", "étaT", "", "M"}) EXPECT_FALSE(words.contains(w)) << w;
  EXPECT_FALSE(words.contains(other_long));  // its length shares a mask bit with long_word's

  words.insert("");
  words.insert("Lord");
  EXPECT_TRUE(words.contains(""));
  EXPECT_TRUE(words.contains("Lord"));
  EXPECT_EQ(std::distance(words.begin(), words.end()), 6);

  const WordSet copy = words;
  words.clear();
  EXPECT_TRUE(words.empty());
  EXPECT_FALSE(words.contains("Mr"));
  EXPECT_FALSE(words.contains(""));
  EXPECT_TRUE(copy.contains("Mr"));
}

}  // namespace
}  // namespace privtext::detect::internal
