"""ROUGE side by side: Google's rouge-score (the package seed 004 uses) and
privtext's `audit copying` on the same candidates and references. Checks
that every candidate's best ROUGE-2 and ROUGE-L F1 agree, then prints the
time of each. privtext's command also computes the content-word Levenshtein
distance to every reference, which rouge-score does not.

    $(bench/compare/venv.sh) bench/compare/rouge.py [--candidates 200]
"""
import argparse
import json
import os
import subprocess
import tempfile
import time

from rouge_score import rouge_scorer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--candidates", type=int, default=200)
    ap.add_argument("--privtext", default=os.path.join(ROOT, "build/bin/privtext"))
    args = ap.parse_args()
    refs = [json.loads(l)["text"] for l in open(os.path.join(ROOT, "data/sample_corpus.jsonl"))]
    # Candidates: halves of two references glued together, so scores vary.
    cands = []
    for i in range(args.candidates):
        a, b = refs[i % len(refs)], refs[(7 * i + 3) % len(refs)]
        cands.append(a[: len(a) // 2] + " " + b[len(b) // 2:])
    with tempfile.TemporaryDirectory() as tmp:
        for name, texts in (("cands", cands), ("refs", refs)):
            with open(os.path.join(tmp, name + ".jsonl"), "w") as f:
                for i, t in enumerate(texts):
                    f.write(json.dumps({"id": str(i), "text": t}) + "\n")
        start = time.perf_counter()
        subprocess.run([args.privtext, "audit", "copying", "--synthetic", os.path.join(tmp, "cands.jsonl"),
                        "--references", os.path.join(tmp, "refs.jsonl"), "--per-output",
                        "--out", os.path.join(tmp, "ours.json")], check=True)
        t_ours = time.perf_counter() - start
        ours = json.load(open(os.path.join(tmp, "ours.json")))["per_output"]
    scorer = rouge_scorer.RougeScorer(["rouge2", "rougeL"])
    start = time.perf_counter()
    theirs = []
    for c in cands:
        scores = [scorer.score(r, c) for r in refs]
        theirs.append((max(s["rouge2"].fmeasure for s in scores), max(s["rougeL"].fmeasure for s in scores)))
    t_theirs = time.perf_counter() - start
    worst = max(max(abs(o["rouge2"] - t[0]), abs(o["rougeL"] - t[1])) for o, t in zip(ours, theirs))
    pairs = len(cands) * len(refs)
    print("%d candidates x %d references = %d pairs" % (len(cands), len(refs), pairs))
    print("rouge-score 0.1.2          %7.2f s  %8.0f pairs/s" % (t_theirs, pairs / t_theirs))
    print("privtext audit copying     %7.2f s  %8.0f pairs/s (plus Levenshtein)" % (t_ours, pairs / t_ours))
    print("ratio %.1fx; largest difference of a best F1: %.2e" % (t_theirs / t_ours, worst))
    raise SystemExit(0 if worst < 1e-9 else 1)


if __name__ == "__main__":
    main()
