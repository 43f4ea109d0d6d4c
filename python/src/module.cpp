// privtext._privtext: the library behind pybind11. python/privtext/__init__.py
// re-exports it with the pure-Python parts (Parquet, protect()'s defaults).
#include <pybind11/operators.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <memory>
#include <string>

#include "bindings.h"
#include "convert.h"
#include "privtext/version.h"

namespace py = pybind11;

namespace privtext::python {

void BindSpan(py::module_& m) {
  py::class_<Span>(m, "Span", "A typed region of a text, in code-point offsets (end exclusive).")
      .def(py::init([](std::size_t start, std::size_t end, std::string type, std::optional<double> score,
                       std::string recognizer) {
             return Span{start, end, std::move(type), score, std::move(recognizer)};
           }),
           py::arg("start"), py::arg("end"), py::arg("type"), py::arg("score") = std::nullopt,
           py::arg("recognizer") = "")
      .def_readwrite("start", &Span::start)
      .def_readwrite("end", &Span::end)
      .def_readwrite("type", &Span::type)
      .def_readwrite("score", &Span::score)
      .def_readwrite("recognizer", &Span::recognizer)
      .def("as_dict",
           [](const Span& s) {
             py::dict d;
             d["start"] = s.start;
             d["end"] = s.end;
             d["type"] = s.type;
             d["score"] = s.score ? py::cast(*s.score) : py::none();
             return d;
           },
           "{'start', 'end', 'type', 'score'}: the JSONL entities' form (an Arrow struct in a Parquet column).")
      .def(py::self == py::self)
      .def("__repr__",
           [](const Span& s) {
             std::string r = "Span(" + std::to_string(s.start) + ", " + std::to_string(s.end) + ", '" + s.type + "'";
             if (s.score) r += ", score=" + py::repr(py::float_(*s.score)).cast<std::string>();
             return r + ")";
           })
      .def(py::pickle(
          [](const Span& s) { return py::make_tuple(s.start, s.end, s.type, s.score, s.recognizer); },
          [](const py::tuple& t) {
            return Span{t[0].cast<std::size_t>(), t[1].cast<std::size_t>(), t[2].cast<std::string>(),
                        t[3].cast<std::optional<double>>(), t[4].cast<std::string>()};
          }));
}

void BindProgress(py::module_& m) {
  py::class_<Progress>(m, "Progress", R"(Counts of long work on stderr, as the CLI prints them.

A terminal gets a bar redrawn at most ten times a second; a log, a line every
`interval_ms`; work that ends within the first interval prints nothing. Counts
only, never content. Batch calls that take `progress=` count each text done.)")
      .def(py::init([](std::string label, std::uint64_t total, bool quiet, int interval_ms) {
             ProgressOptions options;
             options.quiet = quiet;
             options.interval = std::chrono::milliseconds(interval_ms);
             return std::make_unique<Progress>(std::move(label), total, options);
           }),
           py::arg("label"), py::arg("total") = 0, py::arg("quiet") = false, py::arg("interval_ms") = 5000,
           "total: 0 when unknown (then no percentage)")
      .def("add", &Progress::Add, py::arg("n") = 1, py::call_guard<py::gil_scoped_release>())
      .def("finish", &Progress::Finish, "Prints the final line, if anything was printed before.",
           py::call_guard<py::gil_scoped_release>())
      .def_property_readonly("done", &Progress::done);
}

}  // namespace privtext::python

PYBIND11_MODULE(_privtext, m) {
  using namespace privtext::python;
  m.doc() = "privtext's native library (use the privtext package)";
  m.attr("__version__") = PRIVTEXT_VERSION;
  RegisterErrors(m);
  BindSpan(m);
  BindProgress(m);
  BindDetect(m);
  BindModel(m);
  BindProtect(m);
  auto dp = m.def_submodule("dp", "Differential-privacy accounting (RDP as Opacus computes it; exact Gaussian).");
  BindDp(dp);
  auto audit = m.def_submodule("audit", "Leakage, copying and text metrics.");
  BindAudit(audit);
}
