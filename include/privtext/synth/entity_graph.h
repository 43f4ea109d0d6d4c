// Entity-graph synthesis (seed 000, SoE / EntiGraph) over encrypted documents.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "privtext/core.h"
#include "privtext/model.h"

namespace privtext::synth {

// A weighted graph of one document's entities: weight[i][j] in [0, 1] is the
// association strength of entities i and j (symmetric, 0 on the diagonal).
struct EntityGraph {
  std::vector<std::string> entities;
  std::vector<std::vector<double>> weight;
};

// Sentences of a text: split after '.', '!' or '?' followed by white space,
// and at blank lines. Offsets are not kept.
std::vector<std::string> SplitSentences(std::string_view text);

// The cheap statistical graph for large corpora: normalised pointwise mutual
// information of two entities occurring in the same sentence, mapped from
// [-1, 1] to [0, 1] by (NPMI + 1) / 2 (never together: 0; always together: 1).
EntityGraph CooccurrenceGraph(std::string_view text, const std::vector<std::string>& entities);

// A k-tuple: an entity and its strongest neighbours.
struct EntityTuple {
  std::vector<std::size_t> members;  // indices into the graph's entities; members[0] is the anchor
  double strength = 0;               // mean weight of the anchor's edges in the tuple
};

// Seed 000 §3.3: edges below `threshold` are pruned; for each entity, the
// tuples of it with its 1, 2, ... strongest remaining neighbours, up to
// `max_length` members. Tuples with the same members are kept once; sorted
// by strength, strongest first (ties by members).
std::vector<EntityTuple> BuildTuples(const EntityGraph& graph, double threshold, int max_length);

// The prompts of the synthesis (exposed for tests and docs). Every prompt
// quotes the (encrypted) document and asks for tokens to be copied verbatim.
std::string EntityExtractionPrompt(std::string_view document, int max_entities);
std::string EntityExtractionSchema();  // {"entities": [string]}
std::string AssociationPrompt(std::string_view document, std::string_view a, std::string_view b);
std::string AssociationSchema();  // {"score": number in [0, 1]}
std::string DescriptionPrompt(std::string_view document, std::string_view entity);
std::string RelationPrompt(std::string_view document, const std::vector<std::string>& entities);
std::string QaPrompt(std::string_view document, int pairs);

enum class OutputKind { kDescription, kRelation, kQa };
std::string_view OutputKindName(OutputKind kind);

// Why a synthetic output was dropped (seed 000 §3.3, data filtering).
enum class FilterReason {
  kKept,
  kBadToken,        // a token does not decrypt under the keyset
  kOtherDocument,   // a token belongs to another source document
  kPlaintextPii,    // an identifier in plaintext: a known private value, or one the model was shown
  kInventedIdentifier,  // an identifier in plaintext that the model was not shown: made up, not copied
  kRefusal,         // "I cannot …", "As an AI …"
  kDuplicate,       // near-duplicate of an output kept for the same document
  kOffInstruction,  // empty, too short, or not in the form asked for
};
std::string_view FilterReasonName(FilterReason reason);

// One source document, encrypted: the model only ever sees this text.
struct SourceDocument {
  std::string id;
  std::string encrypted_text;
  std::vector<std::string> private_values;  // plaintext identifiers, for the leakage filter only
};

struct EntityGraphOptions {
  enum class Graph { kModel, kCooccurrence };
  Graph graph = Graph::kModel;     // association scored by the model (seed 000, App. C) or NPMI
  double threshold = 0.5;          // edges below are pruned (seed 000 §4.2)
  int max_tuple_length = 10;       // seed 000 §4.2: best at 10
  int max_model_entities = 10;     // salient non-PII entities the model adds per document
  int max_pairs_per_document = 200;  // model-scored pairs per document (the strongest NPMI first)
  std::size_t relations = 0;       // target number of relation analyses (0: every tuple)
  bool descriptions = true;
  int qa_pairs = 3;                // question-answer pairs asked per document (0: none)
  bool aliases = true;             // prompts name tokens by EntityAliases labels
  model::GenerationParams generation = {.max_tokens = 256, .temperature = 0.7f, .top_p = 0.95f};
  std::uint32_t seed = 0;
};

// Token checks for the filter: whether each token of an output decrypts, and
// to which source document it belongs. Supplied by the caller (protect).
struct TokenCheck {
  // Tokens in `text`, with for each: 0 decrypts and belongs to `document_id`,
  // 1 does not decrypt, 2 belongs to another document.
  std::function<std::vector<int>(std::string_view document_id, std::string_view text)> classify;
  // The tokens of a text, as written (to name a document's PII entities).
  std::function<std::vector<std::string>(std::string_view text)> tokens;
  // A token's type label as written in it (Person for Person_[…]); optional,
  // it names the token's alias.
  std::function<std::string(std::string_view token)> type_of;
};

// Short labels for a document's tokens in the prompts: "[Person 1]",
// "[Phone number 2]", numbered per type in order of first appearance. A small
// model garbles a 40-character cipher but copies a label; its outputs get the
// tokens back. The model sees neither the plaintext nor the ciphers.
class EntityAliases {
 public:
  static EntityAliases Make(std::string_view text, std::vector<std::string> tokens,
                            const std::function<std::string(std::string_view token)>& type_of);
  // `text` with every token replaced by its label.
  std::string Hide(std::string_view text) const;
  // Replaces every label in `text` by its token. False, leaving `text` as it
  // was, when `text` holds a label of one of the document's types that the
  // document does not have ("[Person 7]"): the model invented an entity.
  // Other bracketed text ("[Article 6]") stays as written.
  bool Restore(std::string& text) const;
  // The token a label stands for; any other name unchanged.
  std::string TokenOf(const std::string& name) const;
  const std::vector<std::string>& labels() const { return labels_; }

 private:
  std::vector<std::string> labels_, tokens_;
  std::set<std::string> types_;  // "Person", "Phone number"
};

struct SyntheticText {
  std::string source_id;
  OutputKind kind = OutputKind::kQa;
  std::string text;
  FilterReason reason = FilterReason::kKept;  // why the filter dropped it, if it did
};

struct EntityGraphStats {
  std::size_t documents = 0, entities = 0, pii_entities = 0, tuples = 0, relations = 0;
  std::size_t outputs = 0, kept = 0, generated_tokens = 0, entities_covered = 0;
  std::map<std::string, std::size_t> filtered;  // by FilterReason name
  void Merge(const EntityGraphStats& other);
};

// Identifiers in plaintext in an output of a document: kPlaintextPii,
// kInventedIdentifier, or kKept for none.
using PlaintextCheck = std::function<FilterReason(const SourceDocument& doc, std::string_view text)>;

// Decides the filter reason of one output of document `doc` (the `kept`
// outputs of that document so far are checked for near-duplicates; 5-word
// shingles, Jaccard >= 0.8). `plaintext` (optional) finds identifiers
// outside tokens.
FilterReason FilterOutput(const SourceDocument& doc, OutputKind kind, std::string_view text,
                          const std::vector<std::string>& expected_entities, const std::vector<std::string>& kept,
                          const TokenCheck& tokens, const PlaintextCheck& plaintext);

struct EntityGraphHooks {
  // Resume: documents already done (their outputs are in the caller's
  // partial output) are skipped; after each document `on_document` runs
  // with every output in the order generated, kept (reason kKept) and
  // dropped alike (the caller appends them and records the checkpoint).
  std::function<bool(const std::string& id)> done;
  std::function<Status(const SourceDocument&, const std::vector<SyntheticText>&, const EntityGraphStats&)> on_document;
  PlaintextCheck plaintext;
  ProgressOptions progress;
};

// Seed 000's synthesis over encrypted documents: entities (tokens plus the
// model's salient entities), the weighted graph, tuples, then descriptions,
// relation analyses and question-answer pairs, filtered. Documents are
// processed in batches so a server can work on many requests at once.
Result<EntityGraphStats> SynthesizeEntityGraph(const std::vector<SourceDocument>& documents,
                                               const EntityGraphOptions& options, const TokenCheck& tokens,
                                               model::Generator& generator, const EntityGraphHooks& hooks);

}  // namespace privtext::synth
