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

EntityGraphCheckpoint::EntityGraphCheckpoint(ResumeLog log, bool record_rejected)
    : log_(std::move(log)), record_rejected_(record_rejected) {}

Result<EntityGraphCheckpoint> EntityGraphCheckpoint::Open(const std::string& path, const Json& settings,
                                                          bool record_rejected) {
  auto log = ResumeLog::Open(path, Json{{"format", kFormat}, {"settings", settings}}.dump());
  if (!log) return std::unexpected(log.error());
  EntityGraphCheckpoint checkpoint(std::move(*log), record_rejected);
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
      const std::string id = j.at("id");
      checkpoint.outputs_[id] = j.at("outputs");
      if (j.contains("rejected")) checkpoint.rejected_[id] = j["rejected"];
      checkpoint.resumed_.Merge(stats);
    } catch (const Json::exception&) {
      // A line that does not hold a finished document: that document is done again.
    }
  }
  return checkpoint;
}

Status EntityGraphCheckpoint::Add(const std::string& id, const std::vector<synth::SyntheticText>& outputs,
                                  const synth::EntityGraphStats& stats) {
  Json kept = Json::array(), rejected = Json::array();
  for (const auto& o : outputs) {
    if (o.reason == synth::FilterReason::kKept) {
      kept.push_back({{"kind", synth::OutputKindName(o.kind)}, {"text", o.text}});
    } else if (record_rejected_) {
      rejected.push_back({{"kind", synth::OutputKindName(o.kind)}, {"reason", synth::FilterReasonName(o.reason)},
                          {"text", o.text}});
    }
  }
  Json line{{"id", id}, {"outputs", kept}, {"stats", EntityGraphStatsJson(stats)}};
  if (record_rejected_) line["rejected"] = rejected;
  if (auto st = log_.Append(line.dump()); !st) return st;
  outputs_[id] = std::move(kept);
  if (record_rejected_) rejected_[id] = std::move(rejected);
  return Ok();
}

void EntityGraphCheckpoint::Remove() { log_.Remove(); }

}  // namespace privtext::pipeline
