// Controlled generation with control codes (seed 004, HIPS): in-context
// examples of (code, document) or a model fine-tuned on such pairs, a
// fictional code to write to, the examples' identifiers banned while
// decoding, and a check-and-regenerate loop.
#include <algorithm>
#include <cctype>
#include <random>
#include <set>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

// Whether `text` holds any of `values`, ignoring case in any script (as strict as the
// ban at decoding: substrings count).
bool Leaks(std::string_view text, const std::vector<std::string>& values) {
  const std::string folded = utf8::CaseFold(text);
  return std::any_of(values.begin(), values.end(),
                     [&](const std::string& v) { return !v.empty() && folded.find(utf8::CaseFold(v)) != std::string::npos; });
}

struct Job {
  std::size_t sample;
  std::string prompt;
  std::vector<std::string> private_values;  // of its examples
};

// k distinct example indices, none of them the target.
std::vector<std::size_t> DrawExamples(std::size_t n, std::size_t target, int k, std::mt19937_64& rng) {
  std::vector<std::size_t> others;
  for (std::size_t i = 0; i < n; ++i) {
    if (i != target) others.push_back(i);
  }
  std::shuffle(others.begin(), others.end(), rng);
  others.resize(static_cast<std::size_t>(k));
  return others;
}

// Generates the jobs' prompts once (seed + try offset); returns the texts.
Result<std::vector<std::string>> Run(model::Generator& generator, const std::vector<const Job*>& jobs,
                                     const ControlledOptions& o, int attempt) {
  model::GenerationParams params = o.generation;
  params.seed = o.seed + static_cast<std::uint32_t>(attempt) * 1000003u + static_cast<std::uint32_t>(jobs.front()->sample);
  params.stop.insert(params.stop.end(), {"### Document", "\n###"});
  std::vector<std::string> prompts;
  std::set<std::string> banned;
  for (const Job* job : jobs) {
    prompts.push_back(job->prompt);
    // One call bans the union of the batch's identifiers: stricter, never weaker.
    if (o.privacy_enhancement) banned.insert(job->private_values.begin(), job->private_values.end());
  }
  params.banned.assign(banned.begin(), banned.end());
  auto completions = generator.Generate(prompts, params);
  if (!completions) return std::unexpected(completions.error());
  std::vector<std::string> texts;
  for (const auto& c : *completions) texts.push_back(CleanCompletion(c.text));
  return texts;
}

}  // namespace

void ControlCode::Add(std::string_view type, std::string_view value) {
  auto it = std::find_if(entries.begin(), entries.end(), [&](const auto& e) { return e.first == type; });
  if (it == entries.end()) {
    entries.emplace_back(std::string(type), std::vector<std::string>());
    it = entries.end() - 1;
  }
  if (std::find(it->second.begin(), it->second.end(), value) == it->second.end()) it->second.emplace_back(value);
}

std::string ControlCode::Format() const {
  std::string out;
  for (const auto& [type, values] : entries) {
    out += type + ":";
    for (std::size_t i = 0; i < values.size(); ++i) out += (i ? ", " : " ") + values[i];
    out += "\n";
  }
  return out;
}

std::vector<std::string> ControlCode::Values() const {
  std::vector<std::string> out;
  for (const auto& [type, values] : entries) out.insert(out.end(), values.begin(), values.end());
  return out;
}

ControlCode MakeControlCode(const Document& doc, const std::function<std::string(std::string_view)>& category) {
  ControlCode code;
  for (const auto& span : doc.entities) code.Add(category(span.type), doc.text.substr(span.start, span.size()));
  return code;
}

std::string ControlledPrompt(const std::vector<const CodedDocument*>& examples, const ControlCode& fictional,
                             ControlledMethod method) {
  if (method == ControlledMethod::kFineTuned) return fictional.Format() + "TEXT:";
  const bool codes = method == ControlledMethod::kIcl;
  std::string prompt;
  for (std::size_t i = 0; i < examples.size(); ++i) {
    prompt += "### Document " + std::to_string(i + 1) + "\n";
    if (codes) prompt += examples[i]->code.Format() + "TEXT: ";
    prompt += examples[i]->text + "\n\n";
  }
  prompt += "### Document " + std::to_string(examples.size() + 1) + "\n";
  if (codes) prompt += fictional.Format() + "TEXT:";
  return prompt;
}

ControlledTrainingPair MakeControlledTrainingPair(const ControlCode& code, std::string_view document) {
  ControlledTrainingPair pair{ControlledPrompt({}, code, ControlledMethod::kFineTuned), 0};
  pair.code_bytes = pair.text.size();
  pair.text += ' ';
  pair.text += document;
  return pair;
}

Result<ControlledResult> GenerateControlled(const std::vector<CodedDocument>& docs, FictionalValues& fictional,
                                            const ControlledOptions& o, model::Generator& generator,
                                            const ProgressOptions& progress_options) {
  const bool fine_tuned = o.method == ControlledMethod::kFineTuned;
  if ((o.examples < 1 && !fine_tuned) || o.max_tries < 1 || o.batch < 1) {
    return MakeError(ErrorCode::kInvalidArgument, "examples, max tries and batch must be at least 1");
  }
  if (fine_tuned && docs.empty()) return MakeError(ErrorCode::kInvalidArgument, "controlled generation needs documents");
  if (!fine_tuned && docs.size() <= static_cast<std::size_t>(o.examples)) {
    return MakeError(ErrorCode::kInvalidArgument, "controlled generation with " + std::to_string(o.examples) +
                                                      " examples needs at least " + std::to_string(o.examples + 1) +
                                                      " documents, got " + std::to_string(docs.size()));
  }
  const std::size_t n = o.samples > 0 ? o.samples : docs.size();
  std::mt19937_64 rng(o.seed);
  ControlledResult result;
  result.samples.resize(n);
  std::vector<Job> jobs(n);
  std::vector<std::string> every_value;  // fine-tuned: what the model saw
  if (fine_tuned) {
    std::set<std::string> seen;
    for (const auto& d : docs) seen.insert(d.private_values.begin(), d.private_values.end());
    every_value.assign(seen.begin(), seen.end());
  }
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t target = i % docs.size();
    ControlledSample& s = result.samples[i];
    jobs[i].sample = i;
    if (fine_tuned) {
      // The model saw every document: with privacy enhancement all their values are banned.
      if (o.privacy_enhancement) jobs[i].private_values = every_value;
      s.fictional = fictional.Mirror(docs[target].code, every_value);
      jobs[i].prompt = ControlledPrompt({}, s.fictional, o.method);
      continue;
    }
    s.examples = DrawExamples(docs.size(), target, o.examples, rng);
    std::vector<const CodedDocument*> examples;
    std::vector<std::string> avoid = docs[target].private_values;
    for (std::size_t e : s.examples) {
      examples.push_back(&docs[e]);
      jobs[i].private_values.insert(jobs[i].private_values.end(), docs[e].private_values.begin(),
                                    docs[e].private_values.end());
    }
    avoid.insert(avoid.end(), jobs[i].private_values.begin(), jobs[i].private_values.end());
    if (o.method == ControlledMethod::kIcl) s.fictional = fictional.Mirror(docs[target].code, avoid);
    jobs[i].prompt = ControlledPrompt(examples, s.fictional, o.method);
  }
  Progress progress("controlled", n, progress_options);
  std::vector<bool> done(n, false);
  const bool check = o.privacy_enhancement && o.post_check;
  for (int attempt = 0; attempt < o.max_tries; ++attempt) {
    std::vector<const Job*> pending;
    for (std::size_t i = 0; i < n; ++i) {
      if (!done[i]) pending.push_back(&jobs[i]);
    }
    for (std::size_t b = 0; b < pending.size(); b += o.batch) {
      const std::vector<const Job*> batch(pending.begin() + b, pending.begin() + std::min(pending.size(), b + o.batch));
      auto texts = Run(generator, batch, o, attempt);
      if (!texts) return std::unexpected(texts.error());
      for (std::size_t j = 0; j < batch.size(); ++j) {
        ControlledSample& s = result.samples[batch[j]->sample];
        s.text = std::move((*texts)[j]);
        s.tries = attempt + 1;
        const bool leak = check && Leaks(s.text, batch[j]->private_values);
        if (!s.text.empty() && !leak) {
          done[batch[j]->sample] = true;
          progress.Add();
        } else if (attempt + 1 < o.max_tries) {
          ++result.regenerated;
        }
      }
    }
    if (!check) break;  // without the post check nothing is generated twice
  }
  // Samples that never came out clean (or came out empty) are not returned.
  std::vector<ControlledSample> kept;
  for (std::size_t i = 0; i < n; ++i) {
    if (done[i]) kept.push_back(std::move(result.samples[i]));
  }
  result.dropped = n - kept.size();
  result.samples = std::move(kept);
  progress.Finish();
  return result;
}

}  // namespace privtext::synth
