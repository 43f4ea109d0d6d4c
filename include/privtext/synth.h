// privtext synth: synthetic training data.
//  - Private Evolution (seed 002, PrE-Text; Lin et al. 2023): every private
//    record votes for its nearest synthetic sample in embedding space, each
//    user's contribution is bounded, the histogram is released with Gaussian
//    noise and a threshold, and the model evolves the samples that won votes.
//    Also its federated form (client histograms as files).
//  - Secret-Protected Evolution (seed 003, SecPE): private records update
//    k-means centres of public data once, with noise calibrated per secret;
//    the evolution then votes with those noisy representatives.
//  - Controlled generation (seed 004) and encrypted entity-graph synthesis
//    (seed 000, with retrieval over the encrypted corpus).
//
// Thread-safety: the functions are pure (AddHistogramNoise draws from the given
// RandomBits, which must not be shared across threads). The evolution loops
// use a Generator and an Embedder from one thread.
//
// One header per method under privtext/synth/; this one includes them all.
#pragma once

#include "privtext/synth/controlled_generation.h"
#include "privtext/synth/entity_graph.h"
#include "privtext/synth/federated.h"
#include "privtext/synth/private_evolution.h"
#include "privtext/synth/retrieval.h"
#include "privtext/synth/secret_protected_evolution.h"
#include "privtext/synth/vote_histogram.h"
