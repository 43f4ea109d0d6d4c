// privtext: turns a sensitive text corpus into training data a model can learn
// from without learning its secrets. Each subcommand lives in its own file.
#include <iostream>

#include "command_util.h"

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

  privtext::cli::Runner runner;
  privtext::cli::AddKeygenCommand(app, &runner);
  privtext::cli::AddEncryptCommand(app, &runner);
  privtext::cli::AddDecryptCommand(app, &runner);
  privtext::cli::AddCipherCommand(app, &runner);
  privtext::cli::AddDpCommand(app, &runner);
  privtext::cli::AddModelCommand(app, &runner);
  privtext::cli::AddGenerateCommand(app, &runner);
  privtext::cli::AddEmbedCommand(app, &runner);
  privtext::cli::AddDetectCommand(app, &runner);
  privtext::cli::AddProtectCommand(app, &runner);
  privtext::cli::AddPeCommand(app, &runner);
  CLI::App* synth = privtext::cli::AddSynthCommand(app, &runner);
  privtext::cli::AddSecPeCommand(*synth, &runner);
  privtext::cli::AddControlledCommand(*synth, &runner);
  privtext::cli::AddEntityGraphCommand(*synth, &runner);
  privtext::cli::AddRetrieveCommand(app, &runner);
  privtext::cli::AddEvalCommand(app, &runner);
  privtext::cli::AddTrainCommand(app, &runner);
  CLI::App* audit = privtext::cli::AddAuditCommand(app, &runner);
  privtext::cli::AddAuditStatsCommands(app, *audit, &runner);
  privtext::cli::AddAuditModelCommands(*audit, &runner);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::Success&) {
    return 0;
  } catch (const CLI::ParseError& e) {
    std::cerr << "privtext: error: " << e.what() << "\n"
              << "Run with --help for usage.\n";
    return 2;
  }
  return runner ? runner() : 2;
}
