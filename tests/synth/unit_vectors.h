// Hand-made embeddings: unit vectors in the plane at the given angles, so
// nearest neighbours can be worked out on paper.
#pragma once

#include <cmath>
#include <vector>

#include "privtext/synth.h"

namespace privtext::testing {

inline Embeddings Unit2d(const std::vector<double>& angles_deg) {
  Embeddings e{angles_deg.size(), 2, {}};
  for (double a : angles_deg) {
    e.values.push_back(static_cast<float>(std::cos(a * M_PI / 180)));
    e.values.push_back(static_cast<float>(std::sin(a * M_PI / 180)));
  }
  return e;
}

}  // namespace privtext::testing
