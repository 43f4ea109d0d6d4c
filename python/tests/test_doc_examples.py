"""Every `privtext` command line in the README's and docs/' shell blocks parses.

The CLI checks a command line and stops when PRIVTEXT_PARSE_ONLY is set, so a
renamed flag or a missing positional in an example fails here, not in a
user's terminal. Lines that show a usage form ("[--flag VALUE]") are skipped.
"""

import os
import re
import shlex
import subprocess

import pytest

SEPARATORS = {"|", "&&", "||", ";"}
PROGRAMS = {"privtext", "build/bin/privtext", "./build/bin/privtext"}


def shell_blocks(path):
    """(line number, command) for each command in the file's sh blocks, continuations joined."""
    lines = path.read_text(encoding="utf-8").split("\n")
    in_block = False
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("```"):
            in_block = not in_block and line.strip() in ("```sh", "```bash", "```shell")
        elif in_block:
            start = i + 1
            while line.rstrip().endswith("\\") and i + 1 < len(lines):
                i += 1
                line = line.rstrip()[:-1] + " " + lines[i].strip()
            yield start, line
        i += 1


def privtext_commands(root):
    """(where, argv after the program) for every privtext invocation in the docs."""
    for path in [root / "README.md", *sorted((root / "docs").glob("*.md"))]:
        for number, line in shell_blocks(path):
            if " [--" in line:
                continue
            words = shlex.split(line, comments=True)
            segments = [[]]
            for word in words:
                if word in SEPARATORS:
                    segments.append([])
                elif not re.match(r"^[0-9]?[<>]", word):
                    segments[-1].append(word)
            for argv in segments:
                while argv and re.match(r"^[A-Z_]+=", argv[0]):
                    argv = argv[1:]
                if argv and argv[0] in PROGRAMS:
                    yield "%s:%d" % (path.relative_to(root), number), argv[1:]


def test_docs_hold_many_commands(root):
    # The extraction itself: if it found nothing, the test below would pass on anything.
    commands = list(privtext_commands(root))
    assert len(commands) > 80
    assert any(argv[:2] == ["synth", "pe"] for _, argv in commands)
    assert any(where.startswith("README.md") for where, _ in commands)


def test_parse_only_refuses_a_bad_command_line(cli):
    env = dict(os.environ, PRIVTEXT_PARSE_ONLY="1")
    good = subprocess.run([str(cli), "cipher", "encrypt", "--key", "abc"], env=env, capture_output=True, text=True)
    assert (good.returncode, good.stdout, good.stderr) == (0, "", "")
    bad = subprocess.run([str(cli), "cipher", "--key-length", "10", "--keyset", "keys.json"], env=env,
                         capture_output=True, text=True)
    assert bad.returncode == 2
    assert bad.stderr == "privtext: error: direction: keys.json not in {encrypt,decrypt} (see --help)\n"


def test_every_documented_command_parses(root, cli):
    env = dict(os.environ, PRIVTEXT_PARSE_ONLY="1")
    failures = []
    for where, argv in privtext_commands(root):
        r = subprocess.run([str(cli), *argv], env=env, capture_output=True, text=True)
        if r.returncode != 0:
            failures.append("%s: privtext %s\n    %s" % (where, " ".join(argv), r.stderr.strip()))
    assert not failures, "\n".join(failures)
