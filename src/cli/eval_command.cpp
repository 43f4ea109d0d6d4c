// privtext eval: how well a model predicts held-out text (perplexity, bits
// per byte, next-token accuracy), for comparing models trained on private,
// synthetic or protected data (audit::EvaluateLanguageModel); and, with
// --qa, multiple-choice accuracy by option log-likelihood, with --keyset
// for a model trained on an encrypted corpus (audit::EvaluateMultipleChoice).
#include "command_util.h"
#include "detect_flags.h"
#include "model_flags.h"
#include "privtext/audit.h"

namespace privtext::cli {
namespace {

struct QaFlags {
  std::string path;
  std::string keyset;
  std::string token_template = std::string(protect::TokenFormat::kDefaultTemplate);
  std::string normalize = "exact";
  bool detect = false;
  DetectFlags detector;
  audit::MultipleChoiceOptions options;
};

struct EvalFlags {
  ModelFlags model;
  CorpusFlags corpus;
  std::string in, out = "-";
  std::size_t documents = 0;
  audit::LanguageModelEvalOptions options;
  QaFlags qa;
};

int RunLanguageModel(const EvalFlags& f) {
  auto texts = ReadCorpusTexts(f.in, f.corpus.ToOptions());
  if (!texts) return ReportError(texts.error());
  if (f.documents > 0 && texts->size() > f.documents) texts->resize(f.documents);
  auto scorer = model::OpenScorer(f.model.model, f.model.backend);
  if (!scorer) return ReportError(scorer.error());
  auto eval = audit::EvaluateLanguageModel(**scorer, *texts, f.options, f.corpus.ToProgress());
  if (!eval) return ReportError(eval.error());
  const Json out = {{"eval", "language_model"},
                    {"model", f.model.model},
                    {"documents", eval->documents},
                    {"chunks", eval->chunks},
                    {"tokens", eval->tokens},
                    {"bytes", eval->bytes},
                    {"perplexity", eval->perplexity()},
                    {"bits_per_byte", eval->bits_per_byte()},
                    {"next_token_accuracy", eval->next_token_accuracy()}};
  return WriteJson(f.out, out);
}

// One question line: {"id", "question", "options": [...], "answer": index or
// the text of the right option, "identifiers": [{"value", "type"}]}.
struct QuestionLine {
  audit::MultipleChoiceQuestion question;
  std::vector<protect::Mention> identifiers;
};

Result<QuestionLine> ParseQuestion(const Document& doc, const std::string& path) {
  const std::string where = path + ":" + std::to_string(doc.line) + ": ";
  auto fields = DocumentFields(doc);
  if (!fields) return std::unexpected(fields.error());
  QuestionLine q;
  q.question.id = doc.id;
  q.question.question = doc.text;
  const Json& options = (*fields)["options"];
  if (!options.is_array() || options.size() < 2) {
    return MakeError(ErrorCode::kInvalidInput, where + "\"options\" must be an array of at least two strings");
  }
  for (const auto& o : options) {
    if (!o.is_string()) return MakeError(ErrorCode::kInvalidInput, where + "every option must be a string");
    q.question.options.push_back(o.get<std::string>());
  }
  const Json& answer = (*fields)["answer"];
  if (answer.is_number_unsigned() && answer.get<std::size_t>() < options.size()) {
    q.question.answer = answer.get<std::size_t>();
  } else if (answer.is_string()) {
    auto it = std::find(q.question.options.begin(), q.question.options.end(), answer.get<std::string>());
    if (it == q.question.options.end()) {
      return MakeError(ErrorCode::kInvalidInput, where + "\"answer\" is none of the options");
    }
    q.question.answer = static_cast<std::size_t>(it - q.question.options.begin());
  } else {
    return MakeError(ErrorCode::kInvalidInput,
                     where + "\"answer\" must be an option's index (from 0) or its text");
  }
  if (fields->contains("identifiers")) {
    const Json& ids = (*fields)["identifiers"];
    if (!ids.is_array()) return MakeError(ErrorCode::kInvalidInput, where + "\"identifiers\" must be an array");
    for (const auto& m : ids) {
      if (!m.is_object() || !m.contains("value") || !m["value"].is_string() || !m.contains("type") ||
          !m["type"].is_string()) {
        return MakeError(ErrorCode::kInvalidInput,
                         where + "each identifier must be {\"value\": string, \"type\": string}");
      }
      q.identifiers.push_back({m["value"].get<std::string>(), m["type"].get<std::string>()});
    }
  }
  return q;
}

// Adds what the detector finds in the question and in each option to the
// line's identifiers, so that a model trained on a corpus that `protect`
// encrypted is asked with the tokens it was trained on. A value listed in
// the line keeps its listed type.
void AddDetectedIdentifiers(const detect::Detector& detector, QuestionLine& q) {
  auto add = [&](const std::string& text) {
    for (const Span& s : detector.Detect(text)) {
      std::string value = text.substr(s.start, s.size());
      const bool known = std::any_of(q.identifiers.begin(), q.identifiers.end(),
                                     [&](const protect::Mention& m) { return m.value == value; });
      if (!known) q.identifiers.push_back({std::move(value), s.type});
    }
  };
  add(q.question.question);
  for (const auto& option : q.question.options) add(option);
}

// The question as the model is asked it: its identifiers, in the question
// and in every option, replaced by their tokens.
Result<audit::MultipleChoiceQuestion> EncryptQuestion(const protect::EntityEncryptor& encryptor,
                                                      const QuestionLine& q) {
  audit::MultipleChoiceQuestion out = q.question;
  auto question = protect::EncryptMentions(encryptor, out.question, q.identifiers);
  if (!question) return std::unexpected(question.error());
  out.question = std::move(*question);
  for (auto& option : out.options) {
    auto encrypted = protect::EncryptMentions(encryptor, option, q.identifiers);
    if (!encrypted) return std::unexpected(encrypted.error());
    option = std::move(*encrypted);
  }
  return out;
}

int RunQa(const EvalFlags& f) {
  CorpusOptions corpus = f.corpus.ToOptions();
  corpus.text_field = "question";
  auto docs = ReadCorpus(f.qa.path, corpus);
  if (!docs) return ReportError(docs.error());
  if (f.documents > 0 && docs->size() > f.documents) docs->resize(f.documents);
  std::vector<QuestionLine> lines;
  for (const auto& doc : *docs) {
    auto q = ParseQuestion(doc, f.qa.path);
    if (!q) return ReportError(q.error());
    lines.push_back(std::move(*q));
  }
  std::size_t detected = 0;
  if (f.qa.detect) {
    auto detector = f.qa.detector.MakeDetector();
    if (!detector) return ReportError(detector.error());
    for (auto& q : lines) {
      const std::size_t listed = q.identifiers.size();
      AddDetectedIdentifiers(*detector, q);
      detected += q.identifiers.size() - listed;
    }
  }
  // `questions` are asked; under --keyset they are the encrypted copies of
  // lines[i].question, which keep the plaintext.
  std::vector<audit::MultipleChoiceQuestion> questions;
  std::optional<protect::EntityDecryptor> decryptor;
  if (!f.qa.keyset.empty()) {
    auto keyset = protect::Keyset::Load(f.qa.keyset);
    if (!keyset) return ReportError(keyset.error());
    auto encryptor = MakeEncryptor(*keyset, f.qa.token_template, f.qa.normalize);
    if (!encryptor) return ReportError(encryptor.error());
    for (const auto& q : lines) {
      auto encrypted = EncryptQuestion(*encryptor, q);
      if (!encrypted) return ReportError(encrypted.error());
      questions.push_back(std::move(*encrypted));
    }
    auto d = protect::EntityDecryptor::Create(*keyset, {f.qa.token_template});
    if (!d) return ReportError(d.error());
    decryptor.emplace(std::move(*d));
  } else {
    for (const auto& q : lines) questions.push_back(q.question);
  }

  auto scorer = model::OpenScorer(f.model.model, f.model.backend);
  if (!scorer) return ReportError(scorer.error());
  auto eval = audit::EvaluateMultipleChoice(**scorer, questions, f.qa.options, f.corpus.ToProgress());
  if (!eval) return ReportError(eval.error());

  // Per question: the model's answer as it chose it (ciphertext under
  // --keyset) and as the key holder reads it, decrypted. The output holds
  // the questions' plaintext: it is written 0600, like every output.
  Json answers = Json::array();
  std::size_t restored = 0, failed = 0;
  for (std::size_t i = 0; i < questions.size(); ++i) {
    const auto& a = eval->answers[i];
    Json row = {{"id", questions[i].id}, {"chosen", a.chosen}, {"correct", a.correct}, {"scores", a.scores}};
    if (decryptor) {
      Document doc;
      doc.id = questions[i].id;
      doc.text = questions[i].options[a.chosen];
      protect::DecryptStats stats;
      if (auto st = decryptor->DecryptDocument(doc, nullptr, nullptr, &stats); !st) return ReportError(st.error());
      for (const auto& [status, n] : stats.tokens) (protect::IsRestored(status) ? restored : failed) += n;
      row["answer"] = doc.text;
      row["decrypted_matches_option"] = doc.text == lines[i].question.options[a.chosen];
    } else {
      row["answer"] = questions[i].options[a.chosen];
    }
    answers.push_back(std::move(row));
  }
  Json out = {{"eval", "multiple_choice"},
              {"model", f.model.model},
              {"questions", questions.size()},
              {"correct", eval->correct},
              {"accuracy", eval->accuracy()},
              {"encrypted_questions", decryptor.has_value()},
              {"per_token", f.qa.options.per_token}};
  if (f.qa.detect) out["identifiers_detected"] = detected;
  if (decryptor) out["answer_tokens"] = {{"restored", restored}, {"failed", failed}};
  out["answers"] = std::move(answers);
  return WriteJson(f.out, out);
}

}  // namespace

void AddEvalCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<EvalFlags>();
  CLI::App* cmd = app.add_subcommand(
      "eval", "Perplexity, bits per byte and next-token accuracy of a model on held-out text; "
              "multiple-choice QA accuracy with --qa");
  f->model.AddTo(cmd, "gemma3-270m");
  auto* in = cmd->add_option("--in", f->in, "held-out JSONL (or text with --text-field)");
  auto* qa = cmd->add_option("--qa", f->qa.path,
                             "questions JSONL: {\"id\", \"question\", \"options\": [...], \"answer\": index or text, "
                             "\"identifiers\": [{\"value\", \"type\"}]}");
  in->excludes(qa);
  cmd->add_option("--documents", f->documents, "use only the first N documents or questions (0: all)")
      ->capture_default_str();
  cmd->add_option("--chunk-bytes", f->options.chunk_bytes, "longest piece of text scored at once")->capture_default_str();
  cmd->add_option("--keyset", f->qa.keyset,
                  "with --qa: encrypt each question's identifiers (and options) with this keyset, as the model's "
                  "training corpus was, and decrypt the chosen answer");
  cmd->add_flag("--detect", f->qa.detect,
               "with --keyset: also encrypt what the detector finds in each question and option (for a model "
               "trained on `protect` output); --types, --min-score, --deny-list, --allow-list as in detect");
  f->qa.detector.AddRulesTo(cmd);
  cmd->add_option("--template", f->qa.token_template, "with --keyset: token template")->capture_default_str();
  cmd->add_option("--normalize", f->qa.normalize, "with --keyset: normalisation used when the corpus was encrypted")
      ->capture_default_str();
  cmd->add_option("--prompt", f->qa.options.prompt_template, "with --qa: prompt, {question} replaced")
      ->capture_default_str();
  cmd->add_flag("--per-token", f->qa.options.per_token, "with --qa: compare options by mean log-probability per token");
  AddJsonOut(cmd, &f->out);
  f->corpus.AddTo(cmd, /*with_entities=*/false, /*with_threads=*/false);
  cmd->callback([f, runner, in, qa] {
    if (in->count() == 0 && qa->count() == 0) throw CLI::RequiredError("--in or --qa");
    if (qa->count() == 0 && !f->qa.keyset.empty()) throw CLI::ValidationError("--keyset", "needs --qa");
    if (f->qa.detect && f->qa.keyset.empty()) throw CLI::ValidationError("--detect", "needs --qa and --keyset");
    *runner = [f] { return f->qa.path.empty() ? RunLanguageModel(*f) : RunQa(*f); };
  });
}

}  // namespace privtext::cli
