// End-to-end tests of the privtext binary: real files, real processes.
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "privtext/core.h"
#include "test_util.h"

namespace privtext {
namespace {

using testing::ReadText;
using testing::TempDir;
using testing::WriteText;

struct Output {
  int exit_code;
  std::string out;
  std::string err;
};

// Runs `privtext ARGS` with `input` on stdin; what it printed, and the exit
// code. The run's files (.in, .out, .err) are removed, so tests can count
// what a command left behind.
Output Cli(const TempDir& dir, const std::string& args, const std::string& input = "") {
  const int code = testing::RunCli(dir, args, input);
  Output o{code, ReadText(dir.File(".out")), ReadText(dir.File(".err"))};
  for (const char* f : {".in", ".out", ".err"}) std::filesystem::remove(dir.File(f));
  return o;
}

std::string Sample() { return testing::SampleDataDir() + "/sample_corpus.jsonl"; }

std::vector<nlohmann::json> Lines(const std::string& path) {
  std::vector<nlohmann::json> out;
  std::istringstream in(ReadText(path));
  for (std::string line; std::getline(in, line);) out.push_back(nlohmann::json::parse(line));
  return out;
}

int CountLines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

TEST(CliTest, Figure3FromTheSeed) {
  TempDir dir;
  auto o = Cli(dir, "cipher encrypt --key hENTu", "I am a cat.");
  EXPECT_EQ(o.exit_code, 0) << o.err;
  EXPECT_EQ(o.out, "q oG I quo.");
  EXPECT_EQ(o.err, "");
  EXPECT_EQ(Cli(dir, "cipher decrypt --key hENTu", "q oG I quo.").out, "I am a cat.");
}

// Seed 002, Appendix D.1, through the command line.
TEST(CliTest, DpEpsilonReproducesTheSeedsPrivacyLevels) {
  TempDir dir;
  auto a = Cli(dir, "dp epsilon --noise-multiplier 11.28 --steps 11 --sampling-rate 1 --delta 3e-6");
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_NEAR(nlohmann::json::parse(a.out)["epsilon"].get<double>(), 1.29, 0.005);
  auto b = Cli(dir, "dp epsilon --noise-multiplier 2.31 --steps 11 --delta 3e-6");
  EXPECT_NEAR(nlohmann::json::parse(b.out)["epsilon"].get<double>(), 7.58, 0.005);
  auto c = Cli(dir, "dp calibrate --epsilon 7.58 --steps 11 --delta 3e-6");
  ASSERT_EQ(c.exit_code, 0) << c.err;
  EXPECT_NEAR(nlohmann::json::parse(c.out)["noise_multiplier"].get<double>(), 2.31, 0.01);
  // No noise: epsilon is infinite, null in JSON, and the CLI says so.
  auto none = Cli(dir, "dp epsilon --noise-multiplier 0 --steps 11 --delta 3e-6");
  ASSERT_EQ(none.exit_code, 0) << none.err;
  EXPECT_TRUE(nlohmann::json::parse(none.out)["epsilon"].is_null());
  EXPECT_EQ(none.err, "privtext: warning: epsilon is infinite (no noise, or too little for any order): no privacy "
                      "guarantee\n");
  EXPECT_EQ(a.err, "");
  auto bad = Cli(dir, "dp epsilon --noise-multiplier 1 --steps 0 --delta 3e-6");
  EXPECT_EQ(bad.exit_code, 1);
  // The library names its parameter (`steps`); the CLI names the flag.
  EXPECT_EQ(bad.err, "privtext: error: --steps must be at least 1\n");
  auto rate = Cli(dir, "dp calibrate --epsilon 1 --steps 3 --delta 1e-5 --sampling-rate 0.5 --accountant exact");
  EXPECT_EQ(rate.err, "privtext: error: the exact Gaussian accountant needs --sampling-rate 1\n");
}

// A flag's bad value is one line that names the flag and what it wants
// (CLI11's own check said "Value 0 not in range 0 to 1.8e308", then a
// second line).
TEST(CliTest, BadFlagValuesAreOneLineThatSaysWhatIsWanted) {
  TempDir dir;
  auto zero = Cli(dir, "synth pe --in in.jsonl --out pe.jsonl --iterations 0");
  EXPECT_EQ(zero.exit_code, 2);
  EXPECT_EQ(zero.err, "privtext: error: --iterations: must be greater than 0 (got 0) (see --help)\n");
  auto negative = Cli(dir, "detect --threads -1 --in in.jsonl --out out.jsonl");
  EXPECT_EQ(negative.exit_code, 2);
  EXPECT_EQ(negative.err, "privtext: error: --threads: must be 0 or more (got -1) (see --help)\n");
  auto unknown = Cli(dir, "detect --bogus");
  EXPECT_EQ(unknown.err, "privtext: error: The following argument was not expected: --bogus (see --help)\n");
  EXPECT_EQ(testing::CountFiles(dir.path()), 0);  // nothing written
}

// Start-up: the libraries only some commands need (libcurl and its 25,
// OpenBLAS and its thread pool, GLPK, libzip, SentencePiece's trainer) are
// opened on first use, not loaded with the binary. The dynamic loader lists
// what it would load.
TEST(CliTest, HeavyLibrariesAreNotLoadedAtStartUp) {
  TempDir dir;
  const std::string cmd = "LD_TRACE_LOADED_OBJECTS=1 '" + testing::CliPath() + "' > '" +
                          dir.File("libs") + "'";
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  const std::string libs = ReadText(dir.File("libs"));
  EXPECT_NE(libs.find("libc.so"), std::string::npos) << libs;  // the listing is real
  for (const char* heavy : {"libcurl", "libopenblas", "libblas", "liblapack", "libglpk", "libzip",
                            "libsentencepiece_train", "libgfortran", "libdivsufsort"}) {
    EXPECT_EQ(libs.find(heavy), std::string::npos) << heavy << " is loaded at start-up:\n" << libs;
  }
}

// Stopped in the middle of a run (its input a pipe that has sent one line),
// the command leaves neither its output nor the temporary it was writing.
TEST(CliTest, StoppedRunLeavesNoPartialOutput) {
  TempDir dir;
  const std::string fifo = dir.File("in.jsonl");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  const std::string cli = testing::CliPath();
  const pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    execl(cli.c_str(), cli.c_str(), "cipher", "encrypt", "--jsonl", "--in", fifo.c_str(), "--out",
          dir.File("out.jsonl").c_str(), "--key", "hENTu", "-q", static_cast<char*>(nullptr));
    std::_Exit(127);
  }
  // Opened without blocking (ENXIO until the command opens its input), so a
  // command that never opens it fails the test instead of hanging it.
  int writer = -1;
  for (int i = 0; i < 1000 && writer < 0; ++i) {
    writer = open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
    if (writer < 0) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  if (writer < 0) {
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
  }
  ASSERT_GE(writer, 0);
  const std::string line = "{\"id\": \"1\", \"text\": \"I am a cat.\"}\n";
  ASSERT_EQ(write(writer, line.data(), line.size()), static_cast<ssize_t>(line.size()));
  // The output's temporary appears beside the target once the command writes.
  int files = 0;
  for (int i = 0; i < 500 && (files = testing::CountFiles(dir.path())) < 2; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(files, 2);
  ASSERT_EQ(kill(pid, SIGTERM), 0);
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  close(writer);
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM) << status;
  EXPECT_EQ(testing::CountFiles(dir.path()), 1);  // the input alone
}

TEST(CliTest, HelpAndVersion) {
  TempDir dir;
  auto v = Cli(dir, "--version");
  EXPECT_EQ(v.exit_code, 0);
  EXPECT_EQ(v.out.rfind("privtext ", 0), 0u);
  for (const char* sub : {"keygen", "encrypt", "decrypt", "cipher", "dp"}) {
    auto h = Cli(dir, std::string(sub) + " --help");
    EXPECT_EQ(h.exit_code, 0) << sub;
    EXPECT_NE(h.out.find("--"), std::string::npos) << sub;
  }
  auto bad = Cli(dir, "frobnicate");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("privtext: error:"), std::string::npos);
}

TEST(CliTest, KeygenWritesPrivateKeysetAndRotates) {
  TempDir dir;
  auto o = Cli(dir, "keygen --out ks.json");
  ASSERT_EQ(o.exit_code, 0) << o.err;
  struct stat st {};
  ASSERT_EQ(stat(dir.File("ks.json").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  const std::string first = ReadText(dir.File("ks.json"));
  auto again = Cli(dir, "keygen --out ks.json");
  EXPECT_EQ(again.exit_code, 1);
  EXPECT_EQ(CountLines(again.err), 1);
  EXPECT_EQ(ReadText(dir.File("ks.json")), first);  // untouched
  ASSERT_EQ(Cli(dir, "keygen --out ks.json --add --mode aes-ecb --bits 128").exit_code, 0);
  EXPECT_EQ(nlohmann::json::parse(ReadText(dir.File("ks.json")))["keys"].size(), 2u);
  // An imported key never shows up in any output.
  auto imported = Cli(dir, "keygen --out k2.json --mode aes-ecb --key-hex -",
                      "2b7e151628aed2a6abf7158809cf4f3c\n");
  ASSERT_EQ(imported.exit_code, 0) << imported.err;
  EXPECT_EQ(imported.err.find("2b7e"), std::string::npos);
  EXPECT_EQ(Cli(dir, "keygen --out k3.json --key-hex 00zz").exit_code, 1);
}

// Seed-compatible AES-ECB tokens, checked against the openssl command line.
TEST(CliTest, EcbTokensMatchOpenSsl) {
  TempDir dir;
  const std::string key = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
  ASSERT_EQ(Cli(dir, "keygen --out ks.json --mode aes-ecb --key-hex " + key).exit_code, 0);
  WriteText(dir.File("in.jsonl"),
            R"({"id":"1","text":"Call Zoë Østergaard now","entities":[{"start":5,"end":19,"type":"PERSON"}]})"
            "\n");
  ASSERT_EQ(Cli(dir, "encrypt --keyset ks.json --in in.jsonl --out out.jsonl").exit_code, 0);
  const std::string cmd = "printf 'Zoë Østergaard' | openssl enc -aes-256-ecb -K " + key +
                          " | base64 -w0 > '" + dir.File("expected") + "'";
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  const auto doc = Lines(dir.File("out.jsonl")).at(0);
  EXPECT_EQ(doc["text"], "Call Person_[" + ReadText(dir.File("expected")) + "] now");
}

TEST(CliTest, SampleCorpusRoundTripsThroughEncryptAndDecrypt) {
  for (const char* mode : {"aes-siv", "aes-ecb"}) {
    TempDir dir;
    ASSERT_EQ(Cli(dir, std::string("keygen --out ks.json --mode ") + mode).exit_code, 0);
    auto enc = Cli(dir, "encrypt --keyset ks.json --in " + Sample() + " --out enc.jsonl --threads 2");
    ASSERT_EQ(enc.exit_code, 0) << enc.err;
    auto dec = Cli(dir, "decrypt --keyset ks.json --in enc.jsonl --out dec.jsonl --source enc.jsonl "
                        "--report report.jsonl");
    ASSERT_EQ(dec.exit_code, 0) << dec.err;
    // The decrypted corpus is plaintext: readable by its owner only.
    struct stat st {};
    ASSERT_EQ(stat(dir.File("dec.jsonl").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u);
    const auto original = Lines(Sample());
    const auto encrypted = Lines(dir.File("enc.jsonl"));
    const auto decrypted = Lines(dir.File("dec.jsonl"));
    ASSERT_EQ(original.size(), decrypted.size());
    for (std::size_t i = 0; i < original.size(); ++i) {
      EXPECT_EQ(decrypted[i]["id"], original[i]["id"]);
      EXPECT_EQ(decrypted[i]["text"], original[i]["text"]);
      EXPECT_EQ(decrypted[i]["entities"], original[i]["entities"]);
      EXPECT_EQ(decrypted[i]["kind"], original[i]["kind"]);  // unknown fields kept
      // No identifying value survives encryption.
      const std::string text = original[i]["text"];
      const utf8::OffsetMap offsets(text);
      for (const auto& e : original[i]["entities"]) {
        if (e["type"] == "DATE_TIME") continue;  // years recur in ordinary prose
        const std::size_t b0 = *offsets.ToByte(e["start"]), b1 = *offsets.ToByte(e["end"]);
        EXPECT_EQ(encrypted[i]["text"].get<std::string>().find(text.substr(b0, b1 - b0)),
                  std::string::npos);
      }
    }
    EXPECT_EQ(ReadText(dir.File("report.jsonl")), "");  // every token clean
    // The summary counts types but never names a value.
    EXPECT_NE(enc.err.find("PERSON="), std::string::npos);
    EXPECT_EQ(enc.err.find("Eskildsen"), std::string::npos);
    EXPECT_EQ(encrypted.size(), original.size());
    EXPECT_EQ(ReadText(dir.File("enc.jsonl")).find("Eskildsen"), std::string::npos);
  }
}

TEST(CliTest, DecryptReportsModelOutputFailures) {
  TempDir dir;
  ASSERT_EQ(Cli(dir, "keygen --out ks.json --mode aes-ecb --key-hex 2b7e151628aed2a6abf7158809cf4f3c")
                .exit_code, 0);
  WriteText(dir.File("src.jsonl"),
            R"({"id":"a","text":"x","entities":[{"start":0,"end":1,"type":"PERSON"}]})" "\n"
            R"({"id":"b","text":"Ulla Eskildsen","entities":[{"start":0,"end":14,"type":"PERSON"}]})" "\n");
  ASSERT_EQ(Cli(dir, "encrypt --keyset ks.json --in src.jsonl --out enc.jsonl").exit_code, 0);
  WriteText(dir.File("answers.jsonl"),
            R"({"id":"a","text":"It was Person_[xWhxplAxOF31pXTPazKZ3Q]. Or Person_[AAAAAAAAAAAAAAAAAAAAAA==]"})" "\n");
  auto o = Cli(dir, "decrypt --keyset ks.json --in answers.jsonl --out dec.jsonl --source enc.jsonl "
                    "--report rep.jsonl");
  ASSERT_EQ(o.exit_code, 0) << o.err;
  EXPECT_EQ(Lines(dir.File("dec.jsonl"))[0]["text"],
            "It was Ulla Eskildsen. Or Person_[AAAAAAAAAAAAAAAAAAAAAA==]");
  const auto rep = Lines(dir.File("rep.jsonl"));
  ASSERT_EQ(rep.size(), 2u);
  EXPECT_EQ(rep[0]["status"], "other_document");  // revised too, but copied from "b"
  EXPECT_EQ(rep[0]["class"], "FCAOA");
  EXPECT_EQ(rep[0]["start"], 7);
  EXPECT_EQ(rep[1]["status"], "padding_error");
  EXPECT_EQ(rep[1]["class"], "FCND");
  EXPECT_EQ(rep[1]["id"], "a");
}

TEST(CliTest, WrongKeyRestoresNothing) {
  TempDir dir;
  ASSERT_EQ(Cli(dir, "keygen --out right.json").exit_code, 0);
  ASSERT_EQ(Cli(dir, "keygen --out wrong.json").exit_code, 0);
  ASSERT_EQ(Cli(dir, "encrypt --keyset right.json --in " + Sample() + " --out enc.jsonl").exit_code, 0);
  auto o = Cli(dir, "decrypt --keyset wrong.json --in enc.jsonl --out dec.jsonl --report rep.jsonl");
  ASSERT_EQ(o.exit_code, 0) << o.err;
  EXPECT_EQ(ReadText(dir.File("dec.jsonl")).find("Eskildsen"), std::string::npos);
  std::size_t tokens = 0;
  for (const auto& d : Lines(Sample())) tokens += d["entities"].size();
  const auto rep = Lines(dir.File("rep.jsonl"));
  EXPECT_EQ(rep.size(), tokens);
  for (const auto& r : rep) EXPECT_EQ(r["status"], "auth_failure");
  EXPECT_NE(o.err.find("privtext: warning: no token decrypted under wrong.json: were these tokens encrypted with "
                       "another keyset?\n"),
            std::string::npos)
      << o.err;
  // With the right keyset, no warning.
  o = Cli(dir, "decrypt --keyset right.json --in enc.jsonl --out dec.jsonl");
  ASSERT_EQ(o.exit_code, 0) << o.err;
  EXPECT_EQ(o.err.find("warning"), std::string::npos) << o.err;
}

TEST(CliTest, FailedRunLeavesNoOutput) {
  TempDir dir;
  ASSERT_EQ(Cli(dir, "keygen --out ks.json").exit_code, 0);
  const std::string good = R"({"id":"1","text":"ok","entities":[]})" "\n";
  WriteText(dir.File("bad_utf8.jsonl"), good + good + "{\"id\":\"3\",\"text\":\"\xC3\x28\",\"entities\":[]}\n");
  auto o = Cli(dir, "encrypt --keyset ks.json --in bad_utf8.jsonl --out out.jsonl");
  EXPECT_EQ(o.exit_code, 1);
  EXPECT_EQ(o.err, "privtext: error: bad_utf8.jsonl:3: invalid UTF-8 at byte 18\n");
  EXPECT_FALSE(std::filesystem::exists(dir.File("out.jsonl")));
  EXPECT_EQ(testing::CountFiles(dir.path()), 2);  // ks.json and the input: no temporary

  WriteText(dir.File("no_entities.jsonl"), R"({"id":"1","text":"ok"})" "\n");
  auto m = Cli(dir, "encrypt --keyset ks.json --in no_entities.jsonl --out out.jsonl");
  EXPECT_EQ(m.exit_code, 1);
  EXPECT_NE(m.err.find("no_entities.jsonl:1: missing field \"entities\""), std::string::npos);
  EXPECT_EQ(CountLines(m.err), 1);
  EXPECT_FALSE(std::filesystem::exists(dir.File("out.jsonl")));

  auto k = Cli(dir, "encrypt --keyset missing.json --in no_entities.jsonl --out out.jsonl");
  EXPECT_EQ(k.exit_code, 1);
  EXPECT_EQ(CountLines(k.err), 1);

  auto c = Cli(dir, "cipher encrypt --key abc --in bad_utf8.jsonl --out c.txt");
  EXPECT_EQ(c.exit_code, 1);
  EXPECT_NE(c.err.find("invalid UTF-8 at byte"), std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(dir.File("c.txt")));
}

// Seed 004's fine-tuning pairs need no model: one per document, the code's
// values first and masked, the document after "TEXT: ". Without --out or
// --training-pairs the command says what is missing.
TEST(CliTest, ControlledTrainingPairsFromTheSampleCorpus) {
  TempDir dir;
  auto o = Cli(dir, "synth controlled --in " + Sample() + " --training-pairs pairs.jsonl --mask-private -q");
  ASSERT_EQ(o.exit_code, 0) << o.err;
  const auto pairs = Lines(dir.File("pairs.jsonl")), docs = Lines(Sample());
  ASSERT_EQ(pairs.size(), docs.size());
  const std::string text = pairs[0]["text"];
  EXPECT_TRUE(text.starts_with("CODE: 22337/95, GB48 SDHU 9099 6030 8246 28\nLOC: Norland,")) << text;
  EXPECT_TRUE(text.ends_with("TEXT: " + docs[0]["text"].get<std::string>()));
  EXPECT_EQ(pairs[0]["entities"][0]["type"], "CONTROL_CODE");
  EXPECT_EQ(pairs[0]["entities"].size(), docs[0]["entities"].size() + 1);
  auto missing = Cli(dir, "synth controlled --in " + Sample());
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_EQ(missing.err, "privtext: error: --out is required (or --training-pairs)\n");
}

TEST(CliTest, CipherFilesJsonlAndRandomKeys) {
  TempDir dir;
  auto o = Cli(dir, "cipher encrypt --key-length 100 --key-out cipher.key --jsonl --in " + Sample() +
                    " --out enc.jsonl");
  ASSERT_EQ(o.exit_code, 0) << o.err;
  struct stat st {};
  ASSERT_EQ(stat(dir.File("cipher.key").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  EXPECT_EQ(ReadText(dir.File("cipher.key")).size(), 101u);
  ASSERT_EQ(Cli(dir, "cipher decrypt --key-file cipher.key --jsonl --in enc.jsonl --out dec.jsonl")
                .exit_code, 0);
  const auto original = Lines(Sample());
  const auto encrypted = Lines(dir.File("enc.jsonl"));
  const auto decrypted = Lines(dir.File("dec.jsonl"));
  ASSERT_EQ(decrypted.size(), original.size());
  for (std::size_t i = 0; i < original.size(); ++i) {
    EXPECT_EQ(decrypted[i], original[i]);
    EXPECT_NE(encrypted[i]["text"], original[i]["text"]);
  }
  // A large plain file streams through in chunks and back.
  std::string big;
  while (big.size() < 3'000'000) big += "Zoë Østergaard called +44 7700 900123 from Norhaven.\n";
  WriteText(dir.File("big.txt"), big);
  ASSERT_EQ(Cli(dir, "cipher encrypt --key-file cipher.key --in big.txt --out big.enc -q").exit_code, 0);
  ASSERT_EQ(Cli(dir, "cipher decrypt --key-file cipher.key --in big.enc --out big.dec -q").exit_code, 0);
  EXPECT_EQ(ReadText(dir.File("big.dec")), big);
  EXPECT_NE(ReadText(dir.File("big.enc")), big);
  // A file is mapped and ciphered on the threads, stdin streamed: the same ciphertext.
  auto piped = Cli(dir, "cipher encrypt --key-file cipher.key -q", big);
  ASSERT_EQ(piped.exit_code, 0) << piped.err;
  EXPECT_TRUE(piped.out == ReadText(dir.File("big.enc")));
  // Exactly one key source.
  EXPECT_EQ(Cli(dir, "cipher encrypt --key a --key-file cipher.key", "x").exit_code, 1);
  EXPECT_EQ(Cli(dir, "cipher decrypt --key-length 5 --key-out k", "x").exit_code, 1);
}

}  // namespace
}  // namespace privtext
