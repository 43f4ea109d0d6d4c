#include <algorithm>

#include <nlohmann/json.hpp>
#include <openssl/crypto.h>

#include "protect/primitives.h"

namespace privtext::protect {
namespace {

using Json = nlohmann::ordered_json;
constexpr std::string_view kFormat = "privtext-keyset";

Status CheckKeySize(KeyMode mode, std::size_t bytes) {
  const bool ok = mode == KeyMode::kAesSiv ? (bytes == 32 || bytes == 48 || bytes == 64)
                                           : (bytes == 16 || bytes == 32);
  if (ok) return Ok();
  return MakeError(ErrorCode::kInvalidArgument,
                   std::string(KeyModeName(mode)) + " keys are " +
                       (mode == KeyMode::kAesSiv ? "256, 384 or 512" : "128 or 256") +
                       " bits; got " + std::to_string(bytes * 8));
}

Error KeysetError(const std::string& what) {
  return Error(ErrorCode::kInvalidInput, "keyset: " + what);
}

Result<std::uint32_t> FreshId(const std::vector<Key>& keys) {
  for (;;) {
    std::uint8_t b[4];
    if (auto st = RandomBytes(b); !st) return std::unexpected(st.error());
    // Ids stay below 2^31 so that every JSON reader keeps them exact.
    const std::uint32_t id = (std::uint32_t{b[0]} << 24 | b[1] << 16 | b[2] << 8 | b[3]) & 0x7fffffff;
    const bool taken = std::any_of(keys.begin(), keys.end(), [&](const Key& k) { return k.id == id; });
    if (id != 0 && !taken) return id;
  }
}

}  // namespace

std::string_view KeyModeName(KeyMode mode) {
  return mode == KeyMode::kAesSiv ? "aes-siv" : "aes-ecb";
}

Result<KeyMode> ParseKeyMode(std::string_view name) {
  if (name == "aes-siv") return KeyMode::kAesSiv;
  if (name == "aes-ecb") return KeyMode::kAesEcb;
  return MakeError(ErrorCode::kInvalidArgument,
                   "unknown key mode '" + std::string(name) + "' (use aes-siv or aes-ecb)");
}

std::size_t Keyset::DefaultBits(KeyMode mode) { return mode == KeyMode::kAesSiv ? 512 : 256; }

Result<Keyset> Keyset::Generate(KeyMode mode, std::size_t bits) {
  if (bits == 0) bits = DefaultBits(mode);
  if (bits % 8 != 0) return MakeError(ErrorCode::kInvalidArgument, "key size must be whole bytes");
  if (auto st = CheckKeySize(mode, bits / 8); !st) return std::unexpected(st.error());
  auto material = SecretBytes::Random(bits / 8);
  if (!material) return std::unexpected(material.error());
  return FromKey(mode, std::move(*material));
}

Result<Keyset> Keyset::FromKey(KeyMode mode, SecretBytes material) {
  Keyset ks;
  auto id = ks.Add(mode, std::move(material));
  if (!id) return std::unexpected(id.error());
  return ks;
}

Result<std::uint32_t> Keyset::Add(KeyMode mode, SecretBytes material) {
  if (auto st = CheckKeySize(mode, material.size()); !st) return std::unexpected(st.error());
  auto id = FreshId(keys_);
  if (!id) return std::unexpected(id.error());
  keys_.push_back(Key{*id, mode, std::move(material)});
  primary_id_ = *id;
  return *id;
}

const Key& Keyset::primary() const {
  for (const Key& k : keys_) {
    if (k.id == primary_id_) return k;
  }
  std::abort();  // Parse() and Add() guarantee the primary exists.
}

std::string Keyset::Serialize() const {
  Json keys = Json::array();
  for (const Key& k : keys_) {
    keys.push_back({{"id", k.id},
                    {"mode", KeyModeName(k.mode)},
                    {"bits", k.material.size() * 8},
                    {"key", k.material.ToHex()}});
  }
  Json out = {{"format", kFormat}, {"version", 1}, {"primary", primary_id_}, {"keys", keys}};
  return out.dump(2) + "\n";
}

Result<Keyset> Keyset::Parse(std::string_view text) {
  Json root;
  try {
    root = Json::parse(text);
  } catch (const Json::exception&) {
    return std::unexpected(KeysetError("not valid JSON"));
  }
  if (!root.is_object() || root.value("format", "") != kFormat) {
    return std::unexpected(KeysetError("not a privtext keyset (format field missing)"));
  }
  if (root.value("version", 0) != 1) return std::unexpected(KeysetError("unsupported version"));
  if (!root.contains("keys") || !root["keys"].is_array() || root["keys"].empty()) {
    return std::unexpected(KeysetError("no keys"));
  }
  if (!root.contains("primary") || !root["primary"].is_number_unsigned()) {
    return std::unexpected(KeysetError("missing primary key id"));
  }
  Keyset ks;
  for (std::size_t i = 0; i < root["keys"].size(); ++i) {
    const Json& k = root["keys"][i];
    const std::string at = "key " + std::to_string(i) + ": ";
    if (!k.is_object() || !k.contains("id") || !k["id"].is_number_unsigned() ||
        !k.contains("mode") || !k["mode"].is_string() || !k.contains("key") ||
        !k["key"].is_string()) {
      return std::unexpected(KeysetError(at + "needs id, mode and key"));
    }
    auto mode = ParseKeyMode(k["mode"].get<std::string>());
    if (!mode) return std::unexpected(KeysetError(at + mode.error().message()));
    auto material = SecretBytes::FromHex(k["key"].get<std::string>());
    if (!material) return std::unexpected(KeysetError(at + material.error().message()));
    if (auto st = CheckKeySize(*mode, material->size()); !st) {
      return std::unexpected(KeysetError(at + st.error().message()));
    }
    if (k.contains("bits") && k["bits"] != material->size() * 8) {
      return std::unexpected(KeysetError(at + "bits does not match the key's length"));
    }
    const auto id = k["id"].get<std::uint32_t>();
    if (std::any_of(ks.keys_.begin(), ks.keys_.end(), [&](const Key& x) { return x.id == id; })) {
      return std::unexpected(KeysetError(at + "duplicate id " + std::to_string(id)));
    }
    ks.keys_.push_back(Key{id, *mode, std::move(*material)});
  }
  ks.primary_id_ = root["primary"].get<std::uint32_t>();
  if (std::none_of(ks.keys_.begin(), ks.keys_.end(),
                   [&](const Key& k) { return k.id == ks.primary_id_; })) {
    return std::unexpected(KeysetError("primary id names no key"));
  }
  return ks;
}

Result<Keyset> Keyset::Load(const std::string& path) {
  auto text = ReadFile(path);
  if (!text) return std::unexpected(text.error());
  auto ks = Parse(*text);
  OPENSSL_cleanse(text->data(), text->size());  // the file holds key material
  if (!ks) return std::unexpected(ks.error().WithContext(path));
  return ks;
}

Status Keyset::Save(const std::string& path) const {
  std::string text = Serialize();
  Status st = WriteFileAtomically(path, text, 0600);
  OPENSSL_cleanse(text.data(), text.size());
  return st;
}

}  // namespace privtext::protect
