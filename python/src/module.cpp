// privtext._privtext: the library behind pybind11. python/privtext/__init__.py
// re-exports it with the pure-Python parts (Parquet, protect()'s defaults).
#include <pybind11/operators.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

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

}  // namespace privtext::python

PYBIND11_MODULE(_privtext, m) {
  using namespace privtext::python;
  m.doc() = "privtext's native library (use the privtext package)";
  m.attr("__version__") = PRIVTEXT_VERSION;
  RegisterErrors(m);
  BindSpan(m);
  BindDetect(m);
  BindProtect(m);
  auto dp = m.def_submodule("dp", "Differential-privacy accounting (RDP as Opacus computes it; exact Gaussian).");
  BindDp(dp);
  auto audit = m.def_submodule("audit", "Leakage, copying and text metrics.");
  BindAudit(audit);
}
