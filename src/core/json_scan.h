// Internal: finding the end of a nested JSON value 64 bytes at a time, for
// the writer's member scan (jsonl.cpp). Only src/core/ and its tests include
// this file.
#pragma once

#include <cstddef>
#include <string_view>

namespace privtext::internal {

// Index of the bracket that closes the array or object opening at s[i]
// ('[' or '{'), or s.size() when it is not closed. Brackets inside strings
// do not count. Lenient like the member scan: exact on valid JSON, some
// index <= s.size() on anything else.
std::size_t SkipNestedValue(std::string_view s, std::size_t i);

// The same, one byte at a time (the reference the fast path is tested against).
std::size_t SkipNestedValueScalar(std::string_view s, std::size_t i);

}  // namespace privtext::internal
