#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <thread>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "privtext/detect.h"
#include "test_util.h"

namespace privtext::detect {
namespace {

struct Found {
  std::string type, text;
  bool operator==(const Found&) const = default;
};
std::ostream& operator<<(std::ostream& os, const Found& f) { return os << f.type << ":" << f.text; }

std::vector<Found> FoundBy(const Result<Detector>& d, std::string_view text) {
  EXPECT_TRUE(d) << d.error().message();
  std::vector<Found> out;
  for (const Span& s : d->Detect(text)) out.push_back({s.type, std::string(text.substr(s.start, s.size()))});
  return out;
}

std::vector<Found> DetectIn(std::string_view text, DetectorOptions o) {
  return FoundBy(Detector::Create(std::move(o)), text);
}

// With the default options, one detector for every call (creating one
// compiles every pattern: the sanitizer run paid it a hundred times).
std::vector<Found> DetectIn(std::string_view text) {
  static const auto d = Detector::Create();
  return FoundBy(d, text);
}

bool Has(const std::vector<Found>& v, const std::string& type, const std::string& text) {
  return std::find(v.begin(), v.end(), Found{type, text}) != v.end();
}

// No detection has this type.
void ExpectNoType(const std::vector<Found>& found, const std::string& type) {
  for (const auto& f : found) EXPECT_NE(f.type, type) << f.text;
}

// No detection's text (of `only_type`, when given) contains any of `parts`.
void ExpectNoneContains(const std::vector<Found>& found, const std::vector<std::string>& parts,
                        const std::string& only_type = "") {
  for (const auto& f : found) {
    if (!only_type.empty() && f.type != only_type) continue;
    for (const auto& part : parts) EXPECT_EQ(f.text.find(part), std::string::npos) << f;
  }
}

// Every (type, text) pair is among the detections.
void ExpectFinds(const std::vector<Found>& found, const std::vector<std::pair<std::string, std::string>>& wanted) {
  for (const auto& [type, text] : wanted) EXPECT_TRUE(Has(found, type, text)) << type << ": " << text;
}

TEST(DetectorTest, ValidatedPatterns) {
  const auto f = DetectIn(
      "Write to a.b@example.org or call +44 7700 900123. Card 4111 1111 1111 1111, not 4111 1111 1111 1112. "
      "IBAN GB82 WEST 1234 5698 7654 32. SSN 536-90-4399 but 666-12-3456. ID 11010519491231002X. "
      "Host 192.0.2.17, 999.1.1.1. See https://registry.example.org/case/1234.");
  EXPECT_TRUE(Has(f, "EMAIL_ADDRESS", "a.b@example.org"));
  EXPECT_TRUE(Has(f, "PHONE_NUMBER", "+44 7700 900123"));
  EXPECT_TRUE(Has(f, "CREDIT_CARD", "4111 1111 1111 1111"));
  EXPECT_FALSE(Has(f, "CREDIT_CARD", "4111 1111 1111 1112"));
  EXPECT_TRUE(Has(f, "IBAN_CODE", "GB82 WEST 1234 5698 7654 32"));
  EXPECT_TRUE(Has(f, "US_SSN", "536-90-4399"));
  EXPECT_FALSE(Has(f, "US_SSN", "666-12-3456"));
  EXPECT_TRUE(Has(f, "CN_RESIDENT_ID", "11010519491231002X"));
  EXPECT_TRUE(Has(f, "IP_ADDRESS", "192.0.2.17"));
  EXPECT_FALSE(Has(f, "IP_ADDRESS", "999.1.1.1"));
  EXPECT_TRUE(Has(f, "URL", "https://registry.example.org/case/1234"));  // the full stop stays out
  // A resident ID that also passes Luhn, beside a word both take as context:
  // the ID, not a card.
  const auto id = DetectIn("Her ID card: 110105200007237297.");
  EXPECT_TRUE(Has(id, "CN_RESIDENT_ID", "110105200007237297"));
  ExpectNoType(id, "CREDIT_CARD");
}

TEST(DetectorTest, DatesAndCodesFromTheSeeds) {
  const auto f = DetectIn("The case originated in an application (no. 36110/97) lodged on 29 November 1996. "
                     "He worked there between 1982 and 1984 and again in March 2001. Admitted 2003-08-22.");
  EXPECT_TRUE(Has(f, "CODE", "36110/97"));
  EXPECT_TRUE(Has(f, "DATE_TIME", "29 November 1996"));
  EXPECT_TRUE(Has(f, "DATE_TIME", "between 1982 and 1984"));
  EXPECT_TRUE(Has(f, "DATE_TIME", "March 2001"));
  EXPECT_TRUE(Has(f, "DATE_TIME", "2003-08-22"));
}

// What a clinic's, a bank's or a support desk's records hold beside names.
// None of these texts is from the TAB sample; detections there are unchanged.
TEST(DetectorTest, IdentifiersOfHealthAndFinanceRecords) {
  const auto f = DetectIn(
      "Patient seen at St. Mary's Hospital, Boston, MA 02114. MRN 00482913, NHS number 943 476 5919, "
      "NI number AB 12 34 56 C. Lives at 45 Elm Street, Apt 3B, Cambridge. 59 y/o, works for Acme Corp. "
      "Passport C01X00T47; policy no. AB-1234; account number: 12345678, card expires 09/27. Mobile 07700 900123, "
      "or call 617 555 0142. Flat 2, 10 Downing Road, London SW1A 2AA.");
  ExpectFinds(f, {{"ORGANIZATION", "St. Mary's Hospital"},
                  {"LOCATION", "02114"},
                  {"CODE", "00482913"},
                  {"UK_NHS", "943 476 5919"},
                  {"UK_NINO", "AB 12 34 56 C"},
                  {"LOCATION", "45 Elm Street, Apt 3B, Cambridge"},
                  {"AGE", "59 y/o"},
                  {"ORGANIZATION", "Acme Corp"},
                  {"CODE", "C01X00T47"},
                  {"CODE", "AB-1234"},
                  {"CODE", "12345678"},
                  {"DATE_TIME", "09/27"},
                  {"PHONE_NUMBER", "07700 900123"},
                  {"PHONE_NUMBER", "617 555 0142"},
                  {"LOCATION", "Flat 2, 10 Downing Road, London SW1A 2AA"}});
  const auto g = DetectIn(
      "Admitted to the Royal Infirmary of Edinburgh, CHI 2207481234. Call the Morningside Medical Practice. "
      "Complaint #88213: her card ending 4821 was charged. My new number is 0412 345 678. "
      "Born on the 3rd of April 1990.");
  ExpectFinds(g, {{"ORGANIZATION", "Royal Infirmary of Edinburgh"},
                  {"CODE", "2207481234"},
                  {"ORGANIZATION", "Morningside Medical Practice"},  // not "Call the ..."
                  {"CODE", "88213"},
                  {"CODE", "4821"},
                  {"PHONE_NUMBER", "0412 345 678"},
                  {"DATE_TIME", "3rd of April 1990"}});
  // Streets named before their numbers, as most of Europe writes them.
  const auto europe = DetectIn("Praxis Dr. Schmidt, Hauptstraße 15, 10115 Berlin. Via Roma 12, 00184 Roma. "
                               "Kungsgatan 4B. Rue de la Paix 5.");
  ExpectFinds(europe, {{"LOCATION", "Hauptstraße 15, 10115 Berlin"},
                       {"LOCATION", "Via Roma 12, 00184 Roma"},
                       {"LOCATION", "Kungsgatan 4B"},
                       {"LOCATION", "Rue de la Paix 5"}});
  // A checked NHS number needs no label; a wrong check digit is no NHS
  // number, though a labelled one is still a code.
  EXPECT_TRUE(Has(DetectIn("Kept on file: 9434765919."), "UK_NHS", "9434765919"));
  const auto wrong = DetectIn("NHS number 943 476 5918. Also 123 456 7891.");
  ExpectNoType(wrong, "UK_NHS");
  EXPECT_EQ(wrong, (std::vector<Found>{{"CODE", "943 476 5918"}}));
  // HMRC never issues QQ (its example prefix) nor suffix E.
  ExpectNoType(DetectIn("Numbers QQ 12 34 56 C and AB 12 34 56 E."), "UK_NINO");
  // A label needs a number with a digit and four characters; a spaced number
  // needs a phone word; a state's ZIP code needs the state.
  const auto plain = DetectIn("The order no. 12 was issued in 2001. Section 617 555 0142 applies. "
                              "In 02114 cases the tax number ONE was used.");
  ExpectNoType(plain, "CODE");
  ExpectNoType(plain, "PHONE_NUMBER");
  ExpectNoType(plain, "LOCATION");
}

// E-mails, chats and forms: who writes, who signs, the form's fields, and the
// identifiers a support desk asks for.
TEST(DetectorTest, IdentifiersOfMailsChatsAndForms) {
  const auto mail = DetectIn(
      "From: Priya Natarajan <pn@northwind.example>\nSubject: Ticket #458213\n\nMy username is pnatarajan85, "
      "last seen from 2001:db8::ff00:42:8329.\n\nBest regards,\nPriya Natarajan\n");
  ExpectFinds(mail, {{"PERSON", "Priya Natarajan"},
                     {"CODE", "458213"},
                     {"CODE", "pnatarajan85"},
                     {"IP_ADDRESS", "2001:db8::ff00:42:8329"}});  // not cut at its "::"
  EXPECT_EQ(std::count(mail.begin(), mail.end(), Found{"PERSON", "Priya Natarajan"}), 2);
  ExpectNoType(mail, "LOCATION");  // Best is a town, not in "Best regards"
  EXPECT_TRUE(Has(DetectIn("She lives in Best."), "LOCATION", "Best"));
  const auto chat = DetectIn(
      "Thank you Jamie. My sort code is 20-45-77 and account 41234567. I moved to 42 Elm Grove, Leeds. "
      "Your reference is BB-2025-0098812. Tax ID (PESEL): 85071512345. NIE X1234567L.");
  ExpectFinds(chat, {{"PERSON", "Jamie"},
                     {"CODE", "20-45-77"},
                     {"CODE", "41234567"},
                     {"LOCATION", "42 Elm Grove, Leeds"},
                     {"CODE", "BB-2025-0098812"},  // not cut after its year
                     {"CODE", "85071512345"},
                     {"CODE", "X1234567L"}});
  ExpectNoType(chat, "ORGANIZATION");  // "ID (PESEL)" spells nothing out
  const auto form = DetectIn(
      "Patient: Okonkwo, Chidi   DOB: 1958-07-21\nClient: Mr. Rafael Molina, 38, Venezuelan national.\n"
      "Address: 7 Willow Court, Manchester\nRole: Warehouse supervisor, night shift\n"
      "He works part-time as a bus driver and was previously a civil engineer.\n"
      "INCIDENT REPORT No. 2025/INC/00431: a silver car, registration WX19 KLM.");
  ExpectFinds(form, {{"PERSON", "Okonkwo, Chidi"},
                     {"PERSON", "Rafael Molina"},
                     {"AGE", "38"},
                     {"LOCATION", "7 Willow Court, Manchester"},
                     {"OCCUPATION", "Warehouse supervisor"},
                     {"OCCUPATION", "bus driver"},
                     {"OCCUPATION", "civil engineer"},
                     {"CODE", "2025/INC/00431"},
                     {"CODE", "WX19 KLM"}});
  ExpectNoneContains(form, {"Mr"});
  const auto note = DetectIn(
      "Pt: Gonzalez, Maria E.    MRN: 4471203\nSon (Daniel) drives her. Claim reference CLM/2024/118273, paid "
      "into the account ending 8812.\n@dave_m99 see u at 88 Baker St, apt 4\nPupil: Oliver Bennett-Shaw    UPN: "
      "A123456789012\nYear 9, Summer Term 2025. His parents, Mark and Helen Bennett-Shaw, came. A 34-year-old "
      "nurse, she studied at Lincoln Elementary.\n");
  ExpectFinds(note, {{"PERSON", "Gonzalez, Maria E."},
                     {"PERSON", "Daniel"},
                     {"CODE", "CLM/2024/118273"},
                     {"CODE", "8812"},
                     {"CODE", "@dave_m99"},
                     {"LOCATION", "88 Baker St, apt 4"},
                     {"CODE", "A123456789012"},
                     {"PERSON", "Mark"},
                     {"PERSON", "Helen Bennett-Shaw"},
                     {"OCCUPATION", "nurse"},
                     {"ORGANIZATION", "Lincoln Elementary"}});
  ExpectNoneContains(note, {"Summer", "Term"});
  // A letter in German: the title, the phone word, and the name that signs
  // it on its own line (not "Grüßen Thomas Müller" across the line break).
  const auto brief = DetectIn(
      "Sehr geehrte Frau Schneider,\nmeine neue Anschrift: Goethestraße 7, 80336 München. Telefon: 0176 12345678.\n"
      "Mit freundlichen Grüßen\nThomas Müller\n");
  ExpectFinds(brief, {{"PERSON", "Schneider"},
                      {"LOCATION", "Goethestraße 7, 80336 München"},
                      {"PHONE_NUMBER", "0176 12345678"},
                      {"PERSON", "Thomas Müller"}});
  ExpectNoneContains(brief, {"Grüßen"});
  // A referral, a tenancy, a court transcript, a review, a disciplinary record.
  const auto records = DetectIn(
      "I would be grateful if you could see this 54-year-old gentleman, a taxi driver and father of three. He is "
      "a practising Methodist. Harbourside Lettings Ltd (company number 08123456), certificate DPS-9918273. "
      "Guarantor: 14 Rue des Lilas, 69003 Lyon.\nCrown Court, before HHJ Roberts. R v. Daniel Whitmore "
      "(T20237041)\nMR HUGHES: the defendant, who is 19, was at the time a student. Outside the Lamb Inn. "
      "Licence WDL12345678A. Mr Rahman, a forklift operator, is a member of the GMB union.");
  ExpectFinds(records, {{"OCCUPATION", "taxi driver"},
                        {"FAMILY_STATUS", "father of three"},
                        {"NRP", "Methodist"},
                        {"CODE", "08123456"},
                        {"CODE", "DPS-9918273"},
                        {"LOCATION", "14 Rue des Lilas, 69003 Lyon"},
                        {"PERSON", "Roberts"},
                        {"CODE", "T20237041"},
                        {"PERSON", "HUGHES"},
                        {"AGE", "19"},
                        {"OCCUPATION", "student"},
                        {"ORGANIZATION", "Lamb Inn"},
                        {"CODE", "WDL12345678A"},
                        {"OCCUPATION", "forklift operator"},
                        {"ORGANIZATION", "GMB union"}});
  // A family court, a patient's message, a complaint from Spain, a prison.
  const auto more = DetectIn(
      "She applied in respect of her daughter, Zofia (aged 6). I'm 31, pregnant, and work nights as a paramedic; "
      "still migraines. She works as a care assistant.\nMy card (Visa ending 4417) was charged; Order 4471-2299-10 "
      "went to Calle Mayor 15, 3º B, 28013 Madrid. He was held in remand prison IZ-66/1. Case officer: DC Amir "
      "Qureshi.");
  ExpectFinds(more, {{"PERSON", "Zofia"},
                     {"AGE", "31"},
                     {"MEDICAL_CONDITION", "pregnant"},
                     {"OCCUPATION", "paramedic"},
                     {"MEDICAL_CONDITION", "migraines"},
                     {"OCCUPATION", "care assistant"},
                     {"CODE", "4417"},
                     {"CODE", "4471-2299-10"},
                     {"LOCATION", "Calle Mayor 15, 3º B, 28013 Madrid"},
                     {"ORGANIZATION", "IZ-66/1"},
                     {"PERSON", "Amir Qureshi"}});
  ExpectNoneContains(more, {"My", "DC"});  // a rank is no more a name than a title is
  // An officer by collar number; a job's title in a letter's list of who a
  // doctor is, not a person.
  const auto letter = DetectIn("PC 4471 Thompson took statements.\nTo: Dr. Anjali Mehta, Consultant Neurologist, "
                               "Leeds General Infirmary\nHR adviser: Priya Shah. The Registry Officer: The Court.");
  ExpectFinds(letter, {{"PERSON", "4471 Thompson"}, {"PERSON", "Anjali Mehta"},
                       {"OCCUPATION", "Consultant Neurologist"},
                       {"ORGANIZATION", "Leeds General Infirmary"}, {"PERSON", "Priya Shah"}});
  ExpectNoneContains(letter, {"Consultant", "The Court"}, "PERSON");
  ExpectNoneContains(letter, {"The Court"});
  // Statements of facts as the Court writes them.
  const auto facts = DetectIn(
      "He is a retired schoolteacher. In 1994 he was elected mayor of the town. His son, Mehmet, who was 16 at the "
      "time, was questioned about members of the PKK. The applicant suffers from a heart condition and has undergone "
      "bypass surgery. In 2005 her former partner, a police officer, assaulted her. He is serving a life sentence in "
      "the Sokyryany Correctional Colony. A taxi driver, Mr P., was found dead. The applicant, who is addicted to "
      "heroin, was questioned for fourteen hours.");
  ExpectFinds(facts, {{"OCCUPATION", "retired schoolteacher"},
                      {"OCCUPATION", "mayor"},
                      {"AGE", "16"},
                      {"ORGANIZATION", "PKK"},
                      {"MEDICAL_CONDITION", "heart condition"},
                      {"MEDICAL_CONDITION", "bypass surgery"},
                      {"OCCUPATION", "police officer"},
                      {"ORGANIZATION", "Sokyryany Correctional Colony"},
                      {"OCCUPATION", "taxi driver"},
                      {"MEDICAL_CONDITION", "addicted to heroin"},
                      {"QUANTITY", "fourteen hours"}});
  ExpectNoneContains(facts, {"Mr P."});  // a name the Court withheld is no one's
  // A bank's KYC form, a laboratory report, a ride's receipt.
  const auto kyc = DetectIn(
      "Nationality: Greek\nMarital status: divorced\nTax residence: Germany, Steuer-ID 12 345 678 901\n"
      "Acct#: 7730019925    Ordering provider: Raj Patel MD\nYour driver Carlos (Toyota Prius, plate 7ABC123) was "
      "paid by Mastercard •••• 5521.");
  ExpectFinds(kyc, {{"NRP", "Greek"},
                    {"FAMILY_STATUS", "divorced"},
                    {"CODE", "12 345 678 901"},
                    {"CODE", "7730019925"},
                    {"PERSON", "Raj Patel"},
                    {"PERSON", "Carlos"},
                    {"CODE", "7ABC123"},
                    {"CODE", "5521"}});
  // Letters from hospitals in France, Spain and Germany.
  const auto europe = DetectIn(
      "Patient : M. Jean-Pierre Lefèvre, domicilié 8 rue Victor Hugo, 69002 Lyon. N° de sécurité sociale : 1 56 07 69 "
      "123 456 78. Sa fille est joignable au 06 12 34 56 78.\nDomicilio: Calle de Alcalá 45, 2º izquierda, 28014 "
      "Madrid. Teléfono: 612 345 678. Trabaja en el Hospital Gregorio Marañón.\nSehr geehrter Herr Dr. Becker, "
      "Versichertennummer A123456789.\nMit freundlichen Grüßen\nDr. med. Thomas Wagner\n");
  ExpectFinds(europe, {{"LOCATION", "8 rue Victor Hugo, 69002 Lyon"},
                       {"CODE", "1 56 07 69 123 456 78"},
                       {"PHONE_NUMBER", "06 12 34 56 78"},
                       {"LOCATION", "Calle de Alcalá 45, 2º izquierda, 28014 Madrid"},
                       {"PHONE_NUMBER", "612 345 678"},
                       {"ORGANIZATION", "Hospital Gregorio Marañón"},
                       {"PERSON", "Becker"},
                       {"CODE", "A123456789"},
                       {"PERSON", "Thomas Wagner"}});
  ExpectNoneContains(europe, {"Dr", "med"});  // a title after a title, a doctor's field
  // Ages as French, Spanish and German write them; not a duration.
  const auto ages = DetectIn("Carmen López García, 67 años, vive sola. Un plazo de 5 años. Patient âgé de 72 ans. "
                             "Pendant 5 ans, rien. Der 45-jährige Mann.");
  ExpectFinds(ages, {{"AGE", "67 años"}, {"AGE", "72 ans"}, {"AGE", "45-jährige"}});
  ExpectNoneContains(ages, {"5 años", "5 ans"});
  // "MS" in a clinical note is multiple sclerosis, not a title.
  const auto note2 = DetectIn("History of diabetes mellitus type 2. MS Relapse in 2010.");
  ExpectFinds(note2, {{"MEDICAL_CONDITION", "diabetes mellitus type 2"}});
  ExpectNoType(note2, "PERSON");
  // A DNI alone needs its check letter; a registration word alone
  // needs a plate; a closing line signs only with a person's name.
  ExpectNoType(DetectIn("Codes 12345678A and 87654321-Y."), "CODE");
  const auto plain = DetectIn("In Series A no. 123, who is 19 of them? A father of the applicant, the "
                              "(Commencement No. 2) Order 1998. "
                              "Trade Union Act 1984. The registration of the company in 2003 and the registration 2003 file. Taking "
                              "into account 2005 figures, on 5 May 2001 Mr Green met Ivan and the Victoria and "
                              "Albert Museum.\n"
                              "Yours sincerely,\nThe Support Team\nKind regards,\nNorthwind Bank\n");
  ExpectNoType(plain, "CODE");
  ExpectNoType(plain, "LOCATION");
  ExpectFinds(plain, {{"PERSON", "Green"}, {"ORGANIZATION", "Victoria and Albert Museum"},
                      {"ORGANIZATION", "Northwind Bank"}});
  // A licence's and a manual's words: no address in "Changed::", no
  // organisation in "AND/OR" or in the HTTP the text names twice after
  // "the", no person in a street named after one, no place in "You".
  const auto licence = DetectIn("Changed:: the HTTP server and the HTTP client, AND/OR THE POSIX API. Write to the "
                                "Free Software Foundation, 51 Franklin Street, Fifth Floor. You may copy it.");
  ExpectNoType(licence, "IP_ADDRESS");
  ExpectNoType(licence, "PERSON");
  ExpectFinds(licence, {{"LOCATION", "51 Franklin Street, Fifth Floor"}, {"ORGANIZATION", "Free Software Foundation"}});
  ExpectNoneContains(licence, {"HTTP", "AND/OR", "POSIX", "You"});
  EXPECT_EQ(std::count_if(plain.begin(), plain.end(), [](const Found& f) { return f.type == "PERSON"; }), 1);
  ExpectNoneContains(plain, {"Support"});
}

// What statements of facts say of people that the rules had missed, from
// eight statements written for the purpose in the Court's manner (not from
// TAB): each group's negatives beside it.
TEST(DetectorTest, WhatStatementsOfFactsSayOfPeople) {
  const auto names = DetectIn(
      "He went to the head of the village administration, Mr Sh. Dadayev. Witnesses Zoran Kova\u010d, "
      "Ay\u015fe Kaya and Gheorghe Stanciu gave evidence; Jaagup Tamm did not. A file was kept under the code "
      "name \u201cInginerul\u201d, and source \u201cMircea\u201d reported on him. Kova\u010d alias Vuk fled.");
  ExpectFinds(names, {{"PERSON", "Sh. Dadayev"},  // not "Sh" alone: "Dadayev" had stayed in plain text
                      {"PERSON", "Zoran Kova\u010d"},
                      {"PERSON", "Ay\u015fe Kaya"},
                      {"PERSON", "Gheorghe Stanciu"},
                      {"PERSON", "Inginerul"},
                      {"PERSON", "Mircea"},
                      {"PERSON", "Vuk"}});
  EXPECT_FALSE(Has(names, "PERSON", "Jaagup Tamm"));  // in no list, and no title
  ExpectNoType(DetectIn("Ch. 5 of the Code. The user alias was set. Can Ankara be reached?"), "PERSON");
  const auto bodies = DetectIn(
      "Workers of a private company, Agroconstruct SRL, entered the land. He worked for the State-owned company "
      "Tractorul Bra\u015fov. She is a member of E\u011fitim-Sen, a trade union of education workers. He was held "
      "at the Plovdiv regional prosecutor's office and treated at the Bra\u015fov psychiatric hospital. They sat "
      "on a bench in the Stolipinovo neighbourhood. The prosecutor opened criminal case no. 61187.");
  ExpectFinds(bodies, {{"ORGANIZATION", "Agroconstruct SRL"},
                       {"ORGANIZATION", "Tractorul Bra\u015fov"},
                       {"ORGANIZATION", "E\u011fitim-Sen"},
                       {"ORGANIZATION", "Plovdiv regional prosecutor's office"},
                       {"ORGANIZATION", "Bra\u015fov psychiatric hospital"},
                       {"LOCATION", "Stolipinovo neighbourhood"},
                       {"CODE", "61187"}});
  ExpectNoType(DetectIn("He sued the company Mr Rusu owned. Mr Rusu, a party to the proceedings, agreed."),
               "ORGANIZATION");
  EXPECT_FALSE(Has(DetectIn("It was adopted pursuant to Law no. 466."), "CODE", "466"));
  const auto lives = DetectIn(
      "She is a primary school teacher. He was the editor-in-chief of a weekly. She worked as a care assistant "
      "and her husband as a lorry driver. G., who was then seven and a half years old, stayed. He was treated "
      "for a fractured wrist and has had a pacemaker since 2016. She was given five days' sick leave and lost "
      "eighteen months' salary. He was held there for approximately five hours.");
  ExpectFinds(lives, {{"OCCUPATION", "primary school teacher"},
                      {"OCCUPATION", "editor-in-chief"},
                      {"OCCUPATION", "lorry driver"},
                      {"AGE", "seven and a half years old"},
                      {"MEDICAL_CONDITION", "fractured wrist"},
                      {"MEDICAL_CONDITION", "pacemaker"},
                      {"QUANTITY", "five days' sick leave"},
                      {"QUANTITY", "eighteen months' salary"},
                      {"QUANTITY", "five hours"}});
  ExpectNoType(DetectIn("The door had a broken hinge. The court set a notice period."), "MEDICAL_CONDITION");
  // A second round of eight statements.
  const auto children = DetectIn(
      "They are the parents of three children: Lisa, born in 2005, and the twins Oskar and Maja, born in 2009. "
      "Maja had bruises. They were placed under the Care of Young Persons (Special Provisions) Act.");
  ExpectFinds(children, {{"PERSON", "Lisa"}, {"PERSON", "Oskar"}, {"PERSON", "Maja"}});
  EXPECT_EQ(std::count(children.begin(), children.end(), Found{"PERSON", "Maja"}), 2);
  ExpectNoneContains(children, {"Persons"});
  const auto places = DetectIn(
      "Before the war he owned a house at 14 Ulica bana Jelačića in Vukovar. His son was taken to the "
      "Ovčara farm. They arrived on the island of Lesbos and were placed in the Moria reception centre. The "
      "land was registered as sheet 12, parcel 431. The complaint was declined (file no. 2 BvR 1873/10). An expert "
      "of the Bezirksklinikum Regensburg reported.");
  ExpectFinds(places, {{"LOCATION", "14 Ulica bana Jelačića"},
                       {"ORGANIZATION", "Ovčara farm"},
                       {"LOCATION", "Lesbos"},
                       {"ORGANIZATION", "Moria reception centre"},
                       {"CODE", "12"},
                       {"CODE", "2 BvR 1873/10"},
                       {"ORGANIZATION", "Bezirksklinikum Regensburg"}});
  const auto more = DetectIn(
      "The applicant, a Hazara, left with his brother, who was then fourteen. His father, a smallholder, grew "
      "tobacco. She is a freelance journalist. Her mother suffered from breast cancer. He was driving a Daewoo "
      "Lanos and was diagnosed with a concussion, two broken ribs and a perforated eardrum. He broke her nose; "
      "she suffered second-degree burns. He claimed 96,000 Croatian kunas (HRK).");
  ExpectFinds(more, {{"NRP", "Hazara"},
                     {"AGE", "fourteen"},
                     {"OCCUPATION", "smallholder"},
                     {"OCCUPATION", "freelance journalist"},
                     {"MEDICAL_CONDITION", "breast cancer"},
                     {"VEHICLE", "Daewoo Lanos"},
                     {"MEDICAL_CONDITION", "broken ribs"},
                     {"MEDICAL_CONDITION", "perforated eardrum"},
                     {"MEDICAL_CONDITION", "broke her nose"},
                     {"MEDICAL_CONDITION", "second-degree burns"},
                     {"QUANTITY", "96,000 Croatian kunas (HRK)"}});
  ExpectNoType(DetectIn("He hired a Turkish lawyer and a Kurdish interpreter."), "NRP");
  // A third round.
  const auto third = DetectIn(
      "The applicant, who is married and has a daughter, is 1.93 m tall; his brother, who is 1.68 m tall, is not. "
      "His wife, Mrs Olga Volkova, a "
      "paediatrician, was dismissed. They lived at Kossuth utca 18 in Hajdúhadház. The child, who was "
      "then three months old, was ill. A report noted bruising on both upper arms. He suffers from insomnia. A "
      "62-year-old nightwatchman saw him.");
  ExpectFinds(third, {{"QUANTITY", "1.93 m"},
                      {"QUANTITY", "1.68 m"},  // not an age of "1"
                      {"FAMILY_STATUS", "married"},
                      {"OCCUPATION", "paediatrician"},
                      {"LOCATION", "Kossuth utca 18"},
                      {"AGE", "three months old"},
                      {"MEDICAL_CONDITION", "both upper arms"},
                      {"MEDICAL_CONDITION", "insomnia"},
                      {"OCCUPATION", "nightwatchman"}});
  EXPECT_FALSE(Has(third, "AGE", "1"));
  ExpectNoType(DetectIn("The two cases were separated and the applications joined."), "FAMILY_STATUS");
  // A fourth round.
  const auto fourth = DetectIn(
      "He is a former shipyard worker and was a member of the Solidarity trade union. He was interned in the "
      "Strzebielinek internment camp and dismissed from the Gdańsk Shipyard. His mother died of a stroke. He "
      "worked for thirty years as a labourer. She works part-time as a home carer. He was a second-year student "
      "and a follower of the Salafi branch of Islam, held at the Kizilyurt district police department for six "
      "hours. He was held in the Röszke transit zone. He gave an interview to the regional daily "
      "Moravskoslezský. His salary was cut by 8,000 Czech korunas (CZK). The case was investigated by the "
      "United Nations Interim Administration Mission in Kosovo.");
  ExpectFinds(fourth, {{"OCCUPATION", "former shipyard worker"},
                       {"ORGANIZATION", "Solidarity trade union"},
                       {"ORGANIZATION", "Strzebielinek internment camp"},
                       {"ORGANIZATION", "Gdańsk Shipyard"},
                       {"MEDICAL_CONDITION", "stroke"},
                       {"OCCUPATION", "labourer"},
                       {"OCCUPATION", "home carer"},
                       {"OCCUPATION", "second-year student"},
                       {"NRP", "Salafi"},
                       {"QUANTITY", "six hours"},
                       {"ORGANIZATION", "Röszke transit zone"},
                       {"ORGANIZATION", "Moravskoslezský"},
                       {"QUANTITY", "8,000 Czech korunas (CZK)"}});
  ExpectNoType(fourth, "LOCATION");  // "Mission" is a Texan town, not here
  ExpectNoType(DetectIn("It was a stroke of luck, a stroke of the pen."), "MEDICAL_CONDITION");
  // A law's number is no one's code, nor its year a date; a judgment's is a code.
  const auto laws = DetectIn("Following Law no. 4024/2011 her salary was cut; see judgment no. 1287/2017.");
  ExpectFinds(laws, {{"CODE", "1287/2017"}});
  ExpectNoneContains(laws, {"4024", "2011"});
  // Notes of the kinds our users hold, in the same session.
  const auto notes = DetectIn(
      "Child: Mateusz (DOB 14/06/2016)\nClient Oumar Diallo, Guinean national, Home Office ref D1234567.\n"
      "Employee: Rui Carvalho (ID 004512)\nAdmitted with community-acquired pneumonia and atrial fibrillation.\n"
      "Male detained under s.136 MHA.\nUnion rep: Dariusz Nowak (GMB).\nSubject: RE: Ticket 4471\n");
  ExpectFinds(notes, {{"PERSON", "Mateusz"},
                      {"NRP", "Guinean national"},
                      {"CODE", "D1234567"},
                      {"CODE", "004512"},
                      {"MEDICAL_CONDITION", "community-acquired pneumonia"},
                      {"MEDICAL_CONDITION", "atrial fibrillation"},
                      {"PERSON", "Dariusz Nowak"}});
  ExpectNoType(notes, "LOCATION");  // Male and Union are towns, not here
  ExpectNoneContains(notes, {"RE"});
  EXPECT_TRUE(Has(DetectIn("She moved to Male in 2019."), "LOCATION", "Male"));
  // A broadcaster named kind first is no place; a founder is a job.
  const auto last = DetectIn(
      "He wrote to Radio Free Europe. The applicant is the founder and director of a non-governmental "
      "organisation.");
  ExpectFinds(last, {{"ORGANIZATION", "Radio Free Europe"}, {"OCCUPATION", "founder and director"}});
  ExpectNoType(last, "LOCATION");
  // A fifth round: initials alone, registers' numbers, jobs somewhere named,
  // companies' legal forms, parties, streets kinded after their names.
  const auto fifth = DetectIn(
      "He killed two persons, V.B. and A.K., in a garage. He was a retired sea captain; she was employed as a "
      "seamstress. They lost their main customer, a jeweller in Gda\u0144sk. The applicant, then a third-year "
      "medical student, was ill. The plot is registered under cadastral code 341280912004. The company is "
      "registered in Riga under number 40003512876 (criminal case no. 11816002112). The applicant company, "
      "Baltic Amber Trade SIA, was searched at 14 Br\u012bv\u012bbas iela, Riga. He is held in Pravieni\u0161k\u0117s "
      "Correctional Facility and is a member of the Union for Democracy and Social Progress. She had a history of "
      "alcohol abuse and a coronary bypass. They own land at the locality of Kalathas.");
  ExpectFinds(fifth, {{"PERSON", "V.B."},
                      {"PERSON", "A.K."},
                      {"OCCUPATION", "retired sea captain"},
                      {"OCCUPATION", "seamstress"},
                      {"OCCUPATION", "jeweller"},
                      {"OCCUPATION", "third-year medical student"},
                      {"CODE", "341280912004"},
                      {"CODE", "40003512876"},
                      {"CODE", "11816002112"},
                      {"ORGANIZATION", "Baltic Amber Trade SIA"},
                      {"LOCATION", "14 Br\u012bv\u012bbas iela, Riga"},
                      {"ORGANIZATION", "Pravieni\u0161k\u0117s Correctional Facility"},
                      {"ORGANIZATION", "Union for Democracy and Social Progress"},
                      {"MEDICAL_CONDITION", "alcohol abuse"},
                      {"MEDICAL_CONDITION", "coronary bypass"},
                      {"LOCATION", "Kalathas"}});
  // A sixth round, each with the judgment's opening sentence.
  const auto russia = DetectIn(
      "The case originated in an application against the Russian Federation. He was represented by the "
      "Stichting Russian Justice Initiative and the Government by Mr G. Matyushkin, Representative of the Russian "
      "Federation. He later moved to Georgia. He was released near the Kavkaz checkpoint; the Ingushetia Bureau "
      "of Forensic Medical Examinations recorded burns on both earlobes and a fractured left forearm.");
  ExpectFinds(russia, {{"ORGANIZATION", "Stichting Russian Justice Initiative"},
                       {"LOCATION", "Georgia"},  // another State than the respondent's
                       {"LOCATION", "Kavkaz checkpoint"},
                       {"ORGANIZATION", "Ingushetia Bureau of Forensic Medical Examinations"},
                       {"MEDICAL_CONDITION", "both earlobes"},
                       {"MEDICAL_CONDITION", "fractured left forearm"}});
  ExpectNoneContains(russia, {"Federation"});
  EXPECT_FALSE(Has(russia, "PERSON", "Initiative"));  // after "Justice", once a title
  const auto sixth = DetectIn(
      "The expert, Dr F. De Luca, an orthopaedic surgeon, found a permanent disability. She is of Serbian "
      "ethnic origin. He worked as a delivery driver and later as a forklift operator; his children attend the "
      "Saint-Just primary school. He speaks only a little Arabic. He worked as an underground mining foreman and "
      "is a category II invalid. She applied under the \"Pinto Act\".");
  ExpectFinds(sixth, {{"OCCUPATION", "orthopaedic surgeon"},
                      {"MEDICAL_CONDITION", "permanent disability"},
                      {"NRP", "Serbian"},
                      {"OCCUPATION", "forklift operator"},
                      {"ORGANIZATION", "Saint-Just primary school"},
                      {"NRP", "Arabic"},
                      {"OCCUPATION", "underground mining foreman"},
                      {"MEDICAL_CONDITION", "category II invalid"}});
  ExpectNoType(sixth, "LOCATION");  // Pinto is a town, not here
  // A seventh round.
  const auto seventh = DetectIn(
      "He met a former member of the Provisional IRA. He has type 1 diabetes and was held at Antrim Serious Crime "
      "Suite. He was represented by Mr F. Th. Petermann. They own a house at 27, Triq il-Kbira, Birkirkara, let "
      "for 185 Maltese liri (MTL) a year. He took 2,000 Bulgarian levs (BGN). Their daughters, then aged 9 and 14, "
      "knew. The mill, registered in the land register of the Sascut commune under no. 2204, was demolished. The "
      "Zadar County Office for Reconstruction refused.");
  ExpectFinds(seventh, {{"ORGANIZATION", "Provisional IRA"},
                        {"MEDICAL_CONDITION", "type 1 diabetes"},
                        {"ORGANIZATION", "Antrim Serious Crime Suite"},
                        {"PERSON", "F. Th. Petermann"},
                        {"LOCATION", "27, Triq il-Kbira, Birkirkara"},
                        {"QUANTITY", "185 Maltese liri (MTL)"},
                        {"QUANTITY", "2,000 Bulgarian levs (BGN)"},
                        {"AGE", "aged 9 and 14"},
                        {"CODE", "2204"},
                        {"ORGANIZATION", "Zadar County Office for Reconstruction"}});
  // An eighth round: a make inside a word is no car ("Audiencia Nacional" read
  // "Audi"), prisons by number, people known by a name alone, businesses run.
  const auto eighth = DetectIn(
      "He was arrested at calle Iparraguirre 12, 3\u00ba izquierda, for the Audiencia Nacional. Guards, including a "
      "certain Levan, beat him in Rustavi Prison no. 6. His mother, Ms Nino Beridze, a kindergarten teacher, "
      "complained. Her personal code is 120341-10837 and her pension 25.89 lati (LVL). He suffers from seizures "
      "and has lost his left eye. Her son runs a bakery in Larnaca. He worked as a tea-house owner and was employed "
      "by Polish Ocean Lines.");
  ExpectFinds(eighth, {{"LOCATION", "calle Iparraguirre 12, 3\u00ba izquierda"},
                       {"PERSON", "Levan"},
                       {"ORGANIZATION", "Rustavi Prison no. 6"},
                       {"OCCUPATION", "kindergarten teacher"},
                       {"CODE", "120341-10837"},
                       {"QUANTITY", "25.89 lati (LVL)"},
                       {"MEDICAL_CONDITION", "seizures"},
                       {"MEDICAL_CONDITION", "lost his left eye"},
                       {"OCCUPATION", "bakery"},
                       {"OCCUPATION", "tea-house owner"},
                       {"ORGANIZATION", "Polish Ocean Lines"}});
  ExpectNoType(eighth, "VEHICLE");
  // The Court's own judge has no job or origin here; a "Palestinian hanging" is no place.
  const auto court = DetectIn(
      "The Chamber included ex officio Mr F. Matscher, the elected judge of Austrian nationality. He was "
      "subjected to \"Palestinian hanging\". Two attackers, D.R. and V.S., fled.");
  ExpectNoType(court, "OCCUPATION");
  ExpectNoType(court, "NRP");
  ExpectNoType(court, "LOCATION");
  ExpectFinds(court, {{"PERSON", "D.R."}, {"PERSON", "V.S."}});
  ExpectNoType(DetectIn("See no. 9022/80, D.R. 33, p. 21."), "PERSON");  // the Commission's reports
  // A ninth round: what a person is.
  const auto ninth = DetectIn(
      "He has been a volunteer with GENDERDOC-M, an LGBT rights organisation, and sustained a concussion. She "
      "worked as a legal adviser; her husband, a former municipal councillor in Kar\u015f\u0131yaka, who is divorced "
      "from his first wife, agreed. She suffered from panic attacks. She was sterilised after a Caesarean section. They wore "
      "Orthodox crosses at the Izmir Courthouse.");
  ExpectFinds(ninth, {{"OCCUPATION", "volunteer"},
                      {"ORGANIZATION", "GENDERDOC-M"},
                      {"MEDICAL_CONDITION", "concussion"},
                      {"OCCUPATION", "legal adviser"},
                      {"OCCUPATION", "former municipal councillor"},
                      {"FAMILY_STATUS", "divorced"},
                      {"MEDICAL_CONDITION", "panic attacks"},
                      {"MEDICAL_CONDITION", "sterilised"},
                      {"MEDICAL_CONDITION", "Caesarean section"},
                      {"NRP", "Orthodox"},
                      {"ORGANIZATION", "Izmir Courthouse"}});
  // A tenth round: documents by series, one-word banks, lower-case inspectorates.
  const auto tenth = DetectIn(
      "He was arrested with his son Ahmet, then a high-school pupil; a doctor noted a swollen left ankle and a "
      "haemorrhage in the brain. The Odessa regional tax inspectorate searched 5 Deribasivska Street, flat 9, and "
      "withdrew his passport (series KM no. 215487). His wife worked at the Odessa branch of PrivatBank.");
  ExpectFinds(tenth, {{"OCCUPATION", "high-school pupil"},
                      {"MEDICAL_CONDITION", "swollen left ankle"},
                      {"MEDICAL_CONDITION", "haemorrhage in the brain"},
                      {"ORGANIZATION", "Odessa regional tax inspectorate"},
                      {"LOCATION", "5 Deribasivska Street, flat 9"},
                      {"CODE", "KM no. 215487"},
                      {"ORGANIZATION", "PrivatBank"}});
  // A person's name ends before the possessive (its surrogate had lost the
  // "'s"); a job before "born"; heads of schools and shop stewards.
  const auto eleventh = DetectIn(
      "Officers, with Mr Gendzhev's supporters, came. Mr Lefebvre, a former notary's clerk born in 1937, and his "
      "wife, Mrs Odette Lefebvre, a primary school headmistress, left. He was a shop steward.");
  ExpectFinds(eleventh, {{"PERSON", "Gendzhev"},
                         {"OCCUPATION", "former notary's clerk"},
                         {"OCCUPATION", "primary school headmistress"},
                         {"OCCUPATION", "shop steward"}});
  EXPECT_FALSE(Has(eleventh, "PERSON", "Gendzhev's"));
  // Officers the applicant speaks of are no job of the applicant's.
  ExpectNoType(DetectIn("According to the applicant, officers of the department beat him."), "OCCUPATION");
  // A ministry named "for" what it does is as generic as one named "of" it.
  ExpectNoType(DetectIn("Their Agent, Ms E. Jagander, Ministry for Foreign Affairs, replied."), "ORGANIZATION");
  // Dotted capitals that name no one: a State, a law report, a degree.
  ExpectNoType(DetectIn("See R. v. Smith [2004] 1 A.C. 653, the U.K. rules, her Ph.D. thesis and an S.A. of hers."),
               "PERSON");
  // A fourteenth round: towns that begin before a first name, ranks before
  // initials, names in quotes, schools and works, companies' small-letter
  // legal forms, an IBAN's shape whose check digits fail, names with "bin" and
  // "da", rivers and roads, a street kind first, a unit's number, a Russian
  // plate, syndromes, a job before an age, the longer rank.
  const auto fourteenth = DetectIn(
      "He lives in Vila Nova de Gaia. Officers of the Polizia Roma Capitale and Private Marchenko, Junior Sergeant "
      "Ch. and Private P.C. came. Reports were signed \u201cSorin\u201d; he knew them as \u201cGia\u201d and "
      "\u201cBeso\u201d. He taught at the Thomas M\u00fcntzer Gymnasium and worked at the Tehnofrig factory, the "
      "Rustavi Cement Works; she works as a driver for PostNL. Her account at Tatra banka (IBAN SK31 1100 0000 0029 4507 "
      "7813) and debts to POHOTOVOS\u0164 s.r.o. and Ljubljanska banka d.d.; Sheikh Mohammed bin Khalifa Al Thani "
      "and Mrs Maria da Concei\u00e7\u00e3o Ferreira Lopes. A flood of the Mora\u010da river near the Trakia "
      "motorway; land on Rruga e Kavaj\u00ebs. He served in military unit A1515, drove a car, registration number "
      "E 427 KM 05, and had Turner syndrome, two heart attacks and septic shock; he was a docker aged 29, retired at the "
      "rank of lieutenant-colonel.");
  ExpectFinds(fourteenth, {{"LOCATION", "Vila Nova de Gaia"},
                           {"ORGANIZATION", "Polizia Roma Capitale"},
                           {"PERSON", "Marchenko"},
                           {"PERSON", "Ch."},
                           {"PERSON", "P.C."},
                           {"PERSON", "Sorin"},
                           {"PERSON", "Gia"},
                           {"PERSON", "Beso"},
                           {"ORGANIZATION", "Thomas M\u00fcntzer Gymnasium"},
                           {"ORGANIZATION", "Tehnofrig factory"},
                           {"ORGANIZATION", "Rustavi Cement Works"},
                           {"ORGANIZATION", "PostNL"},
                           {"ORGANIZATION", "Tatra banka"},
                           {"CODE", "SK31 1100 0000 0029 4507 7813"},  // check digits fail: a code
                           {"ORGANIZATION", "POHOTOVOS\u0164 s.r.o."},
                           {"ORGANIZATION", "Ljubljanska banka d.d."},
                           {"PERSON", "Mohammed bin Khalifa Al Thani"},
                           {"PERSON", "Maria da Concei\u00e7\u00e3o Ferreira Lopes"},
                           {"LOCATION", "Mora\u010da river"},
                           {"LOCATION", "Trakia motorway"},
                           {"LOCATION", "Rruga e Kavaj\u00ebs"},
                           {"CODE", "A1515"},
                           {"CODE", "E 427 KM 05"},
                           {"MEDICAL_CONDITION", "Turner syndrome"},
                           {"MEDICAL_CONDITION", "heart attacks"},
                           {"MEDICAL_CONDITION", "septic shock"},
                           {"OCCUPATION", "docker"},
                           {"OCCUPATION", "lieutenant-colonel"}});
  EXPECT_FALSE(Has(fourteenth, "PERSON", "Private Marchenko"));  // a rank is no part of the name
  // An Italian magistrate's court named for its town (it had been a person,
  // "Annunziata Magistrate"), a company named before its kind, works by trade.
  const auto courts = DetectIn(
      "He sued Mr A.R. before the Torre Annunziata Magistrate (pretore). The Magistrate found for him. He set fire "
      "to the warehouse of the Drewex company. She worked as a bookkeeper at the Tver Wagon-Building Works.");
  ExpectFinds(courts, {{"ORGANIZATION", "Torre Annunziata Magistrate"},
                       {"ORGANIZATION", "Drewex company"},
                       {"OCCUPATION", "bookkeeper"},
                       {"ORGANIZATION", "Tver Wagon-Building Works"}});
  EXPECT_EQ(std::count_if(courts.begin(), courts.end(), [](const Found& f) { return f.type == "PERSON"; }), 1);
  // A young offenders' institution is no person "Young"; a judge's title
  // before the name is no part of it, and the Lord Justice General is an
  // office; a car's make is no town; a company named with "de".
  const auto english = DetectIn(
      "He is detained in HM Young Offender Institution Feltham. The trial judge, Mr Justice Holland, sat; the "
      "judgment was given by the Lord Justice General. He paid for a Mercedes 300 SL. He ran Forges de Loire SA.");
  ExpectFinds(english, {{"PERSON", "Holland"}, {"ORGANIZATION", "Forges de Loire SA"}});
  EXPECT_EQ(std::count_if(english.begin(), english.end(), [](const Found& f) { return f.type == "PERSON"; }), 1);
  ExpectNoType(english, "LOCATION");
  // A company named after its kind, old money, an age said alone, an
  // embolism, mines named after their place; not a person's title after
  // "company", nor a year as an age.
  const auto sweeper = DetectIn(
      "He worked as a street sweeper for the cleaning company Chistota; his income was 85,000 old levs a month. "
      "He was 71. The surgeon missed a pulmonary embolism. He died in the J\u00e1chymov uranium mines. The company "
      "Mr Smith founded failed; he was 2002.");
  ExpectFinds(sweeper, {{"OCCUPATION", "street sweeper"},
                        {"ORGANIZATION", "Chistota"},
                        {"QUANTITY", "85,000 old levs"},
                        {"AGE", "71"},
                        {"MEDICAL_CONDITION", "pulmonary embolism"},
                        {"ORGANIZATION", "J\u00e1chymov uranium mines"},
                        {"PERSON", "Smith"}});
  ExpectNoneContains(sweeper, {"Mr Smith"});
  const auto then = DetectIn("He was then 58 and had two children. He was held at the centre (Centro de Internamiento).");
  ExpectFinds(then, {{"AGE", "58"}});
  ExpectNoType(then, "LOCATION");
  EXPECT_FALSE(Has(sweeper, "AGE", "2002"));
  // A periodical named after its kind is no person, whatever first name it begins with.
  const auto periodical = DetectIn("He is the editor of the weekly periodical \u00d6zg\u00fcr Halk and wrote for the daily Sabah.");
  ExpectFinds(periodical, {{"ORGANIZATION", "\u00d6zg\u00fcr Halk"}, {"ORGANIZATION", "Sabah"}});
  ExpectNoType(periodical, "PERSON");
  // A supermarket named, a fracture of a bone, an IT technician.
  ExpectFinds(DetectIn("Near the Kaufland supermarket a doctor recorded a fracture of the left ulna. Mr Tom\u00e1\u0161 "
                       "Novotn\u00fd, an IT technician at the Masaryk University, came."),
              {{"ORGANIZATION", "Kaufland supermarket"},
               {"MEDICAL_CONDITION", "fracture of the left ulna"},
               {"OCCUPATION", "IT technician"}});
  // A street's last letter outside ASCII stays in it (RE2's \b is ASCII's:
  // "Via Libert" had lost its "à"); banks in Turkish; a building contractor.
  ExpectFinds(DetectIn("Her brother, a building contractor, lived in Via Libert\u00e0, Palermo, and banked at "
                       "T\u00fcrkiye Halk Bankas\u0131."),
              {{"OCCUPATION", "building contractor"},
               {"LOCATION", "Via Libert\u00e0"},
               {"ORGANIZATION", "T\u00fcrkiye Halk Bankas\u0131"}});
  // A job trained for.
  ExpectFinds(DetectIn("She is training to be a hairdresser. He qualified as an electrician."),
              {{"OCCUPATION", "hairdresser"}, {"OCCUPATION", "electrician"}});
  // A language whose last letter is outside ASCII, whole.
  ExpectFinds(DetectIn("He speaks only T\u00fcrk\u00e7e."), {{"NRP", "T\u00fcrk\u00e7e"}});
  // Where an article was published is no place, unless a gazetteer knows it.
  const auto article = DetectIn("He learned of it from a newspaper article in Diena. A report in Ankara said so.");
  ExpectFinds(article, {{"ORGANIZATION", "Diena"}});
  EXPECT_FALSE(Has(article, "ORGANIZATION", "Ankara"));
  // A website by its domain alone; not a program's names.
  const auto site = DetectIn("He writes for the news site Mediapool.bg and mails ivan@abv.bg. See README.md, "
                             "logger.info and setup.py.");
  ExpectFinds(site, {{"URL", "Mediapool.bg"}, {"EMAIL_ADDRESS", "ivan@abv.bg"}});
  EXPECT_EQ(std::count_if(site.begin(), site.end(), [](const Found& f) { return f.type == "URL"; }), 1);
  // A ship named after the word for it (not "MS Word"), a ship's engineer, an
  // able seaman, a border crossing.
  const auto ship = DetectIn("He is a ship's engineer. Officers searched the cargo ship MV Rila. Mr V.K., an able "
                             "seaman, was arrested near the Holmec border crossing. He used MS Word.");
  ExpectFinds(ship, {{"OCCUPATION", "ship's engineer"},
                     {"VEHICLE", "MV Rila"},
                     {"OCCUPATION", "able seaman"},
                     {"LOCATION", "Holmec border crossing"}});
  ExpectNoneContains(ship, {"Word"});
  // A magistrates' court and a health centre named after their town, a platform.
  ExpectFinds(DetectIn("He was brought before the Kozluk magistrates' court; a doctor at the Kozluk health centre "
                       "saw him. It was organised by the Women's Platform."),
              {{"ORGANIZATION", "Kozluk magistrates' court"},
               {"ORGANIZATION", "Kozluk health centre"},
               {"ORGANIZATION", "Women's Platform"}});
  // A firm "& Co.", a security officer, sickle-cell anaemia, HIV-positive whole.
  ExpectFinds(DetectIn("Her solicitors, Wilson & Co., applied. He works as a security officer at Heathrow Airport. "
                       "T. has sickle-cell anaemia. She is HIV-positive."),
              {{"ORGANIZATION", "Wilson & Co."},
               {"OCCUPATION", "security officer"},
               {"MEDICAL_CONDITION", "sickle-cell anaemia"},
               {"MEDICAL_CONDITION", "HIV-positive"}});
  // A telephone number in pairs after its word, a remand centre's code, a
  // shop named with its trade; not a phone's make as a town.
  const auto pairs = DetectIn(
      "Her mobile telephone, a Nokia E72 with the number 599 11 22 33, was never returned. He was held in remand "
      "centre IZ-66/1. Mr A. Gurevich owns the Uralskiye Samotsvety jewellery shop. 12 34 56 78 90 were counted.");
  ExpectFinds(pairs, {{"PHONE_NUMBER", "599 11 22 33"},
                      {"ORGANIZATION", "IZ-66/1"},
                      {"ORGANIZATION", "Uralskiye Samotsvety jewellery shop"}});
  ExpectNoType(pairs, "LOCATION");
  EXPECT_EQ(std::count_if(pairs.begin(), pairs.end(), [](const Found& f) { return f.type == "PHONE_NUMBER"; }), 1);
  // A rank of two words before a name is no part of it, and a regiment and
  // docks are bodies.
  const auto ranks = DetectIn(
      "Detectives, among them Detective Sergeant McIlroy and Detective Constable Graham, came. He killed a member "
      "of the Ulster Defence Regiment (UDR), Lance Corporal William Hamilton. He worked at the Malta Drydocks.");
  ExpectFinds(ranks, {{"PERSON", "McIlroy"},
                      {"PERSON", "Graham"},
                      {"PERSON", "William Hamilton"},
                      {"ORGANIZATION", "Ulster Defence Regiment"},
                      {"ORGANIZATION", "Malta Drydocks"}});
  ExpectNoneContains(ranks, {"Sergeant", "Constable", "Corporal"});
  // A trade's merchant, an army's rank, bedridden, a State's railways.
  ExpectFinds(DetectIn("It belonged to his father, Mr Constantin Stoica, a wine merchant. It was sold to Mr and Mrs "
                       "Popescu, a retired army colonel and a pharmacist. She has been bedridden since 2004. He was a "
                       "train driver with Croatian Railways."),
              {{"OCCUPATION", "wine merchant"},
               {"OCCUPATION", "retired army colonel"},
               {"MEDICAL_CONDITION", "bedridden"},
               {"ORGANIZATION", "Croatian Railways"}});
  // A job at a place named after "the", and a State's farm.
  ExpectFinds(DetectIn("They took her son, a tractor driver at the Gekhi state farm (sovkhoz)."),
              {{"OCCUPATION", "tractor driver"}, {"ORGANIZATION", "Gekhi state farm"}});
  // Schooling and a native language; not a ministry's name.
  const auto schooling = DetectIn(
      "His wife has only a primary-school education and is illiterate. She is a native speaker of Chechen. The "
      "Ministry of Higher Education replied.");
  ExpectFinds(schooling, {{"OCCUPATION", "primary-school education"}, {"OCCUPATION", "illiterate"}, {"NRP", "Chechen"}});
  ExpectNoneContains(schooling, {"Higher"});
  // A Nordic personal number said to be one, a Swiss judgment's number, a
  // file number of three parts (an application number's shape had taken
  // its first two), back pain and painkillers.
  const auto nordic = DetectIn(
      "The decision, which gave his civil registration (CPR) number as 120369-1457, was sent. He suffers from "
      "chronic back pain and takes painkillers. The court dismissed it (judgment 4A_249/2010; no. 2009/07/0012). "
      "Application no. 12345/06.");
  ExpectFinds(nordic, {{"CODE", "120369-1457"},
                       {"MEDICAL_CONDITION", "chronic back pain"},
                       {"MEDICAL_CONDITION", "painkillers"},
                       {"CODE", "4A_249/2010"},
                       {"CODE", "2009/07/0012"},
                       {"CODE", "12345/06"}});
  // An initial of two letters keeps its dot inside a sentence, not at its end.
  const auto digraphs = DetectIn("The investigator, Mr Kh., questioned them; Junior Sergeant Ch. beat him. She met Mr Sh.");
  ExpectFinds(digraphs, {{"PERSON", "Kh."}, {"PERSON", "Ch."}, {"PERSON", "Sh"}});
  // Initials end a body's name that follows them (it had run "M.T. and S.Y.
  // of the ... Directorate"); file numbers with their register's letters.
  const auto initials = DetectIn(
      "The prosecutor indicted officers A.K., M.T. and S.Y. of the Kartal Security Directorate. In its judgment "
      "(E. 2006/8-123, K. 2006/189) the court held; case no. P-2371/06; decision no. U-III-4317/2014.");
  ExpectFinds(initials, {{"PERSON", "M.T."},
                         {"PERSON", "S.Y."},
                         {"ORGANIZATION", "Kartal Security Directorate"},
                         {"CODE", "E. 2006/8-123"},
                         {"CODE", "K. 2006/189"},
                         {"CODE", "P-2371/06"},
                         {"CODE", "U-III-4317/2014"}});
  EXPECT_FALSE(Has(fourteenth, "ORGANIZATION", "IBAN"));
  // A fifteenth round: land books and a register's office code, a parcel's
  // letter, institutions by number, a church's see and places of worship,
  // commands and ports, a trade's word before a job, hotels and newspapers,
  // a flat after a street, a German file number with one letter.
  const auto fifteenth = DetectIn(
      "It was registered in land book no. 2104, parcel A 37/1, and in land and mortgage register no. "
      "NS1T/00048211/5. He is detained in Prison no. 13; he voted at polling station no. 651114. He accused the "
      "Metropolitan of Kydonia of theft from the monastery of Agia Triada. He served in the Kozluk Gendarmerie "
      "Command and informed the Shirak Regional Military Commissariat; she worked at the Murmansk Commercial Sea "
      "Port. He is a tobacco farmer. He is a retired police chief inspector. He worked as a toolmaker. He is a "
      "former wrestler. The Westdeutsche Allgemeine Zeitung wrote of the Hotel Kaiserhof. His flat at 27 Nizami "
      "Street, apartment 41, was searched. The Hamm Court of Appeal dismissed it (file no. 4 U 112/09). He had a "
      "fractured nasal bone and died of a ruptured aortic aneurysm. He was the owner of a small sawmill. He "
      "worked in the port of Leix\u00f5es near the Alma-Gare metro station.");
  ExpectFinds(fifteenth, {{"CODE", "2104"},
                          {"CODE", "A 37/1"},
                          {"CODE", "NS1T/00048211/5"},
                          {"ORGANIZATION", "Prison no. 13"},
                          {"ORGANIZATION", "polling station no. 651114"},
                          {"LOCATION", "Kydonia"},
                          {"LOCATION", "Agia Triada"},
                          {"ORGANIZATION", "Kozluk Gendarmerie Command"},
                          {"ORGANIZATION", "Shirak Regional Military Commissariat"},
                          {"ORGANIZATION", "Murmansk Commercial Sea Port"},
                          {"OCCUPATION", "tobacco farmer"},
                          {"OCCUPATION", "retired police chief inspector"},
                          {"OCCUPATION", "toolmaker"},
                          {"OCCUPATION", "former wrestler"},
                          {"ORGANIZATION", "Westdeutsche Allgemeine Zeitung"},
                          {"ORGANIZATION", "Hotel Kaiserhof"},
                          {"LOCATION", "27 Nizami Street, apartment 41"},
                          {"CODE", "4 U 112/09"},
                          {"MEDICAL_CONDITION", "fractured nasal bone"},
                          {"MEDICAL_CONDITION", "ruptured aortic aneurysm"},
                          {"OCCUPATION", "owner of a small sawmill"},
                          {"LOCATION", "Leix\u00f5es"},
                          {"ORGANIZATION", "Alma-Gare metro station"}});
  // Mountains named kind first (not "Monte Rosa" as a person), an
  // administration (it had been a person), an inn, the last language of a
  // list, a people, a vessel after "the", a currency, herders and guides.
  const auto mountain = DetectIn(
      "He led a group on the Piz Kesch and Monte Rosa. The Finnish Forest Administration granted it. He cooked at "
      "the Gasthof Zum Hirschen. He speaks German and Igbo; he is a member of the Sami people and owned a fishing "
      "boat, the Sveti Nikola. His brother belongs to the Nak\u015fibendi religious order. His pension is 11,000 leks. He is a reindeer herder; she is a mountain guide.");
  ExpectFinds(mountain, {{"LOCATION", "Piz Kesch"},
                         {"LOCATION", "Monte Rosa"},
                         {"ORGANIZATION", "Finnish Forest Administration"},
                         {"ORGANIZATION", "Gasthof Zum Hirschen"},
                         {"NRP", "German"},
                         {"NRP", "Igbo"},
                         {"NRP", "Sami"},
                         {"NRP", "Nak\u015fibendi"},
                         {"VEHICLE", "Sveti Nikola"},
                         {"QUANTITY", "11,000 leks"},
                         {"OCCUPATION", "reindeer herder"},
                         {"OCCUPATION", "mountain guide"}});
  ExpectNoType(mountain, "PERSON");
  // A Turkish address and a Turkish mobile number, a republic within a State
  // (not a State's long name), makes of car whose letters RE2's \b missed,
  // a disability's degree, a bone to break, a job before "employed by".
  const auto mersin = DetectIn(
      "She was arrested at \u00c7ay Mahallesi 4512 Sokak No. 7; her mobile telephone number, 0532 417 22 90, was "
      "found. He lives in Makhachkala, Republic of Dagestan, not in the Socialist Federal Republic of Yugoslavia. "
      "He drove a \u0160koda Octavia; men came in a grey UAZ vehicle. He has a third-degree disability; he would "
      "break his right femur. Mr Mykola Kravets, a lorry driver employed by a company, died. She worked as a "
      "warehouse assistant and then as a tutor.");
  ExpectFinds(mersin, {{"LOCATION", "\u00c7ay Mahallesi 4512 Sokak No. 7"},
                       {"PHONE_NUMBER", "0532 417 22 90"},
                       {"LOCATION", "Republic of Dagestan"},
                       {"VEHICLE", "\u0160koda Octavia"},
                       {"VEHICLE", "grey UAZ"},
                       {"MEDICAL_CONDITION", "third-degree disability"},
                       {"MEDICAL_CONDITION", "break his right femur"},
                       {"OCCUPATION", "lorry driver"},
                       {"OCCUPATION", "warehouse assistant"},
                       {"OCCUPATION", "tutor"}});
  ExpectNoneContains(mersin, {"Yugoslavia"});
  // ... but not the State a case is against, which no gazetteer knows.
  ExpectNoType(DetectIn("The case originated in an application against the Republic of Varkos lodged by a national. "
                        "The Republic of Varkos replied."),
               "LOCATION");
  // Names that begin or end with a letter outside ASCII, whole (RE2's \b is
  // ASCII's: "Škoda Auto a.s." had lost its first word, "Česká banka", a
  // café and "Özlem, 34," had not been found).
  const auto letters = DetectIn(
      "She sued \u0160koda Auto a.s. and \u010cesk\u00e1 banka. He lived at \u00dclk\u00fc Sokak 12. He was the "
      "owner of a caf\u00e9 in Lyon. Grievance of \u00d6zlem Kaya. \u00d6zlem, 34, a nurse, reports it.");
  ExpectFinds(letters, {{"ORGANIZATION", "\u0160koda Auto a.s."},
                        {"ORGANIZATION", "\u010cesk\u00e1 banka"},
                        {"LOCATION", "\u00dclk\u00fc Sokak 12"},
                        {"OCCUPATION", "owner of a caf\u00e9"},
                        {"AGE", "34"}});
  // A people of the Caucasus, a flat's number after the house's, a channel.
  ExpectFinds(DetectIn("He is an ethnic Azeri. Her flat at Savanori\u0173 prospektas 187-14 was sold. It was broadcast "
                       "on Maestro TV."),
              {{"NRP", "Azeri"}, {"LOCATION", "Savanori\u0173 prospektas 187-14"}, {"ORGANIZATION", "Maestro TV"}});
  // How someone looks (not a surname), scabies, a heart defect, a piano
  // tuner, a daily newspaper in German.
  const auto looks = DetectIn(
      "The robber was about 40 years old, of stocky build, with a shaved head, dark hair, a beard and a tattoo of a "
      "spider's web on his left hand. Mr Beard came. A doctor found that he had scabies; the child had a heart defect. "
      "He works as a piano tuner. She wrote to the Tiroler Tageszeitung.");
  ExpectFinds(looks, {{"APPEARANCE", "stocky build"},
                      {"APPEARANCE", "shaved head"},
                      {"APPEARANCE", "dark hair"},
                      {"APPEARANCE", "beard"},
                      {"APPEARANCE", "tattoo of a spider's web on his left hand"},
                      {"MEDICAL_CONDITION", "scabies"},
                      {"MEDICAL_CONDITION", "heart defect"},
                      {"OCCUPATION", "piano tuner"},
                      {"ORGANIZATION", "Tiroler Tageszeitung"}});
  EXPECT_EQ(std::count_if(looks.begin(), looks.end(), [](const Found& f) { return f.type == "APPEARANCE"; }), 5);
  // A street named kind last without a number, a publishing house, a second
  // job after a found one.
  ExpectFinds(DetectIn("A brawl broke out on Kalker Hauptstra\u00dfe. He owns the publishing house Ceylan "
                       "Yay\u0131nlar\u0131. He worked as a warehouseman and a forklift driver."),
              {{"LOCATION", "Kalker Hauptstra\u00dfe"},
               {"ORGANIZATION", "Ceylan Yay\u0131nlar\u0131"},
               {"OCCUPATION", "warehouseman"},
               {"OCCUPATION", "forklift driver"}});
  // A bar named after its place or owner, a remand prison called an
  // isolator, a job held informally.
  ExpectFinds(DetectIn("They quarrelled in the Vatra bar. He was detained in the Ganja Investigative Isolator. He "
                       "works informally as a porter."),
              {{"ORGANIZATION", "Vatra bar"},
               {"ORGANIZATION", "Ganja Investigative Isolator"},
               {"OCCUPATION", "porter"}});
  // File numbers with letters before or after and Turkish dockets, a
  // certificate's or an order's number, a file number whole (its first part
  // had been taken alone).
  const auto files = DetectIn(
      "The judgment (Case No. 2005/1234 E., Decision No. 2006/567 K.) was upheld. It gave judgment in case "
      "3K-34/2010 and judgment no. 3K-3-123/2008. By order no. 123-k he was dismissed. He was issued with a "
      "certificate of ownership (no. 0032561). The inquiry file no. 1234-07 was lost.");
  ExpectFinds(files, {{"CODE", "2005/1234 E."},
                      {"CODE", "2006/567 K."},
                      {"CODE", "3K-34/2010"},
                      {"CODE", "3K-3-123/2008"},
                      {"CODE", "123-k"},
                      {"CODE", "0032561"},
                      {"CODE", "1234-07"}});
  ExpectFinds(DetectIn("He served 14 years of his sentence."), {{"QUANTITY", "14 years"}});  // the time served
  // Companies after their legal form as Russia writes it, plain or quoted,
  // and a body named after its kind at a sentence's start.
  ExpectFinds(DetectIn("He sued OOO Stroyinvest and ZAO \"Yukos-Moskva\". The association Stop Violence helped."),
              {{"ORGANIZATION", "OOO Stroyinvest"}, {"ORGANIZATION", "Yukos-Moskva"}, {"ORGANIZATION", "Stop Violence"}});
  // A detective's rank whole, newspapers named so; not the Court's officers
  // who sign a judgment.
  const auto signed_by = DetectIn("He served as a detective sergeant. The Belfast Telegraph wrote.\n\nMarialena "
                                  "Tsirli Registrar\n\nPaul Lemmens, President\n\nLawrence Early, Registrar");
  ExpectFinds(signed_by, {{"OCCUPATION", "detective sergeant"}, {"ORGANIZATION", "Belfast Telegraph"}});
  ExpectNoType(signed_by, "PERSON");
  ExpectNoType(signed_by, "LOCATION");  // "Lawrence" is a town too
  // A faith by its name or in two words (not a person "Sunni Muslim"), the
  // applicant divorced, years at school, an age of years or at the time.
  const auto faith = DetectIn(
      "She converted to Catholicism. He is a Sunni Muslim. The applicant is divorced and has custody. He completed "
      "eight years of primary school. The applicant, who is now 82 years of age, lives alone. He was 16 at the time.");
  ExpectFinds(faith, {{"NRP", "Catholicism"},
                      {"NRP", "Sunni Muslim"},
                      {"FAMILY_STATUS", "divorced"},
                      {"OCCUPATION", "eight years of primary school"},
                      {"AGE", "82 years of age"},
                      {"AGE", "16"}});
  ExpectNoType(faith, "PERSON");
  EXPECT_FALSE(Has(DetectIn("His sons Adam, Islam and Khasan were at home."), "NRP", "Islam"));  // a first name
  ExpectNoType(faith, "LOCATION");
  // A company after its legal form as Romania and Moldova write it, a
  // lawyer's clerk whole (it had been a lawyer), a movement.
  ExpectFinds(DetectIn("He leased it to a company, SRL Agro-Sud. She is a lawyer's clerk. It was organised by the Free "
                       "Women's Movement."),
              {{"ORGANIZATION", "SRL Agro-Sud"},
               {"OCCUPATION", "lawyer's clerk"},
               {"ORGANIZATION", "Free Women's Movement"}});
  // Statelessness, a dual nationality, works named in small letters, a ship
  // after "the" and its word, tinnitus.
  ExpectFinds(DetectIn("It was lodged by a stateless person. His wife, a dual Latvian and Russian national, worked "
                       "at the Liepajas Metalurgs steelworks. He was held on the ship Audace and has tinnitus."),
              {{"NRP", "stateless"},
               {"NRP", "Latvian and Russian national"},
               {"ORGANIZATION", "Liepajas Metalurgs steelworks"},
               {"VEHICLE", "Audace"},
               {"MEDICAL_CONDITION", "tinnitus"}});
  // Chronic pain, a paralysis and where, a medicine by name, a wheelchair, a disc.
  ExpectFinds(DetectIn("She suffered from chronic pain and partial paralysis of the left foot. He was given "
                       "chlorpromazine. Her son is confined to a wheelchair; she has a herniated disc."),
              {{"MEDICAL_CONDITION", "chronic pain"},
               {"MEDICAL_CONDITION", "partial paralysis of the left foot"},
               {"MEDICAL_CONDITION", "chlorpromazine"},
               {"MEDICAL_CONDITION", "confined to a wheelchair"},
               {"MEDICAL_CONDITION", "herniated disc"}});
  // Gorges, forests, mountains, valleys, quarters, markets and stadiums
  // named before their kind; a state road by its number.
  ExpectFinds(DetectIn("They were found in the Argun gorge and the Tatra Mountains, in the Sarayevo microdistrict, "
                       "at the Cherkizovsky market and on the D-400 state road."),
              {{"LOCATION", "Argun gorge"},
               {"LOCATION", "Tatra Mountains"},
               {"LOCATION", "Sarayevo microdistrict"},
               {"LOCATION", "Cherkizovsky market"},
               {"LOCATION", "D-400"}});
  // A boilerman, a road by its route number, an association in Hungarian, a
  // ward sister, a job after a people's word, a municipal assembly (not a
  // square named after an assembly).
  const auto assembly = DetectIn(
      "He worked as a boilerman and cleared ditches along route 24. A vigilante group, the Szebb "
      "J\u00f6v\u0151\u00e9rt Egyes\u00fclet, patrolled. She is a ward sister. He is a Bosniac and an imam. He was "
      "elected to the Novi Pazar Municipal Assembly. They marched in the Great National Assembly Square.");
  ExpectFinds(assembly, {{"OCCUPATION", "boilerman"},
                         {"LOCATION", "route 24"},
                         {"ORGANIZATION", "Szebb J\u00f6v\u0151\u00e9rt Egyes\u00fclet"},
                         {"OCCUPATION", "ward sister"},
                         {"NRP", "Bosniac"},
                         {"OCCUPATION", "imam"},
                         {"ORGANIZATION", "Novi Pazar Municipal Assembly"}});
  EXPECT_FALSE(Has(assembly, "ORGANIZATION", "Great National Assembly"));
  // Initials after a title that spell a legal form are a person's; diabetic.
  ExpectFinds(DetectIn("The board appointed Mr A.S., who had less experience. The applicant, who is diabetic, lives "
                       "alone."),
              {{"PERSON", "A.S."}, {"MEDICAL_CONDITION", "diabetic"}});
  // A forest ranger at a State enterprise (not a town "Enterprise"), a
  // monastery named before its word, a plate as the Balkans write it.
  ExpectFinds(DetectIn("He is a forest ranger employed by the Southwestern State Enterprise and patrols near the Rila "
                       "Monastery. His car, registration number E 4519 BK, was burnt."),
              {{"OCCUPATION", "forest ranger"},
               {"ORGANIZATION", "Southwestern State Enterprise"},
               {"LOCATION", "Rila Monastery"},
               {"CODE", "E 4519 BK"}});
  // A Maltese street whole, with its particle after the first name; a housemaid.
  ExpectFinds(DetectIn("He owns a building at 42, Triq il-Kunsill tal-Ewropa, Birkirkara. She worked as a housemaid."),
              {{"LOCATION", "42, Triq il-Kunsill tal-Ewropa, Birkirkara"}, {"OCCUPATION", "housemaid"}});
  ExpectFinds(DetectIn("Soldiers from the P\u00fcl\u00fcm\u00fcr gendarmerie command came."),
              {{"ORGANIZATION", "P\u00fcl\u00fcm\u00fcr gendarmerie command"}});
  // A name after the word for a friend, a neighbour or an in-law.
  ExpectFinds(DetectIn("His friend Khasan Umarov saw it. His neighbour, Aslan, came. Her brother-in-law Ruslan "
                       "Ibragimov fled."),
              {{"PERSON", "Khasan Umarov"}, {"PERSON", "Aslan"}, {"PERSON", "Ruslan Ibragimov"}});
  // A region named after a first name is a place; a club after its sport; a goalkeeper.
  const auto club = DetectIn("He lives in Gorna Malina, Sofia Region. He is a former goalkeeper of the football club "
                             "Levski Sofia.");
  ExpectFinds(club, {{"LOCATION", "Sofia Region"}, {"OCCUPATION", "former goalkeeper"}, {"ORGANIZATION", "Levski Sofia"}});
  ExpectNoType(club, "PERSON");
  // A sixteenth round: patronymics joined by "oglu" and "dze", bodies named
  // after their kind (not "Irish" or a school's first name as a person),
  // identifiers after a comma or a scheme's name, a company's form after a
  // comma or a domain, a business named in apposition, a faith by its church.
  const auto sixteenth = DetectIn(
      "It was lodged by an Irish national, Mr Elnur Vagif oglu Mammadli, and by Mr Levan Zurabis dze Beridze. He "
      "is a member of the Irish National Teachers' Organisation, taught Irish at the Ziya G\u00f6kalp Anatolian High School and had an account at Bank Asya. His passport, no. "
      "U 09128846, was cancelled; her personal numeric code is 2930417240011 and his citizen service number (BSN) is "
      "123456782. He is a partner of Ferreira & Filhos, Lda. and works for Kiwi.com s.r.o. A shelter run by the NGO "
      "Praksis took him in; a bus operated by Marprom refused him. He owned a hotel, the Golden Sands, with 64 "
      "rooms, and a caf\u00e9 in Trilj called Mlinica. They are members of the Pentecostal church. He worked at the "
      "Zastava car factory and the Fasty dairy cooperative.");
  ExpectFinds(sixteenth, {{"PERSON", "Elnur Vagif oglu Mammadli"},
                          {"PERSON", "Levan Zurabis dze Beridze"},
                          {"ORGANIZATION", "Ziya G\u00f6kalp Anatolian High School"},
                          {"ORGANIZATION", "Bank Asya"},
                          {"CODE", "U 09128846"},
                          {"CODE", "2930417240011"},
                          {"CODE", "123456782"},
                          {"ORGANIZATION", "Ferreira & Filhos, Lda."},
                          {"ORGANIZATION", "Kiwi.com s.r.o."},
                          {"ORGANIZATION", "Praksis"},
                          {"ORGANIZATION", "Marprom"},
                          {"ORGANIZATION", "Golden Sands"},
                          {"ORGANIZATION", "Mlinica"},
                          {"NRP", "Pentecostal"},
                          {"ORGANIZATION", "Zastava car factory"},
                          {"ORGANIZATION", "Fasty dairy cooperative"}});
  for (const Found& f : sixteenth) {
    EXPECT_FALSE(f.type == "PERSON" && f.text.find("Irish") != std::string::npos) << f.text;
  }
  EXPECT_FALSE(Has(sixteenth, "VEHICLE", "Zastava"));
  // A place known by a quoted name (not an alias), an age in words, a second
  // predicate's marital status, a civil partnership, parents' nationality, a
  // language's speaker, a Greek Cypriot, a croupier, illnesses by name.
  const auto settlement = DetectIn(
      "She lives in a settlement on the outskirts of Baia Mare known as \"Craica\". His mother, who is eighty-one and "
      "lives alone, came. The applicant is a locksmith, is divorced and lives alone. He is in a civil partnership. "
      "He was born to Algerian parents and is a Romanian speaker. He is a Greek Cypriot. He was a croupier. He has "
      "chronic obstructive pulmonary disease and ischaemic heart disease; her husband died of mesothelioma.");
  ExpectFinds(settlement, {{"LOCATION", "Craica"},
                           {"AGE", "eighty-one"},
                           {"FAMILY_STATUS", "divorced"},
                           {"FAMILY_STATUS", "civil partnership"},
                           {"NRP", "Algerian"},
                           {"NRP", "Romanian"},
                           {"NRP", "Greek Cypriot"},
                           {"OCCUPATION", "croupier"},
                           {"MEDICAL_CONDITION", "chronic obstructive pulmonary disease"},
                           {"MEDICAL_CONDITION", "ischaemic heart disease"},
                           {"MEDICAL_CONDITION", "mesothelioma"}});
  ExpectNoType(settlement, "PERSON");
  // A Russian avenue and a block of flats as addresses, race as the first of
  // two predicates, two sons by name, a currency called convertible, works
  // of two trades, a name someone was made to take (it had been a place),
  // jobs with their trade, an outpost, a migrants' centre, a defence plant.
  const auto avenue = DetectIn(
      "He was arrested at 15 Lenina Prospekt, flat 88. He lives at 27 Pelham House, Marlowe Road. The applicant, who "
      "is black and works as a bus driver, complained. Their two sons, Adnan and Edin, were last seen. She is paid "
      "560 convertible marks (BAM). He is a miner at the Illich Iron and Steel Works. They forced him to change his "
      "name to Asen Milenov Asenov. He lost his post as a veterinary surgeon. He had worked as a radio engineer. "
      "Soldiers from the Kayac\u0131k gendarmerie outpost fired. He was held at the Contrada Imbriacola early "
      "reception centre. He worked at the Avangard defence plant. Her son has cystic fibrosis.");
  ExpectFinds(avenue, {{"LOCATION", "15 Lenina Prospekt, flat 88"},
                       {"LOCATION", "27 Pelham House, Marlowe Road"},
                       {"NRP", "black"},
                       {"PERSON", "Adnan"},
                       {"PERSON", "Edin"},
                       {"QUANTITY", "560 convertible marks (BAM)"},
                       {"ORGANIZATION", "Illich Iron and Steel Works"},
                       {"PERSON", "Asen Milenov Asenov"},
                       {"OCCUPATION", "veterinary surgeon"},
                       {"OCCUPATION", "radio engineer"},
                       {"ORGANIZATION", "Kayac\u0131k gendarmerie outpost"},
                       {"ORGANIZATION", "Contrada Imbriacola early reception centre"},
                       {"ORGANIZATION", "Avangard defence plant"},
                       {"MEDICAL_CONDITION", "cystic fibrosis"}});
  // A town that is a first name too, not a person after a prison's type
  // ("the Van F-type prison" had made "lives in Van" a person), a faith of
  // two words, a café-bar, a Croatian docket and one after "br.", a witness's
  // code name and one with a rank's dots (not an operation's), a limb
  // amputated, an organ lost, a specialist and a chaplain, a republic of the
  // Russian Federation, a restaurant by its name in apposition.
  const auto van = DetectIn(
      "Mr Yusuf Demirta\u015f lives in Van. He was held in the Van F-type high-security prison. He is a Roman "
      "Catholic priest. They fought in the Bonaca caf\u00e9-bar. It upheld the judgment (no. I K\u017e 688/13-4) "
      "and dismissed the action (U. br. 4455/15). An anonymous witness code-named \"Ate\u015f\" and one codenamed "
      "\"Lt. Col. Dinu\" testified about an operation code-named \"Gorilla\". He has had a leg amputated; she lost "
      "her spleen. She is a senior specialist; he is a chaplain. He lives in the Chechen Republic. He owns a fish "
      "restaurant, Ribarska ku\u0107a, on the lake.");
  ExpectFinds(van, {{"LOCATION", "Van"},
                    {"ORGANIZATION", "Van F-type high-security prison"},
                    {"NRP", "Roman Catholic"},
                    {"ORGANIZATION", "Bonaca caf\u00e9-bar"},
                    {"CODE", "I K\u017e 688/13-4"},
                    {"CODE", "4455/15"},
                    {"PERSON", "Ate\u015f"},
                    {"PERSON", "Lt. Col. Dinu"},
                    {"MEDICAL_CONDITION", "leg amputated"},
                    {"MEDICAL_CONDITION", "lost her spleen"},
                    {"OCCUPATION", "senior specialist"},
                    {"OCCUPATION", "chaplain"},
                    {"LOCATION", "Chechen Republic"},
                    {"ORGANIZATION", "Ribarska ku\u0107a"}});
  for (const Found& f : van) {
    EXPECT_FALSE(f.type == "PERSON" && (f.text.find("Van") != std::string::npos || f.text == "Gorilla" ||
                                        f.text.find("Roman") != std::string::npos))
        << f.text;
  }
  // A British plate with its space (it had lost its letters), the second of
  // two numbers, a chain's name, a medicine, a disorder of use, a boxing
  // club, two children by name, a private bank in apposition, a billion
  // dollars in words, a job before the name.
  const auto plate = DetectIn(
      "She drives a car, registration number YK12 ABC. Their CPR numbers are 120479-1234 and 030883-5678. He works "
      "for the supermarket chain Netto and takes warfarin. She suffered from an alcohol use disorder. He boxed for "
      "the Cherno More boxing club. She has two children, Elin and Oscar, with him. He ran a private bank, Banca de "
      "Economii, which lost one billion US dollars. His cousin, the poet Mr Hasret G\u00fcltekin, died.");
  ExpectFinds(plate, {{"CODE", "YK12 ABC"},
                      {"CODE", "030883-5678"},
                      {"ORGANIZATION", "Netto"},
                      {"MEDICAL_CONDITION", "warfarin"},
                      {"MEDICAL_CONDITION", "alcohol use disorder"},
                      {"ORGANIZATION", "Cherno More boxing club"},
                      {"PERSON", "Elin"},
                      {"PERSON", "Oscar"},
                      {"ORGANIZATION", "Banca de Economii"},
                      {"QUANTITY", "one billion US dollars"},
                      {"OCCUPATION", "poet"}});
  // Disorders of an organ, a thyroid medicine, hearing that is hard, a
  // daughter named so, a brain injury, a supporters' group in quotes, a
  // disc's herniation, headaches, a volunteer battalion.
  const auto thyroid = DetectIn(
      "She has a thyroid disorder and takes levothyroxine. He is hard of hearing. A daughter named Ane\u017eka "
      "suffered a brain injury. He belongs to the supporters' group \"Grobari\". He has a lumbar disc herniation and "
      "chronic headaches. He volunteered for the Aidar battalion.");
  ExpectFinds(thyroid, {{"MEDICAL_CONDITION", "thyroid disorder"},
                        {"MEDICAL_CONDITION", "levothyroxine"},
                        {"MEDICAL_CONDITION", "hard of hearing"},
                        {"PERSON", "Ane\u017eka"},
                        {"MEDICAL_CONDITION", "brain injury"},
                        {"ORGANIZATION", "Grobari"},
                        {"MEDICAL_CONDITION", "lumbar disc herniation"},
                        {"MEDICAL_CONDITION", "chronic headaches"},
                        {"ORGANIZATION", "Aidar battalion"}});
  // A street named after a rank (it had been a person "Street"), a town's
  // area (not a body's), a job after the employer, emphysema, a locality
  // known by a name, an accountant by charter.
  const auto admiral = DetectIn(
      "He was held at Admiral Street police station. He lived in the Toxteth area of Liverpool. The Customs area was "
      "closed. He was employed by Merseyside County Council as a refuse collector and has emphysema. His grove lies "
      "in the locality known as Contrada Arghill\u00e0. He applied to be appointed as a chartered accountant.");
  ExpectFinds(admiral, {{"ORGANIZATION", "Admiral Street police station"},
                        {"LOCATION", "Toxteth area"},
                        {"OCCUPATION", "refuse collector"},
                        {"MEDICAL_CONDITION", "emphysema"},
                        {"LOCATION", "Contrada Arghill\u00e0"},
                        {"OCCUPATION", "chartered accountant"}});
  ExpectNoType(admiral, "PERSON");
  EXPECT_FALSE(Has(admiral, "LOCATION", "Customs area"));
  // Two sons each with a remark in brackets (the second had been the town
  // Adam), a takeaway in apposition, a paralegal, a handle with a dot.
  const auto sons = DetectIn(
      "They have two sons, Yassin (born in 2003) and Adam (born in 2006). He runs a takeaway, the Golden Dragon, in "
      "town. She works as a paralegal. Her Instagram account is @magda.kn.");
  ExpectFinds(sons, {{"PERSON", "Yassin"},
                     {"PERSON", "Adam"},
                     {"ORGANIZATION", "Golden Dragon"},
                     {"OCCUPATION", "paralegal"},
                     {"CODE", "@magda.kn"}});
  ExpectNoType(sons, "LOCATION");
  // A colony by its kind and number whole, a schizophrenia's kind, months of
  // pregnancy, a Romanian boulevard, a Croatian street after its name.
  ExpectFinds(DetectIn("He is held in correctional colony no. 5. He has paranoid schizophrenia. She was detained while "
                       "eight months pregnant. He lives on Bulevardul Independen\u021bei. His house at Glavna ulica 24 "
                       "was taken."),
              {{"ORGANIZATION", "correctional colony no. 5"},
               {"MEDICAL_CONDITION", "paranoid schizophrenia"},
               {"MEDICAL_CONDITION", "eight months pregnant"},
               {"LOCATION", "Bulevardul Independen\u021bei"},
               {"LOCATION", "Glavna ulica 24"}});
  // A news website by its domain, hearing lost in one ear.
  ExpectFinds(DetectIn("He wrote for the news website Aktuality.sk. She lost the hearing in her right ear."),
              {{"ORGANIZATION", "Aktuality.sk"}, {"MEDICAL_CONDITION", "lost the hearing in her right ear"}});
  // Transliterated initials before a surname (the surname had been left,
  // and "Kh" found again inside "Khankala"), a wife named as a town is, a
  // union after its members' word, a ship's "M/S", a Norwegian company, an
  // organisation's number, a Greek street.
  const auto transliterated = DetectIn(
      "His neighbours, Mr Kh.-A. Dudayev and Ms L.Sh. Magomadova, saw it. He was taken to the Khankala base. His "
      "wife, Sofia, is ill. He joined the dockworkers' union ENEDEP. The vessel M/S Hav\u00f8rn belongs to Haugland "
      "Fiskeri AS, organisation number 912 345 678. He lives at Odos Notara 56.");
  ExpectFinds(transliterated, {{"PERSON", "Kh.-A. Dudayev"},
                         {"PERSON", "L.Sh. Magomadova"},
                         {"PERSON", "Sofia"},
                         {"ORGANIZATION", "ENEDEP"},
                         {"VEHICLE", "M/S Hav\u00f8rn"},
                         {"ORGANIZATION", "Haugland Fiskeri AS"},
                         {"CODE", "912 345 678"},
                         {"LOCATION", "Odos Notara 56"}});
  for (const Found& f : transliterated) EXPECT_FALSE(f.type == "PERSON" && f.text == "Kh") << f.text;
  ExpectNoType(DetectIn("THE ENTIRE RISK AS TO THE QUALITY OF THE PROGRAM IS WITH YOU. PROVIDE THE PROGRAM AS IS."),
               "ORGANIZATION");
  // A Polish address with its flat and postcode whole.
  ExpectFinds(DetectIn("His mother lives at ul. Ko\u015bciuszki 12/4, 50-038 Wroc\u0142aw."),
              {{"LOCATION", "ul. Ko\u015bciuszki 12/4, 50-038 Wroc\u0142aw"}});
  // Three children by name in a list, each perhaps with a remark in brackets,
  // a family by its surname (not a royal one, a people's or an office's), a
  // chapel by its name (it had been a person), a lay preacher, a dinner lady.
  const auto list = DetectIn(
      "His sons, Ardit, Besnik and Klodian, aged 19, 16 and 12, stay at home. Her daughters, Ana (aged 5), Eva (aged "
      "3) and Iva (aged 1), live with her. He was shot by members of the Kola family. The Royal family, the Kurdish "
      "family and the President's family were not. He is a lay preacher at Bethel Chapel; his wife is a school "
      "dinner lady.");
  ExpectFinds(list, {{"PERSON", "Ardit"},
                     {"PERSON", "Besnik"},
                     {"PERSON", "Klodian"},
                     {"PERSON", "Ana"},
                     {"PERSON", "Eva"},
                     {"PERSON", "Iva"},
                     {"PERSON", "Kola"},
                     {"OCCUPATION", "lay preacher"},
                     {"ORGANIZATION", "Bethel Chapel"},
                     {"OCCUPATION", "school dinner lady"}});
  for (const Found& f : list) {
    EXPECT_FALSE(f.type == "PERSON" && (f.text == "Royal" || f.text == "Kurdish" || f.text == "President" ||
                                        f.text.find("Bethel") != std::string::npos))
        << f.text;
  }
  // The Baltic States' non-citizens, a locomotive driver, a street kind first
  // after "the", a shelter and a juvenile centre by name, a job in a place
  // before "as", a barista on a Romanian square, a national park.
  ExpectFinds(DetectIn("He is a non-citizen of Latvia and worked as a locomotive driver. She was forced to work on the "
                       "Via Domiziana, then taken in by the Casa Rut shelter. He lived in the La Esperanza juvenile "
                       "centre; his brother works in the port as a stevedore. He is a barista on Pia\u021ba Unirii. "
                       "It was built in the Pelister National Park."),
              {{"NRP", "non-citizen"},
               {"OCCUPATION", "locomotive driver"},
               {"LOCATION", "Via Domiziana"},
               {"ORGANIZATION", "Casa Rut shelter"},
               {"ORGANIZATION", "La Esperanza juvenile centre"},
               {"OCCUPATION", "stevedore"},
               {"OCCUPATION", "barista"},
               {"LOCATION", "Pia\u021ba Unirii"},
               {"LOCATION", "Pelister National Park"}});
  // A Lithuanian street by its abbreviation, a Danish street kind last, a
  // motorcycle club, a road's number with its branch.
  ExpectFinds(DetectIn("He lives at Sm\u0117lyn\u0117s g. 34-12. He runs a parlour on Kongensgade. He is a member of the "
                       "Hells Angels motorcycle club. They were killed on the N-236-1 road."),
              {{"LOCATION", "Sm\u0117lyn\u0117s g. 34-12"},
               {"LOCATION", "Kongensgade"},
               {"ORGANIZATION", "Hells Angels motorcycle club"},
               {"LOCATION", "N-236-1"}});
  // A job after a name before "from", a trustee, a register's number with
  // dots, a practical elementary school, a religious order (it had been a
  // person), casinos named kind first before a particle.
  const auto casino = DetectIn(
      "Their father, Mr Christos Georgiou, a shepherd from Ashia, was last seen. It was lodged by Mr Matthias Hilti, a "
      "trustee. It is registered under no. FL-0002.123.456-7. They were placed in the Ostrava practical elementary "
      "school. It was run by the Congregation of Christian Brothers. He worked at the Casin\u00f2 di San Marino.");
  ExpectFinds(casino, {{"OCCUPATION", "shepherd"},
                       {"OCCUPATION", "trustee"},
                       {"CODE", "FL-0002.123.456-7"},
                       {"ORGANIZATION", "Ostrava practical elementary school"},
                       {"ORGANIZATION", "Congregation of Christian Brothers"},
                       {"ORGANIZATION", "Casin\u00f2 di San Marino"}});
  for (const Found& f : casino) EXPECT_FALSE(f.type == "PERSON" && f.text == "Christian Brothers") << f.text;
  // A Lada by its model after a determiner (not Ms Lada Petrova), a stomach
  // ulcer, a teenager by name.
  const auto lada = DetectIn(
      "They found cannabis in his Lada Priora car. A Lada 2107 was seen. Ms Lada Petrova testified. He has a stomach "
      "ulcer. He represented the family of a teenager, Temirlan Machalikashvili, who had been shot.");
  ExpectFinds(lada, {{"VEHICLE", "Lada Priora"},
                     {"VEHICLE", "Lada 2107"},
                     {"PERSON", "Lada Petrova"},
                     {"MEDICAL_CONDITION", "stomach ulcer"},
                     {"PERSON", "Temirlan Machalikashvili"}});
  // ... but not the year of the Court's reports, the judgment's own language,
  // nor a law's date after its number.
  const auto law = DetectIn("(see Bouyid v. Belgium [GC], no. 23380/09, \u00a7 83, ECHR 2015). Done in English, and "
                            "notified in writing. The Pinto Act (Law no. 89 of 24 March 2001) applies.");
  ExpectNoType(law, "DATE_TIME");
  ExpectNoType(law, "NRP");
  // ... but not a year before a public building, nor a photograph's colours.
  ExpectNoType(DetectIn("In 2001 Government House announced it."), "LOCATION");
  ExpectNoType(DetectIn("It was a black and white photograph."), "NRP");
  // ... but not cases that are separated, nor proceedings.
  ExpectNoType(DetectIn("The two cases, was separated from it in 2004."), "FAMILY_STATUS");
  // ... but not a plot's size after "of", nor a bishop's see that is a State,
  // nor a State's generic administration.
  const auto plot = DetectIn("He bought a plot of 1,200 square metres. The Bishop of Rome spoke to the Tax "
                             "Administration.");
  ExpectNoType(plot, "CODE");
  ExpectNoType(plot, "LOCATION");
  ExpectNoType(plot, "ORGANIZATION");
  // ... and what is none of these: a day known by a name, the Bar, every
  // State of a case against five, a language, a licence's works, a help
  // text's line, "the syndrome".
  const auto none = DetectIn(
      "The case originated in an application against Bosnia and Herzegovina, Croatia, Serbia, Slovenia and the "
      "former Yugoslav Republic of Macedonia lodged by a national of Bosnia and Herzegovina. He was shot on the day "
      "known as \u201cBloody Sunday\u201d before the Chairman of the Bar. The "
      "syndrome was rare. You may distribute Derivative Works of the Work.\nDecorator factory to apply a wrapper.");
  for (const char* type : {"PERSON", "LOCATION", "NRP", "ORGANIZATION", "MEDICAL_CONDITION"}) ExpectNoType(none, type);
  ExpectNoType(DetectIn("The school teaches in Moldovan."), "LOCATION");  // a language, not a place
}

// A first name alone is a person when its owner says it or is greeted by it,
// or after a family word that opens a sentence.
TEST(DetectorTest, FirstNamesSaidGreetedOrAfterAFamilyWord) {
  for (const char* text : {"Husband Carlos at bedside.", "Hi, this is Tom from Acme.", "Dear Maria, thank you.",
                           "Hello Maria, here it is.", "My name is Maria and I need help.", "I am Tom."}) {
    const auto f = DetectIn(text);
    EXPECT_TRUE(Has(f, "PERSON", "Carlos") || Has(f, "PERSON", "Tom") || Has(f, "PERSON", "Maria")) << text;
  }
  EXPECT_TRUE(Has(DetectIn("My name is Anna Kowalska."), "PERSON", "Anna Kowalska"));
  // ... and in a chat written in lower case, a first name and a surname from
  // the gazetteers; not a phrase that "its" begins.
  const auto chat = DetectIn("yes its jamie o'connor, dob 17/02/1992\nhi my name is sarah. this is mark smith from "
                             "sales. i'm will be late. its rose garden party");
  ExpectFinds(chat, {{"PERSON", "jamie o'connor"}, {"PERSON", "sarah"}, {"PERSON", "mark smith"}});
  ExpectNoneContains(chat, {"will", "rose"});
  // A detected person's first name alone is that person, and an age between
  // commas after a name is an age.
  const auto later = DetectIn("Grievance of Mrs. Linda Chen. Linda, 34, a payroll analyst, reports it. "
                              "In Article 6, 12, the rule differs.");
  ExpectFinds(later, {{"PERSON", "Linda Chen"}, {"PERSON", "Linda"}, {"AGE", "34"}});
  ExpectNoType(later, "LOCATION");  // Linda is a town in the gazetteer too
  ExpectNoneContains(later, {"12"});
  // Not a first name, or a month the text dates by: no person, and no empty
  // span (a month here once gave one, and its coreference a run of words).
  for (const char* text : {"This is May 2003 data.", "I am Happy with it.", "Hello World.", "I am British."}) {
    ExpectNoType(DetectIn(text), "PERSON");
  }
}

TEST(DetectorTest, ContextWordsRaiseScores) {
  // A bare 3-digit/2-digit number is weak evidence; "no." before it makes it a code.
  EXPECT_FALSE(Has(DetectIn("The ratio was 123/45 overall."), "CODE", "123/45"));
  EXPECT_TRUE(Has(DetectIn("Application no. 123/45 was lodged."), "CODE", "123/45"));
  EXPECT_TRUE(Has(DetectIn("Passport number AB1234567 was seized."), "CODE", "AB1234567"));
  EXPECT_FALSE(Has(DetectIn("Model AB1234567 was sold."), "CODE", "AB1234567"));
}

TEST(DetectorTest, NamesPlacesOrganisations) {
  const auto f = DetectIn("Mr Galip Yalman and Mr S. Esmer met Dr Zoë Østergaard in Konya. Judge Dorian Calloway "
                     "of the Kestrel Bay District Court heard it; Halcyon Mutual Bank paid. Zoë Østergaard left.");
  EXPECT_TRUE(Has(f, "PERSON", "Galip Yalman"));
  EXPECT_TRUE(Has(f, "PERSON", "S. Esmer"));
  EXPECT_TRUE(Has(f, "PERSON", "Zoë Østergaard"));
  EXPECT_TRUE(Has(f, "PERSON", "Dorian Calloway"));
  EXPECT_TRUE(Has(f, "LOCATION", "Konya"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Kestrel Bay District Court"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Halcyon Mutual Bank"));
  // The second "Zoë Østergaard" is found by document-level consistency.
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"PERSON", "Zoë Østergaard"}), 2);
}

TEST(DetectorTest, OffsetsAreRightOnMultiByteText) {
  auto d = Detector::Create();
  const std::string text = "Ёлка — Mr Şahin Yılmaz, 王小明 zoë@example.com";
  const auto spans = d->Detect(text);
  ASSERT_GE(spans.size(), 2u);
  EXPECT_EQ(text.substr(spans[0].start, spans[0].size()), "Şahin Yılmaz");
  EXPECT_EQ(text.substr(spans[1].start, spans[1].size()), "zoë@example.com");
  Document doc{"x", text, spans, {}, 0};
  auto line = SerializeDocument(doc, {}, true);
  ASSERT_TRUE(line);
  // Code points: "Ёлка — Mr " is 10, so the name starts at 10.
  EXPECT_NE(line->find(R"("start":10,"end":22)"), std::string::npos) << *line;
}

// Words are letters and digits: the ASCII characters next to the letters'
// ranges ('@' before 'A', '[' after 'Z', '`' before 'a', '{' after 'z') end
// one, and non-ASCII letters and upper-case ones do not.
TEST(DetectorTest, WordsEndAtTheCharactersBesideTheLetters) {
  for (const char* after : {"@", "[", "`", "{"}) {
    const std::string text = std::string("Judge Dorian Calloway") + after + "x sat.";
    EXPECT_TRUE(Has(DetectIn(text), "PERSON", "Dorian Calloway")) << text;
  }
  // An upper-case non-ASCII letter starts a name word; a lower-case one continues it.
  EXPECT_TRUE(Has(DetectIn("Judge Ömer Çağlayan sat."), "PERSON", "Ömer Çağlayan"));
}

// A detector is used from many threads at once, and each pattern is compiled
// when first needed: the first texts, detected concurrently, give what one
// thread gives.
TEST(DetectorTest, ConcurrentFirstUseFindsWhatOneThreadFinds) {
  const std::vector<std::string> texts = {
      "Write to a.b@example.org or call +44 7700 900123 on 29 November 1996.",
      "The case originated in an application (no. 36110/97) lodged by Mr Galip Yalman.",
      "IBAN GB82 WEST 1234 5698 7654 32 and card 4111 1111 1111 1111, paid 5,000 euros.",
      "He was sentenced to four years' imprisonment and worked as a teacher in Konya."};
  auto one = Detector::Create();
  ASSERT_TRUE(one);
  std::vector<std::vector<Span>> expected;
  for (const auto& t : texts) expected.push_back(one->Detect(t));
  auto shared = Detector::Create();
  ASSERT_TRUE(shared);
  std::vector<std::vector<std::vector<Span>>> got(4);
  std::vector<std::thread> threads;
  for (std::size_t k = 0; k < got.size(); ++k) {
    threads.emplace_back([&, k] {
      for (const auto& t : texts) got[k].push_back(shared->Detect(t));
    });
  }
  for (auto& t : threads) t.join();
  for (const auto& g : got) {
    ASSERT_EQ(g.size(), expected.size());
    for (std::size_t i = 0; i < g.size(); ++i) {
      ASSERT_EQ(g[i].size(), expected[i].size()) << texts[i];
      ASSERT_GE(g[i].size(), 2u) << texts[i];  // each text has something to find
      for (std::size_t j = 0; j < g[i].size(); ++j) {
        EXPECT_EQ(g[i][j].start, expected[i][j].start);
        EXPECT_EQ(g[i][j].end, expected[i][j].end);
        EXPECT_EQ(g[i][j].type, expected[i][j].type);
      }
    }
  }
}

// Patterns are searched for block of lines by block: a match is found
// wherever it sits, at a line's start or end, on short lines and long ones.
TEST(DetectorTest, PatternsAreFoundWhereverTheLinesBreak) {
  std::string text;
  std::vector<std::string> dates, numbers;
  for (int k = 0; k < 30; ++k) {
    const std::string date = std::to_string(1 + k % 28) + " June " + std::to_string(1970 + k);
    const std::string number = std::to_string(36110 + k) + "/97";
    dates.push_back(date);
    numbers.push_back(number);
    switch (k % 3) {
      case 0: text += date + " was the day it began\n"; break;
      case 1: text += "It ended on " + date + "\nx\n"; break;
      default: text += std::string(90, 'w') + " and then the application no. " + number + "\n" + date + "\n";
    }
  }
  const auto f = DetectIn(text);
  for (const auto& d : dates) EXPECT_TRUE(Has(f, "DATE_TIME", d)) << d;
  for (std::size_t k = 2; k < numbers.size(); k += 3) EXPECT_TRUE(Has(f, "CODE", numbers[k])) << numbers[k];
  EXPECT_EQ(std::count_if(f.begin(), f.end(), [](const Found& x) { return x.type == "DATE_TIME"; }), 30);
}

TEST(DetectorTest, TypesMinScoreDenyAndAllowLists) {
  DetectorOptions o;
  o.types = {"EMAIL_ADDRESS", "PERSON"};
  o.deny_list = {{"Operation Nightjar", "PERSON"}};
  o.allow_list = {"help@example.org"};
  const auto f = DetectIn("Mail help@example.org or x@example.org about Operation Nightjar in Ankara.", o);
  EXPECT_EQ(f, (std::vector<Found>{{"EMAIL_ADDRESS", "x@example.org"}, {"PERSON", "Operation Nightjar"}}));
  DetectorOptions strict;
  strict.min_score = 0.9;
  EXPECT_TRUE(DetectIn("Born in 1977 in Konya.", strict).empty());
  strict.min_score = 1.5;
  EXPECT_FALSE(Detector::Create(strict));
}

// A misspelt type detected nothing, and `protect` then left every name in
// plain text without a word.
TEST(DetectorTest, TypesMustBeOnesItReports) {
  DetectorOptions typo;
  typo.types = {"PERSON", "PERSN"};
  const auto refused = Detector::Create(typo);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().message().find("unknown type \"PERSN\""), std::string::npos) << refused.error().message();
  EXPECT_NE(refused.error().message().find("EMAIL_ADDRESS"), std::string::npos);  // the known ones are listed
  DetectorOptions custom;  // a type the deny list gives is one it reports
  custom.types = {"PROJECT", "LOCATION"};
  custom.deny_list = {{"Operation Nightjar", "PROJECT"}};
  EXPECT_EQ(DetectIn("Operation Nightjar began in Kestrel Bay.", custom),
            (std::vector<Found>{{"PROJECT", "Operation Nightjar"}, {"LOCATION", "Kestrel Bay"}}));
}

// Every type found in the sample corpus and in TAB's court cases is one
// `types` accepts, so any detection can be asked for by its type.
TEST(DetectorTest, EveryTypeFoundIsOneTypesAccepts) {
  auto texts = ReadCorpusTexts(testing::SampleDataDir() + "/sample_corpus.jsonl");
  ASSERT_TRUE(texts) << texts.error().message();
  const auto tab = nlohmann::json::parse(testing::ReadText(testing::TestDataDir() + "/tab_mini.json"));
  for (const auto& doc : tab) texts->push_back(doc.at("text").get<std::string>());
  auto detector = Detector::Create();
  ASSERT_TRUE(detector);
  const auto& known = DetectableTypes();
  std::set<std::string> seen;
  for (const std::string& text : *texts) {
    for (const Span& s : detector->Detect(text)) {
      EXPECT_NE(std::find(known.begin(), known.end(), s.type), known.end()) << s.type;
      seen.insert(s.type);
    }
  }
  EXPECT_GE(seen.size(), 15u);
}

TEST(ResolveOverlapsTest, ScoreThenLength) {
  std::vector<Span> spans = {{0, 4, "DATE_TIME", 0.5, "year"},
                             {0, 7, "CODE", 0.75, "application_number"},
                             {10, 20, "PERSON", 0.7, "a"},
                             {12, 25, "ORGANIZATION", 0.7, "b"},  // same score, longer: wins
                             {30, 35, "X", 0.6, "c"}};
  const auto kept = ResolveOverlaps(spans);
  ASSERT_EQ(kept.size(), 3u);
  EXPECT_EQ(kept[0].type, "CODE");
  EXPECT_EQ(kept[1].type, "ORGANIZATION");
  EXPECT_EQ(kept[2].type, "X");
}

// Equal score and length: the earlier span wins; a span without a score
// counts as 0; every field of a kept span comes through, in text order.
TEST(ResolveOverlapsTest, EarlierStartBreaksTiesAndSpansKeepTheirFields) {
  std::vector<Span> spans = {{40, 44, "LOCATION", std::nullopt, "gazetteer"},
                             {22, 27, "PERSON", 0.7, "late"},
                             {20, 25, "PERSON", 0.7, "early"},
                             {41, 43, "CODE", 0.1, "pattern"},
                             {0, 3, "AGE", 0.6, "age"}};
  const auto kept = ResolveOverlaps(spans);
  ASSERT_EQ(kept.size(), 3u);
  EXPECT_EQ(kept[0], (Span{0, 3, "AGE", 0.6, "age"}));
  EXPECT_EQ(kept[1], (Span{20, 25, "PERSON", 0.7, "early"}));
  EXPECT_EQ(kept[2], (Span{41, 43, "CODE", 0.1, "pattern"}));
}

TEST(TabCategoryTest, MapsPresidioTypes) {
  EXPECT_EQ(TabCategory("PERSON"), "PERSON");
  EXPECT_EQ(TabCategory("LOCATION"), "LOC");
  EXPECT_EQ(TabCategory("ORGANIZATION"), "ORG");
  EXPECT_EQ(TabCategory("DATE_TIME"), "DATETIME");
  EXPECT_EQ(TabCategory("NRP"), "DEM");
  EXPECT_EQ(TabCategory("IBAN_CODE"), "CODE");
  EXPECT_EQ(TabCategory("SOMETHING"), "MISC");
}

TEST(DetectorTest, DistinctValuesAreSortedAndOnce) {
  auto d = Detector::Create();
  ASSERT_TRUE(d);
  const auto values = d->DistinctValues({"Mail bob@example.com or ann@example.org.", "Again: bob@example.com"});
  EXPECT_EQ(values, (std::vector<std::string>{"ann@example.org", "bob@example.com"}));
}

// TAB's QUANTITY and DEM quasi-identifiers, on sentences written for this
// test (not from TAB): the whole amount or sentence, only the job or origin
// word when the rest of the match is context.
TEST(DetectorTest, QuasiIdentifiers) {
  const auto f = DetectIn(
      "The court awarded EUR 12,500 and 3,000 Swedish kronor (SEK), costs of £1,200 and 7.5% interest. He was "
      "sentenced to two years and six months' imprisonment; his brother received life imprisonment. The "
      "45-year-old, who worked as a police officer and is of Roma origin, was diagnosed with epilepsy in "
      "hospital. His wife, aged 70, is a retired teacher. Both are Jehovah's Witnesses.");
  ExpectFinds(f, {
              {"QUANTITY", "EUR 12,500"},
              {"QUANTITY", "3,000 Swedish kronor (SEK)"},
              {"QUANTITY", "£1,200"},
              {"QUANTITY", "7.5%"},
              {"QUANTITY", "two years and six months' imprisonment"},
              {"QUANTITY", "life imprisonment"},
              {"AGE", "45-year-old"},
              {"AGE", "aged 70"},
              {"OCCUPATION", "police officer"},
              {"OCCUPATION", "retired teacher"},
              {"NRP", "Roma"},
              {"NRP", "Jehovah's Witnesses"},
              {"MEDICAL_CONDITION", "epilepsy"}});
  // Conditions and surgery named by their kind, jobs with a modifier, grades.
  const auto dem = DetectIn(
      "After a mastectomy she was left with a hearing impairment. Her husband, who is handicapped, was a "
      "self-employed builder; their son served as a non-commissioned officer.");
  ExpectFinds(dem, {
              {"MEDICAL_CONDITION", "mastectomy"},
              {"MEDICAL_CONDITION", "hearing impairment"},
              {"MEDICAL_CONDITION", "handicapped"},
              {"OCCUPATION", "self-employed builder"},
              {"OCCUPATION", "non-commissioned officer"}});
  // Counts of people tied to someone, ethnic groups, the applicant's job
  // given beside the word, ranks and being out of work.
  const auto more = DetectIn(
      "He was tried together with fourteen other defendants and had three children. The applicant, a "
      "journalist, is an ethnic Chechen; his father, of Crimean Tatar origin, was a lieutenant and is now "
      "unemployed.");
  ExpectFinds(more, {
              {"QUANTITY", "fourteen other defendants"},
              {"QUANTITY", "three children"},
              {"OCCUPATION", "journalist"},
              {"NRP", "Chechen"},
              {"NRP", "Crimean Tatar"},
              {"OCCUPATION", "lieutenant"},
              {"OCCUPATION", "unemployed"}});
  const auto codes = DetectIn("The house on plot no. 1234/5 and parcel 77 was registered under decision no. 2001/345.");
  ExpectFinds(codes, {{"CODE", "1234/5"}, {"CODE", "77"}, {"CODE", "2001/345"}});
  EXPECT_EQ(TabCategory("AGE"), "DEM");
  EXPECT_EQ(TabCategory("OCCUPATION"), "DEM");
  EXPECT_EQ(TabCategory("MEDICAL_CONDITION"), "DEM");
  EXPECT_EQ(TabCategory("FAMILY_STATUS"), "DEM");
  EXPECT_EQ(TabCategory("QUANTITY"), "QUANTITY");
}

TEST(DetectorTest, QuasiIdentifierPatternsNeedTheirContext) {
  const auto f = DetectIn(
      "The Swedish Government relied on Article 6 of the Convention. Forty applicants lodged 12 complaints. "
      "The Court works as a whole; the system served the aims of the Act, as a judge would say. The dichotomy "
      "between the parties caused no impairment of the very essence of the right. The two applicants, "
      "represented by Mr K. Lind, a lawyer, were among the first to complain; it was a major step.");
  for (const auto& found : f) {
    EXPECT_NE(found.type, "MEDICAL_CONDITION") << found.text;
    EXPECT_NE(found.type, "QUANTITY") << found.text;
    EXPECT_NE(found.type, "NRP") << found.text;
    EXPECT_NE(found.type, "OCCUPATION") << found.text;
    EXPECT_NE(found.type, "AGE") << found.text;
  }
}

// Organisations: a public body of the State without a place in its name
// identifies nobody; one with a place does; a name never runs across
// punctuation into the next sentence; procedure boilerplate is no name.
TEST(DetectorTest, OrganisationsArePrivateBodiesOrPlacedPublicOnes) {
  const auto f = DetectIn(
      "The High Court and the Tax Authority dismissed the appeal. He worked for Hestia Mills Ltd in Leeds. The "
      "Leeds Crown Court convicted him. Rule 39 of the Rules of Court applied. He lived in Konya. The Turkish "
      "Government (“the Government”) objected.");
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Hestia Mills Ltd"));
  EXPECT_TRUE(Has(DetectIn("He was advised by Northcote & Vance LLP."), "ORGANIZATION", "Northcote & Vance LLP"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Leeds Crown Court"));
  for (const auto& found : f) {
    EXPECT_NE(found.text, "High Court");
    EXPECT_NE(found.text, "Tax Authority");
    EXPECT_NE(found.text, "Turkish Government");
    EXPECT_NE(found.text, "Rules of Court");
    EXPECT_NE(found.text, "Rule");
    EXPECT_EQ(found.text.find("Konya."), std::string::npos) << found.text;
    EXPECT_EQ(found.text.find("(“"), std::string::npos) << found.text;
  }
}

// Countries and cities of two million or more narrow a person down to no one:
// scored below the default threshold, found when asked for; a public body
// named after one is generic, one named after a small town is not.
TEST(DetectorTest, CoarsePlacesAreBelowTheDefaultThreshold) {
  const std::string text =
      "The application against the Republic of Turkey was lodged by a man who was tried in Istanbul and was born in "
      "Konya. The Istanbul Assize Court and the Izmir Labour Court referred the case to the Sinop Assize Court.";
  const auto f = DetectIn(text);
  EXPECT_TRUE(Has(f, "LOCATION", "Konya"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Sinop Assize Court"));
  for (const auto& found : f) {
    EXPECT_EQ(found.text.find("Turkey"), std::string::npos) << found.text;
    EXPECT_EQ(found.text.find("Istanbul"), std::string::npos) << found.text;
    EXPECT_EQ(found.text.find("Izmir"), std::string::npos) << found.text;  // İzmir without its dot
  }
  DetectorOptions all;
  all.min_score = 0.4;
  const auto g = DetectIn(text, all);
  EXPECT_TRUE(Has(g, "LOCATION", "Turkey"));
  EXPECT_TRUE(Has(g, "LOCATION", "Istanbul"));
}

// A gazetteer directory without coarse_places.txt (made before it existed)
// still loads; no place is coarse then.
TEST(DetectorTest, GazetteerDirectoryWithoutCoarsePlaces) {
  const auto dir = std::filesystem::temp_directory_path() / ("privtext-gazetteers-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  for (const char* name : {"first_names.txt", "last_names.txt", "places.txt"}) {
    std::filesystem::copy_file(std::filesystem::path(testing::SampleDataDir()) / "gazetteers" / name, dir / name,
                               std::filesystem::copy_options::overwrite_existing);
  }
  DetectorOptions o;
  o.gazetteer_dir = dir.string();
  EXPECT_TRUE(Has(DetectIn("He moved to Istanbul.", o), "LOCATION", "Istanbul"));
  std::filesystem::remove_all(dir);
}

// Places annotators mask that no gazetteer holds: administrative divisions
// and villages named by their kind.
TEST(DetectorTest, AdministrativeDivisions) {
  const auto f = DetectIn(
      "He lived in the village of Ormanlı, in the Hozat district of the Tunceli Province, and later in the County "
      "of Jämtland. The Rypin District Court heard the case.");
  EXPECT_TRUE(Has(f, "LOCATION", "Ormanlı"));
  EXPECT_TRUE(Has(f, "LOCATION", "Hozat district"));
  EXPECT_TRUE(Has(f, "LOCATION", "Tunceli Province"));
  EXPECT_TRUE(Has(f, "LOCATION", "County of Jämtland"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Rypin District Court"));  // a court, not a district
}

// Named prisons and bodies with a possessive in their name.
TEST(DetectorTest, PrisonsAndPossessivesInNames) {
  const auto f = DetectIn(
      "He was held in HM Prison Barlinnie, then in Siirt prison and in Sincan F-type prison. The Kozan Magistrates' Court sent the file to "
      "the Bitlis Public Prosecutor’s office.");
  EXPECT_TRUE(Has(f, "ORGANIZATION", "HM Prison Barlinnie"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Siirt prison"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Sincan F-type prison"));
  const auto lower = DetectIn(
      "The Siirt police and the Mardin public prosecutor’s office were informed; the Istanbul police were not. "
      "His office was closed.");
  EXPECT_TRUE(Has(lower, "ORGANIZATION", "Siirt police"));
  EXPECT_TRUE(Has(lower, "ORGANIZATION", "Mardin public prosecutor’s office"));
  for (const auto& found : lower) EXPECT_EQ(found.text.find("Istanbul"), std::string::npos) << found.text;
  for (const auto& found : lower) EXPECT_EQ(found.text.find("office was"), std::string::npos) << found.text;
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Kozan Magistrates' Court"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Bitlis Public Prosecutor’s"));
  // A generic body stays generic with a possessive; a law is not a body; a
  // place before a body's name is the body's.
  const auto g = DetectIn(
      "He disputed the Tax Authority’s decision under the Social Insurance Act and the Police and Criminal "
      "Evidence Act 1984. The file was remitted to Istanbul Assize Court.");
  EXPECT_TRUE(g.empty()) << g.front();
  EXPECT_TRUE(Has(DetectIn("The Erzincan Martial Law Court acquitted him."), "ORGANIZATION", "Erzincan Martial Law Court"));
}

// Organisations named in quotation marks after what they are, and acronyms
// with a slash; a condition's acronyms stay a condition.
TEST(DetectorTest, QuotedOrganisationsAndSlashAcronyms) {
  const auto f = DetectIn(
      "The company \"Pro Media\" Ltd. published it in the daily newspaper \u201cYeni \u00dclke\u201d. He was "
      "accused of membership of the DHKP/C and of the TKP/ML-TIKKO. He had HIV/AIDS. He said \"Never\".");
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Pro Media"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Yeni \u00dclke"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "DHKP/C"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "TKP/ML-TIKKO"));
  EXPECT_TRUE(Has(f, "MEDICAL_CONDITION", "HIV"));
  for (const auto& found : f) EXPECT_NE(found.text, "Never");
  const auto g = DetectIn(
      "He was a member of the KCK (Koma Civak\u00ean Kurdistan) and of the TKP/ML (the Turkish Communist "
      "Party/Marxist-Leninist). He had HIV (human immunodeficiency virus). THE FACTS (as submitted)");
  EXPECT_TRUE(Has(g, "ORGANIZATION", "KCK (Koma Civak\u00ean Kurdistan)"));
  EXPECT_TRUE(Has(g, "ORGANIZATION", "TKP/ML (the Turkish Communist Party/Marxist-Leninist)"));
  for (const auto& found : g) EXPECT_EQ(found.text.find("HIV ("), std::string::npos) << found.text;
}

// A party named by its acronym is found at every bare mention once a
// detected organisation spells it out, or once the text calls it "the X"
// twice; bodies every reader knows, laws and one-off acronyms are not.
TEST(DetectorTest, OrganisationAcronyms) {
  const std::string spelt =
      "He joined the KXP (Party of the Free Valley) in 1999. Members of KXP met in secret, and the KXP\u2019s "
      "leader spoke.";
  const auto f = DetectIn(spelt);
  EXPECT_TRUE(Has(f, "ORGANIZATION", "KXP (Party of the Free Valley)"));
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"ORGANIZATION", "KXP"}), 2);
  const auto g = DetectIn(
      "The meeting was held on the premises of the VDP. The VDP\u2019s chairman was arrested; the flag of the "
      "VDP hung there. He wrote to the UNHCR, and the UNHCR replied. Article 5 of the CMK and section 2 of the CMK "
      "apply; the CMK was amended. The Code of Criminal Procedure (\u201cthe QPK\u201d) applies, as the QPK "
      "says and the QPK allows. The BQT said nothing. He appealed to the Asylum and Immigration Tribunal "
      "(\u201cthe AIT\u201d); the AIT dismissed it and the AIT\u2019s decision stood.");
  EXPECT_EQ(std::count(g.begin(), g.end(), Found{"ORGANIZATION", "VDP"}), 3);
  // A public body's acronym, spelt out by a name the rules leave, is left too.
  ExpectNoneContains(g, {"UNHCR", "CMK", "QPK", "BQT", "AIT"});
  // The rule keeps to the types asked for.
  DetectorOptions people;
  people.types = {"PERSON"};
  for (const auto& found : DetectIn(spelt, people)) EXPECT_EQ(found.type, "PERSON") << found;
}

// An organisation named right after the word for what it is, when the name
// cannot be a common word: hyphenated, upper-case, or glossed in brackets;
// its bare mentions follow.
TEST(DetectorTest, OrganisationNamedAfterItsKind) {
  const auto f = DetectIn(
      "He was a member of an illegal armed organisation, the Kar-Yol (Free Road). He led the Kar-Yol in 1980. "
      "They joined a political party, the Union of Valleys (Vadiler Birli\u011fi). They left the group, the "
      "Government said.");
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Kar-Yol (Free Road)"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Kar-Yol"));
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Union of Valleys (Vadiler Birli\u011fi)"));
  ExpectNoneContains(f, {"Government"});
}

// A State agency named by what it is in charge of identifies no one, nor does
// a martial-law court named after a city of millions; one with a smaller
// place in its name does.
TEST(DetectorTest, AgenciesNamedByTheirRemitAreGeneric) {
  const auto f = DetectIn(
      "The land was transferred to the National Water Board and the General Directorate of Land Registry and "
      "Cadastre. The Ankara Martial Law Court tried him; the Erzincan Martial Law Court acquitted him.");
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Erzincan Martial Law Court"));
  EXPECT_EQ(std::count_if(f.begin(), f.end(), [](const Found& x) { return x.type == "ORGANIZATION"; }), 1);
}

// A case-law citation names another case: its parties, State, application
// numbers and dates are not this case's. The applicant's own number stays.
TEST(DetectorTest, CaseLawCitationsAreNotThisCase) {
  const auto f = DetectIn(
      "The case originated in an application (no. 12345/06) lodged on 2 May 2006. The Government relied on "
      "Prencipe v. Monaco, no. 43376/06, \u00a7\u00a7 62-63, 16 July 2009, and Smith and Grady v. the United "
      "Kingdom, nos. 33985/96 and 33986/96, \u00a7 87, ECHR 1999-VI. Later, Kowalski v. Poland (dec.), no. "
      "30210/96, 4 March 2003.");
  EXPECT_TRUE(Has(f, "CODE", "12345/06"));
  EXPECT_TRUE(Has(f, "DATE_TIME", "2 May 2006"));
  ExpectNoneContains(f, {"43376/06", "16 July 2009", "Monaco", "33985/96", "33986/96", "1999", "United Kingdom",
                         "30210/96", "4 March 2003", "Poland", "Kowalski", "Smith"});
}

// A place after a preposition takes in the larger place named after it, but
// not a person's name, nor a new clause.
TEST(DetectorTest, PlaceWithTheLargerPlaceItLiesIn) {
  const auto f = DetectIn(
      "They live in \u00d6lmezk\u00f6y, Velmoria. They met in Stillbrook, Mary Ellison, his sister, was there. "
      "He moved to Greywater, Norhaven was far.");
  EXPECT_TRUE(Has(f, "LOCATION", "\u00d6lmezk\u00f6y, Velmoria"));
  EXPECT_TRUE(Has(f, "LOCATION", "Stillbrook"));
  EXPECT_TRUE(Has(f, "LOCATION", "Greywater"));
  ExpectNoneContains(f, {"Stillbrook, Mary", "Greywater, Norhaven"});
}

// A job given beside a named person is a quasi-identifier; a representative's
// profession given that way is not.
TEST(DetectorTest, JobOfANamedPerson) {
  const auto f = DetectIn(
      "The applicant, Mr Kemal Ar\u0131kan, former mayor of the district, was represented by Mr Demir, a lawyer "
      "practising in Stillbrook. Mrs Okafor, a nurse at the hospital, gave evidence.");
  EXPECT_TRUE(Has(f, "OCCUPATION", "former mayor"));
  EXPECT_TRUE(Has(f, "OCCUPATION", "nurse"));
  ExpectNoneContains(f, {"lawyer"});
}

// TAB's guidelines' own examples of what to mark: a diagnosis whatever the
// condition, people's jobs in the plural, named streets without a number.
TEST(DetectorTest, GuidelineExamples) {
  const auto f = DetectIn(
      "In 2003 he was diagnosed with motor neurone disease; in 2005 a diagnosis of rare lung fibrosis was made. "
      "The applicants are journalists. They lived in Atat\u00fcrk Street and met on Galata Bridge. The "
      "proceedings suffered from delays.");
  EXPECT_TRUE(Has(f, "MEDICAL_CONDITION", "motor neurone disease"));
  EXPECT_TRUE(Has(f, "MEDICAL_CONDITION", "rare lung fibrosis"));
  EXPECT_TRUE(Has(f, "OCCUPATION", "journalists"));
  EXPECT_TRUE(Has(f, "LOCATION", "Atat\u00fcrk Street"));
  EXPECT_TRUE(Has(f, "LOCATION", "Galata Bridge"));
  for (const auto& found : f) EXPECT_NE(found.text, "delays");
}

// Capitalised words after a preposition are a place unless they are a
// language, a numbered part, an institution's word or a common noun the
// document also writes in lower case.
TEST(DetectorTest, CommonWordsAfterAPrepositionAreNoPlace) {
  const auto f = DetectIn(
      "He replied in Turkish, was referred to Parliament, then held in Block C and sent to Infirmary. The "
      "infirmary was full. He lives in Stillbrook. His brother lives in \u00d6lmezk\u00f6y, in County Velmoria.");
  EXPECT_TRUE(Has(f, "LOCATION", "Stillbrook"));
  EXPECT_TRUE(Has(f, "LOCATION", "\u00d6lmezk\u00f6y"));
  EXPECT_TRUE(Has(f, "LOCATION", "County Velmoria"));
  for (const auto& found : f) {
    // A language is no place (it is the language he uses: NRP).
    if (found.type != "NRP") {
      EXPECT_EQ(found.text.find("Turkish"), std::string::npos) << found.text;
    }
    EXPECT_EQ(found.text.find("Parliament"), std::string::npos) << found.text;
    EXPECT_EQ(found.text.find("Block"), std::string::npos) << found.text;
    EXPECT_EQ(found.text.find("Infirmary"), std::string::npos) << found.text;
  }
}

// In a judgment, the State it is against identifies nobody; another country
// ties a person to it. Outside a judgment every country stays coarse.
TEST(DetectorTest, ForeignCountriesInAJudgment) {
  const std::string judgment =
      "The case originated in an application (no. 4821/06) against the Republic of Moldova lodged by a national "
      "of Ghana, Mr Kwame Boateng. He lives in Senegal and travelled to Moldova in 2004.";
  const auto f = DetectIn(judgment);
  ExpectFinds(f, {{"LOCATION", "Ghana"}, {"LOCATION", "Senegal"}});
  for (const auto& found : f) EXPECT_EQ(found.text.find("Moldova"), std::string::npos) << found.text;
  // The respondent's long name lists several countries; all are the State.
  const auto uk = DetectIn(
      "The case originated in an application (no. 3312/01) against the United Kingdom of Great Britain and "
      "Northern Ireland. The applicant moved to Kenya in 2002.");
  EXPECT_TRUE(Has(uk, "LOCATION", "Kenya"));
  for (const auto& found : uk) EXPECT_EQ(found.text.find("Ireland"), std::string::npos) << found.text;
  const auto letter = DetectIn("Mrs Ama Mensah lives in Senegal with her son.");
  for (const auto& found : letter) EXPECT_NE(found.text, "Senegal");
}

// A list of names takes its kind from the names the rules know; a list with
// no known person, or of two items, is left alone.
TEST(DetectorTest, NamesInAList) {
  const auto f = DetectIn(
      "The Chamber was composed of Bohdan Kravets, Mary Ellison, Tarmo Virtanen and Vesna Kranjc, judges.");
  ExpectFinds(f, {{"PERSON", "Bohdan Kravets"}, {"PERSON", "Mary Ellison"}, {"PERSON", "Tarmo Virtanen"},
                  {"PERSON", "Vesna Kranjc"}});
  // (A first name of Europe's list makes its own: "Tarmo" since the list is there.)
  EXPECT_FALSE(Has(DetectIn("Judges Mary Ellison and Jaagup Virtanen sat."), "PERSON", "Jaagup Virtanen"));
  EXPECT_TRUE(Has(DetectIn("Judges Mary Ellison and Tarmo Virtanen sat."), "PERSON", "Tarmo Virtanen"));
  ExpectNoType(DetectIn("They toured Gazi Park, Kugulu Lake, Anit Kabir and Ulus Square."), "PERSON");
}

// Branches, companies' legal forms, and names that only look like places or
// people: generic bodies named after the State, a place word inside another
// name, a post held, a first name before an institution.
TEST(DetectorTest, BranchesCompaniesAndLookalikes) {
  const auto f = DetectIn(
      "He worked at the Kadıköy branch of Ziraat Bank and then for Marmara Tekstil A.Ş., while the Narcotics "
      "branch of the Security Directorate watched him.");
  ExpectFinds(f, {{"LOCATION", "Kadıköy"}, {"ORGANIZATION", "Marmara Tekstil A.Ş."}});
  for (const auto& found : f) EXPECT_EQ(found.text.find("Narcotics"), std::string::npos) << found.text;
  const auto generic = DetectIn(
      "The United Kingdom Government, the Foreign and Commonwealth Office, the Entry Clearance Officer, the "
      "Ankara Commercial Court, the Joint Civil Chambers of the Court of Cassation, the Director of the Bank, the "
      "Asylum and Immigration Tribunal and the Irish Governments replied.");
  for (const auto& found : generic) ADD_FAILURE() << found.type << ": " << found.text;
  // A country, or its demonym, that starts with a first name is no person.
  ExpectNoType(DetectIn("A Sierra Leonean national, she came from Sierra Leone."), "PERSON");
}

// An initial before a surname is a person after a rank too, but not a
// heading's letter; a rank before a surname; an office after "Judge"; a force
// is a body.
TEST(DetectorTest, InitialsAndRanksBeforeSurnames) {
  const auto ranks = DetectIn("Advisers: Commodore J. Blackett, Brigadier T. Paphiti.\n\nA. Proceedings before the court");
  for (const char* name : {"J. Blackett", "T. Paphiti"}) {  // the rank may join the span ("Commodore J. Blackett")
    EXPECT_TRUE(std::any_of(ranks.begin(), ranks.end(), [&](const Found& f) {
      return f.type == "PERSON" && f.text.find(name) != std::string::npos;
    })) << name;
  }
  for (const auto& found : ranks) EXPECT_EQ(found.text.find("Proceedings"), std::string::npos) << found.text;
  const auto court = DetectIn(
      "The court-martial was Wing Commander Rodgers and Squadron Leader Borthwick; the Judge Advocate General "
      "advised. He served in the Royal Air Force. The Major Crimes Unit and Inspector General Smith Jones were not.");
  ExpectFinds(court, {{"PERSON", "Rodgers"}, {"PERSON", "Borthwick"}, {"ORGANIZATION", "Royal Air Force"}});
  for (const auto& found : court) {
    EXPECT_NE(found.text, "Advocate General");
    EXPECT_NE(found.text, "Crimes Unit");
    EXPECT_NE(found.type + found.text, "PERSONAir Force");
  }
}

TEST(DetectorTest, SentencesPostsAndRulesOfAYear) {
  const auto f = DetectIn(
      "In 1991 he was appointed to the post of deputy director in charge of credit cards. In 1999 the court "
      "sentenced him to one year’s imprisonment under the Prison Rules 1964.");
  ExpectFinds(f, {{"OCCUPATION", "deputy director in charge of credit cards"},
                  {"QUANTITY", "one year’s imprisonment"},
                  {"DATE_TIME", "1999"}});
  EXPECT_FALSE(Has(f, "DATE_TIME", "1964"));
}

// Courts named "of" something, a court in lower case after its place,
// organisations "called" something, bodies every judgment of a country names,
// days without a year, citations of law reports.
TEST(DetectorTest, CourtsCitationsAndDaysWithoutAYear) {
  const auto f = DetectIn(
      "The applicants sued before the Ovacık Civil Court of First Instance; the Ovacık court joined the cases, "
      "and the Supreme court and the Ankara Court of First Instance agreed. He was to attend on 15 May. On 3 "
      "September he was given 60 hours of community service. An organisation called Northern Dawn and "
      "the Divisional Court, the Central Criminal Court, the International Centre for the Legal Protection of Human "
      "Rights and the International Commission of Jurists were cited, as were R. v. Smith [1984] 1 QB 813 and "
      "the judgment in NJA 2005 p. 805.");
  ExpectFinds(f, {{"ORGANIZATION", "Ovacık Civil Court of First Instance"},
                  {"ORGANIZATION", "Ovacık court"},
                  {"DATE_TIME", "15 May"},
                  {"DATE_TIME", "3 September"},
                  {"QUANTITY", "60 hours of community service"},
                  {"ORGANIZATION", "Northern Dawn"},
                  // A centre named for its purpose, whole, not from its middle.
                  {"ORGANIZATION", "International Centre for the Legal Protection of Human Rights"}});
  for (const auto& found : f) {
    if (found.text == "International Centre for the Legal Protection of Human Rights") continue;
    for (const char* never : {"Supreme", "Ankara", "Divisional", "Central", "Protection", "1984", "2005", "NJA"}) {
      EXPECT_EQ(found.text.find(never), std::string::npos) << found.type << ": " << found.text;
    }
  }
}

// Counts of charges and hearings, acronyms with a spaced dash, compound
// jobs, losses of a sense, ranges of months.
TEST(DetectorTest, CountsAcronymsJobsAndMonthRanges) {
  const auto f = DetectIn(
      "From January to March 1998 the applicant, a primary school teacher in Konya, suffered from memory "
      "loss. He was convicted of 16 counts of fraud and acquitted of four counts of theft; the court had "
      "postponed nine hearings since he was ill. He was said to belong to the KDP/ML – TEKO.");
  ExpectFinds(f, {{"DATE_TIME", "January to March 1998"},
                  {"OCCUPATION", "primary school teacher"},
                  {"MEDICAL_CONDITION", "memory loss"},
                  {"QUANTITY", "16 counts"},
                  {"QUANTITY", "four counts"},
                  {"QUANTITY", "nine hearings"},
                  {"ORGANIZATION", "KDP/ML – TEKO"}});
  EXPECT_FALSE(Has(DetectIn("The hearings were public."), "QUANTITY", "hearings"));
}

// Measured sizes and earlier convictions are quantitative information about
// someone; a unit without a number, or a number without a unit, is not.
TEST(DetectorTest, MeasuredSizesAndPreviousConvictions) {
  const auto f = DetectIn(
      "The plot measured 2,400 square metres, 12 km from the village; the flat, 46 sq. m. She weighed 45 "
      "kilograms and was 1.60 metres tall. The applicant had four previous convictions.");
  ExpectFinds(f, {{"QUANTITY", "2,400 square metres"},
                  {"QUANTITY", "46 sq. m"},
                  {"QUANTITY", "12 km"},
                  {"QUANTITY", "45 kilograms"},
                  {"QUANTITY", "1.60 metres"},
                  {"QUANTITY", "four previous convictions"}});
  ExpectNoType(DetectIn("The metres of the plot were disputed under Article 5 for 12 complainants. His "
                        "convictions were quashed."),
               "QUANTITY");
}

// A wound's size, with dimensions or a range or in words, is a measured size;
// a "cent" inside "centimetre" is no money (it once was, and won the overlap).
TEST(DetectorTest, DimensionsAreMeasuresNotMoney) {
  const auto f = DetectIn(
      "The doctor noted an ecchymosis of 9 x 3 cm, a scarred incision of 2-3 cm, a wound of 0.5 x 1 cm and a one "
      "centimetre long abrasion; an area measuring fifteen by three centimetres. He was fined five cents.");
  ExpectFinds(f, {{"QUANTITY", "9 x 3 cm"},
                  {"QUANTITY", "2-3 cm"},
                  {"QUANTITY", "0.5 x 1 cm"},
                  {"QUANTITY", "one centimetre"},
                  {"QUANTITY", "fifteen by three centimetres"},
                  {"QUANTITY", "five cents"}});
  EXPECT_FALSE(Has(f, "QUANTITY", "one cent"));
  EXPECT_FALSE(Has(f, "QUANTITY", "three cent"));
}

// Times of day as TAB's guidelines take them, with a.m./p.m., a colon, or
// "at" before hours and minutes; a bare decimal is no time.
TEST(DetectorTest, TimesOfDay) {
  const auto f = DetectIn(
      "On 8 September 1999 at 5.15 a.m. the applicant was arrested; at 14.30 he was questioned, at 9:48 AM "
      "released, and around 11 p.m. he was home. Section 5.15 of the Code and 12.30 euros were cited.");
  // The approximation is part of the time, as annotators mark it.
  ExpectFinds(f, {{"DATE_TIME", "5.15 a.m."}, {"DATE_TIME", "14.30"}, {"DATE_TIME", "9:48 AM"},
                  {"DATE_TIME", "around 11 p.m."}});
  EXPECT_FALSE(Has(f, "DATE_TIME", "5.15"));
  EXPECT_FALSE(Has(f, "DATE_TIME", "12.30"));
}

// Where someone lives, was born or works ties them to a city of millions too;
// elsewhere such a city, and a country anywhere, stays coarse.
TEST(DetectorTest, ResidenceTiesAPersonToACityOfMillions) {
  const auto f = DetectIn(
      "The applicant, a Turkish national who lives in Turkey, was born in 1956 and lives in Istanbul. His "
      "brother was born in Ankara. He was tried in Istanbul and his lawyer practises in Ankara.");
  ExpectFinds(f, {{"LOCATION", "Istanbul"}, {"LOCATION", "Ankara"}});
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"LOCATION", "Istanbul"}), 1);
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"LOCATION", "Ankara"}), 1);
  EXPECT_FALSE(Has(f, "LOCATION", "Turkey"));
}

// A place found once with evidence is the same place where the text names it
// again without any, possessive included; a count opening a sentence is no
// place before an institution.
TEST(DetectorTest, PlacesNamedAgainAndCountsThatAreNoPlaces) {
  const auto f = DetectIn(
      "The shop is in Istanbul’s Beyoğlu district. Three police officers got out of the car. The prosecutor "
      "sent him to the Beyoğlu branch of the Forensic Medicine Institute and the Beyoğlu governor refused. "
      "They complained of the Mayor of Kraków's inactivity.");
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"LOCATION", "Beyoğlu"}), 2) << ::testing::PrintToString(f);
  ExpectFinds(f, {{"LOCATION", "Kraków"}});
  ExpectNoneContains(f, {"Three"});
}

// A body's name in its own language, in brackets after the English one, is the
// same body: masked when the English name is, left when it is left (a
// generic court). A firm of solicitors is named after its partners.
TEST(DetectorTest, NamesInTheirOwnLanguageAndFirmsOfSolicitors) {
  const auto f = DetectIn(
      "On 30 May 2002 the Warsaw District Court (S\u0105d Rejonowy) remanded him. The Warsaw Regional Court (S\u0105d "
      "Okr\u0119gowy), on appeal, upheld it. The Supreme Court (H\u00f6gsta domstolen) refused leave. He was "
      "represented by Pierce Glynn Solicitors, London, and later by Bindman and Partners.");
  ExpectFinds(f, {{"ORGANIZATION", "S\u0105d Rejonowy"},
                  {"ORGANIZATION", "S\u0105d Okr\u0119gowy"},
                  {"ORGANIZATION", "Pierce Glynn Solicitors"},
                  {"ORGANIZATION", "Bindman and Partners"}});
  ExpectNoneContains(f, {"H\u00f6gsta", "Supreme"});
  // What follows in brackets is no name when it explains, counts or quotes.
  const auto g = DetectIn(
      "He complained to the Warsaw District Court (Article 5), to the Gda\u0144sk Regional Court (\u201cthe "
      "court\u201d) and to the Krak\u00f3w Court of Appeal (Poland).");
  ExpectNoneContains(g, {"Article", "court\u201d", "Poland"});
}

// Race as a text says it of someone; not a thing's colour.
TEST(DetectorTest, RaceSaidOfSomeone) {
  const auto f = DetectIn("The applicant, who is black, is a British citizen. She was stopped with a mixed-race woman.");
  ExpectFinds(f, {{"NRP", "black"}, {"NRP", "mixed-race"}});
  ExpectNoType(DetectIn("He drove a black car and was given a white envelope. The black market grew."), "NRP");
}

// A channel named after its kind, a post held in a company, a place inside a
// compound ("Gdynia-based"); a letter that stands for a withheld name and a
// law named after a city are no places.
TEST(DetectorTest, MediaPostsAndPlacesInCompounds) {
  const auto f = DetectIn(
      "On 22 April 2004 the commercial television channel TV3 broadcast the show. He was also the Chief Executive "
      "Officer of Strix Television AB. It was sent to the Gdynia-based company Baltic Sound Ltd.");
  ExpectFinds(f, {{"ORGANIZATION", "TV3"}, {"OCCUPATION", "Chief Executive Officer"}, {"LOCATION", "Gdynia"}});
  ExpectNoType(DetectIn("The applicant brought a private prosecution against X for defamation and was ordered to "
                        "pay X\u2019s costs. He relied on the Brussels I Regulation and the Lugano Convention. The "
                        "question was referred to the Court of Justice of the European Union, as the refusal ran "
                        "contrary to Community law."),
               "LOCATION");
}

// How long someone lived, worked or was held somewhere is a duration of their
// life; a procedure's time limit and a hearing's adjournment are not.
TEST(DetectorTest, DurationsOfSomeonesLife) {
  const auto f = DetectIn(
      "She had lived in Ankara for twelve years and served in the army for two years. He spent three weeks in "
      "hospital and was on hunger strike for 45 days, then held in custody for about four days.");
  ExpectFinds(f, {{"DATE_TIME", "twelve years"},
                  {"DATE_TIME", "two years"},
                  {"DATE_TIME", "three weeks"},
                  {"DATE_TIME", "45 days"},
                  {"DATE_TIME", "four days"}});
  ExpectNoType(DetectIn("The application must be lodged within six months. The proceedings lasted eight years and "
                        "the hearing was adjourned for two months."),
               "DATE_TIME");
}

// A job told with the words that make it one, whatever the job; family status
// and the tie between a named person and the one the text is about; the
// children someone leaves.
TEST(DetectorTest, ProfessionsFamilyStatusAndRelatives) {
  const auto f = DetectIn(
      "Mr Lars Berg, a carpenter by trade, is a widower. Ms Wanda Nowak, the first applicant's grandmother, owned "
      "the plot; in 1978 Ms Wanda Nowak's son, Mr Jan Nowak, claimed it. His wife died in 1993, leaving two "
      "children. He claimed widows' benefits. Her husband died in 1997, leaving one child.");
  ExpectFinds(f, {{"OCCUPATION", "carpenter by trade"},
                  {"FAMILY_STATUS", "widower"},
                  {"FAMILY_STATUS", "grandmother"},
                  {"FAMILY_STATUS", "son"},
                  {"QUANTITY", "two children"},
                  {"QUANTITY", "one child"},
                  {"FAMILY_STATUS", "widows"}});
  // A kinship word that ties no named person stays ("His wife died").
  EXPECT_FALSE(Has(f, "FAMILY_STATUS", "wife"));
  ExpectNoType(DetectIn("The son of the house and his sister went by train; a man of profession."), "FAMILY_STATUS");
}

// DEM attributes as TAB's guidelines list them: nationality, language,
// political leaning, a people before a job, age by decade, education, the
// body. Each only in the context that ties it to a person.
TEST(DetectorTest, DemographicAttributesFromTheGuidelines) {
  const auto f = DetectIn(
      "The application was lodged by a Turkish national, Mr Galip Yalman, and two Swedish nationals, Ms A. Berg "
      "and Mr K. Lind, and by a national of the United Kingdom. He speaks only Kurdish and joined a group of "
      "left-wing extremists who sought a Marxist-Leninist regime. His father, a Polish physicist in his early "
      "forties, holds a degree in economics. The applicant, who is deaf, was in hospital; his wife was six "
      "months pregnant.");
  ExpectFinds(f, {{"NRP", "Turkish national"},
                  {"NRP", "Swedish nationals"},
                  {"NRP", "national of the United Kingdom"},
                  {"NRP", "Kurdish"},
                  {"NRP", "left-wing"},
                  {"NRP", "Marxist-Leninist"},
                  {"OCCUPATION", "Polish physicist"},
                  {"AGE", "early forties"},
                  {"OCCUPATION", "degree in economics"},
                  {"MEDICAL_CONDITION", "deaf"},
                  {"MEDICAL_CONDITION", "six months pregnant"}});
  // Not a person's: national bodies and laws, a group with no leaning, a
  // degree of something, a blind eye.
  const auto none = DetectIn(
      "The Swedish national courts and the national authorities applied national law. A group of extremists "
      "attacked to a degree in which the police turned a blind eye. The Communist Party of Turkey was "
      "dissolved.");
  ExpectNoType(none, "NRP");
  ExpectNoType(none, "OCCUPATION");
  ExpectNoType(none, "MEDICAL_CONDITION");
  // In a judgment, the respondent State's nationality is coarse (as its name
  // is); another State's is not.
  const std::string tr = "The case originated in an application (no. 71841/01) against the Republic of Turkey lodged "
                         "by a Turkish national, Mr Ali Veli, and a national of the Republic of Turkey, Mr Can Ak.";
  ExpectNoType(DetectIn(tr), "NRP");
  DetectorOptions coarse;
  coarse.min_score = 0.4;
  EXPECT_TRUE(Has(DetectIn(tr, coarse), "NRP", "Turkish national"));
  EXPECT_TRUE(Has(DetectIn("The case originated in an application (no. 71841/01) against the United Kingdom of Great "
                           "Britain and Northern Ireland lodged by a Turkish national, Mr Ali Veli, and two British "
                           "nationals, Mr A and Mr B."),
                  "NRP", "Turkish national"));
  ExpectNoneContains(DetectIn("The case originated in an application (no. 71841/01) against the United Kingdom of "
                              "Great Britain and Northern Ireland lodged by two British nationals, Mr A and Mr B, and a United Kingdom "
                              "national, Mr C."),
                     {"British", "United Kingdom national"});
  // The nationality rule looks around each "national": a long word before it
  // (a web address) leaves no space to start at.
  const std::string link = "See www.example.org/" + std::string(60, 'x') + "/international. By a Turkish national, Mr Ali Veli.";
  EXPECT_TRUE(Has(DetectIn(link), "NRP", "Turkish national"));
}

// Companies described after their name, lists of application numbers,
// particles in surnames, bodies named "for" what they do, museums, money in
// words, members counted, a job "of" a body, conditions of the eyes.
TEST(DetectorTest, CompaniesListsParticlesAndBodies) {
  const auto f = DetectIn(
      "He worked for Etibank, a State-owned company. She used to work as a curator and is the executive director of the "
      "Society for the Protection of the Unborn Child (\u201cSPUC\u201d), an organisation of approximately 50,000 "
      "members; SPUC paid five pounds sterling (\u201cGBP\u201d). The applications nos. 26480/95, 28291/95, "
      "29280/95 and 43362/96 were joined. Mr P. van Dijk visited the Gdynia City Museum. He had myopia.");
  ExpectFinds(f, {{"ORGANIZATION", "Etibank"},
                  {"OCCUPATION", "curator"},
                  {"OCCUPATION", "executive director"},
                  {"ORGANIZATION", "Society for the Protection of the Unborn Child"},
                  {"ORGANIZATION", "SPUC"},
                  {"QUANTITY", "50,000 members"},
                  {"QUANTITY", "five pounds sterling (\u201cGBP\u201d)"},
                  {"CODE", "28291/95"},
                  {"CODE", "29280/95"},
                  {"CODE", "43362/96"},
                  {"PERSON", "P. van Dijk"},
                  {"ORGANIZATION", "Gdynia City Museum"},
                  {"MEDICAL_CONDITION", "myopia"}});
  // A word that opens a sentence names no company, nor a body with the noun
  // after it.
  ExpectNoType(DetectIn("However, a company was formed. Although the Government agreed, it paid."), "ORGANIZATION");
}

// A large city outside the respondent State ties a person to it; ages,
// ranks, garrisons, sentences written around the word, words converted from
// a symbol font, and years that end a law's title.
TEST(DetectorTest, ForeignCitiesRanksSentencesAndTitles) {
  const std::string uk =
      "The case originated in an application (no. 71841/01) against the United Kingdom of Great Britain and "
      "Northern Ireland. The applicant lives in Gaziantep and was tried in London. His age is 49. He was a Lance "
      "Corporal held in the guardroom of Catterick garrison and awarded 28 days\u2019 military detention; a "
      "sentence of 18 years was expected, and he served half of the 12 year sentence. He was imprisoned for "
      "eight months under the Rules of Procedure (Army) 1972. The President, Mr\uF020L.\uF020Wildhaber, sat.";
  const auto f = DetectIn(uk);
  ExpectFinds(f, {{"LOCATION", "Gaziantep"},
                  {"AGE", "age is 49"},
                  {"OCCUPATION", "Lance Corporal"},
                  {"QUANTITY", "28 days\u2019 military detention"},
                  {"QUANTITY", "18 years"},
                  {"QUANTITY", "12 year sentence"},
                  {"QUANTITY", "eight months"},
                  {"PERSON", "L.\uF020Wildhaber"}});
  EXPECT_TRUE(std::any_of(f.begin(), f.end(), [](const Found& x) { return x.text == "Catterick garrison"; }));
  ExpectNoneContains(f, {"London", "1972"});
  // Against Turkey the same city is the respondent State's and coarse.
  const auto tr = DetectIn("The case originated in an application (no. 71841/01) against the Republic of Turkey. "
                           "The applicant was tried in Gaziantep.");
  ExpectNoneContains(tr, {"Gaziantep"});
}

// Relatives named after their kinship, a body named for its purpose whose
// name ends in a place-like word, life sentences and counted pupils.
TEST(DetectorTest, RelativesBodiesForAPurposeAndCountedPupils) {
  const auto f = DetectIn(
      "Her son Jeremy was interviewed by the National Society for the Prevention of Cruelty to Children. He "
      "received a life sentence of imprisonment. The school had approximately 180 pupils.");
  ExpectFinds(f, {{"PERSON", "Jeremy"},
                  {"ORGANIZATION", "National Society for the Prevention of Cruelty to Children"},
                  {"QUANTITY", "life sentence of imprisonment"},
                  {"QUANTITY", "180 pupils"}});
  EXPECT_FALSE(Has(f, "LOCATION", "Children"));
  // Ages with an apostrophe, new currencies, counts before "have", a
  // non-breaking hyphen.
  const auto g = DetectIn(
      "He was fourteen years\u2019 old at the time. His parents were paid 150 New Turkish liras (YTL). Almost 180 "
      "hearings have been held; he was tried with fifteen other co\u2011accused.");
  ExpectFinds(g, {{"AGE", "fourteen years\u2019 old"},
                  {"QUANTITY", "150 New Turkish liras (YTL)"},
                  {"QUANTITY", "180 hearings"},
                  {"QUANTITY", "fifteen other co\u2011accused"}});
  // A kinship word before a place names no relative.
  EXPECT_FALSE(Has(DetectIn("Her son Paris was not there."), "PERSON", "Paris"));
}

// Posts in court boilerplate are no bodies; in a judgment the respondent
// State's parts and the Court's seat are coarse, in the older opening
// ("referred to the Court by the Government of ...") as in the newer.
TEST(DetectorTest, PostsTheCourtsSeatAndTheRespondentsParts) {
  const std::string older =
      "The case was referred to the Court by the Government of the United Kingdom of Great Britain and Northern "
      "Ireland on 14 August 1998. Mr R. Bernhardt, the Vice-President of the Court, consulted the Agent of the "
      "Government and the Delegate of the Commission. The hearing took place in the Human Rights Building, "
      "Strasbourg. The applicant, a British national, was stationed in Northern Ireland, arrested in England and "
      "later lived in Germany.";
  const auto f = DetectIn(older);
  ExpectNoType(f, "ORGANIZATION");
  ExpectNoType(f, "NRP");
  ExpectNoneContains(f, {"Strasbourg", "Northern Ireland", "England"});
  EXPECT_TRUE(Has(f, "LOCATION", "Germany"));
  EXPECT_TRUE(Has(f, "PERSON", "R. Bernhardt"));
  // Against France, Strasbourg is a French city like any other.
  EXPECT_TRUE(Has(DetectIn("The case originated in an application (no. 71841/01) against France. The "
                           "applicant lives in Strasbourg and was tried in Ankara."),
                  "LOCATION", "Strasbourg"));
  EXPECT_TRUE(Has(DetectIn("The case originated in an application (no. 71841/01) against France. The applicant was "
                           "tried in Ankara."),
                  "LOCATION", "Ankara"));  // a city of millions, but not in France
  // Outside a judgment nothing is coarse but the large places.
  EXPECT_TRUE(Has(DetectIn("She moved to England and later to Strasbourg."), "LOCATION", "Strasbourg"));
}

// The applicants a judgment names in its opening are people, with or without
// a title or a gazetteer name; a company or a bracket without the words is
// left to the other rules.
TEST(DetectorTest, ApplicantsNamedInTheOpening) {
  const auto f = DetectIn(
      "The case originated in an application (no. 47116/99) against the Republic of Turkey lodged by a Turkish "
      "national, \u015eemsettin G\u00fcm\u00fc\u015ften (\u201cthe applicant\u201d), on 19 November 1998. "
      "Another was lodged by two Turkish nationals, Melahat Filiz and Nadir Kalkan (\u201cthe applicants\u201c). "
      "\u015eemsettin G\u00fcm\u00fc\u015ften was released.");
  ExpectFinds(f, {{"PERSON", "\u015eemsettin G\u00fcm\u00fc\u015ften"},
                  {"PERSON", "Melahat Filiz"},
                  {"PERSON", "Nadir Kalkan"}});
  EXPECT_EQ(std::count_if(f.begin(), f.end(), [](const Found& x) { return x.text == "\u015eemsettin G\u00fcm\u00fc\u015ften"; }), 2);
  ExpectNoType(DetectIn("The complaint (\u201cthe applicant\u2019s complaint\u201d) and the Government (the applicant) "
                        "were heard."),
               "PERSON");
}

// A detected surname is found again with or without its diacritics, as a
// judgment may transliterate it ("Yal\u00e7\u0131n", "Yal\u00e7in", "Yalcin"),
// and the other way round; a word that only resembles it is not.
TEST(DetectorTest, SurnamesSpelledWithoutTheirDiacritics) {
  const auto f = DetectIn(
      "Mr Hasan Yal\u00e7\u0131n was arrested in Yalova on 3 May 1999. The officers took Yal\u00e7in to the "
      "station, where Yalcin signed a statement.");
  ExpectFinds(f, {{"PERSON", "Hasan Yal\u00e7\u0131n"}, {"PERSON", "Yal\u00e7in"}, {"PERSON", "Yalcin"}});
  EXPECT_FALSE(Has(f, "PERSON", "Yalova"));
  const auto g = DetectIn("Mr Emre Ozturk was heard. Later, \u00d6zt\u00fcrk left.");
  EXPECT_TRUE(Has(g, "PERSON", "\u00d6zt\u00fcrk"));
  // Without a detected surname nothing is folded into a name.
  ExpectNoType(DetectIn("The officers took Yal\u00e7in to the station."), "PERSON");
}

// Dates: ranges of days are one date; a year naming a law and the Court's own
// reorganisations describe no one; the Court's decisions in a case do.
TEST(DetectorTest, DateRangesAndDatesThatDescribeNoOne) {
  const auto f = DetectIn(
      "He was questioned on 10 and 12 November 1996 and held on 8-10 July 1997. Under the Social Insurance Act "
      "(1962:381; the 1962 Act) he claimed 28,000 US Dollars (USD). On 1 November 2001 the Court changed the "
      "composition of its Sections. On 19 June 2001 the Court declared the application admissible.");
  EXPECT_TRUE(Has(f, "DATE_TIME", "10 and 12 November 1996"));
  EXPECT_TRUE(Has(f, "DATE_TIME", "8-10 July 1997"));
  // A range begins at a day, not at the day of a numeric date before it.
  const auto iso = DetectIn("The hearings were held on 1998-01-08 and 15 May, and on 08/01/1999 and 3 June.");
  EXPECT_TRUE(Has(iso, "DATE_TIME", "1998-01-08"));
  EXPECT_TRUE(Has(iso, "DATE_TIME", "15 May"));
  EXPECT_TRUE(Has(iso, "DATE_TIME", "08/01/1999"));
  EXPECT_TRUE(Has(iso, "DATE_TIME", "3 June"));
  EXPECT_TRUE(Has(DetectIn("(8-10 July 1997)"), "DATE_TIME", "8-10 July 1997"));
  EXPECT_TRUE(Has(DetectIn("Held:\n8-10 July 1997"), "DATE_TIME", "8-10 July 1997"));
  EXPECT_TRUE(Has(f, "QUANTITY", "28,000 US Dollars (USD)"));
  EXPECT_TRUE(Has(f, "DATE_TIME", "19 June 2001"));
  EXPECT_FALSE(Has(f, "DATE_TIME", "1 November 2001"));
  EXPECT_FALSE(Has(f, "DATE_TIME", "1 November"));  // nor the day and month of a date it drops
  EXPECT_FALSE(Has(f, "DATE_TIME", "1962"));
  // What a user lists is found even where the rule would drop it.
  DetectorOptions listed;
  listed.deny_list = {{"1962", "DATE_TIME"}};
  EXPECT_TRUE(Has(DetectIn("Under the 1962 Act.", listed), "DATE_TIME", "1962"));
  // A sentence written without "and" is one quantity.
  EXPECT_TRUE(Has(DetectIn("He was sentenced to 7 years 2 months' imprisonment."), "QUANTITY",
                  "7 years 2 months' imprisonment"));
}

// The applicant's own earlier case, cited as case-law is, still names the
// applicant: its party, number and date stay found; another case's do not.
TEST(DetectorTest, TheApplicantsOwnEarlierCaseIsNoOtherCase) {
  const auto f = DetectIn(
      "The case originated in an application (no. 17906/15) against the Kingdom of Sweden lodged by Mr Krzysztof "
      "Ruminski on 10 April 2015. His first application was declared inadmissible (Ruminski v. Sweden (dec.), no. "
      "10404/10, 21 May 2013); the Court relied on Prencipe v. Monaco, no. 43376/06, 16 July 2009.");
  ExpectFinds(f, {{"PERSON", "Krzysztof Ruminski"}, {"PERSON", "Ruminski"}, {"CODE", "10404/10"},
                  {"DATE_TIME", "21 May 2013"}});
  ExpectNoneContains(f, {"Prencipe", "43376/06", "16 July 2009"});
}

// A title is followed by its name as a name's words follow each other; a
// prison named after "HMP", an Irish county named after the word, and in a
// case against the United Kingdom "Northern Ireland" is no part of Ireland,
// whose nationals are another State's; national agencies named by what they
// do are generic bodies.
TEST(DetectorTest, TitlesPrisonsCountiesAndNationalAgencies) {
  const auto f = DetectIn(
      "The case originated in an application (no. 37471/97) against the United Kingdom of Great Britain and "
      "Northern Ireland lodged by an Irish national, William Faulkner. He was detained at HMP Magilligan, County "
      "Derry, Northern Ireland. The Parole Board, the Benefits Agency and the Prison Service were consulted, and "
      "the Chancellor of Justice (Justitiekanslern).");
  ExpectFinds(f, {{"NRP", "Irish national"},
                  {"ORGANIZATION", "HMP Magilligan"},
                  {"LOCATION", "County Derry, Northern Ireland"}});
  EXPECT_FALSE(Has(f, "LOCATION", "Ireland"));
  ExpectNoneContains(f, {"Parole", "Benefits", "Prison Service", "Justitiekanslern"});
  ExpectNoType(DetectIn("The County Court and the County Administrative Board heard it."), "LOCATION");
  EXPECT_TRUE(Has(DetectIn("Judge Dorian Calloway sat."), "PERSON", "Dorian Calloway"));
  // A reference's opening word is no first name, though the census lists it.
  ExpectNoneContains(DetectIn("See Smith v. Jones for the rule."), {"See"});
}

// Jobs held, given in a list with the words that make the trade, and
// complaints of the body where they are felt; a thing's parts and a role in
// proceedings are neither.
TEST(DetectorTest, JobsHeldInAListAndComplaintsOfTheBody) {
  const auto f = DetectIn(
      "He suffered from pain in his back and legs and numbness in his right arm, caused by his former employment "
      "as a driver (1973 to 1974), as a dairy worker (1974 to 1984) and as a food science technician (1984 to "
      "1991). The applicant\u2019s back problems had appeared early.");
  ExpectFinds(f, {{"MEDICAL_CONDITION", "pain in his back and legs"},
                  {"MEDICAL_CONDITION", "numbness in his right arm"},
                  {"OCCUPATION", "driver"},
                  {"OCCUPATION", "dairy worker"},
                  {"OCCUPATION", "food science technician"},
                  {"MEDICAL_CONDITION", "back problems"}});
  const auto g = DetectIn("There was damage to the back door. He was heard as a witness, and as a result it ended.");
  ExpectNoType(g, "MEDICAL_CONDITION");
  ExpectNoType(g, "OCCUPATION");
}

// A family-status word that begins a benefit's name is the benefit's; the
// status said of someone stays.
TEST(DetectorTest, FamilyWordsThatNameABenefit) {
  const auto f = DetectIn("He is a widower. He was refused Widow\u2019s Bereavement Allowance and Widowed Mother's "
                          "Allowance. Widowed in 1990, he moved.");
  EXPECT_TRUE(Has(f, "FAMILY_STATUS", "widower"));
  EXPECT_TRUE(Has(f, "FAMILY_STATUS", "Widowed"));  // the one that begins a sentence
  EXPECT_EQ(std::count_if(f.begin(), f.end(), [](const Found& x) { return x.type == "FAMILY_STATUS"; }), 2);
}

// A court's seat after its name, or after its name in its own language, and
// a place after "the area of" or a capitalised "City of", are places the
// gazetteer need not know; a court named for what it does has no seat.
TEST(DetectorTest, CourtsSeatsAndTheAreaOfAPlace) {
  const auto f = DetectIn(
      "The case originated in an application (no. 11274/84) against the Kingdom of Sweden. He appeared before "
      "the District Court (tingsr\u00e4tten) of Ronneby; the Court of Appeal of Sk\u00e5ne and Blekinge dismissed "
      "his appeal. The weather was normal in the area of Ronneby. The European Court of Human Rights sat. All "
      "land passed to the City of Warsaw.");
  ExpectFinds(f, {{"LOCATION", "Ronneby"}, {"LOCATION", "Sk\u00e5ne and Blekinge"}, {"LOCATION", "City of Warsaw"}});
  EXPECT_EQ(std::count_if(f.begin(), f.end(), [](const Found& x) { return x.text == "Ronneby"; }), 2);
  ExpectNoneContains(f, {"Human Rights"});
  // The respondent State's parts stay coarse as a seat too.
  ExpectNoType(DetectIn("The case originated in an application (no. 11274/84) against the United Kingdom. The "
                        "Court of Appeal of England and Wales dismissed it."),
               "LOCATION");
}

// A year with the next, as tax and school years are written, is one date.
TEST(DetectorTest, YearsWithTheNextYear) {
  const auto f = DetectIn("He claimed the allowance for the years 1995/6 and 1996/97, for 1999-2000 and "
                          "for 2009\u201110, but not 1995/7.");
  ExpectFinds(f, {{"DATE_TIME", "1995/6"},
                  {"DATE_TIME", "1996/97"},
                  {"DATE_TIME", "1999-2000"},
                  {"DATE_TIME", "2009\u201110"}});
  EXPECT_FALSE(Has(f, "DATE_TIME", "1995/7"));
}

// Conditions named by their ending and graded or placed in the body, surgery
// on a part of it, a season of a year, where someone works by the kind of
// place or trade, a sentence's terms, a day of the week and an ethnic group;
// words that end the same way, and a day in a name, stay out.
TEST(DetectorTest, ConditionsByTheirEndingWorkplacesAndSeasons) {
  const auto f = DetectIn(
      "He suffered from lumbar spondylosis and coxarthritis; later from moderate arthritis in his hip joint. His "
      "lower back and hip joint problems grew after a hip joint operation in the spring of 1996. He had carried out "
      "heavy work as a slaughterhouse worker and had worked in slaughterhouses; his work at the slaughterhouse was "
      "hard. Employees in the food industry ran a risk.");
  ExpectFinds(f, {{"MEDICAL_CONDITION", "lumbar spondylosis"},
                  {"MEDICAL_CONDITION", "coxarthritis"},
                  {"MEDICAL_CONDITION", "moderate arthritis in his hip joint"},
                  {"MEDICAL_CONDITION", "lower back and hip joint problems"},
                  {"MEDICAL_CONDITION", "hip joint operation"},
                  {"DATE_TIME", "spring of 1996"},
                  {"OCCUPATION", "slaughterhouse worker"},
                  {"OCCUPATION", "slaughterhouses"},
                  {"OCCUPATION", "slaughterhouse"},
                  {"OCCUPATION", "food industry"}});
  // Graded conditions and disorders, and the terms a sentence runs for.
  ExpectFinds(DetectIn("A psychologist diagnosed him as having mild to moderate depression, panic disorder, mild "
                       "mental retardation, borderline intellectual functioning and dyslexia. He was sentenced to "
                       "eight months of youth custody and disqualified from driving for nine months."),
              {{"MEDICAL_CONDITION", "mild to moderate depression"},
               {"MEDICAL_CONDITION", "panic disorder"},
               {"MEDICAL_CONDITION", "mild mental retardation"},
               {"MEDICAL_CONDITION", "borderline intellectual functioning"},
               {"MEDICAL_CONDITION", "dyslexia"},
               {"QUANTITY", "eight months of youth custody"},
               {"QUANTITY", "nine months"}});
  // A day of the week something happened on, and someone's ethnic group.
  ExpectFinds(DetectIn("He had almost finished by Friday evening. On Monday morning a juror wrote that they were "
                       "convicted because they are Asian."),
              {{"DATE_TIME", "Friday evening"}, {"DATE_TIME", "Monday morning"}, {"NRP", "Asian"}});
  ExpectFinds(DetectIn("She was discriminated against as a woman with a disability; the hearing was listed for the "
                       "first half of 1993."),
              {{"MEDICAL_CONDITION", "disability"}, {"DATE_TIME", "first half of 1993"}});
  const auto g = DetectIn(
      "The diagnosis was uncertain and the prognosis poor; he felt nostalgia. There were problems of their joint "
      "venture. The industry grew in the spring. The Good Friday Agreement was signed.");
  ExpectNoType(g, "MEDICAL_CONDITION");
  ExpectNoType(g, "OCCUPATION");
  ExpectNoType(g, "DATE_TIME");
}

// A place where someone lives "in the" place, a place named before a
// lower-case institution and then bare, ranks of two words before the post,
// and national tribunals and regulators named for what they do.
TEST(DetectorTest, PlacesAfterInTheRanksAndNationalTribunals) {
  const auto f = DetectIn(
      "The applicant was born in 1940 and lives in the Wirral. She was appointed to the rank of Assistant Chief "
      "Constable with the Merseyside police and applied for vacancies within Merseyside. She went to the "
      "Industrial Tribunal, the Police Complaints Authority and the Interception of Communications Tribunal; the "
      "Vice-Chairman of the Police Authority acted.");
  ExpectFinds(f, {{"LOCATION", "Wirral"}, {"OCCUPATION", "Assistant Chief Constable"}, {"LOCATION", "Merseyside"}});
  EXPECT_EQ(std::count_if(f.begin(), f.end(), [](const Found& x) { return x.text.starts_with("Merseyside"); }), 2);
  ExpectNoneContains(f, {"Tribunal", "Authority", "Vice-Chairman"});
}

// Two applications numbered as a range are both found; plural nationals after
// "by"; how long someone was held, to the minute; a title's "to" names no place.
TEST(DetectorTest, NumberRangesPluralNationalsAndDetentionLengths) {
  const auto f = DetectIn(
      "It originated in two applications against the United Kingdom (nos. 14553-14554/89) lodged on 19 January "
      "1989 by Irish citizens, Mr Peter Brannigan and Mr Patrick McBride. He was detained for a total period of "
      "four days, six hours and twenty-five minutes and served with the \u201cNotice to Persons in Police "
      "Custody\u201d; the family were granted Exceptional Leave to Remain. He travelled from Port Castellan to "
      "Greywater.");
  ExpectFinds(f, {{"CODE", "14553-14554/89"},
                  {"NRP", "Irish citizens"},
                  {"QUANTITY", "four days, six hours and twenty-five minutes"},
                  {"LOCATION", "Greywater"}});
  ExpectNoneContains(f, {"Persons", "Remain"});
}

// A surname joined by a no-break hyphen is one name; a letter standing for a
// withheld name is no place at a sentence's end; a suspended sentence's term;
// a national board named for what it grants is a public body's.
TEST(DetectorTest, NoBreakHyphensWithheldNamesAndSuspendedSentences) {
  const auto f = DetectIn(
      "The Danish Government were represented by their Co-agent, Mrs Nina Holst\u2011Christensen, from the Ministry "
      "of Justice. The City Court granted the fees to A. He was given a six months\u2019 suspended sentence. Leave "
      "was refused by the Appeals Permission Board.");
  ExpectFinds(f, {{"PERSON", "Nina Holst\u2011Christensen"}, {"QUANTITY", "six months\u2019 suspended sentence"}});
  ExpectNoType(f, "LOCATION");
  ExpectNoType(f, "ORGANIZATION");
}

// A nickname in quotes between a person's names, and someone named by what
// they were called, one word or more, found again bare.
TEST(DetectorTest, NicknamesAndPeopleNamedByWhatTheyWereCalled) {
  const auto f = DetectIn(
      "On 15 June 1995, Patrick 'Nobby' Clarke was murdered. A witness called Crittenden was not relied upon; the "
      "evidence of Crittenden was dropped. The so-called Green Party met.");
  EXPECT_TRUE(Has(f, "PERSON", "Patrick 'Nobby' Clarke"));
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"PERSON", "Crittenden"}), 2);
  EXPECT_FALSE(Has(f, "PERSON", "Green Party"));
}

// A group of companies named before the words, and its name used alone; an
// acronym spelt out by a law with its year is the law's.
TEST(DetectorTest, GroupsOfCompaniesAndLawsWithTheirYear) {
  const auto f = DetectIn(
      "The Blackspur group of companies (collectively, \u201cBlackspur\u201d) went into receivership. Proceedings "
      "were issued under section 6 of the Company Directors Disqualification Act 1986 (\u201cthe CDDA\u201d), and "
      "the CDDA applied as the CDDA says. Blackspur ceased trading.");
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Blackspur group of companies"));
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"ORGANIZATION", "Blackspur"}), 2);
  ExpectNoneContains(f, {"CDDA"});
}

// A code found once is found wherever the text repeats it (an application
// number in brackets after a surname was left in plain text); English law
// reports and judicial reviews "ex parte" are other people's cases.
TEST(DetectorTest, RepeatedCodesAndEnglishLawReports) {
  const auto f = DetectIn(
      "The case concerned five applications (nos. 47676/99 and 58923/00) by Ms Julie Beet and four others. The "
      "Court declared admissible the claims of the applicant Beet (47676/99). The decision was unlawful, see R. v. "
      "Leeds Justices ex parte Kennett [1996] RVR 53, and R. v. Hertfordshire County Council, ex parte Green "
      "Environmental Industries Ltd ([2000] AC 326).");
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"CODE", "47676/99"}), 2);
  ExpectNoneContains(f, {"Leeds", "Hertfordshire", "Green Environmental", "Kennett"});
}

TEST(DetectorTest, OlderJudgmentsTitlesWithAFullStopAndTheirDates) {
  const auto f = DetectIn(
      "The application was lodged by Mr. Per Olav Lindqvist, a Norwegian national. In June 1975, Mr. Lindqvist "
      "and his wife separated; Mrs. Lindqvist kept the children, a son in 1968 and a daughter, Ingrid, on 2 May "
      "1972. The Chamber included Mr. J. Hoek, Mr. W. Sanders van der Berg and Mr. F. Ott. The documents were "
      "received on 3, 9 and 21 May. In the late 1950s he had emigrated.");
  EXPECT_TRUE(Has(f, "PERSON", "Per Olav Lindqvist"));
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"PERSON", "Lindqvist"}), 2);
  EXPECT_TRUE(Has(f, "PERSON", "Ingrid"));
  EXPECT_TRUE(Has(f, "PERSON", "W. Sanders van der Berg"));
  EXPECT_TRUE(Has(f, "DATE_TIME", "3, 9 and 21 May"));
  EXPECT_TRUE(Has(f, "DATE_TIME", "late 1950s"));
  // A sentence that ends in a title's word is no title: nothing after it is a name.
  ExpectNoType(DetectIn("The letter was signed by the Judge. Then the hearing ended."), "PERSON");
}

TEST(DetectorTest, ACodeMaskedOnceIsMaskedInACitationToo) {
  const auto f = DetectIn(
      "The case was assigned to the Grand Chamber that heard the case of K. v. Norway (application no. 31234/96) "
      "(Rules 24, 43 § 2 and 71). A hearing in this case and in K. v. Norway (no. 31234/96) took place.");
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"CODE", "31234/96"}), 2);
}

TEST(DetectorTest, BodiesSpeltOutFirmsShopsAndActingOffices) {
  const auto f = DetectIn(
      "The applicant sued the Department of Coastal Fisheries and the Harbours ('DOCFH'). He instructed Mr "
      "Harwood, a partner in a firm of solicitors called Harwood Pell Lyle ('HPL'). Later DOCFH settled and HPL "
      "sued him. He had a contract with the shop Fenwick and Brand. The case was heard by Acting Deemster Quayle. "
      "His wife was employed as a local authority planning officer. The search was authorised by the Chief "
      "Constable of West Mercia. He wrote to the Department of Work and Pensions (\u201cDWP\u201d) and the DWP "
      "replied.");
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"ORGANIZATION", "DOCFH"}), 2);
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"ORGANIZATION", "HPL"}), 2);
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Harwood Pell Lyle"));  // not the partner's name
  EXPECT_TRUE(Has(f, "ORGANIZATION", "Fenwick and Brand"));
  EXPECT_TRUE(Has(f, "PERSON", "Quayle"));
  EXPECT_TRUE(Has(f, "OCCUPATION", "local authority planning officer"));
  EXPECT_TRUE(Has(f, "LOCATION", "West Mercia"));
  ExpectNoneContains(f, {"DWP", "Pensions"});  // a ministry, as generic as its name
}

TEST(DetectorTest, SexualOrientationAndGenderIdentity) {
  const auto f = DetectIn(
      "The applicant is a post-operative female to male transsexual. He complained that homosexuals and "
      "lesbians were treated differently.");
  EXPECT_TRUE(Has(f, "SEXUAL_ORIENTATION", "post-operative female to male transsexual"));
  EXPECT_TRUE(Has(f, "SEXUAL_ORIENTATION", "homosexuals"));
  EXPECT_TRUE(Has(f, "SEXUAL_ORIENTATION", "lesbians"));
  EXPECT_EQ(TabCategory("SEXUAL_ORIENTATION"), "DEM");
}

TEST(DetectorTest, MilitaryUnitsOwnersStrokesAndInitialsWithAHyphen) {
  const auto f = DetectIn(
      "In 1998 he was serving as a signaller with the 7th Regiment of the Royal Engineers. The acting commander "
      "of the 3rd Commando Brigade and the chief of staff of Headquarters Northern Command approved it. He had "
      "suffered from asthma for 11 years and suffered a cerebral stroke. His wife made a living as the owner of a "
      "small bakery. An opinion was given by Dr A-M.K. on 3 May 2001.");
  ExpectFinds(f, {{"ORGANIZATION", "7th Regiment of the Royal Engineers"},
                  {"ORGANIZATION", "3rd Commando Brigade"},
                  {"ORGANIZATION", "Headquarters Northern Command"},
                  {"DATE_TIME", "11 years"},
                  {"MEDICAL_CONDITION", "cerebral stroke"},
                  {"OCCUPATION", "owner of a small bakery"},
                  {"PERSON", "A-M.K."}});
}

TEST(DetectorTest, TheDatesOfLawsAndRefugeeBodiesIdentifyNoOne) {
  const auto f = DetectIn(
      "Under the Law of 14 March 1961 and Article 1 A of the Convention of 28 July 1951 he could not be returned. "
      "The Refugee Board refused asylum on 4 January 2000.");
  ExpectNoneContains(f, {"1961", "1951", "Refugee"});
  EXPECT_TRUE(Has(f, "DATE_TIME", "4 January 2000"));
}

TEST(DetectorTest, TheLanguageSomeoneUsesAndACourtForARegion) {
  const auto f = DetectIn(
      "The case originated in an application against the Kingdom of Sweden lodged by an Estonian national, Mr Ilves. "
      "He asked for an Estonian-speaking counsel who knew Estonian, and defended himself in Estonian via an "
      "interpreter. The submissions were translated into Swedish. Under Estonian law he could appeal. The Court of "
      "Appeal (hovr\u00e4tten) for Northern Norrland dismissed the appeal.");
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"NRP", "Estonian"}), 3);
  EXPECT_TRUE(Has(f, "LOCATION", "Northern Norrland"));
  ExpectNoneContains(f, {"Swedish", "law"});  // the respondent State's language; a people's law
}

TEST(DetectorTest, PoliceRanksForcesAndTheApplicantsOwnCaseInALawReport) {
  const auto f = DetectIn(
      "The application was lodged by Mr Dale Brierley. The Thamesdown Constabulary and the Wessex Regional Crime "
      "Squad suspected him; DC Okafor of the Regional Crime Squad and WPC Lund arrested him. His appeal was "
      "dismissed by the Court of Appeal (R. v. Brierley and Haddow [1999] 1 Cr App R 22), as in R. v. Gough and "
      "Pratt [1995] 2 All ER 301. His first complaint was rejected (Brierley v. the United Kingdom (dec.), no. "
      "43210/98, 3 May 2001).");
  ExpectFinds(f, {{"ORGANIZATION", "Thamesdown Constabulary"},
                  {"ORGANIZATION", "Wessex Regional Crime Squad"},
                  {"PERSON", "Okafor"},
                  {"PERSON", "Lund"},
                  {"PERSON", "Haddow"},
                  {"CODE", "[1999] 1 Cr App R 22"}});
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"PERSON", "Brierley"}), 2);  // and "Dale Brierley" once
  EXPECT_TRUE(Has(f, "CODE", "43210/98"));
  ExpectNoneContains(f, {"Kingdom"});  // a State
  // Another case stays: its parties and report are not this applicant's; nor a generic squad.
  ExpectNoneContains(f, {"Gough", "Pratt", "2 All ER", "the Regional Crime Squad"});
}

TEST(DetectorTest, PropertyDesignationsCrownsAndABrotherTitledWithAFullStop) {
  const auto f = DetectIn(
      "He owned, together with his brother Mr. K. Ahlgren, the properties Norrby 2:14 and 2:15. The Real Estate "
      "Court struck the case out. The Municipality repurchased them for 410,000 Swedish crowns. Mr. Ahlgren "
      "agreed.");
  ExpectFinds(f, {{"PERSON", "K. Ahlgren"}, {"CODE", "Norrby 2:14 and 2:15"}, {"QUANTITY", "410,000 Swedish crowns"}});
  for (const auto& found : f) EXPECT_NE(found.text, "Mr");  // a title is no name, nor found again
  ExpectNoneContains(f, {"Real Estate"});
}

TEST(DetectorTest, WhereOnTheBodyAWoundWas) {
  const auto f = DetectIn(
      "The doctor noted a scabbed wound of 3 x 2 cm on the right knee, an old scar of 1 cm in diameter on the "
      "forehead and bruising on the upper part of the left arm. The wound healed.");
  ExpectFinds(f, {{"MEDICAL_CONDITION", "the right knee"},
                  {"MEDICAL_CONDITION", "the forehead"},
                  {"MEDICAL_CONDITION", "the upper part of the left arm"}});
  ExpectNoneContains(f, {"healed"});
}

TEST(DetectorTest, TariffsSentencesOfficesAndTwoLetterAcronyms) {
  const auto f = DetectIn(
      "In 1987 Mr Colin Hargreave joined the Volunteer Reserve Force (\u201cVR\u201d) as a stores and supplies "
      "clerk. In 1990 the VR discharged him and he moved elsewhere in the UK. The Lord Chief Justice recommended a "
      "tariff of 10-11 years; the Home Secretary set the tariff of the applicant\u2019s sentence at 14 years and "
      "later fixed a tariff of 11.5 years. The Assize Court reduced his sentence of imprisonment to four years and "
      "two months. Of the fourteen hearings held, the Principal Public Prosecutor attended one of the Sections of "
      "the Court. The Lord Ordinary dismissed the action.");
  ExpectFinds(f, {{"QUANTITY", "10-11 years"},
                  {"QUANTITY", "14 years"},
                  {"QUANTITY", "11.5 years"},
                  {"QUANTITY", "four years and two months"},
                  {"QUANTITY", "fourteen hearings"},
                  {"OCCUPATION", "stores and supplies clerk"}});
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"ORGANIZATION", "VR"}), 2);  // spelt out by a force
  ExpectNoneContains(f, {"UK", "Chief", "Justice", "Ordinary", "Principal", "Sections"});  // a country, offices
}

TEST(DetectorTest, ListedNumbersThatLostTheirYearAndANameBeforeItsShortName) {
  const auto f = DetectIn(
      "The application was joined to applications nos. 21234/95, 23456/96, 24567, 25678/96 and 26789/96, lodged "
      "in 1996 and 1997. He applied to the Northern Regional Health Authority (Sundhedsstyrelsen, hereinafter "
      "called the NRHA) for compensation for permanent disablement and loss of working capacity.");
  ExpectFinds(f, {{"CODE", "24567"},
                  {"CODE", "25678/96"},
                  {"CODE", "26789/96"},
                  {"ORGANIZATION", "Sundhedsstyrelsen"},
                  {"MEDICAL_CONDITION", "permanent disablement"},
                  {"MEDICAL_CONDITION", "loss of working capacity"}});
  EXPECT_FALSE(Has(f, "CODE", "1997"));  // a year ends the list
}

TEST(DetectorTest, VehiclesFirmsDescribedAfterTheirNameAndAGovernorship) {
  const auto f = DetectIn(
      "A. Riverside Haulage Company\u2019s licence\n\nThe applicant owns \u201cKaradeniz Prints\u201d, a small "
      "family firm, and was represented by the Balkan Minority Rights Project (BMRP). He drove a Renault 21 and a "
      "nine-seater Volkswagen. He asked the Governorship of Bing\u00f6l for help. He served one year, four months and "
      "ten days in prison. Mr Ford drove.");
  ExpectFinds(f, {{"VEHICLE", "Renault 21"},
                  {"VEHICLE", "nine-seater Volkswagen"},
                  {"ORGANIZATION", "Karadeniz Prints"},
                  {"ORGANIZATION", "Balkan Minority Rights Project"},
                  {"ORGANIZATION", "BMRP"},
                  {"LOCATION", "Governorship of Bing\u00f6l"},
                  {"QUANTITY", "one year, four months and ten days in prison"}});
  EXPECT_FALSE(Has(f, "VEHICLE", "Ford"));  // a make that is also a surname
  EXPECT_EQ(TabCategory("VEHICLE"), "MISC");
  ExpectNoneContains(f, {"A. Riverside"});  // a heading's letter starts no name
}

TEST(DetectorTest, NumberPlatesRoadsSpeedsAndWhereSeveralPeopleLive) {
  const auto f = DetectIn(
      "The applicants live in Leeds and Ambleside respectively. A car with registration number R42 KLM was caught "
      "driving at 58 miles per hour (mph) on the M62 motorway, where the limit was 50 mph; the driver of R42 KLM "
      "was fined and his licence endorsed with four penalty points. The court relied on Brown v. Stott and on "
      "Director of Public Prosecutions v. Khan, decided in Brown v. Stott.");
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"CODE", "R42 KLM"}), 2);  // found once, masked everywhere
  ExpectFinds(f, {{"LOCATION", "Leeds"},
                  {"LOCATION", "Ambleside"},
                  {"LOCATION", "M62"},
                  {"QUANTITY", "58 miles per hour (mph)"},
                  {"QUANTITY", "50 mph"},
                  {"QUANTITY", "four penalty points"}});
  ExpectNoneContains(f, {"Brown", "Director"}, "LOCATION");  // "in Brown v. Stott" is a case, not a place
}

TEST(DetectorTest, AShortNameInQuotesAndHowLongSomeoneWasHeld) {
  const auto f = DetectIn(
      "They were asked about their work for the Continuity Liberation Army (\u201cContinuity CLA\u201d). He had "
      "connections with the Continuity CLA. The first applicant had been detained 52 hours; the third was released "
      "after 20 hours and 40 minutes in detention. The Courts Martial Appeal Court dismissed the appeal.");
  ExpectFinds(f, {{"ORGANIZATION", "Continuity Liberation Army"},
                  {"QUANTITY", "52 hours"},
                  {"QUANTITY", "20 hours and 40 minutes"}});
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"ORGANIZATION", "Continuity CLA"}), 2);  // named so, and again
  ExpectNoneContains(f, {"Courts Martial"});  // a State's military court
}

// A letter alone after a title is a name the Court withheld; an initial
// before a surname is not.
TEST(DetectorTest, ALetterAloneAfterATitleIsAWithheldName) {
  const auto f = DetectIn("Ms A told Mr B. that she had met Mr A. Dunmore at Mr C\u2019s home.");
  EXPECT_TRUE(Has(f, "PERSON", "A. Dunmore"));
  EXPECT_FALSE(Has(f, "PERSON", "A"));
  ExpectNoneContains(f, {"C\u2019s"});
  for (const auto& found : f) EXPECT_NE(found.text, "B.") << found;
}

// A seventeenth round. RE2's \b reads words in ASCII: "14 Mar" had matched
// inside "14 Maršala Tita Street" as a date, and the address had lost its name.
TEST(DetectorTest, APatternMatchEndsWhereTheWordEndsInAnyAlphabet) {
  const auto f = DetectIn("Before the war she lived at 14 Mar\u0161ala Tita Street in Fo\u010da.");
  ExpectFinds(f, {{"LOCATION", "14 Mar\u0161ala Tita Street"}, {"LOCATION", "Fo\u010da"}});
  ExpectNoType(f, "DATE_TIME");
  // ... and an address's town is read to its end: not "Fo" of "Foča".
  EXPECT_TRUE(Has(DetectIn("She lived at 45 Elm Street, Fo\u010da, until 1992."), "LOCATION",
                  "45 Elm Street, Fo\u010da"));
  // Scripts that write no spaces still have their identifiers right after the label.
  EXPECT_TRUE(Has(DetectIn("\u8eab\u4efd\u8bc1\u53f7\u7801110101199003074514"), "CN_RESIDENT_ID",
                  "110101199003074514"));
}

TEST(DetectorTest, TownsAfterTheirFirstWordStreetsKindFirstAndBanksByName) {
  const auto f = DetectIn(
      "He lives in Sant Juli\u00e0 de L\u00f2ria and ran a shop on Avinguda Meritxell; she lives in Santa "
      "Coloma and he near San Remo. A house at 17 \u0218tefan cel Mare Street, a farm at Oude "
      "Rijksweg 84. He had an account at Glitnir bank, not a Swiss bank. An "
      "expert of the National Centre for Judicial Expertise. She gave an interview to Gazeta Wyborcza. His "
      "children attend the Gesamtschule Berliner Platz. His wife runs a bed and breakfast, De Linde, in Ommen. "
      "He lived in Ded\u00e7aj, Mal\u00ebsi e Madhe district. It was lodged by Mr Rui Teixeira e Silva.");
  ExpectFinds(f, {{"LOCATION", "Sant Juli\u00e0 de L\u00f2ria"},
                  {"LOCATION", "Avinguda Meritxell"},
                  {"LOCATION", "Santa Coloma"},
                  {"LOCATION", "San Remo"},
                  {"LOCATION", "17 \u0218tefan cel Mare Street"},
                  {"LOCATION", "Oude Rijksweg 84"},
                  {"ORGANIZATION", "Glitnir bank"},
                  {"ORGANIZATION", "National Centre for Judicial Expertise"},
                  {"ORGANIZATION", "Gazeta Wyborcza"},
                  {"ORGANIZATION", "Gesamtschule Berliner Platz"},
                  {"ORGANIZATION", "De Linde"},
                  {"LOCATION", "Mal\u00ebsi e Madhe district"},
                  {"PERSON", "Rui Teixeira e Silva"}});
  ExpectNoneContains(f, {"Swiss"});
  ExpectNoneContains(f, {"Juli\u00e0"}, "PERSON");
  EXPECT_TRUE(Has(DetectIn("He sued Santa Ozola for defamation."), "PERSON", "Santa Ozola"));
  // A language where a town bears its name, of the State the case is against: neither a place nor shown.
  ExpectNoneContains(DetectIn("The case originated in an application against the United Kingdom. At his trial he "
                              "asked to give evidence in Welsh; the request was refused."),
                     {"Welsh"});
}

TEST(DetectorTest, RelativesAtASentencesEndMaidenNamesTitlesAndLabels) {
  const auto f = DetectIn(
      "She lived with her husband and their daughter, Lejla. Her two sons, Adnan and Edin. The youngest, Klea, "
      "was born in 2014. She had a girl, Paris. His personal identification number (OIB) is 69435151530; his tax "
      "identification number (NIF) is 123456789 and the cadastral number 0300209.145.");
  ExpectFinds(f, {{"PERSON", "Lejla"},
                  {"PERSON", "Adnan"},
                  {"PERSON", "Edin"},
                  {"PERSON", "Klea"},
                  {"CODE", "69435151530"},
                  {"CODE", "123456789"},
                  {"CODE", "0300209.145"}});
  ExpectNoneContains(f, {"Paris"});  // whose girl is not said
  // A maiden name; a French advocate's title is no part of his name; a
  // religious brother is named by his title, a child in a body's name is not.
  const auto g = DetectIn(
      "The applicants are Mr Jean Le Goff and his wife Mrs Maryvonne Le Goff, n\u00e9e Kerherv\u00e9, represented by "
      "Ma\u00eetre Yves Le Bihan. He was abused by a member of the order, Brother M. He gave evidence to the "
      "Commission to Inquire into Child Abuse. The case was moved from the Court to Izmir.");
  ExpectFinds(g, {{"PERSON", "Kerherv\u00e9"}, {"PERSON", "Yves Le Bihan"}, {"PERSON", "M."}});
  ExpectNoneContains(g, {"Ma\u00eetre", "Inquire", "Abuse"});
}

TEST(DetectorTest, BodiesNamedForWhatTheyDoOrOpposeAndBusinessesKindFirst) {
  const auto f = DetectIn(
      "Members of the Civil Guard Association for a Better Future came. She is a lawyer of the Committee against "
      "Torture. He owned the Bar Sport in Misterbianco; his claim was dismissed by the Bar Basic Court. He was "
      "arrested in the Akropolis shopping centre. He works as an offshore electrician. He lives at Sierninger "
      "Stra\u00dfe 42, she at 5 Put Brodarice. He stood in the Sabail single-mandate electoral constituency no. 24. "
      "The burial was not recorded at the Novo Groblje cemetery, nor at the Catholic cemetery.");
  ExpectFinds(f, {{"ORGANIZATION", "Civil Guard Association for a Better Future"},
                  {"ORGANIZATION", "Committee against Torture"},
                  {"ORGANIZATION", "Bar Sport"},
                  {"ORGANIZATION", "Bar Basic Court"},
                  {"ORGANIZATION", "Akropolis shopping centre"},
                  {"OCCUPATION", "offshore electrician"},
                  {"LOCATION", "Sierninger Stra\u00dfe 42"},
                  {"LOCATION", "5 Put Brodarice"},
                  {"LOCATION", "Sabail single-mandate electoral constituency no. 24"},
                  {"LOCATION", "Novo Groblje cemetery"}});
  ExpectNoType(f, "PERSON");
  ExpectNoneContains(f, {"Catholic"}, "LOCATION");
  EXPECT_TRUE(Has(DetectIn("He is employed by the municipal enterprise Chistota."), "ORGANIZATION", "Chistota"));
  // A Belgian company's form, a French institute kind first (not a person named Roger), and no name
  // that runs on over a sentence's "The" after a dotted abbreviation.
  const auto belgian = DetectIn(
      "She works for Net Service SPRL and trains at the Institut Roger Lambion. He banked with BAWAG P.S.K. The Graz "
      "Regional Civil Court dismissed his action.");
  ExpectFinds(belgian, {{"ORGANIZATION", "Net Service SPRL"},
                        {"ORGANIZATION", "Institut Roger Lambion"},
                        {"ORGANIZATION", "Graz Regional Civil Court"}});
  ExpectNoneContains(belgian, {"P.S.K. The"});
  // A hospital named after a doctor, with his title before it; a hypermarket; an account number that "was".
  const auto named = DetectIn(
      "He was treated at the Dr Ivan Seliminski Hospital. She works at the Alphamega Hypermarket. Her account "
      "number was 321-01-123456-01.");
  ExpectFinds(named, {{"ORGANIZATION", "Ivan Seliminski Hospital"},
                      {"ORGANIZATION", "Alphamega Hypermarket"},
                      {"CODE", "321-01-123456-01"}});
  ExpectNoType(named, "PERSON");
  // Through a plural possessive ("Confederation" is a town too).
  EXPECT_TRUE(Has(DetectIn("She is a member of the Confederation of Public Employees' Trade Unions (KESK)."),
                  "ORGANIZATION", "Confederation of Public Employees' Trade Unions"));
}

// A colony's acronym with its number, a joined rank before a name, a body's
// name of eleven words.
TEST(DetectorTest, ColoniesByAcronymAndNumberJoinedRanksAndLongNames) {
  const auto f = DetectIn(
      "He was transferred to correctional colony no. 31 (IK-31), headed by Lieutenant-Colonel V.I. Chernykh. "
      "Officers of the Centre for Combating Extremism of the Ministry of the Interior of Ingushetia detained him.");
  ExpectFinds(f, {{"ORGANIZATION", "IK-31"},
                  {"PERSON", "V.I. Chernykh"},
                  {"ORGANIZATION", "Centre for Combating Extremism of the Ministry of the Interior of Ingushetia"}});
  ExpectNoneContains(f, {"Lieutenant"});
}

// A trust by its name, a school named "of" two things joined by "and" (not
// two bodies), a bus conductor, an addict, anxiety, an amputation, a doula,
// deafness.
TEST(DetectorTest, TrustsSchoolsOfTwoThingsAndMoreLives) {
  const auto f = DetectIn(
      "The South London and Maudsley NHS Foundation Trust accepted it. He studied at the London School of Business "
      "and Finance. She is a recovering heroin addict. He is a retired bus conductor. The Court of Appeal and "
      "Supreme Court agreed.");
  ExpectFinds(f, {{"ORGANIZATION", "South London and Maudsley NHS Foundation Trust"},
                  {"ORGANIZATION", "London School of Business and Finance"},
                  {"MEDICAL_CONDITION", "recovering heroin addict"},
                  {"OCCUPATION", "retired bus conductor"}});
  ExpectNoneContains(f, {"Supreme"});
  // Anxiety someone suffers from, not the anxiety an award makes good.
  const auto anxiety =
      DetectIn("He suffered from insomnia and anxiety. The violation caused him distress and anxiety.");
  EXPECT_EQ(std::count(anxiety.begin(), anxiety.end(), Found{"MEDICAL_CONDITION", "anxiety"}), 1);
  EXPECT_TRUE(Has(DetectIn("His right leg was amputated below the knee."), "MEDICAL_CONDITION",
                  "right leg was amputated"));
  EXPECT_TRUE(Has(DetectIn("She works as a doula."), "OCCUPATION", "doula"));
  EXPECT_TRUE(Has(DetectIn("The applicant, a retired publican, testified."), "OCCUPATION", "retired publican"));
  EXPECT_TRUE(Has(DetectIn("He was the spokesman of the Basque nationalist party Batasuna."), "ORGANIZATION",
                  "Batasuna"));
  EXPECT_TRUE(Has(DetectIn("They are members of the feminist punk band Pussy Riot."), "ORGANIZATION", "Pussy Riot"));
  ExpectNoType(DetectIn("He bought a rubber band Tuesday."), "ORGANIZATION");
  const auto deaf = DetectIn("The applicant, who is deaf and mute, married a woman who is also deaf.");
  ExpectFinds(deaf, {{"MEDICAL_CONDITION", "deaf and mute"}, {"MEDICAL_CONDITION", "deaf"}});
}

// A town named with its river, not a people's settlement; a street without
// its kind at a house's number; a birth number; bruises "of" a part of the
// body.
TEST(DetectorTest, TownsOnRiversStreetsWithoutTheirKindAndContusions) {
  const auto f = DetectIn(
      "He lives in the Roma settlement of Moldava nad Bodvou, at Budulovsk\u00e1 8. Her birth number is 865112/1234. "
      "The doctor recorded contusions of the chest. It is set out at Article 5.");
  // A place named in quotes right after its word; not a day "known as" one a few words after an area.
  const auto quoted = DetectIn(
      "They live in the area known as the \"Terra dei Fuochi\". His land at the location \"Kalyvaki\" was taken. "
      "They marched in the Bogside area of Derry on the day known as \"Bloody Sunday\".");
  ExpectFinds(quoted, {{"LOCATION", "Terra dei Fuochi"}, {"LOCATION", "Kalyvaki"}});
  ExpectNoneContains(quoted, {"Bloody"});
  // Where someone lives is a place wherever the text names it again (and an address written number first
  // holds its town).
  const auto town = DetectIn("The applicant lives in \u017bejtun. \u017bejtun's council refused him a permit.");
  EXPECT_EQ(std::count(town.begin(), town.end(), Found{"LOCATION", "\u017bejtun"}), 2);
  EXPECT_TRUE(Has(DetectIn("He owns a house at 27, Triq il-Kbira, \u017bejtun."), "LOCATION",
                  "27, Triq il-Kbira, \u017bejtun"));
  ExpectFinds(f, {{"LOCATION", "Moldava nad Bodvou"},
                  {"LOCATION", "Budulovsk\u00e1 8"},
                  {"CODE", "865112/1234"},
                  {"MEDICAL_CONDITION", "the chest"}});
  ExpectNoneContains(f, {"Roma", "Article"});
}

// Bases, border posts, capes, family centres and housing estates by their
// names; a Slovenian road, a Polish partnership, a frigate, a Russian navy
// captain's rank, jobs on a boat or "then".
TEST(DetectorTest, BasesPostsCapesEstatesShipsAndRanks) {
  // A base by its place, not by a people.
  const auto bases = DetectIn("He was last seen at the Khankala military base, not at the Russian military base.");
  EXPECT_TRUE(Has(bases, "ORGANIZATION", "Khankala military base"));
  ExpectNoneContains(bases, {"Russian"});
  // A border post, a cape, a Slovenian road, a Polish partnership, a job on a boat.
  const auto more = DetectIn(
      "He was expelled through the Beni Ensar border post. They fished east of Cape Emine. The warehouse at "
      "Mariborska cesta 84 was sold. Invoices were issued by Las-Trans Sp. j., a shell company. His son works on the "
      "trawler as a deckhand.");
  ExpectFinds(more, {{"LOCATION", "Beni Ensar border post"},
                     {"LOCATION", "Cape Emine"},
                     {"LOCATION", "Mariborska cesta 84"},
                     {"ORGANIZATION", "Las-Trans Sp. j."},
                     {"OCCUPATION", "deckhand"}});
  ExpectNoType(more, "PERSON");
  // A family centre is a body, not a family.
  const auto centre = DetectIn("They were placed in the Eggen family centre. Members of the Kola family were killed.");
  ExpectFinds(centre, {{"ORGANIZATION", "Eggen family centre"}, {"PERSON", "Kola"}});
  EXPECT_FALSE(Has(centre, "PERSON", "Eggen"));
  // A housing estate, a frigate, a Russian navy captain's rank, a pupil "then".
  const auto navy = DetectIn(
      "He lived near the Ch\u00eane Pointu housing estate. He commanded the frigate Hetman Sahaidachnyi. His flat "
      "was taken by Captain Second Rank V. Orlov. The applicant, who was then a pupil, complained.");
  ExpectFinds(navy, {{"LOCATION", "Ch\u00eane Pointu housing estate"},
                     {"VEHICLE", "Hetman Sahaidachnyi"},
                     {"PERSON", "V. Orlov"},
                     {"OCCUPATION", "pupil"}});
  ExpectNoneContains(navy, {"Rank", "then"});
}

// A place with the word before it that makes it one, and a body of
// foundations.
TEST(DetectorTest, SaintsPlacesAndFoundations) {
  const auto f = DetectIn("She lives in St Petersburg and received a grant from the Open Society Foundations.");
  ExpectFinds(f, {{"LOCATION", "St Petersburg"}, {"ORGANIZATION", "Open Society Foundations"}});
  EXPECT_FALSE(Has(f, "LOCATION", "Petersburg"));
}

// An Irish police officer's rank is no part of the name, and the force's
// name names no one.
TEST(DetectorTest, AGardaByNameAndTheGardaSiochana) {
  const auto f = DetectIn("Garda S\u00edoch\u00e1na officers, Garda Niamh D'Arcy and Sergeant P\u00e1draig Mac Giolla "
                          "Ph\u00e1draig, searched his home.");
  ExpectFinds(f, {{"PERSON", "Niamh D'Arcy"}, {"PERSON", "P\u00e1draig Mac Giolla Ph\u00e1draig"}});
  ExpectNoneContains(f, {"Garda", "S\u00edoch\u00e1na"});
}

// A Soviet car's model after its hyphen, a Russian number plate, a phone's
// IMEI (it passes Luhn, as a card does), a case's file number whole (not its
// last two parts as an application's number), a roundabout by its name.
TEST(DetectorTest, CarsPlatesPhonesAndFileNumbersWhole) {
  const auto f = DetectIn(
      "They came in a white VAZ-2107 car with the registration number \u0415 417 \u041a\u041c 06. His mobile phone "
      "(IMEI 356938035643809) was seized. The court annulled the sale (case no. 333/4417/15-\u0446). He was stopped "
      "near the Orlov roundabout. An Audi A6 with the registration number PG AB 123 was destroyed. He was held in "
      "the Tiraspol remand centre no. 2. His wife works at the Zegin pharmacy.");
  ExpectFinds(f, {{"VEHICLE", "white VAZ-2107"},
                  {"CODE", "\u0415 417 \u041a\u041c 06"},
                  {"CODE", "356938035643809"},
                  {"CODE", "333/4417/15"},
                  {"LOCATION", "Orlov roundabout"},
                  {"CODE", "PG AB 123"},
                  {"ORGANIZATION", "Tiraspol remand centre no. 2"},
                  {"ORGANIZATION", "Zegin pharmacy"}});
  ExpectNoType(f, "CREDIT_CARD");
  EXPECT_FALSE(Has(f, "CODE", "4417/15"));
  // A night's two days with their month.
  EXPECT_TRUE(Has(DetectIn("On the night of 3/4 July 2018 she was attacked."), "DATE_TIME", "3/4 July 2018"));
}

// Identifiers under more labels (a scheme's name in brackets may have small
// letters), a Belgian mobile number, a profile's address with its path, a
// French bank's name joined by "à".
TEST(DetectorTest, MoreLabelsPhonesProfilesAndFrenchBodies) {
  const auto f = DetectIn(
      "His national register number is 83.08.17-273.62. She reported it (crime reference number 12160098765). His "
      "tax identification number (Steuer-ID) is 65 929 970 489. They intercepted his telephone calls (0476 55 12 98) "
      "and stored his profile (facebook.com/tobias.hartmann.leipzig) and his video (youtube.com/watch?v=Ab3dE5fG7hI). "
      "She works at Banque Internationale \u00e0 "
      "Luxembourg SA.");
  ExpectFinds(f, {{"CODE", "83.08.17-273.62"},
                  {"CODE", "12160098765"},
                  {"CODE", "65 929 970 489"},
                  {"PHONE_NUMBER", "0476 55 12 98"},
                  {"URL", "facebook.com/tobias.hartmann.leipzig"},
                  {"URL", "youtube.com/watch?v=Ab3dE5fG7hI"},
                  {"ORGANIZATION", "Banque Internationale \u00e0 Luxembourg SA"}});
}

// Demographic and quantitative details of the eighteenth round's texts: an
// age over a number or in months, a stay in hours or days after "remained",
// people counted with an adjective or by what they did, a couple's
// orientation, conditions and a measurement in feet and stones, a language
// with its compass word, a people's noun before "from".
TEST(DetectorTest, AgesStaysCountsAndConditionsOfTheEighteenthRound) {
  const auto f = DetectIn(
      "His parents, both aged over 70, came with her son, then aged 18 months. He remained for 31 days in a cell "
      "shared with 26 adult men and was arrested with 147 other demonstrators. They are a same-sex couple. She has "
      "undergone female genital mutilation. Her daughter was born with spinal muscular atrophy type 1 and Erb's "
      "palsy; the expert found a fracture of the hyoid bone. He was treated for burnout and separation anxiety. He "
      "was described as approx. 6 ft 2 in, 15 stone. He speaks North Sami. Ms Al-Khatib, a Kurd from Qamishli, is "
      "a compliance officer; her sister is a duodji artisan.");
  // How deaf someone is, with the word ("who is partially deaf"; "also" is no part of it).
  const auto deaf = DetectIn("The applicant, who is partially deaf, did not hear. He is also deaf.");
  ExpectFinds(deaf, {{"MEDICAL_CONDITION", "partially deaf"}, {"MEDICAL_CONDITION", "deaf"}});
  // A people's adjective said of someone ("who was Kurdish and"; not "was Turkish law").
  const auto g = DetectIn("Their son, who was Kurdish and spoke little Turkish, died. The law was Turkish law.");
  EXPECT_TRUE(Has(g, "NRP", "Kurdish"));
  EXPECT_EQ(std::count_if(g.begin(), g.end(), [](const auto& x) { return x.text == "Turkish"; }), 1);
  ExpectFinds(f, {{"AGE", "aged over 70"},
                  {"AGE", "aged 18 months"},
                  {"DATE_TIME", "31 days"},
                  {"QUANTITY", "26 adult men"},
                  {"QUANTITY", "147 other demonstrators"},
                  {"SEXUAL_ORIENTATION", "same-sex couple"},
                  {"MEDICAL_CONDITION", "female genital mutilation"},
                  {"MEDICAL_CONDITION", "spinal muscular atrophy type 1"},
                  {"MEDICAL_CONDITION", "Erb's palsy"},
                  {"MEDICAL_CONDITION", "fracture of the hyoid bone"},
                  {"MEDICAL_CONDITION", "burnout"},
                  {"MEDICAL_CONDITION", "separation anxiety"},
                  {"QUANTITY", "6 ft 2 in"},
                  {"QUANTITY", "15 stone"},
                  {"NRP", "North Sami"},
                  {"NRP", "Kurd"},
                  {"OCCUPATION", "compliance officer"},
                  {"OCCUPATION", "duodji artisan"}});
  // A law's name before "on" dates nothing: the day is the event's.
  EXPECT_TRUE(Has(DetectIn("She was granted protection under the Aliens Act on 14 January 2016."), "DATE_TIME",
                  "14 January 2016"));
}

// Places of five words joined by particles, a town named with "The", a
// first name that is a word of a city (not the person again), plants and
// facilities by their kind, schools named with hyphens, an airline, legal
// forms before a name, a football club, an Italian clinic, a named group, a
// ship in quotation marks, a colony's capitalised number, a Ford by its model.
TEST(DetectorTest, PlacesBodiesAndVesselsOfTheEighteenthRound) {
  const auto f = DetectIn(
      "Mr Paulo Henrique Ribeiro took the child to the Federal Court of S\u00e3o Paulo. He served his sentence in El "
      "Puerto de Santa Mar\u00eda and was arrested near The Hague. They built the Storheia wind farm near the "
      "Kozloduy nuclear power plant. He was held at the Gobustan pre-trial detention facility. She taught at the "
      "Kepler-Gymnasium and her son attends the Anne-Frank-Grundschule. He was deported on a Royal Air Maroc flight. "
      "The supplier, SIA Baltic Data Trade, was investigated. He had a Celtic FC tattoo. She was treated at the "
      "Clinica Luganese Moncucco. She is an activist with the group Extinction Rebellion. He was a fisherman on the "
      "trawler \"Nossa Senhora da Boa Viagem\". She was held in the Vinnytsia Women's Correctional Colony No. 54. He "
      "drove a grey Ford Mondeo.");
  ExpectFinds(f, {{"LOCATION", "El Puerto de Santa Mar\u00eda"},
                  {"LOCATION", "The Hague"},
                  {"ORGANIZATION", "Storheia wind farm"},
                  {"ORGANIZATION", "Kozloduy nuclear power plant"},
                  {"ORGANIZATION", "Gobustan pre-trial detention facility"},
                  {"ORGANIZATION", "Kepler-Gymnasium"},
                  {"ORGANIZATION", "Anne-Frank-Grundschule"},
                  {"ORGANIZATION", "Royal Air Maroc"},
                  {"ORGANIZATION", "SIA Baltic Data Trade"},
                  {"ORGANIZATION", "Celtic FC"},
                  {"ORGANIZATION", "Clinica Luganese Moncucco"},
                  {"ORGANIZATION", "Extinction Rebellion"},
                  {"VEHICLE", "Nossa Senhora da Boa Viagem"},
                  {"ORGANIZATION", "Vinnytsia Women's Correctional Colony No. 54"},
                  {"VEHICLE", "Ford Mondeo"}});
  EXPECT_FALSE(Has(f, "PERSON", "Paulo"));
  EXPECT_FALSE(Has(f, "PERSON", "Royal Air Maroc"));
  EXPECT_FALSE(Has(f, "LOCATION", "Boa Viagem"));
}

// Identifiers and addresses of the eighteenth round: an account's number in an
// IBAN's shape whose check digits fail, a Dutch number with its hyphen, a
// commercial register's code, a Swiss AHV number, an account on a social
// network, streets as Brussels and Utrecht write them, and a judgment's
// appendix: the application numbers in their cells and the place after each
// applicant's surname and year of birth.
TEST(DetectorTest, IdentifiersAddressesAndAppendicesOfTheEighteenthRound) {
  const auto f = DetectIn(
      "His bank account is LT12 7300 0101 2345 6789 and her telephone number is 06-41387725. The company is "
      "registered under commercial register code 12840019. Her AHV number is 756.1234.5678.97. His Facebook "
      "account, \"kev.doherty.79\", was examined. He lives at rue de Ribaucourt 112 and she at Oudegracht 204.\n"
      "1. | 47213/18 | 02/10/2018 | Viktor Mykolayovych HONCHARENKO, 1961, Zaporizhzhia | Oleksandr LYSENKO\n");
  ExpectFinds(f, {{"CODE", "LT12 7300 0101 2345 6789"},
                  {"PHONE_NUMBER", "06-41387725"},
                  {"CODE", "12840019"},
                  {"CODE", "756.1234.5678.97"},
                  {"CODE", "kev.doherty.79"},
                  {"LOCATION", "rue de Ribaucourt 112"},
                  {"LOCATION", "Oudegracht 204"},
                  {"CODE", "47213/18"},
                  {"LOCATION", "Zaporizhzhia"}});
}

// More of the eighteenth round: a Catalan's surnames joined by "i", a
// nickname inside a name, schools, consortia and associations named in their
// languages, conditions of the heart and the head, a police station after
// the Irish police's name, a badge's and a detainee's number, a broadcaster
// by its name and number, a firm's name with apostrophes, the middle of a
// year, a French plate, a square named kind first, a stay "in" a town.
TEST(DetectorTest, NamesBodiesAndNumbersOfTheEighteenthRound) {
  const auto f = DetectIn(
      "The applicant, Ms Montserrat Puig i Ferrer, teaches at the Escola Montju\u00efc and is a member of the "
      "\u00d2mnium Cultural association and of the Consorzio di Tutela Mozzarella di Bufala Campana. They identified "
      "Mr Plamen \u201cthe Boxer\u201d Iliev. Her husband died of a myocardial infarction; she suffered a skull "
      "fracture and a subdural haematoma. Sergeant Declan McGuinness (badge no. 4471) took him to Tralee Garda "
      "Station. His detainee number was 15-3320. He was filmed by the Rustavi 2 television channel. His solicitors "
      "were O'Brien D'Souza & Co. Solicitors. It was resumed in mid-2003. Her car, a Renault Clio registered as "
      "GH-482-TK, was damaged on Place de Bretagne. He was detained in Brest for 3 days.");
  ExpectFinds(f, {{"PERSON", "Montserrat Puig i Ferrer"},
                  {"ORGANIZATION", "Escola Montju\u00efc"},
                  {"ORGANIZATION", "\u00d2mnium Cultural association"},
                  {"ORGANIZATION", "Consorzio di Tutela Mozzarella di Bufala Campana"},
                  {"PERSON", "Plamen \u201cthe Boxer\u201d Iliev"},
                  {"MEDICAL_CONDITION", "myocardial infarction"},
                  {"MEDICAL_CONDITION", "skull fracture"},
                  {"MEDICAL_CONDITION", "subdural haematoma"},
                  {"PERSON", "Declan McGuinness"},
                  {"CODE", "4471"},
                  {"CODE", "15-3320"},
                  {"ORGANIZATION", "Rustavi 2"},
                  {"ORGANIZATION", "O'Brien D'Souza & Co. Solicitors"},
                  {"DATE_TIME", "mid-2003"},
                  {"CODE", "GH-482-TK"},
                  {"LOCATION", "Place de Bretagne"},
                  {"QUANTITY", "3 days"}});
  EXPECT_FALSE(Has(f, "PERSON", "Station"));
  // A capitalised title's aim after "against" is no place.
  EXPECT_FALSE(Has(DetectIn("He marched on the International Day against Homophobia."), "LOCATION", "Homophobia"));
}

// Ministers of religion by their titles, a job with the word before it
// after "a" and before "by profession", and a place where someone is
// domiciled before a heading whose "AS" is no Norwegian company's.
TEST(DetectorTest, RabbisDirectorsByProfessionAndAHeadingAfterAPlace) {
  const auto f = DetectIn(
      "It was lodged by Rabbi Chaim Goldberg and Imam Ali Demir. The applicant, a company director by profession, "
      "is domiciled in Bad Godesberg.\n\nAS TO THE FACTS\n\nThe applicant was born in 1931.");
  ExpectFinds(f, {{"PERSON", "Chaim Goldberg"},
                  {"PERSON", "Ali Demir"},
                  {"OCCUPATION", "company director by profession"},
                  {"LOCATION", "Bad Godesberg"}});
  ExpectNoneContains(f, {"Rabbi", "Imam"}, "PERSON");
}

// A name in its own alphabet in brackets after its transliteration, a
// relative named before what was said to her, a first name found again with
// a possessive, and days held "in the" camp.
TEST(DetectorTest, NamesInTheirOwnAlphabetAndFirstNamesAgain) {
  const auto f = DetectIn(
      "It was lodged by Ms Yelena Viktorovna Sokolova (\u0415\u043b\u0435\u043d\u0430 \u0421\u043e\u043a\u043e\u043b"
      "\u043e\u0432\u0430). She wrote to her sister, Olga: \"Call Dima\". Mr Ante Juri\u0107 was held in the "
      "Staji\u0107evo camp for 97 days. A guard broke three of Ante's ribs.");
  ExpectFinds(f, {{"PERSON", "\u0415\u043b\u0435\u043d\u0430 \u0421\u043e\u043a\u043e\u043b\u043e\u0432\u0430"},
                  {"PERSON", "Olga"},
                  {"QUANTITY", "97 days"},
                  {"PERSON", "Ante"}});
  EXPECT_FALSE(Has(f, "PERSON", "Ante's"));
  // A surname alone; nothing from empty brackets (an empty name had been found again everywhere).
  const auto g = DetectIn("Mr Ivanov (\u0418\u0432\u0430\u043d\u043e\u0432) came. Mr Smith () left.");
  EXPECT_TRUE(Has(g, "PERSON", "\u0418\u0432\u0430\u043d\u043e\u0432"));
  for (const auto& found : g) EXPECT_FALSE(found.text.empty()) << found;
  // Not a court's name in its language, whose second word is small.
  EXPECT_FALSE(Has(DetectIn("the Supreme Court (\u0412\u0435\u0440\u0445\u043e\u0432\u043d\u044b\u0439 \u0441\u0443\u0434) "
                            "ruled"),
                   "PERSON", "\u0412\u0435\u0440\u0445\u043e\u0432\u043d\u044b\u0439 \u0441\u0443\u0434"));
}

// A Romanian epithet inside a name, a Dacia by its model (a name too), plates
// after "plates" led by one letter, a union "of" whom it unites, sight
// partly lost, and land in decares.
TEST(DetectorTest, EpithetsDaciasPlatesAndUnionsOf) {
  const auto f = DetectIn(
      "He teaches at the Alexandru cel Bun Lyceum. His car, a red Dacia Logan with Moldovan plates C AB 417, was "
      "confiscated. His mother is partially blind. He is a member of the Union of Repressed Persons and owns 32 "
      "decares near the Iskar river. The Committee of Ministers supervises the execution.");
  ExpectFinds(f, {{"ORGANIZATION", "Alexandru cel Bun Lyceum"},
                  {"VEHICLE", "Dacia Logan"},
                  {"CODE", "C AB 417"},
                  {"MEDICAL_CONDITION", "partially blind"},
                  {"ORGANIZATION", "Union of Repressed Persons"},
                  {"QUANTITY", "32 decares"}});
  ExpectNoneContains(f, {"Logan"}, "PERSON");
  ExpectNoneContains(f, {"Ministers"});
}

// What a message says of someone's age ("I'm now 31", "(he's 7)"), a VAT
// number by its label, and a hospital named after a mountain.
TEST(DetectorTest, AgesInMessagesVatNumbersAndHospitalsNamedAfterMountains) {
  const auto f = DetectIn(
      "My son Liam (he's 7) goes to school. I'm now 31, living in Bristol. Our VAT no. is GB 123 4567 89. He works "
      "at Mount Sinai Hospital. They climbed Mount Olympus.");
  ExpectFinds(f, {{"AGE", "7"},
                  {"AGE", "31"},
                  {"CODE", "GB 123 4567 89"},
                  {"ORGANIZATION", "Mount Sinai Hospital"},
                  {"LOCATION", "Mount Olympus"}});
  EXPECT_FALSE(Has(f, "LOCATION", "Mount Sinai Hospital"));
}

// A user name after the word for it (with a digit, a dot or an underscore no
// word has), a form's name field that stops at its full stop, parts of a
// building after "in", which are no places, and what an HR message says.
TEST(DetectorTest, UserNamesFormNamesAndPartsOfBuildings) {
  const auto f = DetectIn(
      "Please reset the password for user jsmith84; he sits in Building 3, Room 214. Login: anna.k, reset.\n"
      "Patient: Okafor, Chinedu. DOB: 03/07/1968.\nThe user uploaded a file.");
  ExpectFinds(f, {{"CODE", "jsmith84"}, {"CODE", "anna.k"}, {"PERSON", "Okafor, Chinedu"}});
  ExpectNoneContains(f, {"Building", "Room", "DOB", "uploaded"});
  // A colleague named between commas, an age after "He's".
  const auto g = DetectIn("He asked that his manager, Priya, not be told. He's 52 and has worked here since 1998.");
  ExpectFinds(g, {{"PERSON", "Priya"}, {"AGE", "52"}});
}

// A periodical's name joined by a particle, a navy's captain, a triple
// bypass, a hyphenated street kind first with its number, a town's quarter,
// a university hospital kind first, a country of five words, a movement in
// quotation marks (in a judgment, where another State than the respondent is
// no coarse place).
TEST(DetectorTest, PeriodicalsStreetsQuartersAndCountriesOfFiveWords) {
  const auto f = DetectIn(
      "The case originated in an application against the Kingdom of Belgium. He spoke to the newspaper Diario de "
      "Sevilla. He is a retired merchant navy captain and underwent a triple "
      "bypass. He lives at rue Saint-Gilles 64 and works in the Outremeuse quarter. He is treated at the CHU de "
      "Li\u00e8ge and may be removed to the Democratic Republic of the Congo. She is a member of the opposition "
      "movement \"Razam\".");
  ExpectFinds(f, {{"ORGANIZATION", "Diario de Sevilla"},
                  {"OCCUPATION", "retired merchant navy captain"},
                  {"MEDICAL_CONDITION", "triple bypass"},
                  {"LOCATION", "rue Saint-Gilles 64"},
                  {"LOCATION", "Outremeuse quarter"},
                  {"ORGANIZATION", "CHU de Li\u00e8ge"},
                  {"LOCATION", "Democratic Republic of the Congo"},
                  {"ORGANIZATION", "Razam"}});
}

// An Irish PPS number and a housing application's reference by their labels,
// ME/CFS a condition (not an acronym's organisation), and a hotel's own word
// no kind before the town after it.
TEST(DetectorTest, PpsNumbersReferencesAndAHotelsTown) {
  const auto f = DetectIn(
      "She lived at the Regency Hotel, Drumcondra, for 19 months. Her housing application reference is "
      "DCC/HL/2013/48812. She has a PPS number 8765432TA and suffers from ME/CFS. They stayed at a hotel, the "
      "Golden Sands, with 64 rooms.");
  ExpectFinds(f, {{"CODE", "DCC/HL/2013/48812"},
                  {"CODE", "8765432TA"},
                  {"MEDICAL_CONDITION", "ME/CFS"},
                  {"ORGANIZATION", "Golden Sands"}});
  EXPECT_FALSE(Has(f, "ORGANIZATION", "Drumcondra"));
}

// A body named for its purpose keeps it before the State it is of (with the
// State's style), a people's word before one person, a service's
// identification number by its label.
TEST(DetectorTest, BodiesForTheirPurposeOfAStateAndAPeoplesWordBeforeAPerson) {
  const auto f = DetectIn(
      "They are treated at the Institute for Mother and Child Health Care of Serbia. He is a member of the "
      "Association of the Deaf of the Republic of Moldova. She is a Roma woman from Sere\u010f. His service "
      "identification number is 50227.");
  ExpectFinds(f, {{"ORGANIZATION", "Institute for Mother and Child Health Care"},
                  {"ORGANIZATION", "Association of the Deaf"},
                  {"NRP", "Roma"},
                  {"CODE", "50227"}});
  ExpectNoneContains(f, {"Republic", "Serbia"}, "ORGANIZATION");
}

// An Arabic surname with its article in small letters inside a name, and
// an applicant named between commas after the word, initials too (as after
// a title: "Mr A.S."; a letter alone stays no one's).
TEST(DetectorTest, ArabicSurnamesWithTheirArticleAndApplicantsNamed) {
  const auto f = DetectIn(
      "The applicant, Mr Abdul-Rahman al-Hashimi, is an Iraqi national. Mr Ahmed bin Salman al-Qahtani was "
      "deported. The first applicant, Fatuma Wanjiru, and the second applicant, Grace Achieng, are sisters. The "
      "farm belongs to the applicant, L. R., and K. R.");
  ExpectFinds(f, {{"PERSON", "Abdul-Rahman al-Hashimi"},
                  {"PERSON", "Ahmed bin Salman al-Qahtani"},
                  {"PERSON", "Fatuma Wanjiru"},
                  {"PERSON", "Grace Achieng"},
                  {"PERSON", "L. R."}});
}

// A prison's capitalised "No." and its number at a sentence's end, an
// employer that is people ("Mr and Mrs Andreou" is no organisation), an
// organisation, a motorcycle club, a colliery, a temporary detention
// facility, water and land by their shape, a town "bei" another, a company's
// identification number, kroons, a brain tumour and the ages of children.
TEST(DetectorTest, PrisonNumbersEmployersByTitleAndPlacesByTheirShape) {
  const auto f = DetectIn(
      "Mr Beridze served his sentence in Batumi Prison No. 3. Ms Perera was employed by Mr and Mrs Andreou. He "
      "joined the Fethullahist Terrorist Organisation. He rode with Bandidos MC, worked at the Krasnolimanska "
      "colliery and was held at the Chuhuiv temporary detention facility. They met in the Bay of Piran, on the Curonian Spit "
      "and at the Storebælt bridge, and she sold a chalet in Reith bei Kitzbühel. Novák Stavby s.r.o. has "
      "identification number 25847391. He took 20,000 kroons (EEK). He had a brain tumour. He was abused "
      "between the ages of 8 and 10.");
  ExpectFinds(f, {{"ORGANIZATION", "Batumi Prison No. 3"},
                  {"PERSON", "Andreou"},
                  {"ORGANIZATION", "Fethullahist Terrorist Organisation"},
                  {"ORGANIZATION", "Bandidos MC"},
                  {"ORGANIZATION", "Krasnolimanska colliery"},
                  {"ORGANIZATION", "Chuhuiv temporary detention facility"},
                  {"LOCATION", "Bay of Piran"},
                  {"LOCATION", "Curonian Spit"},
                  {"LOCATION", "Storebælt bridge"},
                  {"LOCATION", "Reith bei Kitzbühel"},
                  {"CODE", "25847391"},
                  {"QUANTITY", "20,000 kroons (EEK)"},
                  {"MEDICAL_CONDITION", "brain tumour"},
                  {"AGE", "ages of 8 and 10"}});
  ExpectNoneContains(f, {"Mr"}, "ORGANIZATION");
}

// The town after an address written number first (not a person after it), a
// family named between commas, and an age after what a clause says of them.
TEST(DetectorTest, TownsAfterAddressesFamiliesNamedAndAgesAfterAClause) {
  const auto f = DetectIn(
      "He owns a house at 14, Triq San Anard, Marsaskala, let to a family, the Camilleri, since 1979. A house at "
      "14 Strada Polonă, Sector 1 was taken. His mother, who lives in Nizhny Tagil, is 76 and visits him.");
  ExpectFinds(f, {{"LOCATION", "14, Triq San Anard, Marsaskala"},
                  {"PERSON", "Camilleri"},
                  {"LOCATION", "14 Strada Polonă, Sector 1"},
                  {"AGE", "76"}});
  const auto g = DetectIn("He lives at 8 rue Victor Hugo, Mr Smith said.");
  ExpectFinds(g, {{"LOCATION", "8 rue Victor Hugo"}, {"PERSON", "Smith"}});
  ExpectNoneContains(g, {"Mr"}, "LOCATION");
}

// A transliterated two-letter initial before "and", a ship of three words
// after its kind, a shipping company, a beach, a penitentiary after its town
// and land in cadastral yokes.
TEST(DetectorTest, TwoLetterInitialsShipsAndCadastralYokes) {
  const auto f = DetectIn(
      "Mr Stoyan Ts. and Mr Plamen D. absconded from the bulk carrier Kapitan Georgi Georgiev of the Navibulgar "
      "shipping company. He was beaten on Arkadia Beach. His father died in the Sremska Mitrovica penitentiary and "
      "his farm of 62 cadastral yokes was confiscated.");
  ExpectFinds(f, {{"PERSON", "Stoyan Ts."},
                  {"PERSON", "Plamen D."},
                  {"VEHICLE", "Kapitan Georgi Georgiev"},
                  {"ORGANIZATION", "Navibulgar shipping company"},
                  {"LOCATION", "Arkadia Beach"},
                  {"ORGANIZATION", "Sremska Mitrovica penitentiary"},
                  {"QUANTITY", "62 cadastral yokes"}});
}

// Two bodies after "and of" and after "for" (a body's purpose runs on), a
// commission "on" what it studies, a fishing vessel, children's ages in
// brackets and a car by its colour, make and kind.
TEST(DetectorTest, SecondBodiesCommissionsOnAndAgesInBrackets) {
  const auto f = DetectIn(
      "He was a deputy of the Shirak Regional Council for the Republican Party of Armenia and a member of the "
      "Coastal Party and of the Norwegian Fishermen's Association. The International Commission on Missing "
      "Persons identified him. He owns the fishing vessel Havbris. Their children, Aram (12) and Lilit (9), were "
      "there. She went to the Society for the Protection of Unborn Children. Two men waited in a white Toros car.");
  ExpectFinds(f, {{"ORGANIZATION", "Shirak Regional Council"},
                  {"ORGANIZATION", "Republican Party of Armenia"},
                  {"ORGANIZATION", "Coastal Party"},
                  {"ORGANIZATION", "Norwegian Fishermen's Association"},
                  {"ORGANIZATION", "International Commission on Missing Persons"},
                  {"VEHICLE", "Havbris"},
                  {"AGE", "12"},
                  {"AGE", "9"},
                  {"ORGANIZATION", "Society for the Protection of Unborn Children"},
                  {"VEHICLE", "white Toros car"}});
}

// A Russian avenue written number first with its flat, the part of a month,
// a newspaper named after its town, works by their trade and a business's
// name in quotation marks after a comma.
TEST(DetectorTest, AvenuesWithTheirFlatsPartsOfMonthsAndPosts) {
  const auto f = DetectIn(
      "He lives in Novosibirsk, at 14 Prospekt Karla Marksa, flat 57. In mid-July 2005 he was beaten. In 2005 the "
      "Leeds Evening Post published his address. He was a foreman at the Marchlewski Cotton Works and then founded "
      "a printing business, \"Graf-Druk\", which employed six people.");
  ExpectFinds(f, {{"LOCATION", "14 Prospekt Karla Marksa, flat 57"},
                  {"DATE_TIME", "mid-July 2005"},
                  {"ORGANIZATION", "Leeds Evening Post"},
                  {"ORGANIZATION", "Marchlewski Cotton Works"},
                  {"ORGANIZATION", "Graf-Druk"}});
  ExpectNoType(f, "PERSON");
}

// A faith and a people, and a diocese of its town; a child's initial that
// ends the sentence stays unmarked, a name the Court withheld, as TAB's
// annotators leave it.
TEST(DetectorTest, FaithsDiocesesAndWithheldInitials) {
  const auto f = DetectIn(
      "The application was lodged on behalf of their daughter, E. He is a Sunni Arab and a teacher of the "
      "Archdiocese of Paderborn.");
  ExpectFinds(f, {{"NRP", "Sunni Arab"}, {"ORGANIZATION", "Archdiocese of Paderborn"}});
  EXPECT_FALSE(Has(f, "PERSON", "E."));
}

// An hour by the clock, a Russian highway named before its kind, brain
// damage and a coma.
TEST(DetectorTest, ClockHoursHighwaysAndComas) {
  const auto f = DetectIn(
      "He was released at around 2 o'clock in the afternoon. He was hit by a car on Moskovskoye Shosse and "
      "suffered brain damage; he was in a coma for 23 days.");
  ExpectFinds(f, {{"DATE_TIME", "around 2 o'clock in the afternoon"},
                  {"LOCATION", "Moskovskoye Shosse"},
                  {"MEDICAL_CONDITION", "brain damage"},
                  {"MEDICAL_CONDITION", "coma"}});
}

// A document's symbol with a slash is no organisation's acronym; one slash
// between capitals, the acronym whole, is.
TEST(DetectorTest, DocumentSymbolsAreNoAcronyms) {
  const auto f = DetectIn(
      "The Committee of Ministers adopted Recommendation CM/Rec(2010)5. In its report (CPT/Inf (2009) 17) and in "
      "its observations (CCPR/C/TUR/CO/1) it said so. He was a member of the DHKP/C.");
  ExpectNoneContains(f, {"CM/", "CPT/", "CCPR"}, "ORGANIZATION");
  EXPECT_TRUE(Has(f, "ORGANIZATION", "DHKP/C"));
}

// A lawyer named between commas, a place's modifier that begins a longer
// name (not a place alone, nor before the respondent State), a job with two
// words before it (not a faith's), and a name no gazetteer knows listed
// before a known one after the words that list people.
TEST(DetectorTest, LawyersNamedModifiedPlacesAndJobsOfThreeWords) {
  const auto f = DetectIn(
      "The case concerns the Kingdom of the Netherlands. His lawyer, Elchin Sadigov, lodged a complaint. He lives "
      "in Central Java. The Regional Court of Central Netherlands reduced it. He is a self-employed tax adviser. "
      "She is an Orthodox Jewish rabbi. Witnesses, among them Levan Tsiklauri and Tamar Beridze, saw it. He met "
      "with Human Rights and Tamar Beridze.");
  ExpectFinds(f, {{"PERSON", "Elchin Sadigov"},
                  {"PERSON", "Levan Tsiklauri"},
                  {"LOCATION", "Central Java"},
                  {"OCCUPATION", "self-employed tax adviser"}});
  EXPECT_FALSE(Has(f, "LOCATION", "Central"));
  ExpectNoneContains(f, {"Jewish"}, "OCCUPATION");
  ExpectNoneContains(f, {"Human"}, "PERSON");
}

// A job held as "the" one (a co-mayor's too), and dyslexia said of someone;
// a victim is no job, nor a German shepherd (a Kurdish one is).
TEST(DetectorTest, JobsHeldAsTheOneAndDyslexia) {
  const auto f = DetectIn(
      "She was the chief financial officer of a savings bank. He is dyslexic and left school at 15. He was the "
      "victim of an assault. His dog, a German shepherd called Rex, bit a Kurdish shepherd. He was the co-mayor of "
      "the town.");
  ExpectFinds(f, {{"OCCUPATION", "chief financial officer"},
                  {"MEDICAL_CONDITION", "dyslexic"},
                  {"OCCUPATION", "Kurdish shepherd"},
                  {"OCCUPATION", "co-mayor"}});
  ExpectNoneContains(f, {"victim", "German"}, "OCCUPATION");
}

// Shaved heads and a tattoo said by where it is, a movement after its name,
// an infection caught in hospital, a grower, a paralysis that remains, and a
// battalion named in quotation marks before its word.
TEST(DetectorTest, TattoosMovementsInfectionsAndGrowers) {
  const auto f = DetectIn(
      "Ten men with shaved heads attacked him; one had a swastika tattooed on his neck and was a member of the "
      "Srbska Akcija movement. She contracted a hospital-acquired infection (MRSA). He is a tobacco grower. She "
      "remains partially paralysed in her left leg. Her flat was occupied by fighters of the \"Vostok\" battalion.");
  ExpectFinds(f, {{"APPEARANCE", "shaved heads"},
                  {"APPEARANCE", "swastika tattooed on his neck"},
                  {"ORGANIZATION", "Srbska Akcija movement"},
                  {"MEDICAL_CONDITION", "hospital-acquired infection"},
                  {"MEDICAL_CONDITION", "MRSA"},
                  {"OCCUPATION", "tobacco grower"},
                  {"MEDICAL_CONDITION", "partially paralysed in her left leg"},
                  {"ORGANIZATION", "Vostok"}});
}

// A State named by its official style is the respondent (its nationality is
// no one's, another country is no coarse place); a French address on a
// "place" in small letters; a German Land.
TEST(DetectorTest, StatesByTheirStylesFrenchPlacesAndLands) {
  const auto f = DetectIn(
      "The case originated in an application against the French Republic lodged by a French national, Mr Jean "
      "Moreau.\n\nHe was born in Oran (Algeria). They live at 5, place de la Joliette, 13002 Marseille. His "
      "brother lives in Freiburg, in the Land of Baden-Württemberg.");
  ExpectFinds(f, {{"LOCATION", "Algeria"},
                  {"LOCATION", "5, place de la Joliette, 13002 Marseille"},
                  {"LOCATION", "Land of Baden-Württemberg"}});
  ExpectNoneContains(f, {"French"}, "NRP");
  const auto g = DetectIn(
      "The case originated in an application against the Hellenic Republic lodged by a Greek national, Ms Eleni "
      "Papadaki.");
  ExpectNoneContains(g, {"Greek"}, "NRP");
}

// An appendix's applicant named with a full date of birth, whose first name
// no gazetteer knows, and the place after it.
TEST(DetectorTest, AppendixNamesBeforeTheirDatesOfBirth) {
  const auto f = DetectIn(
      "APPENDIX\n\n1 | 12087/16 | Mykola Petrovych KRAVCHENKO, 14/03/1968, Poltava | | 02/11/2004\n\n2 | 30591/17 | "
      "Iryna Vasylivna SHEVCHUK, 08/09/1975, Vinnytsia | | 17/05/2006");
  ExpectFinds(f, {{"PERSON", "Mykola Petrovych KRAVCHENKO"},
                  {"PERSON", "Iryna Vasylivna SHEVCHUK"},
                  {"LOCATION", "Vinnytsia"}});
}

// A passport's number in brackets after the word, a Lithuanian avenue
// abbreviated after its name, a daily named before its kind, holdings and
// combines (not who owns a company), and a business after its trade.
TEST(DetectorTest, PassportsInBracketsAvenuesAbbreviatedAndDailies) {
  const auto f = DetectIn(
      "His passport (no. 23984715) was recorded. His laptop was seized from his flat at Savanorių pr. 176-12. She "
      "is a journalist with the Gazeta Wyborcza daily. He was employed by the State-owned company Naftogaz; his "
      "employer, Koç Holding, fired him; he worked at the Kombinat Aluminijuma Podgorica. He sued the insurer "
      "Allianz.");
  ExpectNoneContains(f, {"State-owned"}, "ORGANIZATION");
  ExpectFinds(f, {{"ORGANIZATION", "Naftogaz"},
                  {"ORGANIZATION", "Koç Holding"},
                  {"ORGANIZATION", "Kombinat Aluminijuma Podgorica"},
                  {"ORGANIZATION", "Allianz"},
                  {"CODE", "23984715"},
                  {"LOCATION", "Savanorių pr. 176-12"},
                  {"ORGANIZATION", "Gazeta Wyborcza daily"}});
}

// Mercedes lorries and vans by their models, a Spanish plate whole, and a
// constituency by its ordinal.
TEST(DetectorTest, MercedesModelsAndSpanishPlates) {
  const auto f = DetectIn(
      "He was driving a lorry, a Mercedes Actros (registration number 7781 HJK), carrying hashish. His Mercedes Vito "
      "van was returned. He stood in the Yasamal first electoral constituency no. 16.");
  ExpectFinds(f, {{"VEHICLE", "Mercedes Actros"},
                  {"CODE", "7781 HJK"},
                  {"VEHICLE", "Mercedes Vito"},
                  {"LOCATION", "Yasamal first electoral constituency no. 16"}});
  ExpectNoType(f, "PERSON");
}

// A former and a common-law spouse are family, and a place with its other
// name after a slash is one place.
TEST(DetectorTest, FormerSpousesAndPlacesWithTwoNames) {
  const auto f = DetectIn(
      "In 2012 she separated from her common-law husband, Mr Rok Horvat, a crane operator. The applicant's "
      "ex-husband, Mr Marko Kos, an imam, was suspected of abuse. The applicant was born in 1979 and lives in "
      "Derry/Londonderry.");
  ExpectFinds(f, {{"FAMILY_STATUS", "common-law husband"},
                  {"FAMILY_STATUS", "ex-husband"},
                  {"LOCATION", "Derry/Londonderry"}});
  EXPECT_FALSE(Has(f, "LOCATION", "Derry"));
}

// The Helsinki groups by their names, with their people's word but not a
// sentence's "The"; the town alone is still a town.
TEST(DetectorTest, HelsinkiCommittees) {
  const auto f = DetectIn(
      "She was represented by the Bulgarian Helsinki Committee. The Helsinki Committee for Human Rights in Serbia "
      "intervened. He lives in Helsinki.");
  ExpectFinds(f, {{"ORGANIZATION", "Bulgarian Helsinki Committee"},
                  {"ORGANIZATION", "Helsinki Committee for Human Rights in Serbia"},
                  {"LOCATION", "Helsinki"}});
  ExpectNoneContains(f, {"The "}, "ORGANIZATION");
}

// A bank "of" a State is a bank (a court of one is still a court), a party
// named with "and", a centre of two kinds joined by "and", a back injury.
TEST(DetectorTest, BanksOfStatesAndPartiesWithAnd) {
  const auto f = DetectIn(
      "He had an account at the Bank of Cyprus. He was a member of the Law and Justice party. The Supreme Court of "
      "the Russian Federation ruled. He was held in the Moria reception and identification centre with a back injury.");
  ExpectFinds(f, {{"ORGANIZATION", "Bank of Cyprus"},
                  {"ORGANIZATION", "Law and Justice party"},
                  {"ORGANIZATION", "Moria reception and identification centre"},
                  {"MEDICAL_CONDITION", "back injury"}});
  ExpectNoneContains(f, {"Russian Federation"}, "ORGANIZATION");
}

// Streets as Germany, Turkey, Romania and Serbia write them: a person's name
// with hyphens, "No:" and "nr." before the number, a kind in small letters, a
// king's name after the kind.
TEST(DetectorTest, StreetsOfGermanyTurkeyRomaniaAndSerbia) {
  const auto f = DetectIn(
      "He lives at Karl-Marx-Allee 34. He lives at Atatürk Bulvarı No: 25. He lives at strada Victoriei nr. 10. "
      "He lives at Bulevar kralja Aleksandra 73.");
  ExpectFinds(f, {{"LOCATION", "Karl-Marx-Allee 34"},
                  {"LOCATION", "Atatürk Bulvarı No: 25"},
                  {"LOCATION", "strada Victoriei nr. 10"},
                  {"LOCATION", "Bulevar kralja Aleksandra 73"}});
}

// An identity number named before it, with the scheme's letters in brackets
// between the name and "number", or as a citizen's, coordination or permit
// number (not a telephone number: "14061312345" has eleven digits).
TEST(DetectorTest, IdentityNumbersNamedSo) {
  const auto f = DetectIn(
      "The boy's national identity number is 14061312345. His unique master citizen number (EMBG) is "
      "1204976470012. His personal identification number (EMŠO) is 1505948500123. His Swedish coordination "
      "number is 830511-1234. His N permit number is 12345678. His national identity card (DNI) number is "
      "15987654Z. She had no permit number and no identity at all.");
  ExpectFinds(f, {{"CODE", "14061312345"},
                  {"CODE", "1204976470012"},
                  {"CODE", "1505948500123"},
                  {"CODE", "830511-1234"},
                  {"CODE", "12345678"},
                  {"CODE", "15987654Z"}});
  ExpectNoneContains(f, {"14061312345"}, "PHONE_NUMBER");
  EXPECT_EQ(std::count_if(f.begin(), f.end(), [](const Found& s) { return s.type == "CODE"; }), 6);
}

// An address runs on after its street and number: the flat and block, the
// floor, the postcode as each country writes it, and the town; the number
// before a street the patterns read only by its kind. After a town, a number
// is no postcode.
TEST(DetectorTest, AddressesRunOnToTheirPostcodeAndTown) {
  const auto f = DetectIn(
      "He lives at Údolní 53, 602 00 Brno. He lives at Prinsengracht 412-III, 1016 JC Amsterdam. She lives in "
      "Tbilisi, at 23 Chavchavadze Avenue, block 4, flat 15. She lives at Rua Soares dos Reis, 544, 4.º Esq., "
      "4400-315 Vila Nova de Gaia. She lives at Am Lindenhof 7, 33602 Bielefeld. He lives at 12 Archbishop "
      "Makarios III Avenue, Flat 301, 6017 Larnaca. He lives at Rīgas iela 48-17, Daugavpils, LV-5401. In "
      "Larnaca, 1500 Roma were evicted.");
  ExpectFinds(f, {{"LOCATION", "Údolní 53, 602 00 Brno"},
                  {"LOCATION", "Prinsengracht 412-III, 1016 JC Amsterdam"},
                  {"LOCATION", "23 Chavchavadze Avenue, block 4, flat 15"},
                  {"LOCATION", "Rua Soares dos Reis, 544, 4.º Esq., 4400-315 Vila Nova de Gaia"},
                  {"LOCATION", "Am Lindenhof 7, 33602 Bielefeld"},
                  {"LOCATION", "12 Archbishop Makarios III Avenue, Flat 301, 6017 Larnaca"},
                  {"LOCATION", "Daugavpils, LV-5401"}});
  ExpectNoneContains(f, {"1500"}, "LOCATION");
}

// Ireland's streets and Eircodes, a street called Broadway, a French place
// named kind first ("Gare" alone is a town in the gazetteer).
TEST(DetectorTest, IrishAddressesAndPlacesNamedKindFirst) {
  const auto f = DetectIn(
      "He lives at 4 Bóthar na Trá, Salthill, Galway H91 T2X6. The office is at Dublin 2, D02 X285. She was shot "
      "at 19 Creggan Broadway, Derry. He was stopped near the Gare du Nord station. His villa at lieu-dit Cala "
      "Rossa was searched.");
  ExpectFinds(f, {{"LOCATION", "4 Bóthar na Trá, Salthill"},
                  {"LOCATION", "H91 T2X6"},
                  {"LOCATION", "D02 X285"},
                  {"LOCATION", "19 Creggan Broadway, Derry"},
                  {"LOCATION", "Gare du Nord"},
                  {"LOCATION", "Cala Rossa"}});
}

// A place found on weak evidence is carried where a place follows a body
// after a comma, not everywhere; one of "Town, Region" is carried alone.
TEST(DetectorTest, PlacesNamedAgainAfterABodyOrWithTheirRegion) {
  const auto f = DetectIn(
      "He was abused at a school in Ballinasloe. He has been treated at St Brigid's Hospital, Ballinasloe. He "
      "lives in Hallstatt, Upper Austria, and was mayor of Hallstatt.");
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"LOCATION", "Ballinasloe"}), 2);
  ExpectFinds(f, {{"LOCATION", "Hallstatt"}});
  const auto g = DetectIn("Distribution of Source is allowed in Source form. The Source must be kept.");
  EXPECT_LE(std::count(g.begin(), g.end(), Found{"LOCATION", "Source"}), 1);
}

// A scheme's number names no body; a party named after "Parliament for" or
// "joined"; a user name in small letters; Austria's degrees before a name; a
// currency in Icelandic.
TEST(DetectorTest, SchemesPartiesUserNamesAndDegrees) {
  const auto f = DetectIn(
      "Her National Insurance number is YK 12 34 56 C. He is a former member of Parliament for the Jobbik party. "
      "He joined the Yabloko party in 2003. She published under the name \"kadrilt\". The account 'Savings' was "
      "closed. His daughter, Mag. Elisabeth Gruber, works in Linz. He held 7,800,000 Icelandic krónur (ISK).");
  ExpectFinds(f, {{"ORGANIZATION", "Jobbik party"},
                  {"ORGANIZATION", "Yabloko party"},
                  {"PERSON", "kadrilt"},
                  {"PERSON", "Elisabeth Gruber"},
                  {"FAMILY_STATUS", "daughter"},
                  {"QUANTITY", "7,800,000 Icelandic krónur (ISK)"}});
  ExpectNoneContains(f, {"National Insurance", "Parliament for"}, "ORGANIZATION");
  ExpectNoneContains(f, {"Mag", "Savings"}, "PERSON");
}

// A flat in a named block, the fourth word of a town its first word says is
// one, both names of a name changed, an age at the time (of a person, not a
// thing's figure) and as a test estimated it, a civil number, a dependency.
TEST(DetectorTest, FlatsTownsNamesChangedAndAgesAtTheTime) {
  const auto f = DetectIn(
      "His address is Flat 4B, Hallam Court, 221 Ecclesall Road, Sheffield. The Santa Maria Capua Vetere public "
      "prosecutor's office discontinued it. She applied to change her forename from Julien to Camille. The "
      "applicant was 16 at the time. The damage was 16 at the time of the survey. The test estimated his age at "
      "20.6 years. His unified civil number (EGN) is 7104154567. He suffers from alcohol dependency.");
  ExpectFinds(f, {{"LOCATION", "Flat 4B, Hallam Court, 221 Ecclesall Road, Sheffield"},
                  {"ORGANIZATION", "Santa Maria Capua Vetere public prosecutor's office"},
                  {"PERSON", "Julien"},
                  {"PERSON", "Camille"},
                  {"AGE", "16"},
                  {"AGE", "20.6 years"},
                  {"CODE", "7104154567"},
                  {"MEDICAL_CONDITION", "alcohol dependency"}});
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"AGE", "16"}), 1);
  ExpectNoneContains(f, {"Julien"}, "LOCATION");
}

// Channels and pages named in quotes, a number borne or long after "no."
// (not a short one), Cyprus's sheet and plan, pickers, a Lithuanian postcode
// with its town.
TEST(DetectorTest, ChannelsNumbersBorneAndSheetPlans) {
  const auto f = DetectIn(
      "He ran the YouTube channel \"Azad Söz\" and the Facebook page \"Sumqayıt Xəbər\". His account at Sberbank, "
      "no. 40817810462001234567, was frozen under Law no. 2577. His identity card bears the number 0045678. He "
      "owned plot no. 221, sheet/plan XXI/54. He worked as a strawberry picker. Her address is Taikos pr. 88-14, "
      "LT-94119 Klaipėda.");
  ExpectFinds(f, {{"ORGANIZATION", "Azad Söz"},
                  {"ORGANIZATION", "Sumqayıt Xəbər"},
                  {"CODE", "40817810462001234567"},
                  {"CODE", "0045678"},
                  {"CODE", "XXI/54"},
                  {"OCCUPATION", "strawberry picker"},
                  {"LOCATION", "Taikos pr. 88-14, LT-94119 Klaipėda"}});
  ExpectNoneContains(f, {"2577"});
}

// A car maker is no car, and a factory named after its kind is a body, found
// again where the text names it without any; a Polish flat and postcode; a
// Maltese boat; a king's numeral in a street's name; a Slovenian plate.
TEST(DetectorTest, MakersBoatsStreetsWithNumeralsAndPlates) {
  const auto f = DetectIn(
      "He worked at the car factory Zastava Automobili until the court ordered Zastava Automobili to pay him. He "
      "drove a Zastava 101. He lives at ul. Piotrkowska 104 m. 12, 90-006 Łódź. He owns the fishing boat Madonna "
      "tal-Grazzja. Their flat is at Ulica Kralja Petra I 42/5, 34000 Kragujevac. He drove a lorry (registration "
      "number MB PK-442).");
  EXPECT_EQ(std::count(f.begin(), f.end(), Found{"ORGANIZATION", "Zastava Automobili"}), 2);
  ExpectFinds(f, {{"VEHICLE", "Zastava 101"},
                  {"LOCATION", "ul. Piotrkowska 104 m. 12, 90-006 Łódź"},
                  {"VEHICLE", "Madonna tal-Grazzja"},
                  {"LOCATION", "Ulica Kralja Petra I 42/5, 34000 Kragujevac"},
                  {"CODE", "MB PK-442"}});
  ExpectNoneContains(f, {"Automobili"}, "VEHICLE");
}

// Danish floors, Finnish staircases, Icelandic postcodes; a nursing home by
// its name; a taxi firm named after its town (not a person: "Bradford" is a
// first name too), and the town it is in; a scheme named after justice; an
// Arabic article written apart.
TEST(DetectorTest, NordicAddressesHomesFirmsAndSchemes) {
  const auto f = DetectIn(
      "She lives at Skibhusvej 52, 2. tv., 5000 Odense C. He lived at Valtakatu 33 B 18, 53100 Lappeenranta. She "
      "lives at Hafnarstræti 88, 600 Akureyri. She worked at the Ældrecenter Hjallese nursing home. He lives in "
      "Bradford, West Yorkshire. He is a taxi driver with Bradford Metro Taxis. She received a sum under the "
      "Magdalene Restorative Justice Ex-Gratia Scheme. He is married to Ms Fatima el Khattabi.");
  ExpectFinds(f, {{"LOCATION", "Skibhusvej 52, 2. tv., 5000 Odense C"},
                  {"LOCATION", "Valtakatu 33 B 18, 53100 Lappeenranta"},
                  {"LOCATION", "Hafnarstræti 88, 600 Akureyri"},
                  {"ORGANIZATION", "Ældrecenter Hjallese nursing home"},
                  {"LOCATION", "Bradford, West Yorkshire"},
                  {"ORGANIZATION", "Bradford Metro Taxis"},
                  {"PERSON", "Fatima el Khattabi"}});
  ExpectNoneContains(f, {"Bradford", "Magdalene", "Scheme"}, "PERSON");
}

// Court files as Czechia, Slovakia, Austria and German prosecutors number
// them, an Italian register's letters after a case's number (no one's
// initials), a German pension number, a loan agreement's number, a street
// before its kind in small letters; a law's number stays.
TEST(DetectorTest, CourtFilesOfCentralEuropeAndRegisters) {
  const auto f = DetectIn(
      "The court (case no. 40 T 3/2013) convicted him; the Supreme Court (file no. 8 Tdo 512/2015) and the Bratislava "
      "court (sp. zn. 3 To 18/2014) agreed. The Supreme Court (file no. 9 Ob 17/14f) and the Regional Court (file no. "
      "3 KLs 201 Js 4417/11) ruled. In proceedings no. 12345/2009 R.G.N.R. the judge ruled (no. 5432/10 R.G. GIP). "
      "His pension number is 12 020347 H 507. She signed loan agreement no. KH/2008/11/2345. He lives in a flat on "
      "Hálkova street. He claimed under Act no. 215/2006.");
  ExpectFinds(f, {{"CODE", "40 T 3/2013"},
                  {"CODE", "8 Tdo 512/2015"},
                  {"CODE", "3 To 18/2014"},
                  {"CODE", "9 Ob 17/14f"},
                  {"CODE", "3 KLs 201 Js 4417/11"},
                  {"CODE", "12345/2009 R.G.N.R."},
                  {"CODE", "5432/10 R.G. GIP"},
                  {"CODE", "12 020347 H 507"},
                  {"CODE", "KH/2008/11/2345"},
                  {"LOCATION", "Hálkova street"}});
  ExpectNoType(f, "PERSON");
  ExpectNoneContains(f, {"215/2006"});
}

// Moldova's addresses, a company named with a hyphen before its legal form
// and its register code after it, a front among the bodies.
TEST(DetectorTest, MoldovanAddressesHyphenatedCompaniesAndFronts) {
  const auto f = DetectIn(
      "His address is str. Alba-Iulia 75, ap. 112, MD-2071 Chișinău. He owns the furniture company Mebli-Lux LLC "
      "(USREOU code 34567890). He is a member of the Belarusian Popular Front.");
  ExpectFinds(f, {{"LOCATION", "str. Alba-Iulia 75, ap. 112, MD-2071 Chișinău"},
                  {"ORGANIZATION", "Mebli-Lux LLC"},
                  {"CODE", "34567890"},
                  {"ORGANIZATION", "Belarusian Popular Front"}});
  ExpectNoType(f, "DATE_TIME");
}

// A Dutch company, an alias in quotes, Bulgaria's and Romania's addresses, a
// Russian number in hyphens, a case number named with its office,
// grandchildren named, a child named after having one (not a girl named for
// a town).
TEST(DetectorTest, CompaniesAliasesBalkanAddressesAndNamedGrandchildren) {
  const auto f = DetectIn(
      "Gas is extracted by the Nederlandse Aardolie Maatschappij (NAM). He was an agent under the alias \"Marin\". His "
      "address is bul. \"Primorski\" 47, et. 3, ap. 7, 9000 Varna. He lives at strada Mihai Eminescu nr. 12, bl. A3, "
      "sc. B, ap. 14. His telephone number is 8-921-345-67-89. Their case number with the Office is "
      "106-1-12345/2017-m. She has two grandchildren, Daan and Fleur. The applicant has a daughter, Lejla. He had "
      "met a girl, Paris.");
  ExpectFinds(f, {{"ORGANIZATION", "Nederlandse Aardolie Maatschappij"},
                  {"PERSON", "Marin"},
                  {"LOCATION", "bul. \"Primorski\" 47, et. 3, ap. 7, 9000 Varna"},
                  {"LOCATION", "strada Mihai Eminescu nr. 12, bl. A3, sc. B, ap. 14"},
                  {"PHONE_NUMBER", "8-921-345-67-89"},
                  {"CODE", "106-1-12345/2017-m"},
                  {"PERSON", "Daan"},
                  {"PERSON", "Fleur"},
                  {"PERSON", "Lejla"}});
  ExpectNoneContains(f, {"Paris"}, "PERSON");
  ExpectNoType(f, "DATE_TIME");
}

// A nightclub named in quotes, a youth home, an inspectorate named after its
// place (not a national one), a name said to have been changed, Italian,
// Catalan and Estonian addresses, a party after a named parliament, a town
// by the office held there.
TEST(DetectorTest, ClubsInspectoratesNamesChangedAndSouthernAddresses) {
  const auto f = DetectIn(
      "He was arrested at a nightclub called \"The Grafton Rooms\". Anna was placed at the Sundbo youth home. The "
      "Timiș County School Inspectorate suspended her; the Language Inspectorate fined him. His name was forcibly "
      "changed to Asen Marinov Asenov. She lives at Via dell'Indipendenza 44, 40121 Bologna. His address is Carrer "
      "de la Força 12, 2n 1a, 17004 Girona. He lives at Tallinna mnt 19-45, 20303 Narva. He is a member of the "
      "Catalan Parliament for the CUP party and a former mayor of Celrà.");
  ExpectFinds(f, {{"ORGANIZATION", "The Grafton Rooms"},
                  {"ORGANIZATION", "Sundbo youth home"},
                  {"ORGANIZATION", "Timiș County School Inspectorate"},
                  {"PERSON", "Asen Marinov Asenov"},
                  {"LOCATION", "Via dell'Indipendenza 44, 40121 Bologna"},
                  {"LOCATION", "Carrer de la Força 12, 2n 1a, 17004 Girona"},
                  {"LOCATION", "Tallinna mnt 19-45, 20303 Narva"},
                  {"ORGANIZATION", "CUP party"},
                  {"LOCATION", "Celrà"}});
  ExpectNoneContains(f, {"Language", "Asenov"}, "ORGANIZATION");
  ExpectNoneContains(f, {"Asenov"}, "LOCATION");
}

// A digraph initial with another glued after it, a Turkish apartment
// building, an alliance named after an organisation's word (not a person
// "Gay", whose surname "Ukraine" had then been carried), ships named two at a
// time.
TEST(DetectorTest, InitialsApartmentBuildingsAlliancesAndShipsInPairs) {
  const auto f = DetectIn(
      "A neighbour, Mr Kh.M., saw the vehicles. Her building, the Yıldız Apartmanı at Cumhuriyet Caddesi No. 88, "
      "collapsed. She is a member of the LGBT organisation Gay Alliance Ukraine. She was held in the former "
      "Security Service of Ukraine (SBU) building. He was held on the ships Audace and Vincent. He worked on the "
      "vessels \"Vitosha\" and \"Rila\".");
  ExpectFinds(f, {{"PERSON", "Kh.M."},
                  {"LOCATION", "Yıldız Apartmanı"},
                  {"VEHICLE", "Audace"},
                  {"VEHICLE", "Vincent"},
                  {"VEHICLE", "Vitosha"},
                  {"VEHICLE", "Rila"}});
  ExpectNoneContains(f, {"Gay", "Ukraine", "Yıldız"}, "PERSON");
  ExpectNoneContains(f, {"Vincent"}, "LOCATION");
}

// A Hungarian road, a Bulgarian housing complex with its block, entrance and
// flat, a Norwegian D-number, an asylum case's number (not a year in it).
TEST(DetectorTest, HousingComplexesDNumbersAndAsylumCases) {
  const auto f = DetectIn(
      "They met at Kunigunda útja 64 in Budapest. Her address is zh.k. Mladost 1, bl. 27, vh. B, ap. 43. His "
      "Norwegian D-number is 45038512345. His asylum case number is 2021/7/1234.");
  ExpectFinds(f, {{"LOCATION", "Kunigunda útja 64"},
                  {"LOCATION", "zh.k. Mladost 1, bl. 27, vh. B, ap. 43"},
                  {"CODE", "45038512345"},
                  {"CODE", "2021/7/1234"}});
  ExpectNoType(f, "DATE_TIME");
}

// German and Austrian schools named kind first, a police number.
TEST(DetectorTest, SchoolsNamedKindFirstAndPoliceNumbers) {
  const auto f = DetectIn(
      "The director of the Neue Mittelschule Wels-Pernau refused; he went to the Allgemeine Sonderschule Wels. "
      "His police number is 15M-044. The police no. 12 came.");
  ExpectFinds(f, {{"ORGANIZATION", "Mittelschule Wels-Pernau"},
                  {"ORGANIZATION", "Sonderschule Wels"},
                  {"CODE", "15M-044"}});
  ExpectNoneContains(f, {"12"}, "CODE");
}

// A register's letters before its code in brackets name no body (an
// institution's short name with its number still does); a number text
// messages came from is a telephone's, an NHS number still not.
TEST(DetectorTest, RegisterLettersAndNumbersMessagesCameFrom) {
  const auto f = DetectIn(
      "He owns the company Mebli-Lux LLC (USREOU code 34567890). He was held at the Donetsk Pre-Trial Detention "
      "Centre (SIZO no. 5). He sent her text messages from the number 347 123 4567. His NHS number 943 476 5919 "
      "was recorded.");
  ExpectFinds(f, {{"CODE", "34567890"}, {"PHONE_NUMBER", "347 123 4567"}});
  ExpectNoneContains(f, {"USREOU"}, "ORGANIZATION");
  ExpectNoneContains(f, {"943"}, "PHONE_NUMBER");
  EXPECT_TRUE(std::any_of(f.begin(), f.end(), [](const Found& x) {
    return x.type == "ORGANIZATION" && x.text.find("SIZO") != std::string::npos;
  }));
}

// Labels with their scheme in brackets of several words, in any letters; a
// prison's, a card's and a scheme's numbers; a reference kept under; a number
// assigned; a cadastral number in colons; a Russian passport's series and
// number; a register's letters before a number name no company.
TEST(DetectorTest, LabelsGlossedInTheirOwnLanguageCardsAndReferences) {
  const auto f = DetectIn(
      "His Turkish identity number (T.C. kimlik no.) is 38917205462. His birth number (rodné číslo) is "
      "660215/4471. His tax code (codice fiscale) is SPSSVT64C12L245K. His prison number is A4417CF. His social "
      "card number is 3915910331. Her residence card number is B 0412 7781 93. His Home Office reference is "
      "B1188204/3. It was entered in Eurodac under reference IT1RM00917. The Fund assigned him number 1979 0312 "
      "455. The flat's cadastral number is 33:22:011052:873. His internal passport was series 96 03 no. 114207. "
      "He sold it to OOO Stroytekh-Invest (TIN 3328104417). Her national identity document number is 44152873-R.");
  ExpectFinds(f, {{"CODE", "38917205462"},
                  {"CODE", "660215/4471"},
                  {"CODE", "SPSSVT64C12L245K"},
                  {"CODE", "A4417CF"},
                  {"CODE", "3915910331"},
                  {"CODE", "B 0412 7781 93"},
                  {"CODE", "B1188204/3"},
                  {"CODE", "IT1RM00917"},
                  {"CODE", "1979 0312 455"},
                  {"CODE", "33:22:011052:873"},
                  {"CODE", "96 03 no. 114207"},
                  {"CODE", "3328104417"},
                  {"CODE", "44152873-R"}});
  ExpectNoneContains(f, {"TIN"}, "ORGANIZATION");
  ExpectNoType(f, "DATE_TIME");
}

// An Italian tax code alone; a Polish land register's number glossed in
// Polish; a Polish administrative court's file; a Romanian prosecutor's file;
// a court's file of seven digits; parcels in the plural; a scheme named after
// its body names no body.
TEST(DetectorTest, TaxCodesLandRegistersAndFilesWithLetters) {
  const auto f = DetectIn(
      "The code SPSSVT64C12L245K was wrong. It is entered in the land and mortgage register (księga wieczysta) no. "
      "LM1L/00023417/3. The court dismissed his complaint (case no. II SA/Bk 412/08). The office registered the "
      "investigation under no. 160/P/1997. A tribunal (case no. 2404117/2008) dismissed it. It was recorded at "
      "sheet 7, parcels 412 and 413. His Personal Public Service Number is 6432781TA. The Labour Court rejected "
      "his claim (case no. 17/2314/A). Part of his fields, plots nos. 2417/0004:112 and 2417/0004:113, were "
      "declared twice.");
  ExpectFinds(f, {{"CODE", "SPSSVT64C12L245K"},
                  {"CODE", "LM1L/00023417/3"},
                  {"CODE", "II SA/Bk 412/08"},
                  {"CODE", "160/P/1997"},
                  {"CODE", "2404117/2008"},
                  {"CODE", "412"},
                  {"CODE", "413"},
                  {"CODE", "6432781TA"},
                  {"CODE", "17/2314/A"},
                  {"CODE", "2417/0004:112"},
                  {"CODE", "2417/0004:113"}});
  ExpectNoType(f, "DATE_TIME");
  ExpectNoType(f, "ORGANIZATION");
}

// Telephones in Turkish, Russian and French with a word that says so
// ("reached", "landline", "reachable").
TEST(DetectorTest, TelephonesReachedOnALandline) {
  const auto f = DetectIn(
      "He can be reached on 0 412 228 41 17. The couple's landline, 8 (861) 255-14-09, was listed. Their lawyer "
      "is reachable at 02 98 95 41 17. The sum was 412 228 41 euros.");
  ExpectFinds(f, {{"PHONE_NUMBER", "0 412 228 41 17"},
                  {"PHONE_NUMBER", "8 (861) 255-14-09"},
                  {"PHONE_NUMBER", "02 98 95 41 17"}});
  EXPECT_EQ(std::count_if(f.begin(), f.end(), [](const Found& x) { return x.type == "PHONE_NUMBER"; }), 3);
}

// Streets named kind first in small letters as Russia and Ukraine write them,
// or kind last ("pereulok", "třída", "boulevard" after a king's name), and
// what runs on after the number: a Turkish "Daire", an Italian staircase and
// interior, a French building and staircase, a Belgian box, a Romanian
// sector, a Ukrainian "kv.", a British town's postcode, Luxembourg's, a Czech
// town "nad" a river.
TEST(DetectorTest, StreetsInSmallLettersAndWhatRunsOnAfterTheirNumber) {
  const auto f = DetectIn(
      "He lives at Moda Caddesi No. 143 Daire 6. She sold a flat at ulitsa Gagarina 7-42 in Vladimir. It is "
      "registered at Malyy Karetnyy pereulok 12. They searched his flat at 52 prospekt Lenina, flat 118. He lives "
      "at Via Vittorio Veneto 212, scala B, interno 9. He lives at 14 allée des Tilleuls, bâtiment C, escalier 2. "
      "They live at Chaussée de Gand 311, boîte 4. Its seat is at Calea Victoriei 133, sector 1. He lives at "
      "vulytsia Saksahanskoho 38, kv. 14. His mother lives at 22 Holloway Close, Kingstanding, Birmingham B44 "
      "0QP. He lives at 48, rue de l'Alzette, L-4011. The family lives at Žukovova 114, 400 03 Ústí nad Labem. He "
      "lives at Hlavní třída 583/61. The bus hit a pedestrian on Tsar Boris III Obedinitel boulevard. She lives "
      "at Flat 12, Gilbert House, Churchyard Row, London SE11 4SU. They slept on rue du Petit Rempart.");
  ExpectFinds(f, {{"LOCATION", "Moda Caddesi No. 143 Daire 6"},
                  {"LOCATION", "ulitsa Gagarina 7-42"},
                  {"LOCATION", "Malyy Karetnyy pereulok 12"},
                  {"LOCATION", "52 prospekt Lenina, flat 118"},
                  {"LOCATION", "Via Vittorio Veneto 212, scala B, interno 9"},
                  {"LOCATION", "14 allée des Tilleuls, bâtiment C, escalier 2"},
                  {"LOCATION", "Chaussée de Gand 311, boîte 4"},
                  {"LOCATION", "Calea Victoriei 133, sector 1"},
                  {"LOCATION", "vulytsia Saksahanskoho 38, kv. 14"},
                  {"LOCATION", "22 Holloway Close, Kingstanding, Birmingham B44 0QP"},
                  {"LOCATION", "48, rue de l'Alzette, L-4011"},
                  {"LOCATION", "Žukovova 114, 400 03 Ústí nad Labem"},
                  {"LOCATION", "Hlavní třída 583/61"},
                  {"LOCATION", "Tsar Boris III Obedinitel boulevard"},
                  {"LOCATION", "Flat 12, Gilbert House, Churchyard Row, London SE11 4SU"},
                  {"LOCATION", "rue du Petit Rempart"}});
  ExpectNoType(f, "PERSON");
}

// A name written in small letters only inside an e-mail address is still a
// name; a car's make before its model's words is a car, not the town the make
// is named after; a council of a town "for" a party is the town's; a name
// that is a date in quotation marks after "Association"; a pen-name with a
// hyphen, a nickname in small letters, a soldier known by a letter; bars and
// abbeys.
TEST(DetectorTest, NamesInMailAddressesCarsCouncilsPenNamesAndBars) {
  const auto f = DetectIn(
      "The applicant lives in Larissa. Her email, a.georgiou@pharm-larissa.gr, was cited. Armed men seized his "
      "Toyota Land Cruiser Prado. He sat on the municipal council of Tetovo for the Democratic Union for "
      "Integration. It was lodged by the Association \"21 December 1989\". She wrote under the pen-name \"Berfin "
      "Roj\". She writes under the nickname \"kharkivska_mama\". A soldier identified only as Soldier F was "
      "questioned. He was shot outside the Ardmore Bar. She was an inmate of the Sean Ross Abbey.");
  ExpectFinds(f, {{"LOCATION", "Larissa"},
                  {"VEHICLE", "Toyota Land Cruiser Prado"},
                  {"LOCATION", "Tetovo"},
                  {"ORGANIZATION", "Democratic Union for Integration"},
                  {"ORGANIZATION", "21 December 1989"},
                  {"PERSON", "Berfin Roj"},
                  {"PERSON", "kharkivska_mama"},
                  {"PERSON", "Soldier F"},
                  {"ORGANIZATION", "Ardmore Bar"},
                  {"LOCATION", "Sean Ross Abbey"}});
  ExpectNoType(f, "DATE_TIME");
  ExpectNoneContains(f, {"Toyota"}, "LOCATION");
}

// A hypermarket, a tyre factory and a workshop named before their kind; a
// union with a hyphen in its name; a confederation of trade unions; a church
// "of" its faith; an Irish school named kind first; an open centre; a flat's
// office; a Norwegian street in small letters; Hungarian companies' forms.
TEST(DetectorTest, BusinessesBeforeTheirKindUnionsChurchesAndSchools) {
  const auto f = DetectIn(
      "She worked at the Eroski hypermarket. He was a technician at the Goodyear tyre factory. He joined the "
      "Lastik-İş trade union. It was lodged by the Norwegian Confederation of Trade Unions. He is a member of the "
      "Church of Scientology of Yekaterinburg. The boy attends Gaelscoil Sheoirse Clancy. He lived at the Hal Far "
      "open centre. Its office is at vulytsia Rishelyevska 4, office 12. Its seat is at Youngs gate 11, 0181 Oslo. "
      "A company, Ingatlanvadász Kft., sued them.");
  ExpectFinds(f, {{"ORGANIZATION", "Eroski hypermarket"},
                  {"ORGANIZATION", "Goodyear tyre factory"},
                  {"ORGANIZATION", "Lastik-İş trade union"},
                  {"ORGANIZATION", "Norwegian Confederation of Trade Unions"},
                  {"ORGANIZATION", "Church of Scientology"},
                  {"ORGANIZATION", "Gaelscoil Sheoirse Clancy"},
                  {"ORGANIZATION", "Hal Far open centre"},
                  {"LOCATION", "vulytsia Rishelyevska 4, office 12"},
                  {"LOCATION", "Youngs gate 11, 0181 Oslo"},
                  {"ORGANIZATION", "Ingatlanvadász Kft."}});
  ExpectNoType(f, "PERSON");
  ExpectNoneContains(f, {"Goodyear"}, "LOCATION");
}

// Numbers: a file's at an office or a hospital, a Dutch V-number, a
// registered number in dots, a file with its letter after, a flight's, a
// social security affiliation's, a number in a register; a Lithuanian mobile;
// websites at a sentence's end and on .tv; a possessive ends a name after a
// title; new conditions.
TEST(DetectorTest, FilesFlightsRegistersWebsitesAndPossessives) {
  const auto f = DetectIn(
      "The family's OFPRA file number is 10-0041773. Her patient file number at the hospital is KR/2007/11842. His "
      "V-number is 2687341903. He was registered under number 6.532.117. It was registered under case no. "
      "106-1-29112/2016-H. They were flown on a Meridiana flight, IG 4171. Her social security affiliation number "
      "is 50/10234567/81. The union's organisation number in the Register of Business Enterprises is 938 628 210. "
      "Her personal mobile number, 8 686 45 117, was published. He owns the news portal index.hu. He writes for "
      "meydan.tv and other sites. Mr Altıparmak's Twitter handle is known. He died of cardiorespiratory "
      "insufficiency after removal of a benign ovarian cyst.");
  ExpectFinds(f, {{"CODE", "10-0041773"},
                  {"CODE", "KR/2007/11842"},
                  {"CODE", "2687341903"},
                  {"CODE", "6.532.117"},
                  {"CODE", "106-1-29112/2016-H"},
                  {"CODE", "IG 4171"},
                  {"CODE", "50/10234567/81"},
                  {"CODE", "938 628 210"},
                  {"PHONE_NUMBER", "8 686 45 117"},
                  {"URL", "index.hu"},
                  {"URL", "meydan.tv"},
                  {"PERSON", "Altıparmak"},
                  {"MEDICAL_CONDITION", "cardiorespiratory insufficiency"},
                  {"MEDICAL_CONDITION", "benign ovarian cyst"}});
  ExpectNoneContains(f, {"Twitter"}, "PERSON");
  ExpectNoType(f, "DATE_TIME");
}

// A Portuguese process number, a cadastral zone, a criminal record office's
// number with its letter, an identity card's series and number said together,
// a Brussels road named kind first, a hospital named after a doctor (no
// person).
TEST(DetectorTest, ProcessNumbersZonesRecordsAndHospitalsNamedAfterDoctors) {
  const auto f = DetectIn(
      "The court dismissed her action (case no. 1412/11.3TBCBR). It is recorded under zone no. 8514, parcel 117/4. "
      "His Scottish Criminal Record Office number is 441207/07L. His national identity card series and number are "
      "ABC 412887. He was arrested in a café on the Chaussée de Haecht. A report was issued by the Dr Ersin Arslan "
      "State Hospital.");
  ExpectFinds(f, {{"CODE", "1412/11.3TBCBR"},
                  {"CODE", "8514"},
                  {"CODE", "117/4"},
                  {"CODE", "441207/07L"},
                  {"CODE", "ABC 412887"},
                  {"LOCATION", "Chaussée de Haecht"},
                  {"ORGANIZATION", "Ersin Arslan State Hospital"}});
  ExpectNoType(f, "PERSON");
}

// A prisoner's number with its possessive, a nickname with its article, an
// Italian register's letters before a registered number, Ukrainian and
// Belgian establishments, a brigade in quotation marks named like a car, a
// street named kind first after someone (above the name), a Spanish floor's
// side, a plot's number in colons.
TEST(DetectorTest, PrisonersNumbersNicknamesEstablishmentsAndStreetsNamedAfterPeople) {
  const auto f = DetectIn(
      "His prisoner's number is 4417-07. He shares a cell with Mr Mitko Stanev, nicknamed \"the Pharmacist\". The "
      "judge dismissed his complaint, registered under no. SIUS 2011/1442. He is serving his sentence in "
      "Penitentiary Establishment no. 8 in Zhytomyr. He served in the \"Dacia\" Brigade. The refuse was set "
      "alight in Via Aldo Moro. She lives at calle Jacinto Labaila 18, 4.º izquierda. It was built on plot no. "
      "4184/0003:0214.");
  ExpectFinds(f, {{"CODE", "4417-07"},
                  {"PERSON", "the Pharmacist"},
                  {"CODE", "SIUS 2011/1442"},
                  {"ORGANIZATION", "Penitentiary Establishment no. 8"},
                  {"ORGANIZATION", "Dacia"},
                  {"LOCATION", "Via Aldo Moro"},
                  {"LOCATION", "calle Jacinto Labaila 18, 4.º izquierda"},
                  {"CODE", "4184/0003:0214"}});
  ExpectNoType(f, "VEHICLE");
  ExpectNoType(f, "DATE_TIME");
  ExpectNoneContains(f, {"Aldo"}, "PERSON");
}

// Numbers painted or tagged on vehicles and animals, both of two; a body
// named "of the" what it represents; a cutter by its name (not a person).
TEST(DetectorTest, HullNumbersEarmarksAndBodiesOfThePeople) {
  const auto f = DetectIn(
      "The armoured personnel carriers, hull numbers 217 and 231, arrived. The cow, earmark no. 1127, was seized. "
      "He is a member of the Mejlis of the Crimean Tatar People. The hull was 12 metres long. He owns the cutter "
      "\"Maren Kirstine\".");
  ExpectFinds(f, {{"CODE", "217"}, {"CODE", "231"}, {"CODE", "1127"}, {"VEHICLE", "Maren Kirstine"}});
  ExpectNoType(f, "PERSON");
  EXPECT_TRUE(std::any_of(f.begin(), f.end(), [](const Found& x) {
    return x.type == "ORGANIZATION" && x.text.starts_with("Mejlis of the Crimean Tatar");
  }));
  EXPECT_FALSE(std::any_of(f.begin(), f.end(), [](const Found& x) { return x.text == "12"; }));
}

// A telephone with its country's code after "number", an Irish plate's long
// serial, a Serbian court's register letter before its number, a club in
// quotation marks before its sport, a Polish street named kind first without
// its number.
TEST(DetectorTest, NumbersFromAbroadIrishPlatesSerbianFilesAndClubs) {
  const auto f = DetectIn(
      "She received a message from an unknown number, +7 961 412 06 33, at night. The patrol car, registration "
      "10-C-41187, arrived. The court acquitted him (case no. K 412/15). He is a member of the \"Kartlosi\" sports "
      "club. He was stopped on ul. Piotrkowska near the hotel.");
  ExpectFinds(f, {{"PHONE_NUMBER", "+7 961 412 06 33"},
                  {"CODE", "10-C-41187"},
                  {"CODE", "K 412/15"},
                  {"ORGANIZATION", "Kartlosi"},
                  {"LOCATION", "ul. Piotrkowska"}});
}

// Villages listed after their kind, each a place; a street's number after its
// kind; a word a hyphen makes a description is no place; a priest's "Father"
// is a title, not part of his name.
TEST(DetectorTest, VillagesListedNumbersAfterAStreetsKindAndPriests) {
  const auto f = DetectIn(
      "The applicants live in the villages of Orehovica, Podturen and Trnovec. The meeting was held in a house at "
      "Tsereteli Street 23 in Gldani. They were placed in Roma-only classes. The believers were led by Father Basil "
      "Mkalavishvili.");
  ExpectFinds(f, {{"LOCATION", "Orehovica"},
                  {"LOCATION", "Podturen"},
                  {"LOCATION", "Trnovec"},
                  {"LOCATION", "Tsereteli Street 23"},
                  {"PERSON", "Basil Mkalavishvili"}});
  ExpectNoneContains(f, {"Roma-only"}, "LOCATION");
  ExpectNoneContains(f, {"Father"}, "PERSON");
}

// What surveillance records name: a German plate, a DNA database's barcode, a
// police computer's ID, a SIM card's number; a shop called by a name with a
// particle; watchdogs and clubs by their last word.
TEST(DetectorTest, PlatesBarcodesSimCardsWatchdogsAndClubs) {
  const auto f = DetectIn(
      "The receiver was placed in a car with registration MG-UF 412. His profile was entered under barcode "
      "12CX-44128-K and his record under PNC ID 01/412887Q. His SIM card number is 8970102412887334455. He runs "
      "a wine shop called La Cave du Léman. The application was lodged by Big Brother Watch. She speaks for the "
      "Chaos Computer Club.");
  ExpectFinds(f, {{"CODE", "MG-UF 412"},
                  {"CODE", "12CX-44128-K"},
                  {"CODE", "01/412887Q"},
                  {"CODE", "8970102412887334455"},
                  {"ORGANIZATION", "La Cave du Léman"},
                  {"ORGANIZATION", "Big Brother Watch"},
                  {"ORGANIZATION", "Chaos Computer Club"}});
  ExpectNoType(f, "PERSON");
}

// Addresses as the Balkans and the Caucasus write them: the street's kind in
// small letters after its name, Albania's quarter, building, staircase and
// flat, Serbia's flat and number; a number borne with its letters; a body's
// number with "and" in its name; a register's letters before a number.
TEST(DetectorTest, BalkanAddressesAndNumbersBorneOrRegistered) {
  const auto f = DetectIn(
      "His office was located at 9th microdistrict, Samad Vurgun street 38, apt. 41. He lives in Durrës, at Rruga "
      "Aleksandër Goga, Lagjja 11, Pallati 27/1, Shkalla 2, Ap. 9. The company has its seat at ul. Braќa Ginoski "
      "br. 61. He lives in Niš at Vizantijski bulevar 14, stan 22. His identity card bore the number AZE 11829034. "
      "His pension number with the Republic Pension and Disability Insurance Fund is 1-07-4471-08. He was the "
      "director of Alpenblick Treuhand Anstalt, registered in the Commercial Register under FL-0002.118.447-3. He "
      "lives in Baku, Nasimi district, Azadlig avenue 118, apt. 27. He supported the \"Sasna Tsrer\" group.");
  ExpectFinds(f, {{"LOCATION", "Samad Vurgun street 38, apt. 41"},
                  {"LOCATION", "Azadlig avenue 118, apt. 27"},
                  {"ORGANIZATION", "Sasna Tsrer"},
                  {"LOCATION", "Rruga Aleksandër Goga, Lagjja 11, Pallati 27/1, Shkalla 2, Ap. 9"},
                  {"LOCATION", "ul. Braќa Ginoski br. 61"},
                  {"LOCATION", "Vizantijski bulevar 14, stan 22"},
                  {"CODE", "AZE 11829034"},
                  {"CODE", "1-07-4471-08"},
                  {"ORGANIZATION", "Alpenblick Treuhand Anstalt"},
                  {"CODE", "FL-0002.118.447-3"}});
}

// A first name before an abstract noun, or a make before its model's letter,
// is no one; a plate after a make and model, or after "registered", is found
// whole.
TEST(DetectorTest, LawsAndCarsThatLookLikeNames) {
  const auto f = DetectIn(
      "The house was let under the Reletting of Urban Property (Regulation) Ordinance. His taxi, a Mercedes E 220 "
      "registered HKH 4417, was impounded. Her car, a grey Škoda Octavia PG BN 447, had been scratched.");
  ExpectFinds(f, {{"VEHICLE", "Mercedes E 220"}, {"CODE", "HKH 4417"}, {"CODE", "PG BN 447"}});
  ExpectNoType(f, "PERSON");
}

// What British, Irish and Continental files name: a firm of two partners, a
// care home, a custody record, a register's letters before a file number, a
// married name, a guest house in quotes, a Swiss hospital named kind first,
// streets kind first in small letters, a Greek social security number.
TEST(DetectorTest, FirmsCareHomesFilesMarriedNamesAndSmallLetterStreets) {
  const auto f = DetectIn(
      "His solicitor was of Madden & Finucane. She worked at Beechwood Lodge Care Home in Croydon. His custody "
      "record number was MU/14/0331. His claim to the Board (ref. RIRB/2004/1188) was settled. The application "
      "was lodged by Mme Nadia Belkacem, épouse Moreau, in 2015. She runs the guest house \"Pension Seeblick\". "
      "He was a patient at the Spital Thun in May. He lives in Catania, via Plebiscito 412. She lives in Girona, "
      "carrer de la Força 23, 2n 1a. His AMKA is 12096504417. The data were stored under the entry number "
      "GS-SN-2016-04471.");
  ExpectFinds(f, {{"ORGANIZATION", "Madden & Finucane"},
                  {"ORGANIZATION", "Beechwood Lodge Care Home"},
                  {"CODE", "MU/14/0331"},
                  {"CODE", "RIRB/2004/1188"},
                  {"PERSON", "Moreau"},
                  {"ORGANIZATION", "Pension Seeblick"},
                  {"ORGANIZATION", "Spital Thun"},
                  {"LOCATION", "via Plebiscito 412"},
                  {"LOCATION", "carrer de la Força 23, 2n 1a"},
                  {"CODE", "12096504417"},
                  {"CODE", "GS-SN-2016-04471"}});
}

// Eastern Europe's addresses run on through a Russian building and a
// Hungarian floor; Romania's boulevards by their abbreviation; numbered
// maternity homes, pharmacies, a battalion named after a grand duke, a party
// named for its aim, a bishop named by his see; Hungary's file numbers.
TEST(DetectorTest, EasternAddressesUnitsPartiesAndBishops) {
  const auto f = DetectIn(
      "She lives at Kupchinskaya ulitsa 17, korpus 2, kv. 118. He lives in Constanţa, bd. Tomis nr. 212, bl. T4, "
      "sc. A, et. 3, ap. 14. He lives in Debrecen, Piac utca 41, 2. em. 6. She gave birth in Rodilny Dom no. 17 in "
      "1986. She runs the Şifa Pharmacy. He served in the Grand Duke Algirdas Battalion. He is a member of the "
      "party For Human Rights in a United Latvia. Metropolitan Kyrillos of the Georgian Orthodox Church was "
      "there. The court convicted him (case no. 16.B.412/2015). The Ministry asked the Metropolitan Bishop of "
      "Thessaloniki.");
  ExpectFinds(f, {{"LOCATION", "Kupchinskaya ulitsa 17, korpus 2, kv. 118"},
                  {"LOCATION", "bd. Tomis nr. 212, bl. T4, sc. A, et. 3, ap. 14"},
                  {"LOCATION", "Piac utca 41, 2. em. 6"},
                  {"ORGANIZATION", "Rodilny Dom no. 17"},
                  {"ORGANIZATION", "Şifa Pharmacy"},
                  {"ORGANIZATION", "Grand Duke Algirdas Battalion"},
                  {"ORGANIZATION", "For Human Rights in a United Latvia"},
                  {"PERSON", "Kyrillos"},
                  {"ORGANIZATION", "Georgian Orthodox Church"},
                  {"CODE", "16.B.412/2015"}});
  ExpectNoneContains(f, {"Bishop"}, "PERSON");
}

// A short domain with its path, a login, an alias in quotes, an Italian lane,
// a Russian street kinded after in small letters, a Greek village named "New",
// a Welsh school, a scar's place; a name after "the" names a body ("The Royal
// Welsh").
TEST(DetectorTest, ShortDomainsLoginsLanesVillagesAndRegiments) {
  const auto f = DetectIn(
      "He ran the group (vk.com/lgbtkazan). He worked on Pushkina ulitsa. His account login was timur_kzn95. He "
      "spoke at a tribute to José Miguel Beñaran Ordeñana, alias \"Argala\". He lives in Naples, vico Lammatari 14. "
      "He picked strawberries in Nea Manolada. He served with the 1st Battalion, The Royal Welsh. She works at "
      "Ysgol Gymraeg Aberystwyth. He has a scar on his chin.");
  ExpectFinds(f, {{"URL", "vk.com/lgbtkazan"},
                  {"LOCATION", "Pushkina ulitsa"},
                  {"CODE", "timur_kzn95"},
                  {"PERSON", "Argala"},
                  {"LOCATION", "vico Lammatari 14"},
                  {"LOCATION", "Nea Manolada"},
                  {"ORGANIZATION", "Royal Welsh"},
                  {"ORGANIZATION", "Ysgol Gymraeg Aberystwyth"},
                  {"MEDICAL_CONDITION", "his chin"}});
  ExpectNoneContains(f, {"Royal", "Manolada"}, "PERSON");
}

// Spain's two forenames and two surnames, a Dutch firm with its particle, a
// Spanish care home, a British plate in brackets, Iceland's streets, a
// daughter's number after her mother's, a French flat.
TEST(DetectorTest, LongSpanishNamesDutchFirmsPlatesAndRelativesNumbers) {
  const auto f = DetectIn(
      "The application was lodged by Ms María del Carmen Fernández de la Vega Ruiz. His lawyer was of Van der "
      "Heijden & Bakker Advocaten in Utrecht. She fell in the nursing home Residencia San Juan de Dios. They "
      "stopped his van, a white Ford Transit (SV16 KXP). She lives in Akureyri, Hafnarstræti 97. Her ID number "
      "(kennitala) is 120674-4119 and her daughter's 030702-2217. He lives in Saint-Denis, 21 rue Gabriel Péri, "
      "appartement 43.");
  ExpectFinds(f, {{"PERSON", "María del Carmen Fernández de la Vega Ruiz"},
                  {"ORGANIZATION", "Van der Heijden & Bakker Advocaten"},
                  {"ORGANIZATION", "Residencia San Juan de Dios"},
                  {"CODE", "SV16 KXP"},
                  {"LOCATION", "Hafnarstræti 97"},
                  {"CODE", "030702-2217"},
                  {"LOCATION", "21 rue Gabriel Péri, appartement 43"}});
  ExpectNoneContains(f, {"Heijden", "Dios"}, "PERSON");
}

// Two first names joined by a hyphen are a first name when no list holds the
// pair ("Pierre-Yves" had left the applicant's forename in plain text).
TEST(DetectorTest, HyphenatedFirstNamesNoListHolds) {
  const auto f = DetectIn("The application was lodged by M. Pierre-Yves Le Goff on 4 October 1996.");
  ExpectFinds(f, {{"PERSON", "Pierre-Yves Le Goff"}});
}

// What money and small States' files name: a wallet's address, a trade
// register's number after its town, a police officer's collar number, a
// company named kind first with its particles, Malta's postcode, Andorra's
// avenues in small letters; nouns joined by "&" are no firm.
TEST(DetectorTest, WalletsRegistersCollarNumbersAndSmallStates) {
  const auto f = DetectIn(
      "The police seized his bitcoin wallet with the address 1BoatSLRHtKNngkdXEeobR76b53LETtpyT. The company is "
      "registered as RCS Luxembourg B 184.412. He is a police constable (PC 412). The casino is operated by the "
      "Société des Bains de Mer. He lives in Birkirkara, 41, Triq il-Wied, BKR 4122. She lives in "
      "Escaldes-Engordany, avinguda Carlemany 50, 3r 2a. Officers of HM Revenue & Customs seized the cigarettes. He "
      "also paid to 0x52908400098527886E0F7030069857D2E4169EE7 on the 3rd of May.");
  ExpectFinds(f, {{"CODE", "1BoatSLRHtKNngkdXEeobR76b53LETtpyT"},
                  {"CODE", "0x52908400098527886E0F7030069857D2E4169EE7"},
                  {"CODE", "B 184.412"},
                  {"CODE", "PC 412"},
                  {"ORGANIZATION", "Société des Bains de Mer"},
                  {"LOCATION", "41, Triq il-Wied, BKR 4122"},
                  {"LOCATION", "avinguda Carlemany 50, 3r 2a"}});
  ExpectNoneContains(f, {"Revenue", "Customs"});
  ExpectNoneContains(f, {"3rd"}, "CODE");
}

// An office or a rank before a name is not the name's: "Public Prosecutor"
// and "Commissioner" had been read as part of the person, "Lieutenant-Colonel"
// after "officer," as a person.
TEST(DetectorTest, OfficesAndRanksBeforeNamesAreNotTheirs) {
  const auto f = DetectIn(
      "Chief Public Prosecutor İrfan Fidan signed the decision. The head of the inspectorate, Commissioner Andrei "
      "Munteanu, refused. Her interview with a former FSB officer, Lieutenant-Colonel (retired) A. Sh., was "
      "published.");
  ExpectFinds(f, {{"PERSON", "İrfan Fidan"}, {"PERSON", "Andrei Munteanu"}});
  ExpectNoneContains(f, {"Prosecutor", "Commissioner", "Lieutenant"}, "PERSON");
}

// A street named without its kind after its town takes its number; a street
// named after someone in one word takes the name's first word; Sweden's flat;
// Slovakia's file and a court's register in brackets. A town after a street
// keeps its lettered postcode.
TEST(DetectorTest, StreetsAfterTheirTownAndBracketedFiles) {
  const auto f = DetectIn(
      "He lives in Bratislava-Petržalka, Romanova 33. He lives in Split, Put Brodarice 14. He lives in Kiruna, "
      "Hjalmar Lundbohmsvägen 31. She lives in Uppsala, Kungsgatan 41, lgh 1102. The court dismissed his action "
      "(case no. 12C/118/2011). The Labour Court ordered her reinstatement (Pd 412/2013). He lives at Rīgas iela "
      "48-17, Daugavpils, LV-5401.");
  ExpectFinds(f, {{"LOCATION", "Romanova 33"},
                  {"LOCATION", "Put Brodarice 14"},
                  {"LOCATION", "Hjalmar Lundbohmsvägen 31"},
                  {"LOCATION", "Kungsgatan 41, lgh 1102"},
                  {"CODE", "12C/118/2011"},
                  {"CODE", "Pd 412/2013"},
                  {"LOCATION", "Daugavpils, LV-5401"}});
}

// A body that is not the State's keeps the State that ends its name (the
// State's own courts do not); a union named after whom it unites; Poland's
// premises after the number.
TEST(DetectorTest, NonStateBodiesKeepTheirStateAndUnionsTheirMembers) {
  const auto f = DetectIn(
      "The application was lodged by the Human Rights Association of Turkey and by the Panhellenic Federation of "
      "Public Hospital Workers. He is a member of the Communist Party of Germany. The Supreme Court of the Russian "
      "Federation dismissed the appeal. The foundation has its seat in Warsaw, ul. Orzechowska 4 lok. 4.");
  ExpectFinds(f, {{"ORGANIZATION", "Human Rights Association of Turkey"},
                  {"ORGANIZATION", "Panhellenic Federation of Public Hospital Workers"},
                  {"ORGANIZATION", "Communist Party of Germany"},
                  {"LOCATION", "ul. Orzechowska 4 lok. 4"}});
  ExpectNoneContains(f, {"Supreme Court of the Russian Federation"});
}

// What medical files name: a stroke's signs, a haemorrhage by its place, a
// scar above the eye; hospitals and schools named kind first with two
// particles, in Italian, or with hyphens in Dutch; a body's number after its
// acronym in brackets.
TEST(DetectorTest, StrokesScarsAndClinicsNamedKindFirst) {
  const auto f = DetectIn(
      "She was admitted with a subarachnoid haemorrhage and has since suffered from aphasia and right-sided "
      "hemiparesis. He has a scar above his right eyebrow. She is treated at the Hôpital de la Conception. She "
      "underwent treatment at the Casa di Cura Triolo Zancla. The Sint-Guido-Instituut refused to enrol him. His "
      "file number with the Federal Office for Migration and Refugees (BAMF) is 6412887-273.");
  ExpectFinds(f, {{"MEDICAL_CONDITION", "subarachnoid haemorrhage"},
                  {"MEDICAL_CONDITION", "aphasia"},
                  {"MEDICAL_CONDITION", "right-sided hemiparesis"},
                  {"MEDICAL_CONDITION", "his right eyebrow"},
                  {"ORGANIZATION", "Hôpital de la Conception"},
                  {"ORGANIZATION", "Casa di Cura Triolo Zancla"},
                  {"ORGANIZATION", "Sint-Guido-Instituut"},
                  {"CODE", "6412887-273"}});
}

// A police station by its number, a police force's division, a charity's
// number, a street after its town, and a body's name that stops before the
// person after "and".
TEST(DetectorTest, NumberedStationsDivisionsCharitiesAndStreetsAfterTowns) {
  const auto f = DetectIn(
      "He was taken to the 78th police station of the Central District. He was arrested by gardaí from the Kerry "
      "Garda Division. It is a charity registered in England and Wales (charity no. 1040289). The party has its "
      "seat in Sarajevo, Mehmeda Spahe 12. The application was lodged by the association La Cimade and M. "
      "Jean-Claude Lefort. The meeting took place in Riga, March 12.");
  ExpectFinds(f, {{"ORGANIZATION", "78th police station"},
                  {"ORGANIZATION", "Kerry Garda Division"},
                  {"CODE", "1040289"},
                  {"LOCATION", "Mehmeda Spahe 12"},
                  {"ORGANIZATION", "La Cimade"}});
  ExpectNoneContains(f, {"Lefort", "March"}, "ORGANIZATION");
  ExpectNoneContains(f, {"March"}, "LOCATION");
}

// What a statement of facts says of someone: an origin with its people's
// branch, an ethnic noun, a tattoo by what it shows and where, a trade of
// pickers, polio.
TEST(DetectorTest, OriginsTattoosPickersAndPolio) {
  const auto f = DetectIn(
      "He is of Pontic Greek origin. The applicant is an ethnic Turk. The attacker had a swastika tattoo on his "
      "neck. She works as a waste picker. He has a limp following a childhood bout of polio.");
  ExpectFinds(f, {{"NRP", "Pontic Greek"},
                  {"NRP", "Turk"},
                  {"APPEARANCE", "swastika tattoo on his neck"},
                  {"OCCUPATION", "waste picker"},
                  {"MEDICAL_CONDITION", "polio"}});
}

// The law a judgment cites names no one: a federal law's number with its
// letters and its date, a minister's order and its number, an instruction of
// a ministry, the supreme court sitting as a whole.
TEST(DetectorTest, LawsOrdersAndInstructionsNameNoOne) {
  const auto f = DetectIn(
      "Under section 41 of the Police Act 2011 (Federal Law no. 3-FZ of 7 February 2011), an officer may use "
      "force. By Resolution no. 1 of 10 February 2009 the Plenary Supreme Court explained the law. The "
      "authorities relied on the Instruction of the Ministry of Justice of 14 October 2005 and on the Internal "
      "Regulations of Pre-trial Detention Centres (Order no. 189 of 14 October 2005).");
  ExpectNoneContains(f, {"2011", "Plenary", "Instruction", "189"});
}

// Whom a statement is according to, Europe's agencies and databases, and a
// Spanish office's name are no places.
TEST(DetectorTest, AgenciesDatabasesAndSourcesAreNoPlaces) {
  const auto f = DetectIn(
      "According to Frontex, the number of crossings had risen. His fingerprints were entered in Eurodac. The "
      "Spanish Ombudsman (Defensor del Pueblo) visited the border. He lives in Bilbao.");
  ExpectFinds(f, {{"LOCATION", "Bilbao"}});
  ExpectNoneContains(f, {"Frontex", "Eurodac", "Pueblo"});
}

// Names as the world writes them: Hungary's doctor in small letters before a
// surname-first name, Mauritania's "son of" and "daughter of", four words
// after a friend, a name someone was known by to the applicant, a Swedish
// school in one word.
TEST(DetectorTest, NamesAsTheWorldWritesThem) {
  const auto f = DetectIn(
      "The first applicant's brother, dr. Kovács Péter, is a notary. The application was lodged by Mme Fatimetou "
      "Mint Ahmed. The applicants' friend, Abu Bakr al-Siddiq Diallo, lodged a guarantee. He worked for a man known "
      "to him as \"Uncle Tuan\". Their son attends the Rinkebyskolan in Stockholm.");
  ExpectFinds(f, {{"PERSON", "Kovács Péter"},
                  {"PERSON", "Fatimetou Mint Ahmed"},
                  {"PERSON", "Abu Bakr al-Siddiq Diallo"},
                  // ("Uncle" is a title, as "Mr" is: the name after it.)
                  {"PERSON", "Tuan"},
                  {"ORGANIZATION", "Rinkebyskolan"}});
}

// What a Commission-era case from south-east Turkey names: a village's name
// in Kurdish, a village by its last syllable, a village guard by the names
// the lists know one of.
TEST(DetectorTest, VillagesInKurdishAndVillageGuards) {
  const auto f = DetectIn(
      "He lived in the village of Ormankaya (Kurdish: Hêşet) in the Hazro district. The soldiers left at about 4 "
      "p.m. in the direction of Kocaköy. The delegates heard gendarme Sergeant Recep Uysal and village guard Hamit "
      "Yılmaz.");
  ExpectFinds(f, {{"LOCATION", "Ormankaya"},
                  {"LOCATION", "Hêşet"},
                  {"LOCATION", "Kocaköy"},
                  {"PERSON", "Recep Uysal"},
                  {"PERSON", "Hamit Yılmaz"}});
}

// Nicknames listed "such as" are each a name; others joined to a sentence
// after a named man are not his job.
TEST(DetectorTest, NicknamesSuchAsAndOthersJoinedAfterAName) {
  const auto f = DetectIn(
      "They called one another by nicknames such as \"Kot\" and \"Ded\". The investigator questioned the head of "
      "the administration, Mr Malik Saydullayev, and officers of the 46th Special Brigade.");
  ExpectFinds(f, {{"PERSON", "Kot"}, {"PERSON", "Ded"}, {"PERSON", "Malik Saydullayev"}});
  ExpectNoType(f, "OCCUPATION");
}

// A form's number, a case's ID, a classroom assistant named after a person.
TEST(DetectorTest, FormsAndClassroomAssistants) {
  const auto f = DetectIn(
      "The officers recorded the search on form JSA/21/0412887. His mother, Bernadette McAllister, a classroom "
      "assistant at St Kevin's Primary School, witnessed it. The remains were matched under case ID PRI-412-887.");
  ExpectFinds(f, {{"CODE", "JSA/21/0412887"},
                  {"CODE", "PRI-412-887"},
                  {"PERSON", "Bernadette McAllister"},
                  {"OCCUPATION", "classroom assistant"},
                  {"ORGANIZATION", "St Kevin's Primary School"}});
}

// What a birth or a death in hospital names: its complications whole, and a
// German district's or Land's hospital named kind first; a school by its level.
TEST(DetectorTest, ComplicationsAndGermanHospitalsNamedKindFirst) {
  const auto f = DetectIn(
      "She gave birth to a stillborn daughter after a placental abruption. She had pre-eclampsia and gestational "
      "diabetes. He developed bacterial meningitis and died of multi-organ failure. He is detained in the "
      "Bezirkskrankenhaus Straubing. She complained to the headmaster of Sandvika upper secondary school.");
  ExpectFinds(f, {{"MEDICAL_CONDITION", "stillborn"},
                  {"ORGANIZATION", "Sandvika upper secondary school"},
                  {"MEDICAL_CONDITION", "placental abruption"},
                  {"MEDICAL_CONDITION", "pre-eclampsia"},
                  {"MEDICAL_CONDITION", "gestational diabetes"},
                  {"MEDICAL_CONDITION", "bacterial meningitis"},
                  {"MEDICAL_CONDITION", "multi-organ failure"},
                  {"ORGANIZATION", "Bezirkskrankenhaus Straubing"}});
}

// Someone named after the one they work for ("The applicant's tractor
// driver, Mykola Hnatiuk,"); a make of cars a town is named after is a car.
TEST(DetectorTest, EmployeesNamedAndMakesNamedLikeTowns) {
  const auto f = DetectIn(
      "The applicant's tractor driver, Mykola Hnatiuk, was beaten. Officers stopped his Toyota Prius, plate number "
      "FF-412-GG.");
  ExpectFinds(f, {{"PERSON", "Mykola Hnatiuk"}, {"VEHICLE", "Toyota Prius"}, {"CODE", "FF-412-GG"}});
  ExpectNoType(f, "LOCATION");
}

// Belgium's box after the number runs on to the postcode and town (whose
// postcode had been a year), a Belgian court's roll, a Swiss migration
// register's number.
TEST(DetectorTest, BelgianBoxesRollsAndSwissRegisters) {
  const auto f = DetectIn(
      "She lives in Antwerp, Lange Kievitstraat 112 bus 3, 2018 Antwerpen. The Labour Court dismissed her appeal "
      "(A.R. 16/4127/A). His ZEMIS number is 4128.8731.2.");
  ExpectFinds(f, {{"LOCATION", "Lange Kievitstraat 112 bus 3, 2018 Antwerpen"},
                  {"CODE", "16/4127/A"},
                  {"CODE", "4128.8731.2"}});
  ExpectNoType(f, "DATE_TIME");
}

// Companies by their legal forms of several letters ("S.L.U.", "GmbH & Co.
// KG", a bank's "plc"), a campaign "Against" its cause, a Spanish court's file ("autos").
TEST(DetectorTest, LegalFormsCampaignsAndSpanishFiles) {
  const auto f = DetectIn(
      "He was transferred to a subcontractor, Servicios Auxiliares del Henares S.L.U., in 2016. Her employer's "
      "parent company, Dirk Rossmann GmbH & Co. KG, installed cameras. He disclosed information to the Campaign "
      "Against Arms Trade (CAAT). The Social Court dismissed his claim (autos 412/2017). He held an account with "
      "Barclays Bank plc.");
  ExpectFinds(f, {{"ORGANIZATION", "Henares S.L.U."},
                  {"ORGANIZATION", "Barclays Bank plc"},
                  {"ORGANIZATION", "Dirk Rossmann GmbH & Co. KG"},
                  {"ORGANIZATION", "Campaign Against Arms Trade"},
                  {"CODE", "412/2017"}});
}


// Turkey's numbered courts with their town and number, a Turkish address with
// a numbered street and the flat's door, a hospital named after a doctor.
TEST(DetectorTest, TurkishNumberedCourtsAndAddresses) {
  const auto f = DetectIn(
      "She was a judge at the Ankara 14th Administrative Court. The Batman 2nd Magistrate's Court ordered his "
      "detention. He lives in Izmir, at Atatürk Mah. 1203/4 Sok. No: 17 D: 6, Bornova. His wife was a nurse at the "
      "Bakırköy Dr. Sadi Konuk Training and Research Hospital. He taught at the Bornova Anadolu Lisesi. His "
      "identity number (T.C. Kimlik No) is 31847204562. The Justice of the Peace of the 3rd Court District fined him.");
  ExpectFinds(f, {{"ORGANIZATION", "Ankara 14th Administrative Court"},
                  {"ORGANIZATION", "Batman 2nd Magistrate's Court"},
                  {"LOCATION", "Atatürk Mah. 1203/4 Sok. No: 17 D: 6"},
                  {"ORGANIZATION", "Sadi Konuk Training and Research Hospital"},
                  {"ORGANIZATION", "Bornova Anadolu Lisesi"},
                  {"CODE", "31847204562"}});
  ExpectNoType(f, "PERSON");
  ExpectNoneContains(f, {"Peace of"}, "ORGANIZATION");
}

// Streets in Italy, Ukraine, Romania, Serbia, Azerbaijan, Northern Ireland,
// Scotland, Spain and the Netherlands, each with its units and postcode.
TEST(DetectorTest, StreetsWithTheirUnitsAcrossEurope) {
  const auto f = DetectIn(
      "His family lived at via dei Mille 12, scala B, interno 7, 90139 Palermo. She lived at vul. Artema 141, kv. "
      "12. She lives at ul. 25 Oktyabrya 104, kv. 18. The office is at Str. Fabrica de Glucoză nr. 12, sector 2. He "
      "lives at Bulevar oslobođenja 41. Its office at Azadlig prospekti 41. She lives at 41 Creggan Heights. He "
      "lives in Glasgow at 41/3 Maryhill Road. She lived at calle Major 12, 1º 2ª. She lives at Zwart Janstraat "
      "41-B, 3035 AL Rotterdam. He worked in the mine at Stari Trg until 2000.");
  ExpectFinds(f, {{"LOCATION", "via dei Mille 12, scala B, interno 7, 90139 Palermo"},
                  {"LOCATION", "vul. Artema 141, kv. 12"},
                  {"LOCATION", "ul. 25 Oktyabrya 104, kv. 18"},
                  {"LOCATION", "Str. Fabrica de Glucoză nr. 12, sector 2"},
                  {"LOCATION", "Bulevar oslobođenja 41"},
                  {"LOCATION", "Azadlig prospekti 41"},
                  {"LOCATION", "41 Creggan Heights"},
                  {"LOCATION", "41/3 Maryhill Road"},
                  {"LOCATION", "calle Major 12, 1º 2ª"},
                  {"LOCATION", "Zwart Janstraat 41-B, 3035 AL Rotterdam"}});
  ExpectNoneContains(f, {"until"});
}

// Institutions named kind first in Spanish, Portuguese, Polish and Dutch, or
// kind last in Hungarian; a fund; a partner with his title is a person; a
// relative after "of"; a Welsh address is no list of names.
TEST(DetectorTest, InstitutionsKindFirstAndPeopleBesideThem) {
  const auto f = DetectIn(
      "The Juzgado de Primera Instancia no. 41 de Madrid ordered her eviction. He was stationed at the Comandancia "
      "de Cádiz. He was registered at the Centro de Estancia Temporal de Inmigrantes (CETI) in Melilla. The "
      "Croatian Health Insurance Fund refused. The child went to the Basisschool De Regenboog. She attended the "
      "Gyöngyöspatai Nekcsei Demeter Általános Iskola. His partner in the company, Mr Michele Matarrese, died. She "
      "is the mother of Levan Kiknadze, who died in prison. He lives at Fferm Tŷ Gwyn, Llanbedr Pont Steffan, "
      "Ceredigion SA48 7PB. He was born in the Aran Islands. A report by Freedom from Torture found burns.");
  ExpectFinds(f, {{"ORGANIZATION", "Juzgado de Primera Instancia"},
                  {"ORGANIZATION", "Comandancia de Cádiz"},
                  {"ORGANIZATION", "Centro de Estancia Temporal de Inmigrantes"},
                  {"ORGANIZATION", "Croatian Health Insurance Fund"},
                  {"ORGANIZATION", "Basisschool De Regenboog"},
                  {"ORGANIZATION", "Gyöngyöspatai Nekcsei Demeter Általános Iskola"},
                  {"PERSON", "Michele Matarrese"},
                  {"PERSON", "Levan Kiknadze"},
                  {"LOCATION", "SA48 7PB"},
                  {"LOCATION", "Aran Islands"}});
  ExpectNoneContains(f, {"Steffan", "Torture", "Iskola"}, "PERSON");
  ExpectNoneContains(f, {"Torture"});
}

// Case and file numbers with a register's letters and a hyphen, Spain's
// proceedings, a number a decision bore, a numbered NGO's record, an office's
// reference, a herd's number, an account's name, a key's fingerprint.
TEST(DetectorTest, FileNumbersAccountNamesAndFingerprints) {
  const auto f = DetectIn(
      "His personal numerical code (CNP) is 1790412410871. The court dismissed his appeal (E-4127/2017). Her "
      "eviction (P-412/99). His decision bore the number A12/2011/4127. He was identified under number "
      "FTDA-62-4127. It refused to release her file (ref. AAI/T/41278). The court refused (diligencias previas "
      "412/2011). His pension number with the Social Security Institution (SGK) 47-1188203-08. His herd number is "
      "UK 701412. He created a Yahoo Messenger account, bogdan.stanciu.termo, to answer clients. His PGP key "
      "fingerprint was 4127 88C0 1D3F 2A91 4B7E 0C55 9E12 6F01 77A4 3D28. He called her from a Nokia E72 with "
      "the number 599 11 22 33.");
  ExpectFinds(f, {{"CODE", "1790412410871"},
                  {"CODE", "E-4127/2017"},
                  {"CODE", "P-412/99"},
                  {"CODE", "A12/2011/4127"},
                  {"CODE", "FTDA-62-4127"},
                  {"CODE", "AAI/T/41278"},
                  {"CODE", "412/2011"},
                  {"CODE", "47-1188203-08"},
                  {"CODE", "UK 701412"},
                  {"CODE", "bogdan.stanciu.termo"},
                  {"CODE", "4127 88C0 1D3F 2A91 4B7E 0C55 9E12 6F01 77A4 3D28"},
                  {"PHONE_NUMBER", "599 11 22 33"}});
  ExpectNoType(f, "DATE_TIME");
}


// A body named once with evidence is that body where the first-name gazetteer
// reads a person in it; bodies in a list stay apart; Hungarian schools,
// writers' associations and congresses; Spain's courts by their field.
TEST(DetectorTest, BodiesNamedAgainListedAndByTheirField) {
  const auto f = DetectIn(
      "They were sympathisers of the Golden Dawn party. Golden Dawn leaflets were found in the flat. It was lodged by "
      "Big Brother Watch, Open Rights Group and English PEN. He was a teacher at the Szent István Gimnázium. She "
      "spoke at the Democratic Society Congress (DTK). The Juzgado de lo Penal no. 2 de Bilbao convicted him.");
  ExpectFinds(f, {{"ORGANIZATION", "Golden Dawn"},
                  {"ORGANIZATION", "Open Rights Group"},
                  {"ORGANIZATION", "English PEN"},
                  {"ORGANIZATION", "Szent István Gimnázium"},
                  {"ORGANIZATION", "Democratic Society Congress"},
                  {"ORGANIZATION", "Juzgado de lo Penal"}});
  ExpectNoType(f, "PERSON");
  ExpectNoneContains(f, {"Group and"});
}

// Someone known only by a name a town also bears; a house by its name; a
// Polish mobile in threes; identifiers said to be registered or listed in
// the plural; addresses with an Azerbaijani flat, a Spanish door, a French
// town's joined words, a Russian avenue's prefix and a Turkish avenue first.
TEST(DetectorTest, PeopleByTheirKnownNameHousesAndNumbersInThrees) {
  const auto f = DetectIn(
      "She sent pills to a woman known as Anna, who lived in Piaseczno. Anna's husband reported this. The applicants "
      "own a house known as \"Ta' Ġanni\" in Żebbuġ. Her telephone number was 512 412 887. His Garda registered "
      "number is 41278K. Their identity card numbers are 412887M and 41279M. He lives at Nizami küçəsi 41, mənzil "
      "12. She lives at Avenida del Puerto 141, puerta 12, 46023 Valencia. He lives at 41, rue de l'Alzette, L-4011 "
      "Esch-sur-Alzette. He lives at pr. Imama Shamilya 41, kv. 8. The police searched his home at Moda Cad. Şair "
      "Nefi Sok. No: 14/7. His ByLock user name was \"murat.aksoy1970\". They came in two vehicles (registration "
      "numbers Е 412 КМ 05 and others). She paid 412 887 412 euros.");
  ExpectFinds(f, {{"PERSON", "Anna"},
                  {"LOCATION", "Ta' Ġanni"},
                  {"PHONE_NUMBER", "512 412 887"},
                  {"CODE", "41278K"},
                  {"CODE", "412887M"},
                  {"CODE", "41279M"},
                  {"LOCATION", "Nizami küçəsi 41, mənzil 12"},
                  {"LOCATION", "Avenida del Puerto 141, puerta 12, 46023 Valencia"},
                  {"LOCATION", "41, rue de l'Alzette, L-4011 Esch-sur-Alzette"},
                  {"LOCATION", "pr. Imama Shamilya 41, kv. 8"},
                  {"LOCATION", "Moda Cad. Şair Nefi Sok. No: 14/7"},
                  {"CODE", "murat.aksoy1970"},
                  {"CODE", "Е 412 КМ 05"}});
  ExpectNoneContains(f, {"Anna"}, "LOCATION");
  ExpectNoneContains(f, {"412 887 412"}, "PHONE_NUMBER");
}


// A town's transport company is a body, not a woman named after the town; how
// long someone was held, with the place between and the months after the
// years; a faith by its followers' name; a Macedonian company's form.
TEST(DetectorTest, TransportCompaniesStaysAndFaiths) {
  const auto f = DetectIn(
      "He was stopped on the Sofia ring road. He lost his job with Sofia Public Transport. They were held in the "
      "transit zone for 17 weeks. He was held in pre-trial detention for two years and eleven months in Moscow. He "
      "is a practising Baptist. She is a practising Old Believer. He was a driver for the company Ramko Transport "
      "DOOEL in Štip.");
  ExpectFinds(f, {{"ORGANIZATION", "Sofia Public Transport"},
                  {"DATE_TIME", "17 weeks"},
                  {"DATE_TIME", "two years and eleven months"},
                  {"NRP", "Baptist"},
                  {"NRP", "Old Believer"},
                  {"ORGANIZATION", "Ramko Transport DOOEL"}});
  ExpectNoType(f, "PERSON");
}


// Another case cited with its number, paragraphs and date in brackets after
// it names no one here; nor do a Council of Europe document's symbol and an
// opinion's number. The applicant's own case and his provider stay found.
TEST(DetectorTest, BracketedCitationsAndDocumentSymbolsNameNoOne) {
  const auto f = DetectIn(
      "The case originated in an application (no. 52011/18) lodged by Mr Steven Douglas Grant. His provider, BT "
      "Group plc, kept his data. The Court observes that, in Big Brother Watch and Others v. the United Kingdom "
      "([GC], nos. 58170/13 and 2 others, 25 May 2021), it examined the regime. The Committee of Ministers adopted "
      "Recommendation CM/Rec(2016)4. The Venice Commission, in its Opinion no. 892/2017 (CDL-AD(2017)031), "
      "criticised the Act.");
  ExpectFinds(f, {{"CODE", "52011/18"}, {"PERSON", "Steven Douglas Grant"}, {"ORGANIZATION", "BT Group plc"}});
  ExpectNoneContains(f, {"Big Brother", "58170/13", "2021", "2016", "2017"});
}


// A sentence's length right after "sentenced to"; a Dutch street with its
// particle after "on the", not a home named after its street "in the".
TEST(DetectorTest, SentencesAfterSentencedToAndDutchStreetsWithParticles) {
  const auto f = DetectIn(
      "He was convicted and sentenced to 18 months. He was sentenced to 30 months, of which 12 months unsuspended. "
      "He was driving on the Burgemeester de Vlugtlaan. He was placed in the Feuerbergstraße children's home.");
  ExpectFinds(f, {{"QUANTITY", "18 months"},
                  {"QUANTITY", "30 months"},
                  {"LOCATION", "Burgemeester de Vlugtlaan"},
                  {"ORGANIZATION", "Feuerbergstraße children's home"}});
}


// Where someone was born after the year is a place even where its first word
// is a first name; Hungarian avenues and Basque streets; an East German
// people's enterprise; the year inside a Norwegian decision's number.
TEST(DetectorTest, BirthplacesAfterTheYearAndStreetsInHungarianAndBasque) {
  const auto f = DetectIn(
      "A Vietnamese national born in 1972 in Hải Phòng came here. She lost in the Supreme Court (HR-2017-2428-A). "
      "They live in Szeged at Kossuth Lajos sugárút 41. They live in Errenteria at Biteri kalea 12. She was a worker "
      "at the VEB Textilkombinat Cottbus.");
  ExpectFinds(f, {{"LOCATION", "Hải Phòng"},
                  {"LOCATION", "Kossuth Lajos sugárút 41"},
                  {"LOCATION", "Biteri kalea 12"},
                  {"ORGANIZATION", "VEB Textilkombinat Cottbus"}});
  ExpectNoType(f, "PERSON");
  ExpectNoneContains(f, {"2017"});
}


// A job beside a named person that goes on with what they were known for; a
// people's noun for one person; a hospital named for what it treats.
TEST(DetectorTest, JobsBesideNamesPeoplesNounsAndHospitalsForWhatTheyTreat) {
  const auto f = DetectIn(
      "In 2014 her neighbour, Mr D.B., a former soldier known in the village for his temper, threatened her. Her "
      "late husband had been a Serb. He was seen at the Pazardzhik Multi-Profile Hospital for Active Treatment. He "
      "was sent to the Hospital for treatment.");
  ExpectFinds(f, {{"PERSON", "D.B."},
                  {"OCCUPATION", "former soldier"},
                  {"NRP", "Serb"},
                  {"ORGANIZATION", "Pazardzhik Multi-Profile Hospital for Active Treatment"}});
  ExpectNoneContains(f, {"treatment"});
}


// Records a user holds beside court cases: a patient's name before the
// form's next field, a German street's abbreviated kind, a street's quarter
// that no first name takes, a name with its age in brackets, an age by its
// decade, a height in feet and inches, a name someone was called by, a
// British landline in a signature, gender identity, a reference with its year.
TEST(DetectorTest, RecordsFieldsStreetsAgesHeightsAndSignatures) {
  const auto f = DetectIn(
      "Patient: Margarethe Vogel-Brandt, DOB 03/11/1947\nShe lives alone at Pillenreuther Str. 41, 90459 "
      "Nürnberg. Officers attended 17 Moss Lane East following a call. The occupant, Kwame Asante-Boateng (32), "
      "a delivery driver, was hurt. The suspect, a white male in his 20s, 5'10\", left. His manager kept calling "
      "him 'Tommy the Pole' at the depot.\nHR Business Partner | 0161 496 0734\nThe client identifies as "
      "non-binary. Tenancy reference HE/KC/12/2019.");
  ExpectFinds(f, {{"PERSON", "Margarethe Vogel-Brandt"},
                  {"LOCATION", "Pillenreuther Str. 41, 90459 Nürnberg"},
                  {"LOCATION", "17 Moss Lane East"},
                  {"PERSON", "Kwame Asante-Boateng"},
                  {"AGE", "20s"},
                  {"QUANTITY", "5'10\""},
                  {"PERSON", "Tommy the Pole"},
                  {"PHONE_NUMBER", "0161 496 0734"},
                  {"SEXUAL_ORIENTATION", "non-binary"},
                  {"CODE", "HE/KC/12/2019"}});
  ExpectNoneContains(f, {"DOB", "Lane East"}, "PERSON");
}


// Records of banks, insurers, clinics and tax offices: a British company's
// number in brackets spells out no acronym (but a numbered remand centre's
// letters still name it), millions after an amount, a free-zone company, a
// plate after "reg.", an American address to its ZIP code, a form's job
// field, children's ages, Australian and Indian identifiers by their labels.
TEST(DetectorTest, RecordsOfBanksInsurersClinicsAndTaxOffices) {
  const auto f = DetectIn(
      "The subject received transfers from Baltic Horizon Trading LLP (UK company 11412887) and moved EUR 2.1m "
      "onward to an account held by Al Noor General Trading FZE. He was held in the Donetsk Pre-Trial Detention "
      "Centre (SIZO no. 5).\nVehicle: 2019 Toyota Corolla Hybrid, reg. RV19 KHT\nAddress: 1420 W Cermak Rd, Apt 3B, "
      "Chicago, IL 60608\nOccupation: home health aide. Two children (ages 6 and 9).\nTaxpayer: Liam "
      "O'Sullivan-Nguyen, TFN 412 887 041\nMedicare number 2412 88704 1\nEmployer: Brisbane Metro Plumbing Pty Ltd "
      "(ABN 41 127 883 041).\nPAN: ABCPR4127K   Aadhaar: 4127 8803 4127");
  ExpectFinds(f, {{"ORGANIZATION", "Baltic Horizon Trading LLP"},
                  {"CODE", "11412887"},
                  {"QUANTITY", "EUR 2.1m"},
                  {"ORGANIZATION", "Al Noor General Trading FZE"},
                  {"ORGANIZATION", "SIZO no. 5"},
                  {"CODE", "RV19 KHT"},
                  {"LOCATION", "1420 W Cermak Rd, Apt 3B, Chicago, IL 60608"},
                  {"OCCUPATION", "home health aide"},
                  {"AGE", "ages 6 and 9"},
                  {"CODE", "412 887 041"},
                  {"CODE", "2412 88704 1"},
                  {"CODE", "41 127 883 041"},
                  {"CODE", "ABCPR4127K"},
                  {"CODE", "4127 8803 4127"}});
  ExpectNoneContains(f, {"UK", "company 1"}, "ORGANIZATION");
}


// A Canadian address with its street's side, unit and postal code; a German
// customer number; a machine's timestamp and a geotag.
TEST(DetectorTest, CanadianAddressesCustomerNumbersTimestampsAndGeotags) {
  const auto f = DetectIn(
      "Address: 88 Dundas St W, Unit 1204, Toronto, ON M5G 1C3\nKein Warmwasser! Kundennummer 4127-8803-12.\n— posted "
      "2024-01-14T08:22:41Z from iPhone, geotag 50.9512,6.9187");
  ExpectFinds(f, {{"LOCATION", "88 Dundas St W, Unit 1204, Toronto, ON M5G 1C3"},
                  {"CODE", "4127-8803-12"},
                  {"DATE_TIME", "2024-01-14T08:22:41Z"},
                  {"LOCATION", "50.9512,6.9187"}});
}


// A land register's title, entry and property numbers, a Spanish registry's
// folio and volume, a registry named for the Crown (a public one alone is
// generic), a Croatian administrative file's class, which is no acronym.
TEST(DetectorTest, LandRegistersTitlesFoliosAndAdministrativeClasses) {
  const auto f = DetectIn(
      "It was entered in the land register under title no. 1278, entry no. 412. He bought a villa recorded at folio "
      "412 of volume 1278, book 41, property no. 8803. It is registered at HM Land Registry under title number "
      "NK412887. The house is listed in the Public Registry. The Office registered the case under no. "
      "UP/I-942-01/97-01/412.");
  ExpectFinds(f, {{"CODE", "1278"},
                  {"CODE", "412"},
                  {"CODE", "8803"},
                  {"ORGANIZATION", "HM Land Registry"},
                  {"CODE", "NK412887"},
                  {"CODE", "UP/I-942-01/97-01/412"}});
  ExpectNoneContains(f, {"Public Registry", "UP/I"}, "ORGANIZATION");
}


// A legion is a body; blindness in one eye is said whole; a party by its name.
TEST(DetectorTest, LegionsAndBlindnessInOneEye) {
  const auto f = DetectIn("He had served in the French Foreign Legion. He is a wheelchair user and blind in one eye.");
  ExpectFinds(f, {{"ORGANIZATION", "French Foreign Legion"}, {"MEDICAL_CONDITION", "blind in one eye"}});
  // ... and someone's party named between commas, its second word in small letters.
  ExpectFinds(DetectIn("Her party, Naša stranka, supported her claim."), {{"ORGANIZATION", "Naša stranka"}});
  // ... a council's hub, and Alzheimer's alone.
  ExpectFinds(DetectIn("Resident Mrs Doris Appleyard (room 14, Alzheimer's) fell. Referral to Cumbria Safeguarding Hub."),
              {{"MEDICAL_CONDITION", "Alzheimer's"}, {"ORGANIZATION", "Cumbria Safeguarding Hub"}});
}


// A child named by a word that is also an English verb, with the year of
// birth in a list of children, is that child wherever the text names them;
// a surname found once is masked before its possessive too.
TEST(DetectorTest, ChildrenNamedInListsAndSurnamesBeforeTheirPossessive) {
  const auto f = DetectIn(
      "She is the mother of three children: Deniz (born 2006), Leyla (born 2009) and Can (born 2013). Her former "
      "husband, Mr Murat Yılmaz, took Can to Turkey. She travelled to Kayseri, where Yılmaz's parents live. The "
      "court ordered Can's return.");
  const auto cans = std::count_if(f.begin(), f.end(), [](const Found& x) { return x.type == "PERSON" && x.text == "Can"; });
  EXPECT_EQ(cans, 3);
  const auto yilmaz = std::count_if(f.begin(), f.end(), [](const Found& x) { return x.type == "PERSON" && x.text == "Yılmaz"; });
  EXPECT_EQ(yilmaz, 1);
}


// A CV's street at a line's start and its profile's whole address, a Welsh
// road, a German street named "at" a place, an age beside a name and the job
// after it, an insurer's claim number, a French file and prosecutor's number,
// and dates written in French, German, Spanish and Italian.
TEST(DetectorTest, CvsReportsLettersAndSummonsesInTheirOwnLanguages) {
  const auto f = DetectIn(
      "Olena Petrenko\nHauptstraße 12a, 8010 Graz | linkedin.com/in/olena-petrenko-4127\nDefendant: Rhys Pritchard, "
      "of 7 Heol y Felin, Rhiwbina. Neuer Wohnsitz: Am Schlossberg 3, 83022 Rosenheim. Examined: Mr Tomás Ó Briain, "
      "52, farmer, of Dungarvan. He lives with Mrs Eirlys Pritchard (78), who has dementia. Medical report - claim "
      "88-412-3071. M. Ali, né le 3 mars 1988, est convoqué (affaire n° 24/00412, parquet n° 23.412.00887). "
      "Geboren am 12. Mai 1975. Nació el 4 de julio de 2019. Nato il 12 aprile 2024. He has advanced Parkinson's.");
  ExpectFinds(f, {{"LOCATION", "Hauptstraße 12a, 8010 Graz"},
                  {"URL", "linkedin.com/in/olena-petrenko-4127"},
                  {"LOCATION", "7 Heol y Felin, Rhiwbina"},
                  {"LOCATION", "Am Schlossberg 3, 83022 Rosenheim"},
                  {"AGE", "52"},
                  {"OCCUPATION", "farmer"},
                  {"AGE", "78"},
                  {"CODE", "88-412-3071"},
                  {"DATE_TIME", "3 mars 1988"},
                  {"CODE", "24/00412"},
                  {"CODE", "23.412.00887"},
                  {"DATE_TIME", "12. Mai 1975"},
                  {"DATE_TIME", "4 de julio de 2019"},
                  {"DATE_TIME", "12 aprile 2024"},
                  {"MEDICAL_CONDITION", "advanced Parkinson's"}});
}


// A retired officer's initials after the rank, the second transliterated; an
// investigator by Russia's rank "of Justice" and an initial, with or without
// the surname; a judge's title is still a title.
TEST(DetectorTest, RetiredOfficersAndRanksOfJustice) {
  const auto f = DetectIn(
      "A witness, Lieutenant-Colonel (retired) A. Sh., stated that he had seen him. The investigator, Senior "
      "Lieutenant of Justice K., questioned him. Investigator Major of Justice S.S. Gorelov refused. Mr Justice "
      "Holland sat.");
  ExpectFinds(f, {{"PERSON", "A. Sh."}, {"PERSON", "K."}, {"PERSON", "S.S. Gorelov"}, {"PERSON", "Holland"}});
}


// A witness statement's nickname and height in feet, a beard's colour, a
// Flemish school joined to its kind, a bank's account in its groups, a Dutch
// date with hyphens, a house number with "bis", a Dutch university.
TEST(DetectorTest, WitnessStatementsMinutesStatementsAndReferrals) {
  const auto f = DetectIn(
      "I saw a man I know as 'Gaz' punch a lad. Gaz is about 6ft, heavy build, ginger beard. Minutes - Parents' "
      "Council, Sint-Jozefschool Mechelen. Statement - account 12-4127-0088803-00 (ASB Bank). Betreft: dhr. Sander "
      "de Boer, geb. 14-04-1996, Biltstraat 41bis, 3572 AL Utrecht, student aan de Universiteit Utrecht.");
  ExpectFinds(f, {{"PERSON", "Gaz"},
                  {"QUANTITY", "6ft"},
                  {"APPEARANCE", "ginger beard"},
                  {"ORGANIZATION", "Sint-Jozefschool"},
                  {"CODE", "12-4127-0088803-00"},
                  {"DATE_TIME", "14-04-1996"},
                  {"LOCATION", "Biltstraat 41bis, 3572 AL Utrecht"},
                  {"ORGANIZATION", "Universiteit Utrecht"}});
  const auto gaz = std::count_if(f.begin(), f.end(), [](const Found& x) { return x.type == "PERSON" && x.text == "Gaz"; });
  EXPECT_EQ(gaz, 2);
}


// An Italian surname with its elided article; first names listed before the
// last of them share its surname.
TEST(DetectorTest, ElidedArticlesAndFirstNamesSharingASurname) {
  const auto f = DetectIn(
      "The witnesses were Mr Giovanni d'Alessandro and Ms Annelies van den Broek. The applicants are Zeynep, "
      "Hüseyin and Mehmet Kaya. She held an account at Banca Privada d'Andorra.");
  ExpectFinds(f, {{"PERSON", "Giovanni d'Alessandro"},
                  {"PERSON", "Annelies van den Broek"},
                  {"PERSON", "Zeynep"},
                  {"PERSON", "Hüseyin"},
                  {"PERSON", "Mehmet Kaya"},
                  {"ORGANIZATION", "Banca Privada d'Andorra"}});
}


// A ship by its operator's prefix, or after "The" and its kind at a
// sentence's start, and its number with the maritime organisation; a place
// by what it is called.
TEST(DetectorTest, ShipsByPrefixAndAtASentencesStartAndTheirNumbers) {
  const auto f = DetectIn(
      "The container ship MSC Zoe lost 342 containers. The fishing vessel Sea Breeze (IMO 9412887) sank off "
      "Killybegs.");
  ExpectFinds(f, {{"VEHICLE", "MSC Zoe"}, {"VEHICLE", "Sea Breeze"}, {"CODE", "9412887"}});
  // ... and a place by what it is called.
  ExpectFinds(DetectIn("He was killed near the road, at a place called Mızrak Tepesi."), {{"LOCATION", "Mızrak Tepesi"}});
}


// Hospital records in Spanish and Portuguese: a clinical history number, a
// street's abbreviated kind, a health service user's number.
TEST(DetectorTest, SpanishAndPortugueseHospitalRecords) {
  const auto f = DetectIn(
      "Paciente: Dña. Rocío Fernández Ortega, NHC 4127880\nDomicilio: C/ Bravo Murillo 141, 4º B, 28020 Madrid.\n"
      "Utente: Sr. João Pedro Almeida Carvalho, n.º de utente 412887041.");
  ExpectFinds(f, {{"CODE", "4127880"},
                  {"LOCATION", "C/ Bravo Murillo 141, 4º B, 28020 Madrid"},
                  {"CODE", "412887041"}});
}


// A London collar number with its borough's letters before the officer's
// name, a post office box in an address, a reference after "ref:", a job
// title's field in small letters.
TEST(DetectorTest, CollarNumbersPostOfficeBoxesReferencesAndJobTitles) {
  const auto f = DetectIn(
      "Arrested by PC 1127HT Lawson for possession. Lowell Financial Ltd, PO Box 8803, Leeds LS1 4AP. Our ref: "
      "LFL/412887/03. Claimant: Ms Adaeze Nwosu; job title: staff nurse (Band 5).");
  ExpectFinds(f, {{"PERSON", "1127HT Lawson"},
                  {"LOCATION", "PO Box 8803, Leeds LS1 4AP"},
                  {"CODE", "LFL/412887/03"},
                  {"OCCUPATION", "staff nurse"}});
  ExpectNoneContains(f, {"Lawson"}, "LOCATION");
}


// A primary school named so, a network card's address, an English prisoner's
// number beside the prison's word, a record's heading that a town also bears.
TEST(DetectorTest, PrimarySchoolsMacAddressesAndPrisonNumbers) {
  const auto f = DetectIn(
      "Parole board summary\nPrisoner: Leon Cartwright, A4127BT, HMP Wakefield. Jakub is in Year 5 at Fender Primary. "
      "Host: LAPTOP-DV4127, MAC 3C:52:82:4A:12:7F.");
  ExpectFinds(f, {{"CODE", "A4127BT"},
                  {"ORGANIZATION", "Fender Primary"},
                  {"CODE", "3C:52:82:4A:12:7F"},
                  {"ORGANIZATION", "HMP Wakefield"}});
  ExpectNoneContains(f, {"Parole"});
}


// A contract's parties in capitals, an account abbreviated, a friend named
// after "my mate".
TEST(DetectorTest, ContractPartiesInCapitalsAccountsAndMates) {
  const auto f = DetectIn(
      "THIS AGREEMENT is made BETWEEN (1) NORTHWIND LOGISTICS LIMITED (company number 08412887) and (2) PRIYA RAMAN "
      "of 12 Beech Avenue, Sale M33 2LT. VIP list (e.g. Lady Amelia Fortescue-Hale, acct 0041278). My mate Sian got "
      "a formal warning.");
  ExpectFinds(f, {{"ORGANIZATION", "NORTHWIND LOGISTICS LIMITED"},
                  {"PERSON", "PRIYA RAMAN"},
                  {"CODE", "0041278"},
                  {"PERSON", "Sian"}});
  ExpectNoneContains(f, {"AGREEMENT", "BETWEEN"});
}


// France's bodies named kind first in small letters, with their place.
TEST(DetectorTest, FrenchBodiesInSmallLetters) {
  const auto f = DetectIn(
      "In 2015 the préfecture de Seine-et-Marne refused to renew the permit. The cour d'appel de Douai dismissed it. "
      "He was summoned before the tribunal judiciaire de Lyon.");
  ExpectFinds(f, {{"ORGANIZATION", "préfecture de Seine-et-Marne"},
                  {"ORGANIZATION", "cour d'appel de Douai"},
                  {"ORGANIZATION", "tribunal judiciaire de Lyon"}});
}


// Two first names in brackets after the family's name, wherever the text
// names them again; a possession's serial after the word alone.
TEST(DetectorTest, FirstNamesInBracketsAndSerials) {
  const auto f = DetectIn(
      "Claimant: M. et Mme Lefebvre (Antoine and Camille), contract no. HAB-412-887-03. Stolen: a MacBook Pro (serial "
      "C02X41278803) and jewellery inherited from Camille's grandmother. He was a serial offender.");
  ExpectFinds(f, {{"PERSON", "Antoine"}, {"PERSON", "Camille"}, {"CODE", "C02X41278803"}});
  const auto camille = std::count_if(f.begin(), f.end(), [](const Found& x) { return x.type == "PERSON" && x.text == "Camille"; });
  EXPECT_EQ(camille, 2);
  ExpectNoneContains(f, {"offender"});
}


// A clinician's relative in brackets with the age, even a name a town bears;
// a name someone answers to; a crime report's number.
TEST(DetectorTest, RelativesInBracketsWithTheirAgeNicknamesAndCrimeReports) {
  const auto f = DetectIn(
      "Son (Gary, 38) is a paramedic. Suspect 1: white, slim, answers to 'Deano'. Crime report 41/88031/24 - Avon "
      "and Somerset Constabulary.");
  ExpectFinds(f, {{"PERSON", "Gary"}, {"PERSON", "Deano"}, {"CODE", "41/88031/24"}});
  ExpectNoneContains(f, {"Gary"}, "LOCATION");
}


// A landlord's reference with one slash, a flat in a block on an estate, and
// a word in brackets that spells no acronym out ("ZM (Afghanistan)", "the GDR
// (Stasi)").
TEST(DetectorTest, TenancyReferencesEstatesAndOneWordBrackets) {
  const auto f = DetectIn(
      "Housing complaint, tenancy ref. CH/0412887\nFrom: Mr Emeka Obi, Flat 41, Kestrel House, Pelican Estate, London "
      "SE15 5NA\nAppellant: ZM (Afghanistan), anonymity order made. He had worked for the Ministry for State "
      "Security of the GDR (Stasi).");
  ExpectFinds(f, {{"CODE", "CH/0412887"},
                  {"LOCATION", "Flat 41, Kestrel House, Pelican Estate, London SE15 5NA"},
                  {"ORGANIZATION", "Ministry for State Security of the GDR"}});
  ExpectNoneContains(f, {"Afghanistan", "GDR (Stasi)"}, "ORGANIZATION");
}

// A death notice's family after "of" and the family word, and after "the late"; the place someone was "late of";
// a prisoner's number before his name, which is no word of it.
TEST(DetectorTest, DeathNoticesAndPrisonersNumbers) {
  const auto f = DetectIn(
      "Obituary. McLAUGHLIN, Patrick (Paddy), late of Ballymagorry, peacefully on 4 March 2024. Beloved husband of "
      "the late Rosaleen "
      "and dear father of Seamus, Bernadette and Fr. Eamon. Prisoner A4127BC Marcus Odukoya was visited.");
  ExpectFinds(f, {{"PERSON", "McLAUGHLIN, Patrick"},
                  {"PERSON", "Paddy"},
                  {"LOCATION", "Ballymagorry"},
                  {"PERSON", "Rosaleen"},
                  {"PERSON", "Seamus"},
                  {"PERSON", "Bernadette"},
                  {"PERSON", "Eamon"},
                  {"CODE", "A4127BC"},
                  {"PERSON", "Marcus Odukoya"}});
  ExpectNoneContains(f, {"A4127BC"}, "PERSON");
}


// A form's field for a person after a sentence's end, with the surname first in capitals and a particle, and in
// the languages of the records; a field for a firm only at a line's start.
TEST(DetectorTest, FieldsForPeopleAfterASentence) {
  const auto f = DetectIn(
      "Immigration detention review. Detainee: Tesfay Gebremedhin, Eritrean. Laboratory report. Patient: "
      "KOWALCZYK, Agnieszka. Proces-verbaal. Verdachte: Mohamed el Idrissi, geboren 03-09-2000. Выписка. Пациент: "
      "Иванов Сергей Петрович, 12.04.1961. Claim form. Respondent: Greenfield Logistics (Midlands) Ltd.");
  ExpectFinds(f, {{"PERSON", "Tesfay Gebremedhin"},
                  {"PERSON", "KOWALCZYK, Agnieszka"},
                  {"PERSON", "Mohamed el Idrissi"},
                  {"PERSON", "Иванов Сергей Петрович"}});
  ExpectNoneContains(f, {"Eritrean", "Greenfield"}, "PERSON");
}


// Identifiers after the labels of records: a doctor's registration, a pet's microchip, a meter's number, a loyalty
// card's, an asset tag, a frequent flyer's, a letter's own reference, a driver's ID; a ticket's date in capitals.
TEST(DetectorTest, MoreLabelledIdentifiers) {
  const auto f = DetectIn(
      "Prescriber: Dr Helen Marsh, GMC 4127880. Microchip 826041000412788. MPAN 12 4127 8803 412. Loyalty card "
      "number 6330 4127 8803 41. Kevin's laptop (asset tag OC-41278). Frequent flyer: BA 41278803. Our ref: "
      "41278803. His account (driver ID 41278) was fine. Flight BA 75 to Lagos, 14 DEC 2024.");
  ExpectFinds(f, {{"CODE", "4127880"},
                  {"CODE", "826041000412788"},
                  {"CODE", "12 4127 8803 412"},
                  {"CODE", "6330 4127 8803 41"},
                  {"CODE", "OC-41278"},
                  {"CODE", "BA 41278803"},
                  {"CODE", "41278803"},
                  {"CODE", "41278"},
                  {"DATE_TIME", "14 DEC 2024"}});
  ExpectNoType(f, "LOCATION");
}


// A police officer's initials after "Officer"; someone a witness named; a chat's speakers; a reviewer's user name.
TEST(DetectorTest, OfficersInitialsNamedPeopleAndChatSpeakers) {
  const auto f = DetectIn(
      "He was stopped by Officer J. D. and Officer P. K. in Bratislavská Street. Patient: female, named by "
      "neighbour as Morag Kinnear. [21:03] Jess: so where r u from? [21:04] Dmitri: Novosibirsk. App review, 2 "
      "stars, by \"marco_b_87\": the route was weird.");
  ExpectFinds(f, {{"PERSON", "J. D."},
                  {"PERSON", "P. K."},
                  {"PERSON", "Morag Kinnear"},
                  {"PERSON", "Jess"},
                  {"PERSON", "Dmitri"},
                  {"PERSON", "marco_b_87"}});
}


// Bodies named kind first in Spain, Portugal, Wales, Sweden and Hungary, or ending in their kind; a college with its
// town; a town that is a body's word begins that body's name.
TEST(DetectorTest, BodiesNamedKindFirstOrLast) {
  const auto f = DetectIn(
      "The Tribunal Supremo quashed it. He was a member of the Sindicato dos Estivadores. She is a nurse at Ysbyty "
      "Gwynedd. Dose 2 at Vårdcentralen Kungsholmen. Kezelőorvos: dr. Szabó Gábor, Szent János Kórház. Detained "
      "at Brook House IRC. He left St Malachy's College at 16 and studied at University College Cork. He works at "
      "Ocado Technology. He was placed in the Pompestichting in Nijmegen. She runs a guest house called Tigh Fitz. "
      "He was detained in the Ljubija iron ore mine.");
  ExpectFinds(f, {{"ORGANIZATION", "Tribunal Supremo"},
                  {"ORGANIZATION", "Sindicato dos Estivadores"},
                  {"ORGANIZATION", "Ysbyty Gwynedd"},
                  {"ORGANIZATION", "Vårdcentralen Kungsholmen"},
                  {"ORGANIZATION", "Szent János Kórház"},
                  {"ORGANIZATION", "Brook House IRC"},
                  {"ORGANIZATION", "St Malachy's College"},
                  {"ORGANIZATION", "University College Cork"},
                  {"ORGANIZATION", "Ocado Technology"},
                  {"ORGANIZATION", "Pompestichting"},
                  {"ORGANIZATION", "Tigh Fitz"},
                  {"ORGANIZATION", "Ljubija iron ore mine"}});
  ExpectNoneContains(f, {"Kórház", "IRC"}, "PERSON");
  ExpectNoneContains(f, {"University"}, "LOCATION");
}


// "An" inside a place's name, a place someone lives on, a village between commas; "Marks" beginning a sentence.
TEST(DetectorTest, PlacesWithAnOnIslandsAndVillagesNamedBetweenCommas) {
  const auto f = DetectIn(
      "He was born in 1979 in Nghệ An province. She lives on Inis Mór, one of the Aran Islands. In 1993 her village, "
      "Kelekçi, was burned. Marks of bruising were found on his arms. He relied on Article 3.");
  ExpectFinds(f, {{"LOCATION", "Nghệ An province"}, {"LOCATION", "Inis Mór"}, {"LOCATION", "Kelekçi"}});
  ExpectNoneContains(f, {"Marks", "Article"});
}


// Conditions and dates as the records a user holds write them in their own languages.
TEST(DetectorTest, ConditionsAndDatesInOtherLanguages) {
  const auto f = DetectIn(
      "Ingreso por neumonía; hemiparesia derecha y afasia. Diagnosen: Herzinsuffizienz, Vorhofflimmern. Admise pour "
      "embolie pulmonaire. Diagnose: schizofrenie. Rozpoznanie: udar niedokrwienny mózgu. Opgenomen op 2 februari "
      "2024; w dniu 3 marca 2024 r.; de 2 a 9 de março de 2024; truet henne 3. mars 2024.");
  ExpectFinds(f, {{"MEDICAL_CONDITION", "neumonía"},
                  {"MEDICAL_CONDITION", "hemiparesia derecha"},
                  {"MEDICAL_CONDITION", "afasia"},
                  {"MEDICAL_CONDITION", "Herzinsuffizienz"},
                  {"MEDICAL_CONDITION", "Vorhofflimmern"},
                  {"MEDICAL_CONDITION", "embolie pulmonaire"},
                  {"MEDICAL_CONDITION", "schizofrenie"},
                  {"MEDICAL_CONDITION", "udar niedokrwienny mózgu"},
                  {"DATE_TIME", "2 februari 2024"},
                  {"DATE_TIME", "3 marca 2024"},
                  {"DATE_TIME", "9 de março de 2024"},
                  {"DATE_TIME", "3. mars 2024"}});
}

// A surname after a rank's two initials; a nurse by her title, not her post; a street's view; a pub's arms; a team
// after "to" is no place.
TEST(DetectorTest, RanksInitialsNursesViewsAndArms) {
  const auto f = DetectIn(
      "The prison governor, Colonel N. Sh. Petrenko, refused. 14:00 fall in lounge, reported to Nurse Adaeze Okoro. "
      "The Nurse Manager agreed.\nAddress: 27 Pendle View, Burnley BB10 2QW\nI saw him outside the Windsor Arms.\n"
      "Referral to Community Mental Health Team");
  ExpectFinds(f, {{"PERSON", "N. Sh. Petrenko"},
                  {"PERSON", "Adaeze Okoro"},
                  {"LOCATION", "27 Pendle View, Burnley BB10 2QW"},
                  {"ORGANIZATION", "Windsor Arms"}});
  ExpectNoneContains(f, {"Manager", "Community", "Nurse"});
}


// A message's sender at a line's start and its signature after a closing; a Ukrainian record's patient.
TEST(DetectorTest, SendersSignaturesAndUkrainianPatients) {
  const auto f = DetectIn(
      "Mum: are you coming on Sunday?\nKayleigh: cant, working till 6\nDiagnosis: fine\nPlease send the refund. "
      "Thanks, Becky\nМедична довідка. Пацієнт: Шевченко Олена Іванівна, 1985 р.н.");
  ExpectFinds(f, {{"PERSON", "Kayleigh"}, {"PERSON", "Becky"}, {"PERSON", "Шевченко Олена Іванівна"}});
  ExpectNoneContains(f, {"Diagnosis", "Mum"});
}

// A family's word for its kin before a name; a chat export's dated speaker; a statement's "whom I now know to be"; a
// quoted name after a word for a person; a pupil and a carer on duty after a sentence's end.
TEST(DetectorTest, KinWordsChatDatesStatementsAndQuotedNames) {
  const auto f = DetectIn(
      "Disclosed to class teacher that \"Uncle Dean\" hits him. [09/04/2024, 21:14] Tamsin: is Grandad Ron still in "
      "Airedale? At 01:30 I found a male, whom I now know to be Gethin Morgans, lying in the road. He had posed as a "
      "businessman called \"Sergiu\". Staff member \"Bethan\" refused a refund. School report. Pupil: Aarav Chaudhry, "
      "Class 5B. No injury. Carer on duty: Blessing Mutasa. A film called \"Heat\" was shown.");
  ExpectFinds(f, {{"PERSON", "Dean"},
                  {"PERSON", "Tamsin"},
                  {"PERSON", "Ron"},
                  {"PERSON", "Gethin Morgans"},
                  {"PERSON", "Sergiu"},
                  {"PERSON", "Bethan"},
                  {"PERSON", "Aarav Chaudhry"},
                  {"PERSON", "Blessing Mutasa"}});
  ExpectNoneContains(f, {"Uncle", "Grandad", "Heat"});
}

// Identifiers after labels a record gives alone: a loyalty card's, a door supervisor's licence, a pharmacist's
// registration, a share code, a parking notice, Denmark's "CPR-nr.", Sweden's twelve digits, a plate after a colon,
// an account's masked number.
TEST(DetectorTest, LicencesShareCodesAndNordicNumbers) {
  const auto f = DetectIn(
      "Customer: Mr Piotr Zalewski, loyalty card 6332 4127 8800 1234. Door supervisor (SIA licence 1012 4127 8801 "
      "2233). Witnessed by pharmacist (GPhC 2041278). Right to work: share code W7K 4T2 8PQ. Parking charge notice PCN "
      "41278830. Vehicle registration: SK21 WHP. Patient: Mette Kristensen, CPR-nr. 070761-4127. Karin Lundgren, "
      "personnummer 19790412-4127. Statement of account: Account ****4127.");
  ExpectFinds(f, {{"CODE", "6332 4127 8800 1234"},
                  {"CODE", "4127"},
                  {"CODE", "1012 4127 8801 2233"},
                  {"CODE", "2041278"},
                  {"CODE", "W7K 4T2 8PQ"},
                  {"CODE", "41278830"},
                  {"CODE", "SK21 WHP"},
                  {"CODE", "070761-4127"},
                  {"CODE", "19790412-4127"}});
}

// A public company's name before "plc" whatever its words; a town's hall; the town a body's name ends with; squares
// and roads named as Central Europe and the Netherlands name them; no person for a body's letters after a post.
TEST(DetectorTest, CompaniesTownHallsAndForeignStreets) {
  const auto f = DetectIn(
      "Write to Santander UK plc, Bootle. He paid an official of the Bălți Town Hall. He was treated at the University "
      "Medical Centre Maribor for six weeks. A farm on the Kleilânsweg near Stiens. A post planned at the market on "
      "Náměstí Svobody.\nProsecutor: CPS Yorkshire and Humberside.");
  ExpectFinds(f, {{"ORGANIZATION", "Santander UK plc"},
                  {"ORGANIZATION", "Bălți Town Hall"},
                  {"ORGANIZATION", "University Medical Centre Maribor"},
                  {"LOCATION", "Kleilânsweg"},
                  {"LOCATION", "Náměstí Svobody"}});
  ExpectNoneContains(f, {"CPS", "for six"});
}

// A clinic's and a record's conditions in English, German, Dutch, Danish, Spanish and Polish; a French time; a Danish
// phone in pairs; a Nordic hospital in one word with its town; a possessive a body's name goes on after is no place.
TEST(DetectorTest, ClinicWordsFrenchTimesNordicPhonesAndHospitals) {
  const auto f = DetectIn(
      "A two-year history of intermittent dysphagia. Reports low mood since the birth. Diagnose: Schlaganfall. "
      "Klachten: hoofdpijn. Indlagt med lungebetændelse. Antecedentes: hipotiroidismo. Rozpoznanie: cukrzyca typu 2. "
      "Le 3 mars 2024 à 14h20, les pompiers sont intervenus. Pårørende: datter, tlf. 20 41 27 88. Indlagt på Odense "
      "Universitetshospital. Referred to Children's Social Care, Wakefield.");
  ExpectFinds(f, {{"MEDICAL_CONDITION", "dysphagia"},
                  {"MEDICAL_CONDITION", "low mood"},
                  {"MEDICAL_CONDITION", "Schlaganfall"},
                  {"MEDICAL_CONDITION", "hoofdpijn"},
                  {"MEDICAL_CONDITION", "lungebetændelse"},
                  {"MEDICAL_CONDITION", "hipotiroidismo"},
                  {"MEDICAL_CONDITION", "cukrzyca typu 2"},
                  {"DATE_TIME", "14h20"},
                  {"PHONE_NUMBER", "20 41 27 88"},
                  {"ORGANIZATION", "Odense Universitetshospital"},
                  {"LOCATION", "Wakefield"}});
  ExpectNoneContains(f, {"Children"});
}

// A record's address after its label in any country's shape; Australian and Canadian postcodes; a health card; children
// with their ages; a statement that opens with the person; a letter a judgment calls a parent; a business estate.
TEST(DetectorTest, LabelledAddressesPostcodesAndChildrensAges) {
  const auto f = DetectIn(
      "Aadhaar: 4127 8803 1247. Address: Flat 302, Sai Krupa Apartments, 14th Cross, Malleshwaram, Bengaluru 560003. "
      "Mobile: none.\nCentrelink letter. Dear Ms Tran, your rate is lower. Her flat is at 17/42 Beaconsfield Parade, St "
      "Kilda VIC 3182.\nOntario Health Card: 4127-880-312-AB. Patient: Mr Gurpreet Singh Dhillon, 8 Rosebud Crescent, "
      "Brampton ON L6T 4X2.\nHome visit to Ms Bowen and her children Mason (7) and Lily-Mae (4) at home.\nKhasan "
      "Dudayev was interviewed at Croydon. The Government was represented by its Agent.\nThe mother, who I shall call "
      "M, is 29. A company registered at Unit 7, Trafford Park Industrial Estate, Manchester.");
  ExpectFinds(f, {{"LOCATION", "Flat 302, Sai Krupa Apartments, 14th Cross, Malleshwaram, Bengaluru 560003"},
                  {"LOCATION", "17/42 Beaconsfield Parade, St Kilda VIC 3182"},
                  {"CODE", "4127-880-312-AB"},
                  {"LOCATION", "L6T 4X2"},
                  {"PERSON", "Mason"},
                  {"PERSON", "Lily-Mae"},
                  {"PERSON", "Khasan Dudayev"},
                  {"PERSON", "M"},
                  {"LOCATION", "Trafford Park Industrial Estate"}});
  ExpectNoneContains(f, {"Government", "none"});
}

// A death notice's heading after its colon and a mum's children; a hospice; "Plc" capitalised; what a family calls
// its own is no place; a member after a heading's colon.
TEST(DetectorTest, NoticesHospicesAndFamilyWords) {
  const auto f = DetectIn(
      "Obituary: LAWSON, Eileen Margaret (née Pickering). Passed away at St Luke's Hospice, Sheffield. Much loved mum "
      "of Susan and Andrew.\nInvoices were backdated to Northgate Plc in March.\nNote from Dad: please excuse her.\n"
      "Gym membership: Member: Kofi Mensah-Bonsu. Diagnosis: critical limb ischaemia.");
  ExpectFinds(f, {{"PERSON", "LAWSON, Eileen Margaret"},
                  {"ORGANIZATION", "St Luke's Hospice"},
                  {"PERSON", "Susan"},
                  {"PERSON", "Andrew"},
                  {"ORGANIZATION", "Northgate Plc"},
                  {"PERSON", "Kofi Mensah-Bonsu"},
                  {"MEDICAL_CONDITION", "critical limb ischaemia"}});
  ExpectNoneContains(f, {"Dad"});
}

// Records in Portuguese, Czech, Greek, Russian, Ukrainian and Polish: their addresses past abbreviations' full stops,
// their numbers' labels in their own letters, a doctor's field; a receipt's server, a statement's payee in capitals,
// a patient's name and age in brackets, a letter's reference, a Polish plate.
TEST(DetectorTest, RecordsInTheirOwnLettersReceiptsAndStatements) {
  const auto f = DetectIn(
      "Paciente: Sr. João Batista Ferreira, CPF 412.788.301-27. Endereço: Rua das Acácias, 147, apto 32, Campinas - "
      "SP.\nPacient: Jan Novotný, r. č. 650412/4127.\nΑσθενής: Γεώργιος Παπαδόπουλος, ΑΜΚΑ 12047512345, Διεύθυνση: "
      "Οδός Ερμού 14, Αθήνα 10563.\nПациент: Иванов Сергей Петрович, полис ОМС 7741 2788 3012 4127. Адрес: г. Москва, "
      "ул. Профсоюзная, д. 41, кв. 127. Лікар: Шевчук Андрій Іванович.\nServed by Jade. 05 MAY TRANSFER FROM K "
      "WISNIEWSKA £200.00.\n01:10 Patient (Jordan, 17) brought in. Case notes, ref HO 4127880/2. Pojazd: Volkswagen "
      "Passat, nr rej. SK 4127P. Kierowca, prawo jazdy nr 04127/12/1465.");
  ExpectFinds(f, {{"CODE", "412.788.301-27"},
                  {"LOCATION", "Rua das Acácias, 147, apto 32, Campinas - SP"},
                  {"CODE", "650412/4127"},
                  {"CODE", "12047512345"},
                  {"LOCATION", "Οδός Ερμού 14, Αθήνα 10563"},
                  {"CODE", "7741 2788 3012 4127"},
                  {"LOCATION", "г. Москва, ул. Профсоюзная, д. 41, кв. 127"},
                  {"PERSON", "Шевчук Андрій Іванович"},
                  {"PERSON", "Jade"},
                  {"PERSON", "K WISNIEWSKA"},
                  {"PERSON", "Jordan"},
                  {"CODE", "HO 4127880/2"},
                  {"CODE", "SK 4127P"},
                  {"CODE", "04127/12/1465"}});
  ExpectNoneContains(f, {"TRANSFER", "FROM"});
}

// Copenhagen's district after its town is the address's, not an initial; a Baltic street by its kind in small letters.
TEST(DetectorTest, CopenhagenDistrictsAndBalticStreets) {
  const auto f = DetectIn(
      "Adresse: Nørrebrogade 14, 2200 København N. Den 3. maj kom hun hjem. He was stopped in a car on Kuršu iela in "
      "Liepāja and lived on Hálkova street\nin Prague.");
  ExpectFinds(f, {{"LOCATION", "Nørrebrogade 14, 2200 København N"},
                  {"LOCATION", "Kuršu iela"},
                  {"LOCATION", "Hálkova street"}});
  ExpectNoType(f, "PERSON");
}

// A letter's signature after its closing beside the firm "& Co"; a street named like a person is the street; a record
// in capitals; words a message begins with are no towns, though listed after a comma they are; a vet's letters.
TEST(DetectorTest, SignaturesStreetsCapitalsAndWordsThatAreTowns) {
  const auto f = DetectIn(
      "Yours faithfully, Harjit Sandhu, Sandhu & Co Solicitors.\nI live at 3 Cherry Tree Walk, Leamington Spa.\n"
      "PATIENT: GARCIA, MARIA L. DOB: 03/14/1962. Admitted for NSTEMI.\n\"Nice! whereabouts do you live?\" Reading "
      "the letter, she wept. The Royal United Hospital, Bath, admitted him. Vaccinated by Sarah Okoye MRCVS.\n"
      "Address: 1412 Maple Grove Dr, Dayton, OH 45414. Morada: Rua da Prata 141, 3.º Dto., 1100-415 Lisboa.");
  ExpectFinds(f, {{"PERSON", "Harjit Sandhu"},
                  {"ORGANIZATION", "Sandhu & Co Solicitors"},
                  {"LOCATION", "3 Cherry Tree Walk, Leamington Spa"},
                  {"PERSON", "GARCIA, MARIA L."},
                  {"MEDICAL_CONDITION", "NSTEMI"},
                  {"LOCATION", "Bath"},
                  {"PERSON", "Sarah Okoye"},
                  {"LOCATION", "1412 Maple Grove Dr, Dayton, OH 45414"},
                  {"LOCATION", "Rua da Prata 141, 3.º Dto., 1100-415 Lisboa"}});
  ExpectNoneContains(f, {"Nice", "Reading", "DOB", "MRCVS"});
}

// A committee by its name; a street after an elided article; a person's alias after a body's letters in brackets
// is no place.
TEST(DetectorTest, CommitteesElidedStreetsAndAliasesAfterBodies) {
  const auto f = DetectIn(
      "He was represented by Ms Elena Ryabinina of the Civic Assistance Committee in Moscow. He was placed under house "
      "arrest in his flat on the Rue de l'Épeule. An officer of the district department of the interior (ROVD) known "
      "as \"Tolstyy\" ordered him to get dressed.");
  ExpectFinds(f, {{"ORGANIZATION", "Civic Assistance Committee"},
                  {"LOCATION", "Rue de l'Épeule"},
                  {"PERSON", "Tolstyy"}});
  ExpectNoneContains(f, {"Tolstyy"}, "LOCATION");
}

// Police officers by forename and initial after the word, two of them joined by "and"; a European Case Law
// Identifier; a letter alone after a title stays the Court's withheld name.
TEST(DetectorTest, OfficersByForenameAndInitialAndCaseLawIdentifiers) {
  const auto f = DetectIn(
      "He had been beaten by officers Giorgi M. and Levan Ts. in the Zugdidi police station. The Court of Appeal "
      "quashed the conviction (ECLI:NL:GHARL:2016:4127). The applicant, Mr K., is a Dutch national.");
  ExpectFinds(f, {{"PERSON", "Giorgi M."}, {"PERSON", "Levan Ts"}, {"CODE", "ECLI:NL:GHARL:2016:4127"}});
  ExpectNoneContains(f, {"K."}, "PERSON");
}

// A transcript's speaker by role and name in brackets, and the name again; a department someone works in is no place.
TEST(DetectorTest, TranscriptSpeakersAndDepartments) {
  const auto f = DetectIn(
      "Agent (Ewan): Hi, you're through to Ewan at Octopus Energy.\nThe reporter works in Accounts Payable at our "
      "Sheffield office.");
  ExpectFinds(f, {{"PERSON", "Ewan"}, {"LOCATION", "Sheffield"}});
  ExpectNoneContains(f, {"Ewan"}, "LOCATION");
  ExpectNoneContains(f, {"Accounts"});
}

// A town in brackets after a prison is its place, not its name in another language; a clan by its surname; an Irish
// police unit from "Garda", whose officer by forename stays a person; a Portuguese lane.
TEST(DetectorTest, BracketedTownsClansGardaUnitsAndLanes) {
  const auto f = DetectIn(
      "He is detained in Opera Prison (Milan). Mr Gennaro Russo was a member of the rival Di Lauro clan. Officers of "
      "the Garda National Drugs and Organised Crime Bureau searched it; Garda Niamh D'Arcy took notes. He owns land on "
      "the Caminho do Palheiro in São Gonçalo.");
  ExpectFinds(f, {{"ORGANIZATION", "Opera Prison"},
                  {"LOCATION", "Milan"},
                  {"PERSON", "Di Lauro"},
                  {"ORGANIZATION", "Garda National Drugs and Organised Crime Bureau"},
                  {"PERSON", "Niamh D'Arcy"},
                  {"LOCATION", "Caminho do Palheiro"}});
  ExpectNoneContains(f, {"Milan"}, "ORGANIZATION");
}

// A smaller British town's landline in its groups; a referrer after a sentence's end; a residence permit's number.
TEST(DetectorTest, SmallTownLandlinesReferrersAndResidencePermits) {
  const auto f = DetectIn(
      "Manager: Deborah Ince, 01922 721172 ext. 4127. Concern: pension taken. Referrer: Blessing Adeyemi, district "
      "nurse. Please bring your BRP (ZU4127883) on your first day. Section 01922 of the Act.");
  ExpectFinds(f, {{"PHONE_NUMBER", "01922 721172"}, {"PERSON", "Blessing Adeyemi"}, {"CODE", "ZU4127883"}});
  ExpectNoneContains(f, {"01922 of"});
}

// A republic's name with its "and" is not cut before it ("the Republic of Bosnia and Herzegovina" is a country, coarse).
TEST(DetectorTest, RepublicsWithAnd) {
  const auto f = DetectIn("He was a member of the Army of the Republic of Bosnia and Herzegovina from 1992 to 1995.");
  ExpectNoneContains(f, {"Republic of Bosnia"});
  ExpectFinds(f, {{"DATE_TIME", "from 1992 to 1995"}});
}

// Two words no first-name list knows, the second with a surname's ending of Central and Eastern Europe (not after
// a rank, "Commissioner Stoyan Todorov", whose run the title rule keeps; nor a firm, "Poczta Polska").
TEST(DetectorTest, SurnameShapedNames) {
  const auto f = DetectIn(
      "Hi, please add 12 hrs overtime for Wiktoria Zielińska (emp no 44817). Ionuț Vasilescu met Lasha "
      "Kverenchkhiladze. A letter from Poczta Polska arrived.");
  ExpectFinds(f, {{"PERSON", "Wiktoria Zielińska"}, {"PERSON", "Ionuț Vasilescu"}, {"PERSON", "Lasha Kverenchkhiladze"}});
  ExpectNoneContains(f, {"Poczta"}, "PERSON");
  ExpectNoneContains(DetectIn("It was signed by Commissioner Stoyan Todorov."), {"Commissioner"});
}

// A party to a complaint after a sentence's end, as an HR record run into one line names them (a respondent, which a
// company often is, at a line's start only); a landline after "ring"; a police unit with "Law Enforcement" in it.
TEST(DetectorTest, ComplainantsRingAndLawEnforcementUnits) {
  const auto f = DetectIn(
      "Employee grievance. Complainant: Priya Venkataraman (Senior Analyst, Risk). Respondent: Greenfield Logistics "
      "(Midlands) Ltd. Please ring us back on 01632 960 447. Officers of the Limassol Drug Law Enforcement Unit "
      "stopped him.");
  ExpectFinds(f, {{"PERSON", "Priya Venkataraman"},
                  {"PHONE_NUMBER", "01632 960 447"},
                  {"ORGANIZATION", "Limassol Drug Law Enforcement Unit"}});
  ExpectNoneContains(f, {"Greenfield"}, "PERSON");
}

// Addresses: a saint's street with its possessive, a street by the water, a flat in a named building without a house
// number, a town with a hyphenated particle; an airline booking's passenger; Italy's "Sig.ra" is no one.
TEST(DetectorTest, PossessiveStreetsBuildingsAndPassengers) {
  const auto f = DetectIn(
      "I visited her at home (Flat 2, 19 St Mary's Terrace, Galway). Lives at 3 Canal Side, Burnley. A man banged on "
      "the door of flat 9, Kestrel House, Wolverton Road. Loss at 4 Abbey Road, Barrow-in-Furness. Seat 14C "
      "GALLAGHER/SEAMUS MR.\nPaziente: Sig.ra Giulia Bernardi, nata il 22/11/1980.");
  ExpectFinds(f, {{"LOCATION", "Flat 2, 19 St Mary's Terrace, Galway"},
                  {"LOCATION", "3 Canal Side, Burnley"},
                  {"LOCATION", "flat 9, Kestrel House, Wolverton Road"},
                  {"LOCATION", "4 Abbey Road, Barrow-in-Furness"},
                  {"PERSON", "GALLAGHER/SEAMUS"},
                  {"PERSON", "Giulia Bernardi"}});
  ExpectNoneContains(f, {"Sig"}, "PERSON");
  ExpectNoneContains(f, {"Canal"}, "PERSON");
}

// Whom news comes from, when the word is a first name and no place; a caller saying who they are and where from;
// references: a claim's by its year and serial, a probation case's, an employee's, Lithuania's personal code; a
// Hungarian or Lithuanian patient's field; a consultancy; the State's border service is a generic body.
TEST(DetectorTest, NewsFromCallersAndCaseReferences) {
  const auto f = DetectIn(
      "Has anyone heard from Callum? Hi, it's Noreen from the surgery. Insurance claim CLM-2024-118872. Service "
      "user: Lewis Hargreaves (CRN X714532). Overtime for Anna Nowak (emp no 44817). Investigating officer: Janet "
      "Lumb (external, Lumb HR Consulting). Officers of the State Border Service seized it. Well, it's May here.\n"
      "Páciens: Kovács Béla, TAJ 123 456 789.\nPacientas: Vytautas Petrauskas, a. k. 36205141234.");
  ExpectFinds(f, {{"PERSON", "Callum"},
                  {"PERSON", "Noreen"},
                  {"CODE", "CLM-2024-118872"},
                  {"CODE", "X714532"},
                  {"CODE", "44817"},
                  {"ORGANIZATION", "Lumb HR Consulting"},
                  {"PERSON", "Kovács Béla"},
                  {"CODE", "36205141234"}});
  ExpectNoneContains(f, {"Callum"}, "LOCATION");
  ExpectNoneContains(f, {"Border", "May"});
}

// A message's sign-off with kisses after it; a relative in brackets after the family word, even a name a town bears;
// a community support officer by number; a nickname in quotes; a list with a note in brackets after an item, and a
// pair after a form's label; a court's decision that goes on after its year is no claim's reference.
TEST(DetectorTest, KissesBracketedRelativesAndListsOfPeople) {
  const auto f = DetectIn(
      "I'm on lates all week. Love, Gemma x\nCollected by: son (Martin). Report from PCSO 7731 Henshaw: two youths, "
      "one known locally as \"Tiny\". Present: Jean Whitlock (chair), Derek Mayhew, Sunita Bhatt. Witnesses: Hollie "
      "Crabtree, Oyelaran Adebayo. She lost in the Supreme Court (HR-2017-2428-A).");
  ExpectFinds(f, {{"PERSON", "Gemma"},
                  {"PERSON", "Martin"},
                  {"PERSON", "7731 Henshaw"},
                  {"PERSON", "Tiny"},
                  {"PERSON", "Sunita Bhatt"},
                  {"PERSON", "Oyelaran Adebayo"}});
  ExpectNoneContains(f, {"Martin"}, "LOCATION");
  ExpectNoneContains(f, {"2017", "chair"});
}

// A post a first name begins is no one; an area code in brackets after a name is no age; India's "No." before a
// house's number in a labelled address; whom someone talks to; a leaver's field; a rank before a witness's name is
// no part of it; a company's legal form after a comma; an organisation at a text's start.
TEST(DetectorTest, PostsAreaCodesAndCommaLegalForms) {
  const auto f = DetectIn(
      "Telefónica, S.A. fined him. We offer you the role of Junior Data Scientist at Quantexa Ltd. Family notified: "
      "son Kevin Jenkins (402) 555-0187. Father's name: K. Subramanian. Address: No. 14, 2nd Main Road, Jayanagar "
      "4th Block, Bengaluru 560011. PAN: ABCPS1234K. I also talked to Niamh in the Hub. Exit interview. Leaver: Ffion "
      "Roberts (Staff No. 88214). Witnesses: PC Laura Ainsley, Dr Omar Farouk. He sued his employer, Estaleiros "
      "Navais, S.A., in 2011.");
  ExpectFinds(f, {{"ORGANIZATION", "Telefónica, S.A."},
                  {"PHONE_NUMBER", "(402) 555-0187"},
                  {"LOCATION", "No. 14, 2nd Main Road, Jayanagar 4th Block, Bengaluru 560011"},
                  {"PERSON", "Niamh"},
                  {"PERSON", "Ffion Roberts"},
                  {"PERSON", "Laura Ainsley"},
                  {"ORGANIZATION", "Estaleiros Navais, S.A."}});
  ExpectNoneContains(f, {"Junior", "PC "}, "PERSON");
  ExpectNoType(f, "AGE");
}

// A deposition's "Q." and "A." before a question's first word are no initials; "my" after "it's" is no Swedish
// first name; Australia's senior constable is a rank; a police case's number after "Case No."; firms named for their
// trade.
TEST(DetectorTest, TranscriptsRanksAndPoliceCaseNumbers) {
  const auto f = DetectIn(
      "Q. Please state your name for the record. A. Brandon Michael Kowalski. Q. Who was your supervisor at Midwest "
      "Freight? Caller: yes, it's my husband, Kevin, he's 58. Informant: Snr Const. Leah Papadopoulos. Case No. CAS "
      "412/11/2024, Khayelitsha. She owes £610 to Octopus Energy.");
  ExpectFinds(f, {{"PERSON", "Brandon Michael Kowalski"},
                  {"ORGANIZATION", "Midwest Freight"},
                  {"PERSON", "Kevin"},
                  {"PERSON", "Leah Papadopoulos"},
                  {"CODE", "CAS 412/11/2024"},
                  {"ORGANIZATION", "Octopus Energy"}});
  ExpectNoneContains(f, {"Q.", "husband", "Snr"}, "PERSON");
}

// Children listed with their ages after a form's label, the third too; a letter's greeting to one word, not to a
// reader by role; a practice signing as itself is no one; a police record's name fields in capitals; a
// confederation and a sports complex.
TEST(DetectorTest, ChildrenWithAgesGreetingsAndNameFields) {
  const auto f = DetectIn(
      "Children: Ayaan (8), Inaya (5), Zayn (2). Dear Sunita, thanks for coming in. Best wishes, The Grange Surgery. "
      "Dear Sir, I write. Surname: OKONKWO. He chaired the Podkrepa Labour Confederation near the Sumgayit Olympic "
      "Sports Complex.");
  ExpectFinds(f, {{"PERSON", "Ayaan"},
                  {"PERSON", "Inaya"},
                  {"PERSON", "Zayn"},
                  {"PERSON", "Sunita"},
                  {"PERSON", "OKONKWO"},
                  {"ORGANIZATION", "Grange Surgery"},
                  {"ORGANIZATION", "Podkrepa Labour Confederation"},
                  {"ORGANIZATION", "Sumgayit Olympic Sports Complex"}});
  ExpectNoneContains(f, {"Sir", "Grange"}, "PERSON");
}

// A file's number as a judgment says it was given; a plate in brackets after its label.
TEST(DetectorTest, FileNumbersGivenAndPlatesInBrackets) {
  const auto f = DetectIn(
      "The case file was given the number 56147. He drove a van with Bulgarian number plates (PB 4127 AK).");
  ExpectFinds(f, {{"CODE", "56147"}, {"CODE", "PB 4127 AK"}});
}

// A spreadsheet's quoted "Surname, Forename" cell, above the towns its words are; a defendant named between
// commas; "OKs" after a name is no part of it; "Wedding" opening a heading is no Berlin district.
TEST(DetectorTest, QuotedNameCellsDefendantsAndHeadings) {
  const auto f = DetectIn(
      "name,dob,postcode\n\"Hughes, Bethany\",12/03/1988,CF14 3RT\n\"Nakamura, Kenji\",30/11/1975,M20 2LL\nI have "
      "known the defendant, Owain Jenkins, since he was a boy. I can if Gareth OKs it.\nWedding RSVP: Table 6.");
  ExpectFinds(f, {{"PERSON", "Hughes, Bethany"}, {"PERSON", "Nakamura, Kenji"}, {"PERSON", "Owain Jenkins"}});
  ExpectNoneContains(f, {"Bethany", "Nakamura", "Wedding"}, "LOCATION");
  ExpectNoneContains(f, {"OKs"});
}

// Letters in the languages a user may hold: a reader's title in small letters ("mevrouw", "paní"), Poland's vocative
// "Panie", greetings, closings and kin words in Swedish and Dutch, Romance and Polish dates without their year, a
// French hour alone, a Czech mobile after "číslo".
TEST(DetectorTest, LettersInOtherLanguages) {
  const auto f = DetectIn(
      "Beste mevrouw De Vries, uw zoon Daan is ingeschreven. Szanowny Panie Kowalski, wizyta 5 grudnia. Hej Lars! "
      "Mamma säger att farbror Göran kommer. Kram, Elin\nDobrý den, paní Horáková, zavolejte na číslo 603 412 788. La "
      "visita è fissata per il 3 marzo. Présent de 20h à 23h.");
  ExpectFinds(f, {{"PERSON", "De Vries"},
                  {"PERSON", "Daan"},
                  {"PERSON", "Kowalski"},
                  {"DATE_TIME", "5 grudnia"},
                  {"PERSON", "Lars"},
                  {"PERSON", "Göran"},
                  {"PERSON", "Elin"},
                  {"PERSON", "Horáková"},
                  {"PHONE_NUMBER", "603 412 788"},
                  {"DATE_TIME", "3 marzo"},
                  {"DATE_TIME", "20h"},
                  {"DATE_TIME", "23h"}});
  ExpectNoneContains(f, {"mevrouw", "paní", "Panie"}, "PERSON");
}

// An Irish surname's particle in a field's name, and no acronym's item in a labelled pair; a row of cottages with its
// village and county; a builder's firm after an initial; a student's field after a sentence's end; a court order's
// case number after its colon.
TEST(DetectorTest, IrishParticlesCottagesAndCaseNumberFields) {
  const auto f = DetectIn(
      "Employee: Gráinne Ó Súilleabháin, Staff ID 204117, Porter. He lives alone at 2 Church View Cottages, Little "
      "Snoring, Norfolk NR21 0HX. A payment to \"J. Harrington Builders\" on 12/11. Student support plan. Student: "
      "Adebola Ogunleye (ID 22081734). Case No: BD24P00412.");
  ExpectFinds(f, {{"PERSON", "Gráinne Ó Súilleabháin"},
                  {"LOCATION", "2 Church View Cottages, Little Snoring, Norfolk NR21 0HX"},
                  {"ORGANIZATION", "J. Harrington Builders"},
                  {"PERSON", "Adebola Ogunleye"},
                  {"CODE", "BD24P00412"}});
  ExpectNoneContains(f, {"Staff", "Harrington"}, "PERSON");
}

// A table's columns headed as names or residences: a judgment's appendix in pipes, a spreadsheet's export; not a
// software table's one-word names, nor a file's name.
TEST(DetectorTest, TableColumnsHeadedAsNamesOrResidences) {
  const auto f = DetectIn(
      "No. | Application no. | Applicant's name | Year of birth | Place of residence\n"
      "1. | 41273/08 | Ilgar Mammadov | 1970 | Baku\n"
      "2. | 52719/09 | Anar Huseynov | 1983 | Sumgayit\n\n"
      "surname;forename;ward\nOKAFOR;Chidi;7B\n\n"
      "| Name | Version |\n| Abseil | 2024 |\n| Protobuf | 3 |\n\n"
      "File name,Size\nReport Final,12");
  ExpectFinds(f, {{"PERSON", "Ilgar Mammadov"},
                  {"PERSON", "Anar Huseynov"},
                  {"LOCATION", "Baku"},
                  {"LOCATION", "Sumgayit"},
                  {"PERSON", "OKAFOR"},
                  {"PERSON", "Chidi"}});
  ExpectNoneContains(f, {"Abseil", "Protobuf", "Report"});
}

// An American address with its state and ZIP code, a concourse too; a couple joined by an ampersand; a meeting's
// date after its weekday without the year.
TEST(DetectorTest, AmericanAddressesCouplesAndWeekdayDates) {
  const auto f = DetectIn(
      "Lives with partner Denise in Apt 3B, 1180 Grand Concourse, Bronx, NY 10456. Insured: Roberto & Maria Delgado, "
      "2250 W Thomas Rd, Phoenix AZ 85015. We invite you to interview on Tuesday, December 10 at 2:00 p.m.");
  ExpectFinds(f, {{"LOCATION", "Apt 3B, 1180 Grand Concourse, Bronx, NY 10456"},
                  {"LOCATION", "2250 W Thomas Rd, Phoenix AZ 85015"},
                  {"PERSON", "Roberto"},
                  {"PERSON", "Maria Delgado"},
                  {"DATE_TIME", "December 10"}});
}

// A relative's first name that a town bears too, after the family word; a month a note shortens is no place; a
// degree is no name in a form's list.
TEST(DetectorTest, RelativesNamedAsTownsMonthsAndDegrees) {
  const auto f = DetectIn(
      "NOK husband Ron on 07700 900 318. Her nephew Barry helps with shopping. Low mood since miscarriage in Jan. "
      "Student: Oisín Gallagher, BSc Nursing, year 2. Candidate: Tom Price, MSc Data Science, Newcastle University.");
  ExpectFinds(f, {{"PERSON", "Ron"}, {"PERSON", "Barry"}, {"PERSON", "Oisín Gallagher"}, {"PERSON", "Tom Price"}});
  ExpectNoneContains(f, {"Ron", "Barry", "Jan"}, "LOCATION");
  ExpectNoneContains(f, {"BSc", "MSc"});
}

// A form's party named without the field's colon, India's "wife of" and its honorifics; a case's prefixed
// reference, a year and a serial after a slash (not a season), a plate after "reg".
TEST(DetectorTest, PartiesWithoutColonsAndPrefixedReferences) {
  const auto f = DetectIn(
      "South Africa: Complainant Thandiwe Nkosi, ID no. 8503140223087.\n"
      "Kenya: Patient name Wanjiru Kamau, age 29, from Kisumu.\n"
      "India: Complainant Smt. Lakshmi Devi, W/o Sri Ramesh Kumar, R/o Kukatpally.\n"
      "Insurance claim CLM-884127. Vehicle: Ford Focus, reg ND19 XKP. Incident log 2024/0417. Reg no. BD51 SMR.\n"
      "The 2023/2024 season.");
  ExpectFinds(f, {{"PERSON", "Thandiwe Nkosi"},
                  {"PERSON", "Wanjiru Kamau"},
                  {"PERSON", "Lakshmi Devi"},
                  {"CODE", "CLM-884127"},
                  {"CODE", "ND19 XKP"},
                  {"CODE", "2024/0417"},
                  {"CODE", "BD51 SMR"}});
  ExpectNoneContains(f, {"Complainant", "Smt"}, "PERSON");
  ExpectNoneContains(f, {"2023/2024"}, "CODE");
}

// A British address whatever its street's last word, before its town and postcode; an Australian one with its
// state and postcode; a bus interchange a place; shops, trades and an infant school as organisations; a police
// station whole; no job's title an organisation, nor a transcript's answer part of one.
TEST(DetectorTest, AddressesBeforePostcodesShopsAndStations) {
  const auto f = DetectIn(
      "Address is 5 Holly Bank, Mossley, OL5 0QY. Damp at 2 Tanner's Yard, Frome BA11 1AP. Client: Mr Jayden Walker, "
      "23 Banksia St, Dubbo NSW 2830. Last seen at Bradford Interchange. Spoke to Mr Farid Hassan at Hassan's "
      "Convenience Store. Preferred schools: 2. Westfield Infants. Hi, this is Graham from Whitehouse & Sons Plumbing. "
      "He was at the Kumanovo Police Station. Leaver: Sophie Trent, Customer Service Advisor. Q. Where did you work? "
      "A. At Redstone Fabrication in Erie.");
  ExpectFinds(f, {{"LOCATION", "5 Holly Bank, Mossley, OL5 0QY"},
                  {"LOCATION", "2 Tanner's Yard, Frome BA11 1AP"},
                  {"LOCATION", "23 Banksia St, Dubbo NSW 2830"},
                  {"LOCATION", "Bradford Interchange"},
                  {"ORGANIZATION", "Hassan's Convenience Store"},
                  {"ORGANIZATION", "Westfield Infants"},
                  {"ORGANIZATION", "Whitehouse & Sons Plumbing"},
                  {"ORGANIZATION", "Kumanovo Police Station"},
                  {"ORGANIZATION", "Redstone Fabrication"}});
  ExpectNoneContains(f, {"Bradford"}, "PERSON");
  ExpectNoneContains(f, {"Customer Service", "A. At"}, "ORGANIZATION");
}

// An age after a name before a sentence's end; a trade after "works as"; a letter's "Dear" in Hungarian,
// Lithuanian, German and Spanish.
TEST(DetectorTest, AgesBeforeFullStopsTradesAndForeignGreetings) {
  const auto f = DetectIn(
      "Missing person report. Name: Ellie May Sutcliffe, 15. Last seen at 21:30. Works as a scaffolder.\n"
      "Tisztelt Nagy Péter úr! Értesítjük.\nGerbiamas Jonai Petraiti, informuojame.\nLiebe Anna, vielen Dank.\n"
      "Querida Lucía: te escribo.");
  ExpectFinds(f, {{"PERSON", "Ellie May Sutcliffe"},
                  {"AGE", "15"},
                  {"OCCUPATION", "scaffolder"},
                  {"PERSON", "Nagy Péter"},
                  {"PERSON", "Jonai Petraiti"},
                  {"PERSON", "Anna"},
                  {"PERSON", "Lucía"}});
}

// First names of South Asia, West and Southern Africa, Aotearoa and Central Asia, from their own list: in a list of
// people, after a job's words, before an age, greeted and signing off.
TEST(DetectorTest, FirstNamesOfTheWiderWorld) {
  const auto f = DetectIn(
      "Present: Kwame Mensah, Abena Owusu, Kofi Boateng.\nStaff nurse Deepa Nair administered the dose.\nAbdulloh "
      "Karimov, an Uzbek national, was detained.\nAyodele Bakare, 34, lives in Peckham.\nHi Sneha, the appointment is "
      "confirmed.\nThanks, Aditya");
  ExpectFinds(f, {{"PERSON", "Kwame Mensah"},
                  {"PERSON", "Abena Owusu"},
                  {"PERSON", "Kofi Boateng"},
                  {"PERSON", "Deepa Nair"},
                  {"PERSON", "Abdulloh Karimov"},
                  {"PERSON", "Ayodele Bakare"},
                  {"AGE", "34"},
                  {"PERSON", "Sneha"},
                  {"PERSON", "Aditya"}});
}

// Dates in Czech, Hungarian, Lithuanian and Greek; a day and month a note dates a visit by, not a score; a chat's
// handles.
TEST(DetectorTest, CentralEuropeanDatesNotesDaysAndChatHandles) {
  const auto f = DetectIn(
      "Vaše žádost ze dne 3. května 2024 byla zamítnuta. A 2024. március 5-i kérelmét. Gautas 2024 m. kovo 12 d. "
      "Της 5ης Μαρτίου 2024.\nPhysio note 12/03: knee pain 6/10, review 2/52. Plumber attended 12/10.\n"
      "[09:14] jess.h: anyone seen the notes?\n[09:15] tom_b: on it\nDiscord: [mod] zephyr_k: banned");
  ExpectFinds(f, {{"DATE_TIME", "3. května 2024"},
                  {"DATE_TIME", "2024. március 5"},
                  {"DATE_TIME", "2024 m. kovo 12 d."},
                  {"DATE_TIME", "5ης Μαρτίου 2024"},
                  {"DATE_TIME", "12/03"},
                  {"DATE_TIME", "12/10"},
                  {"CODE", "jess.h"},
                  {"CODE", "tom_b"},
                  {"CODE", "zephyr_k"}});
  ExpectNoneContains(f, {"6/10", "2/52"});
}

// A money range's first amount; a Portuguese street with its postcode; a prisoner's surname in brackets after the
// number; a job's title after its grade no organisation, nor a name in a form's pair.
TEST(DetectorTest, MoneyRangesPortugueseStreetsPrisonersAndGrades) {
  const auto f = DetectIn(
      "Her pension was reduced from 2,140 to 1,320 Polish zlotys (PLN). Residente na Rua das Flores 120, 4050-262 "
      "Porto.\nIncident at HMP Wakefield: prisoner A1187DE (WALSH) found with a weapon.\nStaff: Helen Garvey, Senior "
      "Customer Service Advisor, Norwich branch.");
  ExpectFinds(f, {{"QUANTITY", "2,140"},
                  {"QUANTITY", "1,320 Polish zlotys (PLN)"},
                  {"LOCATION", "Rua das Flores 120, 4050-262 Porto"},
                  {"PERSON", "WALSH"},
                  {"PERSON", "Helen Garvey"}});
  ExpectNoneContains(f, {"Customer Service"});
}

// An age after "age"; a possessive before a family word a person's; a carer's field after a sentence's end; an
// employer and a vehicle after their labels, above the names their words may be; a zoo an organisation.
TEST(DetectorTest, AgesPossessiveKinEmployersVehiclesAndZoos) {
  const auto f = DetectIn(
      "Statement of Mr Gary Ashcroft, age 52, occupation taxi driver.\nTeacher note: Oscar and Freddie were fighting. "
      "Spoke to Oscar's mum at pickup.\nMrs Agnes McBride refused breakfast. Carer: Blessing Adeyemi.\nName: Zainab "
      "Hussain. Current employer: Boots UK, Meadowhall branch.\nVehicle: Kia Sportage, registration LV19 HTD.\nI give "
      "permission for my son, Theo Marshall, to attend the trip to Chester Zoo.");
  ExpectFinds(f, {{"AGE", "age 52"},
                  {"PERSON", "Oscar"},
                  {"PERSON", "Blessing Adeyemi"},
                  {"ORGANIZATION", "Boots UK"},
                  {"VEHICLE", "Kia Sportage"},
                  {"CODE", "LV19 HTD"},
                  {"ORGANIZATION", "Chester Zoo"}});
  ExpectNoneContains(f, {"Oscar"}, "LOCATION");
  ExpectNoneContains(f, {"Boots", "Kia", "Zoo"}, "PERSON");
  // A form's answers are no employer or vehicle.
  const auto g = DetectIn("Employer: None. Previous employer: Self-employed. Car: Yes. Employer: JCB, Rocester.");
  ExpectNoType(g, "VEHICLE");
  ExpectNoneContains(g, {"None", "Self", "Yes"}, "ORGANIZATION");
  ExpectFinds(g, {{"ORGANIZATION", "JCB"}});
}

// French and Belgian streets named kind first, with a house number's letter and a four-digit postcode; an Irish
// county as "Co." shortens it; a group for its cause; an operative's job; an account's digits in groups; a housing
// body and a firm before its branch organisations; a chat's "its" before a name; a capitalised "Works ... for".
TEST(DetectorTest, StreetsCountiesCausesAccountsFirmsAndChats) {
  const auto f = DetectIn(
      "I rent a room at 5B Rue des Tanneurs, 1000 Brussels and work at a shop on Avenue Louise.\nHis address is 22 "
      "Ashgrove Close, Bray, Co. Wicklow. She grew up in Co. Kerry.\nHe is a member of Lawyers for Human Rights and "
      "works as a warehouse operative.\nI have been a customer for 12 years (account 6001 2245 887).\nCan someone "
      "from Kirklees Housing come out? He was a cashier at Tesco's branch in Leeds.\nhey its Dani from the 2nd "
      "floor\nWorks as a bus driver for Arriva in Bangor.");
  ExpectFinds(f, {{"LOCATION", "5B Rue des Tanneurs, 1000 Brussels"},
                  {"LOCATION", "Avenue Louise"},
                  {"LOCATION", "Co. Wicklow"},
                  {"LOCATION", "Co. Kerry"},
                  {"ORGANIZATION", "Lawyers for Human Rights"},
                  {"OCCUPATION", "warehouse operative"},
                  {"CODE", "6001 2245 887"},
                  {"ORGANIZATION", "Kirklees Housing"},
                  {"ORGANIZATION", "Tesco"},
                  {"PERSON", "Dani"},
                  {"ORGANIZATION", "Arriva"}});
  ExpectNoneContains(f, {"Kirklees", "Tesco"}, "LOCATION");
  // Not across a sentence's end ("in. Meds"), nor "Co." alone, nor counsel "for" a party.
  const auto g = DetectIn(
      "Grandson Callum brought her in. Meds reviewed with pharmacist. The firm is Smith & Co. Lawyers for the "
      "Government replied. The statement was in Co capitals.");
  ExpectNoType(g, "LOCATION");
  ExpectNoneContains(g, {"Lawyers"}, "ORGANIZATION");
}

// A name from whom an update comes; a food firm and a safeguarding hub organisations; a relative's name in quotes;
// a job's field after a sentence's end, the employer after "at"; a degree no part of its university's name; a first
// name's possessive before a family word anywhere; an Irish mobile number by its shape; thousands as "k".
TEST(DetectorTest, UpdatesHubsQuotedRelativesRolesDegreesAndIrishMobiles) {
  const auto f = DetectIn(
      "Hi team, quick update from Hannah in Leeds: the audit at Harrowgate Foods is delayed. Referral to "
      "Nottinghamshire MASH made 11:15. Mum's boyfriend \"Gaz\" hit him.\nInterview notes. Current role: Junior "
      "Solicitor at Brabners LLP. LLB University of Leeds (2:1). Salary expectation £52k.\nGood morning Dr Fitzgerald, Aoife's mum here. "
      "Thanks, Siobhan Byrne, 086 214 7765");
  ExpectFinds(f, {{"PERSON", "Hannah"},
                  {"ORGANIZATION", "Harrowgate Foods"},
                  {"ORGANIZATION", "Nottinghamshire MASH"},
                  {"PERSON", "Gaz"},
                  {"OCCUPATION", "Junior Solicitor"},
                  {"ORGANIZATION", "University of Leeds"},
                  {"PERSON", "Aoife"},
                  {"PHONE_NUMBER", "086 214 7765"},
                  {"QUANTITY", "£52k"}});
  ExpectNoneContains(f, {"Hannah", "Harrowgate"}, "LOCATION");
  ExpectNoneContains(f, {"Junior"}, "PERSON");
  ExpectNoneContains(f, {"LLB"}, "ORGANIZATION");
  // Not a city's possessive before a family word, nor a nickname's quotes after a word that names no one.
  const auto g = DetectIn("Paris's mother church was rebuilt. The brand \"Gaz\" sells well.");
  ExpectNoType(g, "PERSON");
}

// A firm named after its founder with "& Co." above the founder's name; a chat's speaker after the time and a dash.
TEST(DetectorTest, FirmsAndCoAndChatSpeakersAfterADash) {
  const auto f = DetectIn(
      "Yours faithfully, Nadia Rahman, Solicitor, Duncan Lewis & Co.\nTeams chat, 09:12 — Ollie Grant: anyone know "
      "where the file is? | 09:13 — Priti Desai: it went to the office yesterday");
  ExpectFinds(f, {{"PERSON", "Nadia Rahman"},
                  {"ORGANIZATION", "Duncan Lewis & Co."},
                  {"PERSON", "Ollie Grant"},
                  {"PERSON", "Priti Desai"}});
  ExpectNoneContains(f, {"Duncan"}, "PERSON");
}

// Offices held, parliaments sat in, numbered schools, a factory or a union named beside its kind, a camp, a
// detention's length as a court ordered it, a hunger strike's length, a second job after "and a former".
TEST(DetectorTest, OfficesSchoolsCampsAndDetentionOrdered) {
  const auto f = DetectIn(
      "Mr Kapanadze, a former Deputy Minister of Defence, was arrested. Mr Kazlauskas, a former member of the "
      "Seimas, was convicted. He was a pupil at the 2nd Lyceum of Larissa and later at the Lyceum of Kozani. He "
      "worked in a textile factory, Nitex, which went bankrupt. He is a member of Eğitim-Sen, the teachers' union. She "
      "was a survivor of the Ravensbrück concentration camp. The court ordered his detention for three months. "
      "He lost weight during a hunger strike which lasted forty-two days. She is a widow and a former primary "
      "school teacher. He was a member of the Magnesia Chamber of Commerce and of the Athens Bar Association. He is "
      "a civil guard.");
  ExpectFinds(f, {{"OCCUPATION", "Deputy Minister of Defence"},
                  {"OCCUPATION", "former member of the Seimas"},
                  {"ORGANIZATION", "2nd Lyceum of Larissa"},
                  {"ORGANIZATION", "Lyceum of Kozani"},
                  {"ORGANIZATION", "Nitex"},
                  {"ORGANIZATION", "Eğitim-Sen"},
                  {"ORGANIZATION", "Ravensbrück concentration camp"},
                  {"QUANTITY", "three months"},
                  {"DATE_TIME", "forty-two days"},
                  {"OCCUPATION", "primary school teacher"},
                  {"ORGANIZATION", "Athens Bar Association"},
                  {"OCCUPATION", "civil guard"}});
  ExpectNoneContains(f, {"Commerce and"}, "ORGANIZATION");
  // Not a minister acting in a case, nor a ministry (TAB leaves them unmasked), nor a custody one remained in
  // (a stay's length, which another rule types).
  const auto g = DetectIn(
      "The Minister of Justice refused the request. The Ministry of Culture and the Office of Citizenship and "
      "Migration Affairs replied. She remained in custody for four days.");
  ExpectNoType(g, "OCCUPATION");
  ExpectNoType(g, "ORGANIZATION");
  ExpectNoType(g, "QUANTITY");
}

// A road named after the towns it joins; a body after the age and what it followed; a detention's length.
TEST(DetectorTest, RoadsBetweenTownsAndWhatABodyFollowed) {
  const auto f = DetectIn(
      "He was driving along the Khasavyurt-Babayurt road. The applicant, who is 84 years old and partially "
      "paralysed following a stroke in 2009, lives alone. He was detained for eighteen months. She was detained at "
      "the Safi Barracks detention centre for six months. He was until 2008 a police captain.");
  ExpectFinds(f, {{"LOCATION", "Khasavyurt-Babayurt"},
                  {"MEDICAL_CONDITION", "partially paralysed"},
                  {"MEDICAL_CONDITION", "stroke"},
                  {"QUANTITY", "eighteen months"},
                  {"QUANTITY", "six months"},
                  {"OCCUPATION", "police captain"}});
  // Not a stroke of luck, nor a road's own name in small letters.
  const auto g = DetectIn("After a stroke of luck he took the main road home.");
  ExpectNoType(g, "MEDICAL_CONDITION");
  ExpectNoType(g, "LOCATION");
}

// A penalty a law sets is no one's sentence; a body spelt out before an acronym that identifies no one is none.
TEST(DetectorTest, PenaltiesOfLawsAndBodiesOfGenericAcronyms) {
  const auto f = DetectIn(
      "Detention on remand may be applied only to persons suspected of offences punishable by more than two years' "
      "imprisonment. In its report the European Committee for the Prevention of Torture and Inhuman or Degrading "
      "Treatment or Punishment (CPT) noted overcrowding.");
  ExpectNoType(f, "QUANTITY");
  ExpectNoType(f, "ORGANIZATION");
  // A person's sentence still is, and a body with an acronym of its own still is one.
  const auto g = DetectIn(
      "He was sentenced to two years' imprisonment. The Society for the Protection of Unborn Children (SPUC) "
      "intervened.");
  ExpectFinds(g, {{"QUANTITY", "two years' imprisonment"},
                  {"ORGANIZATION", "Society for the Protection of Unborn Children"}});
}

// A remand prison by its acronym and number; an army "of" whom it is; a people within a State's in two words;
// a post after "and the".
TEST(DetectorTest, RemandPrisonsArmiesPeoplesAndPostsAfterAnd) {
  const auto f = DetectIn(
      "He was placed in the Moscow SIZO-1 remand centre and later held in the Kharkiv SIZO. Mr Ilić, a Bosnian Serb "
      "born in 1970, served in the Army of Republika Srpska. He is a retired officer and the chairman of the Adana "
      "branch.");
  ExpectFinds(f, {{"ORGANIZATION", "Moscow SIZO-1"},
                  {"ORGANIZATION", "Kharkiv SIZO"},
                  {"NRP", "Bosnian Serb"},
                  {"ORGANIZATION", "Army of Republika Srpska"},
                  {"OCCUPATION", "chairman"}});
  ExpectNoneContains(f, {"Kharkiv"}, "LOCATION");
}

// A record's role word before a name is no part of it; a caller from somewhere by a name a place has too; a
// chat's speaker after the time; a name's age in brackets after a comma; a relative's age; children's ages in
// brackets; a letting agent.
TEST(DetectorTest, RolesCallersChatTimesAndChildrensAges) {
  const auto f = DetectIn(
      "Child Ellie-Mae (3) was present. Occupational health report: Employee Fatima Begum, payroll no. 88213. "
      "Mother (Chloe Adams, 24) disclosed it.\nHi, this is Graham from flat 4. My wife's 82 with dementia.\nChat "
      "log 14:02 Tom: can you send the keys? 14:05 Sandra: left them at reception.\nI am a single dad with two kids "
      "(7 and 10) renting from Northgate Lettings in Darlington. He moved with his wife and their three children.");
  ExpectFinds(f, {{"PERSON", "Ellie-Mae"},
                  {"PERSON", "Fatima Begum"},
                  {"AGE", "24"},
                  {"PERSON", "Graham"},
                  {"AGE", "82"},
                  {"PERSON", "Tom"},
                  {"PERSON", "Sandra"},
                  {"AGE", "7 and 10"},
                  {"QUANTITY", "two kids"},
                  {"QUANTITY", "three children"},
                  {"ORGANIZATION", "Northgate Lettings"}});
  ExpectNoneContains(f, {"Child", "Employee"}, "PERSON");
  ExpectNoneContains(f, {"Graham", "Northgate"}, "LOCATION");
  // Not a time's label, nor a place where no one says where they are from.
  const auto g = DetectIn("Deadline 17:00 Friday: submit the form. This is Graham, a town in Texas.");
  ExpectNoType(g, "PERSON");
}

// A town's chamber of a trade is an organisation; the Court's chambers are none.
TEST(DetectorTest, ChambersOfTradesNotTheCourts) {
  const auto f = DetectIn("In 2009 he was elected to the board of the Düsseldorf Chamber of Tax Advisers.");
  ExpectFinds(f, {{"ORGANIZATION", "Düsseldorf Chamber of Tax Advisers"}});
  const auto g = DetectIn(
      "The Chamber decided to relinquish jurisdiction in favour of the Grand Chamber. The Grand Chamber Panel "
      "accepted the request. The Fourth Section Chamber delivered its judgment. The Civil Chamber of the Court of "
      "Cassation dismissed it.");
  ExpectNoType(g, "ORGANIZATION");
}

// A bank account after its sort code; a road by its letter and number; a school's class is no place; a message
// from someone by a name a place has, when who they are follows; an employer where someone works "at"; a name
// before its age and a comma at a sentence's start; a caller after a dash.
TEST(DetectorTest, AccountsRoadsEmployersAndNamesBeforeTheirAge) {
  const auto f = DetectIn(
      "Customer Mr Dennis Bolt (acct 20-45-77 41234567) was arrested following a collision on the A483. I'm the "
      "parent of Noah Brooks in Class 4B.\nMessage from Olga (tenant, flat 9): the boiler is broken.\nI worked as a "
      "picker at Amazon in Rugeley. My manager at Boots keeps changing my shifts.\nProgress note: Ethel, 94, "
      "widowed, lives alone.\nCall log 09:41 — Caller: Denise, daughter of Mr Albert Crane.");
  ExpectFinds(f, {{"CODE", "20-45-77 41234567"},
                  {"LOCATION", "A483"},
                  {"PERSON", "Olga"},
                  {"OCCUPATION", "picker"},
                  {"ORGANIZATION", "Amazon"},
                  {"ORGANIZATION", "Boots"},
                  {"PERSON", "Ethel"},
                  {"AGE", "94"},
                  {"PERSON", "Denise"}});
  ExpectNoneContains(f, {"Class", "Olga", "Amazon", "Boots"}, "LOCATION");
  // Not a paper's size, nor a message from a place.
  const auto g = DetectIn("Print it on the A4 paper. A message from Paris arrived.");
  ExpectNoType(g, "LOCATION");
  ExpectNoType(g, "PERSON");
}

// A detention's length as a court extended it "pre-trial" and as someone spent it; a Balkan boulevard named in small
// letters; a magazine with its kind after it; a coast guard; a contract soldier; a retired postmistress.
TEST(DetectorTest, DetentionSpentBoulevardsMagazinesAndGuards) {
  const auto f = DetectIn(
      "The court extended the applicant's pre-trial detention by a further two months. He spent a total of four "
      "years and two months in pre-trial detention. They owned a flat at 12 Bulevar oslobođenja, which was "
      "allocated to a refugee family. He is the owner of Yeni Gündem, a weekly magazine published in Istanbul. He "
      "is a retired officer of the Hellenic Coast Guard. He served as a contract soldier. Mrs Gwen Parry, a "
      "71-year-old retired postmistress from Llandudno, fell.");
  ExpectFinds(f, {{"QUANTITY", "two months"},
                  {"QUANTITY", "four years and two months"},
                  {"LOCATION", "12 Bulevar oslobođenja"},
                  {"ORGANIZATION", "Yeni Gündem"},
                  {"ORGANIZATION", "Hellenic Coast Guard"},
                  {"OCCUPATION", "contract soldier"},
                  {"OCCUPATION", "retired postmistress"}});
}

// A movement named alone after "member of", not a body every State has; a second job after "and a" where its
// place follows; a deputy head "of"; a firm's depot; someone identified as a first name; a caller "at" somewhere;
// a first name's possessive; an age a crew estimates.
TEST(DetectorTest, MovementsSecondJobsDepotsAndNamesIdentified) {
  const auto f = DetectIn(
      "He was a member of Solidarity from 1980. Members of Memorial attended. He was a member of the party and a "
      "senior official of the Ministry of the Interior. He was the deputy head of the customs department. He works "
      "nights at the Tesco depot in Daventry.\nAmbulance crew report: male approx. 30s, found unresponsive. "
      "Identified by a friend as Liam.\nHi, it's Bob at reception. Priya's laptop was stolen.");
  ExpectFinds(f, {{"ORGANIZATION", "Solidarity"},
                  {"ORGANIZATION", "Memorial"},
                  {"OCCUPATION", "senior official"},
                  {"OCCUPATION", "deputy head"},
                  {"ORGANIZATION", "Tesco depot"},
                  {"AGE", "30s"},
                  {"PERSON", "Liam"},
                  {"PERSON", "Bob"},
                  {"PERSON", "Priya"}});
  const auto g = DetectIn(
      "He was a member of Parliament. She is a member of Staff. He became a member of Congress in 2001.");
  ExpectNoType(g, "ORGANIZATION");
  // Not a month "at" when, nor a saint's possessive in a church's name.
  ExpectNoType(DetectIn("It's May at the latest. We prayed at St Mark's on Sunday."), "PERSON");
}

// Children listed with their ages without brackets; a broadcaster; a firm after what only a firm has; an employer
// after how long someone works; a football club; a plate's first part; an age with the sex after it; a job title
// after a name; a month and year in digits after "from"; a name opening a message with "here".
TEST(DetectorTest, ChildrenListedBroadcastersClubsPlatesAndTitles) {
  const auto f = DetectIn(
      "Claimant Stacey Lowe, single mother of three (Kayden 9, Mia 6, Alfie 2), works 16 hrs/wk at Greggs. She "
      "was a journalist with Radio B92. He is an employee of Gazprom. I saw a car, reg starting LV19, and a lad in a "
      "Man United shirt.\nTriage: 67F, known T2DM.\nFrom: Dr Amara Nwosu, "
      "Consultant Psychiatrist, Leeds. On maternity leave from 12/2023.\nHi all, Marco from accounts here - can "
      "someone sign?");
  ExpectFinds(f, {{"PERSON", "Kayden"},
                  {"PERSON", "Mia"},
                  {"PERSON", "Alfie"},
                  {"ORGANIZATION", "Greggs"},
                  {"ORGANIZATION", "Radio B92"},
                  {"ORGANIZATION", "Gazprom"},
                  {"CODE", "LV19"},
                  {"ORGANIZATION", "Man United"},
                  {"AGE", "67"},
                  {"OCCUPATION", "Consultant Psychiatrist"},
                  {"DATE_TIME", "12/2023"},
                  {"PERSON", "Marco"}});
  ExpectNoneContains(f, {"Man United"}, "PERSON");
  // A town's registry office, where a marriage was.
  ExpectFinds(DetectIn("He married Ms Fatma Güler at the Beyoğlu registry office in 2002."),
              {{"ORGANIZATION", "Beyoğlu registry office"}});
  ExpectNoneContains(f, {"Marco", "Greggs"}, "LOCATION");
  // Not a law's number, nor a room's in brackets.
  const auto g = DetectIn("Under Law no. 3/2000 the patient (Room 12, Bed 4) was moved.");
  ExpectNoType(g, "DATE_TIME");
  ExpectNoType(g, "PERSON");
}

}  // namespace
}  // namespace privtext::detect
