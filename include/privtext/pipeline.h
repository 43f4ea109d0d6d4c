// privtext pipeline: synthesis methods run end to end over a corpus, as the
// `synth controlled` and `synth entity-graph` commands run them. A method in
// synth/ only generates; a run here also finds the identifiers (detect),
// encrypts them (protect), checkpoints, and audits what came out (audit),
// which synth may not depend on. Models come in through the interfaces of
// privtext/model.h, so every run is unit-tested with scripted models.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "privtext/core.h"
#include "privtext/model.h"
#include "privtext/protect.h"
#include "privtext/synth/controlled_generation.h"
#include "privtext/synth/entity_graph.h"

namespace privtext::pipeline {

// -------------------------------------------------------------- surrogates

// Surrogate pools from the detector's built-in gazetteers: ~5,000 first
// names, ~20,000 surnames, places and countries (data/gazetteers/README.md).
protect::SurrogatePools BuiltinSurrogatePools();

// ------------------------------------------- controlled generation (seed 004)

struct ControlledRunOptions {
  enum class Codes { kGold, kDetect };
  // kGold: control codes from the documents' entity spans (the private
  // entity is known); kDetect: from privtext's detector.
  Codes codes = Codes::kGold;
  double held_out = 0.2;  // share of documents (the tail) kept out of the examples, for MAUVE
  bool baseline = false;  // also run the seed's baseline (examples without codes, nothing banned)
  std::map<std::string, std::vector<std::string>> pools;  // fictional values used first, by type
  synth::ControlledOptions synthesis;
  ProgressOptions progress;
};

// One method's outputs measured as seed 004 measures them (§3.4): in
// context, PIPP/ELP against the identifiers of each output's examples and
// ROUGE against the examples; fine-tuned, PIPP/ELP against every identifier
// of the fine-tuning documents (deduplicated) and ROUGE against the closest
// of them. MAUVE against the held-out documents (when both sides have two
// or more and an embedder is given).
struct ControlledMetrics {
  std::string name;  // icl, icl-private, icl-private-single-pass, finetuned or baseline
  std::size_t samples = 0, regenerated = 0, dropped = 0;
  double pipp = 0, elp = 0, pipp_case_insensitive = 0, elp_case_insensitive = 0;
  double rouge2 = 0, rougeL = 0;
  // Mean share of each output's fictional values that it holds (case
  // ignored): whether the model writes to the code. None without codes.
  std::optional<double> fictional_used;
  std::optional<double> mauve;
};

struct ControlledRun {
  synth::ControlledResult result;           // the synthetic documents of the method
  std::vector<ControlledMetrics> metrics;   // the method's, then the baseline's when asked
  ControlledRunOptions::Codes codes = ControlledRunOptions::Codes::kGold;
  std::size_t documents = 0;                // example pool (documents before the held-out tail)
  std::size_t gold_documents = 0;           // pool documents that carried gold spans
  std::size_t held_out = 0;
};

// Splits off the held-out tail, builds each document's control code, and
// bans at decoding the code's values and every gold value the code missed.
// Leakage is measured against gold spans where a document has them, also
// when the codes come from the detector (measuring against the detector's
// own finds would hide every identifier it misses).
// `embedder` may be null: no MAUVE.
Result<ControlledRun> RunControlled(std::vector<Document> corpus, const ControlledRunOptions& options,
                                    model::Generator& generator, model::Embedder* embedder);

// {"audit": "controlled", "codes", "leakage_measured_against", "documents",
//  "held_out", "results": [metrics…]}
nlohmann::ordered_json ControlledReportJson(const ControlledRun& run);

// The synthetic documents as JSONL, {"id", "text", "control_code", "method"}
// per line, written atomically (0600).
Status WriteControlledSamples(const std::string& path, const ControlledRun& run);

// Seed 004 §2.3's fine-tuning data: each document as a
// synth::ControlledTrainingPair ("<code>TEXT: <document>", codes from gold
// spans or the detector as in RunControlled; every document, none held out)
// with an `entities` list for `privtext train --mask-entities`: the code
// (type CONTROL_CODE), so the loss covers the document only, and with
// `mask_private` the document's identifiers too ("fine-tuning w/ masking",
// the masked tokens left out of the loss). Written atomically (0600).
Status WriteControlledTrainingPairs(const std::string& path, std::vector<Document> corpus,
                                    const ControlledRunOptions& options, bool mask_private,
                                    const CorpusOptions& output = {});

// ------------------------------------------------ entity graph (seed 000)

struct EntityGraphRunOptions {
  enum class Entities { kDetect, kGold };
  enum class Encrypt { kBefore, kAfter };
  Entities entities = Entities::kDetect;  // identifiers from the detector or the documents' spans
  // kBefore: the model sees Type_[cipher] tokens only. kAfter (seed 000,
  // Table 8, the riskier order): it works on plaintext and its outputs are
  // encrypted with the detector when written, so the audit counts misses.
  Encrypt encrypt = Encrypt::kBefore;
  std::string token_template = std::string(protect::TokenFormat::kDefaultTemplate);
  std::size_t documents = 0;  // use only the first N (0: all)
  synth::EntityGraphOptions synthesis;
  std::string out;         // training JSONL {"id", "text", "kind", "source"}, written atomically
  // Appended (0600) after each document; a rerun with the same settings and
  // keyset resumes from it, another run's is refused. Removed on success.
  // Empty: OUT.checkpoint.
  std::string checkpoint;
  // When set, the outputs the filter dropped, JSONL {"source", "kind",
  // "reason", "text"} in document order, written atomically (0600: an output
  // dropped for a plaintext identifier holds it). Documents an earlier run
  // finished without it contribute none.
  std::string rejected;
  ProgressOptions progress;
};

struct EntityGraphRun {
  synth::EntityGraphStats stats;  // this run's and the resumed documents'
  std::size_t written = 0;        // lines in the training JSONL
  // The seed-000 leakage audit of exactly what was written: {"audit":
  // "leakage", "method", "encrypt", "graph", "stats", "mentions",
  // "training_set_case_insensitive"}.
  nlohmann::ordered_json report;
};

Result<EntityGraphRun> RunEntityGraph(std::vector<Document> corpus, const protect::Keyset& keyset,
                                      const EntityGraphRunOptions& options, model::Generator& generator);

}  // namespace privtext::pipeline
