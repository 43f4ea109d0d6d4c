#include <cmath>

#include <gtest/gtest.h>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

TEST(SplitSentencesTest, PunctuationAndBlankLines) {
  EXPECT_EQ(SplitSentences("A b. C d!  E?\n\nF g costs 3.5 percent"),
            (std::vector<std::string>{"A b.", "C d!", "E?", "F g costs 3.5 percent"}));
  EXPECT_EQ(SplitSentences("Heading\n\nBody."), (std::vector<std::string>{"Heading", "Body."}));
  EXPECT_TRUE(SplitSentences("  ").empty());
}

// Four sentences: X in 1 and 2, Y in 1 and 4, Z in 3 and 4. X and Y share
// one sentence of four: p(XY) = p(X) p(Y), NPMI 0, weight 0.5; X and Z never
// meet (weight 0); A and B are always together (NPMI 1, weight 1).
TEST(CooccurrenceGraphTest, NpmiWorkedByHand) {
  const auto g = CooccurrenceGraph("X and Y. X alone. Z alone. Y and Z.", {"X", "Y", "Z"});
  EXPECT_DOUBLE_EQ(g.weight[0][1], 0.5);
  EXPECT_DOUBLE_EQ(g.weight[1][0], 0.5);
  EXPECT_DOUBLE_EQ(g.weight[0][2], 0.0);
  EXPECT_DOUBLE_EQ(g.weight[1][2], 0.5);
  EXPECT_DOUBLE_EQ(g.weight[0][0], 0.0);
  EXPECT_DOUBLE_EQ(CooccurrenceGraph("A met B.", {"A", "B"}).weight[0][1], 1.0);
  // Together in one of three sentences, each alone in none: PMI log 3, NPMI 1.
  EXPECT_DOUBLE_EQ(CooccurrenceGraph("A met B. Nothing. Nothing else.", {"A", "B"}).weight[0][1], 1.0);
}

// Edges 0-1 0.9, 0-2 0.7, 0-3 0.4 (pruned at 0.5), 1-2 0.6: anchor 0 gives
// {0,1} (0.9) and {0,1,2} (0.8); anchor 1 repeats them; anchor 2 adds {2,0}
// (0.7); anchor 3 has no edge left.
TEST(BuildTuplesTest, StrongestNeighboursPrunedAndDeduplicated) {
  EntityGraph g{{"a", "b", "c", "d"}, std::vector<std::vector<double>>(4, std::vector<double>(4, 0))};
  auto set = [&](int i, int j, double w) { g.weight[i][j] = g.weight[j][i] = w; };
  set(0, 1, 0.9), set(0, 2, 0.7), set(0, 3, 0.4), set(1, 2, 0.6);
  const auto t = BuildTuples(g, 0.5, 3);
  ASSERT_EQ(t.size(), 3u);
  EXPECT_EQ(t[0].members, (std::vector<std::size_t>{0, 1}));
  EXPECT_DOUBLE_EQ(t[0].strength, 0.9);
  EXPECT_EQ(t[1].members, (std::vector<std::size_t>{0, 1, 2}));
  EXPECT_DOUBLE_EQ(t[1].strength, 0.8);
  EXPECT_EQ(t[2].members, (std::vector<std::size_t>{2, 0}));
  EXPECT_DOUBLE_EQ(t[2].strength, 0.7);
  EXPECT_EQ(BuildTuples(g, 0.5, 2).size(), 2u);
  EXPECT_TRUE(BuildTuples(g, 0.95, 10).empty());
}

TEST(EntityPromptsTest, QuoteTheDocumentAndAskForVerbatimTokens) {
  const std::string doc = "Person_[abc] sued Organization_[xyz].";
  for (const auto& p : {EntityExtractionPrompt(doc, 5), AssociationPrompt(doc, "Person_[abc]", "the claim"),
                        DescriptionPrompt(doc, "Person_[abc]"), RelationPrompt(doc, {"Person_[abc]", "Organization_[xyz]"}),
                        QaPrompt(doc, 3)}) {
    EXPECT_NE(p.find(doc), std::string::npos);
    EXPECT_NE(p.find("copy the token exactly"), std::string::npos);
  }
  EXPECT_NE(AssociationPrompt(doc, "a", "b").find("causality"), std::string::npos);
  EXPECT_NE(RelationPrompt(doc, {"A", "B"}).find("A, B."), std::string::npos);
  // A description begins with its entity: the model goes on from it.
  EXPECT_TRUE(DescriptionPrompt(doc, "Person_[abc]").ends_with("\n\nDescription of Person_[abc]:\nPerson_[abc]"));
}

TEST(EntityAliasesTest, LabelsInOrderOfAppearanceAndBack) {
  const std::string doc = "Person_[Zq1] phoned Person_[Rtw] on PhoneNumber_[p9]; Person_[Rtw] lives in Location_[iQ].";
  auto type_of = [](std::string_view token) { return std::string(token.substr(0, token.find("_["))); };
  const auto aliases = EntityAliases::Make(
      doc, {"Location_[iQ]", "Person_[Rtw]", "PhoneNumber_[p9]", "Person_[Zq1]", "Person_[Rtw]"}, type_of);
  EXPECT_EQ(aliases.labels(), (std::vector<std::string>{"[Person 1]", "[Person 2]", "[Phone number 1]", "[Location 1]"}));
  EXPECT_EQ(aliases.Hide(doc), "[Person 1] phoned [Person 2] on [Phone number 1]; [Person 2] lives in [Location 1].");
  EXPECT_EQ(aliases.TokenOf("[Person 2]"), "Person_[Rtw]");
  EXPECT_EQ(aliases.TokenOf("the claim"), "the claim");

  std::string out = "[Person 2] called [Person 1] at [Phone number 1] [sic], about Article 6 [2].";
  ASSERT_TRUE(aliases.Restore(out));
  EXPECT_EQ(out, "Person_[Rtw] called Person_[Zq1] at PhoneNumber_[p9] [sic], about Article 6 [2].");
  // A label the document does not have: the model made up an entity.
  std::string invented = "[Person 1] met [Person 3] in [Location 1].";
  EXPECT_FALSE(aliases.Restore(invented));
  EXPECT_EQ(invented, "[Person 1] met [Person 3] in [Location 1].");
  std::string next = "[Location 2] is where [Person 1] works.";
  EXPECT_FALSE(aliases.Restore(next));
  // Bracketed text of a kind the document has no entity of stays as written.
  std::string other_type = "[Organization 1] employs [Person 1] under [Article 6].";
  ASSERT_TRUE(aliases.Restore(other_type));
  EXPECT_EQ(other_type, "[Organization 1] employs Person_[Zq1] under [Article 6].");
  // Without a type, a token is an Entity.
  EXPECT_EQ(EntityAliases::Make("x_[1]", {"x_[1]"}, nullptr).labels(), std::vector<std::string>{"[Entity 1]"});
}

class FilterTest : public ::testing::Test {
 protected:
  FilterTest() {
    tokens_.tokens = [](std::string_view text) {
      std::vector<std::string> out;
      for (const char* t : {"Person_[good]", "Person_[bad]", "Person_[other]"}) {
        if (text.find(t) != std::string_view::npos) out.emplace_back(t);
      }
      return out;
    };
    tokens_.classify = [](std::string_view, std::string_view text) {
      std::vector<int> out;
      if (text.find("Person_[good]") != std::string_view::npos) out.push_back(0);
      if (text.find("Person_[bad]") != std::string_view::npos) out.push_back(1);
      if (text.find("Person_[other]") != std::string_view::npos) out.push_back(2);
      return out;
    };
  }
  FilterReason F(OutputKind kind, std::string_view text, const std::vector<std::string>& expected = {},
                 const std::vector<std::string>& kept = {}) {
    return FilterOutput(doc_, kind, text, expected, kept, tokens_, [](const SourceDocument&, std::string_view t) {
      return t.find("555-0199") != std::string_view::npos   ? FilterReason::kPlaintextPii
             : t.find("555-0142") != std::string_view::npos ? FilterReason::kInventedIdentifier
                                                            : FilterReason::kKept;
    });
  }
  SourceDocument doc_{"d1", "Person_[good] paid.", {"Ann Lee", "Zoë Østergaard"}};
  TokenCheck tokens_;
};

TEST_F(FilterTest, EachReason) {
  const std::string qa = "Q: Who paid the fine? A: Person_[good] paid it in full.";
  EXPECT_EQ(F(OutputKind::kQa, qa), FilterReason::kKept);
  EXPECT_EQ(F(OutputKind::kQa, "Q: Who? A: me."), FilterReason::kOffInstruction);  // under five words
  EXPECT_EQ(F(OutputKind::kQa, "Q: Who paid? A: Person_[bad] paid the fine."), FilterReason::kBadToken);
  EXPECT_EQ(F(OutputKind::kQa, "Q: Who paid? A: Person_[other] paid the fine."), FilterReason::kOtherDocument);
  EXPECT_EQ(F(OutputKind::kQa, "Q: Who paid? A: ANN LEE paid the fine."), FilterReason::kPlaintextPii);
  // Case is folded in every script, as the bans at decoding fold it (issue 12, item 9).
  EXPECT_EQ(F(OutputKind::kQa, "Q: Who paid? A: ZOË ØSTERGAARD paid the fine."), FilterReason::kPlaintextPii);
  EXPECT_EQ(F(OutputKind::kQa, "Q: Who paid? A: zoë østergaard paid the fine."), FilterReason::kPlaintextPii);
  EXPECT_EQ(F(OutputKind::kQa, "Q: Whom to call? A: call 555-0199 for the fine."), FilterReason::kPlaintextPii);
  EXPECT_EQ(F(OutputKind::kQa, "Q: Whom to call? A: call 555-0142 for the fine."), FilterReason::kInventedIdentifier);
  // Tokens with too few words of their own between them say nothing.
  EXPECT_EQ(F(OutputKind::kDescription, "Person_[good] Person_[good]\nPerson_[good] Person_[good]\nPerson_[good] and",
              {"Person_[good]"}),
            FilterReason::kOffInstruction);
  EXPECT_EQ(F(OutputKind::kQa, "I'm sorry, but I cannot help with that request."), FilterReason::kRefusal);
  EXPECT_EQ(F(OutputKind::kQa, "Who paid the fine in the end, then?"), FilterReason::kOffInstruction);  // no answer
  EXPECT_EQ(F(OutputKind::kRelation, "Person_[good] is linked to a court case.", {"Person_[good]", "the court"}),
            FilterReason::kOffInstruction);  // names only one of the tuple
  EXPECT_EQ(F(OutputKind::kDescription, "Person_[good] is the claimant in this case.", {"Person_[good]"}),
            FilterReason::kKept);
  EXPECT_EQ(F(OutputKind::kQa, qa, {}, {"Q: Who paid the fine? A: Person_[good] paid it in full!"}),
            FilterReason::kDuplicate);
  // A text that loops on one sentence is off instruction; varied text of the same length is kept.
  std::string loop;
  for (const char* n : {"I", "II", "III", "IV", "V", "VI"}) loop += std::string(n) + ". Person_[good] and the court are members of a family.\n";
  const std::string varied = "Person_[good] paid the fine after the district court rejected his appeal. The "
                             "tribunal had found that the lease was void, and the landlord sought costs, which "
                             "were later reduced on review by a single judge.";
  EXPECT_EQ(F(OutputKind::kDescription, loop, {"Person_[good]"}), FilterReason::kOffInstruction);
  EXPECT_EQ(F(OutputKind::kDescription, varied, {"Person_[good]"}), FilterReason::kKept);
  EXPECT_EQ(FilterReasonName(FilterReason::kDuplicate), "near_duplicate");
  EXPECT_EQ(OutputKindName(OutputKind::kRelation), "relation");
}

}  // namespace
}  // namespace privtext::synth
