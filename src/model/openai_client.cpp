// OpenAI-compatible backend (and, for scoring, llama-server's native
// /tokenize and /completion). Requests run with bounded concurrency
// (BackendOptions::parallel), retry with exponential backoff on connection
// errors, 429 and 5xx, and read the API key from an environment variable.
// Prompts and outputs are never logged.
#include "backends.h"
#include "c_libraries.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <mutex>
#include <thread>

#include <nlohmann/json.hpp>

namespace privtext::model::internal {
namespace {

using Json = nlohmann::json;

struct HttpResponse {
  long status = 0;
  std::string body;
};

std::size_t Collect(char* data, std::size_t size, std::size_t n, void* out) {
  static_cast<std::string*>(out)->append(data, size * n);
  return size * n;
}

class HttpClient {
 public:
  HttpClient(const ModelLocation& location, const BackendOptions& options)
      : base_(location.base_url), options_(options) {
    if (const char* key = std::getenv(options.api_key_env.c_str()); key != nullptr && *key != '\0') {
      auth_ = std::string("Authorization: Bearer ") + key;
    }
  }

  // GET when `body` is empty, else POST of JSON. Retries transient failures.
  Result<Json> Call(const std::string& path, const std::string& body) const {
    Error last(ErrorCode::kIo, "no attempt");
    for (int attempt = 0; attempt <= options_.max_retries; ++attempt) {
      if (attempt > 0) {
        std::this_thread::sleep_for(std::chrono::milliseconds(static_cast<int>(200 * std::pow(2, attempt - 1))));
      }
      auto r = Once(path, body);
      if (!r) {
        last = r.error();
        continue;  // connection-level: retry
      }
      if (r->status == 429 || r->status >= 500) {
        last = Error(ErrorCode::kIo, base_ + path + " answered HTTP " + std::to_string(r->status) + ": " + Message(r->body));
        continue;
      }
      if (r->status != 200) {
        return MakeError(ErrorCode::kInvalidArgument,
                         base_ + path + " answered HTTP " + std::to_string(r->status) + ": " + Message(r->body));
      }
      try {
        return Json::parse(r->body);
      } catch (const Json::exception&) {
        return MakeError(ErrorCode::kInvalidInput, base_ + path + " answered with invalid JSON");
      }
    }
    return std::unexpected(last);
  }

 private:
  static std::string Message(const std::string& body) {
    try {
      const Json j = Json::parse(body);
      if (j.contains("error")) {
        const Json& e = j["error"];
        return e.is_object() ? e.value("message", e.dump()) : e.dump();
      }
    } catch (const Json::exception&) {
    }
    return body.substr(0, 200);
  }

  Result<HttpResponse> Once(const std::string& path, const std::string& body) const {
    auto api = internal::Curl();
    if (!api) return std::unexpected(api.error());
    const internal::CurlApi& curl_api = **api;
    std::unique_ptr<CURL, decltype(curl_api.easy_cleanup)> curl(curl_api.easy_init(), curl_api.easy_cleanup);
    if (!curl) return MakeError(ErrorCode::kInternal, "curl_easy_init failed");
    const std::string url = base_ + path;
    HttpResponse response;
    curl_slist* headers = curl_api.slist_append(nullptr, "Content-Type: application/json");
    if (!auth_.empty()) headers = curl_api.slist_append(headers, auth_.c_str());
    const auto setopt = curl_api.easy_setopt;
    setopt(curl.get(), CURLOPT_URL, url.c_str());
    setopt(curl.get(), CURLOPT_HTTPHEADER, headers);
    setopt(curl.get(), CURLOPT_WRITEFUNCTION, Collect);
    setopt(curl.get(), CURLOPT_WRITEDATA, &response.body);
    setopt(curl.get(), CURLOPT_TIMEOUT_MS, static_cast<long>(options_.timeout_seconds * 1000));
    setopt(curl.get(), CURLOPT_NOSIGNAL, 1L);
    if (!body.empty()) {
      setopt(curl.get(), CURLOPT_POSTFIELDS, body.c_str());
      setopt(curl.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
    }
    const CURLcode rc = curl_api.easy_perform(curl.get());
    curl_api.slist_free_all(headers);
    if (rc != CURLE_OK) {
      return MakeError(ErrorCode::kIo,
                       "cannot reach " + url + " (" + curl_api.easy_strerror(rc) + "): is the server running?");
    }
    curl_api.easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &response.status);
    return response;
  }

  std::string base_;
  BackendOptions options_;
  std::string auth_;
};

// The served model name: given after '#', else the server's first model.
Result<std::string> ServedName(const HttpClient& client, const ModelLocation& location) {
  if (!location.served_name.empty()) return location.served_name;
  auto models = client.Call("/models", "");
  if (!models) return std::unexpected(models.error());
  try {
    return (*models)["data"].at(0)["id"].get<std::string>();
  } catch (const Json::exception&) {
    return MakeError(ErrorCode::kInvalidInput, location.base_url + "/models lists no model; add #name to `model`");
  }
}

// Runs fn(i) for i < n with at most `parallel` in flight.
Status Bounded(std::size_t n, int parallel, const std::function<Status(std::size_t)>& fn) {
  return ParallelFor(n, std::max(1, parallel), fn);
}

class HttpGenerator : public Generator {
 public:
  HttpGenerator(std::unique_ptr<HttpClient> client, std::string model, int parallel)
      : client_(std::move(client)), model_(std::move(model)), parallel_(parallel) {}

  Result<std::vector<Completion>> Generate(const std::vector<std::string>& prompts,
                                           const GenerationParams& params) override {
    std::vector<std::string> banned;
    for (const auto& b : params.banned) {
      for (auto& v : BannedVariants(b)) banned.push_back(std::move(v));
    }
    std::vector<Completion> out(prompts.size());
    auto st = Bounded(prompts.size(), parallel_, [&](std::size_t i) -> Status {
      // A server cannot be asked to ban strings in every tokenisation, so a
      // completion holding one is drawn again with another seed; after the
      // last try it is cut before the banned string.
      constexpr int kTries = 8;
      for (int attempt = 0; attempt < kTries; ++attempt) {
        // Retries step the seed past every prompt's own (seed + index).
        const auto seed = params.seed + static_cast<std::uint32_t>(i + attempt * prompts.size());
        auto c = Once(prompts[i], params, seed);
        if (!c) return std::unexpected(c.error());
        std::size_t first = std::string::npos;
        for (const auto& b : banned) first = std::min(first, c->text.find(b));
        if (first == std::string::npos) {
          out[i] = std::move(*c);
          return Ok();
        }
        if (attempt + 1 == kTries) {
          c->text.resize(first);
          c->finish_reason = "banned";
          out[i] = std::move(*c);
        }
      }
      return Ok();
    });
    if (!st) return std::unexpected(st.error());
    return out;
  }

 private:
  Result<Completion> Once(const std::string& prompt, const GenerationParams& p, std::uint32_t seed) const {
    Json req = {{"model", model_}, {"max_tokens", p.max_tokens}, {"temperature", p.temperature},
                {"top_p", p.top_p}, {"seed", seed}};
    if (!p.stop.empty()) req["stop"] = p.stop;
    Json schema;
    if (!p.json_schema.empty()) {
      try {
        schema = Json::parse(p.json_schema);
      } catch (const Json::exception&) {
        return MakeError(ErrorCode::kInvalidArgument, "`json_schema` is not valid JSON");
      }
    }
    if (!p.grammar.empty()) req["grammar"] = p.grammar;  // llama-server
    const bool chat = p.chat;
    if (chat) {
      req["messages"] = Json::array({{{"role", "user"}, {"content", prompt}}});
      if (!schema.is_null()) {
        req["response_format"] = {{"type", "json_schema"}, {"json_schema", {{"name", "output"}, {"schema", schema}}}};
      }
    } else {
      req["prompt"] = prompt;
      if (!schema.is_null()) req["json_schema"] = schema;  // llama-server; vLLM reads guided_json
      if (!schema.is_null()) req["guided_json"] = schema;
    }
    auto resp = client_->Call(chat ? "/chat/completions" : "/completions", req.dump());
    if (!resp) return std::unexpected(resp.error());
    try {
      const Json& choice = (*resp)["choices"].at(0);
      Completion c;
      c.text = chat ? choice.at("message").at("content").get<std::string>() : choice.at("text").get<std::string>();
      c.finish_reason = choice.value("finish_reason", "stop");
      if (resp->contains("usage")) c.tokens = (*resp)["usage"].value("completion_tokens", 0);
      return c;
    } catch (const Json::exception&) {
      return MakeError(ErrorCode::kInvalidInput, "the server's completion has no choices[0] text");
    }
  }

  std::unique_ptr<HttpClient> client_;
  std::string model_;
  int parallel_;
};

class HttpEmbedder : public Embedder {
 public:
  HttpEmbedder(std::unique_ptr<HttpClient> client, std::string model, int parallel)
      : client_(std::move(client)), model_(std::move(model)), parallel_(parallel) {}

  int dimensions() const override { return dims_.load(); }

  Result<std::vector<std::vector<float>>> Embed(const std::vector<std::string>& texts) override {
    constexpr std::size_t kPerRequest = 64;
    const std::size_t requests = (texts.size() + kPerRequest - 1) / kPerRequest;
    std::vector<std::vector<float>> out(texts.size());
    auto st = Bounded(requests, parallel_, [&](std::size_t r) -> Status {
      const std::size_t begin = r * kPerRequest, end = std::min(texts.size(), begin + kPerRequest);
      Json req = {{"model", model_}, {"input", std::vector<std::string>(texts.begin() + begin, texts.begin() + end)}};
      auto resp = client_->Call("/embeddings", req.dump());
      if (!resp) return std::unexpected(resp.error());
      try {
        for (const Json& item : (*resp)["data"]) {
          const std::size_t index = begin + item.value("index", std::size_t{0});
          if (index >= end) return MakeError(ErrorCode::kInvalidInput, "embedding index out of range");
          auto v = item.at("embedding").get<std::vector<float>>();
          double norm = 0;
          for (float x : v) norm += static_cast<double>(x) * x;
          norm = std::sqrt(norm);
          for (float& x : v) x = norm > 0 ? static_cast<float>(x / norm) : x;
          dims_ = static_cast<int>(v.size());
          out[index] = std::move(v);
        }
      } catch (const Json::exception&) {
        return MakeError(ErrorCode::kInvalidInput, "the server's embeddings answer has no data[].embedding");
      }
      return Ok();
    });
    if (!st) return std::unexpected(st.error());
    for (const auto& v : out) {
      if (v.empty()) return MakeError(ErrorCode::kInvalidInput, "the server returned fewer embeddings than texts");
    }
    return out;
  }

 private:
  std::unique_ptr<HttpClient> client_;
  std::string model_;
  int parallel_;
  std::atomic<int> dims_{0};
};

// Token log-probabilities from llama-server. Its OpenAI endpoints return
// none for the prompt (`echo` is refused), so its native endpoints do it:
// /tokenize splits the text as the embedded scorer does, then each
// continuation token is forced as the one-token completion of the tokens
// before it (a logit bias selects it), and `n_probs` with
// `post_sampling_probs: false` reports its probability under the model's
// raw distribution, and the raw top-1 beside it. The server keeps the shared
// prompt cached, so each request decodes one new token.
class HttpScorer : public Scorer {
 public:
  HttpScorer(std::unique_ptr<HttpClient> native, std::size_t n_ctx) : native_(std::move(native)), n_ctx_(n_ctx) {}

  Result<ScoredText> Score(std::string_view prefix, std::string_view continuation) override {
    auto tokens = Tokenize(std::string(prefix) + std::string(continuation));
    if (!tokens) return std::unexpected(tokens.error());
    std::vector<long> head;
    if (!prefix.empty()) {
      auto prefix_tokens = Tokenize(std::string(prefix));
      if (!prefix_tokens) return std::unexpected(prefix_tokens.error());
      head = std::move(*prefix_tokens);
    }
    const std::size_t boundary = ContinuationStart(*tokens, head);
    if (tokens->size() <= boundary) return MakeError(ErrorCode::kInvalidArgument, "nothing to score: empty continuation");
    if (n_ctx_ > 0 && tokens->size() > n_ctx_) {
      return MakeError(ErrorCode::kInvalidArgument, "text of " + std::to_string(tokens->size()) +
                                                        " tokens exceeds the context of the server's slot (" +
                                                        std::to_string(n_ctx_) + ")");
    }
    ScoredText result;
    for (std::size_t i = boundary; i < tokens->size(); ++i) {
      const long target = (*tokens)[i];
      const Json req = {{"prompt", std::vector<long>(tokens->begin(), tokens->begin() + static_cast<std::ptrdiff_t>(i))},
                        {"n_predict", 1},
                        {"n_probs", 1},
                        {"post_sampling_probs", false},
                        {"temperature", 0},
                        {"logit_bias", Json::array({Json::array({target, 1000})})},
                        {"cache_prompt", true}};
      auto resp = native_->Call("/completion", req.dump());
      if (!resp) return std::unexpected(resp.error());
      try {
        const Json& p = (*resp).at("completion_probabilities").at(0);
        if (p.at("id").get<long>() != target) {
          return MakeError(ErrorCode::kInvalidInput, "the server did not complete with the forced token");
        }
        std::string piece;
        for (const Json& b : p.at("bytes")) piece.push_back(static_cast<char>(b.get<int>()));
        const double lp = p.at("logprob").get<double>();
        const bool top1 = p.at("top_logprobs").at(0).at("id").get<long>() == target;
        result.tokens.push_back({std::move(piece), lp, top1});
        result.total_logprob += lp;
      } catch (const Json::exception&) {
        return MakeError(ErrorCode::kInvalidInput,
                         "the server's /completion answer has no completion_probabilities (is it llama-server?)");
      }
    }
    result.perplexity = std::exp(-result.total_logprob / static_cast<double>(result.tokens.size()));
    return result;
  }

 private:
  Result<std::vector<long>> Tokenize(const std::string& text) const {
    auto resp = native_->Call("/tokenize", Json{{"content", text}, {"add_special", true}}.dump());
    if (!resp) return std::unexpected(resp.error());
    try {
      return (*resp).at("tokens").get<std::vector<long>>();
    } catch (const Json::exception&) {
      return MakeError(ErrorCode::kInvalidInput, "the server's /tokenize answer has no tokens (is it llama-server?)");
    }
  }

  std::unique_ptr<HttpClient> native_;
  std::size_t n_ctx_;
};

}  // namespace

Result<std::unique_ptr<Scorer>> OpenHttpScorer(const ModelLocation& location, const BackendOptions& options) {
  // The native endpoints live at the server's root, beside /v1.
  ModelLocation root = location;
  constexpr std::string_view kV1 = "/v1";
  if (root.base_url.ends_with(kV1)) root.base_url.resize(root.base_url.size() - kV1.size());
  auto native = std::make_unique<HttpClient>(root, options);
  // llama-server lists its slot's context under meta.n_ctx; without it the
  // server's own error tells when a text is too long.
  std::size_t n_ctx = 0;
  if (auto models = HttpClient(location, options).Call("/models", ""); models) {
    try {
      n_ctx = (*models).at("data").at(0).at("meta").at("n_ctx").get<std::size_t>();
    } catch (const Json::exception&) {
    }
  } else {
    return std::unexpected(models.error());
  }
  return std::unique_ptr<Scorer>(new HttpScorer(std::move(native), n_ctx));
}

Result<std::unique_ptr<Generator>> OpenHttpGenerator(const ModelLocation& location, const BackendOptions& options) {
  auto client = std::make_unique<HttpClient>(location, options);
  auto name = ServedName(*client, location);
  if (!name) return std::unexpected(name.error());
  return std::unique_ptr<Generator>(new HttpGenerator(std::move(client), *name, options.parallel));
}

Result<std::unique_ptr<Embedder>> OpenHttpEmbedder(const ModelLocation& location, const BackendOptions& options) {
  auto client = std::make_unique<HttpClient>(location, options);
  auto name = ServedName(*client, location);
  if (!name) return std::unexpected(name.error());
  return std::unique_ptr<Embedder>(new HttpEmbedder(std::move(client), *name, options.parallel));
}

}  // namespace privtext::model::internal
