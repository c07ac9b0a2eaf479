// Part types for cooling, air conditioning, intercooler, EGR, exhaust, the fuel tank, oils and fluids.
import type { CriterionSeed, Localized, PartTypeSeed } from '../types';

const L = (no: string, en: string, ar: string): Localized => ({ no, en, ar });
const c = (name: Localized, values: readonly (string | number)[], unit?: string): CriterionSeed =>
  unit ? { name, unit, values } : { name, values };

const POS = L('Monteringsposisjon', 'Fitting position', 'موضع التركيب');
const DIAMETER = L('Diameter', 'Diameter', 'القطر');
const LENGTH = L('Lengde', 'Length', 'الطول');
const MATERIAL = L('Materiale', 'Material', 'المادة');
const CONTENTS = L('Innhold', 'Contents', 'المحتويات');
const DESIGN = L('Utførelse', 'Design', 'التصميم');
const PINS = L('Antall poler', 'Number of pins', 'عدد الأقطاب');
const CORE = L('Kjernemål', 'Core dimensions', 'أبعاد القلب');
const GEARBOX = L('Girkasse', 'Transmission', 'ناقل الحركة');
const VOLTAGE = L('Spenning', 'Voltage', 'الجهد');
const REFRIGERANT = L('Kuldemedium', 'Refrigerant', 'غاز التبريد');
const VOLUME = L('Volum', 'Volume', 'الحجم');
const SPEC = L('Spesifikasjon', 'Specification', 'المواصفة');
const SAE = L('Viskositet', 'SAE viscosity', 'درجة اللزوجة');
const LEVEL = L('Nivåsensor', 'Level sensor', 'حساس المستوى');
const POWER = L('Effekt', 'Power', 'القدرة');
const ACTUATION = L('Styring', 'Actuation', 'نوع التشغيل');
const PROBE = L('Sondetype', 'Probe type', 'نوع الحساس');
const PRESSURE = L('Trykk', 'Pressure', 'الضغط');
const STANDARD = L('Standard', 'Standard', 'المعيار');
const GAS = c(REFRIGERANT, ['R134a', 'R1234yf']);
const DIESEL = ['diesel'] as const;

export const coolingExhaustPartTypes: readonly PartTypeSeed[] = [
  {
    genericId: 470,
    name: L('Radiator', 'Radiator', 'رديتر تبريد المحرك'),
    fitment: 'any',
    brands: ['mahle', 'hella'],
    price: [1290, 4990],
    weight: 5,
    criteria: [c(CORE, ['650x438x26', '710x400x32'], 'mm'), c(GEARBOX, ['Manual', 'Automatic'])],
    texts: [
      L('Lekker radiatoren?', 'Is the radiator leaking?', 'هل يسرب الرديتر؟'),
      L('Fyll ny kjølevæske etterpå.', 'Refill with fresh coolant.', 'املأه بسائل تبريد جديد.'),
    ],
    tags: ['radiator', 'kjøler', 'engine cooling', 'kjøling', 'cooling'],
  },
  {
    genericId: 1260,
    name: L('Vannpumpe', 'Water pump', 'مضخة المياه'),
    fitment: 'engine',
    brands: ['bosch', 'mahle', 'febi-bilstein'],
    price: [490, 1990],
    weight: 6,
    criteria: [
      c(L('Pumpehjul', 'Impeller material', 'مادة المروحة'), ['Metal', 'Plastic']),
      c(L('Drift', 'Drive', 'طريقة الإدارة'), ['Timing belt', 'V-ribbed belt', 'Electric']),
    ],
    texts: [
      L('Lekker det rundt pumpen?', 'Leaking around the pump?', 'تسريب حول المضخة؟'),
      L('Byttes ofte med registerreimen.', 'Often changed with the cambelt.', 'تُستبدل غالباً مع سير التوقيت.'),
    ],
    tags: ['vannpumpe', 'kjølevæskepumpe', 'water pump', 'kjøling'],
  },
  {
    genericId: 317,
    name: L('Termostat', 'Thermostat', 'ثرموستات'),
    fitment: 'engine',
    brands: ['mahle', 'febi-bilstein'],
    price: [249, 1190],
    weight: 6,
    criteria: [
      c(L('Åpningstemperatur', 'Opening temperature', 'درجة حرارة الفتح'), [80, 83, 87, 92, 105], '°C'),
      c(CONTENTS, ['with housing', 'with seal']),
    ],
    texts: [
      L('Kald kupé og høyt forbruk?', 'Cold cabin and high consumption?', 'مقصورة باردة واستهلاك مرتفع؟'),
      L('Leveres med pakning.', 'Supplied with a seal.', 'يأتي مع حشية.'),
    ],
    tags: ['termostat', 'thermostat', 'kjøling', 'cooling'],
  },
  {
    genericId: 3616,
    name: L('Ekspansjonstank', 'Coolant expansion tank', 'خزان تمدد سائل التبريد'),
    fitment: 'any',
    brands: ['febi-bilstein', 'mahle', 'hella'],
    price: [299, 990],
    weight: 3,
    criteria: [c(CONTENTS, ['with cap', 'without cap']), c(LEVEL, ['with', 'without'])],
    texts: [
      L('Sprukken plast gir lekkasje.', 'Cracked plastic causes leaks.', 'البلاستيك المتشقق يسبب التسريب.'),
      L('Sjekk nivået med kald motor.', 'Check the level when cold.', 'افحص المستوى والمحرك بارد.'),
    ],
    tags: ['ekspansjonstank', 'kjølevæsketank', 'expansion tank', 'coolant tank', 'kjøling'],
  },
  {
    genericId: 1352,
    name: L('Kjølevifte', 'Radiator fan', 'مروحة التبريد'),
    fitment: 'any',
    brands: ['bosch', 'hella', 'mahle'],
    price: [1290, 4490],
    weight: 3,
    criteria: [c(DIAMETER, [280, 300, 360, 390], 'mm'), c(POWER, [150, 250, 400, 600], 'W')],
    texts: [
      L('Går når temperaturen stiger.', 'Runs when the temperature rises.', 'تعمل عند ارتفاع الحرارة.'),
      L('Komplett med motor og deksel.', 'Complete with motor and shroud.', 'كاملة مع المحرك والإطار.'),
    ],
    tags: ['kjølevifte', 'vifte', 'radiator fan', 'cooling fan', 'kjøling'],
  },
  {
    genericId: 447,
    name: L('AC-kompressor', 'A/C compressor', 'ضاغط المكيف (كمبروسر)'),
    fitment: 'any',
    brands: ['mahle', 'hella'],
    price: [3490, 11990],
    weight: 3,
    criteria: [GAS, c(VOLTAGE, [12, 400], 'V')],
    texts: [
      L('Bruk riktig olje og gass.', 'Use the right oil and gas.', 'استخدم الزيت والغاز الصحيحين.'),
      L('Bytt tørkefilter samtidig.', 'Replace the drier as well.', 'استبدل المجفف أيضاً.'),
    ],
    tags: ['ac-kompressor', 'kompressor', 'ac compressor', 'aircondition', 'klima'],
  },
  {
    genericId: 448,
    name: L('Kondensator', 'A/C condenser', 'مكثف المكيف'),
    fitment: 'any',
    brands: ['mahle', 'hella'],
    price: [1190, 3990],
    weight: 3,
    criteria: [c(CORE, ['570x375x16', '650x400x16', '700x420x16'], 'mm'), GAS],
    texts: [
      L('Sitter foran radiatoren.', 'Sits in front of the radiator.', 'يقع أمام الرديتر.'),
      L('Steinsprut gir ofte lekkasje.', 'Stone chips cause leaks.', 'الحصى المتطاير يسبب التسريب غالباً.'),
    ],
    tags: ['kondensator', 'ac-kondensator', 'condenser', 'aircondition', 'klima'],
  },
  {
    genericId: 449,
    name: L('Tørkefilter AC', 'A/C receiver drier', 'مجفف المكيف'),
    fitment: 'any',
    brands: ['mahle', 'hella'],
    price: [349, 1190],
    weight: 3,
    criteria: [GAS],
    texts: [
      L('Binder fukt i AC-anlegget.', 'Absorbs moisture in the A/C.', 'يمتص الرطوبة في المكيف.'),
      L('Byttes når anlegget åpnes.', 'Replace when the system is opened.', 'يُستبدل عند فتح النظام.'),
    ],
    tags: ['tørkefilter', 'ac', 'receiver drier', 'dryer', 'klima'],
  },
  {
    genericId: 1434,
    name: L('Kupévifte', 'Heater blower motor', 'محرك مروحة التدفئة والتكييف'),
    fitment: 'any',
    brands: ['bosch', 'hella', 'mahle'],
    price: [890, 2990],
    weight: 3,
    criteria: [c(VOLTAGE, [12], 'V'), c(CONTENTS, ['with fan wheel', 'without fan wheel'])],
    texts: [
      L('Hviner eller lager viften støy?', 'Is the blower whining?', 'هل تصدر المروحة صفيراً؟'),
      L('Stille og effektiv motor.', 'Quiet and efficient motor.', 'محرك هادئ وفعال.'),
    ],
    tags: ['kupévifte', 'vifte', 'blower motor', 'heater fan', 'klima'],
  },
  {
    genericId: 1393,
    name: L('Intercooler', 'Intercooler', 'مبرد الهواء المشحون (إنتركولر)'),
    fitment: 'engine',
    brands: ['mahle', 'hella'],
    price: [1490, 5990],
    weight: 1,
    criteria: [c(CORE, ['600x200x50', '620x160x64', '720x150x50'], 'mm')],
    texts: [
      L('Kjøler ladeluften fra turboen.', 'Cools the charge air.', 'يبرد الهواء المشحون من التيربو.'),
      L('Olje inni? Sjekk turboen.', 'Oil inside? Check the turbo.', 'زيت بداخله؟ افحص التيربو.'),
    ],
    tags: ['intercooler', 'ladeluftkjøler', 'charge air cooler', 'turbo'],
  },
  {
    genericId: 4052,
    name: L('Ladeluftslange', 'Charge air hose', 'خرطوم الهواء المشحون'),
    fitment: 'engine',
    brands: ['febi-bilstein', 'mahle'],
    price: [490, 1990],
    weight: 2,
    criteria: [c(DIAMETER, [50, 55, 60, 63, 70], 'mm'), c(MATERIAL, ['Silicone', 'Rubber'])],
    texts: [
      L('Sprukken slange gir effekttap.', 'A split hose costs power.', 'الخرطوم المشقوق يضعف القوة.'),
      L('Tåler trykk og varme.', 'Withstands pressure and heat.', 'يتحمل الضغط والحرارة.'),
    ],
    tags: ['ladeluftslange', 'turboslange', 'charge air hose', 'boost hose', 'intercooler'],
  },
  {
    genericId: 1217,
    name: L('EGR-ventil', 'EGR valve', 'صمام EGR'),
    fitment: 'engine',
    fuels: DIESEL,
    brands: ['mahle', 'bosch', 'febi-bilstein', 'weifu'],
    price: [1290, 4990],
    weight: 2,
    criteria: [c(ACTUATION, ['Electric', 'Pneumatic']), c(CONTENTS, ['with gasket'])],
    texts: [
      L('Sotet ventil gir rykk og røyk.', 'A sooted valve causes jerks.', 'السخام في الصمام يسبب الرجة.'),
      L('Leveres med pakning.', 'Supplied with a gasket.', 'يأتي مع حشية.'),
    ],
    tags: ['egr', 'egr-ventil', 'egr valve', 'eksos', 'diesel'],
  },
  {
    genericId: 2467,
    name: L('EGR-kjøler', 'EGR cooler', 'مبرد غازات EGR'),
    fitment: 'engine',
    fuels: DIESEL,
    brands: ['mahle', 'hella'],
    price: [2490, 7990],
    weight: 1,
    criteria: [c(CONTENTS, ['with EGR valve', 'without EGR valve'])],
    texts: [
      L('Mister kjølevæske uten lekkasje?', 'Losing coolant with no leak?', 'فقدان سائل التبريد دون تسريب؟'),
      L('Senker NOx-utslippene.', 'Lowers NOx emissions.', 'يخفض انبعاثات أكاسيد النيتروجين.'),
    ],
    tags: ['egr-kjøler', 'egr cooler', 'egr', 'diesel'],
  },
  {
    genericId: 1154,
    name: L('Lambdasonde', 'Lambda sensor', 'حساس الأكسجين (لامدا)'),
    fitment: 'engine',
    brands: ['bosch', 'febi-bilstein'],
    price: [690, 2490],
    weight: 5,
    criteria: [
      c(LENGTH, [300, 450, 600, 800], 'mm'),
      c(PROBE, ['Regulating probe', 'Diagnostic probe', 'Broadband sensor']),
    ],
    texts: [
      L('Styrer blandingen for lavt forbruk.', 'Controls the mixture.', 'ينظم خليط الوقود والهواء.'),
      L('Gjengene er ferdig smurt.', 'Threads come pre-greased.', 'السن مشحم مسبقاً.'),
    ],
    tags: ['lambdasonde', 'lambda', 'oksygensensor', 'lambda sensor', 'o2 sensor', 'eksos'],
  },
  {
    genericId: 1160,
    name: L('Eksospakning', 'Exhaust gasket', 'حشية العادم'),
    fitment: 'engine',
    brands: ['elring', 'febi-bilstein'],
    price: [49, 249],
    weight: 3,
    criteria: [c(POS, ['Exhaust manifold', 'Exhaust pipe', 'Turbocharger'])],
    texts: [
      L('Tikkelyd ved kald motor?', 'Ticking on a cold engine?', 'طقطقة والمحرك بارد؟'),
      L('Bruk alltid ny pakning.', 'Always fit a new gasket.', 'ركّب دائماً حشية جديدة.'),
    ],
    tags: ['eksospakning', 'pakning', 'exhaust gasket', 'eksos'],
  },
  {
    genericId: 3837,
    name: L('Trykksensor partikkelfilter', 'DPF pressure sensor', 'حساس ضغط فلتر الجسيمات'),
    fitment: 'engine',
    fuels: DIESEL,
    brands: ['bosch', 'hella', 'febi-bilstein'],
    price: [590, 1790],
    weight: 2,
    criteria: [c(PINS, [3]), c(CONTENTS, ['with hoses', 'without hoses'])],
    texts: [
      L('Feil gir tett filter.', 'A fault leads to a clogged DPF.', 'العطل يؤدي إلى انسداد الفلتر.'),
      L('Måler mottrykket over DPF.', 'Measures DPF back pressure.', 'يقيس الضغط عبر الفلتر.'),
    ],
    tags: ['dpf', 'partikkelfilter', 'trykksensor', 'dpf sensor', 'diesel'],
  },
  {
    genericId: 3838,
    name: L('Eksostemperatursensor', 'Exhaust temperature sensor', 'حساس حرارة العادم'),
    fitment: 'engine',
    fuels: DIESEL,
    brands: ['bosch', 'hella', 'febi-bilstein'],
    price: [490, 1590],
    weight: 2,
    criteria: [c(LENGTH, [300, 450, 600, 800], 'mm'), c(PINS, [2])],
    texts: [
      L('Beskytter turbo og DPF.', 'Protects the turbo and DPF.', 'يحمي التيربو وفلتر الجسيمات.'),
      L('Tåler over 900 °C.', 'Withstands over 900 °C.', 'يتحمل أكثر من 900 درجة مئوية.'),
    ],
    tags: ['temperatursensor', 'eksos', 'egt sensor', 'exhaust temperature', 'diesel'],
  },
  {
    genericId: 1225,
    name: L('Drivstoffpumpe', 'Fuel pump', 'مضخة الوقود'),
    fitment: 'engine',
    brands: ['bosch', 'febi-bilstein'],
    price: [990, 3990],
    weight: 3,
    criteria: [c(PRESSURE, [3.5, 4, 5, 6], 'bar'), c(DESIGN, ['Fuel feed unit', 'In-line pump'])],
    texts: [
      L('Starter dårlig når den er varm?', 'Hard to start when hot?', 'صعوبة التشغيل والمحرك ساخن؟'),
      L('Som komplett tankenhet.', 'As a complete tank unit.', 'كوحدة خزان كاملة.'),
    ],
    tags: ['drivstoffpumpe', 'bensinpumpe', 'dieselpumpe', 'fuel pump', 'tank'],
  },
  {
    genericId: 2139,
    name: L('Nivågiver drivstoff', 'Fuel level sender', 'حساس مستوى الوقود'),
    fitment: 'engine',
    brands: ['bosch', 'febi-bilstein'],
    price: [490, 1490],
    weight: 1,
    criteria: [c(PINS, [2, 3, 4])],
    texts: [
      L('Viser drivstoffmåleren feil?', 'Fuel gauge reading wrong?', 'مؤشر الوقود غير دقيق؟'),
      L('Sitter i drivstofftanken.', 'Fitted in the fuel tank.', 'يُركب داخل خزان الوقود.'),
    ],
    tags: ['nivågiver', 'tankgiver', 'fuel sender', 'fuel gauge', 'tank'],
  },
  {
    genericId: 3224,
    name: L('Motorolje', 'Engine oil', 'زيت المحرك'),
    fitment: 'none',
    brands: ['liqui-moly', 'febi-bilstein'],
    price: [399, 899],
    weight: 6,
    criteria: [
      c(VOLUME, [4, 5], 'l'),
      c(SAE, ['0W-20', '0W-30', '5W-30', '5W-40', '10W-40']),
      c(SPEC, ['ACEA C3', 'VW 504 00/507 00', 'MB 229.51', 'BMW LL-04']),
    ],
    texts: [
      L('Sjekk bilens oljespesifikasjon.', "Check your car's oil spec.", 'تحقق من مواصفة زيت سيارتك.'),
      L('Helsyntetisk for lang levetid.', 'Fully synthetic for long life.', 'اصطناعي بالكامل لعمر أطول.'),
    ],
    tags: ['motorolje', 'olje', 'engine oil', 'motor oil', '5w-30'],
  },
  {
    genericId: 3225,
    name: L('Girolje', 'Gear oil', 'زيت ناقل الحركة'),
    fitment: 'none',
    brands: ['liqui-moly', 'febi-bilstein'],
    price: [149, 599],
    weight: 2,
    criteria: [c(VOLUME, [1, 4], 'l'), c(SAE, ['75W-80', '75W-90']), c(SPEC, ['API GL-4', 'API GL-5'])],
    texts: [
      L('For manuelle girkasser.', 'For manual gearboxes.', 'لناقل الحركة اليدوي.'),
      L('Lette girskift i kulda.', 'Easy shifting in the cold.', 'نقل سهل للسرعات في البرد.'),
    ],
    tags: ['girolje', 'gear oil', 'transmission oil', 'olje'],
  },
  {
    genericId: 3228,
    name: L('Kjølevæske', 'Coolant', 'سائل التبريد'),
    fitment: 'none',
    brands: ['liqui-moly', 'febi-bilstein'],
    price: [129, 449],
    weight: 3,
    criteria: [c(VOLUME, [1, 1.5, 5], 'l'), c(SPEC, ['G12++', 'G13', 'G40', 'G48'])],
    texts: [
      L('Frostsikker ned til -40 °C.', 'Frost protection to -40 °C.', 'حماية من التجمد حتى -40 درجة.'),
      L('Bland aldri ulike typer.', 'Never mix different types.', 'لا تخلط الأنواع المختلفة.'),
    ],
    tags: ['kjølevæske', 'frostvæske', 'antifreeze', 'coolant', 'kjøling'],
  },
  {
    genericId: 3227,
    name: L('Bremsevæske', 'Brake fluid', 'سائل الفرامل'),
    fitment: 'none',
    brands: ['ate', 'bosch', 'liqui-moly', 'febi-bilstein'],
    price: [99, 299],
    weight: 3,
    criteria: [c(VOLUME, [0.5, 1], 'l'), c(STANDARD, ['DOT 4', 'DOT 4 LV', 'DOT 5.1'])],
    texts: [
      L('Skift hvert andre år.', 'Change every two years.', 'غيّره كل سنتين.'),
      L('Tar opp fukt over tid.', 'Absorbs moisture over time.', 'يمتص الرطوبة مع الوقت.'),
    ],
    tags: ['bremsevæske', 'brake fluid', 'dot 4', 'bremser'],
  },
];
