// The Python package's Detector: the rule-based detector and, when `ner=`
// names one, a model-based recognizer merged with it as the CLI's --ner is.
#pragma once

#include <memory>
#include <string>

#include "privtext/detect.h"

namespace privtext::python {

struct DetectorWithNer {
  detect::Detector rules;
  std::unique_ptr<detect::EntityModel> ner;  // null: the rules alone

  // `text` (checked to be UTF-8: Python bytes may not be) and its spans, in
  // byte offsets.
  Result<Document> Detect(std::string text) const;
};

}  // namespace privtext::python
