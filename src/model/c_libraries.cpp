#include "c_libraries.h"

namespace privtext::model::internal {

Result<const CurlApi*> Curl() {
  return LoadLibraryOnce<CurlApi>(PRIVTEXT_CURL_SONAME, [](SharedLibrary& library, CurlApi& a) -> Status {
    library.Bind(a.global_init, "curl_global_init");
    library.Bind(a.easy_init, "curl_easy_init");
    library.Bind(a.easy_cleanup, "curl_easy_cleanup");
    library.Bind(a.easy_setopt, "curl_easy_setopt");
    library.Bind(a.easy_perform, "curl_easy_perform");
    library.Bind(a.easy_getinfo, "curl_easy_getinfo");
    library.Bind(a.easy_strerror, "curl_easy_strerror");
    library.Bind(a.slist_append, "curl_slist_append");
    library.Bind(a.slist_free_all, "curl_slist_free_all");
    // Here, once, before any thread uses libcurl (curl_global_init is not thread-safe).
    if (a.global_init != nullptr && a.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
      return MakeError(ErrorCode::kInternal, "curl_global_init failed");
    }
    return Ok();
  });
}

Result<const ZipApi*> Zip() {
  return LoadLibraryOnce<ZipApi>(PRIVTEXT_ZIP_SONAME, [](SharedLibrary& library, ZipApi& a) -> Status {
    library.Bind(a.open, "zip_open");
    library.Bind(a.discard, "zip_discard");
    library.Bind(a.get_num_entries, "zip_get_num_entries");
    library.Bind(a.get_name, "zip_get_name");
    library.Bind(a.fopen, "zip_fopen");
    library.Bind(a.fread, "zip_fread");
    library.Bind(a.fclose, "zip_fclose");
    return Ok();
  });
}

}  // namespace privtext::model::internal
