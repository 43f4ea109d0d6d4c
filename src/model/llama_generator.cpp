// Text generation on the embedded llama.cpp runtime: prompts are decoded
// together as parallel sequences (continuous batching: a finished sequence's
// slot takes the next prompt at once), each with its own seeded sampler.
//
// Banned strings are enforced while decoding: when the text of a sequence
// comes to contain a banned string (in any of its case variants), the
// sequence is rolled back to the token where the string began, that token is
// forbidden at that position, and sampling resumes. Because the check runs on
// text, not on token ids, every tokenisation of the string is caught.
#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <map>
#include <set>

#include "json-schema-to-grammar.h"
#include "llama_runtime.h"

namespace privtext::model::internal {
namespace {

constexpr int kMaxRollbacks = 256;  // per sequence; past this it ends early, still clean

struct Slot {
  bool active = false;
  llama_seq_id seq = 0;
  std::size_t prompt_index = 0;
  std::vector<llama_token> prompt;
  std::size_t prompt_fed = 0;         // prompt tokens already in the batch/KV
  std::vector<llama_token> tokens;    // generated
  std::vector<std::size_t> offsets;   // text offset where each generated token starts
  std::string text;
  SamplerPtr sampler;
  SamplerPtr grammar;                 // null without a grammar
  llama_token next = 0;               // token to feed at `pos`
  llama_pos pos = 0;
  int logits_index = -1;              // index in the current batch, or -1
  std::map<llama_pos, std::set<llama_token>> banned_at;  // forbidden tokens by position
  int rollbacks = 0;
  const float* logits = nullptr;                 // this step's logits row
  std::vector<llama_token_data> candidates;      // the slot's own: slots sample in parallel
};

// Drops a trailing incomplete UTF-8 sequence (a token may end inside one).
void TrimToValidUtf8(std::string& text) {
  if (auto bad = utf8::FindInvalid(text)) text.resize(*bad);
}

class LlamaGenerator : public Generator {
 public:
  LlamaGenerator(ModelPtr model, ContextPtr ctx, int parallel, int threads)
      : model_(std::move(model)), ctx_(std::move(ctx)), parallel_(parallel), threads_(threads),
        vocab_(llama_model_get_vocab(model_.get())) {}

  Result<std::vector<Completion>> Generate(const std::vector<std::string>& prompts,
                                           const GenerationParams& params) override;

 private:
  Result<std::string> Grammar(const GenerationParams& params) const;
  Result<std::vector<llama_token>> PromptTokens(const std::string& prompt, const GenerationParams& params) const;
  SamplerPtr MakeSampler(const GenerationParams& params, std::uint32_t seed) const;
  void FillCandidates(Slot& slot) const;
  llama_token Sample(Slot& slot) const;
  // Appends a sampled token; returns true when the sequence is finished.
  bool Accept(Slot& slot, llama_token token, const GenerationParams& params,
              const std::vector<std::string>& banned, Completion* done);
  void RollBack(Slot& slot, std::size_t text_pos);

  ModelPtr model_;
  ContextPtr ctx_;
  int parallel_;
  int threads_;
  const llama_vocab* vocab_;
};

Result<std::string> LlamaGenerator::Grammar(const GenerationParams& params) const {
  if (!params.grammar.empty()) return params.grammar;
  if (params.json_schema.empty()) return std::string();
  try {
    return json_schema_to_grammar(common_json::parse(params.json_schema));
  } catch (const std::exception& e) {
    return MakeError(ErrorCode::kInvalidArgument, std::string("`json_schema`: ") + e.what());
  }
}

Result<std::vector<llama_token>> LlamaGenerator::PromptTokens(const std::string& prompt,
                                                              const GenerationParams& params) const {
  std::string text = prompt;
  if (params.chat) {
    const char* tmpl = llama_model_chat_template(model_.get(), nullptr);
    if (tmpl == nullptr) return MakeError(ErrorCode::kInvalidArgument, "the model has no chat template");
    llama_chat_message message{"user", prompt.c_str()};
    std::vector<char> buf(prompt.size() * 2 + 512);
    int n = llama_chat_apply_template(tmpl, &message, 1, true, buf.data(), static_cast<int32_t>(buf.size()));
    if (n > static_cast<int>(buf.size())) {
      buf.resize(static_cast<std::size_t>(n));
      n = llama_chat_apply_template(tmpl, &message, 1, true, buf.data(), static_cast<int32_t>(buf.size()));
    }
    if (n < 0) return MakeError(ErrorCode::kInvalidArgument, "cannot apply the model's chat template");
    text.assign(buf.data(), static_cast<std::size_t>(n));
  }
  auto tokens = Tokenize(vocab_, text, /*add_special=*/true);
  if (tokens.empty()) return MakeError(ErrorCode::kInvalidArgument, "empty prompt");
  const auto limit = static_cast<std::size_t>(llama_n_ctx(ctx_.get()));
  if (tokens.size() + static_cast<std::size_t>(params.max_tokens) > limit) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "prompt (" + std::to_string(tokens.size()) + " tokens) plus `max_tokens` " +
                         std::to_string(params.max_tokens) + " does not fit the context of " +
                         std::to_string(limit) + " tokens; raise `context_size`");
  }
  return tokens;
}

SamplerPtr LlamaGenerator::MakeSampler(const GenerationParams& params, std::uint32_t seed) const {
  SamplerPtr chain(llama_sampler_chain_init(llama_sampler_chain_default_params()));
  if (params.temperature <= 0) {
    llama_sampler_chain_add(chain.get(), llama_sampler_init_greedy());
  } else {
    llama_sampler_chain_add(chain.get(), llama_sampler_init_top_p(params.top_p, 1));
    llama_sampler_chain_add(chain.get(), llama_sampler_init_temp(params.temperature));
    llama_sampler_chain_add(chain.get(), llama_sampler_init_dist(seed));
  }
  return chain;
}

void LlamaGenerator::FillCandidates(Slot& slot) const {
  const int n_vocab = llama_vocab_n_tokens(vocab_);
  slot.candidates.resize(static_cast<std::size_t>(n_vocab));
  for (int t = 0; t < n_vocab; ++t) slot.candidates[static_cast<std::size_t>(t)] = {t, slot.logits[t], 0.0f};
  if (auto it = slot.banned_at.find(slot.pos + 1); it != slot.banned_at.end()) {
    for (llama_token t : it->second) slot.candidates[static_cast<std::size_t>(t)].logit = -INFINITY;
  }
}

// Touches only `slot` (its samplers, candidates and logits row), so slots
// are sampled in parallel.
llama_token LlamaGenerator::Sample(Slot& slot) const {
  FillCandidates(slot);
  llama_token_data_array array{slot.candidates.data(), slot.candidates.size(), -1, false};
  llama_sampler_apply(slot.sampler.get(), &array);
  llama_token token = array.data[array.selected >= 0 ? array.selected : 0].id;
  if (slot.grammar) {
    // Masking the whole vocabulary with the grammar is slow (262k tokens for
    // Gemma), so the sampled token is checked alone first, and the grammar
    // is applied to every candidate only when that token breaks it.
    llama_token_data single{token, 1.0f, 0.0f};
    llama_token_data_array one{&single, 1, -1, false};
    llama_sampler_apply(slot.grammar.get(), &one);
    if (std::isinf(single.logit)) {
      FillCandidates(slot);
      llama_token_data_array all{slot.candidates.data(), slot.candidates.size(), -1, false};
      llama_sampler_apply(slot.grammar.get(), &all);
      llama_sampler_apply(slot.sampler.get(), &all);
      token = all.data[all.selected >= 0 ? all.selected : 0].id;
    }
    llama_sampler_accept(slot.grammar.get(), token);
  }
  llama_sampler_accept(slot.sampler.get(), token);
  return token;
}

void LlamaGenerator::RollBack(Slot& slot, std::size_t text_pos) {
  // The token whose text holds the banned string's first byte is the one to
  // forbid; everything from it on is discarded.
  std::size_t j = slot.offsets.size() - 1;
  while (j > 0 && slot.offsets[j] > text_pos) --j;
  const llama_pos prompt_len = static_cast<llama_pos>(slot.prompt.size());
  const llama_pos at = prompt_len + static_cast<llama_pos>(j);  // position of token j
  slot.banned_at[at].insert(slot.tokens[j]);
  slot.text.resize(slot.offsets[j]);
  slot.tokens.resize(j);
  slot.offsets.resize(j);
  // Recompute the logits that chose token j: drop the cache from the token
  // before it and feed that token again.
  slot.pos = at - 1;
  slot.next = j == 0 ? slot.prompt.back() : slot.tokens[j - 1];
  llama_memory_seq_rm(llama_get_memory(ctx_.get()), slot.seq, slot.pos, -1);
  // The grammar state follows the kept tokens only.
  if (slot.grammar) {
    llama_sampler_reset(slot.grammar.get());
    for (llama_token t : slot.tokens) llama_sampler_accept(slot.grammar.get(), t);
  }
  ++slot.rollbacks;
}

bool LlamaGenerator::Accept(Slot& slot, llama_token token, const GenerationParams& params,
                            const std::vector<std::string>& banned, Completion* done) {
  if (llama_vocab_is_eog(vocab_, token)) {
    *done = {slot.text, static_cast<int>(slot.tokens.size()), "stop"};
    return true;
  }
  const std::size_t old_len = slot.text.size();
  slot.offsets.push_back(old_len);
  slot.tokens.push_back(token);
  slot.text += Piece(vocab_, token);
  for (const std::string& b : banned) {
    const std::size_t from = old_len >= b.size() ? old_len - b.size() + 1 : 0;
    const std::size_t hit = slot.text.find(b, from);
    if (hit == std::string::npos) continue;
    if (slot.rollbacks >= kMaxRollbacks) {
      slot.text.resize(hit);
      *done = {slot.text, static_cast<int>(slot.tokens.size()), "banned"};
      return true;
    }
    RollBack(slot, hit);
    return false;
  }
  for (const std::string& s : params.stop) {
    const std::size_t from = old_len >= s.size() ? old_len - s.size() + 1 : 0;
    const std::size_t hit = s.empty() ? std::string::npos : slot.text.find(s, from);
    if (hit != std::string::npos) {
      slot.text.resize(hit);
      *done = {slot.text, static_cast<int>(slot.tokens.size()), "stop"};
      return true;
    }
  }
  if (static_cast<int>(slot.tokens.size()) >= params.max_tokens) {
    *done = {slot.text, static_cast<int>(slot.tokens.size()), "length"};
    return true;
  }
  slot.next = token;
  slot.pos = static_cast<llama_pos>(slot.prompt.size() + slot.tokens.size()) - 1;
  return false;
}

Result<std::vector<Completion>> LlamaGenerator::Generate(const std::vector<std::string>& prompts,
                                                         const GenerationParams& params) {
  if (params.max_tokens < 1) return MakeError(ErrorCode::kInvalidArgument, "`max_tokens` must be at least 1");
  auto grammar = Grammar(params);
  if (!grammar) return std::unexpected(grammar.error());
  std::vector<std::string> banned;
  for (const auto& b : params.banned) {
    for (auto& v : BannedVariants(b)) {
      if (!v.empty() && std::find(banned.begin(), banned.end(), v) == banned.end()) banned.push_back(v);
    }
  }
  std::vector<std::vector<llama_token>> prompt_tokens;
  for (const auto& p : prompts) {
    auto tokens = PromptTokens(p, params);
    if (!tokens) return std::unexpected(tokens.error());
    prompt_tokens.push_back(std::move(*tokens));
  }

  llama_memory_t memory = llama_get_memory(ctx_.get());
  llama_memory_clear(memory, true);
  std::vector<Completion> results(prompts.size());
  std::deque<std::size_t> pending;
  for (std::size_t i = 0; i < prompts.size(); ++i) pending.push_back(i);
  std::vector<Slot> slots(static_cast<std::size_t>(parallel_));
  const int batch_capacity = static_cast<int>(llama_n_batch(ctx_.get()));
  Batch batch(batch_capacity);

  while (true) {
    batch.Clear();
    for (std::size_t s = 0; s < slots.size(); ++s) {
      Slot& slot = slots[s];
      if (!slot.active && !pending.empty()) {
        slot = Slot{};
        slot.active = true;
        slot.seq = static_cast<llama_seq_id>(s);
        slot.prompt_index = pending.front();
        pending.pop_front();
        slot.prompt = prompt_tokens[slot.prompt_index];
        slot.sampler = MakeSampler(params, params.seed + static_cast<std::uint32_t>(slot.prompt_index));
        if (!grammar->empty()) {
          slot.grammar.reset(llama_sampler_init_grammar(vocab_, grammar->c_str(), "root"));
          if (!slot.grammar) return MakeError(ErrorCode::kInvalidArgument, "the grammar does not parse");
        }
        llama_memory_seq_rm(memory, static_cast<llama_seq_id>(s), -1, -1);
      }
      slot.logits_index = -1;
      if (!slot.active) continue;
      if (slot.prompt_fed < slot.prompt.size()) {
        // Prompt processing, in pieces when it exceeds the batch.
        while (slot.prompt_fed < slot.prompt.size() && !batch.Full()) {
          const bool last = slot.prompt_fed + 1 == slot.prompt.size();
          const int idx = batch.Add(slot.prompt[slot.prompt_fed], static_cast<llama_pos>(slot.prompt_fed),
                                    static_cast<llama_seq_id>(s), last);
          if (last) {
            slot.logits_index = idx;
            slot.pos = static_cast<llama_pos>(slot.prompt_fed);
          }
          ++slot.prompt_fed;
        }
      } else if (!batch.Full()) {
        slot.logits_index = batch.Add(slot.next, slot.pos, static_cast<llama_seq_id>(s), true);
      }
    }
    if (batch.size() == 0) break;
    const int rc = llama_decode(ctx_.get(), batch.get());
    if (rc != 0) {
      return MakeError(ErrorCode::kInternal,
                       rc == 1 ? "the context is full: lower `parallel` or raise `context_size`"
                               : "llama_decode failed (" + std::to_string(rc) + ")");
    }
    // Sampling a 262k-token vocabulary costs as much as a decoding step
    // of a small model, so the slots are sampled on the threads that
    // decoded (OpenMP's, as ggml's). llama_get_logits_ith synchronises
    // the context: it is called here, before the parallel part.
    std::vector<Slot*> ready;
    for (Slot& slot : slots) {
      if (!slot.active || slot.logits_index < 0) continue;
      slot.logits = llama_get_logits_ith(ctx_.get(), slot.logits_index);
      ready.push_back(&slot);
    }
    std::vector<llama_token> sampled(ready.size());
    const int n_ready = static_cast<int>(ready.size());
#pragma omp parallel for schedule(dynamic) num_threads(threads_) if (n_ready > 1)
    for (int k = 0; k < n_ready; ++k) sampled[static_cast<std::size_t>(k)] = Sample(*ready[static_cast<std::size_t>(k)]);
    for (std::size_t k = 0; k < ready.size(); ++k) {
      Slot& slot = *ready[k];
      const llama_token token = sampled[k];
      Completion done;
      if (Accept(slot, token, params, banned, &done)) {
        TrimToValidUtf8(done.text);
        results[slot.prompt_index] = std::move(done);
        slot.active = false;
        llama_memory_seq_rm(memory, slot.seq, -1, -1);
      }
    }
  }
  return results;
}

}  // namespace

Result<std::unique_ptr<Generator>> OpenLlamaGenerator(const std::string& path, const BackendOptions& options) {
  auto model = LoadModel(path, options);
  if (!model) return std::unexpected(model.error());
  const int parallel = std::max(1, options.parallel);
  llama_context_params params = llama_context_default_params();
  params.n_ctx = static_cast<uint32_t>(std::max(256, options.context_size));
  params.n_batch = std::min<uint32_t>(params.n_ctx, 512);
  params.n_ubatch = params.n_batch;
  params.n_seq_max = static_cast<uint32_t>(parallel);
  params.kv_unified = true;  // sequences share the context, so one long prompt can use it all
  params.n_threads = params.n_threads_batch = Threads(options);
  params.no_perf = true;
  ContextPtr ctx(llama_init_from_model(model->get(), params));
  if (!ctx) return MakeError(ErrorCode::kInternal, "cannot create a llama.cpp context for " + path);
  return std::unique_ptr<Generator>(
      new LlamaGenerator(std::move(*model), std::move(ctx), parallel, static_cast<int>(params.n_threads)));
}

}  // namespace privtext::model::internal
