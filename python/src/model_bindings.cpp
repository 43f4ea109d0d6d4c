// spaCy's NER, in the process and without spaCy: a pipeline's own entities
// (OntoNotes labels), before the detector maps and calibrates them.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <string>
#include <vector>

#include "bindings.h"
#include "convert.h"
#include "privtext/model.h"

namespace py = pybind11;

namespace privtext::python {

namespace {

Result<std::vector<Span>> Recognize(const model::EntityRecognizer& recognizer, const std::string& text) {
  if (auto s = utf8::Validate(text, "text"); !s) return std::unexpected(s.error());
  std::vector<Span> spans;
  for (model::RecognizedEntity& e : recognizer.Recognize(text)) {
    spans.push_back({e.start, e.end, std::move(e.label), static_cast<double>(e.score), "spacy_ner"});
  }
  return ToCodePoints(text, spans);
}

}  // namespace

void BindModel(py::module_& m) {
  py::class_<model::EntityRecognizer, std::shared_ptr<model::EntityRecognizer>>(m, "EntityRecognizer",
                                                                              R"(A spaCy pipeline's NER, run as spaCy runs it.

The entities and labels are the pipeline's own (en_core_web_sm: PERSON, ORG,
GPE, DATE, MONEY, ... of OntoNotes 5), the same as spaCy's `doc.ents`, with no
spaCy installed; score is the lowest probability among the decoder's moves
that made the entity. Detector(ner="spacy") maps these labels to the
detector's types, calibrates them and fills the rules' gaps with them; this
class gives them raw. `model`: a registry name (`privtext model pull
en-core-web-sm` first) or a bundle made by `privtext model import`. Thread-safe;
batches run on the library's threads.)")
      .def(py::init([](const std::string& model) {
             py::gil_scoped_release release;
             return std::shared_ptr<model::EntityRecognizer>(Unwrap(model::OpenEntityRecognizer(model)));
           }),
           py::arg("model") = "en-core-web-sm")
      .def_property_readonly("labels", &model::EntityRecognizer::labels, "The pipeline's entity labels.")
      .def(
          "recognize",
          [](const model::EntityRecognizer& r, const std::string& text) {
            py::gil_scoped_release release;
            return Unwrap(Recognize(r, text));
          },
          py::arg("text"), "The entities of one text in text order: Span(start, end, label, score).")
      .def(
          "recognize",
          [](const model::EntityRecognizer& r, const std::vector<std::string>& texts, int threads, Progress* progress) {
            return SpansOfEach(texts, threads, progress, [&](const std::string& text) { return Recognize(r, text); });
          },
          py::arg("texts"), py::arg("threads") = 0, py::arg("progress") = nullptr,
          "A batch: one list of entities per text, on `threads` threads (0: all cores).");
}

}  // namespace privtext::python
