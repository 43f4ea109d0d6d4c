// Pattern recognizers: every pattern runs in one RE2::Set pass over each
// block of lines; only the patterns the set reports there are run again, over
// that block, to find positions, and every match must pass its validator
// before it counts.
#include "patterns.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>

#include <utf8proc.h>

namespace privtext::detect::internal {
namespace {

const char* kMonths =
    "(?:January|February|March|April|May|June|July|August|September|October|November|December|"
    "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)";

// The words a record gives a person by before the name ("Child Ellie-Mae (3)", "Employee Fatima Begum").
const char* kRecordRoles = "Child|Employee|Patient|Pupil|Victim|Suspect|Client|Tenant|Offender";

std::vector<PatternDef> Definitions() {
  const std::string m = kMonths;
  const std::string ampm = R"((?i: ?(?:[ap]\.m\.|[ap]\.m\b|[ap]m\b)))";
  // A town after an address, its words joined by spaces, hyphens or a hyphenated particle ("Barrow-in-Furness",
  // "Stratford-upon-Avon").
  const std::string town = R"(\p{Lu}\p{Ll}+(?:(?:[ \-]|-(?:in|on|upon|under|le|en|by|sur|am|an)-)\p{Lu}\p{Ll}+)*)";
  // The words that introduce a vehicle's registration ("registration number", "licence plate").
  const std::string plate_label =
      R"((?i:\b(?:registration(?: (?:numbers?|mark|plate|no\.?))?|registered(?: as)?|reg\.?(?: no\.?)?|rej\.|number plates?|licen[cs]e plates?|)"
      R"(plate number|plates?)),?:? \(?)";
  // One character of an address, or a full stop that does not end its sentence: one inside a word ("3.º Dto."), an
  // abbreviation's ("ул.", "str.", "St."), a house number's compass point ("12 N. Main St.").
  const std::string address_piece = R"((?:[^\n.]|\.\S|\d [NSEW]\.| (?:\p{Ll}{1,4}|St|Ave|Rd|Dr|Apt)\.))";
  // A name someone had or took: up to four capitalised words ("Asen Marinov Asenov"), captured.
  const std::string name_had = R"((\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,3}))";
  // The words for a name that is changed ("her forename", "their family names").
  const std::string name_word = "(?:first |family )?(?:name|surname|forename)s? ";
  // An identifier after its label, captured: upper-case letters and digits, in groups that each begin with a digit
  // after a space ("NHS number 943 476 5919"), or with one after up to three letters ("registration number MB
  // PK-442"), its parts joined by hyphens, slashes, dots or colons ("33:22:011052:873").
  const std::string identifier =
      R"(([A-Z0-9]+(?:[\-/.:][A-Z0-9]+)*(?: (?:\d[A-Z0-9]*|[A-Z]{1,3}\d[A-Z0-9]*|[A-Z]{1,3}(?:-\d[A-Z0-9]*))(?:[\-/.:][A-Z0-9]+)*)*)\b)";
  return {
      {"EMAIL_ADDRESS", "email", R"([\p{L}\p{N}._%+\-]+@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)*\.\p{L}{2,24})", 0.85,
       {"email", "e-mail", "mail", "contact"}, Validator::kNone},
      {"URL", "url", R"(\b(?:https?://|www\.)[^\s<>"'()\[\]]+[^\s<>"'()\[\].,;:!?])", 0.6,
       {"url", "website", "link", "published", "site"}, Validator::kNone},
      // A website named by its domain alone ("the news site Mediapool.bg"),
      // perhaps with a path and a query ("facebook.com/tobias.hartmann",
      // "youtube.com/watch?v=Ab3dE5fG7hI"): a country's or a
      // generic top-level domain in small letters (not .info, which a
      // program's "logger.info" ends in, nor .md, a file's "README.md").
      {"URL", "domain_name",
       R"(\b([A-Za-z][A-Za-z0-9-]{2,}(?:\.[a-z0-9-]{2,})*\.(?:com|org|net|eu|bg|ru|ua|tr|ro|pl|ge|am|az|rs|)"
       R"(hr|ba|mk|al|lt|lv|ee|hu|cz|sk|si|at|de|fr|it|es|pt|nl|be|ch|se|dk|fi|ie|uk|gr|cy|mt|by|kz|tv|me|lu|is|li))"
       R"((?:/[\w~%+-]+(?:\.[\w~%+-]+)*)*(?:\?[\w~%+=&-]+)?)(?:(?m:$)|[^\w.@\n-]|\.(?: |(?m:$))))",
       0.6, {}, Validator::kNone},
      // ... or by a short domain with its path ("vk.com/lgbtkazan", "ok.ru/group/412", "t.me/kazan_news"): one or
      // two letters are a domain only with a path after them.
      {"URL", "domain_name", R"(\b([a-z]{1,2}\.(?:com|ru|me|ua|by|kz)(?:/[\w~%+-]+(?:\.[\w~%+-]+)*)+)(?:(?m:$)|[^\w.@/\n-]|\.(?: |(?m:$))))",
       0.6, {}, Validator::kNone},
      // A cryptocurrency wallet's address: Bitcoin's in Base58 ("1BoatSLRHtKNngkdXEeobR76b53LETtpyT") or
      // Bech32 ("bc1q..."), Ethereum's in hexadecimal after "0x".
      // (Its length is the validator's: counted repetition of a class makes RE2's automaton slow to build. A capital
      // in it keeps years and ordinals out, "1985", "3rd": each had been a candidate, 7% more per court case.)
      {"CODE", "wallet_address",
       R"(\b([13][1-9a-km-z]*[A-HJ-NP-Z][1-9A-HJ-NP-Za-km-z]*|bc1[02-9ac-hj-np-z]+|0x[0-9a-fA-F]+)\b)", 0.8, {},
       Validator::kWalletAddress},
      {"IP_ADDRESS", "ipv4", R"(\b(?:\d{1,3}\.){3}\d{1,3}\b)", 0.6, {"ip", "address", "host", "server"},
       Validator::kIp},
      // The longest alternative first: RE2 takes the first that matches, and
      // "2001:db8::ff00:42:8329" must not stop at its "::". From a word's
      // start: "Changed::" holds "ed::", which inet_pton takes.
      {"IP_ADDRESS", "ipv6", R"(\b(?:[0-9A-Fa-f]{1,4}:){1,7}(?:(?::[0-9A-Fa-f]{1,4}){1,7}|[0-9A-Fa-f]{1,4}|:))", 0.6,
       {"ip", "ipv6", "address", "host"}, Validator::kIp},
      // Before the card: an 18-digit resident ID that also passes Luhn (one in
      // ten do) is the ID, and of two overlaps scored alike the one listed
      // first is kept.
      {"CN_RESIDENT_ID", "cn_resident_id", R"(\b\d{17}[\dXx]\b)", 0.9,
       {"identity", "id", "card", "resident", "身份证"}, Validator::kCnId},
      {"CREDIT_CARD", "credit_card", R"(\b(?:\d[ \-]?){12,18}\d\b)", 0.75,
       {"card", "credit", "debit", "visa", "mastercard", "amex", "bank"}, Validator::kLuhn},
      {"IBAN_CODE", "iban", R"(\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b)", 0.9,
       {"iban", "account", "bank", "transfer"}, Validator::kIban},
      {"US_SSN", "us_ssn", R"(\b\d{3}-\d{2}-\d{4}\b)", 0.5,
       {"ssn", "social", "security", "insurance", "id", "number"}, Validator::kSsn},
      // A checked NHS number stands alone: one random ten-digit number in
      // eleven passes the check, so it is reported at the threshold.
      {"UK_NHS", "uk_nhs", R"(\b\d{3}[ \-]?\d{3}[ \-]?\d{4}\b)", 0.5, {"nhs", "health", "patient", "chi"},
       Validator::kNhs},
      {"UK_NINO", "uk_nino", R"(\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b)", 0.6,
       {"national", "insurance", "nino", "ni"}, Validator::kNino},
      // Spain's DNI and NIE carry a check letter: one random code in 23
      // passes, so alone it is reported at the threshold.
      {"CODE", "es_dni_nie", R"(\b(?:\d{8}|[XYZ]\d{7})-?[A-HJ-NP-TV-Z]\b)", 0.5,
       {"dni", "nie", "nif", "identity", "documento", "id"}, Validator::kEsId},
      // A Swiss social insurance (AHV/AVS) number: 756, the country's code, and ten digits in dotted groups.
      {"CODE", "ch_ahv_number", R"(\b756\.\d{4}\.\d{4}\.\d{2}\b)", 0.7, {}, Validator::kNone},
      {"PHONE_NUMBER", "phone_international", R"(\+\d{1,3}[ .\-]?(?:\(\d{1,4}\)[ .\-]?)?\d{1,4}(?:[ .\-]?\d{2,4}){1,4}\b)",
       0.6, {"phone", "tel", "telephone", "mobile", "call", "called", "fax", "reached", "line", "number"}, Validator::kPhone},
      {"PHONE_NUMBER", "phone_national", R"((?:\(\d{3}\) ?|\b\d{3}[\-.])\d{3}[\-.]\d{4}\b)", 0.6,
       {"phone", "tel", "telephone", "mobile", "call", "called", "fax", "line"}, Validator::kPhone},
      // Spaced ("617 555 0142"), which an NHS number and other codes also
      // are: with a context word only (a text message's too: "sent her text
      // messages from the number 347 123 4567").
      {"PHONE_NUMBER", "phone_national_spaced", R"((?:\(\d{3}\) |\b\d{3} )\d{3} \d{4}\b)", 0.4,
       {"phone", "tel", "telephone", "mobile", "call", "called", "fax", "line", "cell", "messages", "sms", "texted"},
       Validator::kPhone},
      // In pairs after three digits or in five pairs, as Georgia, Armenia,
      // Belgium and France write them ("599 11 22 33", "0476 55 12 98", "06 12 34 56 78"), or
      // after an area code and three digits, as Turkey and Russia do ("0532
      // 417 22 90", "8 912 345 67 89", "8-921-345-67-89", "0 412 228 41 17", "8 (861) 255-14-09"), or a
      // Ukrainian town's code before a short number ("(06153) 2-14-87"): with a context word only (not money's
      // groups of three).
      {"PHONE_NUMBER", "phone_pairs",
       R"((?:\b(?:0?\d{3} \d{2} \d{2} \d{2}|\d{2} \d{2} \d{2} \d{2} \d{2}|(?:8-)?\d{3}-\d{3}-\d{2}-\d{2})|)"
       R"((?:\b|\()(?:8 |\+7 |0 )?\(?0?\d{3}\)? \d{3}[ -]\d{2}[ -]\d{2}|\(0\d{3,5}\) \d{1,3}-\d{2}-\d{2}|8 \d{3} \d{2} \d{3})\b)",
       0.4,
       {"phone", "tel", "telephone", "telephoned", "mobile", "call", "called", "fax", "number", "cell", "reached",
        "reachable", "landline"},
       Validator::kPhone},
      // ... or in three groups of three, as Poland and the Czech Republic write a mobile's ("512 412 887",
      // "zavolejte na číslo 603 412 788"), after a phone word only.
      {"PHONE_NUMBER", "phone_threes", R"(\b\d{3} \d{3} \d{3}\b)", 0.4,
       {"phone", "telephone", "mobile", "tel", "telefon", "telefonu", "zavolejte", "číslo", "komórka", "komórkowy"},
       Validator::kPhone},
      // A national number with a trunk 0 ("020 7946 0958", "0176 12345678"),
      // after a phone word in English or another language of Europe.
      {"PHONE_NUMBER", "phone_uk", R"(\b0\d{2,4} ?\d{3,4} ?\d{3,4}\b)", 0.4,
       {"phone", "tel", "telephone", "mobile", "call", "fax", "number", "cell", "ring", "rang", "landline", "telefon",
        "handy", "mobil", "téléphone", "portable", "teléfono", "móvil", "telefono", "cellulare", "telefoon", "tlf"},
       Validator::kPhone},
      // A French number in pairs ("06 12 34 56 78"): a mobile's 06 or 07 is
      // its shape, any other with a phone word.
      // A Dutch number with a hyphen after its area code ("06-41387725", "020-6241111"), after a phone word.
      {"PHONE_NUMBER", "phone_nl", R"(\b(?:0\d-\d{8}|0\d{2}-\d{7}|0\d{3}-\d{6})\b)", 0.4,
       {"phone", "tel", "telephone", "mobile", "telefoon", "mobiel", "call", "cell"}, Validator::kPhone},
      {"PHONE_NUMBER", "phone_fr_mobile", R"(\b0[67](?:[ .]\d{2}){4}\b)", 0.6, {"tél", "tel", "téléphone", "portable"},
       Validator::kPhone},
      {"PHONE_NUMBER", "phone_fr", R"(\b0[1-59](?:[ .]\d{2}){4}\b)", 0.4,
       {"tél", "tel", "téléphone", "phone", "joignable", "fixe", "fax", "reachable", "reached"}, Validator::kPhone},
      // A Danish or Norwegian number in four pairs ("tlf. 20 41 27 88"), with a phone word.
      {"PHONE_NUMBER", "phone_nordic", R"(\b\d{2} \d{2} \d{2} \d{2}\b)", 0.4,
       {"tlf", "telefon", "mobil", "phone", "tel", "telephone", "mobile"}, Validator::kPhone},
      // A Spanish number in threes ("612 345 678"), with a phone word.
      {"PHONE_NUMBER", "phone_es", R"(\b[6789]\d{2} ?\d{3} ?\d{3}\b)", 0.4,
       {"teléfono", "telefono", "tel", "tlf", "móvil", "movil", "phone", "mobile"}, Validator::kPhone},
      // A British landline in its written groups ("0161 496 0734", "020 7946 0958", a smaller town's five-digit code
      // and six, "01922 721172"), as a letter's or a mail's signature gives it: a shape no other number has, so no
      // context word.
      {"PHONE_NUMBER", "phone_uk_grouped", R"(\b0(?:\d{3} \d{3} \d{4}|\d{2} \d{4} \d{4}|1\d{3} \d{5,6})\b)", 0.55, {},
       Validator::kPhone},
      // A British mobile number ("07700 900123") needs no context word: 07 and
      // ten more digits is its shape.
      {"PHONE_NUMBER", "phone_uk_mobile", R"(\b07\d{3} ?\d{3} ?\d{3}\b)", 0.6,
       {"phone", "tel", "telephone", "mobile", "call", "text"}, Validator::kPhone},
      // An Irish mobile number ("086 214 7765"): 083, 085, 086, 087 or 089 and seven digits, its shape too.
      {"PHONE_NUMBER", "phone_ie_mobile", R"(\b08[35-9] ?\d{3} ?\d{4}\b)", 0.55,
       {"phone", "tel", "telephone", "mobile", "call", "text"}, Validator::kPhone},
      {"PHONE_NUMBER", "phone_cn_mobile", R"(\b1[3-9]\d{9}\b)", 0.6, {"phone", "mobile", "tel", "手机", "电话"},
       Validator::kPhone},
      // With its year, or without when the text gave it before ("held on 15
      // May", "On 3 September, he ..."), and a night's two days ("on the
      // night of 3/4 July 2018").
      {"DATE_TIME", "date_written", R"(\b(?:\d{1,2}/)?\d{1,2}(?:st|nd|rd|th)?(?: of)? )" + m + R"((?:\.? \d{4})?\b)", 0.85, {},
       Validator::kNone},
      {"DATE_TIME", "date_written_us", R"(\b)" + m + R"(\.? \d{1,2}(?:st|nd|rd|th)?, \d{4}\b)", 0.85, {}, Validator::kNone},
      // ... and without its year after a weekday, as a letter fixes a meeting ("on Tuesday, December 10 at 2:00 p.m.").
      {"DATE_TIME", "date_written_us",
       R"(\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? ()" + m + R"(\.? \d{1,2}(?:st|nd|rd|th)?)\b)", 0.85, {},
       Validator::kNone},
      // ... and in the languages of the records a user holds beside English ones: French, German, Spanish,
      // Italian, Dutch, Portuguese, Polish and the Nordic ones ("né le 3 mars 1988", "am 12. Mai 2023", "el 4 de
      // julio de 2019", "il 12 aprile 2024", "op 2 februari 2024", "de 9 de março de 2024", "3 marca 2024 r.",
      // "3. mars 2024"), the year left out too in the Romance and Polish ones ("il 3 marzo alle ore 10:30").
      // (No month that English shares, nor German's without its dot: in the one pass of every pattern, a pattern
      // that English dates match is run again over every block that has one, 3% more per court case.)
      {"DATE_TIME", "date_written",
       R"(\b(\d{1,2}(?:er)? (?:de )?(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|)"
       R"(décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|gennaio|)"
       R"(febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|juni|juli|)"
       R"(augustus|oktober|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|stycznia|)"
       R"(lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia))"
       R"((?:(?: de)? \d{4})?|)"
       R"(\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|januar|)"
       R"(februar|mars|april|mai|juni|juli|august|september|oktober|november|desember|december) \d{4})\b)",
       0.85, {}, Validator::kNone},
      // ... and in Czech, Hungarian, Lithuanian and Greek, whose months are written in their own cases and orders
      // ("3. května 2024", "2024. március 5", "2024 m. kovo 12 d.", "5ης Μαρτίου 2024").
      {"DATE_TIME", "date_written",
       R"((?:(?m:^)|[^\p{L}\p{N}\n])()"
       R"(\d{1,2}\. ?(?:ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince)(?: \d{4})?|)"
       R"(\d{4}\. (?:január|február|március|április|május|június|július|augusztus|szeptember|október|november|)"
       R"(december) \d{1,2}|)"
       R"(\d{4} m\. (?:sausio|vasario|kovo|balandžio|gegužės|birželio|liepos|rugpjūčio|rugsėjo|spalio|lapkričio|)"
       R"(gruodžio) (?:mėn\. )?\d{1,2} d\.|)"
       R"(\d{1,2}(?:ης|η)? (?:Ιανουαρίου|Φεβρουαρίου|Μαρτίου|Απριλίου|Μαΐου|Ιουνίου|Ιουλίου|Αυγούστου|Σεπτεμβρίου|)"
       R"(Οκτωβρίου|Νοεμβρίου|Δεκεμβρίου)(?: \d{4})?)(?:(?m:$)|[^\p{L}\p{N}\n]))",
       0.85, {}, Validator::kNone},
      // A day and a month without the year, as a note dates a visit ("Plumber attended 12/10", "Next visit 14/01",
      // "on 04/12"): both of two digits, after the word that says it is a date (not a score, "pain 6/10").
      {"DATE_TIME", "date_day_month",
       R"((?i:\b(?:on|visit|visited|attended|seen|from|until|till|since|dated|due|review(?:ed)?|note|w/c)) )"
       R"(((?:0[1-9]|[12]\d|3[01])/(?:0[1-9]|1[0-2]))(?:(?m:$)|[^\w/\-\n]))",
       0.6, {}, Validator::kNone},
      // A chat's handle before what it says, at a line's start or after a bracket's time or role ("[09:14] jess.h:
      // anyone seen ...", "[mod] zephyr_k: banned"): small letters with a dot or an underscore.
      {"CODE", "chat_handle", R"((?:(?m:^)|\] )([a-z][a-z0-9]*[._][a-z0-9_.]*[a-z0-9]): )", 0.7, {},
       Validator::kNone},
      // A French prosecutor's file number in its dotted groups ("parquet n° 23.412.00887").
      {"CODE", "file_number", R"(\bn[°º] (\d{2}\.\d{3}\.\d{3,6})\b)", 0.75, {}, Validator::kNone},
      // Days of one month: "10 and 12 November 1996", "8-10 July 1996", and
      // without the year the text gave before, "received on 7, 12 and 15 June".
      // Not a day that ends a numeric date ("1998-01-08 and 15 May": the
      // first day would be the ISO date's, which would lose to this one).
      {"DATE_TIME", "date_days_range",
       R"((?:(?m:^)|[^\w/.\-–\n])((?:\d{1,2}(?:st|nd|rd|th)?, )*\d{1,2}(?:st|nd|rd|th)?(?: and | to |-|–)\d{1,2}(?:st|nd|rd|th)? )" +
           m + R"((?:\.? \d{4})?\b))",
       0.9, {}, Validator::kNone},
      // ... with the part of the month ("in mid-July 2005", "in early January 2010").
      {"DATE_TIME", "date_month_year", R"(\b(?:(?:[Ee]arly|[Mm]id|[Ll]ate)[- ])?)" + m + R"( \d{4}\b)", 0.7, {},
       Validator::kNone},
      {"DATE_TIME", "date_range", R"(\b(?:between|from) \d{4} (?:and|to) \d{4}\b)", 0.85, {}, Validator::kNone},
      // A decade, or part of one: "in the mid-1960s", "the early 1970s", "the 1990s".
      {"DATE_TIME", "decade", R"(\b(?:(?:early|mid|late)[- ])?(?:1[89]|20)\d0s\b)", 0.7, {}, Validator::kNone},
      // "From January to March 1998", "between June and August 2003".
      {"DATE_TIME", "month_range", R"(\b)" + m + R"( (?:to|and|until|-|–) )" + m + R"( \d{4}\b)", 0.85, {},
       Validator::kNone},
      // (With hyphens too, as the Netherlands writes it: "geb. 14-04-1996".)
      // A month and its year in digits after a word for when ("on maternity leave from 12/2023"; not a law's
      // number, "Law no. 3/2000").
      {"DATE_TIME", "date_numeric",
       R"(\b(?i:from|since|until|till|in|by|before|after|between|and|to|started|ended|left|joined) ((?:0?[1-9]|1[0-2])/(?:19|20)\d\d)\b)",
       0.6, {}, Validator::kNone},
      {"DATE_TIME", "date_numeric", R"(\b\d{1,2}(?:[/.]\d{1,2}[/.](?:\d{4}|\d{2})|-\d{1,2}-\d{4})\b)", 0.6,
       {"date", "born", "birth", "on", "admitted", "dated", "geb", "geboren", "né", "née"}, Validator::kNumericDate},
      // A card's expiry, month and year ("expires 09/27", "exp. date: 11/2026").
      {"DATE_TIME", "card_expiry",
       R"((?i:\b(?:exp(?:iry|ires|ired|iration)?\.?(?: date)?|valid (?:thru|through|until)):? )((?:0[1-9]|1[0-2])/(?:\d{2}|20\d{2}))\b)",
       0.7, {}, Validator::kNone},
      {"DATE_TIME", "date_iso", R"(\b\d{4}-\d{2}-\d{2}\b)", 0.7, {"date", "born", "admitted"}, Validator::kIsoDate},
      // ... and with its time, as a machine stamps a post or a log ("posted 2024-01-14T08:22:41Z"): no context word.
      {"DATE_TIME", "date_iso", R"(\b(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?))",
       0.85, {}, Validator::kIsoDate},
      // A place by its latitude and longitude, four decimals or more ("geotag 50.9512,6.9187").
      {"LOCATION", "coordinates", R"(\b(-?\d{1,2}\.\d{4,}, ?-?\d{1,3}\.\d{4,})\b)", 0.7, {}, Validator::kNone},
      // A time of day, as TAB's guidelines take it ("at 9:48 AM"): with a.m. or
      // p.m., or hours and minutes written with a colon or after "at" ("at
      // 14.30"); a bare "5.15" may be a section or an amount. An
      // approximation is part of it, as annotators mark it ("approximately 11
      // p.m.": the hour alone would cover a third).
      // ... or by the clock's hour ("at around 2 o'clock in the afternoon").
      {"DATE_TIME", "time_of_day",
       R"(\b((?:(?:approximately|about|around) )?(?:1[0-2]|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|)"
       R"(eleven|twelve) o['’]clock(?: in the (?:morning|afternoon|evening)| at night)?))",
       0.7, {}, Validator::kNone},
      {"DATE_TIME", "time_of_day",
       R"(\b(?:(?:approximately|about|around) )?(?:[01]?\d|2[0-3])(?:[.:][0-5]\d)?)" + ampm + R"(|\b(?:[01]?\d|2[0-3]):[0-5]\d\b|)" +
           R"(\bat ((?:[01]?\d|2[0-3])\.[0-5]\d\b)" + ampm + "?)",
       0.7, {}, Validator::kNone},
      // ... and as France writes it ("le 3 mars 2024 à 14h20", "de 20h à 23h").
      {"DATE_TIME", "time_of_day", R"(\b((?:[01]?\d|2[0-3])h[0-5]\d)\b)", 0.7, {}, Validator::kNone},
      {"DATE_TIME", "time_of_day", R"((?:^|[ (])(?:de|à|vers|dès) ((?:[01]?\d|2[0-3])h)\b)", 0.7, {},
       Validator::kNone},
      // A year with the next, as tax and school years are written ("for the
      // years 1995/6 and 1996/7", "1999-2000"); a bare year covers too little
      // of it.
      {"DATE_TIME", "year_pair", "\\b(?:1[89]\\d{2}|20\\d{2})(?:/|-|\u2011|\u2013)(?:\\d{4}|\\d{1,2})\\b", 0.6, {},
       Validator::kFollowingYear},
      // A season or part of a year ("during the spring of 1996", "in the
      // first half of 1993", "in early 2004", "between mid-2003 and").
      {"DATE_TIME", "season",
       "(?i)\\b(?:(?:(?:spring|summer|autumn|winter)(?: of)?|(?:first|second) half of|(?:beginning|middle|end) of|early|"
       "mid|late) |mid-)(?:1[89]\\d{2}|20\\d{2})\\b",
       0.8, {}, Validator::kNone},
      // A day of the week, and the part of it, when something happened then
      // ("by Friday evening"; not "the Good Friday Agreement").
      {"DATE_TIME", "weekday",
       "\\b(?i:on|by|until|till|from|since|last|next|that|each|every|the following) "
       "((?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?: (?:morning|afternoon|evening|night))?)\\b",
       0.6, {}, Validator::kNone},
      // A bare year is weak evidence; any other pattern over the same digits wins.
      {"DATE_TIME", "year", R"(\b(?:1[89]\d{2}|20\d{2})\b)", 0.5, {}, Validator::kNone},
      // With the flat or suite before or after the street ("Flat 2, 10 Downing
      // Road", "45 Elm Street, Apt 3B") and the town after it, and a Russian
      // avenue ("15 Lenina Prospekt, flat 88"). Hill, Green and Park are left
      // out: they are surnames too ("in 2001 Mr Green"). A name's words in
      // any alphabet, with a particle between them ("17 Ștefan cel Mare
      // Street", "12 Ivana Gorana Kovačića Street").
      {"LOCATION", "street_address",
       // (An American street's side before its name: "1420 W Cermak Rd".)
       // (A saint's street with its possessive, "19 St Mary's Terrace"; a street by the water, "3 Canal Side"; a row of
       // cottages, "2 Church View Cottages".)
       R"(\b(?:(?:Flat|flat|Apartment|Apt|Unit|Suite) [A-Z0-9]+, )?(?:\d{1,3}/)?\d{1,5}[A-Za-z]? (?:[NSEW]\.? )?)"
       R"((?:\p{Lu}\p{Ll}+(?:['’]s)? (?:(?:cel|de|del|della|di|da|la|van|von|der|den) )?){1,3})"
       R"((?:(?:Street|Road|Avenue|Lane|Walk|Row|Way|Drive|Boulevard|Place|Square|Race|Close|Crescent|Terrace|Grove|Court|)"
       R"(Gardens|Mews|Parade|Rise|Circle|Parkway|Highway|Plaza|Quay|Wharf|Prospekt|Broadway|Heights|View|Meadows|)"
       R"(Side|Cottages|Villas|Concourse|Expressway|Turnpike|Trail)\b|)"
       R"((?:St|Rd|Ave|Blvd)\b\.?))"
       // (A street's part by its quarter: "17 Moss Lane East".)
       R"((?: (?:East|West|North|South|[NSEW])\b)?)"
       R"((?:,? (?:Apartment|apartment|Apt|apt|Suite|Ste|Unit|Flat|flat|Floor|Room)\.? #?[A-Z0-9]+\b)?)"
       R"((?:, )" + town + ")?"
       // (An American town's state and ZIP code: "1180 Grand Concourse, Bronx, NY 10456"; an Australian's state and
       // postcode, "23 Banksia St, Dubbo NSW 2830".)
       R"((?:,? (?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|)"
       R"(V[AT]|W[AIVY]) \d{5}(?:-\d{4})?\b|,? (?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT) \d{4}\b)?)",
       0.86, {}, Validator::kNone},
      // A house's number and its street of any kind before the town and a British postcode, which say it is an
      // address whatever the street's last word ("5 Holly Bank, Mossley, OL5 0QY", "2 Tanner's Yard, Frome BA11
      // 1AP"; "Holly Bank" had been a bank).
      {"LOCATION", "address_before_postcode",
       R"(\b((?:(?:Flat|flat|Apartment|Apt|Unit|Suite) [A-Z0-9]+, )?\d{1,4}[A-Za-z]? (?:\p{Lu}\p{Ll}+(?:['’]s)? ){0,2})"
       R"(\p{Lu}\p{Ll}+(?:, )" + town +
           R"(){1,2},? (?:[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}))\b)",
       0.86, {}, Validator::kNone},
      // A flat in a named building, and the building's street without a number ("flat 9, Kestrel House, Wolverton
      // Road").
      {"LOCATION", "flat_in_building",
       R"(\b((?:Flat|flat|Apartment|apartment|Apt|Unit|Suite|Room) [A-Z0-9]+, (?:\p{Lu}\p{Ll}+ ){1,2})"
       R"((?:House|Court|Lodge|Tower|Towers|Mansions|Buildings|Point|Heights)(?:, (?:\p{Lu}\p{Ll}+ ){1,3})"
       R"((?:Street|Road|Avenue|Lane|Way|Drive|Close|Crescent|Terrace|Grove|Place|Square|Gardens))?)"
       R"((?:, )" + town + ")?)",
       0.86, {}, Validator::kNone},
      // A passenger as an airline's booking writes them, surname and forenames in capitals and a title ("Seat 14C
      // GALLAGHER/SEAMUS MR").
      {"PERSON", "passenger_name",
       R"(\b([A-Z][A-Z'\-]+/[A-Z][A-Z'\-]+(?: [A-Z][A-Z'\-]+)?) (?:MR|MRS|MS|MISS|MSTR|DR|MX)\b)", 0.85, {},
       Validator::kNone},
      // A street named after a person or a place, in one word with its kind, the name's first word before it, after
      // a comma or "at" ("lives in Kiruna, Hjalmar Lundbohmsvägen 31", "at Sønderho Landevej 41").
      {"LOCATION", "street_address_name_first",
       R"((?:, |\bat |\bon )(\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+(?:vägen|gatan|gata|vej|gade|veien|straße|strasse|weg|straat|laan|katu|utca) \d{1,4}[A-Za-z]?)\b)",
       0.87, {}, Validator::kNone},
      // A block of flats by its number and name before its street ("27
      // Pelham House, Marlowe Road"; not "in 2001 Government House"), or by
      // the flat's ("Flat 4B, Hallam Court, 221 Ecclesall Road, Sheffield"): above a name's 0.85 ("Gilbert
      // House, Churchyard Row").
      {"LOCATION", "block_of_flats",
       R"(\b(?:(?:Flat|Apartment) [A-Z0-9]+, (?:\d{1,3}[A-Za-z]? )?|\d{1,3}[A-Za-z]? )(?:\p{Lu}\p{Ll}+ ){1,2}(?:House|Court|Mansions|Tower|Lodge), )"
       R"((?:\d{1,4} )?(?:\p{Lu}\p{Ll}+ ){1,3}(?:Street|Road|Avenue|Lane|Way|Drive|Place|Square|Close|Crescent|Terrace|Grove|)"
       R"(Row|Walk|Gardens|Mews|Parade|Hill|Estate)\b)"
       R"((?:, \p{Lu}\p{Ll}+(?:[ \-]\p{Lu}\p{Ll}+)*)?)",
       0.86, {}, Validator::kNone},
      // The street's name before its number, as most of Europe writes it
      // ("Hauptstraße 15, 10115 Berlin", "Via Roma 12", "Kungsgatan 4B",
      // "Kossuth utca 18", "ul. Marszałkowska 12", Moldova's "str. Alba-Iulia 75", "ul. Kościuszki 12/4,
      // 50-038 Wrocław", "Oude Rijksweg 84", "Sierninger Straße 42",
      // "Oudegracht 204", Brussels' "rue de Ribaucourt 112"), and
      // the floor ("3º B", as Spain writes it), the postcode and the town
      // after it, above a name's 0.85 and a street named kind first without its number. (Not \b before these
      // names, which RE2 reads in ASCII:
      // "Świętokrzyska", "Škoda Auto a.s." and "Česká banka" had none.)
      {"LOCATION", "street_address_name_first",
       R"((?:(?m:^)|[^\p{L}\p{N}\n])((?:(?:(?:Oude|Nieuwe|Lange|Korte|Hoge|Grote|Kleine|Alte|Neue|Große|Obere|Untere|Gamla|)"
       R"(Stora|Lille|Store|Gamle|Nye|Sankt) )?\p{Lu}\p{Ll}+(?:straße|strasse|str\.|gasse|weg|allee|platz|damm|gade|gatan|gata|vägen|vej|veien|straat|laan|gracht|kade|plein|singel|dijk|steeg|utca|katu|stræti|vegur|braut)|)"
       R"((?:[Rr]ue|[Aa]venue|[Cc]haussée|[Vv]ia|[Vv]iale|[Vv]ico|[Vv]icolo|[Ll]argo|[Cc]orso|avinguda|[Cc]alle|C/|Avenida|Avinguda|Rua|Piazza|Plaza|Plaça|Praça|[Uu]lica|[Cc]arrer|Paseo|Passeig|Odos|)"
       R"([Ss]trada|[Bb]ulevardul|[Cc]alea|Bulevar|[Uu]litsa|[Vv]ulytsia|[Pp]rospekt|[Pp]ereulok|[Pp]rovulok))"
       R"((?: (?:de|del|della|dei|degli|delle|di|la|le|du|des|da|das|do|dos|kralja|kneza|cara|vojvode|svetog))*(?: (?:dell|dall|degli|d|l)['’]| ))"
       R"(\p{Lu}\p{Ll}+(?:[- ]\p{Lu}\p{Ll}+)*|)"
       R"(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)? (?:utca|út|útja|tér|körút|sugárút|fasor|rakpart|u\.|iela|gatvė|g\.|pr\.|tänav|maantee|mnt|tn|pst|prospektas|ulitsa|vulytsia|ulica|Caddesi|Sokak|Sokağı|)"
       // (Basque streets and avenues: "Biteri kalea 12".)
       R"(kalea|etorbidea|)"
       R"(pereulok|prospekt|proyezd|provulok|třída|náměstí|nábřeží|gate|gata|vei|veien|vegen|plass|street|avenue|bulevar|bulvar|küçəsi|prospekti|)"
       R"(Bulvarı|Straße|Strasse|Str\.|Gasse|Allee|Platz|Weg|cesta)|)"
       // (A German street named after a person with hyphens: "Karl-Marx-Allee 34".)
       R"(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)+-(?:Straße|Strasse|Allee|Platz|Weg|Gasse|Ring|Damm)|)"
       // (Romania's boulevards and roads too: "bd. Tomis nr. 212", "Str. Fabrica de Glucoză nr. 12"; Ukraine's
       // "vul. Lenina 4"; names that begin with a date's number, "ul. 25 Oktyabrya 104".)
       R"((?:ul|vul|pr|[Ss]tr|zh\.k|bd|şos|sos)\. (?:\d{1,2} )?\p{Lu}\p{Ll}+(?:[ \-](?:de )?\p{Lu}\p{Ll}+)?|)"
       // (Germany's streets named "at" or "on" a place: "Am Schlossberg 3", "An der Alster 41".)
       R"((?:Am|An der|Auf dem|Auf der) \p{Lu}\p{Ll}+|)"
       // (Serbia's boulevards named for a thing in small letters: "Bulevar oslobođenja 41".)
       R"(Bulevar \p{Ll}{4,}|)"
       // (Bulgaria's boulevards and streets, their names in quotes: "bul. “Primorski” 47".)
       R"((?:bul|ul)\. ["“„]\p{Lu}\p{Ll}+(?:[ \-]\p{Lu}\p{Ll}+)?["”“]))"
       // (Its number after "No:", "nr." as Turkey and Romania write it: "Atatürk Bulvarı No: 25".)
       R"( (?:[IVX]{1,3} )?(?:No[:.] ?|nr\. )?\d{1,4}(?:bis|ter|[a-zA-Z])?(?:[-/]\d{1,4})?\b(?:, \d{1,2}[º°ª](?: ?[A-Z]\b| \d{1,2}[ºª]| (?:izquierda|derecha|izq\.|dcha\.|centro))?|, (?:[Aa]partment|[Aa]pt\.?|[Ff]lat) \d{1,4}[A-Z]?\b)?)"
       // (And Copenhagen's district after its town: "Nørrebrogade 14, 2200 København N"; Portugal's postcode, "Rua das
       // Flores 120, 4050-262 Porto".)
       R"((?:, (?:\d{4,5}|\d{2}-\d{3}|\d{4}-\d{3}) \p{Lu}\p{Ll}+(?:[ \-]\p{Lu}\p{Ll}+)*(?: (?:NV|SV|N|S|K|V|C)\b)?)?))",
       0.87, {}, Validator::kNone},
      // A Bulgarian housing estate's block, entrance, floor and flat ("zh.k. Trakia, bl. 187, vh. B, et. 6,
      // ap. 17").
      {"LOCATION", "street_address_name_first",
       R"(\b(zh\.k\. \p{Lu}\p{Ll}+(?:[ \-]\p{Lu}\p{Ll}+)?(?:, (?:bl|vh|et|ap)\. [0-9A-Z]{1,4}\b)+))", 0.8, {},
       Validator::kNone},
      // A Turkish address: the quarter, the street and the door ("Çay
      // Mahallesi 4512 Sokak No. 7", "Kızılay Mah. Atatürk Caddesi No: 12/3";
      // no \b before it, which RE2 reads in ASCII: "Ç" has none).
      {"LOCATION", "street_address_turkish",
       R"(\p{Lu}\p{L}+ (?:Mahallesi|Mah\.|Caddesi|Cad\.),? (?:\d+(?:/\d+)?\.? |\p{Lu}\p{L}+ ){1,2}(?:Sokak|Sokağı|Sok\.|Sk\.|Caddesi|Cad\.|Cd\.))"
       // (And the flat's door: "No: 17 D: 6", "No. 4 Daire 12".)
       R"((?:,? No[.:]? ?\d+(?:/\d+)?(?:,? (?:D|Daire)[.:]? ?\d+)?)?)",
       0.88, {}, Validator::kNone},
      // The number first, as France, Spain, Italy and Croatia write it ("14
      // Rue des Lilas, 69003 Lyon", "8 rue Victor Hugo", "5 Calle de Alcalá",
      // "14 Ulica bana Jelačića", "5 Put Brodarice", Russia's "14 Prospekt
      // Karla Marksa, flat 57", Ireland's "4 Bóthar na Trá"), and the town, with its
      // postcode or its sector ("14 Strada Polonă, Sector 1"). Above a name's
      // 0.85: streets are named after people, and the address holds the name.
      // (The Balkans' boulevards, squares and quays named by a word in small letters: "12 Bulevar oslobođenja",
      // "4 Trg slobode".)
      {"LOCATION", "street_address_number_first", R"(\b\d{1,4},? (?:Bulevar|Trg|Obala) \p{Ll}{4,})",
       0.86, {}, Validator::kNone},
      {"LOCATION", "street_address_number_first",
       R"(\b\d{1,4}(?: ?bis| ?ter|[A-Z])?,? (?:[Rr]ue|[Aa]venue|[Bb]oulevard|Bd|[Cc]hemin|[Aa]ll[ée]e|[Ii]mpasse|[Qq]uai|[Pp]lace|Via|)"
       R"(Viale|[Cc]alle|Avenida|Avinguda|Rua|Piazza|Plaza|Plaça|Praça|Paseo|Passeig|Carrer|Corso|Strada|Rruga|[Uu]lica|)"
       R"(Bulevar|Trg|Put|Obala|Triq|[Pp]rospekt|[Uu]litsa|[Vv]ulytsia|[Pp]ereulok|[Nn]aberezhnaya|[Ss]hosse|Bóthar|Sráid|Ascaill|)"
       // (Wales's roads and streets: "7 Heol y Felin".)
       R"(Heol|Ffordd|Stryd|Lôn))"
       R"((?: (?:de|del|della|di|la|le|les|du|des|da|do|dos|l['’]|d['’]|bana|kralja|kneza|kneginje|svetog|sv\.|na|y|yr|)"
       R"(il-|ir-|is-|it-|ix-|iż-|id-|in-|l-|tal-|ta['’]))* ?)"
       R"(\p{Lu}\p{Ll}+)"
       R"((?:[ \-](?:tal-|tas-|tad-|tar-|ta['’] ?|il-|de |del |della |di |du |des )?\p{Lu}\p{Ll}+)*)"
       R"((?:, (?:[Ff]lat|[Aa]partment|[Aa]pt\.?) \d{1,4}[A-Z]?\b)?)"
       R"((?:, \d{4,5} \p{Lu}\p{Ll}+(?:[ \-]\p{Lu}\p{Ll}+)*|, \p{Lu}\p{Ll}{3,}(?:[ \-]\p{Lu}\p{Ll}+)*(?: \d{1,2}\b)?)?)",
       0.86, {}, Validator::kNone},
      // The number before a street named first and kinded after, in an
      // English text ("14 Brīvības iela, Riga", "12 Rákóczi utca, Pécs").
      {"LOCATION", "street_address_number_name_kind",
       R"(\b\d{1,4}[a-zA-Z]? \p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)? (?:iela|utca|gatvė|tänav|ulitsa|vulytsia|ulica|Caddesi|Sokak|Sokağı))"
       R"((?:, \p{Lu}\p{Ll}+(?:[ \-]\p{Lu}\p{Ll}+)*)?)",
       0.8, {}, Validator::kNone},
      // A street named kind first, without a number, where something is
      // ("a plot of land on Rruga e Kavajës in Tirana", "lived in Ulica
      // Ilica", "a shop on Rue de Lannoy", "a flat on Bulevardul
      // Independenței", "a café on Piața Unirii", "on the Via Domiziana",
      // "at Rua Soares dos Reis"; no
      // \b at its end, which RE2
      // reads in ASCII: "Via Libertà" had lost its "à"). Above a name's 0.85:
      // streets are named after people ("in Via Aldo Moro").
      {"LOCATION", "street_named_kind_first",
       R"(\b(?:on|in|at|along|off) (?:the )?((?:Rruga|[Rr]ue|Chaussée|Steenweg|ul\.|Place|Avenue|Boulevard|Via|Viale|Calle|Rua|Ulica|Bulevar|Bulevardul|Calea|Piața|Triq|)"
       R"(Avenida|Avinguda|Carrer|Passeig|Paseo|Plaça|Praça|Piazza|Strada|Corso|)"
       // (Central Europe's squares and streets: "a demonstration on Náměstí Svobody", "a house on ulica Długa", "a
       // bar on Plac Zbawiciela".)
       R"(Náměstí|náměstí|Námestie|ulica|Plac|Rynek|Trg|Aleja|Aleje|)"
       // (And Portugal's lanes, roads and alleys: "a plot of land on the Caminho do Palheiro".)
       R"(Caminho|Estrada|Travessa|Alameda|Beco))"
       // (An elided article before the name: "on the Rue de l'Épeule".)
       R"((?: (?:e|i|de|del|della|di|la|le|les|du|des|da|do|dos))* (?:[ld]['’])?\p{Lu}\p{L}+)"
       R"((?:[ -]\p{Lu}\p{L}+|(?: (?:de|da|do|dos|das|del|di|du|des))+ \p{Lu}\p{L}+)*))",
       0.86, {}, Validator::kNone},
      // ... or named kind last in one word, without a number ("a brawl on
      // Kalker Hauptstraße", "lived in Drottninggatan", "driving on the Burgemeester de Vlugtlaan").
      {"LOCATION", "street_named_kind_last",
       R"(\b(?:(?:on|in|at|along|off) |on the )((?:\p{Lu}\p{Ll}+ )?(?:(?:de|van|der|den|von) )*\p{Lu}\p{Ll}+(?:straße|strasse|gasse|allee|platz|damm|gatan|vägen|gade|)"
       R"(vej|straat|laan|gracht|kade|plein|singel|dijk|steeg|utca|katu|)"
       // (And the Dutch, Norwegian and Swedish roads and squares: "a farm on the Kleilânsweg", "a flat on
       // Storgata", "a stall at Stortorget".)
       R"(weg|veien|vegen|gata|torget|torv))(?:$|[^\p{L}\n]))",
       0.75, {}, Validator::kNone},
      // ... or before its kind in small letters ("a flat on Hálkova street", "on Tsar Boris III Obedinitel
      // boulevard").
      {"LOCATION", "street_named_kind_last",
       R"(\b(?:on|in|at|along|off) (\p{Lu}\p{Ll}+ (?:(?:\p{Lu}\p{Ll}+|[IVX]{1,4}) ){0,3}(?:street|avenue|boulevard|square|ulitsa|vulytsia|prospekt|pereulok|bulevar|)"
       // (And the Baltic and Hungarian kinds: "stopped on Kuršu iela in Liepāja", "on Rákóczi utca", "on Gedimino
       // prospektas".)
       R"(iela|gatvė|prospektas|tänav|utca|út))(?:(?m:$)|[^\p{L}\n]))",
       0.75, {}, Validator::kNone},
      // A British postcode ("SW1A 2AA"): the inward code's letters leave out
      // C, I, K, M, O and V.
      {"LOCATION", "uk_postcode", R"(\b(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[ABD-HJLNP-UW-Z]{2}\b)", 0.6,
       {"postcode", "post", "address"}, Validator::kNone},
      // An Irish Eircode after the town ("Galway H91 T2X6", "Dublin 2, D02
      // X285"): the routing key, and four letters and digits with a letter
      // in them (the letters leave out B, G, I, J, L, M, O, Q, S, U and Z).
      {"LOCATION", "eircode",
       R"([\p{Ll}\d],? ((?:[AC-FHKNPRTV-Y]\d{2}|D6W) (?:[AC-FHKNPRTV-Y][0-9AC-FHKNPRTV-Y]{3}|\d[AC-FHKNPRTV-Y][0-9AC-FHKNPRTV-Y]{2}|)"
       R"(\d{2}[AC-FHKNPRTV-Y][0-9AC-FHKNPRTV-Y]|\d{3}[AC-FHKNPRTV-Y]))\b)",
       0.7, {}, Validator::kNone},
      // An Irish county as its people shorten it ("Bray, Co. Wicklow"): the
      // thirty-two counties only, "Co." is a company's too.
      {"LOCATION", "irish_county",
       R"(\b(Co\. (?:Antrim|Armagh|Carlow|Cavan|Clare|Cork|Derry|Donegal|Down|Dublin|Fermanagh|Galway|Kerry|Kildare|)"
       R"(Kilkenny|Laois|Leitrim|Limerick|Londonderry|Longford|Louth|Mayo|Meath|Monaghan|Offaly|Roscommon|Sligo|)"
       R"(Tipperary|Tyrone|Waterford|Westmeath|Wexford|Wicklow))\b)",
       0.8, {}, Validator::kNone},
      // A ZIP code after a state's postal abbreviation ("Boston, MA 02114"):
      // the code alone, a state is a large place.
      // ... and an Australian postcode after its state's letters ("St Kilda VIC 3182"), a Canadian postal code after
      // its province's ("Brampton ON L6T 4X2").
      {"LOCATION", "au_postcode", R"(\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT) (\d{4})\b)", 0.7, {}, Validator::kNone},
      {"LOCATION", "ca_postal_code",
       R"(\b(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT) ([A-CEGHJ-NPR-TVXY]\d[A-CEGHJ-NPR-TV-Z] ?\d[A-CEGHJ-NPR-TV-Z]\d)\b)",
       0.7, {}, Validator::kNone},
      {"LOCATION", "us_zip_code",
       R"(\b(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|PR|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY) (\d{5}(?:-\d{4})?)\b)",
       0.7, {}, Validator::kNone},
      // A numbered road: "the M11 motorway", "the E-80 highway" (the number alone).
      {"LOCATION", "numbered_road",
       R"(\b([A-Z]{1,2}-?\d{1,3}(?:-\d{1,2})?) (?:(?:state|national|federal|main|regional) )?(?:motorway|highway|expressway|road)\b|)"
       R"(\b((?:[Rr]oute|[Hh]ighway) \d{1,3})\b)", 0.6, {},
       Validator::kNone},
      // A British road by its letter and number, where something happens on it ("a collision on the A483", "off the
      // M6 at junction 19"); not a paper's size ("on the A4 paper"), which no such word follows.
      {"LOCATION", "numbered_road",
       R"(\b(?i:on|along|off|onto|down|up|via|joined|joining|left|leaving|exited|near) the ([AM]\d{1,4}(?:\([MT]\))?))"
       R"((?: (?:motorway|road|northbound|southbound|eastbound|westbound|near|at|between|towards|in|into|from|and|)"
       R"(when|after|before)\b|[,.;]|(?m:$)))",
       0.6, {}, Validator::kNone},
      // With the first of a range before it: "nos. 14553-14554/89"; not the
      // start of a longer file number ("no. 2009/07/0012" is file_number's),
      // nor its end ("case no. 333/4417/15").
      {"CODE", "application_number", R"((?:^|[^/\w\n])((?:\d{3,6}-)?\d{3,6}/\d{2})(?:$|[^/\d\n]))", 0.4,
       {"no", "nos", "application", "applications", "case", "number", "br"}, Validator::kNone},
      // ... or alone in a table's cell, as a judgment's appendix lists the applications ("| 47213/18 |").
      {"CODE", "application_number", R"((?m:(?:^|[|\t]) ?(\d{3,6}/\d{2}) ?(?:[|\t]|$)))", 0.7, {}, Validator::kNone},
      {"CODE", "record_number", R"(\b[A-Z]{2,6}-(?:[A-Z]{2,6}-)?\d{4,12}(?:[-.][A-Z0-9]+)*\b)", 0.45,
       {"mrn", "record", "no", "number", "id", "ref", "reference", "case", "file", "certificate"}, Validator::kNone},
      // An identifier said to be one: after MRN, SSN, "passport" or "sort
      // code" directly ("MRN 00482913", "Passport C01X00T47", "sort
      // code is 20-45-77", "his passport, no. U 09128846"), after an
      // account's, a policy's, a patient's ... number, no. or ID ("policy no. AB-1234", "account number: 12345678",
      // "member ID #A1234"), with the scheme's name in brackets after the
      // label or before its "number" ("Tax ID (PESEL): 85071512345", "citizen
      // service number (BSN) is 123456782", "identity card (DNI) number is
      // 15987654Z", "birth number (rodné číslo) is 660215/4471"), a citizen's, identity, coordination or permit
      // number ("unique master citizen number (EMBG) is ..."), a card's ("social card number is ..."). The
      // identifier has a digit in it.
      {"CODE", "labelled_identifier",
       R"((?i:\b(?:(?:MRN|SSN|NINO|CHI|DNI|NIE|NIF|passport|sort code|case ID|personal (?:identification |identity |numeric |numerical )?(?:code|number)|IMEI|national regist(?:er|ry|ration) number|)"
       R"(PESEL|EGN|CNP|CPR|OIB|JMBG|EMBG|BSN|PPSN?|D-number|kennitala|Steuer-ID|Steuernummer|IdNr|USREOU|EDRPOU|IDNO|IDNP|)"
       // (A device's or a watch's serial after the word alone: "a MacBook Pro (serial C02X41278803)".)
       R"(serial|)"
       R"(TIN|INN|OGRN|KPP|SIREN|SIRET|REGON|NIP|KRS|RNOKPP|V-number|)"
       // (Australia's tax file and business numbers, India's tax account and identity numbers, Canada's social
       // insurance number.)
       R"(TFN|ABN|ACN|Medicare|PAN|Aadhaar|SIN|)"
       // (A Spanish hospital's clinical history number.)
       R"(NHC|)"
       R"(Versichertennummer|Sozialversicherungsnummer|Kundennummer|Mitgliedsnummer|sécurité sociale|NIR|NSS|codice fiscale|AHV|AVS|PNC|ICCID|AMKA|AFM|ZEMIS|)"
       // (A doctor's, a nurse's registration; a pet's microchip, a meter's number, a hospital's patient number in
       // France, Hungary's social security number, Finland's and Greece's personal codes, Turkey's identity number,
       // a Spanish plate, a Danish, Norwegian or German case's number, a company's asset tag, a frequent flyer's.)
       R"(GMC|NMC|HCPC|microchip|MPAN|MPRN|IPP|TAJ|TAJ-szám|henkilötunnus|Kimlik No|matrícula|)"
       R"(Sagsnummer|Saksnummer|Aktenzeichen|asset tag|frequent flyer|)"
       // (A shop's loyalty card and a library's, with "number" or alone, a door supervisor's licence, a pharmacist's
       // registration, a right-to-work share code, a parking charge notice, Denmark's "CPR-nr.": "loyalty card 6332
       // 4127 8800 1234", "SIA licence 1012 4127 8801 2233", "GPhC 2041278", "share code W7K 4T2 8PQ", "PCN
       // 41278830", Ontario's "Health Card: 4127-880-312-AB".)
       R"(loyalty card|library card|SIA licen[cs]e|GPhC|share code|PCN|CPR-nr\.?|health card|)"
       // (A letter's reference alone, Brazil's taxpayer's and identity card's numbers, the Czech birth number's
       // letters, a Polish driving licence: "ref HO 4127880/2", "CPF 412.788.301-27", "r. č. 650412/4127", "prawo
       // jazdy nr 04127/12/1465".)
       R"(ref|CPF|CNPJ|RG|r\. ?č\.|prawo jazdy|)"
       // (England's probation case reference, Lithuania's personal code: "CRN X714532", "a. k. 36205141234".)
       R"(CRN|a\. ?k\.|)"
       // (A letter's own reference and its reader's: "Our ref: 41278803".)
       R"(our ref|your ref|our reference|your reference))"
       R"((?:,? (?:number|no\.?|nr\.?|code|ID))?|)"
       R"((?:medical record|criminal record|custody record|record office|hospital|patient|account|acct|policy|member(?:ship)?|customer|client|complaint|badge|)"
       // (A driver's with a ride service: "driver ID 41278".)
       R"(driver|)"
       R"(service(?: identification)?|)"
       R"(detainee|prisoner|inmate|prison|)"
       R"(employee|emp|staff|student|payroll|licen[cs]e|driver['’]?s licen[cs]e|birth|herd|flock|)"
       R"(driving licen[cs]e|insurance|tax|taxpayer|VAT(?: registration)?|invoice|order|claim|ticket|booking|contract|loan|national insurance|)"
       R"(agreement|pension|)"
       R"(identity card|id card|social security|NHS|health service|routing|sort code|IBAN|BIC|SWIFT|tax identification|)"
       R"(identity document|(?:citizen|residence|social|IDP|asylum|SIM) card|social security affiliation|)"
       R"(identity|citizen|civil|coordination|permit|asylum case|(?:case |patient |medical )?file|)"
       R"((?:crime |police )?reference|police|(?:housing )?application|)"
       R"(vehicle identification|VIN|serial|company|organi[sz]ation|certificate|registration|citizen service|cadastral|charity|)"
       R"((?:business |company )?identification|ID|)"
       R"((?:commercial |trade |business |company )?regist(?:er|ry|ered))(?:['’]s)?(?: \([^()\n]+\))? )"
       R"((?:numbers?|no\.?|nr\.?|ID|#|code|reference|ref\.?)|(?:acct|account|member|patient|order|invoice)#)))"
       R"((?: \([^()\n]+\)| \((?:[Nn]o\.|[Nn]umber|[Nn]r\.))?(?: ?[:#])? ?(?:is |was |are |were )?)" + identifier,
       0.85, {}, Validator::kLabelledIdentifier},
      // A mailbox's display name before its address ("From: Priya Natarajan
      // <priya@example.org>").
      {"PERSON", "mailbox_name", R"re((\p{Lu}[\p{L}'’\-]+(?: \p{Lu}[\p{L}'’\-]*\.?){1,3})"? <[^<>\s@]+@)re", 0.75, {},
       Validator::kNone},
      // A form's field for a person, at a line's start ("Patient: Okonkwo,
      // Chidi", "Next of kin: Ana Díaz").
      // (Or, for a field only a person fills, after a sentence's end, as a record run into one line gives it:
      // "Immigration detention review. Detainee: Tesfay Gebremedhin", or after a heading's colon, "Gym membership:
      // Member: Kofi Mensah-Bonsu", or after a dash, "Call log 09:41 — Caller: Denise"; and in the languages of the
      // records a user may hold: "Paciente:", "Pacjent:", "Пациент:", "Ασθενής:".)
      {"PERSON", "labelled_name",
       R"((?:(?:(?m:^)[ \t]*(?i:customer|insured|account holder|line manager|)"
       R"(parent|guardian|prepared by|reviewed by|referred by|)"
       R"(signed by|signed|resident|applicant|defendant|respondent|spouse|owner|reported by)|)"
       R"((?:(?m:^)[ \t]*|\. |: |[—–] )(?i:patient|client|member|employee|next of kin|emergency contact|pt|child|young person|mother|)"
       // (A party to a complaint or a claim, as an HR or insurance record run into one line names them: "Employee
       // grievance. Complainant: Priya Venkataraman"; not a respondent, which a company often is.)
       R"(policyholder|caller|complainant|claimant|tenant|witness|witnesses|victim|suspect|carer|)"
       R"(service user|investigating officer|leaver|interviewer|interviewee|new starter|student|)"
       // (A police record's name fields, in capitals: "Surname: OKONKWO. Forenames: CHINEDU EMEKA".)
       R"(surname|forenames?|forename\(s\)|first names?|given names?|last name|family name|middle names?|)"
       R"(father|deceased|detainee|prisoner|offender|informant|passenger|guest|parents|godparents|visitor|missing|)"
       // (A school's pupil, a care home's carer on its shift: "School report. Pupil: Aarav Chaudhry", "no injury.
       // Carer on duty: Blessing Mutasa".)
       R"(pupil|(?:carer|nurse|staff member) on duty|referrer|)"
       R"(paciente|paziente|pacjent|pacient|patiënt|potilas|hasta|utente|beteg|páciens|pacientas|pacientė|)"
       R"(пациент|пациентка|пацієнт|пацієнтка|)"
       R"(ασθενής|лікар|врач|лечащий врач|лікуючий лікар|)"
       R"(detenido|verdachte|beschuldigter|beschuldigte|anmelder|fornærmede|zawiadamiający|sprawca))(?i: name)?|)"
       R"((?:(?m:^)[ \t]*|\. )(?i:(?:full )?name)):[ \t]+)"
       R"((?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|MR|MRS|MS|MISS|Herr|Frau|Pan|Pani|pan|pani|Sr|Sra|Sig\.ra|Sig\.na|Sig|Mme|)"
       R"(Dña|mevrouw|dhr|)"
       R"(mevr|Snr Const|PC|WPC|PCSO|DC|DS|Sgt|Insp|Det)\.? )?)"
       // (A name's words in small letters after their capital: "Patient: Margarethe Vogel-Brandt, DOB 03/11/1947"
       // ends before the field's label.)
       // (A comma only after the first, the surname: "Patient: KOWALCZYK, Agnieszka", not "Detainee: Tesfay
       // Gebremedhin, Eritrean".)
       // (And a surname's particles: "Verdachte: Mohamed el Idrissi", "Employee: Gráinne Ó Súilleabháin".)
       // (And a forename in capitals after a surname in capitals and its comma: "PATIENT: GARCIA, MARIA L.".)
       R"((\p{Lu}[\p{L}'’\-]+(?:,? (?:\p{Lu}\.|\p{Lu}\p{Ll}[\p{L}'’\-]*)|, \p{Lu}{2,})?)"
       R"((?: (?:(?:el|al|de|van|von|der|den|da|di|du|le|la|del|dos|das|bin|ibn|Ó|Ní|Nic|Uí|Mac) ){0,2})"
       R"((?:\p{Lu}\.|\p{Lu}\p{Ll}[\p{L}'’\-]*)){0,2}))",
       0.8, {}, Validator::kNone},
      // A file's number as a judgment says it was given ("The case file was given the number 56147").
      {"CODE", "file_given_number", R"(\b(?:given|assigned|allocated) the (?:number|no\.) (\d{3,}(?:/\d{1,4})*)\b)",
       0.75, {}, Validator::kNone},
      // A case's number after its field's label and colon, as a court's order heads it ("Case No: BD24P00412").
      {"CODE", "case_number_field", R"((?i:\bcase (?:no\.?|number|ref(?:erence)?):) ?([A-Z0-9]+(?:[\-/][A-Z0-9]+)*)\b)",
       0.85, {}, Validator::kLabelledIdentifier},
      // A police case's number by its register's letters ("Case No. CAS 412/11/2024"; a court's, "Case No. 2005/1234
      // E.", is the file number rule's).
      {"CODE", "police_case_number", R"((?i:\bcase (?:no\.?|number):? )([A-Z]{2,5} \d+(?:/\d+)+)\b)", 0.85, {},
       Validator::kNone},
      // A case's or a claim's reference as systems number them, a prefix, the year and a serial ("Insurance claim
      // CLM-2024-118872", "INC-2023-00412"; not a court's decision, "HR-2017-2428-A", which goes on).
      {"CODE", "year_serial_reference", R"(\b([A-Z]{2,5}-(?:19|20)\d{2}-\d{3,})(?:(?m:$)|[^\w\-\n]))", 0.7, {},
       Validator::kNone},
      // ... or a prefix and a serial after the record's word ("Insurance claim CLM-884127", "ticket INC-00412").
      {"CODE", "prefixed_reference",
       R"((?i:\b(?:claim|ticket|incident|complaint|booking|order|policy|case)) ([A-Z]{2,5}-\d{4,})(?:(?m:$)|[^\w\-\n]))",
       0.75, {}, Validator::kNone},
      // ... or a year and a serial after a slash, a shape no date has ("Incident log 2024/0417", "pratica n.
      // 2024/4417"; not a season, "2023/2024").
      {"CODE", "year_slash_serial",
       R"((?:(?m:^)|[^\w/\-\n])((?:19|20)\d{2}/(?:[013-9]\d{3}|1[0-8]\d{2}|2[1-9]\d{2}|\d{5,}))(?:(?m:$)|[^\w/\-\n]))",
       0.55, {}, Validator::kNone},
      // A form's party named without the field's colon, at a line's or a sentence's start or after a heading's
      // colon ("South Africa: Complainant Thandiwe Nkosi, ID no. ...", "Patient name Wanjiru Kamau, age 29").
      {"PERSON", "party_named",
       R"((?:(?m:^)[ \t]*|\. |: )(?:Complainant|Claimant|Deceased|Accused|Informant|(?:Patient|Client|Victim)['’]?s? name|)"
       R"(Name of (?:the )?(?:patient|client|deceased|complainant|victim|accused)) )"
       R"((?:(?:Mr|Mrs|Ms|Miss|Dr|Smt|Sri|Shri)\.? )?(\p{Lu}\p{Ll}[\p{L}'’\-]*(?: \p{Lu}\p{Ll}[\p{L}'’\-]*){1,2}))"
       R"((?:,| \(|(?m:$)))",
       0.8, {}, Validator::kNone},
      // An employer after a form's label for it ("Current employer: Boots UK, Meadowhall branch", "Employer: JCB,
      // Rocester"): above a name its words may be ("Boots" is a surname too). Two words or an acronym (not "None",
      // "Unemployed", "Self-employed").
      {"ORGANIZATION", "employer_labelled",
       R"((?i:\b(?:(?:current|previous|former|present) )?employer|\bemployed by|\btraining provider): )"
       R"(([A-Z]{2,}\d*|\p{Lu}[\p{L}&'’\-]*(?: (?:&|and|of|the|\p{Lu}[\p{L}&'’\-]*|[A-Z0-9]+)){1,4})(?:[^\p{L}\p{N}\n]|(?m:$)))",
       0.85, {}, Validator::kNone},
      // India's "wife of", "son of" and "daughter of" before the relative's name ("W/o Sri Ramesh Kumar").
      {"PERSON", "relative_named",
       R"(\b(?:[WSD]/[Oo]|[wsd]/o) (?:(?:Sri|Shri|Smt|Late)\.? )?(\p{Lu}\p{Ll}[\p{L}'’\-]*(?: \p{Lu}\p{Ll}[\p{L}'’\-]*){0,2}))",
       0.75, {}, Validator::kNone},
      // A spreadsheet's quoted "Surname, Forename" cell at a row's start ("\"Hughes, Bethany\",12/03/1988,CF14 3RT").
      {"PERSON", "quoted_name_cell",
       R"re((?m:^)"(\p{Lu}[\p{L}'’\-]+, \p{Lu}\p{Ll}+(?:[ \-]\p{Lu}\p{Ll}+)?(?: \p{Lu}\.?)?)",)re", 0.8, {},
       Validator::kNone},
      // A network card's hardware address ("MAC 3C:52:82:4A:12:7F").
      {"CODE", "mac_address", R"(\b([0-9A-F]{2}(?::[0-9A-F]{2}){5})\b)", 0.8, {}, Validator::kNone},
      // A prisoner's number in England and Wales, a letter, four digits and two letters ("Leon Cartwright,
      // A4127BT, HMP Wakefield"), beside a prison's word.
      {"CODE", "prison_number", R"(\b([A-Z]\d{4}[A-Z]{2})\b)", 0.4, {"prisoner", "prison", "inmate", "HMP"},
       Validator::kNone},
      // ... and the prisoner's surname in capitals in brackets after it, as a prison's log gives it ("prisoner A1187DE
      // (WALSH) found with ...").
      {"PERSON", "prisoner_surname", R"(\b[A-Z]\d{4}[A-Z]{2} \(([A-Z][A-Z'\-]{2,})\))", 0.8, {}, Validator::kNone},
      // France's bodies named kind first in small letters, with their place ("the préfecture de Seine-et-Marne",
      // "the Bobigny tribunal de grande instance" is the place rule's; "the cour d'appel de Douai").
      {"ORGANIZATION", "french_body",
       R"(\b(?:the|The|le|la|du|au) ((?:préfecture|sous-préfecture|mairie|tribunal (?:de grande instance|d'instance|)"
       R"(judiciaire|administratif|correctionnel|de commerce)|cour d'appel|conseil de prud'hommes|)"
       R"(caisse primaire d'assurance maladie) (?:de la |de l'|de |du |des |d')\p{Lu}[\p{L}-]+(?:[ -]\p{Lu}[\p{L}-]+)*))",
       0.7, {}, Validator::kNone},
      // A post office box, an address's part ("Lowell Financial Ltd, PO Box 8803, Leeds").
      {"LOCATION", "po_box", R"(\b((?:PO|P\.O\.) Box \d{1,6})\b)", 0.75, {}, Validator::kNone},
      // A place by what it is called ("killed near the road, at a place called Mızrak Tepesi").
      {"LOCATION", "place_called",
       R"(\b(?:place|locality|spot|field|hill|site|area) (?:called|known as|named) (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?))", 0.7,
       {}, Validator::kNone},
      // Someone with their age in brackets after their name, as police reports and newspapers write it ("The
      // occupant, Kwame Asante-Boateng (32), a delivery driver").
      {"PERSON", "name_with_age",
       R"((?:^|[ (,:])(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){1,2}) \(\d{1,2}\)(?:,| was| is| had| and| who| from))", 0.75,
       {}, Validator::kNotARole},
      // ... or between a sentence's start and their age and a comma, as a note or a letter gives it ("Progress
      // note: Ethel, 94, widowed", "Linda, 34, a payroll analyst"), whatever else the word is.
      {"PERSON", "name_with_age",
       R"((?:(?m:^)|[.:;!?] )(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}), \d{1,2}, (?:a|an|the|of|from|who|was|is|and|)"
       R"(widowed|married|single|divorced|separated|retired|lives|living)\b)",
       0.75, {}, Validator::kNotARole},
      // ... after the word a record gives the person by ("Child Ellie-Mae (3) was present").
      {"PERSON", "name_with_age",
       R"(\b(?:)" + std::string(kRecordRoles) + R"() (\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}) \(\d{1,2}\))",
       0.75, {}, Validator::kNone},
      // ... or one word with the year of birth after it in a list of children, whatever else the word is ("three
      // children: Deniz (born 2006), Leyla (born 2009) and Can (born 2013)").
      // ... or with their age in brackets after the word for children, and the next of a list of such ("her children
      // Mason (7) and Lily-Mae (4)"): whatever else the word is.
      {"PERSON", "name_with_age",
       R"(\b(?i:children|sons|daughters|grandchildren|kids|son|daughter)[,:]? (\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?) )"
       R"(\(\d{1,2}\))",
       0.75, {}, Validator::kNone},
      {"PERSON", "name_with_age",
       R"(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)? \(\d{1,2}\)(?:,|,? and) (\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?) \(\d{1,2}\))", 0.75, {},
       Validator::kNone},
      // ... or with their ages after them, no brackets, in brackets after the word for them ("single mother of three
      // (Kayden 9, Mia 6, Alfie 2)").
      {"PERSON", "name_with_age",
       R"(\b(?i:children|kids|sons|daughters|grandchildren|twins|of (?:two|three|four|five|six|[2-6])) )"
       R"(\((\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?) \d{1,2}(?:, |,? and )\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)? \d{1,2}\b)",
       0.75, {}, Validator::kNone},
      {"PERSON", "name_with_birth", R"((?:, | and |: )(\p{Lu}\p{Ll}+) \((?:born|b\.) (?:in )?\d{4}\))", 0.75, {},
       Validator::kNone},
      // ... or the name they were called by, in quotes ("calling him 'Tommy the Pole'").
      {"PERSON", "alias_name",
       R"re(\bcall(?:ing|ed|s)? (?:him|her|them) ["“'‘](\p{Lu}[\p{L}-]*(?: \p{L}[\p{L}-]*){0,3})["”'’])re", 0.7, {},
       Validator::kNone},
      // ... or a relative's or a partner's, in quotes after the word ("mum's boyfriend \"Gaz\" hit him", "her
      // brother 'Tommo'").
      {"PERSON", "alias_name",
       R"re(\b(?:boyfriend|girlfriend|partner|husband|wife|brother|sister|cousin|uncle|aunt|son|daughter|stepdad|)re"
       R"re(stepfather|stepmum|stepmother|friend|mate|neighbour) ["“'‘](\p{Lu}\p{Ll}+)["”'’])re",
       0.7, {}, Validator::kNone},
      // Someone the text names only by the name they were known by ("a woman known as Anna, who"), above a town of
      // that name.
      {"PERSON", "alias_name",
       R"re(\b(?:woman|man|girl|boy|person|child|witness|friend|neighbour|youths?|one) known )re"
       R"re((?:only |locally |simply )?as ["“]?(\p{Lu}\p{Ll}+)\b)re",
       0.75, {}, Validator::kNone},
      // A house by its name, in quotes after the word ("a house known as “Ta' Ġanni”", "a villa known as “Villa Les
      // Lauriers”"): a place, above a person's alias after the same words.
      {"LOCATION", "house_named",
       R"re(\b(?:house|villa|farmhouse|farm|cottage|property|estate) (?:known as|called|named) ["“]([^"”\n]{2,40})["”])re",
       0.8, {}, Validator::kNone},
      // A name someone goes by, in quotes after the word that says so ("a
      // file under the code name “Inginerul”", "known as 'the Butcher'",
      // "source “Mircea”") or capitalised after "alias" ("Kovač alias
      // Vuk"): it names them as well as their own name does.
      {"PERSON", "alias_name",
       R"re((?:(?i:\b(?:code[- ]?named?|cover name|nicknames?|nicknamed|pseudonym|nom de guerre|pen[- ]name|under the (?:name|alias)|)re"
       R"re(known (?:to (?:him|her|them) )?(?:only )?as|knew (?:(?:him|her|them) )?as|know as|answers to|a\.k\.a\.|aka|signed)(?: such as)?)|\b(?:source|informer|informant|agent))(?: of)?,? ["“'‘]((?:the )?\p{Lu}[\p{L}.-]*(?: \p{L}[\p{L}.-]*){0,3})["”'’])re",
       0.75, {}, Validator::kNone},
      // A number named with the body that gave it ("their case number with
      // the Office is 106-1-12345/2017-m", "his pension account number with
      // the German Pension Insurance is ...", "Her patient file number at the
      // hospital is KR/2007/11842").
      {"CODE", "labelled_identifier",
       R"(\bnumber (?:with|at|from|in) (?:the |his |her |their )?(?:(?:(?:[A-Z][A-Za-z]*|of|and|for) ){0,6}[A-Z][A-Za-z]*|)"
       R"(hospital|clinic|bank|prison|registry|office)(?: \([A-Z]{2,6}\) (?:(?:is|was) )?| (?:is|was) ))"
       R"(([A-Za-z0-9]+(?:[\-/.][A-Za-z0-9]+)*(?: \d[A-Z0-9]*| [A-Z](?: \d+)?)*)\b)",
       0.8, {}, Validator::kLabelledIdentifier},
      // A number said to be borne ("his identity card bears the number
      // 0045678"), or long after "no." ("his account at Sberbank, no.
      // 40817810462001234567"): no law, case or house has eight digits.
      {"CODE", "labelled_identifier",
       R"(\b(?:bears|bore|bearing|carries|carried|carrying) the (?:registration |serial )?number ((?:[A-Z]{2,4} )?[A-Z0-9]*\d[A-Z0-9]*(?:[-/][A-Z0-9]+)*)\b)",
       0.8, {}, Validator::kLabelledIdentifier},
      {"CODE", "labelled_identifier", R"(\b[Nn]o\. (\d{8,34})\b)", 0.8, {}, Validator::kNone},
      // Greece's social security and tax numbers and Russia's health insurance policy after their labels in their
      // own letters, which RE2's \b does not see as a word's ("ΑΜΚΑ 12047512345", "полис ОМС 7741 2788 3012 4127").
      {"CODE", "labelled_identifier", R"((?:^|[ (])(?:ΑΜΚΑ|ΑΦΜ|полис ОМС|полис|СНИЛС|ИНН|РНОКПП):? (\d[\d -]{7,22}\d))", 0.85,
       {}, Validator::kNone},
      // A Portuguese health service user's or taxpayer's number after its label ("n.º de utente 412887041").
      {"CODE", "labelled_identifier", R"(\bn\.?º de (?:utente|beneficiário|contribuinte) (\d{6,12})\b)", 0.8, {},
       Validator::kNone},
      // A British company's number after the word, as a record gives it ("Trading LLP (UK company 11412887)").
      {"CODE", "labelled_identifier", R"(\b[Cc]ompany ((?:SC|NI|OC)?\d{8})\b)", 0.8, {}, Validator::kNone},
      // A reference kept under, or said to be one ("entered in Eurodac under
      // reference IT1RM00917", "His Home Office reference is B1188204/3", "under barcode 12CX-44128-K"),
      // and a number someone was assigned ("The Fund assigned him number
      // 1979 0312 455").
      {"CODE", "labelled_identifier",
       R"(\b(?:(?:under|with) (?:the )?(?:reference|barcode)(?: number| no\.)?|under (?:the )?number|reference (?:is|was):?|)"
       R"((?:assigned|allotted|issued|gave|given) (?:him|her|them|it) (?:the )?(?:number|no\.)) )" + identifier,
       0.8, {}, Validator::kLabelledIdentifier},
      // A user name in quotes, as the Internet writes it, in small letters
      // ("published under the name “kadrilt”", "the username 'ivan_77'").
      {"PERSON", "alias_name",
       R"re((?i:\b(?:under the (?:user ?|screen )?name|under the (?:nickname|pseudonym)|user ?name|screen name|handle)),? ["“'‘]([A-Za-z0-9][A-Za-z0-9_.\-]{2,29})["”'’])re",
       0.75, {}, Validator::kNone},
      // The second of two such names ("whom he knew as “Gia” and “Beso”").
      {"PERSON", "alias_name",
       R"re((?i:\b(?:known as|knew (?:(?:him|her|them) )?as|code[- ]?names|nicknames|nicknamed)(?: such as)?) ["“'‘][^"”'’\n]{1,40}["”'’],? and ["“'‘](\p{Lu}[\p{L}-]*(?: \p{L}[\p{L}-]*){0,3})["”'’])re",
       0.75, {}, Validator::kNone},
      {"PERSON", "alias_name", R"re(\balias ["“]?(\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?))re", 0.75, {}, Validator::kNone},
      // A letter a judgment names someone by instead of their name ("a soldier identified only as Soldier F",
      // "referred to as Child A").
      {"PERSON", "alias_name",
       R"(\b(?:identified|known|referred to|designated)(?: only| here| hereafter)? as )"
       R"(((?:Soldier|Witness|Officer|Child|Patient|Sergeant|Constable|Agent|Source|Informant|Person|Mr|Ms|Mrs) [A-Z]\d{0,2})\b)",
       0.8, {}, Validator::kNone},
      // Someone a witness named ("a female, named by a neighbour as Morag Kinnear"), or a statement's maker came to
      // know ("a male, whom I now know to be Gethin Morgans"): a forename and a surname.
      {"PERSON", "person_called",
       R"(\b(?:(?:named|identified)(?: by (?:a |the |his |her |their )?\p{Ll}+)? as|(?:now|I|we) know (?:to be|as)|)"
       R"(known to (?:me|us) as) (\p{Lu}\p{Ll}+ \p{Lu}[\p{Ll}'’-]+)\b)",
       0.7, {}, Validator::kNone},
      // The letter a judgment calls a party by ("The mother, who I shall call M, is 29").
      {"PERSON", "alias_name",
       R"re(\b(?:I|we) (?:shall|will) (?:call|refer to)(?: (?:him|her|them))?(?: as)? ["“]?(\p{Lu})["”]?(?:[,.;) ]|$))re", 0.75,
       {}, Validator::kNone},
      // An address after its field's label, to the sentence's end, with a number in it, above the street it holds
      // ("Address: Flat 302, Sai Krupa Apartments, 14th Cross, Malleshwaram, Bengaluru 560003"), as a record gives it
      // in any country.
      // (In the languages of the records a user may hold too, after a comma as well, and past an abbreviation's
      // full stop or one that joins ("3.º Dto., 1100-415 Lisboa"): "Endereço: Rua das Acácias, 147, apto 32, Campinas -
      // SP", "Адрес: г. Москва, ул. Профсоюзная, д. 41", "Διεύθυνση: Οδός Ερμού 14, Αθήνα 10563".)
      {"LOCATION", "labelled_address",
       R"((?:(?:(?m:^)[ \t]*|[.:,] )(?i:address|home address|postal address|adresse|adres|adress|dirección|domicilio|)"
       R"(indirizzo|osoite|anschrift|endereço|morada|adresa|адрес|адреса|проживает|διεύθυνση)|за адресою|по адресу):[ \t]+)"
       // (A house's number after its abbreviation, as India writes it: "Address: No. 14, 2nd Main Road, ...".)
       R"(((?:\p{Ll}{1,4}\.|No\.)?)" + address_piece + R"(*\d)" + address_piece + "*)",
       0.88, {}, Validator::kNone},
      // An estate or a park of businesses by its name ("Unit 7, Trafford Park Industrial Estate, Manchester").
      {"LOCATION", "business_estate",
       R"(\b((?:\p{Lu}\p{Ll}+ ){1,3}(?:Industrial|Trading|Retail|Business|Enterprise|Science|Technology) (?:Estate|Park|Centre))\b)",
       0.7, {}, Validator::kNone},
      // Whoever signs a letter after its closing on the same line, forename and surname ("Yours faithfully, Harjit
      // Sandhu, Sandhu & Co Solicitors").
      {"PERSON", "signature",
       R"(\b(?:Yours (?:faithfully|sincerely|truly)|[Kk]ind regards|[Bb]est regards|[Ww]arm regards|[Bb]est wishes),? )"
       R"((\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){1,2})(?:[,.]|(?m:$)))",
       0.75, {}, Validator::kSignatureName},
      // A transcript's speaker by role and name in brackets ("Agent (Ewan): Hi, you're through to Ewan").
      {"PERSON", "chat_speaker",
       R"(\b(?:Agent|Advisor|Adviser|Operator|Engineer|Driver|Nurse|Carer|Customer|Caller|Officer|Interpreter) )"
       R"(\((\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)\):)",
       0.75, {}, Validator::kNone},
      // Who served, as a receipt prints it ("Served by Jade", "You were served by: Tomasz").
      {"PERSON", "person_called", R"(\b[Ss]erved by:? (\p{Lu}\p{Ll}+)\b)", 0.7, {}, Validator::kNone},
      // Whom money went to or came from, by an initial and a surname, as a bank statement prints it in capitals
      // ("05 MAY TRANSFER FROM K WISNIEWSKA £200.00").
      {"PERSON", "person_called", R"(\b(?:TRANSFER|PAYMENT|STANDING ORDER|FPI|FPO|BGC) (?:FROM|TO) ([A-Z] [A-Z][A-Z'-]{2,})\b)",
       0.7, {}, Validator::kNone},
      // A patient or a child with their age in brackets after the word ("01:10 Patient (Jordan, 17) brought in").
      {"PERSON", "name_with_age",
       R"(\b(?:[Pp]atient|[Cc]hild|[Bb]oy|[Gg]irl|[Vv]ictim|[Ss]on|[Dd]aughter|[Pp]upil) \((\p{Lu}\p{Ll}+), \d{1,2}\))", 0.75,
       {}, Validator::kNone},
      // One word in quotes for the name a person went by or was called ("an undercover agent who had posed as a
      // businessman called “Sergiu”", "staff member “Bethan” refused a refund"): only after a word for a person,
      // as a film or a project is called something too.
      {"PERSON", "alias_name",
       R"re(\b(?:(?:man|woman|businessman|businesswoman|person|agent|officer|guard|soldier|friend|boy|girl|driver|)re"
       R"re(someone) (?:called|named)|[Ss]taff member|[Mm]ember of staff|[Cc]ashier|[Ss]hop assistant) ["“](\p{Lu}\p{Ll}+)["”])re",
       0.75, {}, Validator::kNone},
      // A chat's speaker after the message's time, and its date as an export writes it ("[21:04] Dmitri: Novosibirsk but I
      // live in Croydon now", "[09/04/2024, 21:14] Tamsin: is Grandad Ron still in Airedale?").
      {"PERSON", "chat_speaker",
       R"(\[(?:\d{1,2}[/.]\d{1,2}[/.]\d{2,4},? )?\d{1,2}:\d{2}(?::\d{2})?\] (\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?):)", 0.75, {},
       Validator::kNone},
      // ... or after the time and a dash, as a chat copied into a note writes it ("Teams chat, 09:12 — Ollie Grant:
      // anyone know ... | 09:13 — Priti Desai: Jo took it").
      {"PERSON", "chat_speaker",
       R"((?:(?m:^)|, |\| )\d{1,2}:\d{2} [—–-] (\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?):)", 0.75, {}, Validator::kNone},
      // A date as a ticket or a booking prints it, its month in capitals ("Flight BA 75 ... 14 DEC 2024").
      {"DATE_TIME", "date_written",
       R"(\b(\d{1,2} ?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC) ?(?:\d{4}|\d{2}))\b)", 0.8, {},
       Validator::kNone},
      // A pub, a shop or a guest house by what it is called ("She runs a guest house called Tigh Fitz").
      {"ORGANIZATION", "business_called",
       R"(\b(?:guest ?house|pub|bar|restaurant|café|cafe|shop|hotel|hostel|B&B|takeaway|salon|club) )"
       R"((?:called|named) (\p{Lu}[\p{L}'’]+(?: \p{Lu}[\p{L}'’]+){0,2}))", 0.7, {}, Validator::kNone},
      // ... and a pub by its arms ("outside the Windsor Arms"; not "the Campaign Against Arms Trade", whose name
      // goes on).
      {"ORGANIZATION", "business_called",
       R"(\bthe ((?:\p{Lu}\p{Ll}+ ){1,2}Arms)(?:[.,;:)!?]| [^\p{Lu}\n]|$))", 0.75, {}, Validator::kNone},
      // A user name in quotes after "by", as a review or a post signs it ("App review, 2 stars, by
      // "marco_b_87""): letters with an underscore, a dot or a digit in them.
      {"PERSON", "alias_name", R"re(\bby ["“]([A-Za-z][A-Za-z0-9]*[_.0-9][A-Za-z0-9_.]*)["”])re", 0.7, {},
       Validator::kNone},
      // A death notice's or a register's heading, the surname in capitals and the forename after a comma, at a
      // line's or a sentence's start or after a heading's colon ("Obituary. McLAUGHLIN, Patrick (Paddy), late of
      // Ballymagorry", "Obituary: LAWSON, Eileen Margaret (née Pickering)"), and the name
      // he went by in brackets after it.
      {"PERSON", "surname_first",
       R"((?:(?m:^)|\. |: )((?:Mc|Mac|O['’])?\p{Lu}{3,}(?:-\p{Lu}{3,})?, \p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)(?:,| \())", 0.8,
       {}, Validator::kNone},
      {"PERSON", "surname_first",
       R"((?:(?m:^)|\. )(?:Mc|Mac|O['’])?\p{Lu}{3,}(?:-\p{Lu}{3,})?, \p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)? \((\p{Lu}\p{Ll}+)\))",
       0.8, {}, Validator::kNone},
      // A village or town named between commas after the word ("In 1993 her village, Kelekçi, was burned").
      {"LOCATION", "village_named",
       R"(\b(?:[Hh]is|[Hh]er|[Tt]heir|[Tt]he|[Oo]ur|[Mm]y) (?:native |home )?(?:village|town|hamlet|hometown), )"
       R"((\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?),)", 0.7, {}, Validator::kNone},
      // A relative's number after the first's ("Her ID number is 120674-4119 and her daughter's 030702-2217").
      {"CODE", "labelled_identifier",
       R"(\b(?:is|was) [A-Z0-9]*\d[A-Z0-9]*(?:[\-/.][A-Z0-9]+)* and (?:his|her|their) (?:son|daughter|wife|husband|)"
       R"(child|mother|father|brother|sister|partner)['’]s ([A-Z0-9]*\d[A-Z0-9]*(?:[\-/.][A-Z0-9]+)*)\b)",
       0.8, {}, Validator::kLabelledIdentifier},
      // The second of two identifiers said to be numbers ("Their CPR numbers
      // are 120479-1234 and 030883-5678").
      {"CODE", "labelled_identifier",
       R"((?i:\bnumbers (?:are|were):?) [A-Z0-9]+(?:[\-/.][A-Z0-9]+)* and ([A-Z0-9]*\d[A-Z0-9]*(?:[\-/.][A-Z0-9]+)*)\b)",
       0.85, {}, Validator::kLabelledIdentifier},
      // A family named between commas after the word ("a neighbouring
      // family, the Gjoni, in a dispute", "let to a family, the Camilleri,").
      {"PERSON", "family_named", R"(\b(?:family|clan), the (\p{Lu}\p{Ll}+(?:[ \-]\p{Lu}\p{Ll}+)?),)", 0.75, {},
       Validator::kNone},
      // The name someone was made to take or took ("forced him to change his
      // name to Asen Milenov Asenov", a place after "to" before).
      {"PERSON", "name_taken",
       R"(\b(?:chang(?:e|ed|es|ing)|took|adopted) (?:his|her|their) )" + name_word + "(?:from [^\\n.]{1,40}? )?to " +
           name_had,
       0.9, {}, Validator::kNone},
      // ... or said to have been changed ("his name was forcibly changed to
      // Asen Marinov Asenov").
      {"PERSON", "name_taken",
       R"(\b(?i:his|her|their) )" + name_word + "(?:was|were|had been) (?:[a-z]+ly )?changed to " + name_had, 0.9, {},
       Validator::kNone},
      // ... and the name they had ("to change her forename from Julien to Camille").
      {"PERSON", "name_taken",
       R"(\bchang(?:e|ed|es|ing) (?:his|her|their) )" + name_word + "from " + name_had + " to ", 0.9, {},
       Validator::kNone},
      // A trade and companies register's number after its town ("RCS Luxembourg B 184.412", "RCS Paris 412 887
      // 331").
      {"CODE", "registered_number", R"(\bRCS (?:\p{Lu}\p{Ll}+ )?([A-Z] ?\d{1,3}(?:[. ]\d{3})*|\d{3} \d{3} \d{3})\b)", 0.85,
       {}, Validator::kNone},
      // A place's name in its people's language, in brackets after the official one ("the village of Ormankaya
      // (Kurdish: Hêşet)").
      {"LOCATION", "place_in_its_language",
       R"(\((?:Kurdish|Armenian|Greek|Turkish|Russian|Ukrainian|Albanian|Serbian|Georgian|Azerbaijani|Chechen|Abkhaz|)"
       R"(Ossetian|Hungarian|Romanian|Bulgarian|Macedonian)(?: name)?: (\p{Lu}\p{L}+(?:[ -]\p{Lu}\p{L}+)?)\))",
       0.7, {}, Validator::kNone},
      // A police station by its number ("taken to the 78th police station of the Central District").
      {"ORGANIZATION", "numbered_station", R"(\b(\d{1,3}(?:st|nd|rd|th) police (?:station|precinct|department))\b)", 0.8,
       {}, Validator::kNone},
      // A police officer's collar number ("a police constable (PC 412)").
      {"CODE", "collar_number", R"(\b((?:PC|WPC|DC|PS|DS) \d{2,5})\b)", 0.7, {}, Validator::kNone},
      // A bishop named by his see ("Metropolitan Kyrillos of the Georgian Orthodox Church"): his one name, not a
      // body's name begun by his title.
      {"PERSON", "cleric_named", R"(\b(?:Metropolitan|Archbishop|Patriarch|Archimandrite) (\p{Lu}\p{Ll}+) of\b)", 0.86,
       {}, Validator::kNotAPersonsTitle},
      // A party named for its aim after the word ("the party For Human Rights in a United Latvia", "the
      // movement Towards a Better Hungary").
      {"ORGANIZATION", "party_named_for",
       R"(\b(?i:party|movement|alliance|coalition|list),? ((?:For|Towards|Against) (?:(?:\p{Lu}\p{Ll}+|in|a|an|the|of|and|for) ){0,6}\p{Lu}\p{Ll}+))",
       0.8, {}, Validator::kNone},
      // A body of a profession or a group "for" its cause ("Lawyers for Human Rights", "Physicians for Human Rights",
      // "Mothers for Peace"): the cause from a short list, "Counsel for the Government" is none.
      {"ORGANIZATION", "group_for_cause",
       R"(\b((?:Lawyers|Physicians|Doctors|Nurses|Journalists|Women|Mothers|Parents|Citizens|Students|Veterans|)"
       R"(Scientists|Teachers|Families|Jurists|Judges|Artists|Writers|Youth) for (?:(?:\p{Lu}\p{Ll}+|the|and) ){0,3})"
       R"((?:Rights|Justice|Peace|Democracy|Freedom|Equality|Life|Truth|Refugees|Children)\b))",
       0.75, {}, Validator::kNone},
      // A married woman's maiden name ("Mrs Le Goff, née Kerhervé", "geb. Weber", Poland's "z domu Nowak"), or
      // her married one ("Mme Nadia Belkacem, épouse Moreau"; no \b before "é", which RE2 reads in ASCII).
      {"PERSON", "maiden_name",
       R"((?:\b(?:née|nee|geb\.|geborene|z domu)|(?:^|[ (,])(?:épouse|veuve)) (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2}))", 0.85, {},
       Validator::kNone},
      // Someone the text knows by name alone ("three prison guards, including
      // a certain Levan", "a certain Mr Petrov").
      {"PERSON", "a_certain",
       R"re(\b(?:a|one) certain (?:(?:Mr|Mrs|Ms|Dr)\.? )?["“]?(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2}))re", 0.75, {},
       Validator::kNone},
      // An identifier in brackets after the word ID ("Rui Carvalho (ID
      // 004512)"): four letters or digits at least, one a digit.
      {"CODE", "bracketed_id", R"(\((?:ID|Id|id)(?: no\.?)?[:#]? ?([A-Z0-9-]*\d[A-Z0-9-]{3,})\))", 0.75, {}, Validator::kNone},
      // A handle on a social network ("@dave_m99"), not an e-mail address's
      // second half.
      // An account on a social network named in quotation marks ("his Facebook account, “kev.doherty.79”").
      {"CODE", "social_account",
       R"(\b(?:Facebook|Instagram|Twitter|TikTok|Telegram|VKontakte|YouTube|Skype|LinkedIn|Snapchat) (?:account|profile|)"
       R"(page|handle|username|user name|nickname),? (?:(?:under the name|named|called) )?["“]([^"”\s]{2,40})["”])",
       0.75, {}, Validator::kNone},
      // A user name after the word for it, with a digit, a dot or an underscore
      // that no word has ("reset the password for user jsmith84", "login:
      // anna.k").
      {"CODE", "user_name",
       R"(\b(?i:user(?: ?name| ID)?|login)(?: is|:)? ([A-Za-z][A-Za-z]*(?:\d[A-Za-z0-9]*|[._][A-Za-z0-9]+(?:[._][A-Za-z0-9]+)*)))"
       R"((?:$|[^\w@.\n]|\.(?:[ \t]|$)))",
       0.7, {}, Validator::kNone},
      {"CODE", "social_handle", R"((?:(?m:^)|[ \t(,;])(@[A-Za-z0-9_]{2,30}(?:\.[A-Za-z0-9_]+)*)\b)", 0.7, {}, Validator::kNone},
      // A code after a short upper-case label at a form's field ("UPN:
      // A123456789012", "NIE: X1234567L"): six letters or digits at least,
      // one a digit.
      {"CODE", "form_field_code", R"(\b[A-Z]{2,5}: ([A-Z]*\d[A-Z0-9]{5,})\b)", 0.55, {}, Validator::kNone},
      // Letters and eight or more digits in one word, or six or seven
      // between letters, as licences, court files and accounts are numbered
      // ("WDL12345678A", "T20237041"): few words of a text have that shape.
      // (Letters and six or seven digits alone, "AB1234567", may be a
      // product's model: passport_like, with a context word.)
      {"CODE", "mixed_code", R"(\b[A-Z]{1,4}(?:\d{8,12}[A-Z]{0,2}|\d{6,7}[A-Z]{1,2})\b)", 0.5, {}, Validator::kNone},
      // A user name said to be one ("my username is pnatarajan85", "User
      // ID: jdoe_77").
      {"CODE", "username",
       R"((?i:\b(?:user ?name|user ID|login (?:name|ID)|screen name)(?:: ?| is ))([A-Za-z0-9][A-Za-z0-9._\-]{2,31})\b)",
       0.75, {}, Validator::kNone},
      // ... or a login or user ID as a service records it ("His account login was timur_kzn95", "his ByLock user ID
      // was 412887"): a digit or an underscore in it, which no word has.
      {"CODE", "username",
       R"((?i:\b(?:login|user ?ID|account name|user ?name)(?: was| is|:)) ["“]?([A-Za-z0-9][A-Za-z0-9.\-]*[_0-9][A-Za-z0-9_.\-]*[A-Za-z0-9]|[0-9]{4,12})\b)",
       0.75, {}, Validator::kNone},
      // ... or an account's name as its owner made it, with a dot or an underscore between its words, between
      // commas after the word ("he created a Yahoo Messenger account, bogdan.stanciu.termo, to answer clients").
      {"CODE", "username", R"(\baccount,? ([a-z][a-z0-9]*[._][a-z0-9._]*[a-z0-9]),)", 0.75, {}, Validator::kNone},
      // An encryption key's fingerprint, ten groups of four hexadecimal digits ("his PGP key fingerprint was 4127
      // 88C0 ...").
      {"CODE", "key_fingerprint", R"(\bfingerprint (?:is |was |of )?((?:[0-9A-F]{4} ){9}[0-9A-F]{4})\b)", 0.85, {},
       Validator::kNone},
      // An order's number in groups after the word alone ("Order
      // 4471-2299-10"; not "Order 1998", a statutory instrument's year).
      {"CODE", "order_number", R"((?i:\b(?:order|claim):? #?)(\d{2,}(?:-\d+)+)\b)", 0.75, {}, Validator::kNone},
      // An account's digits after the word alone ("and account 41234567"):
      // six at least, which no year or count is.
      // (Or in its bank's groups, as New Zealand writes it: "account 12-4127-0088803-00".)
      // (Or in groups of four, as a utility's bill prints it: "account 6001 2245 887".)
      // (Or after its sort code, as a British bank's record writes both: "acct 20-45-77 41234567".)
      {"CODE", "account_digits",
       R"((?i:\b(?:account|acct|a/c):? )(\d{6,12}|\d{2}-\d{4}-\d{7}-\d{2,3}|\d{4} \d{4} \d{3,4}(?: \d{3,4})?|)"
       R"(\d{2}-\d{2}-\d{2},? \d{8})\b)", 0.75, {},
       Validator::kNone},
      // A contract's parties in capitals, as its heading writes them ("BETWEEN (1) NORTHWIND LOGISTICS LIMITED
      // (company number ...) ... and (2) PRIYA RAMAN of 12 Beech Avenue"): a company by its legal form, a person
      // by the address after the name.
      {"ORGANIZATION", "party_in_capitals",
       R"(\(\d\) ((?:[A-Z][A-Z&'-]+ ){1,5}(?:LIMITED|LTD|PLC|LLP|LLC|GMBH|INC))\b)", 0.75, {}, Validator::kNone},
      {"PERSON", "party_in_capitals", R"(\(\d\) ((?:[A-Z][A-Z'-]+ ){1,2}[A-Z][A-Z'-]+) of \d)", 0.75, {},
       Validator::kNone},
      // A card's or an account's last digits after its masked ones ("Mastercard •••• 5521", "Visa ****1234",
      // "Account ****4127").
      {"CODE", "card_masked_digits",
       R"((?i:\b(?:card|Visa|Mastercard|Amex|debit|credit|account|acct)(?: card)?:? ?)(?:•{2,}|\*{2,}|[xX]{2,}) ?(\d{4})\b)", 0.8, {},
       Validator::kNone},
      // A card's or an account's last digits, which narrow it to one of ten
      // thousand ("card ending 4821", "account ending in 8812").
      {"CODE", "card_last_digits",
       R"((?i:\b(?:card|account|Visa|Mastercard|Amex|debit|credit)(?: card)?(?: number)? ending(?: in| with)?:? ))"
       R"((\d{4})\b)",
       0.8, {}, Validator::kNone},
      {"CODE", "case_number", R"(\b\d{2,4}-[A-Z]{1,4}-\d{2,6}\b)", 0.45, {"case", "no", "number", "docket"},
       Validator::kNone},
      {"CODE", "passport_like", R"(\b[A-Z]{1,2}\d{6,9}\b)", 0.3,
       {"passport", "id", "identity", "licence", "license", "number", "no", "card", "ref", "reference"},
       Validator::kNone},
      // Land and property references: the number after "plot", "parcel", ...,
      // with a letter before it ("parcel A 37/1"), or a register's office
      // code before it ("land and mortgage register no. NS1T/00048211/5").
      {"CODE", "land_reference",
       R"((?i)\b(?:plot|parcel|lot|block|map sheet|survey sheet|land register|land registry|land book|)"
       R"(mortgage register|cadastral|title deed|sheet/plan|parcels|plots))"
       R"((?: \([^()\n]+\))?(?: (?:no|nos|number|numbers|code|reference|ref)\.?)?(?: is| was)? )"
       R"(((?-i:[A-Z]{1,2} )?\d+[A-Za-z]?(?:[/.\-:]\d+[A-Za-z]?)*|)"
       // (Cyprus's sheet and plan in Roman numerals: "sheet/plan XXI/54".)
       R"((?-i:[IVXL]{1,6})/\d{1,3}(?:\.\d{1,3})?|)"
       R"((?-i:[A-Z]{1,4}\d[A-Z0-9]{0,3})/\d{4,10}/\d{1,3})\b)",
       0.7, {}, Validator::kNone},
      // A vehicle's registration after the words that introduce it
      // ("registration number T61 TBX", "registration WX19 KLM", "vehicle
      // registration mark EYX 622", "licence plate 34 AB 123"): letters and
      // digits in two or three groups, an Irish one's serial of up to six digits ("registration 10-C-41187"), a
      // German one's district and letters before its number ("registration MG-UF 412").
      {"CODE", "vehicle_registration",
       plate_label +
       // (A Polish plate's letter after its number: "nr rej. SK 4127P".)
       R"(([A-Z]{2,3} \d{3,5}[A-Z]{1,2}|[0-9]{2,3}-[A-Z]{1,2}-\d{1,6}|[A-Z]{1,3}-[A-Z]{1,2} \d{1,4}[EH]?|[A-Z0-9]*\d[A-Z0-9]*(?:[ -][A-Z0-9]{1,4}){1,2}|[A-Z]{1,3}[ -]?\d{1,4}(?:[ -][A-Z]{1,3})?|\d[A-Z]{2,3}\d{2,4}|)"
       R"([A-Z]{2}\d{2}[A-Z]{3})\b)",
       0.7, {}, Validator::kNone},
      // A French plate as it has been issued since 2009, two letters, three
      // digits and two letters joined by hyphens ("GH-482-TK"), whose shape
      // is its own (I, O and U are never used).
      {"CODE", "vehicle_registration", R"(\b([A-HJ-NP-TV-Z]{2}-\d{3}-[A-HJ-NP-TV-Z]{2})\b)", 0.7, {}, Validator::kNone},
      // A Russian or Ukrainian plate, a letter, three digits, two letters and
      // the region, in Latin or Cyrillic letters ("registration number E 427
      // KM 05", "Е 417 КМ 06"), or letters, digits and letters as the Balkans
      // write them ("E 4519 BK", "ZG 1234-AB"), or the town's letters first
      // ("PG AB 123", Moldova's "C AB 417"), or a British one with its space ("YK12 ABC"), or a Spanish
      // one, four digits and three consonants ("7781 HJK"): whole,
      // above the labelled identifier that stops at its letters.
      {"CODE", "vehicle_registration",
       plate_label +
       R"(([A-ZАВЕКМНОРСТУХ] ?\d{3} ?[A-ZАВЕКМНОРСТУХ]{2} ?\d{2,3}|[A-Z]{1,2} ?\d{3,4}[ -]?[A-Z]{2}|[A-Z]{1,2} [A-Z]{2} ?\d{3,4}|)"
       R"([A-Z]{2}\d{2} [A-Z]{3}|\d{4} [B-DF-HJ-NP-TV-Z]{3})\b)",
       0.9, {}, Validator::kNone},
      // ... or its first part only, as a witness saw it ("reg starting LV19", "a plate beginning with KX6").
      {"CODE", "vehicle_registration",
       R"((?i:\b(?:reg|registration|plate|number plate)(?: number)? (?:starting|beginning|ending)(?: with| in)? ))"
       R"(([A-Z]{1,3}\d{1,3}[A-Z]{0,3}|\d{1,3}[A-Z]{1,3})\b)",
       0.75, {}, Validator::kNone},
      // A British plate alone, in brackets after the vehicle ("a white Ford Transit (SV16 KXP)"): a shape no word
      // or postcode has.
      {"CODE", "vehicle_registration", R"(\(([A-Z]{2}\d{2} [A-Z]{3})\))", 0.8, {}, Validator::kNone},
      // File and decision numbers of courts and authorities ("decision no.
      // 2001/345", "E. 1996/123"), with the office's letters inside ("Report
      // No. 2025/INC/00431") or before ("case 3K-34/2010", "judgment no.
      // 3K-3-123/2008"), a letter after ("order no. 123-k", "case no. 17/2314/A") or a Turkish
      // docket's ("Case No. 2005/1234 E."), or the register's letters and a slash before ("ref. RIRB/2004/1188",
      // "file VStV/917300412877/2017", Slovakia's "case no. 12C/118/2011"), and a form's ("recorded the search on
      // form JSA/21/0412887"), and a Belgian court's roll ("A.R. 16/4127/A").
      {"CODE", "file_number",
       R"((?i)\b(?:no|nos|number|file|case|docket|decision|judgment|ref|reference|form|A\.R|R\.G|autos|)"
       // (Spain's preliminary inquiries, eviction proceedings and appeals: "diligencias previas 412/2011".)
       R"(diligencias previas|desahucio|rollo de apelación|sumario|n°|nº|crime report)[.:]? )"
       R"(((?:(?:[A-Z]\. ?|\d?[A-Z]{1,3}-)?\d{1,7}(?:[/\-][A-Z]{1,5})?(?:[/\-]\d{1,6}){1,3}|[A-Z][A-Za-z]{1,4}/\d{1,12}(?:/\d{1,8}){1,2}|)"
       // (An office's letters and a register's: "ref. AAI/T/41278".)
       R"([A-Z]{2,5}/[A-Z]{1,3}/\d{2,8}(?:/\d{2,4})?|)"
       // (A landlord's or an office's letters and one number: "tenancy ref. CH/0412887".)
       R"([A-Z]{2,5}/\d{5,12}|)"
       R"(\d{1,3}[A-Z][A-Za-z]{0,3}/\d{1,6}/\d{2,4}))"
       R"((?:[-/][A-Z]{1,2}\b|\b(?: [EK]\.)?)))",
       0.6, {}, Validator::kNone},
      // ... with the register's letters before it ("case no. P-2371/06",
      // "decision no. U-III-4317/2014", Croatia's "file no. Ovr-4471/11", Serbia's "case no. K 412/15", "no.
      // KR-DO-88/15"): whole,
      // above an application number's shape inside it.
      {"CODE", "prefixed_file_number",
       R"((?i:\b(?:no|nos|number|file|case|docket|decision|judgment|ref|reference)\.? )([A-Z][A-Za-z]{0,3}-(?:[IVX]{1,4}-|[A-Z]{2,4}-)?\d{1,6}(?:/\d{2,6}){1,2}|[A-Z]{1,2} \d{1,6}/\d{2,4}|)"
       // (Hungary's, the panel, the register's letter and the number between dots: "case no. 16.B.412/2015"; Croatia's
       // class of administrative files, "no. UP/I-942-01/97-01/412".)
       R"(\d{1,3}\.[A-Z][a-z]{0,3}\.\d{1,6}/\d{4}|[A-Z]{2,4}/[IVX]{1,4}-\d{1,4}(?:[-/]\d{1,6}){2,5})\b)",
       0.9, {}, Validator::kNone},
      // A court's register and number in brackets after what it decided ("reinstated her (Pd 412/2013)", "(R
      // 12/1148)").
      // ... or with a hyphen or the letter's dot ("(E-4127/2017)", "(P-412/99)", "(K. 412/16)").
      {"CODE", "bracketed_file_number", R"(\(([A-Z][A-Za-z]{0,3}(?: |-|\. )\d{1,6}/\d{2,4})\))", 0.75, {},
       Validator::kNone},
      // A Polish administrative court's file, its panel, register and court's letters ("case no. II SA/Bk
      // 412/08"): whole, above the application number's shape at its end.
      {"CODE", "polish_file_number", R"(\b([IVX]{1,4} [A-Z]{2,3}/[A-Z][a-z]{1,2} \d{1,5}/\d{2,4})\b)", 0.85, {},
       Validator::kNone},
      // An Italian tax code: six letters of the name, the birth's year, month's letter and day, the town's
      // code and a check letter ("SPSSVT64C12L245K"), a shape no word has.
      {"CODE", "it_codice_fiscale", R"(\b([A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z])\b)", 0.8, {}, Validator::kNone},
      // A Portuguese court's process number, the year and the court's code after it ("case no.
      // 1412/11.3TBCBR", "123/09.0TVLSB-A").
      {"CODE", "portuguese_process_number", R"(\b(\d{1,6}/\d{2}\.\d[A-Z]{4,6}(?:-[A-Z]\d?)?)\b)", 0.85, {},
       Validator::kNone},
      // A cadastral zone's number before its parcel's ("zone no. 8514, parcel 117/4").
      {"CODE", "land_reference", R"(\b(?:cadastral )?zone no\. (\d{2,6})\b)", 0.7, {}, Validator::kNone},
      // A British biometric residence permit's number, two letters and seven digits ("bring your BRP (ZU4127883)").
      {"CODE", "labelled_identifier", R"(\bBRP(?: number| no\.)?:? \(?([A-Z]{2}\d{7})\b)", 0.85, {}, Validator::kNone},
      // A European Case Law Identifier ("ECLI:NL:GHARL:2016:4127").
      {"CODE", "ecli", R"(\b(ECLI:[A-Z]{2}:[A-Z0-9]{1,7}:\d{4}:[A-Z0-9.]{1,25})\b)", 0.85, {}, Validator::kNone},
      // The Swiss Federal Supreme Court's judgments ("judgment 4A_249/2010",
      // "5A_492/2011").
      {"CODE", "swiss_judgment_number", R"(\b(\d[A-Z]_\d{1,4}/(?:19|20)\d{2})\b)", 0.85, {}, Validator::kNone},
      // A personal identity number said to be one, as the Nordic States write
      // it ("civil registration (CPR) number as 120369-1457", "personnummer
      // 690312-1234", "CPR-nr. 070761-4127"): date of birth and four digits, Sweden's with the century ("personnummer
      // 19790412-4127").
      {"CODE", "nordic_personal_number",
       R"((?i:\b(?:CPR|civil registration|personal identity|personnummer|henkilötunnus|kennitala)(?:[^.\n]|\bnr\.){0,30}?)((?:19|20)?\d{6}[-+A]?\d{4})\b)",
       0.85, {}, Validator::kNone},
      // The Turkish Court of Cassation's docket and decision numbers ("E.
      // 2006/8-123, K. 2006/189"): the year begins them.
      {"CODE", "docket_decision_number", R"(\b([EK]\. ?(?:19|20)\d{2}/\d{1,6}(?:-\d{1,6})?)\b)", 0.7, {}, Validator::kNone},
      // A German court's file number: the panel, the register's letters, the
      // number and year ("2 BvR 1873/10", "VI ZR 12/08", "4 U 112/09"), as
      // Croatia writes it too ("I Kž 688/13-4"), whole: above the application
      // number inside it. The Czech and Slovak courts write the year in full
      // ("8 Tdo 512/2015", "sp. zn. 3 To 18/2014"), Austria's a check letter
      // after it ("9 Ob 17/14f"), a German prosecutor's file follows the
      // court's ("3 KLs 201 Js 4417/11").
      {"CODE", "german_file_number",
       R"(\b((?:\d{1,3} \p{Lu}\p{L}{0,3} )?(?:\d{1,3}|[IVX]{1,5}) \p{Lu}\p{L}{0,3} \d{1,5}/(?:\d{2}|(?:19|20)\d{2})(?:-\d{1,3}|[a-z])?)\b)", 0.8,
       {}, Validator::kNone},
      // An Italian register's number after a case's ("no. 12345/2009
      // R.G.N.R.", "no. 5432/10 R.G. GIP"): the register's letters are no
      // one's initials.
      {"CODE", "italian_register_number",
       R"(\b(\d{1,6}/\d{2,4} R\.G\.(?:N\.R\.)?(?: (?:GIP|GUP|Trib\.|Dib\.))?))", 0.9, {}, Validator::kNone},
      // A German pension insurance number: the area, the birth date, the
      // surname's letter, the serial and check digits ("12 020347 H 507").
      {"CODE", "german_pension_number", R"(\b(\d{2} ?[0-3]\d[01]\d{3} ?[A-Z] ?\d{3})\b)", 0.9, {}, Validator::kNone},
      // A land register's sheet before the parcel on it ("sheet 12, parcel
      // 431": the parcel is land_reference's).
      {"CODE", "land_reference", R"((?i:\b(?:sheet|folio|map) (?:no\.? )?)(\d+[A-Za-z]?),? (?i:parcels?|plots?|lots?)\b)", 0.7, {},
       Validator::kNone},
      // ... a register's title, entry or property number, and a Spanish land registry's folio and volume ("under
      // title no. 1278", "entry no. 412", "recorded at folio 412 of volume 1278, book 41, property no. 8803").
      {"CODE", "land_reference",
       R"(\b(?i:title|entry|property|book) (?:no\.|number) ((?:[A-Z]{1,3})?\d+[A-Za-z]?(?:[/.\-]\d+)*)\b)", 0.7, {},
       Validator::kNone},
      {"CODE", "land_reference", R"(\bfolio (\d{1,5}) of volume\b)", 0.7, {}, Validator::kNone},
      {"CODE", "land_reference", R"(\bfolio \d{1,5} of volume (\d{1,5})\b)", 0.7, {}, Validator::kNone},
      // ... and the last of several parcels ("parcels 412 and 413", "plots nos. 2417/0004:112 and 2417/0004:113").
      {"CODE", "land_reference",
       R"((?i:\b(?:parcels|plots) (?:nos?\.? )?)\d+[A-Za-z]?(?:[/.:]\d+)*(?:, \d+[A-Za-z]?(?:[/.:]\d+)*)* and (\d+[A-Za-z]?(?:[/.:]\d+)*)\b)",
       0.7, {}, Validator::kNone},
      // A register's number ("a company registered in Riga under number
      // 40003512876", "registered under no. 2204"): three digits at least, a
      // Romanian prosecutor's letter between them ("registered the
      // investigation under no. 160/P/1997"), or an Italian register's letters
      // before them ("registered under no. SIUS 2011/1442").
      // The register's letters and number may stand without "number" ("registered in the Commercial Register
      // under FL-0002.118.447-3"). (One pattern: a second copy of the counted class before "under" had cost
      // every run's automaton a fifth more states.)
      {"CODE", "registered_number",
       R"((?i:\bregistered\b[^.;\n]{0,80}? under (?:(?:the )?(?:(?:registration|company|entry|reference) )?(?:number|no\.?|nr\.?) )?))"
       R"(((?:[A-Z]{2,5} )?\d(?:[\d/\-.]|/[A-Z]{1,5}/)+\d|[A-Z]{2,5}-\d[\d.\-/]*\d)\b)",
       0.75, {}, Validator::kNone},
      // A document's series and number ("his passport (series KM no. 215487)",
      // "identity card series AB no. 123456", "identity card series and number are ABC 412887").
      {"CODE", "series_number", R"((?i:\bseries(?: and numbers?)?(?: are| is| was| were)? )([A-Z]{1,4}(?: no\.?| nos?\.?| number)? ?\d{5,10}|\d{2} ?\d{2},? (?:no\.?|number|№) ?\d{6})\b)", 0.8, {},
       Validator::kNone},
      // A company before its legal form in small letters, as Central and
      // South-East Europe write them ("POHOTOVOSŤ s.r.o.", "Ljubljanska banka
      // d.d.", "Východoslovenská energetika a.s.", "Transalpina Holding S.à
      // r.l.", "Elektroprivreda Crne Gore AD", "Ferreira & Filhos, Lda.",
      // "Kiwi.com s.r.o.", "Las-Trans Sp. j.", "Ingatlanvadász Kft."): the name's words capitalised but for one before
      // the form.
      {"ORGANIZATION", "company_legal_form",
       R"((?:^|[^\p{L}\p{N}\n])(\p{Lu}[\p{L}'’&-]*(?:\.[a-z]{2,3})?(?: \p{Lu}[\p{L}'’&-]*|(?: &)){0,3}(?: \p{Ll}[\p{L}-]+)?,? )"
       R"((?:d\.d\.|d\.o\.o\.|a\.d\.|a\.s\.|s\.r\.o\.|spol\. s r\.o\.|[Ss]p\. z o\.o\.|[Ss]p\. [jkp]\.|[Ss]\.?[Kk]\.?[Aa]\.|k\.s\.|)"
       R"(hf\.|ehf\.|(?:Kft|Zrt|Nyrt)\b\.?|)"
       R"(S\.à r\.l\.|S\.à\.r\.l\.|e\.V\.|S\.p\.A\.|S\.r\.l\.|Lda\.|Ltda\.|S\.L\.U\.|S\.L\.|AD\b|ApS\b|A/S\b)))",
       0.75, {}, Validator::kNone},
      // Works named after their place and trade ("the Rîbniţa Cement Works",
      // "the Tver Wagon-Building Works", "the Kryvyi Rih Iron Ore Works"; a
      // licence's "Derivative Works" have no trade), two trades too ("the
      // Illich Iron and Steel Works", "the Marchlewski Cotton Works").
      {"ORGANIZATION", "works_named",
       R"((?:^|[^\p{L}\p{N}\n])(\p{Lu}\p{L}+(?:[ -]\p{Lu}\p{L}+)? (?:\p{Lu}\p{L}+-(?:Building|Making|Repair|Processing)|Cement|Steel|Iron|Iron Ore|Glass|Gas|Water|Brick|Chemical|Chemicals|)"
       R"(Engineering|Paper|Textile|Tractor|Motor|Metal|Metallurgical|Aluminium|Tyre|Mining|Coke|Iron and Steel|)"
       R"(Cotton|Wool|Woollen|Sugar|Cable|Machine|Porcelain|Timber|Furniture|Printing|Tobacco|Leather|Shoe) Works)\b)",
       0.7, {}, Validator::kNone},
      // A firm of partners ("Her solicitors, Wilson & Co., applied", "O'Brien D'Souza & Co. Solicitors").
      {"ORGANIZATION", "and_company",
       // (Partners' names run with spaces, or three or more with commas: "Harjit Sandhu, Sandhu & Co Solicitors"
       // signs a person and the firm.)
       R"((?:(?m:^)|[^\p{L}\p{N}\n])((?:\p{Lu}[\p{L}'’]*\p{L}(?: \p{Lu}[\p{L}'’]*\p{L})*|\p{Lu}[\p{L}'’]*\p{L}(?:, \p{Lu}[\p{L}'’]*\p{L}){2,}))"
       R"( & Co\.?(?: (?:Solicitors|Advocates|LLP|KG|OHG))?)(?:(?m:$)|[^\p{L}\n]))",
       // (Above a name's 0.85: "Solicitor, Duncan Lewis & Co." is the firm, its founder's name inside.)
       0.88, {},
       Validator::kNone},
      // A bank named in Slavic, Italian or Turkish, its kind after its name
      // ("Tatra banka", "Komercijalna banka", "Banca Intesa" is kind first).
      {"ORGANIZATION", "bank_name", R"((?:^|[^\p{L}\p{N}\n])(\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)? (?:bankası|banka|banca))(?:$|[^\p{L}\n]))", 0.7, {},
       Validator::kNone},
      // A broadcaster by its kind and name ("a journalist with Radio B92", "Radio Free Europe", "Televizija Pink").
      {"ORGANIZATION", "broadcaster_name",
       R"((?:^|[^\p{L}\p{N}\n])((?:Radio|Televizija|Televiziya|Telewizja|Televisão|Televisión) )"
       R"((?:\p{Lu}[\p{L}\p{N}-]*|\p{N}+)(?: \p{Lu}[\p{L}\p{N}-]*){0,2})\b)",
       0.7, {}, Validator::kNone},
      // A bank named in one word ("PrivatBank", "Sberbank", "Halkbank").
      {"ORGANIZATION", "bank_name", R"((?:^|[^\p{L}\p{N}\n])(\p{Lu}\p{Ll}+(?:Bank|bank)(?:[ -]\p{Lu}\p{L}*)?)\b)", 0.7, {}, Validator::kNone},
      // A case's or a file's number in digits alone ("criminal case no.
      // 61187", "file number 4471", "a certificate of ownership (no.
      // 0032561)", "order no. 123"): not a law's ("Law no. 466"), nor the
      // start of a longer number ("file no. 1234-07" is file_number's).
      {"CODE", "case_file_digits",
       R"((?i:\b(?:case|file|case file|dossier|docket|certificate|permit|order|contract|licence|license|warrant|)"
       R"(invoice|receipt|policy)(?: of [a-z]+)?(?: \(?(?:no|nos|number|nr)\.?|#) ?)((?:[A-Z]{1,2} )?\d{3,15}(?:-[a-zA-Z]{1,2})?))"
       R"((?:$|[^/\-\d\p{L}\n]))",
       0.7, {}, Validator::kNone},
      // A flight's number ("on a Meridiana flight, IG 4171", "flight no. TK 1861").
      {"CODE", "flight_number", R"(\bflight(?: no\.| number)?,? ([A-Z][A-Z0-9] ?\d{2,4})\b)", 0.75, {}, Validator::kNone},
      // A vehicle's or an animal's number painted or tagged on it ("armoured personnel carriers, hull numbers
      // 217 and 231", "the cow, earmark no. 1127"), both of two.
      {"CODE", "hull_number", R"((?i:\b(?:hull|tail|side|earmark|ear tag) (?:numbers?|nos?\.) )(\d{2,6})\b)", 0.75, {},
       Validator::kNone},
      {"CODE", "hull_number", R"((?i:\b(?:hull|tail|side|earmark|ear tag) (?:numbers|nos\.) )\d{2,6} and (\d{2,6})\b)",
       0.75, {}, Validator::kNone},
      // A military unit's number, where someone served ("military unit
      // A1515", "military unit no. 33651").
      {"CODE", "military_unit_number", R"(\b[Mm]ilitary unit(?: no\.?| number| nr\.?)? ([A-Z]?\d{3,6})\b)", 0.75, {},
       Validator::kNone},
      // An IBAN's shape after the word itself or "bank account" whose check digits fail (a
      // typed or a court's copy of one still names the account): a code, as
      // IBAN_CODE promises a valid one, which the iban pattern finds above.
      {"CODE", "iban_labelled",
       R"(\b(?:IBAN|(?i:(?:bank )?account(?: number| no\.?)?)(?: is| was)?):? )"
       R"(([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)\b)",
       0.85, {},
       Validator::kNone},
      // Rivers, lakes and roads named ("the Morača river", "the Trakia
      // motorway", "the Kavkaz federal highway", "the River Thames").
      {"LOCATION", "waterway_or_road",
       R"(\bthe (\p{Lu}\p{L}+(?:[ -]\p{Lu}\p{L}+)?(?: federal| national| regional)? (?:river|motorway|highway|expressway|canal|lake|reservoir|dam))\b)",
       0.7, {}, Validator::kNone},
      {"LOCATION", "waterway_or_road", R"(\b((?:River|Lake|Mount) \p{Lu}\p{L}+(?:[ -]\p{Lu}\p{L}+)?))", 0.7, {},
       Validator::kNone},
  };
}

std::vector<PatternDef> AllDefinitions() {
  auto defs = Definitions();
  auto quasi = QuasiIdentifierPatterns();
  defs.insert(defs.end(), std::make_move_iterator(quasi.begin()), std::make_move_iterator(quasi.end()));
  return defs;
}

bool PhoneDigitsOk(std::string_view s) {
  const auto digits = std::count_if(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
  return digits >= 7 && digits <= 15;
}

// Whether the word ending in "-itis", "-osis", "-opathy" or "-algia" names a
// condition: a few common words end so and do not ("diagnosis", "nostalgia").
bool NamesACondition(std::string_view s) {
  static const std::set<std::string, std::less<>> kNotConditions = {
      "diagnosis", "prognosis", "hypnosis", "osmosis", "symbiosis", "metamorphosis", "apotheosis", "nostalgia"};
  for (const std::string_view ending : {"itis", "osis", "opathy", "algia"}) {
    const std::size_t at = s.find(ending);
    if (at == std::string_view::npos) continue;
    const std::size_t begin = s.rfind(' ', at) + 1;  // npos + 1 is 0
    std::string word(s.substr(begin, at + ending.size() - begin));
    std::transform(word.begin(), word.end(), word.begin(), [](unsigned char c) { return std::tolower(c); });
    return !kNotConditions.contains(word);
  }
  return false;
}

bool Validate(Validator v, std::string_view s) {
  switch (v) {
    case Validator::kNone: return true;
    case Validator::kLuhn: return LuhnValid(s);
    case Validator::kIban: return IbanValid(s);
    case Validator::kSsn: return UsSsnValid(s);
    case Validator::kNhs: return UkNhsNumberValid(s);
    case Validator::kNino: return UkNinoValid(s);
    case Validator::kEsId: return EsDniNieValid(s);
    case Validator::kCnId: return CnResidentIdValid(s);
    case Validator::kIp: return IpAddressValid(s) && s.find_first_of("0123456789abcdefABCDEF") != std::string_view::npos;
    case Validator::kPhone: return PhoneDigitsOk(s);
    case Validator::kNumericDate: {
      const std::string t(s);
      const char sep = t.find('/') != std::string::npos ? '/' : t.find('-') != std::string::npos ? '-' : '.';
      const auto a = t.find(sep), b = t.find(sep, a + 1);
      const int d = std::atoi(t.substr(0, a).c_str()), mo = std::atoi(t.substr(a + 1, b - a - 1).c_str());
      int y = std::atoi(t.substr(b + 1).c_str());
      if (t.size() - b - 1 == 2) y += y < 50 ? 2000 : 1900;
      return DateValid(y, mo, d) || DateValid(y, d, mo);  // d/m/y or m/d/y
    }
    case Validator::kFollowingYear: {
      // "1995/6", "1995/96", "1999-2000": the digits after the mark end the
      // year after the first.
      const std::size_t digits = s.size() - s.find_last_not_of("0123456789") - 1;
      const int first = std::atoi(std::string(s.substr(0, 4)).c_str());
      const int second = std::atoi(std::string(s.substr(s.size() - digits)).c_str());
      const int modulus = digits == 1 ? 10 : digits == 2 ? 100 : 10000;
      return (first + 1) % modulus == second;
    }
    case Validator::kMedicalTerm: return NamesACondition(s);
    case Validator::kSlashAcronym:
      // "AND/OR" in a contract's capitals is no organisation.
      return s != "AND/OR" && s != "OR/AND" && s != "AND/NOT";
    case Validator::kWalletAddress: {
      // Bitcoin's 26 to 35 characters, Bech32's 42 to 62, Ethereum's 42; and letters of both cases and digits in
      // Base58, as a key's encoding has and no word or code does.
      if (s.starts_with("bc1")) return s.size() >= 28 && s.size() <= 62;
      if (s.starts_with("0x")) return s.size() == 42;
      if (s.size() < 26 || s.size() > 35) return false;
      const bool upper = std::any_of(s.begin(), s.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)); });
      const bool lower = std::any_of(s.begin(), s.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)); });
      const auto digits = std::count_if(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
      return upper && lower && digits >= 2;
    }
    case Validator::kNotADogBreed: {
      // "the applicant's dog, a German shepherd": a breed, not a job (a Kurdish shepherd is one).
      static const std::set<std::string_view> kBreeds = {"German shepherd", "Belgian shepherd", "Australian shepherd",
                                                          "Anatolian shepherd", "Caucasian shepherd", "Dutch shepherd"};
      return !kBreeds.contains(s);
    }
    case Validator::kNotACarMaker: {
      // "the car factory Zastava Automobili", "Fiat Automobili Srbija": the maker, not a car.
      static const std::set<std::string_view> kMakers = {"Automobili", "Automobiles", "Automobile", "Automotive",
                                                          "Motors", "Group", "Trucks", "AG", "SA", "Srbija",
                                                          "Corporation", "Company", "Ltd", "Limited"};
      return !kMakers.contains(s.substr(s.rfind(' ') + 1));
    }
    case Validator::kNotAPersonsTitle: {
      // "employed by Mr and Mrs Andreou": a person's title begins no employer; "the Metropolitan Bishop of
      // Thessaloniki" names a see, not a bishop called Bishop.
      static const std::set<std::string_view> kTitles = {"Mr",   "Mrs",  "Ms",     "Miss",       "Dr",
                                                          "Sir",  "Lady", "Lord",   "Bishop",     "Archbishop",
                                                          "Metropolitan"};
      return !kTitles.contains(s.substr(0, s.find(' ')));
    }
    case Validator::kNotARole: {
      // "Child Ellie-Mae (3) was present": a record's word for the person begins no name.
      // (The record's roles, and the family's words, which rules of their own take before a name.)
      static const std::set<std::string_view> kRoles = [] {
        std::set<std::string_view> roles = {"Mother", "Father", "Son", "Daughter"};
        const std::string_view all = kRecordRoles;
        for (std::size_t from = 0; from <= all.size();) {
          const std::size_t bar = std::min(all.find('|', from), all.size());
          roles.insert(all.substr(from, bar - from));
          from = bar + 1;
        }
        return roles;
      }();
      return !kRoles.contains(s.substr(0, s.find_first_of(" -")));
    }
    case Validator::kSignatureName: {
      // A practice or a team signs as itself: "Best wishes, The Grange Surgery".
      static const std::set<std::string_view> kBodies = {"Surgery", "Practice", "Team",     "Centre",   "Clinic",
                                                         "Hospital", "Council", "Solicitors", "Services", "Group",
                                                         "Office",  "Department", "Trust"};
      return !s.starts_with("The ") && !kBodies.contains(s.substr(s.rfind(' ') + 1));
    }
    case Validator::kLabelledIdentifier: {
      // Four letters or digits at least, one of them a digit: "no. 12" and
      // "number ONE" are not identifiers.
      const auto alnum = std::count_if(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)); });
      return alnum >= 4 && std::any_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    }
    case Validator::kIsoDate: {
      const std::string t(s);
      return DateValid(std::atoi(t.substr(0, 4).c_str()), std::atoi(t.substr(5, 2).c_str()),
                       std::atoi(t.substr(8, 2).c_str()));
    }
  }
  return false;
}

}  // namespace

std::string AsciiLower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

RE2::Options PatternOptions() {
  RE2::Options o;
  o.set_max_mem(256 << 20);  // Unicode classes make large DFAs; RE2's 8 MiB default is too small
  o.set_log_errors(false);
  return o;
}

PatternSet::PatternSet() : set_(PatternOptions(), RE2::UNANCHORED) {
  defs_ = AllDefinitions();
  for (const auto& d : defs_) {
    std::string error;
    // Built-in patterns are known to compile, to stay on one line and to
    // report a type `types` accepts (every test that builds a detector holds
    // them to all three).
    const auto& types = DetectableTypes();
    if (std::find(types.begin(), types.end(), d.type) == types.end()) std::abort();
    if (!StaysOnOneLine(d.regex) || set_.Add(WidenUnicodeClasses(d.regex), &error) < 0) {
      // A developer's mistake, found by the first test that builds a
      // detector: say which pattern before stopping.
      std::fprintf(stderr, "privtext: built-in pattern %s is broken: %s\n", d.recognizer.c_str(),
                   error.empty() ? "it can match a line break" : error.c_str());
      std::abort();
    }
  }
  if (!set_.Compile()) std::abort();
  compiled_ = std::make_unique<Compiled[]>(defs_.size());
}

// Each pattern's own RE2 is compiled when the set first reports it: most
// runs meet a fraction of the patterns, and compiling all of them took half
// of a detector's construction (a tenth of a second per CLI call).
const RE2& PatternSet::Regex(std::size_t i) const {
  Compiled& c = compiled_[i];
  std::call_once(c.once, [&] { c.re = std::make_unique<RE2>(defs_[i].regex, PatternOptions()); });
  return *c.re;
}

void PatternSet::Find(std::string_view text, std::vector<Candidate>* out) const {
  // Blocks of whole lines of at least this many bytes. A set call costs
  // little, and the smaller the blocks the less each reported pattern reads:
  // callgrind per court case 1.47 M instructions at 64 and 128 bytes, 1.50 M
  // at 512, 1.55 M at 1,024, 2.08 M with one whole-text pass.
  constexpr std::size_t kBlock = 64;
  const re2::StringPiece input(text.data(), text.size());
  const std::size_t first = out->size();
  std::vector<int> hits;
  for (std::size_t from = 0; from < text.size();) {
    std::size_t to = from + std::min(kBlock, text.size() - from);
    const std::size_t newline = text.find('\n', to - 1);
    to = newline == std::string_view::npos ? text.size() : newline + 1;
    // The set sees the block as a whole text: where that differs (^ and $ at
    // its ends) it can only report more, and the search below, with the whole
    // text as context, decides.
    if (set_.Match(re2::StringPiece(text.data() + from, to - from), &hits)) {
      for (int h : hits) FindIn(input, from, to, static_cast<std::size_t>(h), out);
    }
    from = to;
  }
  // One order whatever the blocks: by pattern, then position.
  std::sort(out->begin() + static_cast<std::ptrdiff_t>(first), out->end(), [](const Candidate& a, const Candidate& b) {
    return a.def != b.def ? a.def < b.def : a.start < b.start;
  });
}

namespace {

// A letter of a script that separates words by spaces, or a combining mark.
bool CasedLetterOrMark(std::string_view text, std::size_t pos) {
  const auto lead = static_cast<unsigned char>(text[pos]);
  const std::size_t len = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
  if (lead < 0xC0 || pos + len > text.size()) return false;
  const auto k = utf8proc_category(static_cast<utf8proc_int32_t>(utf8::DecodeMultiByteAt(text, pos)));
  return k == UTF8PROC_CATEGORY_LU || k == UTF8PROC_CATEGORY_LL || k == UTF8PROC_CATEGORY_LT ||
         k == UTF8PROC_CATEGORY_MN;
}

// RE2's \b knows only ASCII words, so "14 Mar" matches inside "14 Maršala
// Tita Street": a match whose ASCII letter or digit runs on into such a letter
// is part of a longer word. Not Chinese or Japanese, which write no spaces
// and may put an ID right after its label.
bool RunsIntoWord(std::string_view text, std::size_t start, std::size_t end) {
  const auto alnum = [&](std::size_t i) { return std::isalnum(static_cast<unsigned char>(text[i])) != 0; };
  if (end < text.size() && alnum(end - 1) && CasedLetterOrMark(text, end)) return true;
  if (start == 0 || !alnum(start) || !utf8::IsContinuation(text[start - 1])) return false;
  std::size_t lead = start - 1;
  while (lead > 0 && utf8::IsContinuation(text[lead])) --lead;
  return CasedLetterOrMark(text, lead);
}

}  // namespace

// Matches never span a line break, so searching [from, to) finds what a
// search of the whole text finds there, match for match.
void PatternSet::FindIn(re2::StringPiece input, std::size_t from, std::size_t to, std::size_t pattern,
                        std::vector<Candidate>* out) const {
  const PatternDef& def = defs_[pattern];
  ForEachMatch(Regex(pattern), input, from, to, [&](std::size_t start, std::size_t end) {
    const std::string_view text(input.data(), input.size());
    if (!RunsIntoWord(text, start, end) && Validate(def.validator, text.substr(start, end - start))) {
      out->push_back({start, end, &def});
    }
  });
}

}  // namespace privtext::detect::internal
