// The token-classifier recognizer (--ner bert): BIO labels of word pieces
// made into typed spans. Word-level labels come from the first piece of each
// word (the pieces after it are often labelled B- again by such models).
#include <cctype>

#include "privtext/detect.h"

namespace privtext::detect {
namespace {

// The privtext type of a model label without its B-/I- prefix ("" for O).
std::string_view TypeOf(std::string_view label) {
  if (label.starts_with("B-") || label.starts_with("I-")) label.remove_prefix(2);
  if (label == "O" || label.empty()) return "";
  if (label == "GIVEN_NAME" || label == "SURNAME" || label == "PERSON" || label == "PER") return "PERSON";
  if (label == "CITY" || label == "STATE" || label == "STREET_NAME" || label == "BUILDING_NUMBER" ||
      label == "SECONDARY_ADDRESS" || label == "ZIP_CODE" || label == "LOC" || label == "LOCATION") {
    return "LOCATION";
  }
  if (label == "ORG" || label == "ORGANIZATION") return "ORGANIZATION";
  if (label == "EMAIL") return "EMAIL_ADDRESS";
  if (label == "PHONE") return "PHONE_NUMBER";
  if (label == "URL") return "URL";
  return "CODE";  // TAX_ID, BANK_ACCOUNT, PASSPORT, ...: identifiers by number
}

bool AllSpace(std::string_view s) {
  for (const char c : s) {
    if (!std::isspace(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

bool Trimmable(char c) { return std::ispunct(static_cast<unsigned char>(c)) || std::isspace(static_cast<unsigned char>(c)); }

class TokenClassifierModel : public EntityModel {
 public:
  explicit TokenClassifierModel(std::unique_ptr<model::TokenClassifier> classifier)
      : classifier_(std::move(classifier)) {}

  Result<std::vector<Span>> Entities(std::string_view text) override {
    auto pieces = classifier_->Classify({text});
    if (!pieces) return std::unexpected(pieces.error());
    std::vector<Span> spans = TokenClassifierEntities(text, pieces->front(), classifier_->labels(), 1.0);
    for (Span& s : spans) s.score = *s.score * Calibration(s.type);
    return spans;
  }

 private:
  // The share of the Rampart model's spans that overlap a DIRECT or QUASI
  // mention on the 8 TAB tuning documents (PERSON 31/35, LOCATION 7/11, all
  // 38/46; docs/detect.md): a span's score is its mean probability times
  // this, so --min-score 0.5 keeps a PERSON the model gives more than 0.56
  // and a LOCATION more than 0.78.
  static double Calibration(std::string_view type) {
    if (type == "PERSON") return 0.89;
    if (type == "LOCATION") return 0.64;
    return 0.83;
  }

  std::unique_ptr<model::TokenClassifier> classifier_;
};

}  // namespace

std::vector<Span> TokenClassifierEntities(std::string_view text, const std::vector<model::TokenPrediction>& pieces,
                                          const std::vector<std::string>& labels, double weight) {
  struct Word {
    std::size_t start, end;
    std::string_view type;
    double score;
  };
  std::vector<Word> words;
  for (const model::TokenPrediction& p : pieces) {
    if (p.word_start || words.empty()) {
      const auto label = p.label >= 0 && static_cast<std::size_t>(p.label) < labels.size()
                             ? std::string_view(labels[static_cast<std::size_t>(p.label)])
                             : std::string_view();
      words.push_back(Word{p.start, p.end, TypeOf(label), p.score});
    } else {
      words.back().end = p.end;
    }
  }
  std::vector<Span> spans;
  double sum = 0;
  int count = 0;
  const auto close = [&] {
    if (count == 0) return;
    Span& s = spans.back();
    while (s.start < s.end && Trimmable(text[s.start])) ++s.start;
    while (s.end > s.start && Trimmable(text[s.end - 1])) --s.end;
    s.score = weight * sum / count;
    if (s.start == s.end) spans.pop_back();
    sum = 0;
    count = 0;
  };
  for (const Word& w : words) {
    const bool joins = count > 0 && w.type == spans.back().type && w.start >= spans.back().end &&
                       AllSpace(text.substr(spans.back().end, w.start - spans.back().end));
    if (!joins) close();
    if (w.type.empty()) continue;
    if (joins) {
      spans.back().end = w.end;
    } else {
      spans.push_back(Span{w.start, w.end, std::string(w.type), std::nullopt, "token_classifier"});
    }
    sum += w.score;
    ++count;
  }
  close();
  return spans;
}

std::unique_ptr<EntityModel> TokenClassifierEntityModel(std::unique_ptr<model::TokenClassifier> classifier) {
  return std::make_unique<TokenClassifierModel>(std::move(classifier));
}

}  // namespace privtext::detect
