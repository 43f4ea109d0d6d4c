"""Parquet corpora in and out: privtext's corpus commands over Parquet files.

Debian has no Arrow C++ package, so Parquet is read and written here, with
PyArrow (``pip install pyarrow``), and the texts go through the same library
calls as the CLI's. Every other column passes through unchanged. Entities are a
list-of-struct column ``{start, end, type, score}`` in code-point offsets, as in
the JSONL corpora. Outputs are written to a temporary file beside the
destination (mode 0600) and renamed over it only when the whole file is done:
a failed run leaves nothing that looks finished. Errors name the file and row.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from . import (
    DEFAULT_TEMPLATE,
    Cipher,
    Decryptor,
    Detector,
    Encryptor,
    Error,
    InvalidArgument,
    InvalidInput,
    Keyset,
    Progress,
    SurrogateGenerator,
    default_detector,
    protect,
    spans_to_dicts,
)

try:
    import pyarrow as pa
    import pyarrow.parquet as pq
except ImportError as e:  # pragma: no cover - exercised only without pyarrow
    raise ImportError("privtext.parquet needs PyArrow: pip install pyarrow") from e

ENTITY_TYPE = pa.list_(
    pa.struct([("start", pa.int64()), ("end", pa.int64()), ("type", pa.string()), ("score", pa.float64())])
)

_BATCH_ERROR = re.compile(r"^(?:texts|entities)\[(\d+)\]: ")

# One batch of texts (and their entities, or None) -> texts and entities (None: keep the column as it is).
BatchFn = Callable[[List[str], Optional[List[list]], int], Tuple[List[str], Optional[List[list]]]]


def _rows_error(path: str, offset: int, error: Error) -> Error:
    """The library names the index in the batch; the user wants the row."""
    message = str(error)
    m = _BATCH_ERROR.match(message)
    if m:
        message = "row %d: %s" % (offset + int(m.group(1)), message[m.end():])
    out = type(error)("%s: %s" % (path, message))
    out.code = getattr(error, "code", "invalid_input")
    return out


def _check_column(schema: pa.Schema, path: str, name: str, kind: str) -> None:
    if name not in schema.names:
        raise InvalidInput("%s: no %s column '%s' (columns: %s)" % (path, kind, name, ", ".join(schema.names)))


def _texts(batch: pa.RecordBatch, path: str, field: str, offset: int) -> List[str]:
    column = batch.column(batch.schema.get_field_index(field))
    if not (pa.types.is_string(column.type) or pa.types.is_large_string(column.type)):
        raise InvalidInput("%s: column '%s' is %s, not a string column" % (path, field, column.type))
    texts = column.to_pylist()
    for i, t in enumerate(texts):
        if t is None:
            raise InvalidInput("%s: row %d: '%s' is null" % (path, offset + i, field))
    return texts


class _AtomicParquetWriter:
    """Writes batches to a 0600 temporary file beside `path`; commit() renames it over `path`."""

    def __init__(self, path: str):
        self.path = path
        directory = os.path.dirname(os.path.abspath(path))
        fd, self.temp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", suffix=".tmp", dir=directory)
        os.fchmod(fd, 0o600)
        self.file = os.fdopen(fd, "wb")
        self.writer: Optional[pq.ParquetWriter] = None

    def write(self, table: pa.Table) -> None:
        if self.writer is None:
            self.writer = pq.ParquetWriter(self.file, table.schema)
        self.writer.write_table(table)

    def commit(self, schema: pa.Schema) -> None:
        if self.writer is None:  # an empty input still gives a file with its columns
            self.writer = pq.ParquetWriter(self.file, schema)
        self.writer.close()
        self.file.flush()
        os.fsync(self.file.fileno())
        self.file.close()
        os.replace(self.temp, self.path)
        self.temp = None

    def abort(self) -> None:
        if self.temp is not None:
            if self.writer is not None:
                try:
                    self.writer.close()
                except Exception:  # the file is removed anyway
                    pass
            self.file.close()
            os.unlink(self.temp)
            self.temp = None


def _output_schema(schema: pa.Schema, entities_field: Optional[str]) -> pa.Schema:
    if entities_field is None:
        return schema
    if entities_field in schema.names:
        return schema.set(schema.get_field_index(entities_field), pa.field(entities_field, ENTITY_TYPE))
    return schema.append(pa.field(entities_field, ENTITY_TYPE))


def transform_file(
    src: str,
    dst: str,
    fn: BatchFn,
    *,
    text_field: str = "text",
    entities_in: Optional[str] = None,
    entities_out: Optional[str] = None,
    batch_rows: int = 4096,
    progress: Optional[Progress] = None,
) -> int:
    """Runs `fn` over the text column of `src` batch by batch and writes `dst`.

    `entities_in`: a column of entities passed to `fn`; `entities_out`: the
    column `fn`'s entities are written to (added or replaced); `progress`:
    counts the rows of each batch written, and is finished at the end. Returns
    the number of rows.
    """
    source = pq.ParquetFile(src)
    schema = source.schema_arrow
    _check_column(schema, src, text_field, "text")
    if entities_in is not None:
        _check_column(schema, src, entities_in, "entities")
    out_schema = _output_schema(schema, entities_out)
    writer = _AtomicParquetWriter(dst)
    rows = 0
    try:
        for batch in source.iter_batches(batch_size=batch_rows):
            texts = _texts(batch, src, text_field, rows)
            entities = None
            if entities_in is not None:
                entities = batch.column(batch.schema.get_field_index(entities_in)).to_pylist()
                entities = [e if e is not None else [] for e in entities]
            try:
                new_texts, new_entities = fn(texts, entities, rows)
            except Error as e:
                raise _rows_error(src, rows, e) from None
            columns = {name: batch.column(i) for i, name in enumerate(batch.schema.names)}
            columns[text_field] = pa.array(new_texts, type=schema.field(text_field).type)
            if entities_out is not None and new_entities is not None:
                columns[entities_out] = pa.array(new_entities, type=ENTITY_TYPE)
            writer.write(pa.Table.from_arrays([columns[f.name] for f in out_schema], schema=out_schema))
            rows += len(texts)
            if progress is not None:
                progress.add(len(texts))
        writer.commit(out_schema)
        if progress is not None:
            progress.finish()
    except BaseException:
        writer.abort()
        raise
    return rows


def _progress(label: str, src: str, shown: bool) -> Progress:
    """The CLI's progress display over the rows of `src` (quiet unless `shown`)."""
    return Progress(label, pq.ParquetFile(src).metadata.num_rows, quiet=not shown)


def detect_file(src: str, dst: str, detector: Optional[Detector] = None, *, text_field: str = "text",
                entities_field: str = "entities", threads: int = 0, batch_rows: int = 4096,
                progress: bool = False) -> int:
    """Writes the detector's entities of every row to `entities_field`.

    `progress`: count the rows on stderr as the CLI does (a bar on a terminal).
    """
    detector = detector if detector is not None else default_detector()
    bar = _progress("detect", src, progress)

    def fn(texts, _entities, _offset):
        return texts, [spans_to_dicts(spans) for spans in detector.detect(texts, threads=threads, progress=bar)]

    rows = transform_file(src, dst, fn, text_field=text_field, entities_out=entities_field, batch_rows=batch_rows)
    bar.finish()
    return rows


def _replacer(keyset: Keyset, template: str, normalize: str, surrogates: bool, shift_dates: bool,
              month_first: bool):
    if shift_dates and not surrogates:
        raise InvalidArgument("shift_dates needs surrogates")
    if surrogates:
        return SurrogateGenerator(keyset, shift_dates=shift_dates, month_first=month_first)
    return Encryptor(keyset, template=template, normalize=normalize)


def protect_file(src: str, dst: str, keyset: Keyset, detector: Optional[Detector] = None, *,
                 text_field: str = "text", entities_field: str = "entities", template: str = DEFAULT_TEMPLATE,
                 normalize: str = "exact", surrogates: bool = False, shift_dates: bool = False,
                 month_first: bool = False, threads: int = 0, batch_rows: int = 4096, progress: bool = False) -> int:
    """Detects and encrypts every text (with `surrogates`, replaces with fictional values, and with
    `shift_dates` moves dates by one keyed number of days, numeric ones read month first with `month_first`);
    `entities_field` gets the replacements' spans."""
    encryptor = _replacer(keyset, template, normalize, surrogates, shift_dates, month_first)
    bar = _progress("protect", src, progress)

    def fn(texts, _entities, _offset):
        out = protect(texts, encryptor, detector, threads=threads, progress=bar)
        return [o.text for o in out], [spans_to_dicts(o.entities) for o in out]

    rows = transform_file(src, dst, fn, text_field=text_field, entities_out=entities_field, batch_rows=batch_rows)
    bar.finish()
    return rows


def encrypt_file(src: str, dst: str, keyset: Keyset, *, text_field: str = "text", entities_field: str = "entities",
                 template: str = DEFAULT_TEMPLATE, normalize: str = "exact", surrogates: bool = False,
                 shift_dates: bool = False, month_first: bool = False, threads: int = 0, batch_rows: int = 4096,
                 progress: bool = False) -> int:
    """Encrypts the entities each row carries in `entities_field` (with `surrogates`, replaces them with
    fictional values, and with `shift_dates` moves dates by one keyed number of days, numeric ones read month
    first with `month_first`)."""
    replacer = _replacer(keyset, template, normalize, surrogates, shift_dates, month_first)
    replace = replacer.replace if surrogates else replacer.encrypt

    def fn(texts, entities, _offset):
        out = replace(texts, entities, threads=threads)
        return [o.text for o in out], [spans_to_dicts(o.entities) for o in out]

    return transform_file(src, dst, fn, text_field=text_field, entities_in=entities_field,
                          entities_out=entities_field, batch_rows=batch_rows,
                          progress=_progress("encrypt", src, progress))


def decrypt_file(src: str, dst: str, keyset: Keyset, *, text_field: str = "text", entities_field: str = "entities",
                 id_field: str = "id", source: Optional[str] = None, report: Optional[str] = None,
                 template: str = DEFAULT_TEMPLATE, threads: int = 0, batch_rows: int = 4096,
                 progress: bool = False) -> Dict[str, int]:
    """Restores tokens in every text; `entities_field` gets the restored values' spans.

    `source`: the encrypted corpus the texts came from (tokens found in another
    row's source are reported as FCAOA). `report`: a JSONL file (0600) with one
    line per token not cleanly decrypted: {"row", "id", "start", "end",
    "label", "token", "status", "class"} (ciphertext only). Returns counts by
    status.
    """
    decryptor = Decryptor(keyset, template=template)
    ids_present = id_field in pq.ParquetFile(src).schema_arrow.names
    index = None
    if source is not None:
        table = pq.read_table(source)
        _check_column(table.schema, source, id_field, "id")
        _check_column(table.schema, source, text_field, "text")
        index = decryptor.index_source([str(i) for i in table.column(id_field).to_pylist()],
                                       table.column(text_field).to_pylist())
    ids_by_row: List[str] = []
    failures: List[dict] = []
    counts: Dict[str, int] = {}

    def fn(texts, _entities, offset):
        ids = None
        if ids_present:
            ids = [str(i) for i in ids_by_row[offset:offset + len(texts)]]
        out = decryptor.decrypt(texts, ids=ids, source=index, threads=threads)
        for row, d in enumerate(out):
            for status, n in d.tokens.items():
                counts[status] = counts.get(status, 0) + n
            for t in d.failures:
                failures.append({"row": offset + row, "id": ids[row] if ids else None, "start": t.start,
                                 "end": t.end, "label": t.label, "token": t.token, "status": t.status,
                                 "class": t.failure_class})
        return [d.text for d in out], [spans_to_dicts(d.entities) for d in out]

    if ids_present:
        ids_by_row.extend(pq.read_table(src, columns=[id_field]).column(0).to_pylist())
    transform_file(src, dst, fn, text_field=text_field, entities_out=entities_field, batch_rows=batch_rows,
                   progress=_progress("decrypt", src, progress))
    if report is not None:
        _write_jsonl_atomically(report, failures)
    return counts


def cipher_file(src: str, dst: str, cipher: Cipher, *, decrypt: bool = False, text_field: str = "text",
                threads: int = 0, batch_rows: int = 4096, progress: bool = False) -> int:
    """Seed 001's cipher over the text column; each text starts at key position 0."""

    def fn(texts, _entities, _offset):
        return (cipher.decrypt(texts, threads=threads) if decrypt else cipher.encrypt(texts, threads=threads)), None

    return transform_file(src, dst, fn, text_field=text_field, batch_rows=batch_rows,
                          progress=_progress("cipher", src, progress))


def write_private_file(path: str, text: str) -> None:
    """Writes `text` to `path` through a 0600 temporary file beside it, renamed over it when complete."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, temp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", suffix=".tmp", dir=directory)
    try:
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temp, path)
    except BaseException:
        if os.path.exists(temp):
            os.unlink(temp)
        raise


def _write_jsonl_atomically(path: str, rows: Sequence[dict]) -> None:
    write_private_file(path, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))


def require_column(path: str, name: str, kind: str) -> None:
    """Raises InvalidInput unless the Parquet file at `path` has a column `name`."""
    _check_column(pq.ParquetFile(path).schema_arrow, path, name, kind)


__all__ = ["ENTITY_TYPE", "cipher_file", "decrypt_file", "detect_file", "encrypt_file", "protect_file",
           "require_column", "transform_file", "write_private_file"]
