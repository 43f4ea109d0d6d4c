"""Side by side, in one run on one machine: privtext's whole-text cipher on a
JSONL corpus, on the same texts as one plain-text stream, and the seed's
cipher written per character in Python (seed_cipher.py, in its two shapes:
"lean", one loop with the pieces joined, and "seed", the shape of the seed's
own code) on the same JSONL. Two corpora of ~25 MB: data/sample_corpus.jsonl
repeated (short texts, and entity lists that make over half of each line) and
the TAB court cases of ../shared/data/tab as ECHR JSONL holds them (an id and
a long text). Checks that privtext and both references write
the same ciphertext, then prints throughput and the ratios issue 16 asks for
(privtext: the best of ten runs, with the least CPU time of its runs beside
the wall time).

    python3 bench/compare/cipher.py [--mb 25] [--privtext build/bin/privtext] [--tab PATH]
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


def build_corpus(path, plain, docs, mb):
    """Repeats `docs` (dicts with a "text") with fresh ids until the JSONL is
    `mb` MB; writes the texts alone, one after another, to `plain`."""
    size, i = 0, 0
    with open(path, "w") as out, open(plain, "w") as txt:
        while size < mb * 1e6:
            doc = dict(docs[i % len(docs)], id="doc-%d" % i)
            line = json.dumps(doc, ensure_ascii=False) + "\n"
            out.write(line)
            txt.write(doc["text"])
            size += len(line.encode())
            i += 1
    return i


def measure(name, docs, args, tmp):
    """Times privtext and both Pythons on one corpus; True when all wrote the same ciphertext."""
    corpus, plain = os.path.join(tmp, name + ".jsonl"), os.path.join(tmp, name + ".txt")
    n = build_corpus(corpus, plain, docs, args.mb)
    mb, text_mb = os.path.getsize(corpus) / 1e6, os.path.getsize(plain) / 1e6
    pt, key = args.privtext, ["--key", args.key]
    CPU.clear()
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
    ours = [json.loads(l)["text"] for l in open(corpus + ".pt")]
    theirs = [json.loads(l)["text"] for l in open(corpus + ".lean")]
    same = (ours == theirs and open(corpus + ".lean").read() == open(corpus + ".seed").read()
            and open(corpus + ".pt-stdout").read() == open(corpus + ".pt").read())
    print("%s: %d documents, %.1f MB JSONL (%.1f MB of text)" % (name, n, mb, text_mb))
    print("  privtext cipher --jsonl     %8.3f s  %8.1f MB/s  (CPU %.3f s)" % (t_jsonl, mb / t_jsonl, CPU["file"]))
    print("    the same to stdout        %8.3f s  %8.1f MB/s  (CPU %.3f s; no fsync, as the Python writes)"
          % (t_stdout, mb / t_stdout, CPU["stdout"]))
    print("  privtext cipher (plain text) %7.3f s  %8.1f MB/s" % (t_plain, text_mb / t_plain))
    for shape in ("lean", "seed"):
        print("  Python cipher, %s shape    %8.3f s  %8.1f MB/s" % (shape, t_py[shape], mb / t_py[shape]))
    for shape in ("lean", "seed"):
        print("  JSONL vs the %s Python: %.0fx to a file (fsync, rename), %.0fx to stdout"
              % (shape, t_py[shape] / t_jsonl, t_py[shape] / t_stdout))
    print("  JSONL vs plain-text mode: %.2fx   same ciphertext: %s" % ((mb / t_jsonl) / (text_mb / t_plain), same))
    return same


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=float, default=25)
    ap.add_argument("--privtext", default=os.path.join(ROOT, "build/bin/privtext"))
    ap.add_argument("--key", default="hENTuXqLmZpRvKdWcYbAoGsFjIeNtUrQlMkHgBfDxCyVzEaPwOiSuJnTqRmLkKpHjGgFfDdSsAaZzXxCcVvBbNnMm")
    ap.add_argument("--tab", default=os.path.join(ROOT, "../shared/data/tab/tab_sample.json"),
                    help="TAB court cases (JSON); their texts make the second corpus, skipped when absent")
    args = ap.parse_args()
    sample = [json.loads(l) for l in open(os.path.join(ROOT, "data/sample_corpus.jsonl"))]
    with tempfile.TemporaryDirectory() as tmp:
        same = measure("sample corpus", sample, args, tmp)
        if os.path.exists(args.tab):
            # Court cases as ECHR JSONL holds them (an id and the text), what the issue measured on.
            cases = [{"text": c["text"]} for c in json.load(open(args.tab))]
            same = measure("TAB court cases", cases, args, tmp) and same
        else:
            print("(no %s: the court-case corpus is skipped)" % args.tab)
        t_start = min(timed([args.privtext, "dp", "epsilon", "--noise-multiplier", "1", "--steps", "1",
                             "--delta", "1e-5"], stdout=subprocess.DEVNULL) for _ in range(20))
        print("start-up of a command without a model (privtext dp epsilon): %.1f ms" % (1000 * t_start))
        sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
