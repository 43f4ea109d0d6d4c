#include <gtest/gtest.h>

#include "privtext/detect.h"
#include "test_util.h"

namespace privtext::detect {
namespace {

// A case worked on paper. Text: "Mr Ali Veli met Ayse in Izmir on 3 May 1990."
// Gold: PERSON "Mr Ali Veli" (DIRECT), PERSON "Ayse" (QUASI), LOC "Izmir" (QUASI),
// DATETIME "3 May 1990" (QUASI). Predicted: PERSON "Ali Veli", LOC "Izmir",
// DATETIME "May 1990", ORG "Izmir" is not predicted.
TEST(EvaluateTest, HandComputedCase) {
  const std::string text = "Mr Ali Veli met Ayse in Izmir on 3 May 1990.";
  GoldDocument g{"d", text, {}};
  g.mentions.push_back({{0, 11, "PERSON", {}, ""}, "DIRECT"});
  g.mentions.push_back({{16, 20, "PERSON", {}, ""}, "QUASI"});
  g.mentions.push_back({{24, 29, "LOC", {}, ""}, "QUASI"});
  g.mentions.push_back({{33, 43, "DATETIME", {}, ""}, "QUASI"});
  std::vector<Span> pred = {{3, 11, "PERSON", 0.9, ""}, {24, 29, "LOCATION", 0.7, ""}, {35, 43, "DATE_TIME", 0.7, ""}};
  const Evaluation e = Evaluate({g}, {pred}, /*tab_categories=*/true);
  // Exact: only LOC matches. 1 TP, 2 FP, 3 FN.
  EXPECT_EQ(e.exact.at("ALL").tp, 1u);
  EXPECT_EQ(e.exact.at("ALL").fp, 2u);
  EXPECT_EQ(e.exact.at("ALL").fn, 3u);
  // Tokens (words): gold PERSON = Mr Ali Veli Ayse (4), LOC = Izmir, DATETIME = 3 May 1990.
  // Predicted PERSON = Ali Veli (2 TP); FN: Mr, Ayse. DATETIME predicted May 1990 (2 TP), FN: 3.
  EXPECT_EQ(e.token.at("PERSON").tp, 2u);
  EXPECT_EQ(e.token.at("PERSON").fn, 2u);
  EXPECT_EQ(e.token.at("PERSON").fp, 0u);
  EXPECT_EQ(e.token.at("DATETIME").tp, 2u);
  EXPECT_EQ(e.token.at("DATETIME").fn, 1u);
  EXPECT_DOUBLE_EQ(e.token.at("ALL").recall(), 5.0 / 8.0);
  // Mentions: DIRECT "Mr Ali Veli" is covered (the title is not required);
  // QUASI: Izmir covered; Ayse and the date (the "3" is missing) not.
  EXPECT_EQ(e.mention_recall.at("DIRECT"), (std::pair<std::uint64_t, std::uint64_t>{1, 1}));
  EXPECT_EQ(e.mention_recall.at("QUASI"), (std::pair<std::uint64_t, std::uint64_t>{1, 3}));
}

TEST(LoadGoldTest, TabFormatUsesTheFirstAnnotatorAndCodePoints) {
  testing::TempDir dir;
  testing::WriteText(dir.File("tab.json"), R"([{"doc_id":"001","text":"Şahin Yılmaz won.","annotations":{
    "annotator1":{"entity_mentions":[{"entity_type":"PERSON","start_offset":0,"end_offset":12,"identifier_type":"DIRECT"}]},
    "annotator2":{"entity_mentions":[]}}}])");
  auto gold = LoadGold(dir.File("tab.json"), "tab");
  ASSERT_TRUE(gold) << gold.error().message();
  ASSERT_EQ(gold->size(), 1u);
  ASSERT_EQ((*gold)[0].mentions.size(), 1u);
  const Span& s = (*gold)[0].mentions[0].span;
  EXPECT_EQ((*gold)[0].text.substr(s.start, s.size()), "Şahin Yılmaz");
  EXPECT_EQ((*gold)[0].mentions[0].identifier_type, "DIRECT");
  testing::WriteText(dir.File("bad.json"), R"({"not":"an array"})");
  EXPECT_FALSE(LoadGold(dir.File("bad.json"), "tab"));
  EXPECT_FALSE(LoadGold(dir.File("tab.json"), "xml"));
}

}  // namespace
}  // namespace privtext::detect
