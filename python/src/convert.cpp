#include "convert.h"

#include <pybind11/stl.h>

#include <array>
#include <string>

namespace py = pybind11;

namespace privtext::python {
namespace {

// Exception classes by ErrorCode; set once at import, kept for the process.
std::array<PyObject*, 7> g_errors{};

PyObject* NewError(const char* name, PyObject* bases, const char* doc) {
  PyObject* cls = PyErr_NewExceptionWithDoc(name, doc, bases, nullptr);
  if (cls == nullptr) throw py::error_already_set();
  return cls;
}

// Identifier-like names for Python code to compare against.
const char* CodeName(ErrorCode code) {
  switch (code) {
    case ErrorCode::kInvalidArgument: return "invalid_argument";
    case ErrorCode::kInvalidInput: return "invalid_input";
    case ErrorCode::kNotFound: return "not_found";
    case ErrorCode::kAlreadyExists: return "already_exists";
    case ErrorCode::kIo: return "io";
    case ErrorCode::kCrypto: return "crypto";
    case ErrorCode::kInternal: return "internal";
  }
  return "internal";
}

}  // namespace

void RegisterErrors(py::module_& m) {
  PyObject* base = NewError("privtext.Error", PyExc_Exception,
                            "An error of the privtext library. `code` names its kind "
                            "(invalid_argument, invalid_input, not_found, already_exists, io, crypto, internal).");
  auto with = [&](PyObject* other) {
    return py::make_tuple(py::handle(base), py::handle(other));
  };
  PyObject* invalid_argument = NewError("privtext.InvalidArgument", with(PyExc_ValueError).ptr(),
                                        "A bad option or value was passed.");
  PyObject* invalid_input = NewError("privtext.InvalidInput", with(PyExc_ValueError).ptr(),
                                     "The data (text, entities, keyset, corpus) is malformed.");
  PyObject* not_found = NewError("privtext.NotFound", with(PyExc_LookupError).ptr(),
                                 "A file, model or key was not found.");
  PyObject* io = NewError("privtext.IoError", with(PyExc_OSError).ptr(), "Reading or writing a file failed.");
  g_errors[static_cast<int>(ErrorCode::kInvalidArgument)] = invalid_argument;
  g_errors[static_cast<int>(ErrorCode::kInvalidInput)] = invalid_input;
  g_errors[static_cast<int>(ErrorCode::kNotFound)] = not_found;
  g_errors[static_cast<int>(ErrorCode::kAlreadyExists)] = base;
  g_errors[static_cast<int>(ErrorCode::kIo)] = io;
  g_errors[static_cast<int>(ErrorCode::kCrypto)] = base;
  g_errors[static_cast<int>(ErrorCode::kInternal)] = base;
  m.attr("Error") = py::handle(base);
  m.attr("InvalidArgument") = py::handle(invalid_argument);
  m.attr("InvalidInput") = py::handle(invalid_input);
  m.attr("NotFound") = py::handle(not_found);
  m.attr("IoError") = py::handle(io);
}

void Raise(const Error& error) {
  py::gil_scoped_acquire gil;
  py::handle cls(g_errors[static_cast<int>(error.code())]);
  py::object instance = cls(error.message());
  instance.attr("code") = CodeName(error.code());
  PyErr_SetObject(cls.ptr(), instance.ptr());
  throw py::error_already_set();
}

void Raise(ErrorCode code, std::string message) { Raise(Error(code, std::move(message))); }

void RunBatch(std::size_t n, int threads, const std::function<Status(std::size_t)>& fn, Progress* progress) {
  Status status;
  {
    py::gil_scoped_release release;
    status = progress == nullptr ? ParallelFor(n, threads, fn) : ParallelFor(n, threads, [&](std::size_t i) {
      Status s = fn(i);
      if (s) progress->Add(1);
      return s;
    });
  }
  Unwrap(std::move(status));
}

std::vector<std::vector<Span>> SpansOfEach(const std::vector<std::string>& texts, int threads, Progress* progress,
                                           const std::function<Result<std::vector<Span>>(const std::string&)>& spans_of) {
  std::vector<std::vector<Span>> out(texts.size());
  RunBatch(
      texts.size(), threads,
      [&](std::size_t i) -> Status {
        auto spans = spans_of(texts[i]);
        if (!spans) return std::unexpected(AtIndex(spans.error(), "texts", i));
        out[i] = std::move(*spans);
        return Ok();
      },
      progress);
  return out;
}

Error AtIndex(const Error& error, std::string_view what, std::size_t index) {
  return error.WithContext(std::string(what) + "[" + std::to_string(index) + "]");
}

std::vector<Span> ToCodePoints(std::string_view text, const std::vector<Span>& spans) {
  if (spans.empty()) return {};
  const utf8::OffsetMap offsets(text);
  std::vector<Span> out = spans;
  for (Span& s : out) {
    // The library's spans start and end on code-point boundaries.
    s.start = *offsets.ToCodePoint(s.start);
    s.end = *offsets.ToCodePoint(s.end);
  }
  return out;
}

Result<std::vector<Span>> ToBytes(std::string_view text, std::vector<Span> spans, std::string_view where) {
  if (spans.empty()) return spans;
  const utf8::OffsetMap offsets(text);
  for (std::size_t i = 0; i < spans.size(); ++i) {
    Span& s = spans[i];
    const std::string at = std::string(where) + "[" + std::to_string(i) + "]";
    if (s.start > s.end) {
      return MakeError(ErrorCode::kInvalidInput, at + ": start " + std::to_string(s.start) + " is after end " +
                                                     std::to_string(s.end));
    }
    if (s.end > offsets.code_points()) {
      return MakeError(ErrorCode::kInvalidInput, at + ": end " + std::to_string(s.end) + " is past the text's " +
                                                     std::to_string(offsets.code_points()) + " characters");
    }
    s.start = *offsets.ToByte(s.start);
    s.end = *offsets.ToByte(s.end);
  }
  return spans;
}

std::vector<Span> SpansFromPython(py::handle entities, std::string_view where) {
  std::vector<Span> spans;
  if (entities.is_none()) return spans;
  std::size_t i = 0;
  for (py::handle item : entities) {
    const std::string at = std::string(where) + "[" + std::to_string(i++) + "]";
    try {
      if (py::isinstance<Span>(item)) {
        spans.push_back(item.cast<Span>());
      } else if (py::isinstance<py::dict>(item)) {
        py::dict d = py::reinterpret_borrow<py::dict>(item);
        for (const char* key : {"start", "end", "type"}) {
          if (!d.contains(key)) Raise(ErrorCode::kInvalidInput, at + ": the entity has no \"" + key + "\"");
        }
        Span s;
        s.start = d["start"].cast<std::size_t>();
        s.end = d["end"].cast<std::size_t>();
        s.type = d["type"].cast<std::string>();
        if (d.contains("score") && !d["score"].is_none()) s.score = d["score"].cast<double>();
        spans.push_back(std::move(s));
      } else if (py::isinstance<py::sequence>(item) && !py::isinstance<py::str>(item) && py::len(item) == 3) {
        py::sequence seq = py::reinterpret_borrow<py::sequence>(item);
        Span s;
        s.start = seq[0].cast<std::size_t>();
        s.end = seq[1].cast<std::size_t>();
        s.type = seq[2].cast<std::string>();
        spans.push_back(std::move(s));
      } else {
        throw py::cast_error();
      }
    } catch (const py::cast_error&) {
      Raise(ErrorCode::kInvalidInput,
            at + ": an entity is a Span, a (start, end, type) tuple or a dict with start, end and type");
    }
  }
  return spans;
}

}  // namespace privtext::python
