"""An independent reading of protect::SurrogateGenerator's key schedule, for
tests/protect/surrogates_test.cpp's known answers: the surrogate key is
HMAC-SHA256(primary key, "privtext surrogates v1"); a value's choices come from
std::mt19937_64 seeded with the first 8 bytes (little-endian) of
HMAC-SHA256(surrogate key, family || 0x00 || casefold(value)), each choice
being the next output modulo the list's length.

    python3 tests/data/surrogate_reference.py
"""
import hashlib
import hmac
import struct


def mt19937_64(seed):
    """std::mt19937_64 (C++11 [rand.predef]): its 10000th output from 5489 is 9981545732273789042."""
    n, m, mask = 312, 156, (1 << 64) - 1
    state = [seed & mask]
    for i in range(1, n):
        state.append((6364136223846793005 * (state[-1] ^ (state[-1] >> 62)) + i) & mask)
    index = n
    while True:
        if index >= n:
            for i in range(n):
                x = (state[i] & 0xFFFFFFFF80000000) | (state[(i + 1) % n] & 0x7FFFFFFF)
                state[i] = state[(i + m) % n] ^ (x >> 1) ^ (0xB5026F5AA96619E9 if x & 1 else 0)
            index = 0
        y = state[index]
        index += 1
        y ^= (y >> 29) & 0x5555555555555555
        y ^= (y << 17) & 0x71D67FFFEDA60000
        y ^= (y << 37) & 0xFFF7EEE000000000
        y ^= y >> 43
        yield y & mask


def choices(primary_key_hex, family, value):
    key = hmac.new(bytes.fromhex(primary_key_hex), b"privtext surrogates v1", hashlib.sha256).digest()
    mac = hmac.new(key, family.encode() + b"\0" + value.casefold().encode(), hashlib.sha256).digest()
    return mt19937_64(struct.unpack("<Q", mac[:8])[0])


def pick(stream, pool, real):
    while True:
        value = pool[next(stream) % len(pool)]
        if value.casefold() != real.casefold():
            return value


def card(stream, real):
    out, first = [], True
    for c in real:
        if c.isdigit():
            out.append(str(1 + next(stream) % 9) if first and c != "0" else str(next(stream) % 10))
            first = False
        else:
            out.append(c)
    digits = [i for i, c in enumerate(out) if c.isdigit()]
    total = 0
    for k in range(1, len(digits)):
        d = int(out[digits[-1 - k]])
        total += (d * 2 - 9 if d * 2 > 9 else d * 2) if k % 2 else d
    out[digits[-1]] = str((10 - total % 10) % 10)
    return "".join(out)


if __name__ == "__main__":
    stream = mt19937_64(5489)
    for _ in range(9999):
        next(stream)
    assert next(stream) == 9981545732273789042
    key = "4" * 128
    first = ["Anna", "Boris", "Carla", "John", "Dmitri", "Elena", "Farid", "Greta"]
    surnames = ["Smith", "Kowalski", "Novak", "Horvat", "Jensen", "Larsen", "Moreau", "Rossi"]
    places = ["Leeds", "Tromsø", "Porto", "Lyon", "Graz", "Turku"]
    # Families: a name's words by what they are; other values by their kind's letter (b: places, h: cards).
    print("Mr", pick(choices(key, "FIRST_NAME", "John"), first, "John"),
          pick(choices(key, "SURNAME", "Smith"), surnames, "Smith"))
    print(pick(choices(key, "b", "Leeds"), places, "Leeds"))
    print(card(choices(key, "h", "4111 1111 1111 1111"), "4111 1111 1111 1111"))
