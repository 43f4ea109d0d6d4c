// Internal: spaCy's rule-based tokenizer, read from a pipeline's own rules
// (its serialized `tokenizer`: prefix, suffix and infix expressions, the URL
// expression and the special cases). The algorithm is spaCy 3's: split at
// white space, then strip prefixes and suffixes until a special case or
// nothing is left, split the rest at infixes, then retokenize the special
// cases the affixes had split. The expressions are Python's; PCRE2 runs them
// (they need look-behind, which RE2 lacks).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "privtext/core.h"

namespace privtext::model::spacy {

struct Token {
  std::size_t start = 0, end = 0;  // bytes of the text
  std::string norm;                // the NORM a special case gives, else empty
};

struct TokenizerRules {
  // Python regular expressions as spaCy stores them; empty: none.
  std::string prefix, suffix, infix, url;
  // A special case: the string, and its pieces (ORTH, NORM; NORM may be empty).
  struct Special {
    std::string text;
    std::vector<std::pair<std::string, std::string>> pieces;
  };
  std::vector<Special> specials;
  // spaCy's faster_heuristics: only special cases that affixes would split
  // are looked for again after tokenizing.
  bool faster_heuristics = true;
};

// Reads spaCy's serialized tokenizer (msgpack: prefix_search, suffix_search,
// infix_finditer, url_match, exceptions, faster_heuristics).
Result<TokenizerRules> ReadTokenizerRules(std::string_view msgpack);

// Immutable after Create; Tokenize may be called from many threads.
class Tokenizer {
 public:
  static Result<Tokenizer> Create(const TokenizerRules& rules);
  Tokenizer(Tokenizer&&) noexcept;
  Tokenizer& operator=(Tokenizer&&) noexcept;
  ~Tokenizer();

  // The tokens of `text` in order, white space other than one ' ' after a
  // token included as tokens, as spaCy makes them. REQUIRES: valid UTF-8.
  std::vector<Token> Tokenize(std::string_view text) const;

 private:
  struct Impl;
  explicit Tokenizer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// A Python regular expression in PCRE2's syntax: \uXXXX and \UXXXXXXXX as
// \x{...}, and the (?u) flag dropped (PCRE2 is compiled with UCP instead).
std::string PythonToPcre2(std::string_view pattern);

}  // namespace privtext::model::spacy
