// Short labels for a document's entity tokens in the prompts of the
// entity-graph synthesis. A small model garbles 40-character ciphers but
// copies "[Person 1]"; its outputs get the tokens back before the filter.
#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "privtext/synth.h"

namespace privtext::synth {
namespace {

// "PhoneNumber" -> "Phone number": words a model reads as a kind of thing.
std::string Words(std::string_view type) {
  std::string out;
  for (std::size_t i = 0; i < type.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(type[i]);
    if (i > 0 && std::isupper(c)) {
      out += ' ';
      out += static_cast<char>(std::tolower(c));
    } else {
      out += static_cast<char>(i == 0 ? std::toupper(c) : c);
    }
  }
  return out.empty() ? "Entity" : out;
}

// The length of a label-shaped string at `at` ("[" capitalised words, a
// number, "]"), or 0.
std::size_t LabelLength(std::string_view text, std::size_t at) {
  std::size_t i = at + 1;
  auto letters = [&] {
    const std::size_t from = i;
    while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i]))) ++i;
    return i > from;
  };
  if (i >= text.size() || !std::isupper(static_cast<unsigned char>(text[i])) || !letters()) return 0;
  while (i + 1 < text.size() && text[i] == ' ' && std::isalpha(static_cast<unsigned char>(text[i + 1]))) {
    ++i;
    letters();
  }
  if (i + 1 >= text.size() || text[i] != ' ' || !std::isdigit(static_cast<unsigned char>(text[i + 1]))) return 0;
  ++i;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
  return i < text.size() && text[i] == ']' ? i + 1 - at : 0;
}

}  // namespace

EntityAliases EntityAliases::Make(std::string_view text, std::vector<std::string> tokens,
                                  const std::function<std::string(std::string_view)>& type_of) {
  // Numbered in order of first appearance, per type, as a reader would.
  std::sort(tokens.begin(), tokens.end());
  tokens.erase(std::unique(tokens.begin(), tokens.end()), tokens.end());
  std::stable_sort(tokens.begin(), tokens.end(),
                   [&](const std::string& a, const std::string& b) { return text.find(a) < text.find(b); });
  EntityAliases aliases;
  std::map<std::string, int> per_type;
  for (auto& token : tokens) {
    const std::string type = Words(type_of ? type_of(token) : "");
    aliases.labels_.push_back("[" + type + " " + std::to_string(++per_type[type]) + "]");
    aliases.types_.insert(type);
    aliases.tokens_.push_back(std::move(token));
  }
  return aliases;
}

std::string EntityAliases::Hide(std::string_view text) const {
  std::string out(text);
  // Longest tokens first, so a token that contains another is replaced whole.
  std::vector<std::size_t> order(tokens_.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return tokens_[a].size() > tokens_[b].size(); });
  for (std::size_t i : order) {
    for (std::size_t at = out.find(tokens_[i]); at != std::string::npos; at = out.find(tokens_[i], at + labels_[i].size())) {
      out.replace(at, tokens_[i].size(), labels_[i]);
    }
  }
  return out;
}

bool EntityAliases::Restore(std::string& text) const {
  std::string out;
  out.reserve(text.size() * 2);
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = text[i] == '[' ? LabelLength(text, i) : 0;
    if (n == 0) {
      out += text[i++];
      continue;
    }
    const std::string_view label = std::string_view(text).substr(i, n);
    const auto it = std::find(labels_.begin(), labels_.end(), label);
    if (it != labels_.end()) {
      out += tokens_[static_cast<std::size_t>(it - labels_.begin())];
    } else if (types_.contains(std::string(label.substr(1, label.rfind(' ') - 1)))) {
      return false;  // "[Person 7]" where the document has two persons: an invented entity
    } else {
      out += label;  // "[Article 6]": not a kind of entity the document has
    }
    i += n;
  }
  text = std::move(out);
  return true;
}

std::string EntityAliases::TokenOf(const std::string& name) const {
  const auto it = std::find(labels_.begin(), labels_.end(), name);
  return it == labels_.end() ? name : tokens_[static_cast<std::size_t>(it - labels_.begin())];
}

}  // namespace privtext::synth
