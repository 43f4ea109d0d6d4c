#include "privtext/core.h"

namespace privtext::check_digits {

int LuhnSum(std::string_view digits) {
  int sum = 0;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    int n = digits[digits.size() - 1 - i] - '0';
    if (i % 2 == 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum;
}

int Mod97(std::string_view digits_and_letters) {
  // Piecewise: the number is far too long for any integer type, and
  // (a * 10^k + b) mod 97 needs only a mod 97.
  int mod = 0;
  for (char c : digits_and_letters) {
    const bool digit = c >= '0' && c <= '9';
    const int v = digit ? c - '0' : c - 'A' + 10;
    mod = digit ? (mod * 10 + v) % 97 : (mod * 100 + v) % 97;
  }
  return mod;
}

int NhsCheckDigit(std::string_view nine_digits) {
  int sum = 0;
  for (std::size_t i = 0; i < nine_digits.size(); ++i) sum += (nine_digits[i] - '0') * static_cast<int>(10 - i);
  const int check = 11 - sum % 11;
  return check == 11 ? 0 : check;
}

bool NinoPrefixAllocated(std::string_view prefix) {
  if (prefix.size() != 2 || prefix[0] < 'A' || prefix[0] > 'Z' || prefix[1] < 'A' || prefix[1] > 'Z') return false;
  if (std::string_view("DFIQUV").find(prefix[0]) != std::string_view::npos ||
      std::string_view("DFIOQUV").find(prefix[1]) != std::string_view::npos) {
    return false;
  }
  for (const std::string_view never : {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}) {
    if (prefix == never) return false;
  }
  return true;
}

}  // namespace privtext::check_digits
