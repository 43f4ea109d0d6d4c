"""python -m privtext: the corpus commands over Parquet files.

    python -m privtext protect --keyset keys.json --in corpus.parquet --out protected.parquet
    python -m privtext decrypt --keyset keys.json --in answers.parquet --out plain.parquet --report failures.jsonl
    python -m privtext detect  --in corpus.parquet --out detected.parquet
    python -m privtext encrypt --keyset keys.json --in corpus.parquet --out encrypted.parquet
    python -m privtext cipher encrypt --key-file c.key --in corpus.parquet --out ciphered.parquet

`privtext` (the CLI) hands a corpus command whose --in or --out ends in
.parquet to this module, so the same command line works for JSONL and Parquet.
One error line and exit status 1 on failure (2 for a bad command line, as in
the CLI); no output file is left behind.
"""

from __future__ import annotations

import argparse
import re
import sys

import privtext
from privtext._flags import OneLineParser, add_detector_flags, detector_options


def _parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog="privtext", description="privtext's corpus commands over Parquet files")
    sub = p.add_subparsers(dest="command", required=True)

    def corpus(cmd, keyset=True, entities=True, ids=True):
        if keyset:
            cmd.add_argument("--keyset", required=True, help="keyset made by privtext keygen")
        cmd.add_argument("--in", dest="src", required=True, help="input Parquet file")
        cmd.add_argument("--out", dest="dst", required=True, help="output Parquet file (written atomically, 0600)")
        cmd.add_argument("--text-field", default="text")
        if entities:
            cmd.add_argument("--entities-field", default="entities")
        if ids:  # every column passes through; a named id column must exist, as in JSONL
            cmd.add_argument("--id-field", help="id column, checked to exist (default: none needed)")
        cmd.add_argument("--threads", type=int, default=0, help="worker threads (0: all cores)")
        cmd.add_argument("--batch-rows", type=int, default=4096, help="rows per batch")
        cmd.add_argument("-q", "--quiet", action="store_true", help="no progress output or summary line")

    def token(cmd):
        cmd.add_argument("--template", default=privtext.DEFAULT_TEMPLATE, help="token template")

    d = sub.add_parser("detect", help="detect identifiers into the entities column")
    corpus(d, keyset=False)
    add_detector_flags(d)
    pr = sub.add_parser("protect", help="detect and encrypt in one pass")
    corpus(pr)
    token(pr)
    add_detector_flags(pr)
    pr.add_argument("--normalize", default="exact")
    pr.add_argument("--surrogates", action="store_true", help="fictional values of each type instead of tokens")
    pr.add_argument("--shift-dates", action="store_true", help="surrogates that move dates by one keyed number of days (needs --surrogates)")
    pr.add_argument("--month-first", action="store_true", help="shifted dates: numeric dates are month first (needs --shift-dates)")
    e = sub.add_parser("encrypt", help="encrypt the entities each row carries")
    corpus(e)
    token(e)
    e.add_argument("--normalize", default="exact")
    e.add_argument("--surrogates", action="store_true", help="fictional values of each type instead of tokens")
    e.add_argument("--shift-dates", action="store_true", help="surrogates that move dates by one keyed number of days (needs --surrogates)")
    e.add_argument("--month-first", action="store_true", help="shifted dates: numeric dates are month first (needs --shift-dates)")
    de = sub.add_parser("decrypt", help="restore tokens; report the ones that fail")
    corpus(de, ids=False)
    token(de)
    de.add_argument("--id-field", default="id", help="id column, matched against --source's")
    de.add_argument("--source", help="the encrypted Parquet corpus the texts came from (FCAOA)")
    de.add_argument("--report", help="JSONL of tokens not cleanly decrypted")
    c = sub.add_parser("cipher", help="seed 001's whole-text cipher")
    c.add_argument("direction", choices=["encrypt", "decrypt"])
    corpus(c, keyset=False, entities=False)
    key = c.add_mutually_exclusive_group(required=True)
    key.add_argument("--key", help="the key (letters of the alphabet)")
    key.add_argument("--key-file", help="file holding the key")
    key.add_argument("--key-length", type=int, help="draw a random key of this many characters (CSPRNG); needs --key-out")
    c.add_argument("--key-out", help="where to write a drawn key (mode 0600)")
    c.add_argument("--alphabet", default="letters", choices=["letters", "letters-digits"])
    c.add_argument("--alphabet-chars", default="", help="use these characters, in this order, as the alphabet")
    c.add_argument("--jsonl", action="store_true", help="as in the CLI; a Parquet file's text column is always ciphered")
    return p


def _detector(args) -> privtext.Detector:
    return privtext.Detector(**detector_options(args))


def _cipher(args) -> privtext.Cipher:
    key = args.key
    if args.key_file:
        with open(args.key_file, encoding="utf-8") as f:
            key = f.read().rstrip("\r\n")
    elif args.key_length is not None:
        # The CLI's checks and messages (cipher_command.cpp), before any key is drawn.
        if args.direction == "decrypt":
            raise privtext.InvalidArgument("--key-length makes a new key; decrypting needs --key or --key-file")
        if not args.key_out:
            raise privtext.InvalidArgument("--key-length needs --key-out, or the new key would be lost")
        key = privtext.Cipher.random_key(args.key_length, alphabet=args.alphabet, alphabet_chars=args.alphabet_chars)
        from privtext import parquet

        parquet.write_private_file(args.key_out, key + "\n")
    return privtext.Cipher(key, alphabet=args.alphabet, alphabet_chars=args.alphabet_chars)


def run(argv=None) -> int:
    args = _parser().parse_args(argv)
    from privtext import parquet  # needs PyArrow; imported here so --help works without it

    if getattr(args, "surrogates", False) and (args.template != privtext.DEFAULT_TEMPLATE or args.normalize != "exact"):
        _parser().error("--surrogates excludes --template and --normalize")
    if getattr(args, "shift_dates", False) and not args.surrogates:
        _parser().error("--shift-dates requires --surrogates")
    if getattr(args, "month_first", False) and not args.shift_dates:
        _parser().error("--month-first requires --shift-dates")
    if args.command != "decrypt" and args.id_field:
        parquet.require_column(args.src, args.id_field, "id")
    common = dict(text_field=args.text_field, threads=args.threads, batch_rows=args.batch_rows,
                  progress=not args.quiet)
    if args.command == "detect":
        rows = parquet.detect_file(args.src, args.dst, _detector(args), entities_field=args.entities_field, **common)
        summary = "detected entities in %d rows" % rows
    elif args.command == "protect":
        rows = parquet.protect_file(args.src, args.dst, privtext.Keyset.load(args.keyset), _detector(args),
                                    entities_field=args.entities_field, template=args.template,
                                    normalize=args.normalize, surrogates=args.surrogates,
                                    shift_dates=args.shift_dates, month_first=args.month_first, **common)
        summary = "protected %d rows" % rows
    elif args.command == "encrypt":
        rows = parquet.encrypt_file(args.src, args.dst, privtext.Keyset.load(args.keyset),
                                    entities_field=args.entities_field, template=args.template,
                                    normalize=args.normalize, surrogates=args.surrogates,
                                    shift_dates=args.shift_dates, month_first=args.month_first, **common)
        summary = ("replaced with surrogates in %d rows" if args.surrogates else "encrypted %d rows") % rows
    elif args.command == "decrypt":
        counts = parquet.decrypt_file(args.src, args.dst, privtext.Keyset.load(args.keyset),
                                      entities_field=args.entities_field, id_field=args.id_field,
                                      source=args.source, report=args.report, template=args.template, **common)
        summary = "tokens " + (", ".join("%s %d" % kv for kv in sorted(counts.items())) or "none")
    else:  # cipher
        rows = parquet.cipher_file(args.src, args.dst, _cipher(args), decrypt=args.direction == "decrypt", **common)
        summary = "ciphered %d rows" % rows
    if not args.quiet:
        print("privtext: " + summary, file=sys.stderr)
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
