// spaCy's NER in this process (privtext/model.h, EntityRecognizer): the
// pipeline's tokenizer, then its network as thinc computes it —
//   hash embeddings of NORM, PREFIX, SUFFIX and SHAPE (four buckets each,
//   summed) -> maxout + layer norm -> four residual maxout layers over a
//   window of three tokens -> a linear projection -> the parser's lower layer
//   precomputed for every token and feature slot
// — and the greedy BILUO decoder, which sums the lower layer's rows of the
// state's three tokens, takes the maxout, scores the moves with the upper
// layer and applies the best one the state allows.
#include "spacy_ner.h"

#include <absl/container/flat_hash_map.h>
#include <cblas.h>

#include <Eigen/Core>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>

#include "privtext/model.h"
#include "spacy_msgpack.h"
#include "spacy_text.h"
#include "spacy_tokenizer.h"

namespace privtext::model::spacy {
namespace {

using RowMatrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using RowVector = Eigen::RowVectorXf;

// X * W^T by OpenBLAS, whose kernels are chosen for the CPU at run time (the
// library is built for a baseline CPU, so Eigen's products here would be SSE2's).
RowMatrix TimesTransposed(const RowMatrix& X, const RowMatrix& W) {
  RowMatrix Y(X.rows(), W.rows());
  if (X.rows() == 0) return Y;
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, static_cast<int>(X.rows()),
              static_cast<int>(W.rows()), static_cast<int>(X.cols()), 1.0f, X.data(),
              static_cast<int>(X.cols()), W.data(), static_cast<int>(W.cols()), 0.0f, Y.data(),
              static_cast<int>(W.rows()));
  return Y;
}

Error Malformed(const std::string& what) {
  return Error(ErrorCode::kInvalidInput, "spaCy NER model: " + what);
}

// A float32 array as srsly writes NumPy arrays into msgpack.
struct Array {
  std::vector<std::size_t> shape;
  std::vector<float> data;
};

Result<Array> ReadArray(const msgpack::object& o, const std::string& what) {
  const msgpack::object* type = FindKey(o, "type");
  const msgpack::object* shape = FindKey(o, "shape");
  const msgpack::object* data = FindKey(o, "data");
  if (type == nullptr || shape == nullptr || data == nullptr ||
      shape->type != msgpack::type::ARRAY) {
    return std::unexpected(Malformed(what + " is not an array"));
  }
  if (BytesOf(*type) != "<f4") return std::unexpected(Malformed(what + " is not float32"));
  Array a;
  std::size_t count = 1;
  for (std::uint32_t i = 0; i < shape->via.array.size; ++i) {
    const msgpack::object& d = shape->via.array.ptr[i];
    if (d.type != msgpack::type::POSITIVE_INTEGER)
      return std::unexpected(Malformed(what + " has a bad shape"));
    a.shape.push_back(static_cast<std::size_t>(d.via.u64));
    count *= a.shape.back();
  }
  const std::string_view bytes = BytesOf(*data);
  if (bytes.size() != count * sizeof(float))
    return std::unexpected(Malformed(what + ": data does not fill its shape"));
  a.data.resize(count);
  std::memcpy(a.data.data(), bytes.data(), bytes.size());
  return a;
}

RowMatrix ToMatrix(const Array& a, std::size_t rows) {
  const std::size_t cols = rows == 0 ? 0 : a.data.size() / rows;
  return Eigen::Map<const RowMatrix>(a.data.data(), static_cast<Eigen::Index>(rows),
                                     static_cast<Eigen::Index>(cols));
}
RowVector ToVector(const Array& a) {
  return Eigen::Map<const RowVector>(a.data.data(), static_cast<Eigen::Index>(a.data.size()));
}

// out[j] = max over p of y[j * pieces + p] + bias[j * pieces + p]: a maxout
// unit's value. A plain loop: an Eigen segment's maxCoeff per unit cost as
// much as the products before it.
void MaxOverPieces(const float* y, const float* bias, Eigen::Index units, Eigen::Index pieces,
                   float* out) {
  for (Eigen::Index j = 0; j < units; ++j, y += pieces, bias += pieces) {
    float best = y[0] + bias[0];
    for (Eigen::Index p = 1; p < pieces; ++p) best = std::max(best, y[p] + bias[p]);
    out[j] = best;
  }
}

struct Maxout {
  RowMatrix W;  // (nO * nP) x nI, rows in (o, p) order
  RowVector b;
  Eigen::Index nO = 0, nP = 0;

  RowMatrix operator()(const RowMatrix& X) const {
    const RowMatrix Y = TimesTransposed(X, W);
    RowMatrix out(X.rows(), nO);
    for (Eigen::Index i = 0; i < X.rows(); ++i) {
      MaxOverPieces(Y.data() + i * nO * nP, b.data(), nO, nP, out.data() + i * nO);
    }
    return out;
  }
};

struct LayerNorm {
  RowVector G, b;

  void Apply(RowMatrix& X) const {
    for (Eigen::Index i = 0; i < X.rows(); ++i) {
      auto row = X.row(i);
      const float mu = row.mean();
      const float var = (row.array() - mu).square().mean() + 1e-08f;
      row = ((row.array() - mu) / std::sqrt(var)).matrix();
      row = row.cwiseProduct(G) + b;
    }
  }
};

struct Linear {
  RowMatrix W;  // nO x nI
  RowVector b;
};

struct Network {
  struct Embed {
    RowMatrix E;  // buckets x width
    std::uint32_t seed = 0;
  };
  std::array<Embed, 4> embeds;  // by column: NORM, PREFIX, SUFFIX, SHAPE
  Maxout mix;
  LayerNorm mix_norm;
  std::vector<std::pair<Maxout, LayerNorm>> encoder;
  Linear projection;
  // The parser's lower layer (thinc's PrecomputableAffine): rows in
  // (feature, hidden, piece) order.
  RowMatrix lower_W;
  RowVector lower_b, lower_pad;
  Eigen::Index features = 0, hidden = 0, pieces = 0;
  Linear upper;
};

// An integer attribute of a thinc node (stored as msgpack inside msgpack).
Result<std::uint64_t> ReadIntAttr(const msgpack::object& attrs, std::string_view key,
                                  const std::string& what) {
  const msgpack::object* o = FindKey(attrs, key);
  if (o == nullptr) return std::unexpected(Malformed(what + " has no " + std::string(key)));
  auto inner = Unpack(BytesOf(*o), what);
  if (!inner || inner->get().type != msgpack::type::POSITIVE_INTEGER) {
    return std::unexpected(Malformed(what + "'s " + std::string(key) + " is not a number"));
  }
  return inner->get().via.u64;
}

Result<Network> ReadNetwork(std::string_view bytes) {
  auto handle = Unpack(bytes, "spaCy NER model");
  if (!handle) return std::unexpected(handle.error());
  const msgpack::object& root = handle->get();
  const msgpack::object* nodes = FindKey(root, "nodes");
  const msgpack::object* params = FindKey(root, "params");
  const msgpack::object* attrs = FindKey(root, "attrs");
  if (nodes == nullptr || params == nullptr || attrs == nullptr ||
      nodes->type != msgpack::type::ARRAY || params->type != msgpack::type::ARRAY ||
      attrs->type != msgpack::type::ARRAY || params->via.array.size != nodes->via.array.size ||
      attrs->via.array.size != nodes->via.array.size || nodes->via.array.size == 0) {
    return std::unexpected(Malformed("not a thinc model (nodes, params, attrs)"));
  }
  const auto node_count = nodes->via.array.size;
  const auto ref = [&](std::string_view name) -> std::int64_t {
    const msgpack::object* refs = FindKey(nodes->via.array.ptr[0], "refs");
    const msgpack::object* r = refs == nullptr ? nullptr : FindKey(*refs, name);
    return r != nullptr && r->type == msgpack::type::POSITIVE_INTEGER
               ? static_cast<std::int64_t>(r->via.u64)
               : -1;
  };
  const std::int64_t lower_at = ref("lower"), upper_at = ref("upper");
  if (lower_at < 0 || upper_at < 0)
    return std::unexpected(Malformed("no parser lower and upper layers"));
  // A node's arrays by name, in the order asked; each must be there.
  const auto arrays = [&](std::uint32_t i, const std::vector<std::string_view>& names,
                          std::size_t dims) -> Result<std::vector<Array>> {
    std::vector<Array> out;
    for (const std::string_view name : names) {
      const msgpack::object* p = FindKey(params->via.array.ptr[i], name);
      const std::string what = "node " + std::to_string(i) + " param " + std::string(name);
      if (p == nullptr) return std::unexpected(Malformed(what + " is missing"));
      auto a = ReadArray(*p, what);
      if (!a) return std::unexpected(a.error());
      out.push_back(std::move(*a));
    }
    if (out.front().shape.size() != dims) {
      return std::unexpected(Malformed(
          "node " + std::to_string(i) + ": " + std::string(names.front()) + " has " +
          std::to_string(out.front().shape.size()) + " dimensions, not " + std::to_string(dims)));
    }
    return out;
  };
  Network net;
  std::vector<Maxout> maxouts;
  std::vector<LayerNorm> norms;
  std::vector<Linear> linears;
  std::array<bool, 4> have_embed{};
  for (std::uint32_t i = 0; i < node_count; ++i) {
    const msgpack::object* name_object = FindKey(nodes->via.array.ptr[i], "name");
    const std::string_view name =
        name_object == nullptr ? std::string_view() : BytesOf(*name_object);
    const bool lower = static_cast<std::int64_t>(i) == lower_at;
    if (name == "static_vectors") {
      return std::unexpected(Malformed("static vectors (md and lg pipelines) are not supported"));
    }
    if (name != "hashembed" && name != "maxout" && name != "layernorm" && name != "linear" &&
        !lower) {
      continue;  // a combinator: no weights of its own
    }
    std::vector<std::string_view> names = {"W", "b"};  // linear
    std::size_t dims = 2;
    if (name == "hashembed") {
      names = {"E"};
    } else if (name == "layernorm") {
      names = {"G", "b"};
      dims = 1;
    } else if (name == "maxout") {
      dims = 3;
    } else if (lower) {
      names = {"W", "b", "pad"};
      dims = 4;
    }
    auto a = arrays(i, names, dims);
    if (!a) return std::unexpected(a.error());
    const Array& first = a->front();
    if (name == "hashembed") {
      const std::string what = "node " + std::to_string(i) + " (hashembed)";
      auto column = ReadIntAttr(attrs->via.array.ptr[i], "column", what);
      auto seed = ReadIntAttr(attrs->via.array.ptr[i], "seed", what);
      if (!column) return std::unexpected(column.error());
      if (!seed) return std::unexpected(seed.error());
      if (*column >= 4) return std::unexpected(Malformed(what + " is not one of four"));
      net.embeds[*column] =
          Network::Embed{ToMatrix(first, first.shape[0]), static_cast<std::uint32_t>(*seed)};
      have_embed[*column] = true;
    } else if (name == "maxout") {
      maxouts.push_back(Maxout{ToMatrix(first, first.shape[0] * first.shape[1]), ToVector((*a)[1]),
                               static_cast<Eigen::Index>(first.shape[0]),
                               static_cast<Eigen::Index>(first.shape[1])});
    } else if (name == "layernorm") {
      norms.push_back(LayerNorm{ToVector(first), ToVector((*a)[1])});
    } else if (lower) {
      net.features = static_cast<Eigen::Index>(first.shape[0]);
      net.hidden = static_cast<Eigen::Index>(first.shape[1]);
      net.pieces = static_cast<Eigen::Index>(first.shape[2]);
      net.lower_W = ToMatrix(first, first.shape[0] * first.shape[1] * first.shape[2]);
      net.lower_b = ToVector((*a)[1]);
      net.lower_pad = ToVector((*a)[2]);
    } else if (static_cast<std::int64_t>(i) == upper_at) {
      net.upper = Linear{ToMatrix(first, first.shape[0]), ToVector((*a)[1])};
    } else {
      linears.push_back(Linear{ToMatrix(first, first.shape[0]), ToVector((*a)[1])});
    }
  }
  const Eigen::Index width = net.embeds[0].E.cols();
  if (!std::all_of(have_embed.begin(), have_embed.end(), [](bool b) { return b; }) ||
      std::any_of(net.embeds.begin(), net.embeds.end(),
                  [&](const auto& e) { return e.E.cols() != width; })) {
    return std::unexpected(Malformed("expected four hash embeddings of one width"));
  }
  if (maxouts.size() < 2 || norms.size() != maxouts.size() || linears.size() != 1) {
    return std::unexpected(
        Malformed("expected a maxout mixer, maxout encoder layers and one projection"));
  }
  net.mix = std::move(maxouts.front());
  net.mix_norm = std::move(norms.front());
  if (net.mix.W.cols() != 4 * width || net.mix.nO != width) {
    return std::unexpected(Malformed("the embedding mixer is not 4 x width -> width"));
  }
  for (std::size_t k = 1; k < maxouts.size(); ++k) {
    if (maxouts[k].W.cols() != 3 * width || maxouts[k].nO != width) {
      return std::unexpected(Malformed("an encoder layer is not a window of 3 x width -> width"));
    }
    net.encoder.emplace_back(std::move(maxouts[k]), std::move(norms[k]));
  }
  net.projection = std::move(linears.front());
  if (net.features != 3 || net.projection.W.cols() != width ||
      net.lower_W.cols() != net.projection.W.rows() ||
      net.lower_b.size() != net.hidden * net.pieces || net.lower_pad.size() != net.lower_W.rows() ||
      net.upper.W.cols() != net.hidden) {
    return std::unexpected(
        Malformed("the parser layers do not fit each other (three state features expected)"));
  }
  return net;
}

// Each token's row of `X` beside the rows before and after it (zeros past
// the ends): thinc's expand_window of width 1.
RowMatrix Window(const RowMatrix& X) {
  const Eigen::Index n = X.rows(), w = X.cols();
  RowMatrix out = RowMatrix::Zero(n, 3 * w);
  if (n == 0) return out;
  out.block(1, 0, n - 1, w) = X.topRows(n - 1);
  out.block(0, w, n, w) = X;
  out.block(0, 2 * w, n - 1, w) = X.bottomRows(n - 1);
  return out;
}

// OpenBLAS runs one thread while a recognizer is open. Its products are a
// document's tokens by a few hundred columns, which split poorly (two BLAS
// threads gained about 15% for one caller), and callers run documents in
// parallel instead, which OpenBLAS's one thread pool would serialise (two
// callers with two BLAS threads each were slower than one caller; with one
// each, 1.8x on two cores). The count covers every open recognizer; the last
// to close restores the setting.
class SingleThreadedBlasWhileOpen {
 public:
  SingleThreadedBlasWhileOpen() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (open_++ == 0) {
      saved_ = openblas_get_num_threads();
      openblas_set_num_threads(1);
    }
  }
  ~SingleThreadedBlasWhileOpen() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (--open_ == 0) openblas_set_num_threads(saved_);
  }
  SingleThreadedBlasWhileOpen(const SingleThreadedBlasWhileOpen&) = delete;
  SingleThreadedBlasWhileOpen& operator=(const SingleThreadedBlasWhileOpen&) = delete;

 private:
  static inline std::mutex mutex_;
  static inline int open_ = 0;
  static inline int saved_ = 1;
};

class SpacyRecognizer : public EntityRecognizer {
 public:
  SpacyRecognizer(Tokenizer tokenizer, Network net, Moves moves,
                  absl::flat_hash_map<std::uint64_t, std::string> norms)
      : tokenizer_(std::move(tokenizer)),
        net_(std::move(net)),
        moves_(std::move(moves)),
        norms_(std::move(norms)) {}

  const std::vector<std::string>& labels() const override { return moves_.labels; }

  std::vector<RecognizedEntity> Recognize(std::string_view text) const override {
    const std::vector<Token> tokens = tokenizer_.Tokenize(text);
    if (tokens.empty()) return {};
    std::vector<bool> is_space(tokens.size());
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      is_space[i] = IsSpaceString(text.substr(tokens[i].start, tokens[i].end - tokens[i].start));
    }
    LowerRows rows(*this, text, tokens);
    const Eigen::Index slot = net_.hidden * net_.pieces;
    RowVector h(slot);
    Eigen::VectorXf hidden(net_.hidden);
    const auto score = [&](const int(&features)[3], std::span<float> scores) {
      // The features' rows summed, then the bias, in spaCy's order.
      h.setZero();
      for (Eigen::Index f = 0; f < 3; ++f) {
        const int id = features[f];
        if (id < 0) {
          h += net_.lower_pad.segment(f * slot, slot);
        } else {
          h += rows.Row(id, features[1]).segment(f * slot, slot);
        }
      }
      MaxOverPieces(h.data(), net_.lower_b.data(), net_.hidden, net_.pieces, hidden.data());
      Eigen::Map<Eigen::VectorXf>(scores.data(), static_cast<Eigen::Index>(scores.size())) =
          net_.upper.W * hidden + net_.upper.b.transpose();
    };
    std::vector<RecognizedEntity> out;
    for (const DecodedEntity& e : DecodeGreedy(moves_, is_space, score)) {
      out.push_back(RecognizedEntity{tokens[e.first].start, tokens[e.last].end,
                                     moves_.labels[static_cast<std::size_t>(e.label)], e.score});
    }
    return out;
  }

 private:
  // Tokens encoded at a time: memory stays bounded whatever a text's length.
  static constexpr std::size_t kChunkTokens = 2048;

  // The parser's lower layer for the tokens of a text, a chunk at a time, as
  // a left-to-right decoder asks for them: the next token, the one before it
  // and the open entity's first token.
  class LowerRows {
   public:
    LowerRows(const SpacyRecognizer& r, std::string_view text, const std::vector<Token>& tokens)
        : r_(r), text_(text), tokens_(tokens) {}

    // REQUIRES: `id` is the decoder's next token, the one before it, or
    // `entity` (the open entity's first token, or -1); the next token moves
    // on by one at a time.
    RowMatrix::RowXpr Row(int id, int entity) {
      const auto at = static_cast<std::size_t>(id);
      while (at >= end_) {
        previous_ = std::move(current_);
        previous_start_ = start_;
        start_ = end_;
        end_ = std::min(tokens_.size(), start_ + kChunkTokens);
        current_ = r_.Precompute(text_, tokens_, start_, end_);
      }
      // The open entity's first row is kept from the step after it began
      // (when it is still in this chunk or the one before), as an entity may
      // outlast a chunk.
      if (entity >= 0 && entity != entity_id_) {
        entity_row_ = Recent(static_cast<std::size_t>(entity));
        entity_id_ = entity;
      }
      return id == entity_id_ ? entity_row_.row(0) : Recent(at);
    }

   private:
    RowMatrix::RowXpr Recent(std::size_t at) {
      return at >= start_ ? current_.row(static_cast<Eigen::Index>(at - start_))
                          : previous_.row(static_cast<Eigen::Index>(at - previous_start_));
    }

    const SpacyRecognizer& r_;
    std::string_view text_;
    const std::vector<Token>& tokens_;
    RowMatrix current_, previous_, entity_row_;
    std::size_t start_ = 0, end_ = 0, previous_start_ = 0;
    int entity_id_ = -1;
  };

  std::string LexemeNorm(std::string_view orth) const {
    if (const auto it = norms_.find(StringId(orth)); it != norms_.end()) return it->second;
    if (const std::string_view base = BaseNorm(orth); !base.empty()) return std::string(base);
    return Lower(orth);
  }

  // The parser's lower layer for tokens [begin, end): rows of features x
  // hidden x pieces. The encoder sees one token further each layer, so the
  // chunk is encoded with as many tokens of context on each side: its rows
  // then equal those of the whole text. At the text's ends thinc pads with
  // as many zero rows, and runs the layers over the pads too.
  RowMatrix Precompute(std::string_view text, const std::vector<Token>& tokens, std::size_t begin,
                       std::size_t end) const {
    const std::size_t depth = net_.encoder.size();
    const std::size_t from = begin > depth ? begin - depth : 0;
    const std::size_t to = std::min(tokens.size(), end + depth);
    const auto n = static_cast<Eigen::Index>(to - from);
    const Eigen::Index width = net_.embeds[0].E.cols();
    RowMatrix embedded = RowMatrix::Zero(n, 4 * width);
    for (Eigen::Index i = 0; i < n; ++i) {
      const Token& t = tokens[from + static_cast<std::size_t>(i)];
      const std::string_view orth = text.substr(t.start, t.end - t.start);
      const std::uint64_t ids[4] = {StringId(t.norm.empty() ? LexemeNorm(orth) : t.norm),
                                    StringId(Prefix(orth)), StringId(Suffix(orth)),
                                    StringId(Shape(orth))};
      for (int c = 0; c < 4; ++c) {
        const Network::Embed& embed = net_.embeds[static_cast<std::size_t>(c)];
        std::uint32_t buckets[4];
        HashBuckets(ids[c], embed.seed, buckets);
        auto segment = embedded.row(i).segment(c * width, width);
        for (const std::uint32_t bucket : buckets) {
          segment += embed.E.row(
              static_cast<Eigen::Index>(bucket % static_cast<std::uint32_t>(embed.E.rows())));
        }
      }
    }
    RowMatrix x = net_.mix(embedded);
    net_.mix_norm.Apply(x);
    const auto lead = static_cast<Eigen::Index>(from == 0 ? depth : 0);
    const auto trail = static_cast<Eigen::Index>(to == tokens.size() ? depth : 0);
    RowMatrix padded = RowMatrix::Zero(lead + n + trail, width);
    padded.middleRows(lead, n) = x;
    for (const auto& [maxout, norm] : net_.encoder) {
      RowMatrix y = maxout(Window(padded));
      norm.Apply(y);
      padded += y;
    }
    RowMatrix vectors =
        TimesTransposed(padded.middleRows(lead + static_cast<Eigen::Index>(begin - from),
                                          static_cast<Eigen::Index>(end - begin)),
                        net_.projection.W);
    vectors.rowwise() += net_.projection.b;
    return TimesTransposed(vectors, net_.lower_W);
  }

  Tokenizer tokenizer_;
  Network net_;
  Moves moves_;
  absl::flat_hash_map<std::uint64_t, std::string> norms_;
  SingleThreadedBlasWhileOpen blas_;
};

Result<absl::flat_hash_map<std::uint64_t, std::string>> ReadLexemeNorms(std::string_view lookups) {
  auto handle = Unpack(lookups, "spaCy lookups");
  if (!handle) return std::unexpected(handle.error());
  absl::flat_hash_map<std::uint64_t, std::string> norms;
  const msgpack::object* table = FindKey(handle->get(), "lexeme_norm");
  if (table == nullptr) return norms;  // a pipeline without norm exceptions
  if (table->type != msgpack::type::MAP)
    return MakeError(ErrorCode::kInvalidInput, "spaCy lookups: lexeme_norm is not a map");
  for (std::uint32_t i = 0; i < table->via.map.size; ++i) {
    const auto& kv = table->via.map.ptr[i];
    if (kv.key.type != msgpack::type::POSITIVE_INTEGER) continue;
    norms.emplace(kv.key.via.u64, std::string(BytesOf(kv.val)));
  }
  return norms;
}

}  // namespace

Result<Moves> ReadMoves(std::string_view ner_moves_msgpack) {
  auto handle = Unpack(ner_moves_msgpack, "spaCy NER moves");
  if (!handle) return std::unexpected(handle.error());
  const msgpack::object* text = FindKey(handle->get(), "moves");
  if (text == nullptr) return MakeError(ErrorCode::kInvalidInput, "spaCy NER moves: no \"moves\"");
  const auto json = nlohmann::json::parse(BytesOf(*text), nullptr, false);
  if (json.is_discarded() || !json.is_object()) {
    return MakeError(ErrorCode::kInvalidInput, "spaCy NER moves: \"moves\" is not a JSON object");
  }
  Moves out;
  std::map<std::string, int> label_index;
  const auto add = [&](int action, const std::string& label) {
    if (action < 1 || action > 5) return;
    if (action == static_cast<int>(MoveKind::kOut) && !label.empty()) return;
    int index = -1;
    if (!label.empty()) {
      const auto [it, added] = label_index.emplace(label, static_cast<int>(out.labels.size()));
      if (added) out.labels.push_back(label);
      index = it->second;
    }
    const Move move{static_cast<MoveKind>(action), index};
    for (const Move& m : out.moves) {
      if (m.kind == move.kind && m.label == move.label) return;
    }
    out.moves.push_back(move);
  };
  // json's object keys are sorted as strings, as Python's sorted() sorts them.
  std::vector<std::pair<long long, std::pair<std::string, int>>> added_later;
  for (const auto& [key, freqs] : json.items()) {
    const int action = std::atoi(key.c_str());
    if (!freqs.is_object())
      return MakeError(ErrorCode::kInvalidInput,
                       "spaCy NER moves: action " + key + " is malformed");
    std::vector<std::pair<long long, std::string>> sorted;
    for (const auto& [label, freq] : freqs.items())
      sorted.emplace_back(freq.get<long long>(), label);
    std::sort(sorted.rbegin(), sorted.rend());
    for (const auto& [freq, label] : sorted) {
      if (freq < 0) {
        added_later.push_back({freq, {label, action}});
      } else {
        add(action, label);
      }
    }
  }
  std::sort(added_later.rbegin(), added_later.rend());
  for (const auto& [freq, la] : added_later) add(la.second, la.first);
  return out;
}

std::vector<DecodedEntity> DecodeGreedy(const Moves& moves, const std::vector<bool>& is_space,
                                        const StateScorer& score) {
  const std::size_t n = is_space.size();
  std::vector<float> scores(moves.moves.size());
  std::vector<DecodedEntity> out;
  bool open = false;
  DecodedEntity current;
  for (std::size_t b = 0; b < n; ++b) {
    const bool last_token = b + 1 == n;
    const auto valid = [&](const Move& m) {
      switch (m.kind) {
        case MoveKind::kBegin:
          return !open && !last_token && m.label >= 0 && !is_space[b];
        case MoveKind::kIn:
          return open && !last_token && m.label == current.label;
        case MoveKind::kLast:
          return open && m.label == current.label;
        case MoveKind::kUnit:
          return !open && m.label >= 0 && !is_space[b];
        case MoveKind::kOut:
          return !open;
      }
      return false;
    };
    const int features[3] = {static_cast<int>(b), open ? static_cast<int>(current.first) : -1,
                             open ? static_cast<int>(b) - 1 : -1};
    score(features, scores);
    int best = -1;
    float top = 0;
    for (std::size_t i = 0; i < moves.moves.size(); ++i) {
      if (!valid(moves.moves[i])) continue;
      if (best < 0 || scores[i] > scores[static_cast<std::size_t>(best)])
        best = static_cast<int>(i);
    }
    if (best < 0) break;  // no move allowed: only a transition system without OUT or LAST
    top = scores[static_cast<std::size_t>(best)];
    double sum = 0;
    for (std::size_t i = 0; i < moves.moves.size(); ++i) {
      if (valid(moves.moves[i])) sum += std::exp(static_cast<double>(scores[i] - top));
    }
    const auto probability = static_cast<float>(1.0 / sum);
    const Move& move = moves.moves[static_cast<std::size_t>(best)];
    switch (move.kind) {
      case MoveKind::kBegin:
        current = DecodedEntity{b, b, move.label, probability};
        open = true;
        break;
      case MoveKind::kIn:
        current.score = std::min(current.score, probability);
        break;
      case MoveKind::kLast:
        current.last = b;
        current.score = std::min(current.score, probability);
        out.push_back(current);
        open = false;
        break;
      case MoveKind::kUnit:
        out.push_back(DecodedEntity{b, b, move.label, probability});
        break;
      case MoveKind::kOut:
        break;
    }
  }
  return out;
}

}  // namespace privtext::model::spacy

namespace privtext::model {

Result<std::unique_ptr<EntityRecognizer>> OpenEntityRecognizer(std::string_view spec) {
  auto loc = ResolveModel(spec);
  if (!loc) return std::unexpected(loc.error());
  if (loc->kind == ModelLocation::Kind::kHttp) {
    return MakeError(ErrorCode::kInvalidArgument,
                     "entity recognition needs a local spaCy pipeline bundle (an OpenAI-compatible "
                     "API has none): " +
                         std::string(spec));
  }
  auto bundle = spacy::ReadBundle(loc->path);
  if (!bundle) return std::unexpected(bundle.error());
  auto rules = spacy::ReadTokenizerRules(bundle->tokenizer);
  if (!rules) return std::unexpected(rules.error());
  auto tokenizer = spacy::Tokenizer::Create(*rules);
  if (!tokenizer) return std::unexpected(tokenizer.error());
  auto net = spacy::ReadNetwork(bundle->ner_model);
  if (!net) return std::unexpected(net.error());
  auto moves = spacy::ReadMoves(bundle->ner_moves);
  if (!moves) return std::unexpected(moves.error());
  if (static_cast<Eigen::Index>(moves->moves.size()) != net->upper.W.rows()) {
    return MakeError(ErrorCode::kInvalidInput,
                     loc->path + ": the NER scores " + std::to_string(net->upper.W.rows()) +
                         " moves but its moves file lists " + std::to_string(moves->moves.size()));
  }
  auto norms = spacy::ReadLexemeNorms(bundle->lookups);
  if (!norms) return std::unexpected(norms.error());
  return std::unique_ptr<EntityRecognizer>(std::make_unique<spacy::SpacyRecognizer>(
      std::move(*tokenizer), std::move(*net), std::move(*moves), std::move(*norms)));
}

Status ImportSpacyPipeline(const std::string& dir, const std::string& out_path) {
  auto bundle = spacy::ReadPipelineDirectory(dir);
  if (!bundle) return std::unexpected(bundle.error());
  return spacy::WriteBundle(*bundle, out_path);
}

}  // namespace privtext::model
