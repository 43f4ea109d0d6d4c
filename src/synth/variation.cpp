// Private Evolution's operators on text: Variation (mask-and-fill or
// paraphrase by the generator), the initial population prompt and Expand's
// few-shot prompt (seed 002, §3 and App. B).
#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <numeric>
#include <random>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

constexpr std::string_view kBlank = "___";

struct Word {
  std::size_t start, end;
};

std::vector<Word> SplitWords(std::string_view text) {
  std::vector<Word> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    const std::size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i > start) words.push_back({start, i});
  }
  return words;
}

bool StartsWithNoCase(std::string_view text, std::string_view prefix) {
  if (text.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(text[i])) != std::tolower(static_cast<unsigned char>(prefix[i]))) {
      return false;
    }
  }
  return true;
}

std::string_view Trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// Generates one completion per prompt and cleans it; an empty result keeps
// the fallback text.
Result<std::vector<std::string>> CompleteOrKeep(model::Generator& generator, const std::vector<std::string>& prompts,
                                                const std::vector<std::string>& fallback,
                                                model::GenerationParams params, std::uint32_t seed) {
  params.seed = seed;
  // The prompts end in a label; a base model may go on to write another.
  params.stop.insert(params.stop.end(), {"\n\nText", "\n\nParaphrase", "\n\nFilled-in"});
  auto completions = generator.Generate(prompts, params);
  if (!completions) return std::unexpected(completions.error());
  std::vector<std::string> out(prompts.size());
  for (std::size_t i = 0; i < prompts.size(); ++i) {
    out[i] = CleanCompletion((*completions)[i].text);
    if (out[i].empty()) out[i] = fallback[i];
  }
  return out;
}

// HTML elements a model trained on web text writes around plain text
// ("<strong>May 18, 2015</strong>"). Block elements end a line.
constexpr std::array<std::string_view, 22> kInlineElements = {
    "a", "abbr", "b", "big", "cite", "code", "del", "em", "font", "i", "ins",
    "mark", "q", "s", "small", "span", "strike", "strong", "sub", "sup", "tt", "u"};
constexpr std::array<std::string_view, 23> kBlockElements = {
    "article", "blockquote", "br", "center", "div", "footer", "h1", "h2", "h3", "h4", "h5", "h6",
    "header", "hr", "li", "ol", "p", "pre", "section", "table", "td", "tr", "ul"};

bool IsAsciiAlnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// The length of the HTML tag of a known element at the start of `text`
// ("<i>", "</strong>", "<br/>", "<a href=\"x\">"), or 0. Attributes must
// have values, so that "a <b and c> d" is not a tag. `block` says which kind.
std::size_t TagLength(std::string_view text, bool* block) {
  std::size_t i = 1;
  if (i < text.size() && text[i] == '/') ++i;
  const std::size_t name_start = i;
  while (i < text.size() && IsAsciiAlnum(text[i])) ++i;
  std::string name(text.substr(name_start, i - name_start));
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const bool is_inline = std::ranges::find(kInlineElements, name) != kInlineElements.end();
  *block = std::ranges::find(kBlockElements, name) != kBlockElements.end();
  if (!is_inline && !*block) return 0;
  while (i < text.size()) {  // attributes: name=value, name="value" or name='value'
    std::size_t j = i;
    while (j < text.size() && text[j] == ' ') ++j;
    if (j == i || j >= text.size() || !(IsAsciiAlnum(text[j]))) break;
    while (j < text.size() && (IsAsciiAlnum(text[j]) || text[j] == '-' || text[j] == ':')) ++j;
    if (j >= text.size() || text[j] != '=') return 0;
    ++j;
    if (j < text.size() && (text[j] == '"' || text[j] == '\'')) {
      const std::size_t close = text.find(text[j], j + 1);
      if (close == std::string_view::npos) return 0;
      j = close + 1;
    } else {
      const std::size_t value = j;
      while (j < text.size() && text[j] != ' ' && text[j] != '>' && text[j] != '<') ++j;
      if (j == value) return 0;
    }
    i = j;
  }
  while (i < text.size() && text[i] == ' ') ++i;
  if (i < text.size() && text[i] == '/') ++i;
  return i < text.size() && text[i] == '>' ? i + 1 : 0;
}

}  // namespace

Result<VariationKind> ParseVariationKind(std::string_view name) {
  if (name == "mask-fill") return VariationKind::kMaskFill;
  if (name == "paraphrase") return VariationKind::kParaphrase;
  return MakeError(ErrorCode::kInvalidArgument,
                   "unknown variation '" + std::string(name) + "' (use mask-fill or paraphrase)");
}

std::string MaskWords(std::string_view text, double strength, std::uint64_t seed) {
  const std::vector<Word> words = SplitWords(text);
  const auto n = static_cast<std::size_t>(std::lround(std::clamp(strength, 0.0, 1.0) * words.size()));
  std::vector<std::size_t> order(words.size());
  std::iota(order.begin(), order.end(), 0);
  std::mt19937_64 rng(seed);
  std::shuffle(order.begin(), order.end(), rng);
  std::vector<bool> masked(words.size(), false);
  for (std::size_t i = 0; i < n; ++i) masked[order[i]] = true;
  std::string out;
  std::size_t pos = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    out.append(text.substr(pos, words[i].start - pos));
    out.append(masked[i] ? kBlank : text.substr(words[i].start, words[i].end - words[i].start));
    pos = words[i].end;
  }
  out.append(text.substr(pos));
  return out;
}

// Completion-style prompts: they work with base models (no chat template)
// as well as with instruction-tuned ones.
std::string MaskFillPrompt(std::string_view masked_text) {
  return "Below is a text with some words replaced by blanks (___), then the same text with every blank "
         "filled in by a fitting word.\n\nText with blanks: " + std::string(masked_text) + "\n\nFilled-in text:";
}

std::string ParaphrasePrompt(std::string_view text, double strength) {
  const long percent = std::lround(std::clamp(strength, 0.0, 1.0) * 100);
  return "Below is a text, then a paraphrase of it that changes about " + std::to_string(percent) +
         "% of its words and keeps its topic, style and length.\n\nText: " + std::string(text) + "\n\nParaphrase:";
}

std::string InitialPrompt(std::string_view description) {
  return "Below is one " + std::string(description) + ".\n\n";
}

std::string ExpandPrompt(const std::vector<std::string>& examples) {
  std::string prompt = "List of " + std::to_string(examples.size() + 3) + " diverse original text samples:\n\n";
  for (std::size_t i = 0; i < examples.size(); ++i) {
    prompt += "Original Text Sample " + std::to_string(i + 1) + "\n" + examples[i] + "\n\n";
  }
  prompt += "Original Text Sample " + std::to_string(examples.size() + 1) + "\n";
  return prompt;
}

std::string StripMarkup(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    bool block = false;
    const std::size_t tag = text[i] == '<' ? TagLength(text.substr(i), &block) : 0;
    if (tag == 0) {
      out.push_back(text[i++]);
      continue;
    }
    if (block && !out.empty() && out.back() != '\n') out.push_back('\n');
    i += tag;
  }
  return out;
}

std::string CleanCompletion(std::string_view completion) {
  const std::string plain = StripMarkup(completion);
  std::string_view s = Trim(plain);
  for (std::string_view label : {"Text:", "Paraphrase:", "Filled-in text:", "Answer:"}) {
    if (StartsWithNoCase(s, label)) s = Trim(s.substr(label.size()));
  }
  if (s.size() >= 2 && s.front() == '"' && s.back() == '"') s = Trim(s.substr(1, s.size() - 2));
  return std::string(s);
}

Result<std::vector<std::string>> Vary(model::Generator& generator, const std::vector<std::string>& texts,
                                      const VariationOptions& options, std::uint32_t seed) {
  if (options.strength < 0 || options.strength > 1) {
    return MakeError(ErrorCode::kInvalidArgument, "variation strength must be in [0, 1]");
  }
  std::vector<std::string> current = texts;
  const int rounds = options.kind == VariationKind::kMaskFill ? std::max(options.steps, 1) : 1;
  for (int round = 0; round < rounds; ++round) {
    const std::uint32_t round_seed = seed + static_cast<std::uint32_t>(round * texts.size());
    std::vector<std::string> prompts;
    std::vector<std::string> fallback;
    for (std::size_t i = 0; i < current.size(); ++i) {
      if (options.kind == VariationKind::kParaphrase) {
        prompts.push_back(ParaphrasePrompt(current[i], options.strength));
      } else {
        prompts.push_back(MaskFillPrompt(MaskWords(current[i], options.strength, round_seed + i)));
      }
    }
    auto next = CompleteOrKeep(generator, prompts, current, options.generation, round_seed);
    if (!next) return std::unexpected(next.error());
    // A fill that left blanks behind is not a sample: keep the text as it was.
    for (std::size_t i = 0; i < next->size(); ++i) {
      if ((*next)[i].find(kBlank) == std::string::npos) current[i] = std::move((*next)[i]);
    }
  }
  return current;
}

}  // namespace privtext::synth
