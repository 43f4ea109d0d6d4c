#include <optional>

#include "protect/primitives.h"

namespace privtext::protect {
namespace {

std::span<const std::uint8_t> Bytes(std::string_view s) {
  return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

}  // namespace

void EncryptStats::Merge(const EncryptStats& other) {
  documents += other.documents;
  for (const auto& [type, n] : other.entities_per_type) entities_per_type[type] += n;
}

struct EntityEncryptor::Impl {
  TokenFormat format;
  Normalization normalization;
  std::optional<AesSiv> siv;
  std::optional<AesEcb> ecb;
};

EntityEncryptor::EntityEncryptor(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
EntityEncryptor::EntityEncryptor(EntityEncryptor&&) noexcept = default;
EntityEncryptor::~EntityEncryptor() = default;

Result<EntityEncryptor> EntityEncryptor::Create(const Keyset& keyset, EncryptOptions options) {
  auto format = TokenFormat::Parse(options.token_template);
  if (!format) return std::unexpected(format.error());
  auto impl = std::make_unique<Impl>(Impl{*format, options.normalization, {}, {}});
  const Key& key = keyset.primary();
  if (key.mode == KeyMode::kAesSiv) {
    auto siv = AesSiv::Create(key.material);
    if (!siv) return std::unexpected(siv.error());
    impl->siv.emplace(std::move(*siv));
  } else {
    auto ecb = AesEcb::Create(key.material);
    if (!ecb) return std::unexpected(ecb.error());
    impl->ecb.emplace(std::move(*ecb));
  }
  return EntityEncryptor(std::move(impl));
}

Result<std::string> EntityEncryptor::EncryptValue(std::string_view value,
                                                  std::string_view type) const {
  auto normalized = Normalize(value, impl_->normalization);
  if (!normalized) return std::unexpected(normalized.error());
  const std::string label = TypeLabel(type);
  std::string cipher;
  if (impl_->siv) {
    // The label is the associated data: a token whose type was changed (say
    // by a model) no longer authenticates.
    auto ct = impl_->siv->Encrypt(Bytes(*normalized), Bytes(label));
    if (!ct) return std::unexpected(ct.error());
    cipher = Base64Encode(*ct, Base64Alphabet::kUrl, /*pad=*/false);
  } else {
    cipher = Base64Encode(impl_->ecb->Encrypt(Bytes(*normalized)), Base64Alphabet::kStandard,
                          /*pad=*/true);
  }
  return impl_->format.Format(label, cipher);
}

Status EntityEncryptor::EncryptDocument(Document& doc, EncryptStats* stats) const {
  // Spans are sorted by the reader; overlapping spans cannot both be replaced.
  for (std::size_t i = 1; i < doc.entities.size(); ++i) {
    if (doc.entities[i].start < doc.entities[i - 1].end) {
      const utf8::OffsetMap offsets(doc.text);
      return MakeError(ErrorCode::kInvalidInput,
                       "entities starting at code points " +
                           std::to_string(*offsets.ToCodePoint(doc.entities[i - 1].start)) +
                           " and " + std::to_string(*offsets.ToCodePoint(doc.entities[i].start)) +
                           " overlap; resolve overlaps before encrypting");
    }
  }
  std::string out;
  out.reserve(doc.text.size() + doc.entities.size() * 40);
  std::size_t copied = 0;
  EncryptStats local;
  for (Span& span : doc.entities) {
    auto token = EncryptValue(std::string_view(doc.text).substr(span.start, span.size()), span.type);
    if (!token) return std::unexpected(token.error());
    out.append(doc.text, copied, span.start - copied);
    copied = span.end;
    span.start = out.size();
    out.append(*token);
    span.end = out.size();
    ++local.entities_per_type[span.type];
  }
  out.append(doc.text, copied);
  doc.text = std::move(out);
  local.documents = 1;
  if (stats != nullptr) stats->Merge(local);
  return Ok();
}

}  // namespace privtext::protect
