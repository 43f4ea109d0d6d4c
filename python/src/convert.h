// Conversions between the library's types and Python's: errors become
// exceptions of privtext's own classes, and spans cross the boundary in
// code-point offsets (Python's str indices) while the library works in bytes.
#pragma once

#include <pybind11/pybind11.h>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "privtext/core.h"

namespace privtext::python {

// Creates privtext.Error and its subclasses in `m` (once, at import).
void RegisterErrors(pybind11::module_& m);

// Raises the Python exception for `error`: InvalidArgument and InvalidInput
// (also ValueError), NotFound (also LookupError), IoError (also OSError), or
// privtext.Error; `.code` holds the library's error code name.
[[noreturn]] void Raise(const Error& error);
[[noreturn]] void Raise(ErrorCode code, std::string message);

template <typename T>
T Unwrap(Result<T> result) {
  if (!result) Raise(result.error());
  return std::move(*result);
}
inline void Unwrap(Status status) {
  if (!status) Raise(status.error());
}

// Byte-offset spans of `text` to code-point offsets, and back. `where` names
// the input in errors ("entities[2]").
std::vector<Span> ToCodePoints(std::string_view text, const std::vector<Span>& spans);
Result<std::vector<Span>> ToBytes(std::string_view text, std::vector<Span> spans, std::string_view where);

// Entities given as Span objects, (start, end, type) tuples or
// {"start", "end", "type"[, "score"]} dicts, in code-point offsets.
// Requires the GIL.
std::vector<Span> SpansFromPython(pybind11::handle entities, std::string_view where);

// Runs fn(i) for i in [0, n) on the library's threads (0: all cores) without
// the GIL; raises the lowest failing index's error. fn must not touch Python.
// `progress`, when given, counts each i done (from the worker threads).
void RunBatch(std::size_t n, int threads, const std::function<Status(std::size_t)>& fn,
              Progress* progress = nullptr);

// One list of spans per text, spans_of(text) run by RunBatch; an error names
// its text ("texts[3]: ...").
std::vector<std::vector<Span>> SpansOfEach(const std::vector<std::string>& texts, int threads, Progress* progress,
                                           const std::function<Result<std::vector<Span>>(const std::string&)>& spans_of);

// "texts[3]: " before a message, for errors in batch calls.
Error AtIndex(const Error& error, std::string_view what, std::size_t index);

}  // namespace privtext::python
