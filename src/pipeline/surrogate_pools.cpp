// The surrogates' names and places, from the detector's gazetteers.
#include "privtext/detect.h"
#include "privtext/pipeline.h"

namespace privtext::pipeline {

protect::SurrogatePools BuiltinSurrogatePools() {
  protect::SurrogatePools pools;
  pools.first_names = detect::BuiltinGazetteerEntries("first_names.txt");
  pools.more_first_names = detect::BuiltinGazetteerEntries("first_names_europe.txt");
  pools.surnames = detect::BuiltinGazetteerEntries("last_names.txt");
  pools.places = detect::BuiltinGazetteerEntries("places.txt");
  pools.countries = detect::BuiltinGazetteerEntries("countries.txt");
  return pools;
}

}  // namespace privtext::pipeline
