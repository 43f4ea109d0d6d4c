// Held-out perplexity, bits per byte and next-token accuracy of a model,
// through the Scorer interface (any backend that returns token log-probs).
#include <algorithm>
#include <cmath>
#include <numbers>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

// Chunks of at most `limit` bytes, cut after white space where there is
// some (so no UTF-8 sequence is split: white space is ASCII), else at a
// code-point boundary.
std::vector<std::string_view> Chunks(std::string_view text, std::size_t limit) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    if (text.size() <= limit) {
      out.push_back(text);
      break;
    }
    std::size_t cut = text.find_last_of(" \n\t", limit);
    if (cut == std::string_view::npos || cut == 0) {
      cut = limit;
      while (cut > 0 && utf8::IsContinuation(text[cut])) --cut;
      if (cut == 0) cut = limit;
    } else {
      ++cut;  // the space stays with the chunk before
    }
    out.push_back(text.substr(0, cut));
    text.remove_prefix(cut);
  }
  return out;
}

bool TooLong(const Error& e) { return e.message().find("exceeds the context") != std::string::npos; }

}  // namespace

double LanguageModelEval::perplexity() const {
  return tokens == 0 ? 0 : std::exp(-total_logprob / static_cast<double>(tokens));
}
double LanguageModelEval::bits_per_byte() const {
  return bytes == 0 ? 0 : -total_logprob / std::numbers::ln2 / static_cast<double>(bytes);
}
double LanguageModelEval::next_token_accuracy() const {
  return tokens == 0 ? 0 : static_cast<double>(correct) / static_cast<double>(tokens);
}

Result<LanguageModelEval> EvaluateLanguageModel(model::Scorer& scorer, const std::vector<std::string>& texts,
                                                const LanguageModelEvalOptions& options,
                                                const ProgressOptions& progress_options) {
  if (options.chunk_bytes < 16) return MakeError(ErrorCode::kInvalidArgument, "`chunk_bytes` must be at least 16");
  LanguageModelEval eval;
  Progress progress("eval", texts.size(), progress_options);
  for (const auto& text : texts) {
    std::vector<std::string_view> pending = Chunks(text, options.chunk_bytes);
    std::reverse(pending.begin(), pending.end());
    while (!pending.empty()) {
      const std::string_view chunk = pending.back();
      pending.pop_back();
      auto scored = scorer.Score("", chunk);
      if (!scored && TooLong(scored.error()) && chunk.size() >= 32) {
        auto halves = Chunks(chunk, chunk.size() / 2);
        pending.insert(pending.end(), halves.rbegin(), halves.rend());
        continue;
      }
      if (!scored) {
        if (scored.error().message().find("nothing to score") != std::string::npos) continue;  // one token
        return std::unexpected(scored.error());
      }
      ++eval.chunks;
      for (const auto& t : scored->tokens) {
        ++eval.tokens;
        eval.bytes += t.piece.size();
        eval.correct += t.top1;
        eval.total_logprob += t.logprob;
      }
    }
    ++eval.documents;
    progress.Add();
  }
  progress.Finish();
  return eval;
}

}  // namespace privtext::audit
