// privtext dp epsilon|calibrate: privacy accounting for the Gaussian mechanism.
#include <cmath>
#include <iostream>

#include <nlohmann/json.hpp>

#include "command_util.h"
#include "privtext/dp.h"

namespace privtext::cli {
namespace {

struct DpFlags {
  double noise_multiplier = 0;
  double epsilon = 0;
  int steps = 0;
  double sampling_rate = 1.0;
  double delta = 0;
  std::string accountant = "rdp";
};

dp::Accountant Which(const DpFlags& f) { return f.accountant == "exact" ? dp::Accountant::kExactGaussian : dp::Accountant::kRdp; }

int Epsilon(const DpFlags& f) {
  auto spent = Which(f) == dp::Accountant::kRdp ? dp::RdpEpsilon(f.noise_multiplier, f.steps, f.sampling_rate, f.delta)
               : f.sampling_rate != 1
                   ? Result<dp::PrivacySpent>(MakeError(ErrorCode::kInvalidArgument,
                                                        "the exact Gaussian accountant needs --sampling-rate 1"))
                   : dp::ExactGaussianEpsilon(f.noise_multiplier, f.steps, f.delta);
  if (!spent) return ReportError(spent.error());
  nlohmann::ordered_json out = {{"accountant", f.accountant}, {"epsilon", spent->epsilon}, {"delta", f.delta},
                                {"noise_multiplier", f.noise_multiplier}, {"steps", f.steps},
                                {"sampling_rate", f.sampling_rate}};
  if (Which(f) == dp::Accountant::kRdp) out["rdp_order"] = spent->order;
  std::cout << out.dump() << "\n";
  // JSON has no infinity: "epsilon" is null, and this says what null means.
  if (!std::isfinite(spent->epsilon)) {
    std::cerr << "privtext: warning: epsilon is infinite (no noise, or too little for any order): no privacy "
                 "guarantee\n";
  }
  return 0;
}

int Calibrate(const DpFlags& f) {
  auto z = dp::CalibrateNoiseMultiplier(f.epsilon, f.steps, f.sampling_rate, f.delta, Which(f));
  if (!z) return ReportError(z.error());
  nlohmann::ordered_json out = {{"accountant", f.accountant}, {"noise_multiplier", *z}, {"epsilon", f.epsilon},
                                {"delta", f.delta}, {"steps", f.steps}, {"sampling_rate", f.sampling_rate}};
  std::cout << out.dump() << "\n";
  return 0;
}

void Common(CLI::App* cmd, DpFlags* f) {
  cmd->add_option("--steps", f->steps, "number of Gaussian-mechanism releases (PE iterations)")->required();
  cmd->add_option("--sampling-rate", f->sampling_rate, "probability a record/user takes part in a step")
      ->capture_default_str();
  cmd->add_option("--delta", f->delta, "target delta")->required();
  cmd->add_option("--accountant", f->accountant, "rdp (Opacus' numbers) or exact (analytic Gaussian, q = 1)")
      ->check(CLI::IsMember({"rdp", "exact"}))
      ->capture_default_str();
}

}  // namespace

void AddDpCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<DpFlags>();
  CLI::App* cmd = app.add_subcommand("dp", "Privacy accounting for the Gaussian mechanism");
  cmd->require_subcommand(1);
  CLI::App* eps = cmd->add_subcommand("epsilon", "epsilon spent by a noise multiplier over some steps (JSON)");
  eps->add_option("--noise-multiplier", f->noise_multiplier, "noise std / sensitivity")->required();
  Common(eps, f.get());
  eps->callback([f, runner] { *runner = [f] { return Epsilon(*f); }; });
  CLI::App* cal = cmd->add_subcommand("calibrate", "smallest noise multiplier reaching a target epsilon (JSON)");
  cal->add_option("--epsilon", f->epsilon, "target epsilon")->required();
  Common(cal, f.get());
  cal->callback([f, runner] { *runner = [f] { return Calibrate(*f); }; });
}

}  // namespace privtext::cli
