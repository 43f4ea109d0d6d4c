// privtext protect: keysets, deterministic entity encryption (AES-SIV and the
// seed-compatible AES-ECB), decryption of model output with repair and failure
// classes, and the whole-text polyalphabetic cipher of seed 001.
//
// Thread-safety: every const method may be called from many threads at once.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "privtext/core.h"

namespace privtext::protect {

// ------------------------------------------------------------ secrets

// Key material. Wiped (OPENSSL_cleanse) when destroyed, compared in constant
// time, never printed. Copyable because a keyset is copied rarely and
// explicitly; each copy is wiped on its own.
class SecretBytes {
 public:
  SecretBytes() = default;
  explicit SecretBytes(std::vector<std::uint8_t> bytes) : bytes_(std::move(bytes)) {}
  SecretBytes(const SecretBytes&) = default;
  SecretBytes& operator=(const SecretBytes& other);
  SecretBytes(SecretBytes&& other) noexcept;
  SecretBytes& operator=(SecretBytes&& other) noexcept;
  ~SecretBytes();

  // `n` bytes from OpenSSL's CSPRNG.
  static Result<SecretBytes> Random(std::size_t n);
  // Parses hex (upper or lower case, even length). The error never echoes
  // the input.
  static Result<SecretBytes> FromHex(std::string_view hex);
  std::string ToHex() const;

  const std::uint8_t* data() const { return bytes_.data(); }
  std::size_t size() const { return bytes_.size(); }
  bool operator==(const SecretBytes& other) const;  // constant time

 private:
  void Wipe();
  std::vector<std::uint8_t> bytes_;
};

// Bytes from OpenSSL's CSPRNG (for keys, key ids and DP noise).
Status RandomBytes(std::span<std::uint8_t> out);

// ------------------------------------------------------------- keysets

enum class KeyMode { kAesSiv, kAesEcb };
std::string_view KeyModeName(KeyMode mode);
Result<KeyMode> ParseKeyMode(std::string_view name);

struct Key {
  std::uint32_t id = 0;
  KeyMode mode = KeyMode::kAesSiv;
  SecretBytes material;
};

// One or more keys with ids and a primary. Encryption uses the primary;
// decryption tries every key, so a keyset can be rotated by adding a key.
// Serialised as JSON:
//   {"format": "privtext-keyset", "version": 1, "primary": 17,
//    "keys": [{"id": 17, "mode": "aes-siv", "bits": 512, "key": "<hex>"}]}
class Keyset {
 public:
  // Default key sizes: 512 bits for AES-SIV (AES-256-SIV), 256 for AES-ECB.
  static std::size_t DefaultBits(KeyMode mode);

  // A keyset with one fresh key from the CSPRNG (`bits` 0: the default).
  static Result<Keyset> Generate(KeyMode mode, std::size_t bits = 0);
  // A keyset holding an existing key.
  static Result<Keyset> FromKey(KeyMode mode, SecretBytes material);
  static Result<Keyset> Parse(std::string_view json);
  static Result<Keyset> Load(const std::string& path);

  // Adds a key (fresh id) and makes it primary. Returns its id.
  Result<std::uint32_t> Add(KeyMode mode, SecretBytes material);
  // Writes the keyset with mode 0600, atomically.
  Status Save(const std::string& path) const;
  std::string Serialize() const;

  const Key& primary() const;
  const std::vector<Key>& keys() const { return keys_; }

 private:
  Keyset() = default;
  std::vector<Key> keys_;
  std::uint32_t primary_id_ = 0;
};

// ------------------------------------------------------------ tokens

// Title case without underscores: PERSON -> Person, PHONE_NUMBER -> PhoneNumber.
std::string TypeLabel(std::string_view type);
// The inverse for labels made by TypeLabel: PhoneNumber -> PHONE_NUMBER.
std::string TypeFromLabel(std::string_view label);

// A token template such as "{Type}_[{cipher}]": literal prefix, {Type},
// literal separator, {cipher}, literal suffix. The separator and the suffix
// must be non-empty so tokens can be found again in free text.
class TokenFormat {
 public:
  static constexpr std::string_view kDefaultTemplate = "{Type}_[{cipher}]";
  static Result<TokenFormat> Parse(std::string_view token_template);

  std::string Format(std::string_view type_label, std::string_view cipher) const;

  struct Match {
    std::size_t start = 0;  // byte offsets of the whole token
    std::size_t end = 0;
    std::string label;
    std::string cipher;
    bool terminated = true;  // false: the suffix is missing
  };
  // Finds every token in `text`, left to right, never overlapping. A label is
  // [A-Za-z][A-Za-z0-9]*; a cipher is made of Base64 and base64url characters
  // and '='. A separator followed by cipher characters but no suffix is
  // returned with terminated = false so it can be reported.
  std::vector<Match> Scan(std::string_view text) const;

 private:
  std::string prefix_, separator_, suffix_;
};

// --------------------------------------------------------- normalisation

struct Normalization {
  bool case_fold = false;   // Unicode case folding and NFC
  bool whitespace = false;  // trim; runs of white space become one space
  static Result<Normalization> Parse(std::string_view spec);  // "exact", "casefold,whitespace"
};

Result<std::string> Normalize(std::string_view value, const Normalization& normalization);

// ---------------------------------------------------- entity encryption

struct EncryptOptions {
  std::string token_template = std::string(TokenFormat::kDefaultTemplate);
  Normalization normalization;
};

struct EncryptStats {
  std::uint64_t documents = 0;
  std::map<std::string, std::uint64_t> entities_per_type;
  void Merge(const EncryptStats& other);
};

// Replaces entities with deterministic tokens. The same value and type give
// the same token in every document and run. AES-SIV: cipher = unpadded
// base64url of AES-SIV(value, associated data = type label). AES-ECB: cipher =
// standard padded Base64 of AES-ECB(PKCS#7(value)), seed 000's scheme.
// Not copyable (owns cipher objects); movable.
class EntityEncryptor {
 public:
  static Result<EntityEncryptor> Create(const Keyset& keyset, EncryptOptions options = {});
  EntityEncryptor(EntityEncryptor&&) noexcept;
  ~EntityEncryptor();

  Result<std::string> EncryptValue(std::string_view value, std::string_view type) const;
  // Replaces each of doc.entities (which must not overlap) and updates the
  // spans to cover the tokens. Adds counts (never values) to *stats.
  Status EncryptDocument(Document& doc, EncryptStats* stats) const;

 private:
  struct Impl;
  explicit EntityEncryptor(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// A value to encrypt wherever it occurs in a text, with its entity type.
struct Mention {
  std::string value;
  std::string type;
};

// Replaces every whole-word occurrence of the given values in `text` by its
// token (longer values first; replaced occurrences never overlap). For texts
// whose identifiers are known by value rather than by span: a question put to
// a model trained on an encrypted corpus is encrypted with the same key, so
// its identifiers become the tokens the model has seen (seed 000 §4.3). The
// tokens equal those EncryptDocument makes for the same values.
Result<std::string> EncryptMentions(const EntityEncryptor& encryptor, std::string_view text,
                                    const std::vector<Mention>& mentions);

// ---------------------------------------------------------- surrogates

// Where fictional names and places are drawn from. The CLI and the Python
// package pass the detector's gazetteers (pipeline::BuiltinSurrogatePools).
struct SurrogatePools {
  std::vector<std::string> first_names, surnames, places, countries;
  // More words known as first names, never drawn: a real "Lejla" or "Emina"
  // gets a first name, not a surname.
  std::vector<std::string> more_first_names;
};

struct SurrogateOptions {
  // Dates move by one keyed number of days (1 to 10 years and 1 to 364 days,
  // either way; the same for the whole corpus) instead of having their day
  // and month redrawn: every interval and order between dates stays, as
  // clinical de-identification shifts dates. Dates it cannot read as one
  // calendar date (ranges, times) are drawn as without it; bare years move
  // by the shift in whole years.
  bool shift_dates = false;
  // With shift_dates: numeric dates such as "03/05/2010" are month first, as
  // in the US (default: day first). Either way a number above 12 is a day.
  bool month_first = false;
};

// Replaces identifiers with realistic fictional ones of the same type (seed
// 004's "hiding in plain sight": real identifiers the detector missed are
// hidden among fictional ones, and the text reads as before). Keyed and
// consistent: a value's surrogate is drawn from HMAC-SHA256(value, type) under
// a key derived from the keyset's primary key, so the same value gets the same
// surrogate in every document and run, and one who lacks the key cannot tell
// which real value a surrogate stands for by trying candidates. Not
// reversible, and distinct values may share a surrogate.
//
// Shapes follow the real value: a person's name word by word (titles kept,
// "Mr Smith" and "John Smith" keep one surname, initials stay initials), a
// country stays a country, a date keeps its format, numbers and codes keep
// their length and punctuation (cards pass Luhn, IBANs mod 97, SSNs the
// issued ranges); e-mail addresses and URLs move to example domains; an
// organisation keeps the word that says what it is ("... Hospital").
class SurrogateGenerator {
 public:
  // Pools must hold first names, surnames and places.
  static Result<SurrogateGenerator> Create(const Keyset& keyset, SurrogatePools pools,
                                           const SurrogateOptions& options = {});
  SurrogateGenerator(SurrogateGenerator&&) noexcept;
  ~SurrogateGenerator();

  // A fictional value for `value` of `type` (detector types such as PERSON,
  // DATE_TIME, IBAN_CODE, or TAB's categories); never equal to `value`.
  std::string Surrogate(std::string_view value, std::string_view type) const;
  // As EntityEncryptor::EncryptDocument, with surrogates for tokens.
  Status ReplaceDocument(Document& doc, EncryptStats* stats) const;

 private:
  struct Impl;
  explicit SurrogateGenerator(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// ---------------------------------------------------- entity decryption

// Outcome of one token. Failure classes follow seed 000, App. A.1: FCND
// (non-decodable) covers kMalformed, kUnterminated, kPaddingError and
// kAuthFailure; FCAOA (copied from other articles) is kOtherDocument.
enum class TokenStatus {
  kDecrypted,      // restored
  kRevised,        // restored after repairing Base64 padding
  kOtherDocument,  // restored, but the token belongs to another source document
  kNotInSource,    // restored, but no source document holds it
  kMalformed,      // not Base64, or wrong length for the cipher
  kUnterminated,   // the template's suffix is missing
  kPaddingError,   // AES-ECB: PKCS#7 padding invalid under every key
  kAuthFailure,    // AES-SIV: authentication failed under every key
};
std::string_view TokenStatusName(TokenStatus status);
// "FCND", "FCAOA" or "" for a clean decryption.
std::string_view FailureClass(TokenStatus status);
// True when the token's plaintext was put into the output.
bool IsRestored(TokenStatus status);

struct TokenReport {
  std::string document_id;
  std::size_t start = 0;  // code-point offsets in the input text
  std::size_t end = 0;
  std::string label;
  std::string token;  // the token as found (ciphertext only, never plaintext)
  TokenStatus status = TokenStatus::kDecrypted;
};

struct DecryptStats {
  std::uint64_t documents = 0;
  std::map<TokenStatus, std::uint64_t> tokens;
  void Merge(const DecryptStats& other);
};

// Maps each cipher string of an encrypted source corpus to its documents, so
// that decrypted tokens can be attributed (FCAOA).
class SourceIndex {
 public:
  void Add(const std::string& document_id, std::string_view encrypted_text,
           const TokenFormat& format);
  // Whether `cipher` occurs in `document_id`, in another document, or nowhere.
  enum class Where { kThisDocument, kOtherDocument, kNowhere };
  Where Find(const std::string& document_id, const std::string& cipher) const;
  std::size_t size() const { return owners_.size(); }

 private:
  std::map<std::string, std::vector<std::string>> owners_;  // cipher -> ids
};

struct DecryptOptions {
  std::string token_template = std::string(TokenFormat::kDefaultTemplate);
};

// Finds tokens in any text (also free model output) and restores those that
// decrypt under some key of the keyset. Never fails on garbage: every token
// that cannot be restored is left as it is and reported.
class EntityDecryptor {
 public:
  static Result<EntityDecryptor> Create(const Keyset& keyset, DecryptOptions options = {});
  EntityDecryptor(EntityDecryptor&&) noexcept;
  ~EntityDecryptor();

  struct Outcome {
    std::string plaintext;  // empty unless restored
    TokenStatus status = TokenStatus::kMalformed;
  };
  // Decrypts one cipher string of a token with the given label.
  Outcome DecryptCipher(std::string_view label, std::string_view cipher) const;

  // Restores tokens in doc.text in place, replaces doc.entities with the
  // restored values' spans (type from the label), appends every token to
  // *reports and counts to *stats. `source` may be null.
  Status DecryptDocument(Document& doc, const SourceIndex* source,
                         std::vector<TokenReport>* reports, DecryptStats* stats) const;

  const TokenFormat& format() const;

 private:
  struct Impl;
  explicit EntityDecryptor(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// ------------------------------------------------------ corpus jobs

// Encrypts every document of a corpus whose lines carry entities.
Result<EncryptStats> EncryptCorpus(const EntityEncryptor& encryptor, CorpusReader& reader,
                                   CorpusWriter& writer, const TransformOptions& options,
                                   Progress* progress);

// Indexes the tokens of an encrypted corpus (the output of EncryptCorpus).
Result<SourceIndex> BuildSourceIndex(CorpusReader& reader, const TokenFormat& format);

// One report line: {"id", "start", "end", "type", "token", "status", "class"}
// with code-point offsets. Holds ciphertext only.
std::string SerializeTokenReport(const TokenReport& report);

// Decrypts every document; tokens that were not cleanly decrypted are written
// to `report` (may be null) as JSONL, in input order.
Result<DecryptStats> DecryptCorpus(const EntityDecryptor& decryptor, CorpusReader& reader,
                                   CorpusWriter& writer, const SourceIndex* source,
                                   AtomicFile* report, const TransformOptions& options,
                                   Progress* progress);

// --------------------------------------------------- whole-text cipher

// The ordered set of characters a polyalphabetic cipher shifts; others pass
// through unchanged. Seed 001 uses A-Z then a-z (N = 52).
class CipherAlphabet {
 public:
  static CipherAlphabet Letters();        // A-Z a-z
  static CipherAlphabet LettersDigits();  // A-Z a-z 0-9
  // Any distinct code points, in the given order (UTF-8).
  static Result<CipherAlphabet> Custom(std::string_view characters);
  static Result<CipherAlphabet> ByName(std::string_view name);  // letters|letters-digits

  std::size_t size() const { return chars_.size(); }
  char32_t at(std::size_t i) const { return chars_[i]; }
  // Index of `c`, or -1 when not in the alphabet.
  int IndexOf(char32_t c) const;

 private:
  explicit CipherAlphabet(std::u32string chars);
  std::u32string chars_;
  std::vector<std::int16_t> ascii_;  // index for c < 128, -1 if absent
  std::map<char32_t, int> others_;
};

// Seed 001's polyalphabetic substitution: with table positions p (text) and k
// (key) counted from 1, c = ((p + k - 1) mod N) + 1. The key position advances
// on every code point, also those outside the alphabet, which stay unchanged.
namespace internal {
struct AsciiRuns;
}  // namespace internal

class PolyalphabeticCipher {
 public:
  // `key` is a string of alphabet characters (e.g. "hENTu").
  static Result<PolyalphabeticCipher> Create(std::string_view key, CipherAlphabet alphabet);
  // A key of `length` characters drawn uniformly from the CSPRNG.
  static Result<std::string> RandomKey(std::size_t length, const CipherAlphabet& alphabet);

  // Streaming state: the position in the key, and an incomplete UTF-8
  // sequence carried between chunks. One stream per text.
  // REQUIRES: the cipher outlives its streams (a stream points to it).
  class Stream {
   public:
    // Appends the transformed chunk to *out. Errors on invalid UTF-8, naming
    // the byte offset counted from the start of the stream.
    Status Update(std::string_view chunk, std::string* out);
    // Errors when the text ended inside a UTF-8 sequence.
    Status Finish();

   private:
    friend class PolyalphabeticCipher;
    Stream(const PolyalphabeticCipher* cipher, bool decrypt) : cipher_(cipher), decrypt_(decrypt) {}
    const PolyalphabeticCipher* cipher_;
    bool decrypt_;
    std::size_t key_pos_ = 0;
    std::uint64_t offset_ = 0;
    std::string pending_;
  };
  Stream EncryptStream() const { return Stream(this, false); }
  Stream DecryptStream() const { return Stream(this, true); }

  // Ciphers `part` of a longer text into *out: `code_points` and `offset` say
  // where in that text it begins (in code points and in bytes), `last` whether
  // the text ends with it. Appends what a stream over the whole text writes
  // for these bytes, or returns the error it would give first, so the parts of
  // one text can go to different threads.
  // REQUIRES: `part` begins at the text's start or after a whole character
  // (a cut inside a valid character reads as two invalid halves).
  Status CipherPart(std::string_view part, bool decrypt, std::uint64_t code_points, std::uint64_t offset,
                    bool last, std::string* out) const;

  // Whole texts; each starts at key position 0.
  Result<std::string> Encrypt(std::string_view text) const;
  Result<std::string> Decrypt(std::string_view text) const;

  // The same on a text given as a JSON string body (REQUIRES
  // json::IsStringBody(body)): appends the body of the ciphered text, escaped
  // as json::AppendEscaped escapes, without decoding the text first.
  void EncryptJson(std::string_view body, std::string* out) const { CipherJson(body, false, out); }
  void DecryptJson(std::string_view body, std::string* out) const { CipherJson(body, true, out); }

  const CipherAlphabet& alphabet() const { return alphabet_; }
  std::size_t key_length() const { return shifts_.size(); }

 private:
  PolyalphabeticCipher(std::vector<std::uint32_t> shifts, CipherAlphabet alphabet);
  void CipherJson(std::string_view body, bool decrypt, std::string* out) const;
  // Appends the ciphered `body` (valid UTF-8) from key position `key_pos`;
  // returns the key position after it.
  std::size_t CipherValid(std::string_view body, bool decrypt, std::size_t key_pos, std::string* out) const;
  std::vector<std::uint32_t> shifts_;  // 0-based key positions
  CipherAlphabet alphabet_;
  // ASCII fast path: for key position i, table[i * 128 + byte] is the output
  // byte, or -1 when the output is not ASCII. Empty for very long keys.
  std::vector<std::int16_t> encrypt_table_, decrypt_table_;
  // Vectorised path (alphabets of a few ASCII ranges): the additive shift of
  // key position j at j, repeated 32 past the key's end. Empty otherwise.
  std::vector<std::uint8_t> encrypt_shift_bytes_, decrypt_shift_bytes_;
  // The alphabet as ASCII ranges for that path (count 0: not of that shape,
  // or no AVX2), and whether JSON escapes none of its characters.
  std::shared_ptr<const internal::AsciiRuns> runs_;
  bool json_safe_ = false;
};

// Runs a cipher over a text of any size from `in_path` to `out_path` ("-"
// for stdin / stdout) as one text. A regular file is mapped and ciphered in
// parts on `threads` threads (0: one per core); other inputs are streamed.
Status CipherFile(const PolyalphabeticCipher& cipher, bool decrypt, const std::string& in_path,
                  const std::string& out_path, Progress* progress, int threads = 0);

// Ciphers the text field of each JSONL document; each text starts at key
// position 0. Code-point offsets of any spans stay valid: the cipher maps each
// code point to one code point.
Status CipherCorpus(const PolyalphabeticCipher& cipher, bool decrypt, CorpusReader& reader,
                    CorpusWriter& writer, const TransformOptions& options, Progress* progress);

}  // namespace privtext::protect
