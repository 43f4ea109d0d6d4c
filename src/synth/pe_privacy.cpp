// Private Evolution's privacy plan and its report (docs/dp.md): the noise
// multiplier from a target epsilon, the threshold, and the epsilons a run's
// settings give; the synthetic JSONL and report of a PE or SecPE run.
#include "privtext/synth/private_evolution.h"

namespace privtext::synth {

Result<PrivateData> PrivateDataOf(std::vector<Document> documents, std::string_view user_field) {
  PrivateData data;
  for (auto& doc : documents) {
    if (!user_field.empty()) {
      auto user = FieldText(doc, user_field);
      if (!user && user.error().code() == ErrorCode::kNotFound) {
        return MakeError(ErrorCode::kInvalidInput,
                         "line " + std::to_string(doc.line) + ": no user id field \"" + std::string(user_field) +
                             "\" (name it with --user-field; --user-field \"\" makes each record its own user)");
      }
      if (!user) return std::unexpected(user.error().WithContext("user ids"));
      data.user_ids.push_back(std::move(*user));
    }
    data.texts.push_back(std::move(doc.text));
  }
  return data;
}

Result<PePrivacy> PlanPePrivacy(const PePrivacyOptions& o, int iterations, bool user_level) {
  if (iterations < 1) return MakeError(ErrorCode::kInvalidArgument, "`iterations` must be at least 1");
  if (o.max_records_per_user < 1) {
    return MakeError(ErrorCode::kInvalidArgument, "`max_records_per_user` must be at least 1");
  }
  if (!(o.delta > 0 && o.delta < 1)) return MakeError(ErrorCode::kInvalidArgument, "`delta` must be in (0, 1)");
  PePrivacy p;
  p.user_level = user_level;
  p.delta = o.delta;
  p.steps = iterations;
  p.noise.max_records_per_user = user_level ? o.max_records_per_user : 1;
  if (o.noise_multiplier) {
    if (*o.noise_multiplier < 0) return MakeError(ErrorCode::kInvalidArgument, "`noise_multiplier` must be >= 0");
    p.noise.noise_multiplier = *o.noise_multiplier;
  } else {
    auto z = dp::CalibrateNoiseMultiplier(o.epsilon, iterations, 1.0, o.delta, dp::Accountant::kRdp);
    if (!z) return std::unexpected(z.error());
    p.noise.noise_multiplier = *z;
  }
  p.noise.threshold = o.threshold.value_or(p.noise.noise_multiplier * p.noise.max_records_per_user);
  if (p.noise.noise_multiplier > 0) {
    auto rdp = dp::RdpEpsilon(p.noise.noise_multiplier, iterations, 1.0, o.delta);
    if (!rdp) return std::unexpected(rdp.error());
    auto exact = dp::ExactGaussianEpsilon(p.noise.noise_multiplier, iterations, o.delta);
    if (!exact) return std::unexpected(exact.error());
    p.epsilon_rdp = rdp->epsilon;
    p.epsilon_exact = exact->epsilon;
  }
  return p;
}

nlohmann::ordered_json PePrivacyJson(const PePrivacy& p) {
  nlohmann::ordered_json j = {
      {"guarantee", p.epsilon_rdp ? (p.user_level ? "user-level (epsilon, delta)-DP" : "record-level (epsilon, delta)-DP")
                                  : "none: noise multiplier 0"},
      {"delta", p.delta},
      {"noise_multiplier", p.noise.noise_multiplier},
      {"sensitivity", p.noise.max_records_per_user},
      {"threshold", p.noise.threshold},
      {"steps", p.steps},
      {"sampling_rate", 1.0}};
  if (p.epsilon_rdp) {
    j["epsilon_rdp"] = *p.epsilon_rdp;
    j["epsilon_exact"] = *p.epsilon_exact;
    j["epsilon_exact_holds_for"] =
        "continuous Gaussian noise; the discrete Gaussian released here is covered by epsilon_rdp";
  }
  return j;
}

Result<PeRun> RunPrivateEvolution(const PrivateData& data, const std::vector<std::string>& public_texts,
                                  const EvolutionOptions& options, const PePrivacyOptions& privacy,
                                  model::Generator& generator, model::Embedder& embedder,
                                  const EvolutionHooks& hooks) {
  auto plan = PlanPePrivacy(privacy, options.iterations, !data.user_ids.empty());
  if (!plan) return std::unexpected(plan.error());
  auto result = RunPrivateEvolution(data, public_texts, options, plan->noise, generator, embedder, hooks);
  if (!result) return std::unexpected(result.error());
  return PeRun{std::move(*result), *plan};
}

Status WriteEvolutionOutput(const std::string& path, std::string_view method, const EvolutionResult& r) {
  auto file = AtomicFile::Create(path);
  if (!file) return std::unexpected(file.error());
  auto line = [&](std::string_view kind, std::size_t i, const std::string& text, int iteration) {
    nlohmann::ordered_json j = {{"id", std::string(method) + "-" + std::string(kind) + "-" + std::to_string(i)},
                                {"text", text},
                                {"kind", kind}};
    if (iteration > 0) j["iteration"] = iteration;
    return file->Write(j.dump() + "\n");
  };
  for (std::size_t i = 0; i < r.seed_set.size(); ++i) {
    if (auto st = line("seed", i, r.seed_set[i].text, r.seed_set[i].iteration); !st) return st;
  }
  for (std::size_t i = 0; i < r.expanded.size(); ++i) {
    if (auto st = line("expand", i, r.expanded[i], 0); !st) return st;
  }
  return file->Commit();
}

nlohmann::ordered_json EvolutionReport(std::string_view method, nlohmann::ordered_json privacy,
                                       const EvolutionResult& r) {
  nlohmann::ordered_json report = {{"method", method},
                                   {"privacy", std::move(privacy)},
                                   {"output", {{"seed_samples", r.seed_set.size()},
                                               {"expanded_samples", r.expanded.size()},
                                               {"expand_dropped", {{"copies", r.expand_dropped_copies},
                                                                   {"empty", r.expand_dropped_empty}}}}},
                                   {"iterations", nlohmann::ordered_json::array()}};
  for (const auto& s : r.iterations) report["iterations"].push_back(IterationStatsJson(s));
  return report;
}

}  // namespace privtext::synth
