"""The Python package against the CLI on the same texts, and privtext.spark on
a local Spark: protect (detect + encrypt) of a JSONL corpus made from the
sample corpus. Run with the test environment's Python, after `pip install .`:

    V=$(scripts/python-env); $V/bin/python bench/compare/python_throughput.py [--mb 10] [--spark]

CLI: the whole command (start-up, JSONL read, write, fsync). Python batch:
privtext.protect() on the list of texts, plus reading the JSONL and writing
the texts back as JSONL, so both do the same work. Best of 3.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import privtext

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def best_of(fn, runs=3):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=float, default=10)
    ap.add_argument("--spark", action="store_true", help="also time privtext.spark on local[2]")
    args = ap.parse_args()
    cli = os.path.join(ROOT, "build/bin/privtext")
    sample = [json.loads(l) for l in open(os.path.join(ROOT, "data/sample_corpus.jsonl"), encoding="utf-8")]
    with tempfile.TemporaryDirectory() as tmp:
        corpus, size, i = os.path.join(tmp, "corpus.jsonl"), 0, 0
        with open(corpus, "w", encoding="utf-8") as out:
            while size < args.mb * 1e6:
                doc = {"id": "doc-%d" % i, "text": sample[i % len(sample)]["text"]}
                line = json.dumps(doc, ensure_ascii=False) + "\n"
                out.write(line)
                size += len(line.encode())
                i += 1
        mb = size / 1e6
        keys = privtext.Keyset.generate()
        keys.save(os.path.join(tmp, "keys.json"))
        detector = privtext.Detector()
        encryptor = privtext.Encryptor(keys)

        def run_cli():
            subprocess.run([cli, "protect", "--keyset", os.path.join(tmp, "keys.json"), "--in", corpus, "--out",
                            os.path.join(tmp, "cli.jsonl"), "-q"], check=True)

        def run_python():
            with open(corpus, encoding="utf-8") as f:
                docs = [json.loads(l) for l in f]
            out = privtext.protect([d["text"] for d in docs], encryptor, detector)
            with open(os.path.join(tmp, "py.jsonl"), "w", encoding="utf-8") as f:
                for d, o in zip(docs, out):
                    f.write(json.dumps({"id": d["id"], "text": o.text, "entities": privtext.spans_to_dicts(o.entities)},
                                       ensure_ascii=False) + "\n")

        texts = [json.loads(l)["text"] for l in open(corpus, encoding="utf-8")]
        t_cli = best_of(run_cli)
        t_py = best_of(run_python)
        t_call = best_of(lambda: privtext.protect(texts, encryptor, detector))
        print("corpus: %.1f MB, %d documents, %d cores" % (mb, len(texts), os.cpu_count()))
        print("%-38s %7.2f s  %6.1f MB/s" % ("CLI protect (JSONL in, JSONL out)", t_cli, mb / t_cli))
        print("%-38s %7.2f s  %6.1f MB/s  %.2fx the CLI's time" % ("Python (read, protect(), write)", t_py, mb / t_py, t_py / t_cli))
        print("%-38s %7.2f s  %6.1f MB/s" % ("Python protect() call alone", t_call, mb / t_call))
        if args.spark:
            import pyarrow as pa
            import pyarrow.parquet as pq
            from privtext import spark as privtext_spark
            from pyspark.sql import SparkSession
            os.environ["PYSPARK_PYTHON"] = sys.executable
            pq.write_table(pa.table({"id": ["doc-%d" % k for k in range(len(texts))], "text": texts}),
                           os.path.join(tmp, "corpus.parquet"))
            spark = (SparkSession.builder.master("local[2]").config("spark.ui.enabled", "false")
                     .config("spark.driver.host", "127.0.0.1").getOrCreate())
            spark.sparkContext.setLogLevel("ERROR")
            df = spark.read.parquet(os.path.join(tmp, "corpus.parquet")).repartition(2).cache()
            df.count()
            n = [0]

            def run_spark():
                n[0] += 1
                privtext_spark.protect(df, keyset=keys, threads=1).write.parquet(os.path.join(tmp, "spark%d" % n[0]))

            t_spark = best_of(run_spark)
            spark.stop()
            print("%-38s %7.2f s  %6.1f MB/s" % ("Spark local[2] (2 partitions, Parquet)", t_spark, mb / t_spark))


if __name__ == "__main__":
    main()
