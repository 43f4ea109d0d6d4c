// Internal: libcurl and libzip, opened on first use (SharedLibrary) rather than
// linked, so that commands which reach no server and pull no model start
// without loading them (libcurl brings 25 more libraries).
#pragma once

#include <curl/curl.h>
#include <zip.h>

#include "privtext/core.h"

namespace privtext::model::internal {

// The libcurl functions the HTTP backend calls; Curl() has run global_init.
struct CurlApi {
  decltype(&curl_global_init) global_init = nullptr;
  decltype(&curl_easy_init) easy_init = nullptr;
  decltype(&curl_easy_cleanup) easy_cleanup = nullptr;
  decltype(&curl_easy_setopt) easy_setopt = nullptr;
  decltype(&curl_easy_perform) easy_perform = nullptr;
  decltype(&curl_easy_getinfo) easy_getinfo = nullptr;
  decltype(&curl_easy_strerror) easy_strerror = nullptr;
  decltype(&curl_slist_append) slist_append = nullptr;
  decltype(&curl_slist_free_all) slist_free_all = nullptr;
};
Result<const CurlApi*> Curl();

// The libzip functions `pull` calls to read a wheel.
struct ZipApi {
  decltype(&zip_open) open = nullptr;
  decltype(&zip_discard) discard = nullptr;
  decltype(&zip_get_num_entries) get_num_entries = nullptr;
  decltype(&zip_get_name) get_name = nullptr;
  decltype(&zip_fopen) fopen = nullptr;
  decltype(&zip_fread) fread = nullptr;
  decltype(&zip_fclose) fclose = nullptr;
};
Result<const ZipApi*> Zip();

}  // namespace privtext::model::internal
