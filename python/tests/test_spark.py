"""privtext.spark on a local Spark (local[2], Java from Debian, PySpark from PyPI)."""

import os
import sys

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import privtext
import privtext.spark
from conftest import read_jsonl, run_cli


@pytest.fixture(scope="module")
def spark(tmp_path_factory):
    os.environ["PYSPARK_PYTHON"] = sys.executable  # executors import privtext from this environment
    from pyspark.sql import SparkSession
    session = (SparkSession.builder.master("local[2]").appName("privtext-test")
               .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "4")
               .config("spark.driver.host", "127.0.0.1").config("spark.sql.execution.arrow.maxRecordsPerBatch", "5")
               .config("spark.local.dir", str(tmp_path_factory.mktemp("spark-local"))).getOrCreate())
    yield session
    session.stop()


def test_tokens_equal_across_partitions_and_the_cli(spark, cli, root, tmp_path, sample):
    keys = privtext.Keyset.generate()
    keys.save(str(tmp_path / "keys.json"))
    pq.write_table(pa.table({"id": [d["id"] for d in sample], "text": [d["text"] for d in sample]}),
                   tmp_path / "corpus.parquet")
    df = spark.read.parquet(str(tmp_path / "corpus.parquet")).repartition(4, "id")
    assert df.rdd.getNumPartitions() == 4
    protected = privtext.spark.protect(df, keyset_path=str(tmp_path / "keys.json"))
    protected.write.parquet(str(tmp_path / "protected"))
    rows = {r["id"]: r for r in spark.read.parquet(str(tmp_path / "protected")).collect()}
    assert os.path.exists(tmp_path / "protected" / "_SUCCESS")
    # the rows came from all four partitions; each equals the CLI's protect of the same document
    run_cli(cli, "protect", "--keyset", tmp_path / "keys.json", "--in", root / "data" / "sample_corpus.jsonl",
            "--out", tmp_path / "p.jsonl", "-q")
    expected = {d["id"]: d for d in read_jsonl(tmp_path / "p.jsonl")}
    assert set(rows) == set(expected) and len(rows) == len(sample)
    assert all(rows[i]["text"] == expected[i]["text"] for i in rows)
    assert sum(len(r["entities"]) for r in rows.values()) > 50
    # decrypting on Spark restores every text
    restored = privtext.spark.decrypt(spark.read.parquet(str(tmp_path / "protected")), keyset=keys).collect()
    original = {d["id"]: d["text"] for d in sample}
    assert {r["id"]: r["text"] for r in restored} == original


def test_a_bad_record_fails_the_job_naming_its_row(spark, tmp_path):
    keys = privtext.Keyset.generate()
    df = spark.createDataFrame([("a", "Ann Smith wrote."), ("b", None), ("c", "fine")], "id string, text string")
    with pytest.raises(Exception) as e:
        privtext.spark.protect(df, keyset=keys).collect()
    assert "id 'b': 'text' is null, not text" in str(e.value)
    with pytest.raises(privtext.InvalidArgument, match="exactly one of keyset and keyset_path"):
        privtext.spark.protect(df)


def test_detector_options_reach_every_executor(spark, tmp_path, sample):
    keys = privtext.Keyset.generate()
    options = dict(types=["PERSON", "LOCATION"], allow=["Ulla Eskildsen"], ner="bert")
    texts = {d["id"]: d["text"] for d in sample[:40]}
    df = spark.createDataFrame(list(texts.items()), "id string, text string").repartition(3, "id")
    rows = privtext.spark.protect(df, keyset=keys, detector=options).collect()
    expected = privtext.protect(list(texts.values()), keys, privtext.Detector(**options))
    assert {r["id"]: r["text"] for r in rows} == {i: e.text for i, e in zip(texts, expected)}
    rules_only = privtext.Detector(types=["PERSON", "LOCATION"], allow=["Ulla Eskildsen"])
    rules_only = privtext.protect(list(texts.values()), keys, rules_only)
    assert [e.text for e in expected] != [e.text for e in rules_only]  # the model's places are in
    types = {e["type"] for r in rows for e in r["entities"]}
    assert types == {"PERSON", "LOCATION"}
    assert any("Ulla Eskildsen" in r["text"] for r in rows)  # allowed, so left as it is
    with pytest.raises(privtext.InvalidArgument, match='unknown type "PERSN"'):
        privtext.spark.protect(df, keyset=keys, detector=dict(types=["PERSN"]))  # on the driver, before any task


def test_surrogates_are_the_same_on_every_executor(spark, tmp_path, sample):
    keys = privtext.Keyset.generate()
    texts = {d["id"]: d["text"] for d in sample[:40]}
    df = spark.createDataFrame(list(texts.items()), "id string, text string").repartition(3, "id")
    rows = privtext.spark.protect(df, keyset=keys, surrogates=True).collect()
    expected = privtext.protect(list(texts.values()), keys, surrogates=True)
    assert {r["id"]: r["text"] for r in rows} == {i: e.text for i, e in zip(texts, expected)}
    assert all(r["text"] != texts[r["id"]] for r in rows)
    shifted = privtext.spark.protect(df, keyset=keys, surrogates=True, shift_dates=True).collect()
    expected = privtext.protect(list(texts.values()), keys, surrogates=True, shift_dates=True)
    assert {r["id"]: r["text"] for r in shifted} == {i: e.text for i, e in zip(texts, expected)}


def test_decrypt_refuses_protects_flags(capsys):
    with pytest.raises(SystemExit) as exit:
        privtext.spark.main(["decrypt", "--keyset", "k.json", "--in", "in/", "--out", "out/", "--surrogates"])
    assert exit.value.code == 2
    assert "the detector's flags and --surrogates are for protect" in capsys.readouterr().err
