"""Keysets, entity encryption and decryption, the cipher: against the CLI's
outputs on the same inputs and against known answers."""

import os
import pickle
import stat

import pytest

import privtext
from conftest import read_jsonl, run_cli

# NIST SP 800-38A's example AES-128 key; the token is
# `printf 'Ulla Eskildsen' | openssl enc -aes-128-ecb -K <key> | base64`.
ECB_KEY = "2b7e151628aed2a6abf7158809cf4f3c"


def test_ecb_token_matches_openssl_command_line():
    enc = privtext.Encryptor(privtext.Keyset.from_hex(ECB_KEY, mode="aes-ecb"))
    assert enc.encrypt_value("Ulla Eskildsen", "PERSON") == "Person_[xWhxplAxOF31pXTPazKZ3Q==]"


def test_seed_001_figure_3():
    cipher = privtext.Cipher("hENTu")
    assert cipher.encrypt("I am a cat.") == "q oG I quo."
    assert cipher.decrypt("q oG I quo.") == "I am a cat."


def test_cipher_batch_equals_one_by_one_and_keeps_code_points():
    cipher = privtext.Cipher(privtext.Cipher.random_key(100))
    texts = ["Zoë Østergaard lives in Århus.", "", "I am a cat."] * 20
    out = cipher.encrypt(texts, threads=2)
    assert out == [cipher.encrypt(t) for t in texts]
    assert [len(o) for o in out] == [len(t) for t in texts]
    assert out[0] != texts[0]
    assert cipher.decrypt(out) == texts


def test_keyset_file_is_private_and_loads_back(tmp_path):
    keys = privtext.Keyset.generate()
    path = tmp_path / "keys.json"
    keys.save(str(path))
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    again = privtext.Keyset.load(str(path))
    assert again.primary_id == keys.primary_id and again.mode == "aes-siv"
    enc1, enc2 = privtext.Encryptor(keys), privtext.Encryptor(again)
    assert enc1.encrypt_value("Ann Smith", "PERSON") == enc2.encrypt_value("Ann Smith", "PERSON")


def test_repr_and_pickle_never_lose_or_show_the_key():
    keys = privtext.Keyset.from_hex("42" * 64)
    assert "42424242" not in repr(keys)
    copy = pickle.loads(pickle.dumps(keys))
    assert privtext.Encryptor(copy).encrypt_value("x", "PERSON") == privtext.Encryptor(keys).encrypt_value("x", "PERSON")


def test_rotation_keeps_old_tokens_decryptable():
    keys = privtext.Keyset.generate()
    old = privtext.Encryptor(keys).encrypt_value("Ann Smith", "PERSON")
    new_id = keys.rotate()
    assert keys.primary_id == new_id and len(keys.key_ids) == 2
    assert privtext.Encryptor(keys).encrypt_value("Ann Smith", "PERSON") != old
    assert privtext.Decryptor(keys).decrypt("Hi " + old).text == "Hi Ann Smith"


def test_encrypt_uses_code_point_offsets_and_round_trips():
    keys = privtext.Keyset.generate()
    text = "Zoë Østergaard met Ann Smith in Århus."
    ents = [(0, 14, "PERSON"), {"start": 19, "end": 28, "type": "PERSON"}, privtext.Span(32, 37, "LOCATION")]
    assert [text[s:e] for s, e, _ in [(0, 14, 0), (19, 28, 0), (32, 37, 0)]] == ["Zoë Østergaard", "Ann Smith", "Århus"]
    out = privtext.Encryptor(keys).encrypt(text, ents)
    assert "Østergaard" not in out.text and "Ann" not in out.text and "Århus" not in out.text
    assert [out.text[s.start:s.end][:8] for s in out.entities] == ["Person_[", "Person_[", "Location"]
    back = privtext.Decryptor(keys).decrypt(out.text)
    assert back.text == text
    assert [(s.start, s.end, s.type) for s in back.entities] == [(0, 14, "PERSON"), (19, 28, "PERSON"), (32, 37, "LOCATION")]
    assert back.tokens == {"decrypted": 3} and back.failures == []


def test_decrypt_reports_failure_classes():
    keys = privtext.Keyset.generate()
    enc = privtext.Encryptor(keys)
    token = enc.encrypt_value("Ann Smith", "PERSON")
    forged = token[:-3] + ("A" if token[-3] != "A" else "B") + token[-2:]
    answer = "%s and %s and Person_[abc" % (token, forged)
    out = privtext.Decryptor(keys).decrypt(answer)
    assert out.text.startswith("Ann Smith and ")
    assert out.tokens == {"decrypted": 1, "auth_failure": 1, "unterminated": 1}
    assert [(t.status, t.failure_class) for t in out.failures] == [("auth_failure", "FCND"), ("unterminated", "FCND")]
    # offsets of the reports are in the text given to decrypt
    assert out.failures[0].token == forged and answer.index(forged) == out.failures[0].start
    assert not out.failures[0].restored


def test_other_document_tokens_are_fcaoa():
    keys = privtext.Keyset.generate()
    enc = privtext.Encryptor(keys)
    a, b = enc.encrypt_value("Ann Smith", "PERSON"), enc.encrypt_value("Bo Berg", "PERSON")
    dec = privtext.Decryptor(keys)
    source = dec.index_source(["d1", "d2"], ["x " + a, "y " + b])
    assert len(source) == 2
    out = dec.decrypt(["%s %s" % (a, b)], ids=["d1"], source=source)[0]
    assert out.tokens == {"decrypted": 1, "other_document": 1}
    assert [(t.status, t.failure_class, t.restored) for t in out.failures] == [("other_document", "FCAOA", True)]
    assert out.text == "Ann Smith Bo Berg"


def test_batch_errors_name_the_text_and_entity():
    enc = privtext.Encryptor(privtext.Keyset.generate())
    with pytest.raises(privtext.InvalidInput, match=r"entities\[1\]\[0\]: end 99 is past the text's 5 characters"):
        enc.encrypt(["hello", "world"], [[], [(0, 99, "PERSON")]])
    with pytest.raises(ValueError, match=r"texts\[1\]"):
        enc.encrypt(["hello", "world"], [[], [(0, 3, "PERSON"), (2, 5, "PERSON")]])
    with pytest.raises(privtext.InvalidInput, match=r"entities\[0\]: the entity has no \"type\""):
        enc.encrypt("hello", [{"start": 0, "end": 1}])
    with pytest.raises(privtext.InvalidArgument, match="entities: 1 lists for 2 texts"):
        enc.encrypt(["a", "b"], [[]])


def test_bad_keys_raise_with_the_librarys_message(tmp_path):
    with pytest.raises(privtext.Error) as e:
        privtext.Keyset.from_hex("zz")
    assert e.value.code in ("invalid_argument", "invalid_input") and "zz" not in str(e.value)
    with pytest.raises(privtext.IoError, match="missing.json: No such file"):
        privtext.Keyset.load(str(tmp_path / "missing.json"))
    with pytest.raises(privtext.InvalidArgument):
        privtext.Keyset.generate(mode="rot13")
    with pytest.raises(privtext.InvalidInput):
        privtext.Keyset.from_json("{}")


def test_encrypt_matches_the_cli_on_the_sample_corpus(cli, root, tmp_path):
    keys = privtext.Keyset.generate()
    keys.save(str(tmp_path / "keys.json"))
    run_cli(cli, "encrypt", "--keyset", tmp_path / "keys.json", "--in", root / "data" / "sample_corpus.jsonl",
            "--out", tmp_path / "enc.jsonl", "-q")
    expected = read_jsonl(tmp_path / "enc.jsonl")
    docs = read_jsonl(root / "data" / "sample_corpus.jsonl")
    out = privtext.Encryptor(keys).encrypt([d["text"] for d in docs], [d["entities"] for d in docs])
    assert len(out) == len(expected) > 10
    assert [o.text for o in out] == [e["text"] for e in expected]
    assert [privtext.spans_to_dicts(o.entities) for o in out] == [
        [{k: s.get(k) for k in ("start", "end", "type", "score")} for s in e["entities"]] for e in expected]
    # and the CLI's decryption of Python's output gives the texts back
    back = privtext.Decryptor(keys).decrypt([o.text for o in out])
    assert [b.text for b in back] == [d["text"] for d in docs]


def test_protect_matches_the_cli(cli, root, tmp_path, sample):
    keys = privtext.Keyset.generate()
    keys.save(str(tmp_path / "keys.json"))
    run_cli(cli, "protect", "--keyset", tmp_path / "keys.json", "--in", root / "data" / "sample_corpus.jsonl",
            "--out", tmp_path / "p.jsonl", "-q")
    expected = read_jsonl(tmp_path / "p.jsonl")
    out = privtext.protect([d["text"] for d in sample], keys)
    assert [o.text for o in out] == [e["text"] for e in expected]
    assert sum(len(o.entities) for o in out) > 50
    assert privtext.protect(sample[0]["text"], keys).text == out[0].text


def test_surrogates_match_the_cli_and_are_consistent(cli, root, tmp_path, sample):
    keys = privtext.Keyset.generate()
    keys.save(str(tmp_path / "keys.json"))
    run_cli(cli, "protect", "--surrogates", "--keyset", tmp_path / "keys.json", "--in",
            root / "data" / "sample_corpus.jsonl", "--out", tmp_path / "s.jsonl", "-q")
    expected = read_jsonl(tmp_path / "s.jsonl")
    out = privtext.protect([d["text"] for d in sample], keys, surrogates=True)
    assert [o.text for o in out] == [e["text"] for e in expected]
    # No gold name of the sample is left, and none became a token.
    gold = {d["text"][e["start"]:e["end"]] for d in sample for e in d["entities"] if e["type"] == "PERSON"}
    assert len(gold) > 10 and not any(name in o.text for o in out for name in gold)
    assert not any("Person_[" in o.text for o in out)
    # One value, one surrogate: in every text, and from another generator over the same keyset.
    generator = privtext.SurrogateGenerator(keys)
    one = generator.replace("Ulla Eskildsen met Ulla Eskildsen.", [(0, 14, "PERSON"), (19, 33, "PERSON")])
    first, second = (one.text[s.start:s.end] for s in one.entities)
    assert first == second == generator.surrogate("Ulla Eskildsen", "PERSON") != "Ulla Eskildsen"
    assert privtext.SurrogateGenerator(privtext.Keyset.generate()).surrogate("Ulla Eskildsen", "PERSON") != first


def test_shifted_dates_keep_their_intervals_as_the_cli_writes_them(cli, tmp_path):
    import datetime
    keys = privtext.Keyset.generate()
    keys.save(str(tmp_path / "keys.json"))
    text = "Admitted 3 May 2010. Discharged on 2010-05-10."
    (tmp_path / "n.jsonl").write_text('{"id": "1", "text": "%s"}\n' % text)
    run_cli(cli, "protect", "--surrogates", "--shift-dates", "--keyset", tmp_path / "keys.json", "--in",
            tmp_path / "n.jsonl", "--out", tmp_path / "s.jsonl", "-q")
    generator = privtext.SurrogateGenerator(keys, shift_dates=True)
    out = privtext.protect(text, generator)
    assert out.text == read_jsonl(tmp_path / "s.jsonl")[0]["text"]
    admitted, discharged = (out.text[s.start:s.end] for s in out.entities)
    a = datetime.datetime.strptime(admitted, "%d %B %Y").date()
    b = datetime.date.fromisoformat(discharged)
    assert (b - a).days == 7 and 366 <= abs((a - datetime.date(2010, 5, 3)).days) <= 3650 + 364
    # Without the option days and months are redrawn: the interval is not kept for this one.
    assert privtext.SurrogateGenerator(keys).surrogate("2010-05-10", "DATE_TIME") != discharged
    # US records: --month-first reads 03/05/2010 as 5 March, a week before 03/12/2010.
    (tmp_path / "us.jsonl").write_text('{"id": "1", "text": "Admitted on 03/05/2010, discharged on 03/12/2010."}\n')
    run_cli(cli, "protect", "--surrogates", "--shift-dates", "--month-first", "--keyset", tmp_path / "keys.json",
            "--in", tmp_path / "us.jsonl", "--out", tmp_path / "us-s.jsonl", "-q")
    us = privtext.protect("Admitted on 03/05/2010, discharged on 03/12/2010.", keys, surrogates=True,
                          shift_dates=True, month_first=True)
    assert us.text == read_jsonl(tmp_path / "us-s.jsonl")[0]["text"]
    a, b = (datetime.datetime.strptime(us.text[s.start:s.end], "%m/%d/%Y").date() for s in us.entities)
    assert (b - a).days == 7
    with pytest.raises(privtext.InvalidArgument, match="month_first needs shift_dates"):
        privtext.SurrogateGenerator(keys, month_first=True)


def test_python_tokens_decrypt_with_the_cli(cli, tmp_path):
    keys = privtext.Keyset.generate()
    keys.save(str(tmp_path / "keys.json"))
    text = privtext.Encryptor(keys).encrypt("Ulla Eskildsen lives in Stillbrook.", [(0, 14, "PERSON")]).text
    (tmp_path / "a.jsonl").write_text('{"id": "1", "text": %s}\n' % __import__("json").dumps(text))
    run_cli(cli, "decrypt", "--keyset", tmp_path / "keys.json", "--in", tmp_path / "a.jsonl", "--out",
            tmp_path / "b.jsonl", "-q")
    assert read_jsonl(tmp_path / "b.jsonl")[0]["text"] == "Ulla Eskildsen lives in Stillbrook."
