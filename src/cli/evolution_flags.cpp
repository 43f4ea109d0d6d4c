#include "evolution_flags.h"

#include <filesystem>
#include <iostream>

namespace privtext::cli {

Result<EvolutionInputs> PrepareEvolution(const EvolutionFlags& f) {
  EvolutionInputs in;
  if (!f.public_path.empty()) {
    auto pub = ReadCorpusTexts(f.public_path, f.corpus.ToOptions());
    if (!pub) return std::unexpected(pub.error());
    in.public_texts = std::move(*pub);
  }
  auto kind = synth::ParseVariationKind(f.variation);
  if (!kind) return std::unexpected(kind.error());
  in.evolution = f.evolution;
  in.evolution.variation.kind = *kind;
  in.evolution.expand_generation.max_tokens = in.evolution.variation.generation.max_tokens;
  in.hooks.checkpoint_path = f.CheckpointPath();
  in.hooks.progress = f.corpus.ToProgress();
  auto generator = model::OpenGenerator(f.model.model, f.model.backend);
  if (!generator) return std::unexpected(generator.error());
  auto embedder = model::OpenEmbedder(f.embedder, f.model.backend);
  if (!embedder) return std::unexpected(embedder.error());
  in.generator = std::move(*generator);
  in.embedder = std::move(*embedder);
  return in;
}

namespace {

// The run succeeded, but its data may be little more than copies: say so,
// with what to change. Counts only; no text.
void WarnAboutCopies(const EvolutionFlags& f, const synth::EvolutionResult& r) {
  int variations = 0, unchanged = 0;
  for (const auto& s : r.iterations) variations += s.variations, unchanged += s.variations_unchanged;
  if (variations > 0 && 2 * unchanged > variations) {
    std::cerr << "privtext: warning: " << unchanged << " of " << variations
              << " variations came back unchanged, so the population is mostly copies of its first samples; "
              << (f.variation == "mask-fill" ? "this model may not fill blanks (try --variation paraphrase)"
                                             : "try a larger model or a higher --strength")
              << "\n";
  }
  const auto wanted = static_cast<std::size_t>(f.evolution.expand_samples);
  if (r.expanded.size() < wanted && !r.seed_set.empty()) {
    std::cerr << "privtext: warning: Expand wrote " << r.expanded.size() << " of " << wanted << " samples; "
              << r.expand_dropped_copies << " copies of seed or earlier samples and " << r.expand_dropped_empty
              << " empty completions were dropped (" << synth::kExpandRounds << " tries per sample)\n";
  }
}

}  // namespace

int FinishEvolution(const EvolutionFlags& f, std::string_view method, const synth::EvolutionResult& r, Json privacy) {
  if (auto st = synth::WriteEvolutionOutput(f.out, method, r); !st) return ReportError(st.error());
  Json report = synth::EvolutionReport(method, std::move(privacy), r);
  report["output"]["path"] = f.out;
  if (int rc = WriteJson(f.report.empty() ? "-" : f.report, report); rc != 0) return rc;
  const std::string checkpoint = f.CheckpointPath();
  std::error_code ec;
  std::filesystem::remove(checkpoint, ec);
  std::filesystem::remove(checkpoint + ".release", ec);
  std::filesystem::remove(checkpoint + std::string(synth::kExpandLogSuffix), ec);
  // SecPE's seed set is (p, r)-secret-protected, not differentially private.
  std::cerr << "privtext: " << r.seed_set.size() << (method == "pe" ? " DP seed samples and " : " seed samples and ")
            << r.expanded.size()
            << " expanded samples -> " << f.out << "\n";
  WarnAboutCopies(f, r);
  return 0;
}

void EvolutionFlags::AddTo(CLI::App* cmd) {
  model.AddTo(cmd, "gemma3-270m");
  cmd->add_option("--embedder", embedder, "embedding model (the seeds use all-MiniLM-L6-v2)")->capture_default_str();
  cmd->add_option("--in", private_path, "private JSONL corpus")->required();
  cmd->add_option("--public", public_path, "public JSONL for the initial population (default: the model writes it)");
  cmd->add_option("--out", out, "synthetic JSONL: kind \"seed\" (the DP seed set) and \"expand\"")->required();
  cmd->add_option("--report", report, "report JSON (privacy cost, per-iteration statistics); default stdout");
  cmd->add_option("--checkpoint", checkpoint, "checkpoint file; a rerun resumes from it (default OUT.checkpoint)");
  auto& o = evolution;
  cmd->add_option("--iterations", o.iterations, "T")->check(Positive())->capture_default_str();
  cmd->add_option("--samples", o.synthetic_samples, "N_syn, synthetic samples per iteration")
      ->check(Positive())->capture_default_str();
  cmd->add_option("--lookahead", o.lookahead, "K variations averaged per sample when voting (0: none)")
      ->check(NonNegative())->capture_default_str();
  cmd->add_option("--variation", variation, "mask-fill or paraphrase")->capture_default_str();
  cmd->add_option("--strength", o.variation.strength, "share of words masked / reworded (MASK%)")
      ->check(CLI::Range(0.0, 1.0))->capture_default_str();
  cmd->add_option("--variation-steps", o.variation.steps, "mask-fill rounds per variation (W_steps)")
      ->check(Positive())->capture_default_str();
  cmd->add_option("--max-tokens", o.variation.generation.max_tokens, "tokens per generated sample")
      ->check(Positive())->capture_default_str();
  cmd->add_option("--expand", o.expand_samples, "samples Expand writes from the DP seed set (few-shot)")
      ->check(NonNegative())->capture_default_str();
  cmd->add_option("--description", o.initial_description, "what the model writes for the initial population")
      ->capture_default_str();
  cmd->add_option("--seed", o.seed, "seed for sampling and generation (never for privacy noise)")->capture_default_str();
  corpus.AddTo(cmd, /*with_entities=*/false, /*with_threads=*/false);
}

}  // namespace privtext::cli
