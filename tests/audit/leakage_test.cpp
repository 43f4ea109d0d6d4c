#include <gtest/gtest.h>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

TEST(ContainsEntityTest, WholeWordsAndCase) {
  const MatchOptions exact;
  MatchOptions folded;
  folded.case_insensitive = true;
  EXPECT_FALSE(ContainsEntity("The Annual report", "Ann", exact));
  EXPECT_TRUE(ContainsEntity("Signed: Ann.", "Ann", exact));
  EXPECT_FALSE(ContainsEntity("ANN SMITH", "Ann Smith", exact));
  EXPECT_TRUE(ContainsEntity("ANN SMITH", "Ann Smith", folded));
  EXPECT_TRUE(ContainsEntity("call +44 20 7946 0000 now", "+44 20 7946 0000", exact));
  EXPECT_TRUE(ContainsEntity("ZOË left", "Zoë", folded));  // Unicode case folding
  MatchOptions substrings;
  substrings.whole_words = false;
  EXPECT_TRUE(ContainsEntity("The Annual report", "Ann", substrings));
}

// Seed 004 §3.4, in-context definition, worked by hand: output 0 leaks one
// of its two context entities, output 1 none of one, output 2 ("bob") one of
// three only when case is ignored.
TEST(LeakageTest, InContext) {
  const std::vector<std::string> outputs = {"Ann met Bob", "nothing here", "bob only"};
  const std::vector<std::vector<std::string>> entities = {{"Ann", "Carl"}, {"Dan"}, {"Bob", "Eve", "Fay"}};
  auto exact = InContextLeakage(outputs, entities, {});
  ASSERT_TRUE(exact);
  EXPECT_DOUBLE_EQ(exact->pipp, 1.0 / 3);
  EXPECT_DOUBLE_EQ(exact->elp, (0.5 + 0 + 0) / 3);
  MatchOptions folded;
  folded.case_insensitive = true;
  auto loose = InContextLeakage(outputs, entities, folded);
  EXPECT_DOUBLE_EQ(loose->pipp, 2.0 / 3);
  EXPECT_DOUBLE_EQ(loose->elp, (0.5 + 0 + 1.0 / 3) / 3);
  EXPECT_EQ(loose->leaked_entities, 2u);
  EXPECT_FALSE(InContextLeakage(outputs, {{"x"}}, {}));
}

// Fine-tuning definition: entities of the whole training set, deduplicated.
TEST(LeakageTest, TrainingSet) {
  const std::vector<std::string> outputs = {"ANN was here", "Carl and carl"};
  const std::vector<std::string> entities = {"Ann", "ann", "Bob", "Carl"};
  const std::vector<std::string> types = {"PERSON", "PERSON", "PERSON", "PERSON"};
  MatchOptions folded;
  folded.case_insensitive = true;
  const auto loose = TrainingSetLeakage(outputs, entities, types, folded);
  EXPECT_EQ(loose.entities, 3u);  // ann, bob, carl
  EXPECT_EQ(loose.leaked_entities, 2u);
  EXPECT_DOUBLE_EQ(loose.elp, 2.0 / 3);
  EXPECT_DOUBLE_EQ(loose.pipp, 1.0);
  EXPECT_EQ(loose.leaked_by_type.at("PERSON"), 2u);
  const auto exact = TrainingSetLeakage(outputs, entities, types, {});
  EXPECT_EQ(exact.entities, 4u);
  EXPECT_DOUBLE_EQ(exact.elp, 0.25);  // only "Carl"
  EXPECT_DOUBLE_EQ(exact.pipp, 0.5);
}

// Seed 000, A.4: encrypted tokens and plaintext occurrences per type.
TEST(LeakageTest, EncryptedMentionTable) {
  const std::vector<std::string> texts = {"Person_[abc] met Ann in Paris. Person_[abc] and Location_[xyz-_]",
                                          "Ann again, in the Annual report"};
  auto rows = EncryptedMentionTable(texts, {{"Ann", "PERSON"}, {"Paris", "LOCATION"}}, "{Type}_[{cipher}]", {});
  ASSERT_TRUE(rows) << rows.error().message();
  ASSERT_EQ(rows->size(), 2u);
  EXPECT_EQ((*rows)[0].type, "Location");
  EXPECT_EQ((*rows)[0].encrypted, 1u);
  EXPECT_EQ((*rows)[0].unencrypted, 1u);
  EXPECT_EQ((*rows)[1].type, "Person");
  EXPECT_EQ((*rows)[1].encrypted, 2u);
  EXPECT_EQ((*rows)[1].unencrypted, 2u);
  EXPECT_FALSE(EncryptedMentionTable(texts, {}, "no placeholders", {}));
}

}  // namespace
}  // namespace privtext::audit
