// BERT's uncased tokenizer, written from the definitions of Hugging Face's
// BertNormalizer, BertPreTokenizer and WordPiece models (greedy longest match
// first, "##" continuations, max_input_chars_per_word = 100), keeping for
// every normalised byte the original code point it came from.
#include "wordpiece.h"

#include <utf8proc.h>

#include "privtext/core.h"

namespace privtext::model::internal {
namespace {

constexpr std::string_view kWordMark = "\u2581";
constexpr std::size_t kMaxWordChars = 100;

bool IsWhitespace(utf8proc_int32_t cp) {
  return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || utf8proc_category(cp) == UTF8PROC_CATEGORY_ZS;
}

bool IsControl(utf8proc_int32_t cp) {
  if (cp == '\t' || cp == '\n' || cp == '\r') return false;
  const auto c = utf8proc_category(cp);
  return c == UTF8PROC_CATEGORY_CC || c == UTF8PROC_CATEGORY_CF;
}

bool IsPunctuation(utf8proc_int32_t cp) {
  if ((cp >= 33 && cp <= 47) || (cp >= 58 && cp <= 64) || (cp >= 91 && cp <= 96) || (cp >= 123 && cp <= 126)) {
    return true;
  }
  const auto c = utf8proc_category(cp);
  return c >= UTF8PROC_CATEGORY_PC && c <= UTF8PROC_CATEGORY_PO;
}

// The CJK Unified Ideographs blocks BERT splits into single characters.
bool IsCjk(utf8proc_int32_t cp) {
  return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x20000 && cp <= 0x2A6DF) ||
         (cp >= 0x2A700 && cp <= 0x2B73F) || (cp >= 0x2B740 && cp <= 0x2B81F) || (cp >= 0x2B820 && cp <= 0x2CEAF) ||
         (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0x2F800 && cp <= 0x2FA1F);
}

void AppendUtf8(utf8proc_int32_t cp, std::string* out) {
  utf8proc_uint8_t buf[4];
  const auto n = utf8proc_encode_char(cp, buf);
  out->append(reinterpret_cast<const char*>(buf), static_cast<std::size_t>(n));
}

// Bytes of the UTF-8 sequence that ends just before `end`.
std::size_t PreviousLength(const std::string& s, std::size_t end) {
  std::size_t n = 1;
  while (n < end && utf8::IsContinuation(s[end - n])) ++n;
  return n;
}

}  // namespace

WordPieceTokenizer::WordPieceTokenizer(const std::vector<std::string>& tokens) {
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const std::string& t = tokens[i];
    const auto id = static_cast<std::int32_t>(i);
    if (t == "[UNK]") unknown_id_ = id;
    if (t.starts_with(kWordMark)) {
      initial_.emplace(t.substr(kWordMark.size()), id);
    } else {
      continuation_.emplace(t, id);
    }
  }
}

std::vector<WordPiece> WordPieceTokenizer::Tokenize(std::string_view text) const {
  std::vector<WordPiece> out;
  std::string word;  // normalised
  std::vector<std::pair<std::size_t, std::size_t>> source;  // per normalised byte: original bytes
  const auto flush = [&] {
    if (!word.empty()) AddWord(word, source, &out);
    word.clear();
    source.clear();
  };
  for (std::size_t pos = 0; pos < text.size();) {
    utf8proc_int32_t cp = 0;
    const auto n = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(text.data() + pos),
                                    static_cast<utf8proc_ssize_t>(text.size() - pos), &cp);
    const std::size_t len = n > 0 ? static_cast<std::size_t>(n) : 1;
    const std::pair<std::size_t, std::size_t> from{pos, pos + len};
    pos += len;
    if (n <= 0 || cp == 0 || cp == 0xFFFD || IsControl(cp)) continue;
    if (IsWhitespace(cp)) {
      flush();
      continue;
    }
    const bool alone = IsPunctuation(cp) || IsCjk(cp);
    if (alone) flush();
    // Lowercase, decompose, drop the marks: "Ç" -> "c".
    utf8proc_int32_t parts[8];
    int boundclass = 0;
    const auto count = utf8proc_decompose_char(cp, parts, 8,
                                               static_cast<utf8proc_option_t>(UTF8PROC_DECOMPOSE | UTF8PROC_STRIPMARK),
                                               &boundclass);
    // A mark dropped after a letter still belongs to the letter's piece.
    if (count <= 0 && !source.empty()) source.back().second = from.second;
    for (utf8proc_ssize_t i = 0; i < count && i < 8; ++i) {
      const std::size_t before = word.size();
      AppendUtf8(utf8proc_tolower(parts[i]), &word);
      source.insert(source.end(), word.size() - before, from);
    }
    if (alone) flush();
  }
  flush();
  return out;
}

void WordPieceTokenizer::AddWord(const std::string& word,
                                 const std::vector<std::pair<std::size_t, std::size_t>>& source,
                                 std::vector<WordPiece>* out) const {
  const std::size_t first = out->size();
  if (utf8::CodePointCount(word) <= kMaxWordChars) {
    for (std::size_t start = 0; start < word.size();) {
      const auto& pieces = start == 0 ? initial_ : continuation_;
      std::size_t end = word.size();
      std::int32_t id = -1;
      while (end > start) {
        const auto it = pieces.find(word.substr(start, end - start));
        if (it != pieces.end()) {
          id = it->second;
          break;
        }
        end -= PreviousLength(word, end);
      }
      if (id < 0) {
        out->resize(first);  // no covering pieces: the whole word is unknown
        break;
      }
      out->push_back(WordPiece{id, source[start].first, source[end - 1].second, start == 0});
      start = end;
    }
    if (out->size() > first) return;
  }
  out->push_back(WordPiece{unknown_id_, source.front().first, source.back().second, true});
}

}  // namespace privtext::model::internal
