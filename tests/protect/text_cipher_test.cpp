#include <algorithm>
#include <random>
#include <thread>

#include <sys/stat.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "privtext/protect.h"
#include "test_util.h"

namespace privtext::protect {
namespace {

PolyalphabeticCipher Letters(const std::string& key) {
  return *PolyalphabeticCipher::Create(key, CipherAlphabet::Letters());
}

// Seed 001, Figure 3: the key advances on every character, spaces included.
TEST(PolyalphabeticCipherTest, ReproducesFigure3) {
  const auto cipher = Letters("hENTu");
  EXPECT_EQ(*cipher.Encrypt("I am a cat."), "q oG I quo.");
  EXPECT_EQ(*cipher.Decrypt("q oG I quo."), "I am a cat.");
}

// Seed 001, §3.1: a Caesar shift by three is the key "C" (table value 3).
// The seed prints "L DP D FDS", but T shifted by three is W: a typo in the
// seed (see docs/protect.md).
TEST(PolyalphabeticCipherTest, KeyLengthOneIsCaesar) {
  EXPECT_EQ(*Letters("C").Encrypt("I AM A CAT"), "L DP D FDW");
}

TEST(PolyalphabeticCipherTest, WrapsAroundTheTable) {
  // z = 52; with key 'A' (1): ((52 + 1 - 1) mod 52) + 1 = 1 = 'A'.
  EXPECT_EQ(*Letters("A").Encrypt("zZ"), "Aa");
  // Key 'z' (52) maps every letter to itself.
  EXPECT_EQ(*Letters("z").Encrypt("Hello, World"), "Hello, World");
}

TEST(PolyalphabeticCipherTest, RandomKeysComeFromTheAlphabet) {
  auto key = PolyalphabeticCipher::RandomKey(100, CipherAlphabet::Letters());
  ASSERT_TRUE(key);
  EXPECT_EQ(key->size(), 100u);
  for (char c : *key) EXPECT_TRUE(std::isalpha(static_cast<unsigned char>(c)));
  EXPECT_NE(*key, *PolyalphabeticCipher::RandomKey(100, CipherAlphabet::Letters()));
  EXPECT_FALSE(PolyalphabeticCipher::RandomKey(0, CipherAlphabet::Letters()));
}

TEST(PolyalphabeticCipherTest, RejectsBadKeysAndAlphabets) {
  EXPECT_FALSE(PolyalphabeticCipher::Create("", CipherAlphabet::Letters()));
  auto bad = PolyalphabeticCipher::Create("ab1", CipherAlphabet::Letters());
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().message(), "cipher key character 3 is not in the alphabet");
  EXPECT_TRUE(PolyalphabeticCipher::Create("ab1", CipherAlphabet::LettersDigits()));
  EXPECT_FALSE(CipherAlphabet::Custom("aba"));
  EXPECT_FALSE(CipherAlphabet::Custom("a"));
  EXPECT_FALSE(CipherAlphabet::ByName("greek"));
}

TEST(PolyalphabeticCipherTest, LettersDigitsShiftsDigitsToo) {
  const auto cipher = *PolyalphabeticCipher::Create("A", CipherAlphabet::LettersDigits());
  EXPECT_EQ(*cipher.Encrypt("09 z"), "1A 0");
}

TEST(PolyalphabeticCipherTest, CustomNonAsciiAlphabet) {
  auto alphabet = CipherAlphabet::Custom("αβγδ");
  ASSERT_TRUE(alphabet);
  const auto cipher = *PolyalphabeticCipher::Create("α", *alphabet);  // shift by 1
  EXPECT_EQ(*cipher.Encrypt("αβ δ x"), "βγ α x");
  EXPECT_EQ(*cipher.Decrypt("βγ α x"), "αβ δ x");
}

TEST(PolyalphabeticCipherTest, InvalidUtf8NamesTheByte) {
  auto r = Letters("abc").Encrypt("abc\xFFxyz");
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().message(), "invalid UTF-8 at byte 3");
  auto truncated = Letters("abc").Encrypt("ab\xE2\x82");
  ASSERT_FALSE(truncated);
  EXPECT_NE(truncated.error().message().find("byte 2"), std::string::npos);
}

std::string RandomUtf8(std::mt19937& rng, std::size_t n) {
  const std::u32string pool = U"abcdefXYZ .,\n09éøß王小明😀\u0301";
  std::string s;
  for (std::size_t i = 0; i < n; ++i) utf8::Append(s, pool[rng() % pool.size()]);
  return s;
}

// Properties over random UTF-8: decryption inverts encryption, code points
// are preserved one for one, characters outside the alphabet are unchanged.
TEST(PolyalphabeticCipherTest, RoundTripOverRandomUtf8) {
  std::mt19937 rng(7);
  for (std::size_t key_length : {1u, 10u, 100u}) {
    const auto cipher = Letters(*PolyalphabeticCipher::RandomKey(key_length, CipherAlphabet::Letters()));
    for (int trial = 0; trial < 50; ++trial) {
      const std::string text = RandomUtf8(rng, rng() % 300);
      const std::string enc = *cipher.Encrypt(text);
      EXPECT_EQ(*cipher.Decrypt(enc), text);
      ASSERT_EQ(utf8::CodePointCount(enc), utf8::CodePointCount(text));
      std::size_t a = 0, b = 0;
      while (a < text.size()) {
        const char32_t p = utf8::DecodeAt(text, a);
        const char32_t c = utf8::DecodeAt(enc, b);
        if (CipherAlphabet::Letters().IndexOf(p) < 0) {
          EXPECT_EQ(p, c);
        }
      }
    }
  }
}

// The formula itself, one code point at a time, as seed 001 states it: the
// reference the table and vectorised paths must match byte for byte.
std::string ReferenceCipher(std::string_view text, std::string_view key, const CipherAlphabet& alphabet,
                            bool decrypt) {
  std::vector<int> k;
  for (std::size_t pos = 0; pos < key.size();) k.push_back(alphabet.IndexOf(utf8::DecodeAt(key, pos)) + 1);
  const int n = static_cast<int>(alphabet.size());
  std::string out;
  std::size_t i = 0;
  for (std::size_t pos = 0; pos < text.size(); ++i) {
    const char32_t c = utf8::DecodeAt(text, pos);
    const int p = alphabet.IndexOf(c) + 1;  // table positions from 1
    const int shift = k[i % k.size()];
    if (p == 0) {
      utf8::Append(out, c);
    } else {
      const int q = decrypt ? ((p - shift - 1) % n + 2 * n) % n + 1 : (p + shift - 1) % n + 1;  // c = ((p + k - 1) mod N) + 1
      utf8::Append(out, alphabet.at(static_cast<std::size_t>(q - 1)));
    }
  }
  return out;
}

// Issue 16: whole 32-byte blocks of ASCII go through the vectorised path,
// the rest through the tables or the scalar code; all agree with the formula
// for every key length (shorter and longer than a block, longer than the
// tables), alphabet and mix of ASCII, non-ASCII and block boundaries.
TEST(PolyalphabeticCipherTest, EveryPathMatchesTheFormula) {
  std::mt19937 rng(3);
  for (const CipherAlphabet& alphabet : {CipherAlphabet::Letters(), CipherAlphabet::LettersDigits(),
                                         *CipherAlphabet::Custom("abcxyz0129"), *CipherAlphabet::Custom("aéb")}) {
    for (std::size_t key_length : {1u, 5u, 31u, 32u, 33u, 100u, 2000u}) {
      const std::string key = *PolyalphabeticCipher::RandomKey(key_length, alphabet);
      auto cipher = PolyalphabeticCipher::Create(key, alphabet);
      ASSERT_TRUE(cipher);
      for (int trial = 0; trial < 6; ++trial) {
        std::string text;
        while (text.size() < 700) {
          // Long ASCII stretches (the vectorised path), then a non-ASCII character.
          const std::size_t run = rng() % 90;
          for (std::size_t j = 0; j < run; ++j) text.push_back(static_cast<char>(32 + rng() % 95));
          if (rng() % 3 == 0) text += (rng() % 2) ? "é" : "東";
          if (rng() % 5 == 0) text += "\n\t\x7f";
        }
        const std::string enc = *cipher->Encrypt(text);
        ASSERT_EQ(enc, ReferenceCipher(text, key, alphabet, false)) << "key length " << key_length;
        ASSERT_EQ(*cipher->Decrypt(enc), text);
        ASSERT_EQ(*cipher->Decrypt(enc), ReferenceCipher(enc, key, alphabet, true));
      }
    }
  }
}

// Issue 16: the JSONL path ciphers texts as JSON holds them. For every
// alphabet (one JSON must escape included), key length and kind of escape,
// its output is the escaped ciphertext of the decoded text.
TEST(PolyalphabeticCipherTest, JsonBodyEqualsEscapedCiphertextOfTheDecodedText) {
  std::mt19937 rng(5);
  const std::vector<std::string> pieces = {"\\n", "\\\"", "\\\\", "\\/", "\\u0041", "\\u00e9", "\\ud83d\\ude00",
                                           "\\u001f", "\\t", "é", "東", "😀", "\x7f", "Zz09 ", "\\u0022"};
  for (const CipherAlphabet& alphabet : {CipherAlphabet::Letters(), CipherAlphabet::LettersDigits(),
                                         *CipherAlphabet::Custom("aé\"b\\ /\n"), *CipherAlphabet::Custom("xyz")}) {
    for (std::size_t key_length : {1u, 7u, 32u, 33u, 2000u}) {
      const std::string key = *PolyalphabeticCipher::RandomKey(key_length, alphabet);
      auto cipher = PolyalphabeticCipher::Create(key, alphabet);
      ASSERT_TRUE(cipher);
      for (int trial = 0; trial < 8; ++trial) {
        std::string body;
        while (body.size() < 600) {
          const std::size_t run = rng() % 70;
          for (std::size_t j = 0; j < run; ++j) {
            const char c = static_cast<char>(32 + rng() % 95);
            if (c != '"' && c != '\\') body.push_back(c);
          }
          body += pieces[rng() % pieces.size()];
        }
        ASSERT_TRUE(json::IsStringBody(body));
        const auto text = nlohmann::json::parse("\"" + body + "\"").get<std::string>();
        for (const bool decrypt : {false, true}) {
          std::string expected, got = "prefix";
          json::AppendEscaped(expected, decrypt ? *cipher->Decrypt(text) : *cipher->Encrypt(text));
          if (decrypt) {
            cipher->DecryptJson(body, &got);
          } else {
            cipher->EncryptJson(body, &got);
          }
          ASSERT_EQ(got, "prefix" + expected) << "key length " << key_length;
        }
      }
    }
  }
}

// Streaming in arbitrary chunks (splitting multi-byte characters) gives the
// same output as one call.
TEST(PolyalphabeticCipherTest, StreamingEqualsWholeText) {
  std::mt19937 rng(11);
  const auto cipher = Letters("hENTuXq");
  for (int trial = 0; trial < 50; ++trial) {
    const std::string text = RandomUtf8(rng, 500);
    auto stream = cipher.EncryptStream();
    std::string out;
    for (std::size_t pos = 0; pos < text.size();) {
      const std::size_t n = std::min<std::size_t>(1 + rng() % 7, text.size() - pos);
      ASSERT_TRUE(stream.Update(std::string_view(text).substr(pos, n), &out));
      pos += n;
    }
    ASSERT_TRUE(stream.Finish());
    EXPECT_EQ(out, *cipher.Encrypt(text));
  }
}

TEST(PolyalphabeticCipherTest, StreamErrorOffsetsCountFromStreamStart) {
  const auto cipher = Letters("k");
  auto stream = cipher.EncryptStream();
  std::string out;
  ASSERT_TRUE(stream.Update("0123456789", &out));
  ASSERT_TRUE(stream.Update("ab\xE2", &out));  // incomplete: carried over
  auto st = stream.Update("\x28", &out);       // E2 28 is invalid
  ASSERT_FALSE(st);
  EXPECT_EQ(st.error().message(), "invalid UTF-8 at byte 12");
}

// Cuts `text` at random places moved past up to three continuation bytes (as
// CipherFile cuts: never inside a valid character) and ciphers the parts one
// by one with CipherPart: the output of the whole text, or its first error.
Result<std::string> CipherInParts(const PolyalphabeticCipher& cipher, std::string_view text, bool decrypt,
                                  std::mt19937& rng) {
  std::string out;
  std::uint64_t code_points = 0;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = std::min(text.size(), at + 1 + rng() % 40);
    for (int moved = 0; end < text.size() && moved < 3 && utf8::IsContinuation(text[end]);
         ++moved) {
      ++end;
    }
    const std::string_view part = text.substr(at, end - at);
    if (auto st = cipher.CipherPart(part, decrypt, code_points, at, end == text.size(), &out); !st) {
      return std::unexpected(st.error());
    }
    code_points += utf8::CodePointCount(part);
    at = end;
  }
  return out;
}

// Parts of a text, each ciphered from its own position (the key position
// its code points give), join to the whole text's ciphertext, for key
// lengths around the parts' sizes, both directions and a non-ASCII alphabet.
TEST(PolyalphabeticCipherTest, PartsJoinToTheWholeText) {
  std::mt19937 rng(13);
  const auto greek = *CipherAlphabet::Custom("αβγδabc");
  for (std::size_t key_length : {1u, 7u, 33u, 100u}) {
    for (const CipherAlphabet& alphabet : {CipherAlphabet::Letters(), greek}) {
      const auto cipher = *PolyalphabeticCipher::Create(*PolyalphabeticCipher::RandomKey(key_length, alphabet), alphabet);
      for (int trial = 0; trial < 20; ++trial) {
        const std::string text = RandomUtf8(rng, rng() % 400) + "αβγ";
        for (bool decrypt : {false, true}) {
          const auto whole = decrypt ? cipher.Decrypt(text) : cipher.Encrypt(text);
          const auto parts = CipherInParts(cipher, text, decrypt, rng);
          ASSERT_TRUE(parts);
          ASSERT_EQ(*parts, *whole) << "key length " << key_length;
        }
      }
    }
  }
}

// Invalid UTF-8 anywhere (at a cut, across one, at the very end, inside a
// part) gives the error the whole text gives, with its byte offset.
TEST(PolyalphabeticCipherTest, PartsGiveTheWholeTextsFirstError) {
  std::mt19937 rng(17);
  const auto cipher = Letters("hENTu");
  const std::vector<std::string> bad = {"\xFF", "\x80", "\x80\x80\x80\x80", "\xE2\x82", "\xF0\x9F\x98",
                                        "\xE0\x80\x80", "\xED\xA0\x80", "😀\x80"};
  int errors = 0;
  for (int trial = 0; trial < 400; ++trial) {
    std::string text = RandomUtf8(rng, 1 + rng() % 60);
    std::size_t at = rng() % (text.size() + 1);
    while (at < text.size() && utf8::IsContinuation(text[at])) ++at;
    text.insert(at, bad[rng() % bad.size()]);
    const auto whole = cipher.Encrypt(text);
    const auto parts = CipherInParts(cipher, text, false, rng);
    ASSERT_EQ(parts.has_value(), whole.has_value()) << "trial " << trial;
    if (whole) {
      EXPECT_EQ(*parts, *whole);
    } else {
      ++errors;
      EXPECT_EQ(parts.error().message(), whole.error().message()) << "trial " << trial;
    }
  }
  // Each insertion is invalid wherever it lands (after a whole character,
  // before one that begins), so every trial compares errors.
  EXPECT_EQ(errors, 400);
}

// Where two long outputs first differ (gtest's diff of megabytes of text
// would take quadratic memory), or npos when they are equal.
std::size_t FirstDifference(std::string_view a, std::string_view b) {
  const auto [ia, ib] = std::mismatch(a.begin(), a.end(), b.begin(), b.end());
  return ia == a.end() && ib == b.end() ? std::string_view::npos : static_cast<std::size_t>(ia - a.begin());
}

// A file is mapped and ciphered in parts on threads, a window of parts at a
// time; its ciphertext is the whole text's whatever the thread count, and
// a bad byte past the first window is named by its offset in the file, with
// no output left behind.
TEST(PolyalphabeticCipherTest, CipherFileInPartsEqualsTheWholeText) {
  testing::TempDir dir;
  std::mt19937 rng(19);
  std::string text;
  while (text.size() < (5u << 20)) text += RandomUtf8(rng, 4096);  // more than one window of 16 x 256 KiB
  testing::WriteText(dir.File("in.txt"), text);
  // Keys of 10, 37 and 43 characters: a window begun at the wrong key
  // position changes the output unless the error is a multiple of the key's
  // length (it is of 10 for this text when the window's offset is dropped).
  for (const char* key : {"hENTuXqLmZ", "hENTuXqLmZpRvKdWcYbAoGsFjIeNtUrQlMkHg",
                          "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ"}) {
    const std::string expected = *Letters(key).Encrypt(text);
    for (int threads : {1, 2, 3}) {
      ASSERT_TRUE(CipherFile(Letters(key), false, dir.File("in.txt"), dir.File("out.txt"), nullptr, threads));
      ASSERT_EQ(FirstDifference(testing::ReadText(dir.File("out.txt")), expected), std::string_view::npos)
          << threads << " threads, key " << key;
    }
  }
  const auto cipher = Letters("hENTuXqLmZ");
  ASSERT_TRUE(CipherFile(cipher, false, dir.File("in.txt"), dir.File("out.txt"), nullptr, 2));
  ASSERT_TRUE(CipherFile(cipher, true, dir.File("out.txt"), dir.File("back.txt"), nullptr, 2));
  EXPECT_EQ(FirstDifference(testing::ReadText(dir.File("back.txt")), text), std::string_view::npos);

  std::size_t at = (9u << 19) + 3;  // 4.5 MiB: the second window
  while (utf8::IsContinuation(text[at])) ++at;
  text.insert(at, "\xFF");
  testing::WriteText(dir.File("bad.txt"), text);
  const Status st = CipherFile(cipher, false, dir.File("bad.txt"), dir.File("bad.out"), nullptr, 2);
  ASSERT_FALSE(st);
  EXPECT_EQ(st.error().message(), dir.File("bad.txt") + ": invalid UTF-8 at byte " + std::to_string(at));
  EXPECT_FALSE(std::filesystem::exists(dir.File("bad.out")));
}

// A named pipe is opened once and streamed (it cannot be mapped): its
// writer's bytes all arrive, ciphered as one text, and a pipe whose text
// ends inside a character is an error naming that byte.
TEST(PolyalphabeticCipherTest, CipherFileStreamsANamedPipe) {
  testing::TempDir dir;
  const std::string fifo = dir.File("in.fifo");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  std::mt19937 rng(23);
  std::string text;
  while (text.size() < (3u << 20)) text += RandomUtf8(rng, 4096);  // more than the pipe's buffer and a chunk
  const auto cipher = Letters("hENTuXqLmZpRvKdWcYbAoGsFjIeNtUrQlMkHg");
  for (const std::string& sent : {text, text + "\xE2\x82"}) {
    std::thread writer([&] { std::ofstream(fifo, std::ios::binary) << sent; });
    const Status st = CipherFile(cipher, false, fifo, dir.File("out.txt"), nullptr, 2);
    writer.join();
    if (sent == text) {
      ASSERT_TRUE(st) << st.error().message();
      EXPECT_EQ(FirstDifference(testing::ReadText(dir.File("out.txt")), *cipher.Encrypt(text)), std::string_view::npos);
    } else {
      ASSERT_FALSE(st);
      EXPECT_EQ(st.error().message(),
                fifo + ": invalid UTF-8 at byte " + std::to_string(text.size()) + " (text ends inside a character)");
    }
  }
}

}  // namespace
}  // namespace privtext::protect
