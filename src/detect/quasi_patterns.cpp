// Quasi-identifiers beyond names and codes, as a privacy annotator masks
// them (TAB's QUANTITY and DEM): amounts of money, percentages, prison
// sentences, ages, nationality or ethnic origin and religion, occupations,
// and health conditions. The vocabularies are general lists (ISO 4217
// codes, currency names, demonyms, occupations, conditions), written here
// from general knowledge; none is taken from an evaluation document.
#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "patterns.h"

namespace privtext::detect::internal {
namespace {

// Amounts: 1,000,000 / 1.000.000 / 1 000 000 / 15,800.50 / 250, with "million" etc.
const char* kAmount = R"((?:\d{1,3}(?:[,. ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?: (?:million|billion|thousand))?)";

// ISO 4217 codes of currencies in use or in the records of the last decades
// (ALL, Albanian lek, is left out: it is a common upper-case word).
const char* kCurrencyCodes =
    "(?:EUR|USD|GBP|CHF|SEK|NOK|DKK|ISK|PLN|CZK|SKK|HUF|RON|ROL|BGN|HRK|SIT|RSD|BAM|MKD|MDL|UAH|RUB|RUR|BYN|BYR|"
    "GEL|AMD|AZN|TRY|TRL|CYP|MTL|LTL|LVL|EEK|JPY|CNY|INR|CAD|AUD|NZD|ZAR|ILS|ATS|DEM|FRF|ITL|ESP|PTE|GRD|BEF|"
    "LUF|NLG|FIM|IEP|YTL)";

const char* kCurrencyWords =
    "(?:euros?|dollars?|pounds?(?: sterling)?|kronor|kroner|kronur|krónur|krona|króna|krone|crowns?|roubles?|rubles?|lire|lira|"
    "liras|zlot(?:y|ys|ies)|złot(?:y|ys|ies)|kunas?|denars?|tenge|francs?|marks?|lei|leu|hryvnias?|dinars?|korun[ay]?|forints?|leva|levs?|leks?|lekë|tolars?|laris?|drams?|liri|lati|lats?|litai|litas|"
    "korunas|kroons?|markkas?|pesos?|kopecks?|kopeks?|manats?|yen|yuan|rupees?|shekels?|schillings?|pesetas?|escudos?|drachmas?|guilders?|cents?|pence)";

const char* kNumberWords =
    "(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    "seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    "(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?";

const char* kDemonyms =
    "(?:Afghan|Albanian|Algerian|American|Andorran|Angolan|Argentinian|Armenian|Australian|Austrian|Azerbaijani|"
    "Bangladeshi|Belarusian|Belgian|Bosnian|Brazilian|British|Bulgarian|Cameroonian|Canadian|Chechen|Chilean|"
    "Chinese|Colombian|Congolese|Croatian|Cuban|Cypriot|Greek Cypriot|Turkish Cypriot|Czech|Danish|Dutch|Egyptian|"
    "English|Eritrean|Estonian|"
    "Ethiopian|Filipino|Finnish|French|Georgian|German|Ghanaian|Greek|Guinean|Hungarian|Icelandic|Indian|"
    "Indonesian|Iranian|Iraqi|Irish|Israeli|Italian|Ivorian|Jamaican|Japanese|Jordanian|Kazakh|Kenyan|Kosovar|"
    "Kurdish|Kyrgyz|Latvian|Lebanese|Liberian|Libyan|Lithuanian|Luxembourgish|Macedonian|Maltese|Moldovan|"
    "Monegasque|Mongolian|Montenegrin|Moroccan|Nigerian|Norwegian|Pakistani|Palestinian|Peruvian|Polish|"
    "Portuguese|Romanian|Russian|Rwandan|Saudi|Scottish|Senegalese|Serbian|Sierra Leonean|Slovak|Slovakian|"
    "Slovenian|Somali|South African|Spanish|Sri Lankan|Sudanese|Swedish|Swiss|Syrian|Tajik|Tunisian|Turkish|"
    "Turkmen|Ugandan|Ukrainian|Uzbek|Venezuelan|Vietnamese|Welsh|Yemeni|Yugoslav|Zimbabwean|Roma|Romani|"
    // Peoples without a State of their own name.
    "Abkhaz|Arab|Assyrian|Avar|Bashkir|Basque|Berber|Catalan|Circassian|Crimean Tatar|Tatar|Dagestani|Hazara|"
    "Ingush|Laz|Ossetian|Pashtun|Sami|Sámi|Saami|Tamil|Uyghur|Yazidi|Yezidi|Zaza|Azeri|Bosniac|Bosniak|Meskhetian|Lezgin|Kumyk|"
    "Kabardian|"
    "Balkar|Karachay|Kalmyk|Buryat|Yakut|Gagauz|Aromanian|Vlach|Pomak|Sorbian|Frisian|Rusyn|Ruthenian|"
    // Peoples of the Gulf States, whose demonyms end in no -an.
    "Qatari|Emirati|Kuwaiti|Bahraini|Omani)";

// The professions of a case's representatives and bench, whom TAB leaves
// unmasked when they are named ("Mr X, a lawyer practising in Ankara").
const char* kLegalProfessions = "lawyer|advocate|attorney|barrister|solicitor|notary|judge|prosecutor|bailiff";
const char* kOtherOccupations =
    "police officer|policeman|security officer|compliance officer|"
    "policewoman|software developer|software engineer|web developer|developer|data analyst|analyst|"
    "(?:(?:fruit|strawberry|cotton|tea|olive|grape|vegetable|apple|potato|mushroom|flower|waste) picker)|"
    "(?:tobacco|fruit|vine|wine|cotton|vegetable|flower) grower|(?:shipyard|dockyard|foundry|steel|metal|farm|dock|railway|postal|textile|health|office|sex|aid|youth|seasonal|migrant) worker|"
    "gendarme|prison (?:officer|guard|warder)|journalist|reporter|editor-in-chief|editor|publisher|teacher|"
    "schoolteacher|headteacher|professor|"
    "lecturer|headmaster|researcher|scientist|student|pupil|doctor|physician|general practitioner|surgeon|nurse|"
    "midwife|doula|(?:home |health |care |teaching |classroom )?aide|psychiatrist|psychologist|pa?ediatrician|gyna?ecologist|obstetrician|cardiologist|neurologist|"
    "ana?esthetist|radiologist|dermatologist|oncologist|ophthalmologist|dentist|pharmacist|veterinarian|paramedic|engineer|architect|accountant|"
    "economist|banker|bookkeeper|book-keeper|street sweeper|(?:building )?contractor|"
    "(?:wine|timber|cattle|grain|fruit|car|art|antiques?|arms|fur|textile) (?:merchant|dealer|trader|exporter|importer)|"
    "(?:army|police|air force|navy|gendarmerie) (?:colonel|major|captain|lieutenant|general|sergeant)|businessman|businesswoman|entrepreneur|manager|director|shopkeeper|trader|merchant|farmer|grower|"
    "shepherd|fisherman|deckhand|driver|taxi driver|lorry driver|(?:bus |train |tram )?conductor|mechanic|electrician|plumber|"
    "builder|carpenter|publican|artisan|craftsman|craftswoman|"
    "construction worker|factory worker|worker|labourer|miner|soldier|army officer|officer|conscript|serviceman|"
    "sailor|pilot|civil servant|civil guard|official|(?:co-)?mayor|co-founder|politician|diplomat|priest|imam|monk|nun|pastor|rabbi|writer|"
    "author|poet|artist|painter|musician|singer|actor|actress|photographer|translator|interpreter|cook|chef|"
    "waiter|waitress|cleaner|caretaker|security guard|secretary|clerk|cashier|salesman|saleswoman|"
    "social worker|pensioner|housewife|homemaker|administrator|civil engineer|computer programmer|"
    "programmer|consultant|inspector|auditor|surveyor|estate agent|insurance agent|shop assistant|"
    "hairdresser|tailor|baker|butcher|watchman|night ?watchman|bus driver|train driver|fire ?fighter|"
    "customs officer|tax inspector|border guard(?: officer)?|gamekeeper|forester|herdsman|beekeeper|student nurse|"
    "physicist|chemist|biologist|mathematician|historian|sociologist|philosopher|academic|linguist|geologist|"
    "archaeologist|statistician|technician|(?:forklift |machine |crane )?operator|"
    "(?:warehouse|machine|production|factory|process|site|security) operative|"
    "(?:ski|driving|fitness|flying|diving|swimming) instructor|instructor|"
    "mountain guide|reindeer herder|herder|croupier|chaplain|specialist|paralegal|(?:lay )?preacher|dinner lady|"
    "barista|locomotive driver|engine driver|trustee|"
    "(?:refuse|rubbish|scrap metal|debt|tax) collector|activist|human rights activist|"
    "human rights defender|trade unionist|"
    "goalkeeper|referee|jockey|piano tuner|(?:forest |park )?ranger|game warden|housemaid|domestic helper|domestic servant|boilerman|stoker|boiler operator|ward sister|nursing sister|matron|"
    "head nurse|columnist|correspondent|cameraman|broadcaster|blogger|dancer|athlete|footballer|coach|nanny|carer|"
    "care worker|gardener|porter|bodyguard|stockbroker|broker|landowner|flight attendant|postman|courier|"
    "docker|seaman|jeweller|welder|(?:care|teaching|classroom|healthcare|nursing|personal|warehouse|office|shop|sales|research|kitchen|dental|legal|production) assistant|(?:private )?tutor|decorator|curator|"
    "archivist|librarian|receptionist|tour guide|smallholder|agronomist|"
    "seamstress|dressmaker|shoemaker|cobbler|locksmith|bricklayer|plasterer|roofer|glazier|upholsterer|blacksmith|"
    "scaffolder|groundworker|steel erector|window cleaner|delivery rider|"
    "stonemason|joiner|machinist|fitter|toolmaker|tool-maker|boilermaker|millwright|steelworker|weaver|typesetter|"
    "lumberjack|woodcutter|wrestler|boxer|weightlifter|swimmer|cyclist|gymnast|judoka|skier|"
    "(?:tennis|football|basketball|volleyball|handball|hockey|chess) player|tiler|kitchen porter|dishwasher|bartender|barman|barmaid|bouncer|"
    "storekeeper|warehouseman|packer|picker|postmistress|postmaster|postwoman|stevedore|greengrocer|grocer|florist|goldsmith|watchmaker|optician|"
    "physiotherapist|occupational therapist|speech therapist|psychotherapist|therapist|counsellor|"
    "nursing assistant|(?:medical|law|doctoral|PhD|postgraduate|undergraduate|art|music) student|apprentice|"
    "ambulance driver|tractor driver|truck driver|van driver|delivery driver|chauffeur|tram driver|conductor|"
    "street vendor|market trader|vendor|sales representative|bank clerk|bank employee|insurance broker|"
    "travel agent|hotelier|restaurateur|janitor|concierge|doorman|domestic worker|housekeeper|maid|au pair|"
    "babysitter|childminder|laboratory assistant|lab technician|sculptor|designer|novelist|playwright|composer|"
    "presenter|producer|film director|missionary|preacher|bishop|deacon|vicar|mufti|"
    "sea captain|ship['’]s (?:captain|engineer|cook|mechanic|officer|mate)|able seaman|crew member|skipper|deckhand|(?:dairy |cattle |livestock )?breeder|winegrower|winemaker|"
    "private detective|detective (?:chief )?(?:sergeant|inspector|constable|superintendent)|investigator|detective|reservist|volunteer|headmistress|head teacher|shop steward|"
    "(?:trade )?union representative|(?:notary|lawyer|solicitor|barrister)['’]s clerk|court clerk|"
    "(?:shop|tea-house|tea house|restaurant|business|caf[eé]|bar|kiosk|hotel|factory|company|garage|farm|land)[- ](?:co-)?owner|(?:legal )?advis[eo]r|"
    "(?:municipal |town |city |local )?councillor|councilman|alderman|(?:member|deputy) of (?:parliament|the (?:parliament|Seimas|Sejm|Saeima|Riigikogu|State Duma|Duma|Verkhovna Rada|Bundestag|Knesset|Storting|Riksdag|Folketing|Sabor|Grand National Assembly|National Assembly|Milli Majlis|Mejlis))|(?:scrap-metal|scrap|waste|debt) (?:collector|dealer)|foreman|supervisor|shift supervisor|team leader|(?:war )?veteran|"
    "executive officer|chief executive|chairman|chairwoman|chairperson|dental hygienist|hygienist|"
    "(?:forensic|medical|handwriting|ballistics) expert|"
    // Ranks held by someone, and local offices ("a village guard", "the headman").
    // (The longer first: the first alternative that matches is taken.)
    "lieutenant[- ]colonel|lieutenant[- ]general|major[- ]general|second lieutenant|lieutenant|colonel|"
    "sergeant major|sergeant|corporal|lance[- ]corporal|staff sergeant|captain|commander|wing commander|squadron leader|flight lieutenant|brigadier|admiral|"
    "commodore|constable|police constable|"
    "superintendent|police superintendent|gendarmerie officer|village guard|village headman|headman|muhtar|governor";
// (The others first: "a lawyer's clerk" is a clerk, not a lawyer.)
const std::string kOccupations = std::string("(?:") + kOtherOccupations + "|" + kLegalProfessions + ")";
const std::string kNonLegalOccupations = std::string("(?:") + kOtherOccupations + ")";

// Modifiers a job takes in a description of someone ("an experienced
// administrator", "a self-employed builder", "Assistant Chief Constable").
const char* kOccupationModifiers =
    "(?:(?:retired|former|trainee|company|merchant navy|senior|junior|chief|head|deputy|police|assistant|experienced|qualified|"
    "orthopa?edic|vascular|plastic|forensic|military|court-appointed|underground|mining|IT|computer|dental|"
    "self-employed|unemployed|part-time|full-time|freelance|executive|managing|general|private|home|"
    "(?:first|second|third|fourth|fifth|final)-year|"
    "(?:primary|secondary|high|nursery|infant|grammar|boarding)[- ]school|university|hospital|kindergarten|nursery|"
    "unskilled|semi-skilled|skilled|casual|temporary|seasonal|contract|night|veterinary|radio|electrical|mechanical|"
    "agricultural|nuclear|sound|chartered|certified) ){0,2}";

// Parts of the body a complaint is felt in.
const char* kBodyParts =
    "head|neck|back|spine|shoulders?|arms?|elbows?|wrists?|hands?|fingers?|hips?|legs?|knees?|ankles?|feet|foot|"
    "toes?|chest|abdomen|stomach|ribs?|eyes?|ears?|eardrums?|nose|jaw|teeth|tooth|skull|pelvis|heels?|lips?|forehead|cheeks?|chin|"
    "kidneys?|liver|lungs?|face|thighs?|shins?|buttocks|genitals|joints|forearms?|collarbones?|clavicles?|cheekbones?|nasal bones?|"
    "earlobes?|temples?|scalp|groin|torso|palms?|soles?|calf|calves|thumbs?|femur|tibia|fibula|humerus|ulna|"
    "vertebrae?|sternum|kneecaps?|spleen|eye sockets?|radius|metacarpals?|metatarsals?|hyoid(?: bone)?";

const char* kConditions =
    "(?:cancer|leuka?emia|lymphoma|migraines?|(?:(?:one|two|three|four|five|six|seven|eight|nine|\\d) (?:weeks?|months?) )?pregnant|pregnancy|COPD|(?:osteo|rheumatoid )?arthritis|(?:(?:brain|benign|malignant|spinal|bone|lung|liver|kidney|pituitary) )?tumou?rs?|"
    "hepatitis(?: [A-E])?|tuberculosis|(?:type (?:1|2|I|II) )?diabetes(?: mellitus)?(?: (?:type|tipo|Typ) (?:1|2|I|II))?|epilepsy|schizophrenia|"
    "depression|bipolar (?:affective )?disorder|dementia|Alzheimer's(?: disease)?|"
    "Parkinson's(?: disease)?|multiple sclerosis|polio|poliomyelitis|paraplegi[ac]|tetraplegi[ac]|quadriplegi[ac]|blindness|deafness|"
    "aphasia|(?:right-sided |left-sided )?hemipares[ie]s|(?:right-sided |left-sided )?hemiplegi[ac]|"
    "multi-organ failure|multiple organ failure|placental abruption|pre-eclampsia|eclampsia|gestational diabetes|"
    "bacterial meningitis|stillbirth|stillborn|"
    // (... and as the records a user holds name them in Spanish, Italian, French, German, Dutch, Polish, Portuguese,
    // Romanian, Czech, Hungarian, Finnish and Turkish: "hemiparesia derecha", "embolie pulmonaire", "Vorhofflimmern".)
    "neumonía|polmonite|pneumonie|Lungenentzündung|zapalenie płuc|demencia|demenza|démence|Demenz|dementie|demencja|"
    "ictus(?: isquémico| ischemico)?|hemiparesia(?: derecha| izquierda)?|afasia|"
    "hipertensión arterial|ipertensione arteriale|hypertension artérielle|arterielle Hypertonie|"
    "embolie pulmonaire|embolia pulmonar|embolia polmonare|Lungenembolie|Herzinsuffizienz|"
    "insuficiencia cardíaca|insuficiência cardíaca|insufficienza cardiaca|insuffisance cardiaque|hartfalen|"
    "niewydolność serca|Vorhofflimmern|fibrillation auriculaire|fibrilación auricular|fibrillazione atriale|"
    "frattura del femore|fractura de cadera|Schenkelhalsfraktur|combnyaktörés|"
    "udar niedokrwienny(?: mózgu)?|niedowład połowiczy(?: prawostronny| lewostronny)?|"
    "schizofrenie|schizofrenia|esquizofrenia|schizophrénie|Schizophrenie|psicosis|psicosi|Psychose|"
    "ciroză hepatică|cirrosis hepática|cirrosi epatica|Leberzirrhose|karcinom plic|sydäninfarkti|"
    "infarto(?: agudo)? de miocardio|infarto miocardico|infarctus du myocarde|Herzinfarkt|hartinfarct|zawał serca|"
    "miyokard enfarktüsü|Schlaganfall|beroerte|hoofdpijn|lungebetændelse|hipotiroidismo|ipotiroidismo|"
    "cukrzyca(?: typu (?:1|2|I|II))?|hipertansiyon|insuficiência renal(?: crônica)?|"
    // (... and as a clinic's notes write them: "intermittent dysphagia", "low mood", "fractured neck of femur".)
    "dysphagia|(?:critical )?limb isch(?:a)?emia|N?STEMI|low mood|postnatal depression|hypothyroidism|hyperthyroidism|(?:fractured|broken) neck of femur|"
    "hip fracture|"
    "subarachnoid ha?emorrhage|retinal ha?emorrhages?|"
    "separation anxiety(?: disorder)?|ME/CFS|myalgic encephalomyelitis|(?:partially|totally|almost|completely|legally) blind|blind in (?:one|(?:his|her|the) (?:left|right)) eye|skull fracture|fractured skull|(?:subdural|epidural|intracranial) ha?ematoma|myocardial infarction|cardiac arrest|burn-?out|(?:spinal )?muscular (?:atrophy|dystrophy)(?: type (?:[1-4]|I{1,3}|IV))?|(?:cerebral|Erb['’]s|Bell['’]s) palsy|brachial plexus injury|Down's syndrome|Down syndrome|autism|post-traumatic stress disorder|psychosis|"
    "psychotic disorder|personality disorder|mental (?:illness|disorder|disability)|learning disability|"
    "intellectual disability|heart attacks?|(?:isch(?:a)?emic |coronary )?heart disease|obstructive pulmonary disease|"
    "(?:kidney|liver|lung|renal|coronary artery|Crohn['’]s|co?eliac|Lyme|motor neurone?|Hodgkin['’]s|Huntington['’]s|"
    "Creutzfeldt-Jakob) disease|mesothelioma|melanoma|carcinoma|sarcoma|glioblastoma|glioma|myeloma|anencephaly|"
    "hydrocephalus|spina bifida|microcephaly|cystic fibrosis|(?:alcohol|substance|drug|opioid|gambling) use disorder|"
    "(?:thyroid|autoimmune|genetic|blood|kidney|liver) disorder|"
    "(?:brain|head|spinal cord|spinal|back|neck|knee|shoulder|hip|eye) injur(?:y|ies)|"
    "(?:lumbar |cervical )?disc herniation|headaches|emphysema|(?:stomach|peptic|duodenal|gastric|perforated) ulcers?|(?:cerebral|brain|isch(?:a)?emic|ha?emorrhagic) stroke|"
    "septic shock|sepsis|gallstones|(?:high|low) blood pressure|nasal polyps|psychotic episodes?|"
    "(?:Turner|Asperger|Tourette|Klinefelter|Marfan|Ehlers-Danlos|Guillain-Barr[ée]|Cushing|Rett|Angelman|"
    "Prader-Willi|M[uü]nchausen|Korsakoff|Sj[oö]gren|Noonan|Usher|Edwards|Patau|Fragile X)(?:['’]s)? syndrome|"
    "(?:chronic fatigue|irritable bowel|carpal tunnel|post-concussion) syndrome|(?:pulmonary )?embolism|"
    "asthma|insomnia|seizures|concussion|(?:cerebral |brain |internal )?ha?emorrhage(?: in the brain)?|panic attacks|antidepressants|antipsychotics|methadone|painkillers|sedatives|"
    "chlorpromazine|haloperidol|diazepam|insulin|morphine|warfarin|tramadol|olanzapine|risperidone|clozapine|"
    "quetiapine|sertraline|fluoxetine|citalopram|buprenorphine|levothyroxine|chronic pain|herniated discs?|slipped discs?|"
    "(?:partial |total )?paralysis(?: of (?:the|his|her) (?:left |right |lower |upper )?(?:arm|leg|foot|hand|side|face|body))?|"
    "confined to a wheelchair|wheelchair user|brain damage|coma|"
    "tranquilli[sz]ers|(?:chronic |severe |lower )?back pain|"
    "antiretroviral (?:therapy|treatment|drugs)|Caesarean section|C-section|tubal ligation|sterili[sz]ation|sterili[sz]ed|"
    "female genital mutilation|FGM|MRSA|hospital-acquired infection|(?:gender|sex) reassignment(?: surgery| treatment)?|miscarriage|scabies|tinnitus|head lice|(?:congenital )?heart defect|birth defect|in vitro fertili[sz]ation|IVF treatment|epileptic seizures|lost (?:his|her|the sight of his|the sight of her) (?:left |right )?(?:eye|leg|arm|hand|foot|spleen|kidney)|"
    "lost (?:the )?(?:hearing|sight) (?:in|of) (?:his|her|one|both) (?:left |right )?(?:ears?|eyes?)|"
    "(?:the )?use of (?:his|her) (?:left |right )?(?:hand|arm|leg|legs|arms)|(?:leg|arm|foot|hand|finger|toe)s? amputated|(?:(?:left|right) )?(?:leg|arm|foot|hand|finger|toe)s? (?:was|were|had been|has been|had to be) amputated|(?:alcohol|drug|substance|solvent) abuse|ruptured (?:appendix|spleen|(?:aortic |cerebral |brain )?aneurysm)|(?:aortic|cerebral|brain) aneurysm|"
    "(?:coronary|gastric|heart|cardiac|double|triple|quadruple) bypass(?: surgery)?|(?:community-acquired |aspiration )?pneumonia|atrial fibrillation|alcoholism|(?:alcohol|drug|opioid|heroin) dependen(?:ce|cy)|drug addiction|heart (?:condition|problems|failure)|"
    "(?:heart |cardiac |open-heart |coronary )?bypass surgery|"
    "(?:cardiac )?pacemaker|(?:ha?emo)?dialysis|chemotherapy|radiotherapy|hearing aids?|prosthetic (?:legs?|arms?|limbs?)|"
    "(?:first|second|third)-degree burns|"
    "(?:breast|lung|prostate|bowel|colon|colorectal|skin|stomach|pancreatic|ovarian|cervical|liver|throat|bladder|brain|bone|"
    "kidney|thyroid|testicular) cancer|heroin addiction|(?:recovering )?(?:heroin|drug|cocaine|crack) addict|addicted to (?:heroin|cocaine|drugs|alcohol|opiates|gambling)|amputation|disabled|bedridden|bed-ridden|handicapped|handicap|permanent disablement|"
    "(?:loss|reduction) of (?:working|earning|professional|work) capacity|permanent (?:disability|incapacity|invalidity)|"
    "(?:category|group|Category|Group) (?:I{1,3}|[123]) (?:invalid|invalidity|disability|disabled)|"
    "(?:speech|hearing|visual|sight|physical|mental|cognitive|motor|intellectual) (?:impediment|impairment|handicap|disability)|"
    "kidney failure|renal failure|(?:memory|hearing|sight|vision) loss|loss of (?:memory|hearing|sight|vision)|"
    "(?:cardiorespiratory|respiratory|cardiac|heart|renal|hepatic|venous|adrenal) insufficiency|"
    "(?:benign )?(?:ovarian|renal|breast|thyroid|pilonidal) cysts?|shoulder dystocia|nasal polyps?|"
    "sickle[- ]cell (?:ana?emia|disease)|ana?emia|HIV infection|haemophilia|hemophilia|anorexia(?: nervosa)?|bulimia|"
    "myopia|myopic degeneration|hyperopia|amblyopia|anisometropia|astigmatism|cataracts?|glaucoma|strabismus|"
    "obsessive-compulsive disorder|anxiety disorder|eating disorder|hypertension|cirrhosis|"
    "[a-z]{3,}(?:ectomy|ostomy)|(?:tracheo|lobo|crani|laparo|thoraco)tomy|mental retardation|dyslexia|dyslexic|dyspraxia|"
    "dyscalculia|ADHD|attention deficit(?: hyperactivity)? disorder|borderline intellectual functioning|"
    "(?:panic|mood|sleep|stress|adjustment|conduct|psychiatric|neurological|depressive|delusional|dissociative|"
    "somatoform|schizoaffective) disorders?)";

// How grave a condition is said to be ("mild to moderate depression").
const char* kConditionGrades =
    "(?:(?:mild|moderate|serious|severe|chronic|acute|advanced|clinical|major|profound|paranoid)"
    "(?: to (?:moderate|serious|severe))? )?";

// Words for a relative, as a judgment ties one named person to another.
const char* kKinship =
    "(?:(?:grand|great-grand|step-?)?(?:son|daughter|father|mother|child|children|sons|daughters)|"
    "(?:son|daughter|father|mother|brother|sister)s?-in-law|(?:ex-|common-law )?(?:wife|husband)|ex-partner|brothers?|"
    "sisters?|half-(?:brother|sister)|"
    "twin (?:brother|sister)|parents|uncle|aunt|nephew|niece|cousin|fianc[ée]e?|partner|widow(?:er)?)";

// Places of work named by their kind, where someone's work is said to be
// ("his work at the slaughterhouse").
const char* kWorkplaces =
    "slaughterhouse|abattoir|factory|shipyard|sawmill|bakery|restaurant|hotel|farm|warehouse|quarry|foundry|"
    "brewery|refinery|mill|coal mine|mine|garage|supermarket|laundry|hospital|clinic|nursing home|care home|"
    "kindergarten|school|university|bank|dockyard|power station|plant|workshop|building site|construction site";

// The name of a condition made by its ending, as medicine names them
// ("coxarthritis", "lumbar spondylosis", "neuropathy"), with the words that
// grade it or say where it is ("moderate arthritis in his hip joint");
// Validator::kMedicalTerm leaves out the words that end so and name none
// ("diagnosis").
std::string MedicalTermPattern(const std::string& side, const std::string& body) {
  return "(?i)\\b(" + std::string(kConditionGrades) + "(?:(?:degenerative|rheumatoid|lumbar|cervical|thoracic|"
         "spinal|joint) )?(?:" + side + body + " )?[a-z]{2,}(?:itis|osis|opathy|algia)"
         "(?: (?:of|in) (?:the|his|her|their) " + side + body + ")?)\\b";
}

// Where `re`, anchored at `pos`, matches: its first group.
std::optional<std::pair<std::size_t, std::size_t>> AnchoredGroup(const RE2& re, std::string_view text,
                                                                std::size_t pos) {
  re2::StringPiece found[2];
  const re2::StringPiece input(text.data(), text.size());
  if (pos > text.size() || !re.Match(input, pos, text.size(), RE2::ANCHOR_START, found, 2)) return std::nullopt;
  const auto start = static_cast<std::size_t>(found[1].data() - text.data());
  return std::make_pair(start, start + found[1].size());
}

}  // namespace

std::vector<PatternDef> QuasiIdentifierPatterns() {
  const std::string amount = kAmount, codes = kCurrencyCodes, words = kCurrencyWords, num = kNumberWords;
  const std::string number = "(?:\\d{1,3}|" + num + ")";
  const std::string count = "(?:\\d{1,3}(?:,\\d{3})*|" + num + ")";  // "50,000 members"
  const std::string side = "(?:(?:left|right|lower|upper) ){0,2}";
  const std::string body = std::string("(?:(?:") + kBodyParts + ")(?: joints?)?)";  // "hip joint"
  // Days, hours and minutes, listed: "four days, six hours and twenty-five minutes".
  const std::string held_for = number + " (?:days?|hours?|minutes?)(?:, " + number +
                               " (?:days?|hours?|minutes?))*(?:,? and " + number + " (?:days?|hours?|minutes?))?";
  const std::string organisation_kinds =
      "(?i:company|firm|newspaper|daily|weekly|magazine|periodical|journal|association|foundation|party|union|movement|"
      "co-?operative|club|group|publishing house|radio station|television channel|organi[sz]ation|NGO|society|business|"
      // ... and the Internet's ("the YouTube channel “Azad Söz”", "the Facebook page “Sumqayıt Xəbər”").
      "channel|blog|(?-i:Facebook|VKontakte|Telegram|Instagram|Internet) (?:page|group|account)|"
      // ... and places to eat, drink and stay ("a nightclub called “The Grafton Rooms”").
      "nightclub|restaurant|pub|hotel|café|cafe|disco|guest ?house|inn|bar|"
      // ... and shops and farms ("the guest house “Pension Seeblick”", "the pharmacy “Şifa”").
      "shop|store|pharmacy|bakery|farm|"
      "(?-i:OOO|ZAO|OAO|PAO|TOV|JSC|LLC|OJSC|CJSC|SIA|UAB))";
  const std::string quoted_name = "[\"“«]([\\p{Lu}\\p{N}][^\"”»\\n]{1,60})[\"”»]";  // “Pro Media”
  // What an organisation's name in quotation marks follows ("the company “Pro Media”", "a nightclub called").
  const std::string organisation_kind_before = "\\b" + organisation_kinds + ",? (?:called |named |known as )?";
  // The colours a vehicle is described by ("a white Lada").
  const std::string colours = "white|black|red|blue|green|grey|gray|silver|yellow|dark|light";
  // Makes of cars no one is named after, and a Soviet make's model after a hyphen ("VAZ-2107").
  const std::string makes =
      "(?:Peugeot|Citro[eë]n|Renault|Volkswagen|Opel|Vauxhall|Fiat|Mercedes-Benz|BMW|Audi|Volvo|Saab|Toyota|Nissan|"
      "[ŠS]koda|Dacia|Mazda|Hyundai|Lexus|Cupra|Daewoo|Suzuki|Subaru|Land Rover|Range Rover|Mitsubishi|Chevrolet|Porsche|"
      "Alfa Romeo|Lancia|Moskvich|Zastava|Trabant|Tofaş|UAZ|GAZ|VAZ|KamAZ)(?:-\\d{2,5})?";
  // A birth's date or year in a judgment's appendix ("14/03/1968", "1961").
  const std::string born = R"((?:\d{1,2}[./]\d{1,2}[./])?(?:19|20)\d{2})";
  const std::string vessels = "(?:ship|vessel|boat|tanker|ferry|freighter|yacht|trawler|liner|frigate|corvette|(?:bulk|ore|oil) carrier|"
                              "destroyer|submarine|cruiser|warship|houseboat|barge|tug|catamaran|cutter)";
  // Vessels in the plural after "the", before two names ("the ships Audace and Vincent").
  const std::string ships = R"(\bthe (?:fishing |cargo |merchant )?(?:ships|vessels|boats|trawlers|ferries) )";
  // A prison sentence's length ("two years and six months' imprisonment", "life imprisonment").
  const std::string sentence =
      "(?:life imprisonment|life sentence(?: of imprisonment)?|" + number +
      "(?: and a half)?[ -](?:years?|months?|weeks?|days?|hours?)(?:['’]s?)?(?:,? (?:and )?" + number +
      " (?:months?|weeks?|days?)(?:['’]s?)?){0,2} (?:of )?(?:imprisonment|(?:military |preventive |administrative )?"
      "detention|(?:suspended )?(?:prison )?sentence|in prison|(?:in )?(?:youth |police |pre-trial )?custody|"
      "deprivation of liberty|correctional labour|community service|probation))";
  const std::string businesses = "hotel|restaurant|caf[eé]|bar|pub|club|nightclub|disco|casino|shop|inn|guesthouse|hostel|"
                                 "bakery|pizzeria|kiosk|takeaway|bed and breakfast|motel|bistro|pharmacy|garage";
  return {
      // QUANTITY: money with a code, a currency name (optionally qualified:
      // "Swedish kronor", "US Dollars") and its code in brackets, or a symbol.
      // (With millions or billions after it: "EUR 2.1m", "USD 3bn".)
      {"QUANTITY", "money_code", R"(\b)" + codes + " ?" + amount + R"((?:(?: ?(?:m|bn)|\.\d{1,2} ?(?:m|bn))\b|\b))", 0.85, {},
       Validator::kNone},
      {"QUANTITY", "money_code_after", R"(\b)" + amount + " " + codes + R"(\b)", 0.85, {}, Validator::kNone},
      {"QUANTITY", "money_words",
       R"(\b)" + amount + " (?:[Nn]ew |[Oo]ld |convertible )?(?:[A-Z][a-z]+ |[A-Z]{2} )?(?i:" + words + R"()\b(?: \(["“]?)" + codes + R"(["”]?\)| \[)" +
           codes + R"(\])?)",
       0.8, {}, Validator::kNone},
      // ... and a range's first amount, which the currency after the second names too ("reduced from 2,140 to 1,320
      // Polish zlotys", "between 5,000 and 7,000 euros").
      {"QUANTITY", "money_range_start",
       R"(\b(?:from|between) ()" + amount + ") (?:to|and) " + amount +
           " (?:[Nn]ew |[Oo]ld |convertible )?(?:[A-Z][a-z]+ |[A-Z]{2} )?(?i:" + words + R"()\b)",
       0.8, {}, Validator::kNone},
      // Money counted in words: "five pounds sterling (“GBP”)".
      {"QUANTITY", "money_in_words",
       "(?i:\\b" + num + " (?:hundred |thousand |million |billion )?(?:US |American |Canadian |Australian )?" + words + "\\b)(?: \\([\"“]?" + codes + "[\"”]?\\))?",
       0.75, {}, Validator::kNone},
      {"QUANTITY", "money_symbol", "[€$£¥] ?" + amount + R"((?: ?(?:m|bn|k)\b)?)", 0.85, {}, Validator::kNone},
      {"QUANTITY", "percentage", R"(\b\d+(?:[.,]\d+)?(?: ?%| per ?cent\b| percent\b))", 0.7, {}, Validator::kNone},
      // A sentence's length, in as many parts as it is given: "one year, five
      // months and twenty days in prison", "life imprisonment". Not a penalty
      // a law sets ("an offence punishable by more than two years'
      // imprisonment", "liable to a maximum of ten years' imprisonment"),
      // which the first branch takes whole with an empty group: no span.
      {"QUANTITY", "prison_sentence",
       "(?i)\\b(?:(?:punishable|liable|maximum|minimum)(?: [a-z]+){0,4}? " + sentence + "()|" + sentence + ")\\b",
       0.75, {}, Validator::kNone},
      // A sentence's length written around the word: "a sentence of 18 years",
      // "imprisoned for eight months", "detained at the Safi Barracks detention
      // centre for eighteen months", "he served 14 years of his sentence",
      // "the 12 year sentence", "reduce his
      // sentence of imprisonment to six years and three months"; and the part
      // of a life sentence served for punishment ("set the tariff of the
      // applicant's sentence at 16 years", "a tariff of 12-13 years"; the
      // words between are English, and a Unicode letter class repeated four
      // times made the pattern ten times larger to compile).
      {"QUANTITY", "sentence_length",
       "(?i)\\b(?:(?:(?:sentence|term) of (?:imprisonment (?:of |to ))?|(?:imprisoned|detained|sentenced|disqualified "
       "from driving|banned from driving) for |detained (?:at|in) the(?: [\\p{L}'’-]+){1,5} for |(?:served|serving|serve) (?:(?:over|more than|almost|nearly) )?|"
       "sentenced (?:(?:him|her|them) )?to |"
       "(?:tariff|minimum term|punishment part)(?: [A-Za-z'’]+){0,4}? (?:of|at) )(" +
           number + "(?:[.-]\\d{1,2})?(?: and a half)? (?:years?|months?)(?:,? and " + number + " months?)?)|" +
           number + "[- ]years?['’]?s? (?:prison )?sentence)\\b",
       0.7, {}, Validator::kNone},
      // How long someone was held or questioned, to the minute: "detained for
      // a total period of four days, six hours and twenty-five minutes", "had
      // been detained 44 hours", "questioned for fourteen hours", "released
      // ... after 30 hours and 15 minutes in detention".
      {"QUANTITY", "detention_length",
       "(?i)\\b(?:detained|held|kept in custody|questioned|interrogated)(?: there| (?:at|in) the(?: [\\p{L}'’-]+){1,5}|"
       " in (?-i:\\p{Lu}\\p{L}+))?"
       "(?: for)? (?:a (?:total )?period of |about |approximately |some |nearly |almost |over |more than )?(" +
           held_for + ")\\b",
       0.7, {},
       Validator::kNone},
      // ... or as a court ordered or extended it ("ordered his detention for three months", "his detention was
      // extended by a further two months", "remanded him in custody for 30 days").
      {"QUANTITY", "detention_length",
       "(?i)\\b(?:(?:ordered|extended|prolonged|authori[sz]ed)(?: (?:his|her|their|the applicant['’]s))? "
       "(?:pre-?trial )?(?:detention|custody)(?: on remand| pending trial)?|remanded (?:him |her |them )?in custody|"
       "(?:detention|custody)(?: on remand| pending trial)? was (?:extended|prolonged)) "
       "(?:for|by) (?:a (?:further |total )?(?:period of )?|another |an additional )?(" + number +
           " (?:days?|weeks?|months?|years?))\\b",
       0.7, {}, Validator::kNone},
      {"QUANTITY", "detention_after", "(?i)\\bafter (" + held_for + ") in (?:police )?(?:detention|custody)\\b", 0.7,
       {}, Validator::kNone},
      // ... or as the time someone spent there ("spent a total of four years and two months in pre-trial detention").
      {"QUANTITY", "detention_length",
       "(?i)\\bspent (?:a total of |(?:about|almost|nearly|over|more than) )?(" + number + " (?:years?|months?|weeks?|days?)"
           "(?:,? and " + number + " (?:months?|weeks?|days?))?) in (?:pre-?trial |police )?(?:detention|custody|prison)\\b",
       0.7, {}, Validator::kNone},
      // How many people someone is with or has ("with nineteen other
      // defendants", "had three children"): after a word that ties the
      // count to someone, so "The two applicants" and "Forty applicants
      // lodged" stay out.
      {"QUANTITY", "people_count",
       "(?i:\\b(?:with|and|had|has|have|having|including|among|killed|killing|injured|injuring|wounded|their|his|her|"
       "arrested|detained|besides|approximately|about|some|over|nearly|almost|leaving|left|father of|mother of|"
       "parents of) )(" + count +
           " (?:other |more |further )?(?:co[-‑])?(?:adult |young |elderly |male |female )?"
       "(?:men|women|adults|minors|boys|girls|families|defendants|accused|suspects|persons|people|children|sons|daughters|brothers|sisters|grandchildren|"
       "relatives|victims|witnesses|villagers|soldiers|police officers|officers|detainees|prisoners|inmates|"
       "employees|workers|kids|members of (?:his|her|their|the) family|family members|members|pupils|students|"
       "inhabitants|residents|demonstrators|protesters|protestors|activists|passengers|crew members|journalists|"
       "tourists|migrants|refugees|asylum[- ]seekers|hostages)|"
       // ... and one of them: "leaving one child".
       "one (?:child|son|daughter|brother|sister|grandchild))\\b",
       0.6, {}, Validator::kNone},
      // How many charges someone faced or hearings their case took ("convicted
      // of 16 counts of indecent assault", "postponed nine hearings").
      {"QUANTITY", "count_of_charges",
       "(?i)\\b(" + number + " (?:counts?|charges?|offences?|offenses?|hearings?)) (?:of|against|relating|since|were|was|have|has|had|"
       "and|in|before|for|held)\\b",
       0.6, {}, Validator::kNone},
      // ... the leave or pay someone was given or lost, counted in time ("five
      // days' sick leave", "eighteen months' salary") ...
      {"QUANTITY", "leave_or_pay",
       "(?i)\\b(" + number + "(?: and a half)? (?:days?|weeks?|months?|years?)['’] (?:sick leave|sick pay|"
       "(?:maternity |paternity |parental |unpaid |annual )?leave|salary|salaries|wages|pay|pension|rent|notice))\\b",
       0.6, {}, Validator::kNone},
      // ... the penalty points on a driving licence ("endorsed with six penalty points") ...
      {"QUANTITY", "penalty_points", "(?i)\\b(" + number + " penalty points?)\\b", 0.6, {}, Validator::kNone},
      // ... and how many convictions they had before ("four previous convictions").
      {"QUANTITY", "previous_convictions", "(?i)\\b(" + count + " (?:previous|prior|earlier) convictions?)\\b", 0.6, {},
       Validator::kNone},
      // A measured size or speed, as TAB's guidelines take quantitative
      // information: a plot's area, a person's height or weight, a car's speed
      // ("69 miles per hour (mph)", "47 mph"), a wound's size or range
      // ("2,400 square metres", "46,000 sq. m", "1.60 metres", "45
      // kilograms", "2 x 1 cm", "2-3 cm", "fifteen by three centimetres").
      {"QUANTITY", "measurement",
       "(?i)\\b(?:(?:\\d+(?:\\.\\d+)?|" + num + ")(?: ?[x×] ?| by |-))*(?:\\d{1,3}(?:,\\d{3})*(?:\\.\\d+)?|" + num +
           ") (?:(?:miles|kilometres|kilometers) (?:per|an) hour(?: \\(mph\\)| \\(km/h\\))?|mph\\b|km/h\\b|kph\\b|"
       "(?:square |cubic )?(?:metres?|meters?|kilometres?|kilometers?|centimetres?|centimeters?|km|cm|hectares?|"
       "acres?|donums?|dunams?|dönüms?|decares?|(?:cadastral )?yokes?|miles?|kilograms?|kilos|kg|grams?|tonnes?|litres?|liters?)\\b|sq\\.? ?m\\b|m2\\b|m²)",
       0.6, {}, Validator::kNone},
      // ... or in feet and stones, as a British description gives it ("approx. 6 ft 2 in, 15 stone").
      {"QUANTITY", "measurement",
       R"(\b(\d (?:ft|feet|foot)(?: \d{1,2}(?: ?in\b\.?| inch(?:es)?))?|\d{1,2} stones?(?: \d{1,2} ?(?:lb|pounds))?)(?:$|[^\p{L}\n]))",
       0.6, {}, Validator::kNone},
      // A person's height in metres, whose "m" alone the measurement above
      // leaves out ("who is 1.93 m tall").
      {"QUANTITY", "measurement", "\\b([12][.,]\\d{1,2} ?m) tall\\b", 0.6, {}, Validator::kNone},
      // ... or in feet, as a witness gives it ("about 6ft", "5 ft 10 in").
      {"QUANTITY", "measurement", "\\b([4-7] ?(?:ft|feet)(?: ?(?:1[01]|[0-9]) ?(?:in|inches))?)\\b", 0.6, {},
       Validator::kNone},
      // How long someone lived, worked or was held somewhere ("had lived in
      // Ankara for twelve years", "served in the army for two years", "spent
      // three weeks in hospital"): a duration of one person's life, which
      // TAB's guidelines type DATETIME. The time limits of a procedure
      // ("within six months") and the length of proceedings are not tied to
      // these words.
      {"DATE_TIME", "duration_of_stay",
       "(?i)\\b(?:(?:lived|living|resided|residing|worked|working|employed|served|serving|stayed|staying|remained|"
       "remaining|hospitali[sz]ed|married|imprisoned|held|suffered|in hospital|in custody|in prison|on hunger strike)(?: [\\p{L}-]+){0,4}? "
       "for (?:a (?:period|total) of |about |some |over |nearly |almost |more than |at least |approximately )?|"
       // (... and a hunger strike's length: "a hunger strike which lasted forty-two days".)
       "hunger strike (?:(?:which |that )?(?:lasted|lasting)(?: for)?|of) (?:about |some |over |nearly |almost )?|"
       "spent (?:the next |the following |another |a further |about |some |over |nearly |almost )?)(" + number +
           "(?: and a half)? (?:years?|months?|weeks?|days?|hours?)(?:,? and " + number + " (?:months?|weeks?|days?))?)\\b",
       0.6, {}, Validator::kNone},
      // ORGANIZATION: a name in quotation marks after what it names ("the
      // company “Pro Media”", "the daily newspaper “Yeni Ülke”") and an
      // acronym with a slash ("DHKP/C", "TKP/ML-TİKKO") or spelt out in
      // brackets ("the PKK (Workers' Party of Kurdistan)"), as outlawed and
      // political organisations are named; TAB's guidelines keep the
      // brackets in the span.
      {"ORGANIZATION", "quoted_organisation",
       organisation_kind_before + quoted_name, 0.7, {}, Validator::kNone},
      // ... above a date the quotation marks hold ("the Association “21 December 1989”").
      {"ORGANIZATION", "quoted_organisation",
       organisation_kind_before + "[\"“«](\\p{N}[^\"”»\\n]+)[\"”»]", 0.86, {},
       Validator::kNone},
      // ... or right before a unit's or a group's word ("fighters of the “Vostok” battalion", "the “Dacia”
      // Brigade", which had been a car, "the “Kartlosi” sports club", "in support of the “Sasna Tsrer” group").
      {"ORGANIZATION", "quoted_organisation",
       quoted_name + " (?:[a-z]+ )?(?i:battalion|brigade|regiment|militia|squad|gang|movement|association|club|group)\\b", 0.7, {},
       Validator::kNone},
      // ... or before it: "the owner of “Yurt Books”, a small independent firm".
      {"ORGANIZATION", "quoted_organisation_described",
       quoted_name + ",? (?:an? |the )(?:[a-z-]+ ){0,3}" + organisation_kinds + "\\b", 0.7, {}, Validator::kNone},
      // ... or without quotation marks after "called": "an organisation called
      // National Youth", "a firm of advocates called Carter Jones McDonald"
      // (capitalised words only).
      {"ORGANIZATION", "called_organisation",
       "\\b(?i:company|firm|newspaper|association|foundation|party|union|movement|group|club|organi[sz]ation|"
       "society) (?:of \\p{Ll}+ )?(?:called|named|known as) (\\p{Lu}[\\p{L}'’-]+(?: \\p{Lu}[\\p{L}'’-]+){0,4})",
       0.7, {}, Validator::kNone},
      // ... or capitalised after an organisation's kind, with an article
      // before: "the NGO Praksis", "the LGBT organisation Identoba", "the
      // youth movement NIDA", "the right-to-die association EXIT", "the group Extinction Rebellion".
      {"ORGANIZATION", "organisation_named",
       "\\b(?:the|an?) (?:[\\p{L}'’-]+ ){0,2}(?:NGO|organi[sz]ation|association|foundation|charity|(?:trade )?union|"
       "movement|co-?operative|chain|group|collective|network) (\\p{Lu}[\\p{L}\\p{N}'’-]*(?: \\p{Lu}[\\p{L}\\p{N}'’-]*){0,2})",
       0.6, {}, Validator::kNone},
      // A television channel or radio station by its name and number ("the
      // Rustavi 2 television channel"), whose name is a town's too.
      {"ORGANIZATION", "broadcaster",
       "\\b(\\p{Lu}\\p{L}+(?: \\p{Lu}\\p{L}+)?(?: \\d{1,2})?) (?:television|TV|radio) (?:channel|station)\\b", 0.75, {},
       Validator::kNone},
      // An airline named with "Air", before its flight or plane ("on a Royal Air Maroc flight", "an Air
      // Moldova plane"), which had been a person.
      {"ORGANIZATION", "airline",
       "\\b((?:\\p{Lu}\\p{L}+ ){0,2}Air(?: \\p{Lu}\\p{L}+)?) (?:flight|plane|aircraft|airliner|jet)s?\\b", 0.8, {},
       Validator::kNone},
      // ... or as the one that runs a thing ("a bus operated by Marprom"); a
      // person named so is the name rules' and wins the overlap.
      {"ORGANIZATION", "operator_named",
       "\\b(?:operated|owned|run|managed|published) by (\\p{Lu}[\\p{L}&'’-]*(?: \\p{Lu}[\\p{L}&'’-]*){0,3})", 0.55,
       {}, Validator::kNone},
      // A business named in apposition to its kind or as it is called ("a
      // hotel, the Golden Sands, with 64 rooms", "a fish restaurant, Ribarska
      // kuća, on the shore", "a café in Trilj called Mlinica"), above a name
      // the gazetteers hold ("Golden Sands"). The kind in small letters: a
      // name's own word is no kind ("the Regency Hotel, Drumcondra,").
      {"ORGANIZATION", "business_named",
       "\\b(?:" + businesses + "|bank|company|firm|factory|plant|mill|sawmill|enterprise|newspaper|magazine), "
       "(?:the )?(\\p{Lu}[\\p{L}'’-]*(?: \\p{Lu}[\\p{L}'’-]*| \\p{Ll}[\\p{L}'’-]*){0,2}),",
       0.9, {}, Validator::kNotAPersonsTitle},  // (not "his partner in the company, Mr Michele Matarrese,")
      {"ORGANIZATION", "business_named",
       "\\b(?i:" + businesses + ")(?: in \\p{Lu}\\p{L}+)? (?:called|named) "
       "(\\p{Lu}[\\p{L}'’-]*(?:(?: (?:du|de|des|di|del|della|van|von))? \\p{Lu}[\\p{L}'’-]*){0,2})",
       0.9, {}, Validator::kNone},
      // ... or with its kind after it, where a paper someone writes for or owns is named ("the owner of Yeni Gündem, a
      // weekly magazine published in Istanbul", "a journalist with Trud, a daily newspaper").
      {"ORGANIZATION", "business_named",
       "\\b(?:of|for|with|at|in|by) (\\p{Lu}[\\p{L}'’-]*(?: \\p{Lu}[\\p{L}'’-]*){0,3}), an? (?:[\\p{L}'’-]+ ){0,3}"
       "(?:newspaper|magazine|periodical|journal|news agency|television channel|TV channel|radio station)\\b",
       0.8, {}, Validator::kNotAPersonsTitle},
      // ... and someone's party between commas ("Her party, Naša stranka, supported her claim").
      {"ORGANIZATION", "business_named",
       "\\b(?:[Hh]is|[Hh]er|[Tt]heir) party, (\\p{Lu}[\\p{L}'’-]*(?: \\p{Lu}[\\p{L}'’-]*| \\p{Ll}[\\p{L}'’-]*){0,3}),",
       0.8, {}, Validator::kNone},
      // An electoral constituency by its place and perhaps its number ("the
      // Sabail single-mandate electoral constituency no. 24", "the Yasamal
      // first electoral constituency no. 16").
      {"LOCATION", "constituency_named",
       "\\b(\\p{Lu}[\\p{L}'’-]+(?: \\p{Lu}[\\p{L}'’-]+)? (?:(?:first|second|third|fourth|fifth) )?"
       "(?:(?:single|multi)-mandate )?(?:electoral )?constituency"
       "(?: no\\. \\d+)?)",
       0.7, {}, Validator::kNone},
      // A national park by its name ("the Pelister National Park").
      {"LOCATION", "national_park", "\\b(\\p{Lu}[\\p{L}'’-]+(?: \\p{Lu}[\\p{L}'’-]+)? National Park)\\b", 0.75, {},
       Validator::kNone},
      // A road named after the towns it joins ("along the Khasavyurt-Babayurt road").
      {"LOCATION", "road_between",
       "\\b(\\p{Lu}\\p{Ll}+[-–]\\p{Lu}\\p{Ll}+) (?:road|highway|motorway|railway)\\b", 0.7, {}, Validator::kNone},
      // A camp where someone was held or lived ("a survivor of the Ravensbrück concentration camp", "the Kakuma
      // refugee camp"): an organisation, as a prison is.
      {"ORGANIZATION", "camp_named",
       "\\b(\\p{Lu}[\\p{L}'’-]+(?: \\p{Lu}[\\p{L}'’-]+)? (?:concentration|labour|labor|internment|transit|refugee|"
       "death|extermination|prison|detention|filtration|reception) camp)\\b",
       0.75, {}, Validator::kNone},
      // The Russian Federation's republics named by their people ("the
      // Urus-Martan district of the Chechen Republic").
      {"LOCATION", "republic_of_a_people",
       "\\b((?:Chechen|Ingush|Kabardino-Balkarian|Karachay-Cherkess|Komi|Chuvash|Udmurt|Kalmyk|Buryat|Mari El) "
       "Republic)\\b",
       0.75, {}, Validator::kNone},
      // A place known by a quoted name, the kind a few words before ("a
      // settlement on the outskirts of Baia Mare known as “Craica”", "the area
      // known as the “Terra dei Fuochi”", right after an area's word, which
      // a few words before is another's, "the area of Derry on the day known
      // as “Bloody Sunday”"), above the quoted name as someone's alias; or
      // named so right after the word ("his land at the location “Kalyvaki”").
      {"LOCATION", "place_known_as",
       // (Not past a body's letters in brackets: "an officer of the Achkhoy-Martan district department of the
       // interior (ROVD) known as “Tolstyy”" names a person.)
       "\\b(?:settlement|neighbourhood|district|quarter|estate|camp|slum|village|hamlet)\\b[^.\\n()]{0,60}? known "
       "(?:locally )?as [\"“](\\p{Lu}[^\"”\\n]{1,40})[\"”]",
       0.85, {}, Validator::kNone},
      {"LOCATION", "place_known_as",
       "\\b(?:(?:area|locality) known (?:locally )?as (?:the )?|(?:location|locality|site) (?:called |named )?)"
       "[\"“](\\p{Lu}[^\"”\\n]{1,40})[\"”]",
       0.85, {}, Validator::kNone},
      // ... or capitalised after it, the kind just before ("his olive grove in
      // the locality known as Contrada Arghillà").
      {"LOCATION", "place_known_as",
       "\\b(?:locality|settlement|neighbourhood|district|quarter|area|place|village|hamlet) known (?:locally )?as "
       "(\\p{Lu}[\\p{L}'’-]*(?: \\p{Lu}[\\p{L}'’-]*){0,2})",
       0.85, {}, Validator::kNone},
      // ... or by the office held there ("a former mayor of Celrà", "the
      // muhtar of Kayadere"): a town, a village or a see.
      {"LOCATION", "place_of_office",
       "\\b(?:mayor|governor|prefect|sub-prefect|muhtar|headman|bishop|archbishop|mufti|parish priest) of "
       "(\\p{Lu}\\p{L}+(?:[ -]\\p{Lu}\\p{L}+)?)",
       0.6, {}, Validator::kNone},
      // ... or capitalised right after a medium's kind: "the television channel
      // TV3", "the newspaper Hürriyet", "the publishing house Ceylan Yayınları",
      // "the news website Aktuality.sk".
      {"ORGANIZATION", "medium_named",
       "\\b(?:television channel|TV channel|radio station|newspaper|magazine|daily|weekly|publishing house|news agency|"
       "news website|news portal|website) (\\p{Lu}[\\p{L}\\p{N}'’-]*(?:\\.[a-z]{2,3})?(?: "
       "\\p{Lu}[\\p{L}\\p{N}'’-]*){0,2})",
       0.7, {}, Validator::kNone},
      // (One slash, and the acronym whole: a document's symbol, "CM/Rec(2010)5", "CPT/Inf (2009) 17",
      // "CCPR/C/TUR/CO/1", is none.)
      {"ORGANIZATION", "acronym_with_slash",
       R"(\b(\p{Lu}{2,}/\p{Lu}+(?:(?:-| [-–] )\p{Lu}{2,})*)(?:(?m:$)|[^\p{L}\p{N}/(\n-]|-[^\p{N}\n]))", 0.6, {},
       Validator::kSlashAcronym},
      // Above the organisation rule's 0.75: the name in the brackets is part
      // of it. Spelt out in words, not another acronym ("Tax ID (PESEL)").
      {"ORGANIZATION", "acronym_spelt_out",
       // (No digit in the words: "Trading LLP (UK company 11412887)" spells out nothing; two words at least: an
       // appellant's initials before the country, "ZM (Afghanistan)", are none.)
       R"(\b(\p{Lu}{2,}(?:[/-]\p{Lu}+)* \((?:the )?\p{Lu}[^()\n0-9 ]* [^()\n0-9]{0,100}\p{Ll}[^()\n0-9]{0,100}\)))", 0.8, {},
       Validator::kNone},
      // Marital and family status, census attributes that single a person
      // out ("a widower", "widows' benefits" claimed by the applicant, "a
      // father of three").
      // Someone said to be married, divorced or separated ("The applicant,
      // who is married and has a daughter"; not "the cases were separated").
      {"FAMILY_STATUS", "family_status",
       "\\b(?i:who (?:is|was)|(?:he|she) (?:is|was)|they (?:are|were)|applicants? (?:is|was|are|were)) (?:now )?"
       "((?:married|divorced|separated|remarried))"
       "(?:[,.;]| (?:and|with|to|since|in|from)\\b)",
       0.6, {}, Validator::kNone},
      // ... the same, the second of a person's predicates ("The applicant is a
      // locksmith, is divorced and lives with his mother", "and is married
      // with two children"; not "separated", which cases and proceedings are).
      {"FAMILY_STATUS", "family_status",
       "(?:,|\\band) (?:is|was) (?:now )?((?:married|divorced|remarried))(?:[,.;]| (?:and|with|to|since|in|from)\\b)",
       0.6, {}, Validator::kNone},
      {"FAMILY_STATUS", "family_status", "\\b(?:in|into) an? ((?:civil|registered) partnership)\\b", 0.6, {},
       Validator::kNone},
      {"FAMILY_STATUS", "family_status",
       "(?i)\\b(widow(?:er)?s?|widowed|orphan(?:s|ed)?|divorcee|single (?:mother|father|parent)|"
       "(?:father|mother|parent) of (?:one|two|three|four|five|six|seven|eight|nine|ten|\\d{1,2}))\\b",
       0.6, {}, Validator::kNone},
      // Sexual orientation and gender identity (GDPR's "sex life or sexual
      // orientation"; TAB's confidential status SEX): "a post-operative male
      // to female transsexual", "homosexual", "lesbian".
      {"SEXUAL_ORIENTATION", "sexual_orientation",
       "(?i)\\b((?:(?:pre|post)-?operative )?(?:(?:male|female)[- ]to[- ](?:male|female) )?"
       "(?:homosexuals?|heterosexuals?|bisexuals?|lesbians?|gays?|transsexuals?|transsexualism|transgender(?:ed)?|"
       "transvestites?|intersex|non-binary|same-sex (?:couple|partner|partnership|relationship)))\\b",
       0.6, {}, Validator::kNone},
      // How someone looks, as a description of a wanted man gives it (TAB's
      // guidelines list physical descriptions among DEM): "of stocky build",
      // "a shaved head", "dark hair", "blue eyes", "a beard", "a tattoo of a
      // spider's web on his left hand".
      {"APPEARANCE", "appearance",
       "(?i)\\b((?:(?:stocky|slim|slender|heavy|medium|athletic|thin|muscular|large|small|average|strong|sturdy|"
       "powerful|wiry) build|(?:shaved|shaven|bald|balding) heads?|(?:(?:long|short|curly|straight|wavy|shoulder-length|"
       "cropped|thinning) )?(?:blond|blonde|fair|dark|black|brown|grey|gray|red|ginger|white|auburn|dyed) hair|"
       "(?:blue|green|brown|grey|gray|hazel|dark) eyes|(?-i:(?:full |thick |grey |red |black |ginger |white )?(?:beard|moustache|mustache|goatee))|"
       "tattoos? (?:of|depicting|showing|reading) (?:an? |the )?(?:(?:[\\p{L}'’-]+ ){0,3}?[\\p{L}'’-]+ on (?:his|her|the|"
       "their) (?:left |right |upper |lower )?(?:arm|hand|neck|chest|back|shoulder|forearm|face|leg|wrist|finger|calf|"
       "ankle)s?|(?:[\\p{L}-]+['’]s )?[\\p{L}-]+))|"
       // ... or the thing tattooed where ("a swastika tattooed on his neck", "a swastika tattoo on his neck").
       "[\\p{L}-]+ (?:tattooed|tattoo) on (?:his|her|their) (?:left |right |upper |lower )?(?:arm|hand|neck|chest|back|shoulder|"
       "forearm|face|leg|wrist|finger|calf|ankle)s?)\\b",
       0.65, {}, Validator::kNone},
      // A vehicle by its make and model, as TAB's guidelines mask it with its
      // colour or kind: "a Peugeot 505", "a seven-seater Citroën", "a white
      // Renault Clio". Makes that are also first names or words (Ford, Kia,
      // Seat, Lada, Mercedes alone) are left out.
      // A ship by its prefix and name after the word for it ("the cargo ship
      // MV Rila"; not "MS Word").
      {"VEHICLE", "ship_name",
       R"((?i:\b)" + vessels + R"(,? (?:the )?))"
       R"(((?:MV|MS|MT|SS|M/V|M/S|RMS|HMS|MSC) \p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?))",
       0.7, {}, Validator::kNone},
      // ... and its number with the International Maritime Organization ("(IMO 9412887)").
      {"CODE", "ship_number", R"(\bIMO (?:no\. |number )?(\d{7})\b)", 0.8, {}, Validator::kNone},
      // ... or named after a comma and "the", or "named", or after "the" and
      // the word ("a fishing boat, the Sveti Nikola,", "held on the ship
      // Audace", "the bulk carrier Kapitan Georgi Georgiev", "the fishing
      // vessel Havbris", Malta's "the fishing boat Madonna tal-Grazzja").
      {"VEHICLE", "ship_name",
       R"((?:(?i:\b)" + vessels + R"((?:, the| named| called) )|\b[Tt]he (?:fishing |cargo |merchant |motor |container |passenger |rescue )?)" + vessels + R"( ))"
       R"((\p{Lu}[\p{L}-]+(?: (?:tal-|tas-|tad-|tar-|il-|ta['’] ?|(?:de|da|do|dos|di|del|della) )?\p{Lu}[\p{L}-]+){0,2}))",
       0.7, {}, Validator::kNone},
      // ... two of them after the word in the plural ("on the ships Audace and
      // Vincent", "the vessels “Vitosha” and “Rila”"): the first, then the second.
      {"VEHICLE", "ship_name", ships + R"(["“]?(\p{Lu}[\p{L}-]+)["”]? and ["“]?\p{Lu})", 0.7, {}, Validator::kNone},
      {"VEHICLE", "ship_name", ships + R"(["“]?\p{Lu}[\p{L}-]+["”]? and ["“]?(\p{Lu}[\p{L}-]+))", 0.7, {},
       Validator::kNone},
      // ... or in quotation marks ("the trawler “Nossa Senhora da Boa Viagem”"), above a place inside it.
      {"VEHICLE", "ship_name", R"((?i:\b)" + vessels + R"((?:, the| named| called)? ))" + quoted_name, 0.75, {},
       Validator::kNone},
      // (Not \b around it, which RE2 reads in ASCII: "Škoda" and "Tofaş"
      // were never found.) Soviet makes join their model with a hyphen ("a
      // white VAZ-2107 car").
      {"VEHICLE", "vehicle",
       "(?:^|[^\\p{L}\\d\\n])((?:(?:[a-z]+-seater|" + colours + ") )*" + makes +
           "(?: [A-Z0-9][A-Za-z0-9-]*)?)(?:$|[^\\p{L}\\d\\n])",
       0.6, {}, Validator::kNotACarMaker},
      // ... and its model's words after it: above a town the make is named after ("his Toyota Land Cruiser
      // Prado"). (Without the colour, which the pattern above keeps, nor \p classes, which cost 8 million
      // instructions to compile.)
      {"VEHICLE", "vehicle", "(?:^|[ (])(" + makes + "(?: [A-Z0-9][A-Za-z0-9-]*){2,3})\\b", 0.75, {},
       Validator::kNotACarMaker},
      // ... and its plate right after its model, as the Balkans write it ("a grey Škoda Octavia PG BN 447"):
      // above the model's words, which had taken the plate's letters and left its number.
      {"CODE", "vehicle_registration",
       "(?:^|[ (])" + makes + "(?: [A-Z][a-z][A-Za-z0-9-]*){1,2} ((?:[A-Z]{1,3}[ -]){1,2}\\d{3,4}(?:[ -][A-Z]{1,2})?)\\b", 0.8,
       {}, Validator::kNone},
      // A Lada by its model after a determiner ("his Lada Priora car"): the
      // make alone is left, as it is a first name too; so are Ford, Kia and
      // Seat, known by their models ("a grey Ford Mondeo"), and a Dacia whose
      // model is a name ("a red Dacia Logan" had been a person), and Mercedes
      // lorries and vans ("a Mercedes Actros" had been a person), and its cars by their class and engine ("a
      // Mercedes E 220").
      {"VEHICLE", "vehicle_make_model",
       "\\b(?i:an?|his|her|their|the) (?:(?:" + colours + ") )?"
       "(Lada (?:\\p{Lu}\\p{Ll}+|\\d{3,5})|Ford (?:Mondeo|Focus|Fiesta|Transit|Escort|Sierra|Granada|Galaxy|Kuga|Mustang|"
       "Cortina|Orion|Ranger|Ka)|Kia (?:Rio|Ceed|Sportage|Sorento|Picanto)|Seat (?:Ibiza|Leon|León|Toledo|Alhambra|"
       "Cordoba|Córdoba|Altea)|Dacia (?:Logan|Sandero|Duster|Solenza|Nova)|"
       "Mercedes (?:Actros|Atego|Axor|Sprinter|Vito|Vario|Citan|[A-Z]{1,3} \\d{3}))\\b",
       0.9, {}, Validator::kNone},
      // A make or model no list holds, said by its colour and kind ("a white
      // Toros car", "their grey Gazelle van"): the colour keeps a people's
      // word out ("a Turkish car").
      {"VEHICLE", "vehicle_by_kind",
       "\\b(?i:an?|his|her|their|the) ((?:" + colours + "|beige|brown) "
       "\\p{Lu}[\\p{L}-]*(?: [A-Z0-9][A-Za-z0-9-]*)? (?:car|van|minibus|jeep|lorry|truck|pick-up))\\b",
       0.7, {}, Validator::kNone},
      // A vehicle after a form's label for it, make and model ("Vehicle: Kia Sportage, registration LV19 HTD"): above
      // a name the make's word may be ("Kia"). Two words at least (not a form's "Car: Yes").
      {"VEHICLE", "vehicle_labelled",
       R"((?i:\b(?:vehicle|car|van|motorcycle)(?: make(?: and model)?)?): ((?:\p{Lu}[\p{L}\-]*|[A-Z0-9][A-Za-z0-9\-]*)(?: [A-Z0-9][A-Za-z0-9\-]*){1,3}))",
       0.85, {}, Validator::kNone},
      // DEM: age, origin and religion, occupation (in a sentence that gives
      // someone's job), health condition.
      {"AGE", "age",
       "(?i)\\b(?:(?:his|her|their) )?((?:aged|ages? of|ages|age (?:is|was)|age:|age)(?: about| around| approximately| over| under| nearly| almost| between)? " + number +
           "(?: and a half)?(?:(?:, | and )" + number + ")*(?: years| months| weeks)?|" + number + "(?: and a half)?[- ](?:years?|months?|weeks?)['’]?[- ]old|\\d{1,3} ?(?:y/o|yo|yrs? old)|"
           "\\d{1,3} years of age)\\b",
       0.8, {}, Validator::kNone},
      // An age by its decade, as a description gives it ("a white male in his 20s", "in her early forties").
      {"AGE", "age",
       "\\bin (?:his|her|their) ((?:early |mid-|late )?(?:[2-9]0s|twenties|thirties|forties|fifties|sixties|seventies|"
       "eighties|nineties))\\b",
       0.7, {}, Validator::kNone},
      // ... and a height in feet and inches ("5'10\"", "6' 2\"").
      {"QUANTITY", "measurement", "\\b([4-7]' ?(?:1[01]|[0-9])(?:\"|''|”))", 0.6, {}, Validator::kNone},
      // An age said alone after the person ("He was 71.", "she was 15, and"):
      // the number ends the clause (not "she was 1.68 m tall").
      // ... in words too ("his mother, who is eighty-one and lives"), and
      // after what the clause says of them ("His mother, who lives in Nizhny
      // Tagil, is 76 and").
      {"AGE", "age",
       R"(\b(?:(?:[Hh]e|[Ss]he|who) (?:was|is|were)|[Hh]e['’]s|[Ss]he['’]s|who (?:[^ ,.;\n]+ ){1,5}[^ ,.;\n]+, (?:is|was))(?: then| now| already| only| just)? (\d{1,3}|)" + num +
           R"()(?:[,;]| and\b|\.(?: |$)| at the time\b))",
       0.7, {}, Validator::kNone},
      // (A people's branch before it: "of Pontic Greek origin", "of Crimean Tatar descent".)
      {"NRP", "origin",
       R"(\bof ((?:[A-Z][a-z]+ )?)" + std::string(kDemonyms) + R"()(?: ethnic| national)? (?:origin|descent|ethnicity|extraction|nationality)\b)",
       0.8, {}, Validator::kNone},
      // (Its noun for one person too: "an ethnic Turk", "ethnic Serbs".)
      {"NRP", "ethnic",
       R"(\b(?i:ethnic) ((?:Turk|Kurd|Arab|Serb|Croat|Pole|Jew|Finn|Swede|Dane|Scot|)" + std::string(kDemonyms) +
           R"()s?)\b)",
       0.7, {}, Validator::kNone},
      // A people's name as a noun for one person ("The applicant, a Hazara,
      // left", "he is a Kurd and"); an adjective has its noun after it.
      {"NRP", "ethnic", R"(\b(?i:an?) ((?:Kurd|Turk|Serb|Croat|Arab|Jew|)" + std::string(kDemonyms) + R"())(?:[,.;)]| and\b| who\b| from\b| by (?:origin|birth)\b))",
       0.7, {}, Validator::kNone},
      // ... or before a word for one person ("a Roma woman from Sereď").
      {"NRP", "ethnic", R"(\b(?i:an?) ()" + std::string(kDemonyms) +
           R"() (?:man|woman|boy|girl|child|youth|teenager|family)\b)",
       0.7, {}, Validator::kNone},
      // ... or as an adjective said of someone ("their son, who was Kurdish and
      // spoke little Turkish"; not "was Turkish law").
      {"NRP", "ethnic", R"(\b(?:[Ww]ho|[Hh]e|[Ss]he|[Tt]hey) (?:is|was|are|were) ()" + std::string(kDemonyms) +
           R"()(?:[,.;)]| and\b| by (?:origin|birth)\b))",
       0.7, {}, Validator::kNone},
      // A people within a State's, in two words ("a Bosnian Serb born in 1970", "Crimean Tatars").
      {"NRP", "ethnic",
       "\\b((?:Bosnian|Kosovo|Croatian|Montenegrin|Macedonian) (?:Serbs?|Croats?|Muslims?|Albanians?)|"
       "Crimean Tatars?|Meskhetian Turks?|Volga Germans?)\\b",
       0.7, {}, Validator::kNone},
      // A faith of two words, above a first name's 0.7 ("a Sunni Muslim", "a
      // Roman Catholic priest" had been a person).
      {"NRP", "religion_or_ethnicity",
       "\\b((?:Sunni|Shia|Shiite|Alevi|Orthodox|Catholic|Protestant|Evangelical|Coptic) "
       "(?:Muslims?|Christians?|Jews?|Arabs?|Kurds?)|(?:Roman|Greek) Catholics?)\\b",
       0.8, {}, Validator::kNone},
      // A faith named by its church ("members of the Pentecostal church
      // “Philadelphia”", "attends the Kimbanguist church"), above the church
      // as a place.
      {"NRP", "religion_or_ethnicity",
       "\\b((?:Roman )?Catholic|Pentecostal|Baptist|Methodist|Lutheran|(?:Seventh-day )?Adventist|Evangelical|"
       "Anglican|Orthodox|Presbyterian|Kimbanguist|Mennonite|Calvinist|Reformed|Apostolic|Protestant|Mormon) "
       "(?:church|congregation|community|parish|chapel)\\b",
       0.8, {}, Validator::kNone},
      // Where someone's family comes from ("born in Roubaix to Algerian
      // parents", "her British husband").
      {"NRP", "origin", R"(\b()" + std::string(kDemonyms) +
                            R"()(?:-born)? (?:parents|father|mother|husband|wife|grandparents|grandfather|grandmother)\b)",
       0.6, {}, Validator::kNone},
      // A faith by its name, where the sentence says it is one ("converted to
      // Islam", "the practice of Judaism"; Islam is a first name too: "his sons
      // Adam, Islam and Khasan").
      {"NRP", "religion_or_ethnicity",
       "\\b(?i:to|of|in|from|into|practis(?:e|es|ed|ing)|embraced?|renounced?) "
       "(Islam|Catholicism|Orthodoxy|Protestantism|Judaism|Buddhism|Hinduism|Christianity|Sikhism)\\b",
       0.6, {}, Validator::kNone},
      {"NRP", "religion_or_ethnicity",
       "\\b(Muslims?|Jewish|Jews?|Christians?|Catholics?|Protestants?|Alevis?|Sunnis?|Shiites?|Hindus?|Sikhs?|"
       "Buddhists?|Salafis?|Wahhabis?|Sufis?|Jehovah['\u2019]s Witness(?:es)?|Scientologists?|atheists?|Gypsy|Gypsies|Asians?|Methodists?|"
       "Anglicans?|Lutherans?|Presbyterians?|Pentecostals?|Mormons?|Quakers?|Hasidic|Orthodox(?: Christians?| Jews?)?|"
       "Baptists?|Old Believers?|Adventists?|"
       "Afro-Caribbeans?|African-Caribbeans?|Caucasians?|Hispanics?)\\b",
       0.6, {}, Validator::kNone},
      {"OCCUPATION", "occupation_worked_as",
       std::string("(?i)\\b(?:work(?:s|ed|ing)?|employed|serv(?:es|ed|ing)|practis(?:es|ed|ing)|practic(?:es|ed|ing)|"
                   "retired|trained|qualified|job|profession|occupation|career|elected|post|position|appointed)(?: for (?:" + num + "|many|several|some) years)?"
                   "(?: (?:part-time|full-time|freelance|"
                   "temporarily|casually|informally|illegally|unofficially|previously|formerly|now|still|currently|nights|days|shifts|"
                   "weekends))?"
                   // ... or the employer between ("employed by Merseyside County Council as a refuse collector",
                   // "works in the port as a stevedore"):
                   // one pattern, as the jobs' alternation is costly to carry twice.
                   "(?: (?:by|for|at|in) (?:the )?(?:[\\p{L}&'’-]+,? ){1,6}as|(?: (?:as|was|is))?) (?:an? |the )?") +
           "(" + std::string(kOccupationModifiers) + std::string(kOccupations) + ")s?\\b",
       0.7, {}, Validator::kNone},
      // Owning a business is a living: "making a living as the owner of a
      // pizzeria", "he is the co-owner of a small restaurant".
      {"OCCUPATION", "business_owner",
       "(?i)\\b(?:as|is|was|became|been) (?:an? |the )?((?:co-?)?owner of an? (?:[a-z-]+ ){0,2}(?:pizzeria|restaurant|"
       "shop|caf[eé]|bar|pub|company|firm|business|farm|hotel|bakery|store|garage|factory|kiosk|taxi|lorry|boat|"
       "sawmill|mill|workshop|vineyard|brewery|pharmacy|petrol station|salon|hostel|guesthouse|boutique|agency|stall))"
       "(?:$|[^\\p{L}\\d\\n])",  // not \b, which RE2 reads in ASCII ("café" was never found)
       0.7, {}, Validator::kNone},
      // The one someone works for, named ("works as a delivery driver for
      // PostNL", "was employed by Gorenje", a note's "Works as a bus driver for Arriva"): a person named so is the name
      // rules' and wins its overlap.
      {"ORGANIZATION", "employer_named",
       "\\b(?:[Ww]orks|[Ww]orked|[Ww]orking|[Ee]mployed)(?: as an? (?:\\p{Ll}+ ){0,2}\\p{Ll}+)? (?:for|by) "
       "(\\p{Lu}[\\p{L}&'’-]*(?: \\p{Lu}[\\p{L}&'’-]*){0,3})",
       0.6, {}, Validator::kNotAPersonsTitle},
      // Running a business is a living too: "her son runs a bakery in Larnaca".
      {"OCCUPATION", "business_run",
       "(?i)\\b(?:runs?|ran|running|owns?|owned|opened|manages?|managed) (?:an? |the )?((?:small |family |local |private )?"
       "(?:bakery|shop|restaurant|caf[eé]|bar|pub|hotel|garage|kiosk|pharmacy|pizzeria|grocery|butcher['’]s|"
       "hairdresser['’]s|car wash|taxi company|transport company|construction company|business))(?:$|[^\\p{L}\\d\\n])",
       0.7, {}, Validator::kNone},
      // A job held or trained for, with the words that make the trade, after
      // "employment as", "joined ... as", "training to be" or in a list of
      // jobs: "his former employment as a
      // driver (1973 to 1974), as a dairy worker (1974 to 1984) and as a food
      // science technician", "joined the Territorial Army (“TA”) as a pay and
      // accounts clerk", "works on the trawler as a deckhand".
      {"OCCUPATION", "occupation_employed_as",
       "(?i)(?:\\b(?:employment|employed|work|works|worked|working|job|career|training|trained|qualified)|"
       "\\bjoined [^.;\\n]{1,60}?|\\bwork(?:s|ed|ing)? (?:on|at|in|for)(?: [a-z'’-]+){1,3}|,|\\band)"
       "(?: (?:later|then|subsequently|also|briefly))? (?:as|to be) an? "
       "((?:[a-z-]+ ){0,3}" +
           std::string(kOccupationModifiers) + kNonLegalOccupations + ")s?\\b",
       0.7, {}, Validator::kNone},
      // A post held: "appointed to the post of deputy director in charge of
      // credit cards", "promoted to the rank of colonel".
      {"OCCUPATION", "occupation_post",
       "(?i)\\b(?:post|position|rank|grade) of (?:an? |the )?(" + std::string(kOccupationModifiers) +
           std::string(kOccupations) + "(?: (?:in charge of|responsible for) [a-z]+(?: [a-z]+){0,3})?)\\b",
       0.7, {}, Validator::kNone},
      // A form's field for the job ("Occupation: home health aide").
      {"OCCUPATION", "occupation_field",
       "\\b(?:[Oo]ccupation|[Pp]rofession|[Jj]ob title|[Jj]ob): ((?:[a-z-]+ ){0,2}" + std::string(kOccupationModifiers) +
           std::string(kOccupations) + ")\\b",
       0.75, {}, Validator::kNone},
      // "the applicants are journalists".
      {"OCCUPATION", "occupation_are",
       "(?i)\\b(?:are|were) (" + std::string(kOccupationModifiers) + std::string(kOccupations) + "s)\\b", 0.7, {},
       Validator::kNone},
      // "She is the executive director of the Society", "was the mayor of", "a retired officer and the chairman
      // of the Adana branch".
      {"OCCUPATION", "occupation_the_of",
       "(?i)\\b(?:is|was|were|are|been|became|become|being|and) (?:also |then |still |now |later )?the (" +
           std::string(kOccupationModifiers) + "(?:(?:co-?)?founder and )?" + kNonLegalOccupations +
           "|(?:co-?)?founder(?: and " + kNonLegalOccupations + ")?|(?:deputy |assistant )?head) (?:of|at|in)\\b",
       0.7, {}, Validator::kNone},
      // (With the word for the trade before the job: "a tobacco farmer", "an
      // Orthodox priest"; and until when: "was until 2008 a police captain".)
      {"OCCUPATION", "occupation_is_a",
       "(?i)\\b(?:is|was|were|been|became|become|being) (?:(?:previously|formerly|once|then|now|also|still|later|"
       "currently|at the time|until (?:1[89]|20)\\d\\d) )?(?:an? |the )((?:[a-z-]{3,} )?(?:(?-i:[a-z][a-z-]{2,}) )?" + std::string(kOccupationModifiers) +
           std::string(kOccupations) + ")\\b",
       0.7, {}, Validator::kNone},
      // A job title in capitals after a name and its comma, as a letter's signature or a file gives it ("Dr Amara
      // Nwosu, Consultant Psychiatrist, Leeds", "Helen Ward, HR Director").
      {"OCCUPATION", "occupation_title",
       "\\p{Ll}, ((?:(?:Consultant|Senior|Staff|Specialist|Chief|Head|Deputy|Junior|Trainee|Lead|Principal|Assistant|"
       "Clinical|HR|IT|Finance|Sales|Operations|Regional|Area|Practice|Community|Charge|Ward|District|Mental Health) ){1,2}"
       "(?i:" + std::string(kNonLegalOccupations) + "))(?:[,.;]|(?m:$))",
       0.7, {}, Validator::kNone},
      // ... and a second one, after "and", held before ("a widow and a former primary school teacher") or where
      // the job's place follows ("a member of the party and a senior official of the Ministry").
      {"OCCUPATION", "occupation_is_a",
       "(?i)\\band an? ((?:(?-i:[a-z-]{3,}) )?" + std::string(kOccupationModifiers) + kNonLegalOccupations +
           ") (?:of|at|in|with)\\b",
       0.7, {}, Validator::kNone},
      {"OCCUPATION", "occupation_is_a",
       "\\band (?:an? |the )(?:former|retired) ((?:[a-z-]{3,} ){0,2}" + std::string(kOccupationModifiers) +
           std::string(kOccupations) + ")\\b",
       0.7, {}, Validator::kNone},
      // A job before the name of the one who holds it ("His cousin, the poet
      // Mr Hasret Gültekin, died"); not a lawyer's, as above.
      {"OCCUPATION", "occupation_before_name",
       "\\bthe (" + kNonLegalOccupations + ") (?:Mr|Mrs|Ms|Miss|Dr)\\.? \\p{Lu}", 0.6, {}, Validator::kNone},
      // A political office someone holds or held ("a former Deputy Minister of Defence", "was Governor of Batken
      // Region", "as Mayor of Tetovo"); not a minister acting in a case ("the Minister of Justice refused").
      {"OCCUPATION", "office_held",
       "\\b(?:(?:[Aa]n?|[Tt]he) (?:former|then|acting)|(?:was|is|became|been|as|appointed)(?: the)?"
       "(?: (?:former|then|acting))?) ((?:(?:First )?Deputy |Vice[- ]|Assistant )?(?:Prime Minister|"
       "Minister(?: (?:of|for)(?: the)? \\p{Lu}\\p{L}+(?: (?:and )?\\p{Lu}\\p{L}+){0,2})?|"
       "(?:Governor|Mayor|Deputy Mayor)(?: of(?: the)? \\p{Lu}\\p{L}+(?: \\p{Lu}\\p{L}+)?)?))",
       0.7, {}, Validator::kNone},
      // The applicant's job given beside the word ("the applicant, a
      // journalist,"); lawyers and judges named this way are the case's
      // representatives and bench, whom TAB leaves unmasked, so only the
      // applicant's.
      {"OCCUPATION", "occupation_of_applicant",
       "(?i)\\bapplicants?, (?:who (?:is|was|were|are) (?:then |now |still |at the time )?(?:an? |the )?|"
       "(?:then |now |at the time )?(?:an? |the ))((?:[a-z-]+ ){0,2}" +
           std::string(kOccupationModifiers) + std::string(kOccupations) + ")s?\\b",
       0.7, {}, Validator::kNone},
      // Being without work or a home says who someone is.
      {"OCCUPATION", "work_status",
       "(?i)\\b(?:is|was|were|are|been|became|being|remained) (?:now |still |then |currently )?"
       "(unemployed|self-employed|homeless)\\b",
       0.6, {}, Validator::kNone},
      // Where someone works, by the kind of place or trade: "his work at the
      // slaughterhouse", "he had worked in slaughterhouses", "employees in the
      // food industry".
      {"OCCUPATION", "workplace",
       std::string("(?i)\\b(?:work(?:s|ed|ing)?|employed|employment|job|working conditions)(?: in (?:1[89]|20)\\d\\d)? "
                   "(?:in|at) (?:(?:the|a|an) )?((?:") + kWorkplaces + ")s?)\\b",
       0.65, {}, Validator::kNone},
      {"OCCUPATION", "industry",
       "(?i)\\b(?:work(?:s|ed|ing)?|employed|employees?|workers?|career|job)\\b[^.;:\\n]{0,50}? in the ([a-z]+ industry)\\b",
       0.65, {}, Validator::kNone},
      // A job named by the words that say it is one ("an engineer by
      // profession", "a carpenter by trade"), whatever the job; the span
      // keeps the phrase, as TAB's annotators do, with the word before the job
      // after an article ("a company director by profession").
      {"OCCUPATION", "occupation_by_profession",
       "\\b(?:an? )?(\\p{Ll}[\\p{Ll}-]{2,}(?: \\p{Ll}[\\p{Ll}-]{2,})? by (?:profession|trade|training))\\b", 0.7,
       {}, Validator::kNone},
      // Military and police grades held by someone ("of senior non-commissioned
      // rank", "a non-commissioned officer").
      {"OCCUPATION", "military_grade",
       "(?i)\\b((?:senior |junior )?(?:non-)?commissioned (?:officer|rank)s?|(?:warrant|petty) officers?)\\b", 0.7,
       {}, Validator::kNone},
      // The language someone speaks ("he speaks only Kurdish", "her mother
      // tongue is Chechen").
      {"NRP", "language",
       "(?i:\\b(?:speaks?|spoke|speaking|native language|mother tongue|first language|native speaker of)(?: (?:is|was))?"
       "(?: (?:only|fluent|fluently|good|poor|little|no|some|a little|a few words of|broken))* )"
       "((?:(?:North|South|Northern|Southern|Eastern|Western|Upper|Lower) )?\\p{Lu}\\p{L}+)"
       "(?:$|[^\\p{L}\\n])",  // not \b, which RE2 reads in ASCII ("Türkçe" would lose its "e")
       0.6, {}, Validator::kNone},
      // ... the last of languages listed ("he speaks German and Igbo").
      {"NRP", "language",
       "(?i:\\b(?:speaks?|spoke|speaking) )\\p{Lu}\\p{L}+(?:, \\p{Lu}\\p{L}+)*,? and (\\p{Lu}\\p{L}+)(?:$|[^\\p{L}\\n])",
       0.6, {}, Validator::kNone},
      // Being without a State's nationality ("lodged by a stateless person",
      // "he has been stateless since").
      {"NRP", "stateless", R"(\b(?i:an?|is|was|been|became|remained) (stateless)\b)", 0.6, {}, Validator::kNone},
      // ... and the Baltic States' "non-citizens" ("a non-citizen of Latvia").
      {"NRP", "stateless", R"(\b(?i:an?|is|was|been|became|remained) (non-citizen)\b)", 0.6, {}, Validator::kNone},
      // A people, a minority or a religious order someone belongs to ("a
      // member of the Sami people", "the Turkish minority", "the Nakşibendi
      // religious order").
      {"NRP", "people_named",
       "\\b(?:of|to) the (\\p{Lu}\\p{L}+) (?:people|minority|community|ethnic group|tribe|clan|diaspora|religious order|"
       "sect|brotherhood|congregation)\\b", 0.6, {},
       Validator::kNone},
      // Political leaning, a DEM attribute in TAB's guidelines ("a group of
      // left-wing extremists"), as it describes people or what they hold.
      {"NRP", "political_leaning",
       "\\b((?i:(?:extreme[- ]|far[- ]|ultra-)?(?:left|right)[- ]wing|far[- ](?:left|right)|extreme (?:left|right)|"
       "ultra-?nationalist)|Marxist(?:[- ]Leninist)?|Leninist|Maoist|Trotskyist|Trotskyite|[Cc]ommunist|[Ss]ocialist|"
       "[Aa]narchist|[Ff]ascist|[Nn]eo-Nazi|Islamist|[Jj]ihadist|Kemalist) (?:extremists?|activists?|militants?|"
       "sympathi[sz]ers?|supporters?|views?|opinions?|ideas|ideology|ideologies|beliefs?|convictions?|regime|"
       "state|order|revolution|propaganda|movement|groups?|organi[sz]ations?|circles|leanings?|tendenc(?:y|ies)|"
       "cells?|factions?|youth|students?)\\b",
       0.6, {}, Validator::kNone},
      // A nationality or people before one person's job ("a Polish physicist";
      // not "the Turkish soldiers").
      {"OCCUPATION", "occupation_of_a_people",
       "(?i:\\ban? )((?:" + std::string(kDemonyms) + ")(?: and (?:naturali[sz]ed[- ])?\\p{Lu}\\p{L}+)? (?i:" +
           std::string(kNonLegalOccupations) + ")s?)\\b",
       0.65, {}, Validator::kNotADogBreed},
      // One person's job, said with what places it: before the name of the
      // one who holds it ("a taxi driver, Mr P., was found dead"), before
      // their age ("Mr Michael McCann, a docker aged 29", "a retired fisherman
      // born in 1936"), or somewhere named ("its main customer, a jeweller in
      // Gdańsk", "then a student at Yerevan State University"). One pattern:
      // the jobs' alternation is the costliest part of the pattern set.
      {"OCCUPATION", "occupation_placed",
       "(?i:\\ban? )(" + std::string(kOccupationModifiers) + kNonLegalOccupations +
           ")(?:, (?:Mr|Mrs|Ms|Miss|Dr)\\.? \\p{Lu}|,? (?:aged|born in) \\d| (?:in|at|from) \\p{Lu}|"
           " (?:employed|hired|engaged) (?:by|at) )",
       0.7, {}, Validator::kNone},
      // ... somewhere after "the" in an apposition to the one who holds it ("Ruslan M.,
      // born in 1979, a tractor driver at the Gekhi state farm"; not "the next
      // day a doctor at the Emergency Hospital", who examined someone).
      {"OCCUPATION", "occupation_placed",
       ", (?i:an? )(" + std::string(kOccupationModifiers) + kNonLegalOccupations + ") (?:in|at|from) the \\p{Lu}",
       0.7, {}, Validator::kNone},
      // A job beside a word for one person ("this gentleman, a taxi driver
      // and father of three", "her former partner, a police officer", "her
      // husband as a lorry driver").
      {"OCCUPATION", "occupation_of_a_person",
       "(?i)\\b(?:man|woman|gentleman|lady|person|patient|individual|resident|partner|husband|wife|father|mother|son|"
       "daughter|brother|sister)(?:,| as| (?:is|was)) an? (" +
           std::string(kOccupationModifiers) + kNonLegalOccupations + ")\\b",
       0.7, {}, Validator::kNone},
      // A prison or a colony named by its code ("remand prison IZ-66/1",
      // "correctional colony IK-2").
      {"ORGANIZATION", "facility_code",
       "(?i:\\b(?:prison|colony|detention (?:centre|center|facility)|remand (?:centre|center|prison)|facility|penitentiary|institution)(?: no\\.)? )"
       "([A-Z]{1,4}-\\d{1,4}(?:/\\d{1,4})?)\\b",
       0.7, {}, Validator::kNone},
      // A remand prison of the former Soviet States by its acronym and number ("the Moscow SIZO-1 remand centre",
      // "IZ-77/2").
      {"ORGANIZATION", "numbered_institution",
       "\\b((?:\\p{Lu}\\p{Ll}+ )?(?:SIZO|IZ|IK|ITK)[- ]?(?:no\\. ?)?\\d{1,3}(?:/\\d{1,3})?)\\b", 0.8, {},
       Validator::kNone},
      // An institution named by its kind and number ("Prison no. 13",
      // "secondary school no. 21", "polling station no. 651114",
      // "correctional colony no. 5").
      {"ORGANIZATION", "numbered_institution",
       "(?i)\\b((?:(?:correctional|penal|corrective|labour|strict-regime|general-regime|educational) )?(?:prison|colony|penitentiary|remand (?:centre|center|prison)|detention (?:centre|center|facility)|"
       "hospital|polyclinic|clinic|school|kindergarten|lyceum|gymnasium|police station|polling station) "
       "(?:no\\.|№) ?\\d{1,6})\\b",
       0.7, {}, Validator::kNone},
      // Membership of a trade union or a party, named before the word in
      // lower case ("a member of the GMB union", "a member of Parliament for
      // the Jobbik party", "joined the Yabloko party") or by its acronym
      // ("members of the PKK"): a special category of data.
      {"ORGANIZATION", "union_membership",
       "\\b(?:(?i:members?|membership) of (?:(?:the )?(?:\\p{Lu}\\p{Ll}+ )?[Pp]arliament for )?(?:the )?|(?i:joined|left|quit|founded) the )((?:\\p{Lu}[\\p{L}&-]*)(?: (?:and )?\\p{Lu}[\\p{L}&]*){0,3} (?:trade |labour )?(?:union|party)|"
       "(?:\\p{Lu}\\p{Ll}+ )?\\p{Lu}{2,6}(?:[/-]\\p{Lu}+)*)\\b", 0.7,
       {}, Validator::kNone},
      // ... or by its name with its kind after it ("a member of Eğitim-Sen, the teachers' union", "the leader of
      // Hak-Par, a Kurdish party").
      {"ORGANIZATION", "union_membership",
       "\\b(?i:members?|membership|leader|chairman|chairwoman|president|founder|co-founder) of (?:the )?"
       "(\\p{Lu}[\\p{L}\\p{N}'’-]*(?: \\p{Lu}[\\p{L}\\p{N}'’-]*){0,3}), (?:an? |the )(?:[\\p{L}'’-]+ ){0,3}"
       "(?:union|party|association|organi[sz]ation|movement|foundation|NGO|group|federation|confederation)\\b",
       0.7, {}, Validator::kNone},
      // An age with the sex after it, as a triage note writes both ("Triage: 67F, known T2DM").
      {"AGE", "age", "(?:(?m:^)|: |\\. )(\\d{1,2}|1[01]\\d) ?[MF],", 0.7, {}, Validator::kNone},
      // An age a first responder estimates after the sex ("male approx. 30s", "female, aged about 40").
      {"AGE", "age",
       "\\b(?i:male|female|man|woman),? (?i:approx\\.?|approximately|aged(?: about)?|about|around|c\\.|est\\.?) "
       "((?i:early |mid-?|late )?\\d0s|\\d{1,2})\\b",
       0.7, {}, Validator::kNone},
      // Children's ages in brackets after them ("two kids (7 and 10)").
      {"AGE", "age",
       "\\b(?i:kids|children|sons|daughters|boys|girls|grandchildren|twins) \\(((?:aged? )?\\d{1,2}(?:, \\d{1,2})*"
       ",? and \\d{1,2})\\)",
       0.7, {}, Validator::kNone},
      // An age said of someone ("the defendant, who is 19, was"), or by
      // someone ("I'm 31, pregnant", "I'm now 31,", "(he's 7)"), or of a relative ("my wife's 82 with dementia").
      {"AGE", "age_who_is",
       "\\b(?i:who (?:is|was|is now|was then)|I['’]m(?: now)?|I am(?: now)?|(?:he|she)['’]s|"
       "(?:wife|husband|mum|mom|dad|mother|father|son|daughter|partner|nan|gran|grandad)['’]s) (\\d{1,2}|" + num +
           ")(?: years old)?(?: at the time)?(?:[,;)]|\\.(?:[ \\t)]|(?m:$))| (?:with|and)\\b)", 0.7,
       {}, Validator::kNone},
      // ... at the time something happened ("The applicant was 16 at the
      // time"), or as a test estimated it ("estimated his age at 20.6 years").
      {"AGE", "age_who_is",
       "\\b(?:(?i:he|she|I|we|they|applicants?|child|children|boy|girl|son|daughter|victim|pupil|brother|sister)|"
       "\\p{Lu}\\p{Ll}+|\\p{Lu}\\.) (?:was|were) ((?:\\d{1,2}|" + num + ")(?: years old)?) at the time\\b", 0.7, {},
       Validator::kNone},
      {"AGE", "age_who_is", "\\b(?:his|her|their) age (?:at|as) (\\d{1,2}(?:\\.\\d)? years)\\b", 0.7, {},
       Validator::kNone},
      // A job after someone's age ("a 34-year-old nurse"): the age says it
      // is one person's.
      {"OCCUPATION", "occupation_after_age",
       "(?i)\\ban? (?:\\d{1,3}|[a-z]+(?:-[a-z]+)?)-year-old (" + std::string(kOccupationModifiers) +
           kNonLegalOccupations + ")\\b",
       0.7, {}, Validator::kNone},
      // Race as a text says it of someone (TAB's guidelines list ethnicity
      // and race among DEM attributes): "The applicant, who is black,", "a
      // black woman"; not a thing's colour ("a black car").
      {"NRP", "race",
       "(?i)\\b(?:(?:who|he|she|they) (?:is|was|are|were) |an? )(black|white|mixed[- ]race|of mixed race)"
       "(?: (?:man|woman|men|women|males?|females?|person|people|youth|boy|girl|teenager|child|family)\\b|[,.;])",
       0.6, {}, Validator::kNone},
      // ... and the first of two predicates ("who is black and works as a bus
      // driver"; not "a black and white photograph").
      {"NRP", "race",
       "(?i)\\b(?:who|he|she|they) (?:is|was|are|were) (black|white|mixed[- ]race|of mixed race) and\\b", 0.6, {},
       Validator::kNone},
      // An age between commas after a name, as news and letters give it
      // ("Linda, 34, a payroll analyst", "John Smith, 45, of Leeds", "Mr
      // Rafael Molina, 38, Venezuelan national").
      {"AGE", "age_after_name",
       "(?:^|[^\\p{L}\\p{N}\\n])\\p{Lu}\\p{Ll}+, (\\d{1,2}), (?:(?:a|an|the|of|from|who|was|is|and|widowed|married|"
       "single|divorced|separated|retired|lives|living)\\b|\\p{Lu}\\p{Ll}+ (?:national|citizen)\\b)", 0.7,
       {}, Validator::kNone},
      // ... or in brackets after a name in a list ("their children, Aram (12) and Lilit (9), were").
      {"AGE", "age_after_name",
       "(?:, |\\band )\\p{Lu}\\p{Ll}+ \\((\\d{1,2})\\)(?:[,;.]| )", 0.7, {}, Validator::kNone},
      // A place of residence in a judgment's appendix, after the applicant's
      // surname in capitals and year of birth ("Viktor HONCHARENKO, 1961,
      // Zaporizhzhia", or each in its table cell).
      {"LOCATION", "appendix_residence",
       R"(\p{Lu}{3,}(?:, | ?[|\t] ?))" + born + R"((?:, | ?[|\t] ?)(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}))", 0.7, {},
       Validator::kNone},
      // ... and the applicant named so, first names then the surname in capitals, before the birth's date or
      // year ("Mykola Petrovych KRAVCHENKO, 14/03/1968, Poltava"): no gazetteer need know the first name.
      {"PERSON", "appendix_name",
       R"((?:(?m:^)|[|\t] ?)(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2} \p{Lu}{3,}(?:-\p{Lu}{3,})?)(?:, | ?[|\t] ?))" + born +
           R"(\b)",
       0.8, {}, Validator::kNone},
      // An age as French, Spanish, Italian and German write it: between
      // commas after a name ("Carmen López, 67 años,"), "âgé de 67 ans",
      // "67 años de edad", "67 Jahre alt", "der 67-jährige" (not a duration:
      // "pendant 5 ans", "un plazo de 5 años").
      {"AGE", "age_european_said",
       "(?:, |(?i:âg[ée]e?s?) de )(\\d{1,3} (?:años|ans|anni))(?:[,.;)]|$| de edad)", 0.7, {}, Validator::kNone},
      {"AGE", "age_european", "\\b(\\d{1,3} (?:años de edad|Jahre alt)|\\d{1,3}-jährige[nr]?)\\b", 0.7, {},
       Validator::kNone},
      // A form's field for someone's nationality or religion, and marital
      // status, at a line's start ("Nationality: Greek").
      {"NRP", "labelled_nationality",
       "(?m:^)[ \\t]*(?:Nationality|Citizenship|Religion|Ethnicity|Ethnic origin):[ \\t]+(\\p{L}+(?:[ -]\\p{L}+)?)", 0.7,
       {}, Validator::kNone},
      {"FAMILY_STATUS", "labelled_marital_status", "(?m:^)[ \\t]*(?:Marital status|Civil status):[ \\t]+(\\p{L}+)", 0.7,
       {}, Validator::kNone},
      // A form's field for someone's job, at a line's start ("Role: Warehouse
      // supervisor", "Occupation: retired teacher").
      {"OCCUPATION", "labelled_occupation",
       // (After a sentence's end too, the label's time before it, the employer after "at": "Interview notes —
       // ... . Current role: Junior Solicitor at Brabners LLP".)
       "(?:(?m:^)[ \\t]*|\\. )(?:(?:Current|Previous|Former|Present) )?"
       "(?:Occupation|Job title|Job|Role|Position|Profession|Employment|occupation|job title|job|role|position):[ \\t]+"
       "(\\p{L}[\\p{L}\\-]*(?: [\\p{L}\\-]+){0,3}?)[ \\t]*(?:[,;(|]|\\.(?: |(?m:$))| at |(?m:$))",
       0.7, {}, Validator::kNone},
      // Age by decade ("in his early forties").
      {"AGE", "age_decade",
       "(?i)\\b(?:in|into) (?:his|her|their) ((?:early |mid-|late )?(?:teens|twenties|thirties|forties|fifties|"
       "sixties|seventies|eighties|nineties))\\b",
       0.7, {}, Validator::kNone},
      // What someone studied ("a degree in economics", "graduated in law").
      {"OCCUPATION", "education",
       "(?i)\\b((?:(?:university |law |bachelor['’]?s |master['’]?s |doctoral |postgraduate )?(?:degree|diploma|"
       "doctorate|PhD|qualifications?)|graduated|studied|studying|student) (?:in |of )?(?:law|medicine|economics|"
       "engineering|physics|chemistry|biology|mathematics|history|philosophy|sociology|psychology|journalism|"
       "political science|international relations|business administration|business|management|finance|"
       "accounting|architecture|literature|linguistics|computer science|theology|pharmacy|dentistry|nursing|"
       "agriculture|veterinary medicine|public administration|education))\\b",
       0.65, {}, Validator::kNone},
      // How far someone went at school ("has only a primary-school
      // education", "is illiterate"): TAB's annotators mark it as they mark
      // a job. In small letters: "the Ministry of Higher Education" is a body.
      {"OCCUPATION", "education_level",
       "\\b((?:primary|secondary|elementary|basic|higher|university|tertiary|high)(?:[- ]school)? education|"
       "no formal education|(?:semi-)?illiterate|"
       "(?:" + num + "|\\d{1,2}) years of (?:primary |secondary |elementary |high )?school(?:ing)?)\\b",
       0.65, {}, Validator::kNone},
      // A body described by how it works or looks ("who is deaf and mute",
      // "who is also deaf", "she was six months pregnant"), with how much ("is
      // partially deaf"), after the age too ("who is 84 years old and partially paralysed").
      {"MEDICAL_CONDITION", "physical_description",
       "(?i)\\b(?:is|was|were|are|been|being|became|born|remains|remained) (?:now |also )?(?:\\d{1,3} years old and )?"
       "((?:almost |completely |partially |totally |"
       "profoundly |severely )?(?:deaf(?:[- ]mute| and mute| and dumb)?|hard of hearing|blind|mute|partially sighted|visually impaired|hearing[- ]impaired|"
       "wheelchair[- ](?:bound|user)|paraly[sz]ed(?: in (?:his|her) (?:left |right )?(?:legs?|arms?|side)| from the (?:waist|neck) down)?|diabetic|epileptic|asthmatic|anaemic|autistic|infertile|"
       "(?:" + number + " (?:weeks?|months?) )?pregnant))\\b",
       0.65, {}, Validator::kNone},
      // Anxiety is a condition only where someone suffers from it or is treated for it ("he has suffered from
      // insomnia and anxiety"; not the "distress and anxiety" a judgment's award makes good).
      {"MEDICAL_CONDITION", "condition_suffered",
       "(?i)\\b(?:suffer(?:s|ed|ing)? from|diagnosed with|treated for)(?:(?: [a-z'’-]+,?){1,3} and)? "
       "((?:severe |chronic |acute |generali[sz]ed )?(?:anxiety(?: attacks| disorder)?|panic attacks))\\b",
       0.65, {}, Validator::kNone},
      {"MEDICAL_CONDITION", "condition", "(?i)\\b(" + std::string(kConditionGrades) + kConditions + ")\\b", 0.65, {},
       Validator::kNone},
      // What a diagnosis names, whatever the condition ("diagnosed with motor
      // neurone disease", TAB's guidelines' example): up to four words, ended
      // by punctuation or a word that starts a new phrase. ("Suffered from"
      // is left out: proceedings suffer from delays.)
      {"MEDICAL_CONDITION", "diagnosis",
       "(?i:diagnosed with|diagnosis of)(?: an?)? "
       "([a-z][a-z'\u2019-]*(?: [a-z][a-z'\u2019-]*){0,3}?)(?:[,.;:)]| (?:and|in|since|for|which|that|at|on|but|"
       "after|when|while|as|was|were|is|has|had|who)\\b)",
       0.65, {}, Validator::kNone},
      {"MEDICAL_CONDITION", "condition_acronym", R"(\b(HIV(?:[- ]positive)?|AIDS|PTSD)\b)", 0.7, {}, Validator::kNone},
      // A complaint of the body where it is felt, whatever its cause: "pain in
      // his back and legs", "numbness in his right arm", "the applicant's back
      // problems" (a thing's parts stay out: "damage to the back door").
      {"MEDICAL_CONDITION", "bodily_complaint",
       "(?i)\\b((?:pains?|numbness|stiffness|swelling|weakness|paralysis|injur(?:y|ies)|fractures?|bruis(?:e|es|ing)|"
       "degenerative changes|problems?) (?:in|to|of|on) (?:his|her|their) " + side + body +
           "(?: and (?:(?:his|her|their) )?" + side + body + ")?)\\b",
       0.65, {}, Validator::kNone},
      {"MEDICAL_CONDITION", "bodily_complaint",
       "(?i)\\b(?:his|her|their|applicant['\u2019]s) (" + side + body + "(?: and " + side + body + ")?" +
           " (?:problems?|pains?|injur(?:y|ies)|complaints?|condition|trouble))\\b",
       0.65, {}, Validator::kNone},
      // Where a wound was, as a medical report lists them: "a scabbed wound of
      // 2 x 1 cm on the left elbow", "scarred incisions of 0.5 cm each on his
      // nose", "haemorrhage on the upper part of the external part of the outer
      // ear", "contusions of the chest" (TAB's annotators mask the place on the body).
      {"MEDICAL_CONDITION", "injury_site",
       "(?i)\\b(?:wounds?|incisions?|bruises?|bruising|ecchymos[ie]s|ha?ematomas?|ha?emorrhages?|abrasions?|scars?|"
       "lesions?|grazes?|cuts?|burns?|swellings?|redness|lacerations?|scratch(?:es)?|contusions?)"
       "(?: (?:of|measuring) (?:about |approximately )?[\\d.,]+(?: ?(?:x|×|by) ?[\\d.,]+)? ?(?:cm|mm|centimetres?|"
       "millimetres?)(?: in diameter)?)?(?: each)? (?:on|to|in|of|above|below|under) ((?:the|his|her|their|both) (?:(?:left|right|lower|upper|"
       "outer|inner|external|internal|front|back|middle|rear) ){0,2}(?:(?:part|side|area|region) of (?:the |his |her )?"
       "(?:(?:left|right|lower|upper|outer|inner|external|internal) ){0,2}){0,2}(?:" + std::string(kBodyParts) +
           "|sternum|abdominal region|scalp|eyebrows?|eyelids?|nape|temple|torso|trunk|calf|calves|forearms?|"
           "armpits?|groin|soles?|palms?)(?: of (?:the |his |her )?(?:(?:left|right|outer|inner) )?(?:" +
           std::string(kBodyParts) + "))?)\\b",
       0.65, {}, Validator::kNone},
      // Surgery on a part of someone's body ("a hip joint operation").
      {"MEDICAL_CONDITION", "bodily_operation",
       "(?i)\\b(?:an?|his|her|their) (" + side + body + " (?:operation|surgery|replacement|transplant))\\b", 0.65,
       {}, Validator::kNone},
      // What befell someone's body, said as an event ("died of a stroke",
      // "has had two strokes", "suffered a miscarriage"): a stroke alone may
      // be of luck or of a pen.
      {"MEDICAL_CONDITION", "condition_event",
       "(?i)\\b(?:had|has had|suffered|died of|died from|recovering from)(?: an?| two| three| several| a second| a third)?"
       "(?: minor| major| severe| massive| mild)? (strokes?|seizures?|miscarriages?|(?:a )?nervous breakdown)\\b",
       0.65, {}, Validator::kNone},
      // ... or as what something followed, with a time or an end after it ("partially paralysed following a
      // stroke in 2009"; not "after a stroke of luck").
      {"MEDICAL_CONDITION", "condition_event",
       "(?i)\\b(?:following|after) an? (?:minor |major |severe |massive |mild |second |third )?"
       "(stroke|seizure|miscarriage|heart attack|nervous breakdown)(?: in| at| on|[,.;)])",
       0.65, {}, Validator::kNone},
      // A bone or joint said to be broken ("treated for a fractured wrist",
      // "two broken ribs", "broke her nose").
      {"MEDICAL_CONDITION", "broken_bone",
       "(?i)\\b(?:(?:an?|his|her|their|" + num + "|\\d) ((?:fractured|broken|dislocated|sprained|shattered|crushed|"
       "perforated|swollen) " + side + body + ")|(?:broke|break|breaking) (?:his|her|their) " + side + body + ")\\b",
       0.65, {}, Validator::kNone},
      // ... or said to have a fracture ("a fracture of the left ulna").
      {"MEDICAL_CONDITION", "broken_bone",
       "(?i)\\b((?:fractures?|dislocation) of (?:the |his |her )" + side + body + ")\\b", 0.65, {}, Validator::kNone},
      {"MEDICAL_CONDITION", "medical_term", MedicalTermPattern(side, body), 0.65, {}, Validator::kMedicalTerm},
      // Someone said to have a disability, whatever it is ("a black woman with
      // a disability").
      {"MEDICAL_CONDITION", "disability", "(?i)\\b(?:with|has|had|have|having) (?:an? )?((?:(?:first|second|third|1st|2nd|3rd)[- ]"
           "(?:degree|category|group) |(?:permanent|partial|total) )?(?:" + std::string(kConditionGrades) +
           ")(?:physical |mental |learning )?disabilit(?:y|ies))\\b",
       0.65, {}, Validator::kNone},
  };
}

// The two rules below are asked only at the positions they need, not in the
// pattern set: there each slowed every text by several per cent.

std::optional<std::pair<std::size_t, std::size_t>> OrganisationNamedAt(std::string_view text, std::size_t pos) {
  static const RE2 name(
      "(?:namely )?(?:the )?("
      "(?:\\p{Lu}\\p{L}*(?:[-/]\\p{Lu}\\p{L}*)+|\\p{Lu}{2,})(?: \\((?:the )?\\p{Lu}[^()\\n]+\\))?|"
      "\\p{Lu}[\\p{L}'’]+(?: (?:of |and |for |the )?\\p{Lu}[\\p{L}'’]+)* \\((?:the )?\\p{Lu}[^()\\n]+\\))");
  return AnchoredGroup(name, text, pos);
}

bool DescribesACompanyAt(std::string_view text, std::size_t pos) {
  static const RE2 kind(
      "an? (?:[\\p{L}-]+ ){0,2}(?:company|bank|firm|corporation|enterprise|business|newspaper|publishing house|"
      "foundation|association|charity|co-?operative)\\b");
  const re2::StringPiece input(text.data(), text.size());
  return pos <= text.size() && kind.Match(input, pos, text.size(), RE2::ANCHOR_START, nullptr, 0);
}

std::optional<std::pair<std::size_t, std::size_t>> OccupationAfter(std::string_view text, std::size_t pos) {
  // (With the word for the trade before the job: "a forklift driver".)
  static const RE2 job("(?:then |now |at the time )?(?:an? |the )?((?:[a-z-]{3,} )?" + std::string(kOccupationModifiers) +
                       kNonLegalOccupations +
                       "s?)(?: of| in| at| for| from| with| and| born| who| known| living| aged|[,.;:)])");
  // (Not others joined to the sentence: "Mr Malik Saydullayev, and officers of the 46th Brigade".)
  if (text.substr(pos, 4) == "and " || text.substr(pos, 3) == "or ") return std::nullopt;
  return AnchoredGroup(job, text, pos);
}

std::optional<std::pair<std::size_t, std::size_t>> KinshipAfter(std::string_view text, std::size_t pos) {
  static const RE2 kin("(?:the |his |her |their |(?:the )?(?:first |second |third |fourth |fifth )?applicants?['’]s? |"
                       "\\p{Lu}[\\p{L}-]+['’]s )?(" + std::string(kKinship) + ")(?:[,.;:)]| of\\b| and\\b)");
  return AnchoredGroup(kin, text, pos);
}

std::optional<std::pair<std::size_t, std::size_t>> KinshipBefore(std::string_view text, std::size_t pos) {
  static const RE2 kin("(?:^|[^\\p{L}-])(" + std::string(kKinship) + "), (?:(?:Mr|Mrs|Ms|Miss|Dr|Prof|Mag|Mgr|Ing|JUDr|MUDr)\\.? )?$");
  constexpr std::size_t kWindow = 48;
  const std::size_t from = pos > kWindow ? pos - kWindow : 0;
  re2::StringPiece found;
  if (!RE2::PartialMatch(re2::StringPiece(text.data() + from, pos - from), kin, &found)) return std::nullopt;
  const auto start = static_cast<std::size_t>(found.data() - text.data());
  return std::make_pair(start, start + found.size());
}

namespace {

// The country each Council of Europe State's people are named after, as
// countries.txt writes it: the States a judgment of the European Court can be
// against.
std::string_view CountryOfPeople(std::string_view demonym) {
  static const std::unordered_map<std::string_view, std::string_view> kCountry = {
      {"Albanian", "Albania"}, {"Andorran", "Andorra"}, {"Armenian", "Armenia"}, {"Austrian", "Austria"},
      {"Azerbaijani", "Azerbaijan"}, {"Belgian", "Belgium"}, {"Bosnian", "Bosnia and Herzegovina"},
      {"Bulgarian", "Bulgaria"}, {"Croatian", "Croatia"}, {"Cypriot", "Cyprus"}, {"Czech", "Czechia"},
      {"Danish", "Denmark"}, {"Estonian", "Estonia"}, {"Finnish", "Finland"}, {"French", "France"},
      {"Georgian", "Georgia"}, {"German", "Germany"}, {"Greek", "Greece"}, {"Hungarian", "Hungary"},
      {"Icelandic", "Iceland"}, {"Irish", "Ireland"}, {"Italian", "Italy"}, {"Latvian", "Latvia"},
      {"Lithuanian", "Lithuania"}, {"Luxembourgish", "Luxembourg"}, {"Maltese", "Malta"}, {"Moldovan", "Moldova"},
      {"Monegasque", "Monaco"}, {"Montenegrin", "Montenegro"}, {"Dutch", "The Netherlands"},
      {"Macedonian", "North Macedonia"}, {"Norwegian", "Norway"}, {"Polish", "Poland"}, {"Portuguese", "Portugal"},
      {"Romanian", "Romania"}, {"Russian", "Russia"}, {"Serbian", "Serbia"}, {"Slovak", "Slovakia"},
      {"Slovakian", "Slovakia"}, {"Slovenian", "Slovenia"}, {"Spanish", "Spain"}, {"Swedish", "Sweden"},
      {"Swiss", "Switzerland"}, {"Turkish", "Turkey"}, {"Ukrainian", "Ukraine"}, {"British", "United Kingdom"},
      {"English", "United Kingdom"}, {"Scottish", "United Kingdom"}, {"Welsh", "United Kingdom"}};
  const auto it = kCountry.find(demonym);
  return it == kCountry.end() ? std::string_view() : it->second;
}

// Whether a nationality span ("Turkish national", "a United Kingdom
// national", "national of the United Kingdom") is of one of the `respondent`
// States.
bool OfRespondent(std::string_view nationality, const std::vector<std::string_view>& respondent) {
  const bool named = std::any_of(respondent.begin(), respondent.end(), [&](std::string_view country) {
    return nationality.ends_with(" " + std::string(country)) || nationality.starts_with(std::string(country) + " ");
  });
  if (named) return true;
  const std::string_view people = nationality.substr(0, nationality.find(' '));
  const std::string_view country = CountryOfPeople(people);
  return !country.empty() && std::find(respondent.begin(), respondent.end(), country) != respondent.end();
}

// The words for an organisation's kind that DescribedOrganisations looks for.
constexpr std::array<std::string_view, 10> kOrganisationKindWords = {
    "union", "party", "association", "organi", "NGO", "newspaper", "company", "charity", "foundation", "cooperative"};

}  // namespace

std::vector<Span> Nationalities(std::string_view text, const std::vector<std::string_view>& respondent) {
  // Built once, with the two patterns below.
  // Plural after "by" or "are": "lodged by Irish citizens", "are Polish nationals".
  // ... or between commas after a name, as a form gives it ("Oumar Diallo,
  // Guinean national, DOB ...").
  static const std::string before =
      "(?:(?i:\\b(?:an?|" + std::string(kNumberWords) + "|both|\\d+|by|are|were) (?:dual )?)|\\p{L}, )";
  static const std::string word = "\\p{Lu}[\\p{L}'’-]+";
  // "a Swedish national, Mr X": before a name or the end of a phrase, so "the
  // Swedish national courts" stays out.
  // ("a dual Latvian and Russian national": both.)
  static const RE2 adjective(before + "(" + word + "(?: " + word + ")?(?: and " + word + ")? (?:national|citizen)s?)" +
                             "(?:[,.;:)]| (?:Mr|Ms|Mrs|Miss|Dr|born|who|living|resident|residing|and|was|were|is|"
                             "are|had|has|of|at|in)\\b)");
  // "a national of the United Kingdom", "of Bosnia and Herzegovina".
  static const RE2 of(before + "((?:national|citizen)s? of (?:the )?" + word + "(?: (?:of |and )?" + word + "){0,2})");
  constexpr std::size_t kBefore = 48, kAfter = 64;
  std::vector<Span> out;
  for (const std::string_view noun : {std::string_view("national"), std::string_view("citizen")}) {
    for (std::size_t at = text.find(noun); at != std::string_view::npos; at = text.find(noun, at + noun.size())) {
      std::size_t from = at > kBefore ? at - kBefore : 0;
      if (from > 0) {  // start at a whole word: \b holds at a window's start
        const std::size_t space = text.find(' ', from);
        from = space < at ? space + 1 : at;
      }
      const re2::StringPiece window(text.data() + from, std::min(text.size() - from, at - from + kAfter));
      for (const RE2* re : {&adjective, &of}) {
        re2::StringPiece rest = window, match;
        while (RE2::FindAndConsume(&rest, *re, &match)) {
          const auto start = static_cast<std::size_t>(match.data() - text.data());
          if (start <= at && at < start + match.size()) {
            // The respondent State's nationality is shared by most people a
            // judgment names, as its name is: scored like a coarse place.
            const bool coarse = OfRespondent(std::string_view(match.data(), match.size()), respondent);
            out.push_back(Span{start, start + match.size(), "NRP", coarse ? kCoarsePlaceScore : 0.6, "nationality"});
          }
        }
      }
    }
  }
  return out;
}

// The language someone uses, where the words say so: "a Finnish-speaking
// counsel", "who knew Finnish", "submissions all in Finnish", "defended
// himself orally in Finnish via an interpreter" (not "in Finnish law": a noun
// after it makes the word a people's adjective). The respondent State's
// language is the one most people a judgment names use: scored like its
// nationality ("translated into Swedish" in a case against Sweden).
std::vector<Span> DescribedOrganisations(std::string_view text) {
  // In the pattern set this cost 3% of every court case (each capitalised
  // word may start one): asked only where ", a" or ", an" has a kind's word
  // within three words after it. (A name's word is what no space or
  // punctuation ends: \p{L} would take 20 million instructions to compile.)
  static const RE2 described(
      "(\\p{Lu}[^\\s,.;:()]+(?: \\p{Lu}[^\\s,.;:()]+){0,2}), an? (?:[A-Za-z-]+ ){0,2}(?:trade union|union|political party|"
      "party|association|organi[sz]ation|NGO|newspaper|company|charity|foundation|cooperative)"
      "(?:[,.;:)]| (?:of|for|which|that|representing|based|founded|registered|owned|set up)\\b)");
  constexpr std::size_t kBefore = 140, kAfter = 60;
  std::vector<Span> out;
  for (std::size_t at = text.find(", a"); at != std::string_view::npos; at = text.find(", a", at + 3)) {
    const std::string_view after = text.substr(at + 2, kAfter);
    if (!after.starts_with("a ") && !after.starts_with("an ")) continue;
    const bool kind = std::any_of(kOrganisationKindWords.begin(), kOrganisationKindWords.end(),
                                  [&](std::string_view k) { return after.find(k) != std::string_view::npos; });
    if (!kind) continue;
    std::size_t from = at > kBefore ? at - kBefore : 0;
    if (from > 0) from = std::min(text.find(' ', from) + 1, at);  // at a whole word
    re2::StringPiece rest(text.data() + from, at + 2 + after.size() - from), name;
    while (RE2::FindAndConsume(&rest, described, &name)) {
      const auto start = static_cast<std::size_t>(name.data() - text.data());
      if (std::none_of(out.begin(), out.end(), [&](const Span& o) { return o.start == start; })) {
        out.push_back(Span{start, start + name.size(), "ORGANIZATION", 0.7, "described_organisation"});
      }
    }
  }
  return out;
}

namespace {

// The one-word peoples of kDemonyms and a few languages that are no people's
// adjective; looked up per capitalised word (a regex over the whole text cost
// 7% of detection).
const WordSet& PeoplesAndLanguages() {
  static const WordSet kWords = [] {
    WordSet out = {"Arabic",  "Farsi",  "Persian", "Urdu",    "Hindi",
                   "Punjabi", "Hebrew", "Yiddish", "Swahili", "Gaelic"};
    const std::string_view all = kDemonyms;  // views into the static string
    for (std::size_t from = 3; from < all.size();) {  // past "(?:"
      const std::size_t bar = std::min(all.find('|', from), all.size() - 1);  // the last ends at ")"
      const std::string_view word = all.substr(from, bar - from);
      if (word.find(' ') == std::string_view::npos) out.insert(word);
      from = bar + 1;
    }
    return out;
  }();
  return kWords;
}

}  // namespace

bool IsPeopleOrLanguage(std::string_view word) { return PeoplesAndLanguages().contains(word); }

std::vector<Span> Languages(std::string_view text, const std::vector<Token>& tokens,
                            const std::vector<std::string_view>& respondent) {
  const WordSet& kLanguages = PeoplesAndLanguages();
  static const WordSet kUseWords = {"in",   "into",       "knew",        "knows",
                                    "know", "understood", "understands", "understand"};
  static const WordSet kNextWords = {"via", "before", "through", "and", "or",   "with",  "to",      "at",
                                     "on",  "by",     "but",     "as",  "when", "while", "because", "from"};
  constexpr std::string_view kSpeaking = "-speaking";
  std::vector<Span> out;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    if (!t.capitalized) continue;
    std::string_view word = t.text;
    bool found = false;
    if (word.ends_with(kSpeaking)) {  // "a Finnish-speaking counsel"
      word.remove_suffix(kSpeaking.size());
      found = kLanguages.contains(word);
    } else if (i + 1 < tokens.size() && Between(text, t, tokens[i + 1]) == " " &&
               (tokens[i + 1].text == "speaker" || tokens[i + 1].text == "speakers") && kLanguages.contains(word)) {
      found = true;  // "a Romanian speaker"
    } else if (i > 0 && Between(text, tokens[i - 1], t) == " " && kUseWords.contains(tokens[i - 1].text) &&
               kLanguages.contains(word) && !(i > 1 && tokens[i - 2].text == "Done")) {
      // "who knew Finnish, should", "in Finnish via an interpreter" (not "in Finnish law", nor the judgment's
      // own "Done in English, and notified in writing").
      const std::string_view after = text.substr(t.end, 2);
      found = after.empty() || std::string_view(",.;:)").find(after[0]) != std::string_view::npos ||
              (after[0] == ' ' && i + 1 < tokens.size() && kNextWords.contains(tokens[i + 1].text));
    }
    if (!found) continue;
    const bool coarse = OfRespondent(word, respondent);
    out.push_back(Span{t.start, t.start + word.size(), "NRP", coarse ? kCoarsePlaceScore : 0.6, "language"});
  }
  return out;
}

}  // namespace privtext::detect::internal
