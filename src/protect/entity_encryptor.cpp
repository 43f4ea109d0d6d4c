#include <algorithm>
#include <functional>
#include <optional>

#include "protect/primitives.h"

namespace privtext::protect {
namespace {

std::span<const std::uint8_t> Bytes(std::string_view s) {
  return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

// An ASCII letter or digit, or any byte of a multi-byte UTF-8 sequence:
// "Ann" must not be found inside "Annual" or "Anné".
bool WordByte(char c) {
  const auto u = static_cast<unsigned char>(c);
  return u >= 0x80 || (u >= '0' && u <= '9') || (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z');
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

Status ReplaceEntities(Document& doc, EncryptStats* stats,
                       const std::function<Result<std::string>(std::string_view value, const Span& span)>& replace) {
  // Spans are sorted by the reader; overlapping spans cannot both be replaced.
  for (std::size_t i = 1; i < doc.entities.size(); ++i) {
    if (doc.entities[i].start < doc.entities[i - 1].end) {
      const utf8::OffsetMap offsets(doc.text);
      return MakeError(ErrorCode::kInvalidInput,
                       "entities starting at code points " +
                           std::to_string(*offsets.ToCodePoint(doc.entities[i - 1].start)) +
                           " and " + std::to_string(*offsets.ToCodePoint(doc.entities[i].start)) +
                           " overlap; resolve overlaps before replacing them");
    }
  }
  std::string out;
  out.reserve(doc.text.size() + doc.entities.size() * 40);
  std::size_t copied = 0;
  EncryptStats local;
  for (Span& span : doc.entities) {
    auto replacement = replace(std::string_view(doc.text).substr(span.start, span.size()), span);
    if (!replacement) return std::unexpected(replacement.error());
    out.append(doc.text, copied, span.start - copied);
    copied = span.end;
    span.start = out.size();
    out.append(*replacement);
    span.end = out.size();
    ++local.entities_per_type[span.type];
  }
  out.append(doc.text, copied);
  doc.text = std::move(out);
  local.documents = 1;
  if (stats != nullptr) stats->Merge(local);
  return Ok();
}

Status EntityEncryptor::EncryptDocument(Document& doc, EncryptStats* stats) const {
  return ReplaceEntities(doc, stats, [&](std::string_view value, const Span& span) { return EncryptValue(value, span.type); });
}

Result<std::string> EncryptMentions(const EntityEncryptor& encryptor, std::string_view text,
                                    const std::vector<Mention>& mentions) {
  std::vector<const Mention*> order;
  for (const auto& m : mentions) {
    if (m.value.empty()) return MakeError(ErrorCode::kInvalidArgument, "a mention to encrypt is empty");
    order.push_back(&m);
  }
  std::stable_sort(order.begin(), order.end(),
                   [](const Mention* a, const Mention* b) { return a->value.size() > b->value.size(); });
  struct Hit {
    std::size_t start, end;
    const Mention* mention;
  };
  std::vector<Hit> hits;
  for (const Mention* m : order) {
    for (std::size_t at = text.find(m->value); at != std::string_view::npos; at = text.find(m->value, at + 1)) {
      const std::size_t end = at + m->value.size();
      if ((at > 0 && WordByte(text[at - 1]) && WordByte(text[at])) ||
          (end < text.size() && WordByte(text[end]) && WordByte(text[end - 1]))) {
        continue;
      }
      const bool taken = std::any_of(hits.begin(), hits.end(),
                                     [&](const Hit& h) { return at < h.end && h.start < end; });
      if (!taken) hits.push_back({at, end, m});
    }
  }
  std::sort(hits.begin(), hits.end(), [](const Hit& a, const Hit& b) { return a.start < b.start; });
  std::string out;
  std::size_t copied = 0;
  for (const Hit& h : hits) {
    auto token = encryptor.EncryptValue(h.mention->value, h.mention->type);
    if (!token) return std::unexpected(token.error());
    out.append(text.substr(copied, h.start - copied));
    out.append(*token);
    copied = h.end;
  }
  out.append(text.substr(copied));
  return out;
}

}  // namespace privtext::protect
