// Model-based NER: the model lists the entities of a chunk as JSON that a
// schema constrains, and each listed string is located in the chunk. Works
// with any backend (embedded llama.cpp or an OpenAI-compatible server).
#include <nlohmann/json.hpp>

#include "privtext/detect.h"

namespace privtext::detect {
namespace {

constexpr std::size_t kChunkBytes = 1500;

constexpr const char* kSchema = R"({"type":"object","properties":{"entities":{"type":"array","maxItems":40,
"items":{"type":"object","properties":{"text":{"type":"string","maxLength":80},
"type":{"enum":["PERSON","LOCATION","ORGANIZATION","DATE_TIME","CODE"]}},"required":["text","type"]}}},
"required":["entities"]})";

std::string Prompt(std::string_view chunk) {
  return "List every personal name (PERSON), place (LOCATION), organisation (ORGANIZATION), date "
         "(DATE_TIME) and identifying number (CODE) in the text, copied exactly.\n\nText:\n" +
         std::string(chunk) + "\n\nJSON:";
}

}  // namespace

Result<std::vector<Span>> ModelEntities(model::Generator& generator, std::string_view text, std::uint32_t seed) {
  std::vector<std::size_t> starts;
  std::vector<std::string> prompts;
  for (std::size_t pos = 0; pos < text.size();) {
    std::size_t end = std::min(text.size(), pos + kChunkBytes);
    // Cut at white space, and never inside a UTF-8 sequence.
    if (end < text.size()) {
      const auto space = text.rfind(' ', end);
      if (space != std::string_view::npos && space > pos) end = space;
      while (end > pos && utf8::IsContinuation(text[end])) --end;
    }
    starts.push_back(pos);
    prompts.push_back(Prompt(text.substr(pos, end - pos)));
    pos = end;
  }
  model::GenerationParams params;
  params.max_tokens = 256;
  params.temperature = 0;
  params.seed = seed;
  params.json_schema = kSchema;
  auto outputs = generator.Generate(prompts, params);
  if (!outputs) return std::unexpected(outputs.error());
  std::vector<Span> spans;
  for (std::size_t c = 0; c < outputs->size(); ++c) {
    const std::size_t chunk_end = c + 1 < starts.size() ? starts[c + 1] : text.size();
    const std::string_view chunk = text.substr(starts[c], chunk_end - starts[c]);
    nlohmann::json j;
    try {
      j = nlohmann::json::parse((*outputs)[c].text);
    } catch (const nlohmann::json::exception&) {
      continue;  // a truncated answer contributes nothing
    }
    for (const auto& e : j.value("entities", nlohmann::json::array())) {
      const std::string value = e.value("text", "");
      if (value.size() < 2) continue;
      for (std::size_t at = chunk.find(value); at != std::string_view::npos; at = chunk.find(value, at + value.size())) {
        spans.push_back(Span{starts[c] + at, starts[c] + at + value.size(), e.value("type", "PERSON"), 0.6, "model_ner"});
      }
    }
  }
  return spans;
}

namespace {

class GenerativeModel : public EntityModel {
 public:
  GenerativeModel(model::Generator* generator, std::unique_ptr<model::Generator> owned)
      : generator_(generator), owned_(std::move(owned)) {}
  Result<std::vector<Span>> Entities(std::string_view text) override { return ModelEntities(*generator_, text); }

 private:
  model::Generator* generator_;
  std::unique_ptr<model::Generator> owned_;  // null when the caller owns the generator
};

}  // namespace

std::unique_ptr<EntityModel> GenerativeEntityModel(model::Generator* generator) {
  return std::make_unique<GenerativeModel>(generator, nullptr);
}

std::unique_ptr<EntityModel> GenerativeEntityModel(std::unique_ptr<model::Generator> generator) {
  model::Generator* raw = generator.get();
  return std::make_unique<GenerativeModel>(raw, std::move(generator));
}

}  // namespace privtext::detect
