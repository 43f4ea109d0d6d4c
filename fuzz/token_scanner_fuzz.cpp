// The token scanner and decryptor over arbitrary (valid UTF-8) text, as model
// output can be anything: no crash, and text without restorable tokens is
// returned unchanged.
#include <cstdlib>

#include "privtext/protect.h"

using namespace privtext;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto* decryptor = [] {
    auto ks = protect::Keyset::FromKey(protect::KeyMode::kAesEcb,
                                       *protect::SecretBytes::FromHex("2b7e151628aed2a6abf7158809cf4f3c"));
    (void)ks->Add(protect::KeyMode::kAesSiv, *protect::SecretBytes::FromHex(std::string(128, '1')));
    return new protect::EntityDecryptor(*protect::EntityDecryptor::Create(*ks));
  }();
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (utf8::FindInvalid(text)) return 0;
  const auto matches = decryptor->format().Scan(text);
  for (const auto& m : matches) {
    if (m.start >= m.end || m.end > text.size()) std::abort();
  }
  Document doc;
  doc.id = "fuzz";
  doc.text = text;
  std::vector<protect::TokenReport> reports;
  protect::DecryptStats stats;
  if (!decryptor->DecryptDocument(doc, nullptr, &reports, &stats)) std::abort();
  std::uint64_t counted = 0;
  for (const auto& [status, n] : stats.tokens) counted += n;
  if (counted != matches.size()) std::abort();
  if (doc.entities.empty() && doc.text != text) std::abort();
  return 0;
}
