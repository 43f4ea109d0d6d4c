// privtext cipher: seed 001's polyalphabetic substitution over whole texts.
#include <iostream>

#include "command_util.h"
#include "privtext/protect.h"

namespace privtext::cli {
namespace {

struct CipherFlags {
  std::string direction;  // encrypt | decrypt
  std::string key;
  std::string key_file;
  std::size_t key_length = 0;
  std::string key_out;
  std::string in = "-";
  std::string out = "-";
  bool jsonl = false;
  std::string alphabet = "letters";
  std::string alphabet_chars;
  CorpusFlags corpus;
};

Result<std::string> ResolveKey(const CipherFlags& f, const protect::CipherAlphabet& alphabet) {
  const int given = !f.key.empty() + !f.key_file.empty() + (f.key_length != 0);
  if (given != 1) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "give exactly one of --key, --key-file, or --key-length with --key-out");
  }
  if (!f.key.empty()) return f.key;
  if (!f.key_file.empty()) {
    auto text = ReadFile(f.key_file);
    if (!text) return std::unexpected(text.error());
    while (!text->empty() && (text->back() == '\n' || text->back() == '\r')) text->pop_back();
    return text;
  }
  if (f.direction == "decrypt") {
    return MakeError(ErrorCode::kInvalidArgument,
                     "--key-length makes a new key; decrypting needs --key or --key-file");
  }
  if (f.key_out.empty()) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "--key-length needs --key-out, or the new key would be lost");
  }
  auto key = protect::PolyalphabeticCipher::RandomKey(f.key_length, alphabet);
  if (!key) return std::unexpected(key.error());
  if (auto st = WriteFileAtomically(f.key_out, *key + "\n", 0600); !st) {
    return std::unexpected(st.error());
  }
  return key;
}

int Run(const CipherFlags& f) {
  auto alphabet = f.alphabet_chars.empty() ? protect::CipherAlphabet::ByName(f.alphabet)
                                           : protect::CipherAlphabet::Custom(f.alphabet_chars);
  if (!alphabet) return ReportError(alphabet.error());
  auto key = ResolveKey(f, *alphabet);
  if (!key) return ReportError(key.error());
  auto cipher = protect::PolyalphabeticCipher::Create(*key, std::move(*alphabet));
  if (!cipher) return ReportError(cipher.error());
  const bool decrypt = f.direction == "decrypt";

  ProgressOptions progress_options = f.corpus.ToProgress();
  if (!f.jsonl) {
    Progress progress("cipher bytes", 0, progress_options);
    if (auto st = protect::CipherFile(*cipher, decrypt, f.in, f.out, &progress, f.corpus.ToTransform().threads);
        !st) {
      return ReportError(st.error());
    }
    return 0;
  }
  const CorpusOptions options = f.corpus.ToOptions();
  auto reader = CorpusReader::Open(f.in, options);
  if (!reader) return ReportError(reader.error());
  auto writer = CorpusWriter::Create(f.out, options, /*with_entities=*/false);
  if (!writer) return ReportError(writer.error());
  Progress progress("cipher", 0, progress_options);
  if (auto st = protect::CipherCorpus(*cipher, decrypt, *reader, *writer, f.corpus.ToTransform(),
                                      &progress);
      !st) {
    return ReportError(st.error());
  }
  if (auto st = writer->Commit(); !st) return ReportError(st.error());
  return 0;
}

}  // namespace

void AddCipherCommand(CLI::App& app, Runner* runner) {
  auto flags = std::make_shared<CipherFlags>();
  CLI::App* cmd = app.add_subcommand(
      "cipher", "Polyalphabetic substitution cipher over whole texts (seed 001, Crypto-LLM)");
  cmd->add_option("direction", flags->direction, "encrypt or decrypt")
      ->required()
      ->check(CLI::IsMember({"encrypt", "decrypt"}));
  cmd->add_option("--key", flags->key, "key as alphabet characters, e.g. hENTu");
  cmd->add_option("--key-file", flags->key_file, "file holding the key");
  cmd->add_option("--key-length", flags->key_length,
                  "draw a random key of this many characters (CSPRNG); needs --key-out");
  cmd->add_option("--key-out", flags->key_out, "where to write a drawn key (mode 0600)");
  cmd->add_option("--in", flags->in, "input file ('-': stdin)")->capture_default_str();
  cmd->add_option("--out", flags->out, "output file ('-': stdout)")->capture_default_str();
  cmd->add_flag("--jsonl", flags->jsonl, "cipher the text field of each JSONL line");
  cmd->add_option("--alphabet", flags->alphabet, "letters (A-Z a-z, N=52) or letters-digits")
      ->check(CLI::IsMember({"letters", "letters-digits"}))
      ->capture_default_str();
  cmd->add_option("--alphabet-chars", flags->alphabet_chars,
                  "use these characters, in this order, as the alphabet");
  flags->corpus.AddTo(cmd, /*with_entities=*/false);
  cmd->callback([flags, runner] { *runner = [flags] { return Run(*flags); }; });
}

}  // namespace privtext::cli
