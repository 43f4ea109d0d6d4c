// A spaCy pipeline's NER files in one msgpack file (see spacy_ner.h): what
// `model pull` keeps of a pipeline's wheel and `model import` of a folder.
// The files are kept as spaCy wrote them; the bundle only gathers them.
#include <filesystem>
#include <nlohmann/json.hpp>

#include "spacy_msgpack.h"
#include "spacy_ner.h"

namespace privtext::model::spacy {
namespace {

constexpr std::string_view kFormat = "privtext-spacy-ner/1";

// The value of `key` in `[section]` of a spaCy config, as written ("" if absent).
std::string ConfigValue(std::string_view config, std::string_view section, std::string_view key) {
  const std::string header = "[" + std::string(section) + "]";
  std::size_t at = config.find(header + "\n");
  if (at == std::string_view::npos) return "";
  at += header.size() + 1;
  while (at < config.size() && config[at] != '[') {
    std::size_t eol = config.find('\n', at);
    if (eol == std::string_view::npos) eol = config.size();
    const std::string_view line = config.substr(at, eol - at);
    if (line.starts_with(key) && line.substr(key.size()).starts_with(" = ")) {
      return std::string(line.substr(key.size() + 3));
    }
    at = eol + 1;
  }
  return "";
}

// The NER architecture this runtime implements, checked setting by setting.
Status CheckArchitecture(std::string_view config) {
  const struct {
    std::string_view section, key, want;
  } settings[] = {
      {"components.ner", "factory", "\"ner\""},
      {"components.ner.model", "@architectures", "\"spacy.TransitionBasedParser.v2\""},
      {"components.ner.model", "state_type", "\"ner\""},
      {"components.ner.model", "extra_state_tokens", "false"},
      {"components.ner.model", "use_upper", "true"},
      {"components.ner.model.tok2vec", "@architectures", "\"spacy.Tok2Vec.v2\""},
      {"components.ner.model.tok2vec.embed", "@architectures", "\"spacy.MultiHashEmbed.v2\""},
      {"components.ner.model.tok2vec.embed", "attrs", "[\"NORM\",\"PREFIX\",\"SUFFIX\",\"SHAPE\"]"},
      {"components.ner.model.tok2vec.embed", "include_static_vectors", "false"},
      {"components.ner.model.tok2vec.encode", "@architectures", "\"spacy.MaxoutWindowEncoder.v2\""},
      {"components.ner.model.tok2vec.encode", "window_size", "1"},
  };
  for (const auto& s : settings) {
    const std::string got = ConfigValue(config, s.section, s.key);
    if (got != s.want) {
      return MakeError(ErrorCode::kInvalidInput,
                       "spaCy pipeline: [" + std::string(s.section) + "] " + std::string(s.key) +
                           " is " + (got.empty() ? std::string("not set") : got) +
                           "; privtext runs NER models with " + std::string(s.want) +
                           " (spaCy's sm pipelines: a NER with its own tok2vec and "
                           "no static vectors)");
    }
  }
  return Ok();
}

Result<std::string> ReadMember(const std::string& dir, const std::string& name) {
  const std::string path = dir + "/" + name;
  if (!std::filesystem::is_regular_file(path)) {
    return MakeError(ErrorCode::kNotFound, "spaCy pipeline " + dir + " has no " + name);
  }
  return ReadFile(path);
}

}  // namespace

Result<Bundle> ReadPipelineDirectory(const std::string& dir) {
  Bundle b;
  auto meta_text = ReadMember(dir, "meta.json");
  if (!meta_text) return std::unexpected(meta_text.error());
  const auto meta = nlohmann::json::parse(*meta_text, nullptr, false);
  if (meta.is_discarded() || !meta.is_object()) {
    return MakeError(ErrorCode::kInvalidInput, dir + "/meta.json is not a JSON object");
  }
  b.name = meta.value("lang", "") + "_" + meta.value("name", "");
  b.version = meta.value("version", "");
  const std::pair<const char*, std::string*> members[] = {{"config.cfg", &b.config},
                                                          {"tokenizer", &b.tokenizer},
                                                          {"vocab/lookups.bin", &b.lookups},
                                                          {"ner/model", &b.ner_model},
                                                          {"ner/moves", &b.ner_moves}};
  for (const auto& [name, field] : members) {
    auto bytes = ReadMember(dir, name);
    if (!bytes) return std::unexpected(bytes.error());
    *field = std::move(*bytes);
  }
  if (auto st = CheckArchitecture(b.config); !st) return std::unexpected(st.error());
  return b;
}

Status WriteBundle(const Bundle& b, const std::string& path) {
  msgpack::sbuffer buffer;
  msgpack::packer<msgpack::sbuffer> pk(buffer);
  const auto text = [&](std::string_view key, std::string_view value) {
    pk.pack(key);
    pk.pack(value);
  };
  const auto bin = [&](std::string_view key, std::string_view value) {
    pk.pack(key);
    pk.pack_bin(static_cast<std::uint32_t>(value.size()));
    pk.pack_bin_body(value.data(), static_cast<std::uint32_t>(value.size()));
  };
  pk.pack_map(8);
  text("format", kFormat);
  text("name", b.name);
  text("version", b.version);
  text("config", b.config);
  bin("tokenizer", b.tokenizer);
  bin("lookups", b.lookups);
  bin("ner_model", b.ner_model);
  bin("ner_moves", b.ner_moves);
  auto file = AtomicFile::Create(path, kPublicFileMode);
  if (!file) return std::unexpected(file.error());
  if (auto st = file->Write(std::string_view(buffer.data(), buffer.size())); !st) return st;
  return file->Commit();
}

Result<Bundle> ReadBundle(const std::string& path) {
  auto bytes = ReadFile(path);
  if (!bytes) return std::unexpected(bytes.error());
  auto handle = Unpack(*bytes, path);
  if (!handle) return std::unexpected(handle.error());
  const msgpack::object& root = handle->get();
  const msgpack::object* format = FindKey(root, "format");
  if (format == nullptr || BytesOf(*format) != kFormat) {
    return MakeError(ErrorCode::kInvalidInput,
                     path + ": not a spaCy NER bundle (" + std::string(kFormat) +
                         "); make one with privtext model import PIPELINE_DIR");
  }
  Bundle b;
  const std::pair<const char*, std::string*> fields[] = {
      {"name", &b.name},           {"version", &b.version}, {"config", &b.config},
      {"tokenizer", &b.tokenizer}, {"lookups", &b.lookups}, {"ner_model", &b.ner_model},
      {"ner_moves", &b.ner_moves}};
  for (const auto& [key, field] : fields) {
    const msgpack::object* o = FindKey(root, key);
    if (o == nullptr)
      return MakeError(ErrorCode::kInvalidInput, path + ": the bundle has no " + key);
    *field = std::string(BytesOf(*o));
  }
  if (auto st = CheckArchitecture(b.config); !st) return std::unexpected(st.error());
  return b;
}

}  // namespace privtext::model::spacy
