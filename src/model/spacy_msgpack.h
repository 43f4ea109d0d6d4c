// Internal: reading spaCy's msgpack files (srsly's format) with msgpack-c.
// Keys may be str or bin (srsly writes NumPy arrays as maps with bin keys).
#pragma once

#ifndef MSGPACK_NO_BOOST
#define MSGPACK_NO_BOOST
#endif
#include <msgpack.hpp>
#include <string>
#include <string_view>

#include "privtext/core.h"

namespace privtext::model::spacy {

// The bytes of a str or bin object; empty for any other type.
inline std::string_view BytesOf(const msgpack::object& o) {
  if (o.type == msgpack::type::STR) return {o.via.str.ptr, o.via.str.size};
  if (o.type == msgpack::type::BIN) return {o.via.bin.ptr, o.via.bin.size};
  return {};
}

// The value under `key` in a map, or nullptr.
inline const msgpack::object* FindKey(const msgpack::object& map, std::string_view key) {
  if (map.type != msgpack::type::MAP) return nullptr;
  for (std::uint32_t i = 0; i < map.via.map.size; ++i) {
    const msgpack::object& k = map.via.map.ptr[i].key;
    if ((k.type == msgpack::type::STR || k.type == msgpack::type::BIN) && BytesOf(k) == key) {
      return &map.via.map.ptr[i].val;
    }
  }
  return nullptr;
}

// Unpacks `bytes`; an error names `what` when they are not msgpack.
inline Result<msgpack::object_handle> Unpack(std::string_view bytes, const std::string& what) {
  try {
    return msgpack::unpack(bytes.data(), bytes.size());
  } catch (const std::exception& e) {
    return MakeError(ErrorCode::kInvalidInput,
                     what + ": not a msgpack document (" + e.what() + ")");
  }
}

}  // namespace privtext::model::spacy
