// Names, places and organisations by rules: a title followed by capitalised
// words is a person; a first name from the gazetteer followed by capitalised
// words is a person; capitalised words found in the place gazetteer, or after
// "in", "from", "to", "near", are a place; capitalised words ending in an
// organisation word ("Ltd", "Bank", "Court", ...) are an organisation.
// Countries and cities of two million or more narrow a person down to no one:
// they are scored below the default threshold, and a public body named after
// one ("the Istanbul Assize Court") is as generic as "the Assize Court".
#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>

#include <utf8proc.h>

#include "gazetteers.h"
#include "patterns.h"

namespace privtext::detect::internal {
namespace {

const WordSet kTitles = {"Mr", "Mrs", "Ms", "Miss", "Mx", "Dr", "Judge", "Justice",
                         "Professor", "Prof", "Sir", "Lady", "Lord", "Madam", "Mme",
                         "Dame", "Rev", "Mister",
                         // ... and in the languages of letters a user may hold: "Frau Schneider", "Sra. Gómez".
                         "Herr", "Frau", "Monsieur", "Madame", "Mlle", "Señor", "Señora", "Sr", "Sra", "Signor",
                         "Signora", "Sig", "Dhr", "Mevr",
                         // ... as a letter addresses its reader in Dutch and Polish ("Mevrouw De Vries", "Szanowny
                         // Panie Kowalski").
                         "Mevrouw", "Meneer", "Panie", "Pani",
                         // ... and a French advocate's ("Maître Yves Le Bihan"), a Maltese architect's ("Perit
                         // Mario Grech").
                         "Maître", "Perit",
                         // ... and the degrees Austria and Central Europe write before a name ("Mag. Elisabeth
                         // Gruber", "JUDr. Pavel Novák").
                         "Mag", "Mgr", "Ing", "JUDr", "MUDr", "PhDr", "RNDr",
                         // ... and a minister of religion's ("Rabbi Chaim Goldberg", "Imam Ali Demir", "Father Basil
                         // Mkalavishvili"; not a bishop's, whose word begins bodies and streets too: "the Metropolitan
                         // Police", "12 Archbishop Makarios III Avenue").
                         "Rabbi", "Imam", "Pastor", "Reverend", "Sheikh", "Father",
                         // ... in a transcript's capitals ("MR HUGHES"; not "MS", multiple sclerosis), and an English
                         // circuit judge ("HHJ Roberts").
                         "MR", "MRS", "DR", "HHJ",
                         // ... and a nurse's, as a care home's notes give it ("reported to Nurse Adaeze Okoro").
                         "Nurse",
                         // ... and a child's or a family's word for its kin ("told her teacher that “Uncle Dean” hits
                         // him", "is Grandad Ron still in Airedale?").
                         "Uncle", "Aunt", "Auntie", "Aunty", "Grandad", "Granddad", "Grandpa", "Grandma", "Granny",
                         // ... and India's ("Smt. Lakshmi Devi", "Shri Ramesh Kumar"; not "Sri", which begins Sri Lanka).
                         "Shri", "Smt", "Shrimati"};
// Titles a letter writes in small letters before a name: Hungary's doctor's ("dr. Kovács Péter"), and a reader's in
// Dutch, Polish and Czech ("Beste mevrouw De Vries", "paní Horáková").
const WordSet kSmallLetterTitles = {"dr", "mevrouw", "meneer", "paní", "pani", "pane"};
// (A token ends before a title's or a field's full stop: "Dr." is "Dr".)
const WordSet kAcademicTitles = {"Dr", "Prof", "Professor"};
// A German doctor's field after the title: "Dr. med. Thomas Wagner".
const WordSet kDoctorFields = {"med", "rer", "nat", "phil", "jur", "dent", "vet"};
// Older judgments write a title with a full stop: "Mr. Per Krohn Rasmussen".
const WordSet kAbbreviatedTitles = {"Mr", "Mrs", "Ms", "Mx", "Dr", "Prof", "Rev", "Mme",
                                    "Sr", "Sra", "Sig", "Dhr", "Mevr",
                                    // Hungary's doctor's, in small letters ("dr. Kovács Péter").
                                    "dr"};
// Ranks before a surname ("Wing Commander Rodgers", "Squadron Leader
// Borthwick"): a title when one or two name words follow that name no body.
const WordSet kRanks = {"Captain", "Colonel", "Major", "Sergeant", "Corporal", "Lieutenant", "Commander",
                        "Commodore", "Brigadier", "Admiral", "Leader", "Constable", "Inspector",
                        "Superintendent", "Detective", "Private",
                        // ... and a police officer's, as American and Czech reports name them ("Officer J. D.").
                        "Officer",
                        // ... joined ("Lieutenant-Colonel V.I. Chernykh"),
                        "Lieutenant-Colonel", "Lieutenant-General", "Major-General", "Vice-Admiral", "Rear-Admiral",
                        "Sergeant-Major",
                        // ... or ranked as a Russian navy's captains are ("Captain Second Rank V. Orlov"),
                        "Rank",
                        // ... and an Irish police officer's ("Garda Niamh D'Arcy"; the force, the Garda
                        // Síochána, is no one: kStop holds its second word).
                        "Garda",
                        // ... and their abbreviations in police evidence: "DC Harrison", "WDC Fletcher".
                        "PC", "WPC", "DC", "WDC", "DS", "DI", "DCI", "DSI", "Sgt", "Insp", "Supt", "Det",
                        // ... and a community support officer's ("PCSO 7731 Henshaw"), and Australia's senior
                        // constable ("Snr Const. Leah Papadopoulos").
                        "PCSO", "Snr", "Const"};
// Words after a title that name an office, not a person ("the Judge Advocate
// General", "the Lord Chief Justice", "the Lord Ordinary").
const WordSet kOfficeWords = {"Advocate",         "General", "President", "Rapporteur", "Registrar",
                              "Advocate-General", "Chief",     "Ordinary",
                              // ... and a nurse's posts ("the Nurse Manager", "a Clinical Nurse Specialist").
                              "Manager", "Specialist", "Practitioner", "Consultant", "Prescriber", "Lead",
                              "Adviser", "Advisor", "Assistant", "Associate", "Educator", "Director"};
// Capitalised words that do not continue a name or place.
const WordSet kStop = {
    "The", "A", "An", "This", "That", "These", "Those", "He", "She", "It", "They", "We", "I", "His", "Her",
    "Síochána",
    "Court", "Government", "Article", "Articles", "Convention", "State", "States", "Republic", "Applicant",
    "Section", "Chamber", "European", "Law", "Act", "Code", "Criminal", "Procedure", "Patient", "Plan",
    "On", "In", "At", "To", "From", "And", "Or", "But", "Of", "For", "With", "By", "As", "After", "Before",
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    "MRN", "Date", "Admitted", "Attending", "Referred", "Contact", "Follow", "HISTORY", "PLAN", "THE", "FACTS",
    "PROCEDURE", "Insurance", "Pharmacy", "Next", "Lives", "Salary", "Police", "Between", "Q", "A:", "Q:",
    "Rule", "Rules",
    // A question's and an answer's first word after a transcript's "Q." and "A." ("Q. Who was your supervisor?").
    "Who", "What", "Where", "When", "Why", "Please", "Did", "Does", "Yes",
    // A chat's approval after a name: "if Gareth OKs it".
    "OK", "OKs",
    // A doctor's or a nurse's credentials after the name: "Raj Patel MD".
    "MD", "PhD", "RN", "DDS", "MBBS", "FRCP", "MRCVS",
    // A record's field after a name in capitals: "PATIENT: GARCIA, MARIA L. DOB: 03/14/1962".
    "DOB", "SSN", "NHS",
    // A school's or a university's part of a year: "Summer Term 2025".
    "Term", "Semester", "Trimester",
    // Words that open a sentence or clause and never a name: "Although the
    // Government ..." is no organisation.
    "Although", "Though", "However", "Whereas", "While", "Whilst", "When", "Where", "If", "Since", "Following",
    "During", "Under", "Upon", "Having", "Thereafter", "Subsequently", "Accordingly", "Moreover", "Furthermore",
    "Meanwhile", "Nevertheless", "Consequently", "Finally", "Therefore", "Thus", "Also", "Then", "There", "Its",
    "Their", "Our", "My", "Your", "You", "Both", "Each", "Every", "Such", "Later", "Earlier",
    // A reference's opening word, in the first-name gazetteer: "See Smith v. Jones".
    "See",
    // Counts that open a sentence: "Three police officers got out" is no
    // place's police.
    "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
    "Several", "Some", "Many", "Most", "All", "Few", "Other", "Another",
    // People in general, in a law's or a body's name: "the Care of Young
    // Persons Act" names no Young Persons.
    "Persons", "People", "Children", "Women", "Men", "Families", "Adults",
    // A form's party, whose name follows ("Complainant Thandiwe Nkosi, ID no. ...").
    "Complainant", "Claimant", "Deceased", "Accused", "Informant",
    // ... and a record's person by role ("Employee Fatima Begum", "Child Ellie-Mae (3) was present").
    "Employee", "Child", "Tenant", "Client", "Victim", "Suspect", "Offender",
    // ... and one dead before a relative's name ("S/o Late Ganpat Patil").
    "Late"};
const WordSet kOrgEnd = {
    "Ltd", "Limited", "LLP", "LLC", "Inc", "plc", "PLC", "Plc", "Committee", "GmbH", "AG", "SA", "Bank", "Hospital",
    "Hospice", "Clinic",
    "Court", "Association", "Group", "Ministry", "University", "Council", "Office", "Company", "Pharmaceuticals",
    "Logistics", "Insurance", "Police", "Prosecutor", "Government", "Agency", "Authority", "Commission",
    "Department", "Service", "Services", "Corporation", "Corp", "Foundation", "Institute", "School", "Parliament",
    "Tribunal", "Board", "Directorate", "Prison", "Centre", "Center", "Church", "Party", "Union", "Unions", "Army",
    "Force", "Forces", "Navy", "Headquarters", "Constabulary", "Squad", "Museum", "Society", "Library", "Front",
    "Alliance", "Guard",
    // Football clubs ("a Man United shirt", "Leeds United", "Bristol Rovers").
    "United", "Rovers", "Wanderers", "Athletic", "Hotspur",
    // ... and colleges ("St Malachy's College", "University College Cork").
    "College",
    // ... and companies and associations in Dutch and German ("the Nederlandse Aardolie Maatschappij").
    "Maatschappij", "Vereniging", "Gesellschaft", "Verein", "Verband",
    // ... and Hungary's hospitals ("the Szent János Kórház", which had been a person), and Britain's immigration
    // removal centres ("Brook House IRC").
    "Kórház", "IRC",
    // ... and firms named for their trade ("Ocado Technology", "Lumb HR Consulting", "Octopus Energy", "Midwest
    // Freight", "J. Harrington Builders").
    "Technology", "Technologies", "Consulting", "Consultancy", "Consultants", "Energy", "Freight", "Builders",
    // ... and confederations of unions and sports complexes ("Podkrepa Labour Confederation", "the Sumgayit Olympic
    // Sports Complex").
    "Confederation", "Complex",
    // ... and inspectorates named after their place ("the Timiș County School Inspectorate").
    "Inspectorate",
    "Federation", "League", "Academy", "Theatre", "Infirmary", "Practice", "Surgery", "Elementary", "Hotel", "Inn",
    "Restaurant", "Unit", "Colony", "Mission", "Shipyard", "Shipyards", "Factory", "Steelworks", "Colliery",
    // Organisations and motorcycle clubs named so ("the Kurdistan Workers' Organisation", "Bandidos MC").
    "Organisation", "Organization", "MC", "Holding", "Holdings",
    // ... and newspapers named so ("the Leeds Evening Post").
    "Post",
    "Bakery", "Brewery", "Dairy", "Distillery", "Plant", "Supermarket", "Hypermarket", "Pharmacy",
    // Homes for the old and the sick ("Beechwood Lodge Care Home", "the St Joseph's Nursing Home"), and a police
    // force's divisions ("the Kerry Garda Division").
    "Home", "Division",
    // Unions and federations named after whom they unite ("the Panhellenic Federation of Public Hospital Workers").
    "Workers",
    // Russia's maternity homes and orphanages ("Rodilny Dom no. 17", "Detsky Dom").
    "Dom",
    // Trades that name a firm after its owner or town ("Bradford Metro Taxis", which had been a person).
    "Taxis", "Cabs", "Motors", "Haulage", "Removals", "Couriers", "Garage", "Tours",
    // ... and shops, trades and infant schools named so ("Hassan's Convenience Store", "Whitehouse & Sons Plumbing",
    // "Redstone Fabrication", "Westfield Infants").
    "Store", "Stores", "Plumbing", "Fabrication", "Infants",
    // ... and zoos ("a trip to Chester Zoo", which had been a person), and landlords of social housing
    // ("someone from Kirklees Housing", which had been a place).
    "Zoo", "Housing",
    // ... and food firms and safeguarding hubs ("the Q3 audit at Harrowgate Foods", "a referral to Nottinghamshire
    // MASH", which had been places).
    "Foods", "MASH",
    // ... and a town's bar, of lawyers or drinkers ("the Quimper Bar", "the Ardmore Bar"), Ukraine's and
    // Belgium's prisons ("Penitentiary Establishment no. 8", "the Paifve Social Protection Establishment"), watchdogs
    // and clubs ("Big Brother Watch", "the Chaos Computer Club").
    "Bar", "Establishment", "Watch", "Club",
    // Norway's companies ("Haugland Fiskeri AS", "Swedbank AS"), and places of worship ("Bethel Chapel").
    "AS", "ASA", "Chapel", "Mosque", "Synagogue", "Cathedral", "Temple",
    // Religious orders ("the Congregation of Christian Brothers", which had been a person).
    "Brothers", "Sisters",
    // Non-governmental organisations ("the Kurdish Human Rights Project"; not a "Team", which a mail's
    // "Support Team" signs).
    "Project",
    // Trusts: a hospital's ("the South London and Maudsley NHS Foundation Trust") or a charity's, and
    // foundations in the plural ("the Open Society Foundations").
    "Trust", "Trusts", "Foundations",
    // Football clubs ("Celtic FC").
    "FC", "AFC",
    // Firms named after their partners ("Pierce Glynn Solicitors", "Bindman
    // and Partners").
    "Solicitors", "Partners", "Associates",
    // Legal forms of companies ("Türkiye Emlak Bankası A.Ş.").
    "A.Ş.", "A.S.", "S.A.", "N.V.", "B.V.", "S.L.", "AB", "ASA", "Oyj", "JSC", "OOO",
    "SRL", "S.R.L.", "Srl", "SpA", "SARL", "SAS", "BV", "NV", "Oy", "KG", "Kft", "PJSC", "OJSC", "CJSC", "ZAO",
    "OAO", "EOOD", "OOD", "Pty", "SIA", "UAB", "OÜ", "Zrt", "Nyrt", "EAD", "DOO", "DOOEL", "Lda", "Ltda",
    // Belgium's ("Net Service SPRL", "a BVBA", a non-profit "ASBL" or "VZW").
    "SPRL", "BVBA", "SCRL", "ASBL", "VZW",
    // Liechtenstein's and Austria's establishments ("Alpenblick Treuhand Anstalt").
    "Anstalt",
    // Facilities, carriers and offices named so ("Brussels Airlines", "Antrim
    // Serious Crime Suite", "Izmir Courthouse").
    "Facility", "Airlines", "Airways", "Lines", "Bureau", "Initiative", "Suite", "Courthouse",
    // Schools, mines and ports named after a person or a place ("the Thomas Müntzer Gymnasium", "Heydar Aliyev
    // International Airport"; a licence's "Derivative Works" are none, so works are patterns.cpp's).
    "Gymnasium", "Lyceum", "Mine", "Mines", "Airport",
    // Railways run by a State or a company ("Croatian Railways"), docks, soldiers' units ("the Ulster
    // Defence Regiment"), and banks in Turkish ("Türkiye Halk Bankası").
    "Railways", "Drydocks", "Dockyard", "Regiment", "Brigade", "Battalion", "Bankası", "Platform",
    // Commands of the armed forces and the gendarmerie, and ports ("the Kozluk Gendarmerie Command", "the
    // Murmansk Commercial Sea Port").
    "Command", "Port", "Seaport",
    // Military commissariats, provinces' executives and newspapers named so ("the Shirak Regional Military
    // Commissariat", "the Overijssel Provincial Executive", "the Westdeutsche Allgemeine Zeitung").
    "Commissariat", "Executive", "Zeitung", "Tageszeitung", "Gazette", "Telegraph", "Times", "Herald", "Tribune",
    "Chronicle",
    // A remand prison as the former Soviet States name it ("the Ganja Investigative Isolator", "the Kharkiv SIZO").
    "Isolator", "SIZO",
    // Letting agents ("renting from Northgate Lettings", which had been a place), and a town's chambers of a trade
    // ("the Düsseldorf Chamber of Tax Advisers").
    "Lettings", "Chamber",
    // Administrations ("the Finnish Forest Administration" had been a person).
    "Administration",
    // Movements ("the Free Women's Movement"), assemblies, enterprises ("the Southwestern State Enterprise"),
    // and associations and foundations in Hungarian.
    "Movement", "Assembly", "Enterprise", "Egyesület", "Alapítvány",
    // Television channels ("Maestro TV").
    "TV", "Television",
    // Where young offenders are held ("HM Young Offender Institution Feltham").
    "Institution",
    // An Italian court named for its judge's office ("the Torre Annunziata Magistrate (pretore)").
    "Magistrate",
    // Funds ("the Croatian Health Insurance Fund"), and schools and hospitals in Turkish and Hungarian, named
    // kind last ("the Bornova Anadolu Lisesi", "the Samanyolu Koleji", "the Nekcsei Demeter Általános Iskola").
    "Fund", "Lisesi", "Koleji", "Okulu", "Hastanesi", "Üniversitesi", "Iskola", "Gimnázium",
    // Writers' associations and congresses ("English PEN", "the Democratic Society Congress"), and a town's
    // transport company ("Sofia Public Transport").
    "PEN", "Congress", "Transport",
    // The Emirates' free-zone companies ("Al Noor General Trading FZE"), and registries ("HM Land Registry").
    "FZE", "FZCO", "Registry",
    // Legions ("the French Foreign Legion") and a council's hubs ("the Cumbria Safeguarding Hub"), and primary
    // schools named so ("Year 5 at Fender Primary").
    "Legion", "Hub", "Primary"};
const WordSet kSaintsAndMounts = {"St", "Ste", "Mt"};
// Dotted capitals that are not a person's initials: States, law reports,
// judicial and academic titles, times and eras (companies' legal forms are
// kOrgEnd's).
const WordSet kDottedAbbreviations = {
    "U.S.", "U.K.", "E.U.", "U.N.", "U.S.A.", "U.S.S.R.", "E.C.", "E.E.C.", "A.C.", "Q.B.", "K.B.", "W.L.R.",
    "E.R.", "E.H.R.R.", "E.C.R.", "C.M.L.R.", "I.R.L.R.", "F.L.R.", "B.C.", "A.D.", "N.B.", "P.S.",
    "O.J.", "S.I.", "Q.C.", "K.C.", "M.P.", "J.P.", "L.J.", "C.J.", "M.R.", "P.C.", "J.J.", "S.C.", "H.L.",
    "A.M.", "P.M.", "T.V.", "I.D.", "O.K.", "D.C.", "R.S.", "G.P.", "M.D.", "B.A.", "M.A.", "B.Sc.", "M.Sc.",
    "Ph.D.", "LL.M.", "LL.B.", "A.G.", "P.L.C.",
    "I.T.", "H.R.", "P.R.", "R.C.", "C.E.O.", "V.A.T.", "S.S.", "S.P.", "U.A.E.", "N.A.T.O."};
// Two-letter initials of transliterated and Hungarian first names ("Sh. Dadayev", "Gy. Kovács").
const WordSet kDigraphInitials = {"Sh", "Kh", "Zh", "Ch", "Ts", "Yu", "Ya", "Ye",
                                  "Gh", "Dj", "Gy", "Sz", "Zs", "Cs", "Ny", "Th", "Ph"};
const WordSet kOrgStart = {"Ministry", "University", "Bank",   "Court",  "Office",   "Department",
                           "Diocese",  "Archdiocese", "Church", "Mejlis", "Lyceum", "Gymnasium",
                           "Army"};
// Bodies named "for" or "of" what they do, with "of the" inside the name:
// "the Society for the Protection of the Unborn Child".
const WordSet kOrgStartWithPurpose = {"Society", "Association", "Foundation", "Federation", "Confederation",
                                      "League", "Institute", "Centre", "Center",
                                      // ... and hospitals named for what they treat ("the Pazardzhik Multi-Profile
                                      // Hospital for Active Treatment").
                                      "Hospital"};
// Parties and movements named "for" their aim ("the Union for Democracy and
// Social Progress") or "of" whom they unite ("the Union of Repressed Persons").
const WordSet kOrgStartWithAim = {"Union",     "Movement", "Front",    "Alliance", "Party",
                                  "Coalition", "Campaign", "Congress", "Committee"};
// Public bodies of the State named by what they are ("the High Court", "the
// Tax Authority", "the Ministry of Internal Affairs") identify nobody, and
// privacy annotators leave them (TAB's NO_MASK). A proper name in the name
// ("the Diyarbakır State Security Court", "the Svea Court of Appeal") keeps
// it: every word must be one of these for the body to count as generic.
const WordSet kPublicBodies = {
    "Court", "Tribunal", "Authority", "Government", "Ministry", "Office", "Board", "Commission", "Parliament",
    "Agency", "Council", "Prosecutor", "Police", "Department", "Directorate", "Service", "Army", "Inspectorate",
    "Chamber", "Chambers", "Constabulary", "Squad", "Administration", "Assembly", "Registry"};
const WordSet kGenericBodyWords = {
    "Supreme", "High", "Higher", "Administrative", "County", "District", "Regional", "Provincial", "Municipal",
    "City", "Constitutional", "Federal", "National", "State", "Central", "General", "Public", "Social",
    "Insurance", "Tax", "Security", "Assize", "Appeal", "Appeals", "Cassation", "Criminal", "Civil", "Military",
    "Labour", "Family", "Juvenile", "Magistrates", "Magistrates'", "Magistrates’", "Crown", "Foreign",
    "Commonwealth", "Home", "Internal", "Interior", "Affairs", "Justice", "Health", "Defence", "Defense",
    "Immigration", "Migration", "Education", "Finance", "Welfare", "Employment", "Customs", "Revenue", "Border",
    "Prosecutor's", "Prosecutor’s", "Prosecution", "Human", "Rights", "Ombudsman", "Chief", "Naval", "Navy",
    "Admiralty", "Election", "Electoral", "Audit", "Board", "Office", "Court", "Tribunal", "Authority",
    "Government", "Ministry", "Commission", "Parliament", "Agency", "Council", "Prosecutor", "Police",
    "Department", "Directorate", "Service", "Army", "Inspectorate", "Commercial", "Commerce", "Trade", "Joint",
    // Military justice's courts ("the Courts Martial Appeal Court").
    "Courts",
    "Chamber", "Chambers", "Enforcement", "Peace", "First", "Instance", "Asylum", "Divisional", "Division",
    "Bench", "Appellate", "Queen's", "Queen’s", "Martial", "Law",
    // What a State agency is in charge of ("the National Water Board", "the
    // General Directorate of Land Registry and Cadastre").
    "Water", "Roads", "Highways", "Forestry", "Forests", "Land", "Registry", "Registration", "Cadastre",
    "Railways", "Energy", "Agriculture", "Housing", "Work", "Works", "Refugee", "Refugees", "Real", "Estate",
    "Property", "Rent", "Lands", "Transport", "Environment", "Planning", "Statistics",
    // ... and ministries' other fields ("the Ministry of Culture", "the Office of Citizenship and Migration
    // Affairs"), which TAB leaves unmasked as the rest.
    "Culture", "Cultural", "Heritage", "Citizenship", "Sport", "Sports", "Youth", "Science", "Economy", "Economic",
    "Industry", "Tourism", "Development", "Information", "Fisheries", "Construction", "Infrastructure",
    // A police force's units named for what they pursue ("the Regional Crime Squad").
    "Crime", "Drugs", "Fraud", "Squad", "Constabulary",
    "Pensions", "Pension", "Religious", "Veterans", "Parole", "Probation", "Prison", "Prisons", "Benefits",
    "Legal", "Aid", "Industrial", "Complaints", "Communications", "Interception", "Equal", "Opportunities",
    "Data", "Protection", "Competition", "Broadcasting", "Permission", "Administration",
    // ... and what an inspectorate inspects ("the Language Inspectorate", "the Special Tax Inspectorate").
    "Language", "Special", "Sanitary", "School", "Schools",
    // A supreme court sitting as a whole ("the Plenary Supreme Court").
    "Plenary", "Plenum",
    "of", "and", "the", "for"};

// Words that start court and procedure boilerplate, not an organisation's
// name ("Rules of Court", "Third Section of the Court", "one of the Sections
// of the Court"), and a post held in one ("the Director of the Bank", "the
// Agent of the Government", "the Principal Public Prosecutor": a person's
// role).
const WordSet kNotOrgStart = {"Rule", "Rules", "Section", "First", "Second", "Third", "Fourth", "Fifth",
                              "Grand", "Registry", "Registrar", "President", "Vice", "Vice-President",
                              "Director", "Deputy", "Chairman", "Chairwoman", "Chair", "Vice-Chairman",
                              "Vice-Chair", "Head", "Manager", "Chief", "Principal", "Sections",
                              "Governor", "Minister", "Agent", "Delegate", "Secretary", "Rapporteur",
                              // People of a body at a sentence's start ("Members of the Civil Guard Association").
                              "Members", "Member", "Officers", "Employees", "Staff", "Supporters",
                              // A body's instruments ("the Instruction of the Ministry of Justice of 14 October 2005").
                              "Instruction", "Instructions", "Order", "Decree", "Resolution", "Regulations"};
// Faiths, which name no place or person ("a Roman Catholic priest", "the Catholic cemetery").
const WordSet kFaithWords = {"Catholic", "Catholics", "Orthodox", "Protestant", "Protestants",
                             "Muslim", "Muslims", "Jewish", "Lutheran", "Lutherans"};
// Towns whose names are English words a text capitalises, far from any
// court a judgment names ("Male", "Union", "Best"; not "Split", "Nice",
// "Reading" or "Bath").
const WordSet kPlacesThatAreWords = {"Male", "Union", "Mission", "Young", "Same", "Hook", "Time",
                                     "Best", "Mobile", "Orange", "Deal", "March", "Independence", "Liberty",
                                     "Bay", "Bar", "Federal", "Mercedes", "Centro", "Nokia", "Officer", "Pueblo",
                                     // ... and a make of cars a Japanese town is named after ("his Toyota Prius").
                                     "Toyota",
                                     // ... and a record's heading ("Parole board summary").
                                     "Parole",
                                     // ... and a plural a sentence begins with ("Marks of bruising were found").
                                     "Marks",
                                     // ... and words a sentence or a message begins with ("Nice! whereabouts do you
                                     // live?", "Reading the judgment, ...", "Split the bill", "Bath time at 7").
                                     "Nice", "Reading", "Split", "Bath",
                                     // ... and a heading's ("Wedding RSVP:", Berlin's district).
                                     "Wedding"};
// Words a town's name begins with, before a word that is also a first name.
const WordSet kTownFirstWords = {"Vila", "Villa", "São", "Santa", "Santo", "San", "Sant", "Sankt", "Porto", "Puerto",
                                 "Ciudad", "Castel", "Nowy", "Nowa", "Novi", "Novo", "Stary", "Stara", "Staro",
                                 "Velika", "Veliki", "Bad", "Torre", "Nea", "Agios", "Agia"};
const WordSet kPlacePrepositions = {"in", "from", "to", "near", "at", "against"};
// Words before "in" that tie a person to the place after it, however large:
// where someone lives, was born or works ("born in 1956 and lives in
// Istanbul"). A city of millions is no longer coarse there; a country is.
const WordSet kResidenceWords = {"live",    "lives",     "lived", "living",   "reside", "resides", "resided",
                                 "residing", "resident", "domiciled", "settled", "born",   "work",    "works",
                                 "worked",   "working"};
// Family words after which a capitalised word is the relative's name: "her son
// Jeremy", "his wife Ayşe"; and the words for those close to someone, "his
// friend Khasan Umarov".
const WordSet kKinship = {"son", "daughter", "wife", "husband", "brother", "sister", "father", "mother",
                          "child", "nephew", "niece", "cousin", "uncle", "aunt", "grandson", "granddaughter",
                          "grandfather", "grandmother", "partner", "fiancé", "fiancée", "sons", "daughters",
                          "twins", "twin", "stepson", "stepdaughter", "stepfather", "stepmother", "brother-in-law",
                          "sister-in-law", "son-in-law", "daughter-in-law", "father-in-law", "mother-in-law",
                          "boyfriend", "girlfriend", "friend", "neighbour", "neighbor", "colleague", "classmate",
                          "flatmate", "cellmate", "mate",
                          // ... and as a family's notice writes them ("much loved mum of Susan and Andrew").
                          "mum", "mam", "mom", "dad", "nan", "grandma", "grandad", "grandpa", "granny",
                          // ... and in the languages of letters a user may hold: German's nouns are capitalised
                          // ("ihr Sohn Lukas"), Dutch and Swedish ones are not ("uw zoon Daan", "farbror Göran").
                          "Sohn", "Tochter", "Ehefrau", "Ehemann", "Bruder", "Schwester", "Mutter", "Vater",
                          "zoon", "dochter", "broer", "zus", "moeder", "vader", "farbror", "morbror", "faster",
                          "moster", "dotter", "bror", "syster", "mamma", "pappa",
                          // Several named after the word for them ("two children, Elin and Oscar").
                          "children", "brothers", "sisters", "grandchildren"};
// Kinds of place: administrative divisions and settlements, "the County of
// Västmanland" (the division's name includes the word), "Lice district", "the
// province of Tunceli", "the village of Kavaklıdere" (it does not); named
// streets and bridges without a number ("Atatürk Street", "Galata Bridge":
// TAB's guidelines mask named infrastructure).
const WordSet kPlaceKinds = {"County", "Province", "District", "Region", "Municipality", "Canton", "Prefecture",
                             // Turkish apartment buildings and housing estates ("the Yıldız Apartmanı").
                             "Apartmanı", "Apartmanları", "Sitesi",
                             "Governorate", "Governorship", "Voivodeship", "Oblast", "Commune", "Parish", "Borough",
                             "county",
                             "province", "district", "region", "municipality", "canton", "prefecture", "governorate",
                             "voivodeship", "oblast", "commune", "parish", "borough", "village", "town", "city",
                             "neighbourhood", "neighborhood", "quarter", "suburb", "island", "Island", "Islands",
                             "City", "Town", "Village",
                             "hamlet", "Hamlet", "settlement", "area", "Street", "Avenue", "Road", "Boulevard", "Square",
                             "Lane",
                             "Bridge", "Caddesi", "Sokak", "Sokağı", "Mahallesi", "locality", "township", "raion",
                             // Russia's highways and avenues named before their kind ("Moskovskoye Shosse").
                             "Shosse", "Prospekt",
                             "rayon",
                             // Gorges, forests, mountains, valleys, a town's quarters, markets and stadiums
                             // ("the Argun gorge", "the Tatra Mountains", "the Sarayevo microdistrict").
                             "gorge", "Gorge", "forest", "Forest", "mountains", "Mountains", "valley", "Valley",
                             "microdistrict", "Microdistrict", "market", "Market", "stadium", "Stadium", "Monastery",
                             // Abbeys named so ("the Sean Ross Abbey").
                             "Abbey",
                             // Ports, and places of worship, named after "of" ("the port of Leixões", "the
                             // monastery of Agia Triada").
                             "port", "harbour", "monastery", "convent", "abbey", "church", "mosque", "cathedral",
                             "chapel", "synagogue",
                             // Water and land by their shape ("the Bay of Piran", "the Curonian Spit", "the
                             // Storebælt bridge").
                             "Bay", "bay", "Gulf", "gulf", "lake", "Spit", "spit", "Peninsula", "peninsula", "bridge",
                             "Beach", "beach",
                             // A town's bus and rail interchange ("last seen at Bradford Interchange").
                             "Interchange"};
// Kinds of institution written before the name in Europe's languages.
const WordSet kOrgStarts = {"Hospital", "Hôpital", "Ospedale", "Clínica", "Clinica", "Policlinico", "Istituto",
                            "Clinique", "Klinikum", "Universidad",
                            "Université", "Università", "Universität", "Colegio", "Instituto", "Banco", "Banque",
                            "Escola", "Escuela", "Consorzio", "Cooperativa",
                            // Belgium's and France's university hospitals ("the CHU de Liège").
                            "CHU",
                            "Krankenhaus", "Klinik", "Bezirksklinikum", "Universitätsklinikum", "Radio",
                            "Bezirkskrankenhaus", "Landeskrankenhaus", "Kreiskrankenhaus",
                            // Swiss hospitals ("the Spital Thun", "the Kantonsspital Aarau").
                            "Spital", "Kantonsspital", "Universitätsspital",
                            // Welsh schools ("Ysgol Gymraeg Aberystwyth"), Spanish care homes ("the nursing home
                            // Residencia San Juan de Dios").
                            "Ysgol", "Residencia",
                            // Spain's courts, firms and commands ("the Juzgado de Primera Instancia no. 41 de Madrid",
                            // "the Comandancia de Cádiz"), Poland's hospitals ("the Szpital Specjalistyczny im. ..."),
                            // and Dutch primary schools ("the Basisschool De Regenboog").
                            "Juzgado", "Audiencia", "Empresa", "Comandancia", "Centro", "Szpital", "Basisschool",
                            // East Germany's people's enterprises ("the VEB Textilkombinat Cottbus").
                            "VEB",
                            // Dutch universities ("the Universiteit Utrecht").
                            "Universiteit",
                            // Companies named kind first ("the Société des Bains de Mer").
                            "Société", "Compagnie", "Sociedad", "Società",
                            // German and Austrian schools named kind first ("the Neue Mittelschule Wels-Pernau").
                            "Mittelschule", "Sonderschule", "Volksschule", "Hauptschule", "Grundschule", "Realschule",
                            "Gesamtschule",
                            // Foundations and associations named kind first ("Stichting Russian Justice Initiative").
                            "Stichting", "Fundacja", "Fundación", "Fondation", "Fondazione", "Fundația", "Asociația",
                            "Associazione", "Asociación", "Stowarzyszenie",
                            // Police forces, banks and schools named so ("Polizia Roma Capitale", "Banca Intesa").
                            "Polizia", "Policía", "Polícia", "Guardia", "Banca", "Liceo", "Lycée",
                            // Hotels and inns named kind first ("the Hotel Kaiserhof", "the Gasthof Zum Hirschen").
                            "Hotel", "Gasthof", "Gasthaus",
                            // Banks and schools named so in Turkey, Poland, France and Germany ("Bank Asya", "École
                            // Centrale", "the Gesamtschule Berliner Platz").
                            "Bank", "École", "Gesamtschule", "Grundschule", "Realschule", "Hauptschule",
                            "Berufsschule",
                            // ... and Irish schools ("the Gaelscoil Sheoirse Clancy", "Coláiste Íde").
                            "Gaelscoil", "Scoil", "Coláiste", "Gaelcholáiste",
                            // Casinos named kind first ("the Casinò di San Marino", "the Casino de Monte-Carlo").
                            "Casino", "Casinò",
                            // Bars and cafés named so in Italy and France ("the Bar Sport", "the Caffè Greco"), and
                            // French institutes ("the Institut Roger Lambion").
                            "Bar", "Caffè", "Café", "Trattoria", "Ristorante", "Pizzeria", "Institut",
                            // Companies after their legal form, as Russia and Ukraine write it ("OOO Stroyinvest").
                            "OOO", "ZAO", "OAO", "PAO", "TOV", "SRL",
                            // ... and as Latvia and Lithuania write it ("SIA Baltic Data Trade").
                            "SIA", "UAB",
                            // Football clubs named so ("FC Porto"), and the combines of former Yugoslavia
                            // ("the Kombinat Aluminijuma Podgorica").
                            "FC", "Kombinat",
                            // Courts and unions named kind first in Spain and Portugal ("the Tribunal Supremo", "the
                            // Sindicato dos Estivadores"), Welsh hospitals ("Ysbyty Gwynedd"), Polish parishes
                            // ("Parafia pw. Świętego Krzyża" is the kind's and its saint's).
                            "Tribunal", "Sindicato", "Ysbyty", "Parafia",
                            // ... and Swedish health centres ("Vårdcentralen Kungsholmen").
                            "Vårdcentralen", "Vårdcentral"};
// Mountains named kind first ("Piz Kesch", "Monte Rosa": the second word
// can be a first name).
const WordSet kPeakStarts = {"Mount", "Mt", "Monte", "Mont", "Piz", "Pic", "Pico", "Pizzo",
                              // ... and capes ("Cape Emine").
                              "Cape"};
// What a street is, after its name ("Franklin Street", "Elm Grove").
const WordSet kStreetKinds = {"Street", "St", "Road", "Rd", "Avenue", "Ave", "Lane", "Boulevard", "Blvd", "Drive",
                              "Close", "Crescent", "Terrace", "Grove", "Gardens", "Mews", "Parade", "Square"};
// Where a place is, before "of" and its name: "in the area of Ronneby".
const WordSet kPlaceSurroundings = {"area", "vicinity", "outskirts", "suburbs", "environs"};
// Academic degrees' letters.
const WordSet kDegrees = {"BSc", "MSc", "PhD", "BEng", "MEng", "MPhil", "DPhil", "BEd",
                          "MRes", "MSci", "LLB", "LLM", "MBBS", "BTEC", "PGCE", "HND"};
// kNotOrgStart, and the titles and ranks, in one set: no organisation starts
// at a title ("DC Okafor of the Regional Crime Squad" is a person and a squad).
const WordSet& NoOrgStart() {
  static const WordSet words = [] {
    WordSet w = kNotOrgStart;
    w.insert(kTitles.begin(), kTitles.end());
    w.insert(kRanks.begin(), kRanks.end());
    // (And a degree before its university: "LLB University of Leeds (2:1)".)
    w.insert(kDegrees.begin(), kDegrees.end());
    return w;
  }();
  return words;
}
// Businesses and other organisations named after the word for their kind
// ("the shop Marks and Spencers", "the State-owned company Tractorul Braşov").
const WordSet kBusinessKinds = {"shop", "store", "supermarket", "restaurant", "hotel", "café", "cafe", "pub",
                                "nightclub", "chain", "bookshop", "bakery", "company", "firm", "cooperative",
                                "corporation", "enterprise", "factory", "union", "charity", "foundation",
                                "association", "club", "motel", "guesthouse", "hostel", "pizzeria", "disco", "party",
                                "organisation", "organization",
                                "band",
                                // ... and businesses by their trade ("the insurer Allianz", "the mobile operator
                                // Beeline", "the developer Ağaoğlu").
                                "insurer", "bank", "airline", "broadcaster", "operator", "retailer", "manufacturer",
                                "developer"};
// ... and periodicals, named so too ("the weekly periodical Özgür Halk").
const WordSet kPeriodicals = {"newspaper", "periodical", "weekly", "daily", "magazine", "journal"};
const WordSet kArticles = {"the", "a", "his", "her", "their"};
// Words before a property's designation in a land register.
const WordSet kProperties = {"property", "properties", "Property", "Properties", "estate",  "estates",
                             "Estate",   "Estates",    "holding",  "holdings",   "plot",    "plots"};
// One to four digits, a colon and one to four digits ("1:18") at `at`:
// returns the position after them, or `at`.
std::size_t BlockAndUnit(std::string_view text, std::size_t at) {
  auto digits = [&](std::size_t p) {
    std::size_t q = p;
    while (q < text.size() && q - p < 4 && std::isdigit(static_cast<unsigned char>(text[q]))) ++q;
    return q;
  };
  const std::size_t colon = digits(at);
  if (colon == at || colon >= text.size() || text[colon] != ':') return at;
  const std::size_t end = digits(colon + 1);
  if (end == colon + 1 || (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))) return at;
  return end;
}
// The words a numbered military unit ends with ("12th Regiment").
const WordSet kMilitaryUnits = {"Regiment", "Brigade", "Division", "Battalion", "Squadron", "Corps", "Battery",
                                "Platoon", "Commando", "Flotilla", "Fleet", "Army", "Wing", "Company", "Infantry"};
// Schools and hospitals numbered as Greece and the former Soviet States number them ("the 2nd Lyceum of
// Larissa", "the 3rd City Hospital").
const WordSet kNumberedInstitutions = {"Lyceum", "Gymnasium", "School", "Hospital", "Polyclinic", "Clinic",
                                       "Kindergarten"};
// "12th", "1st", "23rd".
bool IsOrdinal(std::string_view w) {
  if (w.size() < 3 || !std::isdigit(static_cast<unsigned char>(w[0]))) return false;
  const std::string_view suffix = w.substr(w.size() - 2);
  return (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th") &&
         std::all_of(w.begin(), w.end() - 2, [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}
// Local offices named after the area they serve: "the Chief Constable of South
// Yorkshire", "the Mayor of Beyoğlu", "the Governor of Mazowsze".
const WordSet kLocalOffices = {"Mayor", "Governor", "Prefect", "Constable", "Sheriff", "Burgomaster", "Mayoress",
                                // A church's offices are named by their sees ("the Metropolitan of Kydonia").
                                "Metropolitan", "Bishop", "Archbishop"};
// The words a court's name ends with before its seat: "the Court of Appeal of
// Skåne", "the District Court (tingsrätten) of Ronneby".
const WordSet kCourtNameEnds = {"Court", "Tribunal", "Appeal", "Appeals", "Instance", "Cassation"};
// Words after a name that make it a law's: "the Social Insurance Act".
const WordSet kLawWords = {"Act", "Code", "Law", "Regulation", "Regulations", "Ordinance", "Decree", "Statute"};
// Words that end a scheme's or a fund's name, no person's: "the Magdalene
// Restorative Justice Ex-Gratia Scheme".
const WordSet kSchemeWords = {"Scheme", "Fund", "Programme", "Program", "Initiative", "Award", "Prize"};
// Institutions named by a place and a lower-case head: "Hilvan prison".
const WordSet kLowerInstitutions = {"prison", "police", "gendarmerie", "hospital", "clinic", "camp", "farm",
                                    "centre", "center", "prosecutor", "office", "station", "headquarters",
                                    "court", "garrison", "barracks", "zone", "school", "checkpoint", "inspectorate",
                                    "factory", "plant", "mine", "mines", "mill", "quarry", "shop", "company", "firm",
                                    "supermarket", "hypermarket", "store", "workshop", "crossing", "bank",
                                    "cemetery", "roundabout", "pharmacy", "base",
                                    "post", "estate", "colliery", "penitentiary", "movement", "home",
                                    // Newspapers named before their kind ("the Gazeta Wyborcza daily").
                                    "daily", "weekly",
                                    // Bars, restaurants and hotels named after their place or owner ("the Vatra bar").
                                    "bar", "pub", "restaurant", "café", "cafe", "hotel", "nightclub", "café-bar",
                                    // ... and clubs by their sport ("the Cherno More boxing club").
                                    "club",
                                    // ... volunteer battalions ("the Aidar battalion") and shelters ("the Casa
                                    // Rut shelter").
                                    "battalion", "shelter",
                                    // ... commands ("the Pülümür gendarmerie command"), and works named so.
                                    "command", "steelworks", "shipyard", "refinery", "foundry", "brewery",
                                    "sawmill",
                                    // ... and cooperatives ("the Fasty dairy cooperative").
                                    "cooperative", "co-operative",
                                    // ... and a gendarmerie's outposts ("the Kayacık gendarmerie outpost").
                                    "outpost",
                                    // ... and a firm's depots and warehouses ("works nights at the Tesco depot").
                                    "depot", "warehouse",
                                    // ... associations named before the word ("the Òmnium Cultural association").
                                    "association",
                                    // ... detention facilities ("the Baku pre-trial detention facility").
                                    "facility"};
// Lower-case words between the place and the institution ("the Bitlis
// public prosecutor’s office", "the Siirt police station").
const WordSet kInstitutionModifiers = {"public", "chief", "principal", "provincial", "district", "city",
                                       "central", "security", "police", "prosecutor", "gendarmerie", "regional",
                                       "municipal", "county", "military", "psychiatric", "general", "maternity",
                                       "reception", "refugee", "transit", "internment", "primary", "secondary",
                                       "high", "boarding", "nursery", "administrative", "detention", "remand", "tax",
                                       "labour", "sanitary", "environmental", "power", "pre-removal", "registry",
                                       // Stations of a town's transport ("the Alma-Gare metro station").
                                       "metro", "railway", "bus", "train",
                                       // ... and where people shop ("the Akropolis shopping centre"), and air
                                       // and naval bases ("the Khankala military base").
                                       "shopping", "air", "naval",
                                       // ... and a family centre ("the Eggen family centre"), and homes
                                       // ("the Ældrecenter Hjallese nursing home", "the Kamenny children's home").
                                       "family", "nursing", "children", "care", "youth",
                                       "cement", "steel", "chemical", "state", "collective", "coal", "uranium",
                                       "salt", "copper", "iron", "ore", "gold", "silver", "lead", "zinc",
                                       "jewellery", "grocery", "clothes", "furniture", "hardware",
                                       "health", "magistrates", "border",
                                       // What a works makes ("the Zastava car factory", "the Fasty dairy
                                       // cooperative").
                                       "car", "tractor", "arms", "tobacco", "textile", "sugar", "paper", "glass",
                                       "tyre", "tire", "rubber", "shoe", "cable", "wine", "repair",
                                       "dairy", "meat", "aircraft", "ammunition", "housing", "agricultural",
                                       // ... and a migrants' first centre ("the Contrada Imbriacola early
                                       // reception centre").
                                       "early", "defence", "juvenile", "open", "closed", "repatriation",
                                       // ... and a school's level ("Sandvika upper secondary school").
                                       "upper", "lower",
                                       // Turkish prisons by their type ("Sincan F-type prison", "the Van F-type
                                       // high-security prison").
                                       "F-type", "E-type", "D-type", "L-type", "T-type", "high-security",
                                       "maximum-security", "practical", "elementary", "special",
                                       // A club's sport ("the Cherno More boxing club").
                                       "boxing", "football", "sports", "wrestling", "chess", "hunting", "shooting",
                                       "tennis", "motorcycle",
                                       // ... and how a plant makes power ("the Kozloduy nuclear power plant").
                                       "wind", "nuclear", "hydroelectric", "solar", "thermal", "pre-trial",
                                       // ... and how long it holds people ("the Chuhuiv temporary detention facility").
                                       "temporary", "shipping", "identification"};
// Words before a one-word place that make both one place ("Greater
// Manchester", "Northern Cyprus"), so the place still counts after them.
const WordSet kPlaceModifiers = {"North", "South", "East", "West", "Northern", "Southern", "Eastern", "Western",
                                 "Upper", "Lower", "Greater", "Central", "New", "Old", "Saint", "St", "Lake",
                                 "Mount", "Port", "Fort", "San", "Santa", "Los", "Las", "El", "Al"};
// Where a judgment names the State it is against: its opening sentence.
constexpr std::size_t kOpeningBytes = 300;
// Words after which capitalised words are a person's name.
// People a text names by what they were called ("a prisoner called X").
const WordSet kCalledOnes = {"man", "woman", "person", "witness", "prisoner", "inmate", "boy", "girl", "child",
                             "friend", "neighbour", "neighbor", "officer", "detainee", "someone", "individual",
                             "daughter", "son", "teenager", "youth", "pupil",
                             // ... and the parties themselves ("The first applicant, Fatuma Wanjiru, and").
                             "applicant", "applicants",
                             // ... and a trial's or a complaint's ("I have known the defendant, Owain Jenkins, since").
                             "defendant", "accused", "claimant", "complainant", "victim", "suspect", "deceased",
                             // ... and those someone works with ("his manager, Priya, not be told").
                             "manager", "colleague", "supervisor", "boss", "flatmate", "landlord", "landlady",
                             // ... and who acts for them ("His lawyer, Elchin Sadigov, lodged a complaint").
                             "lawyer", "representative", "counsel",
                             // ... and who works for them ("The applicant's tractor driver, Mykola Hnatiuk, was beaten").
                             "driver", "employee", "accountant", "secretary", "bodyguard", "assistant",
                             // One of several children ("the youngest, Klea, was born in 2014").
                             "youngest", "eldest", "oldest"};
// The word before a name said in lower case: "my name is jamie", "this is
// mark smith", "i'm", "its jamie o'connor".
const WordSet kIntroducingLowerCase = {"is", "its", "it's", "i'm", "im"};
// Roles in a service whose holder a message names by first name: "Your
// driver Carlos", "the cashier Kayla".
const WordSet kServiceRoles = {"driver", "nurse", "doctor", "agent", "courier", "cashier", "teacher", "carer",
                               "caseworker", "therapist", "counsellor", "counselor", "host", "waiter", "waitress",
                               "colleague", "neighbour", "neighbor", "friend", "tenant", "landlord", "landlady"};
const WordSet kPersonCues = {"Patient", "kin", "represented", "son", "daughter", "wife",
                             "husband", "brother", "sister", "mother", "father", "Attending",
                             "signed", "witness", "neighbour", "neighbor", "employer"};

bool IsLetter(char32_t c) {
  // Most text is ASCII: a table-free test there, Unicode's categories beyond.
  if (c < 0x80) return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
  const auto k = utf8proc_category(static_cast<utf8proc_int32_t>(c));
  return k >= UTF8PROC_CATEGORY_LU && k <= UTF8PROC_CATEGORY_LO;
}
bool IsDigit(char32_t c) { return c >= '0' && c <= '9'; }

// A gazetteer's entries: its lines, without blank lines and '#' comments, sorted.
std::vector<std::string> ParseList(std::string_view content) {
  std::vector<std::string> out;
  while (!content.empty()) {
    const std::size_t eol = std::min(content.find('\n'), content.size());
    std::string_view line = content.substr(0, eol);
    content.remove_prefix(std::min(eol + 1, content.size()));
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!line.empty() && line[0] != '#') out.emplace_back(line);
  }
  // The built-in lists are kept sorted; sorting them again took half of
  // loading them (37 M instructions).
  if (!std::is_sorted(out.begin(), out.end())) std::sort(out.begin(), out.end());
  return out;
}

// From `dir`, or the built-in copy when dir is empty.
Result<std::vector<std::string>> LoadList(const std::string& dir, std::string_view name) {
  if (dir.empty()) return ParseList(*BuiltinGazetteer(name));
  auto content = ReadFile(dir + "/" + std::string(name));
  if (!content) return std::unexpected(content.error().WithContext("gazetteer"));
  return ParseList(*content);
}

// A name token: capitalised and not a stop word, or an initial.
bool NameWord(const Token& t) { return t.name_word; }

// A cheap test before the hash lookup, which would otherwise run for every
// lower-case word: the institutions are these short words or start with one
// of these letters.
bool MaybeInstitution(std::string_view w) {
  if (w.size() < 3) return false;
  switch (w[0]) {
    case 'c':
      return w == "court" || w == "camp" || w == "clinic" || w == "centre" || w == "center" || w == "checkpoint" ||
             w == "company" || w == "crossing" || w == "café" || w == "cafe" || w == "command" ||
             w == "cooperative" || w == "co-operative" || w == "café-bar" || w == "club" || w == "cemetery" ||
             w == "colliery";
    case 'f': return w == "farm" || w == "factory" || w == "firm" || w == "foundry" || w == "facility";
    case 'm': return w == "mine" || w == "mines" || w == "mill" || w == "movement";
    case 'z': return w == "zone";
    case 'd': return w == "daily" || w == "depot";
    case 'w': return w == "weekly" || w == "workshop" || w == "warehouse";
    case 'i': return w == "inspectorate";
    case 'q': return w == "quarry";
    case 'p': return w.size() >= 6 || w == "plant" || w == "pub" || w == "post";
    case 'r': return w == "restaurant" || w == "refinery" || w == "roundabout";
    case 'n': return w == "nightclub";
    case 's': return w.size() >= 6 || w == "shop" || w == "store";
    case 'b': return w.size() >= 6 || w == "bar" || w == "bank" || w == "base";
    case 'h': return w.size() >= 6 || w == "hotel" || w == "home";
    case 'g': case 'o': return w.size() >= 6;
    case 'e': return w == "estate";
    case 'a': return w == "association";
    default: return false;
  }
}

// The same for the law words, asked for every word of a possible name.
bool MaybeLawWord(std::string_view w) {
  return w.size() >= 3 && (w[0] == 'A' || w[0] == 'C' || w[0] == 'L' || w[0] == 'R' || w[0] == 'O' ||
                           w[0] == 'D' || w[0] == 'S');
}

// Businesses that have branches named after places.
const WordSet kBusinesses = {"Bank", "bank", "company", "Company", "firm", "store", "shop", "supermarket",
                             "agency", "insurer", "chain", "post", "office"};

// tokens[i] is "branch": "of" and a business follow within three words
// ("branch of the Bank", "branch of Ziraat Bank", "branch of a bank").
bool BranchOfBusiness(const std::vector<Token>& tokens, std::size_t i) {
  if (i + 1 >= tokens.size() || tokens[i + 1].text != "of") return false;
  for (std::size_t k = i + 2; k < tokens.size() && k < i + 5; ++k) {
    if (kBusinesses.contains(WithoutPossessive(tokens[k].text))) return true;
  }
  return false;
}

// An institution's word, in the singular or plural: a first name before it
// names no one ("the Irish Governments", "Georgia Court").
bool InstitutionWord(std::string_view w) {
  w = WithoutPossessive(w);
  if (kOrgEnd.contains(w) || kPublicBodies.contains(w)) return true;
  return w.size() > 2 && w.back() == 's' && (kOrgEnd.contains(w.substr(0, w.size() - 1)) ||
                                             kPublicBodies.contains(w.substr(0, w.size() - 1)));
}

// One space between words, as texts write it: an ASCII space, a no-break or
// thin space, or the private-use space of documents converted from Word's
// Symbol font (U+F020, "Mr\uF020L.\uF020Wildhaber").
bool IsOneSpace(std::string_view gap) {
  return gap == " " || gap == "\u00A0" || gap == "\u2009" || gap == "\u202F" || gap == "\uF020";
}

// Two words of one name are a single space or a hyphen apart (a no-break
// hyphen too: "Mrs Nina Holst\u2011Christensen").
bool JoinsName(std::string_view text, const Token& a, const Token& b) {
  const std::string_view gap = Between(text, a, b);
  return IsOneSpace(gap) || gap == "-" || gap == "\u2011";
}

// The closing words of a letter or an e-mail ("Best regards,", "Yours
// sincerely,", "Thanks,"), lower-cased, as the last word before a line break.
const WordSet kClosings = {"regards", "wishes", "sincerely", "faithfully", "truly", "thanks", "cheers", "best", "love",
                           // "Mit freundlichen Grüßen", "Cordialement", "Saludos", "Met vriendelijke groet".
                           "grüßen", "grüße", "gruß", "cordialement", "salutations", "saludos", "atentamente",
                           "saluti", "cordiali", "groet", "groeten",
                           // "Kram, Elin", "Groetjes, Sanne", "Pozdrawiam, Ola", "S pozdravem, Jana", "Besos, Lucía".
                           "kram", "kramar", "hälsningar", "groetjes", "pozdrawiam", "pozdravem", "abrazos", "besos",
                           "bisous", "baci"};

// Whether the words before tokens[i] introduce a name: a greeting or thanks
// ("Dear", "Hi", "Thanks", "Thank you") or someone saying who they are ("my
// name is", "this is", "I am", "I'm"), one space before it.
bool IntroducesAName(std::string_view text, const std::vector<Token>& tokens, std::size_t i) {
  static const WordSet kGreetings = {"Dear", "Hi", "Hello", "Hey", "Thanks",
                                     // ... in the languages of letters a user may hold ("Hej Lars!", "Ciao Giulia").
                                     "Hej", "Hallo", "Ciao", "Hola", "Ahoj", "Cześć", "Bonjour", "Salut", "Moin"};
  // ... or signs off after a closing on the line, at a message's end ("Thanks, Becky").
  if (Between(text, tokens[i - 1], tokens[i]) == ", " && kClosings.contains(AsciiLower(tokens[i - 1].text))) {
    std::size_t end = tokens[i].end;
    // (Kisses after it are the message's: "Love, Gemma x".)
    if (end + 1 < text.size() && text[end] == ' ' && text[end + 1] == 'x') {
      const std::size_t past = std::min(text.find_first_not_of('x', end + 1), text.size());
      if (past == text.size() || text[past] == '\n') end = past;
    }
    return end == text.size() || text[end] == '\n' ||
           (text[end] == '.' && (end + 1 == text.size() || text[end + 1] == '\n'));
  }
  if (!IsOneSpace(Between(text, tokens[i - 1], tokens[i]))) return false;
  const std::string_view before = tokens[i - 1].text;
  if (kGreetings.contains(before) || before == "I'm" || before == "I’m") return true;
  // ... or "it's" and where the caller is calling from ("Hi, it's Noreen from Dr Bhattacharya's surgery"; not
  // "it's May").
  // (A chat's "its" too, after a greeting: "hey its Dani from the 2nd floor".)
  static const WordSet kChatGreetings = {"hi", "hey", "hiya", "hello"};
  const bool chat_its =
      (before == "its" || before == "Its") && i >= 2 && kChatGreetings.contains(AsciiLower(tokens[i - 2].text));
  // (Or where they are at: "Hi, it's Bob at reception"; not a month's "it's May at the latest".)
  static const WordSet kMonthNames = {"January", "February", "March", "April", "May", "June", "July", "August",
                                      "September", "October", "November", "December"};
  if (before == "it's" || before == "It's" || before == "it’s" || before == "It’s" || chat_its) {
    return i + 1 < tokens.size() &&
           (tokens[i + 1].text == "from" || tokens[i + 1].text == "here" ||
            (tokens[i + 1].text == "at" && !kMonthNames.contains(tokens[i].text)));
  }
  if (i < 2 || !IsOneSpace(Between(text, tokens[i - 2], tokens[i - 1]))) return false;
  const std::string_view two_before = tokens[i - 2].text;
  if (before == "am") return two_before == "I";
  if (before == "you") return two_before == "Thank";
  if (before != "is") return false;
  if (two_before == "this" || two_before == "This") return true;
  return two_before == "name" && i >= 3 && (tokens[i - 3].text == "my" || tokens[i - 3].text == "My");
}

// `word` with its first letter upper-cased and the rest lower-cased ("o'connor"
// -> "O'connor"), or as it is when it begins with no ASCII letter.
std::string AsciiCapitalised(std::string_view word) {
  std::string out = AsciiLower(word);
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

// A surname's ending no English word has: Polish, Czech, Slovak, South Slavic, Baltic, Romanian, Ukrainian,
// Georgian, Armenian, Greek, Icelandic and Turkish ones, and the East Slavic patronymic's. Of the whole word or
// of its first part ("Zielińska-Nowak").
bool SurnameShaped(std::string_view word) {
  static constexpr std::string_view kEndings[] = {
      "owska", "ewska", "ińska", "yńska", "owski", "ewski",  "iński",   "yński", "wicz",  "czyk",  "czak",  "enko",
      "ović",  "ević",  "ienė",  "aitė",  "ytė",   "iūtė",   "auskas",  "avičius", "ūnas", "shvili", "dze",  "escu",
      "eanu",  "sson",  "dóttir", "poulos", "opoulou", "oğlu", "ová",   "ovich", "evich", "ovna",  "evna",  "yan"};
  const std::size_t hyphen = word.find('-');
  if (hyphen != std::string_view::npos) word = word.substr(0, hyphen);
  if (word.size() < 6) return false;
  return std::any_of(std::begin(kEndings), std::end(kEndings), [&](std::string_view e) { return word.ends_with(e); });
}

bool IsAllDigits(std::string_view word) {
  return !word.empty() && std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A surname written in lower case as the surname gazetteer holds it:
// capitalised, without apostrophes ("o'connor" -> "Oconnor", as the US
// census lists it).
std::string SurnameKey(std::string_view word) {
  std::string key = AsciiCapitalised(word);
  std::erase(key, '\'');
  return key;
}

// Whether tokens[i] opens the line after a closing ("Best regards,\nPriya
// Natarajan"): the name that signs a letter.
bool SignsAfterAClosing(std::string_view text, const std::vector<Token>& tokens, std::size_t i) {
  if (i == 0) return false;
  const std::string_view gap = Between(text, tokens[i - 1], tokens[i]);
  const std::size_t newline = gap.find('\n');
  if (newline == std::string_view::npos || gap.find('\n', newline + 1) != std::string_view::npos) return false;
  if (gap.find_first_not_of(" \t\r", newline + 1) != std::string_view::npos) return false;
  return gap.substr(0, newline).find_first_not_of(", \t\r") == std::string_view::npos &&
         kClosings.contains(AsciiLower(tokens[i - 1].text));
}

// Where an initial of two letters that transliterate one ends with its dot
// ("Junior Sergeant Ch., ", "Mr Kh. questioned"); t.end when `t` is none, or
// when its dot may end the sentence ("Mr Li. The").
std::size_t DigraphInitialEnd(std::string_view text, const Token& t) {
  static const WordSet kDigraphs = {"Ch", "Sh", "Kh", "Zh", "Ts", "Yu", "Ya", "Ye", "Yo", "Dj", "Gj", "Lj", "Nj", "Th"};
  if (!kDigraphs.contains(t.text) || t.end >= text.size() || text[t.end] != '.') return t.end;
  // ... with more initials glued after it ("Mr Kh.M."): all of them.
  std::size_t more = t.end + 1;
  while (more + 1 < text.size() && std::isupper(static_cast<unsigned char>(text[more])) && text[more + 1] == '.') {
    more += 2;
  }
  if (more > t.end + 1) return more;
  const std::string_view after = text.substr(t.end + 1, 2);
  const bool inside = after.starts_with(',') || after.starts_with(';') || after.starts_with(')') ||
                      (after.size() == 2 && after[0] == ' ' && std::islower(static_cast<unsigned char>(after[1])));
  return inside ? t.end + 1 : t.end;
}

// Lower-case particles inside a surname ("Mr P. van Dijk", "Mr de Gaulle"),
// when a capitalised name word follows.
// Arabic names join theirs with "bin" ("Mohammed bin Khalifa Al Thani"), and Azerbaijani, Kyrgyz and
// Georgian names the father's name with "oglu", "kyzy" or "dze" ("Elnur Vagif oglu Mammadli", "Levan Zurabis
// dze Beridze"); particles count for no word of the name ("Maria da Conceição Ferreira Lopes" is four).
// Portuguese names join two surnames with "e" ("Teixeira e Silva"), Albanian places their words ("Malësi e
// Madhe"), French bodies theirs with "à" ("Banque Internationale à Luxembourg SA"), Czech and Slovak towns
// their river with "nad" ("Moldava nad Bodvou").
// ("i" joins a Catalan's two surnames: "Montserrat Puig i Ferrer".)
// ("cel" a Romanian epithet's: "Alexandru cel Bun".)
const WordSet kParticles = {"van", "von", "de",  "der", "den", "du",  "da",   "di",   "del",  "della", "le", "i", "cel", "des",
                            "la",  "ter", "ten", "dos", "das", "do",  "e",    "à",    "nad",  "pod",   "bin",
                            "ibn", "bint", "oglu", "oğlu", "ogly", "qizi", "qızı", "kyzy", "kizi", "uulu", "dze",
                            // An Arabic surname's article, written apart ("Fatima el Khattabi"), and Mauritania's
                            // "son of" and "daughter of" ("Abdelkader Ould Mohamed Salem", "Fatimetou Mint Ahmed").
                            "el", "al", "ben", "Ould", "ould", "Mint",
                            // ... and Spain's courts by their field ("the Juzgado de lo Penal no. 2").
                            "lo"};

// An Arabic surname with its article in small letters ("al-Hashimi",
// "el-Sayed", "ash-Shami").
bool ArticledSurname(std::string_view w) {
  // (An Italian or French surname with its elided article: "Mr Giovanni d'Alessandro", "dell'Acqua".)
  for (std::string_view article : {"d'", "d\u2019", "dell'", "dell\u2019", "dall'", "dall\u2019"}) {
    if (w.starts_with(article) && w.size() > article.size() + 2 && w[article.size()] >= 'A' &&
        w[article.size()] <= 'Z') {
      return true;
    }
  }
  const std::size_t hyphen = w.find('-');
  if (hyphen < 2 || hyphen > 3 || hyphen + 2 >= w.size() || w[hyphen + 1] < 'A' || w[hyphen + 1] > 'Z') return false;
  static const WordSet kArticles = {"al", "el", "ad", "ar", "as", "at", "az", "an", "ash", "ed", "er", "es", "et"};
  return kArticles.contains(w.substr(0, hyphen));
}

// Extends from token i over name words separated by single spaces (or a
// hyphen); returns one past the last.
std::size_t NameRun(std::string_view text, const std::vector<Token>& tokens, std::size_t i, std::size_t max_words) {
  // A nickname in quotes between the names: "Patrick 'Nobby' Clarke".
  auto nickname_at = [&](std::size_t k) {
    if (k + 1 >= tokens.size() || !tokens[k].capitalized || !tokens[k + 1].capitalized || !NameWord(tokens[k + 1])) {
      return false;
    }
    const std::string_view open = Between(text, tokens[k - 1], tokens[k]);
    const std::string_view close = Between(text, tokens[k], tokens[k + 1]);
    return (open == " '" && close == "' ") || (open == " \u2018" && close == "\u2019 ") ||
           (open == " \u201c" && close == "\u201d ") || (open == " \"" && close == "\" ");
  };
  std::size_t j = i, particles = 0;
  // (A word more with particles: Spain's two forenames and two surnames, "María del Carmen Fernández de la Vega
  // Ruiz".)
  while (j < tokens.size() && j - i - particles < max_words + (particles > 0 ? 1 : 0)) {
    if (j > i && nickname_at(j)) {
      j += 2;
      continue;
    }
    if (j > i && !JoinsName(text, tokens[j - 1], tokens[j])) break;
    // ... one or two of them: "Mr W. Ganshof van der Meersch", "de la Cruz".
    if (kParticles.contains(tokens[j].text)) {
      std::size_t k = j + 1;
      if (k < tokens.size() && kParticles.contains(tokens[k].text) && JoinsName(text, tokens[j], tokens[k])) ++k;
      if (k < tokens.size() && tokens[k].capitalized && NameWord(tokens[k]) && JoinsName(text, tokens[k - 1], tokens[k])) {
        particles += k - j;
        j = k + 1;
        continue;
      }
    }
    // ... and an Arabic surname with its article: "Mr Abdul-Rahman al-Hashimi".
    if (j > i && ArticledSurname(tokens[j].text)) {
      ++j;
      continue;
    }
    if (!NameWord(tokens[j])) break;
    ++j;
    // A possessive ends the name: "Mr Altıparmak's Twitter handle".
    if (WithoutPossessive(tokens[j - 1].text).size() != tokens[j - 1].text.size()) break;
  }
  return j;
}

// A place that begins a treaty's or a regulation's name ("the Brussels I
// Regulation", "the Lugano Convention") names the law, not where anyone is,
// and so does a law named after a person who is a town too (the "Pinto Act").
// j is the token after the place; a numeral may come between.
bool NamesALaw(std::string_view text, const std::vector<Token>& tokens, std::size_t j) {
  static const WordSet kTreatyWords = {"Regulation", "Convention", "Treaty", "Protocol", "Agreement"};
  if (j < tokens.size() && j > 0 && Between(text, tokens[j - 1], tokens[j]) == " " &&
      tokens[j].text.find_first_not_of("IVX") == std::string_view::npos) {
    ++j;
  }
  if (j >= tokens.size()) return false;
  const std::string_view gap = Between(text, tokens[j - 1], tokens[j]);
  if (gap == " " && kTreatyWords.contains(tokens[j].text)) return true;
  return (gap == " " || gap == "\u201d " || gap == "\" ") && tokens[j].text == "Act";
}

// Whether the "at" at `at` says where someone works: after a word for work ("works at", "my manager at", "shifts
// at") or a job it was done as ("worked as a data analyst at").
bool WorksAt(const std::vector<Token>& tokens, std::size_t at) {
  static const WordSet kWorkWords = {"work", "works", "worked", "working", "job", "manager", "boss", "shift",
                                     "shifts", "employed", "supervisor", "colleague", "colleagues", "placement",
                                     "internship", "apprenticeship"};
  // Back over the job's words, in lower case, to "as" and the verb before it, or over how long to the verb ("Works
  // 16 hrs/wk at Greggs").
  for (std::size_t k = at; k > 0 && at - k < 5; --k) {
    const std::string_view w = tokens[k - 1].text;
    if (kWorkWords.contains(AsciiLower(w))) return true;
    if (w == "as") return k > 1 && kWorkWords.contains(AsciiLower(tokens[k - 2].text));
    if (w.empty() || !(std::islower(static_cast<unsigned char>(w[0])) || std::isdigit(static_cast<unsigned char>(w[0])))) {
      return false;
    }
  }
  return false;
}

// Capitalised words after "in", "to", "at" that are no place: a language
// ("replied in Turkish"), a numbered part ("in Part II", "in Block C"), an
// institution's word ("to Parliament"), an acronym ("in NJA 2005 p. 805", a
// law report), or a word the same document also
// writes in lower case, so a common noun ("heard in Chambers" where "the
// chambers" occurs).
bool CommonWordsAfterPreposition(std::string_view text, const std::vector<Token>& tokens, std::size_t i,
                                 std::size_t j) {
  const std::string_view first = WithoutPossessive(tokens[i].text);
  if (j == i + 1 && (first.ends_with("ish") || first.ends_with("ese") || first.ends_with("ian"))) return true;
  // An acronym: "in NJA 2005 p. 805" (a law report), "to UNHCR"; or one
  // letter, which stands for a name the text withholds ("against X", "to
  // pay X’s costs", "granted to A.").
  if (j == i + 1 && first.substr(0, first.size() - (first.ends_with(".") ? 1 : 0))
                           .find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ") == std::string_view::npos) {
    return true;
  }
  for (std::size_t k = i + 1; k < j; ++k) {
    std::string_view w = tokens[k].text;
    if (w.ends_with(".")) w.remove_suffix(1);
    if (w.size() == 1 || w.find_first_not_of("IVX") == std::string_view::npos) return true;  // "C", "II"
  }
  // A part of a building or a site is no place: "he sits in Building 3, Room 214", "held in Cell 12"; nor a
  // school's class, nor a ward's bed ("the parent of Noah in Class 4B", "in Bed 7").
  static const WordSet kPartsOfPlaces = {"Building", "Room", "Block", "Floor", "Ward", "Wing", "Unit", "Suite",
                                         "Gate", "Terminal", "Level", "Cell", "Flat", "Apartment", "Class", "Form",
                                         "Grade", "Bed", "Bay"};
  if (j == i + 1 && kPartsOfPlaces.contains(first)) return true;
  // ... nor what a capitalised name or a script is "from" or "in": "Freedom from Torture", "taught in Latin script";
  // nor a month a note shortens ("since miscarriage in Jan"), nor "Co." alone ("in Co. Kerry" is a county's).
  static const WordSet kNoPlaces = {"Torture", "Latin", "Cyrillic", "Co", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul",
                                    "Aug", "Sep", "Sept", "Oct", "Nov", "Dec"};
  if (j == i + 1 && kNoPlaces.contains(first)) return true;
  // ... nor a company's department someone works "in": "works in Accounts Payable at our Sheffield office".
  static const WordSet kDepartments = {"Accounts", "Payroll", "Finance", "Marketing", "Sales", "Procurement",
                                       "Compliance", "Operations", "Logistics", "Facilities", "Reception"};
  if (kDepartments.contains(first)) return true;
  // An institution's word as the head is no place: "referred to Parliament",
  // "sent to Hospital" (but "in County Cork" is).
  const std::string_view head = tokens[j - 1].text;
  if (kOrgEnd.contains(head) || (j == i + 1 && kGenericBodyWords.contains(head))) return true;
  // A body of law: "contrary to Community law", "according to Sharia law".
  if (j < tokens.size() && tokens[j].text == "law" && Between(text, tokens[j - 1], tokens[j]) == " ") return true;
  return j == i + 1 && WrittenInLowerCase(text, first);
}

// A word with an English abstract noun's ending, which no name has that the surname list does not know
// ("Property", "Planning", "Development"; "Doherty" and "Manning" are known).
bool AbstractNoun(std::string_view word) {
  for (std::string_view ending : {"tion", "sion", "ment", "ness", "ity", "erty", "ship", "hood", "ning"}) {
    if (word.size() > ending.size() + 2 && word.ends_with(ending)) return true;
  }
  return false;
}

// "An" inside a name, after a name's word, is no article: Viet Nam's "Nghệ An province", "Long An".
bool MidNameArticle(std::string_view text, const std::vector<Token>& tokens, std::size_t k) {
  return k > 0 && tokens[k].text == "An" && tokens[k - 1].capitalized && NameWord(tokens[k - 1]) &&
         JoinsName(text, tokens[k - 1], tokens[k]);
}

// The first of up to `max_words` capitalised name words that end just before
// token `end` (which the caller has checked follows a name word).
std::size_t NameRunBefore(std::string_view text, const std::vector<Token>& tokens, std::size_t end,
                          std::size_t max_words) {
  std::size_t first = end - 1;
  while (first > 0 && end - first < max_words) {
    // Over one particle between name words ("Malësi e Madhe district").
    if (first > 1 && kParticles.contains(tokens[first - 1].text) && tokens[first - 2].capitalized &&
        NameWord(tokens[first - 2]) && JoinsName(text, tokens[first - 1], tokens[first]) &&
        JoinsName(text, tokens[first - 2], tokens[first - 1])) {
      first -= 2;
      continue;
    }
    if (!(NameWord(tokens[first - 1]) || MidNameArticle(text, tokens, first - 1)) || !tokens[first - 1].capitalized) {
      break;
    }
    if (!JoinsName(text, tokens[first - 1], tokens[first])) break;
    --first;
  }
  return first;
}

// One past the number after token end - 1 ("Prison no. 6": end + 2), or end.
std::size_t PastNumber(std::string_view text, const std::vector<Token>& tokens, std::size_t end) {
  // (A capitalised "No" a name's run took already: "Batumi Prison No. 3".)
  if (end > 1 && end < tokens.size() && tokens[end - 1].text == "No" &&
      Between(text, tokens[end - 1], tokens[end]) == ". " &&
      std::isdigit(static_cast<unsigned char>(tokens[end].text[0]))) {
    return end + 1;
  }
  if (end + 1 < tokens.size() && (tokens[end].text == "no" || tokens[end].text == "No") &&
      Between(text, tokens[end - 1], tokens[end]) == " " &&
      Between(text, tokens[end], tokens[end + 1]) == ". " &&
      std::isdigit(static_cast<unsigned char>(tokens[end + 1].text[0]))) {
    return end + 2;
  }
  return end;
}

// Whether the capitalised words after token `at` ("for", with "the" or not)
// name a body: "for the Republican Party".
bool BodyNamedAfter(std::string_view text, const std::vector<Token>& tokens, std::size_t at) {
  std::size_t k = at + 1;
  if (k < tokens.size() && tokens[k].text == "the") ++k;
  std::size_t end = k;
  while (end < tokens.size() && tokens[end].capitalized && Between(text, tokens[end - 1], tokens[end]) == " ") ++end;
  if (end == k) return false;
  // ... or before its kind in small letters ("a member of Parliament for the Jobbik party").
  return kOrgEnd.contains(WithoutPossessive(tokens[end - 1].text)) ||
         (end < tokens.size() && Between(text, tokens[end - 1], tokens[end]) == " " &&
          (tokens[end].text == "party" || tokens[end].text == "movement"));
}

// One past a German-speaking town's river or neighbour after token end - 1
// ("Reith bei Kitzbühel", "Freiburg im Breisgau", "Halle an der Saale"), or end.
std::size_t PastPlaceParticle(std::string_view text, const std::vector<Token>& tokens, std::size_t end) {
  if (end == 0 || end + 1 >= tokens.size() || Between(text, tokens[end - 1], tokens[end]) != " ") return end;
  const std::string_view w = tokens[end].text;
  std::size_t name = end + 1;
  if ((w == "an" || w == "ob" || w == "in") && tokens[end + 1].text == "der" && end + 2 < tokens.size()) {
    name = end + 2;
  } else if (w != "bei" && w != "im" && w != "am") {
    return end;
  }
  if (!tokens[name].capitalized || !NameWord(tokens[name]) || Between(text, tokens[name - 1], tokens[name]) != " ") {
    return end;
  }
  return name + 1;
}

// One past a place's other name after a slash ("Derry/Londonderry"), or end.
std::size_t PastSlashedName(std::string_view text, const std::vector<Token>& tokens, std::size_t end) {
  if (end == 0 || end >= tokens.size() || Between(text, tokens[end - 1], tokens[end]) != "/" ||
      !tokens[end].capitalized || !NameWord(tokens[end])) {
    return end;
  }
  return end + 1;
}

// One past the name of a place whose kind, token end - 1, comes first in
// French or Italian ("the Gare du Nord", "lieu-dit Cala Rossa", "Porte de la
// Chapelle"): the gazetteer holds a town called Gare, or Cala; or end.
std::size_t PastKindFirstPlace(std::string_view text, const std::vector<Token>& tokens, std::size_t end) {
  static const WordSet kKinds = {"Gare", "Porte", "Pont", "Cala", "Col", "Lac", "Mont", "Cap", "Pointe", "Anse",
                                 "Baie", "Île", "Ile", "Punta", "Capo", "Lago", "Monte", "Porta", "Ponte"};
  if (end == 0 || end >= tokens.size() || !kKinds.contains(tokens[end - 1].text)) return end;
  std::size_t name = end;
  const std::string_view w = tokens[end].text;
  if (w == "du" || w == "des" || w == "de" || w == "di" || w == "del" || w == "della") {
    ++name;
    if (name < tokens.size() && tokens[name].text == "la") ++name;
  }
  if (name >= tokens.size() || !tokens[name].capitalized || !NameWord(tokens[name]) ||
      Between(text, tokens[name - 1], tokens[name]) != " " || Between(text, tokens[end - 1], tokens[end]) != " ") {
    return end;
  }
  return name + 1;
}

// One past what still names the place whose name ends at token end - 1: its
// name after its kind, its neighbour or river, then its other name ("the Gare
// du Nord", "Freiburg im Breisgau", "Derry/Londonderry"), or end.
std::size_t PastPlaceName(std::string_view text, const std::vector<Token>& tokens, std::size_t end) {
  return PastSlashedName(text, tokens, PastPlaceParticle(text, tokens, PastKindFirstPlace(text, tokens, end)));
}

// A nickname in quotation marks between a first name and the surname ("Plamen
// “the Boxer” Iliev"): one past the surname after it, or `end`.
std::size_t PastNickname(std::string_view text, const std::vector<Token>& tokens, std::size_t end) {
  if (end == 0 || end >= tokens.size()) return end;
  const std::string_view after = text.substr(tokens[end - 1].end, 40);
  const bool straight = after.starts_with(" \"");
  if (!straight && !after.starts_with(" \u201c")) return end;
  const std::size_t close = after.find(straight ? "\"" : "\u201d", 2);
  if (close == std::string_view::npos) return end;
  const std::size_t surname_at = tokens[end - 1].end + close + (straight ? 1 : 3) + 1;
  std::size_t k = end;
  while (k < tokens.size() && tokens[k].start < surname_at) ++k;
  if (k == tokens.size() || tokens[k].start != surname_at || !tokens[k].capitalized || !NameWord(tokens[k]) ||
      text[surname_at - 1] != ' ') {
    return end;
  }
  return NameRun(text, tokens, k, 2);
}

// One capital letter, perhaps with a full stop or a possessive: "A", "B.", "C’s".
bool LetterAlone(std::string_view w) {
  w = WithoutPossessive(w);
  if (w.ends_with('.')) w.remove_suffix(1);
  return w.size() == 1 && w[0] >= 'A' && w[0] <= 'Z';
}

// Whether `word` stands in `text` as a whole word (no letter either side) at
// a place `counts` accepts.
template <typename Counts>
bool OccursAsWordWhere(std::string_view text, std::string_view word, Counts counts) {
  if (word.empty()) return false;
  for (std::size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
    const bool starts = at == 0 || !std::isalpha(static_cast<unsigned char>(text[at - 1]));
    const std::size_t end = at + word.size();
    const bool ends = end == text.size() || !std::isalpha(static_cast<unsigned char>(text[end]));
    if (starts && ends && counts(at)) return true;
  }
  return false;
}

}  // namespace

bool OccursAsWord(std::string_view text, std::string_view word, std::size_t except) {
  return OccursAsWordWhere(text, word, [&](std::size_t at) { return at != except; });
}

bool WrittenInLowerCase(std::string_view text, std::string_view word) {
  if (word.empty()) return false;
  std::string lower(word);
  lower[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[0])));
  if (lower == word) return false;  // a non-ASCII capital ("Ölmezköy"): the search would find the word itself
  // Not inside an e-mail address, which writes every name in small letters ("a.georgiou@pharm-larissa.gr" says
  // nothing of "Larissa"; a path or a website's "python3.11", "docs.python.org" still say "Python" is a word).
  return OccursAsWordWhere(text, lower, [&](std::size_t at) {
    const std::size_t space = text.find_last_of(" \t\n", at);
    const std::size_t from = space == std::string_view::npos ? 0 : space + 1;
    return text.substr(from, text.find_first_of(" \t\n", at) - from).find('@') == std::string_view::npos;
  });
}

bool IsUpper(char32_t c) {
  if (c < 0x80) return c >= 'A' && c <= 'Z';
  return utf8proc_category(static_cast<utf8proc_int32_t>(c)) == UTF8PROC_CATEGORY_LU;
}
bool IsStopWord(std::string_view word) { return kStop.contains(word) || kTitles.contains(word); }
bool IsRank(std::string_view word) { return kRanks.contains(word); }
bool IsDegree(std::string_view word) { return kDegrees.contains(word); }
bool NamesAJob(std::string_view word) {
  static const WordSet kPosts = {"consultant", "manager", "director", "officer", "adviser", "advisor", "analyst",
                                 "specialist", "registrar", "secretary", "assistant", "clerk", "surgeon", "physician",
                                 "nurse", "practitioner", "paediatrician", "pediatrician", "therapist", "coordinator",
                                 "administrator", "executive", "provider", "doctor", "clinician", "dentist",
                                 "pharmacist", "midwife", "counsellor", "counselor", "caseworker", "worker",
                                 // ... and public offices a title names ("Chief Public Prosecutor İrfan Fidan").
                                 "prosecutor", "commissioner", "investigator",
                                 // ... and a firm's posts ("the role of Junior Data Scientist").
                                 "scientist", "engineer", "developer", "designer"};
  const std::string lower = AsciiLower(word);
  return kPosts.contains(lower) || lower.ends_with("ologist") || lower.ends_with("iatrist");
}

bool IsTitle(std::string_view word) {
  if (!word.empty() && word.back() == '.') word.remove_suffix(1);
  return kTitles.contains(word);
}

std::string_view WithoutPossessive(std::string_view w) {
  if (w.ends_with("'s")) return w.substr(0, w.size() - 2);
  if (w.ends_with("\u2019s")) return w.substr(0, w.size() - 4);
  return w;
}

std::vector<Token> Tokenize(std::string_view text) {
  std::vector<Token> out;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t start = pos;
    const char32_t c = utf8::DecodeAt(text, pos);
    if (!IsLetter(c) && !IsDigit(c)) continue;
    std::size_t end = pos;
    const bool capitalized = IsUpper(c);
    bool initial = capitalized;
    std::size_t letters = 1;
    // letters, digits, and ' - . inside a word (a dot only in initials: "H.Ç.")
    while (end < text.size()) {
      std::size_t next = end;
      const char32_t d = utf8::DecodeAt(text, next);
      if (IsLetter(d) || IsDigit(d)) {
        // ... or a hyphen between them: "Dr C-G.E."; a transliterated
        // initial is two letters and its dot among them ("Ms L.Sh.
        // Magomadova", "Mr Kh.-A. Dudayev").
        // (Asked only while the word may still be an initial: this runs for
        // every letter. One alone is DigraphInitialEnd's, unless a hyphen
        // joins it to the next: "Kh.-A.")
        const auto digraph = [&] {
          return next < text.size() && text[next] == '.' &&
                 (end - 1 == start ? next + 1 < text.size() && text[next + 1] == '-'
                                   : text[end - 2] == '.' || text[end - 2] == '-') &&
                 kDigraphInitials.contains(text.substr(end - 1, next - end + 1));
        };
        initial = initial && ((IsUpper(d) && (text[end - 1] == '.' || text[end - 1] == '-')) || digraph());
        ++letters;
        end = next;
        continue;
      }
      if ((d == '\'' || d == '-' || d == 0x2019 || d == '.') && next < text.size()) {
        std::size_t after = next;
        const char32_t e = utf8::DecodeAt(text, after);
        const bool hyphen_then_capital = e == '-' && after < text.size() && text[after] >= 'A' && text[after] <= 'Z';
        if (d == '.' ? (initial && (IsUpper(e) || hyphen_then_capital)) : IsLetter(e)) {
          end = next;
          continue;
        }
      }
      break;
    }
    // An initial: upper-case letters each followed by a dot ("S.", "H.Ç.").
    bool is_initial = false;
    if (end < text.size() && text[end] == '.' && capitalized && (letters == 1 || initial)) {
      ++end;
      is_initial = true;
    } else if (letters == 2 && end + 2 < text.size() && text[end] == '.' &&
               ((text[end + 1] == ' ' && text[end + 2] >= 'A' && text[end + 2] <= 'Z') ||
                // ... or a name's last, before "and" or a comma ("Mr Stoyan Ts. and Mr Plamen D.").
                text.substr(end + 1, 5) == " and " || text[end + 1] == ',') &&
               kDigraphInitials.contains(text.substr(start, end - start))) {
      ++end;
      is_initial = true;
    }
    // "St." and "Mt." before a name are part of it ("St. Mary's Hospital").
    if (end + 2 < text.size() && text[end] == '.' && text[end + 1] == ' ' && text[end + 2] >= 'A' && text[end + 2] <= 'Z' &&
        kSaintsAndMounts.contains(text.substr(start, end - start))) {
      ++end;
    }
    const std::string_view word = text.substr(start, end - start);
    // Asked of most capitalised words several times over: looked up once.
    // A letter joined to a word is no name's ("the Van F-type prison" had
    // been a person, and so "lives in Van").
    const bool letter_compound = word.size() > 2 && word[1] == '-' && word[2] >= 'a' && word[2] <= 'z';
    // (Nor is a word with a digit: "Prisoner A4127BC Marcus Odukoya" had been one name. Asked of capitalised words
    // only, after the word: this runs for every letter.)
    const bool name_word =
        (capitalized && !kStop.contains(word) && !letter_compound &&
         word.find_first_of("0123456789") == std::string_view::npos) ||
        is_initial;
    out.push_back({start, end, word, capitalized, is_initial, name_word});
    pos = end;
  }
  return out;
}

bool NameRules::IsFirstName(std::string_view word) const {
  if (first_.Has(word)) return true;
  if (std::any_of(word.begin(), word.end(), [](char c) { return (c & 0x80) != 0; }) &&
      first_.Has(utf8::WithoutDiacritics(word))) {
    return true;
  }
  // Two first names joined, as France and Germany give them ("Pierre-Yves", "Hans-Jürgen"), when no list holds
  // the pair.
  const std::size_t hyphen = word.find('-');
  return hyphen != std::string_view::npos && hyphen > 1 && word.size() - hyphen > 2 &&
         word.find('-', hyphen + 1) == std::string_view::npos && IsFirstName(word.substr(0, hyphen)) &&
         IsFirstName(word.substr(hyphen + 1));
}

namespace {

// The names judgments give some States, and the name the gazetteers (and
// coarse_cities.txt) give them: "against the Russian Federation" is a case
// against Russia.
constexpr std::array<std::pair<std::string_view, std::string_view>, 11> kCountryAliases = {{
    {"Russian Federation", "Russia"},
    // States by their official styles ("against the French Republic lodged by a French national").
    {"French Republic", "France"},
    {"Hellenic Republic", "Greece"},
    {"Portuguese Republic", "Portugal"},
    {"Italian Republic", "Italy"},
    {"Swiss Confederation", "Switzerland"},
    {"Czech Republic", "Czechia"},
    {"Slovak Republic", "Slovakia"},
    {"Netherlands", "The Netherlands"},
    {"Macedonia", "North Macedonia"},
    {"T\u00fcrkiye", "Turkey"},
}};

std::string_view CountryAsListed(std::string_view name) {
  for (const auto& [alias, listed] : kCountryAliases) {
    if (name == alias) return listed;
  }
  return name;
}

// Each alias of a country `list` holds, beside it.
void AddCountryAliases(std::vector<std::string>* list) {
  for (const auto& [alias, listed] : kCountryAliases) {
    if (std::find(list->begin(), list->end(), listed) != list->end() &&
        std::find(list->begin(), list->end(), alias) == list->end()) {
      list->emplace_back(alias);
    }
  }
}

}  // namespace

void NameRules::List::Build(std::vector<std::string> s) {
  strings = std::move(s);
  index.clear();
  index.reserve(strings.size());
  for (const auto& v : strings) index.insert(v);  // views into `strings`, which no longer moves
}

Result<std::unique_ptr<NameRules>> NameRules::Load(const std::string& dir) {
  std::unique_ptr<NameRules> r(new NameRules());
  auto first = LoadList(dir, "first_names.txt");
  auto last = LoadList(dir, "last_names.txt");
  auto places = LoadList(dir, "places.txt");
  if (!first || !last || !places) {
    return std::unexpected((!first ? first : !last ? last : places).error());
  }
  // The census's first names with Europe's and the wider world's beside them, in files of their own: surrogates
  // draw from the first alone (optional in a user's directory, as older copies have no such files).
  for (const char* more : {"first_names_europe.txt", "first_names_world.txt"}) {
    if (!dir.empty() && !std::filesystem::exists(dir + "/" + more)) continue;
    auto names = LoadList(dir, more);
    if (!names) return std::unexpected(names.error());
    first->insert(first->end(), names->begin(), names->end());
  }
  r->first_.Build(std::move(*first));
  r->last_.Build(std::move(*last));
  AddCountryAliases(&*places);
  r->places_.Build(std::move(*places));
  // Optional in a user's directory (older copies have no such files):
  // without them no place counts as coarse, and no country as foreign.
  for (auto [name, list] : {std::pair{"coarse_places.txt", &r->coarse_places_}, std::pair{"countries.txt", &r->countries_}}) {
    if (!dir.empty() && !std::filesystem::exists(dir + "/" + name)) continue;
    auto entries = LoadList(dir, name);
    if (!entries) return std::unexpected(entries.error());
    AddCountryAliases(&*entries);
    list->Build(std::move(*entries));
  }
  if (dir.empty() || std::filesystem::exists(dir + "/coarse_cities.txt")) {
    auto lines = LoadList(dir, "coarse_cities.txt");
    if (!lines) return std::unexpected(lines.error());
    r->coarse_city_lines_ = std::move(*lines);
    for (const std::string& line : r->coarse_city_lines_) {
      const std::size_t tab = line.find('\t');
      if (tab == std::string::npos) continue;
      const std::string_view view(line);
      r->city_countries_.emplace(view.substr(0, tab), view.substr(tab + 1));
    }
  }
  return r;
}

bool NameRules::PlaceOrDemonym(std::string_view words) const {
  if (places_.Has(words)) return true;
  for (std::string_view suffix : {"an", "n", "ian", "ese"}) {
    if (words.ends_with(suffix) && places_.Has(words.substr(0, words.size() - suffix.size()))) return true;
  }
  return false;
}

bool NameRules::SpaceBetween(std::string_view text, const Token& a, const Token& b) {
  const std::string_view gap = Between(text, a, b);
  return IsOneSpace(gap) || (!gap.empty() && gap.find_first_not_of(" &") == std::string_view::npos);  // "Northcote & Vance LLP"
}

std::vector<std::string_view> NameRules::RespondentStates(std::string_view text, const std::vector<Token>& tokens) const {
  std::vector<std::string_view> out;
  // "an application ... against the Republic of Turkey", "against France";
  // older judgments: "referred to the Court by the Government of the United
  // Kingdom". Returns where the State's name starts, or 0.
  auto named_from = [&](std::size_t k) -> std::size_t {
    const bool opens = tokens[k].text == "against" || (tokens[k].text == "of" && k > 0 && tokens[k - 1].text == "Government");
    return opens && (tokens[k + 1].text == "the" || tokens[k + 1].capitalized) ? k + 1 : 0;
  };
  std::size_t i = 0, from = 0;
  while (i + 1 < tokens.size() && tokens[i].start < kOpeningBytes && (from = named_from(i)) == 0) ++i;
  if (from == 0) return out;
  // "the United Kingdom of Great Britain and Northern Ireland": every
  // country in the capitalised run (with "of", "and", "the"), however many
  // ("against Bosnia and Herzegovina, Croatia, Serbia, Slovenia and the
  // former Yugoslav Republic of Macedonia").
  for (std::size_t k = from; k < tokens.size() && k < from + 32;) {
    const std::string_view w = tokens[k].text;
    if (!tokens[k].capitalized && w != "of" && w != "and" && w != "the" && w != "former") break;
    // A country's name that ends a longer capitalised name is not that
    // country: "Northern Ireland" is no part of Ireland.
    const bool inside_name = k > from && tokens[k - 1].capitalized && Between(text, tokens[k - 1], tokens[k]) == " ";
    std::size_t n = std::min<std::size_t>(3, tokens.size() - k);
    for (; n >= 1; --n) {
      const std::string_view words = text.substr(tokens[k].start, tokens[k + n - 1].end - tokens[k].start);
      if (countries_.Has(words)) {
        if (!inside_name) out.push_back(CountryAsListed(words));
        break;
      }
    }
    k += std::max<std::size_t>(n, 1);
  }
  return out;
}

bool NameRules::Coarse(std::string_view words, const std::vector<std::string_view>& respondent) const {
  auto in_respondent = [&](std::string_view country) {
    return std::find(respondent.begin(), respondent.end(), country) != respondent.end();
  };
  // The countries the United Kingdom is made of are country-level as the
  // State is ("stationed in Northern Ireland", "arrested in England").
  static const WordSet kUnitedKingdom = {"England", "Scotland", "Wales", "Northern Ireland", "Great Britain"};
  if (kUnitedKingdom.contains(words) && in_respondent("United Kingdom")) return true;
  // The European Court's seat is named in its judgments for the Court ("the
  // Human Rights Building, Strasbourg"), unless a case is against France.
  if (words == "Strasbourg" && !respondent.empty() && !in_respondent("France")) return true;
  if (!coarse_places_.Has(words)) return false;
  if (respondent.empty()) return true;
  if (countries_.Has(words)) return in_respondent(CountryAsListed(words));
  const auto [first, last] = city_countries_.equal_range(words);
  if (first == last) return true;  // no country known
  return std::any_of(first, last, [&](const auto& city) { return in_respondent(city.second); });
}

bool NameRules::CoarseRun(std::string_view text, const std::vector<Token>& tokens, std::size_t i, std::size_t j,
                          const std::vector<std::string_view>& respondent) const {
  return Coarse(text.substr(tokens[i].start, tokens[j - 1].end - tokens[i].start), respondent);
}

bool NameRules::PluralPossessive(std::string_view text, const Token& a, const Token& b) {
  const std::string_view gap = Between(text, a, b);
  return a.text.ends_with("s") && (gap == "' " || gap == "\u2019 ");
}

bool NameRules::GenericPublicBody(const std::vector<Token>& tokens, std::size_t i, std::size_t j) const {
  // "the Tax Authority’s decision" is the Tax Authority's.
  std::string_view head = WithoutPossessive(tokens[j - 1].text);
  for (std::size_t k = i; k < j && !kPublicBodies.contains(head); ++k) {
    // "Ministry of Internal Affairs", "Court of Appeal", "Ministry for Foreign Affairs": the head comes first
    // (not in "the Interception of Communications Tribunal").
    if ((tokens[k].text == "of" || tokens[k].text == "for") && k > i) {
      head = tokens[k - 1].text;
      break;
    }
  }
  if (!kPublicBodies.contains(head)) return false;
  // "the Turkish Government": a State's government is the State, not a person's circle.
  if (head == "Government" && j == i + 2) return true;
  for (std::size_t k = i; k < j;) {
    if (kGenericBodyWords.contains(WithoutPossessive(tokens[k].text))) {
      ++k;
      continue;
    }
    // A coarse place of up to three words: "the United Kingdom Government".
    std::size_t n = std::min<std::size_t>(3, j - k);
    for (; n >= 1; --n) {
      const char* begin = tokens[k].text.data();
      const std::string_view last = WithoutPossessive(tokens[k + n - 1].text);
      if (coarse_places_.Has(std::string_view(begin, static_cast<std::size_t>(last.data() + last.size() - begin)))) break;
    }
    if (n == 0) return false;
    k += n;
  }
  return true;
}

void NameRules::Find(std::string_view text, const std::vector<Token>& tokens,
                     const std::vector<std::string_view>& respondent, std::vector<Span>* out) const {
  auto span = [&](std::size_t i, std::size_t j, const char* type, double score, const char* rec) {
    if (j <= i) return;  // no words: a span from token i back to the end of the one before
    // A person's name without the possessive ("Mr Gendzhev's supporters": its
    // surrogate had read "Mr Amick supporters"); a body's keeps it, as TAB's
    // annotators do ("the Bitlis Public Prosecutor’s office").
    std::size_t end = std::string_view(type) == "PERSON" ? EndWithoutPossessive(tokens[j - 1]) : tokens[j - 1].end;
    // A trailing initial keeps its dot; a sentence's full stop does not belong to a name.
    if (!tokens[j - 1].initial && end > tokens[j - 1].start && text[end - 1] == '.') --end;
    out->push_back(Span{tokens[i].start, end, type, score, rec});
  };
  // A capitalised name word follows token k as a name's words follow each other.
  auto name_word_after = [&](std::size_t k) {
    return k + 1 < tokens.size() && tokens[k + 1].capitalized && NameWord(tokens[k + 1]) &&
           JoinsName(text, tokens[k], tokens[k + 1]);
  };
  std::size_t generic_body_end = 0;  // one past the last token of the last generic public body
  // A family word in capitals begins a sentence, or is a religious title.
  const auto capital_kin_counts = [&](const Token& w) {
    if (w.text == "Brother" || w.text == "Sister" || w.text == "Father" || w.text == "Mother") return true;
    if (w.start == 0) return true;
    const std::size_t last = text.find_last_not_of(" \t", w.start - 1);
    return last == std::string_view::npos || std::string_view(".!?:;\n(").find(text[last]) != std::string_view::npos;
  };
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    // A relative named after the family word: "her son Jeremy", at a
    // sentence's start, "Husband Carlos at bedside", and in brackets, "Son
    // (Daniel) drives her" (not inside a title, "the Commission to Inquire
    // into Child Abuse", but a religious one, "Brother M.", anywhere).
    const bool after_kin = i > 0 && t.capitalized && NameWord(t) &&
                           (kKinship.contains(tokens[i - 1].text) ||
                            (tokens[i - 1].capitalized && kKinship.contains(AsciiLower(tokens[i - 1].text)) &&
                             capital_kin_counts(tokens[i - 1]))) &&
                           !kTitles.contains(t.text);
    // (A first name a town bears too is the relative's, above the town: "NOK husband Ron", "her nephew Barry"; not
    // a city of millions, "Her son Paris was not there".)
    const bool kin_town = after_kin && places_.Has(t.text);
    if (after_kin && (!kin_town || (IsFirstName(t.text) && !coarse_places_.Has(t.text)))) {
      const std::size_t j = NameRun(text, tokens, i, 3);
      if (JoinsName(text, tokens[i - 1], t) ||
          (Between(text, tokens[i - 1], t) == " (" && text.substr(tokens[j - 1].end, 1) == ")")) {
        span(i, j, "PERSON", kin_town ? 0.75 : 0.7, "relative_named");
      }
    }
    // ... or in brackets alone or with the age after a comma, as a clinician's note gives it, even a name a town
    // bears ("Son (Gary, 38)", "Collected by: son (Martin)").
    if (after_kin && Between(text, tokens[i - 1], t) == " (") {
      const std::size_t j = NameRun(text, tokens, i, 3);
      const std::size_t end = tokens[j - 1].end;
      if ((text.substr(end, 2) == ", " && end + 2 < text.size() &&
           std::isdigit(static_cast<unsigned char>(text[end + 2]))) ||
          text.substr(end, 1) == ")") {
        span(i, j, "PERSON", 0.75, "relative_named");
      }
    }
    // ... or after "of" and the family word, two words at least no gazetteer needs to know, before a comma or a
    // bracket ("She is the mother of Levan Kiknadze, who died"; not "the father of Mr ...", nor "the daughter of the
    // Minister", nor a body or a place).
    if (i > 1 && t.capitalized && tokens[i - 1].text == "of" && kKinship.contains(tokens[i - 2].text) &&
        NameWord(t) && !t.initial && !kTitles.contains(t.text) && !kRanks.contains(t.text) && name_word_after(i)) {
      const std::size_t j = NameRun(text, tokens, i, 3);
      const std::string_view after = text.substr(tokens[j - 1].end, 2);
      if (j > i + 1 && (after == ", " || after == " (") && !InstitutionWord(tokens[j - 1].text) &&
          !places_.Has(text.substr(t.start, tokens[j - 1].end - t.start))) {
        span(i, j, "PERSON", 0.7, "relative_named");
      }
    }
    // ... or first names the lists know, one or a list of them, after "of" and the family word, as a death notice
    // names a family ("dear father of Seamus, Bernadette and Fr. Eamon"), and after "the late" ("husband of the late
    // Rosaleen").
    // (The cheap test first: this runs for every word.)
    const bool kin_of =
        t.capitalized && i > 1 && tokens[i - 1].text == "of" && kKinship.contains(tokens[i - 2].text);
    const bool the_late = t.capitalized && i > 1 && tokens[i - 1].text == "late" && tokens[i - 2].text == "the";
    if ((kin_of || the_late) && NameWord(t) && IsFirstName(t.text) && !places_.Has(t.text) &&
        JoinsName(text, tokens[i - 1], t)) {
      for (std::size_t k = i;;) {
        const std::size_t j = NameRun(text, tokens, k, 3);
        // (The list's later members: a first name the lists know, or a forename and surname.)
        if (k > i && j == k + 1 && !IsFirstName(tokens[k].text)) break;
        span(k, j, "PERSON", 0.7, "relative_named");
        if (j >= tokens.size()) break;
        // The next after a comma or "and", past a title ("and Fr. Eamon").
        std::size_t next = j;
        const std::string_view gap = Between(text, tokens[j - 1], tokens[j]);
        if (gap != ", " && !(gap == " " && tokens[j].text == "and")) break;
        if (tokens[next].text == "and") ++next;
        if (next + 1 < tokens.size() && (IsTitle(tokens[next].text) || tokens[next].text == "Fr")) ++next;
        if (next >= tokens.size() || !tokens[next].capitalized || !NameWord(tokens[next])) break;
        k = next;
      }
    }
    // The place someone was "late of", as a death notice gives it ("McLAUGHLIN, Patrick, late of Ballymagorry").
    if (t.capitalized && i > 1 && tokens[i - 1].text == "of" && tokens[i - 2].text == "late" && NameWord(t) &&
        IsOneSpace(Between(text, tokens[i - 1], t))) {
      span(i, NameRun(text, tokens, i, 3), "LOCATION", 0.7, "address_named");
    }
    // A first name after the word for someone's role in a service: "Your
    // driver Carlos", "the cashier Kayla", "nurse Anna".
    if (i > 0 && NameWord(t) && kServiceRoles.contains(tokens[i - 1].text) && IsFirstName(t.text) &&
        !places_.Has(t.text) && IsOneSpace(Between(text, tokens[i - 1], t))) {
      span(i, NameRun(text, tokens, i, 3), "PERSON", 0.7, "name_after_role");
    }
    // ... or a forename and surname after a villager's or a soldier's role, either of them a name the lists know
    // ("village guard Hamit Yılmaz", "villagers Hüseyin Demir", "the shepherd Ali Rıza Kaya").
    // (And police officers named by forename and initial, as a judgment withholds their surnames: "beaten by
    // officers Giorgi M. and Levan Ts.".)
    static const WordSet kNamedRoles = {"guard",    "guards",    "villager",  "villagers", "shepherd", "gendarme",
                                        "soldier",  "conscript", "headman",   "muhtar",    "imam",     "farmer",
                                        "witness",  "officer",   "officers",  "policeman", "policemen"};
    // (An initial, or a transliteration's two-letter one: "M.", "Ts.".)
    const auto an_initial = [&](const Token& w) { return w.initial || DigraphInitialEnd(text, w) != w.end; };
    // (The cheap tests first: this runs for every word.)
    if (i > 0 && i + 1 < tokens.size() && t.capitalized && tokens[i + 1].capitalized && !tokens[i - 1].capitalized &&
        NameWord(t) && NameWord(tokens[i + 1]) && kNamedRoles.contains(tokens[i - 1].text) &&
        IsOneSpace(Between(text, tokens[i - 1], t)) &&
        JoinsName(text, t, tokens[i + 1]) && (IsFirstName(t.text) || IsFirstName(tokens[i + 1].text) ||
                                              last_.Has(tokens[i + 1].text) || an_initial(tokens[i + 1])) &&
        !places_.Has(t.text) && !kOrgEnd.contains(tokens[i + 1].text)) {
      const std::size_t j = NameRun(text, tokens, i, 3);
      span(i, j, "PERSON", 0.7, "name_after_role");
      // ... and the second of two after "and", by a first name the lists know or an initial.
      if (j + 2 < tokens.size() && tokens[j].text == "and" && tokens[j + 1].capitalized && tokens[j + 2].capitalized &&
          (IsFirstName(tokens[j + 1].text) || an_initial(tokens[j + 2])) && JoinsName(text, tokens[j + 1], tokens[j + 2])) {
        span(j + 1, NameRun(text, tokens, j + 1, 3), "PERSON", 0.7, "name_after_role");
      }
    }
    // A message's sender at a line's start, as a thread shows it ("Kayleigh: cant, working till 6"): a first name
    // the lists know, its colon, and words in small letters after it.
    // (Or after the message's time: "Chat log 14:02 Tom: can you send me the keys".)
    const auto after_time = [&] {
      const auto digit = [&](std::size_t k) { return std::isdigit(static_cast<unsigned char>(text[k])) != 0; };
      return t.start >= 5 && text[t.start - 1] == ' ' && digit(t.start - 2) && digit(t.start - 3) &&
             text[t.start - 4] == ':' && digit(t.start - 5);
    };
    if (t.capitalized && t.end + 2 < text.size() && text[t.end] == ':' && text[t.end + 1] == ' ' &&
        std::islower(static_cast<unsigned char>(text[t.end + 2])) &&
        (t.start == 0 || text[t.start - 1] == '\n' || after_time()) && IsFirstName(t.text) && !places_.Has(t.text)) {
      span(i, i + 1, "PERSON", 0.7, "chat_speaker");
    }
    // Someone identified or introduced by a first name alone, whatever else the word is ("Identified by a friend as
    // Liam", "he introduced himself as Dave").
    static const WordSet kNamingWords = {"identified", "Identified", "introduced", "Introduced", "introduces",
                                         "introducing"};
    if (i > 1 && tokens[i - 1].text == "as" && NameWord(t) && IsFirstName(t.text)) {
      for (std::size_t k = i - 1; k > 0 && i - k <= 5; --k) {
        if (kNamingWords.contains(tokens[k - 1].text)) {
          span(i, NameRun(text, tokens, i, 3), "PERSON", 0.7, "name_introduced");
          break;
        }
        if (tokens[k - 1].capitalized || text.substr(tokens[k - 1].end, tokens[k].start - tokens[k - 1].end) != " ") {
          break;
        }
      }
    }
    // Someone who says their name or is greeted by it, a first name alone:
    // "my name is Tom", "this is Tom", "I am Tom", "Dear Anna", "Hi Tom".
    // (A place's name too where the speaker says where they are from: "this is Graham from flat 4".)
    const auto from_after = [&] {
      return i + 1 < tokens.size() && (tokens[i + 1].text == "from" || tokens[i + 1].text == "here");
    };
    if (i > 0 && NameWord(t) && IsFirstName(t.text) && (!places_.Has(t.text) || from_after()) &&
        IntroducesAName(text, tokens, i)) {
      span(i, NameRun(text, tokens, i, 3), "PERSON", 0.7, "name_introduced");
    }
    // ... or who opens a message with their name and "here" ("Hi all, Marco from accounts here -", "Morning,
    // Jo here."), even a name a town bears.
    if (i > 0 && NameWord(t) && IsFirstName(t.text) && Between(text, tokens[i - 1], t) == ", ") {
      std::size_t k = i + 1;
      if (k < tokens.size() && tokens[k].text == "from") {
        while (k < tokens.size() && k < i + 6 && tokens[k].text != "here" &&
               Between(text, tokens[k - 1], tokens[k]) == " ") {
          ++k;
        }
      }
      if (k < tokens.size() && tokens[k].text == "here" && Between(text, tokens[k - 1], tokens[k]) == " ") {
        span(i, i + 1, "PERSON", 0.7, "name_introduced");
      }
    }
    // A letter's greeting to one word and its comma is to a person whatever list holds the word ("Dear Sunita,"),
    // but to a reader named by role ("Dear Sir,", "Dear Colleagues,").
    static const WordSet kReadersByRole = {
        "Sir",      "Sirs",     "Madam",  "Colleague", "Colleagues", "All",      "Team",     "Customer", "Customers",
        "Parent",   "Parents",  "Carer",  "Carers",    "Member",     "Members",  "Friend",   "Friends",  "Resident",
        "Residents", "Applicant", "Doctor", "Editor",  "Patient",    "Everyone", "Both",     "Manager",  "Student",
        "Students", "Client",   "Tenant", "Occupier",  "Homeowner",  "Neighbour", "Neighbours", "Shareholder",
        "Shareholders", "Partner", "Partners", "Committee", "Council", "Board", "Supporter", "Supporters"};
    if (i > 0 && tokens[i - 1].text == "Dear" && t.capitalized && NameWord(t) && !t.initial &&
        IsOneSpace(Between(text, tokens[i - 1], t)) && !kReadersByRole.contains(t.text) && !kTitles.contains(t.text) &&
        (text.substr(t.end, 1) == "," || text.substr(t.end, 1) == "\n")) {
      span(i, i + 1, "PERSON", 0.75, "name_greeted");
    }
    // ... and a letter's "Dear" in the languages of letters a user may hold, to a name of up to three words before
    // the greeting's comma, mark or line's end ("Tisztelt Nagy Péter úr!", "Gerbiamas Jonai Petraiti,", "Liebe
    // Anna,", "Querida Lucía:"; not "Cara", a first name too).
    static const WordSet kForeignDears = {"Tisztelt", "Kedves", "Gerbiamas", "Gerbiama", "Gerbiamasis", "Gerbiamoji",
                                          "Lieber", "Liebe", "Estimado", "Estimada", "Querido", "Querida", "Prezado",
                                          "Prezada", "Gentile", "Egregio", "Drogi", "Droga"};
    if (i > 0 && t.capitalized && NameWord(t) && !t.initial && kForeignDears.contains(tokens[i - 1].text) &&
        IsOneSpace(Between(text, tokens[i - 1], t)) && !kTitles.contains(t.text)) {
      const std::size_t j = NameRun(text, tokens, i, 3);
      const std::string_view after = text.substr(tokens[j - 1].end, 1);
      const bool hungarian_title = j < tokens.size() && (tokens[j].text == "úr" || tokens[j].text == "asszony");
      if (after == "," || after == "!" || after == ":" || after == "\n" || hungarian_title) {
        span(i, j, "PERSON", 0.75, "name_greeted");
      }
    }
    // ... and in a chat written in lower case: "my name is jamie", "its jamie
    // o'connor" (a first name, then a surname, both in the gazetteers).
    // (The words before first: most words of a text are in lower case.)
    std::string capitalised;  // the word as the gazetteers hold it, made once
    // (Not a possessive that Sweden's "My" spells: "it's my husband, Kevin".)
    if (i >= 2 && !t.capitalized && t.text.size() > 1 && kIntroducingLowerCase.contains(tokens[i - 1].text) &&
        t.text != "my" && first_.Has(capitalised = AsciiCapitalised(t.text)) && !places_.Has(capitalised)) {
      const bool said = tokens[i - 1].text == "is" && tokens[i - 2].text == "name";
      const bool surname_next = i + 1 < tokens.size() && !tokens[i + 1].capitalized &&
                                IsOneSpace(Between(text, t, tokens[i + 1])) &&
                                last_.Has(SurnameKey(tokens[i + 1].text));
      // "its" introduces a name given as an answer, which ends there ("yes
      // its jamie o'connor, dob ..."), not a phrase ("its rose garden party").
      const auto answer_ends = [&] {
        const std::size_t end = tokens[i + 1].end;
        return end == text.size() || text[end] == ',' || text[end] == '.' || text[end] == '\n';
      };
      const std::string_view before = tokens[i - 1].text;
      const bool with_surname =
          surname_next && (before == "i'm" || before == "im" || (before == "is" && tokens[i - 2].text == "this") ||
                           ((before == "its" || before == "it's") && answer_ends()));
      if (IsOneSpace(Between(text, tokens[i - 1], t)) && (said || with_surname)) {
        span(i, with_surname ? i + 2 : i + 1, "PERSON", 0.7, "name_introduced");
      }
    }
    // The name that signs a letter, alone on its line after the closing.
    if (t.capitalized && NameWord(t) && !kTitles.contains(t.text) && SignsAfterAClosing(text, tokens, i)) {
      const std::size_t j = NameRun(text, tokens, i, 4);
      const std::size_t end = tokens[j - 1].end;
      // To the line's end (npos: the text's).
      const std::string_view rest = text.substr(end, text.find('\n', end) - end);
      if (rest.find_first_not_of(" \t\r") == std::string_view::npos && !InstitutionWord(tokens[j - 1].text)) {
        span(i, j, "PERSON", 0.75, "signature");
      }
    }
    // ... or between commas after the family word, or after a word for a
    // person: "a boy in 1966 and a girl, Pernille, on 20 January 1971"; a
    // first name that is a town too, above the town ("His wife, Sofia,
    // suffers").
    bool town_named = false;  // asked last: a lookup for every word otherwise
    // (A rank is no name: "a former FSB officer, Lieutenant-Colonel (retired) A. Sh.".)
    if (i > 0 && t.capitalized && NameWord(t) && Between(text, tokens[i - 1], t) == ", " && !kTitles.contains(t.text) &&
        !kRanks.contains(t.text) &&
        (kKinship.contains(tokens[i - 1].text) || kCalledOnes.contains(tokens[i - 1].text)) &&
        (!(town_named = places_.Has(t.text)) || IsFirstName(t.text))) {
      // (Four words: "The applicants' friend, Abu Bakr al-Siddiq Diallo, lodged".)
      const std::size_t j = NameRun(text, tokens, i, 4);
      // Whose relative it is, said before the family word, lets the name end
      // a sentence too ("with their daughter, Lejla."; not "a girl, Paris."),
      // or come before what was said to them ("to her sister, Olga: ..."), and
      // so does having a relative ("She has two grandchildren, Daan and Fleur.";
      // "She had a girl, Paris." says no more whose girl than before).
      static const WordSet kOwners = {"his", "her", "their", "my", "our"};
      static const WordSet kHaving = {"has", "have", "had"};
      static const WordSet kWhich = {"two", "three", "four", "five", "elder", "eldest", "younger", "youngest", "only"};
      std::size_t owner = i > 2 && kWhich.contains(tokens[i - 2].text) ? i - 3 : i - 2;  // "her two sons"
      if (owner > 0 && owner < i && (tokens[owner].text == "a" || tokens[owner].text == "an")) --owner;  // "has a son"
      const bool owned = i > 1 && (kOwners.contains(AsciiLower(tokens[owner].text)) ||
                                   (kHaving.contains(tokens[owner].text) && kKinship.contains(tokens[i - 1].text)) ||
                                   WithoutPossessive(tokens[owner].text).size() != tokens[owner].text.size());
      const auto name_ends = [&](std::size_t end) {
        const std::string_view after = text.substr(end, 2);
        if (after == ", " || after == " (") return true;  // "her daughter, Zofia (aged 6)"
        return owned && !after.empty() && (after[0] == '.' || after[0] == ';' || after[0] == ':') &&
               (after.size() == 1 || after[1] == ' ' || after[1] == '\n');
      };
      if (name_ends(tokens[j - 1].end) && !InstitutionWord(tokens[j - 1].text)) {
        span(i, j, "PERSON", town_named ? 0.75 : 0.7, "relative_named");
      }
      // ... two or more of them, after the word for several, each perhaps
      // with a remark in brackets: "their two sons, Adnan and Edin, were last
      // seen", "His sons, Ardit, Besnik and Klodian, aged", "two sons, Yassin
      // (born in 2003) and Adam (born in 2006)".
      const bool several = tokens[i - 1].text.ends_with('s') || tokens[i - 1].text.ends_with("children");
      // Past a name's remark in brackets; the text's end when it runs on.
      const auto past_remark = [&](std::size_t end) {
        if (text.substr(tokens[end - 1].end, 2) != " (") return end;
        const std::size_t close = text.find(')', tokens[end - 1].end);
        if (close == std::string_view::npos || close - tokens[end - 1].end > 40) return tokens.size();
        while (end < tokens.size() && tokens[end].start < close) ++end;
        return end;
      };
      std::vector<std::pair<std::size_t, std::size_t>> listed = {{i, j}};  // each name's tokens
      for (std::size_t at = past_remark(j); several && at < tokens.size();) {
        // ", Besnik" as often as the list runs, then "and Klodian" and a comma or a bracket.
        const bool last = tokens[at].text == "and" && Between(text, tokens[at - 1], tokens[at]).ends_with(" ");
        if (!last && Between(text, tokens[at - 1], tokens[at]) != ", ") break;
        if (last ? !name_word_after(at) : !(tokens[at].capitalized && NameWord(tokens[at]))) break;
        const std::size_t end = NameRun(text, tokens, last ? at + 1 : at, 3);
        listed.emplace_back(last ? at + 1 : at, end);
        if (last) {
          if (name_ends(tokens[end - 1].end)) {
            for (const auto& [from, to] : listed) span(from, to, "PERSON", 0.75, "relative_named");
          }
          break;
        }
        at = past_remark(end);
      }
    }
    // A family named by its surname ("members of the Kola family"; not "the
    // Royal family", a people's, "the Kurdish family", nor an office's, "the
    // President's family", nor a body named so, "the Eggen family centre").
    static const WordSet kNoFamilyNames = {"Royal", "Holy", "Imperial", "First", "Ruling", "Grand"};
    if (t.text == "family" && i >= 2 && tokens[i - 2].text == "the" && tokens[i - 1].capitalized &&
        NameWord(tokens[i - 1]) && !tokens[i - 1].initial && SpaceBetween(text, tokens[i - 1], t) &&
        WithoutPossessive(tokens[i - 1].text) == tokens[i - 1].text && !kNoFamilyNames.contains(tokens[i - 1].text) &&
        !IsPeopleOrLanguage(tokens[i - 1].text) &&
        !(i + 1 < tokens.size() && SpaceBetween(text, t, tokens[i + 1]) &&
          kLowerInstitutions.contains(tokens[i + 1].text))) {
      span(i - 1, i, "PERSON", 0.7, "family_named");
    }
    // ... and a clan by its surname, of one or two words ("a member of the rival Di Lauro clan").
    if (t.text == "clan" && i >= 2 && tokens[i - 1].capitalized && NameWord(tokens[i - 1]) &&
        SpaceBetween(text, tokens[i - 1], t) && !IsPeopleOrLanguage(tokens[i - 1].text)) {
      std::size_t first = i - 1;
      if (tokens[first - 1].capitalized && NameWord(tokens[first - 1]) &&
          SpaceBetween(text, tokens[first - 1], tokens[first])) {
        --first;
      }
      if (first > 0 && !tokens[first - 1].capitalized) span(first, i, "PERSON", 0.7, "family_named");
    }
    // Title + name words: "Mr Galip Yalman", "Judge Dorian Calloway", "Mr S. Esmer".
    // (Every title is capitalised but those in kSmallLetterTitles, "dr. Kovács Péter": the cheap test first, for
    // every word.)
    // (Not Russia's rank "of Justice", the rank rule's: "Senior Lieutenant of Justice K.".)
    const bool rank_of_justice = t.text == "Justice" && i >= 2 && tokens[i - 1].text == "of" &&
                                 kRanks.contains(tokens[i - 2].text);
    const bool dotted = t.text.size() > 1 && t.text.back() == '.';
    const bool titled = t.capitalized && (kTitles.contains(t.text) ||
                                          (dotted && kTitles.contains(t.text.substr(0, t.text.size() - 1))));
    if ((!rank_of_justice && titled) ||
        (!t.capitalized && kSmallLetterTitles.contains(t.text) && i + 1 < tokens.size() && tokens[i + 1].capitalized)) {
      // A doctor's or a professor's title after this one names the person
      // ("Herr Dr. Becker", "Frau Prof. Weber"): that title's turn.
      // So does a judge's ("Mr Justice Holland", "Mrs Justice Hale").
      if (i + 1 < tokens.size() && (kAcademicTitles.contains(tokens[i + 1].text) || tokens[i + 1].text == "Justice")) {
        continue;
      }
      // A German doctor's field between title and name ("Dr. med. Thomas
      // Wagner", "Dr. rer. nat. …"): skipped.
      std::size_t first = i + 1;
      while (first + 1 < tokens.size() && first - i <= 2 && kDoctorFields.contains(tokens[first].text)) ++first;
      // The name follows the title as a name's words follow each other: "the
      // Chancellor of Justice (Justitiekanslern)" names an office.
      const bool follows = first < tokens.size() &&
                           (JoinsName(text, tokens[first - 1], tokens[first]) ||
                            ((kAbbreviatedTitles.contains(tokens[first - 1].text) || first > i + 1) &&
                             Between(text, tokens[first - 1], tokens[first]) == ". "));
      if (first > i + 1) {
        if (follows) span(first, NameRun(text, tokens, first, 4), "PERSON", 0.85, "title_rule");
        continue;
      }
      const std::size_t j = follows ? NameRun(text, tokens, i + 1, 4) : i + 1;
      // A letter alone stands for a name the Court withheld ("Ms A", "Mr C’s
      // home"): already no one's, as TAB's annotators leave it.
      const bool withheld = j == i + 2 && LetterAlone(tokens[i + 1].text);
      // "the Stichting Russian Justice Initiative" names a body, not Justice Initiative; but initials alone
      // after a title are a person's, whatever legal form they spell ("Mr A.S., who").
      const bool initials_alone = j == i + 2 && tokens[i + 1].initial;
      // (Nor a scheme or a fund named after justice: "the Magdalene Restorative Justice Ex-Gratia Scheme"; nor a
      // body named after a doctor, a word or two after the name: "the Dr Ersin Arslan State Hospital".)
      const auto body_after = [&](std::size_t k) {
        return k < tokens.size() && JoinsName(text, tokens[k - 1], tokens[k]) && tokens[k].capitalized &&
               kOrgEnd.contains(WithoutPossessive(tokens[k].text));
      };
      // (Or after "and": "the Bakırköy Dr. Sadi Konuk Training and Research Hospital".)
      if (j > i + 1 && (body_after(j) || (j + 1 < tokens.size() && tokens[j].capitalized && body_after(j + 1) &&
                                          JoinsName(text, tokens[j - 1], tokens[j])) ||
                        (j + 2 < tokens.size() && tokens[j].text == "and" && tokens[j + 1].capitalized &&
                         body_after(j + 2)))) {
        continue;
      }
      if (j > i + 1 && !withheld && !kOfficeWords.contains(tokens[i + 1].text) &&
          (!(kOrgEnd.contains(tokens[j - 1].text) || kSchemeWords.contains(tokens[j - 1].text)) || initials_alone)) {
        // "Mr Kh., questioned": the initial with its dot.
        const std::size_t end = j == i + 2 ? DigraphInitialEnd(text, tokens[i + 1]) : 0;
        if (end > tokens[i + 1].end) {
          out->push_back(Span{tokens[i + 1].start, end, "PERSON", 0.85, "title_rule"});
        } else if (const std::size_t k = PastNickname(text, tokens, j); k > j) {
          span(i + 1, k, "PERSON", 0.85, "title_rule");  // "Mr Plamen “the Boxer” Iliev"
        } else {
          span(i + 1, j, "PERSON", 0.85, "title_rule");
        }
      }
      continue;
    }
    // Rank + one or two name words, unless they name a body, a street or run
    // on: "Wing Commander Rodgers", not "the Major Crimes Unit" nor "Admiral
    // Street police station".
    // (A rank of two words is the second's: "Detective Sergeant McIlroy".)
    if (t.capitalized && i + 1 < tokens.size() && tokens[i + 1].capitalized && JoinsName(text, t, tokens[i + 1]) &&
        kRanks.contains(t.text) && !kRanks.contains(tokens[i + 1].text)) {
      const std::size_t j = NameRun(text, tokens, i + 1, 2);
      const bool body = std::any_of(tokens.begin() + static_cast<std::ptrdiff_t>(i + 1),
                                    tokens.begin() + static_cast<std::ptrdiff_t>(j), [](const Token& w) {
                                      // (... nor "Tralee Garda Station".)
                                      return InstitutionWord(w.text) || kGenericBodyWords.contains(w.text) ||
                                             kStreetKinds.contains(w.text) || w.text == "Station";
                                    });
      if (j > i + 1 && !body && !(j < tokens.size() && tokens[j].capitalized && JoinsName(text, tokens[j - 1], tokens[j]))) {
        span(i + 1, j, "PERSON", 0.75, "rank_rule");
      }
    }
    // A rank before initials: "Private P.C.", "Junior Sergeant Ch." (dotted
    // capitals a title could be, "P.C.", are a person after a rank; a
    // transliterated initial is two letters and its dot).
    // (Retired, or of Russia's justice: "Lieutenant-Colonel (retired) A. Sh.", "Senior Lieutenant of Justice K.";
    // a transliterated second initial too.)
    // (The rank first: the rest is asked only after one.)
    const bool rank_here = t.capitalized && (kRanks.contains(t.text) || rank_of_justice);
    const bool retired = rank_here && i + 2 < tokens.size() && tokens[i + 1].text == "retired" &&
                         Between(text, t, tokens[i + 1]) == " (" && Between(text, tokens[i + 1], tokens[i + 2]) == ") ";
    const std::size_t ni = retired ? i + 2 : i + 1;  // the name's token
    if (rank_here && ni < tokens.size() && (retired || IsOneSpace(Between(text, t, tokens[ni])))) {
      const Token& n = tokens[ni];
      std::size_t second = 0;
      if (n.initial && ni + 1 < tokens.size() && Between(text, n, tokens[ni + 1]) == " ") {
        // ("Sh." a token with its dot, or "Sh" before it.)
        const std::string_view w = tokens[ni + 1].text;
        if (w.size() == 3 && w.back() == '.' && kDigraphInitials.contains(w.substr(0, 2))) {
          second = tokens[ni + 1].end;
        } else if (const std::size_t end = DigraphInitialEnd(text, tokens[ni + 1]); end > tokens[ni + 1].end) {
          second = end;
        }
      }
      if (n.initial && second > 0) {
        // ... and the surname after them ("Colonel N. Sh. Petrenko" had left Petrenko).
        const std::size_t surname = ni + 2;
        const bool named = surname < tokens.size() && tokens[surname].start == second + 1 && text[second] == ' ' &&
                           tokens[surname].capitalized && NameWord(tokens[surname]) && !tokens[surname].initial;
        out->push_back(Span{n.start, named ? EndWithoutPossessive(tokens[NameRun(text, tokens, surname, 2) - 1]) : second,
                            "PERSON", 0.75, "rank_rule"});
      } else if (n.initial && rank_of_justice && name_word_after(ni)) {
        span(ni, NameRun(text, tokens, ni + 1, 2), "PERSON", 0.75, "rank_rule");  // "... of Justice A. Yakhyayev"
      } else if (n.initial) {
        span(ni, ni + 1, "PERSON", 0.75, "rank_rule");
      } else if (const std::size_t end = DigraphInitialEnd(text, n); end > n.end) {
        out->push_back(Span{n.start, end, "PERSON", 0.75, "rank_rule"});
      }
    }
    // A police officer by rank, collar number and surname: "PC 4471
    // Thompson" (the number is the officer's too).
    // (London's collar numbers end in their borough's letters: "PC 1127HT Lawson".)
    const auto collar = [](std::string_view w) {
      const std::size_t digits = w.find_first_not_of("0123456789");
      if (digits == 0) return false;
      if (digits == std::string_view::npos) return true;
      return w.size() - digits <= 2 && std::all_of(w.begin() + static_cast<std::ptrdiff_t>(digits), w.end(),
                                                   [](char c) { return c >= 'A' && c <= 'Z'; });
    };
    if (t.capitalized && i + 2 < tokens.size() && kRanks.contains(t.text) && collar(tokens[i + 1].text) &&
        tokens[i + 2].capitalized && NameWord(tokens[i + 2]) && JoinsName(text, t, tokens[i + 1]) &&
        JoinsName(text, tokens[i + 1], tokens[i + 2]) && !InstitutionWord(tokens[i + 2].text)) {
      span(i + 1, NameRun(text, tokens, i + 2, 2), "PERSON", 0.75, "rank_rule");
    }
    // A numbered military unit, where someone served: "the 12th Regiment of
    // the Royal Artillery", "the 16th Air Assault Brigade", "4th Division",
    // "the 47th Regiment Royal Artillery".
    if (i + 1 < tokens.size() && t.text[0] >= '0' && t.text[0] <= '9' && IsOrdinal(t.text)) {
      auto unit_word = [](std::string_view w) {
        return kMilitaryUnits.contains(w) || kNumberedInstitutions.contains(w);
      };
      std::size_t unit = i + 1;
      while (unit < tokens.size() && unit - i <= 4 && tokens[unit].capitalized &&
             SpaceBetween(text, tokens[unit - 1], tokens[unit]) && !unit_word(tokens[unit].text)) {
        ++unit;
      }
      if (unit < tokens.size() && unit_word(tokens[unit].text) && SpaceBetween(text, tokens[unit - 1], tokens[unit])) {
        const bool military = kMilitaryUnits.contains(tokens[unit].text);
        std::size_t end = unit + 1;
        if (end + 2 < tokens.size() && tokens[end].text == "of" && tokens[end + 1].text == "the" &&
            tokens[end + 2].capitalized && SpaceBetween(text, tokens[unit], tokens[end])) {
          end = NameRun(text, tokens, end + 2, 3);  // "of the Royal Artillery"
        } else if (!military && end + 1 < tokens.size() && tokens[end].text == "of" &&
                   tokens[end + 1].capitalized && SpaceBetween(text, tokens[unit], tokens[end])) {
          end = NameRun(text, tokens, end + 1, 2);  // "of Larissa"
        } else if (military && end < tokens.size() && tokens[end].capitalized && NameWord(tokens[end]) &&
                   SpaceBetween(text, tokens[unit], tokens[end])) {
          end = NameRun(text, tokens, end, 2);  // "Regiment Royal Artillery"
        }
        span(i, end, "ORGANIZATION", 0.8, military ? "military_unit" : "numbered_institution");
      }
    }
    // The human-rights groups named after the Helsinki Final Act, which often represent applicants ("the
    // Bulgarian Helsinki Committee", "the Helsinki Committee for Human Rights in Serbia", "the Greek Helsinki
    // Monitor"; the town alone had been found), with their people's word before them.
    static const WordSet kHelsinkiGroups = {"Committee", "Foundation", "Association", "Group", "Monitor"};
    if (t.text == "Helsinki" && i + 1 < tokens.size() && kHelsinkiGroups.contains(tokens[i + 1].text) &&
        SpaceBetween(text, t, tokens[i + 1])) {
      const std::size_t first =
          i > 0 && IsPeopleOrLanguage(tokens[i - 1].text) && SpaceBetween(text, tokens[i - 1], t) ? i - 1 : i;
      std::size_t end = i + 2;
      const auto word_at = [&](std::size_t k, std::string_view w) {
        return k < tokens.size() && tokens[k].text == w && SpaceBetween(text, tokens[k - 1], tokens[k]);
      };
      if (word_at(end, "for") && word_at(end + 1, "Human") && word_at(end + 2, "Rights")) {
        end += 3;
        if (word_at(end, "in") && end + 1 < tokens.size()) {
          const std::size_t place = word_at(end + 1, "the") ? end + 2 : end + 1;
          if (place < tokens.size() && tokens[place].capitalized && SpaceBetween(text, tokens[place - 1], tokens[place])) {
            end = place + 1;
          }
        }
      }
      span(first, end, "ORGANIZATION", 0.8, "helsinki_committee");
    }
    // A headquarters named after what it commands ("Headquarters Land Command").
    if (t.text == "Headquarters" && name_word_after(i)) {
      span(i, NameRun(text, tokens, i + 1, 3), "ORGANIZATION", 0.8, "military_unit");
    }
    // A business or a periodical named after its kind: "a lucrative contract
    // with the shop Marks and Spencers", "the hotel Savoy", "the cleaning
    // company Chistota" (a company, a firm, an enterprise, a party, a band or a club after any word: "the
    // football club Levski Sofia", "the municipal enterprise Chistota", "the Basque nationalist party
    // Batasuna", "the feminist punk band Pussy Riot"), "the weekly
    // periodical Özgür Halk" (a periodical's name is a periodical's, whatever
    // first name it begins with; a person's after "company" is the name
    // rules' and wins). Not a title after it, "the company Mr Smith founded", nor a word that is never a
    // name's, "a rubber band Tuesday".
    // (The cheap tests first: this runs for every word.)
    if (i > 0 && i + 1 < tokens.size() && tokens[i + 1].capitalized && !t.capitalized && t.text.size() >= 3 &&
        SpaceBetween(text, t, tokens[i + 1]) && (kBusinessKinds.contains(t.text) || kPeriodicals.contains(t.text)) &&
        (kArticles.contains(AsciiLower(tokens[i - 1].text)) || tokens[i - 1].text.ends_with("-owned") ||
         t.text == "company" || t.text == "firm" || t.text == "club" || t.text == "enterprise" || t.text == "party" ||
         t.text == "band" || t.text == "factory" || t.text == "organisation" || t.text == "organization" ||
         kPeriodicals.contains(t.text)) &&
        !kTitles.contains(tokens[i + 1].text) && !IsStopWord(tokens[i + 1].text)) {
      std::size_t end = i + 2;
      for (int words = 1; words < 4 && end < tokens.size(); ++words) {
        const std::string_view gap = Between(text, tokens[end - 1], tokens[end]);
        if ((gap == " & " || gap == "-") && tokens[end].capitalized) {  // "Mebli-Lux LLC"
          ++end;
        } else if (gap == " " && (tokens[end].text == "and" || kParticles.contains(tokens[end].text)) &&
                   end + 1 < tokens.size() && tokens[end + 1].capitalized &&
                   SpaceBetween(text, tokens[end], tokens[end + 1]) && !tokens[end + 1].initial &&
                   !kTitles.contains(tokens[end + 1].text)) {
          // "Bindman and Partners", "the newspaper Diario de Sevilla", "Corriere della Sera"; not a person after
          // "and" ("the association La Cimade and M. Jean-Claude Lefort").
          end += 2;
        } else if (gap == " " && tokens[end].capitalized) {
          ++end;
        } else {
          break;
        }
      }
      span(i + 1, end, "ORGANIZATION", kPeriodicals.contains(t.text) ? 0.9 : 0.7, "business_named");
    }
    // A property's designation in a land register, a name and block:unit
    // numbers: "the properties Källviken 1:18, 1:25 and 1:26".
    if (i + 1 < tokens.size() && tokens[i + 1].capitalized && (t.text[0] | 0x20) >= 'e' && (t.text[0] | 0x20) <= 'p' &&
        SpaceBetween(text, t, tokens[i + 1]) && kProperties.contains(t.text)) {
      const std::size_t name_end = NameRun(text, tokens, i + 1, 2);
      std::size_t pos = tokens[name_end - 1].end, last = 0;
      for (std::string_view sep = " "; pos + sep.size() < text.size() && text.substr(pos, sep.size()) == sep;) {
        const std::size_t numbers = pos + sep.size();
        const std::size_t after = BlockAndUnit(text, numbers);
        if (after == numbers) break;
        last = pos = after;
        sep = text.substr(pos, 5) == " and " ? " and " : ", ";
      }
      if (last > 0) out->push_back(Span{tokens[i + 1].start, last, "CODE", 0.7, "land_reference"});
    }
    // An acting office-holder named after the office: "Acting Deemster Hall"
    // (not "the Acting Chief Constable", nor a body: "Acting Registry Office").
    if (t.text == "Acting" && i + 2 < tokens.size() && tokens[i + 1].capitalized && tokens[i + 2].capitalized &&
        JoinsName(text, t, tokens[i + 1]) && JoinsName(text, tokens[i + 1], tokens[i + 2]) && NameWord(tokens[i + 2]) &&
        !kRanks.contains(tokens[i + 2].text) && !kGenericBodyWords.contains(tokens[i + 2].text)) {
      const std::size_t j = NameRun(text, tokens, i + 2, 2);
      const bool body = std::any_of(tokens.begin() + static_cast<std::ptrdiff_t>(i + 1),
                                    tokens.begin() + static_cast<std::ptrdiff_t>(j),
                                    [](const Token& w) { return InstitutionWord(w.text); });
      if (!body && !(j < tokens.size() && tokens[j].capitalized && JoinsName(text, tokens[j - 1], tokens[j]))) {
        span(i + 2, j, "PERSON", 0.75, "rank_rule");
      }
    }
    // An initial before a surname is a person whatever precedes it ("Commodore
    // J. Blackett", "Brigadier T. Paphiti"), but not a heading's letter at the
    // start of a line ("A. Proceedings before ...") or an institution ("U.S. Army").
    if (t.initial && name_word_after(i) && !tokens[i + 1].initial && t.start > 0 && text[t.start - 1] != '\n') {
      const std::size_t j = NameRun(text, tokens, i + 1, 3);
      // (Nor a number's label: Turkey's "T.C. Kimlik No".)
      if (!InstitutionWord(tokens[j - 1].text) && tokens[j - 1].text != "No") span(i, j, "PERSON", 0.7, "initial_name");
    }
    // Initials alone, as judgments name the people they protect ("two
    // persons, V.B. and A.K.", "According to V.B.,"): two letters at least,
    // not at a line's start (a heading's "A.1."), nor beside a number (a law
    // report's "[2004] 1 A.C. 653", the Commission's "D.R. 33, p. 21").
    const bool by_a_number = (i > 0 && IsDigit(static_cast<unsigned char>(tokens[i - 1].text.back()))) ||
                             (i + 1 < tokens.size() && IsDigit(static_cast<unsigned char>(tokens[i + 1].text[0])) &&
                              Between(text, t, tokens[i + 1]) == " ");
    if (t.initial && t.text.size() >= 4 && t.text.find('.') + 1 < t.text.size() - 1 && !name_word_after(i) &&
        t.start > 0 && text[t.start - 1] != '\n' && !kDottedAbbreviations.contains(t.text) && !kOrgEnd.contains(t.text) &&
        !by_a_number) {
      span(i, i + 1, "PERSON", 0.7, "initials");
    }
    // "the County of Västmanland", "the village of Kavaklıdere" (the cheap
    // test on the next word first: this runs for every word).
    // ("the Republic of Dagestan": a republic within a State, or a State the
    // case is not against; not a State's name that runs before the word, "the
    // Socialist Federal Republic of Yugoslavia".)
    const bool republic =
        t.text == "Republic" && !(i > 0 && tokens[i - 1].capitalized && SpaceBetween(text, tokens[i - 1], t));
    // ("the Land of Baden-Württemberg": a German or Austrian State.)
    const bool land = t.text == "Land" && i > 0 && tokens[i - 1].text == "the";
    if (i + 2 < tokens.size() && tokens[i + 1].text == "of" && tokens[i + 2].capitalized &&
        (kPlaceKinds.contains(t.text) || kPlaceSurroundings.contains(t.text) || republic || land)) {
      std::size_t j = NameRun(text, tokens, i + 2, 3);
      // (With a place's "and" the gazetteer knows: "the Republic of Bosnia and Herzegovina" is not cut before it.)
      if (j + 1 < tokens.size() && tokens[j].text == "and" && tokens[j + 1].capitalized &&
          places_.Has(text.substr(tokens[i + 2].start, tokens[j + 1].end - tokens[i + 2].start))) {
        j += 2;
      }
      // (Not the State a case is against, which no gazetteer may know: "an
      // application against the Republic of Varkos".)
      const auto against = [&] {
        const std::string_view name = text.substr(t.start, tokens[j - 1].end - t.start);
        const std::size_t at = text.substr(0, kOpeningBytes).find(name);
        return at != std::string_view::npos && text.substr(0, at).ends_with("against the ");
      };
      if (j > i + 2 && !CoarseRun(text, tokens, i + 2, j, respondent) && !(republic && against())) {
        span(t.capitalized ? i : i + 2, j, "LOCATION", 0.7, "administrative_division");
      }
    }
    // ... and the area a local office serves (the office is no place).
    if (i + 2 < tokens.size() && tokens[i + 1].text == "of" && tokens[i + 2].capitalized && kLocalOffices.contains(t.text) &&
        NameWord(tokens[i + 2]) && !kGenericBodyWords.contains(tokens[i + 2].text)) {
      const std::size_t j = NameRun(text, tokens, i + 2, 3);
      if (!CoarseRun(text, tokens, i + 2, j, respondent) && !InstitutionWord(tokens[j - 1].text)) {
        // "the Mayor of Kraków's inactivity": the place without the possessive.
        out->push_back(Span{tokens[i + 2].start, EndWithoutPossessive(tokens[j - 1]), "LOCATION", 0.7,
                            "administrative_division"});
      }
    }
    // A place's name before its kind: "Lice district", "Tunceli Province",
    // "Atatürk Street" (not "Rypin District Court").
    if (i > 0 && tokens[i - 1].capitalized && !tokens[i - 1].initial &&
        (NameWord(tokens[i - 1]) || MidNameArticle(text, tokens, i - 1)) &&
        SpaceBetween(text, tokens[i - 1], t) && kPlaceKinds.contains(t.text) &&
        !(i + 1 < tokens.size() && kOrgEnd.contains(WithoutPossessive(tokens[i + 1].text)))) {
      const std::size_t first = NameRunBefore(text, tokens, i, 3);
      // (An area named after a body is none: "the Customs area".)
      const bool body_area = t.text == "area" && std::any_of(tokens.begin() + static_cast<std::ptrdiff_t>(first),
                                                             tokens.begin() + static_cast<std::ptrdiff_t>(i),
                                                             [](const Token& w) {
                                                               return InstitutionWord(w.text) ||
                                                                      kGenericBodyWords.contains(w.text);
                                                             });
      // (Nor one a people lives in: "the Roma settlement".)
      const bool peoples = first + 1 == i && IsPeopleOrLanguage(tokens[first].text);
      if (!CoarseRun(text, tokens, first, i, respondent) && !body_area && !peoples) {
        span(first, i + 1, "LOCATION", 0.7, "administrative_division");
      }
    }
    // A court's seat after its name, or after its name in its own language:
    // "the District Court (tingsrätten) of Ronneby", "the Court of Appeal of
    // Skåne and Blekinge", "the Court of Appeal (hovrätten) for Western
    // Sweden" (not "the European Court of Human Rights").
    if ((t.text == "of" || t.text == "for") && name_word_after(i) && !kGenericBodyWords.contains(tokens[i + 1].text) &&
        NamesACourtBefore(text, tokens, i)) {
      const std::size_t first_end = NameRun(text, tokens, i + 1, 2);
      std::size_t j = first_end;
      if (j + 1 < tokens.size() && tokens[j].text == "and" && tokens[j + 1].capitalized && NameWord(tokens[j + 1]) &&
          SpaceBetween(text, tokens[j - 1], tokens[j]) && SpaceBetween(text, tokens[j], tokens[j + 1])) {
        j = NameRun(text, tokens, j + 1, 2);
      }
      const bool coarse = CoarseRun(text, tokens, i + 1, first_end, respondent);
      span(i + 1, j, "LOCATION", coarse ? kCoarsePlaceScore : 0.7, "court_seat");
    }
    // A movement, a union or a party by one name after "member of" ("a member of Solidarity from 1980", "membership
    // of Hezbollah"): a special category of data. Not a body every State has ("a member of Parliament", "of
    // Staff"), a place ("a member of Kirov's council"), a people, nor a person.
    if ((t.text == "member" || t.text == "members" || t.text == "Member" || t.text == "Members" ||
         t.text == "membership") && i + 2 < tokens.size() &&
        tokens[i + 1].text == "of" && SpaceBetween(text, t, tokens[i + 1]) && tokens[i + 2].capitalized &&
        SpaceBetween(text, tokens[i + 1], tokens[i + 2])) {
      static const WordSet kEveryStatesBodies = {"Parliament", "Congress", "Staff", "Senate", "Cabinet", "Bar",
                                                 "Chamber", "House", "Lords", "Commons", "Convention", "Family",
                                                 "Faculty", "Jury", "Clergy", "Public", "Assembly", "Club", "Council"};
      const Token& w = tokens[i + 2];
      const bool ends = i + 3 == tokens.size() || !tokens[i + 3].capitalized || !JoinsName(text, w, tokens[i + 3]);
      if (ends && WithoutPossessive(w.text) == w.text && w.text.size() > 3 && !kEveryStatesBodies.contains(w.text) &&
          !kGenericBodyWords.contains(w.text) && !InstitutionWord(w.text) && !kTitles.contains(w.text) &&
          !places_.Has(w.text) && !PlaceOrDemonym(w.text) && !IsPeopleOrLanguage(w.text) && !IsFirstName(w.text) &&
          !CommonWordsAfterPreposition(text, tokens, i + 2, i + 3)) {
        span(i + 2, i + 3, "ORGANIZATION", 0.6, "union_membership");
      }
    }
    // A firm by its name after a word for what only a firm has ("the headquarters of Magyar Televízió", "an
    // employee of Gazprom"): not a place, a person, nor a body every State has.
    static const WordSet kFirmsOwn = {"headquarters", "premises", "shareholders", "shareholder", "employee",
                                      "employees"};
    if (t.text == "of" && i > 0 && kFirmsOwn.contains(tokens[i - 1].text) && name_word_after(i) &&
        !kTitles.contains(tokens[i + 1].text) && !IsFirstName(tokens[i + 1].text)) {
      const std::size_t j = NameRun(text, tokens, i + 1, 3);
      const std::string_view run = text.substr(tokens[i + 1].start, tokens[j - 1].end - tokens[i + 1].start);
      const bool generic = std::any_of(tokens.begin() + static_cast<std::ptrdiff_t>(i + 1),
                                       tokens.begin() + static_cast<std::ptrdiff_t>(j), [](const Token& w) {
                                         return kGenericBodyWords.contains(w.text) || InstitutionWord(w.text);
                                       });
      if (!generic && !places_.Has(run) && !PlaceOrDemonym(run) && !CommonWordsAfterPreposition(text, tokens, i + 1, j)) {
        span(i + 1, j, "ORGANIZATION", 0.6, "firm_named");
      }
    }
    // A prison named after "HMP" (Her Majesty's Prison): "HMP Magilligan".
    if (t.text == "HMP" && name_word_after(i)) {
      span(i, NameRun(text, tokens, i + 1, 2), "ORGANIZATION", 0.75, "organization_rule");
    }
    // A county named after the word, as in Ireland: "HMP Magilligan, County
    // Derry, Northern Ireland" (not "the County Court", "the County
    // Administrative Board").
    if (t.text == "County" && name_word_after(i)) {
      const std::size_t j = NameRun(text, tokens, i + 1, 2);
      const bool body = std::any_of(tokens.begin() + static_cast<std::ptrdiff_t>(i + 1),
                                    tokens.begin() + static_cast<std::ptrdiff_t>(j), [](const Token& w) {
                                      return InstitutionWord(w.text) || kGenericBodyWords.contains(w.text);
                                    }) ||
                        (j < tokens.size() && kOrgEnd.contains(WithoutPossessive(tokens[j].text)));
      if (!body) span(i, WithLargerPlace(text, tokens, j), "LOCATION", 0.7, "administrative_division");
    }
    // A place's name before a lower-case institution, as TAB's guidelines
    // write them: "Hilvan prison", "Sincan F-type prison", "the Siirt police",
    // "the Bitlis public prosecutor’s office" (not after a coarse place: "the
    // Istanbul police" is as generic as "the Istanbul Assize Court").
    if (i > 0 && MaybeInstitution(t.text) && kLowerInstitutions.contains(WithoutPossessive(t.text))) {
      std::size_t k = i;
      // ("the Kozluk magistrates' court": through a plural possessive too.)
      while (k > 0 && i - k < 2 && kInstitutionModifiers.contains(WithoutPossessive(tokens[k - 1].text)) &&
             (SpaceBetween(text, tokens[k - 1], tokens[k]) || PluralPossessive(text, tokens[k - 1], tokens[k]))) {
        --k;
        // ... two of them joined by "and" ("the Moria reception and identification centre").
        if (k > 1 && k < i && tokens[k - 1].text == "and" && kInstitutionModifiers.contains(tokens[k - 2].text) &&
            SpaceBetween(text, tokens[k - 2], tokens[k - 1]) && SpaceBetween(text, tokens[k - 1], tokens[k])) {
          k -= 2;
          break;
        }
      }
      const bool needs_modifier = t.text == "office" || t.text == "station" || t.text == "headquarters" ||
                                  t.text == "post" || t.text == "estate" || t.text == "home";
      // (Not where a company is based, nor who owns or runs it: "the Gdynia-based company" is in Gdynia, "the
      // State-owned company Naftogaz" is Naftogaz.)
      const std::string_view before = k > 0 ? tokens[k - 1].text : std::string_view();
      if (k > 0 && (k < i || !needs_modifier) && tokens[k - 1].capitalized && NameWord(tokens[k - 1]) &&
          SpaceBetween(text, tokens[k - 1], tokens[k]) && !before.ends_with("-based") && !before.ends_with("-owned") &&
          !before.ends_with("-run") && !before.ends_with("-controlled")) {
        std::size_t first = NameRunBefore(text, tokens, k, 3);
        // (A town's fourth word when its first says it is one: "the Santa Maria Capua Vetere public
        // prosecutor's office".)
        if (first > 0 && k - first == 3 && kTownFirstWords.contains(tokens[first - 1].text) &&
            JoinsName(text, tokens[first - 1], tokens[first])) {
          --first;
        }
        // Not a line's first word, capitalised whatever it is ("Decorator factory" in a program's help).
        const std::size_t line_start = text.find_last_not_of(" \t", tokens[first].start == 0 ? 0 : tokens[first].start - 1);
        const bool opens_line = tokens[first].start == 0 || line_start == std::string_view::npos || text[line_start] == '\n';
        // "the Kahta court", but not "the Supreme court": a court's name needs a proper name in it; and
        // "Glitnir bank", not "a Swiss bank" or "the World bank"; "the Novo Groblje cemetery", not "the
        // Catholic cemetery".
        static const WordSet kBankWords = {"World", "Investment", "Development", "Commercial", "Savings",
                                           "Agricultural", "Reserve", "European", "Islamic", "Private", "Merchant"};
        const auto generic_word = [&](const Token& w) {
          return kGenericBodyWords.contains(w.text) || kFaithWords.contains(w.text) ||
                 (t.text == "bank" && (kBankWords.contains(w.text) || PlaceOrDemonym(w.text)));
        };
        const bool generic = ((t.text == "court" || t.text == "bank" || t.text == "cemetery") &&
                              std::all_of(tokens.begin() + static_cast<std::ptrdiff_t>(first),
                                          tokens.begin() + static_cast<std::ptrdiff_t>(k), generic_word)) ||
                             // ... nor a people's ("the Russian military base"), nor a State's or a union's letters
                             // ("a UK company", "an EU agency").
                             (first + 1 == k && (IsPeopleOrLanguage(tokens[first].text) || tokens[first].text == "UK" ||
                                                 tokens[first].text == "US" || tokens[first].text == "EU"));
        if (!generic && !opens_line && !CoarseRun(text, tokens, first, k, respondent)) {
          // "the Holmec border crossing", "the Beni Ensar border post", "the Novo Groblje cemetery", "the Orlov
          // roundabout", "the Gellerup housing estate"; a body with
          // its number, "the Tiraspol remand centre no. 2".
          const bool place = t.text == "checkpoint" || t.text == "crossing" || t.text == "cemetery" ||
                             t.text == "roundabout" || t.text == "post" || t.text == "estate";
          span(first, PastNumber(text, tokens, i + 1), place ? "LOCATION" : "ORGANIZATION", 0.7, "organization_rule");
        }
      }
    }
    // A business's branch is named after its place: "the Topkapı branch of
    // the Bank" (a police unit is not: "the Anti-terror branch of the
    // Security Directorate").
    if (i > 0 && (t.text == "branch" || t.text == "branches") && tokens[i - 1].capitalized &&
        NameWord(tokens[i - 1]) && SpaceBetween(text, tokens[i - 1], t) && BranchOfBusiness(tokens, i)) {
      const std::size_t first = NameRunBefore(text, tokens, i, 3);
      if (!CoarseRun(text, tokens, first, i, respondent)) {
        out->push_back(Span{tokens[first].start, tokens[i - 1].end, "LOCATION", 0.7, "branch_place"});
      }
    }
    // A firm of two partners without "Co." ("of Madden & Finucane", "Van der Heijden & Bakker Advocaten"), not
    // nouns joined ("HM Revenue & Customs"). (A token rule: as a pattern from every capital it had cost a run's
    // automaton 3% more.)
    if (t.capitalized && i + 1 < tokens.size() && Between(text, t, tokens[i + 1]) == " & ") {
      const Token& second = tokens[i + 1];
      static const WordSet kJoinedNouns = {
          "Revenue", "Customs", "Research", "Development", "Terms", "Conditions", "Health", "Safety", "Arts",
          "Crafts", "Science", "Technology", "Sales", "Marketing", "Trade", "Industry", "Food", "Drink", "Energy",
          "Environment", "Culture", "Media", "Planning", "Finance", "Accounts", "Security", "Defence", "Justice"};
      if (second.capitalized && t.text.size() >= 4 && second.text.size() >= 4 && NameWord(t) && NameWord(second) &&
          !kJoinedNouns.contains(t.text) && !kJoinedNouns.contains(second.text)) {
        std::size_t first = i;
        // ... with its particles before ("Van der Heijden") and its trade after ("Advocaten").
        while (first > 0 && first + 2 >= i && kParticles.contains(AsciiLower(tokens[first - 1].text)) &&
               IsOneSpace(Between(text, tokens[first - 1], tokens[first]))) {
          --first;
        }
        static const WordSet kFirmTrades = {"Advocaten", "Avocats", "Rechtsanwälte", "Solicitors", "Advocates", "LLP"};
        const std::size_t end = i + 2 < tokens.size() && kFirmTrades.contains(tokens[i + 2].text) &&
                                        IsOneSpace(Between(text, second, tokens[i + 2]))
                                    ? i + 3
                                    : i + 2;
        span(first, end, "ORGANIZATION", 0.75, "and_company");
      }
    }
    // A Turkish village by its name's last syllable, "village" ("in the direction of Kocaköy").
    if (t.capitalized && t.text.size() > 5 && t.text.ends_with("köy") && t.text.find('-') == std::string_view::npos) {
      out->push_back(Span{t.start, t.end, "LOCATION", 0.7, "village_named"});
    }
    // A school, clinic or foundation named with hyphens, as Germany writes it, in one word ("the
    // Kepler-Gymnasium", "the Anne-Frank-Grundschule").
    if (t.capitalized && t.text.size() > 8) {
      static const WordSet kHyphenatedBodies = {"Gymnasium",    "Grundschule", "Realschule",  "Hauptschule",
                                                "Gesamtschule", "Oberschule",  "Schule",      "Klinikum",
                                                "Klinik",       "Krankenhaus", "Universität", "Hochschule",
                                                "Stiftung",
                                                // ... and Flanders' and the Netherlands' ("the Sint-Guido-Instituut").
                                                "Instituut",    "Ziekenhuis",  "Atheneum",    "Lyceum"};
      const std::size_t hyphen = t.text.rfind('-');
      if (hyphen != std::string_view::npos && hyphen > 0 && kHyphenatedBodies.contains(t.text.substr(hyphen + 1))) {
        out->push_back(Span{t.start, t.end, "ORGANIZATION", 0.75, "hyphenated_institution"});
      }
      // ... or without a hyphen, as the Nordic languages join a school's or a hospital's name to its kind ("the
      // Rinkebyskolan", "Karolinska sjukhuset" is two words).
      // (And Dutch and Flemish schools: "the Sint-Jozefschool".)
      for (std::string_view kind :
           {"skolan", "gymnasiet", "sjukhuset", "skolen", "sykehuset", "sygehus", "koulu", "school",
            // (And Dutch foundations and hospitals: "the Pompestichting in Nijmegen".)
            "stichting", "ziekenhuis",
            // (And Danish, Swedish and German hospitals: "Aarhus Universitetshospital", "Universitätsklinikum".)
            "hospital", "hospitalet", "sjukhus", "klinikum", "kliniken"}) {
        if ((hyphen == std::string_view::npos || kind == "school") && t.text.ends_with(kind) &&
            t.text.size() > kind.size() + 3) {
          // (With its town before it: "Aarhus Universitetshospital".)
          const bool town = i > 0 && SpaceBetween(text, tokens[i - 1], t) && places_.Has(tokens[i - 1].text);
          out->push_back(
              Span{town ? tokens[i - 1].start : t.start, t.end, "ORGANIZATION", 0.75, "hyphenated_institution"});
        }
      }
    }
    // A town whose name begins with "The", after a place's preposition ("near The Hague").
    if (t.text == "The" && i > 0 && i + 1 < tokens.size() && kPlacePrepositions.contains(tokens[i - 1].text) &&
        tokens[i + 1].start == t.end + 1 && places_.Has(text.substr(t.start, tokens[i + 1].end - t.start))) {
      out->push_back(Span{t.start, tokens[i + 1].end, "LOCATION", 0.7, "place_gazetteer"});
    }
    if (!NameWord(t)) continue;
    // Cue word + two to four name words: "Patient: Lucan Dunmore", "represented by Zoë Underhill",
    // and a post's field, "HR adviser: Priya Shah".
    if (i > 0 && t.capitalized) {
      std::size_t cue = i - 1;
      if (tokens[cue].text == "by" && cue > 0) --cue;
      if (kPersonCues.contains(tokens[cue].text) ||
          (Between(text, tokens[i - 1], t) == ": " && NamesAJob(tokens[i - 1].text))) {
        const std::size_t j = NameRun(text, tokens, i, 4);
        // (Not a body's letters before its region: "Prosecutor: CPS Yorkshire and Humberside"; a name in capitals
        // is capitals throughout.)
        const auto capitals = [](std::string_view w) {
          return std::all_of(w.begin(), w.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
        };
        if (j >= i + 2 && !(t.text.size() > 1 && capitals(t.text) && !capitals(tokens[i + 1].text))) {
          span(i, j, "PERSON", 0.65, "person_cue");
        }
      }
    }
    // Someone named by how they are called, one word or more: "a witness
    // called Crittenden", "a man named Halvard Moe".
    if (i > 1 && t.capitalized && (tokens[i - 1].text == "called" || tokens[i - 1].text == "named") &&
        kCalledOnes.contains(tokens[i - 2].text)) {
      span(i, NameRun(text, tokens, i, 3), "PERSON", 0.7, "person_called");
    }
    // A forename and surname a sentence opens with, and what was done to them ("Khasan Dudayev was interviewed at
    // Croydon"): no place or body is interviewed or arrested.
    // (The cheap tests first: this runs for every word.)
    static const WordSet kDoneToSomeone = {"interviewed", "arrested", "detained", "questioned", "charged",
                                           "convicted",   "sentenced", "remanded", "cautioned",  "born",
                                           "examined",    "admitted",  "discharged", "assaulted"};
    if (t.capitalized && i + 3 < tokens.size() && tokens[i + 2].text == "was" &&
        kDoneToSomeone.contains(tokens[i + 3].text) && tokens[i + 1].capitalized && NameWord(tokens[i + 1]) &&
        Between(text, t, tokens[i + 1]) == " " &&
        (t.start == 0 || text[t.start - 1] == '\n' || Between(text, tokens[i - 1], t) == ". ") &&
        !InstitutionWord(tokens[i + 1].text) && !places_.Has(text.substr(t.start, tokens[i + 1].end - t.start))) {
      span(i, i + 2, "PERSON", 0.7, "person_done_to");
    }
    // An institution named as Spain, France, Italy and Germany name them,
    // the kind first: "Hospital Gregorio Marañón", "Clínica Universidad de
    // Navarra", "Klinikum Großhadern" (not "Hospital Road").
    // (A particle may come first: "Casinò di San Marino", "Banca de Economii".)
    static const WordSet kNameParticles = {"de", "di", "del", "della", "du", "des", "da", "do", "dos"};
    // (Two particles too: "the Hôpital de la Conception", "the Juzgado de lo Contencioso-Administrativo".)
    const auto particles_then_name = [&](std::size_t k) {
      if (k < tokens.size() && kNameParticles.contains(tokens[k].text)) ++k;
      if (k < tokens.size() && (tokens[k].text == "la" || tokens[k].text == "las" || tokens[k].text == "los" ||
                                tokens[k].text == "lo")) {
        ++k;
      }
      return k > i + 1 && k < tokens.size() && tokens[k].capitalized;
    };
    // (And Italy's private clinics, "the Casa di Cura Triolo Zancla": "Casa" alone begins towns' names.)
    const bool casa_di_cura = t.text == "Casa" && i + 2 < tokens.size() && tokens[i + 1].text == "di" &&
                              tokens[i + 2].text == "Cura";
    if (t.capitalized && (kOrgStarts.contains(t.text) || casa_di_cura) && i + 1 < tokens.size() &&
        ((tokens[i + 1].capitalized && NameWord(tokens[i + 1])) || particles_then_name(i + 1)) &&
        JoinsName(text, t, tokens[i + 1])) {
      std::size_t j = NameRun(text, tokens, i + 1, 4);
      // (Nor a town that is a kind's word, before its body: "the Bar Basic Court".)
      const bool body_after = j < tokens.size() && SpaceBetween(text, tokens[j - 1], tokens[j]) &&
                              kOrgEnd.contains(WithoutPossessive(tokens[j].text));
      // (Its name's words, not the kind alone.)
      if (j > i + 1 && !kOrgEnd.contains(tokens[j - 1].text) && !kStreetKinds.contains(tokens[j - 1].text) &&
          !body_after) {
        span(i, j, "ORGANIZATION", 0.75, "organization_kind_first");
        i = j - 1;
        continue;
      }
    }
    if (t.capitalized && kPeakStarts.contains(t.text) && i + 1 < tokens.size() && tokens[i + 1].capitalized &&
        NameWord(tokens[i + 1]) && JoinsName(text, t, tokens[i + 1])) {
      const std::size_t j = NameRun(text, tokens, i + 1, 2);
      // (A body named after the mountain is a body: "Mount Sinai Hospital".)
      if (InstitutionWord(tokens[j - 1].text)) {
        span(i, j, "ORGANIZATION", 0.75, "organization_rule");
      } else {
        span(i, j, "LOCATION", 0.75, "mountain_named");
      }
      i = j - 1;
      continue;
    }
    // First name from the gazetteer + capitalised words, unless a town's
    // first word comes before it ("Vila Nova de Gaia", "Santa Maria Capua Vetere").
    // Nor a town's first word that is also a first name right after "in" or
    // "near" ("lives in Santa Coloma"; "Santa Ozola" elsewhere is a woman).
    // (Nor where someone was born, after the year: "born in 1972 in Hải Phòng".)
    const bool town_after_in = (kTownFirstWords.contains(t.text) && i > 0 &&
                                (tokens[i - 1].text == "in" || tokens[i - 1].text == "near")) ||
                               (i > 2 && tokens[i - 1].text == "in" && tokens[i - 2].text.size() == 4 &&
                                IsAllDigits(tokens[i - 2].text) && tokens[i - 3].text == "in");
    // (Nor a street's kind that is a first name too: "17 Moss Lane East".)
    if (t.capitalized && IsFirstName(t.text) && !IsPeopleOrLanguage(t.text) && !town_after_in &&
        !(i > 0 && kTownFirstWords.contains(tokens[i - 1].text) && JoinsName(text, tokens[i - 1], t)) &&
        !(i > 0 && kStreetKinds.contains(t.text) && tokens[i - 1].capitalized && JoinsName(text, tokens[i - 1], t))) {
      const std::size_t j = NameRun(text, tokens, i, 4);
      // Not a street named after a person ("51 Franklin Street"), nor a body
      // with its place after it ("Young Offender Institution Feltham"), nor
      // a rank that a first name begins ("Lance Corporal William Hamilton":
      // the rank rule's). The body's word may be the one past the run: "Ziya
      // Gökalp Anatolian High School".
      const std::size_t past = j < tokens.size() && JoinsName(text, tokens[j - 1], tokens[j]) ? j + 1 : j;
      const bool body = std::any_of(tokens.begin() + static_cast<std::ptrdiff_t>(i + 1),
                                    tokens.begin() + static_cast<std::ptrdiff_t>(past),
                                    [](const Token& w) { return InstitutionWord(w.text) || kSchemeWords.contains(w.text); });
      const bool rank = j > i + 2 && kRanks.contains(tokens[i + 1].text);
      // (Nor a place before its kind, "Sofia Region", nor a faith, "a Roman
      // Catholic priest".)
      // (Nor a first name before an abstract noun no surname list knows: "the Reletting of Urban Property
      // Ordinance", "Urban Planning".)
      const bool abstract_noun = !last_.Has(tokens[j - 1].text) && AbstractNoun(tokens[j - 1].text);
      // (A name after the article names a body or a thing: "the 1st Battalion, The Royal Welsh", "clients
      // including the Van Oord".)
      const bool after_article = i > 0 && (tokens[i - 1].text == "the" || tokens[i - 1].text == "The") &&
                                 IsOneSpace(Between(text, tokens[i - 1], t));
      // (Nor a make and its model's letter and number: "a Mercedes E 220".)
      const bool model = tokens[j - 1].text.size() == 1 && tokens[j - 1].end + 1 < text.size() &&
                         text[tokens[j - 1].end] == ' ' && std::isdigit(static_cast<unsigned char>(text[tokens[j - 1].end + 1]));
      // (Nor a post a first name begins: "the role of Junior Data Scientist".)
      if (j > i + 1 && !body && !rank && !abstract_noun && !model && !kStreetKinds.contains(tokens[j - 1].text) &&
          !NamesAJob(tokens[j - 1].text) &&
          !kPlaceKinds.contains(tokens[j - 1].text) && !kFaithWords.contains(tokens[j - 1].text) &&
          !PlaceOrDemonym(text.substr(t.start, tokens[j - 1].end - t.start))) {
        const bool known_last = last_.Has(tokens[j - 1].text);
        span(i, j, after_article ? "ORGANIZATION" : "PERSON", known_last ? 0.85 : 0.7,
             after_article ? "name_after_article" : "name_gazetteer");
        // A first name that shares the surname after it: "Mark and Helen
        // Bennett-Shaw" (not the last word of a name before it).
        if (i >= 2 && tokens[i - 1].text == "and" && tokens[i - 2].capitalized && IsFirstName(tokens[i - 2].text) &&
            IsOneSpace(Between(text, tokens[i - 2], tokens[i - 1])) && IsOneSpace(Between(text, tokens[i - 1], t)) &&
            !(i >= 3 && tokens[i - 3].capitalized && JoinsName(text, tokens[i - 3], tokens[i - 2]))) {
          span(i - 2, i - 1, "PERSON", 0.7, "name_shared_surname");
          // ... and the first names listed before that one ("Zeynep, Hüseyin and Mehmet Kaya").
          for (std::size_t k = i - 2; k >= 2 && Between(text, tokens[k - 1], tokens[k]) == ", " &&
                                      tokens[k - 1].capitalized && IsFirstName(tokens[k - 1].text);
               --k) {
            span(k - 1, k, "PERSON", 0.7, "name_shared_surname");
          }
        }
        // ... or joined by an ampersand, as a form writes a couple ("Insured: Roberto & Maria Delgado").
        if (i >= 1 && Between(text, tokens[i - 1], t) == " & " && tokens[i - 1].capitalized &&
            IsFirstName(tokens[i - 1].text) && !(i >= 2 && tokens[i - 2].capitalized &&
                                                JoinsName(text, tokens[i - 2], tokens[i - 1]))) {
          span(i - 1, i, "PERSON", 0.7, "name_shared_surname");
        }
        // ... and a name of two words no gazetteer knows, listed before it after the words that list people:
        // "among them Levan Tsiklauri and Tamar Beridze", "the witnesses, Levan Tsiklauri and ..." (not a
        // body's or a place's name).
        static const WordSet kPeopleListed = {"them", "namely", "including", "witnesses", "brothers", "sisters",
                                              "sons", "daughters", "children", "friends", "neighbours", "colleagues",
                                              "officers", "men", "women", "villagers", "relatives"};
        if (j > i + 1 && i >= 4 && tokens[i - 1].text == "and" && IsOneSpace(Between(text, tokens[i - 1], t)) &&
            IsOneSpace(Between(text, tokens[i - 2], tokens[i - 1])) && kPeopleListed.contains(tokens[i - 4].text)) {
          const auto plain_name_word = [&](const Token& w) {
            return w.capitalized && NameWord(w) && !w.initial && !InstitutionWord(w.text) && !kTitles.contains(w.text) &&
                   !kOrgEnd.contains(w.text) && !places_.Has(w.text) && !PlaceOrDemonym(w.text);
          };
          if (plain_name_word(tokens[i - 3]) && plain_name_word(tokens[i - 2]) &&
              JoinsName(text, tokens[i - 3], tokens[i - 2])) {
            span(i - 3, i - 1, "PERSON", 0.7, "name_listed_before");
          }
        }
      } else if (j == i + 1 && i > 0 && Between(text, tokens[i - 1], t) == " (" && i + 2 < tokens.size() &&
                 tokens[i + 1].text == "and" && tokens[i + 2].capitalized && IsFirstName(tokens[i + 2].text) &&
                 text.substr(tokens[i + 2].end, 1) == ")") {
        // Two first names in brackets after the family's name ("M. et Mme Lefebvre (Antoine and Camille)").
        span(i, i + 1, "PERSON", 0.75, "names_in_brackets");
        span(i + 2, i + 3, "PERSON", 0.75, "names_in_brackets");
      } else if (j == i + 1 && !places_.Has(t.text)) {
        // A first name alone with the year or age of its bearer after it:
        // "three children: Lisa, born in 2005, and the twins Oskar and Maja,
        // born in 2009", "Child: Mateusz (DOB 14/06/2016)".
        const std::string_view after = text.substr(t.end, 7);
        if (after == ", born " || after == " (born " || after == ", aged " || after == " (aged " ||
            after.starts_with(" (DOB") || after.starts_with(", DOB")) {
          span(i, j, "PERSON", 0.7, "name_with_birth");
        }
      }
    }
    // Two capitalised words no first-name list knows, the second ending as only a surname of Central and Eastern
    // Europe or the Caucasus does ("Wiktoria Zielińska", "Lasha Kverenchkhiladze", "Ionuț Vasilescu"): a person.
    // Two words only, not after a capitalised word (a title's or a body's rule has the run: "Commissioner Stoyan
    // Todorov") nor after "the"; the second no first name.
    if (t.capitalized && NameWord(t) && !t.initial && t.text.size() >= 3 && i + 1 < tokens.size() &&
        tokens[i + 1].capitalized && SurnameShaped(tokens[i + 1].text) && NameWord(tokens[i + 1]) &&
        JoinsName(text, t, tokens[i + 1]) && !name_word_after(i + 1) && !IsFirstName(tokens[i + 1].text) &&
        !(i > 0 && (tokens[i - 1].capitalized || tokens[i - 1].text == "the") &&
          IsOneSpace(Between(text, tokens[i - 1], t))) &&
        !IsFirstName(t.text) && !places_.Has(t.text) && !IsPeopleOrLanguage(t.text) && !InstitutionWord(t.text) &&
        !kRanks.contains(t.text) && !kOrgEnd.contains(t.text) && !WrittenInLowerCase(text, t.text)) {
      span(i, i + 2, "PERSON", 0.7, "name_surname_shape");
    }
    // Organisations: name words ending in an organisation word, possibly with
    // "of", "&", "and", "the" inside ("Ministry of Internal Affairs"); not
    // from the middle of a longer capitalised name ("the ... Legal Protection
    // of Human Rights and the International Commission"; a title is none, "the
    // Dr Ivan Seliminski Hospital"), nor from a heading's letter ("A. County
    // Traffic Company's application"). A unit named after a grand duke starts at "Grand", which starts the
    // Court's "Grand Chamber" otherwise ("the Grand Duke Algirdas Battalion").
    // (And an Irish police unit starts at "Garda", a rank before a forename: "the Garda National Drugs and Organised
    // Crime Bureau", not "Garda Niamh D'Arcy".)
    const bool grand_duke = t.text == "Grand" && i + 1 < tokens.size() &&
                            (tokens[i + 1].text == "Duke" || tokens[i + 1].text == "Prince");
    const bool garda_unit = t.text == "Garda" && i + 1 < tokens.size() && tokens[i + 1].capitalized &&
                            !IsFirstName(tokens[i + 1].text);
    if (t.capitalized && !(i > 0 && tokens[i - 1].capitalized && NameWord(tokens[i - 1]) &&
                           !kTitles.contains(tokens[i - 1].text) && !IsDegree(tokens[i - 1].text) &&
                           SpaceBetween(text, tokens[i - 1], t)) &&
        (!NoOrgStart().contains(t.text) || grand_duke || garda_unit) &&
        !(t.initial && (t.start == 0 || text[t.start - 1] == '\n')) &&
        // (Nor from an answer's letter in a transcript: "A. At Redstone Fabrication in Erie".)
        !(t.initial && i + 1 < tokens.size() && kStop.contains(tokens[i + 1].text))) {
      std::size_t j = i;
      std::size_t last_org = 0;
      bool law = false;
      // Twelve words: "the High Court of Justice of the Isle of Man" is nine, "the Centre for Combating
      // Extremism of the Ministry of the Interior of Ingushetia" eleven.
      while (j < tokens.size() && j - i < 12) {
        const Token& w = tokens[j];
        // A name does not run across punctuation: "Ankara. The Turkish
        // Government", "Commission (“the Commission”)".
        // ... but through a plural possessive: "Siverek Magistrates' Court".
        // ... nor across a comma, but before a company's legal form, as Spain and Portugal write it ("Lisnave
        // Estaleiros Navais, S.A.").
        const bool comma_form = j > i && Between(text, tokens[j - 1], w) == ", " &&
                                (w.text == "S.A." || w.text == "S.L." || w.text == "Lda" || w.text == "Ltda" ||
                                 w.text == "S.p.A.");
        if (j > i && !SpaceBetween(text, tokens[j - 1], w) && !PluralPossessive(text, tokens[j - 1], w) &&
            !comma_form) {
          break;
        }
        // "the Social Insurance Act and the Police": a law's name ends the run
        // (not "the Erzincan Martial Law Court").
        // (Nor "Law Enforcement", a police unit's words: "the Limassol Drug Law Enforcement Unit".)
        if (MaybeLawWord(w.text) && kLawWords.contains(w.text) &&
            !(j + 1 < tokens.size() && SpaceBetween(text, w, tokens[j + 1]) &&
              (kOrgEnd.contains(tokens[j + 1].text) || (w.text == "Law" && tokens[j + 1].text == "Enforcement")))) {
          law = j == last_org;
          break;
        }
        // ... and so does a scheme's number: "her National Insurance number", "His Personal Public Service
        // Number" name no body.
        if (j > i && j == last_org && (w.text == "number" || w.text == "numbers" || w.text == "Number")) {
          law = true;
          break;
        }
        // A capitalised "The" starts a sentence, even after a name's last dot ("BAWAG P.S.K. The Graz
        // Regional Civil Court").
        if (j > i && w.text == "The") break;
        // "National Youth and the Divisional Court": "and the" starts another name.
        if (w.text == "and" && j + 1 < tokens.size() && tokens[j + 1].text == "the") break;
        // ... and so does "and" after a body's word in a list ("lodged by Big Brother Watch, Open Rights Group and
        // English PEN").
        if (w.text == "and" && j == last_org && i > 0 && Between(text, tokens[i - 1], t) == ", ") break;
        // ... so do "and of" ("a member of the Coastal Party and of the Norwegian Fishermen's Association", "the
        // Magnesia Chamber of Commerce and of the Athens Bar Association") and "for" a body's name right after a
        // body's word ("a deputy of the Shirak Regional Council for the Republican Party"; not "the Council for the
        // Protection of ...").
        if (j > i && j + 1 < tokens.size() &&
            ((w.text == "and" && tokens[j + 1].text == "of") ||
             (w.text == "for" && last_org == j && BodyNamedAfter(text, tokens, j)))) {
          break;
        }
        // ... as after a place, whose council someone sits on "for" a party ("the municipal council of Tetovo
        // for the Democratic Union for Integration").
        if (j > i && last_org == 0 && w.text == "for" && BodyNamedAfter(text, tokens, j) &&
            places_.Has(text.substr(t.start, tokens[j - 1].end - t.start))) {
          break;
        }
        // ... nor does a party that counsel act "for" ("Counsel for the Government replied", "Lawyers for the
        // State").
        static const WordSet kParties = {"Government", "State", "Crown", "Prosecution", "Applicant", "Applicants",
                                         "Respondent", "Respondents", "Claimant", "Defendant", "Appellant"};
        if (j == i + 1 && w.text == "for" && j + 2 < tokens.size() && tokens[j + 1].text == "the" &&
            kParties.contains(tokens[j + 2].text)) {
          break;
        }
        // "Call the Morningside Medical Practice": "the" right after the
        // first word starts the name (it is inside one only after "of",
        // "and" or "for": "Friends of the Earth").
        if (w.text == "the" && j == i + 1) break;
        // ... and the Romance "of" between capitalised words ("Forges de Loire SA").
        const bool romance_of = (w.text == "de" || w.text == "du" || w.text == "des" || w.text == "di" ||
                                 w.text == "del" || w.text == "della" || w.text == "à" || w.text == "cel" ||
                                 w.text == "da" || w.text == "do" || w.text == "dos" || w.text == "das") &&
                                j > i && j + 1 < tokens.size() && tokens[j + 1].capitalized;
        const bool joiner = w.text == "of" || w.text == "and" || w.text == "the" || w.text == "for" || romance_of;
        // (A public company's form in small letters ends its name: "Barclays Bank plc", "Santander UK plc".)
        if (j > i && w.text == "plc") {
          last_org = j + 1;
          break;
        }
        // (Turkey's numbered courts have their number inside the name: "the Ankara 14th Administrative Court".)
        const bool numbered = j == i + 1 && IsOrdinal(w.text) && j + 1 < tokens.size() && tokens[j + 1].capitalized;
        if (!(w.capitalized || joiner || numbered)) break;
        // People's initials end the run: "officers M.T. and S.Y. of the Istanbul Security Directorate".
        if (joiner && tokens[j - 1].initial) break;
        // (A town's hall is its council: "a senior official of the Bălți Town Hall", "Leeds City Hall".)
        const bool town_hall = w.text == "Hall" && (tokens[j - 1].text == "Town" || tokens[j - 1].text == "City");
        // (And its police's station: "the Kumanovo Police Station".)
        const bool police_station = w.text == "Station" && j == last_org && tokens[j - 1].text == "Police";
        if ((kOrgEnd.contains(WithoutPossessive(w.text)) || town_hall || police_station) && j > i) last_org = j + 1;
        ++j;
      }
      // "the Kahta Civil Court of First Instance": what the body is "of" is
      // part of its name (capitalised words, no second body after "and").
      if (last_org > i && last_org + 1 < j && tokens[last_org].text == "of") {
        std::size_t e = j;
        while (e > last_org && !tokens[e - 1].capitalized) --e;
        // (A second body follows "and the" or ends as a body does; "the London School of Business and
        // Finance" is one.)
        bool second_body = false;
        for (std::size_t k = last_org; k < e && !second_body; ++k) {
          second_body = tokens[k].text == "and" &&
                        (tokens[k + 1].text == "the" ||
                         std::any_of(tokens.begin() + static_cast<std::ptrdiff_t>(k + 1),
                                     tokens.begin() + static_cast<std::ptrdiff_t>(e),
                                     [](const Token& w) { return kOrgEnd.contains(WithoutPossessive(w.text)); }));
        }
        if (e > last_org + 1 && !second_body) last_org = e;
      }
      // "HM Prison Craiginches": a prison's name follows the word.
      if (last_org > i && last_org < j && tokens[last_org - 1].text == "Prison" && NameWord(tokens[last_org])) {
        last_org = NameRun(text, tokens, last_org, 2);
      } else if (last_org > i && last_org < j && (last_org + 1 == j || !tokens[last_org + 1].capitalized) &&
                 places_.Has(tokens[last_org].text)) {
        // ... as a town ends a hospital's or a court's name ("the University Medical Centre Maribor").
        ++last_org;
      }
      // ... and its number: "Rustavi Prison no. 6".
      if (last_org > i) last_org = PastNumber(text, tokens, last_org);
      if (last_org == 0 && kOrgStart.contains(t.text) && i + 2 < tokens.size() && tokens[i + 1].text == "of") {
        // ("the Mejlis of the Crimean Tatar People": what it is of, after "the".)
        const std::size_t of_what = tokens[i + 2].text == "the" && i + 3 < tokens.size() ? i + 3 : i + 2;
        if (tokens[of_what].capitalized) last_org = NameRun(text, tokens, of_what, 4);
      }
      // The purpose after the body's word, whether the name starts with it or
      // ends with it ("the National Society for the Prevention of Cruelty to
      // Children").
      const std::size_t purpose_word = last_org == 0 ? i : last_org - 1;
      bool for_purpose = false;  // the name runs on past the body's word
      const std::string_view purpose = purpose_word + 2 < tokens.size() ? tokens[purpose_word + 1].text : "";
      if ((kOrgStartWithPurpose.contains(tokens[purpose_word].text) && (purpose == "of" || purpose == "for")) ||
          // ... and public bodies ("the Zadar County Office for Reconstruction").
          ((kOrgStartWithAim.contains(tokens[purpose_word].text) || kPublicBodies.contains(tokens[purpose_word].text)) &&
           purpose == "for") ||
          // ... or against what they stand ("the Committee against Torture").
          (kOrgStartWithAim.contains(tokens[purpose_word].text) && (purpose == "against" || purpose == "Against")) ||
          // ... or "on" what they study ("the International Commission on Missing Persons").
          (purpose == "on" && (tokens[purpose_word].text == "Commission" || tokens[purpose_word].text == "Committee" ||
                               tokens[purpose_word].text == "Council")) ||
          // ... or "of" whom they unite ("the Union of Repressed Persons"; not the Council of Europe's "Committee
          // of Ministers" or "Congress of Local and Regional Authorities").
          (kOrgStartWithAim.contains(tokens[purpose_word].text) && tokens[purpose_word].text != "Committee" &&
           tokens[purpose_word].text != "Congress" && purpose == "of")) {
        const std::size_t from = purpose_word + 2;
        // (Through a plural possessive: "the Confederation of Public Employees' Trade Unions".)
        const auto joined = [&](std::size_t k) {
          return SpaceBetween(text, tokens[k - 1], tokens[k]) || PluralPossessive(text, tokens[k - 1], tokens[k]);
        };
        const std::size_t before = last_org;
        for (std::size_t k = from; k < tokens.size() && k < from + 12 && joined(k); ++k) {
          const std::string_view w = tokens[k].text;
          if (w == "and" && k + 1 < tokens.size() && tokens[k + 1].text == "the") break;  // a second name
          if (tokens[k].capitalized) {
            last_org = k + 1;
          } else if (w != "of" && w != "the" && w != "and" && w != "or" && w != "for" && w != "to" && w != "a") {
            break;
          }
        }
        // (A union "of" something glossed in brackets is the kind-named organisation's, brackets and all:
        // "a political party, the Union of Valleys (Vadiler Birliği)".)
        if (purpose == "of" && kOrgStartWithAim.contains(tokens[purpose_word].text) && last_org > before &&
            text.substr(tokens[last_org - 1].end, 2) == " (") {
          last_org = before;
        }
        // (Nor a second body "for" which the first is: "the Shirak Regional Council for the Republican Party".)
        if (purpose == "for" && last_org > before && BodyNamedAfter(text, tokens, purpose_word + 1)) {
          last_org = before;
        }
        for_purpose = last_org > before;
      }
      // A State's name ends no body's: "the Russian Federation" is a State,
      // "the Representative of the Russian Federation" an office, "the
      // Supreme Court of the Russian Federation" the Supreme Court.
      for (std::size_t n = 1; n <= 3 && last_org >= i + n; ++n) {
        const std::size_t c = last_org - n;
        if (!countries_.Has(text.substr(tokens[c].start, tokens[last_org - 1].end - tokens[c].start))) continue;
        std::size_t k = c;
        if (k > i && tokens[k - 1].text == "the") --k;
        if (k > i && tokens[k - 1].text == "of") --k;
        // (The State's style with it: "of the Republic of Moldova", "of the Federal Republic of Germany".)
        if (k > i + 1 && (tokens[k - 1].text == "Republic" || tokens[k - 1].text == "Kingdom" ||
                          tokens[k - 1].text == "Principality" || tokens[k - 1].text == "Federation")) {
          --k;
          if (k > i + 1 && tokens[k - 1].capitalized && tokens[k - 2].text == "the") --k;  // "Federal"
          if (k > i && tokens[k - 1].text == "the") --k;
          if (k > i && tokens[k - 1].text == "of") --k;
        }
        const std::size_t whole = last_org;
        last_org = 0;
        for (std::size_t m = i + 2; m <= k; ++m) {
          if (kOrgEnd.contains(WithoutPossessive(tokens[m - 1].text))) last_org = m;
        }
        // ... except a bank's: "the Bank of Cyprus" is a bank; nor a body that is not the State's, whose name the
        // State ends ("the Human Rights Association of Turkey", "the Clinical Centre of Montenegro").
        if (last_org == 0 && k == i + 1 && tokens[i].text == "Bank") last_org = whole;
        if (last_org == k && k > i && !kPublicBodies.contains(WithoutPossessive(tokens[k - 1].text))) last_org = whole;
        // ... but a body named for its purpose keeps it ("the Institute for Mother and Child Health Care of
        // Serbia": its purpose before the State).
        if (for_purpose && k > purpose_word + 2) last_org = std::max(last_org, k);
        break;
      }
      // (Not a street or square named after a body: "the Great National Assembly Square".)
      const bool street_named = last_org > i && last_org < tokens.size() && tokens[last_org].capitalized &&
                                kPlaceKinds.contains(tokens[last_org].text) &&
                                SpaceBetween(text, tokens[last_org - 1], tokens[last_org]);
      // (Nor Norway's "AS" after words in capitals: a licence's "THE PROGRAM AS IS".)
      const bool shouted = last_org > i && (tokens[last_org - 1].text == "AS" || tokens[last_org - 1].text == "ASA") &&
                           !(tokens[i].text.size() > 1 && std::islower(static_cast<unsigned char>(tokens[i].text[1])));
      // (Nor two words a job's title begins with, after its rank too: "Sophie Trent, Customer Service Advisor,
      // Swansea", "Senior Customer Service Advisor".)
      static const WordSet kGrades = {"Senior", "Junior", "Lead", "Chief", "Head", "Principal", "Deputy", "Assistant",
                                      "Trainee"};
      const bool job_title = last_org > i && last_org - i - (kGrades.contains(t.text) ? 1 : 0) <= 2 &&
                             last_org < tokens.size() &&
                             tokens[last_org].capitalized && NamesAJob(tokens[last_org].text) &&
                             SpaceBetween(text, tokens[last_org - 1], tokens[last_org]);
      // (Nor a body whose acronym is one that identifies no one: "the European Committee for the Prevention of
      // Torture and Inhuman or Degrading Treatment or Punishment (CPT)".)
      const auto generic_acronym_after = [&] {
        const std::size_t end = tokens[last_org - 1].end;
        if (text.substr(end, 2) != " (") return false;
        const std::size_t close = text.find(')', end + 2);
        return close != std::string_view::npos && close - end <= 10 &&
               IsGenericAcronym(text.substr(end + 2, close - end - 2));
      };
      if (last_org > i && !law && !street_named && !shouted && !job_title) {
        if (GenericPublicBody(tokens, i, last_org) || generic_acronym_after()) {
          generic_body_end = std::max(generic_body_end, last_org);
        } else {
          span(i, last_org, "ORGANIZATION", 0.75, "organization_rule");
        }
      }
    }
    // Places: the longest run of up to 3 words found in the gazetteer, but
    // not a word of a generic body's name ("the Foreign and Commonwealth
    // Office", "the Central Criminal Court": bodies are looked for first),
    // nor a one-word place glued to the capitalised word before it ("the
    // Entry Clearance Officer"), which belongs to that other name.
    auto after_name_word = [&] {
      return i > 0 && tokens[i - 1].capitalized && NameWord(tokens[i - 1]) && JoinsName(text, tokens[i - 1], t) &&
             !kPlaceModifiers.contains(tokens[i - 1].text) && !places_.Has(tokens[i - 1].text);
    };
    std::size_t gazetteer_end = i;  // one past a place the gazetteer found here
    // Five words where a particle joins them ("El Puerto de Santa María", "Bad Münder am Deister", "the
    // Democratic Republic of the Congo").
    static const WordSet kPlaceParticles = {"am", "im", "an", "upon", "sur", "en", "of"};
    // (A particle is in small letters: the cheap test first.)
    auto particle = [&](std::size_t k) {
      return k < tokens.size() && !tokens[k].capitalized &&
             (kParticles.contains(tokens[k].text) || kPlaceParticles.contains(tokens[k].text));
    };
    // (Asked of capitalised words only: this runs for every word.)
    const bool five = t.capitalized && (particle(i + 1) || particle(i + 2));
    for (std::size_t n = five ? 5 : 3; n >= 1 && t.capitalized && i >= generic_body_end; --n) {
      if (i + n > tokens.size()) continue;
      // "the Mayor of Warsaw's inactivity": the place without the possessive;
      // "the Gdynia-based company": the place before "-based".
      std::string_view words = text.substr(t.start, EndWithoutPossessive(tokens[i + n - 1]) - t.start);
      if (n == 1 && words.ends_with("-based")) words.remove_suffix(6);
      if (places_.Has(words)) {
        if (n == 1 && !coarse_places_.Has(words) && after_name_word()) break;
        // A town's first word that is a town too begins the longer name the
        // gazetteer lacks ("near San Remo", "Porto Alegre").
        if (n == 1 && kTownFirstWords.contains(words) && i + 1 < tokens.size() && tokens[i + 1].capitalized &&
            JoinsName(text, t, tokens[i + 1])) {
          break;
        }
        // A place's modifier that is a town too begins the longer name ("Central Java", "the Regional Court
        // of Central Netherlands": not "Central" alone).
        if (n == 1 && kPlaceModifiers.contains(words) && i + 1 < tokens.size() && tokens[i + 1].capitalized &&
            Between(text, t, tokens[i + 1]) == " ") {
          break;
        }
        // ... and so does a town named as a body's word ("at University College Cork": a University is in
        // the gazetteer).
        if (n == 1 && i + 1 < tokens.size() && tokens[i + 1].capitalized && kOrgEnd.contains(words) &&
            JoinsName(text, t, tokens[i + 1])) {
          break;
        }
        // A town named as a word a text capitalises is the town only after a
        // place's preposition ("in Male", not "Male detained under s.136";
        // "Best regards" is a letter's closing), or between a name's comma and another, as an address lists it
        // ("The Royal United Hospital, Bath, admitted him"; not "Police, Officer J. D.").
        const auto listed = [&] {
          return tokens[i - 1].capitalized && Between(text, tokens[i - 1], t) == ", " &&
                 (t.end == text.size() || text[t.end] == ',' || text[t.end] == '.');
        };
        if (n == 1 && kPlacesThatAreWords.contains(words) &&
            !(i > 0 && (kPlacePrepositions.contains(tokens[i - 1].text) || listed()))) {
          break;
        }
        if (NamesALaw(text, tokens, i + n)) break;
        // One word after a capitalised one ends that other name when it is an
        // organisation's word ("the European Union": Union is a town) or ends
        // a coarse place's name ("Northern Ireland" in a case against the
        // United Kingdom), not another country's.
        if (n == 1 && i > 0 && tokens[i - 1].capitalized && Between(text, tokens[i - 1], t) == " " &&
            (kOrgEnd.contains(words) ||
             Coarse(text.substr(tokens[i - 1].start, t.start + words.size() - tokens[i - 1].start), respondent))) {
          break;
        }
        const bool coarse = Coarse(words, respondent);
        gazetteer_end = i + n;
        // With the word before that makes it one place ("St Petersburg": the gazetteer holds a
        // Petersburg).
        const bool modified = i > 0 && tokens[i - 1].capitalized && kPlaceModifiers.contains(tokens[i - 1].text) &&
                              JoinsName(text, tokens[i - 1], t);
        const std::size_t past =
            words.size() == tokens[i + n - 1].end - t.start ? PastPlaceName(text, tokens, i + n) : i + n;
        out->push_back(Span{modified ? tokens[i - 1].start : t.start,
                            past > i + n ? tokens[past - 1].end : t.start + words.size(), "LOCATION",
                            coarse ? kCoarsePlaceScore : 0.7, coarse ? "coarse_place" : "place_gazetteer"});
        break;
      }
    }
    // "lives in Norhaven", "from Greywater to Emberly": capitalised words after
    // a place preposition; "lives in the Wirral": after "in the" where someone lives.
    std::size_t preposition = i - 1;
    if (i > 2 && tokens[i - 1].text == "the" && tokens[i - 2].text == "in" &&
        kResidenceWords.contains(tokens[i - 3].text)) {
      preposition = i - 2;
    }
    // ... but not "to" inside a title in capitals, "the “Notice to Persons in
    // Police Custody”", "Exceptional Leave to Remain" (a place before "to"
    // has a preposition of its own: "from Greywater to Emberly"; a body's
    // place is "at" it: "the Interrogation Centre at Gough Barracks").
    auto in_a_title = [&] {
      if (preposition < 2 || tokens[preposition].text != "to" || !tokens[preposition - 1].capitalized) return false;
      std::size_t k = preposition - 1;  // the capitalised words before "to"
      while (k > 0 && tokens[k - 1].capitalized && Between(text, tokens[k - 1], tokens[k]) == " ") --k;
      if (k == 0 || kPlacePrepositions.contains(tokens[k - 1].text)) return false;
      const std::string_view gap = Between(text, tokens[k - 1], tokens[k]);
      // ... nor in a body's name that goes on after "to" ("the Commission to
      // Inquire into Child Abuse"; not "moved from the Court to Istanbul").
      const bool body = k + 1 == preposition && tokens[k - 1].text == "the" && kPublicBodies.contains(tokens[k].text) &&
                        !(k > 1 && tokens[k - 2].text == "from");
      return body || k + 1 < preposition || gap.ends_with("\u201c") || gap.ends_with("\"");
    };
    // ... nor a case's name after "in" ("in Brown v. Stott", "in Director of
    // Public Prosecutions v. Wilson").
    auto a_case = [&] {
      const std::string_view ahead = text.substr(t.start, 80);
      const std::size_t v = ahead.find(" v. ");
      return v != std::string_view::npos && ahead.substr(0, v).find_first_of(",;()\n") == std::string_view::npos;
    };
    // (Nor a word a hyphen makes a description: "placed in Roma-only classes".)
    const auto described = [&] {
      const std::size_t hyphen = t.text.rfind('-');
      return hyphen != std::string_view::npos && hyphen + 1 < t.text.size() &&
             std::islower(static_cast<unsigned char>(t.text[hyphen + 1]));
    };
    // (And "on" where someone lives on an island: "lives on Inis Mór".)
    const bool lives_on =
        t.capitalized && i > 1 && tokens[i - 1].text == "on" && kResidenceWords.contains(tokens[i - 2].text);
    // Whether this word is a possessive right before one of `words` ("Oscar's mum", "Tesco's branch").
    const auto possessive_before = [&](const WordSet& words) {
      return i + 1 < tokens.size() && WithoutPossessive(t.text).size() != t.text.size() &&
             words.contains(tokens[i + 1].text) && SpaceBetween(text, t, tokens[i + 1]);
    };
    // A first name's possessive before a family word is a person's anywhere ("Aoife's mum here", "Callum's dad
    // rang"), as after a place's preposition below.
    if (t.capitalized && possessive_before(kKinship) && IsFirstName(WithoutPossessive(t.text)) &&
        !places_.Has(WithoutPossessive(t.text)) &&
        !(i > 0 && tokens[i - 1].capitalized && SpaceBetween(text, tokens[i - 1], t))) {
      out->push_back(Span{t.start, EndWithoutPossessive(t), "PERSON", 0.7, "relative_of_named"});
      continue;
    }
    // ... and before whatever else, where no place has the name ("Sanjay's last day is Friday", "Priya's laptop").
    if (t.capitalized && WithoutPossessive(t.text).size() != t.text.size() && IsFirstName(WithoutPossessive(t.text)) &&
        !places_.Has(WithoutPossessive(t.text)) && !kTitles.contains(WithoutPossessive(t.text)) &&
        !(i > 0 && tokens[i - 1].capitalized && SpaceBetween(text, tokens[i - 1], t))) {
      out->push_back(Span{t.start, EndWithoutPossessive(t), "PERSON", 0.6, "name_possessive"});
      continue;
    }
    // (Nor what a family calls its own: "Note from Dad".)
    static const WordSet kFamilyCalls = {"Dad", "Daddy", "Mum", "Mummy", "Mam", "Mom", "Nan", "Nana", "Gran"};
    // (Nor across a sentence's end: "brought her in. Meds reviewed".)
    const auto across_a_sentence = [&] {
      return Between(text, tokens[preposition], t).find_first_of(".!?;") != std::string_view::npos;
    };
    if (i > 0 && (kPlacePrepositions.contains(tokens[preposition].text) || lives_on) && t.capitalized &&
        !kTitles.contains(t.text) && !kFamilyCalls.contains(t.text) && !across_a_sentence() && !in_a_title() &&
        !a_case() && !described()) {
      const std::size_t j = NameRun(text, tokens, i, 3);
      // A possessive before a family word is a person's, not a place's ("Spoke to Oscar's mum at pickup").
      if (j == i + 1 && possessive_before(kKinship)) {
        out->push_back(Span{t.start, EndWithoutPossessive(t), "PERSON", 0.7, "relative_of_named"});
        continue;
      }
      // ... and before a firm's part, a firm's ("a cashier at Tesco's branch in Leeds").
      static const WordSet kFirmParts = {"branch", "branches", "subsidiary", "headquarters", "factory", "depot",
                                         "warehouse", "store", "shop", "plant", "offices"};
      if (j == i + 1 && possessive_before(kFirmParts) && !places_.Has(WithoutPossessive(t.text))) {
        out->push_back(Span{t.start, EndWithoutPossessive(t), "ORGANIZATION", 0.6, "firm_possessive"});
        continue;
      }
      // "remitted to Istanbul Assize Court": the words begin a body's name.
      // (Not across a full stop: "domiciled in Bad Godesberg.\n\nAS TO THE FACTS".)
      // (And a team: "Referral to Community Mental Health Team".)
      // (Nor a possessive that a name goes on after: "Referred to Children's Social Care".)
      const bool possessive_goes_on =
          j < tokens.size() && tokens[j].capitalized && WithoutPossessive(tokens[j - 1].text) != tokens[j - 1].text;
      const bool body = j < tokens.size() &&
                        (kOrgEnd.contains(WithoutPossessive(tokens[j].text)) || tokens[j].text == "Team" ||
                         possessive_goes_on) &&
                        SpaceBetween(text, tokens[j - 1], tokens[j]);
      // Not the first words of a longer place ("against Bosnia and Herzegovina"), nor a language ("teaches
      // in Moldovan"; a people's word after "in" even where a town bears it, "give evidence in Welsh").
      const bool language = j == i + 1 && ((!places_.Has(t.text) && PlaceOrDemonym(t.text)) ||
                                           (tokens[preposition].text == "in" && IsPeopleOrLanguage(t.text)));
      // What a piece of writing is "in" and no gazetteer knows is where it was
      // published ("an article in Diena"), not a place.
      static const WordSet kWrittenPieces = {"article", "articles", "interview", "column", "editorial", "report"};
      // ... and whom an interview was given "to" ("an interview to Gazeta Wyborcza").
      const bool given_to =
          tokens[preposition].text == "to" && preposition > 0 &&
          (tokens[preposition - 1].text == "interview" || tokens[preposition - 1].text == "interviews");
      if (j > i && (tokens[preposition].text == "in" || given_to) && preposition > 0 &&
          kWrittenPieces.contains(tokens[preposition - 1].text) &&
          !places_.Has(text.substr(t.start, tokens[j - 1].end - t.start)) && !CommonWordsAfterPreposition(text, tokens, i, j)) {
        span(i, j, "ORGANIZATION", 0.6, "periodical_named");
        continue;
      }
      // (What no gazetteer knows after "against" in a capitalised title is its aim, not a place: "the
      // International Day against Homophobia".)
      const bool against = tokens[preposition].text == "against" && preposition > 0 &&
                           tokens[preposition - 1].capitalized;
      // (Nor whom a statement is "according to", nor Europe's agencies and databases and the Internet's services:
      // "According to Frontex", "entered in Eurodac", "posted on Facebook".)
      static const WordSet kSourcesAndSystems = {"Frontex", "Eurodac", "Europol", "Eurojust", "Interpol", "Facebook",
                                                 "Twitter", "YouTube", "Instagram", "Google", "Skype", "WhatsApp",
                                                 "Telegram", "VKontakte", "Odnoklassniki"};
      const bool source = (tokens[preposition].text == "to" && preposition > 0 &&
                           (tokens[preposition - 1].text == "According" || tokens[preposition - 1].text == "according")) ||
                          (j == i + 1 && kSourcesAndSystems.contains(t.text));
      // Whom a message or news comes "from", or whom someone talks "to", is a person when the word is a first name
      // and no place ("has anyone heard from Callum?", "a text from Jade", "talk to Niamh in the Hub").
      static const WordSet kWordsFromSomeone = {"heard", "hear", "hearing", "message", "messages", "text",
                                                "texts", "letter", "letters", "email", "note", "card", "call",
                                                // ("quick update from Hannah in Leeds".)
                                                "update", "updates", "feedback", "reply", "voicemail"};
      static const WordSet kWordsToSomeone = {"talk", "talked", "talking", "speak", "spoke", "spoken", "speaking",
                                              "wrote", "write", "writing", "said", "say", "explained", "passed"};
      const auto& ties = tokens[preposition].text == "from" ? kWordsFromSomeone : kWordsToSomeone;
      // (A place's name too when who they are follows in brackets: "Message from Olga (tenant, flat 9)".)
      static const WordSet kRolesInBrackets = {"tenant", "resident", "patient", "client", "customer", "neighbour",
                                               "parent", "mum", "dad", "mother", "father", "carer", "landlord",
                                               "daughter", "son", "wife", "husband", "manager", "colleague"};
      const bool role_after = j < tokens.size() && Between(text, tokens[j - 1], tokens[j]) == " (" &&
                              kRolesInBrackets.contains(tokens[j].text);
      if (j == i + 1 && (tokens[preposition].text == "from" || tokens[preposition].text == "to") && preposition > 0 &&
          ties.contains(AsciiLower(tokens[preposition - 1].text)) && IsFirstName(t.text) &&
          (!places_.Has(t.text) || role_after)) {
        span(i, j, "PERSON", 0.7, "name_from_someone");
        continue;
      }
      // Where someone works "at", by one word no gazetteer knows, is their employer, not a place ("my manager at
      // Boots keeps", "worked as a picker at Amazon in Rugeley").
      if (j == i + 1 && tokens[preposition].text == "at" && WorksAt(tokens, preposition) && !places_.Has(t.text) &&
          !IsFirstName(t.text) && !CommonWordsAfterPreposition(text, tokens, i, j)) {
        span(i, j, "ORGANIZATION", 0.6, "employer_named");
        continue;
      }
      if (j > i && !body && !language && !against && !source && gazetteer_end <= j &&
          !CommonWordsAfterPreposition(text, tokens, i, j)) {
        const bool residence = preposition > 0 && tokens[preposition].text == "in" &&
                               kResidenceWords.contains(tokens[preposition - 1].text) &&
                               !countries_.Has(text.substr(t.start, tokens[j - 1].end - t.start));
        const bool coarse = !residence && CoarseRun(text, tokens, i, j, respondent);
        // Two places, the second holding the first, are better evidence than one.
        std::size_t end = coarse ? j : WithLargerPlace(text, tokens, PastPlaceName(text, tokens, j));
        // A street named without its kind, "at" its house's number ("his house at Budulovská 8").
        const auto ends_clause = [&](std::size_t at) {
          return at == text.size() || std::string_view(",.;)\n").find(text[at]) != std::string_view::npos;
        };
        if (!coarse && end == j && tokens[preposition].text == "at" && j < tokens.size() &&
            Between(text, tokens[j - 1], tokens[j]) == " " && tokens[j].text.size() <= 4 &&
            std::isdigit(static_cast<unsigned char>(tokens[j].text[0])) && ends_clause(tokens[j].end)) {
          ++end;
        }
        // Where someone lives or was born is a place: its other mentions are too ("lives in Żejtun" ... "a
        // house at 27, Triq il-Kbira, Żejtun").
        const double score = coarse ? kCoarsePlaceScore : end > j ? 0.7 : residence ? 0.65 : 0.5;
        span(i, end, "LOCATION", score, "place_context");
        // Where several people live, listed: "live in London and Petersfield respectively".
        for (std::size_t k = end; residence && k + 1 < tokens.size() && k < end + 6;) {
          const bool joined = Between(text, tokens[k - 1], tokens[k]) == ", " && tokens[k].capitalized;
          const bool anded = tokens[k].text == "and" && Between(text, tokens[k - 1], tokens[k]) == " " &&
                             Between(text, tokens[k], tokens[k + 1]) == " " && tokens[k + 1].capitalized;
          const std::size_t first = joined ? k : anded ? k + 1 : tokens.size();
          if (first == tokens.size() || !NameWord(tokens[first]) || countries_.Has(tokens[first].text)) break;
          const std::size_t last = NameRun(text, tokens, first, 3);
          if (last == first || CommonWordsAfterPreposition(text, tokens, first, last)) break;
          span(first, last, "LOCATION", 0.5, "place_context");
          k = last;
        }
      }
    }
  }
}

// Whether the words before "of" at `of` end a court's name: "Court of Appeal",
// "Court of First Instance", or a court word and its name in its own language
// in brackets ("District Court (tingsrätten)").
bool NameRules::NamesACourtBefore(std::string_view text, const std::vector<Token>& tokens, std::size_t of) {
  if (of < 3) return false;
  std::size_t k = of - 1;  // the last word before "of"
  if (Between(text, tokens[k], tokens[of]) == ") ") {
    // Back over the bracket to the word before it.
    const std::size_t open = text.rfind(" (", tokens[k].start);
    if (open == std::string_view::npos || tokens[k].start - open > 48) return false;
    while (k > 0 && tokens[k].start > open) --k;
    return kCourtNameEnds.contains(tokens[k].text);
  }
  // "Court of Appeal", "Court of First Instance", "Court of Cassation".
  const std::string_view w = tokens[k].text;
  if (w != "Appeal" && w != "Appeals" && w != "Instance" && w != "Cassation") return false;
  if (w == "Instance" && tokens[--k].text != "First") return false;
  return k >= 2 && tokens[k - 1].text == "of" && (tokens[k - 2].text == "Court" || tokens[k - 2].text == "Tribunal");
}

// "lives in İslahiye, Gaziantep.": the larger place a place lies in, after a
// comma and ending the clause, is part of where someone is. Not a person's
// name ("born in Ankara, Mehmet Yılmaz, ..."), nor the start of a new clause
// ("in Ankara, Ahmet was").
std::size_t NameRules::WithLargerPlace(std::string_view text, const std::vector<Token>& tokens, std::size_t j) const {
  if (j >= tokens.size() || Between(text, tokens[j - 1], tokens[j]) != ", ") return j;
  const Token& t = tokens[j];
  if (!t.capitalized || IsStopWord(t.text) || IsFirstName(t.text)) return j;
  const std::size_t k = NameRun(text, tokens, j, 2);
  if (k == j) return j;
  const std::size_t end = tokens[k - 1].end;
  if (end < text.size() && std::string_view(".,;:()\n").find(text[end]) == std::string_view::npos) return j;
  return k;
}

}  // namespace privtext::detect::internal

namespace privtext::detect {

std::vector<std::string> BuiltinGazetteerEntries(std::string_view file_name) {
  const auto content = internal::BuiltinGazetteer(file_name);
  return content ? internal::ParseList(*content) : std::vector<std::string>{};
}

}  // namespace privtext::detect
