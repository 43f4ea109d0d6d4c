"""Command lines as the CLI's: its detector flags and its one-line errors, for
`python -m privtext` and `python -m privtext.spark`."""

from __future__ import annotations

import argparse
from typing import Any, Dict

import privtext


class OneLineParser(argparse.ArgumentParser):
    """A bad command line gives one error line and exit status 2, as the CLI's does."""

    def error(self, message):
        self.exit(2, "%s: error: %s (see --help)\n" % (self.prog.split()[0], message))


def add_detector_flags(cmd: argparse.ArgumentParser) -> None:
    cmd.add_argument("--types", nargs="+", help="types to detect, space- or comma-separated (default: all)")
    cmd.add_argument("--min-score", type=float, default=0.5)
    cmd.add_argument("--deny-list", help="file: strings always detected (value or value<TAB>TYPE per line)")
    cmd.add_argument("--allow-list", help="file: strings never detected (one per line)")
    cmd.add_argument("--patterns", help="file: patterns of your own, TYPE<TAB>REGEX[<TAB>SCORE[<TAB>context words]] "
                                        "per line (RE2 syntax; a capturing group is the detection)")
    cmd.add_argument("--ner", default="none", choices=["none", "spacy", "bert", "model"],
                     help="also find entities with a spaCy NER (spacy), label words with a token classifier (bert) "
                          "or ask a generator (model)")
    cmd.add_argument("--model", default="",
                     help="model for --ner (NAME or a file; default en-core-web-sm / rampart-ner / gemma3-270m)")
    cmd.add_argument("--gpu-layers", type=int, default=0, help="layers of the --ner model on the GPU (-1 all)")


def detector_options(args: argparse.Namespace) -> Dict[str, Any]:
    """privtext.Detector's keyword arguments from the flags; the list files are read here, once."""
    options: Dict[str, Any] = dict(min_score=args.min_score, ner=args.ner, model=args.model,
                                   gpu_layers=args.gpu_layers)
    if args.types:
        options["types"] = [t for arg in args.types for t in arg.split(",") if t]
    if args.deny_list:
        options["deny"] = privtext.read_deny_list(args.deny_list)
    if args.allow_list:
        options["allow"] = privtext.read_allow_list(args.allow_list)
    if args.patterns:
        options["patterns"] = privtext.read_patterns(args.patterns)
    return options
