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

}  // namespace privtext::check_digits
