// Case-law citations: "(see Prencipe v. Monaco, no. 43376/06, §§ 62-63, 16
// July 2009)". The name, State, application number and date of another case
// identify no one in this one (TAB's annotators leave them), and a full
// judgment cites dozens.
#include <algorithm>
#include <string>

#include <re2/re2.h>

#include "patterns.h"

namespace privtext::detect::internal {
namespace {

const char* kMonths = "(?:January|February|March|April|May|June|July|August|September|October|November|December)";

// A case's first party, and its second: the State or the defendants ("R. v. Chalkley and Jeffries [1998] 2 All ER
// 155").
const char* kParty = R"(\p{Lu}[\p{L}'’.-]*(?: (?:and|de|van|von|der|da|di|du|del|la|le|\p{Lu}[\p{L}'’.-]*))*)";
const char* kState = R"((?:the )?\p{Lu}\p{L}*(?: (?:of |upon |on |and )?\p{Lu}\p{L}*)*)";

std::string CitationPattern() {
  const std::string name = kParty;
  const std::string state = kState;
  const std::string note = R"((?: \([^()\n]{1,40}\)| \[GC\])*)";  // "(dec.)", "(no. 2)", "[GC]"
  const std::string app = R"(\d{1,6}/\d{2})";
  const std::string paragraphs = R"(§§? \d+(?:[-–]\d+)?(?:(?:, | and )\d+(?:[-–]\d+)?)*)";
  const std::string tail = "(?:, (?:" + paragraphs + R"(|ECHR \d{4}-[IVXL]+(?: \([^()\n]{1,20}\))?|\d{1,2} )" +
                           kMonths + R"( \d{4}|Series A no\. \d+(?:-[A-Z])?|Reports(?: of Judgments and Decisions)? )"
                           R"(\d{4}-[IVXL]+))";
  // An English law report, or a judicial review named for whom it was
  // brought for: "R. v. Leeds Justices ex parte Kennett [1996] RVR 53",
  // "Clinton v. Bradley [2000] NI 196", "[1989] 11 Cr App R(S) 10", "R. v. St
  // Helens Justices ex parte Jones CO/3328/95".
  const std::string party = "(?:,? ex parte " + name + R"((?: CO/\d+/\d{2})?)?)";
  const std::string report = R"((?: \[\d{4}\](?: \d+)? \p{Lu}\p{L}*(?: \p{Lu}\p{L}*)*(?:\(\p{Lu}\))? \d+)?)";
  return "(" + name + R"( v\. )" + state + party + note + report + "(?:, nos?\\. " + app + "(?:(?:, | and )" + app + ")*)?" +
         tail + ")*)";
}

}  // namespace

std::vector<std::pair<std::size_t, std::size_t>> CaseLawCitations(std::string_view text) {
  // Longest match: "§§ 62-63, 16 July 2009" is a paragraph range and a date,
  // not paragraphs 62-63 and 16.
  static const RE2 pattern(CitationPattern(), [] {
    RE2::Options o;
    o.set_longest_match(true);
    return o;
  }());
  // ... or with its number, paragraphs and date in brackets after it, to the bracket's end ("Big Brother Watch and
  // Others v. the United Kingdom ([GC], nos. 58170/13 and 2 others, 25 May 2021)"; a pattern of its own: in the one
  // above it made RE2's automaton run out of memory).
  static const RE2 bracketed("(" + std::string(kParty) + R"( v\. )" + kState +
                             R"( \((?:\[GC\], )?nos?\. \d{1,6}/\d{2}[,; ]))");
  // Matched only around each " v. ", from the start of the line or sentence
  // before it: over a whole judgment the longest-match search cost 5% of
  // detection on court cases with one citation.
  constexpr std::size_t kBefore = 160, kAfter = 400;
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t at = text.find(" v. "); at != std::string_view::npos; at = text.find(" v. ", at + 4)) {
    if (!out.empty() && at < out.back().second) continue;
    const std::size_t from = at > kBefore ? at - kBefore : 0;
    const re2::StringPiece window(text.data() + from, std::min(text.size() - from, kBefore + kAfter));
    re2::StringPiece rest = window;
    re2::StringPiece match;
    while (RE2::FindAndConsume(&rest, pattern, &match)) {
      const auto start = static_cast<std::size_t>(match.data() - text.data());
      // The match that holds this " v. ", and names a number, paragraph,
      // date or law report: "Smith v. Jones" alone may be the applicant's own
      // case.
      if (start > at || start + match.size() < at + 4) continue;
      const std::string_view found(match.data(), match.size());
      if (found.find(", ") != std::string_view::npos || found.find("] ") != std::string_view::npos ||
          found.find(" ex parte ") != std::string_view::npos) {
        out.emplace_back(start, start + match.size());
      } else if (re2::StringPiece head;
                 RE2::PartialMatch(re2::StringPiece(text.data() + start, window.end() - (text.data() + start)),
                                   bracketed, &head) &&
                 head.data() == text.data() + start) {
        const std::size_t close = text.find(')', start + head.size());
        if (close != std::string_view::npos && close - start < kAfter) out.emplace_back(start, close + 1);
      }
      break;
    }
  }
  return out;
}

}  // namespace privtext::detect::internal
