"""Throughput of the corpus commands (encrypt, detect, protect, cipher
--jsonl) on a ~25 MB JSONL corpus made from the sample corpus, for one
privtext binary or two side by side (e.g. a build of an earlier commit).

    python3 bench/compare/throughput.py [--baseline OTHER/privtext] [--mb 25]
"""
import argparse
import json
import os
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def best_of(cmd, runs=3):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--privtext", default=os.path.join(ROOT, "build/bin/privtext"))
    ap.add_argument("--baseline")
    ap.add_argument("--mb", type=float, default=25)
    args = ap.parse_args()
    sample = [l for l in open(os.path.join(ROOT, "data/sample_corpus.jsonl"))]
    with tempfile.TemporaryDirectory() as tmp:
        corpus = os.path.join(tmp, "corpus.jsonl")
        size, i = 0, 0
        with open(corpus, "w") as out:
            while size < args.mb * 1e6:
                doc = json.loads(sample[i % len(sample)])
                doc["id"] = "doc-%d" % i
                line = json.dumps(doc, ensure_ascii=False) + "\n"
                out.write(line)
                size += len(line.encode())
                i += 1
        mb = os.path.getsize(corpus) / 1e6
        binaries = [("privtext", args.privtext)] + ([("baseline", args.baseline)] if args.baseline else [])
        subprocess.run([args.privtext, "keygen", "--out", os.path.join(tmp, "k.json")], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        rows = []
        for label, sub in [("encrypt", ["encrypt", "--keyset", os.path.join(tmp, "k.json")]),
                           ("detect", ["detect"]),
                           ("protect", ["protect", "--keyset", os.path.join(tmp, "k.json")]),
                           ("cipher --jsonl", ["cipher", "encrypt", "--key", "hENTuXqL", "--jsonl"])]:
            row = [label]
            for name, pt in binaries:
                t = best_of([pt] + sub + ["--in", corpus, "--out", os.path.join(tmp, "o.jsonl"), "-q"])
                row.append(mb / t)
            rows.append(row)
        print("%.1f MB JSONL, %d documents; MB/s (best of 3)" % (mb, i))
        print("%-16s" % "command" + "".join("%12s" % n for n, _ in binaries) + ("       ratio" if args.baseline else ""))
        for row in rows:
            print("%-16s" % row[0] + "".join("%12.1f" % v for v in row[1:]) +
                  ("%11.2fx" % (row[1] / row[2]) if args.baseline else ""))


if __name__ == "__main__":
    main()
