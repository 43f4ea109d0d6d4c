#!/usr/bin/env python3
"""Writes chosen documents of a TAB split (the benchmark's echr_dev.json or
echr_test.json, github.com/NorskRegnesentral/text-anonymization-benchmark)
to a file `privtext detect --eval FILE --gold-format tab` reads: the held-out
and tuning sets of docs/detect.md ("Unseen court cases") are lists of TAB
document ids.

    python3 bench/compare/tab_subset.py echr_dev.json out.json 001-67470 001-106448
    build/bin/privtext detect --eval out.json --gold-format tab
"""
import json
import sys


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: tab_subset.py TAB_SPLIT.json OUT.json DOC_ID...")
    source, out, wanted = sys.argv[1], sys.argv[2], sys.argv[3:]
    with open(source, encoding="utf-8") as f:
        docs = {d["doc_id"]: d for d in json.load(f)}
    missing = [i for i in wanted if i not in docs]
    if missing:
        sys.exit("%s: no document %s" % (source, ", ".join(missing)))
    with open(out, "w", encoding="utf-8") as f:
        json.dump([docs[i] for i in wanted], f, ensure_ascii=False)
    print("%d documents -> %s" % (len(wanted), out))


if __name__ == "__main__":
    main()
