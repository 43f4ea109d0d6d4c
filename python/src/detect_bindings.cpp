// The detector: patterns with validators, context words, name/place/
// organisation rules with gazetteers, quasi-identifiers. Spans come back in
// code-point offsets (Python's str indices).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bindings.h"
#include "convert.h"
#include "privtext/detect.h"

namespace py = pybind11;

namespace privtext::python {
namespace {

using detect::Detector;

// Text from Python bytes may be invalid UTF-8, which Detect() requires.
Result<std::vector<Span>> DetectText(const Detector& detector, const std::string& text) {
  if (auto s = utf8::Validate(text, "text"); !s) return std::unexpected(s.error());
  return ToCodePoints(text, detector.Detect(text));
}

}  // namespace

void BindDetect(py::module_& m) {
  py::class_<Detector>(m, "Detector", R"(Finds personal identifiers in text.

Types are Presidio's (PERSON, LOCATION, ORGANIZATION, DATE_TIME, EMAIL_ADDRESS,
PHONE_NUMBER, CREDIT_CARD, IBAN_CODE, US_SSN, IP_ADDRESS, URL, NRP) plus
CN_RESIDENT_ID, CODE, QUANTITY, AGE, OCCUPATION, MEDICAL_CONDITION,
FAMILY_STATUS, SEXUAL_ORIENTATION and VEHICLE (detectable_types()); an
unknown type in `types` raises InvalidArgument.
Creating one compiles its patterns and loads the gazetteers (a few
hundredths of a second); reuse it.)")
      .def(py::init([](std::optional<std::vector<std::string>> types, double min_score,
                       std::optional<std::vector<std::string>> deny, std::optional<std::vector<std::string>> allow,
                       const std::string& gazetteers) {
             detect::DetectorOptions options;
             if (types) options.types = *types;
             options.min_score = min_score;
             // "value" or "value<TAB>TYPE", as in a deny-list file.
             for (const std::string& entry : deny.value_or(std::vector<std::string>{})) {
               const auto tab = entry.find('\t');
               options.deny_list.emplace_back(entry.substr(0, tab),
                                              tab == std::string::npos ? "PERSON" : entry.substr(tab + 1));
             }
             if (allow) options.allow_list = *allow;
             options.gazetteer_dir = gazetteers;
             py::gil_scoped_release release;
             return Unwrap(Detector::Create(std::move(options)));
           }),
           py::arg("types") = std::nullopt, py::arg("min_score") = 0.5, py::arg("deny") = std::nullopt,
           py::arg("allow") = std::nullopt, py::arg("gazetteers") = "",
           "types: only these (default all); deny: strings always detected ('value' or 'value\\tTYPE', "
           "PERSON by default); allow: strings never detected; gazetteers: a folder replacing the built-in ones.")
      .def(
          "detect",
          [](const Detector& d, const std::string& text) {
            py::gil_scoped_release release;
            return Unwrap(DetectText(d, text));
          },
          py::arg("text"), "The identifiers in one text: sorted, non-overlapping spans.")
      .def(
          "detect",
          [](const Detector& d, const std::vector<std::string>& texts, int threads) {
            std::vector<std::vector<Span>> out(texts.size());
            RunBatch(texts.size(), threads, [&](std::size_t i) -> Status {
              auto spans = DetectText(d, texts[i]);
              if (!spans) return std::unexpected(AtIndex(spans.error(), "texts", i));
              out[i] = std::move(*spans);
              return Ok();
            });
            return out;
          },
          py::arg("texts"), py::arg("threads") = 0,
          "A batch: one list of spans per text, on `threads` threads (0: all cores).")
      .def(
          "distinct_values",
          [](const Detector& d, const std::vector<std::string>& texts) {
            py::gil_scoped_release release;
            return d.DistinctValues(texts);
          },
          py::arg("texts"), "Every distinct value found in the texts, sorted.");

  m.def(
      "detectable_types",
      [] {
        std::vector<std::string> out;
        for (const std::string_view t : detect::DetectableTypes()) out.emplace_back(t);
        return out;
      },
      "Every type a Detector reports; `types` accepts these and the deny list's.");
  m.def("tab_category", [](const std::string& type) { return std::string(detect::TabCategory(type)); },
        py::arg("type"), "The Text Anonymization Benchmark category of a detector type (PERSON, CODE, LOC, ...).");
  m.def("luhn_valid", &detect::LuhnValid, py::arg("number"));
  m.def("iban_valid", &detect::IbanValid, py::arg("iban"));
}

}  // namespace privtext::python
