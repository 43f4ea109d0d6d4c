// Realistic fictional stand-ins for identifiers (seed 004's "hiding in plain
// sight"), keyed so that a value always gets the same one.
#include <fmt/ranges.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <utf8proc.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <random>

#include "protect/primitives.h"

namespace privtext::protect {
namespace {

using Words = std::vector<std::string_view>;

const Words kTitles = {"Mr", "Mrs", "Ms", "Miss", "Mx", "Dr", "Prof", "Professor", "Sir", "Dame", "Lord", "Lady",
                       "Judge", "Justice", "Rev", "Father", "Sister", "Mme", "Herr", "Frau", "Maître"};
// The word that says what a street is, kept: after its name ("Heron Walk"),
// before it ("Rue de la Paix"), or at the end of one word ("Hauptstraße").
const Words kStreetKinds = {
    "Street", "St", "St.", "Road", "Rd", "Rd.", "Avenue", "Ave", "Ave.", "Lane", "Walk", "Way", "Drive", "Close",
    "Place", "Square", "Crescent", "Boulevard", "Blvd", "Terrace", "Gardens", "Grove", "Row", "Mews", "Parade",
    "Quay", "Embankment", "Highway", "Alley", "Court", "Rise", "Circle", "Parkway", "Plaza", "Wharf", "Race",
    // A Russian avenue and a block of flats ("15 Lenina Prospekt", "27 Pelham House").
    "Prospekt", "House", "Mansions", "Tower", "Lodge",
    // After the name, as Hungary, the Baltic States, Ukraine and Turkey write it ("Kossuth utca 18").
    "utca", "út", "tér", "körút", "sugárút", "fasor", "rakpart", "kalea", "etorbidea", "iela", "gatvė", "tänav", "maantee", "prospektas", "ulitsa", "vulytsia", "ulica", "g.",
    "Bulvarı", "pr.", "Shosse",
    "Caddesi", "Sokak", "Sokağı",
    // ... and as German writes it in two words ("Sierninger Straße 42").
    "Straße", "Strasse", "Gasse", "Allee", "Platz",
    // ... and a Slovenian road ("Mariborska cesta 84"), Russian lanes, Czech avenues, squares and
    // embankments, and kinds in small letters after a name ("Malyy Karetnyy pereulok 12", "Hlavní třída
    // 583/61", "Tsar Boris III Obedinitel boulevard").
    "cesta", "pereulok", "proyezd", "provulok", "třída", "náměstí", "nábřeží", "street", "avenue", "boulevard",
    "square",
    // ... a Serbian and an Azerbaijani boulevard and street ("Vizantijski bulevar 14", "Nizami küçəsi 12").
    "bulevar", "bulvar", "küçəsi",
    // ... an Azerbaijani avenue and an Irish estate's streets ("Azadlig prospekti 41", "41 Creggan Heights"), and
    // German's kind abbreviated ("Pillenreuther Str. 41").
    "prospekti", "Heights", "Str.", "Estate"};
const Words kStreetPrefixes = {"Rue", "Via", "Viale", "Calle", "Avenida", "Rua", "Piazza", "Plaza", "Ulica", "ulica",
                               "Triq", "Boulevard", "Chemin", "Allée", "Impasse", "Quai", "Paseo", "Carrer",
                               // Catalan and Portuguese: "Avinguda Meritxell", "Passeig de Gràcia", "Praça da Sé";
                               // Croatian squares, roads and quays: "Trg bana Jelačića", "Put Brodarice".
                               "Avinguda", "Passeig", "Plaça", "Praça", "Trg", "Put", "Obala",
                               // Romanian and Greek streets, Poland's "ul." (street) and "al." (avenue):
                               // "Bulevardul Independenței", "Odos Notara 56", "ul. Kościuszki 12/4";
                               // Moldova's "str." and Bulgaria's "bul." ("str. Alba-Iulia 75").
                               "Bulevardul", "Calea", "Strada", "Odos", "ul.", "Ul.", "al.", "Al.", "str.", "bul.",
                               // French and Spanish streets in lower case: "8 rue Victor Hugo".
                               "rue", "avenue", "boulevard", "chemin", "allée", "impasse", "quai", "calle",
                               // Russian and Ukrainian avenues and streets: "14 Prospekt Karla Marksa, flat 57".
                               "Prospekt", "Ulitsa", "ulitsa", "Vulytsia", "vulytsia", "Pereulok", "Naberezhnaya",
                               "Shosse",
                               // ... Romanian and Serbian ones in small letters or their own words: "strada
                               // Victoriei nr. 10", "Bulevar kralja Aleksandra 73".
                               "strada", "bulevardul", "calea", "Bulevar",
                               // ... their avenues and lanes in small letters ("52 prospekt Lenina"), Brussels'
                               // roads ("Chaussée de Gand 311"), a Bulgarian housing estate ("zh.k. Trakia").
                               "prospekt", "pereulok", "provulok", "Chaussée", "chaussée", "zh.k.",
                               // ... and Italian and Catalan ones ("via Plebiscito 412", "vico Lammatari 14",
                               // "carrer de la Força 23").
                               "via", "viale", "vico", "vicolo", "largo", "corso", "carrer", "avinguda", "Corso", "Largo", "Vico",
                               "Vicolo",
                               // ... and an Albanian one ("Rruga Aleksandër Goga"), Romania's boulevards and
                               // roads ("bd. Tomis nr. 212").
                               "Rruga", "bd.", "şos.", "sos.",
                               // ... a Ukrainian street and a Romanian one capitalised ("vul. Artema 141", "Str.
                               // Fabrica de Glucoză nr. 12").
                               "vul.", "Str.", "pr.",
                               // ... Wales's roads and streets ("7 Heol y Felin"), and Germany's streets named "at" a
                               // place ("Am Schlossberg 3").
                               "Heol", "Ffordd", "Stryd", "Lôn", "Am", "An", "Auf",
                               // ... and Spain's "calle" abbreviated ("C/ Bravo Murillo 141").
                               "C/"};
// Words of an address that say where in a building, kept ("Flat 3").
const Words kAddressUnits = {"Flat",  "Apartment", "apartment", "flat", "Apt",  "Apt.", "apt", "apt.", "Ste", "Ste.", "Unit", "Suite",
                             "Room",  "Floor",     "Block", "Building", "No", "No.", "PO", "P.O.", "Box",
                             // A Spanish floor's side: "2º izquierda".
                             "izquierda", "derecha", "izq.", "dcha.", "centro",
                             // A Turkish address's words: "Çay Mahallesi 4512 Sokak No. 7".
                             "Mahallesi", "Mah.", "Sokak", "Sokağı", "Sok.", "Sk.", "Caddesi", "Cad.", "Cd.", "No:",
                             // ... and its flat's door ("No: 17 D: 6").
                             "D:",
                             // A Danish floor's side ("2. tv."), a Portuguese one ("4.º Esq."), a Polish flat
                             // ("104 m. 12"), a block ("block 4").
                             "tv.", "th.", "mf.", "Esq.", "Dto.", "Dt.", "Frente", "m.", "block",
                             // ... and a Balkan flat, floor, block and staircase ("ap. 7", "et. 3", "bl. A3", "sc. B").
                             "ap.", "et.", "bl.", "sc.", "vh.", "zh.k.",
                             // ... a Ukrainian flat, a Turkish one, an Italian staircase and interior, a French
                             // building and staircase, a Belgian box, a Bucharest sector ("kv. 14", "Daire 6",
                             // "scala B, interno 9", "bâtiment C, escalier 2", "boîte 4", "sector 1").
                             "kv.", "Daire", "daire", "scala", "interno", "bâtiment", "escalier", "boîte", "sector",
                             "Sector",
                             // ... a Serbian flat and number, an Albanian quarter, building, staircase and flat
                             // ("stan 22", "br. 61", "Lagjja 11, Pallati 27/1, Shkalla 2, Ap. 9").
                             "stan", "br.", "Lagjja", "Pallati", "Shkalla", "Ap.",
                             // ... a Russian building and a Hungarian floor ("korpus 2, kv. 118", "2. em. 6").
                             "korpus", "em.",
                             // ... and a French and a Swedish flat ("21 rue Gabriel Péri, appartement 43", "lgh 1102").
                             "appartement", "lgh", "lok.", "bus",
                             // ... an Azerbaijani flat and a Spanish door, floor and staircase ("mənzil 12", "puerta
                             // 12").
                             "mənzil", "puerta", "piso", "escalera"};
const Words kStreetEndings = {"straße", "strasse", "str.", "gasse", "weg", "gade", "gatan", "vej", "veien", "straat",
                              "laan", "utca", "katu", "allee", "platz", "damm",
                              // Dutch canals, quays, squares and dykes ("Oudegracht 204").
                              "gracht", "kade", "plein", "singel", "dijk", "steeg",
                              // Iceland's streets and roads ("Hafnarstræti 97", "Hringbraut 119").
                              "stræti", "vegur", "braut"};
// The word that says what an organisation is, kept at the end of its name.
const Words kOrganisationKinds = {
    "Academy", "Agency", "Association", "Authority", "Bank", "Board", "Centre", "Center", "Clinic", "College",
    "Commission", "Committee", "Company", "Corporation", "Council", "Court", "Department", "Foundation", "Fund",
    "Group", "Holdings", "Hospital", "Inc", "Institute", "Insurance", "LLC", "LLP", "Ltd",
    "Limited", "Ministry", "Office", "Partners", "Party", "plc", "Police", "Prison", "School", "Service",
    "Society", "Trust", "Union", "University"};
// Kept at the end of a name too, but never drawn: a drawn "Ltd." before a
// sentence's full stop read "Ltd..".
const Words kOrganisationKindsKeptOnly = {
    "Corp", "Inc.", "Ltd.", "Colony", "Inn", "Hotel", "Restaurant", "Unit", "union", "party", "Facility", "Airlines",
    // Homes, police divisions and pharmacies ("Beechwood Lodge Care Home" -> "Novak Home").
    "Home", "Division", "Pharmacy",
    "Airways", "Lines", "Bureau", "Initiative", "Suite", "Courthouse",
    // Companies' legal forms ("Baltic Amber Trade SIA" -> "Novak SIA").
    "GmbH", "AG", "SA", "S.A.", "SRL", "S.R.L.", "Srl", "SpA", "SARL", "SAS", "BV", "B.V.", "NV", "N.V.", "AB", "ASA",
    "Oy", "Oyj", "JSC", "OOO", "KG", "Kft", "PJSC", "OJSC", "CJSC", "ZAO", "OAO", "EOOD", "OOD", "A.Ş.", "A.S.",
    "SIA", "UAB", "OÜ", "Zrt", "Nyrt", "EAD", "DOO", "DOOEL", "Lda", "Ltda", "Pty", "AS",
    // ... in small letters ("POHOTOVOSŤ s.r.o." -> "Novak s.r.o."), and a bank in Slavic ("Tatra banka").
    "s.r.o.", "d.d.", "d.o.o.", "a.s.", "a.d.", "AD", "hf.", "ehf.", "e.V.", "ApS", "A/S", "k.s.", "banka",
    // Works, schools, ports and stations named so ("the Tehnofrig factory" -> "the Novak factory").
    "Factory", "Plant", "Mine", "Mines", "Shop", "Mill", "Quarry", "Works", "Gymnasium", "Lyceum", "Airport", "Station",
    "Supermarket", "Farm", "Institution", "Magistrate",
    // Commands, ports, commissariats, executives, newspapers, directorates, units, prosecutors, channels, bars
    // and isolators ("the Lille public prosecutor" -> "the Novak public prosecutor").
    "Command", "Port", "Seaport", "Commissariat", "Executive", "Zeitung", "Gazette", "Directorate", "Brigade",
    "Regiment", "Battalion", "Prosecutor", "TV", "Television", "Bar", "Pub", "Cafe", "Nightclub", "Isolator",
    "Telegraph", "Times", "Herald", "Tribune", "Chronicle", "Tageszeitung", "Movement", "Church", "Assembly",
    "Egyesület", "Enterprise",
    // Cooperatives and the trades a works is named by ("the Bushat agricultural cooperative", "Ormo Bakery"),
    // a Portuguese company's form with its full stop ("Ferreira & Filhos, Lda.").
    "Cooperative", "Co-operative", "Outpost", "Café-bar", "Cafe-bar", "Bakery", "Brewery", "Dairy", "Distillery",
    "Lda.", "Ltda.",
    // ... places of worship named so ("Bethel Chapel"), and shelters ("the Casa Rut shelter").
    "Chapel", "Mosque", "Synagogue", "Cathedral", "Temple", "Shelter",
    // ... organisations, motorcycle clubs and newspapers named so, collieries and penitentiaries ("Bandidos MC"
    // had become "Arguello Committee", "the Sremska Mitrovica penitentiary" "the Horta Ltd.").
    "Organisation", "Organization", "MC", "Post", "Colliery", "Penitentiary", "Daily", "Weekly", "Holding",
    // ... and clubs by their sport ("the Cherno More boxing club" had become "the Bitting Group"), football
    // clubs ("Celtic FC" had become "Tumlin Court").
    "Club", "FC", "AFC",
    // ... and the kinds the detector found this session: inspectorates, fronts, homes, Dutch and German companies
    // and associations, taxi firms ("the Timiș County School Inspectorate" had become "the Maris Commission").
    "Inspectorate", "Front", "home", "Maatschappij", "Vereniging", "Gesellschaft", "Verein", "Verband", "Taxis",
    "Cabs", "Motors", "Haulage", "Removals", "Couriers", "Garage", "Tours",
    // ... and businesses before their kind in small letters, and unions in the plural ("the Eroski hypermarket"
    // had become "the Canizales Bank").
    "hypermarket", "store", "workshop", "Unions"};
// The word after a place's name that says what it is, kept ("Žirmūnai
// district" -> "Norhaven district").
const Words kPlaceKindsAfter = {"district", "region", "province", "municipality", "oblast", "county", "village",
                                "neighbourhood", "neighborhood", "raion", "rayon", "governorate", "prefecture",
                                "canton", "commune", "parish", "borough", "suburb", "District", "Region", "Province",
                                // A town's area ("the Toxteth area" had become "the Dadamtu"), a national park.
                                "area", "Park",
                                // Rivers and roads ("the Morača river" -> "the Norhaven river").
                                "river", "motorway", "highway", "expressway", "canal", "lake", "reservoir", "dam",
                                "crossing", "checkpoint",
                                // Gorges, forests, mountains, valleys, quarters, markets, stadiums.
                                "gorge", "Gorge", "forest", "Forest", "mountains", "Mountains", "valley", "Valley",
                                "microdistrict", "market", "stadium", "Monastery", "quarter",
                                // Places of worship named after their name ("the Melik Ahmet mosque" had become
                                // "the Yorito").
                                "mosque", "church", "cathedral", "chapel", "synagogue", "monastery",
                                // Water and land by their shape ("the Curonian Spit", "the Bay of Piran").
                                "bridge", "beach", "Beach", "spit", "Spit", "peninsula", "Peninsula", "bay", "gulf",
                                "Municipality", "Oblast", "County", "Governorate", "Prefecture", "Canton",
                                // Abbeys and hamlets named so ("the Sean Ross Abbey" had become "the Bula Atumba").
                                "Abbey", "Hamlet"};
// What a court's name says after "of" that names no place ("Court of Appeal",
// "High Court of Cassation and Justice", "Court of First Instance").
const Words kCourtNameTails = {"Appeal", "Appeals", "Cassation", "Justice", "First", "Instance", "Review"};
// (Each a language too: "who speaks only Kurdish" had read "who speaks only
// Austrian".)
const Words kNationalities = {"Albanian", "Danish",    "Dutch",      "Estonian", "Finnish",
                              "Greek",    "Hungarian", "Icelandic",  "Irish",    "Latvian",
                              "Maltese",  "Norwegian", "Portuguese", "Slovenian", "Swedish"};
const Words kOccupations = {"accountant", "architect", "baker", "carpenter", "chemist", "electrician", "engineer",
                            "farmer", "journalist", "librarian", "mechanic", "nurse", "pharmacist", "pilot",
                            "plumber", "surveyor", "teacher", "translator", "veterinarian", "welder"};
const Words kConditions = {"asthma", "diabetes", "eczema", "epilepsy", "hypertension", "migraine",
                           "osteoarthritis", "psoriasis", "sciatica", "tinnitus"};
const Words kFamilyStatuses = {"married", "single", "divorced", "widowed", "separated"};
// A relative named as such ("his wife, Mrs X"; "her parents"): another
// relative of the same sex, one or many as the word was, not a marital
// status ("The mother, Ms X" must not read "The grandfather, Ms X").
const std::vector<Words> kRelatives = {
    {"daughter", "wife", "sister", "mother", "niece", "aunt", "granddaughter", "grandmother"},
    {"son", "husband", "brother", "father", "nephew", "uncle", "grandson", "grandfather"},
    // A former or common-law spouse is the other ("common-law husband" had read "single").
    {"ex-wife", "common-law wife"},
    {"ex-husband", "common-law husband"},
    {"partner", "cousin", "child", "parent"},
    {"daughters", "sisters"},
    {"sons", "brothers"},
    {"parents", "children", "cousins", "grandchildren", "grandparents"},
    // A status said as a noun ("She is a widow" had read "She is a widowed").
    {"widow", "divorcee"},
    {"widower", "bachelor"},
    {"fiancée", "girlfriend"},
    {"fiancé", "boyfriend"},
    // In-laws ("Her brother-in-law, Mr X" had read "Her divorced, Mr X").
    {"sister-in-law", "daughter-in-law", "mother-in-law"},
    {"brother-in-law", "son-in-law", "father-in-law"},
    // A union said as a noun ("is in a civil partnership" had read "is in a widowed").
    {"civil partnership", "registered partnership"}};
// A parent by the children ("a father of three", "a single mother"): the same
// parent, another count; a parent alone, in words of either sex.
const Words kParents = {"father", "mother", "parent"};
const Words kSingleParents = {"single parent", "lone parent"};
// Religions ("a member of the Alevi community", "a practising Methodist"):
// another religion, not a nationality.
const Words kReligions = {"Adventist", "Alevi", "Anglican", "Apostolic", "Baptist", "Buddhist", "Calvinist",
                          "Catholic", "Christian", "Evangelical", "Hindu", "Jewish", "Jew", "Kimbanguist", "Lutheran",
                          "Mennonite", "Methodist", "Mormon", "Muslim", "Orthodox", "Pentecostal", "Presbyterian",
                          "Protestant", "Quaker", "Reformed", "Shiite", "Sikh", "Sunni"};
const Words kReligionsDrawn = {"Buddhist", "Catholic", "Hindu", "Lutheran", "Methodist", "Muslim", "Protestant",
                               "Sikh"};
// Race said of someone ("who is black and works"): another, not a nationality.
const Words kRaces = {"black", "white", "of mixed race"};
// ... and a faith by its name ("converted to Catholicism").
const Words kFaiths = {"Islam", "Catholicism", "Orthodoxy", "Protestantism", "Judaism", "Buddhism", "Hinduism",
                       "Christianity", "Sikhism"};
// How far someone went at school, and what they studied ("a degree in
// economics" had become "a carpenter"): another level, another subject.
const Words kEducationLevels = {"primary-school education", "secondary-school education", "higher education",
                                "vocational education"};
const Words kLiteracies = {"illiterate", "semi-literate"};
const Words kSubjects = {"law", "economics", "engineering", "history", "chemistry", "mathematics", "medicine"};
// Being without work ("was unemployed"): another such status, not a job.
const Words kWorkStatuses = {"unemployed", "self-employed", "retired", "homeless"};
// A disability, whatever its degree ("who has a third-degree disability" had
// read "who has a migraine"), and events of illness in their number ("two
// strokes" had read "two migraine").
const Words kDisabilities = {"physical disability", "learning disability", "hearing impairment", "visual impairment",
                             "mobility impairment"};
const Words kIllnessEvents = {"stroke", "seizure", "heart attack", "miscarriage"};  // plural with an "s"
// How a body is, said with an adjective ("is pregnant", "who is deaf", "who
// is addicted to heroin"), and what was done to it ("bypass surgery").
const Words kConditionAdjectives = {"diabetic", "asthmatic", "epileptic", "anaemic", "hard of hearing",
                                    "partially sighted"};
const Words kProcedures = {"knee surgery", "hip surgery", "back surgery", "eye surgery", "heart surgery"};
// Operations named otherwise than by "surgery" ("by Caesarean section"), and
// medicines taken ("takes antidepressants"): another of their kind.
const Words kNamedProcedures = {"caesarean section", "c-section", "tubal ligation", "sterilisation", "sterilization",
                                "coronary bypass", "gastric bypass", "heart bypass", "cardiac bypass",
                                "coronary bypass surgery", "in vitro fertilisation", "in vitro fertilization",
                                "ivf treatment"};
const Words kMedicines = {"antidepressants", "antipsychotics", "methadone", "insulin", "painkillers", "sedatives",
                          "antihistamines", "beta blockers", "statins", "chlorpromazine", "haloperidol", "diazepam",
                          "morphine", "warfarin", "tramadol", "olanzapine", "risperidone", "clozapine", "quetiapine",
                          "sertraline", "fluoxetine", "citalopram", "buprenorphine", "levothyroxine"};
const Words kMedicinesDrawn = {"antihistamines", "beta blockers", "statins", "painkillers"};
// Where someone works or what they run, named by its kind ("his work at the
// slaughterhouse", "runs a bakery"): another place of work, and another
// industry for an industry ("employees in the food industry").
const Words kWorkplaceKinds = {
    "bakery", "shop", "restaurant", "café", "cafe", "bar", "pub", "hotel", "garage", "kiosk", "pharmacy", "pizzeria",
    "grocery", "car wash", "business", "slaughterhouse", "abattoir", "factory", "shipyard", "sawmill", "farm",
    "warehouse", "quarry", "foundry", "brewery", "refinery", "mill", "mine", "coal mine", "supermarket", "laundry",
    "hospital", "clinic", "nursing home", "care home", "kindergarten", "school", "university", "bank", "dockyard",
    "power station", "plant", "workshop", "building site", "construction site"};
const Words kWorkplaceKindsDrawn = {"bakery", "shop", "café", "garage", "factory", "warehouse", "farm", "restaurant"};
const Words kWorkplacesDrawn = {"bakeries", "shops", "cafés", "garages", "factories", "warehouses", "farms", "restaurants"};
const Words kIndustries = {"food industry", "textile industry", "construction industry", "hotel industry",
                           "car industry", "printing industry"};
// Where on the body ("a cut to her left forearm"): another place on it, after
// the same determiner.
const Words kBodySites = {"left elbow", "right knee", "left shoulder", "right wrist", "left ankle",
                          "right forearm", "left hip", "right thigh", "lower back", "left hand"};
// A bone or joint said to be broken ("a fractured wrist", "broke her nose"):
// another one, broken the same way.
const Words kInjuryWords = {"fractured", "broken", "dislocated", "sprained", "shattered", "crushed", "perforated",
                            "swollen"};
// Sexual orientations and identities, drawn in words.
const Words kOrientations = {"heterosexual", "bisexual", "homosexual", "asexual", "transgender"};
// A share of the capacity to work lost ("a 60% loss of professional capacity").
const Words kCapacityLosses = {"loss of working capacity", "loss of earning capacity", "reduction of working capacity"};
// Parts of the body that come in pairs ("both earlobes" -> "both knees").
const Words kPairedParts = {"knees", "hands", "feet", "arms", "ankles", "wrists", "shoulders", "legs"};
// What marks an injury, said before where it is ("bruises on his back").
const Words kInjuryMarks = {"bruises", "bruise", "bruising", "cuts", "cut", "abrasions", "abrasion", "swelling",
                            "pain", "wounds", "wound", "scratches", "burns", "haematoma", "hematoma", "injuries",
                            "injury", "grazes", "scars", "scar", "marks", "fracture", "fractures", "dislocation"};
const Words kBreakableParts = {"wrist", "ankle", "rib", "finger", "collarbone", "jaw", "nose", "elbow", "arm", "leg"};
const Words kBurns = {"first-degree burns", "second-degree burns", "third-degree burns"};
const Words kVehicles = {"Ford Focus", "Toyota Corolla", "Volkswagen Golf", "Renault Clio", "Skoda Octavia",
                         "Honda Civic", "Peugeot 308", "Opel Astra", "Fiat Panda", "Volvo V60"};
// Makes of car, as detect's vehicle rule knows them: a vehicle without one
// and without a digit is a vessel's name ("a fishing boat, the Sveti
// Nikola"), drawn as a name (it had become "the Peugeot 308").
const Words kCarMakes = {"Peugeot", "Citroen", "Citroën", "Renault", "Volkswagen", "VW", "Opel", "Vauxhall", "Fiat",
                         "Mercedes", "Mercedes-Benz", "BMW", "Audi", "Volvo", "Saab", "Toyota", "Nissan", "Skoda",
                         "Škoda", "Dacia", "Mazda", "Hyundai", "Daewoo", "Suzuki", "Subaru", "Land", "Range",
                         "Mitsubishi", "Chevrolet", "Porsche", "Alfa", "Lancia", "Moskvich", "Zastava", "Trabant",
                         "Tofaş", "Lada", "VAZ", "GAZ", "UAZ", "KamAZ", "ZIL", "Ford", "Honda", "Kia", "Jeep", "Tesla"};
const Words kEmailDomains = {"example.com", "example.org", "example.net"};
// How someone looks: another description of the same thing ("of stocky
// build" -> "of slim build", "a tattoo of a spider's web" -> "a tattoo of an
// anchor").
const std::vector<std::pair<std::string_view, Words>> kAppearances = {
    {"tattoo", {"tattoo of a rose", "tattoo of an anchor", "tattoo of a snake", "tattoo of a star"}},
    {"build", {"slim build", "stocky build", "medium build", "athletic build", "heavy build"}},
    {"head", {"shaved head", "bald head"}},
    {"hair", {"dark hair", "fair hair", "grey hair", "red hair", "black hair", "brown hair"}},
    {"eyes", {"blue eyes", "brown eyes", "green eyes", "grey eyes"}},
    {"", {"beard", "moustache", "goatee"}}};  // "" is in every value: the last kind catches the rest

// Numbers in words; the first twenty are what one is redrawn as.
const Words kNumberWords = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                            "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
                            "eighty", "ninety", "hundred", "thousand"};

// How a type's values are redrawn: the detector's types and TAB's categories
// alike. A kind's number keys its draws (KindKey): new kinds go last, so the
// others' surrogates stay what they were.
enum class Kind { kPerson, kPlace, kOrganisation, kDate, kEmail, kUrl, kIp, kCard, kIban, kSsn, kNhs, kNino,
                  kNationality, kOccupation, kCondition, kFamilyStatus, kVehicle, kNumber, kCode, kOrientation,
                  kAppearance };

Kind KindOf(std::string_view type) {
  static const std::vector<std::pair<std::string_view, Kind>> kKinds = {
      {"PERSON", Kind::kPerson},         {"LOCATION", Kind::kPlace},        {"LOC", Kind::kPlace},
      {"ORGANIZATION", Kind::kOrganisation}, {"ORG", Kind::kOrganisation}, {"DATE_TIME", Kind::kDate},
      {"DATETIME", Kind::kDate},         {"EMAIL_ADDRESS", Kind::kEmail},   {"URL", Kind::kUrl},
      {"IP_ADDRESS", Kind::kIp},         {"CREDIT_CARD", Kind::kCard},      {"IBAN_CODE", Kind::kIban},
      {"US_SSN", Kind::kSsn},            {"UK_NHS", Kind::kNhs},            {"UK_NINO", Kind::kNino},
      {"NRP", Kind::kNationality},       {"OCCUPATION", Kind::kOccupation},
      {"DEM", Kind::kOccupation},        {"MEDICAL_CONDITION", Kind::kCondition},
      {"FAMILY_STATUS", Kind::kFamilyStatus}, {"VEHICLE", Kind::kVehicle}, {"AGE", Kind::kNumber},
      {"QUANTITY", Kind::kNumber},       {"SEXUAL_ORIENTATION", Kind::kOrientation},
      {"APPEARANCE", Kind::kAppearance}};
  for (const auto& [name, kind] : kKinds) {
    if (name == type) return kind;
  }
  return Kind::kCode;  // CODE, PHONE_NUMBER, CN_RESIDENT_ID, a user's own types
}

// The family a value's stream is keyed by: one per kind, so that a LOCATION
// and a LOC of one name get one place.
std::string KindKey(Kind kind) { return std::string(1, static_cast<char>('a' + static_cast<int>(kind))); }

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsAsciiUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool IsAsciiLower(char c) { return c >= 'a' && c <= 'z'; }
bool HasDigit(std::string_view s) { return std::any_of(s.begin(), s.end(), IsDigit); }

// `value` with its ASCII digits, in order, replaced by `digits` (as many as it has).
std::string WithDigits(std::string_view value, std::string_view digits) {
  std::string out(value);
  std::size_t k = 0;
  for (char& c : out) {
    if (IsDigit(c)) c = digits[k++];
  }
  return out;
}

// The words of `text` between single spaces, as views into it.
std::vector<std::string_view> SplitWords(std::string_view text) {
  std::vector<std::string_view> words;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t j = std::min(text.find(' ', i), text.size());
    if (j > i) words.push_back(text.substr(i, j - i));
    i = j + 1;
  }
  return words;
}

// The text from the start of `first` to the end of `last`, two views into one string.
std::string_view Between(std::string_view first, std::string_view last) {
  return {first.data(), static_cast<std::size_t>(last.data() + last.size() - first.data())};
}

// A deterministic stream of choices, from the HMAC of one value.
class Draw {
 public:
  explicit Draw(std::uint64_t seed) : rng_(seed) {}
  std::uint64_t Below(std::uint64_t n) {  // n is small: the bias is negligible
    ++used_;
    return rng_() % n;
  }
  int Between(int lo, int hi) { return lo + static_cast<int>(Below(static_cast<std::uint64_t>(hi - lo + 1))); }
  template <class List>
  std::string Pick(const List& list) {
    return std::string(list[Below(list.size())]);
  }
  // How many choices were taken: none, and drawing again gives the same.
  std::uint64_t used() const { return used_; }

 private:
  std::uint64_t used_ = 0;
  std::mt19937_64 rng_;  // its sequence is fixed by the standard: the same on every machine
};

// `value` with each digit redrawn, and with `letters` each letter too (an
// ASCII one in its case, any other as a lower-case ASCII letter); the rest
// kept. A leading digit stays non-zero when it was.
std::string Shape(std::string_view value, Draw& d, bool letters) {
  std::string out;
  out.reserve(value.size());
  bool first_digit = true;
  // Hexadecimal stays hexadecimal: a network card's address or a key's fingerprint, whose capitals are all A to F
  // and stand one by one among digits ("3C:52:82:4A:12:7F" had become "...:9H"; a bank's "BACD" and a passport's
  // "CE4766278" are letters).
  const bool hex = std::any_of(value.begin(), value.end(), IsDigit) &&
                   std::all_of(value.begin(), value.end(), [](char c) { return !IsAsciiUpper(c) || c <= 'F'; }) &&
                   std::count_if(value.begin(), value.end(), IsAsciiUpper) >= 2 &&
                   std::adjacent_find(value.begin(), value.end(), [](char a, char b) {
                     return IsAsciiUpper(a) && IsAsciiUpper(b);
                   }) == value.end();
  for (std::size_t i = 0; i < value.size(); ++i) {
    const char c = value[i];
    if (IsDigit(c)) {
      out.push_back(static_cast<char>(first_digit && c != '0' ? '1' + d.Below(9) : '0' + d.Below(10)));
      first_digit = false;
    } else if (letters && IsAsciiUpper(c)) {
      out.push_back(static_cast<char>('A' + d.Below(hex ? 6 : 26)));
    } else if (letters && IsAsciiLower(c)) {
      out.push_back(static_cast<char>('a' + d.Below(26)));
    } else if (letters && static_cast<unsigned char>(c) >= 0xC0) {  // a multi-byte code point
      while (i + 1 < value.size() && utf8::IsContinuation(value[i + 1])) ++i;
      out.push_back(static_cast<char>('a' + d.Below(26)));
    } else {
      out.push_back(c);
    }
  }
  return out;
}

}  // namespace

std::string PadNumber(int n, std::size_t width) {
  std::string s = std::to_string(n);
  return std::string(width - std::min(width, s.size()), '0') + s;
}

std::string CasedLike(const std::string& value, std::string_view real) {
  bool has_lower = false, has_upper = false;
  for (std::size_t i = 0; i < real.size();) {
    const auto cp = static_cast<utf8proc_int32_t>(utf8::DecodeAt(real, i));
    has_lower = has_lower || utf8proc_islower(cp);
    has_upper = has_upper || utf8proc_isupper(cp);
  }
  if (has_upper == has_lower) return value;
  std::string out;
  for (std::size_t i = 0; i < value.size();) {
    const auto cp = static_cast<utf8proc_int32_t>(utf8::DecodeAt(value, i));
    utf8::Append(out, static_cast<char32_t>(has_upper ? utf8proc_toupper(cp) : utf8proc_tolower(cp)));
  }
  return out;
}

namespace {

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// A name as the pools are searched: without case or diacritics, so that
// "Zoë" and "ZOE" are the pool's "Zoe".
std::string LookupForm(std::string_view name) { return Lower(utf8::WithoutDiacritics(name)); }

bool InList(const Words& list, std::string_view word) { return std::find(list.begin(), list.end(), word) != list.end(); }

// A quantity: its digits redrawn, and its number words ("nineteen other
// defendants") when it has no digits.
std::string Quantity(std::string_view value, Draw& d) {
  if (std::any_of(value.begin(), value.end(), IsDigit)) {
    std::string out = Shape(value, d, false);
    // A height in metres keeps its metre ("1.93 m" -> "1.47 m", not "7.31 m"),
    // which every person's height shares.
    const std::size_t unit = value.find_first_not_of("0123456789.");
    const bool height = value.size() >= 4 && value.starts_with("1.") && unit != std::string_view::npos && unit <= 4 &&
                        (value.substr(unit) == "m" || value.substr(unit) == " m");
    if (height) out[0] = '1';
    return out;
  }
  // A unit after "one" takes the plural of the number drawn for it ("one
  // year and six months" had read "nineteen year and two months").
  static const Words kSingularUnits = {"year", "month", "week", "day", "hour", "minute"};
  std::string out;
  bool plural = false;  // the last number was "one", redrawn as another
  std::size_t i = 0;
  while (i < value.size()) {
    std::size_t j = i;
    while (j < value.size() && std::isalpha(static_cast<unsigned char>(value[j]))) ++j;
    if (j == i) {
      out.push_back(value[i++]);
      continue;
    }
    const std::string_view word = value.substr(i, j - i);
    if (plural && InList(kSingularUnits, Lower(word))) {
      out += std::string(word) + "s";
      plural = false;
      i = j;
      continue;
    }
    const bool number = InList(kNumberWords, Lower(word));
    // "sixty-eight" is one number, redrawn whole (not "fourteen-eight").
    if (number && j + 1 < value.size() && value[j] == '-' && std::isalpha(static_cast<unsigned char>(value[j + 1]))) {
      std::size_t k = j + 1;
      while (k < value.size() && std::isalpha(static_cast<unsigned char>(value[k]))) ++k;
      const std::string unit = Lower(value.substr(j + 1, k - j - 1));
      const auto units_end = kNumberWords.begin() + 9;  // "one" to "nine"
      if (std::find(kNumberWords.begin(), units_end, unit) != units_end) j = k;
    }
    // Not "one" for another number: "eleven days" once read "one days".
    const std::size_t drawn = Lower(word) == "one" ? d.Below(20) : 1 + d.Below(19);
    out += number ? CasedLike(std::string(kNumberWords[drawn]), word) : std::string(word);
    if (number) plural = Lower(word) == "one" && drawn != 0;
    i = j;
  }
  return out;
}

// An age written in digits, each number another near it, on its side of
// eighteen ("His son, aged 12" had read "aged 81"): a child stays a child,
// an adult within five years. An age in words is a quantity's.
std::string Age(std::string_view value, Draw& d) {
  if (!std::any_of(value.begin(), value.end(), IsDigit)) return Quantity(value, d);
  std::string out;
  for (std::size_t i = 0; i < value.size();) {
    if (!IsDigit(value[i])) {
      out.push_back(value[i++]);
      continue;
    }
    std::size_t j = i;
    while (j < value.size() && IsDigit(value[j])) ++j;
    const int n = std::atoi(std::string(value.substr(i, j - i)).c_str());
    const int lo = n < 18 ? std::max(1, n - 3) : std::max(18, n - 5);
    const int hi = n < 18 ? std::min(17, n + 3) : n + 5;
    int drawn = d.Between(lo, hi - 1);
    if (drawn >= n) ++drawn;  // never the age itself
    out += std::to_string(drawn);
    i = j;
  }
  return out;
}

void PutCheckDigitForLuhn(std::string& card) {
  std::string digits;
  for (char c : card) {
    if (IsDigit(c)) digits.push_back(c);
  }
  if (digits.empty()) return;
  digits.back() = '0';  // the check digit, with 0 in its place, adds nothing to the sum
  const char check = static_cast<char>('0' + (10 - check_digits::LuhnSum(digits) % 10) % 10);
  *std::find_if(card.rbegin(), card.rend(), IsDigit) = check;
}

// ISO 13616: check digits 98 - (BBAN + country + "00") mod 97.
void PutIbanCheckDigits(std::string& iban) {
  std::vector<std::size_t> at;  // positions of the compact form's characters
  for (std::size_t i = 0; i < iban.size(); ++i) {
    if (iban[i] != ' ') at.push_back(i);
  }
  if (at.size() < 5) return;
  std::string rotated;
  for (std::size_t k = 4; k < at.size(); ++k) rotated.push_back(iban[at[k]]);
  rotated += std::string{iban[at[0]], iban[at[1]], '0', '0'};
  for (char& c : rotated) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const int check = 98 - check_digits::Mod97(rotated);
  iban[at[2]] = static_cast<char>('0' + check / 10);
  iban[at[3]] = static_cast<char>('0' + check % 10);
}

}  // namespace

struct SurrogateGenerator::Impl {
  std::array<std::uint8_t, 32> key{};
  SurrogatePools pools;
  // Sorted, as LookupForm gives them: for "is this word a first name" and
  // "is this place a country".
  std::vector<std::string> first_names_lower;
  std::vector<std::string> countries_lower;
  // Every year moves by this many (1 to 10, either way), so a text's years
  // keep their order and the gaps between them ("between 1993 and 1996").
  int year_shift = 0;
  // SurrogateOptions::shift_dates: every date moves by this many days (0: off).
  int day_shift = 0;
  bool month_first = false;

  // HMAC-SHA256 under `key`, keyed once: each value duplicates it, which
  // costs a copy of two hash states instead of a fetch and a key schedule.
  EVP_MAC_CTX* keyed_hmac = nullptr;

  ~Impl() {
    EVP_MAC_CTX_free(keyed_hmac);  // OpenSSL cleanses the key's states
    OPENSSL_cleanse(key.data(), key.size());
  }

  bool KeyHmac() {
    EVP_MAC* mac = EVP_MAC_fetch(nullptr, "HMAC", nullptr);
    keyed_hmac = mac == nullptr ? nullptr : EVP_MAC_CTX_new(mac);
    EVP_MAC_free(mac);  // the context holds its own reference
    OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string("digest", const_cast<char*>("SHA256"), 0),
                           OSSL_PARAM_construct_end()};
    return keyed_hmac != nullptr && EVP_MAC_init(keyed_hmac, key.data(), key.size(), params) == 1;
  }

  // The stream of choices for one value of one family (a LOCATION and a LOC
  // of the same name get the same place).
  Draw DrawFor(std::string_view family, std::string_view value) const {
    std::string message(family);
    message.push_back('\0');
    message += utf8::CaseFold(value);
    std::array<std::uint8_t, 32> mac{};
    std::size_t len = 0;
    // A duplicate per call: `keyed_hmac` is only read, so threads may share it.
    EVP_MAC_CTX* ctx = EVP_MAC_CTX_dup(keyed_hmac);
    const bool ok = ctx != nullptr &&
                    EVP_MAC_update(ctx, reinterpret_cast<const unsigned char*>(message.data()), message.size()) == 1 &&
                    EVP_MAC_final(ctx, mac.data(), &len, mac.size()) == 1;
    EVP_MAC_CTX_free(ctx);
    if (!ok) std::abort();  // only when out of memory: a zero seed would give every value one surrogate
    std::uint64_t seed = 0;  // the first 8 bytes, little-endian on every machine
    for (int i = 7; i >= 0; --i) seed = seed << 8 | mac[static_cast<std::size_t>(i)];
    return Draw(seed);
  }

  bool IsFirstName(std::string_view word) const {
    return std::binary_search(first_names_lower.begin(), first_names_lower.end(), LookupForm(word));
  }

  // Another initial for `letter` (one upper-case letter), the same wherever
  // it stands: "J", "J." and the J of "J.R." become one letter.
  char OtherInitial(std::string_view letter) const {
    Draw d = DrawFor("INITIAL", letter);
    char other;
    do {
      other = static_cast<char>('A' + d.Below(26));
    } while (letter.size() == 1 && other == letter[0]);
    return other;
  }

  // Initials with full stops ("J.", "J.R.", "H.Ç."), each letter another, a
  // transliterated initial of two letters too ("L.Sh.", "Kh.", which had
  // become a surname); nothing when `word` is not made of them.
  std::optional<std::string> Initials(std::string_view word) const {
    if (word.empty()) return std::nullopt;
    static const Words kDigraphs = {"Sh", "Kh", "Zh", "Ch", "Ts", "Yu", "Ya", "Ye", "Gh", "Dj"};
    std::string out;
    for (std::size_t i = 0; i < word.size(); ++i) {  // one letter, then its full stop
      const std::size_t start = i;
      const auto letter = static_cast<utf8proc_int32_t>(utf8::DecodeAt(word, i));
      if (i + 1 < word.size() && word[i + 1] == '.' && InList(kDigraphs, word.substr(start, i + 1 - start))) ++i;
      if (!utf8proc_isupper(letter) || i >= word.size() || word[i] != '.') return std::nullopt;
      out.push_back(OtherInitial(word.substr(start, i - start)));
      out.push_back('.');
    }
    return out;
  }

  // One word of a name: a title stays, an initial becomes another initial,
  // and a word becomes a first name or a surname, as the real word is one.
  std::string NameWord(std::string_view word) const {
    if (InList(kTitles, word) || (word.ends_with('.') && InList(kTitles, word.substr(0, word.size() - 1)))) {
      return std::string(word);
    }
    if (word.size() == 1 && IsAsciiUpper(word[0])) return std::string(1, OtherInitial(word));
    if (auto initials = Initials(word)) return *std::move(initials);
    if (!word.empty() && IsAsciiLower(word[0])) return std::string(word);  // van, de, la
    const bool first = IsFirstName(word);
    return OtherName(first ? "FIRST_NAME" : "SURNAME", first ? pools.first_names : pools.surnames, word);
  }

  // A name from `pool` for `real`, drawn from the stream of `family` and
  // `real`, cased like it and never it.
  std::string OtherName(std::string_view family, const std::vector<std::string>& pool, std::string_view real) const {
    Draw d = DrawFor(family, real);
    const std::string folded = utf8::CaseFold(real);
    std::string name;
    // Not the same name, nor a title the gazetteers hold as a name ("Miss", "Lady", "Lord": "Ms Kerry Ann Doyle"
    // had become "Ms Leeanna Miss Herb"). The pools hold thousands of names: this ends at once.
    do {
      name = CasedLike(d.Pick(pool), real);
    } while (utf8::CaseFold(name) == folded || InList(kTitles, name));
    return name;
  }

  // A user name in small letters ("kadrilt", "ivan_77"): its letters
  // another surname's, its digits redrawn, its marks kept ("novak_42").
  std::string UserName(std::string_view value) const {
    Draw d = DrawFor("USER_NAME", value);
    const auto letter = [](char c) { return IsAsciiLower(c) || static_cast<unsigned char>(c) >= 0x80; };
    std::string out;
    for (std::size_t i = 0; i < value.size();) {
      const bool letters = letter(value[i]);
      std::size_t j = i;
      while (j < value.size() && letter(value[j]) == letters) ++j;
      out += letters ? Lower(OtherName("SURNAME", pools.surnames, value.substr(i, j - i)))
                     : Shape(value.substr(i, j - i), d, false);
      i = j;
    }
    return out;
  }

  std::string Person(std::string_view value) const {
    // (A name no capital begins is a user name: every word of it had been kept as a particle, "van" or "de".)
    if (!value.empty() && (IsAsciiLower(value[0]) || IsDigit(value[0])) &&
        std::none_of(value.begin(), value.end(), [](char c) { return IsAsciiUpper(c); })) {
      return UserName(value);
    }
    std::string out;
    std::size_t i = 0;
    while (i < value.size()) {
      const std::size_t end = std::min(value.find_first_of(" -", i), value.size());
      // A nickname's quotation marks stay around its words ("Plamen “the Boxer” Iliev": its "the" had become a
      // surname).
      std::string_view word = value.substr(i, end - i);
      std::size_t open = 0, close = 0;
      for (std::string_view q : {"\"", "\u201c", "\u00ab"}) {
        if (word.size() > q.size() && word.starts_with(q)) open = q.size();
      }
      for (std::string_view q : {"\"", "\u201d", "\u00bb"}) {
        if (word.size() > open + q.size() && word.ends_with(q)) close = q.size();
      }
      out += word.substr(0, open);
      out += NameWord(word.substr(open, word.size() - open - close));
      out += word.substr(word.size() - close);
      if (end < value.size()) out.push_back(value[end]);
      i = end + 1;
    }
    return out;
  }

  std::string Date(std::string_view value, Draw& d) const {
    if (day_shift != 0) {
      if (auto shifted = ShiftDate(value, day_shift, month_first)) return *std::move(shifted);
    }
    std::string out;
    std::size_t i = 0;
    int last_day = 0, last_day_drawn = 0;  // a range's first day ("14 to 15 February")
    while (i < value.size()) {
      if (IsDigit(value[i])) {
        std::size_t j = i;
        while (j < value.size() && IsDigit(value[j])) ++j;
        const std::string_view digits = value.substr(i, j - i);
        const int n = std::stoi(std::string(digits.substr(0, 9)));
        // A night's two days before their month ("the night of 3/4 July") stay a night's.
        if (digits.size() <= 2 && n >= 1 && n < 31 && j + 1 < value.size() && value[j] == '/') {
          std::size_t k = j + 1;
          while (k < value.size() && IsDigit(value[k])) ++k;
          if (k > j + 1 && k - j - 1 <= 2 && k + 1 < value.size() && value[k] == ' ' && !IsDigit(value[k + 1]) &&
              std::stoi(std::string(value.substr(j + 1, k - j - 1))) == n + 1) {
            const int first = d.Between(1, 27);
            out += std::to_string(first) + "/" + std::to_string(first + 1);
            i = k;
            continue;
          }
        }
        const std::string_view before = value.substr(0, i);
        const bool range_end = last_day > 0 && n > last_day && n <= 31 &&
                               (before.ends_with(" to ") || before.ends_with("-") || before.ends_with("\u2013") ||
                                before.ends_with(" and "));
        int drawn;
        if (digits.size() == 4 && n >= 1000 && value.substr(j, 1) == "s") {
          drawn = n + (year_shift > 0 ? 10 : -10);  // a decade ("the mid-1960s") moves by one, the way years move
        } else if (digits.size() == 4 && n >= 1000) {
          drawn = n + year_shift;
        } else if (digits.size() <= 2 && i > 0 && value[i - 1] == ':') {
          drawn = d.Between(0, 59);  // minutes or seconds
        } else if (digits.size() <= 2 && value.substr(j, 1) == ":") {
          drawn = n <= 12 ? d.Between(1, 12) : d.Between(13, 23);  // an hour, on the clock it was written on
        } else if (range_end) {
          drawn = std::min(28, last_day_drawn + (n - last_day));  // "14 to 15" stays a day apart, in order
        } else if (digits.size() <= 2) {
          drawn = n <= 12 ? d.Between(1, 12) : d.Between(1, 28);
        } else {
          out += Shape(digits, d, false);
          i = j;
          continue;
        }
        // Zero-padded as written ("07"), and in numeric dates and times ("03/05", "9:05").
        const auto separator = [](char c) { return c == '/' || c == '-' || c == '.' || c == ':'; };
        const bool numeric = (i > 0 && separator(value[i - 1])) || (j < value.size() && separator(value[j]));
        if (digits.size() <= 2 && !numeric) {
          last_day = n;
          last_day_drawn = drawn;
        }
        std::string text = std::to_string(drawn);
        if ((digits[0] == '0' || numeric) && text.size() < digits.size()) text.insert(0, digits.size() - text.size(), '0');
        out += text;
        i = j;
        // An ordinal's ending follows the new number.
        if (value.substr(i, 2) == "st" || value.substr(i, 2) == "nd" || value.substr(i, 2) == "rd" ||
            value.substr(i, 2) == "th") {
          out += OrdinalEnding(static_cast<unsigned>(drawn));
          i += 2;
        }
      } else if (std::isalpha(static_cast<unsigned char>(value[i]))) {
        std::size_t j = i;
        // (A letter beyond ASCII belongs to the word: "março" is no "mar", March abbreviated.)
        while (j < value.size() &&
               (std::isalpha(static_cast<unsigned char>(value[j])) || value[j] == '.' || (value[j] & 0x80) != 0)) {
          ++j;
        }
        const std::string_view word = value.substr(i, j - i);
        bool abbreviated = false;
        std::string name;
        if (FindCalendarName(kMonthNames, word, &abbreviated)) {
          name = d.Pick(kMonthNames);
        } else if (FindCalendarName(kWeekdayNames, word, &abbreviated)) {
          name = d.Pick(kWeekdayNames);
        }
        if (name.empty()) {
          out += word;
        } else {
          out += CasedLike(abbreviated ? name.substr(0, 3) : name, word.substr(0, 3));
          if (word.ends_with('.')) out.push_back('.');
        }
        i = j;
      } else {
        out.push_back(value[i++]);
      }
    }
    return out;
  }

  std::string Organisation(std::string_view value, Draw& d) const {
    // An institution by its number ("Prison no. 13" -> "Prison no. 48",
    // "Rustavi Prison no. 6" -> "Novak Prison no. 31"): the name before it as
    // any other, unless it is only the kind's words.
    for (std::string_view mark : {" no. ", " No. ", " \u2116 "}) {
      const std::size_t at = value.rfind(mark);
      const std::string_view number = at == std::string_view::npos ? "" : value.substr(at + mark.size());
      if (number.empty() || !std::all_of(number.begin(), number.end(), IsDigit)) continue;
      const std::string_view before = value.substr(0, at);
      const std::vector<std::string_view> words = SplitWords(before);
      // (What kind of prison or school it is is a kind's word too: "Penitentiary Institution no. 12".)
      static const Words kFacilityWords = {"Penitentiary", "Correctional", "Remand", "Detention", "Pre-trial",
                                           "Psychiatric", "Secondary", "Primary", "High", "Polling", "Police"};
      const bool kind_only = std::all_of(words.begin(), words.end(), [](std::string_view w) {
        return IsAsciiLower(w[0]) || InList(kOrganisationKinds, w) || InList(kOrganisationKindsKeptOnly, w) ||
               InList(kFacilityWords, w);
      });
      return (kind_only ? std::string(before) : Organisation(before, d)) + std::string(mark) + Shape(number, d, true);
    }
    // The kind first, as Spain, France, Italy and Germany write it:
    // "Hospital Gregorio Marañón" -> "Hospital Novak".
    static const Words kKindsFirst = {"Hospital",    "Hôpital",  "Ospedale", "Clínica",  "Clinique",
                                      "Klinikum",    "Universidad", "Université", "Università", "Universität",
                                      "Colegio",     "Instituto", "Banco",    "Banque",
                                      "Krankenhaus", "Klinik",    "Bezirksklinikum", "Universitätsklinikum", "Radio",
                                      "Stichting",   "Fundacja",  "Fundación", "Fondation", "Fondazione",
                                      "Fundația",    "Asociația", "Associazione", "Asociación", "Stowarzyszenie",
                                      // A hotel or an inn, Her Majesty's Prison ("HMP Parc" -> "HMP Novak"),
                                      // a company after its legal form ("OOO Stroyinvest" -> "OOO Novak").
                                      "Hotel",       "Gasthof",   "Gasthaus", "HMP",    "OOO",      "ZAO",
                                      "OAO",         "PAO",       "TOV",      "SRL",
                                      // Banks, schools and casinos named kind first ("Bank Asya", "École Centrale",
                                      // "Casinò di San Marino" -> "Casinò Novak").
                                      "Bank",        "École",     "Casino",   "Casinò", "Banca", "Gesamtschule",
                                      "Bar",         "Caffè",     "Café",     "Trattoria", "Ristorante", "Pizzeria",
                                      "Institut",
                                      "Grundschule", "Realschule", "Hauptschule", "Berufsschule",
                                      // Catalan and Italian schools, clinics and consortia, a university hospital,
                                      // Baltic companies and football clubs ("SIA Baltic Data Trade" -> "SIA Novak").
                                      "Escola", "Escuela", "Clinica", "Policlinico", "Istituto", "Consorzio",
                                      "Cooperativa", "CHU", "SIA", "UAB", "FC", "Kombinat"};
    // A German school or clinic named with hyphens in one word: "Kepler-Gymnasium" -> "Novak-Gymnasium".
    static const Words kHyphenatedKinds = {"Gymnasium", "Grundschule", "Realschule", "Hauptschule", "Gesamtschule",
                                           "Oberschule", "Schule", "Klinikum", "Klinik", "Krankenhaus", "Universität",
                                           "Hochschule", "Stiftung"};
    if (const std::size_t hyphen = value.rfind('-'); hyphen != std::string_view::npos &&
        value.find(' ') == std::string_view::npos && InList(kHyphenatedKinds, value.substr(hyphen + 1))) {
      return d.Pick(pools.surnames) + std::string(value.substr(hyphen));
    }
    if (const std::size_t space = value.find(' ');
        space != std::string_view::npos && InList(kKindsFirst, value.substr(0, space)) &&
        !InList(kOrganisationKinds, value.substr(value.rfind(' ') + 1))) {
      return std::string(value.substr(0, space)) + " " + d.Pick(pools.surnames);
    }
    // An acronym or a facility's code is another of its shape ("ASL" -> "QXT", "ORB-2" -> "KWD-7", "IZ-6/1" ->
    // "KW-3/8"; the code had become "Dills Foundation").
    // (In any alphabet: "FETÖ" -> "KWDZ"; it had become "Almazan Prison".)
    if (value.size() >= 2 && std::none_of(value.begin(), value.end(), IsAsciiLower) &&
        std::any_of(value.begin(), value.end(), IsAsciiUpper) &&
        std::all_of(value.begin(), value.end(), [](char c) {
          return IsAsciiUpper(c) || IsDigit(c) || c == '-' || c == '/' || static_cast<unsigned char>(c) >= 0x80;
        })) {
      std::string shaped = Shape(value, d, true);
      for (char& c : shaped) {
        if (IsAsciiLower(c)) c = static_cast<char>(c - ('a' - 'A'));
      }
      return shaped;
    }
    const std::size_t last_space = value.rfind(' ');
    const std::string_view last = last_space == std::string_view::npos ? value : value.substr(last_space + 1);
    const std::string name = d.Pick(pools.surnames);
    // The kind said after the name, with what follows it or in lower case:
    // "Bălţi Court of Appeal" -> "Novak Court of Appeal", "Braşov psychiatric
    // hospital" -> "Novak psychiatric hospital" (not "Novak Ltd").
    const std::vector<std::string_view> words = SplitWords(value);
    std::string last_capitalised(words.empty() ? std::string_view() : words.back());
    if (!last_capitalised.empty() && IsAsciiLower(last_capitalised[0])) last_capitalised[0] -= 'a' - 'A';
    // (What follows the kind only when it names no place: "Regional Asylum
    // Office of Lesbos" keeps no "of Lesbos".)
    const auto generic_from = [&](std::size_t k) {
      return std::all_of(words.begin() + static_cast<std::ptrdiff_t>(k), words.end(), [](std::string_view w) {
        return IsAsciiLower(w[0]) || InList(kCourtNameTails, w);
      });
    };
    // The kind first, before what it is of, for or on: "Committee on Missing Persons" -> "Novak Committee" (it had
    // become "Olesen Foundation").
    if (words.size() > 2 && InList(kOrganisationKinds, words[0]) &&
        (words[1] == "of" || words[1] == "for" || words[1] == "on")) {
      return name + " " + std::string(words[0]);
    }
    for (std::size_t k = 1; k < words.size(); ++k) {
      // (Or "on" what it studies: "International Commission on Missing Persons" -> "Novak Commission".)
      const bool of_for_on = k + 1 < words.size() &&
                             (words[k + 1] == "of" || words[k + 1] == "for" || words[k + 1] == "on");
      const bool kind_of = of_for_on && InList(kOrganisationKinds, words[k]) && generic_from(k + 1);
      // (A kept-only kind counts here in small letters: "Tehnofrig factory", "Gekhi state farm".)
      const bool lower_tail = IsAsciiLower(words[k][0]) && !IsAsciiLower(words[k - 1][0]) &&
                              (InList(kOrganisationKinds, last_capitalised) ||
                               (InList(kOrganisationKindsKeptOnly, last_capitalised) && last_capitalised != words.back()));
      if (kind_of || lower_tail) return name + " " + std::string(value.substr(words[k].data() - value.data()));
      // The kind before what it is of or for, that tail a name: "Zadar County
      // Office for Reconstruction" -> "Novak Office" (not "Novak University").
      if (of_for_on && InList(kOrganisationKinds, words[k])) {
        return name + " " + std::string(words[k]);
      }
    }
    if (last_space != std::string_view::npos &&
        (InList(kOrganisationKinds, last) || InList(kOrganisationKindsKeptOnly, last))) {
      const bool article = value.starts_with("the ") || value.starts_with("The ");
      return (article ? std::string(value.substr(0, 4)) : std::string()) + name + " " + std::string(last);
    }
    return name + " " + d.Pick(kOrganisationKinds);
  }

  // How someone looks: the first kind of description the value names.
  static std::string Appearance(std::string_view value, Draw& d) {
    const std::string lower = Lower(value);
    for (const auto& [what, descriptions] : kAppearances) {
      if (lower.find(what) != std::string::npos) return CasedLike(d.Pick(descriptions), value);
    }
    return std::string(value);  // not reached
  }

  // Schooling and studies (the "education" and "education_level" rules of
  // detect): the same kind of thing, drawn.
  static std::optional<std::string> Education(std::string_view value, Draw& d) {
    const std::string lower = Lower(value);
    if (lower.ends_with(" education")) return CasedLike(d.Pick(kEducationLevels), value);
    if (InList(kLiteracies, lower)) return CasedLike(d.Pick(kLiteracies), value);
    // Years at school: another count, another school ("eight years of primary school" had become "a baker").
    if (const std::size_t years = lower.find(" years of ");
        years != std::string::npos && lower.find("school") != std::string::npos) {
      static const Words kSchools = {"primary school", "secondary school", "schooling"};
      return Quantity(value.substr(0, years + 6), d) + " of " + d.Pick(kSchools);
    }
    for (std::string_view head : {"degree", "diploma", "doctorate", "phd", "qualification", "graduated", "studied",
                                  "studying", "student"}) {
      if (!lower.starts_with(head) && lower.find(" " + std::string(head)) == std::string::npos) continue;
      // "degree in economics" -> "degree in law": what comes before the subject kept ("a student" alone is a job's).
      for (std::string_view joint : {" in ", " of "}) {
        if (const std::size_t at = lower.rfind(joint); at != std::string::npos) {
          return std::string(value.substr(0, at + joint.size())) + d.Pick(kSubjects);
        }
      }
    }
    return std::nullopt;
  }

  std::string Email(Draw& d) const {
    std::string local = d.Pick(pools.first_names) + "." + d.Pick(pools.surnames);
    std::erase_if(local, [](char c) { return !(IsAsciiLower(c) || IsAsciiUpper(c) || c == '.'); });
    return Lower(local) + "@" + d.Pick(kEmailDomains);
  }

  std::string Url(std::string_view value, Draw& d) const {
    const std::size_t scheme = value.find("://");
    const std::size_t host_start = scheme == std::string_view::npos ? 0 : scheme + 3;
    const std::size_t path = std::min(value.find('/', host_start), value.size());
    const std::string prefix(value.substr(0, host_start));
    const bool www = value.substr(host_start, 4) == "www.";
    return prefix + (www ? "www." : "") + d.Pick(kEmailDomains) + Shape(value.substr(path), d, true);
  }

  std::string Ip(std::string_view value, Draw& d) const {
    if (value.find(':') != std::string_view::npos) {  // IPv6: hex digits stay hex digits
      std::string out(value);
      for (char& c : out) {
        if (std::isxdigit(static_cast<unsigned char>(c))) c = "0123456789abcdef"[d.Below(16)];
      }
      return CasedLike(out, value);
    }
    return std::to_string(d.Between(1, 223)) + "." + std::to_string(d.Between(0, 255)) + "." +
           std::to_string(d.Between(0, 255)) + "." + std::to_string(d.Between(1, 254));
  }

  std::string Ssn(std::string_view value, Draw& d) const {
    const std::string shaped = Shape(value, d, false);
    if (std::count_if(shaped.begin(), shaped.end(), IsDigit) != 9) return shaped;
    // Issued ranges: area 001-899 but not 666, group 01-99, serial 0001-9999.
    int area = d.Between(1, 898);
    if (area >= 666) ++area;
    return WithDigits(shaped, PadNumber(area, 3) + PadNumber(d.Between(1, 99), 2) + PadNumber(d.Between(1, 9999), 4));
  }

  // Nine digits redrawn until their check digit exists (ten in eleven do),
  // then the check put in place.
  std::string Nhs(std::string_view value, Draw& d) const {
    if (std::count_if(value.begin(), value.end(), IsDigit) != 10) return Shape(value, d, false);
    for (;;) {
      std::string digits;
      for (int k = 0; k < 9; ++k) digits.push_back(static_cast<char>('0' + d.Below(10)));
      const int check = check_digits::NhsCheckDigit(digits);
      if (check == 10 || digits.find_first_not_of(digits[0]) == std::string::npos) continue;
      digits.push_back(static_cast<char>('0' + check));
      return WithDigits(value, digits);
    }
  }

  // Two prefix letters HMRC allocates, the digits redrawn, a suffix A to D;
  // the spaces kept.
  std::string Nino(std::string_view value, Draw& d) const {
    std::string out = Shape(value, d, false);
    const std::size_t first = out.find_first_not_of(' ');
    const std::size_t last = out.find_last_not_of(' ');
    if (first == std::string::npos || first + 1 >= last) return out;
    std::string prefix;
    do {  // again when HMRC never allocates the prefix (about half of them)
      prefix = {static_cast<char>('A' + d.Below(26)), static_cast<char>('A' + d.Below(26))};
    } while (!check_digits::NinoPrefixAllocated(prefix));
    out.replace(first, 2, prefix);
    out[last] = "ABCD"[d.Below(4)];
    return out;
  }

  // A nationality ("Ukrainian national" -> "Greek national") or a religion
  // ("Alevi" -> "Hindu"), in the number it was written in.
  std::string Nationality(std::string_view value, Draw& d) const {
    // A religion of two words ("a Jehovah's Witness" had become "a Hungarian").
    if (value.starts_with("Jehovah")) return d.Pick(kReligionsDrawn) + (value.ends_with("es") ? "s" : "");
    std::string_view word = value;
    std::string_view rest;  // " national", " nationals"
    if (const std::size_t space = value.find(' '); space != std::string_view::npos) {
      word = value.substr(0, space);
      rest = value.substr(space);
    }
    if (InList(kFaiths, value)) return d.Pick(kFaiths);
    if (const std::string lower = Lower(value); InList(kRaces, lower) || lower.starts_with("mixed")) {
      return CasedLike(d.Pick(kRaces), value);
    }
    // A faith of two words is another faith ("a Sunni Muslim" had become "a Danish").
    if (const std::string_view last = value.substr(value.rfind(' ') + 1);
        !rest.empty() && rest != " national" && rest != " nationals" &&
        (InList(kReligions, last) || (last.ends_with('s') && InList(kReligions, last.substr(0, last.size() - 1))))) {
      return d.Pick(kReligionsDrawn) + (last.ends_with('s') && !InList(kReligions, last) ? "s" : "");
    }
    const bool plural = word.size() > 3 && word.ends_with('s');
    const std::string_view singular = plural ? word.substr(0, word.size() - 1) : word;
    if (InList(kReligions, singular) || InList(kReligions, word)) {
      return CasedLike(d.Pick(kReligionsDrawn) + (plural && !InList(kReligions, word) ? "s" : ""), word) +
             std::string(rest);
    }
    if (rest == " national" || rest == " nationals") return CasedLike(d.Pick(kNationalities), word) + std::string(rest);
    // A people's adjective keeps its capital ("he has been stateless" had read "he has been hungarian").
    if (IsAsciiLower(value[0])) return d.Pick(kNationalities);
    return CasedLike(d.Pick(kNationalities), value);
  }

  // A place, a country as a country. Each call draws afresh from `d`.
  std::string PlaceDraft(std::string_view value, Draw& d) const {
    const bool country = std::binary_search(countries_lower.begin(), countries_lower.end(), LookupForm(value));
    return CasedLike(d.Pick(country ? pools.countries : pools.places), value);
  }

  // One part of an address that names a street: its numbers redrawn, its
  // name another (a surname), its kind kept ("142 Heron Walk" -> "87 Moreau
  // Walk", "Rue de la Paix 3" -> "Rue Novak 5", "Hauptstraße 5" ->
  // "Larsenstraße 2"). Nothing when the part names no street.
  std::optional<std::string> Street(std::string_view part, Draw& d) const {
    const std::vector<std::string_view> words = SplitWords(part);
    // [name_begin, name_end): the words of the street's name.
    std::size_t name_begin = 0, name_end = 0;
    std::size_t prefix = std::string_view::npos;  // the kind before the name ("Rue")
    std::string_view ending;                      // the kind at the end of the name's one word
    for (std::size_t k = 1; k < words.size() && name_end == 0; ++k) {
      if (InList(kStreetKinds, words[k]) && !HasDigit(words[k - 1])) {
        name_end = k;
        name_begin = k;
        while (name_begin > 0 && !HasDigit(words[name_begin - 1])) --name_begin;
      }
    }
    // (A name may begin with a date's day: "ul. 25 Oktyabrya 104" -> "ul. Novak 12".)
    const auto day_then_name = [&](std::size_t k) {
      return k + 1 < words.size() && words[k].size() <= 2 && std::all_of(words[k].begin(), words[k].end(), IsDigit) &&
             !HasDigit(words[k + 1]);
    };
    for (std::size_t k = 0; k + 1 < words.size() && name_end == 0; ++k) {
      if (InList(kStreetPrefixes, words[k]) && (!HasDigit(words[k + 1]) || day_then_name(k + 1))) {
        prefix = k;
        name_begin = k + 1;
        name_end = HasDigit(words[k + 1]) ? name_begin + 1 : name_begin;
        while (name_end < words.size() && !HasDigit(words[name_end])) ++name_end;
      }
    }
    if (name_end == 0) {  // one word with its kind at the end
      for (std::size_t k = 0; k < words.size() && name_end == 0; ++k) {
        const std::string lower = Lower(words[k]);
        for (std::string_view street_ending : kStreetEndings) {
          if (lower.size() > street_ending.size() + 2 && lower.ends_with(street_ending)) {
            name_begin = k;
            name_end = k + 1;
            ending = words[k].substr(words[k].size() - street_ending.size());
            // (With its hyphen: "Karl-Marx-Allee 34" -> "Novak-Allee 12".)
            if (words[k].size() > ending.size() && words[k][words[k].size() - ending.size() - 1] == '-') {
              ending = words[k].substr(words[k].size() - ending.size() - 1);
            }
            break;
          }
        }
      }
    }
    if (name_end == 0) return std::nullopt;
    std::vector<std::string> out;
    const std::size_t before = std::min(prefix, name_begin);
    if (before > 0) out.push_back(PlacePart(Between(words[0], words[before - 1]), d));  // "Flat 3 142 ..."
    if (prefix != std::string_view::npos) out.emplace_back(words[prefix]);
    const std::string_view name = Between(words[name_begin], words[name_end - 1]);
    // A surname, the same wherever the street is written.
    out.push_back(OtherName("STREET", pools.surnames, name.substr(0, name.size() - ending.size())) +
                  std::string(ending));
    std::size_t rest = name_end;
    if (rest < words.size() && InList(kStreetKinds, words[rest])) out.emplace_back(words[rest++]);
    // (And the street's quarter after its kind: "17 Moss Lane East" -> "28 Novak Lane East", "Dundas St W".)
    static const Words kQuarters = {"East", "West", "North", "South", "N", "S", "E", "W"};
    if (rest < words.size() && InList(kQuarters, words[rest])) out.emplace_back(words[rest++]);
    if (rest < words.size()) out.push_back(PlacePart(Between(words[rest], words.back()), d));  // "... Walk Norhaven"
    return fmt::format("{}", fmt::join(out, " "));
  }

  // An address ("142 Heron Walk, Norhaven"): each part as it is a street,
  // a code (a postcode) or a place. Nothing when no part names a street.
  std::optional<std::string> Address(std::string_view value, Draw& d) const {
    std::vector<std::string_view> parts;
    for (std::size_t i = 0; i <= value.size();) {
      const std::size_t j = std::min(value.find(", ", i), value.size());
      parts.push_back(value.substr(i, j - i));
      i = j + 2;
    }
    std::vector<std::optional<std::string>> streets;
    bool any = false;
    for (std::string_view part : parts) {
      streets.push_back(Street(part, d));
      // (A post office box holds an address as a street does: "PO Box 8803, Leeds LS1 4AP" -> "PO Box 4127, ...".)
      if (!streets.back() && (part.starts_with("PO Box ") || part.starts_with("P.O. Box "))) {
        streets.back() = PlacePart(part, d);
      }
      any = any || streets.back().has_value();
    }
    // A street named without its kind, its number after it, opens an address of more parts ("Údolní 53, 602 00
    // Brno" -> "Novak 17, 318 42 Norhaven").
    // Alone, of two words and its number ("Mehmeda Spahe 12"; "Dublin 10" is a town's district).
    if (!streets[0]) {
      const std::vector<std::string_view> words = SplitWords(parts[0]);
      if (words.size() >= (parts.size() > 1 ? 2u : 3u) && HasDigit(words.back()) && !IsAsciiLower(words[0][0]) &&
          !InList(kAddressUnits, words[0]) && std::none_of(words.begin(), words.end() - 1, HasDigit)) {
        streets[0] = OtherName("STREET", pools.surnames, Between(words.front(), words[words.size() - 2])) + " " +
                     PlacePart(words.back(), d);
        any = true;
      }
    }
    if (!any) return std::nullopt;
    std::vector<std::string> out;
    for (std::size_t k = 0; k < parts.size(); ++k) out.push_back(streets[k] ? *streets[k] : PlacePart(parts[k], d));
    return fmt::format("{}", fmt::join(out, ", "));
  }

  // A part of an address that names no street: its codes and numbers
  // redrawn ("SW1A 1AA", "10115"), a unit's word kept ("Flat"), and the
  // other words as places ("Norhaven" here and alone: one place).
  std::string PlacePart(std::string_view part, Draw& d) const {
    std::vector<std::string> out;
    std::vector<std::string_view> run;  // words of one place
    const auto end_run = [&] {
      if (run.empty()) return;
      out.push_back(Surrogate(Between(run.front(), run.back()), "LOCATION"));
      run.clear();
    };
    const std::vector<std::string_view> words = SplitWords(part);
    // (Three capitals beside a number are a postcode's too: Malta's "BKR 4122".)
    const bool coded = std::any_of(words.begin(), words.end(), HasDigit);
    for (std::string_view word : words) {
      if (HasDigit(word)) {
        end_run();
        // A floor's ordinal mark stays ("3º B" -> "5º K"), and so does a house number's "bis" ("41bis" -> "67bis").
        std::string_view mark;
        for (std::string_view m : {"º", "ª", "°", "bis", "ter"}) {
          if (word.ends_with(m)) mark = m;
        }
        out.push_back(Shape(word.substr(0, word.size() - mark.size()), d, true) + std::string(mark));
      } else if (InList(kAddressUnits, word)) {  // (before a door's letters: "PO Box" is kept)
        end_run();
        out.emplace_back(word);
      } else if ((word.size() <= 2 || (coded && word.size() == 3)) && std::all_of(word.begin(), word.end(), IsAsciiUpper)) {
        end_run();
        out.push_back(Shape(word, d, true));  // a door's or a block's letter, a Dutch postcode's, not a place
      } else {
        run.push_back(word);
      }
    }
    end_run();
    return fmt::format("{}", fmt::join(out, " "));
  }

  std::string Draft(std::string_view value, std::string_view type, Draw& d) const {
    switch (KindOf(type)) {
      case Kind::kPerson: return Person(value);
      case Kind::kPlace: {
        // A postcode alone ("SW1A 2AA", "02114") is a code: its shape kept.
        const auto words = SplitWords(value);
        if (std::all_of(words.begin(), words.end(), HasDigit)) return Shape(value, d, true);
        // ... and a road by its number ("route 24" -> "route 81").
        if (words.size() == 2 && (Lower(words[0]) == "route" || Lower(words[0]) == "highway") && HasDigit(words[1])) {
          return std::string(words[0]) + " " + Shape(words[1], d, true);
        }
        if (auto address = Address(value, d)) return *std::move(address);
        // A Turkish address: the quarter's name another, its numbers redrawn, its words kept.
        if (words.size() > 2 && (words[1] == "Mahallesi" || words[1] == "Mah.")) return PlacePart(value, d);
        if (words.size() > 1 && InList(kPlaceKindsAfter, words.back())) {
          return PlaceDraft(Between(words.front(), words[words.size() - 2]), d) + " " + std::string(words.back());
        }
        // ... or before it: "Canton of Zurich" -> "Canton of Norhaven".
        if (words.size() > 2 && words[1] == "of" &&
            (InList(kPlaceKindsAfter, Lower(words[0])) || words[0] == "City" || words[0] == "Town")) {
          return std::string(words[0]) + " of " + PlaceDraft(Between(words[2], words.back()), d);
        }
        return PlaceDraft(value, d);
      }
      case Kind::kOrganisation: {
        // (In capitals where a contract writes it so: "NORTHWIND LOGISTICS LIMITED".)
        const bool capitals = std::none_of(value.begin(), value.end(), IsAsciiLower) &&
                              std::count_if(value.begin(), value.end(), IsAsciiUpper) > 3;
        return capitals ? CasedLike(Organisation(value, d), value) : Organisation(value, d);
      }
      case Kind::kDate: return Date(value, d);
      case Kind::kEmail: return Email(d);
      case Kind::kUrl: return Url(value, d);
      case Kind::kIp: return Ip(value, d);
      case Kind::kCard: {
        std::string card = Shape(value, d, false);
        PutCheckDigitForLuhn(card);
        return card;
      }
      case Kind::kIban: {
        std::string iban(value.substr(0, 2));
        iban += Shape(value.substr(2), d, true);
        PutIbanCheckDigits(iban);
        return iban;
      }
      case Kind::kSsn: return Ssn(value, d);
      case Kind::kNhs: return Nhs(value, d);
      case Kind::kNino: return Nino(value, d);
      case Kind::kNationality: return Nationality(value, d);
      case Kind::kOccupation:
        if (InList(kWorkStatuses, Lower(value))) return CasedLike(d.Pick(kWorkStatuses), value);
        if (auto education = Education(value, d)) return *std::move(education);
        // An owner of a business owns another ("owner of a small sawmill" -> "owner of a bakery"; it had read
        // "he was the warehouse").
        if (const std::string lower = Lower(value); lower.starts_with("owner of ") || lower.starts_with("co-owner of ")) {
          const std::string_view owner = value.substr(0, value.find(" of ") + 4);
          const std::string drawn = d.Pick(kWorkplaceKindsDrawn);
          return std::string(owner) + (drawn.front() == 'a' || drawn.front() == 'e' ? "an " : "a ") + drawn;
        }
        if (const std::string lower = Lower(value); lower.ends_with(" industry")) {
          return CasedLike(d.Pick(kIndustries), value);
        } else if (const std::string_view one = lower.ends_with('s') ? std::string_view(lower).substr(0, lower.size() - 1)
                                                                      : std::string_view(lower);
                   std::any_of(kWorkplaceKinds.begin(), kWorkplaceKinds.end(), [&](std::string_view k) {
                     return lower == k || one == k || lower.ends_with(" " + std::string(k));
                   })) {
          const bool plural = one != lower && !InList(kWorkplaceKinds, lower);  // "slaughterhouses", not "business"
          return CasedLike(d.Pick(plural ? kWorkplacesDrawn : kWorkplaceKindsDrawn), value);
        }
        return CasedLike(d.Pick(kOccupations), value);
      case Kind::kCondition: {
        static const Words kDeterminers = {"the", "his", "her", "their", "my", "your"};
        const std::size_t space = value.find(' ');
        const std::string lower = Lower(value);
        const bool use_lost = lower.starts_with("the use of ");  // a limb, below
        if (space != std::string_view::npos && InList(kDeterminers, lower.substr(0, space)) && !use_lost) {
          return std::string(value.substr(0, space + 1)) + d.Pick(kBodySites);
        }
        if (space != std::string_view::npos && lower.substr(0, space) == "both") {
          return std::string(value.substr(0, space + 1)) + d.Pick(kPairedParts);
        }
        const std::vector<std::string_view> words = SplitWords(value);
        // "bruises on his back and buttocks" -> "bruises on his left knee": the
        // mark kept, the place on the body another.
        if (words.size() >= 3 && InList(kInjuryMarks, Lower(words[0])) &&
            (words[1] == "on" || words[1] == "to" || words[1] == "in" || words[1] == "around" || words[1] == "of")) {
          const bool determiner = words.size() >= 4 && InList(kDeterminers, Lower(words[2]));
          return std::string(Between(words[0], words[determiner ? 2 : 1])) + " " + d.Pick(kBodySites);
        }
        // An addict is another person with a dependence, not an illness ("a recovering heroin addict" had
        // read "a migraine").
        if (lower.ends_with(" addict") || lower == "addict") {
          static const Words kAddicts = {"alcoholic", "drug addict", "gambling addict", "cocaine addict"};
          std::string other;
          do {
            other = std::string(d.Pick(kAddicts));
          } while (lower.ends_with(other));
          return (lower.starts_with("recovering ") ? std::string(value.substr(0, 11)) : std::string()) + other;
        }
        // A share of capacity lost, and an invalidity's category, stay what they are.
        if ((lower.starts_with("loss of ") || lower.starts_with("reduction of ")) && lower.ends_with(" capacity")) {
          return CasedLike(d.Pick(kCapacityLosses), value);
        }
        if (words.size() >= 3 && (lower.starts_with("category ") || lower.starts_with("group "))) {
          static const Words kRomans = {"I", "II", "III"};
          return std::string(words[0]) + " " + d.Pick(kRomans) + " " + std::string(Between(words[2], words.back()));
        }
        // A limb or an eye lost is another ("lost his left leg" had read "He hypertension below the knee"), and
        // so is one amputated or whose use was lost ("has had a leg amputated" had read "has had an
        // osteoarthritis").
        static const Words kLimbs = {"left leg", "right leg", "left arm", "right arm", "left hand", "right hand"};
        if (lower.ends_with(" amputated") && words.size() == 2) {
          static const Words kAmputated = {"leg", "arm", "foot", "hand"};
          return CasedLike(d.Pick(kAmputated), value) + " amputated";
        }
        // ... said with its verb ("right leg was amputated" had read "epilepsy below the knee").
        if (lower.ends_with(" amputated") && words.size() >= 3) {
          for (std::size_t k = 1; k + 1 < words.size(); ++k) {
            const std::string verb = Lower(words[k]);
            if (verb == "was" || verb == "were" || verb == "had" || verb == "has") {
              std::string limb(d.Pick(kLimbs));
              if (IsAsciiUpper(value[0])) {
                limb[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(limb[0])));
              }
              return limb + " " + std::string(Between(words[k], words.back()));
            }
          }
        }
        if (lower.starts_with("lost ") || use_lost) {
          static const Words kEyes = {"left eye", "right eye"};
          static const Words kEars = {"left ear", "right ear"};  // "lost the hearing in her right ear"
          for (std::string_view determiner : {" his ", " her ", " their "}) {
            if (const std::size_t at = lower.find(determiner); at != std::string::npos) {
              return std::string(value.substr(0, at + determiner.size())) +
                     d.Pick(lower.find("hearing") != std::string::npos ? kEars
                            : lower.ends_with("eye") || lower.ends_with("eyes") ? kEyes
                                                                                : kLimbs);
            }
          }
        }
        // "broke her nose", "break his right femur"
        const bool broke = words.size() >= 3 && (words[0] == "broke" || words[0] == "break" || words[0] == "breaking");
        if (words.size() >= 2 && (InList(kInjuryWords, Lower(words[0])) || broke)) {
          std::string part = d.Pick(kBreakableParts);
          if (words.back().ends_with('s') && !broke) part += 's';  // "broken ribs"
          // The side kept ("broken left rib" -> "broken left wrist"), not what
          // named the bone ("fractured nasal bone" had read "fractured nasal collarbone").
          static const Words kSides = {"left", "right", "upper", "lower", "her", "his", "their"};
          const bool side = words.size() >= 3 && InList(kSides, Lower(words[words.size() - 2]));
          return std::string(Between(words.front(), words[side ? words.size() - 2 : 0])) + " " + part;
        }
        if (lower.ends_with("degree burns")) return d.Pick(kBurns);
        // An injury is another injury ("He has a back injury" had read "He has a hypertension").
        if (lower.ends_with(" injury") || lower.ends_with(" injuries")) {
          static const Words kInjuredParts = {"back", "neck", "knee", "shoulder", "hip", "eye", "head", "spinal"};
          return CasedLike(d.Pick(kInjuredParts) + (lower.ends_with("injuries") ? " injuries" : " injury"), value);
        }
        if (lower.ends_with("disability") || lower.ends_with("disabilities")) return d.Pick(kDisabilities);
        if (const bool plural = lower.ends_with('s');
            InList(kIllnessEvents, plural ? lower.substr(0, lower.size() - 1) : lower)) {
          return CasedLike(d.Pick(kIllnessEvents) + (plural ? "s" : ""), value);
        }
        if (InList(kNamedProcedures, lower)) return CasedLike(d.Pick(kProcedures), value);
        if (InList(kMedicines, lower)) return CasedLike(d.Pick(kMedicinesDrawn), value);
        if (lower.ends_with("surgery") || lower.ends_with("ectomy") || lower.ends_with("otomy")) {
          return CasedLike(d.Pick(kProcedures), value);
        }
        static const Words kAdjectiveEnds = {"pregnant", "deaf", "blind", "mute", "disabled", "handicapped",
                                             "paralysed", "paralyzed", "impaired", "sighted", "sterilised",
                                             "sterilized", "bedridden", "bed-ridden", "hiv-positive", "hiv positive",
                                             "wheelchair", "dyslexic", "diabetic", "epileptic", "asthmatic",
                                             "autistic", "infertile", "anaemic"};
        const std::size_t last_space = lower.rfind(' ');
        // (A paralysis said with where it is is an adjective too: "She remains partially paralysed in her left
        // leg" had read "She remains asthma".)
        const bool paralysed = lower.find("paralysed ") != std::string::npos || lower.find("paralyzed ") != std::string::npos;
        if (lower.starts_with("addicted") || lower == "hard of hearing" || paralysed ||
            InList(kAdjectiveEnds, last_space == std::string::npos ? lower : lower.substr(last_space + 1))) {
          return CasedLike(d.Pick(kConditionAdjectives), value);
        }
        return CasedLike(d.Pick(kConditions), value);
      }
      case Kind::kFamilyStatus: {
        const std::string lower = Lower(value);
        for (const Words& relatives : kRelatives) {
          if (InList(relatives, lower)) return CasedLike(d.Pick(relatives), value);
        }
        // "father of three" -> "father of five" (the same parent: "He is ...
        // the mother of" would not do); "single mother" -> "lone parent".
        const std::size_t of = lower.find(" of ");
        if (of != std::string::npos && InList(kParents, lower.substr(0, of))) {
          return std::string(value.substr(0, of)) + " of " +
                 std::string(kNumberWords[static_cast<std::size_t>(d.Between(1, 5))]);
        }
        if (lower.starts_with("single ")) return CasedLike(d.Pick(kSingleParents), value);
        return CasedLike(d.Pick(kFamilyStatuses), value);
      }
      case Kind::kVehicle: {
        // A ship keeps its prefix ("MV Rila" -> "MV Novak"; it had become a car).
        for (std::string_view prefix : {"MV ", "MS ", "MT ", "SS ", "M/V ", "M/S ", "RMS ", "HMS "}) {
          if (value.starts_with(prefix)) return std::string(prefix) + d.Pick(pools.surnames);
        }
        // A car's colour and kind are kept around another make ("white Toros car" -> "white Fiat Panda car";
        // they had been dropped).
        static const Words kColours = {"white", "black", "red", "blue", "green", "grey", "gray", "silver", "yellow",
                                       "dark", "light", "beige", "brown"};
        static const Words kCarKinds = {"car", "van", "minibus", "jeep", "lorry", "truck", "pick-up"};
        const std::vector<std::string_view> words = SplitWords(value);
        std::size_t first = 0, last = words.size();
        while (first < last && InList(kColours, words[first])) ++first;
        const bool kind = last > first + 1 && InList(kCarKinds, words[last - 1]);
        if (kind) --last;
        if (first > 0 || kind) {
          return (first > 0 ? std::string(value.substr(0, words[first].data() - value.data())) : std::string()) +
                 d.Pick(kVehicles) + (kind ? " " + std::string(words.back()) : std::string());
        }
        if (!HasDigit(value) && !value.empty() && !IsAsciiLower(value[0]) &&
            !InList(kCarMakes, value.substr(0, value.find(' ')))) {
          return d.Pick(pools.surnames);
        }
        return d.Pick(kVehicles);
      }
      // Another orientation or identity in words ("openly homosexual" once
      // read "openly cfuyqhzlqj": drawn as a code).
      case Kind::kOrientation: {
        // With the noun it qualifies: "a same-sex couple" -> "a bisexual couple" (had read "a homosexual").
        const std::size_t space = value.rfind(' ');
        static const Words kQualified = {"couple", "partner", "partnership", "relationship"};
        const std::string_view noun = space == std::string_view::npos ? "" : value.substr(space + 1);
        if (InList(kQualified, noun)) return d.Pick(kOrientations) + " " + std::string(noun);
        return CasedLike(d.Pick(kOrientations), value);
      }
      case Kind::kAppearance: return Appearance(value, d);
      case Kind::kNumber: return type == "AGE" ? Age(value, d) : Quantity(value, d);
      case Kind::kCode: return Shape(value, d, true);
    }
    return Shape(value, d, true);
  }

  std::string Surrogate(std::string_view value, std::string_view type) const {
    Draw d = DrawFor(KindKey(KindOf(type)), value);
    std::string out;
    // A draw can give the real value back (a one-digit code, a short list's
    // entry): draw again from the same stream, so the answer stays fixed. A
    // value with nothing to redraw (only titles, "the next day") stays, and a
    // name's words are drawn from streams of their own, not this one.
    for (int attempt = 0; attempt < 16; ++attempt) {
      const std::uint64_t before = d.used();
      out = Draft(value, type, d);
      if (d.used() == before || utf8::CaseFold(out) != utf8::CaseFold(value)) break;
    }
    return out;
  }
};

SurrogateGenerator::SurrogateGenerator(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
SurrogateGenerator::SurrogateGenerator(SurrogateGenerator&&) noexcept = default;
SurrogateGenerator::~SurrogateGenerator() = default;

Result<SurrogateGenerator> SurrogateGenerator::Create(const Keyset& keyset, SurrogatePools pools,
                                                      const SurrogateOptions& options) {
  if (pools.first_names.empty() || pools.surnames.empty() || pools.places.empty()) {
    return MakeError(ErrorCode::kInvalidArgument, "surrogate pools need first names, surnames and places");
  }
  if (pools.countries.empty()) pools.countries = pools.places;
  auto impl = std::make_unique<Impl>();
  // The surrogate key: HMAC-SHA256 of a fixed label under the primary key, so
  // it is independent of the key's use in entity tokens.
  const Key& key = keyset.primary();
  static constexpr std::string_view kLabel = "privtext surrogates v1";
  std::size_t len = 0;
  if (EVP_Q_mac(nullptr, "HMAC", nullptr, "SHA256", nullptr, key.material.data(), key.material.size(),
                reinterpret_cast<const unsigned char*>(kLabel.data()),
                kLabel.size(), impl->key.data(), impl->key.size(), &len) == nullptr) {
    return MakeError(ErrorCode::kCrypto, "HMAC-SHA256 is not available from OpenSSL");
  }
  for (const auto& name : pools.first_names) impl->first_names_lower.push_back(LookupForm(name));
  for (const auto& name : pools.more_first_names) impl->first_names_lower.push_back(LookupForm(name));
  for (const auto& name : pools.countries) impl->countries_lower.push_back(LookupForm(name));
  std::sort(impl->first_names_lower.begin(), impl->first_names_lower.end());
  std::sort(impl->countries_lower.begin(), impl->countries_lower.end());
  impl->pools = std::move(pools);
  if (!impl->KeyHmac()) return MakeError(ErrorCode::kCrypto, "HMAC-SHA256 is not available from OpenSSL");
  Draw shift = impl->DrawFor("YEAR_SHIFT", "");
  impl->year_shift = shift.Between(1, 10) * (shift.Below(2) == 0 ? 1 : -1);
  if (options.shift_dates) {
    // Never a whole number of years: a day and month without a year move too.
    Draw days = impl->DrawFor("DAY_SHIFT", "");
    const int years = days.Between(1, 10), rest = days.Between(1, 364);
    impl->day_shift = (365 * years + rest) * (days.Below(2) == 0 ? 1 : -1);
    // Bare years move with the dates: by the shift in whole years, rounded.
    impl->year_shift = static_cast<int>(std::lround(impl->day_shift / 365.2425));
    impl->month_first = options.month_first;
  }
  return SurrogateGenerator(std::move(impl));
}

std::string SurrogateGenerator::Surrogate(std::string_view value, std::string_view type) const {
  return impl_->Surrogate(value, type);
}

namespace {

// The length of the indefinite article that ends text[0, at) as a word ("a ",
// "An "), or 0.
std::size_t ArticleBefore(std::string_view text, std::size_t at) {
  for (const std::size_t n : {std::size_t{3}, std::size_t{2}}) {
    if (at < n || text[at - 1] != ' ') continue;
    const std::string word = Lower(text.substr(at - n, n - 1));
    if ((word == "an" || word == "a") && (at == n || !std::isalpha(static_cast<unsigned char>(text[at - n - 1])))) {
      return n;
    }
  }
  return 0;
}

bool StartsWithVowel(std::string_view s) {
  return !s.empty() && std::string_view("aeiouAEIOU").find(s.front()) != std::string_view::npos;
}

// "an accountant" drawn as "chemist" reads "a chemist": where the article
// agreed with the real value by its first letter, it agrees with the drawn
// one (not where it followed the sound: "a European", "an MRI" stay as
// written). Spans and text after each change move with it.
void AgreeArticles(std::string_view original, const std::vector<Span>& before, Document& doc) {
  std::string out;
  std::size_t copied = 0;
  std::ptrdiff_t moved = 0;
  for (std::size_t k = 0; k < doc.entities.size(); ++k) {
    Span& span = doc.entities[k];
    const std::size_t at = span.start, size = span.size();  // in doc.text, before this pass
    const std::size_t n = ArticleBefore(doc.text, at);
    const bool was_an = n == 3;
    const std::string_view real = original.substr(before[k].start, before[k].size());
    const std::string_view drawn = std::string_view(doc.text).substr(at, size);
    if (n != 0 && ArticleBefore(original, before[k].start) == n && was_an == StartsWithVowel(real) &&
        was_an != StartsWithVowel(drawn)) {
      // Copy up to the article's "a", then add or drop the "n".
      const std::size_t a_end = at - n + 1;
      out.append(doc.text, copied, a_end - copied);
      if (!was_an) out.push_back('n');
      copied = was_an ? a_end + 1 : a_end;
      moved += was_an ? -1 : 1;
    }
    span.start = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(at) + moved);
    span.end = span.start + size;
  }
  if (copied == 0) return;
  out.append(doc.text, copied);
  doc.text = std::move(out);
}

}  // namespace

Status SurrogateGenerator::ReplaceDocument(Document& doc, EncryptStats* stats) const {
  const std::string original = doc.text;
  const std::vector<Span> before = doc.entities;
  Status replaced = ReplaceEntities(doc, stats, [&](std::string_view value, const Span& span) -> Result<std::string> {
    // Married "to" someone stays a bond to them ("He is married to Ms X" had read "He is widowed to Ms X").
    if (span.type == "FAMILY_STATUS" && Lower(value) == "married" && span.end <= original.size() &&
        original.substr(span.end, 4) == " to ") {
      return CasedLike("engaged", value);
    }
    return Surrogate(value, span.type);
  });
  if (replaced) AgreeArticles(original, before, doc);
  return replaced;
}

}  // namespace privtext::protect
