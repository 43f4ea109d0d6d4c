// privtext synth pe: differentially private synthetic text by Private
// Evolution (seed 002, PrE-Text); the noise, its calibration and the
// guarantee come from the library (synth::RunPrivateEvolution).
#include "evolution_flags.h"

namespace privtext::cli {
namespace {

struct PeFlags : EvolutionFlags {
  std::string user_field;
  synth::PePrivacyOptions privacy;
};

int RunPe(const PeFlags& f) {
  auto docs = ReadCorpus(f.private_path, f.corpus.ToOptions());
  if (!docs) return ReportError(docs.error());
  auto data = synth::PrivateDataOf(std::move(*docs), f.user_field);
  if (!data) return ReportError(data.error().WithContext(f.private_path));
  auto in = PrepareEvolution(f);
  if (!in) return ReportError(in.error());
  auto run = synth::RunPrivateEvolution(*data, in->public_texts, in->evolution, f.privacy, *in->generator,
                                        *in->embedder, in->hooks);
  if (!run) return ReportError(run.error());
  return FinishEvolution(f, "pe", run->result, synth::PePrivacyJson(run->privacy));
}

}  // namespace

CLI::App* AddSynthCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<PeFlags>();
  CLI::App* cmd = app.add_subcommand("synth", "Private synthetic text: PE (DP), SecPE, controlled, entity graph");
  cmd->require_subcommand(1);
  CLI::App* pe = cmd->add_subcommand("pe", "Differentially private synthetic text by Private Evolution (PrE-Text)");
  f->AddTo(pe);
  pe->add_option("--user-field", f->user_field, "JSON field grouping records by user (user-level DP)");
  pe->add_option("--max-records-per-user", f->privacy.max_records_per_user, "votes per user, the sensitivity (with --user-field)")
      ->check(Positive())->capture_default_str();
  pe->add_option("--epsilon", f->privacy.epsilon, "target epsilon; the noise is calibrated by the RDP accountant")
      ->capture_default_str();
  pe->add_option("--delta", f->privacy.delta, "target delta")->capture_default_str();
  pe->add_option("--noise-multiplier", f->privacy.noise_multiplier, "set z directly instead of --epsilon");
  pe->add_option("--threshold", f->privacy.threshold, "H subtracted from each noisy count (default: the noise std)");
  pe->callback([f, runner] { *runner = [f] { return RunPe(*f); }; });
  return cmd;
}

}  // namespace privtext::cli
