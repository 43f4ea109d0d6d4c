// Internal: the gazetteers of data/gazetteers/, compiled into the library so
// that an installed privtext needs no file beside it (and no build path).
#pragma once

#include <optional>
#include <string_view>

namespace privtext::detect::internal {

// The built-in copy of first_names.txt, first_names_europe.txt, first_names_world.txt, last_names.txt, places.txt,
// coarse_places.txt, countries.txt or coarse_cities.txt.
std::optional<std::string_view> BuiltinGazetteer(std::string_view file_name);

}  // namespace privtext::detect::internal
