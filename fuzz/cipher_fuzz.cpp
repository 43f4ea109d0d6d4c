// The polyalphabetic cipher: the first line is the key, the rest the text.
// Decryption inverts encryption and keeps the number of code points.
#include <cstdlib>

#include "privtext/protect.h"

using namespace privtext;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const auto nl = input.find('\n');
  if (nl == std::string_view::npos) return 0;
  for (const auto& alphabet : {protect::CipherAlphabet::Letters(), protect::CipherAlphabet::LettersDigits()}) {
    auto cipher = protect::PolyalphabeticCipher::Create(input.substr(0, nl), alphabet);
    if (!cipher) continue;
    const std::string_view text = input.substr(nl + 1);
    auto enc = cipher->Encrypt(text);
    if (!enc) continue;  // invalid UTF-8 is an error, not a crash
    auto dec = cipher->Decrypt(*enc);
    if (!dec || *dec != text || utf8::CodePointCount(*enc) != utf8::CodePointCount(text)) std::abort();
  }
  return 0;
}
