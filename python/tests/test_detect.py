"""The detector through Python: code-point offsets, batches, the CLI's answers."""

import json

import pytest

import privtext
from conftest import read_jsonl, run_cli


@pytest.fixture(scope="module")
def detector():
    return privtext.default_detector()


def test_spans_index_python_strings(detector):
    text = "Zoë Østergaard: write to zoe.ostergaard@example.com or call +44 20 7946 0958."
    spans = detector.detect(text)
    found = {s.type: text[s.start:s.end] for s in spans}
    assert found["EMAIL_ADDRESS"] == "zoe.ostergaard@example.com"
    assert found["PHONE_NUMBER"] == "+44 20 7946 0958"
    assert all(0 <= s.score <= 1 and s.recognizer for s in spans)


def test_validators_reject_invalid_numbers(detector):
    valid = detector.detect("Card 4111 1111 1111 1111, IBAN GB82 WEST 1234 5698 7654 32.")
    invalid = detector.detect("Card 4111 1111 1111 1112, IBAN GB82 WEST 1234 5698 7654 33.")
    assert {s.type for s in valid} >= {"CREDIT_CARD", "IBAN_CODE"}
    assert not {s.type for s in invalid} & {"CREDIT_CARD", "IBAN_CODE"}
    assert privtext.luhn_valid("4111 1111 1111 1111") and not privtext.luhn_valid("4111 1111 1111 1112")
    assert privtext.iban_valid("GB82 WEST 1234 5698 7654 32")


def test_options_types_deny_allow():
    d = privtext.Detector(types=["EMAIL_ADDRESS"], deny=["Kestrel\tORGANIZATION"], allow=["a@b.org"])
    spans = d.detect("Kestrel wrote to x@example.com and a@b.org.")
    assert [(s.type, s.start, s.end) for s in spans] == [("EMAIL_ADDRESS", 17, 30)]
    d = privtext.Detector(deny=["Kestrel\tORGANIZATION"])
    assert ("ORGANIZATION", 0, 7) in [(s.type, s.start, s.end) for s in d.detect("Kestrel wrote.")]
    with pytest.raises(privtext.InvalidArgument, match='unknown type "EMAIL" in `types`'):
        privtext.Detector(types=["EMAIL"])
    assert "EMAIL_ADDRESS" in privtext.detectable_types()


def test_batch_equals_one_by_one(detector, sample):
    texts = [d["text"] for d in sample]
    batch = detector.detect(texts, threads=2)
    assert batch == [detector.detect(t) for t in texts]
    assert sum(map(len, batch)) > 50


def test_matches_the_cli(cli, root, tmp_path, detector, sample):
    run_cli(cli, "detect", "--in", root / "data" / "sample_corpus.jsonl", "--out", tmp_path / "d.jsonl", "-q")
    expected = [[(e["start"], e["end"], e["type"]) for e in d["entities"]] for d in read_jsonl(tmp_path / "d.jsonl")]
    got = [[(s.start, s.end, s.type) for s in spans] for spans in detector.detect([d["text"] for d in sample])]
    assert got == expected


def test_invalid_utf8_bytes_are_refused(detector):
    with pytest.raises(privtext.InvalidInput, match="text: invalid UTF-8 at byte 3"):
        detector.detect(b"caf\xe9")


def test_ner_bert_adds_names_the_rules_miss_and_protect_encrypts_them():
    # No list under data/gazetteers holds "Tamsin" or "Raghunathan" ("Priya", now in the world's first names, did).
    text = "Contact Tamsin Raghunathan at the registry."
    assert privtext.default_detector().detect(text) == []
    d = privtext.Detector(ner="bert")
    spans = d.detect(text)
    assert [(text[s.start:s.end], s.type, s.recognizer) for s in spans] == [
        ("Tamsin Raghunathan", "PERSON", "token_classifier")]
    assert d.detect([text, "Nothing here."], threads=2) == [spans, []]
    assert d.distinct_values([text]) == ["Tamsin Raghunathan"]
    keys = privtext.Keyset.generate()
    out = privtext.protect(text, keys, d)
    assert "Tamsin" not in out.text and out.text.startswith("Contact Person_[")
    assert privtext.Decryptor(keys).decrypt(out.text).text == text


def test_ner_spacy_adds_a_name_the_rules_miss_and_keeps_theirs():
    text = "The hearing was adjourned until 14 March 2003, when Halvard Ruud paid NOK 400,000."
    rules = privtext.default_detector().detect(text)
    assert "Halvard Ruud" not in [text[s.start:s.end] for s in rules]
    d = privtext.Detector(ner="spacy")
    spans = d.detect(text)
    assert ("Halvard Ruud", "PERSON", "spacy_ner") in [(text[s.start:s.end], s.type, s.recognizer) for s in spans]
    assert [s for s in spans if s.recognizer != "spacy_ner"] == rules
    assert d.detect([text, "Nothing here."], threads=2) == [spans, []]


def test_entity_recognizer_gives_spacys_own_entities(root):
    # tests/data/spacy_reference.json: spaCy 3.8.7's doc.ents (character offsets) for these texts.
    with open(root / "tests" / "data" / "spacy_reference.json", encoding="utf-8") as f:
        reference = json.load(f)["texts"]
    texts = [r["text"] for r in reference]
    want = [[tuple(e) for e in r["entities"]] for r in reference]
    assert sum(map(len, want)) > 50 and any(t != t.encode("ascii", "ignore").decode() for t in texts)
    ner = privtext.EntityRecognizer()
    assert {"PERSON", "GPE", "ORG", "DATE", "MONEY"} <= set(ner.labels)
    got = ner.recognize(texts, threads=2)
    assert [[(s.start, s.end, s.type) for s in spans] for spans in got] == want
    assert got[1] == ner.recognize(texts[1]) and got[1][0].type == "GPE" and texts[1][got[1][0].start:got[1][0].end] == "İstanbul"
    assert all(0 < s.score <= 1 and s.recognizer == "spacy_ner" for spans in got for s in spans)
    with pytest.raises(privtext.NotFound, match="nonexistent.msgpack"):
        privtext.EntityRecognizer("/nonexistent.msgpack")


def test_ner_names_are_checked():
    with pytest.raises(privtext.InvalidArgument, match=r'unknown recognizer "flair" in `ner` \(known: none, spacy, bert, model\)'):
        privtext.Detector(ner="flair")
    with pytest.raises(privtext.NotFound, match="nonexistent.gguf"):
        privtext.Detector(ner="bert", model="/nonexistent.gguf")


def test_deny_and_allow_list_files(tmp_path):
    (tmp_path / "deny.txt").write_text("Kestrel\tORGANIZATION\nBo Lind\n", encoding="utf-8")
    (tmp_path / "allow.txt").write_text("a@b.org\n", encoding="utf-8")
    assert privtext.read_deny_list(str(tmp_path / "deny.txt")) == ["Kestrel\tORGANIZATION", "Bo Lind\tPERSON"]
    assert privtext.read_allow_list(str(tmp_path / "allow.txt")) == ["a@b.org"]
    with pytest.raises(privtext.IoError, match="no-such-file"):
        privtext.read_deny_list(str(tmp_path / "no-such-file"))


def test_patterns_of_your_own(tmp_path):
    (tmp_path / "p.tsv").write_text("# ours\nEMPLOYEE_ID\t" + r"\bEMP-(\d{6})\b" + "\t0.6\tstaff\n", encoding="utf-8")
    patterns = privtext.read_patterns(str(tmp_path / "p.tsv"))
    assert patterns == [{"type": "EMPLOYEE_ID", "regex": r"\bEMP-(\d{6})\b", "score": 0.6, "context": ["staff"]}]
    text = "Zoë's staff number is EMP-104233."
    detector = privtext.Detector(patterns=patterns, types=["EMPLOYEE_ID"])
    spans = detector.detect(text)
    assert [(text[s.start:s.end], s.type, s.recognizer) for s in spans] == [("104233", "EMPLOYEE_ID", "custom_pattern")]
    assert spans[0].score == pytest.approx(0.95)  # 0.6, raised by "staff"
    with pytest.raises(privtext.InvalidArgument, match=r"pattern 0 \(EMP\): the regex does not compile"):
        privtext.Detector(patterns=[{"type": "EMP", "regex": "(x"}])
    with pytest.raises(privtext.InvalidArgument, match=r'patterns\[0\]: unknown key "flags"'):
        privtext.Detector(patterns=[{"type": "EMP", "regex": "x", "flags": "i"}])
    with pytest.raises(privtext.InvalidArgument, match=r'patterns\[1\]: needs "type" and "regex"'):
        privtext.Detector(patterns=[{"type": "EMP", "regex": "x"}, {"regex": "y"}])
    with pytest.raises(privtext.InvalidInput, match=r"p.tsv:1: score \"high\" is not a number"):
        (tmp_path / "p.tsv").write_text("EMP\tx\thigh\n", encoding="utf-8")
        privtext.read_patterns(str(tmp_path / "p.tsv"))


def test_progress_counts_each_text_and_prints_counts_only(detector, sample, capfd):
    texts = [d["text"] for d in sample]
    bar = privtext.Progress("detect", len(texts), interval_ms=0)
    assert detector.detect(texts, threads=2, progress=bar) == detector.detect(texts)
    assert bar.done == len(texts)
    bar.finish()
    err = capfd.readouterr().err
    assert "detect: %d/%d (100%%)" % (len(texts), len(texts)) in err
    assert "Ulla" not in err  # counts, never content
    quiet = privtext.Progress("protect", quiet=True, interval_ms=0)
    keys = privtext.Keyset.generate()
    privtext.protect(texts[:5], keys, progress=quiet)
    quiet.finish()
    assert quiet.done == 5 and capfd.readouterr().err == ""


def test_tab_category():
    assert privtext.tab_category("LOCATION") == "LOC"
    assert privtext.tab_category("US_SSN") == "CODE"


def test_span_dicts_and_pickle():
    import pickle
    s = privtext.Span(1, 4, "PERSON", score=0.85)
    assert s.as_dict() == {"start": 1, "end": 4, "type": "PERSON", "score": 0.85}
    assert pickle.loads(pickle.dumps(s)) == s
    assert repr(s) == "Span(1, 4, 'PERSON', score=0.85)"
    assert json.dumps(privtext.spans_to_dicts([s]))
