// Base64 decoding in every mode never crashes; encoding then decoding is the
// identity.
#include <cstdlib>

#include "protect/primitives.h"  // internal: the fuzzer targets the decoder itself

using namespace privtext::protect;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (auto alphabet : {Base64Alphabet::kStandard, Base64Alphabet::kUrl}) {
    for (bool repair : {false, true}) {
      for (bool unpadded : {false, true}) (void)Base64Decode(text, alphabet, repair, unpadded);
    }
    const std::span<const std::uint8_t> bytes(data, size);
    for (bool pad : {false, true}) {
      auto back = Base64Decode(Base64Encode(bytes, alphabet, pad), alphabet, false, !pad);
      if (!back || back->revised || back->bytes != std::vector<std::uint8_t>(data, data + size)) {
        std::abort();
      }
    }
  }
  return 0;
}
