// BERT's uncased WordPiece tokenizer against hand-worked cases (and, for the
// Rampart vocabulary, against Hugging Face tokenizers' ids in
// token_classifier_test.cpp).
#include "model/wordpiece.h"

#include <gtest/gtest.h>

namespace privtext::model::internal {
namespace {

// ids: 0 [PAD], 1 [UNK], 2 [CLS], 3 [SEP], then word starts and continuations
// as llama.cpp stores them ("▁un" a word start, "aff" the piece "##aff").
WordPieceTokenizer Tiny() {
  return WordPieceTokenizer({"[PAD]", "[UNK]", "[CLS]", "[SEP]", "\u2581un", "aff", "able", "\u2581the", "\u2581cafe",
                             "\u2581,", "\u2581.", "\u2581a", "\u2581ca", "gl", "ayan", "\u2581\u4e2d"});
}

struct Piece {
  std::int32_t id;
  std::size_t start, end;
  bool word_start;
  bool operator==(const Piece&) const = default;
};

std::vector<Piece> Pieces(const WordPieceTokenizer& t, std::string_view text) {
  std::vector<Piece> out;
  for (const WordPiece& p : t.Tokenize(text)) out.push_back({p.id, p.start, p.end, p.word_start});
  return out;
}

TEST(WordPieceTest, LongestMatchFirstWithContinuations) {
  // "unaffable" = un ##aff ##able (the WordPiece paper's example).
  EXPECT_EQ(Pieces(Tiny(), "The unaffable."),
            (std::vector<Piece>{{7, 0, 3, true}, {4, 4, 6, true}, {5, 6, 9, false}, {6, 9, 13, false},
                                {10, 13, 14, true}}));
}

TEST(WordPieceTest, LowercasesAndDropsAccentsKeepingOriginalOffsets) {
  // "Çağlayan": Ç and ğ are two bytes each; the pieces are ca ##gl ##ayan and
  // their offsets are bytes of the original text.
  EXPECT_EQ(Pieces(Tiny(), "Çağlayan"), (std::vector<Piece>{{12, 0, 3, true}, {13, 3, 6, false}, {14, 6, 10, false}}));
  // A precomposed é and e + U+0301 both become "cafe".
  EXPECT_EQ(Pieces(Tiny(), "CAFÉ"), (std::vector<Piece>{{8, 0, 5, true}}));
  EXPECT_EQ(Pieces(Tiny(), "cafe\u0301"), (std::vector<Piece>{{8, 0, 6, true}}));
}

TEST(WordPieceTest, PunctuationAndCjkAreWordsOfTheirOwn) {
  EXPECT_EQ(Pieces(Tiny(), "a,the"), (std::vector<Piece>{{11, 0, 1, true}, {9, 1, 2, true}, {7, 2, 5, true}}));
  EXPECT_EQ(Pieces(Tiny(), "a\u4e2da"), (std::vector<Piece>{{11, 0, 1, true}, {15, 1, 4, true}, {11, 4, 5, true}}));
}

TEST(WordPieceTest, UncoveredOrOverlongWordsAreOneUnknown) {
  // "unx": "un" matches but "##x" has no piece, so the whole word is [UNK].
  EXPECT_EQ(Pieces(Tiny(), "the unx a"), (std::vector<Piece>{{7, 0, 3, true}, {1, 4, 7, true}, {11, 8, 9, true}}));
  const std::string overlong = "un" + std::string(99, 'a');  // 101 characters
  EXPECT_EQ(Pieces(Tiny(), overlong), (std::vector<Piece>{{1, 0, 101, true}}));
}

TEST(WordPieceTest, ControlCharactersAndWhitespaceVanish) {
  EXPECT_EQ(Pieces(Tiny(), "\t a\x01\u00a0 the\r\n"), (std::vector<Piece>{{11, 2, 3, true}, {7, 7, 10, true}}));
  EXPECT_TRUE(Tiny().Tokenize("  \n").empty());
}

}  // namespace
}  // namespace privtext::model::internal
