// Internal: BERT's tokenizer (BasicTokenizer + WordPiece, uncased) with the
// byte offsets of every piece in the original text, which llama.cpp's
// tokenizer does not give. Only src/model/ includes this file.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace privtext::model::internal {

struct WordPiece {
  std::int32_t id = 0;
  std::size_t start = 0, end = 0;  // bytes of the original text the piece came from
  bool word_start = false;         // first piece of a word
};

class WordPieceTokenizer {
 public:
  // `tokens` as llama.cpp stores a WordPiece vocabulary: a word-initial piece
  // starts with U+2581, a continuation has no "##", control tokens ("[UNK]")
  // are as they are.
  explicit WordPieceTokenizer(const std::vector<std::string>& tokens);

  // Hugging Face's BertNormalizer + BertPreTokenizer + WordPiece with
  // lowercase=true: control characters dropped, white space splits, every
  // punctuation mark and CJK ideograph is a word of its own, letters are
  // lowercased and their combining marks (accents) dropped; a word of more than
  // 100 characters or with no covering pieces is one [UNK].
  // REQUIRES: `text` is valid UTF-8.
  std::vector<WordPiece> Tokenize(std::string_view text) const;

  std::int32_t unknown_id() const { return unknown_id_; }

 private:
  void AddWord(const std::string& word, const std::vector<std::pair<std::size_t, std::size_t>>& source,
               std::vector<WordPiece>* out) const;

  std::unordered_map<std::string, std::int32_t> initial_;       // "▁word" without the mark
  std::unordered_map<std::string, std::int32_t> continuation_;  // "##ing" without "##"
  std::int32_t unknown_id_ = 0;
};

}  // namespace privtext::model::internal
