// privtext.dp (accounting) and privtext.audit (leakage and text metrics).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "bindings.h"
#include "convert.h"
#include "privtext/audit.h"
#include "privtext/dp.h"

namespace py = pybind11;

namespace privtext::python {
namespace {

dp::Accountant ParseAccountant(const std::string& name) {
  if (name == "rdp") return dp::Accountant::kRdp;
  if (name == "exact") return dp::Accountant::kExactGaussian;
  Raise(ErrorCode::kInvalidArgument, "accountant '" + name + "': expected rdp or exact");
}

py::dict LeakageDict(const audit::LeakageResult& r) {
  py::dict d;
  d["outputs"] = r.outputs;
  d["leaking_outputs"] = r.leaking_outputs;
  d["pipp"] = r.pipp;
  d["elp"] = r.elp;
  d["entities"] = r.entities;
  d["leaked_entities"] = r.leaked_entities;
  d["leaked_by_type"] = r.leaked_by_type;
  return d;
}

py::dict RougeDict(const audit::RougeScore& s) {
  py::dict d;
  d["precision"] = s.precision;
  d["recall"] = s.recall;
  d["f1"] = s.f1;
  return d;
}

}  // namespace

void BindDp(py::module_& m) {
  m.def(
      "epsilon",
      [](double noise_multiplier, int steps, double delta, double sampling_rate, const std::string& accountant) {
        if (ParseAccountant(accountant) == dp::Accountant::kExactGaussian) {
          if (sampling_rate != 1) Raise(ErrorCode::kInvalidArgument, "the exact Gaussian accountant needs sampling_rate 1");
          return Unwrap(dp::ExactGaussianEpsilon(noise_multiplier, steps, delta)).epsilon;
        }
        return Unwrap(dp::RdpEpsilon(noise_multiplier, steps, sampling_rate, delta)).epsilon;
      },
      py::arg("noise_multiplier"), py::arg("steps"), py::arg("delta"), py::arg("sampling_rate") = 1.0,
      py::arg("accountant") = "rdp",
      "(epsilon, delta)-DP of `steps` sampled Gaussian steps: rdp (Opacus' orders) or exact (q = 1 only).");
  m.def(
      "calibrate",
      [](double epsilon, int steps, double delta, double sampling_rate, const std::string& accountant) {
        return Unwrap(dp::CalibrateNoiseMultiplier(epsilon, steps, sampling_rate, delta, ParseAccountant(accountant)));
      },
      py::arg("epsilon"), py::arg("steps"), py::arg("delta"), py::arg("sampling_rate") = 1.0,
      py::arg("accountant") = "rdp", "The smallest noise multiplier whose epsilon is at most `epsilon`.");
}

void BindAudit(py::module_& m) {
  m.def(
      "leakage",
      [](const std::vector<std::string>& outputs, const std::vector<std::string>& entities,
         std::optional<std::vector<std::string>> types, bool case_insensitive) {
        if (types && types->size() != entities.size()) Raise(ErrorCode::kInvalidArgument, "types and entities differ in length");
        py::gil_scoped_release release;
        auto r = audit::TrainingSetLeakage(outputs, entities, types.value_or(std::vector<std::string>{}),
                                           {case_insensitive, true});
        py::gil_scoped_acquire gil;
        return LeakageDict(r);
      },
      py::arg("outputs"), py::arg("entities"), py::arg("types") = std::nullopt, py::arg("case_insensitive") = false,
      "Seed 004's fine-tuning leakage: PIPP (share of outputs holding any private entity) and ELP (share of "
      "the distinct entities found in any output), whole words.");
  m.def(
      "in_context_leakage",
      [](const std::vector<std::string>& outputs, const std::vector<std::vector<std::string>>& entities,
         bool case_insensitive) {
        return LeakageDict(Unwrap(audit::InContextLeakage(outputs, entities, {case_insensitive, true})));
      },
      py::arg("outputs"), py::arg("entities"), py::arg("case_insensitive") = false,
      "Seed 004's in-context leakage: output i against the entities of its own examples, entities[i].");
  m.def("rouge_n", [](const std::string& ref, const std::string& cand, int n) { return RougeDict(audit::RougeN(ref, cand, n)); },
        py::arg("reference"), py::arg("candidate"), py::arg("n") = 2, "ROUGE-N as rouge-score computes it.");
  m.def("rouge_l", [](const std::string& ref, const std::string& cand) { return RougeDict(audit::RougeL(ref, cand)); },
        py::arg("reference"), py::arg("candidate"));
  m.def("contains_entity",
        [](const std::string& text, const std::string& entity, bool case_insensitive) {
          return audit::ContainsEntity(text, entity, {case_insensitive, true});
        },
        py::arg("text"), py::arg("entity"), py::arg("case_insensitive") = false, "Whole-word occurrence.");
  m.def("content_levenshtein", &audit::ContentLevenshtein, py::arg("reference"), py::arg("candidate"),
        "Normalised Levenshtein distance over content words (seed 004's copying measure).");
  m.def("compression_ratio", &audit::CompressionRatio, py::arg("text"), "zlib size (digits as 0) / size: seed 001 drops extraction matches below 0.275.");
}

}  // namespace privtext::python
