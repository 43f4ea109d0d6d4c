#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include <absl/container/flat_hash_set.h>
#include <utf8proc.h>

#include "patterns.h"

namespace privtext::detect {
namespace {

// What the user asked for by name (a deny list's string, a pattern of their
// own) is found wherever it is: the rules' judgements of what describes no one
// are not applied to it.
bool TheUsersOwn(const Span& s) { return s.recognizer == "deny_list" || s.recognizer == "custom_pattern"; }

// The first token that starts at or after `offset` (tokens are in text order).
std::vector<internal::Token>::const_iterator FirstTokenFrom(const std::vector<internal::Token>& tokens,
                                                            std::size_t offset) {
  return std::lower_bound(tokens.begin(), tokens.end(), offset,
                          [](const internal::Token& t, std::size_t at) { return t.start < at; });
}

// Presidio's context enhancement: a context word among the few words before
// a match raises its score.
double WithContext(double score, const std::vector<std::string>& context, const std::vector<internal::Token>& tokens,
                   std::size_t start, int window, double boost) {
  if (context.empty()) return score;
  auto it = FirstTokenFrom(tokens, start);
  for (int k = 0; k < window && it != tokens.begin(); ++k) {
    --it;
    const std::string word = internal::AsciiLower(it->text);
    if (std::find(context.begin(), context.end(), word) != context.end()) return std::min(1.0, score + boost);
  }
  return score;
}

// Whether `before` ends with a law's title and a space: the words of a title
// ("the Rules of Procedure (Army) ", "the Army Act ") back to the sentence,
// one of them a law word, with a bracketed qualifier allowed at the end.
bool EndsLawTitle(std::string_view before) {
  static const internal::WordSet kLaw = {"Act", "Rules", "Regulations", "Order", "Code"};
  if (!before.ends_with(' ')) return false;
  before.remove_suffix(1);
  if (before.ends_with(')')) {  // "(Army)"
    const std::size_t open = before.rfind('(');
    if (open == std::string_view::npos || before.size() - open > 32 || open == 0 || before[open - 1] != ' ') return false;
    before = before.substr(0, open - 1);
  }
  for (int words = 0; words < 8 && !before.empty(); ++words) {
    const std::size_t space = before.rfind(' ');
    const std::string_view word = before.substr(space == std::string_view::npos ? 0 : space + 1);
    if (kLaw.contains(word)) return true;
    // "granted under the Aliens Act on 14 January 2016": what happened on a day, not a title's year.
    if (words == 0 && word == "on") return false;
    const bool joiner = word == "of" || word == "on" || word == "for" || word == "the";
    if (word.empty() || (!joiner && !std::isupper(static_cast<unsigned char>(word[0])))) return false;
    if (space == std::string_view::npos) return false;
    before = before.substr(0, space);
  }
  return false;
}

bool IsMonthName(std::string_view w) {
  static const std::set<std::string_view> kMonths = {"January", "February", "March",     "April",   "May",      "June",
                                                    "July",    "August",   "September", "October", "November", "December"};
  return kMonths.contains(w);
}

// The Court's own judge, whom older judgments name with the State the judge
// sits for ("Mr F. Matscher, the elected judge of Austrian nationality"): not
// a party's job or origin.
bool DescribesTheCourtsJudge(std::string_view text, const Span& s) {
  if (s.type != "OCCUPATION" && s.type != "NRP") return false;
  const std::size_t from = s.start > 24 ? s.start - 24 : 0;
  return text.substr(from, s.end + 24 - from).find("elected judge") != std::string_view::npos;
}

// A line that signs a judgment for the Court ("Marialena Tsirli Registrar",
// "Paul Lemmens President"): the Court's officers, whom TAB leaves unmasked
// as it leaves its judges; nor is the first name a town ("Lawrence Early,
// Registrar").
bool SignsTheJudgment(std::string_view text, const Span& s) {
  if ((s.type != "PERSON" && s.type != "LOCATION") || (s.start > 0 && text[s.start - 1] != '\n')) return false;
  std::string_view line = text.substr(s.start, std::min(text.find('\n', s.start), text.size()) - s.start);
  while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.remove_suffix(1);
  for (std::string_view office : {" Registrar", " President", " Vice-President"}) {
    if (line.ends_with(office) && line.size() > office.size()) return true;
  }
  return false;
}

// A name in quotes after "known as" that a thing, not a person, goes by:
// "the day known as “Bloody Sunday”", "an operation known as “Storm”", "an
// operation code-named “Gorilla”".
bool NamesAThing(std::string_view text, const Span& s) {
  if (s.type != "PERSON" || s.recognizer != "alias_name") return false;
  static const RE2 kThing(
      R"((?i)\b(?:day|days|date|event|events|incident|operation|period|area|place|site|village|district|street|)"
      R"(square|building|camp|region|zone|law|laws|programme|plan|case|affair|scandal|massacre|movement|group|)"
      R"(organi[sz]ation|party|ship|vessel|file|document|report|list|process|war|uprising|revolution))"
      R"( (?:(?:later |also |commonly |locally |popularly |widely )?known as|code[- ]?named) ["“'‘]$)");
  const std::size_t from = s.start > 64 ? s.start - 64 : 0;
  return RE2::PartialMatch(re2::StringPiece(text.data() + from, s.start - from), kThing);
}

// Dates that describe no one (TAB's guidelines leave them): a year that names
// a law ("the 1962 Act", "the Criminal Evidence Act 1984", "1962:381", a
// Swedish statute number) and the dates of the European Court's own
// reorganisations, which every judgment of their time repeats ("On 1 November
// 2001 the Court changed the composition of its Sections", "... on 1 November
// 1998, when Protocol No. 11 ... came into force").
bool DescribesNoOne(std::string_view text, const Span& s) {
  if (s.type != "DATE_TIME" || TheUsersOwn(s)) return false;
  std::string_view after = text.substr(s.end, 64);
  if (after.size() >= 2 && after[0] == ':' && std::isdigit(static_cast<unsigned char>(after[1]))) return true;
  for (std::string_view law : {" Act", " Code", " Law", " Constitution", " Regulation"}) {
    if (after.starts_with(law) && (after.size() == law.size() || !std::isalpha(static_cast<unsigned char>(after[law.size()])))) {
      return true;
    }
  }
  // "the Police and Criminal Evidence Act 1984", "the Prison Rules 1964", "the
  // Rules of Procedure (Army) 1972": the year ends a law's title.
  const std::string_view before = text.substr(0, s.start);
  auto ends_with_law = [](std::string_view b, std::string_view law) {
    if (!b.ends_with(law)) return false;
    const std::size_t at = b.size() - law.size();  // "Rules", not "Subrules"
    return at == 0 || std::isalpha(static_cast<unsigned char>(b[at - 1])) == 0;
  };
  for (std::string_view law : {"Act ", "Code of ", "Rules ", "Regulations ", "Order "}) {
    if (ends_with_law(before, law)) return true;
  }
  // ... or dates it, the day and month too: "the Law of 20 March 1950", "the
  // Convention of 28 July 1951" (where "July 1951" and "1951" alone are
  // candidates too): the words before the date without its day and month.
  std::string_view undated = before;
  for (int words = 0; words < 2 && undated.ends_with(' '); ++words) {
    const std::size_t space = undated.find_last_of(' ', undated.size() - 2);
    const std::string_view word = undated.substr(space + 1, undated.size() - space - 2);
    const bool day = !word.empty() && word.size() <= 2 &&
                     std::all_of(word.begin(), word.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    if (!day && !IsMonthName(word)) break;
    undated = undated.substr(0, space + 1);
  }
  if (undated.ends_with("of ")) {
    for (std::string_view law : {"Act of ", "Law of ", "Convention of ", "Decree of ", "Treaty of ", "Ordinance of ",
                                 "Directive of "}) {
      if (ends_with_law(undated, law)) return true;
    }
    // ... or by its number ("Law no. 89 of 24 March 2001", the Pinto Act).
    // (Russia's federal laws with their letters: "Federal Law no. 3-FZ of 7 February 2011".)
    static const RE2 kNumberedLaw(R"((?:Law|Act|Decree|Ordinance|Regulation|Resolution|Order) [Nn]o\. ?[\dA-Z/\-]+ of $)");
    const std::string_view tail = undated.substr(undated.size() > 48 ? undated.size() - 48 : 0);
    if (RE2::PartialMatch(re2::StringPiece(tail.data(), tail.size()), kNumberedLaw)) return true;
  }
  if (EndsLawTitle(before)) return true;
  // Law reports cite a volume by its year: "[1984] 1 QB 813", "NJA 2005 p. 805", the Court's own "ECHR 2015".
  if (before.ends_with("[") && after.starts_with("]")) return true;
  if (before.ends_with("ECHR ")) return true;
  if (after.starts_with(" p. ") && after.size() > 4 && std::isdigit(static_cast<unsigned char>(after[4]))) return true;
  while (!after.empty() && (after[0] == ',' || after[0] == ' ')) after.remove_prefix(1);
  return after.starts_with("the Court changed the composition of its") || after.starts_with("when Protocol No. 11");
}

// A family-status word that begins a capitalised name names a benefit, not
// anyone's status: "Widow’s Bereavement Allowance", "Widowed Parent’s
// Allowance" (annotators leave the word, or mask the whole name as one).
bool NamesABenefit(std::string_view text, const Span& s) {
  if (s.type != "FAMILY_STATUS" || TheUsersOwn(s) || s.size() == 0 ||
      std::isupper(static_cast<unsigned char>(text[s.start])) == 0) {
    return false;
  }
  std::string_view after = text.substr(s.end, 8);
  for (std::string_view possessive : {"'s", "\u2019s", "'", "\u2019"}) {
    if (after.starts_with(possessive)) {
      after.remove_prefix(possessive.size());
      break;
    }
  }
  return after.size() >= 2 && after[0] == ' ' && std::isupper(static_cast<unsigned char>(after[1])) != 0;
}

// A law's number is no one's code, nor its year a date: "Law no. 4024/2011",
// "Decree No. 76/2016" (a judgment's or a file's number is a code: "judgment
// no. 1287/2017").
bool NumbersALaw(std::string_view text, const Span& s) {
  if ((s.type != "CODE" && s.type != "DATE_TIME") || TheUsersOwn(s)) return false;
  // A year in a Council of Europe document's symbol is no date: "Recommendation CM/Rec(2016)4", "CDL-AD(2017)031";
  // nor in a court's decision number between its letters' and its own: Norway's Supreme Court's "HR-2017-2428-A".
  if (s.start > 1 && s.end + 1 < text.size() && std::isalnum(static_cast<unsigned char>(text[s.end + 1])) &&
      ((text[s.start - 1] == '(' && text[s.end] == ')') ||
       (text[s.start - 1] == '-' && text[s.end] == '-' &&
        std::isupper(static_cast<unsigned char>(text[s.start - 2]))))) {
    return true;
  }
  // From the number's start: its year is no date either ("4024/2011").
  std::size_t start = s.start;
  while (start > 0 && (std::isdigit(static_cast<unsigned char>(text[start - 1])) || text[start - 1] == '/')) --start;
  std::string_view before = text.substr(0, start);
  for (std::string_view label : {"no. ", "No. ", "no ", "No ", "nr. ", "Nr. "}) {
    if (before.ends_with(label)) {
      before.remove_suffix(label.size());
      if (!before.ends_with(' ')) return false;
      before.remove_suffix(1);
      // (A capitalised "Order" is a minister's: "Order no. 189 of 14 October 2005"; a shop's "order no. 123" is not.)
      for (std::string_view law :
           {"Law", "Act", "Decree", "Regulation", "Ordinance", "Resolution", "Directive", "Order", "Instruction",
            "Opinion", "Recommendation"}) {
        if (before.ends_with(law) && (before.size() == law.size() || before[before.size() - law.size() - 1] == ' ' ||
                                      before[before.size() - law.size() - 1] == '(')) {
          return true;
        }
      }
      return false;
    }
  }
  return false;
}

// One capitalised word that the text also writes in lower case is a common
// word at the start of a sentence or a heading ("pursuant to Law", "Salary:"),
// not a name: en_core_web_sm calls such words people. Not initials, an
// acronym or several words.
bool CommonWordCapitalised(std::string_view text, std::string_view word) {
  const auto letter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
  const auto capital = [](char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; };
  if (word.size() < 2 || !std::all_of(word.begin(), word.end(), letter)) return false;
  if (std::all_of(word.begin(), word.end(), capital)) return false;
  return internal::WrittenInLowerCase(text, word);
}

// One capitalised word that opens a sentence, that the text writes nowhere
// else and that no gazetteer holds is a common word there, not a name
// ("Salary was paid into account ...": en_core_web_sm's person). A name said
// once in a text is rarely said bare, without a first name or a title, and a
// sentence's first word is capitalised whatever it is.
// Whether text[start] opens a sentence or a line: after ".", "!" or "?",
// but not after a title or an initial ("Mr. Salary", "J. Salary").
bool OpensASentence(std::string_view text, std::size_t start) {
  std::string_view before = text.substr(0, start);
  while (!before.empty() && (before.back() == ' ' || before.back() == '\t')) before.remove_suffix(1);
  if (before.empty() || before.back() == '\n') return true;
  if (before.back() != '.' && before.back() != '!' && before.back() != '?') return false;
  const std::size_t space = before.find_last_of(" \n", before.size() - 1);
  const std::string_view last = before.substr(space == std::string_view::npos ? 0 : space + 1);
  return !internal::IsTitle(last) && !(last.size() == 2 && std::isupper(static_cast<unsigned char>(last[0])));
}

bool UnknownWordOpeningASentence(std::string_view text, const Span& s, const internal::NameRules& names) {
  const std::string_view word = text.substr(s.start, s.size());
  if (word.size() < 2 || !std::all_of(word.begin(), word.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; })) {
    return false;
  }
  if (names.InAGazetteer(word) || !OpensASentence(text, s.start)) return false;
  return !internal::OccursAsWord(text, word, s.start);
}

// A word that opens a sentence and that no gazetteer holds: capitalised
// there whatever it is, so no part of the name after it ("Witnesses Zoran
// Kovač gave evidence").
bool UnknownSentenceOpener(std::string_view text, const internal::Token& t, const internal::NameRules& names) {
  return OpensASentence(text, t.start) && !names.InAGazetteer(t.text);
}

// A list of names shares their kind: in "composed of Josep Casadevall,
// Nicolas Bratza, Kristaq Traja and Lech Garlicki, judges", once one item is
// a person (a first name the gazetteer knows), so is every other item of two
// or three capitalised words. Lists of three items or more only: "A and B"
// joins a person and a place as often as two people (but a form's field lists
// two people after its colon, "Witnesses: A B, C D").
std::vector<Span> ListedNames(std::string_view text, const std::vector<internal::Token>& tokens,
                              const std::vector<Span>& spans, const internal::NameRules& names) {
  auto gap = [&](std::size_t a) { return internal::Between(text, tokens[a], tokens[a + 1]); };
  auto person_at = [&](std::size_t a, std::size_t b) {
    return std::any_of(spans.begin(), spans.end(), [&](const Span& s) {
      return s.type == "PERSON" && s.score.value_or(0) >= 0.65 && s.start < tokens[b - 1].end && tokens[a].start < s.end;
    });
  };
  std::vector<Span> out;
  std::vector<std::pair<std::size_t, std::size_t>> items;  // token ranges, reused: this runs for every token
  for (std::size_t i = 0; i < tokens.size();) {
    items.clear();
    for (std::size_t k = i;;) {
      // Cheap tests first: an item is two capitalised words a space apart.
      if (k + 1 >= tokens.size() || !tokens[k].capitalized || !tokens[k + 1].capitalized || gap(k) != " ") break;
      std::size_t j = k;
      while (j < tokens.size() && j - k < 3 && tokens[j].capitalized && !tokens[j].initial &&
             !internal::IsStopWord(tokens[j].text) && (j == k || gap(j - 1) == " ")) {
        ++j;
      }
      // (A word with a digit ends the list: a farm, its village and "Ceredigion SA48 7PB" are an address.)
      const auto digit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
      if (j - k < 2 || std::any_of(tokens[j - 1].text.begin(), tokens[j - 1].text.end(), digit)) break;
      items.emplace_back(k, j);
      if (j + 1 >= tokens.size()) break;
      // (A note in brackets after an item goes with it: "Present: Jean Whitlock (chair), Derek Mayhew, ...".)
      if (gap(j - 1) == " (" && std::islower(static_cast<unsigned char>(tokens[j].text[0]))) {
        std::size_t close = j;
        while (close + 1 < tokens.size() && close < j + 3 && gap(close).find(')') == std::string_view::npos) ++close;
        if (close + 1 < tokens.size() && gap(close) == "), " && tokens[close + 1].text != "and") {
          k = close + 1;
          continue;
        }
        break;
      }
      if (gap(j - 1) == ", " && tokens[j].text != "and") {
        k = j;
      } else if ((gap(j - 1) == " " || gap(j - 1) == ", ") && tokens[j].text == "and" && gap(j) == " ") {
        k = j + 1;
      } else {
        break;
      }
    }
    // (Or two, after a form's label and its colon: "Witnesses: Hollie Crabtree, Oyelaran Adebayo".)
    // (Not an acronym's item: "Employee: Gráinne Ó Súilleabháin, Staff ID 204117".)
    const auto acronym_in = [&](const auto& it) {
      return std::any_of(tokens.begin() + static_cast<std::ptrdiff_t>(it.first),
                         tokens.begin() + static_cast<std::ptrdiff_t>(it.second), [](const internal::Token& w) {
                           return w.text.size() > 1 && std::all_of(w.text.begin(), w.text.end(), [](char c) {
                                    return std::isupper(static_cast<unsigned char>(c)) != 0;
                                  });
                         });
    };
    // (Nor, in any list, a degree's: "Student: Oisín Gallagher, BSc Nursing", "Tom Price, MSc Data Science,
    // Newcastle University".)
    const auto degree = [&](const auto& it) { return internal::IsDegree(tokens[it.first].text); };
    // (Nor the words a job's title begins with: "Staff: Helen Garvey, Senior Customer Service Advisor".)
    const auto before_job = [&](const auto& it) {
      return it.second < tokens.size() && gap(it.second - 1) == " " && internal::NamesAJob(tokens[it.second].text);
    };
    const bool labelled_pair = items.size() == 2 && items[0].first > 0 &&
                               internal::Between(text, tokens[items[0].first - 1], tokens[items[0].first]) == ": " &&
                               gap(items[0].second - 1) == ", " && !acronym_in(items[0]) && !acronym_in(items[1]) &&
                               !degree(items[1]) && !before_job(items[1]);
    const bool listed = (items.size() >= 3 || labelled_pair) && std::any_of(items.begin(), items.end(), [&](const auto& it) {
                          return person_at(it.first, it.second);
                        });
    if (listed) {
      // The sentence's first word before a list's first name is no part of
      // it unless a gazetteer knows it ("Witnesses Zoran Kovač, Ayşe Kaya and
      // ...").
      if (auto& [a, b] = items.front(); b - a == 3 && UnknownSentenceOpener(text, tokens[a], names)) ++a;
      for (const auto& [a, b] : items) {
        // A job's title heads no name: "Dr Anjali Mehta, Consultant Neurologist, Leeds General Infirmary".
        if (internal::NamesAJob(tokens[b - 1].text) || degree(std::pair{a, b}) || before_job(std::pair{a, b})) continue;
        out.push_back(Span{tokens[a].start, tokens[b - 1].end, "PERSON", 0.7, "name_list"});
      }
    }
    i = items.empty() ? i + 1 : items.back().second;
  }
  return out;
}

// The length of an age of one to three digits at `at` (" (78)" or ", 52,"), or 0.
std::size_t AgeAt(std::string_view text, std::size_t at) {
  if (at + 4 > text.size() || !(text.substr(at, 2) == " (" || text.substr(at, 2) == ", ")) return 0;
  std::size_t digits = 0;
  while (digits < 3 && at + 2 + digits < text.size() &&
         std::isdigit(static_cast<unsigned char>(text[at + 2 + digits]))) {
    ++digits;
  }
  if (digits == 0 || at + 2 + digits >= text.size()) return 0;
  const char close = text[at + 2 + digits];
  // (Not a phone's area code: "son Kevin Jenkins (402) 555-0187".)
  const std::size_t past = at + 3 + digits;
  if (text[at + 1] == '(' && past + 1 < text.size() && text[past] == ' ' &&
      std::isdigit(static_cast<unsigned char>(text[past + 1]))) {
    return 0;
  }
  // (Or a sentence's end after it: "Name: Ellie May Sutcliffe, 15. Last seen ...".)
  const bool sentence_ends = close == '.' && (past == text.size() || text[past] == ' ' || text[past] == '\n');
  // (A name and its age in brackets end there together: "Mother (Chloe Adams, 24) disclosed".)
  return (text[at + 1] == '(' ? close == ')' : close == ',' || close == ')' || sentence_ends) ? digits : 0;
}

// What the text says beside a detected name or job: a job ("Mr Güler, former
// mayor of the district"; "a warehouseman and a forklift driver") and the tie
// to the person it is told through ("Ms K., the first applicant's
// grandmother," and "Ms K.'s son, Mr J."), which says who the named person is
// to the one a judgment is about.
std::vector<Span> AttributesOfNamedPeople(std::string_view text, const std::vector<Span>& spans) {
  std::vector<Span> out;
  for (const Span& s : spans) {
    // A second job after a found one, or after a people's word ("worked as
    // a warehouseman and a forklift driver", "a Bosniac and an imam").
    if (s.type == "OCCUPATION" || s.type == "NRP") {
      for (std::string_view joint : {" and ", " or "}) {
        if (text.substr(s.end, joint.size()) != joint || text.substr(s.end + joint.size(), 1) != "a") continue;
        if (const auto job = internal::OccupationAfter(text, s.end + joint.size())) {
          out.push_back(Span{job->first, job->second, "OCCUPATION", 0.7, "second_occupation"});
        }
      }
    }
    if (s.type != "PERSON" || s.score.value_or(0) < 0.65) continue;
    // The age after the name, in brackets or between commas, as a report gives it ("Mrs Eirlys Pritchard (78)",
    // "Mr Tomás Ó Briain, 52, farmer"); a job may follow it.
    std::size_t after = s.end;
    if (const std::size_t digits = AgeAt(text, s.end); digits > 0) {
      out.push_back(Span{s.end + 2, s.end + 2 + digits, "AGE", 0.7, "age_of_named"});
      after = s.end + 2 + digits + (text[s.end + 1] == '(' ? 1 : 0);  // past the bracket, or at the comma
    }
    if (text.substr(after, 2) == ", ") {
      if (const auto job = internal::OccupationAfter(text, after + 2)) {
        out.push_back(Span{job->first, job->second, "OCCUPATION", 0.7, "occupation_of_named"});
      }
      if (const auto kin = internal::KinshipAfter(text, after + 2)) {
        out.push_back(Span{kin->first, kin->second, "FAMILY_STATUS", 0.6, "relation_of_named"});
      }
    }
    if (const auto kin = internal::KinshipBefore(text, s.start)) {
      out.push_back(Span{kin->first, kin->second, "FAMILY_STATUS", 0.6, "relation_of_named"});
    }
  }
  return out;
}

// An organisation named after the word for its kind ("an illegal armed
// organisation, the Dev-Yol (Revolutionary Way)").
std::vector<Span> OrganisationsNamedAfterTheirKind(std::string_view text, const std::vector<internal::Token>& tokens) {
  static const internal::WordSet kKinds = {
      "organisation", "organisations", "organization", "organizations", "party", "parties", "movement",
      "movements",    "group",         "groups",       "front",         "fronts"};
  std::vector<Span> out;
  for (const internal::Token& t : tokens) {
    if (text.substr(t.end, 2) != ", " || !kKinds.contains(internal::AsciiLower(t.text))) continue;
    if (const auto name = internal::OrganisationNamedAt(text, t.end + 2)) {
      out.push_back(Span{name->first, name->second, "ORGANIZATION", 0.7, "organisation_named"});
    }
  }
  return out;
}

// A company named before its description ("to work for Etibank, a
// State-owned company"): up to four capitalised words before the comma, not a
// single word that starts a sentence ("However, a company ...").
std::vector<Span> CompaniesNamedBeforeTheirKind(std::string_view text, const std::vector<internal::Token>& tokens) {
  std::vector<Span> out;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const internal::Token& t = tokens[i];
    if (!t.capitalized || text.substr(t.end, 2) != ", " || !internal::DescribesACompanyAt(text, t.end + 2)) continue;
    std::size_t first = i;
    while (first > 0 && i - first < 3 && tokens[first - 1].capitalized && !internal::IsStopWord(tokens[first - 1].text) &&
           internal::Between(text, tokens[first - 1], tokens[first]) == " ") {
      --first;
    }
    if (internal::IsStopWord(tokens[first].text)) continue;
    const std::string_view before = text.substr(0, tokens[first].start);
    const std::size_t last = before.find_last_not_of(" \n");
    const bool sentence_start = last == std::string_view::npos || before[last] == '.' || before[last] == ':';
    if (first == i && sentence_start) continue;
    out.push_back(Span{tokens[first].start, t.end, "ORGANIZATION", 0.7, "company_described"});
  }
  return out;
}

// Every whole-word occurrence of `name`, a body's name found once, as a
// mention of that body.
void AddWholeWordMentions(std::string_view text, std::string_view name, std::string_view type, std::vector<Span>* out) {
  for (std::size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
    const std::size_t end = at + name.size();
    const bool starts = at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]));
    const bool ends = end == text.size() || !std::isalnum(static_cast<unsigned char>(text[end]));
    if (starts && ends) out->push_back(Span{at, end, std::string(type), 0.7, "coreference"});
  }
}

// An organisation found once with evidence ("the car factory Zastava
// Automobili") is the same organisation where the text names it again without
// any ("ordered Zastava Automobili to pay"): TAB counts a body as protected only
// when every mention is. A name of two words at least, capitalised first.
std::vector<Span> OrganisationsNamedAgain(std::string_view text, const std::vector<Span>& spans) {
  std::set<std::string_view> names;
  for (const Span& s : spans) {
    if (s.type != "ORGANIZATION" || s.score.value_or(0) < 0.6 || s.recognizer == "coreference") continue;
    const std::string_view name = text.substr(s.start, s.size());
    if (name.find(' ') == std::string_view::npos || !std::isupper(static_cast<unsigned char>(name[0])) ||
        name.find('\n') != std::string_view::npos) {
      continue;
    }
    names.insert(name);
  }
  std::vector<Span> out;
  for (std::string_view name : names) AddWholeWordMentions(text, name, "ORGANIZATION", &out);
  // Where only the first-name gazetteer read a person in the same words, the body wins ("sympathisers of the Golden
  // Dawn party" ... "Golden Dawn leaflets").
  for (Span& o : out) {
    const bool guessed_person = std::any_of(spans.begin(), spans.end(), [&](const Span& s) {
      return s.start == o.start && s.end == o.end && s.type == "PERSON" && s.recognizer == "name_gazetteer";
    });
    if (guessed_person) o.score = 0.86;
  }
  return out;
}

// A group of companies named before the words ("the Blackspur group of
// companies"), and the group's name wherever the text uses it alone ("Blackspur
// went into receivership").
std::vector<Span> GroupsOfCompanies(std::string_view text, const std::vector<internal::Token>& tokens) {
  constexpr std::string_view kGroup = " group of companies";
  std::vector<Span> out;
  std::set<std::string_view> names;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (!tokens[i].capitalized || text.substr(tokens[i].end, kGroup.size()) != kGroup) continue;
    std::size_t first = i;
    while (first > 0 && i - first < 2 && tokens[first - 1].capitalized && !internal::IsStopWord(tokens[first - 1].text) &&
           internal::Between(text, tokens[first - 1], tokens[first]) == " ") {
      --first;
    }
    if (internal::IsStopWord(tokens[first].text)) continue;
    out.push_back(Span{tokens[first].start, tokens[i].end + kGroup.size(), "ORGANIZATION", 0.7, "company_group"});
    names.insert(text.substr(tokens[first].start, tokens[i].end - tokens[first].start));
  }
  for (std::string_view name : names) AddWholeWordMentions(text, name, "ORGANIZATION", &out);
  return out;
}

// The applicants a judgment names in its opening, with or without a title:
// "by a Turkish national, Şemsettin Gümüşten (“the applicant”)", "by two
// Turkish nationals, Melahat Filiz and Nadir Kalkan (“the applicants”)". The
// capitalised words right before the bracket, and those before them after
// ", " or " and ", are the people the case is about.
std::vector<Span> ApplicantsNamedInTheOpening(std::string_view text, const std::vector<internal::Token>& tokens) {
  std::vector<Span> out;
  constexpr std::string_view kApplicant = "the applicant";
  for (std::size_t at = text.find(kApplicant); at != std::string_view::npos; at = text.find(kApplicant, at + 1)) {
    std::string_view before = text.substr(0, at), after = text.substr(at + kApplicant.size());
    if (after.starts_with("s")) after.remove_prefix(1);
    // Quotation marks as judgments write them, closing ones included as an
    // opening one ("(“the applicant“)").
    constexpr std::string_view kQuotes[] = {"\u201c", "\u201d", "\u2018", "\u2019", "\"", "'"};
    const auto quote_before = std::find_if(std::begin(kQuotes), std::end(kQuotes), [&](auto q) { return before.ends_with(q); });
    const bool quoted = quote_before != std::end(kQuotes) &&
                        std::any_of(std::begin(kQuotes), std::end(kQuotes),
                                    [&](auto q) { return after.starts_with(q) && after.substr(q.size()).starts_with(')'); });
    if (quoted) before.remove_suffix(quote_before->size());
    if (!quoted || !before.ends_with(" (")) continue;
    const std::size_t name_end = before.size() - 2;  // the byte after the last name
    // One past the last token that ends there (tokens are in text order).
    const auto after_name = std::partition_point(tokens.begin(), tokens.end(),
                                                 [&](const internal::Token& t) { return t.end <= name_end; });
    if (after_name == tokens.begin() || std::prev(after_name)->end != name_end) continue;
    for (std::size_t j = static_cast<std::size_t>(after_name - tokens.begin());;) {  // one past the chunk's last token
      std::size_t k = j;
      while (k > 0 && j - k < 5 && (tokens[k - 1].capitalized || tokens[k - 1].initial) &&
             !internal::IsStopWord(tokens[k - 1].text) &&
             (k == j || internal::Between(text, tokens[k - 1], tokens[k]) == " ")) {
        --k;
      }
      std::size_t first = k;
      while (first < j && internal::IsTitle(tokens[first].text)) ++first;
      if (first == j) break;
      out.push_back(Span{tokens[first].start, tokens[j - 1].end, "PERSON", 0.85, "applicant_named"});
      if (k == 0) break;
      const std::string_view gap = internal::Between(text, tokens[k - 1], tokens[k]);
      if (gap == ", " && !(tokens[k - 1].text == "and")) {
        j = k;
      } else if (gap == " " && tokens[k - 1].text == "and" && k >= 2 &&
                 internal::Between(text, tokens[k - 2], tokens[k - 1]) == " ") {
        j = k - 1;
      } else {
        break;
      }
    }
  }
  return out;
}

// A town's name in Latin letters (not \p{Lu}\p{Ll}, whose classes cost 25
// million instructions to compile, in every process).
// (With a French town's joined words: "Esch-sur-Alzette", "Aulnay-sous-Bois".)
const std::string kTownWord =
    "[A-ZÀ-ÖØ-ÞĀ-ſȘ-ț][a-zß-öø-ÿĀ-ſȘ-ț]+(?:-(?:sur|sous|en|lès|le|la|les)-[A-ZÀ-ÖØ-ÞĀ-ſȘ-ț][a-zß-öø-ÿĀ-ſȘ-ț]+)?";

// The places a text lists after the word for their kind: "the villages of
// Orehovica, Podturen and Trnovec", each a place though no gazetteer knows it.
// (Found by its words, not by a search of the whole text, which cost 3% of a
// court case's time.)
std::vector<Span> PlacesListed(std::string_view text, const std::vector<internal::Token>& tokens) {
  static const internal::WordSet kKinds = {"villages", "towns",          "cities",  "hamlets",
                                           "settlements", "municipalities", "communes"};
  static const RE2 kItem("(" + kTownWord + "(?:[ -]" + kTownWord + ")?)(, and |, | and )?");
  const re2::StringPiece input(text.data(), text.size());
  std::vector<Span> out;
  for (std::size_t i = 0; i + 2 < tokens.size(); ++i) {
    if (tokens[i + 1].text != "of" || !kKinds.contains(tokens[i].text) ||
        internal::Between(text, tokens[i], tokens[i + 1]) != " " ||
        internal::Between(text, tokens[i + 1], tokens[i + 2]) != " ") {
      continue;
    }
    std::size_t pos = tokens[i + 2].start;
    re2::StringPiece item[3];
    while (kItem.Match(input, pos, text.size(), RE2::ANCHOR_START, item, 3)) {
      const auto start = static_cast<std::size_t>(item[1].data() - text.data());
      out.push_back(Span{start, start + item[1].size(), "LOCATION", 0.7, "places_listed"});
      pos = start + item[1].size() + item[2].size();
      if (item[2].empty()) break;
    }
  }
  return out;
}

// A list of application numbers shares their kind: in "applications nos.
// 26480/95, 28291/95, ... and 43362/96", every number after a detected one,
// one that lost its year too ("31853/96, 31880, 31960/96"; five digits or
// more, so a year ends the list).
std::vector<Span> ListedApplicationNumbers(std::string_view text, const std::vector<Span>& spans) {
  static const RE2 next(R"((?:, |,? and )(\d{1,6}/\d{2}|\d{5,6})\b)");
  const re2::StringPiece input(text.data(), text.size());
  std::vector<Span> out;
  for (const Span& s : spans) {
    if (s.type != "CODE" || (s.recognizer != "application_number" && s.recognizer != "file_number")) continue;
    re2::StringPiece found[2];
    for (std::size_t pos = s.end; next.Match(input, pos, text.size(), RE2::ANCHOR_START, found, 2);) {
      const auto start = static_cast<std::size_t>(found[1].data() - text.data());
      pos = start + found[1].size();
      out.push_back(Span{start, pos, "CODE", s.score, "application_number_list"});
    }
  }
  return out;
}

// Children listed with their ages share their kind: in "Children: Ayaan (8), Inaya (5), Zayn (2)" each name with an
// age after a detected person's age is a person too, whatever else the word is (a pattern's matches do not overlap,
// so no one pattern finds the third); so in "(Kayden 9, Mia 6, Alfie 2)", the ages without brackets.
std::vector<Span> PeopleListedWithAges(std::string_view text, const std::vector<Span>& spans) {
  static const RE2 kNextBracketed(R"(\(\d{1,2}\)(?:, |,? and )(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?) \(\d{1,2}\))");
  static const RE2 kNextBare(R"( \d{1,2}(?:, |,? and )(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?) \d{1,2}\b)");
  const re2::StringPiece input(text.data(), text.size());
  std::vector<Span> out;
  for (const Span& s : spans) {
    if (s.type != "PERSON" || s.score.value_or(0) < 0.65) continue;
    const bool bracketed = text.substr(s.end, 2) == " (";
    if (!bracketed && !(text.substr(s.end, 1) == " " && s.end + 1 < text.size() &&
                        std::isdigit(static_cast<unsigned char>(text[s.end + 1])))) {
      continue;
    }
    const RE2& next = bracketed ? kNextBracketed : kNextBare;
    re2::StringPiece found[2];
    for (std::size_t pos = s.end + (bracketed ? 1 : 0); next.Match(input, pos, text.size(), RE2::ANCHOR_START, found, 2);) {
      const auto start = static_cast<std::size_t>(found[1].data() - text.data());
      pos = start + found[1].size() + (bracketed ? 1 : 0);
      out.push_back(Span{start, start + found[1].size(), "PERSON", 0.75, "name_list_with_ages"});
    }
  }
  return out;
}

// A street named without its kind after the town someone lives in, and its number ("lives in Sarajevo, Mehmeda
// Spahe 12."): no pattern knows the street's name, but its place in the sentence says what it is. Not a part of a
// text or a building, nor a date ("in Moscow, Article 12", "in Riga, March 12").
std::vector<Span> StreetsAfterTheirTown(std::string_view text, const std::vector<Span>& spans) {
  static const RE2 kStreet(R"((\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2} \d{1,4}[a-zA-Z]?)(?:[,.;]|$))");
  static const internal::WordSet kNotStreets = {
      "Article", "Articles", "Section", "Chapter", "Paragraph", "Part", "Rule", "Room", "Block", "Floor", "Flat",
      "Apartment", "Unit", "Building", "Case", "Box", "Cell", "Ward", "Gate", "Platform", "Volume", "Page",
      "Schedule", "Annex", "Protocol", "Law", "Act", "Decree", "Order", "Sector", "District", "Zone", "Level",
      "Phase", "Stage", "Grade", "Class", "Group", "Team", "Division", "Brigade", "Regiment", "Battalion", "Company",
      "Line", "Route", "Highway", "Camp", "Prison", "Colony", "School", "Lyceum", "Hospital", "Clinic", "Polyclinic",
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "The"};
  std::vector<Span> out;
  const re2::StringPiece input(text.data(), text.size());
  for (const Span& s : spans) {
    if (s.type != "LOCATION" || s.start < 3 || s.end + 2 >= text.size() || text.substr(s.end, 2) != ", ") continue;
    const std::string_view before = text.substr(s.start - 3, 3);
    if (before != "in " && before != "at ") continue;
    re2::StringPiece found[2];
    if (!kStreet.Match(input, s.end + 2, text.size(), RE2::ANCHOR_START, found, 2)) continue;
    const re2::StringPiece& street = found[1];
    const std::string_view name(street.data(), street.size());
    if (kNotStreets.contains(name.substr(0, name.find(' ')))) continue;
    const std::size_t start = s.end + 2, end = start + street.size();
    if (std::any_of(spans.begin(), spans.end(), [&](const Span& o) { return o.start < end && o.end > start; })) continue;
    out.push_back(Span{start, end, "LOCATION", 0.8, "street_after_town"});
  }
  return out;
}

// An address goes on after its street and number: the flat, the block and
// the floor, the postcode and the town ("Údolní 53, 602 00 Brno",
// "Prinsengracht 412-III, 1016 JC Amsterdam", "23 Chavchavadze Avenue, block
// 4, flat 15", Poland's "ul. Piotrkowska 104 m. 12, 90-006 Łódź", Moldova's
// "str. Alba-Iulia 75, ap. 112, MD-2071 Chișinău", Romania's "nr. 12, bl. A3,
// sc. B, ap. 14", Catalonia's "Carrer de la Força 12, 2n 1a", Denmark's
// "Skibhusvej 52, 2. tv., 5000 Odense C", Finland's "Valtakatu 33 B 18, 53100
// Lappeenranta", "Rua Soares dos Reis, 544, 4.º Esq., 4400-315 Vila Nova de
// Gaia", Italy's "Via Vittorio Veneto 212, scala B, interno 9", Albania's "Rruga Aleksandër Goga, Lagjja 11,
// Pallati 27/1, Shkalla 2, Ap. 9", Serbia's "bulevar 14, stan 22" and "br. 61", Russia's "ulitsa 17, korpus 2, kv.
// 118", Hungary's floor and door "Piac utca 41, 2. em. 6", Malta's postcode "41, Triq il-Wied, BKR 4122", Sweden's flat
// "Kungsgatan 41, lgh 1102", Belgium's box "Lange Kievitstraat 112 bus 3, 2018 Antwerpen", Britain's "22
// Holloway Close, Kingstanding, Birmingham B44 0QP"), which no one pattern for the street reads in every
// country's order.
// Only a place that holds a number, or ends in a street's kind, runs on: after
// a town, ", 1500 Roma" is no postcode; one with its country's letters is one
// after any place ("Daugavpils, LV-5401"). A street's kind takes the number
// before the street's name too ("12 Archbishop Makarios III Avenue", whose
// name no address pattern reads).
void AddressesRunOn(std::string_view text, std::vector<Span>* spans) {
  static const std::string kLettered = R"(, (?:LV|LT|MD|L)-\d{4,5}\b(?: )" + kTownWord + ")?";
  static const std::string kUkPostcode = R"( [A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}\b)";
  static const RE2 kRest(
      R"((?:-(?:[IVX]{1,4}|[A-Z])\b|[-/]\d{1,4}\b| [A-Z] \d{1,3}\b)?)"
      R"((?:,? (?:[Ff]lat|[Aa]partment|[Aa]pt\.|[Bb]lock|[Ee]ntrance|[Ff]loor|[Ss]uite|[Uu]nit|m\.|ap\.|bl\.|sc\.|et\.|vh\.|)"
      R"(kv\.|[Dd]aire|scala|interno|bâtiment|escalier|boîte|[Ss]ector|[Oo]ffice|br\.|stan|Lagjja|Pallati|Shkalla|Ap\.|)"
      R"([Kk]orpus|appartement|lgh|lok\.|bus|mənzil|puerta|piso|escalera) )"
      R"([0-9A-Z]{1,5}(?:/\d{1,3})?\b|)"
      R"(, \d{1,2}\.?[º°ª] ?(?:[A-Z]\b|Esq\.|Dto\.|Dt\.|Frente\b|izquierda\b|derecha\b|izq\.|dcha\.|centro\b)|, \d{1,2}\. (?:tv|th|mf|sal)\.|, \d{1,2}(?:n|r|t|è) \d{1,2}a\b|)"
      R"(, \d{1,2}\. em\.(?: \d{1,3}\b)?)*)"
      R"((?:, (?:\d{3} \d{2}|\d{4} [A-Z]{2}|\d{4}-\d{3}|\d{2}-\d{3}|\d{3,5}) )" + kTownWord +
      R"((?:[ -](?:(?:de|da|do|dos|das|sur|am|la|le|nad|pod|im|an der) )?)" + kTownWord + R"()*(?: [A-Z]\b)?|)" +
      kLettered + "|, " + kTownWord + kUkPostcode + "|" + kUkPostcode + "|, [A-Z]{3} \\d{4}\\b|, [A-Z]{2} \\d{5}(?:-\\d{4})?\\b|, [A-Z]{2} [A-Z]\\d[A-Z] ?\\d[A-Z]\\d\\b)?");
  static const RE2 kLetteredPostcode(kLettered);
  // The number after a street named without one ("Rua Soares dos Reis, 544,", "Rua Almirante Reis, n.º 71,"), or
  // after its kind ("a house at Tsereteli Street 23").
  static const RE2 kNumber(R"(, (?:n\.º )?\d{1,4}[A-Za-z]?[,.])");
  static const RE2 kNumberAfterKind(R"( \d{1,3}[A-Za-z]?\b)");
  static const RE2 kNumberBeforeStop(R"( \d{1,4}[A-Za-z]?[,.;)])");
  static const std::set<std::string_view> kKinds = {"Street", "Avenue", "Road", "Boulevard", "Lane", "Square", "Broadway"};
  const re2::StringPiece input(text.data(), text.size());
  for (Span& s : *spans) {
    if (s.type != "LOCATION") continue;
    const std::string_view value = text.substr(s.start, s.size());
    const std::string_view last = value.substr(value.rfind(' ') + 1);
    const bool numbered =
        std::any_of(value.begin(), value.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    re2::StringPiece found;
    if (!numbered && !kKinds.contains(last) && s.recognizer != "street_named_kind_first") {
      // A street named without its kind after its town takes its number too ("lives in Bratislava-Petržalka,
      // Romanova 33.", "in Split, Put Brodarice 14."). (Asked only here: it searches the spans.)
      const bool after_town = s.start >= 2 && text.substr(s.start - 2, 2) == ", " &&
                              std::any_of(spans->begin(), spans->end(), [&](const Span& o) {
                                return o.type == "LOCATION" && o.end == s.start - 2;
                              });
      if (after_town && kNumberBeforeStop.Match(input, s.end, text.size(), RE2::ANCHOR_START, &found, 1)) {
        s.end += found.size() - 1;
      } else if (kLetteredPostcode.Match(input, s.end, text.size(), RE2::ANCHOR_START, &found, 1)) {
        s.end += found.size();
      }
      continue;
    }
    if (!numbered && s.start >= 2 && text[s.start - 1] == ' ') {
      std::size_t number = s.start - 1;
      while (number > 0 && std::isdigit(static_cast<unsigned char>(text[number - 1]))) --number;
      const std::size_t digits = s.start - 1 - number;
      // (Not a number another span holds.)
      if (digits >= 1 && digits <= 3 && (number == 0 || text[number - 1] == ' ') &&
          std::none_of(spans->begin(), spans->end(), [&](const Span& o) { return o.start < s.start && o.end > number; })) {
        s.start = number;
      }
    }
    std::size_t end = s.end;
    if (!numbered && kNumber.Match(input, end, text.size(), RE2::ANCHOR_START, &found, 1)) {
      end += found.size() - 1;
    } else if (!numbered && kKinds.contains(last) &&
               kNumberAfterKind.Match(input, end, text.size(), RE2::ANCHOR_START, &found, 1)) {
      end += found.size();
    }
    if (kRest.Match(input, end, text.size(), RE2::ANCHOR_START, &found, 1)) end += found.size();
    if (end == s.end) continue;
    // Not into a span that goes on past it.
    if (std::none_of(spans->begin(), spans->end(), [&](const Span& o) { return o.start < end && o.end > end; })) {
      s.end = end;
    }
  }
  // The run of an address holds what was found inside it ("block [4]").
  std::size_t reach = 0;
  std::erase_if(*spans, [&](const Span& s) {
    const bool inside = s.end <= reach;
    reach = std::max(reach, s.end);
    return inside;
  });
}

bool IsAscii(std::string_view word) {
  return std::all_of(word.begin(), word.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

// A place found once with evidence ("Istanbul’s Beyoğlu district", "lives in
// Torsås") is the same place where the text names it again without any ("the
// Beyoğlu branch of the Forensic Medicine Institute"): TAB counts a place as
// protected only when every mention is. The name is the span's capitalised
// words after a possessive ("Istanbul’s") and before a lower-case kind
// ("district"); a coarse place is not carried (it is not found to begin with).
// A place found on weak evidence alone ("in Ballinasloe") is carried only
// where a place follows a body or place ("St Brigid's Hospital,
// Ballinasloe"): carried everywhere, "in Source" of a licence's text would
// mark every "Source".
std::vector<Span> PlacesNamedAgain(std::string_view text, const std::vector<internal::Token>& tokens,
                                   const std::vector<Span>& spans, const internal::NameRules& names) {
  std::map<std::string_view, bool> places;  // name -> found on strong evidence
  internal::WordSet first_words;  // asked for every capitalised word
  std::set<std::size_t> ends;     // of the bodies and places a comma may follow
  for (const Span& s : spans) {
    if (s.type == "ORGANIZATION" || s.type == "LOCATION") ends.insert(s.end);
  }
  for (const Span& s : spans) {
    // A place's name before a lower-case institution ("the Merseyside
    // police") names the place too.
    const std::size_t last_word = text.rfind(' ', s.end - 1) + 1;
    const bool institution = s.type == "ORGANIZATION" && last_word > s.start &&
                             std::islower(static_cast<unsigned char>(text[last_word]));
    if (!(s.type == "LOCATION" || institution) || s.score.value_or(0) < 0.5) continue;
    const bool strong = s.score.value_or(0) >= 0.65;
    auto first = FirstTokenFrom(tokens, s.start);
    auto last = first;
    while (last != tokens.end() && last->end <= s.end) ++last;
    for (auto k = first; k != last; ++k) {
      if (internal::EndWithoutPossessive(*k) != k->end) first = k + 1;
    }
    while (last != first && !(last - 1)->capitalized) --last;
    if (last == first) continue;
    // "Hallstatt, Upper Austria" names Hallstatt too ("mayor of Hallstatt").
    std::string_view rest = text.substr(first->start, (last - 1)->end - first->start);
    while (!rest.empty()) {
      const std::size_t comma = rest.find(", ");
      const std::string_view name = rest.substr(0, comma);
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 2);
      if (name.size() >= 4 && !internal::IsStopWord(name) && !names.IsCoarsePlace(name)) {
        places[name] |= strong;
        first_words.insert(name.substr(0, name.find(' ')));
      }
    }
  }
  std::vector<Span> out;
  if (places.empty()) return out;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (!tokens[i].capitalized || !first_words.contains(internal::WithoutPossessive(tokens[i].text))) continue;
    for (std::size_t n = std::min<std::size_t>(3, tokens.size() - i); n >= 1; --n) {
      const std::size_t end = internal::EndWithoutPossessive(tokens[i + n - 1]);
      const auto place = places.find(text.substr(tokens[i].start, end - tokens[i].start));
      if (place == places.end()) continue;
      const std::size_t at = tokens[i].start;
      if (place->second || (at >= 2 && text.substr(at - 2, 2) == ", " && ends.contains(at - 2))) {
        out.push_back(Span{at, end, "LOCATION", 0.6, "coreference"});
      }
      break;
    }
  }
  return out;
}

// A body's name in its own language, in brackets after the English one ("the
// Warsaw District Court (Sąd Rejonowy)"), names the same body, so it takes the
// English name's type and score: the shared sample's annotators mask the two
// alike ("the Supreme Court (Högsta domstolen)": both left, and so here, since
// a generic court is not found), and so when the brackets go on to its short
// name ("(Arbejdsskadestyrelsen, hereinafter called the NBI)"); so does a
// short name in quotation marks. What explains, counts or quotes in brackets
// is no name: words with digits or quotes, a lower-case start, a country. An
// acronym in brackets is OrganisationAcronyms'.
std::vector<Span> NamesInTheirOwnLanguage(std::string_view text, const std::vector<internal::Token>& tokens,
                                          const std::vector<Span>& spans, const internal::NameRules& names) {
  std::vector<Span> out;
  std::map<std::string_view, std::string> aliases;
  for (const Span& s : spans) {
    if ((s.type != "ORGANIZATION" && s.type != "LOCATION") || s.score.value_or(0) < 0.65) continue;
    if (text.substr(s.end, 2) != " (") continue;
    // ... or its short name in quotation marks ("the Provisional Irish
    // Republican Army (“Provisional IRA”)").
    std::size_t open = s.end + 2;
    std::string_view quote;
    for (std::string_view q : {"\u201c", "\""}) {
      if (text.substr(open).starts_with(q)) quote = q;
    }
    open += quote.size();
    auto first = FirstTokenFrom(tokens, open);
    if (first == tokens.end() || first->start != open || !first->capitalized || internal::IsStopWord(first->text)) {
      continue;
    }
    auto last = first;
    while (last + 1 != tokens.end() && last + 1 - first < 6 && Between(text, *last, *(last + 1)) == " ") ++last;
    std::size_t close = last->end;
    if (!quote.empty()) {
      const std::string_view after = text.substr(close, 4);
      std::size_t closing = after.starts_with("\"") ? 1 : 0;
      if (after.starts_with("\u201d") || after.starts_with("\u201c")) closing = 3;
      if (closing == 0) continue;
      close += closing;
    }
    if (text.substr(close, 1) != ")" && !text.substr(close).starts_with(", hereinafter")) continue;
    const std::string_view name = text.substr(first->start, last->end - first->start);
    const bool lower_case = std::any_of(name.begin(), name.end(), [](char c) { return c >= 'a' && c <= 'z'; });
    const bool digits = std::any_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!lower_case || digits || names.IsCoarsePlace(name)) continue;
    // (A town in brackets after a body is where the body is: "Opera Prison (Milan)".)
    const bool town = s.type == "ORGANIZATION" && quote.empty() && names.IsPlace(name);
    out.push_back(Span{first->start, last->end, town ? "LOCATION" : s.type, s.score, "name_in_own_language"});
    if (!quote.empty()) aliases.emplace(name, s.type);
  }
  // A short name given so is the body's wherever the text uses it.
  for (const auto& [alias, type] : aliases) AddWholeWordMentions(text, alias, type, &out);
  return out;
}

// The parties' names that open a citation: up to its report, number or note.
std::string_view CitedParties(std::string_view citation) {
  return citation.substr(0, std::min({citation.find(" ["), citation.find(", "), citation.find(" (")}));
}

// A case-law citation identifies no one in this case, unless it is a case of
// someone this text names ("the applicant's earlier application ... (Ruminski
// v. Sweden (dec.), no. 10404/10, 21 May 2013)"): a party's word that is the
// last word of a person's name found outside the citations keeps the
// citation's identifiers.
std::vector<std::pair<std::size_t, std::size_t>> OtherPeoplesCases(
    std::string_view text, std::vector<std::pair<std::size_t, std::size_t>> citations, const std::vector<Span>& spans) {
  if (citations.empty()) return citations;
  auto inside = [&](std::size_t at) {
    return std::any_of(citations.begin(), citations.end(),
                       [&](const auto& c) { return c.first <= at && at < c.second; });
  };
  std::set<std::string_view> surnames;
  for (const Span& s : spans) {
    if (s.type != "PERSON" || s.score.value_or(0) < 0.65 || inside(s.start)) continue;
    const std::string_view name = text.substr(s.start, s.size());
    surnames.insert(name.substr(name.rfind(' ') + 1));  // npos + 1 is 0: a one-word name is its own last word
  }
  std::erase_if(citations, [&](const auto& c) {
    // Both sides: the applicant is the defendant in "R. v. Chalkley and Jeffries [1998] ...".
    const std::string_view parties = CitedParties(text.substr(c.first, c.second - c.first));
    for (std::size_t from = 0; from < parties.size();) {
      const std::size_t end = std::min(parties.find(' ', from), parties.size());
      if (surnames.contains(parties.substr(from, end - from))) return true;
      from = end + 1;
    }
    return false;
  });
  return citations;
}

// The applicant's own case cited as case-law is cited ("dismissed by the
// Court of Appeal (R. v. Chalkley and Jeffries [1998] 2 All ER 155)", a
// citation `OtherPeoplesCases` kept): its parties are people this text is
// about, and its law report reference finds the case, and so them, as an
// application number does.
std::vector<Span> OwnCases(std::string_view text, const std::vector<internal::Token>& tokens,
                           const std::vector<std::pair<std::size_t, std::size_t>>& all,
                           const std::vector<std::pair<std::size_t, std::size_t>>& others,
                           const internal::NameRules& names) {
  std::vector<Span> out;
  for (const auto& c : all) {
    if (std::find(others.begin(), others.end(), c) != others.end()) continue;
    const std::string_view citation = text.substr(c.first, c.second - c.first);
    const std::size_t report = citation.find(" [");
    const std::string_view parties = CitedParties(citation);
    // Each side's words, but not a State's ("Ruminski v. the United Kingdom").
    const std::size_t v = parties.find(" v. ");
    for (const std::string_view side : {parties.substr(0, v), v == std::string_view::npos ? std::string_view()
                                                                                          : parties.substr(v + 4)}) {
      const std::string_view place = side.starts_with("the ") ? side.substr(4) : side;
      if (side.empty() || names.IsCoarsePlace(place)) continue;
      const std::size_t from = c.first + static_cast<std::size_t>(side.data() - citation.data());
      for (const internal::Token& t : tokens) {
        if (t.start < from || t.end > from + side.size()) continue;
        if (!t.capitalized || t.initial || t.text.size() < 2 || internal::IsStopWord(t.text)) continue;
        out.push_back(Span{t.start, t.end, "PERSON", 0.8, "own_case"});
      }
    }
    if (report != std::string_view::npos) out.push_back(Span{c.first + report + 1, c.second, "CODE", 0.8, "own_case"});
  }
  return out;
}

// A person's name as its own alphabet writes it, in brackets after the
// transliteration found ("Ms Yelena Viktorovna Sokolova (Елена Викторовна
// Соколова)", "Mr Ivanov (Иванов)"): up to four words, each a capital of the
// Greek or Cyrillic alphabet and letters (after a person's name, not "the
// Supreme Court (Верховный суд)").
std::vector<Span> NamesInTheirOwnAlphabet(std::string_view text, std::vector<Span> spans) {
  const std::size_t found = spans.size();
  for (std::size_t k = 0; k < found; ++k) {
    if (spans[k].type != "PERSON" || text.substr(spans[k].end, 2) != " (") continue;
    const std::size_t open = spans[k].end + 2;
    const std::size_t close = text.find(')', open);
    if (close == std::string_view::npos || close - open > 120) continue;
    int words = 0;
    bool name = true;
    for (std::size_t pos = open; name && pos < close;) {
      std::size_t next = pos;
      const char32_t c = utf8::DecodeAt(text, next);
      name = c >= 0x370 && c <= 0x4FF && internal::IsUpper(c);
      ++words;
      pos = text.find(' ', pos);
      pos = pos == std::string_view::npos || pos > close ? close : pos + 1;
    }
    if (name && words >= 1 && words <= 4) spans.push_back(Span{open, close, "PERSON", 0.8, "name_in_own_alphabet"});
  }
  return spans;
}

// Document-level consistency: a name found once (by a title, say) is found
// everywhere in the document, a detected surname marks the capitalised
// words around its other mentions ("Mr Hasan Dikici" ... "Ercan Dikici"),
// with or without its diacritics ("Yalçın" ... "Yalçin"), and a detected
// person's first name alone is that person ("Mrs Linda Chen" ... "Linda, 34,").
std::vector<Span> Propagate(std::string_view text, const std::vector<internal::Token>& tokens,
                            const internal::NameRules& rules, std::vector<Span> spans) {
  std::set<std::string_view> names;
  internal::WordSet surnames;  // asked for every token
  std::set<std::string_view> first_names;
  for (const Span& s : spans) {
    if (s.type != "PERSON" || s.score.value_or(0) < 0.65) continue;
    const std::string_view value = text.substr(s.start, s.size());
    names.insert(value);
    const auto space = value.rfind(' ');
    if (space != std::string_view::npos && value.size() - space > 3) surnames.insert(value.substr(space + 1));
    const std::string_view first = value.substr(0, value.find(' '));
    if (space != std::string_view::npos && rules.IsFirstName(first)) first_names.insert(first);
  }
  std::set<std::string, std::less<>> plain_surnames;
  bool any_with_diacritics = false;
  for (std::string_view s : surnames) {
    plain_surnames.insert(utf8::WithoutDiacritics(s));
    any_with_diacritics = any_with_diacritics || !IsAscii(s);
  }
  // Only a word with diacritics, or any word when a surname has them, can
  // match another spelling (folding every word would cost every text).
  // Folding keeps case, so when every surname is capitalised a word that is
  // not cannot be one (the cheap test first: this is asked for every word).
  const bool all_capitalised = std::all_of(surnames.begin(), surnames.end(), [](std::string_view s) {
    std::size_t pos = 0;
    return internal::IsUpper(utf8::DecodeAt(s, pos));
  });
  // (With its possessive too: "where Yılmaz's parents live".)
  auto is_surname = [&](const internal::Token& t) {
    if (all_capitalised && !t.capitalized) return false;
    const std::string_view word = internal::WithoutPossessive(t.text);
    if (surnames.contains(word)) return true;
    if (plain_surnames.empty()) return false;  // no name found: nothing to fold
    if (IsAscii(word)) return any_with_diacritics && plain_surnames.contains(word);
    return plain_surnames.contains(utf8::WithoutDiacritics(word));
  };
  std::vector<Span> out = spans;
  // A code found once is the same code wherever the text repeats it: "Beet
  // (47676/99)" after "applications (nos. 47676/99, ...)" (a DIRECT
  // identifier would otherwise stay in plain text).
  std::set<std::string_view> codes;
  for (const Span& s : spans) {
    if (s.type == "CODE" && s.size() >= 5) codes.insert(text.substr(s.start, s.size()));
  }
  auto code_character = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '/' || c == '-'; };
  for (std::string_view code : codes) {
    for (std::size_t at = text.find(code); at != std::string_view::npos; at = text.find(code, at + 1)) {
      const std::size_t end = at + code.size();
      if ((at > 0 && code_character(text[at - 1])) || (end < text.size() && code_character(text[end]))) continue;
      const bool found = std::any_of(spans.begin(), spans.end(), [&](const Span& s) { return s.start <= at && end <= s.end; });
      if (!found) out.push_back(Span{at, end, "CODE", 0.8, "coreference"});
    }
  }
  // A surname inside an organisation's name is the organisation's: "Mr
  // Carter" ... "a firm of advocates called Carter Jones McDonald".
  std::vector<std::pair<std::size_t, std::size_t>> organisations;  // few: asked for every name found again
  for (const Span& s : spans) {
    if (s.type == "ORGANIZATION" && s.score.value_or(0) >= 0.6) organisations.emplace_back(s.start, s.end);
  }
  auto in_organisation = [&](std::size_t start, std::size_t end) {
    return std::any_of(organisations.begin(), organisations.end(),
                       [&](const auto& o) { return o.first <= start && end <= o.second; });
  };
  // (A whole word only: "Kh" of "Mr Kh." is not in "Khankala".)
  auto word_character = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || (c & 0x80) != 0; };
  for (std::string_view name : names) {
    for (std::size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
      const std::size_t end = at + name.size();
      if ((at > 0 && word_character(text[at - 1])) || (end < text.size() && word_character(text[end]))) continue;
      if (!in_organisation(at, end)) out.push_back(Span{at, end, "PERSON", 0.8, "coreference"});
    }
  }
  // A first name alone is not a word of a two-word place ("Mr Paulo Henrique Ribeiro" ... "the Federal
  // Court of São Paulo").
  auto in_a_place = [&](std::size_t k) {
    const auto two_words = [&](std::size_t a) {
      return a + 1 < tokens.size() && tokens[a + 1].start == tokens[a].end + 1 &&
             rules.IsPlace(text.substr(tokens[a].start, tokens[a + 1].end - tokens[a].start));
    };
    return (k > 0 && two_words(k - 1)) || two_words(k);
  };
  // (A word in small letters is asked only when a first name was found so: the cheap test first, as this
  // runs for every word.)
  const bool lower_first_name = std::any_of(first_names.begin(), first_names.end(), [](std::string_view f) {
    return !f.empty() && std::islower(static_cast<unsigned char>(f[0])) != 0;
  });
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    const internal::Token& t = tokens[k];
    // (With a possessive too: "three of Ante's ribs".)
    if ((t.capitalized || lower_first_name) && first_names.contains(internal::WithoutPossessive(t.text)) &&
        !in_organisation(t.start, t.end) && !in_a_place(k)) {
      out.push_back(Span{t.start, internal::EndWithoutPossessive(t), "PERSON", 0.75, "coreference"});
    }
  }
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (!is_surname(tokens[i]) || in_organisation(tokens[i].start, tokens[i].end)) continue;
    std::size_t first = i;
    // One space back, not a line break: "Mit freundlichen Grüßen\nThomas
    // Müller" is signed by Thomas Müller, not by "Grüßen Thomas Müller";
    // and not over a rank, which is no more a name than a title is ("DC
    // Amir Qureshi"), nor over an office ("Chief Public Prosecutor İrfan Fidan"), nor over a sentence's unknown
    // first word, nor over a word with a digit ("Prisoner A4127BC Marcus Odukoya"), nor over the capitals before a
    // bare initial, which begins a name as a bank statement prints it ("TRANSFER FROM K WISNIEWSKA").
    const auto bare_initial = [](std::string_view w) { return w.size() == 1 && w[0] >= 'A' && w[0] <= 'Z'; };
    while (first > 0 && i - first < 3 && tokens[first - 1].capitalized && tokens[first].start - tokens[first - 1].end == 1 &&
           !(first < i && bare_initial(tokens[first].text) && tokens[first - 1].text.size() > 1) &&
           text[tokens[first - 1].end] == ' ' && tokens[first - 1].name_word &&
           !internal::IsStopWord(tokens[first - 1].text) &&
           !internal::IsRank(tokens[first - 1].text) && !internal::NamesAJob(tokens[first - 1].text) &&
           !UnknownSentenceOpener(text, tokens[first - 1], rules)) {
      --first;
    }
    out.push_back(Span{tokens[first].start, internal::EndWithoutPossessive(tokens[i]), "PERSON", first < i ? 0.8 : 0.7,
                       "coreference"});
  }
  return out;
}

}  // namespace

struct Detector::Impl {
  DetectorOptions options;
  absl::flat_hash_set<std::string> allowed;  // options.allow_list, lower-cased once
  internal::PatternSet patterns;
  std::unique_ptr<internal::CustomPatternSet> custom;
  std::unique_ptr<internal::NameRules> names;
};

Detector::Detector(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Detector::Detector(Detector&&) noexcept = default;
Detector::~Detector() = default;
const DetectorOptions& Detector::options() const { return impl_->options; }

Result<Detector> Detector::Create(DetectorOptions options) {
  if (options.min_score < 0 || options.min_score > 1) {
    return MakeError(ErrorCode::kInvalidArgument, "`min_score` must be between 0 and 1");
  }
  auto custom = internal::CustomPatternSet::Compile(options.patterns);
  if (!custom) return std::unexpected(custom.error());
  for (const std::string& type : options.types) {
    const auto& known = DetectableTypes();
    const bool denied = std::any_of(options.deny_list.begin(), options.deny_list.end(),
                                    [&](const auto& d) { return d.second == type; });
    if (denied || (*custom)->HasType(type) || std::find(known.begin(), known.end(), type) != known.end()) continue;
    std::string list;
    for (const std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
    return MakeError(ErrorCode::kInvalidArgument, "unknown type \"" + type + "\" in `types` (known: " + list + ")");
  }
  std::string dir = options.gazetteer_dir;
  if (dir.empty()) {
    const char* env = std::getenv("PRIVTEXT_GAZETTEERS");
    if (env != nullptr) dir = env;  // empty: the built-in copy
  }
  auto names = internal::NameRules::Load(dir);
  if (!names) return std::unexpected(names.error());
  auto impl = std::make_unique<Impl>();
  for (const std::string& a : options.allow_list) impl->allowed.insert(internal::AsciiLower(a));
  impl->options = std::move(options);
  impl->names = std::move(*names);
  impl->custom = std::move(*custom);
  return Detector(std::move(impl));
}

std::vector<Span> Detector::Detect(std::string_view text) const { return Find(text, impl_->options.types); }

std::vector<Span> Detector::DetectEveryType(std::string_view text) const { return Find(text, {}); }

std::vector<Span> Detector::Find(std::string_view text, const std::vector<std::string>& types) const {
  const DetectorOptions& o = impl_->options;
  const auto tokens = internal::Tokenize(text);
  std::vector<internal::Candidate> candidates;
  impl_->patterns.Find(text, &candidates);
  impl_->custom->Find(text, &candidates);
  std::vector<Span> spans;
  spans.reserve(candidates.size());
  for (const auto& c : candidates) {
    const double score = WithContext(c.def->score, c.def->context, tokens, c.start, o.context_window, o.context_boost);
    spans.push_back(Span{c.start, c.end, c.def->type, score, c.def->recognizer});
  }
  const std::vector<std::string_view> respondent = impl_->names->RespondentStates(text, tokens);
  impl_->names->Find(text, tokens, respondent, &spans);
  for (Span& s : OrganisationsNamedAfterTheirKind(text, tokens)) spans.push_back(std::move(s));
  for (Span& s : internal::Nationalities(text, respondent)) spans.push_back(std::move(s));
  for (Span& s : internal::DescribedOrganisations(text)) spans.push_back(std::move(s));
  for (Span& s : internal::Languages(text, tokens, respondent)) spans.push_back(std::move(s));
  for (Span& s : CompaniesNamedBeforeTheirKind(text, tokens)) spans.push_back(std::move(s));
  for (Span& s : GroupsOfCompanies(text, tokens)) spans.push_back(std::move(s));
  for (Span& s : ApplicantsNamedInTheOpening(text, tokens)) spans.push_back(std::move(s));
  for (Span& s : internal::TableColumns(text)) spans.push_back(std::move(s));
  for (const auto& [value, type] : o.deny_list) {
    if (value.empty()) continue;
    for (std::size_t at = text.find(value); at != std::string_view::npos; at = text.find(value, at + value.size())) {
      spans.push_back(Span{at, at + value.size(), type, 1.0, "deny_list"});
    }
  }
  const auto all_citations = internal::CaseLawCitations(text);
  const auto citations = OtherPeoplesCases(text, all_citations, spans);
  for (Span& s : OwnCases(text, tokens, all_citations, citations, *impl_->names)) spans.push_back(std::move(s));
  auto cited = [&](const Span& s) {
    return !TheUsersOwn(s) && std::any_of(citations.begin(), citations.end(), [&](const auto& c) {
             return c.first <= s.start && s.end <= c.second;
           });
  };
  auto dropped = [&](const Span& s) {
    if (s.score.value_or(0) < o.min_score || DescribesNoOne(text, s) || NamesABenefit(text, s)) return true;
    if (NumbersALaw(text, s) || DescribesTheCourtsJudge(text, s) || NamesAThing(text, s) || cited(s)) return true;
    if (SignsTheJudgment(text, s)) return true;
    if (!types.empty() && std::find(types.begin(), types.end(), s.type) == types.end()) return true;
    return IsAllowListed(text.substr(s.start, s.size()));
  };
  std::erase_if(spans, dropped);
  spans = ResolveOverlaps(std::move(spans));
  for (Span& s : ListedNames(text, tokens, spans, *impl_->names)) spans.push_back(std::move(s));
  for (Span& s : internal::OrganisationAcronyms(text, tokens, spans)) {
    if (!dropped(s)) spans.push_back(std::move(s));
  }
  for (Span& s : AttributesOfNamedPeople(text, spans)) {
    if (!dropped(s)) spans.push_back(std::move(s));
  }
  for (Span& s : ListedApplicationNumbers(text, spans)) {
    if (!dropped(s)) spans.push_back(std::move(s));
  }
  for (Span& s : PeopleListedWithAges(text, spans)) {
    if (!dropped(s)) spans.push_back(std::move(s));
  }
  for (Span& s : PlacesListed(text, tokens)) {
    if (!dropped(s)) spans.push_back(std::move(s));
  }
  for (Span& s : PlacesNamedAgain(text, tokens, spans, *impl_->names)) {
    if (!dropped(s)) spans.push_back(std::move(s));
  }
  for (Span& s : OrganisationsNamedAgain(text, spans)) {
    if (!dropped(s)) spans.push_back(std::move(s));
  }
  for (Span& s : NamesInTheirOwnLanguage(text, tokens, spans, *impl_->names)) {
    if (!dropped(s)) spans.push_back(std::move(s));
  }
  spans = ResolveOverlaps(
      Propagate(text, tokens, *impl_->names, NamesInTheirOwnAlphabet(text, ResolveOverlaps(std::move(spans)))));
  if (std::vector<Span> streets = StreetsAfterTheirTown(text, spans); !streets.empty()) {
    spans.insert(spans.end(), streets.begin(), streets.end());
    std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.start < b.start; });
  }
  AddressesRunOn(text, &spans);
  // A name found elsewhere is still another case's here; a code is not: left
  // in plain text beside its masked mentions, it would say what they stand for.
  std::erase_if(spans, [&](const Span& s) { return s.type != "CODE" && cited(s); });
  return spans;
}

std::vector<std::string> Detector::DistinctValues(const std::vector<std::string>& texts) const {
  std::set<std::string> found;
  for (const auto& text : texts) {
    for (const auto& span : Detect(text)) found.insert(text.substr(span.start, span.size()));
  }
  return {found.begin(), found.end()};
}

bool Detector::IsAllowListed(std::string_view value) const {
  return !impl_->allowed.empty() && impl_->allowed.contains(internal::AsciiLower(value));
}

bool Detector::IsCoarsePlace(std::string_view value) const { return impl_->names->IsCoarsePlace(value); }

std::vector<Span> Detector::AdmitModelSpans(std::string_view text, std::vector<Span> spans) const {
  const DetectorOptions& o = impl_->options;
  std::optional<std::vector<std::pair<std::size_t, std::size_t>>> citations;  // found once, when needed
  std::erase_if(spans, [&](const Span& s) {
    const std::string_view value = text.substr(s.start, s.size());
    if (s.score.value_or(0) < o.min_score) return true;
    if (!o.types.empty() && std::find(o.types.begin(), o.types.end(), s.type) == o.types.end()) return true;
    if (IsCoarsePlace(value) || IsAllowListed(value) || DescribesNoOne(text, s) || NamesABenefit(text, s) ||
        CommonWordCapitalised(text, value) || UnknownWordOpeningASentence(text, s, *impl_->names)) {
      return true;
    }
    if (!citations) citations = internal::CaseLawCitations(text);
    return std::any_of(citations->begin(), citations->end(),
                       [&](const auto& c) { return c.first <= s.start && s.end <= c.second; });
  });
  return spans;
}

std::vector<Span> ResolveOverlaps(std::vector<Span> spans) {
  // The order is sorted as keys, not spans: a span carries two strings, and
  // moving them through the stable sort cost more than the overlap test.
  struct Key {
    double score;
    std::size_t size, start, index;
  };
  std::vector<Key> order;
  order.reserve(spans.size());
  for (std::size_t i = 0; i < spans.size(); ++i) {
    order.push_back({spans[i].score.value_or(0), spans[i].size(), spans[i].start, i});
  }
  std::stable_sort(order.begin(), order.end(), [](const Key& a, const Key& b) {
    if (a.score != b.score) return a.score > b.score;
    if (a.size != b.size) return a.size > b.size;
    return a.start < b.start;
  });
  // (start, end) of the kept spans, sorted: a vector, as a judgment keeps a
  // few hundred and a map's node per span cost more than moving them.
  std::vector<std::pair<std::size_t, std::size_t>> taken;
  std::vector<Key> kept;
  for (const Key& k : order) {
    const Span& s = spans[k.index];
    auto next = std::lower_bound(taken.begin(), taken.end(), s.start,
                                 [](const auto& t, std::size_t start) { return t.first < start; });
    if (next != taken.end() && next->first < s.end) continue;
    if (next != taken.begin() && std::prev(next)->second > s.start) continue;
    if (next == taken.end() || next->first != s.start) taken.emplace(next, s.start, s.end);  // as a map keeps one per start
    kept.push_back(k);
  }
  std::stable_sort(kept.begin(), kept.end(), [](const Key& a, const Key& b) { return a.start < b.start; });
  std::vector<Span> out;
  out.reserve(kept.size());
  for (const Key& k : kept) out.push_back(std::move(spans[k.index]));
  return out;
}

const std::vector<std::string_view>& DetectableTypes() {
  static const std::vector<std::string_view> kTypes = {
      "PERSON",         "LOCATION",   "ORGANIZATION",      "DATE_TIME",      "NRP",           "AGE",
      "OCCUPATION",     "MEDICAL_CONDITION", "FAMILY_STATUS", "SEXUAL_ORIENTATION", "QUANTITY", "CODE",
      "EMAIL_ADDRESS",  "PHONE_NUMBER", "CREDIT_CARD",     "IBAN_CODE",      "US_SSN",        "CN_RESIDENT_ID",
      "UK_NHS",         "UK_NINO",    "IP_ADDRESS",        "URL",            "VEHICLE",       "APPEARANCE"};
  return kTypes;
}

std::string_view TabCategory(std::string_view type) {
  static const std::map<std::string_view, std::string_view> kMap = {
      {"PERSON", "PERSON"},        {"LOCATION", "LOC"},        {"ORGANIZATION", "ORG"},
      {"DATE_TIME", "DATETIME"},   {"NRP", "DEM"},             {"CODE", "CODE"},
      {"EMAIL_ADDRESS", "CODE"},   {"PHONE_NUMBER", "CODE"},   {"CREDIT_CARD", "CODE"},
      {"BANK_CARD", "CODE"},       {"IBAN_CODE", "CODE"},      {"US_SSN", "CODE"},
      {"UK_NHS", "CODE"},          {"UK_NINO", "CODE"},
      {"CN_RESIDENT_ID", "CODE"},  {"IP_ADDRESS", "CODE"},     {"URL", "CODE"},
      {"QUANTITY", "QUANTITY"},    {"MISC", "MISC"},           {"LOC", "LOC"},
      {"ORG", "ORG"},              {"DATETIME", "DATETIME"},   {"DEM", "DEM"},
      {"AGE", "DEM"},              {"OCCUPATION", "DEM"},      {"MEDICAL_CONDITION", "DEM"},
      {"FAMILY_STATUS", "DEM"},   {"SEXUAL_ORIENTATION", "DEM"}, {"APPEARANCE", "DEM"},
      {"VEHICLE", "MISC"}};
  const auto it = kMap.find(type);
  return it == kMap.end() ? std::string_view("MISC") : it->second;
}

Result<std::vector<std::pair<std::string, std::string>>> ReadDenyList(const std::string& path) {
  auto text = ReadFile(path);
  if (!text) return std::unexpected(text.error());
  std::vector<std::pair<std::string, std::string>> out;
  std::size_t line_no = 0;
  std::istringstream in(*text);
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    if (auto st = utf8::Validate(line, path + ":" + std::to_string(line_no)); !st) return std::unexpected(st.error());
    const auto tab = line.find('\t');
    out.emplace_back(line.substr(0, tab), tab == std::string::npos ? "PERSON" : line.substr(tab + 1));
  }
  return out;
}

Result<std::vector<std::string>> ReadAllowList(const std::string& path) {
  auto deny = ReadDenyList(path);
  if (!deny) return std::unexpected(deny.error());
  std::vector<std::string> out;
  for (auto& [value, type] : *deny) out.push_back(std::move(value));
  return out;
}

}  // namespace privtext::detect
