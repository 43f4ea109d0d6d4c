// privtext detect: finds personal identifiers in text. Validated patterns (one
// RE2::Set pass, then per-pattern validators such as Luhn, mod-97 and ISO 7064),
// context words that raise scores as Presidio does, rules and gazetteers for
// names, places and organisations, optional model-based NER, user deny- and
// allow-lists; overlaps resolved by score and length. Also the evaluation of
// detections against gold spans (our JSONL or the Text Anonymization
// Benchmark's JSON).
//
// Types are named as Presidio names them (PERSON, LOCATION, ORGANIZATION,
// DATE_TIME, EMAIL_ADDRESS, PHONE_NUMBER, CREDIT_CARD, IBAN_CODE, US_SSN,
// UK_NHS, UK_NINO, IP_ADDRESS, URL, NRP) plus CN_RESIDENT_ID, CODE, QUANTITY (money,
// percentages, prison sentences, sizes), AGE, OCCUPATION, MEDICAL_CONDITION
// FAMILY_STATUS (marital status, the tie between a named relative and the
// person a text is about), SEXUAL_ORIENTATION (with gender identity),
// APPEARANCE (build, hair, eyes, a beard, a tattoo) and VEHICLE (make and
// model); TabCategory() maps them to the TAB categories
// seed 004 uses.
//
// Thread-safety: a Detector is immutable after Create(); Detect() may be
// called from many threads.
#pragma once

#include <map>
#include <optional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "privtext/core.h"
#include "privtext/model.h"

namespace privtext::detect {

// ---------------------------------------------------------- validators

bool LuhnValid(std::string_view number);           // digits, spaces and dashes allowed
bool IbanValid(std::string_view iban);             // ISO 13616 mod-97, spaces allowed
bool UsSsnValid(std::string_view ssn);             // AAA-GG-SSSS, SSA's never-issued ranges excluded
bool CnResidentIdValid(std::string_view id);       // GB 11643: date and ISO 7064 MOD 11-2 check digit
bool UkNhsNumberValid(std::string_view number);    // 3-3-4 digits, one separator throughout; mod-11 check digit
bool UkNinoValid(std::string_view nino);           // HMRC's prefix letters, six digits, suffix A-D; spaces allowed
bool EsDniNieValid(std::string_view id);           // Spain's DNI (8 digits) or NIE (X/Y/Z, 7 digits): letter = number mod 23
bool IpAddressValid(std::string_view address);     // IPv4 or IPv6 (inet_pton)
bool DateValid(int year, int month, int day);

// ---------------------------------------------------------- detector

// A pattern of the user's own (an employee number, a case reference), found
// wherever it matches and scored as the built-in patterns are.
struct CustomPattern {
  // Upper-case words of letters and digits joined by '_' (EMPLOYEE_ID): the
  // encrypted token's label is made from it (EmployeeId_[...]) and read back.
  std::string type;
  // RE2 syntax, matched anywhere, across lines too; with a capturing group,
  // the first group is the detection and the rest of the match its context.
  std::string regex;
  double score = 0.85;  // before context words; from 0 to 1
  // Words among the context window's before a match that raise its score by
  // the context boost; compared case-insensitively.
  std::vector<std::string> context;
};

struct DetectorOptions {
  // Empty: all types. Each must be one of DetectableTypes(), a deny-list
  // type or a custom pattern's: a misspelt type would otherwise detect
  // nothing, silently.
  std::vector<std::string> types;
  double min_score = 0.5;
  // Extra strings always detected ("value" or "value<TAB>TYPE"; default TYPE
  // is PERSON) and strings never detected (case-insensitive).
  std::vector<std::pair<std::string, std::string>> deny_list;
  std::vector<std::string> allow_list;
  // Patterns of the user's own, beside the built-in ones.
  std::vector<CustomPattern> patterns;
  // Gazetteer folder (first_names.txt, last_names.txt, places.txt); empty:
  // $PRIVTEXT_GAZETTEERS, else the copy of data/gazetteers built into the library.
  std::string gazetteer_dir;
  // Words before a match that raise its score (Presidio's context enhancement).
  int context_window = 5;          // tokens
  double context_boost = 0.35;
};

// Reads a deny-list file ("value" or "value<TAB>TYPE" per line).
Result<std::vector<std::pair<std::string, std::string>>> ReadDenyList(const std::string& path);
Result<std::vector<std::string>> ReadAllowList(const std::string& path);
// Reads a pattern file: one pattern per line, TYPE<TAB>REGEX, then optionally
// <TAB>SCORE and <TAB>context words (separated by spaces or commas); blank
// lines and lines starting with '#' are skipped. Each pattern is checked as
// Detector::Create checks it, and an error names the file and line.
Result<std::vector<CustomPattern>> ReadPatterns(const std::string& path);

// Not copyable: owns compiled pattern sets and gazetteers (large).
class Detector {
 public:
  static Result<Detector> Create(DetectorOptions options = {});
  Detector(Detector&&) noexcept;
  ~Detector();

  // Spans in BYTE offsets with score and recognizer, sorted, non-overlapping.
  // REQUIRES: `text` is valid UTF-8.
  std::vector<Span> Detect(std::string_view text) const;
  // As Detect, of every type whatever options().types keeps: where the rules
  // found an entity of a type left out, a model's span is no gap to fill.
  std::vector<Span> DetectEveryType(std::string_view text) const;

  const DetectorOptions& options() const;

  // Every distinct value the detector finds in `texts`, sorted (SecPE's
  // secrets when the user names none).
  std::vector<std::string> DistinctValues(const std::vector<std::string>& texts) const;
  // A value the allow list names (case aside): never reported, whoever finds it.
  bool IsAllowListed(std::string_view value) const;
  // A country or a city of two million or more: a place that narrows a person
  // down to no one, scored below the default threshold wherever it is found.
  bool IsCoarsePlace(std::string_view value) const;
  // Of spans another recognizer found in `text`, those the rules would
  // report: at the threshold and of a type wanted, not a coarse place (under
  // any type) or an allow-listed value, and not words the rules judge to
  // describe no one (a law's year, the Court's own reorganisations, a case-law
  // citation, a benefit's name, one capitalised word the text also writes in
  // lower case, or one that opens a sentence, is written nowhere else and is
  // in no gazetteer).
  std::vector<Span> AdmitModelSpans(std::string_view text, std::vector<Span> spans) const;

 private:
  struct Impl;
  explicit Detector(std::unique_ptr<Impl> impl);
  std::vector<Span> Find(std::string_view text, const std::vector<std::string>& types) const;
  std::unique_ptr<Impl> impl_;
};

// Model-based NER: asks a generator for the entities of each chunk of text as
// schema-constrained JSON, then locates every returned string in the text.
Result<std::vector<Span>> ModelEntities(model::Generator& generator, std::string_view text,
                                        std::uint32_t seed = 7);

// Spans from a token classifier's word pieces: each word takes the label of
// its first piece; neighbouring words whose labels map to the same type and
// only white space apart are one span, scored by their mean probability
// times `weight`.
// Labels: GIVEN_NAME, SURNAME -> PERSON; CITY, STATE, STREET_NAME,
// BUILDING_NUMBER, SECONDARY_ADDRESS, ZIP_CODE -> LOCATION; EMAIL ->
// EMAIL_ADDRESS; PHONE -> PHONE_NUMBER; URL; other identifiers -> CODE.
std::vector<Span> TokenClassifierEntities(std::string_view text, const std::vector<model::TokenPrediction>& pieces,
                                          const std::vector<std::string>& labels, double weight);

// A model-based recognizer for DetectDocument (--ner model | bert).
class EntityModel {
 public:
  virtual ~EntityModel() = default;
  virtual Result<std::vector<Span>> Entities(std::string_view text) = 0;
  // Whether Entities may run on several threads at once; DetectDocument
  // serialises the calls of a model that may not (a llama.cpp context).
  virtual bool thread_safe() const { return false; }
};
// ModelEntities over `generator` (not owned; or owned, the second form).
std::unique_ptr<EntityModel> GenerativeEntityModel(model::Generator* generator);
std::unique_ptr<EntityModel> GenerativeEntityModel(std::unique_ptr<model::Generator> generator);
// TokenClassifierEntities over `classifier` (owned), each span's score
// calibrated by the measured precision of its type (docs/detect.md).
std::unique_ptr<EntityModel> TokenClassifierEntityModel(std::unique_ptr<model::TokenClassifier> classifier);
// `recognizer`'s entities (owned): OntoNotes labels as privtext types (PERSON,
// ORG -> ORGANIZATION, GPE/LOC/FAC -> LOCATION, DATE/TIME -> DATE_TIME, NORP ->
// NRP, MONEY/PERCENT/QUANTITY/CARDINAL -> QUANTITY; laws, ordinals, events,
// products and works left out), each scored by its probability times the
// measured precision of its label (docs/detect.md).
std::unique_ptr<EntityModel> RecognizerEntityModel(std::unique_ptr<model::EntityRecognizer> recognizer);

// The recognizer `ner` names, as `--ner` does in the CLI and `ner=` in the
// Python package: "spacy" opens a spaCy pipeline's NER (`model` empty:
// en-core-web-sm), "bert" a token classifier (rampart-ner), "model" a
// generator (gemma3-270m); "none" gives null.
Result<std::unique_ptr<EntityModel>> OpenEntityModel(std::string_view ner, std::string_view model = "",
                                                     const model::BackendOptions& backend = {});

// Replaces doc.entities with the detector's spans, merged with model NER
// when `ner` is given (calls to a `ner` that is not thread_safe() are
// serialised: such a model is used by one thread at a time).
Status DetectDocument(const Detector& detector, EntityModel* ner, Document& doc);

// Detects entities in every document of a corpus, on worker threads.
Status DetectCorpus(const Detector& detector, EntityModel* ner, CorpusReader& reader, CorpusWriter& writer,
                    const TransformOptions& options, Progress* progress);

// Keeps the best of overlapping spans: higher score first, then longer.
std::vector<Span> ResolveOverlaps(std::vector<Span> spans);

// Every type the detector and the model recognizers report (Presidio's
// names), in the order of docs/detect.md's table.
const std::vector<std::string_view>& DetectableTypes();

// The entries of a built-in gazetteer of data/gazetteers ("first_names.txt",
// "last_names.txt", "places.txt", "countries.txt", ...), sorted; empty for a
// name there is none of. Surrogates draw names and places from them.
std::vector<std::string> BuiltinGazetteerEntries(std::string_view file_name);

// PERSON -> PERSON, LOCATION -> LOC, ORGANIZATION -> ORG, DATE_TIME -> DATETIME,
// NRP, AGE, OCCUPATION, MEDICAL_CONDITION, FAMILY_STATUS, SEXUAL_ORIENTATION, APPEARANCE -> DEM,
// everything that identifies by number -> CODE; VEHICLE and unknown -> MISC.
std::string_view TabCategory(std::string_view type);

// ---------------------------------------------------------- evaluation

struct GoldMention {
  Span span;                   // byte offsets; span.type is the gold type
  std::string identifier_type; // TAB: DIRECT, QUASI, NO_MASK; empty otherwise
};

// An entity as one TAB annotator marked it: its mentions (byte offsets) and
// whether each needs masking (DIRECT or QUASI). An entity whose mentions
// disagree needs masking (TAB's evaluation.py does the same).
struct TabEntity {
  struct Mention {
    std::size_t start = 0, end = 0;
    bool mask = false;
  };
  std::string annotator;
  std::string type;          // PERSON, CODE, LOC, ORG, DEM, DATETIME, QUANTITY, MISC
  bool direct = false;       // the entity's first mention is a DIRECT identifier
  bool need_masking = false;
  std::vector<Mention> mentions;
};

struct GoldDocument {
  std::string id;
  std::string text;
  std::vector<GoldMention> mentions;  // the gold set: TAB's first annotator
  std::vector<TabEntity> tab_entities;  // TAB: every annotator's entities
  std::size_t annotators = 0;           // TAB: annotators of this document
};

// Our JSONL (entities in code points) or TAB's JSON (first annotator as the
// gold mentions, and every annotator's entities for TAB's metrics).
Result<std::vector<GoldDocument>> LoadGold(const std::string& path, std::string_view format);

// Another detector's spans for the gold documents, so that it is scored as
// privtext is: JSONL as `detect --out` writes it (id, text, and entities with
// code-point offsets; scores are not used), one line per gold document, in any
// order, matched by id. A line's text must be the gold document's, or its
// offsets would point elsewhere.
Result<std::vector<std::vector<Span>>> LoadPredictions(const std::string& path, const std::vector<GoldDocument>& gold,
                                                       const CorpusOptions& options = {});

struct Counts {
  std::uint64_t tp = 0, fp = 0, fn = 0;
  double precision() const { return tp + fp == 0 ? 0 : static_cast<double>(tp) / (tp + fp); }
  double recall() const { return tp + fn == 0 ? 0 : static_cast<double>(tp) / (tp + fn); }
  double f1() const {
    const double p = precision(), r = recall();
    return p + r == 0 ? 0 : 2 * p * r / (p + r);
  }
};

// TAB's own metrics (Pilán et al., 2022, §6, as its evaluation.py computes
// them), micro-averaged over annotators. A mention counts as masked when
// every character is covered, ignoring punctuation, spaces and the words TAB
// ignores (titles, determiners, prepositions, "no", "'s").
struct TabRatio {
  std::uint64_t hit = 0, total = 0;
  double value() const { return total == 0 ? 0 : static_cast<double>(hit) / static_cast<double>(total); }
};
struct TabMetrics {
  // Entity-level recall: an entity is protected only when all its mentions
  // that need masking are masked. ER_di (DIRECT), ER_qi (QUASI).
  TabRatio entity_recall_direct, entity_recall_quasi;
  // Token-level recall over the word tokens (\w+) of every mention of the
  // entities to mask; overall, by identifier type and by entity type.
  TabRatio token_recall, token_recall_direct, token_recall_quasi;
  std::map<std::string, TabRatio> token_recall_by_type;
  // Token-level precision with uniform token weights: each masked word token
  // scores the number of annotators who masked it, out of the document's
  // annotators. (TAB's BERT information-content weighting is not applied.)
  double precision_hits = 0, precision_total = 0;
  double precision() const { return precision_total == 0 ? 0 : precision_hits / precision_total; }
};
TabMetrics EvaluateTab(const std::vector<GoldDocument>& gold, const std::vector<std::vector<Span>>& masked);

struct Evaluation {
  std::map<std::string, Counts> exact;  // per type, plus "ALL"
  std::map<std::string, Counts> token;  // per type, plus "ALL"
  // TAB: share of gold mentions whose every word is covered by some
  // detection (of any type), by identifier type: DIRECT, QUASI.
  std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> mention_recall;  // covered, total
  // The looser measure of issue 14's table: mentions at least half of whose
  // characters some detection covers, by identifier type.
  std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> mention_half_recall;  // covered, total
  // The same by entity type (the table's PERSON ... MISC columns), over the
  // mentions to mask (DIRECT or QUASI) and over every mention: the issue does
  // not say whether its columns leave NO_MASK mentions out, so both are kept.
  std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> masked_half_recall_by_type;  // covered, total
  std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> every_half_recall_by_type;   // covered, total
  // Its precision proxy: detections that overlap a DIRECT or QUASI mention,
  // of all detections (TAB gold only).
  std::pair<std::uint64_t, std::uint64_t> detections_on_identifiers;  // on one, all
  std::optional<TabMetrics> tab;  // TAB gold: the benchmark's own metrics
};

// Scores predicted spans against gold. With `tab_categories`, predicted
// types are mapped by TabCategory() before comparison.
Evaluation Evaluate(const std::vector<GoldDocument>& gold, const std::vector<std::vector<Span>>& predicted,
                    bool tab_categories);

// A plain-text table of the evaluation, and the same as JSON.
std::string FormatEvaluation(const Evaluation& e);
nlohmann::ordered_json EvaluationJson(const Evaluation& e);

}  // namespace privtext::detect
