// Internal to the pipeline module: the per-document checkpoint of an
// entity-graph run. The first line names the format and the run's settings;
// then one line per finished document with its kept outputs and statistics.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "privtext/core.h"
#include "privtext/synth/entity_graph.h"

namespace privtext::pipeline {

// The statistics as the checkpoint and the run's report write them.
nlohmann::ordered_json EntityGraphStatsJson(const synth::EntityGraphStats& stats);

class EntityGraphCheckpoint {
 public:
  // Opens `path` for appending (created 0600: it holds synthetic text). An
  // existing checkpoint is read when its settings equal `settings`; one of
  // another run (settings or keyset) is refused rather than mixed into this.
  // With `record_rejected` the outputs the filter dropped are recorded too
  // (they may hold plaintext identifiers; without it they are not written).
  static Result<EntityGraphCheckpoint> Open(const std::string& path, const nlohmann::ordered_json& settings,
                                            bool record_rejected);

  // Documents finished by an earlier run or by this one: id -> kept outputs,
  // each {"kind", "text"}.
  const std::map<std::string, nlohmann::ordered_json>& outputs() const { return outputs_; }
  // id -> dropped outputs, each {"kind", "reason", "text"}, for the documents
  // finished while the filter's drops were recorded.
  const std::map<std::string, nlohmann::ordered_json>& rejected() const { return rejected_; }
  // The statistics of the documents an earlier run finished.
  const synth::EntityGraphStats& resumed_stats() const { return resumed_; }

  // Appends a finished document, all its outputs kept or dropped, and flushes it.
  Status Add(const std::string& id, const std::vector<synth::SyntheticText>& outputs,
             const synth::EntityGraphStats& stats);
  // Closes and removes the file (the run is complete).
  void Remove();

 private:
  EntityGraphCheckpoint(ResumeLog log, bool record_rejected);
  ResumeLog log_;
  bool record_rejected_ = false;
  std::map<std::string, nlohmann::ordered_json> outputs_, rejected_;
  synth::EntityGraphStats resumed_;
};

}  // namespace privtext::pipeline
