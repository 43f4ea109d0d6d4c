// privtext audit stats and privtext tokenizer train: corpus statistics of
// plaintext vs ciphered text (seed 001, Tables 2, 8 and 9).
#include <filesystem>
#include <iostream>

#include "command_util.h"
#include "privtext/audit.h"
#include "privtext/protect.h"

namespace privtext::cli {
namespace {

struct StatsFlags {
  CorpusFlags corpus;
  std::string out;
  std::vector<std::string> inputs, names;
  std::vector<int> key_lengths;
  std::string tokenizer = "train";  // train | words | PATH.model
  audit::TokenizerOptions training;
  int max_n = 4;
  std::string model_prefix;
};

struct NamedCorpus {
  std::string name;
  std::vector<std::string> texts;
};

// The inputs, then the first input ciphered at each key length (random keys
// from the CSPRNG, never written anywhere).
Result<std::vector<NamedCorpus>> Corpora(const StatsFlags& f) {
  std::vector<NamedCorpus> corpora;
  for (std::size_t i = 0; i < f.inputs.size(); ++i) {
    auto records = ReadCorpusTexts(f.inputs[i], f.corpus.ToOptions());
    if (!records) return std::unexpected(records.error());
    const std::string name = i < f.names.size() ? f.names[i] : std::filesystem::path(f.inputs[i]).stem().string();
    corpora.push_back({name, std::move(*records)});
  }
  const auto alphabet = protect::CipherAlphabet::Letters();
  for (int length : f.key_lengths) {
    auto key = protect::PolyalphabeticCipher::RandomKey(static_cast<std::size_t>(length), alphabet);
    if (!key) return std::unexpected(key.error());
    auto cipher = protect::PolyalphabeticCipher::Create(*key, alphabet);
    if (!cipher) return std::unexpected(cipher.error());
    NamedCorpus c{"key length " + std::to_string(length), {}};
    for (const auto& t : corpora.front().texts) {
      auto e = cipher->Encrypt(t);
      if (!e) return std::unexpected(e.error());
      c.texts.push_back(std::move(*e));
    }
    corpora.push_back(std::move(c));
  }
  return corpora;
}

// Tokens of a corpus under the chosen tokenizer; sets tokens per character.
Result<std::vector<std::string>> Tokens(const StatsFlags& f, const NamedCorpus& c, double* per_char) {
  if (f.tokenizer == "words") {
    std::vector<std::string> words;
    std::uint64_t chars = 0;
    for (const auto& t : c.texts) {
      for (auto& w : audit::ExtractionWords(t)) words.push_back(std::move(w));
      chars += utf8::CodePointCount(t);
    }
    *per_char = chars == 0 ? 0 : static_cast<double>(words.size()) / static_cast<double>(chars);
    return words;
  }
  Result<audit::Tokenized> tokenized;
  if (f.tokenizer == "train") {
    // One tokenizer per corpus, as the seed trains one per key length; kept
    // in memory, so no file holds pieces of the corpus, even if the run is
    // stopped.
    auto model = audit::TrainTokenizerModel(c.texts, f.training);
    if (!model) return std::unexpected(model.error());
    tokenized = audit::TokenizeWithModel(*model, c.texts);
  } else {
    tokenized = audit::Tokenize(f.tokenizer, c.texts);
  }
  if (!tokenized) return std::unexpected(tokenized.error());
  *per_char = tokenized->tokens_per_character;
  return std::move(tokenized->pieces);
}

int Stats(const StatsFlags& f) {
  if (f.max_n < 1) return ReportError(Error(ErrorCode::kInvalidArgument, "--max-n must be at least 1"));
  auto corpora = Corpora(f);
  if (!corpora) return ReportError(corpora.error());
  Json out = {{"audit", "stats"}, {"tokenizer", f.tokenizer}, {"corpora", Json::array()}};
  if (f.tokenizer == "train") out["vocab_size"] = f.training.vocab_size;
  Progress progress("stats", corpora->size(), f.corpus.ToProgress());
  for (const auto& c : *corpora) {
    double per_char = 0;
    auto tokens = Tokens(f, c, &per_char);
    if (!tokens) return ReportError(tokens.error().WithContext(c.name));
    Json ngrams = Json::array();
    for (const auto& s : audit::ComputeNgramStats(*tokens, f.max_n)) {
      ngrams.push_back({{"n", s.n}, {"total", s.total}, {"unique", s.unique}, {"entropy", s.entropy},
                        {"conditional_entropy", s.conditional_entropy},
                        {"js_distance_to_uniform", s.js_distance_to_uniform},
                        {"effective_vocabulary", s.effective_vocabulary}});
    }
    out["corpora"].push_back({{"name", c.name}, {"documents", c.texts.size()}, {"tokens", tokens->size()},
                              {"tokens_per_character", per_char}, {"ngrams", ngrams}});
    progress.Add();
  }
  progress.Finish();
  return WriteJson(f.out, out);
}

int TrainTokenizer(const StatsFlags& f) {
  auto records = ReadCorpusTexts(f.inputs.front(), f.corpus.ToOptions());
  if (!records) return ReportError(records.error());
  if (auto st = audit::TrainTokenizer(*records, f.model_prefix, f.training); !st) return ReportError(st.error());
  std::cerr << "privtext: tokenizer -> " << f.model_prefix << ".model, " << f.model_prefix << ".vocab\n";
  return 0;
}

void TrainingOptions(CLI::App* cmd, StatsFlags* f, int default_vocab) {
  f->training.vocab_size = default_vocab;
  cmd->add_option("--vocab-size", f->training.vocab_size, "pieces (seed 001: 32,000; a soft limit)")
      ->capture_default_str();
  cmd->add_option("--model-type", f->training.model_type, "bpe (seed 001) or unigram")
      ->check(CLI::IsMember({"bpe", "unigram"}))
      ->capture_default_str();
}

}  // namespace

void AddAuditStatsCommands(CLI::App& app, CLI::App& audit, Runner* runner) {
  auto f = std::make_shared<StatsFlags>();
  CLI::App* stats = audit.add_subcommand("stats", "Tokens per character and n-gram statistics (seed 001 Tables 2, 8, 9)");
  stats->add_option("--in", f->inputs, "JSONL corpora (repeat the flag)")->required();
  stats->add_option("--name", f->names, "a name per --in (default: the file name)");
  stats->add_option("--key-lengths", f->key_lengths, "also the first corpus ciphered with keys of these lengths")
      ->delimiter(',');
  stats->add_option("--tokenizer", f->tokenizer,
                    "train (a BPE tokenizer per corpus), words (whitespace), or a SentencePiece .model")
      ->capture_default_str();
  TrainingOptions(stats, f.get(), 8000);
  stats->add_option("--max-n", f->max_n, "largest n of the n-gram statistics")->capture_default_str();
  AddJsonOut(stats, &f->out);
  f->corpus.AddTo(stats, /*with_entities=*/false, /*with_threads=*/false);
  stats->callback([f, runner] { *runner = [f] { return Stats(*f); }; });

  auto t = std::make_shared<StatsFlags>();
  CLI::App* tok = app.add_subcommand("tokenizer", "SentencePiece tokenizers");
  tok->require_subcommand(1);
  CLI::App* train = tok->add_subcommand("train", "Train a SentencePiece BPE tokenizer on a JSONL corpus");
  train->add_option("--in", t->inputs, "JSONL corpus")->required()->expected(1);
  train->add_option("--model-prefix", t->model_prefix, "writes PREFIX.model and PREFIX.vocab")->required();
  TrainingOptions(train, t.get(), 32000);
  train->add_flag("--for-model", t->training.for_model,
                  "a vocabulary for `privtext train --from-scratch`: byte fallback, no normalisation");
  t->corpus.AddTo(train, /*with_entities=*/false, /*with_threads=*/false);
  train->callback([t, runner] { *runner = [t] { return TrainTokenizer(*t); }; });
}

}  // namespace privtext::cli
