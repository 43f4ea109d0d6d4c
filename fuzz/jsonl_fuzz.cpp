// The JSONL document parser: any line must give a document or an error, and a
// parsed document must survive serialisation unchanged.
#include <cstdlib>

#include "privtext/core.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  privtext::CorpusOptions options;
  options.read_entities = true;
  auto doc = privtext::ParseDocumentLine(line, options, "fuzz");
  if (!doc) return 0;
  auto out = privtext::SerializeDocument(*doc, options, true);
  if (!out) std::abort();
  auto again = privtext::ParseDocumentLine(*out, options, "fuzz");
  if (!again || again->text != doc->text || again->entities != doc->entities || again->id != doc->id) std::abort();
  // Writing is stable: what was written once is written the same again.
  auto twice = privtext::SerializeDocument(*again, options, true);
  if (!twice || *twice != *out) std::abort();
  return 0;
}
