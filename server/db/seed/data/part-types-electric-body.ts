// Part types for batteries, charging, starting, ignition, lights, wipers, bodywork, car care and transport.
import type { CriterionSeed, Localized, PartTypeSeed } from '../types';

const L = (no: string, en: string, ar: string): Localized => ({ no, en, ar });
const c = (name: Localized, values: readonly (string | number)[], unit?: string): CriterionSeed =>
  unit ? { name, unit, values } : { name, values };

const POS = L('Monteringsposisjon', 'Fitting position', 'موضع التركيب');
const LENGTH = L('Lengde', 'Length', 'الطول');
const THREAD = L('Gjengemål', 'Thread size', 'مقاس السن');
const CONTENTS = L('Innhold', 'Contents', 'المحتويات');
const DESIGN = L('Utførelse', 'Design', 'التصميم');
const PINS = L('Antall poler', 'Number of pins', 'عدد الأقطاب');
const VOLTAGE = L('Spenning', 'Voltage', 'الجهد');
const VOLUME = L('Volum', 'Volume', 'الحجم');
const BULB = L('Pæretype', 'Bulb type', 'نوع اللمبة');
const WATTAGE = L('Effekt', 'Wattage', 'القدرة');
const SURFACE = L('Egnet for', 'Suitable for', 'مناسب لـ');
const CHARGE = L('Ladestrøm', 'Charge current', 'تيار الشحن');
const POWER = L('Effekt', 'Power', 'القدرة');
const TEETH = L('Antall tenner', 'Number of teeth', 'عدد الأسنان');
const LIGHTING = L('Lysteknologi', 'Lighting technology', 'تقنية الإضاءة');
const FORCE = L('Kraft', 'Force', 'القوة');
const FREEZING = L('Frysepunkt', 'Freezing point', 'نقطة التجمد');
const BIKES = L('Antall sykler', 'Number of bikes', 'عدد الدراجات');
const MAX_LOAD = L('Maks last', 'Max load', 'الحمولة القصوى');
const V12 = c(VOLTAGE, [12], 'V');
const SIDES = c(POS, ['left', 'right']);
const ENDS = c(POS, ['front', 'rear']);
const PETROL = ['petrol', 'hybrid', 'plugin-hybrid'] as const;
const DIESEL = ['diesel'] as const;

export const electricBodyPartTypes: readonly PartTypeSeed[] = [
  {
    genericId: 1,
    name: L('Startbatteri', 'Starter battery', 'بطارية التشغيل'),
    fitment: 'any',
    brands: ['varta', 'bosch'],
    price: [990, 2990],
    weight: 7,
    criteria: [
      c(L('Kapasitet', 'Capacity', 'السعة'), [44, 60, 70, 74, 80, 95], 'Ah'),
      c(L('Kaldstartstrøm', 'Cold cranking current', 'تيار التشغيل البارد'), [440, 540, 640, 760], 'A'),
      c(L('Batteriteknologi', 'Battery technology', 'تقنية البطارية'), ['Lead-acid', 'EFB', 'AGM']),
    ],
    texts: [
      L('Start-stopp krever EFB/AGM.', 'Start-stop needs EFB/AGM.', 'التوقف التلقائي يتطلب EFB/AGM.'),
      L('Kulde tapper batteriet raskt.', 'Cold drains batteries fast.', 'البرد يستنزف البطارية بسرعة.'),
      L('Også 12 V-batteri til elbil.', 'Also 12 V for EVs.', 'بطاريات 12 فولت للسيارات الكهربائية.'),
    ],
    tags: ['batteri', 'startbatteri', 'battery', 'car battery', 'agm', 'efb'],
  },
  {
    genericId: 4,
    name: L('Dynamo', 'Alternator', 'المولد (الدينامو)'),
    fitment: 'engine',
    brands: ['bosch', 'mahle'],
    price: [2490, 7990],
    weight: 3,
    criteria: [c(CHARGE, [90, 110, 140, 150, 180], 'A'), c(VOLTAGE, [14], 'V')],
    texts: [
      L('Lyser batterilampen?', 'Battery warning light on?', 'هل تضيء لمبة البطارية؟'),
      L('Ny eller fabrikkoverhalt.', 'New or factory remanufactured.', 'جديد أو معاد تصنيعه في المصنع.'),
    ],
    tags: ['dynamo', 'generator', 'alternator', 'lading'],
  },
  {
    genericId: 2,
    name: L('Startmotor', 'Starter', 'بادئ الحركة (المارش)'),
    fitment: 'engine',
    brands: ['bosch', 'mahle'],
    price: [1990, 6990],
    weight: 3,
    criteria: [c(POWER, [1.1, 1.4, 1.7, 2, 2.2], 'kW'), c(TEETH, [9, 10, 11, 13])],
    texts: [
      L('Bare klikk når du starter?', 'Just a click when starting?', 'مجرد طقطقة عند التشغيل؟'),
      L('Forsterket for start-stopp.', 'Reinforced for start-stop.', 'معزز لنظام التوقف والتشغيل.'),
    ],
    tags: ['startmotor', 'starter', 'starter motor', 'start'],
  },
  {
    genericId: 686,
    name: L('Tennplugg', 'Spark plug', 'شمعة الإشعال'),
    fitment: 'engine',
    fuels: PETROL,
    brands: ['bosch', 'beru'],
    price: [79, 349],
    weight: 8,
    criteria: [
      c(L('Elektrodeavstand', 'Electrode gap', 'فجوة القطب'), [0.7, 0.8, 0.9, 1, 1.1], 'mm'),
      c(THREAD, ['M14x1.25', 'M12x1.25', 'M10x1']),
      c(L('Elektrodemateriale', 'Electrode material', 'مادة القطب'), ['Nickel', 'Platinum', 'Iridium']),
    ],
    texts: [
      L('Bytt etter serviceintervallet.', 'Replace at the service interval.', 'استبدلها حسب فترة الصيانة.'),
      L('Iridium varer lengst.', 'Iridium lasts longest.', 'الإيريديوم يدوم أطول.'),
    ],
    tags: ['tennplugg', 'tennplugger', 'spark plug', 'tenning', 'ignition'],
  },
  {
    genericId: 243,
    name: L('Glødeplugg', 'Glow plug', 'شمعة التوهج'),
    fitment: 'engine',
    fuels: DIESEL,
    brands: ['bosch', 'beru'],
    price: [149, 499],
    weight: 6,
    criteria: [
      c(VOLTAGE, [4.4, 5, 7, 11], 'V'),
      c(THREAD, ['M8x1', 'M10x1', 'M10x1.25']),
      c(DESIGN, ['Rod glow plug', 'Ceramic glow plug']),
    ],
    texts: [
      L('Tung kaldstart og hvit røyk?', 'Hard cold starts, white smoke?', 'صعوبة التشغيل البارد ودخان أبيض؟'),
      L('Keramiske plugger gløder raskt.', 'Ceramic plugs heat up fast.', 'الشمعات الخزفية تسخن بسرعة.'),
    ],
    tags: ['glødeplugg', 'glødeplugger', 'glow plug', 'diesel', 'gløding'],
  },
  {
    genericId: 689,
    name: L('Tennspole', 'Ignition coil', 'ملف الإشعال (كويل)'),
    fitment: 'engine',
    fuels: PETROL,
    brands: ['bosch', 'beru', 'hella', 'febi-bilstein'],
    price: [449, 1490],
    weight: 5,
    criteria: [c(PINS, [3, 4]), c(DESIGN, ['Pencil coil', 'Coil pack'])],
    texts: [
      L('Fusing og motorlampe?', 'Misfires and a warning lamp?', 'تقطيع في المحرك ولمبة تحذير؟'),
      L('Bytt gjerne tennpluggene samtidig.', 'Change the spark plugs too.', 'غيّر شمعات الإشعال أيضاً.'),
    ],
    tags: ['tennspole', 'ignition coil', 'coil pack', 'tenning'],
  },
  {
    genericId: 1247,
    name: L('Styreenhet gløding', 'Glow plug control unit', 'وحدة تحكم شمعات التوهج'),
    fitment: 'engine',
    fuels: DIESEL,
    brands: ['beru', 'bosch'],
    price: [990, 2990],
    weight: 1,
    criteria: [c(PINS, [6, 8, 10])],
    texts: [
      L('Styrer for- og ettergløding.', 'Controls pre- and post-glow.', 'يتحكم بالتوهج قبل التشغيل وبعده.'),
      L('Feil gir lang startprosess.', 'A fault means long cranking.', 'العطل يطيل عملية التشغيل.'),
    ],
    tags: ['glødestyring', 'glødestyreenhet', 'glow control unit', 'diesel', 'gløding'],
  },
  {
    genericId: 1200,
    name: L('Halogenpære', 'Halogen bulb', 'لمبة هالوجين'),
    fitment: 'chassis',
    brands: ['bosch', 'hella'],
    price: [79, 349],
    weight: 7,
    criteria: [c(BULB, ['H1', 'H4', 'H7', 'H11']), c(WATTAGE, [55, 60], 'W')],
    texts: [
      L('Bytt pærene parvis.', 'Replace bulbs in pairs.', 'استبدل اللمبات كزوج.'),
      L('Ikke ta på glasset.', 'Do not touch the glass.', 'لا تلمس الزجاج.'),
      L('Opptil 150 % mer lys.', 'Up to 150% more light.', 'إضاءة أكثر حتى 150٪.'),
    ],
    tags: ['lyspære', 'pære', 'h7', 'bulb', 'headlight bulb', 'lys'],
  },
  {
    genericId: 1201,
    name: L('Xenonpære', 'Xenon bulb', 'لمبة زينون'),
    fitment: 'chassis',
    brands: ['bosch', 'hella'],
    price: [690, 1990],
    weight: 2,
    criteria: [c(BULB, ['D1S', 'D2S', 'D3S', 'D4S']), c(WATTAGE, [35], 'W')],
    texts: [
      L('Bytt parvis for lik lysfarge.', 'Replace in pairs.', 'استبدلها كزوج لتوحيد لون الضوء.'),
      L('Høyspenning: slå av lyset først.', 'High voltage: lights off first.', 'جهد عالٍ: أطفئ الأضواء أولاً.'),
    ],
    tags: ['xenon', 'xenonpære', 'xenon bulb', 'hid', 'lys'],
  },
  {
    genericId: 1203,
    name: L('Frontlykt', 'Headlight', 'مصباح أمامي'),
    fitment: 'chassis',
    brands: ['hella', 'bosch'],
    price: [2490, 9990],
    weight: 1,
    criteria: [c(LIGHTING, ['Halogen', 'Xenon', 'LED']), SIDES],
    texts: [
      L('Matte lykter gir dårlig lys.', 'Cloudy lenses give poor light.', 'العدسات الباهتة تضعف الإضاءة.'),
      L('Juster lyset etter montering.', 'Adjust the beam after fitting.', 'اضبط الضوء بعد التركيب.'),
    ],
    tags: ['frontlykt', 'hovedlys', 'headlight', 'headlamp', 'lys'],
  },
  {
    genericId: 1489,
    name: L('Spylerdyse lyktespyling', 'Headlight washer nozzle', 'بخاخ غسيل المصابيح الأمامية'),
    fitment: 'chassis',
    brands: ['hella', 'febi-bilstein'],
    price: [199, 699],
    weight: 1,
    criteria: [SIDES, c(CONTENTS, ['with cover cap', 'without cover cap'])],
    texts: [
      L('Holder lyktene rene i slaps.', 'Keeps lamps clean in slush.', 'يحافظ على نظافة المصابيح في الوحل.'),
      L('Påbudt med xenonlys.', 'Required with xenon lights.', 'إلزامي مع أضواء الزينون.'),
    ],
    tags: ['lyktespyler', 'spylerdyse', 'headlight washer', 'nozzle'],
  },
  {
    genericId: 298,
    name: L('Viskerblad', 'Wiper blade', 'ريشة المساحة'),
    fitment: 'any',
    brands: ['bosch', 'hella', 'febi-bilstein'],
    price: [99, 399],
    weight: 8,
    criteria: [
      c(LENGTH, [350, 400, 450, 500, 530, 550, 600, 650, 700], 'mm'),
      c(L('Viskerbladtype', 'Wiper blade type', 'نوع ريشة المساحة'), ['Flat', 'Conventional', 'Hybrid']),
      ENDS,
    ],
    texts: [
      L('Bytt viskerne hver høst.', 'Change wipers every autumn.', 'غيّر المساحات كل خريف.'),
      L('Flatblad ligger tett mot ruten.', 'Flat blades hug the glass.', 'الريش المسطحة تلتصق بالزجاج.'),
    ],
    tags: ['vindusvisker', 'viskerblad', 'wiper blade', 'wiper', 'vindusviskere'],
  },
  {
    genericId: 297,
    name: L('Viskermotor', 'Wiper motor', 'محرك المساحات'),
    fitment: 'any',
    brands: ['bosch', 'hella'],
    price: [990, 3490],
    weight: 2,
    criteria: [V12, ENDS],
    texts: [
      L('Viskerne stopper eller går tregt?', 'Wipers stop or run slowly?', 'المساحات تتوقف أو تتحرك ببطء؟'),
      L('Original plugg, rett på.', 'Original plug, fits directly.', 'موصل أصلي وتركيب مباشر.'),
    ],
    tags: ['viskermotor', 'wiper motor', 'vindusviskere'],
  },
  {
    genericId: 1491,
    name: L('Spylerpumpe', 'Washer pump', 'مضخة غسيل الزجاج'),
    fitment: 'any',
    brands: ['bosch', 'febi-bilstein', 'hella'],
    price: [199, 599],
    weight: 3,
    criteria: [V12, c(POS, ['front', 'front and rear'])],
    texts: [
      L('Ingen spylervæske på ruten?', 'No washer fluid on the glass?', 'لا يصل سائل الغسيل إلى الزجاج؟'),
      L('Med ny gummipakning.', 'With a new grommet.', 'مع جلبة مطاطية جديدة.'),
    ],
    tags: ['spylerpumpe', 'washer pump', 'spylervæske', 'vindusviskere'],
  },
  {
    genericId: 1362,
    name: L('Vindusheis', 'Window regulator', 'رافعة زجاج النافذة'),
    fitment: 'chassis',
    brands: ['febi-bilstein', 'bosch'],
    price: [590, 2490],
    weight: 2,
    criteria: [ENDS, SIDES, c(CONTENTS, ['with motor', 'without motor'])],
    texts: [
      L('Ruten går ikke opp?', 'Window will not go up?', 'الزجاج لا يرتفع؟'),
      L('Lær opp klemsikringen etterpå.', 'Re-teach anti-trap afterwards.', 'أعد برمجة منع الانحشار بعدها.'),
    ],
    tags: ['vindusheis', 'vindusmotor', 'window regulator', 'karosseri'],
  },
  {
    genericId: 1397,
    name: L('Gassfjær bakluke', 'Tailgate gas spring', 'نابض غازي للباب الخلفي'),
    fitment: 'chassis',
    brands: ['febi-bilstein', 'bilstein'],
    price: [149, 499],
    weight: 3,
    criteria: [c(LENGTH, [380, 450, 500, 550, 600], 'mm'), c(FORCE, [300, 400, 500, 600], 'N')],
    texts: [
      L('Bakluken faller ned?', 'Tailgate will not stay up?', 'الباب الخلفي لا يبقى مرفوعاً؟'),
      L('Bytt begge samtidig.', 'Replace both at once.', 'استبدل الاثنين معاً.'),
    ],
    tags: ['gassfjær', 'bakluke', 'gas spring', 'tailgate strut', 'karosseri'],
  },
  {
    genericId: 1281,
    name: L('Rele', 'Relay', 'مرحل (ريليه)'),
    fitment: 'any',
    brands: ['bosch', 'hella'],
    price: [79, 349],
    weight: 2,
    criteria: [V12, c(PINS, [4, 5])],
    texts: [
      L('For lys, vifter og pumper.', 'For lights, fans and pumps.', 'للأضواء والمراوح والمضخات.'),
      L('Sjekk sokkelbildet først.', 'Check the pin layout first.', 'تحقق من توزيع الأطراف أولاً.'),
    ],
    tags: ['rele', 'relé', 'relay', 'elektrisk'],
  },
  {
    genericId: 1283,
    name: L('Horn', 'Horn', 'بوق'),
    fitment: 'any',
    brands: ['bosch', 'hella'],
    price: [199, 699],
    weight: 2,
    criteria: [c(L('Frekvens', 'Frequency', 'التردد'), [335, 420, 500], 'Hz'), V12],
    texts: [
      L('Hornet må virke på EU-kontroll.', 'The horn must pass inspection.', 'يجب أن يعمل البوق في الفحص.'),
      L('Kraftig lyd i alt vær.', 'Loud tone in all weather.', 'صوت قوي في كل الأحوال الجوية.'),
    ],
    tags: ['horn', 'signalhorn', 'car horn', 'elektrisk'],
  },
  {
    genericId: 3350,
    name: L('Polish', 'Car polish', 'ملمع السيارة (بوليش)'),
    fitment: 'none',
    brands: ['liqui-moly', 'sonax'],
    price: [149, 499],
    weight: 2,
    criteria: [c(VOLUME, [250, 500], 'ml'), c(SURFACE, ['Paint', 'Metallic paint', 'Chrome'])],
    texts: [
      L('Fjerner fine riper og matthet.', 'Removes swirls and haze.', 'يزيل الخدوش الدقيقة والبهتان.'),
      L('Påfør på kjølig lakk.', 'Apply to cool paintwork.', 'ضعه على طلاء بارد.'),
    ],
    tags: ['polish', 'bilpleie', 'car polish', 'lakk', 'polering'],
  },
  {
    genericId: 3351,
    name: L('Bilvoks', 'Car wax', 'شمع السيارة'),
    fitment: 'none',
    brands: ['liqui-moly', 'sonax'],
    price: [149, 449],
    weight: 2,
    criteria: [c(VOLUME, [250, 500], 'ml'), c(DESIGN, ['Liquid', 'Paste', 'Spray'])],
    texts: [
      L('Beskytter lakken mot veisalt.', 'Protects paint from road salt.', 'يحمي الطلاء من ملح الطرق.'),
      L('Vannet preller av.', 'Water beads right off.', 'الماء ينزلق عن السطح.'),
    ],
    tags: ['voks', 'bilvoks', 'car wax', 'bilpleie'],
  },
  {
    genericId: 3353,
    name: L('Spylervæske', 'Screen wash', 'سائل غسيل الزجاج'),
    fitment: 'none',
    brands: ['liqui-moly', 'sonax'],
    price: [69, 249],
    weight: 2,
    criteria: [c(VOLUME, [1, 4, 5], 'l'), c(FREEZING, [-18, -25, -40], '°C')],
    texts: [
      L('Frostsikker for norsk vinter.', 'Frost-proof for Nordic winter.', 'مقاوم للتجمد لشتاء الشمال.'),
      L('Fjerner insekter og veisalt.', 'Removes insects and salt.', 'يزيل الحشرات والملح.'),
    ],
    tags: ['spylervæske', 'vindusspylervæske', 'washer fluid', 'screenwash', 'bilpleie'],
  },
  {
    genericId: 3500,
    name: L('Sykkelholder', 'Bike carrier', 'حامل دراجات'),
    fitment: 'none',
    brands: ['westfalia', 'oris'],
    price: [3990, 11990],
    weight: 2,
    criteria: [c(BIKES, [2, 3, 4]), c(MAX_LOAD, [50, 60], 'kg')],
    texts: [
      L('Monteres på hengerkula.', 'Fits on the tow ball.', 'يُركب على كرة خطاف السحب.'),
      L('Vippes for tilgang til bagasjerommet.', 'Tilts for boot access.', 'يميل للوصول إلى صندوق الأمتعة.'),
      L('Passer også elsykler.', 'Takes e-bikes too.', 'يناسب الدراجات الكهربائية أيضاً.'),
    ],
    tags: ['sykkelholder', 'sykkelstativ', 'bike carrier', 'bike rack', 'transport'],
  },
  {
    genericId: 3503,
    name: L('Stikkontakt tilhenger', 'Trailer socket', 'مقبس المقطورة'),
    fitment: 'none',
    brands: ['hella', 'westfalia'],
    price: [129, 449],
    weight: 2,
    criteria: [c(PINS, [7, 13]), V12],
    texts: [
      L('Stikkontakt til hengerfestet.', 'Socket for the towbar.', 'مقبس لخطاف السحب.'),
      L('Vanntett med lokk.', 'Waterproof with a lid.', 'مقاوم للماء مع غطاء.'),
    ],
    tags: ['stikkontakt', 'hengerkontakt', 'trailer socket', '13-polet', 'hengerfeste'],
  },
];
