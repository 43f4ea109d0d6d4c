// spaCy's tokenizer (see spacy_tokenizer.h). Lengths and offsets are bytes of
// UTF-8: every cut falls where a match begins or ends, on a code point.
#include "spacy_tokenizer.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <absl/container/flat_hash_map.h>
#include <pcre2.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

#include "spacy_msgpack.h"
#include "spacy_text.h"

namespace privtext::model::spacy {
namespace {

// One compiled expression; matching needs a MatchData of the caller's.
class Regex {
 public:
  static Result<Regex> Compile(const std::string& python, const std::string& name) {
    const std::string pattern = PythonToPcre2(python);
    int code = 0;
    PCRE2_SIZE offset = 0;
    pcre2_code* re = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(),
                                   PCRE2_UTF | PCRE2_UCP, &code, &offset, nullptr);
    if (re == nullptr) {
      PCRE2_UCHAR message[256];
      pcre2_get_error_message(code, message, sizeof message);
      return MakeError(ErrorCode::kInvalidInput, "spaCy tokenizer: the " + name +
                                                     " expression does not compile (" +
                                                     reinterpret_cast<const char*>(message) +
                                                     " at offset " + std::to_string(offset) + ")");
    }
    pcre2_jit_compile(re, PCRE2_JIT_COMPLETE);  // where JIT is unavailable the interpreter runs
    return Regex(re);
  }
  Regex() = default;
  Regex(Regex&& o) noexcept : re_(std::exchange(o.re_, nullptr)) {}
  Regex& operator=(Regex&& o) noexcept {
    std::swap(re_, o.re_);
    return *this;
  }
  ~Regex() { pcre2_code_free(re_); }

  // The first match in `s` at or after `from` (anchored there with
  // `anchored`), as [start, end) bytes.
  std::optional<std::pair<std::size_t, std::size_t>> Find(std::string_view s, std::size_t from,
                                                          bool anchored,
                                                          pcre2_match_data* md) const {
    if (re_ == nullptr) return std::nullopt;
    const int rc = pcre2_match(re_, reinterpret_cast<PCRE2_SPTR>(s.data()), s.size(), from,
                               PCRE2_NO_UTF_CHECK | (anchored ? PCRE2_ANCHORED : 0), md, nullptr);
    if (rc < 0) return std::nullopt;
    const PCRE2_SIZE* ov = pcre2_get_ovector_pointer(md);
    return std::make_pair(static_cast<std::size_t>(ov[0]), static_cast<std::size_t>(ov[1]));
  }

 private:
  explicit Regex(pcre2_code* re) : re_(re) {}
  pcre2_code* re_ = nullptr;
};

class MatchData {
 public:
  MatchData() : md_(pcre2_match_data_create(1, nullptr)) {}
  MatchData(const MatchData&) = delete;
  MatchData& operator=(const MatchData&) = delete;
  ~MatchData() { pcre2_match_data_free(md_); }
  pcre2_match_data* get() const { return md_; }

 private:
  pcre2_match_data* md_;
};

using Pieces = std::vector<std::pair<std::string, std::string>>;

std::size_t CodePointLength(std::string_view s, std::size_t pos) {
  std::size_t p = pos;
  utf8::DecodeAt(s, p);
  return p - pos;
}

}  // namespace

std::string PythonToPcre2(std::string_view pattern) {
  if (pattern.starts_with("(?u)")) pattern.remove_prefix(4);
  std::string out;
  out.reserve(pattern.size());
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if (c != '\\' || i + 1 == pattern.size()) {
      out.push_back(c);
      continue;
    }
    const char next = pattern[i + 1];
    const std::size_t digits = next == 'u' ? 4 : next == 'U' ? 8 : 0;
    const auto hex = [&](std::size_t from, std::size_t n) {
      if (from + n > pattern.size()) return false;
      for (std::size_t k = from; k < from + n; ++k) {
        if (std::isxdigit(static_cast<unsigned char>(pattern[k])) == 0) return false;
      }
      return true;
    };
    if (digits != 0 && hex(i + 2, digits)) {
      out += "\\x{";
      out.append(pattern.substr(i + 2, digits));
      out.push_back('}');
      i += 1 + digits;
    } else {
      out.push_back(c);
      out.push_back(next);
      ++i;
    }
  }
  return out;
}

struct Tokenizer::Impl {
  Regex prefix, suffix, infix, url;
  absl::flat_hash_map<std::string, Pieces> specials;
  // Special cases the affixes split, as the ORTHs that splitting gives:
  // after tokenizing, such a run of tokens is made the special case again.
  std::vector<std::vector<std::string>> rejoins;
  absl::flat_hash_map<std::string, std::vector<std::size_t>> rejoins_by_first;

  const Pieces* Special(std::string_view s) const {
    const auto it = specials.find(absl::string_view(s.data(), s.size()));
    return it == specials.end() ? nullptr : &it->second;
  }

  std::size_t FindPrefix(std::string_view s, pcre2_match_data* md) const {
    const auto m = prefix.Find(s, 0, false, md);
    return m ? m->second - m->first : 0;
  }
  std::size_t FindSuffix(std::string_view s, pcre2_match_data* md) const {
    const auto m = suffix.Find(s, 0, false, md);
    return m ? m->second - m->first : 0;
  }
  // Python's finditer: non-overlapping matches left to right.
  std::vector<std::pair<std::size_t, std::size_t>> FindInfixes(std::string_view s,
                                                               pcre2_match_data* md) const {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    std::size_t from = 0;
    while (from <= s.size()) {
      const auto m = infix.Find(s, from, false, md);
      if (!m) break;
      out.push_back(*m);
      if (m->second > m->first) {
        from = m->second;
      } else if (m->second < s.size()) {
        from = m->second + CodePointLength(s, m->second);
      } else {
        break;
      }
    }
    return out;
  }

  static void PushPieces(const Pieces& pieces, std::size_t at, std::vector<Token>& out) {
    for (const auto& [orth, norm] : pieces) {
      out.push_back(Token{at, at + orth.size(), norm});
      at += orth.size();
    }
  }

  // One run of non-space (or of space) characters at `offset` of the text.
  void TokenizeChunk(std::string_view chunk, std::size_t offset, bool specials_on,
                     pcre2_match_data* md, std::vector<Token>& out) const {
    if (specials_on) {
      if (const Pieces* p = Special(chunk)) {
        PushPieces(*p, offset, out);
        return;
      }
    }
    // _split_affixes: [begin, end) of the chunk is what is left.
    std::size_t begin = 0, end = chunk.size();
    std::vector<std::pair<std::size_t, std::size_t>> prefixes, suffixes;
    std::size_t last_size = 0;
    while (begin < end && end - begin != last_size) {
      const std::string_view s = chunk.substr(begin, end - begin);
      if (specials_on && Special(s) != nullptr) break;
      last_size = s.size();
      const std::size_t pre_len = FindPrefix(s, md);
      if (pre_len != 0) {
        const std::string_view minus_pre = s.substr(pre_len);
        if (!minus_pre.empty() && specials_on && Special(minus_pre) != nullptr) {
          prefixes.emplace_back(begin, begin + pre_len);
          begin += pre_len;
          break;
        }
      }
      const std::size_t suf_len = FindSuffix(s.substr(pre_len), md);
      if (suf_len != 0) {
        const std::string_view minus_suf = s.substr(0, s.size() - suf_len);
        if (!minus_suf.empty() && specials_on && Special(minus_suf) != nullptr) {
          suffixes.emplace_back(end - suf_len, end);
          end -= suf_len;
          break;
        }
      }
      if (pre_len != 0 && suf_len != 0 && pre_len + suf_len <= s.size()) {
        prefixes.emplace_back(begin, begin + pre_len);
        suffixes.emplace_back(end - suf_len, end);
        begin += pre_len;
        end -= suf_len;
      } else if (pre_len != 0) {
        prefixes.emplace_back(begin, begin + pre_len);
        begin += pre_len;
      } else if (suf_len != 0) {
        suffixes.emplace_back(end - suf_len, end);
        end -= suf_len;
      }
    }
    // _attach_tokens
    for (const auto& [b, e] : prefixes) out.push_back(Token{offset + b, offset + e, {}});
    if (begin < end) {
      const std::string_view s = chunk.substr(begin, end - begin);
      const Pieces* special = specials_on ? Special(s) : nullptr;
      if (special != nullptr) {
        PushPieces(*special, offset + begin, out);
      } else if (url.Find(s, 0, true, md)) {
        out.push_back(Token{offset + begin, offset + end, {}});
      } else {
        std::size_t start = 0;
        for (const auto& [ib, ie] : FindInfixes(s, md)) {
          if (ib == 0) continue;  // an infix at the start splits nothing
          if (ib != start) out.push_back(Token{offset + begin + start, offset + begin + ib, {}});
          if (ib != ie) out.push_back(Token{offset + begin + ib, offset + begin + ie, {}});
          start = ie;
        }
        if (start < s.size()) out.push_back(Token{offset + begin + start, offset + end, {}});
      }
    }
    for (auto it = suffixes.rbegin(); it != suffixes.rend(); ++it) {
      out.push_back(Token{offset + it->first, offset + it->second, {}});
    }
  }

  // _tokenize_affixes: runs of space and non-space; one ' ' after a token is
  // its trailing space, not a token.
  std::vector<Token> TokenizeAffixes(std::string_view text, bool specials_on,
                                     pcre2_match_data* md) const {
    std::vector<Token> out;
    if (text.empty()) return out;
    std::size_t probe = 0;
    bool in_ws = IsSpace(utf8::DecodeAt(text, probe));
    std::size_t start = 0;
    for (std::size_t pos = 0; pos < text.size();) {
      const std::size_t at = pos;
      const char32_t c = utf8::DecodeAt(text, pos);
      if (IsSpace(c) == in_ws) continue;
      if (start < at) TokenizeChunk(text.substr(start, at - start), start, specials_on, md, out);
      start = c == U' ' ? at + 1 : at;
      in_ws = !in_ws;
    }
    if (start < text.size()) TokenizeChunk(text.substr(start), start, specials_on, md, out);
    return out;
  }

  // _apply_special_cases: runs of tokens a special case's affixes split,
  // longest first, then leftmost; a run whose text (spaces included) is the
  // special case becomes its pieces.
  void Rejoin(std::string_view text, std::vector<Token>& tokens) const {
    if (rejoins.empty()) return;
    struct Match {
      std::size_t start, end;
    };
    std::vector<Match> matches;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const std::string_view first = text.substr(tokens[i].start, tokens[i].end - tokens[i].start);
      const auto it = rejoins_by_first.find(absl::string_view(first.data(), first.size()));
      if (it == rejoins_by_first.end()) continue;
      for (const std::size_t r : it->second) {
        const auto& orths = rejoins[r];
        if (i + orths.size() > tokens.size()) continue;
        bool same = true;
        for (std::size_t k = 1; k < orths.size() && same; ++k) {
          const Token& t = tokens[i + k];
          same = text.substr(t.start, t.end - t.start) == orths[k];
        }
        if (same) matches.push_back(Match{i, i + orths.size()});
      }
    }
    if (matches.empty()) return;
    std::sort(matches.begin(), matches.end(), [](const Match& a, const Match& b) {
      const std::size_t la = a.end - a.start, lb = b.end - b.start;
      if (la != lb) return la > lb;
      return a.start < b.start;
    });
    matches.erase(std::unique(matches.begin(), matches.end(),
                              [](const Match& a, const Match& b) {
                                return a.start == b.start && a.end == b.end;
                              }),
                  matches.end());
    std::set<std::size_t> seen;
    std::vector<Match> kept;
    for (const Match& m : matches) {
      if (!seen.contains(m.start) && !seen.contains(m.end - 1)) kept.push_back(m);
      for (std::size_t k = m.start; k < m.end; ++k)
        seen.insert(k);  // spaCy marks them whether kept or not
    }
    std::sort(kept.begin(), kept.end(),
              [](const Match& a, const Match& b) { return a.start < b.start; });
    std::vector<Token> out;
    out.reserve(tokens.size());
    std::size_t i = 0;
    for (const Match& m : kept) {
      for (; i < m.start; ++i) out.push_back(std::move(tokens[i]));
      const std::size_t begin = tokens[m.start].start;
      const Pieces* special = Special(text.substr(begin, tokens[m.end - 1].end - begin));
      if (special != nullptr) {
        PushPieces(*special, begin, out);
      } else {
        for (std::size_t k = m.start; k < m.end; ++k) out.push_back(std::move(tokens[k]));
      }
      i = m.end;
    }
    for (; i < tokens.size(); ++i) out.push_back(std::move(tokens[i]));
    tokens = std::move(out);
  }
};

Result<TokenizerRules> ReadTokenizerRules(std::string_view msgpack) {
  auto handle = Unpack(msgpack, "spaCy tokenizer");
  if (!handle) return std::unexpected(handle.error());
  const msgpack::object& root = handle->get();
  if (root.type != msgpack::type::MAP)
    return MakeError(ErrorCode::kInvalidInput, "spaCy tokenizer: not a map");
  TokenizerRules rules;
  const auto text = [&](std::string_view key) {
    const msgpack::object* o = FindKey(root, key);
    return o == nullptr ? std::string() : std::string(BytesOf(*o));
  };
  rules.prefix = text("prefix_search");
  rules.suffix = text("suffix_search");
  rules.infix = text("infix_finditer");
  rules.url = text("url_match");
  if (!text("token_match").empty()) {
    return MakeError(ErrorCode::kInvalidInput, "spaCy tokenizer: token_match is not supported");
  }
  if (const msgpack::object* f = FindKey(root, "faster_heuristics");
      f != nullptr && f->type == msgpack::type::BOOLEAN) {
    rules.faster_heuristics = f->via.boolean;
  }
  const msgpack::object* exceptions = FindKey(root, "exceptions");
  if (exceptions == nullptr || exceptions->type != msgpack::type::MAP) {
    return MakeError(ErrorCode::kInvalidInput, "spaCy tokenizer: no exceptions map");
  }
  constexpr std::uint64_t kOrth = 65, kNorm = 67;  // spaCy's attribute ids
  for (std::uint32_t i = 0; i < exceptions->via.map.size; ++i) {
    const auto& kv = exceptions->via.map.ptr[i];
    TokenizerRules::Special special{std::string(BytesOf(kv.key)), {}};
    if (kv.val.type != msgpack::type::ARRAY) {
      return MakeError(ErrorCode::kInvalidInput,
                       "spaCy tokenizer: special case \"" + special.text + "\" is not a list");
    }
    std::string joined;
    for (std::uint32_t j = 0; j < kv.val.via.array.size; ++j) {
      const msgpack::object& attrs = kv.val.via.array.ptr[j];
      if (attrs.type != msgpack::type::MAP) {
        return MakeError(ErrorCode::kInvalidInput,
                         "spaCy tokenizer: special case \"" + special.text + "\" is malformed");
      }
      std::string orth, norm;
      for (std::uint32_t k = 0; k < attrs.via.map.size; ++k) {
        const auto& a = attrs.via.map.ptr[k];
        if (a.key.type != msgpack::type::POSITIVE_INTEGER) continue;
        if (a.key.via.u64 == kOrth) orth = BytesOf(a.val);
        if (a.key.via.u64 == kNorm) norm = BytesOf(a.val);
      }
      joined += orth;
      special.pieces.emplace_back(std::move(orth), std::move(norm));
    }
    if (joined != special.text || special.pieces.empty()) {
      return MakeError(ErrorCode::kInvalidInput, "spaCy tokenizer: the pieces of special case \"" +
                                                     special.text + "\" do not spell it");
    }
    rules.specials.push_back(std::move(special));
  }
  return rules;
}

Result<Tokenizer> Tokenizer::Create(const TokenizerRules& rules) {
  auto impl = std::make_unique<Impl>();
  const std::pair<const std::string*, Regex*> expressions[] = {{&rules.prefix, &impl->prefix},
                                                               {&rules.suffix, &impl->suffix},
                                                               {&rules.infix, &impl->infix},
                                                               {&rules.url, &impl->url}};
  const char* names[] = {"prefix", "suffix", "infix", "URL"};
  for (std::size_t i = 0; i < 4; ++i) {
    if (expressions[i].first->empty()) continue;
    auto re = Regex::Compile(*expressions[i].first, names[i]);
    if (!re) return std::unexpected(re.error());
    *expressions[i].second = std::move(*re);
  }
  for (const auto& s : rules.specials) impl->specials[s.text] = s.pieces;
  const MatchData md;
  for (const auto& s : rules.specials) {
    const bool split = !rules.faster_heuristics || impl->FindPrefix(s.text, md.get()) != 0 ||
                       impl->FindSuffix(s.text, md.get()) != 0 ||
                       !impl->FindInfixes(s.text, md.get()).empty() ||
                       s.text.find(' ') != std::string::npos;
    if (!split) continue;
    std::vector<std::string> orths;
    for (const Token& t : impl->TokenizeAffixes(s.text, false, md.get())) {
      orths.push_back(s.text.substr(t.start, t.end - t.start));
    }
    if (orths.empty()) continue;
    impl->rejoins_by_first[orths.front()].push_back(impl->rejoins.size());
    impl->rejoins.push_back(std::move(orths));
  }
  return Tokenizer(std::move(impl));
}

Tokenizer::Tokenizer(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Tokenizer::Tokenizer(Tokenizer&&) noexcept = default;
Tokenizer& Tokenizer::operator=(Tokenizer&&) noexcept = default;
Tokenizer::~Tokenizer() = default;

std::vector<Token> Tokenizer::Tokenize(std::string_view text) const {
  const MatchData md;
  std::vector<Token> tokens = impl_->TokenizeAffixes(text, true, md.get());
  impl_->Rejoin(text, tokens);
  return tokens;
}

}  // namespace privtext::model::spacy
