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

// Issue 14's two measures, worked on paper: a mention counts when half of its
// characters (code points, not bytes) are under a detection; the precision
// proxy is the share of detections on a DIRECT or QUASI mention.
TEST(EvaluateTest, HalfCoveredMentionsAndDetectionsOnIdentifiers) {
  const std::string text = "Dr Şahin Öz met Ayşe in İzmir.";
  auto at = [&](std::string_view s) { return text.find(s); };
  GoldDocument g{"d", text, {}};
  g.annotators = 1;
  g.mentions.push_back({{at("Dr"), at(" met"), "PERSON", {}, ""}, "DIRECT"});  // 11 code points
  g.mentions.push_back({{at("Ayşe"), at(" in"), "PERSON", {}, ""}, "QUASI"});   // 4 code points, 5 bytes
  g.mentions.push_back({{at("İzmir"), at("."), "LOC", {}, ""}, "NO_MASK"});
  // "Öz": 2 of 11; "Ay": 2 of 4 code points (2 of 5 bytes: half by code points only); "in" and "İzmir" on no
  // DIRECT or QUASI mention.
  std::vector<Span> pred = {{at("Öz"), at(" met"), "PERSON", 0.9, ""},
                            {at("Ayşe"), at("şe"), "PERSON", 0.9, ""},
                            {at(" in ") + 1, at(" İzmir"), "LOCATION", 0.7, ""},
                            {at("İzmir"), at("."), "LOCATION", 0.7, ""}};
  const Evaluation e = Evaluate({g}, {pred}, /*tab_categories=*/true);
  using Pair = std::pair<std::uint64_t, std::uint64_t>;
  EXPECT_EQ(e.mention_half_recall.at("DIRECT"), (Pair{0, 1}));
  EXPECT_EQ(e.mention_half_recall.at("QUASI"), (Pair{1, 1}));
  EXPECT_EQ(e.mention_half_recall.at("NO_MASK"), (Pair{1, 1}));
  EXPECT_EQ(e.mention_recall.at("QUASI"), (Pair{0, 1}));  // fully covered: no
  EXPECT_EQ(e.detections_on_identifiers, (Pair{2, 4}));
  // By entity type: PERSON, the two people (only Ayşe half covered); LOC, one
  // NO_MASK mention, so only in the every-mention column.
  EXPECT_EQ(e.masked_half_recall_by_type.at("PERSON"), (Pair{1, 2}));
  EXPECT_EQ(e.every_half_recall_by_type.at("PERSON"), (Pair{1, 2}));
  EXPECT_FALSE(e.masked_half_recall_by_type.contains("LOC"));
  EXPECT_EQ(e.every_half_recall_by_type.at("LOC"), (Pair{1, 1}));
  const std::string table = FormatEvaluation(e);
  EXPECT_NE(table.find("  PERSON         0.500 (1/2)            0.500 (1/2)\n"), std::string::npos) << table;
  EXPECT_NE(table.find("  LOC            -                      1.000 (1/1)\n"), std::string::npos) << table;
  EXPECT_EQ(EvaluationJson(e)["every_half_recall_by_type"]["LOC"]["covered"], 1);
  EXPECT_NE(table.find("recall of QUASI identifiers (half of each mention covered): 1.000 (1/1)"), std::string::npos);
  EXPECT_NE(table.find("detections on a DIRECT or QUASI mention: 0.500 (2/4)"), std::string::npos);
  EXPECT_EQ(EvaluationJson(e)["detections_on_identifiers"]["on"], 2);
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

// TAB's metrics by hand. Annotator a: PERSON (DIRECT) "Mr Galip Yalman" and
// "Yalman’s", DEM (QUASI) "Turkish", LOC (QUASI) "Ankara". Annotator b:
// PERSON (DIRECT) "Galip Yalman", LOC "Ankara" as NO_MASK. Masked: "Galip
// Yalman", "Yalman" (without the ’s) and "Ankara".
TEST(TabMetricsTest, EntityAndTokenRecallAndPrecisionOverAnnotators) {
  GoldDocument g;
  g.text = "Mr Galip Yalman, a Turkish national, lives in Ankara. Yalman\u2019s lawyer is Ali Can.";
  g.annotators = 2;
  auto at = [&](std::string_view s, std::size_t from = 0) { return g.text.find(s, from); };
  const std::size_t second = at("Yalman\u2019s");
  auto m = [](std::size_t start, std::size_t size, bool mask) { return TabEntity::Mention{start, start + size, mask}; };
  g.tab_entities = {
      {"a", "PERSON", true, true, {m(0, 15, true), m(second, std::string("Yalman\u2019s").size(), true)}},
      {"a", "DEM", false, true, {m(at("Turkish"), 7, true)}},
      {"a", "LOC", false, true, {m(at("Ankara"), 6, true)}},
      {"b", "PERSON", true, true, {m(3, 12, true)}},
      {"b", "LOC", false, false, {m(at("Ankara"), 6, false)}},
  };
  const std::vector<Span> masks = {{3, 15, "PERSON", {}, {}}, {second, second + 6, "PERSON", {}, {}},
                                   {at("Ankara"), at("Ankara") + 6, "LOCATION", {}, {}}};
  const TabMetrics t = EvaluateTab({g}, {masks});
  // "Mr" and the possessive ’s are not required: both PERSON entities count.
  EXPECT_EQ(t.entity_recall_direct.hit, 2u);
  EXPECT_EQ(t.entity_recall_direct.total, 2u);
  // "Turkish" is missed; b's NO_MASK "Ankara" is not an entity to mask.
  EXPECT_EQ(t.entity_recall_quasi.hit, 1u);
  EXPECT_EQ(t.entity_recall_quasi.total, 2u);
  // Tokens of a's PERSON: Mr (ignored word: masked), Galip, Yalman, Yalman,
  // s (a token alone is not a possessive: not masked); b's: Galip, Yalman.
  EXPECT_EQ(t.token_recall_direct.hit, 6u);
  EXPECT_EQ(t.token_recall_direct.total, 7u);
  EXPECT_EQ(t.token_recall_quasi.hit, 1u);
  EXPECT_EQ(t.token_recall_quasi.total, 2u);
  EXPECT_EQ(t.token_recall.hit, 7u);
  EXPECT_EQ(t.token_recall.total, 9u);
  EXPECT_EQ(t.token_recall_by_type.at("DEM").hit, 0u);
  EXPECT_EQ(t.token_recall_by_type.at("LOC").total, 1u);
  // Masked tokens Galip, Yalman (both annotators), Yalman (a only), Ankara
  // (a only; b's mention needs no masking): 6 of 4 × 2.
  EXPECT_DOUBLE_EQ(t.precision(), 6.0 / 8.0);
}

// Predictions are matched to the gold by id, in any order, with offsets in
// code points; a line that does not fit the gold is refused, saying where.
TEST(LoadPredictionsTest, MatchesByIdAndRefusesWhatDoesNotFit) {
  testing::TempDir dir;
  const std::vector<GoldDocument> gold = {{"a", "Şahin Yılmaz won.", {}}, {"b", "Ayşe lost.", {}}};
  auto write = [&](const std::string& text) { testing::WriteText(dir.File("p.jsonl"), text); };
  write(R"({"id":"b","text":"Ayşe lost.","entities":[{"start":0,"end":4,"type":"PERSON"}]}
{"id":"a","text":"Şahin Yılmaz won.","entities":[{"start":6,"end":12,"type":"PERSON","score":0.3}]}
)");
  auto p = LoadPredictions(dir.File("p.jsonl"), gold);
  ASSERT_TRUE(p) << p.error().message();
  ASSERT_EQ(p->size(), 2u);
  ASSERT_EQ((*p)[0].size(), 1u);
  EXPECT_EQ(gold[0].text.substr((*p)[0][0].start, (*p)[0][0].size()), "Yılmaz");
  ASSERT_EQ((*p)[1].size(), 1u);
  EXPECT_EQ(gold[1].text.substr((*p)[1][0].start, (*p)[1][0].size()), "Ayşe");
  auto refused = [&](const std::string& text) {
    write(text);
    auto r = LoadPredictions(dir.File("p.jsonl"), gold);
    return r ? std::string("accepted") : r.error().message();
  };
  const std::string a = R"({"id":"a","text":"Şahin Yılmaz won.","entities":[]})";
  const std::string b = R"({"id":"b","text":"Ayşe lost.","entities":[]})";
  EXPECT_EQ(refused(a + "\n"), dir.File("p.jsonl") + ": no line for gold document \"b\"");
  EXPECT_EQ(refused(a + "\n" + b + "\n" + a + "\n"), dir.File("p.jsonl") + ":3: document \"a\" comes twice");
  EXPECT_EQ(refused(a + "\n" + R"({"id":"c","text":"x","entities":[]})" + "\n"),
            dir.File("p.jsonl") + ":2: document \"c\" is not in the gold file");
  EXPECT_EQ(refused(R"({"id":"b","text":"Ayse lost.","entities":[]})" "\n"),
            dir.File("p.jsonl") + ":1: document \"b\": its text is not the gold document's");
  EXPECT_NE(refused(a + "\n" + R"({"id":"b","text":"Ayşe lost."})" + "\n"), "accepted");  // no entities
}

TEST(LoadGoldTest, TabFormatKeepsEveryAnnotatorsEntities) {
  testing::TempDir dir;
  testing::WriteText(dir.File("tab.json"), R"([{"doc_id":"001","text":"Şahin Yılmaz met Ali in Izmir.","annotations":{
    "a1":{"entity_mentions":[
      {"entity_type":"PERSON","start_offset":0,"end_offset":12,"identifier_type":"DIRECT","entity_id":"e1"},
      {"entity_type":"LOC","start_offset":24,"end_offset":29,"identifier_type":"NO_MASK","entity_id":"e2"},
      {"entity_type":"LOC","start_offset":24,"end_offset":29,"identifier_type":"QUASI","entity_id":"e2"}]},
    "a2":{"entity_mentions":[
      {"entity_type":"PERSON","start_offset":17,"end_offset":20,"identifier_type":"QUASI","entity_id":"e1"}]}}}])");
  auto gold = LoadGold(dir.File("tab.json"), "tab");
  ASSERT_TRUE(gold) << gold.error().message();
  const GoldDocument& g = (*gold)[0];
  EXPECT_EQ(g.annotators, 2u);
  ASSERT_EQ(g.tab_entities.size(), 3u);  // entity ids are per annotator
  EXPECT_EQ(g.tab_entities[0].annotator, "a1");
  EXPECT_TRUE(g.tab_entities[0].direct);
  const auto& first = g.tab_entities[0].mentions[0];
  EXPECT_EQ(g.text.substr(first.start, first.end - first.start), "Şahin Yılmaz");  // code points -> bytes
  // Inconsistent mentions: the entity needs masking, the NO_MASK mention not.
  EXPECT_TRUE(g.tab_entities[1].need_masking);
  EXPECT_FALSE(g.tab_entities[1].mentions[0].mask);
  EXPECT_TRUE(g.tab_entities[1].mentions[1].mask);
  EXPECT_EQ(g.tab_entities[2].annotator, "a2");
  EXPECT_EQ(g.text.substr(g.tab_entities[2].mentions[0].start, 3), "Ali");
}

}  // namespace
}  // namespace privtext::detect
