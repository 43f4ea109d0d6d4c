#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "privtext/protect.h"

namespace privtext::protect {

Result<EncryptStats> EncryptCorpus(const EntityEncryptor& encryptor, CorpusReader& reader,
                                   CorpusWriter& writer, const TransformOptions& options,
                                   Progress* progress) {
  std::vector<EncryptStats> slots(options.slot_count());
  EncryptStats total;
  auto st = TransformCorpus(
      reader, writer,
      [&](Document& doc, std::size_t slot) {
        slots[slot] = {};
        return encryptor.EncryptDocument(doc, &slots[slot]);
      },
      options, progress,
      [&](const Document&, std::size_t slot) {
        total.Merge(slots[slot]);
        return Ok();
      });
  if (!st) return std::unexpected(st.error());
  return total;
}

Result<SourceIndex> BuildSourceIndex(CorpusReader& reader, const TokenFormat& format) {
  SourceIndex index;
  Document doc;
  for (;;) {
    auto more = reader.Next(&doc);
    if (!more) return std::unexpected(more.error().WithContext("source corpus"));
    if (!*more) return index;
    index.Add(doc.id, doc.text, format);
  }
}

std::string SerializeTokenReport(const TokenReport& r) {
  nlohmann::ordered_json j = {{"id", r.document_id},
                              {"start", r.start},
                              {"end", r.end},
                              {"type", r.label},
                              {"token", r.token},
                              {"status", TokenStatusName(r.status)},
                              {"class", FailureClass(r.status)}};
  return j.dump();
}

Result<DecryptStats> DecryptCorpus(const EntityDecryptor& decryptor, CorpusReader& reader,
                                   CorpusWriter& writer, const SourceIndex* source,
                                   AtomicFile* report, const TransformOptions& options,
                                   Progress* progress) {
  const std::size_t n = options.slot_count();
  std::vector<DecryptStats> stats(n);
  std::vector<std::vector<TokenReport>> reports(n);
  DecryptStats total;
  auto st = TransformCorpus(
      reader, writer,
      [&](Document& doc, std::size_t slot) {
        stats[slot] = {};
        reports[slot].clear();
        return decryptor.DecryptDocument(doc, source, &reports[slot], &stats[slot]);
      },
      options, progress,
      [&](const Document&, std::size_t slot) -> Status {
        total.Merge(stats[slot]);
        if (report == nullptr) return Ok();
        for (const TokenReport& r : reports[slot]) {
          if (auto w = report->Write(SerializeTokenReport(r) + "\n"); !w) return w;
        }
        return Ok();
      });
  if (!st) return std::unexpected(st.error());
  return total;
}

Status CipherFile(const PolyalphabeticCipher& cipher, bool decrypt, const std::string& in_path,
                  const std::string& out_path, Progress* progress) {
  std::ifstream file;
  std::istream* in = &std::cin;
  if (in_path != "-") {
    file.open(in_path, std::ios::binary);
    if (!file) return MakeError(ErrorCode::kNotFound, "cannot open " + in_path);
    in = &file;
  }
  auto out = AtomicFile::Create(out_path);
  if (!out) return std::unexpected(out.error());
  auto stream = decrypt ? cipher.DecryptStream() : cipher.EncryptStream();
  constexpr std::size_t kChunk = 1 << 20;
  std::string buf(kChunk, '\0');
  std::string result;
  while (*in) {
    in->read(buf.data(), static_cast<std::streamsize>(kChunk));
    const auto got = static_cast<std::size_t>(in->gcount());
    if (got == 0) break;
    result.clear();
    if (auto st = stream.Update(std::string_view(buf.data(), got), &result); !st) {
      return std::unexpected(st.error().WithContext(in_path == "-" ? "stdin" : in_path));
    }
    if (auto st = out->Write(result); !st) return st;
    if (progress != nullptr) progress->Add(got);
  }
  if (in->bad()) return MakeError(ErrorCode::kIo, "cannot read " + in_path);
  if (auto st = stream.Finish(); !st) {
    return std::unexpected(st.error().WithContext(in_path == "-" ? "stdin" : in_path));
  }
  return out->Commit();
}

Status CipherCorpus(const PolyalphabeticCipher& cipher, bool decrypt, CorpusReader& reader,
                    CorpusWriter& writer, const TransformOptions& options, Progress* progress) {
  // The text path: texts are ciphered as the JSON holds them, never decoded.
  return TransformCorpusText(
      reader, writer,
      [&](std::string_view body, std::string* out) -> Status {
        if (decrypt) {
          cipher.DecryptJson(body, out);
        } else {
          cipher.EncryptJson(body, out);
        }
        return Ok();
      },
      options, progress);
}

}  // namespace privtext::protect
