// Controlled generation (seed 004, HIPS): control codes, fictional values,
// in-context prompts, and identifiers banned while decoding.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "privtext/core.h"
#include "privtext/model.h"

namespace privtext::synth {

// A control code (seed 004 §2.1): identifier values grouped by type, types in
// order of first appearance, values deduplicated. Written one type a line:
//   PERSON: Alice Jones, John Smith
//   LOC: New York City
struct ControlCode {
  std::vector<std::pair<std::string, std::vector<std::string>>> entries;
  std::string Format() const;
  std::vector<std::string> Values() const;
  bool empty() const { return entries.empty(); }
  void Add(std::string_view type, std::string_view value);
};

// The control code of a document's entities (byte spans), with each span's
// type mapped by `category` (e.g. detect::TabCategory: LOCATION -> LOC).
ControlCode MakeControlCode(const Document& doc, const std::function<std::string(std::string_view)>& category);

// Fictional values per type (seed 004, App. A.2, Figure 2), drawn from larger
// built-in pools than the seed's and from user pools. Seeded: the same seed
// gives the same values. Formats follow the real value where that says
// something: a CODE keeps the real code's shape (digits stay digits, letters
// letters, punctuation stays), a PERSON gets a title when the real one has
// one, a DATETIME that is a bare year stays a year. MISC gets no fictional
// values (the seed excludes it). Not thread-safe: owns a random engine.
class FictionalValues {
 public:
  explicit FictionalValues(std::uint64_t seed);
  // Adds user values for a type (used before the built-in pool's).
  void AddPool(std::string_view type, std::vector<std::string> values);
  // A fictional value of `type` shaped like `real`, never equal (ignoring
  // case) to any of `avoid`.
  std::string Value(std::string_view type, std::string_view real, const std::vector<std::string>& avoid);
  // A code with the real code's types and number of values per type.
  ControlCode Mirror(const ControlCode& real, const std::vector<std::string>& avoid);

 private:
  std::string Draw(std::string_view type, std::string_view real);
  std::mt19937_64 rng_;
  std::map<std::string, std::vector<std::string>> user_;
};

// Reads user pools: a JSON object {"PERSON": ["…", …], "ORG": […]}.
Result<std::map<std::string, std::vector<std::string>>> ParseFictionalPools(std::string_view json);

// A real document for in-context examples: its text, its control code, and
// the private values a generated text must not contain (the code's values,
// or gold annotations when the code came from a detector).
struct CodedDocument {
  std::string text;
  ControlCode code;
  std::vector<std::string> private_values;
};

enum class ControlledMethod {
  kIcl,       // seed 004 §2.2: (code, document) examples, then a fictional code
  kBaseline,  // the seed's baseline: the example documents alone (App. C)
  // §2.3: a model fine-tuned on ControlledTrainingPair texts writes to a
  // fictional code alone (no examples).
  kFineTuned,
};

// Seed 004's prompt: k examples, then the fictional code to write to.
// `fictional` is ignored by the baseline, `examples` by the fine-tuned method
// (its prompt is the first part of a ControlledTrainingPair: "<code>TEXT:").
std::string ControlledPrompt(const std::vector<const CodedDocument*>& examples, const ControlCode& fictional,
                             ControlledMethod method);

// Seed 004 §2.3's fine-tuning pair (code c_i in, document d_i out) as one
// training text, "<code>TEXT: <document>". The code comes first, in
// `code_bytes` bytes, so training can leave it out of the loss: the model
// learns to write a document given a code, not to write codes.
struct ControlledTrainingPair {
  std::string text;
  std::size_t code_bytes = 0;  // the prefix up to and including "TEXT:"
};
ControlledTrainingPair MakeControlledTrainingPair(const ControlCode& code, std::string_view document);

struct ControlledOptions {
  ControlledMethod method = ControlledMethod::kIcl;
  int examples = 3;                 // k
  bool privacy_enhancement = true;  // ban the examples' identifiers while decoding, then check
  // With privacy enhancement: check each output after decoding and generate a
  // leaking one again (up to max_tries, then drop it). false: one generation
  // per sample, every output kept, so PIPP/ELP count what the bans at
  // decoding let through (the seed's single-pass measurement).
  bool post_check = true;
  int max_tries = 5;                // generations per sample before it is dropped (post check)
  std::size_t samples = 0;          // 0: one per document
  // Seed 004 §3.2: 400 new tokens, temperature 0.7, top-p 0.9.
  model::GenerationParams generation = {.max_tokens = 400, .temperature = 0.7f, .top_p = 0.9f};
  std::uint32_t seed = 0;
  std::size_t batch = 8;            // prompts sent to the model together
};

struct ControlledSample {
  std::string text;
  ControlCode fictional;                 // empty for the baseline
  std::vector<std::size_t> examples;     // indices of the example documents
  int tries = 1;
};

struct ControlledResult {
  std::vector<ControlledSample> samples;
  std::size_t regenerated = 0;  // generations redone because an identifier got through
  std::size_t dropped = 0;      // samples still leaking after max_tries, never written
};

// Sample i uses document i mod n as the target (its code is mirrored by the
// fictional code) and k other documents as examples, drawn from `seed`. The
// fine-tuned method draws no examples, and its fictional values avoid every
// document's private values (the model saw them all).
// With privacy enhancement every private value of the examples is banned at
// decoding (all case and spacing variants), each output is checked again
// (case-insensitive), and a leaking one is generated again with another seed.
Result<ControlledResult> GenerateControlled(const std::vector<CodedDocument>& documents, FictionalValues& fictional,
                                            const ControlledOptions& options, model::Generator& generator,
                                            const ProgressOptions& progress = {});

}  // namespace privtext::synth
