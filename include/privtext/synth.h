// privtext synth: synthetic training data.
//  - Private Evolution (seed 002, PrE-Text; Lin et al. 2023): every private
//    record votes for its nearest synthetic sample in embedding space, each
//    user's contribution is bounded, the histogram is released with Gaussian
//    noise and a threshold, and the model evolves the samples that won votes.
//    Also its federated form (client histograms as files).
//  - Secret-Protected Evolution (seed 003, SecPE): private records update
//    k-means centres of public data once, with noise calibrated per secret;
//    the evolution then votes with those noisy representatives.
//
// Thread-safety: the functions are pure (AddHistogramNoise draws from the given
// RandomBits, which must not be shared across threads). The evolution loops
// use a Generator and an Embedder from one thread.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "privtext/core.h"
#include "privtext/dp.h"
#include "privtext/model.h"

namespace privtext::synth {

using ::privtext::Embeddings;

// Index of the nearest synthetic vector in Euclidean distance for each
// private vector (for L2-normalised vectors: the nearest by cosine). Ties go
// to the lower index. O(M * N * d), blocked for the cache.
Result<std::vector<std::uint32_t>> NearestNeighbours(const Embeddings& private_vectors,
                                                     const Embeddings& synthetic_vectors);

struct VoteOptions {
  // A user votes with at most this many records (the first ones in input
  // order), so adding or removing one user changes the histogram by at most
  // this much in L2 norm: the sensitivity the noise is scaled to.
  int max_records_per_user = 1;
};

// Votes per synthetic sample. `user_ids` has one entry per private vector;
// empty means every record is its own user (record-level privacy).
Result<std::vector<std::int64_t>> VoteHistogram(const Embeddings& private_vectors,
                                                const std::vector<std::string>& user_ids,
                                                const Embeddings& synthetic_vectors, const VoteOptions& options);

// Adds discrete Gaussian noise of standard deviation
// noise_multiplier * sensitivity to every count. noise_multiplier = 0 adds
// none (tests).
Result<std::vector<std::int64_t>> AddHistogramNoise(std::vector<std::int64_t> votes, double noise_multiplier,
                                                    int sensitivity, dp::RandomBits& bits);

// Seed 002, Algorithm 2, line 17: max(count - H, 0), elementwise.
std::vector<double> ApplyThreshold(const std::vector<std::int64_t>& counts, double threshold);

// Reads a float32 C-order 2-D NumPy file (what `privtext embed` writes).
Result<Embeddings> ReadNpy(const std::string& path);

// ------------------------------------------------------ federated form

// One client's histogram for one round of federated Private Evolution, as a
// file the client sends. The server sums the files of a round and applies
// the threshold. Designed so that a secure-aggregation transport can carry
// the same fields later: counts are integers and noise is added per client.
struct ClientHistogram {
  int round = 0;
  std::string client_id;
  std::string synthetic_sha256;  // of the synthetic embeddings file voted on
  double noise_multiplier = 0;
  int sensitivity = 1;           // max records per user
  // Each client adds discrete Gaussian noise of std noise_multiplier *
  // sensitivity / sqrt(noise_share): 1 (default) is safe when the server sees
  // every file; n when a secure aggregator reveals only the sum of at least n
  // clients' histograms. Shares are accounted as the distributed discrete
  // Gaussian (dp::DistributedGaussianNoiseMultiplier); a share whose std is
  // below 1/2 is refused.
  int noise_share = 1;
  std::vector<std::int64_t> counts;
};

// Votes of a client's records (bounded per user), then its noise share.
Result<ClientHistogram> MakeClientHistogram(const Embeddings& local, const std::vector<std::string>& user_ids,
                                            const Embeddings& synthetic, const ClientHistogram& settings,
                                            dp::RandomBits& bits);

// The id of a synthetic set: sha256 (hex) of its embeddings file.
Result<std::string> SyntheticSetId(const std::string& embeddings_path);

std::string SerializeClientHistogram(const ClientHistogram& h);
Result<ClientHistogram> ParseClientHistogram(std::string_view json);

// Sums client histograms of one round (same synthetic set, length, noise
// settings) and applies the threshold H. Refuses fewer histograms than the
// noise was split over (their sum would carry less noise than assumed).
Result<std::vector<double>> AggregateHistograms(const std::vector<ClientHistogram>& clients, double threshold);

// What one aggregated round guarantees (user-level: a user is bounded to
// `sensitivity` votes), by RDP of the (distributed) discrete Gaussian, and
// through rounds 0..round when every round used the same settings.
struct FederatedPrivacy {
  double share_sigma = 0;                 // std of each client's noise
  double effective_noise_multiplier = 0;  // the Gaussian with the same RDP curve
  int rounds = 0;                         // round + 1
  double delta = 0;
  double epsilon_round = 0;
  double epsilon_total = 0;
};
Result<FederatedPrivacy> FederatedRoundPrivacy(const std::vector<ClientHistogram>& clients, double delta);

// ------------------------------------------------- evolution operators

// How Variation makes a new sample from a surviving one (seed 002, §3 (4)).
enum class VariationKind {
  kMaskFill,    // mask a share of the words, let the model fill them; repeat
  kParaphrase,  // ask the model to reword a share of the words
};
Result<VariationKind> ParseVariationKind(std::string_view name);  // mask-fill|paraphrase

struct VariationOptions {
  VariationKind kind = VariationKind::kMaskFill;
  // Share of the words masked (MASK% = 30%) or asked to change; the strength.
  double strength = 0.3;
  int steps = 2;  // mask-fill rounds per variation (W_steps = 2)
  // Seed 002, D.2: top_p 1.0 and temperature 1.0.
  model::GenerationParams generation = {.max_tokens = 160, .temperature = 1.0f, .top_p = 1.0f};
};

// Text with round(strength * words) words replaced by "___", the positions
// drawn from `seed` (whitespace-separated words; the spacing is kept).
std::string MaskWords(std::string_view text, double strength, std::uint64_t seed);

// The prompts the operators send (exposed for tests and docs).
std::string MaskFillPrompt(std::string_view masked_text);
std::string ParaphrasePrompt(std::string_view text, double strength);
std::string InitialPrompt(std::string_view description);
// Seed 002, App. B (Figure 3): three samples, then "Original Text Sample 4".
std::string ExpandPrompt(const std::vector<std::string>& examples);

// Cleans a completion into a sample: strips white space, a leading label
// ("Text:", "Paraphrase:", ...) and surrounding quotes. Empty when nothing is left.
std::string CleanCompletion(std::string_view completion);

// One variation of each text, in order; prompt i is seeded with seed + i.
// A completion that comes back empty keeps the text it was made from.
Result<std::vector<std::string>> Vary(model::Generator& generator, const std::vector<std::string>& texts,
                                      const VariationOptions& options, std::uint32_t seed);

// ------------------------------------------------ Private Evolution loop

// Settings of one run. Defaults follow seed 002 (PrE-Text, D.1-D.2).
struct EvolutionOptions {
  int iterations = 11;             // T
  int synthetic_samples = 1024;    // N_syn
  int lookahead = 0;               // K variations averaged per sample (0: vote on the sample itself)
  VariationOptions variation;
  int expand_samples = 0;          // Expand outputs (seed 002: 2M / 50k); 0: only the DP seed set
  model::GenerationParams expand_generation = {.max_tokens = 160, .temperature = 1.0f, .top_p = 1.0f};
  std::string initial_description = "short document";  // initial population prompt, without public texts
  std::uint32_t seed = 0;          // sampling and generation; never the privacy noise
};

// Private Evolution's privacy settings: Gaussian noise of std
// noise_multiplier * sensitivity on every histogram count, then threshold H.
struct PeNoiseOptions {
  double noise_multiplier = 0;   // z; 0 only for tests (no privacy)
  int max_records_per_user = 1;  // the sensitivity
  double threshold = 0;          // H
};

struct IterationStats {
  int iteration = 0;            // 1-based
  double histogram_mass = 0;    // sum of the released (noisy, thresholded) histogram
  int nonzero_bins = 0;
  int selected_unique = 0;      // |Set(S'_t)|
  bool histogram_empty = false; // everything was under the threshold: drew uniformly
  // No wall-clock time: how long an iteration takes depends on the private
  // data (how votes fall), and a report may hold only noised or public values.
};

// The statistics as JSON (the checkpoint and the run report use this form).
nlohmann::ordered_json IterationStatsJson(const IterationStats& stats);

// A run's output: the DP seed set (union of Set(S'_t), first-seen order, with
// the iteration that first selected it) and Expand's samples.
struct SeedSample {
  std::string text;
  int iteration = 0;
};
struct EvolutionResult {
  std::vector<SeedSample> seed_set;
  std::vector<std::string> expanded;
  std::vector<IterationStats> iterations;
};

struct EvolutionHooks {
  // Checkpoint written atomically after each iteration and read on start:
  // a rerun with the same settings resumes after the last finished
  // iteration. Holds only public or released data (synthetic texts, stats).
  std::string checkpoint_path;
  // Noise bits for iteration t (1-based); null: OpenSSL's CSPRNG. Tests pass
  // seeded bits so that a resumed run can be compared with an uninterrupted one.
  std::function<std::unique_ptr<dp::RandomBits>(int)> noise;
  // Called after each iteration's checkpoint; an error stops the run there.
  std::function<Status(const IterationStats&)> on_iteration;
  ProgressOptions progress;
};

// `n` texts the generator writes from options.initial_description: public
// by construction (no private data in the prompt).
Result<std::vector<std::string>> GeneratePublicTexts(model::Generator& generator, std::size_t n,
                                                     const EvolutionOptions& options);

// Private records: texts and, for user-level privacy, one user id per text
// (empty: each record is its own user).
struct PrivateData {
  std::vector<std::string> texts;
  std::vector<std::string> user_ids;
};

// PrE-Text (Algorithm 1 with Algorithm 2 as the histogram). `public_texts`
// seed the initial population (N_syn drawn without replacement, cycling when
// fewer); empty: the generator writes it from initial_description.
Result<EvolutionResult> RunPrivateEvolution(const PrivateData& data, const std::vector<std::string>& public_texts,
                                            const EvolutionOptions& options, const PeNoiseOptions& noise,
                                            model::Generator& generator, model::Embedder& embedder,
                                            const EvolutionHooks& hooks = {});

// ------------------------------------------- Secret-Protected Evolution

// Spherical k-means (FAISS) of L2-normalised vectors: `k` unit-length
// centres. Seeded, so the same data and seed give the same centres.
Result<Embeddings> KMeans(const Embeddings& data, int k, int iterations, std::uint32_t seed);

// The samples holding each secret: substring search ignoring case in any
// script (utf8::CaseFold).
std::vector<std::vector<std::size_t>> SecretOccurrences(const std::vector<std::string>& texts,
                                                        const std::vector<std::string>& secrets);

// Settings of SecPE's one private release. Defaults follow seed 003
// (p = 1e-4, r/p = 10 of its {2, 10, 50, inf}).
struct SecPeOptions {
  int clusters = 2000;         // K
  int kmeans_iterations = 25;
  double p = 1e-4;             // prior success of guessing a secret
  double r = 1e-3;             // allowed success after the release
  // Noise std on each cluster statistic. With sqrt(2) (the default) the
  // weights meet exactly the seed's constraint sum w_i <= eta_j.
  double noise_std = 1.4142135623730951;
};

// What the release guarantees: public values only (no count, weight or mu
// computed from the private data may appear in a report).
//
// Neighbouring datasets (seed 003, Def. 3.1): the adversary's candidates
// D^1_j .. D^K_j differ from D only in the VALUE of secret j, so the same
// records hold secret j (and the same other secrets) in every candidate, and
// only those records' text, so their embeddings, change. SecretNoise weights
// depend only on which records hold which secret, so they are the same in
// every candidate. Each record i of secret j moves the statistics by at most
// 2 w_i (a unit vector may turn into its opposite, or leave its cluster:
// sqrt(2 w^2 + 2 w^2)) plus sqrt(d + 1) g of grid rounding (old and new), so
// with sum_{i in I_j} w_i <= (eta s - |I_j| sqrt(d+1) g) / 2 the L2 shift is
// at most eta s and the release is eta-GDP for secret j against continuous
// Gaussian noise of std s. docs/private-evolution.md has the argument.
struct SecretProtection {
  double p = 0, r = 0;
  double capacity = 0;                 // eta = Phi^-1(1-p) - Phi^-1(1-r): the mu each secret may spend
  double noise_std = 0;                // s
  // Reconstruction probability bound at mu = eta: Phi(Phi^-1(p) + eta) (= r),
  // tight for continuous Gaussian noise (GDP), the figure the seed uses.
  double reconstruction_gaussian = 0;
  // The bound proven for what is released, independent discrete Gaussians on
  // a grid: for an integer shift each coordinate has D_alpha <= alpha
  // Delta_i^2 / (2 sigma^2) (Canonne-Kamath-Steinke 2020) and independent
  // coordinates add, so D_alpha <= alpha eta^2 / 2: dp::SecretReconstructionBoundRenyi.
  double reconstruction_renyi = 0;
};
Result<SecretProtection> SecretProtectionOf(const SecPeOptions& options);

// Noisy cluster statistics (seed 003, Secret Clustering): public centres
// e_k with public counts n_k, updated with the weighted private records:
// c_k = sum w_i + N(0, s^2), S_k = sum w_i x_i + N(0, s^2 I), representative
// r_k = normalise(public sum of cluster k + S_k), vote weight max(c_k, 0).
// Private vectors longer than 1 are scaled to unit length (the sensitivity
// assumes it). Each record's (w_i, w_i x_i) is rounded to a grid of s / 4096
// and the noise is the exact discrete Gaussian on that grid.
struct Representatives {
  Embeddings vectors;
  std::vector<double> weights;
};
Result<Representatives> NoisyRepresentatives(const Embeddings& private_vectors, const std::vector<double>& weights,
                                             const Embeddings& public_vectors, const SecPeOptions& options,
                                             std::uint32_t kmeans_seed, dp::RandomBits& bits);

// The private part of the release before noise, in grid units: per centre
// [sum w_i, sum w_i x_i] of the records nearest to it (exposed so tests can
// build neighbouring datasets and measure the shift).
Result<std::vector<std::int64_t>> SecretClusterStatistics(const Embeddings& private_vectors,
                                                          const std::vector<double>& weights,
                                                          const Embeddings& centres, double grid);
// The grid of the release: s / 4096.
double SecretGrid(const SecPeOptions& options);

// The SecretNoise weights (seed 003, Algorithm 1) for these options and
// embedding dimension: the LP maximises sum w_i subject to, for every secret
// j, sum_{i in I_j} w_i <= (eta s - |I_j| sqrt(dims + 1) g) / 2.
Result<std::vector<double>> SecretWeights(const std::vector<std::string>& private_texts,
                                          const std::vector<std::string>& secrets, const SecPeOptions& options,
                                          std::size_t dims);

struct SecPeResult {
  EvolutionResult evolution;
  SecretProtection protection;
};

// SecPE: one noisy release of cluster statistics, then the evolution loop
// votes with the representatives (O(K * N_syn) per iteration instead of
// O(M * N_syn)); every iteration is post-processing of that release.
// `public_texts` are clustered (at least K of them) and seed the population.
Result<SecPeResult> RunSecretProtectedEvolution(const std::vector<std::string>& private_texts,
                                                const std::vector<std::string>& secrets,
                                                const std::vector<std::string>& public_texts,
                                                const EvolutionOptions& options, const SecPeOptions& secpe,
                                                model::Generator& generator, model::Embedder& embedder,
                                                const EvolutionHooks& hooks = {});

// ------------------------------- Controlled generation (seed 004, HIPS)

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
  // Prefix tuning (§2.3) would be a third method: it needs training, a later issue.
};

// Seed 004's prompt: k examples, then the fictional code to write to.
// `fictional` is ignored by the baseline.
std::string ControlledPrompt(const std::vector<const CodedDocument*>& examples, const ControlCode& fictional,
                             ControlledMethod method);

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
// fictional code) and k other documents as examples, drawn from `seed`.
// With privacy enhancement every private value of the examples is banned at
// decoding (all case and spacing variants), each output is checked again
// (case-insensitive), and a leaking one is generated again with another seed.
Result<ControlledResult> GenerateControlled(const std::vector<CodedDocument>& documents, FictionalValues& fictional,
                                            const ControlledOptions& options, model::Generator& generator,
                                            const ProgressOptions& progress = {});

// ------------------------- Entity-graph synthesis (seed 000, SoE / EntiGraph)

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
  kPlaintextPii,    // an identifier in plaintext (a known private value or a detection)
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
};

struct SyntheticText {
  std::string source_id;
  OutputKind kind = OutputKind::kQa;
  std::string text;
};

struct EntityGraphStats {
  std::size_t documents = 0, entities = 0, pii_entities = 0, tuples = 0, relations = 0;
  std::size_t outputs = 0, kept = 0, generated_tokens = 0, entities_covered = 0;
  std::map<std::string, std::size_t> filtered;  // by FilterReason name
  void Merge(const EntityGraphStats& other);
};

// Decides the filter reason of one output of document `doc` (the `kept`
// outputs of that document so far are checked for near-duplicates; 5-word
// shingles, Jaccard >= 0.8). `detect_pii` (optional) finds identifiers
// outside tokens.
FilterReason FilterOutput(const SourceDocument& doc, OutputKind kind, std::string_view text,
                          const std::vector<std::string>& expected_entities, const std::vector<std::string>& kept,
                          const TokenCheck& tokens, const std::function<bool(std::string_view)>& detect_pii);

struct EntityGraphHooks {
  // Resume: documents already done (their outputs are in the caller's
  // partial output) are skipped; after each document `on_document` runs
  // (the caller appends the outputs and records the checkpoint).
  std::function<bool(const std::string& id)> done;
  std::function<Status(const SourceDocument&, const std::vector<SyntheticText>&, const EntityGraphStats&)> on_document;
  std::function<bool(std::string_view)> detect_pii;
  ProgressOptions progress;
};

// Seed 000's synthesis over encrypted documents: entities (tokens plus the
// model's salient entities), the weighted graph, tuples, then descriptions,
// relation analyses and question-answer pairs, filtered. Documents are
// processed in batches so a server can work on many requests at once.
Result<EntityGraphStats> SynthesizeEntityGraph(const std::vector<SourceDocument>& documents,
                                               const EntityGraphOptions& options, const TokenCheck& tokens,
                                               model::Generator& generator, const EntityGraphHooks& hooks);

// Retrieval over an encrypted corpus (seed 000 §4.5): chunks of documents,
// and the chunks nearest to an (encrypted) question.
struct Chunk {
  std::string document_id;
  std::size_t index = 0;  // chunk number within its document
  std::string text;
};
// Windows of `words` whitespace-separated words, each starting `words -
// overlap` words after the previous one; a document shorter than a window is
// one chunk. REQUIRES: overlap < words.
std::vector<Chunk> ChunkDocuments(const std::vector<Document>& documents, std::size_t words, std::size_t overlap);

struct Hit {
  std::size_t chunk = 0;
  double score = 0;  // cosine similarity
};
// The `k` chunks with the highest score, best first (ties: lower index):
// the cosine similarity of their embedding to `query`, plus the share of
// `tokens` (the question's entity tokens) that occur in the chunk's text.
// Sentence embeddings barely tell one cipher from another; an exact token
// match does, so it ranks first (the seed reranks with a cross-encoder).
std::vector<Hit> RankChunks(const std::vector<Chunk>& chunks, const Embeddings& vectors,
                            const std::vector<float>& query, const std::vector<std::string>& tokens, std::size_t k);

}  // namespace privtext::synth
