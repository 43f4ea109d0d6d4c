"""The recipes of docs/python.md: pandas and Hugging Face datasets (local files only)."""

import os

import pytest

import privtext


def test_pandas_recipe(sample):
    import pandas as pd
    df = pd.DataFrame(sample)[["id", "text"]]
    keys = privtext.Keyset.generate()
    out = privtext.protect(df["text"].tolist(), keys)
    df["protected"] = [o.text for o in out]
    df["entities"] = [privtext.spans_to_dicts(o.entities) for o in out]
    assert df["protected"].str.contains(r"Person_\[").sum() > 10
    restored = privtext.Decryptor(keys).decrypt(df["protected"].tolist())
    assert [r.text for r in restored] == df["text"].tolist()


def test_datasets_map_batched(sample, tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    import datasets
    ds = datasets.Dataset.from_list([{"id": d["id"], "text": d["text"]} for d in sample])
    keys = privtext.Keyset.generate()
    encryptor = privtext.Encryptor(keys)
    detector = privtext.Detector()

    def protect_batch(batch):
        out = privtext.protect(batch["text"], encryptor, detector)
        return {"text": [o.text for o in out], "entities": [privtext.spans_to_dicts(o.entities) for o in out]}

    protected = ds.map(protect_batch, batched=True, batch_size=8)
    assert protected.num_rows == len(sample)
    assert protected[0]["entities"] and set(protected[0]["entities"][0]) == {"start", "end", "type", "score"}
    expected = privtext.protect([d["text"] for d in sample], keys)
    assert protected["text"] == [o.text for o in expected]
    # tokens are deterministic, so a second map (another process, another day) gives the same text
    again = ds.map(protect_batch, batched=True, batch_size=5)
    assert again["text"] == protected["text"]
