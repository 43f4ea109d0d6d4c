// Internal: the string functions a spaCy pipeline's features are made of,
// as spaCy computes them in Python: its string hashes and symbol ids, the
// lexical attributes (norm, prefix, suffix, shape) and Python's notion of
// lower case, letters, digits and white space. A token's features are
// hashes of these strings, so each must match spaCy's byte for byte.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace privtext::model::spacy {

// spaCy's hash_string: MurmurHash64A of the UTF-8 bytes, seed 1.
std::uint64_t HashString(std::string_view text);
// The id StringStore.add gives a string: 0 for "", a symbol's own id for the
// 457 names spaCy reserves ("X", "agent", "root", ...), else HashString.
std::uint64_t StringId(std::string_view text);

// The four bucket indices (before the modulo) thinc's HashEmbed takes for
// `key` with `seed`: MurmurHash3_x64_128 of the key's 8 bytes, as four
// little-endian 32-bit words.
void HashBuckets(std::uint64_t key, std::uint32_t seed, std::uint32_t out[4]);

// Python's str.isspace() of one code point.
bool IsSpace(char32_t c);
// Every code point of `text` is white space, and there is one.
bool IsSpaceString(std::string_view text);

// Python's str.lower(): full lower-case mapping ("İ" -> "i̇"; a final "Σ" ->
// "ς"). REQUIRES: valid UTF-8, as for every function here.
std::string Lower(std::string_view text);
// spaCy's word shape: letters as X/x, digits as d, other characters as they
// are, runs cut after four; "LONG" from 100 code points.
std::string Shape(std::string_view text);
// The first code point, and the last three (spaCy's PREFIX and SUFFIX).
std::string_view Prefix(std::string_view text);
std::string_view Suffix(std::string_view text);
// spaCy's norm exceptions for every language (quotes, dashes, currency
// signs: "€" -> "$"), or "" when `text` has none.
std::string_view BaseNorm(std::string_view text);

}  // namespace privtext::model::spacy
