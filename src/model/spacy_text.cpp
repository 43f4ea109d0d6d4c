// spaCy's string functions (see spacy_text.h). The symbol table and the base
// norms are spaCy 3's own data (spacy/symbols.pyx, spacy/lang/norm_exceptions.py):
// a pipeline's features are hashed with them, so they are copied as they are.
#include "spacy_text.h"

#include <murmurhash.h>
#include <utf8proc.h>

#include <array>
#include <cstring>
#include <unordered_map>

#include "privtext/core.h"

namespace privtext::model::spacy {
namespace {

// spaCy's symbols, in id order (IDS in spacy/symbols.pyx): StringStore gives
// these strings their index instead of a hash.
// clang-format off
constexpr std::array<std::string_view, 457> kSymbols = {
    "", "IS_ALPHA", "IS_ASCII", "IS_DIGIT", "IS_LOWER", "IS_PUNCT", "IS_SPACE", "IS_TITLE", "IS_UPPER",
    "LIKE_URL", "LIKE_NUM", "LIKE_EMAIL", "IS_STOP", "IS_OOV_DEPRECATED", "IS_BRACKET", "IS_QUOTE",
    "IS_LEFT_PUNCT", "IS_RIGHT_PUNCT", "IS_CURRENCY", "FLAG19", "FLAG20", "FLAG21", "FLAG22", "FLAG23",
    "FLAG24", "FLAG25", "FLAG26", "FLAG27", "FLAG28", "FLAG29", "FLAG30", "FLAG31", "FLAG32", "FLAG33",
    "FLAG34", "FLAG35", "FLAG36", "FLAG37", "FLAG38", "FLAG39", "FLAG40", "FLAG41", "FLAG42", "FLAG43",
    "FLAG44", "FLAG45", "FLAG46", "FLAG47", "FLAG48", "FLAG49", "FLAG50", "FLAG51", "FLAG52", "FLAG53",
    "FLAG54", "FLAG55", "FLAG56", "FLAG57", "FLAG58", "FLAG59", "FLAG60", "FLAG61", "FLAG62", "FLAG63", "ID",
    "ORTH", "LOWER", "NORM", "SHAPE", "PREFIX", "SUFFIX", "LENGTH", "CLUSTER", "LEMMA", "POS", "TAG", "DEP",
    "ENT_IOB", "ENT_TYPE", "HEAD", "SENT_START", "SPACY", "PROB", "LANG", "ADJ", "ADP", "ADV", "AUX", "CONJ",
    "CCONJ", "DET", "INTJ", "NOUN", "NUM", "PART", "PRON", "PROPN", "PUNCT", "SCONJ", "SYM", "VERB", "X",
    "EOL", "SPACE", "DEPRECATED001", "DEPRECATED002", "DEPRECATED003", "DEPRECATED004", "DEPRECATED005",
    "DEPRECATED006", "DEPRECATED007", "DEPRECATED008", "DEPRECATED009", "DEPRECATED010", "DEPRECATED011",
    "DEPRECATED012", "DEPRECATED013", "DEPRECATED014", "DEPRECATED015", "DEPRECATED016", "DEPRECATED017",
    "DEPRECATED018", "DEPRECATED019", "DEPRECATED020", "DEPRECATED021", "DEPRECATED022", "DEPRECATED023",
    "DEPRECATED024", "DEPRECATED025", "DEPRECATED026", "DEPRECATED027", "DEPRECATED028", "DEPRECATED029",
    "DEPRECATED030", "DEPRECATED031", "DEPRECATED032", "DEPRECATED033", "DEPRECATED034", "DEPRECATED035",
    "DEPRECATED036", "DEPRECATED037", "DEPRECATED038", "DEPRECATED039", "DEPRECATED040", "DEPRECATED041",
    "DEPRECATED042", "DEPRECATED043", "DEPRECATED044", "DEPRECATED045", "DEPRECATED046", "DEPRECATED047",
    "DEPRECATED048", "DEPRECATED049", "DEPRECATED050", "DEPRECATED051", "DEPRECATED052", "DEPRECATED053",
    "DEPRECATED054", "DEPRECATED055", "DEPRECATED056", "DEPRECATED057", "DEPRECATED058", "DEPRECATED059",
    "DEPRECATED060", "DEPRECATED061", "DEPRECATED062", "DEPRECATED063", "DEPRECATED064", "DEPRECATED065",
    "DEPRECATED066", "DEPRECATED067", "DEPRECATED068", "DEPRECATED069", "DEPRECATED070", "DEPRECATED071",
    "DEPRECATED072", "DEPRECATED073", "DEPRECATED074", "DEPRECATED075", "DEPRECATED076", "DEPRECATED077",
    "DEPRECATED078", "DEPRECATED079", "DEPRECATED080", "DEPRECATED081", "DEPRECATED082", "DEPRECATED083",
    "DEPRECATED084", "DEPRECATED085", "DEPRECATED086", "DEPRECATED087", "DEPRECATED088", "DEPRECATED089",
    "DEPRECATED090", "DEPRECATED091", "DEPRECATED092", "DEPRECATED093", "DEPRECATED094", "DEPRECATED095",
    "DEPRECATED096", "DEPRECATED097", "DEPRECATED098", "DEPRECATED099", "DEPRECATED100", "DEPRECATED101",
    "DEPRECATED102", "DEPRECATED103", "DEPRECATED104", "DEPRECATED105", "DEPRECATED106", "DEPRECATED107",
    "DEPRECATED108", "DEPRECATED109", "DEPRECATED110", "DEPRECATED111", "DEPRECATED112", "DEPRECATED113",
    "DEPRECATED114", "DEPRECATED115", "DEPRECATED116", "DEPRECATED117", "DEPRECATED118", "DEPRECATED119",
    "DEPRECATED120", "DEPRECATED121", "DEPRECATED122", "DEPRECATED123", "DEPRECATED124", "DEPRECATED125",
    "DEPRECATED126", "DEPRECATED127", "DEPRECATED128", "DEPRECATED129", "DEPRECATED130", "DEPRECATED131",
    "DEPRECATED132", "DEPRECATED133", "DEPRECATED134", "DEPRECATED135", "DEPRECATED136", "DEPRECATED137",
    "DEPRECATED138", "DEPRECATED139", "DEPRECATED140", "DEPRECATED141", "DEPRECATED142", "DEPRECATED143",
    "DEPRECATED144", "DEPRECATED145", "DEPRECATED146", "DEPRECATED147", "DEPRECATED148", "DEPRECATED149",
    "DEPRECATED150", "DEPRECATED151", "DEPRECATED152", "DEPRECATED153", "DEPRECATED154", "DEPRECATED155",
    "DEPRECATED156", "DEPRECATED157", "DEPRECATED158", "DEPRECATED159", "DEPRECATED160", "DEPRECATED161",
    "DEPRECATED162", "DEPRECATED163", "DEPRECATED164", "DEPRECATED165", "DEPRECATED166", "DEPRECATED167",
    "DEPRECATED168", "DEPRECATED169", "DEPRECATED170", "DEPRECATED171", "DEPRECATED172", "DEPRECATED173",
    "DEPRECATED174", "DEPRECATED175", "DEPRECATED176", "DEPRECATED177", "DEPRECATED178", "DEPRECATED179",
    "DEPRECATED180", "DEPRECATED181", "DEPRECATED182", "DEPRECATED183", "DEPRECATED184", "DEPRECATED185",
    "DEPRECATED186", "DEPRECATED187", "DEPRECATED188", "DEPRECATED189", "DEPRECATED190", "DEPRECATED191",
    "DEPRECATED192", "DEPRECATED193", "DEPRECATED194", "DEPRECATED195", "DEPRECATED196", "DEPRECATED197",
    "DEPRECATED198", "DEPRECATED199", "DEPRECATED200", "DEPRECATED201", "DEPRECATED202", "DEPRECATED203",
    "DEPRECATED204", "DEPRECATED205", "DEPRECATED206", "DEPRECATED207", "DEPRECATED208", "DEPRECATED209",
    "DEPRECATED210", "DEPRECATED211", "DEPRECATED212", "DEPRECATED213", "DEPRECATED214", "DEPRECATED215",
    "DEPRECATED216", "DEPRECATED217", "DEPRECATED218", "DEPRECATED219", "DEPRECATED220", "DEPRECATED221",
    "DEPRECATED222", "DEPRECATED223", "DEPRECATED224", "DEPRECATED225", "DEPRECATED226", "DEPRECATED227",
    "DEPRECATED228", "DEPRECATED229", "DEPRECATED230", "DEPRECATED231", "DEPRECATED232", "DEPRECATED233",
    "DEPRECATED234", "DEPRECATED235", "DEPRECATED236", "DEPRECATED237", "DEPRECATED238", "DEPRECATED239",
    "DEPRECATED240", "DEPRECATED241", "DEPRECATED242", "DEPRECATED243", "DEPRECATED244", "DEPRECATED245",
    "DEPRECATED246", "DEPRECATED247", "DEPRECATED248", "DEPRECATED249", "DEPRECATED250", "DEPRECATED251",
    "DEPRECATED252", "DEPRECATED253", "DEPRECATED254", "DEPRECATED255", "DEPRECATED256", "DEPRECATED257",
    "DEPRECATED258", "DEPRECATED259", "DEPRECATED260", "DEPRECATED261", "DEPRECATED262", "DEPRECATED263",
    "DEPRECATED264", "DEPRECATED265", "DEPRECATED266", "DEPRECATED267", "DEPRECATED268", "DEPRECATED269",
    "DEPRECATED270", "DEPRECATED271", "DEPRECATED272", "DEPRECATED273", "DEPRECATED274", "DEPRECATED275",
    "DEPRECATED276", "PERSON", "NORP", "FACILITY", "ORG", "GPE", "LOC", "PRODUCT", "EVENT", "WORK_OF_ART",
    "LANGUAGE", "LAW", "DATE", "TIME", "PERCENT", "MONEY", "QUANTITY", "ORDINAL", "CARDINAL", "acomp",
    "advcl", "advmod", "agent", "amod", "appos", "attr", "aux", "auxpass", "cc", "ccomp", "complm", "conj",
    "cop", "csubj", "csubjpass", "dep", "det", "dobj", "expl", "hmod", "hyph", "infmod", "intj", "iobj",
    "mark", "meta", "neg", "nmod", "nn", "npadvmod", "nsubj", "nsubjpass", "num", "number", "oprd", "obj",
    "obl", "parataxis", "partmod", "pcomp", "pobj", "poss", "possessive", "preconj", "prep", "prt", "punct",
    "quantmod", "relcl", "rcmod", "root", "xcomp", "acl", "ENT_KB_ID", "MORPH", "ENT_ID", "IDX", "_",
};
// clang-format on

const std::unordered_map<std::string_view, std::uint64_t>& SymbolIds() {
  static const auto* ids = [] {
    auto* m = new std::unordered_map<std::string_view, std::uint64_t>();
    for (std::size_t i = 0; i < kSymbols.size(); ++i) m->emplace(kSymbols[i], i);
    return m;
  }();
  return *ids;
}

const std::unordered_map<std::string_view, std::string_view>& BaseNorms() {
  // clang-format off
  static const auto* norms = new std::unordered_map<std::string_view, std::string_view>{
      {"'s", "'s"},  {"'S", "'s"},  {"’s", "'s"}, {"’S", "'s"}, {"’", "'"},   {"‘", "'"},   {"´", "'"},
      {"`", "'"},    {"”", "\""},   {"“", "\""},  {"''", "\""}, {"``", "\""}, {"´´", "\""}, {"„", "\""},
      {"»", "\""},   {"«", "\""},   {"‘‘", "\""}, {"’’", "\""}, {"？", "?"},  {"！", "!"},  {"，", ","},
      {"；", ";"},   {"：", ":"},   {"。", "."},  {"।", "."},   {"…", "..."}, {"—", "-"},   {"–", "-"},
      {"--", "-"},   {"---", "-"},  {"——", "-"},  {"€", "$"},   {"£", "$"},   {"¥", "$"},   {"฿", "$"},
      {"US$", "$"},  {"C$", "$"},   {"A$", "$"},  {"₺", "$"},   {"₹", "$"},   {"৳", "$"},   {"₩", "$"},
      {"Mex$", "$"}, {"₣", "$"},    {"E£", "$"}};
  // clang-format on
  return *norms;
}

bool IsLetter(char32_t c) {
  switch (utf8proc_category(static_cast<utf8proc_int32_t>(c))) {
    case UTF8PROC_CATEGORY_LU:
    case UTF8PROC_CATEGORY_LL:
    case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM:
    case UTF8PROC_CATEGORY_LO:
      return true;
    default:
      return false;
  }
}

// Python's isdigit(): decimal digits, and the digits of other forms
// (superscript, subscript, circled) that Unicode gives Numeric_Type=Digit.
bool IsDigit(char32_t c) {
  if (utf8proc_category(static_cast<utf8proc_int32_t>(c)) == UTF8PROC_CATEGORY_ND) return true;
  return c == 0xB2 || c == 0xB3 || c == 0xB9 || c == 0x2070 || (c >= 0x2074 && c <= 0x2079) ||
         (c >= 0x2080 && c <= 0x2089) || (c >= 0x2460 && c <= 0x2468) ||
         (c >= 0x2474 && c <= 0x247C) || (c >= 0x2488 && c <= 0x2490) || c == 0x24EA ||
         (c >= 0x24F5 && c <= 0x24FD) || c == 0x24FF || (c >= 0x2776 && c <= 0x277E) ||
         (c >= 0x2780 && c <= 0x2788) || (c >= 0x278A && c <= 0x2792) ||
         (c >= 0x1369 && c <= 0x1371) || c == 0x19DA;
}

// Whether a letter comes before `pos` and none after `end` (Python's final
// sigma rule, with letters for its "cased" characters).
bool FinalSigma(std::string_view text, std::size_t pos, std::size_t end) {
  bool before = false;
  for (std::size_t p = 0; p < pos;) before = IsLetter(utf8::DecodeAt(text, p));
  if (!before) return false;
  if (end >= text.size()) return true;
  std::size_t p = end;
  return !IsLetter(utf8::DecodeAt(text, p));
}

}  // namespace

std::uint64_t HashString(std::string_view text) {
  constexpr std::uint64_t m = 0xc6a4a7935bd1e995ULL;
  constexpr int r = 47;
  const std::size_t len = text.size();
  std::uint64_t h = 1 ^ (len * m);
  const char* data = text.data();
  for (std::size_t i = 0; i + 8 <= len; i += 8) {
    std::uint64_t k;
    std::memcpy(&k, data + i, 8);
    k *= m;
    k ^= k >> r;
    k *= m;
    h ^= k;
    h *= m;
  }
  const auto* tail = reinterpret_cast<const unsigned char*>(data + (len & ~std::size_t{7}));
  if (const std::size_t rest = len & 7; rest != 0) {
    for (std::size_t i = rest; i > 0; --i) h ^= std::uint64_t{tail[i - 1]} << (8 * (i - 1));
    h *= m;
  }
  h ^= h >> r;
  h *= m;
  h ^= h >> r;
  return h;
}

std::uint64_t StringId(std::string_view text) {
  if (text.empty()) return 0;
  const auto& symbols = SymbolIds();
  if (const auto it = symbols.find(text); it != symbols.end()) return it->second;
  return HashString(text);
}

void HashBuckets(std::uint64_t key, std::uint32_t seed, std::uint32_t out[4]) {
  std::uint64_t h[2];
  lmmh_x64_128(&key, sizeof key, seed, h);
  out[0] = static_cast<std::uint32_t>(h[0]);
  out[1] = static_cast<std::uint32_t>(h[0] >> 32);
  out[2] = static_cast<std::uint32_t>(h[1]);
  out[3] = static_cast<std::uint32_t>(h[1] >> 32);
}

bool IsSpace(char32_t c) {
  return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 ||
         c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
         c == 0x205F || c == 0x3000;
}

bool IsSpaceString(std::string_view text) {
  if (text.empty()) return false;
  for (std::size_t pos = 0; pos < text.size();) {
    if (!IsSpace(utf8::DecodeAt(text, pos))) return false;
  }
  return true;
}

std::string Lower(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t pos = 0; pos < text.size();) {
    const std::size_t at = pos;
    const char32_t c = utf8::DecodeAt(text, pos);
    if (c < 0x80) {
      out.push_back(static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c));
    } else if (c == 0x130) {  // İ: the one unconditional two-character lower case
      out += "i\xCC\x87";
    } else if (c == 0x3A3 && FinalSigma(text, at, pos)) {
      out += "ς";
    } else {
      utf8::Append(out, static_cast<char32_t>(utf8proc_tolower(static_cast<utf8proc_int32_t>(c))));
    }
  }
  return out;
}

std::string Shape(std::string_view text) {
  if (utf8::CodePointCount(text) >= 100) return "LONG";
  std::string shape;
  char32_t last = 0;
  bool have_last = false;
  int run = 0;
  for (std::size_t pos = 0; pos < text.size();) {
    char32_t c = utf8::DecodeAt(text, pos);
    if (IsLetter(c)) {
      c = utf8proc_category(static_cast<utf8proc_int32_t>(c)) == UTF8PROC_CATEGORY_LU ? U'X' : U'x';
    } else if (IsDigit(c)) {
      c = U'd';
    }
    if (have_last && c == last) {
      ++run;
    } else {
      run = 0;
      last = c;
      have_last = true;
    }
    if (run < 4) utf8::Append(shape, c);
  }
  return shape;
}

std::string_view Prefix(std::string_view text) {
  if (text.empty()) return text;
  std::size_t pos = 0;
  utf8::DecodeAt(text, pos);
  return text.substr(0, pos);
}

std::string_view Suffix(std::string_view text) {
  std::size_t start = text.size();
  for (int n = 0; n < 3 && start > 0; ++n) {
    do {
      --start;
    } while (start > 0 && utf8::IsContinuation(text[start]));
  }
  return text.substr(start);
}

std::string_view BaseNorm(std::string_view text) {
  const auto& norms = BaseNorms();
  const auto it = norms.find(text);
  return it == norms.end() ? std::string_view() : it->second;
}

}  // namespace privtext::model::spacy
