// Flags shared by commands that run a model.
#pragma once

#include <CLI/CLI.hpp>

#include "privtext/model.h"

namespace privtext::cli {

struct ModelFlags {
  std::string model;
  model::BackendOptions backend;

  void AddTo(CLI::App* command, const std::string& default_model) {
    model = default_model;
    command->add_option("--model", model, "NAME (privtext model list), PATH.gguf, or http://host:port/v1[#served-name]")
        ->capture_default_str();
    command->add_option("--threads", backend.threads, "llama: CPU threads (0: all cores)")->capture_default_str();
    command->add_option("--context-size", backend.context_size, "llama: context tokens shared by parallel sequences")
        ->capture_default_str();
    command->add_option("--parallel", backend.parallel, "sequences decoded together / HTTP requests in flight")
        ->check(Positive())
        ->capture_default_str();
    command->add_option("--gpu-layers", backend.gpu_layers, "llama: layers offloaded to the GPU (CUDA builds; -1 all)")
        ->capture_default_str();
    command->add_option("--api-key-env", backend.api_key_env, "openai: environment variable holding the API key")
        ->capture_default_str();
  }
};

}  // namespace privtext::cli
