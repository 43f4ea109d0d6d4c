// privtext.dp (accounting) and privtext.audit (leakage and text metrics).
#include <pybind11/numpy.h>
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

// A 2-D array-like of floats (rows of embeddings, e.g. from `privtext embed`
// loaded with numpy.load) as the library's Embeddings.
Embeddings ToEmbeddings(const py::array_t<float, py::array::c_style | py::array::forcecast>& a, const char* name) {
  if (a.ndim() != 2) Raise(ErrorCode::kInvalidArgument, std::string(name) + ": expected a 2-D array (rows, dims)");
  Embeddings e;
  e.rows = static_cast<std::size_t>(a.shape(0));
  e.dims = static_cast<std::size_t>(a.shape(1));
  e.values.assign(a.data(), a.data() + e.rows * e.dims);
  return e;
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
  m.def(
      "copying",
      [](const std::vector<std::string>& references, const std::vector<std::string>& outputs) {
        audit::CopyingReport r;
        {
          py::gil_scoped_release release;
          r = audit::MeasureCopying(references, outputs);
        }
        py::dict d;
        d["references"] = r.references;
        d["mean_rouge2"] = r.mean_rouge2;
        d["max_rouge2"] = r.max_rouge2;
        d["mean_rougeL"] = r.mean_rougeL;
        d["max_rougeL"] = r.max_rougeL;
        d["mean_min_levenshtein"] = r.mean_min_levenshtein;
        py::list per_output;
        for (const auto& o : r.per_output) {
          py::dict row;
          row["rouge2"] = o.rouge.rouge2;
          row["rougeL"] = o.rouge.rougeL;
          row["best_rouge2"] = o.rouge.best_rouge2;
          row["best_rougeL"] = o.rouge.best_rougeL;
          row["min_levenshtein"] = o.min_levenshtein;
          per_output.append(row);
        }
        d["per_output"] = per_output;
        return d;
      },
      py::arg("references"), py::arg("outputs"),
      "`audit copying`: each output's best ROUGE-2/L against the references and its smallest content-word "
      "Levenshtein distance to any of them, with means and maxima.");
  m.def(
      "fid",
      [](const py::array_t<float, py::array::c_style | py::array::forcecast>& a,
         const py::array_t<float, py::array::c_style | py::array::forcecast>& b) {
        const Embeddings ea = ToEmbeddings(a, "a"), eb = ToEmbeddings(b, "b");
        py::gil_scoped_release release;
        return Unwrap(audit::Fid(ea, eb));
      },
      py::arg("a"), py::arg("b"), "Fréchet distance between Gaussians fitted to two sets of embeddings (rows).");
  m.def(
      "mauve",
      [](const py::array_t<float, py::array::c_style | py::array::forcecast>& p,
         const py::array_t<float, py::array::c_style | py::array::forcecast>& q, int buckets, std::uint32_t seed) {
        const Embeddings ep = ToEmbeddings(p, "p"), eq = ToEmbeddings(q, "q");
        audit::MauveOptions options;
        options.buckets = buckets;
        options.seed = seed;
        audit::MauveResult r;
        {
          py::gil_scoped_release release;
          r = Unwrap(audit::Mauve(ep, eq, options));
        }
        py::dict d;
        d["mauve"] = r.mauve;
        d["frontier_integral"] = r.frontier_integral;
        d["buckets"] = r.buckets;
        return d;
      },
      py::arg("p"), py::arg("q"), py::arg("buckets") = 0, py::arg("seed") = 25,
      "mauve-text's MAUVE of embeddings q (generated) against p (reference); buckets 0: as mauve-text.");
  m.def("compression_ratio", &audit::CompressionRatio, py::arg("text"), "zlib size (digits as 0) / size: seed 001 drops extraction matches below 0.275.");
}

}  // namespace privtext::python
