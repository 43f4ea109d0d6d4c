// The keyset parser: any file gives a keyset or an error; a parsed keyset
// serialises and parses back to the same keys.
#include <cstdlib>

#include "privtext/protect.h"

using namespace privtext::protect;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto ks = Keyset::Parse(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!ks) return 0;
  auto again = Keyset::Parse(ks->Serialize());
  if (!again || again->keys().size() != ks->keys().size() || again->primary().id != ks->primary().id ||
      !(again->primary().material == ks->primary().material)) {
    std::abort();
  }
  return 0;
}
