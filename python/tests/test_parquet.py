"""Parquet corpora: privtext.parquet, `python -m privtext` and the CLI's hand-off."""

import json
import os
import stat
import subprocess
import sys

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import privtext
from privtext import parquet
from conftest import read_jsonl, run_cli


@pytest.fixture()
def corpus(tmp_path, sample):
    """The sample corpus as Parquet: id, kind, text, and its gold entities as list<struct>."""
    path = tmp_path / "corpus.parquet"
    table = pa.table({
        "id": [d["id"] for d in sample],
        "kind": [d.get("kind") for d in sample],
        "text": [d["text"] for d in sample],
        "entities": pa.array([[{"start": e["start"], "end": e["end"], "type": e["type"], "score": None}
                               for e in d.get("entities", [])] for d in sample], type=parquet.ENTITY_TYPE),
    })
    pq.write_table(table, path)
    return path


def test_protect_then_decrypt_restores_every_text_byte_identical(tmp_path, corpus):
    keys = privtext.Keyset.generate()
    rows = parquet.protect_file(str(corpus), str(tmp_path / "p.parquet"), keys, batch_rows=7)
    original = pq.read_table(corpus)
    protected = pq.read_table(tmp_path / "p.parquet")
    assert rows == original.num_rows > 10
    assert protected.column_names == original.column_names
    assert protected.column("id").equals(original.column("id")) and protected.column("kind").equals(original.column("kind"))
    assert "Ulla Eskildsen" not in " ".join(protected.column("text").to_pylist())
    assert sum(len(e) for e in protected.column("entities").to_pylist()) > 50
    assert stat.S_IMODE(os.stat(tmp_path / "p.parquet").st_mode) == 0o600
    counts = parquet.decrypt_file(str(tmp_path / "p.parquet"), str(tmp_path / "d.parquet"), keys,
                                  source=str(tmp_path / "p.parquet"), report=str(tmp_path / "failures.jsonl"))
    restored = pq.read_table(tmp_path / "d.parquet")
    assert [t.encode() for t in restored.column("text").to_pylist()] == [t.encode() for t in original.column("text").to_pylist()]
    assert set(counts) == {"decrypted"} and counts["decrypted"] > 50
    assert (tmp_path / "failures.jsonl").read_text() == ""


def test_decrypt_report_names_row_id_and_class(tmp_path):
    keys = privtext.Keyset.generate()
    enc = privtext.Encryptor(keys)
    ann = enc.encrypt_value("Ann Smith", "PERSON")
    pq.write_table(pa.table({"id": ["a", "b"], "text": ["Hi %s." % ann, "Hi %s and Person_[x" % ann]}),
                   tmp_path / "answers.parquet")
    pq.write_table(pa.table({"id": ["a", "b"], "text": ["Hi %s." % ann, "nothing"]}), tmp_path / "source.parquet")
    counts = parquet.decrypt_file(str(tmp_path / "answers.parquet"), str(tmp_path / "out.parquet"), keys,
                                  source=str(tmp_path / "source.parquet"), report=str(tmp_path / "r.jsonl"))
    assert counts == {"decrypted": 1, "other_document": 1, "unterminated": 1}
    report = read_jsonl(tmp_path / "r.jsonl")
    assert [(r["row"], r["id"], r["status"], r["class"]) for r in report] == [
        (1, "b", "other_document", "FCAOA"), (1, "b", "unterminated", "FCND")]
    assert "Ann Smith" not in (tmp_path / "r.jsonl").read_text()
    assert stat.S_IMODE(os.stat(tmp_path / "r.jsonl").st_mode) == 0o600
    assert pq.read_table(tmp_path / "out.parquet").column("text").to_pylist() == ["Hi Ann Smith.", "Hi Ann Smith and Person_[x"]


def test_tokens_equal_the_clis_on_the_same_corpus(cli, root, tmp_path, corpus):
    keys = privtext.Keyset.generate()
    keys.save(str(tmp_path / "keys.json"))
    run_cli(cli, "protect", "--keyset", tmp_path / "keys.json", "--in", root / "data" / "sample_corpus.jsonl",
            "--out", tmp_path / "p.jsonl", "-q")
    parquet.protect_file(str(corpus), str(tmp_path / "p.parquet"), keys)
    assert pq.read_table(tmp_path / "p.parquet").column("text").to_pylist() == [d["text"] for d in read_jsonl(tmp_path / "p.jsonl")]
    # encrypting the gold entities gives the CLI's `encrypt` output too
    run_cli(cli, "encrypt", "--keyset", tmp_path / "keys.json", "--in", root / "data" / "sample_corpus.jsonl",
            "--out", tmp_path / "e.jsonl", "-q")
    parquet.encrypt_file(str(corpus), str(tmp_path / "e.parquet"), keys)
    assert pq.read_table(tmp_path / "e.parquet").column("text").to_pylist() == [d["text"] for d in read_jsonl(tmp_path / "e.jsonl")]
    # and so do surrogates, for both commands
    for command, write in (("protect", parquet.protect_file), ("encrypt", parquet.encrypt_file)):
        run_cli(cli, command, "--surrogates", "--keyset", tmp_path / "keys.json", "--in",
                root / "data" / "sample_corpus.jsonl", "--out", tmp_path / "s.jsonl", "-q")
        write(str(corpus), str(tmp_path / ("s-%s.parquet" % command)), keys, surrogates=True)
        assert pq.read_table(tmp_path / ("s-%s.parquet" % command)).column("text").to_pylist() == [
            d["text"] for d in read_jsonl(tmp_path / "s.jsonl")]
    # and shifted dates, which need surrogates
    run_cli(cli, "protect", "--surrogates", "--shift-dates", "--keyset", tmp_path / "keys.json", "--in",
            root / "data" / "sample_corpus.jsonl", "--out", tmp_path / "d.jsonl", "-q")
    parquet.protect_file(str(corpus), str(tmp_path / "d.parquet"), keys, surrogates=True, shift_dates=True)
    shifted = pq.read_table(tmp_path / "d.parquet").column("text").to_pylist()
    assert shifted == [d["text"] for d in read_jsonl(tmp_path / "d.jsonl")]
    assert shifted != pq.read_table(tmp_path / "s-protect.parquet").column("text").to_pylist()
    with pytest.raises(privtext.InvalidArgument, match="shift_dates needs surrogates"):
        parquet.protect_file(str(corpus), str(tmp_path / "x.parquet"), keys, shift_dates=True)


def test_cli_hands_parquet_to_the_package(cli, tmp_path, corpus):
    keys = privtext.Keyset.generate()
    keys.save(str(tmp_path / "keys.json"))
    env = dict(os.environ, PRIVTEXT_PYTHON=sys.executable)
    r = run_cli(cli, "protect", "--keyset", tmp_path / "keys.json", "--in", corpus, "--out", tmp_path / "p.parquet", env=env)
    assert "protected %d rows" % pq.read_metadata(corpus).num_rows in r.stderr
    run_cli(cli, "decrypt", "--keyset", tmp_path / "keys.json", "--in", tmp_path / "p.parquet",
            "--out=" + str(tmp_path / "d.parquet"), env=env)
    assert pq.read_table(tmp_path / "d.parquet").column("text").equals(pq.read_table(corpus).column("text"))
    run_cli(cli, "cipher", "encrypt", "--key", "hENTu", "--in", corpus, "--out", tmp_path / "c.parquet", env=env)
    ciphered = pq.read_table(tmp_path / "c.parquet").column("text").to_pylist()
    assert ciphered == privtext.Cipher("hENTu").encrypt(pq.read_table(corpus).column("text").to_pylist())


def _flags(help_text):
    return {w.rstrip(",") for line in help_text.splitlines() for w in line.split() if w.startswith("--")}


@pytest.mark.parametrize("command", [["detect"], ["protect"], ["encrypt"], ["decrypt"], ["cipher", "encrypt"]])
def test_every_cli_flag_is_taken_for_parquet_too(cli, command):
    """The CLI hands a Parquet corpus to `python -m privtext` with the user's command line as it is."""
    cli_flags = {f.split("=")[0] for f in _flags(run_cli(cli, *command, "--help").stdout)}
    module = subprocess.run([sys.executable, "-m", "privtext", *command, "--help"], capture_output=True, text=True,
                            check=True)
    jsonl_only = {"--eval", "--eval-out", "--gold-format", "--predictions"}  # scoring a gold JSONL or TAB file
    assert {"--in", "--out", "--threads"} <= cli_flags
    assert cli_flags - jsonl_only - _flags(module.stdout) == set()


def test_detector_flags_give_the_jsonl_answer(cli, root, tmp_path, corpus):
    (tmp_path / "deny.txt").write_text("Norland\tLOCATION\n", encoding="utf-8")
    (tmp_path / "allow.txt").write_text("Ulla Eskildsen\n", encoding="utf-8")
    (tmp_path / "patterns.tsv").write_text("MEDICAL_RECORD\t" + r"\bMRN-(\d{7})\b" + "\t0.9\n", encoding="utf-8")
    flags = ["--deny-list", tmp_path / "deny.txt", "--allow-list", tmp_path / "allow.txt", "--ner", "bert",
             "--patterns", tmp_path / "patterns.tsv",
             "--types", "PERSON", "LOCATION,ORGANIZATION,MEDICAL_RECORD", "--min-score", "0.6", "-q"]
    run_cli(cli, "detect", "--in", root / "data" / "sample_corpus.jsonl", "--out", tmp_path / "d.jsonl", *flags)
    env = dict(os.environ, PRIVTEXT_PYTHON=sys.executable)
    r = run_cli(cli, "detect", "--in", corpus, "--out", tmp_path / "d.parquet", *flags, env=env)
    assert r.stderr == ""  # -q
    expected = [[(e["start"], e["end"], e["type"]) for e in d["entities"]] for d in read_jsonl(tmp_path / "d.jsonl")]
    got = [[(e["start"], e["end"], e["type"]) for e in row]
           for row in pq.read_table(tmp_path / "d.parquet").column("entities").to_pylist()]
    assert got == expected
    recognizers = {e["recognizer"] for d in read_jsonl(tmp_path / "d.jsonl") for e in d["entities"]}
    assert {"token_classifier", "deny_list", "custom_pattern"} <= recognizers
    assert {t for row in got for _, _, t in row} == {"PERSON", "LOCATION", "ORGANIZATION", "MEDICAL_RECORD"}
    texts = [d["text"] for d in read_jsonl(tmp_path / "d.jsonl")]
    values = [text[s:e] for text, row in zip(texts, got) for s, e, _ in row]
    assert "Norland" in values and "Ulla Eskildsen" not in values


def test_cipher_draws_a_key_and_writes_it_private(cli, tmp_path, corpus):
    env = dict(os.environ, PRIVTEXT_PYTHON=sys.executable)
    run_cli(cli, "cipher", "encrypt", "--key-length", 16, "--key-out", tmp_path / "c.key", "--alphabet-chars",
            "abcdefghijklmnopqrstuvwxyz", "--in", corpus, "--out", tmp_path / "c.parquet", env=env)
    assert stat.S_IMODE(os.stat(tmp_path / "c.key").st_mode) == 0o600
    key = (tmp_path / "c.key").read_text().rstrip("\n")
    assert len(key) == 16 and key.isalpha() and key.islower()
    texts = pq.read_table(corpus).column("text").to_pylist()
    ciphered = pq.read_table(tmp_path / "c.parquet").column("text").to_pylist()
    lower = privtext.Cipher(key, alphabet_chars="abcdefghijklmnopqrstuvwxyz")
    assert ciphered == lower.encrypt(texts) and ciphered != texts
    assert lower.decrypt(ciphered) == texts
    # as in the CLI: a drawn key cannot decrypt, and is not drawn without somewhere to keep it
    for args, message in [(["decrypt", "--key-length", 8, "--key-out", tmp_path / "k2"], "decrypting needs --key"),
                          (["encrypt", "--key-length", 8], "--key-length needs --key-out")]:
        r = run_cli(cli, "cipher", *args, "--in", corpus, "--out", tmp_path / "x.parquet", check=False, env=env)
        assert r.returncode == 1 and r.stderr.startswith("privtext: ")
        assert message in r.stderr and r.stderr.count("\n") == 1
        assert not (tmp_path / "x.parquet").exists() and not (tmp_path / "k2").exists()


def test_a_named_id_column_must_exist(tmp_path, corpus):
    r = subprocess.run([sys.executable, "-m", "privtext", "detect", "--in", str(corpus), "--out",
                        str(tmp_path / "o.parquet"), "--id-field", "doc_id"], capture_output=True, text=True)
    assert r.returncode == 1 and "no id column 'doc_id' (columns: id, kind, text, entities)" in r.stderr
    assert not (tmp_path / "o.parquet").exists()
    r = subprocess.run([sys.executable, "-m", "privtext", "detect", "--in", str(corpus), "--out",
                        str(tmp_path / "o.parquet"), "--id-field", "id", "-q"], capture_output=True, text=True)
    assert r.returncode == 0 and r.stderr == ""
    assert pq.read_table(tmp_path / "o.parquet").column("id").equals(pq.read_table(corpus).column("id"))


def test_errors_name_file_and_row_and_leave_no_output(tmp_path):
    keys = privtext.Keyset.generate()
    bad = tmp_path / "bad.parquet"
    pq.write_table(pa.table({"text": ["fine", "also fine", None]}), bad)
    out = tmp_path / "out.parquet"
    with pytest.raises(privtext.InvalidInput, match=r"bad.parquet: row 2: 'text' is null"):
        parquet.protect_file(str(bad), str(out), keys, batch_rows=2)
    assert list(tmp_path.iterdir()) == [bad]
    with pytest.raises(privtext.InvalidInput, match=r"no text column 'body' \(columns: text\)"):
        parquet.protect_file(str(bad), str(out), keys, text_field="body")
    spans = tmp_path / "spans.parquet"
    pq.write_table(pa.table({"text": ["hello", "world"], "entities": [[], [{"start": 0, "end": 9, "type": "PERSON"}]]}), spans)
    with pytest.raises(privtext.InvalidInput, match=r"spans.parquet: row 1: entities\[1\]\[0\]: end 9 is past"):
        parquet.encrypt_file(str(spans), str(out), keys)
    assert not out.exists()


def test_module_cli_reports_one_line_and_exit_1(tmp_path):
    r = subprocess.run([sys.executable, "-m", "privtext", "detect", "--in", str(tmp_path / "none.parquet"),
                        "--out", str(tmp_path / "o.parquet")], capture_output=True, text=True)
    assert r.returncode == 1
    assert r.stderr.count("\n") == 1 and r.stderr.startswith("privtext: ") and "none.parquet" in r.stderr
    assert not (tmp_path / "o.parquet").exists()
    pq.write_table(pa.table({"text": ["Ann met Bo."]}), tmp_path / "in.parquet")
    r = subprocess.run([sys.executable, "-m", "privtext", "detect", "--in", str(tmp_path / "in.parquet"),
                        "--out", str(tmp_path / "o.parquet"), "--types", "PERSON,PERSN"], capture_output=True, text=True)
    assert r.returncode == 1
    assert r.stderr.startswith('privtext: unknown type "PERSN" in --types (known: PERSON, ') and r.stderr.count("\n") == 1
    assert not (tmp_path / "o.parquet").exists()
    r = subprocess.run([sys.executable, "-m", "privtext", "detect", "--in", str(tmp_path / "in.parquet"),
                        "--out", str(tmp_path / "o.parquet"), "--ner", "flair"], capture_output=True, text=True)
    assert r.returncode == 2  # a bad command line, as in the CLI
    assert r.stderr.startswith("privtext: error: argument --ner: invalid choice: 'flair'")
    assert r.stderr.endswith(" (see --help)\n") and r.stderr.count("\n") == 1
    assert not (tmp_path / "o.parquet").exists()
