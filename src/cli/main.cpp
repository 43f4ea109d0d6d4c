// privtext: turns a sensitive text corpus into training data a model can learn
// from without learning its secrets. Each subcommand lives in its own file.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <iostream>
#include <string_view>

#include "command_util.h"

namespace privtext::cli {
namespace {

// The subcommands, by the top-level names each adder registers. Building
// every subcommand's options costs about a millisecond, a fifth of a short
// command's start-up, so only the group named on the command line is built;
// all are when none is named (help, --version, a mistyped name).
struct CommandGroup {
  std::array<std::string_view, 2> names;
  void (*add)(CLI::App& app, Runner* runner);
};

constexpr CommandGroup kCommandGroups[] = {
    {{"keygen"}, AddKeygenCommand},
    {{"encrypt"}, AddEncryptCommand},
    {{"decrypt"}, AddDecryptCommand},
    {{"cipher"}, AddCipherCommand},
    {{"dp"}, AddDpCommand},
    {{"model"}, AddModelCommand},
    {{"generate"}, AddGenerateCommand},
    {{"embed"}, AddEmbedCommand},
    {{"detect"}, AddDetectCommand},
    {{"protect"}, AddProtectCommand},
    {{"pe"}, AddPeCommand},
    {{"synth"},
     [](CLI::App& app, Runner* runner) {
       CLI::App* synth = AddSynthCommand(app, runner);
       AddSecPeCommand(*synth, runner);
       AddControlledCommand(*synth, runner);
       AddEntityGraphCommand(*synth, runner);
     }},
    {{"retrieve"}, AddRetrieveCommand},
    {{"eval"}, AddEvalCommand},
    {{"train"}, AddTrainCommand},
    {{"audit", "tokenizer"},
     [](CLI::App& app, Runner* runner) {
       CLI::App* audit = AddAuditCommand(app, runner);
       AddAuditStatsCommands(app, *audit, runner);
       AddAuditModelCommands(*audit, runner);
     }},
};

}  // namespace
}  // namespace privtext::cli

int main(int argc, char** argv) {
  CLI::App app{"privtext: private training data from sensitive text", "privtext"};
  app.set_version_flag("");
  app.add_flag_callback(
      "--version",
      [] {
        std::cout << "privtext " << privtext::Version() << "\n";
        throw CLI::Success();
      },
      "print the version and exit");
  app.require_subcommand(1);
  app.fallthrough();
  privtext::RemoveTemporariesOnSignals();
  // PRIVTEXT_PARSE_ONLY=1 checks a command line and stops: exit 0 when it
  // parses, 2 with the error otherwise (the docs' examples are tested so).
  const bool parse_only = std::getenv("PRIVTEXT_PARSE_ONLY") != nullptr;
  if (!parse_only) {
    if (const int status = privtext::cli::HandOffParquet(argc, argv); status >= 0) return status;
  }

  privtext::cli::Runner runner;
  const std::string_view named = argc > 1 ? argv[1] : "";
  bool added = false;
  for (const privtext::cli::CommandGroup& group : privtext::cli::kCommandGroups) {
    if (std::find(group.names.begin(), group.names.end(), named) != group.names.end()) {
      group.add(app, &runner);
      added = true;
    }
  }
  if (!added) {
    for (const privtext::cli::CommandGroup& group : privtext::cli::kCommandGroups) group.add(app, &runner);
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::Success&) {
    return 0;
  } catch (const CLI::ParseError& e) {
    std::cerr << "privtext: error: " << e.what() << " (see --help)\n";  // one line, as every error
    return 2;
  }
  if (parse_only) return runner ? 0 : 2;
  return runner ? runner() : 2;
}
