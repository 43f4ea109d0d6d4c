// Fictional control-code values (seed 004, App. A.2, Figure 2): per-type
// pools and patterns, larger than the seed's, seeded, shaped like the real
// value they stand in for.
#include <algorithm>
#include <cctype>

#include <nlohmann/json.hpp>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

using Pool = std::vector<std::string_view>;

const Pool kTitles = {"Mr", "Ms", "Mrs", "Dr", "Prof"};
const Pool kFirstNames = {
    "Alex",   "Blake",  "Casey",  "Dana",    "Elliot", "Finley", "Harper", "Jordan", "Kai",    "Logan",
    "Morgan", "Quinn",  "Riley",  "Skyler",  "Avery",  "Rowan",  "Sage",   "Emery",  "Reese",  "Parker",
    "Hayden", "Jamie",  "Kendall", "Lane",   "Marlow", "Noel",   "Oakley", "Peyton", "Remy",   "Sawyer",
    "Tatum",  "Tobin",  "Wren",   "Arden",   "Briar",  "Cameron", "Devon", "Ellis",  "Frankie", "Gray",
    "Hollis", "Indigo", "Jules",  "Kerry",   "Lennon", "Milan",  "Nico",   "Ocean",  "Phoenix", "Robin",
    "Shay",   "Toby",   "Val",    "Winter",  "Zion",   "Adrian", "Bellamy", "Corin", "Darby",  "Ember"};
const Pool kLastNames = {
    "Adams",   "Baker",   "Carson",  "Dawson",  "Ellis",   "Foster",  "Griffin", "Hayes",   "Irwin",
    "Johnson", "Kennedy", "Lewis",   "Mercer",  "Nolan",   "Oakes",   "Prescott", "Quincy", "Ramsey",
    "Sutton",  "Thorne",  "Underwood", "Vance", "Whitaker", "Yates",  "Ashford", "Bramley", "Colby",
    "Darrow",  "Eastman", "Fairley", "Garland", "Hartley", "Ingram",  "Jennings", "Keller", "Lowell",
    "Marsh",   "Norris",  "Osborne", "Pryce",   "Radley",  "Sheldon", "Tillman", "Upton",   "Vickers",
    "Walsh",   "Winslow", "Abbott",  "Barlow",  "Crane",   "Delaney", "Everett", "Fletcher", "Gale"};
const Pool kPlaces = {
    "Baltimore", "Seattle", "Tokyo", "Munich", "Cairo", "Lisbon", "Montreal", "Perth", "Valparaiso", "Tromso",
    "Kraków", "Osaka", "Nairobi", "Bergen", "Quito", "Adelaide", "Leeds", "Lyon", "Porto", "Zagreb",
    "USA", "Germany", "Japan", "Kenya", "Brazil", "Norway", "Chile", "Portugal", "Canada", "New Zealand",
    "221B Baker St", "1600 Amphitheatre Pkwy", "350 Fifth Ave", "12 Harbour Road", "7 Elm Court",
    "London Bridge", "Central Station", "Pier 39", "North Ferry Terminal", "Riverside Bus Depot"};
const Pool kOrganisations = {
    "World Health Organization", "Harvard University", "UNICEF", "St. Mary's Hospital", "NASA", "MIT",
    "Stanford University", "Red Cross", "Greenfield Insurance", "Northwind Logistics", "Bluewater Bank",
    "Crescent Pharmaceuticals", "Lakeside Clinic", "Summit Legal Partners", "Pinecrest Academy",
    "Harbor City Council", "Meridian Energy", "Oakridge Medical Centre", "Silverline Rail", "Atlas Foundation"};
const Pool kHeritage = {"Irish-American", "Nigerian", "Chinese", "Latinx", "Punjabi", "Greek", "Somali",
                        "Vietnamese", "Portuguese", "Lebanese", "Welsh", "Filipino"};
const Pool kJobs = {"software engineer", "nurse", "professor", "mechanic", "pilot", "teacher", "accountant",
                    "electrician", "pharmacist", "journalist", "farmer", "police officer", "architect", "chef"};
const Pool kMonths = {"January", "February", "March", "April", "May", "June", "July",
                      "August", "September", "October", "November", "December"};

bool IsTitle(std::string_view word) {
  for (auto t : kTitles) {
    if (word == t || (word.size() == t.size() + 1 && word.substr(0, t.size()) == t && word.back() == '.')) return true;
  }
  return false;
}

bool IsYear(std::string_view s) {
  return s.size() == 4 && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

}  // namespace

FictionalValues::FictionalValues(std::uint64_t seed) : rng_(seed) {}

void FictionalValues::AddPool(std::string_view type, std::vector<std::string> values) {
  auto& pool = user_[std::string(type)];
  pool.insert(pool.end(), values.begin(), values.end());
}

std::string FictionalValues::Draw(std::string_view type, std::string_view real) {
  auto pick = [&](const Pool& pool) { return std::string(pool[rng_() % pool.size()]); };
  auto number = [&](int lo, int hi) { return lo + static_cast<int>(rng_() % static_cast<unsigned>(hi - lo + 1)); };
  if (const auto it = user_.find(std::string(type)); it != user_.end() && !it->second.empty()) {
    return it->second[rng_() % it->second.size()];
  }
  if (type == "PERSON") {
    const bool title = real.empty() || IsTitle(real.substr(0, real.find(' ')));
    return (title ? pick(kTitles) + " " : "") + pick(kFirstNames) + " " + pick(kLastNames);
  }
  if (type == "DATETIME") {
    if (IsYear(real)) return std::to_string(number(1990, 2024));
    return std::to_string(number(1, 28)) + " " + pick(kMonths) + " " + std::to_string(number(1990, 2024));
  }
  if (type == "LOC") return pick(kPlaces);
  if (type == "ORG") return pick(kOrganisations);
  if (type == "DEM") {
    switch (rng_() % 3) {
      case 0: return std::to_string(number(18, 90)) + "-year-old " + pick(kJobs);
      case 1: return pick(kHeritage) + " " + pick(kJobs);
      default: return pick(kHeritage) + " descent";
    }
  }
  if (type == "QUANTITY") {
    if (rng_() % 2 == 0) return std::to_string(number(1, 99)) + "%";
    const std::string digits = std::to_string(number(1, 999)) + "," + std::to_string(number(100, 999));
    return "$" + digits;
  }
  // CODE and anything else: the real value's shape (the seed's ABCDE/XY when unknown).
  std::string shape = real.empty() ? std::string("ABCDE/XY") : std::string(real);
  for (char& c : shape) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isdigit(u)) c = static_cast<char>('0' + rng_() % 10);
    else if (std::isupper(u)) c = static_cast<char>('A' + rng_() % 26);
    else if (std::islower(u)) c = static_cast<char>('a' + rng_() % 26);
  }
  return shape;
}

std::string FictionalValues::Value(std::string_view type, std::string_view real, const std::vector<std::string>& avoid) {
  std::string value;
  for (int attempt = 0; attempt < 64; ++attempt) {
    value = Draw(type, real);
    const std::string folded = utf8::CaseFold(value);
    if (std::none_of(avoid.begin(), avoid.end(), [&](const std::string& a) { return utf8::CaseFold(a) == folded; })) break;
  }
  return value;
}

ControlCode FictionalValues::Mirror(const ControlCode& real, const std::vector<std::string>& avoid) {
  ControlCode out;
  for (const auto& [type, values] : real.entries) {
    if (type == "MISC") continue;
    for (const auto& v : values) out.Add(type, Value(type, v, avoid));
  }
  return out;
}

Result<std::map<std::string, std::vector<std::string>>> ParseFictionalPools(std::string_view json) {
  try {
    const auto j = nlohmann::json::parse(json);
    if (!j.is_object()) return MakeError(ErrorCode::kInvalidInput, "fictional pools: expected a JSON object of lists");
    return j.get<std::map<std::string, std::vector<std::string>>>();
  } catch (const nlohmann::json::exception&) {
    return MakeError(ErrorCode::kInvalidInput, "fictional pools: expected {\"TYPE\": [\"value\", ...], ...}");
  }
}

}  // namespace privtext::synth
