#include "privtext/core.h"
#include "privtext/version.h"

namespace privtext {

std::string_view ErrorCodeName(ErrorCode code) {
  switch (code) {
    case ErrorCode::kInvalidArgument: return "invalid argument";
    case ErrorCode::kInvalidInput: return "invalid input";
    case ErrorCode::kNotFound: return "not found";
    case ErrorCode::kAlreadyExists: return "already exists";
    case ErrorCode::kIo: return "i/o error";
    case ErrorCode::kCrypto: return "crypto error";
    case ErrorCode::kInternal: return "internal error";
  }
  return "error";
}

Error Error::WithContext(std::string_view context) const {
  return Error(code_, std::string(context) + ": " + message_);
}

std::string_view Version() { return PRIVTEXT_VERSION; }

}  // namespace privtext
