// privtext audit: what a protected or synthetic corpus still leaks, and what
// it still teaches.
//  - Leakage of identifiers: PIPP and ELP (seed 004 §3.4), and seed 000's
//    table of unencrypted vs encrypted mentions per entity type (A.4).
//  - Copying: ROUGE-2 / ROUGE-L F1 with rouge-score's tokenisation, and the
//    normalised word-level Levenshtein distance of content words (seed 001 A.1).
//  - Data extraction: a suffix array over a training corpus, matches of at
//    least 35 words, the zlib compression-ratio filter (seed 001 §4.4.3, A.2).
//  - Corpus statistics: tokens per character of a SentencePiece BPE tokenizer,
//    unigram and conditional n-gram entropies, unique n-grams, Jensen-Shannon
//    distance to uniform, effective vocabulary size (seed 001 Tables 2, 8, 9).
//  - Distribution similarity: FID of two embedding sets, MAUVE (the
//    mauve-text reference), length distributions.
//  - Model-based attacks: name reconstruction and true prefix (seed 001 §4.4).
//  - A self-contained HTML report.
//
// Thread-safety: functions are pure; a SuffixArray is immutable after Build()
// and may be searched from many threads.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "privtext/core.h"
#include "privtext/model.h"

namespace privtext::audit {

// ------------------------------------------------------------ leakage

struct MatchOptions {
  bool case_insensitive = false;  // ASCII and Unicode simple case folding
  // Matches must start and end at word boundaries ("Ann" is not found in "Annual").
  bool whole_words = true;
};

// Whether `entity` occurs in `text`.
bool ContainsEntity(std::string_view text, std::string_view entity, const MatchOptions& options);

struct LeakageResult {
  std::size_t outputs = 0;
  std::size_t leaking_outputs = 0;  // outputs holding at least one private entity
  double pipp = 0;                  // leaking_outputs / outputs
  double elp = 0;
  std::size_t entities = 0;         // fine-tuning: deduplicated entities; ICL: summed over examples
  std::size_t leaked_entities = 0;
  std::map<std::string, std::size_t> leaked_by_type;  // fine-tuning definition only
};

// In-context definition: output i was generated with the private entities
// entities[i] in its context. PIPP: share of outputs holding any of their
// own context's entities; ELP: mean over outputs of the share of their
// context's entities they hold (outputs whose context has none are skipped).
Result<LeakageResult> InContextLeakage(const std::vector<std::string>& outputs,
                                       const std::vector<std::vector<std::string>>& entities,
                                       const MatchOptions& options);

// Fine-tuning definition: any entity of the whole training set counts.
// Entities are deduplicated (after case folding when case-insensitive); ELP
// is the share of them found anywhere in the outputs. `types` (optional,
// parallel to `entities`) breaks the leaked ones down by type.
LeakageResult TrainingSetLeakage(const std::vector<std::string>& outputs, const std::vector<std::string>& entities,
                                 const std::vector<std::string>& types, const MatchOptions& options);

// Seed 000, A.4: per entity type, mentions left in plaintext (occurrences
// of the known private values) and encrypted mentions (Type_[cipher]
// tokens) in a synthetic corpus.
struct MentionRow {
  std::string type;
  std::uint64_t unencrypted = 0;
  std::uint64_t encrypted = 0;
};
// `known` maps each private value to its type (TypeLabel form, e.g. Person);
// `token_template` is the entity-token template ({Type}_[{cipher}]).
Result<std::vector<MentionRow>> EncryptedMentionTable(const std::vector<std::string>& texts,
                                                      const std::vector<std::pair<std::string, std::string>>& known,
                                                      std::string_view token_template, const MatchOptions& options);

// ------------------------------------------------------------ copying

// rouge-score's tokenisation: lower case, every run of characters outside
// [a-z0-9] is a separator (so non-ASCII letters are dropped, as there).
std::vector<std::string> RougeTokens(std::string_view text);

struct RougeScore {
  double precision = 0, recall = 0, f1 = 0;
};
RougeScore RougeN(std::string_view reference, std::string_view candidate, int n);
RougeScore RougeL(std::string_view reference, std::string_view candidate);

// Seed 004: ROUGE of a generation against several references, the maximum F1.
struct CopyingScore {
  double rouge2 = 0, rougeL = 0;
  std::size_t best_rouge2 = 0, best_rougeL = 0;  // index of the reference
};
CopyingScore MaxRouge(const std::vector<std::string>& references, std::string_view candidate);

// Seed 001, A.1: words without function words and punctuation. The function
// words are a fixed English list of the parts of speech the seed removes
// with spaCy (AUX, PRON, DET, PART, ADP, CCONJ, SCONJ, INTJ); a token that
// is only punctuation is dropped, abbreviations such as "U.S." are kept.
std::vector<std::string> ContentWords(std::string_view text);
bool IsFunctionWord(std::string_view lower_word);
// Levenshtein distance of two word sequences divided by the longer length
// (0 when both are empty).
double NormalizedLevenshtein(const std::vector<std::string>& a, const std::vector<std::string>& b);
// Both steps: NormalizedLevenshtein(ContentWords(a), ContentWords(b)).
double ContentLevenshtein(std::string_view reference, std::string_view candidate);

// `audit copying`: each output's best ROUGE against the references and its
// smallest ContentLevenshtein to any of them, and their means and maxima.
struct OutputCopying {
  CopyingScore rouge;
  double min_levenshtein = 1;  // 1 when there are no references
};
struct CopyingReport {
  std::size_t references = 0;
  double mean_rouge2 = 0, max_rouge2 = 0, mean_rougeL = 0, max_rougeL = 0, mean_min_levenshtein = 0;
  std::vector<OutputCopying> per_output;
};
CopyingReport MeasureCopying(const std::vector<std::string>& references, const std::vector<std::string>& outputs);

// ------------------------------------------- language-model evaluation

// How well a model predicts held-out text: perplexity, bits per byte, and
// next-token accuracy (PrE-Text's utility metric: the share of tokens that
// are the model's most likely next token). Texts are cut into chunks of at
// most `chunk_bytes` at white space (halved again when a chunk's tokens
// exceed the model's context); each chunk is scored from its second token.
struct LanguageModelEvalOptions {
  std::size_t chunk_bytes = 2000;
};
struct LanguageModelEval {
  std::size_t documents = 0, chunks = 0, tokens = 0, bytes = 0, correct = 0;
  double total_logprob = 0;  // natural log, over the scored tokens
  double perplexity() const;
  double bits_per_byte() const;  // over the bytes of the scored tokens
  double next_token_accuracy() const;
};
Result<LanguageModelEval> EvaluateLanguageModel(model::Scorer& scorer, const std::vector<std::string>& texts,
                                                const LanguageModelEvalOptions& options = {},
                                                const ProgressOptions& progress = {});

// ---------------------------------------------------- multiple-choice QA

// Seed 000's question answering: the model's answer is the option it finds
// most likely after the question. The prompt is `prompt_template` with
// {question} replaced; each option is scored as the continuation
// " " + option (sum of its tokens' log-probabilities, or their mean with
// `per_token`, which does not favour short options). A tie goes to the
// earlier option.
struct MultipleChoiceQuestion {
  std::string id;
  std::string question;
  std::vector<std::string> options;
  std::size_t answer = 0;  // index of the right option
};
struct MultipleChoiceOptions {
  std::string prompt_template = "Question: {question}\nAnswer:";
  bool per_token = false;
};
struct MultipleChoiceAnswer {
  std::size_t chosen = 0;
  std::vector<double> scores;  // per option: log-probability (or its mean per token)
  bool correct = false;
};
struct MultipleChoiceEval {
  std::vector<MultipleChoiceAnswer> answers;  // one per question, in order
  std::size_t correct = 0;
  double accuracy() const;
};
Result<MultipleChoiceEval> EvaluateMultipleChoice(model::Scorer& scorer,
                                                  const std::vector<MultipleChoiceQuestion>& questions,
                                                  const MultipleChoiceOptions& options = {},
                                                  const ProgressOptions& progress = {});

// ---------------------------------------------------- data extraction

// Words of a text for extraction: runs of non-space characters, lower-cased.
std::vector<std::string> ExtractionWords(std::string_view text);

// A suffix array over the words of a training corpus, built with
// libdivsufsort over the normalised text (ExtractionWords joined by single
// spaces, documents ended by '\n') and then reduced to the suffixes that
// start a word. Memory: the text plus 4 bytes per word (8 past 2 GiB).
// Not copyable: owns the (large) arrays.
class SuffixArray {
 public:
  static Result<SuffixArray> Build(const std::vector<std::string>& documents);
  SuffixArray(SuffixArray&&) noexcept = default;
  SuffixArray& operator=(SuffixArray&&) noexcept = default;
  SuffixArray(const SuffixArray&) = delete;
  SuffixArray& operator=(const SuffixArray&) = delete;

  // How many words of `words`, from `begin` on, occur in order and
  // contiguously in one document of the corpus (at most 4096 are tried).
  std::size_t LongestPrefixMatch(const std::vector<std::string>& words, std::size_t begin) const;
  std::size_t text_bytes() const { return text_.size(); }
  std::size_t suffixes() const { return sa32_.empty() ? sa64_.size() : sa32_.size(); }

 private:
  SuffixArray() = default;
  std::int64_t At(std::size_t i) const { return sa32_.empty() ? sa64_[i] : sa32_[i]; }
  // Words matched by the suffix at `pos` for a query whose word j ends at ends[j].
  std::size_t WordsMatched(std::int64_t pos, std::string_view query, const std::vector<std::size_t>& ends) const;
  std::string text_;
  std::vector<std::int32_t> sa32_;
  std::vector<std::int64_t> sa64_;
};

// zlib (DEFLATE, level 6 as Python's zlib.compress) size of the text with
// digits 1-9 replaced by 0, divided by its size. Seed 001 A.2.2 drops
// matches below 0.275: repetitive, highly compressible strings.
double CompressionRatio(std::string_view text);

struct ExtractionOptions {
  std::size_t min_words = 35;         // seed 001: 50 tokens ~ 35.4 words
  double min_compression_ratio = 0.275;
};

struct ExtractionResult {
  std::size_t outputs = 0;
  std::size_t outputs_with_extraction = 0;
  std::size_t total_extracted = 0;      // maximal matches, counted per output
  std::size_t filtered_compressible = 0;
  std::vector<std::string> unique_extracted;  // distinct matched strings
};

// For each output, the maximal runs of >= min_words words found in the
// corpus (greedy left to right: a run starts where the previous ended).
ExtractionResult ExtractionAttack(const SuffixArray& corpus, const std::vector<std::string>& outputs,
                                  const ExtractionOptions& options);

// ---------------------------------------------------- corpus statistics

// Seed 001, Tables 8 and 9, over a sequence of tokens (words or tokenizer
// pieces).
struct NgramStats {
  int n = 0;
  std::uint64_t total = 0;
  std::uint64_t unique = 0;
  double entropy = 0;              // of the n-gram distribution, bits
  double conditional_entropy = 0;  // H(X | previous n-1), bits (n = 1: entropy)
  double js_distance_to_uniform = 0;  // sqrt of the JS divergence (base 2) to uniform over the unique n-grams
  double effective_vocabulary = 0;    // 1 / sum p^2 with the unbiased estimate of sum p^2
};
std::vector<NgramStats> ComputeNgramStats(const std::vector<std::string>& tokens, int max_n);

struct TokenizerOptions {
  int vocab_size = 32000;  // seed 001, §5.3
  std::string model_type = "bpe";
  double character_coverage = 1.0;
  int threads = 0;
  std::uint64_t max_sentences = 1000000;
  // A vocabulary for a model (model::CreateScratchModel): byte fallback, so
  // every text encodes, and text kept as it is (llama.cpp does not normalise).
  bool for_model = false;
};
// Trains a SentencePiece model on the texts and returns it serialized (what
// PREFIX.model holds). Its pieces are strings of the corpus: nothing is
// written, so a run that needs the model only in memory leaves no copy.
Result<std::string> TrainTokenizerModel(const std::vector<std::string>& texts, const TokenizerOptions& options);
// Trains a SentencePiece model on the texts; writes PREFIX.model and PREFIX.vocab.
Status TrainTokenizer(const std::vector<std::string>& texts, const std::string& model_prefix,
                      const TokenizerOptions& options);
// Pieces of each text under a trained model, and tokens per character (code points).
struct Tokenized {
  std::vector<std::string> pieces;
  std::uint64_t characters = 0;
  double tokens_per_character = 0;
};
Result<Tokenized> Tokenize(const std::string& model_path, const std::vector<std::string>& texts);
// The same under a model given serialized, as TrainTokenizerModel returns it.
Result<Tokenized> TokenizeWithModel(std::string_view model, const std::vector<std::string>& texts);

// ------------------------------------------------- distribution similarity

// Fréchet distance between Gaussians fitted to two sets (unbiased
// covariances, as pytorch-fid): |mu1 - mu2|^2 + tr(S1 + S2 - 2 (S1 S2)^(1/2)).
Result<double> Fid(const Embeddings& a, const Embeddings& b);

struct MauveOptions {
  int buckets = 0;                 // 0: max(2, round(min(n_p, n_q) / 10)) as mauve-text
  double explained_variance = 0.9;
  int kmeans_iterations = 500;
  int kmeans_redo = 5;
  int curve_points = 25;
  double scaling = 5;
  std::uint32_t seed = 25;
};
struct MauveResult {
  double mauve = 0;
  double frontier_integral = 0;
  int buckets = 0;
  std::vector<double> p_hist, q_hist;
};
// mauve-text's algorithm on given features (p: reference, q: generated):
// L2-normalise, PCA to `explained_variance`, k-means quantisation, then the
// area under the divergence frontier.
Result<MauveResult> Mauve(const Embeddings& p, const Embeddings& q, const MauveOptions& options = {});
// The divergence-frontier part alone, on two histograms over the same buckets.
double MauveFromHistograms(const std::vector<double>& p, const std::vector<double>& q, int curve_points,
                           double scaling);
double FrontierIntegral(const std::vector<double>& p, const std::vector<double>& q);

struct LengthSummary {
  std::size_t count = 0;
  double mean = 0, stddev = 0;
  std::size_t min = 0, p25 = 0, median = 0, p75 = 0, max = 0;
};
// Summary of the word counts of the texts.
LengthSummary SummarizeLengths(const std::vector<std::string>& texts);

// ------------------------------------------------- model-based attacks

// A sentence S = S0 + name + S1 with the name known.
struct NameExample {
  std::string prefix, name, suffix;
};

struct NameReconstructionResult {
  std::size_t attempts = 0, successes = 0;
  double success_rate = 0;
  std::vector<std::string> guesses;  // per example
};
// Seed 001 §4.4.1: for each example, the candidate name with the lowest
// perplexity of prefix + candidate + suffix; success when it is the true name.
Result<NameReconstructionResult> NameReconstructionAttack(model::Scorer& scorer,
                                                          const std::vector<NameExample>& examples,
                                                          const std::vector<std::string>& candidates);

struct TruePrefixResult {
  std::size_t attempts = 0;
  double mean_distance = 0;            // mean over examples of the best normalised distance
  std::vector<double> best_distance;   // per example
};
// Seed 001 §4.4.2: sample continuations of prefix + name, keep the one with
// the smallest ContentLevenshtein to the true suffix.
Result<TruePrefixResult> TruePrefixAttack(model::Generator& generator, const std::vector<NameExample>& examples,
                                          int samples, const model::GenerationParams& params);

// ------------------------------------------------------------ report

// One section of the report: a title, key figures, and an optional bar chart.
struct ReportChart {
  std::string title;
  std::vector<std::string> labels;
  std::vector<double> values;
  std::string unit;
};
// A privacy–utility chart: one point per method, leakage across (more to the
// right), utility up (the axis flipped when lower is better, so up is always
// better and the best methods sit top left).
struct ReportScatter {
  std::string title;
  std::string x_label, y_label;
  bool y_lower_is_better = false;
  std::vector<std::string> labels;
  std::vector<double> x, y;
};
struct ReportSection {
  std::string title;
  std::vector<std::pair<std::string, std::string>> figures;  // name, value
  std::vector<ReportChart> charts;
  std::vector<ReportScatter> scatters;
};

// Builds sections from the JSON results of `privtext audit` commands (each
// carries "audit": "<kind>"); unknown kinds are shown as tables of their fields.
// Kind "privacy_utility" is a chart of methods by leakage and utility:
//   {"audit": "privacy_utility", "title", "leakage": "<what is measured>",
//    "utility": "<what is measured>", "utility_lower_is_better": bool,
//    "methods": [{"name", "leakage", "utility"}, …]}
// Fails, naming the result, when one is not an object or a known kind's field
// has another shape.
Result<std::vector<ReportSection>> SectionsFromResults(const std::vector<nlohmann::ordered_json>& results);
// A self-contained HTML page (inline CSS and SVG; no script, no external asset).
std::string RenderHtmlReport(std::string_view title, const std::vector<ReportSection>& sections);

}  // namespace privtext::audit
