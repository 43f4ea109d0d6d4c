// Internal: the parts of a spaCy NER that tests reach one by one: the
// pipeline bundle `model pull` writes, the transition system read from the
// pipeline's moves, and the greedy BILUO decoder.
#pragma once

#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "privtext/core.h"

namespace privtext::model::spacy {

// The files of a spaCy pipeline that its NER needs, as `model pull` and
// `model import` bundle them into one msgpack file.
struct Bundle {
  std::string name;       // e.g. "core_web_sm" (meta.json's lang + name: "en_core_web_sm")
  std::string version;    // meta.json's version
  std::string config;     // config.cfg
  std::string tokenizer;  // the serialized tokenizer (msgpack)
  std::string lookups;    // vocab/lookups.bin (msgpack: lexeme_norm)
  std::string ner_model;  // ner/model (thinc's msgpack)
  std::string ner_moves;  // ner/moves (msgpack)
};
// Reads a pipeline directory (config.cfg, meta.json, tokenizer, vocab/, ner/).
Result<Bundle> ReadPipelineDirectory(const std::string& dir);
Result<Bundle> ReadBundle(const std::string& path);
Status WriteBundle(const Bundle& bundle, const std::string& path);

// spaCy's NER moves; the numbers are spaCy's.
enum class MoveKind { kBegin = 1, kIn = 2, kLast = 3, kUnit = 4, kOut = 5 };
struct Move {
  MoveKind kind = MoveKind::kOut;
  int label = -1;  // index into the labels; -1: none (OUT, and UNIT of no label)
};
struct Moves {
  std::vector<std::string> labels;  // entity labels, by first appearance among the moves
  std::vector<Move> moves;          // in the model's output order
};
// The moves in the order spaCy's TransitionSystem gives its classes: by
// action, then by label frequency, highest first (ties: label, descending).
Result<Moves> ReadMoves(std::string_view ner_moves_msgpack);

struct DecodedEntity {
  std::size_t first = 0, last = 0;  // token indices, inclusive
  int label = 0;
  float score = 0;  // the lowest probability among the moves that made it
};
// The state features spaCy's NER scores a step by: the next token, the first
// token of the open entity and the token before the next (-1: none).
using StateScorer = std::function<void(const int (&features)[3], std::span<float> scores)>;
// Greedy decoding as spaCy's parser does it: at each token, the best-scoring
// move the state allows (no entity across a white-space token's start, an
// entity closed by the end). Probabilities are the softmax over allowed moves.
std::vector<DecodedEntity> DecodeGreedy(const Moves& moves, const std::vector<bool>& is_space,
                                        const StateScorer& score);

}  // namespace privtext::model::spacy
