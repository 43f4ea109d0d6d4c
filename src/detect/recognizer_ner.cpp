// The entity recognizer's NER (--ner spacy): a spaCy pipeline's
// OntoNotes labels as privtext types, each span scored by the decoder's
// probability times the precision measured for its label (docs/detect.md).
#include <cctype>

#include "privtext/detect.h"

namespace privtext::detect {
namespace {

// The type of an OntoNotes label, and its calibration: of the label's spans
// (en_core_web_sm) on the eight tuning documents of TAB's shared sample, the
// share that overlap a DIRECT or QUASI mention of the first annotator,
// smoothed as (overlapping + 1) / (spans + 2) so that a label seen a few times
// is neither trusted nor silenced outright (DATE 151 of 163, PERSON 30/37,
// GPE 9/29, CARDINAL 11/57, ORG 25/194, MONEY 2/2, PERCENT 1/1, FAC 1/4,
// NORP 0/7, TIME 0/2; QUANTITY, LOC and LANGUAGE unseen). Laws, ordinals,
// events, products and works of art identify nobody: "" drops them.
struct LabelCalibration {
  std::string_view label, type;
  double precision;
};
// clang-format off
constexpr LabelCalibration kCalibration[] = {
    {"DATE", "DATE_TIME", 152.0 / 165},  {"PERSON", "PERSON", 31.0 / 39},   {"MONEY", "QUANTITY", 3.0 / 4},
    {"PERCENT", "QUANTITY", 2.0 / 3},    {"QUANTITY", "QUANTITY", 1.0 / 2}, {"LOC", "LOCATION", 1.0 / 2},
    {"LANGUAGE", "NRP", 1.0 / 2},        {"FAC", "LOCATION", 2.0 / 6},      {"GPE", "LOCATION", 10.0 / 31},
    {"TIME", "DATE_TIME", 1.0 / 4},      {"CARDINAL", "QUANTITY", 12.0 / 59}, {"ORG", "ORGANIZATION", 26.0 / 196},
    {"NORP", "NRP", 1.0 / 9},            {"EVENT", "", 0},                  {"LAW", "", 0},
    {"ORDINAL", "", 0},                  {"PRODUCT", "", 0},                {"WORK_OF_ART", "", 0},
};
// clang-format on

const LabelCalibration* Calibration(std::string_view label) {
  for (const LabelCalibration& c : kCalibration) {
    if (c.label == label) return &c;
  }
  return nullptr;
}

// A date with no number in it ("the same day", "the following week", "the
// early hours", "March") dates nothing a reader could look up: on the tuning
// documents none of the model's six such spans was an identifier, while its
// durations written in words ("three years", "nine months") were, 11 of 13.
bool HasNumber(std::string_view text) {
  static constexpr std::string_view kNumbers[] = {
      "one",     "two",     "three",     "four",     "five",     "six",      "seven",
      "eight",   "nine",    "ten",       "eleven",   "twelve",   "thirteen", "fourteen",
      "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",   "thirty",
      "forty",   "fifty",   "sixty",     "seventy",  "eighty",   "ninety",   "hundred"};
  std::string word;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const char c = i < text.size() ? text[i] : ' ';
    if (std::isdigit(static_cast<unsigned char>(c))) return true;
    if (std::isalpha(static_cast<unsigned char>(c))) {
      word.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
      continue;
    }
    for (const std::string_view n : kNumbers) {
      if (word == n) return true;
    }
    word.clear();
  }
  return false;
}

class RecognizerModel : public EntityModel {
 public:
  explicit RecognizerModel(std::unique_ptr<model::EntityRecognizer> recognizer)
      : recognizer_(std::move(recognizer)) {}

  Result<std::vector<Span>> Entities(std::string_view text) override {
    std::vector<Span> spans;
    for (const model::RecognizedEntity& e : recognizer_->Recognize(text)) {
      const LabelCalibration* c = Calibration(e.label);
      if (c == nullptr || c->type.empty()) continue;
      if (c->type == "DATE_TIME" && !HasNumber(text.substr(e.start, e.end - e.start))) continue;
      spans.push_back(
          Span{e.start, e.end, std::string(c->type), e.score * c->precision, "spacy_ner"});
    }
    return spans;
  }
  bool thread_safe() const override { return true; }

 private:
  std::unique_ptr<model::EntityRecognizer> recognizer_;
};

}  // namespace

std::unique_ptr<EntityModel> RecognizerEntityModel(
    std::unique_ptr<model::EntityRecognizer> recognizer) {
  return std::make_unique<RecognizerModel>(std::move(recognizer));
}

}  // namespace privtext::detect
