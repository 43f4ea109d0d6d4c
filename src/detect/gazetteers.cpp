// The gazetteer files as read-only data (the assembler's .incbin; GCC 12 has
// no #embed). PRIVTEXT_GAZETTEER_SOURCE_DIR is read at compile time only.
#include "gazetteers.h"

#define PRIVTEXT_INCBIN(symbol, file)                                     \
  __asm__(".pushsection .rodata\n"                                        \
          ".global " #symbol "\n" #symbol ":\n"                           \
          ".incbin \"" PRIVTEXT_GAZETTEER_SOURCE_DIR "/" file "\"\n"      \
          ".global " #symbol "_end\n" #symbol "_end:\n"                   \
          ".popsection\n")

PRIVTEXT_INCBIN(privtext_gazetteer_first_names, "first_names.txt");
PRIVTEXT_INCBIN(privtext_gazetteer_first_names_europe, "first_names_europe.txt");
PRIVTEXT_INCBIN(privtext_gazetteer_first_names_world, "first_names_world.txt");
PRIVTEXT_INCBIN(privtext_gazetteer_last_names, "last_names.txt");
PRIVTEXT_INCBIN(privtext_gazetteer_places, "places.txt");
PRIVTEXT_INCBIN(privtext_gazetteer_coarse_places, "coarse_places.txt");
PRIVTEXT_INCBIN(privtext_gazetteer_countries, "countries.txt");
PRIVTEXT_INCBIN(privtext_gazetteer_coarse_cities, "coarse_cities.txt");

extern "C" const char privtext_gazetteer_first_names[], privtext_gazetteer_first_names_end[];
extern "C" const char privtext_gazetteer_first_names_europe[], privtext_gazetteer_first_names_europe_end[];
extern "C" const char privtext_gazetteer_first_names_world[], privtext_gazetteer_first_names_world_end[];
extern "C" const char privtext_gazetteer_last_names[], privtext_gazetteer_last_names_end[];
extern "C" const char privtext_gazetteer_places[], privtext_gazetteer_places_end[];
extern "C" const char privtext_gazetteer_coarse_places[], privtext_gazetteer_coarse_places_end[];
extern "C" const char privtext_gazetteer_countries[], privtext_gazetteer_countries_end[];
extern "C" const char privtext_gazetteer_coarse_cities[], privtext_gazetteer_coarse_cities_end[];

namespace privtext::detect::internal {

std::optional<std::string_view> BuiltinGazetteer(std::string_view file_name) {
  auto view = [](const char* begin, const char* end) {
    return std::string_view(begin, static_cast<std::size_t>(end - begin));
  };
  if (file_name == "first_names.txt") return view(privtext_gazetteer_first_names, privtext_gazetteer_first_names_end);
  if (file_name == "first_names_europe.txt") {
    return view(privtext_gazetteer_first_names_europe, privtext_gazetteer_first_names_europe_end);
  }
  if (file_name == "first_names_world.txt") {
    return view(privtext_gazetteer_first_names_world, privtext_gazetteer_first_names_world_end);
  }
  if (file_name == "last_names.txt") return view(privtext_gazetteer_last_names, privtext_gazetteer_last_names_end);
  if (file_name == "places.txt") return view(privtext_gazetteer_places, privtext_gazetteer_places_end);
  if (file_name == "coarse_places.txt") return view(privtext_gazetteer_coarse_places, privtext_gazetteer_coarse_places_end);
  if (file_name == "countries.txt") return view(privtext_gazetteer_countries, privtext_gazetteer_countries_end);
  if (file_name == "coarse_cities.txt") return view(privtext_gazetteer_coarse_cities, privtext_gazetteer_coarse_cities_end);
  return std::nullopt;
}

}  // namespace privtext::detect::internal
