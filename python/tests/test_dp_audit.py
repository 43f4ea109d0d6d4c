"""privtext.dp and privtext.audit: the seeds' numbers and hand-checked cases."""

import math

import pytest

import privtext
from privtext import audit, dp


def test_seed_002_d1_epsilon_and_calibration():
    # PrE-Text (seed 002, App. D.1): noise multiplier 11.28, 11 steps, delta 3e-6 -> epsilon 1.29.
    eps = dp.epsilon(11.28, 11, 3e-6)
    assert round(eps, 2) == 1.29
    z = dp.calibrate(eps, 11, 3e-6)
    assert z == pytest.approx(11.28, rel=1e-5)


def test_matches_the_cli(cli):
    import json
    from conftest import run_cli
    out = json.loads(run_cli(cli, "dp", "epsilon", "--noise-multiplier", 1.1, "--steps", 1000, "--sampling-rate",
                             0.01, "--delta", 1e-5).stdout)
    assert dp.epsilon(1.1, 1000, 1e-5, sampling_rate=0.01) == pytest.approx(out["epsilon"], rel=1e-12)


def test_exact_gaussian_single_step():
    # One Gaussian step with z = 1 (mu = 1): delta(eps) = Phi(-eps + 1/2) - e^eps Phi(-eps - 1/2).
    eps = dp.epsilon(1.0, 1, 1e-5, accountant="exact")
    phi = lambda x: 0.5 * math.erfc(-x / math.sqrt(2))
    assert phi(-eps + 0.5) - math.exp(eps) * phi(-eps - 0.5) == pytest.approx(1e-5, rel=1e-4)
    with pytest.raises(privtext.InvalidArgument, match="sampling_rate 1"):
        dp.epsilon(1.0, 1, 1e-5, sampling_rate=0.5, accountant="exact")
    with pytest.raises(ValueError):
        dp.epsilon(1.0, 1, 1e-5, accountant="moments")


def test_training_set_leakage_counts_whole_words():
    r = audit.leakage(["Ann met Bo.", "Annual report.", "nothing"], ["Ann", "Bo", "Cy"], types=["PERSON"] * 3)
    assert (r["leaking_outputs"], r["outputs"], r["leaked_entities"], r["entities"]) == (1, 3, 2, 3)
    assert r["pipp"] == pytest.approx(1 / 3) and r["elp"] == pytest.approx(2 / 3)
    assert r["leaked_by_type"] == {"PERSON": 2}
    assert audit.leakage(["ANN"], ["Ann"], case_insensitive=True)["leaked_entities"] == 1


def test_in_context_leakage():
    r = audit.in_context_leakage(["Ann wrote", "Bo wrote"], [["Ann", "Cy"], ["Ann"]])
    assert r["pipp"] == pytest.approx(0.5) and r["elp"] == pytest.approx(0.25)


def test_rouge_hand_checked():
    # reference bigrams: the cat, cat sat ; candidate bigrams: the cat, cat ran -> 1/2 each
    r = audit.rouge_n("the cat sat", "the cat ran", 2)
    assert (r["precision"], r["recall"]) == (0.5, 0.5)
    # LCS "the cat" = 2 of 3 tokens
    assert audit.rouge_l("the cat sat", "the cat ran")["f1"] == pytest.approx(2 / 3)
    assert audit.contains_entity("Met Ann.", "Ann") and not audit.contains_entity("Annual", "Ann")
    assert audit.compression_ratio("a" * 1000) < 0.05
    assert audit.compression_ratio("Zoë met Ann at 14 Heron Walk.") > 0.275


def test_copying_hand_checked():
    r = audit.copying(["the cat sat on the mat", "a dog ran"], ["the cat sat on the mat", "nothing alike here"])
    first, second = r["per_output"]
    assert (first["rouge2"], first["rougeL"], first["best_rouge2"], first["min_levenshtein"]) == (1.0, 1.0, 0, 0.0)
    assert (second["rouge2"], second["rougeL"], second["min_levenshtein"]) == (0.0, 0.0, 1.0)
    assert r["references"] == 2 and r["max_rouge2"] == 1.0 and r["mean_rouge2"] == 0.5


def test_fid_of_a_shifted_set_is_the_squared_shift():
    import numpy as np
    rng = np.random.default_rng(7)
    a = rng.normal(size=(200, 3)).astype(np.float32)
    b = a + np.array([3, 4, 0], dtype=np.float32)  # same covariance: FID = |shift|^2 = 25
    assert audit.fid(a, b) == pytest.approx(25, rel=1e-4)
    assert audit.fid(a, a) == pytest.approx(0, abs=1e-3)
    assert audit.fid(a.tolist(), b.tolist()) == pytest.approx(25, rel=1e-4)  # any 2-D array-like
    with pytest.raises(privtext.InvalidArgument, match="a: expected a 2-D array"):
        audit.fid(a[0], b)


def test_mauve_separates_sets():
    import numpy as np
    rng = np.random.default_rng(3)
    p = rng.normal(size=(100, 8)).astype(np.float32)
    q_far = p + 5
    same = audit.mauve(p, p.copy())
    far = audit.mauve(p, q_far)
    assert same["mauve"] == pytest.approx(1.0, abs=1e-6) and same["buckets"] == 10
    assert far["mauve"] < 0.1
