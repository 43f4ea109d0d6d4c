// Multiple-choice question answering by option log-likelihood (seed 000's QA
// evaluation), through the Scorer interface.
#include "privtext/audit.h"

namespace privtext::audit {
namespace {

constexpr std::string_view kQuestionField = "{question}";

}  // namespace

double MultipleChoiceEval::accuracy() const {
  return answers.empty() ? 0 : static_cast<double>(correct) / static_cast<double>(answers.size());
}

Result<MultipleChoiceEval> EvaluateMultipleChoice(model::Scorer& scorer,
                                                  const std::vector<MultipleChoiceQuestion>& questions,
                                                  const MultipleChoiceOptions& options,
                                                  const ProgressOptions& progress_options) {
  const std::size_t field = options.prompt_template.find(kQuestionField);
  if (field == std::string::npos) {
    return MakeError(ErrorCode::kInvalidArgument, "`prompt_template` must contain {question}");
  }
  MultipleChoiceEval eval;
  Progress progress("qa", questions.size(), progress_options);
  for (std::size_t q = 0; q < questions.size(); ++q) {
    const MultipleChoiceQuestion& question = questions[q];
    const std::string where = "question " + std::to_string(q + 1) + (question.id.empty() ? "" : " (" + question.id + ")");
    if (question.options.size() < 2) return MakeError(ErrorCode::kInvalidInput, where + " has fewer than two options");
    if (question.answer >= question.options.size()) {
      return MakeError(ErrorCode::kInvalidInput, where + ": the answer index is past its options");
    }
    std::string prompt = options.prompt_template;
    prompt.replace(field, kQuestionField.size(), question.question);
    MultipleChoiceAnswer answer;
    for (const auto& option : question.options) {
      auto scored = scorer.Score(prompt, " " + option);
      if (!scored) return MakeError(scored.error().code(), where + ": " + scored.error().message());
      double score = scored->total_logprob;
      if (options.per_token && !scored->tokens.empty()) score /= static_cast<double>(scored->tokens.size());
      if (answer.scores.empty() || score > answer.scores[answer.chosen]) answer.chosen = answer.scores.size();
      answer.scores.push_back(score);
    }
    answer.correct = answer.chosen == question.answer;
    eval.correct += answer.correct;
    eval.answers.push_back(std::move(answer));
    progress.Add();
  }
  progress.Finish();
  return eval;
}

}  // namespace privtext::audit
