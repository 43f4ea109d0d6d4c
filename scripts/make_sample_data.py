#!/usr/bin/env python3
"""Writes data/sample_corpus.jsonl: invented court-case and clinical-note style
documents with gold entity spans (code-point offsets, end exclusive).

Every person, place, organisation, number and address here is made up:
phone numbers use ranges reserved for fiction (Ofcom 07700 900xxx, US 555-01xx),
e-mail addresses use the reserved example.* domains, IP addresses the
documentation ranges (RFC 5737), and card, IBAN and ID numbers are random
digits given valid check digits. Deterministic: same seed, same file.

Usage: scripts/make_sample_data.py [--seed 7] [--count 240] [--out data/sample_corpus.jsonl]
"""
import argparse
import json
import random

FIRST = ["Amara", "Bastian", "Célestine", "Dorian", "Elowen", "Fintan", "Greta", "Hollis",
         "Ilse", "Jovan", "Katrin", "Lucan", "Maren", "Nikolai", "Odile", "Perrin", "Quilla",
         "Rasmus", "Saskia", "Tobiah", "Ulla", "Viggo", "Wren", "Xanthe", "Yorick", "Zoë",
         "Anouk", "Benedek", "Cosima", "Dagny", "Emrys", "Fenna", "Gideon", "Henrike", "Isolde",
         "José", "Leocadia", "Mattias", "Noor", "Oskar"]
LAST = ["Ashgrove", "Brannigan", "Calloway", "Dunmore", "Eskildsen", "Fairweather", "Galbraith",
        "Holmquist", "Ingleby", "Jarrow", "Kettering", "Lindqvist", "Marchetti", "Northcote",
        "Østergaard", "Pemberton", "Quennell", "Rossiter", "Sandoval", "Thorne", "Underhill",
        "Vasquez-Lind", "Whitlock", "Yardley", "Zielinski", "Abernathy", "Bellweather",
        "Castellane", "Drummond", "Núñez"]
TITLES = ["Mr", "Ms", "Mrs", "Dr", "Judge", "Professor"]
CITIES = ["Norhaven", "Kestrel Bay", "Ambleford", "Valmont-sur-Lys", "Greywater", "Oakhollow",
          "Port Castellan", "Emberly", "Stillbrook", "Harrowgate Mills", "Lindenfels",
          "Marrow Cross"]
STREETS = ["Juniper Lane", "Quarry Road", "Tallow Street", "Heron Walk", "Mill Race",
           "Copperfield Avenue", "Lantern Row"]
COUNTRIES = ["Norland", "Estavia", "the Republic of Varkos", "Carpathia Minor"]
ORGS = ["Brightwater Logistics Ltd", "Halcyon Mutual Bank", "St Aldric's Hospital",
        "Kestrel Bay Regional Court", "Northcote & Vance LLP", "Ambleford General Clinic",
        "Orrin Pharmaceuticals", "Greywater Housing Association", "Veldt Insurance Group",
        "the Ministry of Internal Affairs of Estavia"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


class Doc:
    """Builds text piece by piece and records spans in code points."""

    def __init__(self):
        self.parts = []
        self.length = 0
        self.entities = []

    def add(self, text):
        self.parts.append(text)
        self.length += len(text)

    def ent(self, text, kind):
        self.entities.append({"start": self.length, "end": self.length + len(text), "type": kind})
        self.add(text)

    def text(self):
        return "".join(self.parts)


def luhn_complete(digits):
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return digits + str((10 - total % 10) % 10)


def card(rng):
    digits = "4" + "".join(rng.choice("0123456789") for _ in range(14))
    full = luhn_complete(digits)
    return " ".join(full[i:i + 4] for i in range(0, 16, 4))


def iban(rng):
    bank = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(4))
    account = "".join(rng.choice("0123456789") for _ in range(14))
    bban = bank + account
    numeric = "".join(str(int(c, 36)) for c in bban + "GB00")
    check = 98 - int(numeric) % 97
    raw = "GB%02d%s" % (check, bban)
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def ssn(rng):
    area = rng.choice([a for a in range(100, 666) if a != 666])
    return "%03d-%02d-%04d" % (area, rng.randint(1, 99), rng.randint(1, 9999))


def cn_id(rng):
    body = "110105%04d%02d%02d%03d" % (rng.randint(1950, 2004), rng.randint(1, 12),
                                       rng.randint(1, 28), rng.randint(0, 999))
    weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * w for c, w in zip(body, weights))
    return body + "10X98765432"[s % 11]


def uk_phone(rng):
    return "+44 7700 900%03d" % rng.randint(0, 999)


def us_phone(rng):
    return "(%03d) 555-01%02d" % (rng.choice([202, 312, 415, 617, 808]), rng.randint(0, 99))


def name(rng):
    return rng.choice(FIRST) + " " + rng.choice(LAST)


def written_date(rng, first=1996, last=2023):
    return "%d %s %d" % (rng.randint(1, 28), rng.choice(MONTHS), rng.randint(first, last))


def numeric_date(rng):
    if rng.random() < 0.5:
        return "%02d/%02d/%d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(1990, 2023))
    return "%d-%02d-%02d" % (rng.randint(1990, 2023), rng.randint(1, 12), rng.randint(1, 28))


def email(rng, person):
    first, last = person.split(" ", 1)
    local = (first[0] + "." + last).lower()
    local = "".join(c for c in local if c.isascii() and (c.isalnum() or c == "."))
    return local + "@" + rng.choice(["example.org", "example.com", "example.net"])


def court_case(rng, i):
    d = Doc()
    applicant, lawyer, judge = name(rng), name(rng), name(rng)
    city = rng.choice(CITIES)
    d.add("PROCEDURE\n\nThe case originated in an application (no. ")
    d.ent("%d/%02d" % (rng.randint(10000, 79999), rng.randint(90, 99)), "CODE")
    d.add(") against ")
    d.ent(rng.choice(COUNTRIES), "LOCATION")
    d.add(" lodged by ")
    d.add(rng.choice(TITLES[:3]) + " ")  # titles stay outside PERSON spans
    d.ent(applicant, "PERSON")
    d.add(" on ")
    d.ent(written_date(rng), "DATE_TIME")
    d.add(". The applicant, who was born in ")
    d.ent(str(rng.randint(1940, 1975)), "DATE_TIME")
    d.add(" and lives in ")
    d.ent(city, "LOCATION")
    d.add(", was represented by ")
    d.ent(lawyer, "PERSON")
    d.add(", a lawyer practising at ")
    d.ent(rng.choice(ORGS), "ORGANIZATION")
    d.add(".\n\nTHE FACTS\n\n")
    variant = i % 4
    if variant == 0:
        d.add("Between ")
        start = rng.randint(1975, 2010)
        d.ent(str(start), "DATE_TIME")
        d.add(" and ")
        d.ent(str(start + rng.randint(1, 6)), "DATE_TIME")
        d.add(" the applicant worked for ")
        d.ent(rng.choice(ORGS), "ORGANIZATION")
        d.add(" at its office on ")
        d.ent("%d %s, %s" % (rng.randint(1, 220), rng.choice(STREETS), rng.choice(CITIES)),
              "LOCATION")
        d.add(". Salary was paid into account ")
        d.ent(iban(rng), "IBAN_CODE")
        d.add(".")
    elif variant == 1:
        d.add("On ")
        d.ent(numeric_date(rng), "DATE_TIME")
        d.add(" police officers searched the applicant's flat in ")
        d.ent(city, "LOCATION")
        d.add(" and seized a bank card numbered ")
        d.ent(card(rng), "CREDIT_CARD")
        d.add(". The applicant could be reached on ")
        d.ent(uk_phone(rng), "PHONE_NUMBER")
        d.add(" and at ")
        d.ent(email(rng, applicant), "EMAIL_ADDRESS")
        d.add(".")
    elif variant == 2:
        d.add("The applicant's social security number ")
        d.ent(ssn(rng), "US_SSN")
        d.add(" appeared in a registry hosted at ")
        d.ent("192.0.2.%d" % rng.randint(1, 254), "IP_ADDRESS")
        d.add(" and published at ")
        d.ent("https://registry.example.org/case/%d" % rng.randint(1000, 9999), "URL")
        d.add(". ")
        d.add(rng.choice(TITLES[:3]) + " ")
        d.ent(name(rng), "PERSON")
        d.add(", a neighbour, testified on ")
        d.ent(written_date(rng), "DATE_TIME")
        d.add(".")
    else:
        d.add("The applicant, holder of resident identity card ")
        d.ent(cn_id(rng), "CN_RESIDENT_ID")
        d.add(", travelled from ")
        d.ent(rng.choice(CITIES), "LOCATION")
        d.add(" to ")
        d.ent(rng.choice(CITIES), "LOCATION")
        d.add(" in ")
        d.ent("%s %d" % (rng.choice(MONTHS), rng.randint(1990, 2020)), "DATE_TIME")
        d.add(" and called ")
        d.ent(us_phone(rng), "PHONE_NUMBER")
        d.add(" from the station.")
    d.add("\n\n")
    d.add("Judge ")
    d.ent(judge, "PERSON")
    d.add(" of the ")
    d.ent(rng.choice(CITIES) + " District Court", "ORGANIZATION")
    d.add(" dismissed the claim on ")
    d.ent(written_date(rng), "DATE_TIME")
    d.add(", finding that the applicant had not exhausted domestic remedies.")
    return d


def clinical_note(rng, i):
    d = Doc()
    patient, doctor = name(rng), name(rng)
    d.add("DISCHARGE SUMMARY\nPatient: ")
    d.ent(patient, "PERSON")
    d.add("    MRN: ")
    d.ent("MRN-%07d" % rng.randint(0, 9999999), "CODE")
    d.add("\nDate of birth: ")
    d.ent(numeric_date(rng), "DATE_TIME")
    d.add("    Admitted: ")
    d.ent(numeric_date(rng), "DATE_TIME")
    d.add("\nAttending: ")
    d.add("Dr ")
    d.ent(doctor, "PERSON")
    d.add(", ")
    d.ent(rng.choice(ORGS[2:3] + ORGS[5:6]), "ORGANIZATION")
    d.add("\n\nHISTORY: ")
    age = rng.randint(19, 91)
    d.add("%d-year-old patient from " % age)
    d.ent(rng.choice(CITIES), "LOCATION")
    d.add(" presenting with ")
    d.add(rng.choice(["chest pain radiating to the left arm", "shortness of breath on exertion",
                      "a three-day history of fever and productive cough",
                      "acute lower back pain after a fall", "poorly controlled type 2 diabetes"]))
    d.add(". ")
    variant = i % 3
    if variant == 0:
        d.add("Referred by ")
        d.add("Dr ")
        d.ent(name(rng), "PERSON")
        d.add(" on ")
        d.ent(written_date(rng), "DATE_TIME")
        d.add(". Next of kin: ")
        d.ent(name(rng), "PERSON")
        d.add(", tel. ")
        d.ent(uk_phone(rng), "PHONE_NUMBER")
        d.add(".")
    elif variant == 1:
        d.add("Lives at ")
        d.ent("%d %s, %s" % (rng.randint(1, 220), rng.choice(STREETS), rng.choice(CITIES)),
              "LOCATION")
        d.add(" and works for ")
        d.ent(rng.choice(ORGS), "ORGANIZATION")
        d.add(". Contact ")
        d.ent(email(rng, patient), "EMAIL_ADDRESS")
        d.add(". Insurance claims are billed to card ")
        d.ent(card(rng), "CREDIT_CARD")
        d.add(".")
    else:
        d.add("Insurance ID ")
        d.ent(ssn(rng), "US_SSN")
        d.add("; previous admission ")
        d.ent("between %d and %d" % (2000 + i % 10, 2002 + i % 10), "DATE_TIME")
        d.add(" at ")
        d.ent(rng.choice(ORGS[2:3] + ORGS[5:6]), "ORGANIZATION")
        d.add(". Pharmacy line ")
        d.ent(us_phone(rng), "PHONE_NUMBER")
        d.add(".")
    d.add("\n\nPLAN: ")
    d.add(rng.choice(["Continue aspirin 75 mg daily; review in cardiology clinic.",
                      "Complete five days of amoxicillin; chest X-ray in six weeks.",
                      "Physiotherapy referral; paracetamol as needed.",
                      "Titrate metformin; HbA1c in three months."]))
    d.add(" Follow-up with ")
    d.add("Dr ")
    d.ent(doctor, "PERSON")
    d.add(" on ")
    d.ent(written_date(rng), "DATE_TIME")
    d.add(".")
    return d


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--count", type=int, default=240)
    ap.add_argument("--out", default="data/sample_corpus.jsonl")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    with open(args.out, "w", encoding="utf-8") as out:
        for i in range(args.count):
            if i % 2 == 0:
                doc, kind = court_case(rng, i // 2), "court_case"
            else:
                doc, kind = clinical_note(rng, i // 2), "clinical_note"
            record = {"id": "%s-%03d" % (kind.replace("_", "-"), i), "kind": kind,
                      "text": doc.text(), "entities": doc.entities}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
