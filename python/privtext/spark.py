"""Scale-out on Spark: protect or decrypt a DataFrame partition by partition.

Deterministic keyed tokens need no shared state: every executor holding the
same keyset turns the same value into the same token, so partitions are
processed independently (``mapInPandas``), each batch by the library's threads.

    from pyspark.sql import SparkSession
    import privtext, privtext.spark
    spark = SparkSession.builder.getOrCreate()
    df = spark.read.parquet("corpus/")
    out = privtext.spark.protect(df, keyset_path="/secrets/keys.json")
    out.write.parquet("protected/")

or, as a job: ``spark-submit "$(python -c 'import privtext.spark as s; print(s.__file__)')" protect
--keyset keys.json --in corpus/ --out protected/`` (``python -m privtext.spark ...`` runs it on a
local Spark). Spark's output committer writes ``_SUCCESS`` only when every task has committed. On a cluster the
package must be installed on every executor (a wheel built on a machine like
theirs, ``pip install privtext-*.whl``), and the keyset should be a file only
the executors can read (``keyset_path``): a Keyset object passed instead
travels inside the task closure.
"""

from __future__ import annotations

import json
import sys
import threading
from typing import Any, Dict, Iterator, Optional

import privtext
from privtext._flags import OneLineParser, add_detector_flags, detector_options

ENTITY_DDL = "array<struct<start:bigint,end:bigint,type:string,score:double>>"


def _keyset(keyset: Optional[privtext.Keyset], keyset_path: Optional[str]) -> str:
    if (keyset is None) == (keyset_path is None):
        raise privtext.InvalidArgument("give exactly one of keyset and keyset_path")
    return keyset.to_json() if keyset is not None else ""


_detectors: Dict[str, privtext.Detector] = {}
_detectors_lock = threading.Lock()


def _detector(options: Dict[str, Any]) -> privtext.Detector:
    """One Detector per executor process and options: Spark reuses its Python
    workers across tasks, and a --ner model takes seconds to load."""
    key = json.dumps(options, sort_keys=True)
    with _detectors_lock:
        if key not in _detectors:
            _detectors[key] = privtext.Detector(**options)
        return _detectors[key]


def _rows(pdf, text_col: str, id_col: Optional[str]):
    """The texts of one pandas batch; a null is an error naming its row."""
    import pandas as pd

    texts = pdf[text_col].tolist()
    for i, t in enumerate(texts):
        if not isinstance(t, str):
            where = ("id %r" % pdf[id_col].iloc[i]) if id_col and id_col in pdf.columns else "row %d of the batch" % i
            what = "null" if t is None or pd.isna(t) else type(t).__name__
            raise privtext.InvalidInput("%s: '%s' is %s, not text" % (where, text_col, what))
    return texts


def _schema(df, entities_col: str):
    from pyspark.sql.types import StructType, _parse_datatype_string

    fields = [f for f in df.schema.fields if f.name != entities_col]
    return StructType(fields).add(entities_col, _parse_datatype_string(ENTITY_DDL))


def protect(df, keyset: Optional[privtext.Keyset] = None, keyset_path: Optional[str] = None, *,
            text_col: str = "text", entities_col: str = "entities", id_col: Optional[str] = "id",
            template: str = privtext.DEFAULT_TEMPLATE, normalize: str = "exact", surrogates: bool = False,
            shift_dates: bool = False, month_first: bool = False, threads: int = 0,
            detector: Optional[Dict[str, Any]] = None):
    """Detects and encrypts `text_col` of every row (with `surrogates`, replaces with fictional values, and
    with `shift_dates` moves dates by one keyed number of days, numeric ones read month first with
    `month_first`); `entities_col` gets the replacements' spans.

    `detector`: privtext.Detector's keyword arguments (types, min_score, deny,
    allow, patterns, ner, model, gpu_layers), checked here on the driver; a --ner model
    must be in every executor's model cache (or at a `model` path there).
    """
    if shift_dates and not surrogates:
        raise privtext.InvalidArgument("shift_dates needs surrogates")
    if month_first and not shift_dates:
        raise privtext.InvalidArgument("month_first needs shift_dates")
    keyset_json = _keyset(keyset, keyset_path)
    options = dict(detector or {})
    if options:
        _detector(options)  # a bad option fails here, not in every task

    def run(batches: Iterator) -> Iterator:
        keys = privtext.Keyset.from_json(keyset_json) if keyset_json else privtext.Keyset.load(keyset_path)
        encryptor = (privtext.SurrogateGenerator(keys, shift_dates=shift_dates, month_first=month_first) if surrogates
                     else privtext.Encryptor(keys, template=template, normalize=normalize))
        detector = _detector(options) if options else privtext.default_detector()
        for pdf in batches:
            out = privtext.protect(_rows(pdf, text_col, id_col), encryptor, detector, threads=threads)
            pdf = pdf.copy()
            pdf[text_col] = [o.text for o in out]
            pdf[entities_col] = [privtext.spans_to_dicts(o.entities) for o in out]
            yield pdf

    return df.mapInPandas(run, schema=_schema(df, entities_col))


def decrypt(df, keyset: Optional[privtext.Keyset] = None, keyset_path: Optional[str] = None, *,
            text_col: str = "text", entities_col: str = "entities", id_col: Optional[str] = "id",
            template: str = privtext.DEFAULT_TEMPLATE, threads: int = 0):
    """Restores the tokens of `text_col`; `entities_col` gets the restored values' spans."""
    keyset_json = _keyset(keyset, keyset_path)

    def run(batches: Iterator) -> Iterator:
        keys = privtext.Keyset.from_json(keyset_json) if keyset_json else privtext.Keyset.load(keyset_path)
        decryptor = privtext.Decryptor(keys, template=template)
        for pdf in batches:
            out = decryptor.decrypt(_rows(pdf, text_col, id_col), threads=threads)
            pdf = pdf.copy()
            pdf[text_col] = [d.text for d in out]
            pdf[entities_col] = [privtext.spans_to_dicts(d.entities) for d in out]
            yield pdf

    return df.mapInPandas(run, schema=_schema(df, entities_col))


def main(argv=None) -> int:
    p = OneLineParser(prog="privtext.spark", description="protect or decrypt a Parquet dataset on Spark")
    p.add_argument("command", choices=["protect", "decrypt"])
    p.add_argument("--keyset", required=True, help="keyset file readable on every executor")
    p.add_argument("--in", dest="src", required=True, help="Parquet file or folder")
    p.add_argument("--out", dest="dst", required=True, help="Parquet folder to write")
    p.add_argument("--text-field", default="text")
    p.add_argument("--entities-field", default="entities")
    p.add_argument("--id-field", default="id")
    p.add_argument("--surrogates", action="store_true", help="protect: fictional values instead of tokens")
    p.add_argument("--shift-dates", action="store_true",
                   help="protect, with --surrogates: move dates by one keyed number of days")
    p.add_argument("--month-first", action="store_true",
                   help="protect, with --shift-dates: numeric dates such as 03/05/2010 are month first")
    add_detector_flags(p)  # protect only
    args = p.parse_args(argv)
    if args.shift_dates and not args.surrogates:
        p.error("--shift-dates requires --surrogates")
    if args.month_first and not args.shift_dates:
        p.error("--month-first requires --shift-dates")
    detector_flags = ("surrogates", "shift_dates", "month_first", "types", "min_score", "deny_list", "allow_list", "patterns", "ner", "model", "gpu_layers")
    if args.command == "decrypt" and any(getattr(args, f) != p.get_default(f) for f in detector_flags):
        p.error("decrypt detects and replaces nothing: the detector's flags and --surrogates are for protect")
    from pyspark.sql import SparkSession

    spark = SparkSession.builder.appName("privtext-" + args.command).getOrCreate()
    df = spark.read.parquet(args.src)
    # Run as a script, this file is __main__, whose functions Spark pickles by
    # value with their globals (a lock among them); the imported module's
    # functions travel by reference.
    from privtext import spark as module

    columns = dict(text_col=args.text_field, entities_col=args.entities_field, id_col=args.id_field)
    if args.command == "protect":
        out = module.protect(df, keyset_path=args.keyset, detector=detector_options(args), surrogates=args.surrogates,
                             shift_dates=args.shift_dates, month_first=args.month_first, **columns)
    else:
        out = module.decrypt(df, keyset_path=args.keyset, **columns)
    out.write.mode("errorifexists").parquet(args.dst)
    return 0


if __name__ == "__main__":
    sys.exit(main())
