// privtext generate: completions for one prompt or a JSONL file of prompts.
#include <iostream>

#include "command_util.h"
#include "model_flags.h"

namespace privtext::cli {
namespace {

struct GenerateFlags {
  ModelFlags model;
  std::string prompt;
  std::string in;
  std::string out;
  std::string prompt_field = "prompt";
  std::string json_schema;
  model::GenerationParams params;
  bool quiet = false;
};

int Run(const GenerateFlags& f) {
  if (f.prompt.empty() == f.in.empty()) {
    return ReportError(Error(ErrorCode::kInvalidArgument, "give either --prompt TEXT or --in prompts.jsonl"));
  }
  if (!f.in.empty() && f.out.empty()) return ReportError(Error(ErrorCode::kInvalidArgument, "--in needs --out"));
  model::GenerationParams params = f.params;
  params.json_schema = f.json_schema;
  auto generator = model::OpenGenerator(f.model.model, f.model.backend);
  if (!generator) return ReportError(generator.error());
  if (!f.prompt.empty()) {
    auto out = (*generator)->Generate({f.prompt}, params);
    if (!out) return ReportError(out.error());
    std::cout << (*out)[0].text << "\n";
    return 0;
  }
  CorpusOptions options;
  options.text_field = f.prompt_field;
  auto reader = CorpusReader::Open(f.in, options);
  if (!reader) return ReportError(reader.error());
  CorpusOptions out_options;
  out_options.text_field = "completion";
  auto writer = CorpusWriter::Create(f.out, out_options, false);
  if (!writer) return ReportError(writer.error());
  ProgressOptions po;
  po.quiet = f.quiet;
  Progress progress("generate", 0, po);
  for (;;) {
    auto batch = reader->NextBatch(static_cast<std::size_t>(std::max(1, f.model.backend.parallel)) * 4);
    if (!batch) return ReportError(batch.error());
    if (batch->empty()) break;
    std::vector<std::string> prompts;
    for (const auto& d : *batch) prompts.push_back(d.text);
    auto completions = (*generator)->Generate(prompts, params);
    if (!completions) return ReportError(completions.error());
    for (std::size_t i = 0; i < batch->size(); ++i) {
      Document doc = (*batch)[i];
      doc.text = (*completions)[i].text;
      doc.extra_fields = {{"finish_reason", Json((*completions)[i].finish_reason).dump()},
                          {"completion_tokens", std::to_string((*completions)[i].tokens)}};
      if (auto st = writer->Write(doc); !st) return ReportError(st.error());
      progress.Add();
    }
  }
  if (auto st = writer->Commit(); !st) return ReportError(st.error());
  return 0;
}

}  // namespace

void AddGenerateCommand(CLI::App& app, Runner* runner) {
  auto f = std::make_shared<GenerateFlags>();
  CLI::App* cmd = app.add_subcommand("generate", "Generate text with a local model or an OpenAI-compatible server");
  f->model.AddTo(cmd, "gemma3-270m");
  cmd->add_option("--prompt", f->prompt, "a single prompt; the completion goes to stdout");
  cmd->add_option("--in", f->in, "JSONL of prompts (field --prompt-field)");
  cmd->add_option("--out", f->out, "JSONL with a completion field per prompt");
  cmd->add_option("--prompt-field", f->prompt_field, "JSON field holding the prompt")->capture_default_str();
  cmd->add_option("--max-tokens", f->params.max_tokens, "new tokens at most")->capture_default_str();
  cmd->add_option("--seed", f->params.seed, "sampling seed (same seed, same text)")->capture_default_str();
  cmd->add_option("--temperature", f->params.temperature, "0 for greedy decoding")->capture_default_str();
  cmd->add_option("--top-p", f->params.top_p, "nucleus sampling mass")->capture_default_str();
  cmd->add_option("--stop", f->params.stop, "stop at this string (repeatable)");
  cmd->add_option("--ban", f->params.banned, "never produce this string, in any case or tokenisation (repeatable)");
  cmd->add_option("--json-schema", f->json_schema, "constrain the output to this JSON schema");
  cmd->add_option("--grammar", f->params.grammar, "constrain the output to this GBNF grammar (llama backend)");
  cmd->add_flag("--chat", f->params.chat, "wrap each prompt in the model's chat template");
  cmd->add_flag("-q,--quiet", f->quiet, "no progress output");
  cmd->callback([f, runner] { *runner = [f] { return Run(*f); }; });
}

}  // namespace privtext::cli
