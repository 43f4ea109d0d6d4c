// Dates moved by a number of days, written back as they were written: the
// calendar arithmetic is std::chrono's; what is ours is reading the forms a
// text writes a date in and writing the moved date in the same form.
#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <span>
#include <vector>

#include "protect/primitives.h"

namespace privtext::protect {
namespace {

namespace chr = std::chrono;

bool Digit(char c) { return c >= '0' && c <= '9'; }
// (A byte of a letter beyond ASCII too: "março" is one word, not "mar" and two bytes.)
bool Letter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0 || (c & 0x80) != 0; }

// One piece of the written date: a run of digits, a run of letters, or one
// other byte (a space, a comma, a separator).
struct Piece {
  enum Kind { kNumber, kWord, kOther } kind;
  std::string_view text;
};

std::vector<Piece> Pieces(std::string_view value) {
  std::vector<Piece> out;
  for (std::size_t i = 0; i < value.size();) {
    std::size_t j = i + 1;
    Piece::Kind kind = Piece::kOther;
    if (Digit(value[i])) {
      kind = Piece::kNumber;
      while (j < value.size() && Digit(value[j])) ++j;
    } else if (Letter(value[i])) {
      kind = Piece::kWord;
      while (j < value.size() && Letter(value[j])) ++j;
    }
    out.push_back({kind, value.substr(i, j - i)});
    i = j;
  }
  return out;
}

// The months in the other languages whose dates the detector reads, their full names only (three letters
// abbreviate English's alone): French, German, Spanish, Italian, Dutch, Portuguese, Polish (the genitive a date
// takes) and the Nordic languages.
const std::array<std::array<std::string_view, 12>, 8> kForeignMonthNames = {{
    {"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
     "décembre"},
    {"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
     "Dezember"},
    {"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
     "diciembre"},
    {"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
     "novembre", "dicembre"},
    {"januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november",
     "december"},
    {"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro",
     "dezembro"},
    {"stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października",
     "listopada", "grudnia"},
    {"januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november",
     "desember"},
}};

// A month `word` names: the list it is in (English's first) and its index there.
struct MonthName {
  std::span<const std::string_view> names;
  std::size_t index;
};
std::optional<MonthName> FindMonthName(std::string_view word) {
  bool abbreviated = false;
  if (const auto k = FindCalendarName(kMonthNames, word, &abbreviated)) return MonthName{kMonthNames, *k};
  for (const auto& names : kForeignMonthNames) {
    const auto k = FindCalendarName(names, word, &abbreviated);
    if (k && !abbreviated && names[*k].size() == word.size()) return MonthName{names, *k};
  }
  return std::nullopt;
}

bool IsName(std::span<const std::string_view> names, std::string_view word) {
  bool abbreviated = false;
  return FindCalendarName(names, word, &abbreviated).has_value();
}

// names[k] cut and cased as `written` was: "Jan", "JANUARY", "january".
std::string WrittenLike(std::span<const std::string_view> names, std::size_t k, std::string_view written) {
  bool abbreviated = false;
  FindCalendarName(names, written, &abbreviated);
  const std::string_view name = names[k];
  return CasedLike(std::string(name.substr(0, abbreviated ? 3 : name.size())), written);
}

bool Ordinal(std::string_view word) {
  if (word.size() != 2) return false;
  const std::string lower = {static_cast<char>(std::tolower(static_cast<unsigned char>(word[0]))),
                             static_cast<char>(std::tolower(static_cast<unsigned char>(word[1])))};
  return lower == "st" || lower == "nd" || lower == "rd" || lower == "th";
}

// The ending of `day`, in capitals where the written one begins with one ("4TH").
std::string OrdinalEndingLike(unsigned day, std::string_view written) {
  std::string out = OrdinalEnding(day);
  if (std::isupper(static_cast<unsigned char>(written[0]))) {
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  return out;
}

// Where each part of the date is among the pieces (-1: not written).
struct Parts {
  int day = -1, month = -1, year = -1, weekday = -1;
  bool month_in_words = false;
};

// A date written with its month's name: "7 January 1998", "January 7th,
// 1998", "Monday 7 Jan. 1998", "May 2010", "15 May"; or a weekday alone
// ("Friday evening"). Any other number or word makes it something else (a
// range of days, a time).
std::optional<Parts> WrittenParts(const std::vector<Piece>& pieces) {
  Parts p;
  p.month_in_words = true;
  bool other_words = false;
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    const Piece& piece = pieces[k];
    const int at = static_cast<int>(k);
    if (piece.kind == Piece::kWord) {
      if (FindMonthName(piece.text) && p.month < 0) {
        p.month = at;
      } else if (IsName(kWeekdayNames, piece.text)) {
        if (p.weekday >= 0) return std::nullopt;  // "Monday and Tuesday"
        p.weekday = at;
      } else if (!(Ordinal(piece.text) && k > 0 && pieces[k - 1].kind == Piece::kNumber) &&
                 // (Spanish and Portuguese join the parts with "de": "9 de março de 2024".)
                 piece.text != "de") {
        other_words = true;  // "10 and 12 November": not one date
      }
    } else if (piece.kind == Piece::kNumber) {
      if (piece.text.size() == 4 && p.year < 0) {
        p.year = at;
      } else if (piece.text.size() <= 2 && p.day < 0) {
        p.day = at;
      } else {
        return std::nullopt;
      }
    } else if (piece.text != " " && piece.text != "," && piece.text != ".") {
      return std::nullopt;
    }
  }
  if (p.weekday >= 0 && p.month < 0 && p.day < 0 && p.year < 0) return p;
  if (other_words || p.month < 0 || (p.day < 0 && p.year < 0) || (p.weekday >= 0 && (p.day < 0 || p.year < 0))) {
    return std::nullopt;
  }
  return p;
}

// A numeric date with a four-digit year: "1998-01-07", "07/01/1998",
// "7.1.1998"; day first (or with `month_first`, month first) unless the
// number read as the month cannot be one ("12/25/1998", "25/12/1998").
std::optional<Parts> NumericParts(const std::vector<Piece>& pieces, bool month_first) {
  if (pieces.size() != 5 || pieces[0].kind != Piece::kNumber || pieces[2].kind != Piece::kNumber ||
      pieces[4].kind != Piece::kNumber || pieces[1].text != pieces[3].text) {
    return std::nullopt;
  }
  const std::string_view sep = pieces[1].text;
  if (sep != "-" && sep != "/" && sep != ".") return std::nullopt;
  Parts p;
  if (pieces[0].text.size() == 4 && pieces[2].text.size() <= 2 && pieces[4].text.size() <= 2) {
    p.year = 0, p.month = 2, p.day = 4;
  } else if (pieces[4].text.size() == 4 && pieces[0].text.size() <= 2 && pieces[2].text.size() <= 2) {
    const int month_at = month_first ? 0 : 2;
    if (std::stoi(std::string(pieces[static_cast<std::size_t>(month_at)].text)) > 12) month_first = !month_first;
    p.day = month_first ? 2 : 0, p.month = month_first ? 0 : 2, p.year = 4;
  } else {
    return std::nullopt;
  }
  return p;
}

unsigned Value(const std::vector<Piece>& pieces, int at) { return static_cast<unsigned>(std::stoi(std::string(pieces[at].text))); }

}  // namespace

std::string OrdinalEnding(unsigned n) {
  if (n % 100 / 10 == 1) return "th";
  return n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
}

const std::array<std::string_view, 12> kMonthNames = {"January", "February", "March",     "April",
                                                      "May",     "June",     "July",      "August",
                                                      "September", "October", "November", "December"};
const std::array<std::string_view, 7> kWeekdayNames = {"Monday", "Tuesday", "Wednesday", "Thursday",
                                                       "Friday", "Saturday", "Sunday"};

std::optional<std::size_t> FindCalendarName(std::span<const std::string_view> names, std::string_view word,
                                            bool* abbreviated) {
  if (word.ends_with('.')) word.remove_suffix(1);
  const auto same = [](char a, char b) {
    return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
  };
  for (std::size_t k = 0; k < names.size(); ++k) {
    const std::string_view name = names[k];
    if (word.size() != 3 && word.size() != name.size()) continue;
    if (word.size() <= name.size() && std::equal(word.begin(), word.end(), name.begin(), same)) {
      *abbreviated = word.size() == 3 && name.size() > 3;
      return k;
    }
  }
  return std::nullopt;
}

std::optional<std::string> ShiftDate(std::string_view value, int days, bool month_first) {
  const std::vector<Piece> pieces = Pieces(value);
  std::optional<Parts> parts = WrittenParts(pieces);
  if (!parts) parts = NumericParts(pieces, month_first);
  if (!parts) return std::nullopt;
  const Parts& p = *parts;
  if (p.month < 0 && p.weekday >= 0) {
    // A weekday alone moves as the date it names does, by the shift modulo 7.
    const std::string_view text = pieces[static_cast<std::size_t>(p.weekday)].text;
    bool abbreviated = false;
    const int from = static_cast<int>(*FindCalendarName(kWeekdayNames, text, &abbreviated));
    const int moved = ((from + days) % 7 + 7) % 7;
    std::string out;
    for (std::size_t k = 0; k < pieces.size(); ++k) {
      out += static_cast<int>(k) == p.weekday ? WrittenLike(kWeekdayNames, static_cast<std::size_t>(moved), text)
                                              : std::string(pieces[k].text);
    }
    return out;
  }
  const std::optional<MonthName> month_name =
      p.month_in_words ? FindMonthName(pieces[p.month].text) : std::nullopt;
  const unsigned month = month_name ? static_cast<unsigned>(month_name->index) + 1 : Value(pieces, p.month);
  // A month and year without a day move as their middle day does; a day and
  // month without a year as in a year without 29 February.
  const int year = p.year >= 0 ? static_cast<int>(Value(pieces, p.year)) : 2001;
  const unsigned day = p.day >= 0 ? Value(pieces, p.day) : 15;
  const chr::year_month_day real{chr::year{year}, chr::month{month}, chr::day{day}};
  if (!real.ok() || (p.year >= 0 && year < 1000)) return std::nullopt;
  chr::sys_days moved = chr::sys_days{real} + chr::days{days};
  if (p.year < 0) {
    // Stay in the reference year, so the day and month are what the shift modulo 365 gives.
    const auto start = chr::sys_days{chr::year{2001} / 1 / 1};
    moved = start + chr::days{((moved - start).count() % 365 + 365) % 365};
  }
  const chr::year_month_day shifted{moved};

  std::string out;
  for (int k = 0; k < static_cast<int>(pieces.size()); ++k) {
    const std::string_view text = pieces[static_cast<std::size_t>(k)].text;
    if (k == p.day) {
      const unsigned d = static_cast<unsigned>(shifted.day());
      out += PadNumber(static_cast<int>(d), text.size());
      if (k + 1 < static_cast<int>(pieces.size()) && Ordinal(pieces[static_cast<std::size_t>(k) + 1].text)) {
        out += OrdinalEndingLike(d, pieces[static_cast<std::size_t>(k) + 1].text);
        ++k;
      }
    } else if (k == p.month) {
      const unsigned m = static_cast<unsigned>(shifted.month());
      out += month_name ? WrittenLike(month_name->names, m - 1, text) : PadNumber(static_cast<int>(m), text.size());
    } else if (k == p.year) {
      out += std::to_string(static_cast<int>(shifted.year()));
    } else if (k == p.weekday) {
      out += WrittenLike(kWeekdayNames, chr::weekday{moved}.iso_encoding() - 1, text);  // from Monday
    } else {
      out += text;
    }
  }
  return out;
}

}  // namespace privtext::protect
