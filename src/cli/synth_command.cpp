// privtext synth pe|secpe: differentially private (PE) and secret-protected
// (SecPE) synthetic text from a private corpus.
#include <cmath>
#include <filesystem>
#include <iostream>

#include "command_util.h"
#include "detect_flags.h"
#include "model_flags.h"
#include "privtext/synth.h"

namespace privtext::cli {
namespace {

struct SynthFlags {
  ModelFlags model;
  std::string embedder = "all-minilm-l6-v2";
  CorpusFlags corpus;
  std::string private_path, public_path, out, report, checkpoint;
  std::string variation = "mask-fill";
  synth::EvolutionOptions evolution;
  // pe
  std::string user_field;
  int max_records_per_user = 8;
  double epsilon = 1.29, delta = 3e-6;
  std::optional<double> noise_multiplier, threshold;
  // secpe
  synth::SecPeOptions secpe;
  std::string secrets_path;
  bool detect_secrets = false;
};

struct Models {
  std::unique_ptr<model::Generator> generator;
  std::unique_ptr<model::Embedder> embedder;
};

Result<Models> OpenModels(const SynthFlags& f) {
  auto generator = model::OpenGenerator(f.model.model, f.model.backend);
  if (!generator) return std::unexpected(generator.error());
  auto embedder = model::OpenEmbedder(f.embedder, f.model.backend);
  if (!embedder) return std::unexpected(embedder.error());
  return Models{std::move(*generator), std::move(*embedder)};
}

Result<std::vector<std::string>> PublicTexts(const SynthFlags& f) {
  if (f.public_path.empty()) return std::vector<std::string>();
  auto records = ReadRecords(f.public_path, f.corpus.ToOptions(), "");
  if (!records) return std::unexpected(records.error());
  return std::move(records->texts);
}

Result<synth::EvolutionOptions> Evolution(const SynthFlags& f) {
  auto kind = synth::ParseVariationKind(f.variation);
  if (!kind) return std::unexpected(kind.error());
  synth::EvolutionOptions o = f.evolution;
  o.variation.kind = *kind;
  o.expand_generation.max_tokens = o.variation.generation.max_tokens;
  return o;
}

synth::EvolutionHooks Hooks(const SynthFlags& f) {
  synth::EvolutionHooks hooks;
  hooks.checkpoint_path = f.checkpoint.empty() ? f.out + ".checkpoint" : f.checkpoint;
  hooks.progress = f.corpus.ToProgress();
  return hooks;
}

// Writes the seed set and Expand's samples as JSONL, then the report; the
// checkpoint goes once both are in place.
int Finish(const SynthFlags& f, const synth::EvolutionResult& r, Json report, const std::string& checkpoint) {
  auto file = AtomicFile::Create(f.out);
  if (!file) return ReportError(file.error());
  auto line = [&](const std::string& kind, std::size_t i, const std::string& text, int iteration) {
    Json j = {{"id", report["method"].get<std::string>() + "-" + kind + "-" + std::to_string(i)}, {"text", text},
              {"kind", kind}};
    if (iteration > 0) j["iteration"] = iteration;
    return file->Write(j.dump() + "\n");
  };
  for (std::size_t i = 0; i < r.seed_set.size(); ++i) {
    if (auto st = line("seed", i, r.seed_set[i].text, r.seed_set[i].iteration); !st) return ReportError(st.error());
  }
  for (std::size_t i = 0; i < r.expanded.size(); ++i) {
    if (auto st = line("expand", i, r.expanded[i], 0); !st) return ReportError(st.error());
  }
  if (auto st = file->Commit(); !st) return ReportError(st.error());
  report["output"] = {{"path", f.out}, {"seed_samples", r.seed_set.size()}, {"expanded_samples", r.expanded.size()}};
  report["iterations"] = Json::array();
  for (const auto& s : r.iterations) report["iterations"].push_back(synth::IterationStatsJson(s));
  if (f.report.empty() || f.report == "-") {
    std::cout << report.dump(2) << "\n";
  } else if (auto st = WriteFileAtomically(f.report, report.dump(2) + "\n"); !st) {
    return ReportError(st.error());
  }
  std::error_code ec;
  std::filesystem::remove(checkpoint, ec);
  std::filesystem::remove(checkpoint + ".release", ec);
  std::cerr << "privtext: " << r.seed_set.size() << " DP seed samples and " << r.expanded.size()
            << " expanded samples -> " << f.out << "\n";
  return 0;
}

int RunPe(const SynthFlags& f) {
  auto records = ReadRecords(f.private_path, f.corpus.ToOptions(), f.user_field);
  if (!records) return ReportError(records.error());
  auto pub = PublicTexts(f);
  if (!pub) return ReportError(pub.error());
  auto options = Evolution(f);
  if (!options) return ReportError(options.error());
  synth::PeNoiseOptions noise;
  // Without user ids each record is its own user: the sensitivity is 1.
  noise.max_records_per_user = f.user_field.empty() ? 1 : f.max_records_per_user;
  const int steps = options->iterations;
  if (f.noise_multiplier) {
    noise.noise_multiplier = *f.noise_multiplier;
  } else {
    auto z = dp::CalibrateNoiseMultiplier(f.epsilon, steps, 1.0, f.delta, dp::Accountant::kRdp);
    if (!z) return ReportError(z.error());
    noise.noise_multiplier = *z;
  }
  noise.threshold = f.threshold.value_or(noise.noise_multiplier * noise.max_records_per_user);
  Json privacy = {{"guarantee", f.user_field.empty() ? "record-level (epsilon, delta)-DP"
                                                      : "user-level (epsilon, delta)-DP"},
                  {"delta", f.delta}, {"noise_multiplier", noise.noise_multiplier},
                  {"sensitivity", noise.max_records_per_user}, {"threshold", noise.threshold},
                  {"steps", steps}, {"sampling_rate", 1.0}};
  if (noise.noise_multiplier > 0) {
    auto rdp = dp::RdpEpsilon(noise.noise_multiplier, steps, 1.0, f.delta);
    auto exact = dp::ExactGaussianEpsilon(noise.noise_multiplier, steps, f.delta);
    if (!rdp) return ReportError(rdp.error());
    if (!exact) return ReportError(exact.error());
    privacy["epsilon_rdp"] = rdp->epsilon;
    privacy["epsilon_exact"] = exact->epsilon;
    privacy["epsilon_exact_holds_for"] =
        "continuous Gaussian noise; the discrete Gaussian released here is covered by epsilon_rdp";
  } else {
    privacy["guarantee"] = "none: --noise-multiplier 0";
  }
  auto models = OpenModels(f);
  if (!models) return ReportError(models.error());
  const auto hooks = Hooks(f);
  auto result = synth::RunPrivateEvolution({records->texts, records->users}, *pub, *options, noise,
                                           *models->generator, *models->embedder, hooks);
  if (!result) return ReportError(result.error());
  return Finish(f, *result, {{"method", "pe"}, {"privacy", privacy}}, hooks.checkpoint_path);
}

Result<std::vector<std::string>> Secrets(const SynthFlags& f, const std::vector<std::string>& texts) {
  std::vector<std::string> secrets;
  if (!f.secrets_path.empty()) {
    auto list = detect::ReadAllowList(f.secrets_path);  // one string per line
    if (!list) return std::unexpected(list.error());
    secrets = std::move(*list);
  }
  if (f.detect_secrets) {
    auto detector = detect::Detector::Create();
    if (!detector) return std::unexpected(detector.error());
    std::set<std::string> found;
    for (const auto& text : texts) {
      for (const auto& span : detector->Detect(text)) found.insert(text.substr(span.start, span.size()));
    }
    secrets.insert(secrets.end(), found.begin(), found.end());
  }
  if (secrets.empty()) {
    return MakeError(ErrorCode::kInvalidArgument, "SecPE needs secrets: --secrets FILE and/or --detect-secrets");
  }
  return secrets;
}

int RunSecPe(const SynthFlags& f) {
  auto records = ReadRecords(f.private_path, f.corpus.ToOptions(), "");
  if (!records) return ReportError(records.error());
  auto secrets = Secrets(f, records->texts);
  if (!secrets) return ReportError(secrets.error());
  auto pub = PublicTexts(f);
  if (!pub) return ReportError(pub.error());
  auto options = Evolution(f);
  if (!options) return ReportError(options.error());
  auto models = OpenModels(f);
  if (!models) return ReportError(models.error());
  if (pub->empty()) {
    // No public corpus: the model writes one (public by construction) to cluster.
    const auto n = static_cast<std::size_t>(std::max(f.secpe.clusters, options->synthetic_samples));
    auto texts = synth::GeneratePublicTexts(*models->generator, n, *options);
    if (!texts) return ReportError(texts.error());
    *pub = std::move(*texts);
  }
  const auto hooks = Hooks(f);
  auto result = synth::RunSecretProtectedEvolution(records->texts, *secrets, *pub, *options, f.secpe,
                                                   *models->generator, *models->embedder, hooks);
  if (!result) return ReportError(result.error());
  // Public settings and bounds only: counts of private records, secrets or
  // weights would be released without noise.
  const auto& p = result->protection;
  Json protection = {{"guarantee", "(p, r)-secret protection against replacing a secret's value (seed 003, Def. 3.1)"},
                     {"p", p.p},
                     {"r", p.r},
                     {"capacity_eta", p.capacity},
                     {"mu_per_secret_at_most", p.capacity},
                     {"reconstruction_bound_gaussian", p.reconstruction_gaussian},
                     {"reconstruction_bound_renyi", p.reconstruction_renyi},
                     {"clusters", f.secpe.clusters},
                     {"noise_std", f.secpe.noise_std}};
  return Finish(f, result->evolution, {{"method", "secpe"}, {"privacy", protection}}, hooks.checkpoint_path);
}

void AddCommon(CLI::App* cmd, SynthFlags* f) {
  f->model.AddTo(cmd, "gemma3-270m");
  cmd->add_option("--embedder", f->embedder, "embedding model (the seeds use all-MiniLM-L6-v2)")->capture_default_str();
  cmd->add_option("--in", f->private_path, "private JSONL corpus")->required();
  cmd->add_option("--public", f->public_path, "public JSONL for the initial population (default: the model writes it)");
  cmd->add_option("--out", f->out, "synthetic JSONL: kind \"seed\" (the DP seed set) and \"expand\"")->required();
  cmd->add_option("--report", f->report, "report JSON (privacy cost, per-iteration statistics); default stdout");
  cmd->add_option("--checkpoint", f->checkpoint, "checkpoint file; a rerun resumes from it (default OUT.checkpoint)");
  auto& o = f->evolution;
  cmd->add_option("--iterations", o.iterations, "T")->check(CLI::PositiveNumber)->capture_default_str();
  cmd->add_option("--samples", o.synthetic_samples, "N_syn, synthetic samples per iteration")
      ->check(CLI::PositiveNumber)->capture_default_str();
  cmd->add_option("--lookahead", o.lookahead, "K variations averaged per sample when voting (0: none)")
      ->check(CLI::NonNegativeNumber)->capture_default_str();
  cmd->add_option("--variation", f->variation, "mask-fill or paraphrase")->capture_default_str();
  cmd->add_option("--strength", o.variation.strength, "share of words masked / reworded (MASK%)")
      ->check(CLI::Range(0.0, 1.0))->capture_default_str();
  cmd->add_option("--variation-steps", o.variation.steps, "mask-fill rounds per variation (W_steps)")
      ->check(CLI::PositiveNumber)->capture_default_str();
  cmd->add_option("--max-tokens", o.variation.generation.max_tokens, "tokens per generated sample")
      ->check(CLI::PositiveNumber)->capture_default_str();
  cmd->add_option("--expand", o.expand_samples, "samples Expand writes from the DP seed set (few-shot)")
      ->check(CLI::NonNegativeNumber)->capture_default_str();
  cmd->add_option("--description", o.initial_description, "what the model writes for the initial population")
      ->capture_default_str();
  cmd->add_option("--seed", o.seed, "seed for sampling and generation (never for privacy noise)")->capture_default_str();
  f->corpus.AddTo(cmd, /*with_entities=*/false, /*with_threads=*/false);
}

}  // namespace

CLI::App* AddSynthCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<SynthFlags>();
  CLI::App* cmd = app.add_subcommand("synth", "Private synthetic text: Private Evolution (DP) and SecPE");
  cmd->require_subcommand(1);
  CLI::App* pe = cmd->add_subcommand("pe", "Differentially private synthetic text by Private Evolution (PrE-Text)");
  AddCommon(pe, f.get());
  pe->add_option("--user-field", f->user_field, "JSON field grouping records by user (user-level DP)");
  pe->add_option("--max-records-per-user", f->max_records_per_user, "votes per user, the sensitivity (with --user-field)")
      ->check(CLI::PositiveNumber)->capture_default_str();
  pe->add_option("--epsilon", f->epsilon, "target epsilon; the noise is calibrated by the RDP accountant")
      ->capture_default_str();
  pe->add_option("--delta", f->delta, "target delta")->capture_default_str();
  pe->add_option("--noise-multiplier", f->noise_multiplier, "set z directly instead of --epsilon");
  pe->add_option("--threshold", f->threshold, "H subtracted from each noisy count (default: the noise std)");
  pe->callback([f, runner] { *runner = [f] { return RunPe(*f); }; });
  CLI::App* secpe = cmd->add_subcommand("secpe", "Secret-protected synthetic text (SecPE): cluster votes, (p, r) guarantee");
  AddCommon(secpe, f.get());
  secpe->add_option("--secrets", f->secrets_path, "file of secret strings, one per line");
  secpe->add_flag("--detect-secrets", f->detect_secrets, "treat every identifier the detector finds as a secret");
  secpe->add_option("--clusters", f->secpe.clusters, "K, k-means clusters of the public texts")
      ->check(CLI::PositiveNumber)->capture_default_str();
  secpe->add_option("--p", f->secpe.p, "prior probability of guessing a secret")->capture_default_str();
  secpe->add_option("--r", f->secpe.r, "allowed probability of reconstructing it")->capture_default_str();
  secpe->add_option("--noise-std", f->secpe.noise_std, "noise std on each cluster statistic")->capture_default_str();
  secpe->callback([f, runner] { *runner = [f] { return RunSecPe(*f); }; });
  return cmd;
}

}  // namespace privtext::cli
