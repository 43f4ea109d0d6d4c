#include "pipeline/entity_graph_checkpoint.h"

namespace privtext::pipeline {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::string_view kFormat = "privtext-entity-graph-checkpoint";

synth::EntityGraphStats StatsFromJson(const Json& s) {
  return {s.at("documents"), s.at("entities"), s.at("pii_entities"), s.at("tuples"), s.at("relations"),
          s.at("outputs"), s.at("kept"), s.at("generated_tokens"), s.at("entities_covered"),
          s.at("filtered").get<std::map<std::string, std::size_t>>()};
}

}  // namespace

Json EntityGraphStatsJson(const synth::EntityGraphStats& s) {
  return {{"documents", s.documents},   {"entities", s.entities}, {"pii_entities", s.pii_entities},
          {"tuples", s.tuples},         {"relations", s.relations}, {"outputs", s.outputs},
          {"kept", s.kept},             {"generated_tokens", s.generated_tokens},
          {"entities_covered", s.entities_covered}, {"filtered", s.filtered}};
}

EntityGraphCheckpoint::EntityGraphCheckpoint(ResumeLog log) : log_(std::move(log)) {}

Result<EntityGraphCheckpoint> EntityGraphCheckpoint::Open(const std::string& path, const Json& settings) {
  auto log = ResumeLog::Open(path, Json{{"format", kFormat}, {"settings", settings}}.dump());
  if (!log) return std::unexpected(log.error());
  EntityGraphCheckpoint checkpoint(std::move(*log));
  if (checkpoint.log_.old_header().empty()) return checkpoint;
  const Json h = Json::parse(checkpoint.log_.old_header(), nullptr, /*allow_exceptions=*/false);
  if (!h.is_object() || !h.contains("settings") || h.value("format", Json()) != Json(std::string(kFormat))) {
    return MakeError(ErrorCode::kInvalidInput, path + ": not a privtext entity-graph checkpoint; remove it");
  }
  if (h["settings"] != settings) {
    return MakeError(ErrorCode::kInvalidArgument,
                     path + ": checkpoint of a run with other settings or another keyset; rerun with those or remove it");
  }
  for (const std::string& line : checkpoint.log_.old_lines()) {
    try {
      const Json j = Json::parse(line);
      auto stats = StatsFromJson(j.at("stats"));
      checkpoint.outputs_[j.at("id").get<std::string>()] = j.at("outputs");
      checkpoint.resumed_.Merge(stats);
    } catch (const Json::exception&) {
      // A line that does not hold a finished document: that document is done again.
    }
  }
  return checkpoint;
}

Status EntityGraphCheckpoint::Add(const std::string& id, const std::vector<synth::SyntheticText>& kept,
                                  const synth::EntityGraphStats& stats) {
  Json outputs = Json::array();
  for (const auto& k : kept) outputs.push_back({{"kind", synth::OutputKindName(k.kind)}, {"text", k.text}});
  if (auto st = log_.Append(Json{{"id", id}, {"outputs", outputs}, {"stats", EntityGraphStatsJson(stats)}}.dump()); !st) {
    return st;
  }
  outputs_[id] = std::move(outputs);
  return Ok();
}

void EntityGraphCheckpoint::Remove() { log_.Remove(); }

}  // namespace privtext::pipeline
