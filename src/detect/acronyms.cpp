// Organisations named by their acronym, or by a hyphenated name. A party or
// armed group is spelt out once, if at all, and then named bare: "the PKK
// (Workers' Party of Kurdistan)" ... "three members of the PKK"; "the DTP's
// regional representative". An acronym is an organisation's when a detected
// organisation spells it out, or when the text calls it "the X" twice or more
// and it is neither a body every reader knows (the UN, the CPT, the NHS), nor a
// law ("the CCP", "Article 5 of the CMK"), nor spelt out by a name the rules
// leave as a public body's ("the Asylum and Immigration Tribunal (“the AIT”)").
#include <algorithm>
#include <cctype>
#include <map>

#include "patterns.h"

namespace privtext::detect::internal {
namespace {

// Acronyms of bodies that identify no one: international organisations, the
// State's own services, and terms that are not bodies at all.
const WordSet kGenericAcronyms = {
    "UNO", "NATO", "OSCE", "UNHCR", "UNICEF", "UNESCO", "UNDP", "ICRC", "CPT", "ECHR", "ECJ", "ICJ", "ICC",
    "ICTY", "ICTR", "WHO", "ILO", "IMF", "OECD", "WTO", "CIS", "USSR", "USA", "UAE", "FRY", "SFRY", "NGO",
    "ODIHR", "GRECO", "ECRI", "PACE", "EEC", "KGB", "FSB", "MVD", "NKVD", "FBI", "CIA", "NSA", "NHS", "CPS",
    "DPP", "BBC", "MOD", "SFO", "HMRC", "IPCC", "GCHQ", "DNA", "HIV", "AIDS", "PTSD", "CCTV", "GPS", "SMS",
    "DVD", "VAT", "GDP", "PIN", "URL", "PDF", "ATM", "ECG", "MRI", "ICU", "ADHD", "LSD", "TNT", "THE", "AND",
    // Technical standards and formats, named in IT contracts and support
    // tickets as often as in software's documentation.
    "HTTP", "HTTPS", "HTML", "XML", "JSON", "CSV", "SQL", "API", "ASCII", "UTF", "POSIX", "TCP", "UDP", "DNS",
    "USB", "CPU", "GPU", "RAM", "SSD", "VPN", "SSL", "TLS", "FAQ", "ISBN", "ISO",
    // An account's schemes ("Tatra banka (IBAN SK31 ...)").
    "IBAN", "BIC", "SWIFT",
    // Words of a contract in capitals ("ANY", "YOU", "INCLUDING").
    "ANY", "YOU", "NOT", "ALL", "FOR", "INCLUDING", "WITHOUT", "OTHER", "SUCH"};
// A word that ends the name an acronym abbreviates when that name is a law.
const WordSet kLawWords = {
    "Code", "Act", "Law", "Rules", "Convention", "Procedure", "Regulations", "Constitution", "Order", "Decree",
    "Statute", "Protocol", "Agreement", "Treaty", "Directive", "Ordinance", "Charter"};

// How many upper-case letters a word of them has, a hyphen allowed inside
// ("KÜRT-DER"); 0 for any other word.
std::size_t AcronymLetters(std::string_view w) {
  std::size_t letters = 0;
  for (std::size_t pos = 0; pos < w.size();) {
    const char32_t c = utf8::DecodeAt(w, pos);
    if (c == '-') continue;
    if (!IsUpper(c)) return 0;
    ++letters;
  }
  return letters;
}

// A hyphenated name of capitalised parts ("Dev-Yol"): once an organisation
// is named so, its bare mentions are found too, but "the X" alone does not
// make one ("the Anglo-Saxon").
bool IsHyphenatedName(std::string_view w) {
  if (w.find('-') == std::string_view::npos) return false;
  for (std::size_t part = 0; part < w.size();) {
    std::size_t pos = part;
    if (!IsUpper(utf8::DecodeAt(w, pos))) return false;
    const std::size_t dash = w.find('-', part);
    if (dash == std::string_view::npos) break;
    part = dash + 1;
  }
  return true;
}

// The acronym in brackets after a name: "Royal Air Force (RAF)", "the Code of
// Criminal Procedure (“the CMK”)". Returns the token before the brackets'
// opening, or npos.
std::size_t SpeltOutBefore(std::string_view text, const std::vector<Token>& tokens, std::size_t i) {
  // (Not a register's letters before its code: "Mebli-Lux LLC (USREOU code 34567890)", "OOO Stroytekh-Invest (TIN
  // 3328104417)", nor a State's before a word in small letters: "Trading LLP (UK company 11412887)".)
  const std::string_view after = text.substr(tokens[i].end, 8);
  if (after.starts_with(" code") || after.starts_with(" number") ||
      (after.size() >= 2 && after[0] == ' ' &&
       (std::isdigit(static_cast<unsigned char>(after[1])) ||
        (std::islower(static_cast<unsigned char>(after[1])) && !after.starts_with(" no"))))) {
    return std::string_view::npos;
  }
  if (i >= 2 && tokens[i - 1].text == "the" && tokens[i - 1].end + 1 == tokens[i].start) --i;
  if (i == 0) return std::string_view::npos;
  std::string_view gap = Between(text, tokens[i - 1], tokens[i]);
  for (std::string_view quote : {"\u201c", "\"", "'"}) {
    if (gap.ends_with(quote)) gap.remove_suffix(quote.size());
  }
  return gap == " (" ? i - 1 : std::string_view::npos;
}

// Where the name that token `last` ends begins: back over capitalised words
// and the words inside a name ("the Department of Local Government and the
// Environment ('DOLGE')", whose first part alone the organisation rule finds).
std::size_t NameStart(std::string_view text, const std::vector<Token>& tokens, std::size_t last) {
  std::size_t first = last;
  while (first > 0 && last - first < 8 && Between(text, tokens[first - 1], tokens[first]) == " ") {
    const std::string_view w = tokens[first - 1].text;
    if (!tokens[first - 1].capitalized && w != "of" && w != "and" && w != "the" && w != "for") break;
    --first;
  }
  return tokens[first].start;
}

// A law is cited by article or section: "Article 5 of the CMK", "section 3 of the PACE".
bool CitedAsLaw(std::string_view text, const Token& t) {
  const std::size_t from = t.start >= 40 ? t.start - 40 : 0;
  const std::string_view before = text.substr(from, t.start - from);
  if (!before.ends_with("of the ")) return false;
  for (std::string_view word : {"Article", "article", "section", "Section", "\u00a7", "paragraph", "Rule", "rule"}) {
    if (before.find(word) != std::string_view::npos) return true;
  }
  return false;
}

// Past the number an acronym's institution carries after a hyphen ("IK-31",
// "IZ-24/1"), or `end`.
std::size_t WithNumber(std::string_view text, std::size_t end) {
  const auto digit = [&](std::size_t p) {
    return p < text.size() && std::isdigit(static_cast<unsigned char>(text[p]));
  };
  if (end >= text.size() || text[end] != '-' || !digit(end + 1)) return end;
  std::size_t p = end + 1;
  while (digit(p) || (p < text.size() && text[p] == '/' && digit(p + 1))) ++p;
  return p < text.size() && std::isalpha(static_cast<unsigned char>(text[p])) ? end : p;
}

}  // namespace

bool IsGenericAcronym(std::string_view word) { return kGenericAcronyms.contains(word); }

std::vector<Span> OrganisationAcronyms(std::string_view text, const std::vector<Token>& tokens,
                                       const std::vector<Span>& spans) {
  struct Use {
    std::vector<std::size_t> at;  // token indices
    int after_the = 0;
    bool organisation = false;  // inside a detected organisation, or spelt out by one
    bool law = false;
    bool spelt_out_unmasked = false;  // after a capitalised name no rule keeps: a public body's
    // Two letters are an organisation's only where one spells them out
    // ("the Territorial Army (“TA”)"); alone they are "UK", "EU", "ID", "MP".
    bool two_letters = false;
    bool spelt_out_by_organisation = false;
  };
  std::map<std::string_view, Use> uses;
  auto organisation_at = [&](std::size_t start, std::size_t end) {
    return std::any_of(spans.begin(), spans.end(), [&](const Span& s) {
      return s.type == "ORGANIZATION" && s.score.value_or(0) >= 0.6 && s.start < end && start < s.end;
    });
  };
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    if (!t.capitalized || t.initial) continue;
    const std::string_view word = WithoutPossessive(t.text);
    const std::size_t letters = AcronymLetters(word);
    const bool acronym = letters >= 3 && letters <= 10;
    if (!(acronym || letters == 2 || IsHyphenatedName(word)) || kGenericAcronyms.contains(word)) continue;
    Use& use = uses[word];
    use.at.push_back(i);
    use.two_letters = letters == 2;
    if (acronym && i > 0 && (tokens[i - 1].text == "the" || tokens[i - 1].text == "The") &&
        tokens[i - 1].end + 1 == t.start) {
      ++use.after_the;
    }
    if (organisation_at(t.start, t.end)) use.organisation = true;
    const std::size_t named = SpeltOutBefore(text, tokens, i);
    if (named != std::string_view::npos) {
      // "the Company Directors Disqualification Act 1986 (“the CDDA”)": a
      // law's year after its name.
      const bool year = named > 0 && tokens[named].text.size() == 4 &&
                        tokens[named].text.find_first_not_of("0123456789") == std::string_view::npos;
      if (kLawWords.contains(tokens[named].text) || (year && kLawWords.contains(tokens[named - 1].text))) use.law = true;
      if (organisation_at(NameStart(text, tokens, named), tokens[named].end)) {
        use.organisation = use.spelt_out_by_organisation = true;
      } else if (tokens[named].capitalized) {
        use.spelt_out_unmasked = true;
      }
    }
    if (CitedAsLaw(text, t)) use.law = true;
  }
  std::vector<Span> out;
  for (const auto& [word, use] : uses) {
    if (use.law || (use.spelt_out_unmasked && !use.organisation) || !(use.organisation || use.after_the >= 2) ||
        (use.two_letters && !use.spelt_out_by_organisation)) {
      continue;
    }
    for (std::size_t i : use.at) {
      const Token& t = tokens[i];
      const bool covered = std::any_of(spans.begin(), spans.end(),
                                       [&](const Span& s) { return s.start <= t.start && t.end <= s.end; });
      if (!covered) out.push_back(Span{t.start, WithNumber(text, t.start + word.size()), "ORGANIZATION", 0.7,
                                       "organisation_acronym"});
    }
  }
  return out;
}

}  // namespace privtext::detect::internal
