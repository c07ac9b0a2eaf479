// Part types for filters, the engine, timing and multi belts, head gaskets, the clutch and the turbo.
import type { CriterionSeed, Localized, PartTypeSeed } from '../types';

const L = (no: string, en: string, ar: string): Localized => ({ no, en, ar });
const c = (name: Localized, values: readonly (string | number)[], unit?: string): CriterionSeed =>
  unit ? { name, unit, values } : { name, values };

const POS = L('Monteringsposisjon', 'Fitting position', 'موضع التركيب');
const DIAMETER = L('Diameter', 'Diameter', 'القطر');
const THICKNESS = L('Tykkelse', 'Thickness', 'السماكة');
const HEIGHT = L('Høyde', 'Height', 'الارتفاع');
const WIDTH = L('Bredde', 'Width', 'العرض');
const LENGTH = L('Lengde', 'Length', 'الطول');
const THREAD = L('Gjengemål', 'Thread size', 'مقاس السن');
const MATERIAL = L('Materiale', 'Material', 'المادة');
const CONTENTS = L('Innhold', 'Contents', 'المحتويات');
const DESIGN = L('Utførelse', 'Design', 'التصميم');
const FILTER = L('Filtertype', 'Filter type', 'نوع الفلتر');
const PINS = L('Antall poler', 'Number of pins', 'عدد الأقطاب');
const TEETH = L('Antall tenner', 'Number of teeth', 'عدد الأسنان');
const RIBS = L('Antall ribber', 'Number of ribs', 'عدد الأخاديد');
const SENSOR = L('Sensortype', 'Sensor type', 'نوع الحساس');
const GEARBOX = L('Girkasse', 'Transmission', 'ناقل الحركة');
const SYSTEM = L('Innsprøytningssystem', 'Injection system', 'نظام الحقن');
const IMPELLER = L('Pumpehjul', 'Impeller material', 'مادة المروحة');
const NOTCHES = L('Antall hakk', 'Number of notches', 'عدد الحزوز');
const CHARGER = L('Ladertype', 'Charger type', 'نوع الشاحن');
const RANGE = L('Måleområde', 'Measuring range', 'نطاق القياس');
const MANUAL = ['petrol', 'diesel'] as const;
const HALL = c(SENSOR, ['Hall sensor', 'Inductive sensor']);

export const enginePartTypes: readonly PartTypeSeed[] = [
  {
    genericId: 7,
    name: L('Oljefilter', 'Oil filter', 'فلتر الزيت'),
    fitment: 'engine',
    brands: ['mann-filter', 'mahle', 'bosch', 'febi-bilstein'],
    price: [89, 249],
    weight: 10,
    criteria: [
      c(HEIGHT, [65, 79, 90, 115, 141, 153], 'mm'),
      c(FILTER, ['Spin-on Filter', 'Filter Insert']),
      c(THREAD, ['M20x1.5', '3/4"-16 UNF', 'M18x1.5']),
    ],
    texts: [
      L('Bytt ved hvert oljeskift.', 'Replace at every oil change.', 'استبدله عند كل تغيير للزيت.'),
      L('Leveres med ny pakning.', 'Supplied with a new seal.', 'يأتي مع حلقة مانعة جديدة.'),
    ],
    tags: ['oljefilter', 'oil filter', 'filter', 'service', 'oljeskift'],
  },
  {
    genericId: 8,
    name: L('Luftfilter', 'Air filter', 'فلتر الهواء'),
    fitment: 'engine',
    brands: ['mann-filter', 'mahle', 'bosch', 'febi-bilstein'],
    price: [149, 549],
    weight: 9,
    criteria: [c(LENGTH, [197, 246, 286, 316, 350], 'mm'), c(DESIGN, ['Panel filter', 'Round filter'])],
    texts: [
      L('Rent filter gir lavere forbruk.', 'A clean filter saves fuel.', 'الفلتر النظيف يوفر الوقود.'),
      L('Bytt oftere på støvete veier.', 'Change more often on dusty roads.', 'غيّره أكثر على الطرق المتربة.'),
    ],
    tags: ['luftfilter', 'air filter', 'filter', 'service'],
  },
  {
    genericId: 9,
    name: L('Drivstoffilter', 'Fuel filter', 'فلتر الوقود'),
    fitment: 'engine',
    brands: ['mann-filter', 'mahle', 'bosch', 'febi-bilstein'],
    price: [149, 749],
    weight: 8,
    criteria: [
      c(HEIGHT, [105, 122, 150, 182, 200], 'mm'),
      c(FILTER, ['In-Line Filter', 'Filter Insert', 'Spin-on Filter']),
      c(L('Vannutskiller', 'Water separator', 'فاصل الماء'), ['with', 'without']),
    ],
    texts: [
      L('Skitten diesel ødelegger dyser.', 'Dirty fuel ruins injectors.', 'الوقود المتسخ يتلف البخاخات.'),
      L('Dieselfiltre med vannutskiller.', 'Diesel filters with water trap.', 'فلاتر الديزل مع فاصل للماء.'),
    ],
    tags: ['drivstoffilter', 'dieselfilter', 'bensinfilter', 'fuel filter', 'filter'],
  },
  {
    genericId: 424,
    name: L('Kupéfilter', 'Cabin filter', 'فلتر هواء المقصورة'),
    fitment: 'any',
    brands: ['mann-filter', 'mahle', 'bosch', 'febi-bilstein'],
    price: [149, 599],
    weight: 9,
    criteria: [
      c(LENGTH, [215, 240, 254, 280, 288], 'mm'),
      c(FILTER, ['Particle Filter', 'Activated Carbon Filter', 'Biofunctional Filter']),
    ],
    texts: [
      L('Stopper pollen, støv og sot.', 'Stops pollen, dust and soot.', 'يمنع حبوب اللقاح والغبار والسخام.'),
      L('Kullfilter fjerner også lukt.', 'Carbon also removes smells.', 'فلتر الكربون يزيل الروائح أيضاً.'),
      L('Bytt minst én gang i året.', 'Replace at least once a year.', 'استبدله مرة في السنة على الأقل.'),
    ],
    tags: ['kupéfilter', 'kupefilter', 'pollenfilter', 'cabin filter', 'pollen filter', 'filter'],
  },
  {
    genericId: 1399,
    name: L('Filter automatgir', 'Automatic transmission filter', 'فلتر ناقل الحركة الأوتوماتيكي'),
    fitment: 'engine',
    brands: ['mann-filter', 'mahle', 'febi-bilstein'],
    price: [249, 999],
    weight: 3,
    criteria: [c(GEARBOX, ['6-speed automatic', '7-speed DSG', '8-speed automatic', 'CVT'])],
    texts: [
      L('Byttes ved skift av girolje.', 'Replace when changing the ATF.', 'يُستبدل عند تغيير زيت القير.'),
      L('Gir myke girskift.', 'Keeps gear changes smooth.', 'يحافظ على نقل سلس للسرعات.'),
    ],
    tags: ['girkassefilter', 'automatgir', 'transmission filter', 'atf filter', 'filter'],
  },
  {
    genericId: 1030,
    name: L('Motorfeste', 'Engine mount', 'قاعدة المحرك'),
    fitment: 'engine',
    brands: ['lemforder', 'febi-bilstein'],
    price: [349, 1690],
    weight: 6,
    criteria: [c(POS, ['left', 'right', 'front', 'rear']), c(DESIGN, ['Rubber mount', 'Hydro mount'])],
    texts: [
      L('Slitt feste gir vibrasjoner.', 'A worn mount causes vibration.', 'القاعدة المهترئة تسبب الاهتزاز.'),
      L('Hydrofeste demper tomgangen.', 'Hydro mounts damp idle shake.', 'القاعدة المائية تخمد الاهتزاز.'),
    ],
    tags: ['motorfeste', 'motoroppheng', 'engine mount', 'motor'],
  },
  {
    genericId: 1220,
    name: L('Ventildekselpakning', 'Valve cover gasket', 'حشية غطاء الصمامات'),
    fitment: 'engine',
    brands: ['elring', 'febi-bilstein'],
    price: [149, 549],
    weight: 5,
    criteria: [c(MATERIAL, ['Rubber', 'Silicone', 'ACM']), c(CONTENTS, ['gasket only', 'with plug seals'])],
    texts: [
      L('Olje utenpå motoren?', 'Oil on the outside of the engine?', 'زيت على سطح المحرك؟'),
      L('Tåler høy varme.', 'Withstands high heat.', 'تتحمل الحرارة العالية.'),
    ],
    tags: ['ventildekselpakning', 'pakning', 'valve cover gasket', 'rocker cover gasket', 'motor'],
  },
  {
    genericId: 2225,
    name: L('Kamakselsensor', 'Camshaft position sensor', 'حساس عمود الكامات'),
    fitment: 'engine',
    brands: ['bosch', 'hella', 'febi-bilstein'],
    price: [299, 990],
    weight: 4,
    criteria: [c(PINS, [2, 3]), HALL],
    texts: [
      L('Feil gir startproblemer.', 'A fault causes hard starting.', 'العطل يسبب صعوبة التشغيل.'),
      L('Original plugg, rett på.', 'Original plug, fits directly.', 'موصل أصلي وتركيب مباشر.'),
    ],
    tags: ['kamakselsensor', 'camshaft sensor', 'sensor', 'motor'],
  },
  {
    genericId: 2226,
    name: L('Veivakselsensor', 'Crankshaft position sensor', 'حساس عمود المرفق'),
    fitment: 'engine',
    brands: ['bosch', 'hella', 'febi-bilstein'],
    price: [299, 990],
    weight: 4,
    criteria: [c(PINS, [2, 3]), HALL],
    texts: [
      L('Motoren stopper eller vil ikke gå.', 'Engine stalls or will not run.', 'المحرك يتوقف أو لا يعمل.'),
      L('Sjekk kabel og plugg først.', 'Check wiring and plug first.', 'افحص الأسلاك والموصل أولاً.'),
    ],
    tags: ['veivakselsensor', 'krumtappsensor', 'crankshaft sensor', 'sensor', 'motor'],
  },
  {
    genericId: 1245,
    name: L('Luftmassemåler', 'Air mass sensor', 'حساس كتلة الهواء'),
    fitment: 'engine',
    brands: ['bosch', 'hella'],
    price: [890, 2990],
    weight: 4,
    criteria: [c(PINS, [4, 5, 6]), c(CONTENTS, ['with housing', 'without housing'])],
    texts: [
      L('Feil gir effekttap og røyk.', 'Faults cause power loss.', 'العطل يسبب ضعف القوة.'),
      L('Kalibrert etter OE-data.', 'Calibrated to OE data.', 'معاير وفق بيانات المصنع.'),
    ],
    tags: ['luftmassemåler', 'luftmengdemåler', 'maf', 'air mass sensor', 'sensor'],
  },
  {
    genericId: 1262,
    name: L('Innsprøytningsdyse', 'Injector', 'بخاخ الوقود'),
    fitment: 'engine',
    fuels: ['diesel'],
    brands: ['bosch', 'weifu'],
    price: [1490, 5990],
    weight: 3,
    criteria: [c(SYSTEM, ['Common Rail (CR)', 'Pump-Nozzle (PDE)'])],
    texts: [
      L('Ujevn tomgang og svart røyk?', 'Rough idle and black smoke?', 'دوران غير منتظم ودخان أسود؟'),
      L('Bruk nye kobberskiver.', 'Fit new copper washers.', 'ركّب حلقات نحاسية جديدة.'),
    ],
    tags: ['dyse', 'innsprøytning', 'injector', 'common rail', 'diesel'],
  },
  {
    genericId: 307,
    name: L('Registerreimsett', 'Timing belt kit', 'طقم سير التوقيت'),
    fitment: 'engine',
    brands: ['bosch', 'febi-bilstein'],
    price: [990, 3490],
    weight: 7,
    criteria: [c(TEETH, [120, 137, 141, 150, 163]), c(WIDTH, [20, 23, 25, 30], 'mm')],
    texts: [
      L('Følg bilprodusentens intervall.', "Follow the carmaker's interval.", 'اتبع فترة الصيانة من الصانع.'),
      L('Røket reim kan ødelegge motoren.', 'A snapped belt wrecks engines.', 'انقطاع السير قد يدمر المحرك.'),
    ],
    tags: ['registerreim', 'registerreimsett', 'timing belt kit', 'cambelt', 'reimsett'],
  },
  {
    genericId: 306,
    name: L('Registerreim', 'Timing belt', 'سير التوقيت'),
    fitment: 'engine',
    brands: ['bosch', 'febi-bilstein'],
    price: [299, 990],
    weight: 4,
    criteria: [c(TEETH, [120, 137, 141, 150, 163]), c(WIDTH, [20, 23, 25, 30], 'mm')],
    texts: [
      L('Forsterket med glassfiber.', 'Reinforced with glass fibre.', 'مقوى بالألياف الزجاجية.'),
      L('Vi anbefaler hele settet.', 'We recommend the full kit.', 'ننصح بالطقم الكامل.'),
    ],
    tags: ['registerreim', 'timing belt', 'cambelt', 'reim'],
  },
  {
    genericId: 3096,
    name: L('Vannpumpe + registerreimsett', 'Water pump and timing belt kit', 'مضخة مياه مع طقم سير التوقيت'),
    fitment: 'engine',
    brands: ['bosch', 'febi-bilstein'],
    price: [1490, 4490],
    weight: 5,
    criteria: [c(TEETH, [120, 137, 141, 150, 163]), c(IMPELLER, ['Metal', 'Plastic'])],
    texts: [
      L('Alt til registerreimjobben.', 'Everything for the belt job.', 'كل ما يلزم لتغيير السير.'),
      L('Pumpen drives ofte av reimen.', 'The belt often drives the pump.', 'غالباً يدير السير المضخة.'),
    ],
    tags: ['registerreimsett', 'vannpumpe', 'timing belt kit', 'water pump', 'reimsett'],
  },
  {
    genericId: 363,
    name: L('Topplokkspakning', 'Cylinder head gasket', 'حشية رأس الأسطوانة'),
    fitment: 'engine',
    brands: ['elring', 'mahle'],
    price: [349, 1490],
    weight: 3,
    criteria: [c(THICKNESS, [1.2, 1.45, 1.55, 1.65], 'mm'), c(NOTCHES, [1, 2, 3])],
    texts: [
      L('Hvit røyk og vann i oljen?', 'White smoke and water in the oil?', 'دخان أبيض وماء في الزيت؟'),
      L('Bruk alltid nye toppbolter.', 'Always use new head bolts.', 'استخدم دائماً براغي جديدة.'),
    ],
    tags: ['toppakning', 'topplokkspakning', 'head gasket', 'cylinder head gasket', 'pakning'],
  },
  {
    genericId: 305,
    name: L('Multireim', 'V-ribbed belt', 'سير متعدد الأخاديد'),
    fitment: 'engine',
    brands: ['bosch', 'febi-bilstein'],
    price: [149, 549],
    weight: 7,
    criteria: [c(LENGTH, [850, 1060, 1200, 1538, 2060, 2290], 'mm'), c(RIBS, [4, 5, 6, 7])],
    texts: [
      L('Driver dynamo og AC-kompressor.', 'Drives alternator and A/C.', 'يدير الدينامو وضاغط المكيف.'),
      L('Hvin ved kaldstart?', 'Squeal on cold starts?', 'صرير عند التشغيل البارد؟'),
    ],
    tags: ['multireim', 'viftereim', 'v-ribbed belt', 'serpentine belt', 'drivreim'],
  },
  {
    genericId: 3091,
    name: L('Multireimsett', 'V-ribbed belt kit', 'طقم سير متعدد الأخاديد'),
    fitment: 'engine',
    brands: ['bosch', 'febi-bilstein'],
    price: [790, 2490],
    weight: 3,
    criteria: [c(RIBS, [5, 6, 7]), c(CONTENTS, ['with tensioner', 'with tensioner and idler'])],
    texts: [
      L('Reim og strammer i ett sett.', 'Belt and tensioner in one kit.', 'السير والشداد في طقم واحد.'),
      L('Ny strammer gir lengre levetid.', 'A new tensioner lasts longer.', 'الشداد الجديد يدوم أطول.'),
    ],
    tags: ['multireimsett', 'reimsett', 'v-ribbed belt kit', 'belt tensioner'],
  },
  {
    genericId: 479,
    name: L('Clutchsett', 'Clutch kit', 'طقم القابض'),
    fitment: 'engine',
    fuels: MANUAL,
    brands: ['sachs', 'luk'],
    price: [1490, 5490],
    weight: 6,
    criteria: [
      c(DIAMETER, [200, 210, 228, 240, 250], 'mm'),
      c(TEETH, [20, 22, 23, 24, 28]),
      c(CONTENTS, ['with release bearing', 'with CSC', 'without release bearing']),
    ],
    texts: [
      L('Sluring gir turtall uten fart.', 'Slipping revs without speed.', 'الانزلاق يرفع الدوران بلا سرعة.'),
      L('Sjekk svinghjulet samtidig.', 'Check the flywheel too.', 'افحص الحدافة أيضاً.'),
    ],
    tags: ['clutch', 'clutchsett', 'kobling', 'clutch kit'],
  },
  {
    genericId: 1316,
    name: L('Tomassesvinghjul', 'Dual-mass flywheel', 'حدافة ثنائية الكتلة'),
    fitment: 'engine',
    fuels: MANUAL,
    brands: ['sachs', 'luk'],
    price: [3990, 12990],
    weight: 3,
    criteria: [c(TEETH, [132, 135, 138, 145]), c(CONTENTS, ['with bolts', 'without bolts'])],
    texts: [
      L('Skrangling på tomgang?', 'Rattling at idle?', 'خشخشة في الوضع الخامل؟'),
      L('Demper vibrasjoner fra motoren.', 'Damps engine vibration.', 'يخمد اهتزازات المحرك.'),
    ],
    tags: ['svinghjul', 'tomassesvinghjul', 'dual mass flywheel', 'dmf', 'clutch'],
  },
  {
    genericId: 48,
    name: L('Utkoblingslager', 'Clutch release bearing', 'محمل تحرير القابض'),
    fitment: 'engine',
    fuels: MANUAL,
    brands: ['sachs', 'luk', 'febi-bilstein'],
    price: [299, 1490],
    weight: 4,
    criteria: [c(DESIGN, ['Mechanical', 'Concentric slave cylinder (CSC)'])],
    texts: [
      L('Ofte med sentral slavesylinder.', 'Often with a central slave.', 'غالباً مع أسطوانة فرعية مركزية.'),
      L('Byttes sammen med clutchsettet.', 'Replace with the clutch kit.', 'يُستبدل مع طقم القابض.'),
    ],
    tags: ['utkoblingslager', 'clutchlager', 'release bearing', 'csc', 'clutch'],
  },
  {
    genericId: 50,
    name: L('Slavesylinder clutch', 'Clutch slave cylinder', 'الأسطوانة الفرعية للقابض'),
    fitment: 'chassis',
    fuels: MANUAL,
    brands: ['ate', 'sachs', 'luk', 'febi-bilstein'],
    price: [249, 990],
    weight: 3,
    criteria: [c(L('Stempeldiameter', 'Piston diameter', 'قطر المكبس'), [19.05, 20.64, 22.2, 23.8], 'mm')],
    texts: [
      L('Myk pedal kan bety lekkasje.', 'A soft pedal may mean a leak.', 'الدواسة الرخوة قد تعني تسريباً.'),
      L('Luft med ny bremsevæske.', 'Bleed with fresh brake fluid.', 'نفّسها بسائل فرامل جديد.'),
    ],
    tags: ['slavesylinder', 'clutchsylinder', 'slave cylinder', 'clutch'],
  },
  {
    genericId: 1231,
    name: L('Turbolader', 'Turbocharger', 'شاحن توربيني (تيربو)'),
    fitment: 'engine',
    brands: ['mahle', 'weifu'],
    price: [4990, 14990],
    weight: 1,
    criteria: [c(CHARGER, ['Exhaust turbocharger', 'VTG turbocharger']), c(CONTENTS, ['with gasket set'])],
    texts: [
      L('Finn årsaken til havariet først.', 'Find the cause of failure first.', 'حدد سبب العطل أولاً.'),
      L('Skift olje og oljefilter samtidig.', 'Change oil and filter too.', 'غيّر الزيت والفلتر أيضاً.'),
    ],
    tags: ['turbo', 'turbolader', 'turbocharger'],
  },
  {
    genericId: 3048,
    name: L('Ladetrykksensor', 'Boost pressure sensor', 'حساس ضغط الشحن'),
    fitment: 'engine',
    brands: ['bosch', 'hella', 'febi-bilstein'],
    price: [399, 1290],
    weight: 2,
    criteria: [c(RANGE, [250, 300, 400], 'kPa'), c(PINS, [3, 4])],
    texts: [
      L('Feil gir nødprogram.', 'A fault triggers limp mode.', 'العطل يفعّل وضع الطوارئ.'),
      L('Måler trykk og temperatur.', 'Measures pressure and temperature.', 'يقيس الضغط ودرجة الحرارة.'),
    ],
    tags: ['ladetrykksensor', 'map sensor', 'boost sensor', 'turbo', 'sensor'],
  },
];
