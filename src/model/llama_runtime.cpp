#include "llama_runtime.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <thread>

namespace privtext::model::internal {
namespace {

void LogFilter(ggml_log_level level, const char* text, void*) {
  static const bool verbose = std::getenv("PRIVTEXT_LLAMA_LOG") != nullptr;
  if (verbose || level == GGML_LOG_LEVEL_ERROR) {
    std::fputs(text, stderr);
  }
}

}  // namespace

void EnsureBackend() {
  static std::once_flag once;
  std::call_once(once, [] {
    llama_log_set(LogFilter, nullptr);
    llama_backend_init();
  });
}

int Threads(const BackendOptions& options) {
  return options.threads > 0 ? options.threads
                             : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

Result<ModelPtr> LoadModel(const std::string& path, const BackendOptions& options) {
  EnsureBackend();
  llama_model_params params = llama_model_default_params();
  params.n_gpu_layers = options.gpu_layers < 0 ? 999 : options.gpu_layers;
  ModelPtr model(llama_model_load_from_file(path.c_str(), params));
  if (!model) {
    return MakeError(ErrorCode::kInvalidInput,
                     "llama.cpp cannot load " + path + " (not a GGUF model it supports?)");
  }
  return model;
}

void CreateWithMode(const std::string& path, unsigned mode) {
  const int fd = ::open(path.c_str(), O_CREAT | O_WRONLY | O_TRUNC, mode);
  if (fd >= 0) {
    ::fchmod(fd, mode);  // an existing file keeps its mode through open()
    ::close(fd);
  }
}

Status WriteGgufAtomically(const gguf_context* gguf, const std::string& path, unsigned mode) {
  const std::string temp = path + ".partial";
  CreateWithMode(temp, mode);
  if (!gguf_write_to_file(gguf, temp.c_str(), false)) {
    std::filesystem::remove(temp);
    return MakeError(ErrorCode::kIo, "cannot write " + path);
  }
  std::error_code ec;
  std::filesystem::rename(temp, path, ec);
  if (ec) return MakeError(ErrorCode::kIo, "cannot move the written model to " + path);
  return Ok();
}

std::vector<llama_token> Tokenize(const llama_vocab* vocab, std::string_view text, bool add_special) {
  std::vector<llama_token> tokens(text.size() + 8);
  int n = llama_tokenize(vocab, text.data(), static_cast<int32_t>(text.size()), tokens.data(),
                         static_cast<int32_t>(tokens.size()), add_special, /*parse_special=*/true);
  if (n < 0) {
    tokens.resize(static_cast<std::size_t>(-n));
    n = llama_tokenize(vocab, text.data(), static_cast<int32_t>(text.size()), tokens.data(),
                       static_cast<int32_t>(tokens.size()), add_special, true);
  }
  tokens.resize(static_cast<std::size_t>(std::max(n, 0)));
  return tokens;
}

std::string Piece(const llama_vocab* vocab, llama_token token) {
  char buf[256];
  const int n = llama_token_to_piece(vocab, token, buf, sizeof(buf), 0, /*special=*/false);
  if (n >= 0) return std::string(buf, static_cast<std::size_t>(n));
  std::string big(static_cast<std::size_t>(-n), '\0');
  llama_token_to_piece(vocab, token, big.data(), static_cast<int32_t>(big.size()), 0, false);
  return big;
}

}  // namespace privtext::model::internal
