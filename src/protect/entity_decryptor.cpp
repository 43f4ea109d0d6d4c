#include <algorithm>
#include <optional>

#include "protect/primitives.h"

namespace privtext::protect {
namespace {

std::span<const std::uint8_t> Bytes(std::string_view s) {
  return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

std::string_view AsText(const std::vector<std::uint8_t>& bytes, std::size_t n) {
  return {reinterpret_cast<const char*>(bytes.data()), n};
}

struct KeyCipher {
  std::optional<AesSiv> siv;
  std::optional<AesEcb> ecb;
};

}  // namespace

std::string_view TokenStatusName(TokenStatus status) {
  switch (status) {
    case TokenStatus::kDecrypted: return "decrypted";
    case TokenStatus::kRevised: return "revised";
    case TokenStatus::kOtherDocument: return "other_document";
    case TokenStatus::kNotInSource: return "not_in_source";
    case TokenStatus::kMalformed: return "malformed";
    case TokenStatus::kUnterminated: return "unterminated";
    case TokenStatus::kPaddingError: return "padding_error";
    case TokenStatus::kAuthFailure: return "auth_failure";
  }
  return "unknown";
}

std::string_view FailureClass(TokenStatus status) {
  switch (status) {
    case TokenStatus::kDecrypted:
    case TokenStatus::kRevised:
    case TokenStatus::kNotInSource: return "";
    case TokenStatus::kOtherDocument: return "FCAOA";
    default: return "FCND";
  }
}

bool IsRestored(TokenStatus status) {
  return status == TokenStatus::kDecrypted || status == TokenStatus::kRevised ||
         status == TokenStatus::kOtherDocument || status == TokenStatus::kNotInSource;
}

void DecryptStats::Merge(const DecryptStats& other) {
  documents += other.documents;
  for (const auto& [status, n] : other.tokens) tokens[status] += n;
}

// ------------------------------------------------------------ source

void SourceIndex::Add(const std::string& document_id, std::string_view encrypted_text,
                      const TokenFormat& format) {
  for (const auto& m : format.Scan(encrypted_text)) {
    if (!m.terminated) continue;
    auto& ids = owners_[m.cipher];
    if (std::find(ids.begin(), ids.end(), document_id) == ids.end()) ids.push_back(document_id);
  }
}

SourceIndex::Where SourceIndex::Find(const std::string& document_id,
                                     const std::string& cipher) const {
  const auto it = owners_.find(cipher);
  if (it == owners_.end()) return Where::kNowhere;
  const auto& ids = it->second;
  return std::find(ids.begin(), ids.end(), document_id) != ids.end() ? Where::kThisDocument
                                                                     : Where::kOtherDocument;
}

// --------------------------------------------------------- decryptor

struct EntityDecryptor::Impl {
  TokenFormat format;
  std::vector<KeyCipher> keys;  // primary first: the likeliest key is tried first
};

EntityDecryptor::EntityDecryptor(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
EntityDecryptor::EntityDecryptor(EntityDecryptor&&) noexcept = default;
EntityDecryptor::~EntityDecryptor() = default;

const TokenFormat& EntityDecryptor::format() const { return impl_->format; }

Result<EntityDecryptor> EntityDecryptor::Create(const Keyset& keyset, DecryptOptions options) {
  auto format = TokenFormat::Parse(options.token_template);
  if (!format) return std::unexpected(format.error());
  auto impl = std::make_unique<Impl>(Impl{*format, {}});
  std::vector<const Key*> order;
  order.push_back(&keyset.primary());
  for (const Key& k : keyset.keys()) {
    if (k.id != keyset.primary().id) order.push_back(&k);
  }
  for (const Key* k : order) {
    KeyCipher kc;
    if (k->mode == KeyMode::kAesSiv) {
      auto siv = AesSiv::Create(k->material);
      if (!siv) return std::unexpected(siv.error());
      kc.siv.emplace(std::move(*siv));
    } else {
      auto ecb = AesEcb::Create(k->material);
      if (!ecb) return std::unexpected(ecb.error());
      kc.ecb.emplace(std::move(*ecb));
    }
    impl->keys.push_back(std::move(kc));
  }
  return EntityDecryptor(std::move(impl));
}

EntityDecryptor::Outcome EntityDecryptor::DecryptCipher(std::string_view label,
                                                        std::string_view cipher) const {
  // Without a plaintext to compare against, the failure reported is the
  // furthest stage any key reached: authentication, then padding, then
  // decoding.
  TokenStatus failure = TokenStatus::kMalformed;
  const auto url = Base64Decode(cipher, Base64Alphabet::kUrl, false, true);
  const auto standard = Base64Decode(cipher, Base64Alphabet::kStandard, true, false);
  for (const KeyCipher& key : impl_->keys) {
    if (key.siv && url && url->bytes.size() >= 16) {
      auto plain = key.siv->Decrypt(url->bytes, Bytes(label));
      if (plain) return {std::string(AsText(*plain, plain->size())), TokenStatus::kDecrypted};
      failure = TokenStatus::kAuthFailure;
    }
    if (key.ecb && standard && !standard->bytes.empty() && standard->bytes.size() % 16 == 0) {
      auto raw = key.ecb->DecryptBlocks(standard->bytes);
      const auto len = raw ? Pkcs7DataLength(*raw) : std::nullopt;
      // ECB has no integrity check: under a wrong key the padding is valid by
      // chance about once in 256, but the bytes are then random and almost
      // never UTF-8, so invalid UTF-8 counts as a padding failure.
      if (len && !utf8::FindInvalid(AsText(*raw, *len))) {
        return {std::string(AsText(*raw, *len)),
                standard->revised ? TokenStatus::kRevised : TokenStatus::kDecrypted};
      }
      if (failure != TokenStatus::kAuthFailure) failure = TokenStatus::kPaddingError;
    }
  }
  return {"", failure};
}

Status EntityDecryptor::DecryptDocument(Document& doc, const SourceIndex* source,
                                        std::vector<TokenReport>* reports,
                                        DecryptStats* stats) const {
  const auto matches = impl_->format.Scan(doc.text);
  const utf8::OffsetMap offsets(doc.text);
  std::string out;
  out.reserve(doc.text.size());
  std::vector<Span> restored;
  std::size_t copied = 0;
  DecryptStats local;
  local.documents = 1;
  for (const auto& m : matches) {
    Outcome outcome;
    if (m.terminated) {
      outcome = DecryptCipher(m.label, m.cipher);
    } else {
      outcome.status = TokenStatus::kUnterminated;
    }
    if (IsRestored(outcome.status) && source != nullptr) {
      std::string canonical = m.cipher;
      if (outcome.status == TokenStatus::kRevised) canonical.append((4 - canonical.size() % 4) % 4, '=');
      switch (source->Find(doc.id, canonical)) {
        case SourceIndex::Where::kThisDocument: break;
        case SourceIndex::Where::kOtherDocument: outcome.status = TokenStatus::kOtherDocument; break;
        case SourceIndex::Where::kNowhere: outcome.status = TokenStatus::kNotInSource; break;
      }
    }
    ++local.tokens[outcome.status];
    out.append(doc.text, copied, m.start - copied);
    copied = m.end;
    if (IsRestored(outcome.status)) {
      const std::size_t start = out.size();
      out.append(outcome.plaintext);
      restored.push_back(Span{start, out.size(), TypeFromLabel(m.label), std::nullopt, ""});
    } else {
      out.append(doc.text, m.start, m.end - m.start);
    }
    if (outcome.status != TokenStatus::kDecrypted && reports != nullptr) {
      reports->push_back(TokenReport{doc.id, *offsets.ToCodePoint(m.start),
                                     *offsets.ToCodePoint(m.end), m.label,
                                     doc.text.substr(m.start, m.end - m.start), outcome.status});
    }
  }
  out.append(doc.text, copied);
  doc.text = std::move(out);
  doc.entities = std::move(restored);
  if (stats != nullptr) stats->Merge(local);
  return Ok();
}

}  // namespace privtext::protect
