// audit::EvaluateMultipleChoice with a scripted Scorer that knows which
// option follows which prompt: the chosen option, ties, per-token scores,
// the prompt template and bad questions.
#include <map>

#include <gtest/gtest.h>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

// Scores a continuation by a table keyed on (prompt, continuation); one
// token per word of the continuation, the table's score split evenly.
class TableScorer : public model::Scorer {
 public:
  Result<model::ScoredText> Score(std::string_view prefix, std::string_view text) override {
    calls.emplace_back(std::string(prefix) + "|" + std::string(text));
    auto it = table.find({std::string(prefix), std::string(text)});
    if (it == table.end()) return MakeError(ErrorCode::kInternal, "no score for this option");
    model::ScoredText out;
    std::size_t words = 0;
    for (char c : text) words += c == ' ';
    for (std::size_t i = 0; i < words; ++i) out.tokens.push_back({"w", it->second / static_cast<double>(words), false});
    out.total_logprob = it->second;
    return out;
  }
  std::map<std::pair<std::string, std::string>, double> table;
  std::vector<std::string> calls;
};

TEST(MultipleChoiceTest, PicksTheMostLikelyOptionAfterTheFilledTemplate) {
  TableScorer s;
  const std::string p1 = "Q: Where does Ann live?\nA:", p2 = "Q: Who judged?\nA:";
  s.table = {{{p1, " Lyon"}, -3.0}, {{p1, " Graz"}, -1.5}, {{p1, " Rome"}, -2.0},
             {{p2, " Judge Smith"}, -4.0}, {{p2, " Judge Brown of Leeds"}, -5.0}};
  MultipleChoiceOptions o;
  o.prompt_template = "Q: {question}\nA:";
  auto e = EvaluateMultipleChoice(s, {{"a", "Where does Ann live?", {"Lyon", "Graz", "Rome"}, 1},
                                      {"b", "Who judged?", {"Judge Smith", "Judge Brown of Leeds"}, 1}},
                                  o);
  ASSERT_TRUE(e) << e.error().message();
  ASSERT_EQ(e->answers.size(), 2u);
  EXPECT_EQ(e->answers[0].chosen, 1u);
  EXPECT_TRUE(e->answers[0].correct);
  EXPECT_EQ(e->answers[0].scores, (std::vector<double>{-3.0, -1.5, -2.0}));
  EXPECT_EQ(e->answers[1].chosen, 0u);  // -4 > -5 in total ...
  EXPECT_FALSE(e->answers[1].correct);
  EXPECT_EQ(e->correct, 1u);
  EXPECT_DOUBLE_EQ(e->accuracy(), 0.5);
  EXPECT_EQ(s.calls.front(), p1 + "| Lyon");

  // ... but per token, -4/2 = -2 < -5/4 = -1.25: the longer option wins.
  o.per_token = true;
  auto per_token = EvaluateMultipleChoice(s, {{"b", "Who judged?", {"Judge Smith", "Judge Brown of Leeds"}, 1}}, o);
  ASSERT_TRUE(per_token);
  EXPECT_EQ(per_token->answers[0].chosen, 1u);
  EXPECT_DOUBLE_EQ(per_token->answers[0].scores[1], -1.25);
  EXPECT_DOUBLE_EQ(per_token->accuracy(), 1.0);
}

TEST(MultipleChoiceTest, ATieGoesToTheEarlierOption) {
  TableScorer s;
  const std::string p = "Question: q\nAnswer:";  // the default template
  s.table = {{{p, " x"}, -2.0}, {{p, " y"}, -1.0}, {{p, " z"}, -1.0}};
  auto e = EvaluateMultipleChoice(s, {{"", "q", {"x", "y", "z"}, 2}});
  ASSERT_TRUE(e) << e.error().message();
  EXPECT_EQ(e->answers[0].chosen, 1u);
  EXPECT_EQ(e->correct, 0u);
}

TEST(MultipleChoiceTest, BadQuestionsAndTemplatesAreRefusedWithWhere) {
  TableScorer s;
  s.table = {{{"Question: q\nAnswer:", " x"}, -1.0}};
  auto one_option = EvaluateMultipleChoice(s, {{"q7", "q", {"x"}, 0}});
  ASSERT_FALSE(one_option);
  EXPECT_EQ(one_option.error().message(), "question 1 (q7) has fewer than two options");
  auto past = EvaluateMultipleChoice(s, {{"", "q", {"x", "y"}, 2}});
  ASSERT_FALSE(past);
  EXPECT_EQ(past.error().message(), "question 1: the answer index is past its options");
  auto scorer_error = EvaluateMultipleChoice(s, {{"q9", "q", {"x", "y"}, 0}});
  ASSERT_FALSE(scorer_error);
  EXPECT_EQ(scorer_error.error().message(), "question 1 (q9): no score for this option");
  MultipleChoiceOptions o;
  o.prompt_template = "no field";
  EXPECT_FALSE(EvaluateMultipleChoice(s, {{"", "q", {"x", "y"}, 0}}, o));
}

}  // namespace
}  // namespace privtext::audit
