// privtext model pull|list|path|info|import: registry models from PyPI.
#include <filesystem>
#include <iostream>

#include "command_util.h"
#include "privtext/model.h"

namespace privtext::cli {
namespace {

struct RegistryFlags {
  std::vector<std::string> names;
  std::string import_dir;
  std::string import_out;
  bool quiet = false;
};

int Pull(const RegistryFlags& f) {
  if (f.names.empty()) return ReportError(Error(ErrorCode::kInvalidArgument, "name at least one model to pull"));
  for (const auto& name : f.names) {
    auto model = model::FindRegistryModel(name);
    if (!model) return ReportError(model.error());
    ProgressOptions po;
    po.quiet = f.quiet;
    Progress progress("pull " + name + " (bytes)", 0, po);
    auto path = model::Pull(*model, &progress);
    if (!path) return ReportError(path.error());
    progress.Finish();
    std::cerr << "privtext: " << name << " -> " << *path << "\n";
  }
  return 0;
}

int List() {
  std::cout << "directory: " << model::ModelDirectory() << "\n";
  for (const auto& m : model::Registry()) {
    std::cout << m.name << "\t" << m.role << "\t" << (model::PulledPath(m) ? "pulled" : "not pulled") << "\t"
              << m.description << "\n";
  }
  return 0;
}

int Path(const RegistryFlags& f) {
  for (const auto& name : f.names) {
    auto model = model::FindRegistryModel(name);
    if (!model) return ReportError(model.error());
    auto path = model::PulledPath(*model);
    if (!path) return ReportError(Error(ErrorCode::kNotFound, name + " is not pulled; run: privtext model pull " + name));
    std::cout << *path << "\n";
  }
  return 0;
}

int Info(const RegistryFlags& f) {
  for (const auto& name : f.names) {
    auto m = model::FindRegistryModel(name);
    if (!m) return ReportError(m.error());
    std::cout << "name: " << m->name << "\nrole: " << m->role << "\ndescription: " << m->description
              << "\nfile: " << m->file_name << "\nlicense: " << m->license << "\nbuilt from: " << m->source
              << "\npackages (PyPI, sha256 of the wheel):\n";
    for (const auto& p : m->packages) std::cout << "  " << p.name << "==" << p.version << "  " << p.sha256 << "\n";
    auto path = model::PulledPath(*m);
    std::cout << "path: " << (path ? *path : "(not pulled)") << "\n";
  }
  return 0;
}

}  // namespace

void AddModelCommand(CLI::App& app, Runner* runner) {
  auto flags = std::make_shared<RegistryFlags>();
  CLI::App* cmd = app.add_subcommand("model", "Pull, list and locate models from the PyPI registry");
  cmd->require_subcommand(1);
  CLI::App* pull = cmd->add_subcommand("pull", "Download, check and assemble registry models");
  pull->add_option("names", flags->names, "model names (see: privtext model list)")->required();
  pull->add_flag("-q,--quiet", flags->quiet, "no progress output");
  pull->callback([flags, runner] { *runner = [flags] { return Pull(*flags); }; });
  CLI::App* list = cmd->add_subcommand("list", "List registry models and whether they are pulled");
  list->callback([runner] { *runner = [] { return List(); }; });
  CLI::App* path = cmd->add_subcommand("path", "Print the local file of pulled models");
  path->add_option("names", flags->names, "model names")->required();
  path->callback([flags, runner] { *runner = [flags] { return Path(*flags); }; });
  CLI::App* info = cmd->add_subcommand("info", "Describe registry models: packages, checksums, license");
  info->add_option("names", flags->names, "model names")->required();
  info->callback([flags, runner] { *runner = [flags] { return Info(*flags); }; });
  CLI::App* import = cmd->add_subcommand(
      "import", "Convert a Hugging Face BERT model directory (embedding or token classification) to GGUF, or "
                "bundle a spaCy pipeline's NER (a folder with config.cfg) for detect --ner spacy");
  import->add_option("directory", flags->import_dir,
                     "directory with config.json, tokenizer.json, model.safetensors or an ONNX export; or a spaCy "
                     "pipeline (config.cfg, meta.json, tokenizer, vocab/, ner/)")
      ->required();
  import->add_option("--out", flags->import_out, "file to write (GGUF, or the spaCy bundle)")->required();
  import->callback([flags, runner] {
    *runner = [flags] {
      const bool spacy = std::filesystem::is_regular_file(flags->import_dir + "/config.cfg");
      if (auto st = spacy ? model::ImportSpacyPipeline(flags->import_dir, flags->import_out)
                          : model::ImportBertModel(flags->import_dir, flags->import_out);
          !st) {
        return ReportError(st.error());
      }
      std::cerr << "privtext: wrote " << flags->import_out << "\n";
      return 0;
    };
  });
}

}  // namespace privtext::cli
