"""Seed 001's polyalphabetic cipher written per character, the shape of the
seed's own Python code: a lookup of each character's table position, the key
position advancing on every character. The reference privtext is compared
against (speed) and checked against (same output).

    python3 seed_cipher.py KEY < corpus.jsonl > ciphered.jsonl
"""
import json
import string
import sys

ALPHABET = string.ascii_uppercase + string.ascii_lowercase  # A-Z a-z, N = 52
POSITION = {c: i + 1 for i, c in enumerate(ALPHABET)}       # table positions from 1


def encrypt(text, key):
    n = len(ALPHABET)
    out = []
    for i, ch in enumerate(text):
        p = POSITION.get(ch)
        if p is None:
            out.append(ch)
            continue
        k = POSITION[key[i % len(key)]]
        out.append(ALPHABET[((p + k - 1) % n + 1) - 1])  # c = ((p + k - 1) mod N) + 1
    return "".join(out)


def main():
    key = sys.argv[1]
    for line in sys.stdin:
        if not line.strip():
            continue
        doc = json.loads(line)
        doc["text"] = encrypt(doc["text"], key)
        sys.stdout.write(json.dumps(doc, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
