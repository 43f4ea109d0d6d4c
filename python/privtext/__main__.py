"""python -m privtext: the corpus commands over Parquet files.

    python -m privtext protect --keyset keys.json --in corpus.parquet --out protected.parquet
    python -m privtext decrypt --keyset keys.json --in answers.parquet --out plain.parquet --report failures.jsonl
    python -m privtext detect  --in corpus.parquet --out detected.parquet
    python -m privtext encrypt --keyset keys.json --in corpus.parquet --out encrypted.parquet
    python -m privtext cipher encrypt --key-file c.key --in corpus.parquet --out ciphered.parquet

`privtext` (the CLI) hands a corpus command whose --in or --out ends in
.parquet to this module, so the same command line works for JSONL and Parquet.
One error line and exit status 1 on failure; no output file is left behind.
"""

from __future__ import annotations

import argparse
import re
import sys

import privtext


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="privtext", description="privtext's corpus commands over Parquet files")
    sub = p.add_subparsers(dest="command", required=True)

    def corpus(cmd, keyset=True, entities=True):
        if keyset:
            cmd.add_argument("--keyset", required=True, help="keyset made by privtext keygen")
        cmd.add_argument("--in", dest="src", required=True, help="input Parquet file")
        cmd.add_argument("--out", dest="dst", required=True, help="output Parquet file (written atomically, 0600)")
        cmd.add_argument("--text-field", default="text")
        if entities:
            cmd.add_argument("--entities-field", default="entities")
        cmd.add_argument("--threads", type=int, default=0, help="worker threads (0: all cores)")
        cmd.add_argument("--batch-rows", type=int, default=4096, help="rows per batch")

    def token(cmd):
        cmd.add_argument("--template", default=privtext.DEFAULT_TEMPLATE, help="token template")

    def detector(cmd):
        cmd.add_argument("--types", help="comma-separated types to detect (default: all)")
        cmd.add_argument("--min-score", type=float, default=0.5)

    d = sub.add_parser("detect", help="detect identifiers into the entities column")
    corpus(d, keyset=False)
    detector(d)
    pr = sub.add_parser("protect", help="detect and encrypt in one pass")
    corpus(pr)
    token(pr)
    detector(pr)
    pr.add_argument("--normalize", default="exact")
    e = sub.add_parser("encrypt", help="encrypt the entities each row carries")
    corpus(e)
    token(e)
    e.add_argument("--normalize", default="exact")
    de = sub.add_parser("decrypt", help="restore tokens; report the ones that fail")
    corpus(de)
    token(de)
    de.add_argument("--id-field", default="id")
    de.add_argument("--source", help="the encrypted Parquet corpus the texts came from (FCAOA)")
    de.add_argument("--report", help="JSONL of tokens not cleanly decrypted")
    c = sub.add_parser("cipher", help="seed 001's whole-text cipher")
    c.add_argument("direction", choices=["encrypt", "decrypt"])
    corpus(c, keyset=False, entities=False)
    key = c.add_mutually_exclusive_group(required=True)
    key.add_argument("--key", help="the key (letters of the alphabet)")
    key.add_argument("--key-file", help="file holding the key")
    c.add_argument("--alphabet", default="letters", choices=["letters", "letters-digits"])
    return p


def _detector(args) -> privtext.Detector:
    types = args.types.split(",") if args.types else None
    return privtext.Detector(types=types, min_score=args.min_score)


def run(argv=None) -> int:
    args = _parser().parse_args(argv)
    from privtext import parquet  # needs PyArrow; imported here so --help works without it

    common = dict(text_field=args.text_field, threads=args.threads, batch_rows=args.batch_rows)
    if args.command == "detect":
        rows = parquet.detect_file(args.src, args.dst, _detector(args), entities_field=args.entities_field, **common)
        print("privtext: detected entities in %d rows" % rows, file=sys.stderr)
    elif args.command == "protect":
        rows = parquet.protect_file(args.src, args.dst, privtext.Keyset.load(args.keyset), _detector(args),
                                    entities_field=args.entities_field, template=args.template,
                                    normalize=args.normalize, **common)
        print("privtext: protected %d rows" % rows, file=sys.stderr)
    elif args.command == "encrypt":
        rows = parquet.encrypt_file(args.src, args.dst, privtext.Keyset.load(args.keyset),
                                    entities_field=args.entities_field, template=args.template,
                                    normalize=args.normalize, **common)
        print("privtext: encrypted %d rows" % rows, file=sys.stderr)
    elif args.command == "decrypt":
        counts = parquet.decrypt_file(args.src, args.dst, privtext.Keyset.load(args.keyset),
                                      entities_field=args.entities_field, id_field=args.id_field,
                                      source=args.source, report=args.report, template=args.template, **common)
        print("privtext: tokens " + (", ".join("%s %d" % kv for kv in sorted(counts.items())) or "none"),
              file=sys.stderr)
    elif args.command == "cipher":
        key = args.key
        if args.key_file:
            with open(args.key_file, encoding="utf-8") as f:
                key = f.read().strip()
        cipher = privtext.Cipher(key, alphabet=args.alphabet)
        rows = parquet.cipher_file(args.src, args.dst, cipher, decrypt=args.direction == "decrypt", **common)
        print("privtext: ciphered %d rows" % rows, file=sys.stderr)
    return 0


def main() -> int:
    try:
        return run()
    except privtext.Error as e:
        # The library names its parameters (`min_score`); the CLI, as the C++ one, its flags.
        print("privtext: " + re.sub(r"`([a-z_]+)`", lambda m: "--" + m.group(1).replace("_", "-"), str(e)),
              file=sys.stderr)
    except ImportError as e:
        print("privtext: " + str(e), file=sys.stderr)
    except OSError as e:  # a missing or unreadable file, from PyArrow or open()
        print("privtext: %s" % e, file=sys.stderr)
    except Exception as e:  # PyArrow's errors on a file that is not Parquet
        print("privtext: %s: %s" % (type(e).__name__, e), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
