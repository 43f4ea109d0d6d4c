// Data extraction (seed 001 §4.4.3 and A.2; Nasr et al. 2023): a word-level
// suffix array over a training corpus, matches of >= 35 words between
// generated text and the corpus, and the zlib compression-ratio filter.
#include <divsufsort.h>
#include <divsufsort64.h>
#include <zlib.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <limits>
#include <set>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

constexpr std::size_t kMaxQueryWords = 4096;

// libdivsufsort's two libraries (32- and 64-bit indices) are opened on first
// use: loading them cost every command's start-up, and only suffix arrays
// need them.
struct Divsufsort32 {
  decltype(&divsufsort) sort = nullptr;
};
struct Divsufsort64 {
  decltype(&divsufsort64) sort = nullptr;
};

template <typename Api>
Result<const Api*> Divsufsort(const char* soname, const char* function) {
  return LoadLibraryOnce<Api>(soname, [&](SharedLibrary& library, Api& api) {
    library.Bind(api.sort, function);
    return Ok();
  });
}

// Joins words with single spaces, remembering where each ends.
std::string JoinWords(const std::vector<std::string>& words, std::size_t begin, std::size_t end,
                      std::vector<std::size_t>* ends) {
  std::string q;
  for (std::size_t i = begin; i < end; ++i) {
    if (i > begin) q.push_back(' ');
    q += words[i];
    ends->push_back(q.size());
  }
  return q;
}

// Compares the corpus suffix at `pos` with `query` (as unsigned bytes, over
// at most the query's length): <0, 0 (the query is a prefix) or >0.
int CompareSuffix(const std::string& text, std::int64_t pos, std::string_view query) {
  const std::size_t avail = text.size() - static_cast<std::size_t>(pos);
  const std::size_t n = std::min(avail, query.size());
  const int c = std::memcmp(text.data() + pos, query.data(), n);
  if (c != 0) return c;
  return n == query.size() ? 0 : -1;
}

}  // namespace

std::vector<std::string> ExtractionWords(std::string_view text) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    const std::size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i == start) continue;
    std::string w(text.substr(start, i - start));
    std::transform(w.begin(), w.end(), w.begin(), [](unsigned char c) { return std::tolower(c); });
    words.push_back(std::move(w));
  }
  return words;
}

Result<SuffixArray> SuffixArray::Build(const std::vector<std::string>& documents) {
  SuffixArray sa;
  std::size_t total = 0;
  for (const auto& doc : documents) total += doc.size() + 1;
  sa.text_.reserve(total);
  for (const auto& doc : documents) {
    // ExtractionWords(doc) joined by single spaces, written in place.
    bool pending_space = false;
    for (char c : doc) {
      if (std::isspace(static_cast<unsigned char>(c))) {
        pending_space = !sa.text_.empty() && sa.text_.back() != '\n';
        continue;
      }
      if (pending_space) sa.text_.push_back(' ');
      pending_space = false;
      sa.text_.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    sa.text_.push_back('\n');
  }
  const auto n = sa.text_.size();
  auto word_start = [&](std::int64_t p) { return p == 0 || sa.text_[p - 1] == ' ' || sa.text_[p - 1] == '\n'; };
  auto keep_word_starts = [&](auto& array) {
    std::size_t kept = 0;
    for (std::size_t i = 0; i < array.size(); ++i) {
      if (sa.text_[array[i]] != '\n' && word_start(array[i])) array[kept++] = array[i];
    }
    array.resize(kept);
    array.shrink_to_fit();
  };
  const auto* bytes = reinterpret_cast<const sauchar_t*>(sa.text_.data());
  if (n < static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max())) {
    sa.sa32_.resize(n);
    auto api = Divsufsort<Divsufsort32>(PRIVTEXT_DIVSUFSORT_SONAME, "divsufsort");
    if (!api) return std::unexpected(api.error());
    if (n > 0 && (*api)->sort(bytes, sa.sa32_.data(), static_cast<saidx_t>(n)) != 0) {
      return MakeError(ErrorCode::kInternal, "suffix array construction (divsufsort) failed");
    }
    keep_word_starts(sa.sa32_);
  } else {
    sa.sa64_.resize(n);
    auto api = Divsufsort<Divsufsort64>(PRIVTEXT_DIVSUFSORT64_SONAME, "divsufsort64");
    if (!api) return std::unexpected(api.error());
    if ((*api)->sort(bytes, sa.sa64_.data(), static_cast<saidx64_t>(n)) != 0) {
      return MakeError(ErrorCode::kInternal, "suffix array construction (divsufsort64) failed");
    }
    keep_word_starts(sa.sa64_);
  }
  return sa;
}

std::size_t SuffixArray::WordsMatched(std::int64_t pos, std::string_view query,
                                      const std::vector<std::size_t>& ends) const {
  std::size_t lcp = 0;
  const auto p = static_cast<std::size_t>(pos);
  while (lcp < query.size() && p + lcp < text_.size() && text_[p + lcp] == query[lcp]) ++lcp;
  std::size_t words = 0;
  for (std::size_t end : ends) {
    // Word j matches when its last byte matched and the corpus word ends there too.
    if (end > lcp) break;
    const char next = p + end < text_.size() ? text_[p + end] : '\n';
    if (next != ' ' && next != '\n') break;
    ++words;
    if (next == '\n') break;  // the document ends: no match goes on into the next
  }
  return words;
}

std::size_t SuffixArray::LongestPrefixMatch(const std::vector<std::string>& words, std::size_t begin) const {
  if (begin >= words.size() || suffixes() == 0) return 0;
  std::vector<std::size_t> ends;
  const std::string query = JoinWords(words, begin, std::min(words.size(), begin + kMaxQueryWords), &ends);
  // The suffixes sharing the longest prefix with the query surround its
  // insertion point: check both neighbours.
  std::size_t lo = 0, hi = suffixes();
  while (lo < hi) {
    const std::size_t mid = lo + (hi - lo) / 2;
    if (CompareSuffix(text_, At(mid), query) < 0) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  std::size_t best = 0;
  if (lo < suffixes()) best = WordsMatched(At(lo), query, ends);
  if (lo > 0) best = std::max(best, WordsMatched(At(lo - 1), query, ends));
  return best;
}

double CompressionRatio(std::string_view text) {
  if (text.empty()) return 0;
  std::string digits(text);
  for (char& c : digits) {
    if (c >= '1' && c <= '9') c = '0';
  }
  uLongf size = compressBound(static_cast<uLong>(digits.size()));
  std::vector<Bytef> out(size);
  if (compress2(out.data(), &size, reinterpret_cast<const Bytef*>(digits.data()), static_cast<uLong>(digits.size()),
                Z_DEFAULT_COMPRESSION) != Z_OK) {
    return 0;
  }
  return static_cast<double>(size) / static_cast<double>(digits.size());
}

ExtractionResult ExtractionAttack(const SuffixArray& corpus, const std::vector<std::string>& outputs,
                                  const ExtractionOptions& options) {
  ExtractionResult r;
  r.outputs = outputs.size();
  std::set<std::string> unique;
  for (const auto& output : outputs) {
    const auto words = ExtractionWords(output);
    bool extracted = false;
    for (std::size_t i = 0; i < words.size();) {
      const std::size_t m = corpus.LongestPrefixMatch(words, i);
      if (m < options.min_words || m == 0) {
        ++i;
        continue;
      }
      std::vector<std::size_t> ends;
      std::string match = JoinWords(words, i, i + m, &ends);
      i += m;
      if (CompressionRatio(match) < options.min_compression_ratio) {
        ++r.filtered_compressible;
        continue;
      }
      ++r.total_extracted;
      extracted = true;
      unique.insert(std::move(match));
    }
    r.outputs_with_extraction += extracted;
  }
  r.unique_extracted.assign(unique.begin(), unique.end());
  return r;
}

}  // namespace privtext::audit
