// Keysets, entity encryption and decryption, the whole-text cipher, and
// protect() (detect + encrypt). Batch calls take lists, release the GIL and
// run on the library's worker threads; every offset is a code-point offset.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bindings.h"
#include "convert.h"
#include "detector.h"
#include "privtext/pipeline.h"
#include "privtext/protect.h"

namespace py = pybind11;

namespace privtext::python {
namespace {

using protect::Keyset;
using protect::KeyMode;

struct EncryptedText {
  std::string text;
  std::vector<Span> entities;  // the tokens' spans
};

struct DecryptedText {
  std::string text;
  std::vector<Span> entities;  // the restored values' spans
  std::vector<protect::TokenReport> failures;  // tokens not cleanly decrypted
  std::map<std::string, std::uint64_t> tokens;  // tokens found, by status
};

std::vector<std::vector<Span>> BatchEntities(const std::vector<std::string>& texts, py::handle entities) {
  std::vector<std::vector<Span>> out;
  if (py::len(entities) != texts.size()) {
    Raise(ErrorCode::kInvalidArgument, "entities: " + std::to_string(py::len(entities)) + " lists for " +
                                           std::to_string(texts.size()) + " texts");
  }
  std::size_t i = 0;
  for (py::handle e : entities) out.push_back(SpansFromPython(e, "entities[" + std::to_string(i++) + "]"));
  return out;
}

// What replaces a document's entities: tokens or surrogates.
Status ReplaceIn(const protect::EntityEncryptor& encryptor, Document& doc) { return encryptor.EncryptDocument(doc, nullptr); }
Status ReplaceIn(const protect::SurrogateGenerator& surrogates, Document& doc) {
  return surrogates.ReplaceDocument(doc, nullptr);
}

template <class Replacer>
Result<EncryptedText> Encrypt(const Replacer& replacer, std::string text, std::vector<Span> entities,
                              std::string_view where) {
  if (auto s = utf8::Validate(text, "text"); !s) return std::unexpected(s.error());
  auto bytes = ToBytes(text, std::move(entities), where);
  if (!bytes) return std::unexpected(bytes.error());
  Document doc;
  doc.text = std::move(text);
  doc.entities = std::move(*bytes);
  if (auto s = ReplaceIn(replacer, doc); !s) return std::unexpected(s.error());
  return EncryptedText{doc.text, ToCodePoints(doc.text, doc.entities)};
}

// replace(text, entities) and its batch form, for an Encryptor's encrypt or a SurrogateGenerator's replace.
template <class Replacer, class Class>
void DefReplace(Class& cls, const char* name, const char* one, const char* batch) {
  cls.def(
         name,
         [](const Replacer& r, std::string text, py::handle entities) {
           auto spans = SpansFromPython(entities, "entities");
           py::gil_scoped_release release;
           return Unwrap(Encrypt(r, std::move(text), std::move(spans), "entities"));
         },
         py::arg("text"), py::arg("entities"), one)
      .def(
          name,
          [](const Replacer& r, const std::vector<std::string>& texts, py::handle entities, int threads) {
            const auto spans = BatchEntities(texts, entities);
            std::vector<EncryptedText> out(texts.size());
            RunBatch(texts.size(), threads, [&](std::size_t i) -> Status {
              auto e = Encrypt(r, texts[i], spans[i], "entities[" + std::to_string(i) + "]");
              if (!e) return std::unexpected(AtIndex(e.error(), "texts", i));
              out[i] = std::move(*e);
              return Ok();
            });
            return out;
          },
          py::arg("texts"), py::arg("entities"), py::arg("threads") = 0, batch);
}

Result<DecryptedText> Decrypt(const protect::EntityDecryptor& decryptor, std::string text, std::string id,
                              const protect::SourceIndex* source) {
  if (auto s = utf8::Validate(text, "text"); !s) return std::unexpected(s.error());
  Document doc;
  doc.id = std::move(id);
  doc.text = std::move(text);
  DecryptedText out;
  protect::DecryptStats stats;
  if (auto s = decryptor.DecryptDocument(doc, source, &out.failures, &stats); !s) return std::unexpected(s.error());
  for (const auto& [status, n] : stats.tokens) out.tokens[std::string(protect::TokenStatusName(status))] = n;
  out.entities = ToCodePoints(doc.text, doc.entities);
  out.text = std::move(doc.text);
  return out;
}

Result<protect::EntityEncryptor> MakeEncryptor(const Keyset& keyset, const std::string& token_template,
                                               const std::string& normalize) {
  auto normalization = protect::Normalization::Parse(normalize);
  if (!normalization) return std::unexpected(normalization.error());
  return protect::EntityEncryptor::Create(keyset, {token_template, *normalization});
}

void BindKeyset(py::module_& m) {
  py::class_<Keyset>(m, "Keyset", R"(Keys with ids and a primary (AES-256-SIV by default, or the seed's AES-ECB).

Never printed: repr() shows ids and modes only. save() writes the file with mode 0600.)")
      .def_static(
          "generate",
          [](const std::string& mode, std::size_t bits) {
            return Unwrap(Keyset::Generate(Unwrap(protect::ParseKeyMode(mode)), bits));
          },
          py::arg("mode") = "aes-siv", py::arg("bits") = 0,
          "A keyset with one fresh key from OpenSSL's CSPRNG (bits 0: 512 for aes-siv, 256 for aes-ecb).")
      .def_static(
          "from_hex",
          [](const std::string& hex, const std::string& mode) {
            return Unwrap(Keyset::FromKey(Unwrap(protect::ParseKeyMode(mode)),
                                          Unwrap(protect::SecretBytes::FromHex(hex))));
          },
          py::arg("hex"), py::arg("mode") = "aes-siv", "A keyset holding an existing key given in hex.")
      .def_static("load", [](const std::string& path) { return Unwrap(Keyset::Load(path)); }, py::arg("path"),
                  "Reads a keyset file written by `privtext keygen` or save().")
      .def_static("from_json", [](const std::string& json) { return Unwrap(Keyset::Parse(json)); },
                  py::arg("json"), "Parses a keyset from its JSON text.")
      .def("save", [](const Keyset& k, const std::string& path) { Unwrap(k.Save(path)); }, py::arg("path"),
           "Writes the keyset atomically with mode 0600.")
      .def("to_json", &Keyset::Serialize, "The keyset as JSON text (holds the keys: keep it secret).")
      .def(
          "rotate",
          [](Keyset& k, const std::string& mode) {
            const KeyMode key_mode = Unwrap(protect::ParseKeyMode(mode));
            auto material = Unwrap(protect::SecretBytes::Random(Keyset::DefaultBits(key_mode) / 8));
            return Unwrap(k.Add(key_mode, std::move(material)));
          },
          py::arg("mode") = "aes-siv",
          "Adds a fresh key and makes it primary; returns its id. Older keys still decrypt.")
      .def_property_readonly("primary_id", [](const Keyset& k) { return k.primary().id; })
      .def_property_readonly("mode", [](const Keyset& k) { return std::string(KeyModeName(k.primary().mode)); },
                             "The primary key's mode: aes-siv or aes-ecb.")
      .def_property_readonly("key_ids",
                             [](const Keyset& k) {
                               std::vector<std::uint32_t> ids;
                               for (const auto& key : k.keys()) ids.push_back(key.id);
                               return ids;
                             })
      .def("__repr__",
           [](const Keyset& k) {
             return "Keyset(primary_id=" + std::to_string(k.primary().id) + ", mode='" +
                    std::string(KeyModeName(k.primary().mode)) + "', keys=" + std::to_string(k.keys().size()) + ")";
           })
      .def(py::pickle([](const Keyset& k) { return k.Serialize(); },
                      [](const std::string& json) { return Unwrap(Keyset::Parse(json)); }));
}

void BindEncryption(py::module_& m) {
  py::class_<EncryptedText>(m, "EncryptedText", "A text whose entities were replaced by tokens.")
      .def_readonly("text", &EncryptedText::text)
      .def_readonly("entities", &EncryptedText::entities, "The tokens' spans (code points), typed as the entities.")
      .def("__repr__", [](const EncryptedText& e) {
        return "EncryptedText(" + std::to_string(e.text.size()) + " bytes, " + std::to_string(e.entities.size()) +
               " entities)";
      });

  py::class_<protect::EntityEncryptor> encryptor(m, "Encryptor", R"(Deterministic keyed entity encryption.

The same value and type give the same token (Person_[...]) in every text, run
and process holding the same keyset.)");
  encryptor
      .def(py::init([](const Keyset& keyset, const std::string& token_template, const std::string& normalize) {
             return Unwrap(MakeEncryptor(keyset, token_template, normalize));
           }),
           py::arg("keyset"), py::arg("template") = std::string(protect::TokenFormat::kDefaultTemplate),
           py::arg("normalize") = "exact")
      .def(
          "encrypt_value",
          [](const protect::EntityEncryptor& e, const std::string& value, const std::string& type) {
            return Unwrap(e.EncryptValue(value, type));
          },
          py::arg("value"), py::arg("type"), "The token of one value of the given entity type.")
      .def(
          "encrypt_mentions",
          [](const protect::EntityEncryptor& e, const std::string& text,
             const std::vector<std::pair<std::string, std::string>>& mentions) {
            std::vector<protect::Mention> m;
            for (const auto& [value, type] : mentions) m.push_back({value, type});
            return Unwrap(protect::EncryptMentions(e, text, m));
          },
          py::arg("text"), py::arg("mentions"),
          "Replaces every whole-word occurrence of each (value, type) by its token: a question put to a model "
          "trained on an encrypted corpus.");
  DefReplace<protect::EntityEncryptor>(encryptor, "encrypt",
                                       "Replaces the entities (non-overlapping; code-point offsets) of one text by "
                                       "tokens.",
                                       "A batch: one list of entities per text; runs on `threads` threads (0: all "
                                       "cores).");

  py::class_<protect::SurrogateGenerator> surrogates(m, "SurrogateGenerator", R"(Realistic fictional stand-ins for identifiers (seed 004's "hiding in plain sight").

Keyed by the keyset's primary key: the same value and type get the same
surrogate in every text, run and process holding the keyset; not reversible.
Names and places come from the detector's gazetteers (docs/protect.md).)");
  surrogates
      .def(py::init([](const Keyset& keyset, bool shift_dates, bool month_first) {
             if (month_first && !shift_dates) {
               Unwrap(Status(MakeError(ErrorCode::kInvalidArgument, "month_first needs shift_dates")));
             }
             return Unwrap(protect::SurrogateGenerator::Create(keyset, pipeline::BuiltinSurrogatePools(),
                                                               {.shift_dates = shift_dates, .month_first = month_first}));
           }),
           py::arg("keyset"), py::kw_only(), py::arg("shift_dates") = false, py::arg("month_first") = false,
           "With `shift_dates`, every date moves by one keyed number of days (intervals between dates stay) "
           "instead of having its day and month redrawn (the CLI's --shift-dates); with `month_first` too, "
           "numeric dates such as 03/05/2010 are read month first (--month-first).")
      .def("surrogate", &protect::SurrogateGenerator::Surrogate, py::arg("value"), py::arg("type"),
           "The surrogate of one value of the given entity type.");
  DefReplace<protect::SurrogateGenerator>(surrogates, "replace",
                                          "Replaces the entities (non-overlapping; code-point offsets) of one text "
                                          "by surrogates.",
                                          "A batch: one list of entities per text; runs on `threads` threads (0: "
                                          "all cores).");
}

void BindDecryption(py::module_& m) {
  py::class_<protect::TokenReport>(m, "TokenReport",
                                   "A token not cleanly decrypted; start and end are code-point offsets in the text "
                                   "given to decrypt.")
      .def_readonly("start", &protect::TokenReport::start)
      .def_readonly("end", &protect::TokenReport::end)
      .def_readonly("label", &protect::TokenReport::label)
      .def_readonly("token", &protect::TokenReport::token)
      .def_property_readonly("status",
                             [](const protect::TokenReport& r) { return std::string(protect::TokenStatusName(r.status)); },
                             "revised, other_document, not_in_source, malformed, unterminated, padding_error or "
                             "auth_failure (decrypted tokens are not reported)")
      .def_property_readonly("failure_class",
                             [](const protect::TokenReport& r) { return std::string(protect::FailureClass(r.status)); },
                             "FCND (not decodable), FCAOA (from another document) or '' (seed 000, App. A.1)")
      .def_property_readonly("restored", [](const protect::TokenReport& r) { return protect::IsRestored(r.status); })
      .def("__repr__", [](const protect::TokenReport& r) {
        return "TokenReport(" + std::to_string(r.start) + ", " + std::to_string(r.end) + ", '" + r.label + "', " +
               std::string(protect::TokenStatusName(r.status)) + ")";
      });

  py::class_<DecryptedText>(m, "DecryptedText", "A text whose tokens were restored where they could be.")
      .def_readonly("text", &DecryptedText::text)
      .def_readonly("entities", &DecryptedText::entities, "The restored values' spans (code points).")
      .def_readonly("failures", &DecryptedText::failures,
                    "The tokens not cleanly decrypted, in order (the CLI's --report lines).")
      .def_readonly("tokens", &DecryptedText::tokens, "How many tokens were found, by status.");

  py::class_<protect::SourceIndex>(m, "SourceIndex",
                                   "The tokens of an encrypted corpus by document, to attribute decrypted tokens.")
      .def("__len__", &protect::SourceIndex::size);

  py::class_<protect::EntityDecryptor>(m, "Decryptor", R"(Finds tokens in any text (model output too) and restores them.

Never fails on garbage: a token that does not decrypt stays as it is and is reported.)")
      .def(py::init([](const Keyset& keyset, const std::string& token_template) {
             return Unwrap(protect::EntityDecryptor::Create(keyset, {token_template}));
           }),
           py::arg("keyset"), py::arg("template") = std::string(protect::TokenFormat::kDefaultTemplate))
      .def(
          "index_source",
          [](const protect::EntityDecryptor& d, const std::vector<std::string>& ids,
             const std::vector<std::string>& texts) {
            if (ids.size() != texts.size()) Raise(ErrorCode::kInvalidArgument, "ids and texts differ in length");
            protect::SourceIndex index;
            for (std::size_t i = 0; i < ids.size(); ++i) index.Add(ids[i], texts[i], d.format());
            return index;
          },
          py::arg("ids"), py::arg("texts"), "Indexes an encrypted source corpus (for other-document failures).")
      .def(
          "decrypt",
          [](const protect::EntityDecryptor& d, std::string text, std::string id, const protect::SourceIndex* source) {
            py::gil_scoped_release release;
            return Unwrap(Decrypt(d, std::move(text), std::move(id), source));
          },
          py::arg("text"), py::arg("id") = "", py::arg("source") = nullptr)
      .def(
          "decrypt",
          [](const protect::EntityDecryptor& d, const std::vector<std::string>& texts,
             std::optional<std::vector<std::string>> ids, const protect::SourceIndex* source, int threads) {
            if (ids && ids->size() != texts.size()) Raise(ErrorCode::kInvalidArgument, "ids and texts differ in length");
            std::vector<DecryptedText> out(texts.size());
            RunBatch(texts.size(), threads, [&](std::size_t i) -> Status {
              auto r = Decrypt(d, texts[i], ids ? (*ids)[i] : std::string(), source);
              if (!r) return std::unexpected(AtIndex(r.error(), "texts", i));
              out[i] = std::move(*r);
              return Ok();
            });
            return out;
          },
          py::arg("texts"), py::arg("ids") = std::nullopt, py::arg("source") = nullptr, py::arg("threads") = 0);
}

// The alphabet as the CLI picks it: --alphabet-chars, when given, over --alphabet.
protect::CipherAlphabet Alphabet(const std::string& name, const std::string& chars) {
  return Unwrap(chars.empty() ? protect::CipherAlphabet::ByName(name) : protect::CipherAlphabet::Custom(chars));
}

void BindCipher(py::module_& m) {
  using protect::PolyalphabeticCipher;
  auto run = [](const PolyalphabeticCipher& c, bool decrypt, const std::vector<std::string>& texts, int threads) {
    std::vector<std::string> out(texts.size());
    RunBatch(texts.size(), threads, [&](std::size_t i) -> Status {
      auto r = decrypt ? c.Decrypt(texts[i]) : c.Encrypt(texts[i]);
      if (!r) return std::unexpected(AtIndex(r.error(), "texts", i));
      out[i] = std::move(*r);
      return Ok();
    });
    return out;
  };
  py::class_<PolyalphabeticCipher>(m, "Cipher", R"(Seed 001's polyalphabetic substitution of whole texts.

Each text starts at key position 0; characters outside the alphabet pass through
but advance the key, so code-point offsets stay valid.)")
      .def(py::init([](const std::string& key, const std::string& alphabet, const std::string& alphabet_chars) {
             return Unwrap(PolyalphabeticCipher::Create(key, Alphabet(alphabet, alphabet_chars)));
           }),
           py::arg("key"), py::arg("alphabet") = "letters", py::arg("alphabet_chars") = "",
           "alphabet: letters (A-Z a-z) or letters-digits; alphabet_chars: these characters, in this order, "
           "instead (the CLI's --alphabet-chars).")
      .def_static(
          "random_key",
          [](std::size_t length, const std::string& alphabet, const std::string& alphabet_chars) {
            return Unwrap(PolyalphabeticCipher::RandomKey(length, Alphabet(alphabet, alphabet_chars)));
          },
          py::arg("length"), py::arg("alphabet") = "letters", py::arg("alphabet_chars") = "",
          "A key of `length` characters from the CSPRNG.")
      .def("encrypt", [](const PolyalphabeticCipher& c, const std::string& text) { return Unwrap(c.Encrypt(text)); },
           py::arg("text"))
      .def("encrypt", [run](const PolyalphabeticCipher& c, const std::vector<std::string>& texts,
                            int threads) { return run(c, false, texts, threads); },
           py::arg("texts"), py::arg("threads") = 0)
      .def("decrypt", [](const PolyalphabeticCipher& c, const std::string& text) { return Unwrap(c.Decrypt(text)); },
           py::arg("text"))
      .def("decrypt", [run](const PolyalphabeticCipher& c, const std::vector<std::string>& texts,
                            int threads) { return run(c, true, texts, threads); },
           py::arg("texts"), py::arg("threads") = 0)
      .def_property_readonly("key_length", &PolyalphabeticCipher::key_length);
}

template <class Replacer>
Result<EncryptedText> Protect(const DetectorWithNer& detector, const Replacer& replacer, std::string text) {
  auto doc = detector.Detect(std::move(text));
  if (!doc) return std::unexpected(doc.error());
  if (auto s = ReplaceIn(replacer, *doc); !s) return std::unexpected(s.error());
  return EncryptedText{doc->text, ToCodePoints(doc->text, doc->entities)};
}

template <class Replacer>
void DefProtect(py::module_& m) {
  m.def(
      "_protect",
      [](const std::vector<std::string>& texts, const Replacer& replacer, const DetectorWithNer& detector,
         int threads, Progress* progress) {
        std::vector<EncryptedText> out(texts.size());
        RunBatch(
            texts.size(), threads,
            [&](std::size_t i) -> Status {
              auto r = Protect(detector, replacer, texts[i]);
              if (!r) return std::unexpected(AtIndex(r.error(), "texts", i));
              out[i] = std::move(*r);
              return Ok();
            },
            progress);
        return out;
      },
      py::arg("texts"), py::arg("encryptor"), py::arg("detector"), py::arg("threads") = 0,
      py::arg("progress") = nullptr);
}

}  // namespace

void BindProtect(py::module_& m) {
  BindKeyset(m);
  BindEncryption(m);
  BindDecryption(m);
  BindCipher(m);
  DefProtect<protect::EntityEncryptor>(m);
  DefProtect<protect::SurrogateGenerator>(m);  // an overload: the replacer's class picks it
}

}  // namespace privtext::python
