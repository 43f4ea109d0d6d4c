// privtext synth secpe: secret-protected synthetic text (seed 003, SecPE);
// the release, its calibration and the (p, r) guarantee come from the
// library (synth::RunSecretProtectedEvolution).
#include "detect_flags.h"
#include "evolution_flags.h"

namespace privtext::cli {
namespace {

struct SecPeFlags : EvolutionFlags {
  synth::SecPeOptions secpe;
  std::string secrets_path;
  bool detect_secrets = false;
};

int RunSecPe(const SecPeFlags& f) {
  auto texts = ReadCorpusTexts(f.private_path, f.corpus.ToOptions());
  if (!texts) return ReportError(texts.error());
  std::vector<std::string> secrets;
  if (!f.secrets_path.empty()) {
    auto list = detect::ReadAllowList(f.secrets_path);  // one string per line
    if (!list) return ReportError(list.error());
    secrets = std::move(*list);
  }
  if (f.detect_secrets) {
    auto detector = detect::Detector::Create();
    if (!detector) return ReportError(detector.error());
    for (auto& v : detector->DistinctValues(*texts)) secrets.push_back(std::move(v));
  }
  if (secrets.empty()) return ReportError(Error(ErrorCode::kInvalidArgument, "SecPE needs secrets: --secrets FILE and/or --detect-secrets"));
  auto in = PrepareEvolution(f);
  if (!in) return ReportError(in.error());
  auto run = synth::RunSecretProtectedEvolution(*texts, secrets, in->public_texts, in->evolution, f.secpe,
                                                *in->generator, *in->embedder, in->hooks);
  if (!run) return ReportError(run.error());
  return FinishEvolution(f, "secpe", run->evolution, synth::SecretProtectionJson(run->protection, f.secpe));
}

}  // namespace

void AddSecPeCommand(CLI::App& synth, Runner* runner) {
  auto f = std::make_shared<SecPeFlags>();
  CLI::App* secpe = synth.add_subcommand("secpe", "Secret-protected synthetic text (SecPE): cluster votes, (p, r) guarantee");
  f->AddTo(secpe);
  secpe->add_option("--secrets", f->secrets_path, "file of secret strings, one per line");
  secpe->add_flag("--detect-secrets", f->detect_secrets, "treat every identifier the detector finds as a secret");
  secpe->add_option("--clusters", f->secpe.clusters, "K, k-means clusters of the public texts")
      ->check(Positive())->capture_default_str();
  secpe->add_option("--p", f->secpe.p, "prior probability of guessing a secret")->capture_default_str();
  secpe->add_option("--r", f->secpe.r, "allowed probability of reconstructing it")->capture_default_str();
  secpe->add_option("--noise-std", f->secpe.noise_std, "noise std on each cluster statistic")->capture_default_str();
  secpe->callback([f, runner] { *runner = [f] { return RunSecPe(*f); }; });
}

}  // namespace privtext::cli
