// Shared plumbing for subcommands: each subcommand is a thin file that fills
// an options struct from flags and calls the library.
#pragma once

#include <functional>
#include <string>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "privtext/core.h"
#include "privtext/protect.h"

namespace privtext::cli {

// Set by the chosen subcommand; returns the process exit code.
using Runner = std::function<int()>;

// Number checks for flags. CLI11's PositiveNumber rejects 0 with "Value 0 not
// in range 0 to 1.8e308"; these say what is wanted ("must be greater than 0").
CLI::Validator Positive();
CLI::Validator NonNegative();

// When a corpus command (detect, protect, encrypt, decrypt, cipher) names a
// .parquet --in or --out, runs `python3 -m privtext` with the same arguments
// in this process's place ($PRIVTEXT_PYTHON picks the interpreter). Returns
// -1 when the command is not one, else the exit status of a failed hand-off.
int HandOffParquet(int argc, char** argv);

void AddKeygenCommand(CLI::App& app, Runner* runner);
void AddEncryptCommand(CLI::App& app, Runner* runner);
void AddDecryptCommand(CLI::App& app, Runner* runner);
void AddCipherCommand(CLI::App& app, Runner* runner);
void AddDpCommand(CLI::App& app, Runner* runner);
void AddModelCommand(CLI::App& app, Runner* runner);
void AddGenerateCommand(CLI::App& app, Runner* runner);
void AddEmbedCommand(CLI::App& app, Runner* runner);
void AddDetectCommand(CLI::App& app, Runner* runner);
void AddProtectCommand(CLI::App& app, Runner* runner);
void AddPeCommand(CLI::App& app, Runner* runner);
CLI::App* AddSynthCommand(CLI::App& app, Runner* runner);
void AddSecPeCommand(CLI::App& synth, Runner* runner);
void AddControlledCommand(CLI::App& synth, Runner* runner);
void AddEntityGraphCommand(CLI::App& synth, Runner* runner);
void AddRetrieveCommand(CLI::App& app, Runner* runner);
void AddEvalCommand(CLI::App& app, Runner* runner);
void AddTrainCommand(CLI::App& app, Runner* runner);
// `audit` and its subcommands, spread over three files.
CLI::App* AddAuditCommand(CLI::App& app, Runner* runner);
void AddAuditStatsCommands(CLI::App& app, CLI::App& audit, Runner* runner);
void AddAuditModelCommands(CLI::App& audit, Runner* runner);

// Prints "privtext: error: <message>" on one line of stderr; returns 1.
// Library messages name parameters in backticks (`noise_multiplier`); the
// CLI's flags are the same names with dashes (--noise-multiplier).
std::string FlagNames(std::string_view message);
// Prints the error as one `privtext: error:` line with flag names; returns 1.
int ReportError(const Error& error);

// " TYPE=n TYPE=n" for a summary line (counts only, never values); adds the
// counts to *total.
std::string FormatCounts(const std::map<std::string, std::uint64_t>& counts, std::uint64_t* total);

// The encryptor `encrypt` and `protect` build from their flags, from a
// keyset already loaded or from its file.
Result<protect::EntityEncryptor> MakeEncryptor(const protect::Keyset& keyset, const std::string& token_template,
                                               const std::string& normalize);
Result<protect::EntityEncryptor> LoadEncryptor(const std::string& keyset_path, const std::string& token_template,
                                               const std::string& normalize);

// How `encrypt` and `protect` replace a document's entities: by keyed tokens,
// or with --surrogates by fictional values (protect::SurrogateGenerator).
struct ReplacementFlags {
  std::string keyset;
  std::string token_template = std::string(protect::TokenFormat::kDefaultTemplate);
  std::string normalize = "exact";
  bool surrogates = false;
  bool shift_dates = false;  // with surrogates: dates move by one keyed number of days
  bool month_first = false;  // with shift_dates: numeric dates are month first

  // --keyset, --template, --normalize, --surrogates, --shift-dates and --month-first.
  void AddTo(CLI::App* cmd);
  // "encrypted" or "replaced with surrogates", for the summary line.
  const char* Verb() const { return surrogates ? "replaced with surrogates" : "encrypted"; }
};
using EntityReplacer = std::function<Status(Document& doc, protect::EncryptStats* stats)>;
Result<EntityReplacer> MakeReplacer(const ReplacementFlags& flags);
// Runs `before` (when given: protect's detection) and `replace` over every
// document, commits the output, and prints "privtext: <done> N entities in M
// documents: TYPE=n ..." (counts only, never a value). Returns the exit code.
int ReplaceInCorpus(CorpusReader& reader, CorpusWriter& writer, const std::function<Status(Document&)>& before,
                    const EntityReplacer& replace, const TransformOptions& options, Progress& progress,
                    const std::string& done);

using Json = nlohmann::ordered_json;
// The members of the JSON line a document was read from (an empty object for
// plain text), for commands that read fields privtext does not know.
Result<Json> DocumentFields(const Document& doc);
// `--out FILE` for a command whose result is one JSON object ('-': stdout).
void AddJsonOut(CLI::App* command, std::string* out);
// Writes the result (pretty-printed) to `path` or stdout; returns the exit code.
int WriteJson(const std::string& path, const Json& result);

// Flags every corpus-processing command shares.
struct CorpusFlags {
  std::string id_field = "id";
  std::string text_field = "text";
  std::string entities_field = "entities";
  int threads = 0;
  bool quiet = false;

  void AddTo(CLI::App* command, bool with_entities, bool with_threads = true);
  CorpusOptions ToOptions() const;
  TransformOptions ToTransform() const;
  ProgressOptions ToProgress() const;
};

}  // namespace privtext::cli
