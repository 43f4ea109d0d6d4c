#include "command_util.h"

#include "privtext/pipeline.h"

#include <algorithm>
#include <iostream>
#include <mutex>

namespace privtext::cli {

namespace {

CLI::Validator NumberCheck(const char* name, bool (*holds)(double), const char* wanted) {
  return CLI::Validator(
      [holds, wanted](std::string& value) -> std::string {
        double v = 0;
        if (!CLI::detail::lexical_cast(value, v)) return "not a number: " + value;
        return holds(v) ? "" : std::string("must be ") + wanted + " (got " + value + ")";
      },
      name);
}

}  // namespace

CLI::Validator Positive() {
  return NumberCheck("POSITIVE", [](double v) { return v > 0; }, "greater than 0");
}

CLI::Validator NonNegative() {
  return NumberCheck("NONNEGATIVE", [](double v) { return v >= 0; }, "0 or more");
}

std::string FlagNames(std::string_view message) {
  std::string out;
  for (std::size_t i = 0; i < message.size(); ++i) {
    const std::size_t close = message[i] == '`' ? message.find('`', i + 1) : std::string_view::npos;
    const std::string_view name = close == std::string_view::npos ? "" : message.substr(i + 1, close - i - 1);
    const bool is_name = !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
      return (c >= 'a' && c <= 'z') || c == '_';
    });
    if (!is_name) {
      out.push_back(message[i]);
      continue;
    }
    out += "--";
    for (char c : name) out.push_back(c == '_' ? '-' : c);
    i = close;
  }
  return out;
}

int ReportError(const Error& error) {
  std::cerr << "privtext: error: " << FlagNames(error.message()) << "\n";
  return 1;
}

std::string FormatCounts(const std::map<std::string, std::uint64_t>& counts, std::uint64_t* total) {
  std::string out;
  for (const auto& [name, n] : counts) {
    *total += n;
    out += " " + name + "=" + std::to_string(n);
  }
  return out;
}

Result<protect::EntityEncryptor> MakeEncryptor(const protect::Keyset& keyset, const std::string& token_template,
                                               const std::string& normalize) {
  auto normalization = protect::Normalization::Parse(normalize);
  if (!normalization) return std::unexpected(normalization.error());
  return protect::EntityEncryptor::Create(keyset, {token_template, *normalization});
}

Result<protect::EntityEncryptor> LoadEncryptor(const std::string& keyset_path, const std::string& token_template,
                                               const std::string& normalize) {
  auto keyset = protect::Keyset::Load(keyset_path);
  if (!keyset) return std::unexpected(keyset.error());
  return MakeEncryptor(*keyset, token_template, normalize);
}

void ReplacementFlags::AddTo(CLI::App* cmd) {
  cmd->add_option("--keyset", keyset, "keyset made by privtext keygen")->required();
  auto* t = cmd->add_option("--template", token_template, "token template with {Type} and {cipher}")
                ->capture_default_str();
  auto* n = cmd->add_option("--normalize", normalize,
                            "before encrypting: exact, casefold, whitespace, or casefold,whitespace")
                ->capture_default_str();
  auto* s = cmd->add_flag("--surrogates", surrogates,
                          "replace entities with fictional values of their type, the same for the same value (keyed; "
                          "not reversible), instead of tokens");
  s->excludes(t)->excludes(n);
  auto* shift = cmd->add_flag("--shift-dates", shift_dates,
                              "surrogates that move every date by one keyed number of days, so intervals between "
                              "dates stay, instead of redrawing days and months");
  shift->needs(s);
  cmd->add_flag("--month-first", month_first,
                "shifted dates: read numeric dates such as 03/05/2010 month first, as in the US (default day first)")
      ->needs(shift);
}

Result<EntityReplacer> MakeReplacer(const ReplacementFlags& flags) {
  auto keyset = protect::Keyset::Load(flags.keyset);
  if (!keyset) return std::unexpected(keyset.error());
  if (flags.surrogates) {
    auto generator = protect::SurrogateGenerator::Create(
        *keyset, pipeline::BuiltinSurrogatePools(), {.shift_dates = flags.shift_dates, .month_first = flags.month_first});
    if (!generator) return std::unexpected(generator.error());
    auto shared = std::make_shared<protect::SurrogateGenerator>(std::move(*generator));
    return [shared](Document& doc, protect::EncryptStats* stats) { return shared->ReplaceDocument(doc, stats); };
  }
  auto encryptor = MakeEncryptor(*keyset, flags.token_template, flags.normalize);
  if (!encryptor) return std::unexpected(encryptor.error());
  auto shared = std::make_shared<protect::EntityEncryptor>(std::move(*encryptor));
  return [shared](Document& doc, protect::EncryptStats* stats) { return shared->EncryptDocument(doc, stats); };
}

int ReplaceInCorpus(CorpusReader& reader, CorpusWriter& writer, const std::function<Status(Document&)>& before,
                    const EntityReplacer& replace, const TransformOptions& options, Progress& progress,
                    const std::string& done) {
  std::mutex mu;
  protect::EncryptStats stats;
  auto st = TransformCorpus(
      reader, writer,
      [&](Document& doc, std::size_t) -> Status {
        if (before) {
          if (auto s = before(doc); !s) return s;
        }
        protect::EncryptStats local;
        if (auto s = replace(doc, &local); !s) return s;
        std::lock_guard<std::mutex> lock(mu);
        stats.Merge(local);
        return Ok();
      },
      options, &progress);
  if (!st) return ReportError(st.error());
  if (auto c = writer.Commit(); !c) return ReportError(c.error());
  progress.Finish();
  std::uint64_t total = 0;
  const std::string per_type = FormatCounts(stats.entities_per_type, &total);
  std::cerr << "privtext: " << done << " " << total << " entities in " << stats.documents << " documents"
            << (per_type.empty() ? "" : ":") << per_type << "\n";
  return 0;
}

Result<Json> DocumentFields(const Document& doc) {
  if (doc.source.empty()) return Json::object();
  try {
    return Json::parse(doc.source);
  } catch (const Json::exception&) {
    return MakeError(ErrorCode::kInvalidInput, "line " + std::to_string(doc.line) + ": not valid JSON");
  }
}

void AddJsonOut(CLI::App* command, std::string* out) {
  *out = "-";
  command->add_option("--out", *out, "JSON result file ('-': stdout)")->capture_default_str();
}

int WriteJson(const std::string& path, const Json& result) {
  if (auto st = WriteFileAtomically(path, result.dump(2) + "\n"); !st) return ReportError(st.error());
  return 0;
}

void CorpusFlags::AddTo(CLI::App* command, bool with_entities, bool with_threads) {
  command->add_option("--id-field", id_field, "JSON field holding the document id")
      ->capture_default_str();
  command->add_option("--text-field", text_field, "JSON field holding the text")
      ->capture_default_str();
  if (with_entities) {
    command->add_option("--entities-field", entities_field, "JSON field holding the entities")
        ->capture_default_str();
  }
  if (with_threads) {
    command->add_option("--threads", threads, "worker threads (0: one per core)")
        ->check(NonNegative())
        ->capture_default_str();
  }
  command->add_flag("-q,--quiet", quiet, "no progress output");
}

CorpusOptions CorpusFlags::ToOptions() const {
  CorpusOptions o;
  o.id_field = id_field;
  o.text_field = text_field;
  o.entities_field = entities_field;
  return o;
}

TransformOptions CorpusFlags::ToTransform() const {
  TransformOptions o;
  o.threads = threads;
  return o;
}

ProgressOptions CorpusFlags::ToProgress() const {
  ProgressOptions o;
  o.quiet = quiet;
  return o;
}

}  // namespace privtext::cli
