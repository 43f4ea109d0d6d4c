// Checks that turn a pattern match into a detection: a number that merely
// looks like a card, an IBAN or an ID is not reported unless its check digits
// hold.
#include <arpa/inet.h>

#include <cctype>
#include <string>

#include "privtext/detect.h"

namespace privtext::detect {
namespace {

std::string DigitsOnly(std::string_view s) {
  std::string d;
  for (char c : s) {
    if (std::isdigit(static_cast<unsigned char>(c))) d.push_back(c);
  }
  return d;
}

}  // namespace

bool LuhnValid(std::string_view number) {
  for (char c : number) {
    if (!std::isdigit(static_cast<unsigned char>(c)) && c != ' ' && c != '-') return false;
  }
  const std::string d = DigitsOnly(number);
  if (d.size() < 12 || d.size() > 19) return false;
  return check_digits::LuhnSum(d) % 10 == 0;
}

bool IbanValid(std::string_view iban) {
  std::string s;
  for (char c : iban) {
    if (c == ' ') continue;
    if (!std::isalnum(static_cast<unsigned char>(c))) return false;
    s.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
  }
  if (s.size() < 15 || s.size() > 34 || !std::isalpha(static_cast<unsigned char>(s[0])) ||
      !std::isalpha(static_cast<unsigned char>(s[1])) || !std::isdigit(static_cast<unsigned char>(s[2])) ||
      !std::isdigit(static_cast<unsigned char>(s[3]))) {
    return false;
  }
  // Move the first four characters to the end, letters become 10..35, and
  // the number must be 1 mod 97 (computed piecewise).
  return check_digits::Mod97(s.substr(4) + s.substr(0, 4)) == 1;
}

bool UsSsnValid(std::string_view ssn) {
  const std::string d = DigitsOnly(ssn);
  if (d.size() != 9) return false;
  const int area = std::stoi(d.substr(0, 3));
  const int group = std::stoi(d.substr(3, 2));
  const int serial = std::stoi(d.substr(5, 4));
  // Never issued: area 000, 666 and 900-999; group 00; serial 0000.
  if (area == 0 || area == 666 || area >= 900 || group == 0 || serial == 0) return false;
  // Numbers published as examples and never valid.
  return d != "078051120" && d != "219099999" && d != "123456789";
}

bool DateValid(int year, int month, int day) {
  if (year < 1000 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (day > kDays[month - 1]) return false;
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return !(month == 2 && day == 29 && !leap);
}

bool CnResidentIdValid(std::string_view id) {
  if (id.size() != 18) return false;
  for (std::size_t i = 0; i < 17; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(id[i]))) return false;
  }
  const char last = static_cast<char>(std::toupper(static_cast<unsigned char>(id[17])));
  if (!std::isdigit(static_cast<unsigned char>(last)) && last != 'X') return false;
  const int year = std::stoi(std::string(id.substr(6, 4)));
  if (!DateValid(year, std::stoi(std::string(id.substr(10, 2))), std::stoi(std::string(id.substr(12, 2)))) ||
      year < 1800) {
    return false;
  }
  // ISO 7064 MOD 11-2 with the weights 2^(17-i) mod 11.
  static constexpr int kWeights[] = {7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2};
  int sum = 0;
  for (int i = 0; i < 17; ++i) sum += (id[static_cast<std::size_t>(i)] - '0') * kWeights[i];
  return "10X98765432"[sum % 11] == last;
}

bool UkNhsNumberValid(std::string_view number) {
  // "943 476 5919", "943-476-5919" or "9434765919": one separator, or none.
  if (number.size() == 12) {
    const char sep = number[3];
    if ((sep != ' ' && sep != '-') || number[7] != sep) return false;
  } else if (number.size() != 10) {
    return false;
  }
  const std::string d = DigitsOnly(number);
  if (d.size() != 10) return false;
  // A digit ten times over passes the check (0000000000, 1111111111 ...) and
  // is a placeholder, not a number.
  if (d.find_first_not_of(d[0]) == std::string::npos) return false;
  return check_digits::NhsCheckDigit(std::string_view(d).substr(0, 9)) == d[9] - '0';
}

bool UkNinoValid(std::string_view nino) {
  std::string s;
  for (char c : nino) {
    if (c != ' ') s.push_back(c);
  }
  if (s.size() != 9) return false;
  if (!check_digits::NinoPrefixAllocated(std::string_view(s).substr(0, 2))) return false;
  for (std::size_t i = 2; i < 8; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  }
  return s[8] >= 'A' && s[8] <= 'D';
}

bool EsDniNieValid(std::string_view id) {
  // "12345678Z" or "X1234567L", with a hyphen before the letter or none. An
  // NIE's X, Y and Z stand for 0, 1 and 2 before its seven digits.
  std::string s;
  for (char c : id) {
    if (c != '-') s.push_back(c);
  }
  if (s.size() != 9) return false;
  const std::size_t nie = std::string_view("XYZ").find(s[0]);
  std::string digits = nie == std::string_view::npos ? s.substr(0, 8) : std::to_string(nie) + s.substr(1, 7);
  if (DigitsOnly(digits).size() != 8) return false;
  return "TRWAGMYFPDXBNJZSQVHLCKE"[std::stol(digits) % 23] == s[8];
}

bool IpAddressValid(std::string_view address) {
  const std::string s(address);
  unsigned char buf[16];
  if (s.find(':') != std::string::npos) return inet_pton(AF_INET6, s.c_str(), buf) == 1;
  return inet_pton(AF_INET, s.c_str(), buf) == 1;
}

}  // namespace privtext::detect
