#include "pipeline/entity_graph_checkpoint.h"

#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace privtext::pipeline {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::string_view kFormat = "privtext-entity-graph-checkpoint";

synth::EntityGraphStats StatsFromJson(const Json& s) {
  return {s.at("documents"), s.at("entities"), s.at("pii_entities"), s.at("tuples"), s.at("relations"),
          s.at("outputs"), s.at("kept"), s.at("generated_tokens"), s.at("entities_covered"),
          s.at("filtered").get<std::map<std::string, std::size_t>>()};
}

Status WriteLine(std::FILE* file, const std::string& path, const Json& line) {
  const std::string text = line.dump() + "\n";
  if (std::fwrite(text.data(), 1, text.size(), file) != text.size() || std::fflush(file) != 0) {
    return MakeError(ErrorCode::kIo, path + ": cannot write the checkpoint");
  }
  return Ok();
}

}  // namespace

Json EntityGraphStatsJson(const synth::EntityGraphStats& s) {
  return {{"documents", s.documents},   {"entities", s.entities}, {"pii_entities", s.pii_entities},
          {"tuples", s.tuples},         {"relations", s.relations}, {"outputs", s.outputs},
          {"kept", s.kept},             {"generated_tokens", s.generated_tokens},
          {"entities_covered", s.entities_covered}, {"filtered", s.filtered}};
}

EntityGraphCheckpoint::EntityGraphCheckpoint(std::string path, std::FILE* file)
    : path_(std::move(path)), file_(file, &std::fclose) {}

Result<EntityGraphCheckpoint> EntityGraphCheckpoint::Open(const std::string& path, const Json& settings) {
  std::map<std::string, Json> outputs;
  synth::EntityGraphStats resumed;
  bool has_header = false;
  std::ifstream in(path);
  if (std::string header; std::getline(in, header) && !header.empty()) {
    const Json h = Json::parse(header, nullptr, /*allow_exceptions=*/false);
    if (!h.is_object() || !h.contains("settings") || h.value("format", Json()) != Json(std::string(kFormat))) {
      return MakeError(ErrorCode::kInvalidInput, path + ": not a privtext entity-graph checkpoint; remove it");
    }
    if (h["settings"] != settings) {
      return MakeError(ErrorCode::kInvalidArgument,
                       path + ": checkpoint of a run with other settings or another keyset; rerun with those or remove it");
    }
    has_header = true;
    for (std::string line; std::getline(in, line);) {
      try {
        const Json j = Json::parse(line);
        auto stats = StatsFromJson(j.at("stats"));
        outputs[j.at("id").get<std::string>()] = j.at("outputs");
        resumed.Merge(stats);
      } catch (const Json::exception&) {
        // A line cut short by an interruption: that document is done again.
      }
    }
  }
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
  std::FILE* file = fd < 0 ? nullptr : ::fdopen(fd, "a");
  if (file == nullptr) {
    if (fd >= 0) ::close(fd);
    return MakeError(ErrorCode::kIo, path + ": cannot write the checkpoint");
  }
  EntityGraphCheckpoint checkpoint(path, file);
  checkpoint.outputs_ = std::move(outputs);
  checkpoint.resumed_ = std::move(resumed);
  if (!has_header) {
    if (auto st = WriteLine(file, path, Json{{"format", kFormat}, {"settings", settings}}); !st) {
      return std::unexpected(st.error());
    }
  }
  return checkpoint;
}

Status EntityGraphCheckpoint::Add(const std::string& id, const std::vector<synth::SyntheticText>& kept,
                                  const synth::EntityGraphStats& stats) {
  Json outputs = Json::array();
  for (const auto& k : kept) outputs.push_back({{"kind", synth::OutputKindName(k.kind)}, {"text", k.text}});
  if (auto st = WriteLine(file_.get(), path_, {{"id", id}, {"outputs", outputs}, {"stats", EntityGraphStatsJson(stats)}}); !st) {
    return st;
  }
  outputs_[id] = std::move(outputs);
  return Ok();
}

void EntityGraphCheckpoint::Remove() {
  file_.reset();
  std::error_code ec;
  std::filesystem::remove(path_, ec);
}

}  // namespace privtext::pipeline
