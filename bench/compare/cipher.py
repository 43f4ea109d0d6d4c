"""Side by side, in one run on one machine: privtext's whole-text cipher on a
JSONL corpus, on the same texts as one plain-text stream, and the seed's
cipher written per character in Python (seed_cipher.py, in its two shapes:
"lean", one loop with the pieces joined, and "seed", the shape of the seed's
own code) on the same JSONL. Checks that privtext and both references write
the same ciphertext, then prints throughput and the ratios issue 16 asks for
(privtext: the best of ten runs, with the least CPU time of its runs beside
the wall time).

    python3 bench/compare/cipher.py [--mb 25] [--privtext build/bin/privtext]
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


CPU = {}  # command kind -> least CPU time (user + system, all threads) of its runs


def timed(cmd, stdin=None, stdout=None, kind=None):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, stdin=stdin, stdout=stdout, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if kind is not None:
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        CPU[kind] = min(CPU.get(kind, cpu), cpu)
    return wall


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=float, default=25)
    ap.add_argument("--privtext", default=os.path.join(ROOT, "build/bin/privtext"))
    ap.add_argument("--key", default="hENTuXqLmZpRvKdWcYbAoGsFjIeNtUrQlMkHgBfDxCyVzEaPwOiSuJnTqRmLkKpHjGgFfDdSsAaZzXxCcVvBbNnMm")
    args = ap.parse_args()
    sample = [json.loads(l) for l in open(os.path.join(ROOT, "data/sample_corpus.jsonl"))]
    with tempfile.TemporaryDirectory() as tmp:
        corpus, plain = os.path.join(tmp, "corpus.jsonl"), os.path.join(tmp, "corpus.txt")
        size, i = 0, 0
        with open(corpus, "w") as out, open(plain, "w") as txt:
            while size < args.mb * 1e6:
                doc = dict(sample[i % len(sample)], id="doc-%d" % i)
                line = json.dumps(doc, ensure_ascii=False) + "\n"
                out.write(line)
                txt.write(doc["text"])
                size += len(line.encode())
                i += 1
        mb = os.path.getsize(corpus) / 1e6
        key = ["--key", args.key]
        pt = args.privtext
        # Best of ten: a run is tens of milliseconds, and on a shared host
        # single runs vary by a third.
        t_jsonl = min(timed([pt, "cipher", "encrypt", "--jsonl", "--in", corpus, "--out", corpus + ".pt", "-q"] + key,
                            kind="file") for _ in range(10))
        # Like the Python below: written to stdout, no fsync.
        def to_stdout():
            with open(corpus + ".pt-stdout", "w") as dst:
                return timed([pt, "cipher", "encrypt", "--jsonl", "--in", corpus, "--out", "-", "-q"] + key, stdout=dst,
                             kind="stdout")
        t_stdout = min(to_stdout() for _ in range(10))
        t_plain = min(timed([pt, "cipher", "encrypt", "--in", plain, "--out", plain + ".pt", "-q"] + key)
                      for _ in range(10))
        t_py = {}
        for shape in ("lean", "seed"):
            with open(corpus) as src, open(corpus + "." + shape, "w") as dst:
                t_py[shape] = timed([sys.executable, os.path.join(HERE, "seed_cipher.py"), "--shape", shape, args.key],
                                    stdin=src, stdout=dst)
        t_start = min(timed([pt, "dp", "epsilon", "--noise-multiplier", "1", "--steps", "1", "--delta", "1e-5"],
                            stdout=subprocess.DEVNULL) for _ in range(20))
        ours = [json.loads(l)["text"] for l in open(corpus + ".pt")]
        theirs = [json.loads(l)["text"] for l in open(corpus + ".lean")]
        same = ours == theirs and open(corpus + ".lean").read() == open(corpus + ".seed").read()
        print("corpus: %d documents, %.1f MB JSONL (%.1f MB of text)" % (i, mb, os.path.getsize(plain) / 1e6))
        print("privtext cipher --jsonl     %8.3f s  %8.1f MB/s  (CPU %.3f s)" % (t_jsonl, mb / t_jsonl, CPU["file"]))
        print("  the same to stdout        %8.3f s  %8.1f MB/s  (CPU %.3f s; no fsync, as the Python writes)"
              % (t_stdout, mb / t_stdout, CPU["stdout"]))
        print("privtext cipher (plain text) %7.3f s  %8.1f MB/s" % (t_plain, os.path.getsize(plain) / 1e6 / t_plain))
        for shape in ("lean", "seed"):
            print("Python cipher, %s shape    %8.3f s  %8.1f MB/s" % (shape, t_py[shape], mb / t_py[shape]))
        same = same and open(corpus + ".pt-stdout").read() == open(corpus + ".pt").read()
        for shape in ("lean", "seed"):
            print("JSONL vs the %s Python: %.0fx to a file (fsync, rename), %.0fx to stdout"
                  % (shape, t_py[shape] / t_jsonl, t_py[shape] / t_stdout))
        print("JSONL vs plain-text mode: %.2fx   same ciphertext: %s"
              % ((mb / t_jsonl) / (os.path.getsize(plain) / 1e6 / t_plain), same))
        print("start-up of a command without a model (privtext dp epsilon): %.1f ms" % (1000 * t_start))
        sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
