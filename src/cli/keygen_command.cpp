// privtext keygen: create a keyset, import a key, or rotate by adding one.
#include <filesystem>
#include <iostream>

#include "command_util.h"
#include "privtext/protect.h"

namespace privtext::cli {
namespace {

struct KeygenFlags {
  std::string out;
  std::string mode = "aes-siv";
  std::size_t bits = 0;
  std::string key_hex;
  bool add = false;
  bool force = false;
};

Result<protect::SecretBytes> KeyMaterial(const KeygenFlags& f, protect::KeyMode mode) {
  if (f.key_hex.empty()) {
    return protect::SecretBytes::Random(
        (f.bits != 0 ? f.bits : protect::Keyset::DefaultBits(mode)) / 8);
  }
  std::string hex = f.key_hex;
  if (hex == "-") std::getline(std::cin, hex);  // keeps the key out of `ps`
  auto key = protect::SecretBytes::FromHex(hex);
  std::fill(hex.begin(), hex.end(), '\0');
  if (!key) return std::unexpected(key.error().WithContext("--key-hex"));
  if (f.bits != 0 && key->size() * 8 != f.bits) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "--key-hex holds " + std::to_string(key->size() * 8) + " bits, not --bits " +
                         std::to_string(f.bits));
  }
  return key;
}

int Run(const KeygenFlags& f) {
  auto mode = protect::ParseKeyMode(f.mode);
  if (!mode) return ReportError(mode.error());
  const bool exists = std::filesystem::exists(f.out);
  if (exists && !f.add && !f.force) {
    return ReportError(Error(ErrorCode::kAlreadyExists,
                             f.out + " exists; use --add to rotate in a new key, or --force to "
                                     "replace it (its keys are then lost)"));
  }
  if (f.add && !exists) {
    return ReportError(Error(ErrorCode::kNotFound, "--add needs an existing keyset at " + f.out));
  }
  auto material = KeyMaterial(f, *mode);
  if (!material) return ReportError(material.error());

  Result<protect::Keyset> keyset = MakeError(ErrorCode::kInternal, "unset");
  if (f.add) {
    keyset = protect::Keyset::Load(f.out);
    if (!keyset) return ReportError(keyset.error());
    if (auto id = keyset->Add(*mode, std::move(*material)); !id) return ReportError(id.error());
  } else {
    keyset = protect::Keyset::FromKey(*mode, std::move(*material));
    if (!keyset) return ReportError(keyset.error());
  }
  if (auto st = keyset->Save(f.out); !st) return ReportError(st.error());
  const auto& primary = keyset->primary();
  std::cerr << "privtext: wrote " << f.out << ": " << keyset->keys().size()
            << " key(s), primary " << primary.id << " (" << protect::KeyModeName(primary.mode)
            << ", " << primary.material.size() * 8 << " bits)\n";
  return 0;
}

}  // namespace

void AddKeygenCommand(CLI::App& app, Runner* runner) {
  auto flags = std::make_shared<KeygenFlags>();
  CLI::App* cmd = app.add_subcommand(
      "keygen", "Create a keyset (file mode 0600) for entity encryption, or add a key to one");
  cmd->add_option("--out", flags->out, "keyset file to write")->required();
  cmd->add_option("--mode", flags->mode, "aes-siv (RFC 5297, default) or aes-ecb (seed 000)")
      ->check(CLI::IsMember({"aes-siv", "aes-ecb"}))
      ->capture_default_str();
  cmd->add_option("--bits", flags->bits,
                  "key size: aes-siv 256|384|512 (default 512), aes-ecb 128|256 (default 256)");
  cmd->add_option("--key-hex", flags->key_hex,
                  "import this key instead of generating one ('-' reads it from stdin)");
  cmd->add_flag("--add", flags->add, "add the key to an existing keyset and make it primary");
  cmd->add_flag("--force", flags->force, "replace an existing keyset");
  cmd->callback([flags, runner] { *runner = [flags] { return Run(*flags); }; });
}

}  // namespace privtext::cli
