// privtext pe client|aggregate: the federated histogram step of PrE-Text as files.
#include <iostream>

#include "command_util.h"
#include "model_flags.h"
#include "privtext/synth.h"

namespace privtext::cli {
namespace {

struct PeFlags {
  ModelFlags model;
  std::string in;
  std::string user_field = "user";
  std::string synthetic;
  std::string out;
  std::vector<std::string> histograms;
  double threshold = 0;
  double delta = 1e-5;
  synth::ClientHistogram settings;
  bool quiet = false;
};

int Client(const PeFlags& f) {
  auto synthetic = ReadNpy(f.synthetic);
  if (!synthetic) return ReportError(synthetic.error());
  auto set_id = synth::SyntheticSetId(f.synthetic);
  if (!set_id) return ReportError(set_id.error());
  auto embedder = model::OpenEmbedder(f.model.model, f.model.backend);
  if (!embedder) return ReportError(embedder.error());
  auto docs = ReadCorpus(f.in);
  if (!docs) return ReportError(docs.error());
  auto records = synth::PrivateDataOf(std::move(*docs), f.user_field);
  if (!records) return ReportError(records.error().WithContext(f.in));
  const std::vector<std::string>& texts = records->texts;
  const std::vector<std::string>& users = records->user_ids;
  auto local = model::EmbedAll(**embedder, texts);
  if (!local) return ReportError(local.error());
  synth::ClientHistogram settings = f.settings;
  settings.synthetic_sha256 = *set_id;
  dp::CsprngBits bits;
  auto histogram = synth::MakeClientHistogram(*local, users, *synthetic, settings, bits);
  if (!histogram) return ReportError(histogram.error());
  if (auto st = WriteFileAtomically(f.out, synth::SerializeClientHistogram(*histogram)); !st) return ReportError(st.error());
  std::cerr << "privtext: voted with " << texts.size() << " records on " << synthetic->rows << " synthetic samples -> "
            << f.out << "\n";
  return 0;
}

int Aggregate(const PeFlags& f) {
  std::vector<synth::ClientHistogram> clients;
  for (const auto& path : f.histograms) {
    auto text = ReadFile(path);
    if (!text) return ReportError(text.error());
    auto h = synth::ParseClientHistogram(*text);
    if (!h) return ReportError(h.error().WithContext(path));
    clients.push_back(std::move(*h));
  }
  auto total = synth::AggregateHistograms(clients, f.threshold);
  if (!total) return ReportError(total.error());
  nlohmann::ordered_json privacy = {{"guarantee", "none: the histograms carry no noise"}};
  if (clients[0].noise_multiplier > 0) {
    auto p = synth::FederatedRoundPrivacy(clients, f.delta);
    if (!p) return ReportError(p.error());
    privacy = {{"guarantee", p->user_level ? "user-level (epsilon, delta)-DP by RDP of the discrete Gaussian, "
                                             "each user's records held by one client"
                                           : "record-level (epsilon, delta)-DP by RDP of the discrete Gaussian"},
               {"noise_multiplier", clients[0].noise_multiplier},
               {"noise_share", clients[0].noise_share},
               {"share_sigma", p->share_sigma},
               {"effective_noise_multiplier", p->effective_noise_multiplier},
               {"delta", p->delta},
               {"epsilon_round", p->epsilon_round},
               {"rounds", p->rounds},
               {"epsilon_through_round", p->epsilon_total}};
  }
  nlohmann::ordered_json out = {{"round", clients[0].round},
                                {"clients", clients.size()},
                                {"synthetic_sha256", clients[0].synthetic_sha256},
                                {"threshold", f.threshold},
                                {"privacy", privacy},
                                {"counts", *total}};
  if (auto st = WriteFileAtomically(f.out, out.dump() + "\n"); !st) return ReportError(st.error());
  return 0;
}

}  // namespace

void AddPeCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<PeFlags>();
  CLI::App* cmd = app.add_subcommand("pe", "Federated Private Evolution: client histograms and their aggregation");
  cmd->require_subcommand(1);
  CLI::App* client = cmd->add_subcommand("client", "Vote with local records on published synthetic embeddings; write a noised histogram");
  f->model.AddTo(client, "all-minilm-l6-v2");
  client->add_option("--in", f->in, "the client's private JSONL")->required();
  client->add_option("--user-field", f->user_field, "JSON field grouping records by user (\"\": one user per record)")
      ->capture_default_str();
  client->add_option("--synthetic-embeddings", f->synthetic, ".npy of the round's synthetic samples")->required();
  client->add_option("--noise-multiplier", f->settings.noise_multiplier, "noise std / sensitivity")->required();
  client->add_option("--max-records-per-user", f->settings.sensitivity, "votes per user (the sensitivity)")
      ->capture_default_str();
  client->add_option("--noise-share", f->settings.noise_share,
                     "1: full noise per client; n: this client's share when a secure aggregator sums n clients")
      ->capture_default_str();
  client->add_option("--round", f->settings.round, "PE iteration")->capture_default_str();
  client->add_option("--client-id", f->settings.client_id, "this client's id")->required();
  client->add_option("--out", f->out, "histogram file to send")->required();
  client->callback([f, runner] { *runner = [f] { return Client(*f); }; });
  CLI::App* agg = cmd->add_subcommand("aggregate", "Sum client histograms of one round and apply the threshold H");
  agg->add_option("histograms", f->histograms, "client histogram files")->required();
  agg->add_option("--threshold", f->threshold, "zero totals below this (seed 002's H)")->capture_default_str();
  agg->add_option("--delta", f->delta, "delta of the (epsilon, delta) written with the round")->capture_default_str();
  agg->add_option("--out", f->out, "aggregate JSON")->required();
  agg->callback([f, runner] { *runner = [f] { return Aggregate(*f); }; });
}

}  // namespace privtext::cli
