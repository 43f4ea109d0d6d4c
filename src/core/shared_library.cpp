#include <dlfcn.h>

#include "privtext/core.h"

namespace privtext {

Result<SharedLibrary> SharedLibrary::Open(const std::string& soname) {
  // RTLD_LOCAL: the library's symbols serve only the pointers bound from it.
  void* handle = dlopen(soname.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* why = dlerror();
    return MakeError(ErrorCode::kNotFound, "cannot load " + soname + " (" + (why ? why : "unknown error") +
                                              "); scripts/bootstrap installs it");
  }
  return SharedLibrary(handle, soname);
}

void* SharedLibrary::Symbol(const char* name) {
  void* address = dlsym(handle_, name);
  if (address == nullptr && status_) {
    status_ = MakeError(ErrorCode::kNotFound, soname_ + " has no function " + name + "; is it an older version?");
  }
  return address;
}

}  // namespace privtext
