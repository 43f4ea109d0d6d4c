// Throughput of the protect module, each figure beside the machine's memcpy
// bandwidth measured in the same run (BM_Memcpy), so numbers from different
// machines can be compared as a fraction of what memory allows.
//
//   build/bin/protect_bench --benchmark_counters_tabular=true
#include <cstring>
#include <random>

#include <benchmark/benchmark.h>

#include "privtext/pipeline.h"
#include "privtext/protect.h"

namespace privtext::protect {
namespace {

std::string EnglishLikeText(std::size_t n) {
  static const char* kWords[] = {"the", "applicant", "court", "was", "born", "in", "Norhaven",
                                 "and", "Zoë", "lodged", "an", "application", "on", "1996,"};
  std::mt19937 rng(1);
  std::string s;
  while (s.size() < n) {
    s += kWords[rng() % std::size(kWords)];
    s += ' ';
  }
  s.resize(n);
  while (utf8::FindInvalid(s)) s.pop_back();  // do not cut a character in two
  return s;
}

void BM_Memcpy(benchmark::State& state) {
  const std::size_t n = static_cast<std::size_t>(state.range(0));
  std::vector<char> src(n, 'x'), dst(n);
  for (auto _ : state) {
    std::memcpy(dst.data(), src.data(), n);
    benchmark::DoNotOptimize(dst.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * n));
}
BENCHMARK(BM_Memcpy)->RangeMultiplier(16)->Range(1 << 10, 1 << 24);

// Seed 001's cipher, one core, key lengths 1 / 10 / 100.
void BM_PolyalphabeticEncrypt(benchmark::State& state) {
  const std::size_t n = static_cast<std::size_t>(state.range(0));
  const auto key = *PolyalphabeticCipher::RandomKey(static_cast<std::size_t>(state.range(1)),
                                                    CipherAlphabet::Letters());
  const auto cipher = *PolyalphabeticCipher::Create(key, CipherAlphabet::Letters());
  const std::string text = EnglishLikeText(n);
  for (auto _ : state) {
    auto out = cipher.Encrypt(text);
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_PolyalphabeticEncrypt)
    ->ArgsProduct({{1 << 10, 1 << 16, 1 << 24}, {1, 10, 100}})
    ->ArgNames({"bytes", "key"});

// One entity value to one token: AES-SIV (range 0) or AES-ECB (range 1).
void BM_EncryptValue(benchmark::State& state) {
  const KeyMode mode = state.range(0) == 0 ? KeyMode::kAesSiv : KeyMode::kAesEcb;
  const auto encryptor = *EntityEncryptor::Create(*Keyset::Generate(mode));
  const std::string values[] = {"Ulla Eskildsen", "+44 7700 900123", "GB48 SDHU 9099 6030 8246 28",
                                "Norhaven", "29 November 1996"};
  std::size_t i = 0;
  for (auto _ : state) {
    auto token = encryptor.EncryptValue(values[i++ % 5], "PERSON");
    benchmark::DoNotOptimize(token);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  state.SetLabel(mode == KeyMode::kAesSiv ? "aes-siv tokens" : "aes-ecb tokens");
}
BENCHMARK(BM_EncryptValue)->Arg(0)->Arg(1);

// One value to its surrogate, of five types (a name, a phone number, an
// IBAN, a place, a date), with the gazetteers as pools.
void BM_SurrogateValue(benchmark::State& state) {
  const auto generator = *SurrogateGenerator::Create(*Keyset::Generate(KeyMode::kAesSiv),
                                                     pipeline::BuiltinSurrogatePools());
  const std::pair<const char*, const char*> values[] = {{"Ulla Eskildsen", "PERSON"},
                                                        {"+44 7700 900123", "PHONE_NUMBER"},
                                                        {"GB48 SDHU 9099 6030 8246 28", "IBAN_CODE"},
                                                        {"Norhaven", "LOCATION"},
                                                        {"29 November 1996", "DATE_TIME"}};
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& [value, type] = values[i++ % 5];
    auto surrogate = generator.Surrogate(value, type);
    benchmark::DoNotOptimize(surrogate);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  state.SetLabel("surrogates");
}
BENCHMARK(BM_SurrogateValue);

void BM_DecryptDocument(benchmark::State& state) {
  const KeyMode mode = state.range(0) == 0 ? KeyMode::kAesSiv : KeyMode::kAesEcb;
  const auto keyset = *Keyset::Generate(mode);
  const auto encryptor = *EntityEncryptor::Create(keyset);
  const auto decryptor = *EntityDecryptor::Create(keyset);
  std::string text;
  for (int i = 0; i < 100; ++i) {
    text += "On 3 May the court heard " + *encryptor.EncryptValue("Person " + std::to_string(i), "PERSON") +
            " of " + *encryptor.EncryptValue("Norhaven", "LOCATION") + ". ";
  }
  for (auto _ : state) {
    Document doc;
    doc.text = text;
    auto st = decryptor.DecryptDocument(doc, nullptr, nullptr, nullptr);
    benchmark::DoNotOptimize(st);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * 200));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
  state.SetLabel(mode == KeyMode::kAesSiv ? "aes-siv tokens" : "aes-ecb tokens");
}
BENCHMARK(BM_DecryptDocument)->Arg(0)->Arg(1);

}  // namespace
}  // namespace privtext::protect
