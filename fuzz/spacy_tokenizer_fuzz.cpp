// spaCy's tokenizer (src/model/spacy_tokenizer.cpp) over arbitrary valid
// UTF-8, with rules of the English pipeline's kinds (prefixes, suffixes with
// look-behind, infixes with look-around, a URL expression, special cases of
// several pieces and ones the affixes split): tokens in order, each non-empty
// and on code point boundaries, and between them nothing but one ' ' or
// nothing, so every other character of the text is in exactly one token.
#include <cstdlib>

#include "model/spacy_tokenizer.h"
#include "privtext/core.h"

using namespace privtext;

namespace {

bool Boundary(std::string_view text, std::size_t at) {
  return at == text.size() || !utf8::IsContinuation(text[at]);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const auto* tokenizer = [] {
    model::spacy::TokenizerRules rules;
    rules.prefix = R"(^\(|^"|^\$|^\.\.+|^\u2018|^\+(?![0-9]))";
    rules.suffix = R"(\)$|"$|,$|'s$|(?<=[0-9])(?:km|kg|%)$|(?<=[a-z0-9)\]"'])\.$|\.\.+$)";
    rules.infix =
        R"((?<=[0-9])[+\-*^](?=[0-9-])|(?<=[a-zA-Z])(?:-|\u2014)(?=[a-zA-Z])|(?<=[a-z]),(?=[a-z]))";
    rules.url = R"((?u)^(?:https?://)?[\w.-]+\.[a-z]{2,}(?:/\S*)?$)";
    rules.specials = {{"Mr.", {{"Mr.", ""}}},   {"can't", {{"ca", "can"}, {"n't", "not"}}},
                      {"a.m.", {{"a.m.", ""}}}, {"\n", {{"\n", ""}}},
                      {" ", {{" ", ""}}},       {":)", {{":)", ""}}}};
    return new model::spacy::Tokenizer(*model::spacy::Tokenizer::Create(rules));
  }();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (utf8::FindInvalid(text)) return 0;
  std::size_t at = 0;
  for (const model::spacy::Token& t : tokenizer->Tokenize(text)) {
    if (t.start >= t.end || t.end > text.size() || t.start < at) std::abort();
    if (!Boundary(text, t.start) || !Boundary(text, t.end)) std::abort();
    const std::string_view gap = text.substr(at, t.start - at);
    if (!gap.empty() && gap != " ") std::abort();
    at = t.end;
  }
  const std::string_view rest = text.substr(at);
  if (!rest.empty() && rest != " ") std::abort();
  return 0;
}
