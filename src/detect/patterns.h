// Internal: the validated pattern recognizers.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <absl/container/flat_hash_set.h>
#include <re2/re2.h>
#include <re2/set.h>

#include "privtext/detect.h"

namespace privtext::detect::internal {

// A set of words asked about for every word of every text: open addressing
// (Abseil's), which keeps the probes in one cache line; std::unordered_set's
// buckets and nodes made its lookups a fifth of the pattern path. Debian's
// Abseil has its own string_view, so std::string_view would be hashed by
// std::hash; the hash is Abseil's.
struct WordHash {
  std::size_t operator()(std::string_view s) const {
    return absl::Hash<absl::string_view>{}(absl::string_view(s.data(), s.size()));
  }
};
// Most words asked about are not in the set, and most sets are small: the
// first bytes and the lengths of its words, kept as bit masks, turn most of
// them away before the hash is computed.
class WordSet {
 public:
  WordSet() = default;
  WordSet(std::initializer_list<std::string_view> words) { insert(words.begin(), words.end()); }
  template <class It>
  void insert(It first, It last) {
    for (; first != last; ++first) insert(std::string_view(*first));
  }
  void insert(std::string_view word) {
    if (word.empty()) {
      has_empty_ = true;
    } else {
      const auto c = static_cast<unsigned char>(word[0]);
      first_bytes_[c >> 6] |= std::uint64_t{1} << (c & 63);
      lengths_ |= LengthBit(word.size());
    }
    set_.insert(word);
  }
  bool contains(std::string_view word) const {
    if (word.empty()) return has_empty_;
    const auto c = static_cast<unsigned char>(word[0]);
    return (first_bytes_[c >> 6] >> (c & 63) & 1) != 0 && (lengths_ & LengthBit(word.size())) != 0 &&
           set_.contains(word);
  }
  void clear() {
    set_.clear();
    std::fill(std::begin(first_bytes_), std::end(first_bytes_), 0);
    lengths_ = 0;
    has_empty_ = false;
  }
  void reserve(std::size_t n) { set_.reserve(n); }
  bool empty() const { return set_.empty(); }
  auto begin() const { return set_.begin(); }
  auto end() const { return set_.end(); }

 private:
  static std::uint64_t LengthBit(std::size_t n) { return std::uint64_t{1} << std::min<std::size_t>(n, 63); }

  absl::flat_hash_set<std::string_view, WordHash> set_;
  std::uint64_t first_bytes_[4] = {};
  std::uint64_t lengths_ = 0;  // bit n: a word of n bytes (63: of 63 or more)
  bool has_empty_ = false;
};

enum class Validator {
  kNone, kLuhn, kIban, kSsn, kNhs, kNino, kEsId, kCnId, kIp, kPhone, kNumericDate, kIsoDate, kFollowingYear, kMedicalTerm,
  kLabelledIdentifier, kSlashAcronym, kNotAPersonsTitle, kNotADogBreed, kNotACarMaker, kWalletAddress,
  kSignatureName, kNotARole
};

struct PatternDef {
  std::string type;
  std::string recognizer;
  // With a capturing group, the group is the detection and the rest of the
  // match is context it needs ("worked as a (teacher)").
  std::string regex;
  double score;                      // before context words
  std::vector<std::string> context;  // lower-case words that raise the score
  Validator validator;
};

struct Candidate {
  std::size_t start, end;  // bytes
  const PatternDef* def;
};

// Quasi-identifiers TAB's annotators mask that are not names or codes:
// QUANTITY (money, percentages, prison sentences), the demographic
// attributes (AGE, NRP, OCCUPATION, MEDICAL_CONDITION, FAMILY_STATUS,
// SEXUAL_ORIENTATION, APPEARANCE: TAB's DEM) and VEHICLE (TAB's MISC). Written
// from general vocabularies, never from evaluation documents.
std::vector<PatternDef> QuasiIdentifierPatterns();
// The job given at `pos`, right after a name and its comma ("Mr Güler, former
// mayor of the district"): [start, end) of "former mayor". Not a
// representative's or judge's profession ("Mr Demir, a lawyer practising
// in ..."): TAB leaves those unmasked.
std::optional<std::pair<std::size_t, std::size_t>> OccupationAfter(std::string_view text, std::size_t pos);
// A relative's kinship word right after a name and its comma ("Ms K., the
// first applicant's grandmother,"): [start, end) of "grandmother".
std::optional<std::pair<std::size_t, std::size_t>> KinshipAfter(std::string_view text, std::size_t pos);
// A kinship word and its comma right before `pos`, where a name (or its
// title) starts ("Ms K.'s son, Mr J."): [start, end) of "son".
std::optional<std::pair<std::size_t, std::size_t>> KinshipBefore(std::string_view text, std::size_t pos);
// An organisation named at `pos`, right after the word for its kind and a
// comma ("an illegal armed organisation, the Dev-Yol (Revolutionary Way)"),
// when the name cannot be a common word: hyphenated or upper-case, or glossed
// in brackets. [start, end) of the name.
std::optional<std::pair<std::size_t, std::size_t>> OrganisationNamedAt(std::string_view text, std::size_t pos);

// Calls fn(start, end) for each non-empty match of `re` in input[from, to),
// in bytes of `input`: its first capturing group when it has one and the
// group took part, else the whole match.
template <class Fn>
void ForEachMatch(const RE2& re, re2::StringPiece input, std::size_t from, std::size_t to, Fn fn) {
  const int groups = re.NumberOfCapturingGroups() > 0 ? 2 : 1;
  re2::StringPiece match[2];
  for (std::size_t pos = from; pos <= to && re.Match(input, pos, to, RE2::UNANCHORED, match, groups);) {
    const std::size_t match_end = static_cast<std::size_t>(match[0].data() - input.data()) + match[0].size();
    if (match[0].empty()) {  // try again a code point on
      for (pos = match_end + 1; pos < to && utf8::IsContinuation(input[pos]);) ++pos;
      continue;
    }
    const re2::StringPiece& found = groups == 2 && match[1].data() != nullptr ? match[1] : match[0];
    const std::size_t start = static_cast<std::size_t>(found.data() - input.data());
    if (!found.empty()) fn(start, start + found.size());
    pos = match_end;
  }
}

// Whether every match of `regex` (RE2 syntax) lies within one line: nothing
// in it can match U+000A. Errs towards false.
bool StaysOnOneLine(std::string_view regex);

// The class name of the \p escape at text[i] == '\\' ("L" for both \pL and
// \p{L}; "" when the text ends there) and the index after it; nullopt when
// its brace is not closed.
std::optional<std::pair<std::string_view, std::size_t>> PropertyClassAt(std::string_view text, std::size_t i);

// `regex` (RE2 syntax) with \p{L}, \p{Lu}, \p{Ll}, \p{N} and \p{Nd}
// (\pL, \pN) widened to their ASCII part and every code point from U+0080,
// except in negated classes: it matches wherever `regex` matches, and
// compiles to a few instructions per class instead of hundreds.
std::string WidenUnicodeClasses(std::string_view regex);

// `s` with its ASCII letters in lower case.
std::string AsciiLower(std::string_view s);

// RE2's options for every pattern: a larger memory budget, and errors
// returned, not logged.
RE2::Options PatternOptions();

// All built-in patterns compiled once into an RE2::Set. Not copyable. Every
// pattern stays on one line, so the set runs over blocks of whole lines and
// each pattern it reports is searched for in those blocks only, not in the
// whole text (a judgment's ~25 patterns each read all of it). The set holds
// the patterns widened (WidenUnicodeClasses), their own regexes are exact.
class PatternSet {
 public:
  PatternSet();
  PatternSet(const PatternSet&) = delete;
  PatternSet& operator=(const PatternSet&) = delete;
  // Appends every validated match.
  void Find(std::string_view text, std::vector<Candidate>* out) const;

 private:
  struct Compiled {
    std::once_flag once;
    std::unique_ptr<RE2> re;
  };
  const RE2& Regex(std::size_t i) const;
  void FindIn(re2::StringPiece input, std::size_t from, std::size_t to, std::size_t pattern,
              std::vector<Candidate>* out) const;

  std::vector<PatternDef> defs_;
  RE2::Set set_;
  std::unique_ptr<Compiled[]> compiled_;  // filled on first use, from any thread
};

// The user's own patterns (DetectorOptions::patterns), each compiled and
// searched for over the whole text: unlike the built-in ones they may match
// across lines, and a corpus has few of them.
class CustomPatternSet {
 public:
  // An error names the pattern by its index and type.
  static Result<std::unique_ptr<CustomPatternSet>> Compile(const std::vector<CustomPattern>& patterns);
  // Appends every match.
  void Find(std::string_view text, std::vector<Candidate>* out) const;
  bool HasType(std::string_view type) const;

 private:
  CustomPatternSet() = default;
  std::vector<PatternDef> defs_;  // context words lower-cased; Candidates point here
  std::vector<std::unique_ptr<RE2>> regexes_;
};
// Why `pattern` cannot be used ("" when it can).
std::string CustomPatternProblem(const CustomPattern& pattern);

// Word tokens (letters, digits, inner apostrophes/hyphens; initials keep
// their dot) with byte offsets, for name rules and context words.
struct Token {
  std::size_t start, end;
  std::string_view text;
  bool capitalized;  // first code point is an upper-case letter
  bool initial;      // like "S." or "H.Ç."
  bool name_word;    // can be a name's word: capitalised and no stop word, or an initial
};
std::vector<Token> Tokenize(std::string_view text);
// The text between token a and a later token b (" ", ", ", "-", " and ", ...).
inline std::string_view Between(std::string_view text, const Token& a, const Token& b) {
  return text.substr(a.end, b.start - a.end);
}
// Capitalised words that never belong to a name (The, Court, January, ...).
bool IsStopWord(std::string_view word);
bool IsTitle(std::string_view word);  // Mr, Mrs, Dr, Judge, ...
bool IsRank(std::string_view word);   // Captain, Inspector, DC, PC, Sgt, ...
// Whether a word heads a job's title ("Consultant", "adviser", "Neurologist",
// "Psychiatrist"), in any case.
bool NamesAJob(std::string_view word);
// Whether a word is an academic degree's letters ("BSc", "LLB", "PhD").
bool IsDegree(std::string_view word);
bool IsUpper(char32_t c);               // an upper-case letter (Unicode Lu)
// A word without its possessive ending: "Prosecutor’s" -> "Prosecutor".
std::string_view WithoutPossessive(std::string_view w);
// Where a token ends without its possessive: "Warsaw's" ends after "Warsaw".
inline std::size_t EndWithoutPossessive(const Token& t) { return t.start + WithoutPossessive(t.text).size(); }

// Organisations named by an acronym (acronyms.cpp): every bare mention of an
// acronym that a detected organisation spells out, or that the text calls
// "the X" twice, not a generic body or a law. Spans not already covered.
std::vector<Span> OrganisationAcronyms(std::string_view text, const std::vector<Token>& tokens,
                                       const std::vector<Span>& spans);
// Whether an acronym is a body's that identifies no one ("CPT", "UNHCR", "NHS").
bool IsGenericAcronym(std::string_view word);

// The score of a country or a city of two million or more (and, in a
// judgment, of the respondent State's nationality): below the default
// `min_score` (0.5), so found only when a user asks for coarse places.
inline constexpr double kCoarsePlaceScore = 0.45;

// Whether an indefinite description of a company or other private body
// starts at `pos` ("a State-owned company", "an insurance firm"): what comes
// before ", " names it.
bool DescribesACompanyAt(std::string_view text, std::size_t pos);

// Someone's nationality, a DEM attribute in TAB's guidelines: "a Swedish
// national" before a name or the end of a phrase, "a national of the United
// Kingdom". Matched only around the words "national" and "citizen"; the
// nationality of a `respondent` State (NameRules::RespondentStates) scores
// 0.45, below the default threshold, as a coarse place does.
std::vector<Span> Nationalities(std::string_view text, const std::vector<std::string_view>& respondent);
// An organisation named, then said to be one between commas ("a member of
// Eğitim-Sen, a trade union of education workers"; not "Mr Rusu, a party to
// the proceedings"). Matched only around the words for its kind.
std::vector<Span> DescribedOrganisations(std::string_view text);
// The language someone uses ("a Finnish-speaking counsel", "who knew Finnish",
// "a Romanian speaker"), the respondent States' scored as coarse.
std::vector<Span> Languages(std::string_view text, const std::vector<Token>& tokens,
                            const std::vector<std::string_view>& respondent);
// Whether a word names a people or a language ("Irish", "Farsi"): no name
// starts with one, though the gazetteers hold a few as first names.
bool IsPeopleOrLanguage(std::string_view word);

// Whether `word` occurs in `text` with no letter on either side, at an
// offset other than `except`.
bool OccursAsWord(std::string_view text, std::string_view word, std::size_t except = std::string_view::npos);
// Whether the text also writes `word` with its first letter in lower case,
// as a whole word: a common noun that a sentence or heading capitalised
// ("heard in Chambers" where "the chambers" occurs). False for a word whose
// first letter is not an ASCII capital (names.cpp).
bool WrittenInLowerCase(std::string_view text, std::string_view word);

// The cells of a table's columns headed as names or residences ("Applicant's
// name", "Place of residence", a spreadsheet's "name"), in rows of pipes,
// tabs, semicolons or commas under the header (table_columns.cpp).
std::vector<Span> TableColumns(std::string_view text);

// Byte ranges of case-law citations ("Prencipe v. Monaco, no. 43376/06, §§
// 62-63, 16 July 2009"), whose names, numbers and dates describe another case
// (citations.cpp).
std::vector<std::pair<std::size_t, std::size_t>> CaseLawCitations(std::string_view text);

// Rules and gazetteers for PERSON, LOCATION, ORGANIZATION. Not copyable.
class NameRules {
 public:
  static Result<std::unique_ptr<NameRules>> Load(const std::string& dir);
  // `respondent`: RespondentStates(text, tokens), which the caller also
  // needs for nationalities.
  void Find(std::string_view text, const std::vector<Token>& tokens, const std::vector<std::string_view>& respondent,
            std::vector<Span>* out) const;
  bool IsCoarsePlace(std::string_view value) const { return coarse_places_.Has(value); }
  bool IsPlace(std::string_view value) const { return places_.Has(value); }
  // As the list spells it or without its diacritics ("Ayşe" as "Ayse").
  bool IsFirstName(std::string_view word) const;
  // A first name, surname, place or country the gazetteers hold.
  bool InAGazetteer(std::string_view word) const {
    return first_.Has(word) || last_.Has(word) || places_.Has(word) || countries_.Has(word);
  }
  // The countries in a judgment's opening "against ..." ("the Republic of
  // Turkey", "the United Kingdom of Great Britain and Northern Ireland",
  // "France"), or
  // in an older judgment's "referred to the Court by the Government of ...";
  // empty for other texts.
  std::vector<std::string_view> RespondentStates(std::string_view text, const std::vector<Token>& tokens) const;

 private:
  NameRules() = default;
  // Only spaces (or an ampersand) between two tokens: a name does not run
  // across punctuation.
  static bool SpaceBetween(std::string_view text, const Token& a, const Token& b);
  // tokens[i, j) name a public body of the State by what it is, with no
  // proper name in it.
  // (A place of two million or more counts as generic: "the Istanbul Assize Court".)
  bool GenericPublicBody(const std::vector<Token>& tokens, std::size_t i, std::size_t j) const;
  // `words` name a coarse place: a city of two million or more, or a country.
  // In a judgment, a country other than the respondent State is no longer
  // coarse: the State is named in every judgment against it, another country
  // ties a person to it ("lives in Djibouti"); so does a large city in
  // another country ("lives in Gaziantep" in a case against the United
  // Kingdom). The respondent's own parts ("England" for the United Kingdom)
  // and the Court's seat, Strasbourg, are coarse in a judgment.
  bool Coarse(std::string_view words, const std::vector<std::string_view>& respondent) const;
  // tokens[i, j) name a coarse place.
  bool CoarseRun(std::string_view text, const std::vector<Token>& tokens, std::size_t i, std::size_t j,
                 const std::vector<std::string_view>& respondent) const;
  // A place, or its demonym, whose first word is also a first name ("Sierra
  // Leone", "Sierra Leonean"): no person.
  bool PlaceOrDemonym(std::string_view words) const;
  // The end of a place found after a preposition, taking in the larger place
  // named after it ("İslahiye, Gaziantep").
  std::size_t WithLargerPlace(std::string_view text, const std::vector<Token>& tokens, std::size_t j) const;
  // Whether the words before the "of" at token `of` end a court's name ("the
  // Court of Appeal of ...", "the District Court (tingsrätten) of ...").
  static bool NamesACourtBefore(std::string_view text, const std::vector<Token>& tokens, std::size_t of);
  // "Magistrates' Court": a plural possessive between two words of a name.
  static bool PluralPossessive(std::string_view text, const Token& a, const Token& b);
  // A gazetteer: the strings, and a hash index of views into them (a lookup
  // per capitalised token; binary search over strings was the pattern
  // path's hottest spot).
  struct List {
    std::vector<std::string> strings;
    WordSet index;
    void Build(std::vector<std::string> s);
    bool Has(std::string_view s) const { return index.contains(s); }
  };
  List first_, last_, places_, coarse_places_, countries_;
  // "City\tCountry" lines of coarse_cities.txt, and the countries of each
  // coarse city (views into the lines; a name some cities share has several).
  std::vector<std::string> coarse_city_lines_;
  std::unordered_multimap<std::string_view, std::string_view> city_countries_;
};

}  // namespace privtext::detect::internal
