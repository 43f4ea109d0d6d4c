// SentencePiece tokenizers for corpus statistics (seed 001 §5.3: BPE,
// 32,000 pieces, one tokenizer per key length).
#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>

#include "privtext/audit.h"

namespace privtext::audit {
namespace {

// Feeds the texts to the trainer from memory (no temporary corpus file).
class TextIterator : public sentencepiece::SentenceIterator {
 public:
  explicit TextIterator(const std::vector<std::string>& texts) : texts_(texts) {}
  bool done() const override { return i_ >= texts_.size(); }
  void Next() override { ++i_; }
  const std::string& value() const override { return texts_[i_]; }
  sentencepiece::util::Status status() const override { return sentencepiece::util::Status(); }

 private:
  const std::vector<std::string>& texts_;
  std::size_t i_ = 0;
};

// SentencePiece's trainer is opened on first use: loading its library costs
// every command a sixth of its start-up, and only tokenizer training needs it.
using TrainFunction = sentencepiece::util::Status (*)(const std::unordered_map<std::string, std::string>&,
                                                      sentencepiece::SentenceIterator*, std::string*);
// Compiles only while the header declares this overload (unevaluated: no link).
static_assert(sizeof(static_cast<TrainFunction>(&sentencepiece::SentencePieceTrainer::Train)) > 0);

struct TrainerApi {
  TrainFunction train = nullptr;
};

Result<const TrainerApi*> Trainer() {
  return LoadLibraryOnce<TrainerApi>(PRIVTEXT_SENTENCEPIECE_TRAIN_SONAME,
                                     [](SharedLibrary& library, TrainerApi& api) -> Status {
                                       // The overload's C++ (Itanium ABI) symbol name.
                                       library.Bind(api.train,
                                                    "_ZN13sentencepiece20SentencePieceTrainer5TrainERKSt13unordered_"
                                                    "mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES7_St4"
                                                    "hashIS7_ESt8equal_toIS7_ESaISt4pairIKS7_S7_EEEPNS_16SentenceIte"
                                                    "ratorEPS7_");
                                       return Ok();
                                     });
}

Result<Tokenized> TokenizeWith(const sentencepiece::SentencePieceProcessor& processor,
                               const std::vector<std::string>& texts) {
  Tokenized out;
  for (const auto& text : texts) {
    std::vector<std::string> pieces;
    if (const auto st = processor.Encode(text, &pieces); !st.ok()) {
      return MakeError(ErrorCode::kInternal, "tokenizing failed: " + std::string(st.message()));
    }
    out.characters += utf8::CodePointCount(text);
    out.pieces.insert(out.pieces.end(), std::make_move_iterator(pieces.begin()), std::make_move_iterator(pieces.end()));
  }
  out.tokens_per_character =
      out.characters == 0 ? 0 : static_cast<double>(out.pieces.size()) / static_cast<double>(out.characters);
  return out;
}

}  // namespace

Result<std::string> TrainTokenizerModel(const std::vector<std::string>& texts, const TokenizerOptions& o) {
  if (texts.empty()) return MakeError(ErrorCode::kInvalidArgument, "no texts to train a tokenizer on");
  TextIterator it(texts);
  // minloglevel 2: SentencePiece logs pieces and sentences at INFO, and corpus
  // text must not reach logs.
  std::unordered_map<std::string, std::string> args = {
      {"vocab_size", std::to_string(o.vocab_size)},
      {"model_type", o.model_type},
      {"character_coverage", std::to_string(o.character_coverage)},
      {"input_sentence_size", std::to_string(o.max_sentences)},
      {"shuffle_input_sentence", "true"},
      {"num_threads", std::to_string(o.threads > 0 ? o.threads : 2)},
      {"max_sentence_length", "1000000"},
      {"hard_vocab_limit", "false"},
      {"minloglevel", "2"}};
  if (o.for_model) {
    args["byte_fallback"] = "true";
    args["normalization_rule_name"] = "identity";
    args["remove_extra_whitespaces"] = "false";
  }
  // The trainer hands the model back instead of writing it: its pieces are
  // strings of the corpus.
  auto trainer = Trainer();
  if (!trainer) return std::unexpected(trainer.error());
  std::string proto;
  const auto status = (*trainer)->train(args, &it, &proto);
  if (!status.ok()) {
    return MakeError(ErrorCode::kInvalidArgument, "tokenizer training failed: " + std::string(status.message()));
  }
  return proto;
}

Status TrainTokenizer(const std::vector<std::string>& texts, const std::string& model_prefix,
                      const TokenizerOptions& o) {
  // Both files are written here, private (0600) from their first byte, and atomically.
  auto proto = TrainTokenizerModel(texts, o);
  if (!proto) return std::unexpected(proto.error());
  sentencepiece::SentencePieceProcessor processor;
  if (const auto st = processor.LoadFromSerializedProto(*proto); !st.ok()) {
    return MakeError(ErrorCode::kInternal, "tokenizer training returned no model: " + std::string(st.message()));
  }
  std::string vocab;  // SentencePiece's .vocab: piece <TAB> score per line
  for (int id = 0; id < processor.GetPieceSize(); ++id) {
    vocab += processor.IdToPiece(id) + "\t" + std::to_string(processor.GetScore(id)) + "\n";
  }
  if (auto st = WriteFileAtomically(model_prefix + ".model", *proto); !st) return st;
  return WriteFileAtomically(model_prefix + ".vocab", vocab);
}

Result<Tokenized> Tokenize(const std::string& model_path, const std::vector<std::string>& texts) {
  sentencepiece::SentencePieceProcessor processor;
  if (const auto st = processor.Load(model_path); !st.ok()) {
    return MakeError(ErrorCode::kInvalidInput, model_path + ": not a SentencePiece model (" +
                                                   std::string(st.message()) + ")");
  }
  return TokenizeWith(processor, texts);
}

Result<Tokenized> TokenizeWithModel(std::string_view model, const std::vector<std::string>& texts) {
  sentencepiece::SentencePieceProcessor processor;
  if (const auto st = processor.LoadFromSerializedProto(model); !st.ok()) {
    return MakeError(ErrorCode::kInvalidInput, "not a SentencePiece model (" + std::string(st.message()) + ")");
  }
  return TokenizeWith(processor, texts);
}

}  // namespace privtext::audit
