// The detector: patterns with validators, context words, name/place/
// organisation rules with gazetteers, quasi-identifiers. Spans come back in
// code-point offsets (Python's str indices).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "bindings.h"
#include "convert.h"
#include "detector.h"
#include "privtext/detect.h"

namespace py = pybind11;

namespace privtext::python {

Result<Document> DetectorWithNer::Detect(std::string text) const {
  Document doc;
  doc.text = std::move(text);
  if (auto s = utf8::Validate(doc.text, "text"); !s) return std::unexpected(s.error());
  if (auto s = detect::DetectDocument(rules, ner.get(), doc); !s) return std::unexpected(s.error());
  return doc;
}

namespace {

// {"type", "regex", "score" (optional), "context" (optional)}, the form
// read_patterns gives; the pattern itself is checked by Detector::Create.
detect::CustomPattern PatternFrom(const py::dict& d, std::size_t index) {
  const std::string where = "patterns[" + std::to_string(index) + "]";
  for (const auto& [key, value] : d) {
    const auto name = py::str(key).cast<std::string>();
    if (name != "type" && name != "regex" && name != "score" && name != "context") {
      Raise(ErrorCode::kInvalidArgument, where + ": unknown key \"" + name + "\" (type, regex, score, context)");
    }
  }
  if (!d.contains("type") || !d.contains("regex")) Raise(ErrorCode::kInvalidArgument, where + ": needs \"type\" and \"regex\"");
  detect::CustomPattern p;
  try {
    p.type = d["type"].cast<std::string>();
    p.regex = d["regex"].cast<std::string>();
    if (d.contains("score")) p.score = d["score"].cast<double>();
    if (d.contains("context")) p.context = d["context"].cast<std::vector<std::string>>();
  } catch (const py::cast_error&) {
    Raise(ErrorCode::kInvalidArgument, where + ": type and regex are strings, score a number, context a list of strings");
  }
  return p;
}

py::dict PatternDict(const detect::CustomPattern& p) {
  py::dict d;
  d["type"] = p.type;
  d["regex"] = p.regex;
  d["score"] = p.score;
  d["context"] = p.context;
  return d;
}

Result<std::vector<Span>> DetectText(const DetectorWithNer& detector, std::string text) {
  auto doc = detector.Detect(std::move(text));
  if (!doc) return std::unexpected(doc.error());
  return ToCodePoints(doc->text, doc->entities);
}

}  // namespace

void BindDetect(py::module_& m) {
  py::class_<DetectorWithNer>(m, "Detector", R"(Finds personal identifiers in text.

Types are Presidio's (PERSON, LOCATION, ORGANIZATION, DATE_TIME, EMAIL_ADDRESS,
PHONE_NUMBER, CREDIT_CARD, IBAN_CODE, US_SSN, UK_NHS, UK_NINO, IP_ADDRESS, URL, NRP) plus
CN_RESIDENT_ID, CODE, QUANTITY, AGE, OCCUPATION, MEDICAL_CONDITION,
FAMILY_STATUS, SEXUAL_ORIENTATION, APPEARANCE and VEHICLE (detectable_types()); an
unknown type in `types` raises InvalidArgument.
Creating one compiles its patterns and loads the gazetteers (a few
hundredths of a second); reuse it. With ner="spacy", "bert" or "model" it
also opens a model (en-core-web-sm, rampart-ner or gemma3-270m unless `model`
names another), whose
spans fill the gaps the rules leave, as the CLI's --ner does. spaCy's NER
runs on a batch's threads in parallel; the calls of "bert" and "model" are
serialised, so a batch's threads then wait on the model.)")
      .def(py::init([](std::optional<std::vector<std::string>> types, double min_score,
                       std::optional<std::vector<std::string>> deny, std::optional<std::vector<std::string>> allow,
                       const std::string& gazetteers, const std::string& ner, const std::string& model,
                       int gpu_layers, std::optional<std::vector<py::dict>> patterns) {
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
             for (std::size_t i = 0; patterns && i < patterns->size(); ++i) {
               options.patterns.push_back(PatternFrom((*patterns)[i], i));
             }
             options.gazetteer_dir = gazetteers;
             model::BackendOptions backend;
             backend.gpu_layers = gpu_layers;
             py::gil_scoped_release release;
             auto rules = Unwrap(detect::Detector::Create(std::move(options)));
             return DetectorWithNer{std::move(rules), Unwrap(detect::OpenEntityModel(ner, model, backend))};
           }),
           py::arg("types") = std::nullopt, py::arg("min_score") = 0.5, py::arg("deny") = std::nullopt,
           py::arg("allow") = std::nullopt, py::arg("gazetteers") = "", py::arg("ner") = "none",
           py::arg("model") = "", py::arg("gpu_layers") = 0, py::arg("patterns") = std::nullopt,
           "types: only these (default all); deny: strings always detected ('value' or 'value\\tTYPE', "
           "PERSON by default); allow: strings never detected; gazetteers: a folder replacing the built-in ones; "
           "ner: none, spacy, bert or model; model: NAME or a file for ner (an http://host:port/v1 server for "
           "ner='model'); gpu_layers: layers of that model offloaded to a GPU (CUDA builds; -1 all); patterns: "
           "patterns of your own, dicts {'type': 'EMPLOYEE_ID', 'regex': r'EMP-\\d{6}', 'score': 0.85, "
           "'context': ['staff']} (score and context optional; RE2 syntax, a capturing group is the detection).")
      .def(
          "detect",
          [](const DetectorWithNer& d, const std::string& text) {
            py::gil_scoped_release release;
            return Unwrap(DetectText(d, text));
          },
          py::arg("text"), "The identifiers in one text: sorted, non-overlapping spans.")
      .def(
          "detect",
          [](const DetectorWithNer& d, const std::vector<std::string>& texts, int threads, Progress* progress) {
            return SpansOfEach(texts, threads, progress, [&](const std::string& text) { return DetectText(d, text); });
          },
          py::arg("texts"), py::arg("threads") = 0, py::arg("progress") = nullptr,
          "A batch: one list of spans per text, on `threads` threads (0: all cores); `progress` (a Progress) "
          "counts the texts done.")
      .def(
          "distinct_values",
          [](const DetectorWithNer& d, const std::vector<std::string>& texts) {
            py::gil_scoped_release release;
            std::set<std::string> found;
            for (std::size_t i = 0; i < texts.size(); ++i) {
              auto doc = d.Detect(texts[i]);
              if (!doc) Raise(AtIndex(doc.error(), "texts", i));
              for (const Span& s : doc->entities) found.insert(doc->text.substr(s.start, s.size()));
            }
            return std::vector<std::string>(found.begin(), found.end());
          },
          py::arg("texts"), "Every distinct value found in the texts, sorted.");

  m.def(
      "detectable_types",
      [] {
        std::vector<std::string> out;
        for (const std::string_view t : detect::DetectableTypes()) out.emplace_back(t);
        return out;
      },
      "Every type a Detector reports; `types` accepts these, the deny list's and the patterns'.");
  m.def(
      "read_deny_list",
      [](const std::string& path) {
        std::vector<std::string> out;
        for (auto& [value, type] : Unwrap(detect::ReadDenyList(path))) out.push_back(value + "\t" + type);
        return out;
      },
      py::arg("path"), "A deny-list file (value or value<TAB>TYPE per line) as Detector's `deny` entries.");
  m.def(
      "read_patterns",
      [](const std::string& path) {
        std::vector<py::dict> out;
        for (const auto& p : Unwrap(detect::ReadPatterns(path))) out.push_back(PatternDict(p));
        return out;
      },
      py::arg("path"),
      "A pattern file (TYPE<TAB>REGEX[<TAB>SCORE[<TAB>context words]] per line) as Detector's `patterns` entries.");
  m.def("read_allow_list", [](const std::string& path) { return Unwrap(detect::ReadAllowList(path)); },
        py::arg("path"), "An allow-list file (one string per line) as Detector's `allow` entries.");
  m.def("tab_category", [](const std::string& type) { return std::string(detect::TabCategory(type)); },
        py::arg("type"), "The Text Anonymization Benchmark category of a detector type (PERSON, CODE, LOC, ...).");
  m.def("luhn_valid", &detect::LuhnValid, py::arg("number"));
  m.def("iban_valid", &detect::IbanValid, py::arg("iban"));
}

}  // namespace privtext::python
