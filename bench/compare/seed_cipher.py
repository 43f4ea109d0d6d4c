"""Seed 001's polyalphabetic cipher written per character in Python: the
reference privtext is compared against (speed) and checked against (same
output). Two shapes of the same cipher, same ciphertext:

  lean  one loop over the text: a table position per character, the key
        position advancing on every character, pieces joined at the end.
  seed  the shape of the seed's own code (crypto_llm's Encryptor.encrypt_poly,
        read, not copied): the key extended to the text's length, the table
        and its index kept on the object and looked up per character, the
        output string grown by += per character.

    python3 seed_cipher.py [--shape lean|seed] KEY < corpus.jsonl > ciphered.jsonl
"""
import argparse
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


class SeedShapedCipher:
    def __init__(self, key):
        self.symbols = list(ALPHABET)
        self.symbol2position = dict(POSITION)
        self.key = key
        self.key_length = len(key)

    def extend_key(self, text):
        repeat_count = len(text) // self.key_length + 1
        return (self.key * repeat_count)[:len(text)]

    def encrypt(self, text):
        encrypted_text = ""
        extended_key = self.extend_key(text)
        for i in range(len(text)):
            char = text[i]
            shift = self.symbol2position[extended_key[i]]
            encrypted_text += (self.symbols[(self.symbol2position[char] + shift - 1) % len(self.symbols)]
                               if char in self.symbol2position else char)
        return encrypted_text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shape", choices=("lean", "seed"), default="lean")
    ap.add_argument("key")
    args = ap.parse_args()
    cipher = (lambda text: encrypt(text, args.key)) if args.shape == "lean" else SeedShapedCipher(args.key).encrypt
    for line in sys.stdin:
        if not line.strip():
            continue
        doc = json.loads(line)
        doc["text"] = cipher(doc["text"])
        sys.stdout.write(json.dumps(doc, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
