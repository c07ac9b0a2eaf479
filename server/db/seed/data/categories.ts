// The shop's category sidebar: 32 top-level items with Norwegian slugs, sub-items and the part types they show.
import type { CategorySeed } from '../types';

/** A leaf: the generic article ids (part types) it lists. */
const leaf = (
  slug: string,
  no: string,
  en: string,
  ar: string,
  genericIds: readonly number[],
): CategorySeed => ({
  slug,
  name: { no, en, ar },
  genericIds,
});

/** An item with sub-items; it shows the union of its children's part types. */
const node = (
  slug: string,
  no: string,
  en: string,
  ar: string,
  children: readonly CategorySeed[],
  layout?: 'grid' | 'list',
): CategorySeed => ({ slug, name: { no, en, ar }, children, ...(layout ? { layout } : {}) });

export const categories: readonly CategorySeed[] = [
  node('batteri', 'Batteri', 'Battery', 'البطارية', [
    leaf('startbatterier', 'Startbatterier', 'Starter batteries', 'بطاريات التشغيل', [1]),
  ]),
  node('understell', 'Understell', 'Suspension', 'نظام التعليق', [
    node('baerearmer-og-ledd', 'Bærearmer og ledd', 'Control arms and joints', 'أذرع التحكم والمفاصل', [
      leaf('baerearmer', 'Bærearmer', 'Control arms', 'أذرع التحكم', [273]),
      leaf('kuleledd', 'Kuleledd', 'Ball joints', 'المفاصل الكروية', [280]),
      leaf('foringer', 'Foringer', 'Bushes', 'الجلب', [287]),
    ]),
    node('stabilisator', 'Stabilisator', 'Stabiliser', 'عمود التوازن', [
      leaf('stabilisatorstag', 'Stabilisatorstag', 'Stabiliser links', 'وصلات عمود التوازن', [1023]),
    ]),
  ]),
  node('bremser', 'Bremser', 'Brake', 'الفرامل', [
    node('skivebremser', 'Skivebremser', 'Disc brakes', 'الفرامل القرصية', [
      node(
        'bremseskiver-og-bremseklosser',
        'Bremseskiver og bremseklosser',
        'Brake discs and pads',
        'أقراص وفحمات الفرامل',
        [
          leaf('bremseskiver', 'Bremseskiver', 'Brake discs', 'أقراص الفرامل', [82]),
          leaf('bremseklosser', 'Bremseklosser', 'Brake pads', 'فحمات الفرامل', [402]),
          leaf('slitasjevarslere', 'Slitasjevarslere', 'Wear sensors', 'حساسات التآكل', [407]),
        ],
      ),
      leaf('bremsekalipere', 'Bremsekalipere', 'Brake calipers', 'كاليبرات الفرامل', [78]),
    ]),
    node('bremsehydraulikk', 'Bremsehydraulikk', 'Brake hydraulics', 'هيدروليك الفرامل', [
      leaf('bremseslanger', 'Bremseslanger', 'Brake hoses', 'خراطيم الفرامل', [83]),
      leaf('bremsevaeske', 'Bremsevæske', 'Brake fluid', 'سائل الفرامل', [3227]),
    ]),
    leaf('abs-sensorer', 'ABS-sensorer', 'ABS sensors', 'حساسات ABS', [3578]),
  ]),
  node('clutch', 'Clutch', 'Clutch', 'القابض (الكلتش)', [
    leaf('clutchsett', 'Clutchsett', 'Clutch kits', 'أطقم القابض', [479]),
    leaf('svinghjul', 'Svinghjul', 'Flywheels', 'الحدافات', [1316]),
    node('clutchhydraulikk', 'Utkobling og hydraulikk', 'Release and hydraulics', 'التحرير والهيدروليك', [
      leaf('utkoblingslagre', 'Utkoblingslagre', 'Release bearings', 'محامل التحرير', [48]),
      leaf('slavesylindere', 'Slavesylindere', 'Slave cylinders', 'الأسطوانات الفرعية', [50]),
    ]),
  ]),
  node('dynamo', 'Dynamo', 'Dynamo', 'الدينامو', [
    leaf('dynamoer', 'Dynamoer', 'Alternators', 'المولدات (الدينامو)', [4]),
  ]),
  node('drivakselledd', 'Drivakselledd', 'Drive shaft joint', 'مفصل عمود الإدارة', [
    leaf('drivaksler', 'Drivaksler', 'Drive shafts', 'أعمدة الإدارة', [1185]),
    leaf('leddsett', 'Leddsett', 'CV joint kits', 'أطقم المفاصل', [1190]),
    leaf('mansjetter-drivaksel', 'Mansjetter', 'CV boots', 'أغطية المفاصل', [1191]),
  ]),
  node(
    'drivstofftank-og-tilbehor',
    'Drivstofftank og tilbehør',
    'Fuel tank accessories',
    'ملحقات خزان الوقود',
    [
      leaf('drivstoffpumper', 'Drivstoffpumper', 'Fuel pumps', 'مضخات الوقود', [1225]),
      leaf('nivagivere', 'Nivågivere', 'Fuel level senders', 'حساسات مستوى الوقود', [2139]),
    ],
  ),
  node('egr-ventil', 'EGR-ventil', 'EGR valve', 'صمام EGR', [
    leaf('egr-ventiler', 'EGR-ventiler', 'EGR valves', 'صمامات EGR', [1217]),
    leaf('egr-kjolere', 'EGR-kjølere', 'EGR coolers', 'مبردات EGR', [2467]),
  ]),
  node('eksosanlegg', 'Eksosanlegg', 'Exhaust system', 'نظام العادم', [
    leaf('lambdasonder', 'Lambdasonder', 'Lambda sensors', 'حساسات الأكسجين', [1154]),
    leaf('eksospakninger', 'Eksospakninger', 'Exhaust gaskets', 'حشيات العادم', [1160]),
    node('eksossensorer', 'Eksossensorer', 'Exhaust sensors', 'حساسات العادم', [
      leaf(
        'dpf-trykksensorer',
        'DPF-trykksensorer',
        'DPF pressure sensors',
        'حساسات ضغط فلتر الجسيمات',
        [3837],
      ),
      leaf('eksostemperatursensorer', 'Temperatursensorer', 'Temperature sensors', 'حساسات الحرارة', [3838]),
    ]),
  ]),
  node('filter', 'Filter', 'Filter', 'الفلاتر', [
    leaf('oljefilter', 'Oljefilter', 'Oil filter', 'فلتر الزيت', [7]),
    leaf('luftfilter', 'Luftfilter', 'Air filter', 'فلتر الهواء', [8]),
    leaf('drivstoffilter', 'Drivstoffilter', 'Fuel filter', 'فلتر الوقود', [9]),
    leaf('kupefilter', 'Kupéfilter', 'Cabin filter', 'فلتر هواء المقصورة', [424]),
    leaf('girkassefilter', 'Girkassefilter', 'Transmission filter', 'فلتر ناقل الحركة', [1399]),
  ]),
  node('fjaering-og-demping', 'Fjæring og demping', 'Springs damping', 'النوابض والتخميد', [
    leaf('stotdempere', 'Støtdempere', 'Shock absorbers', 'ممتصات الصدمات', [854]),
    leaf('spiralfjaerer', 'Spiralfjærer', 'Coil springs', 'النوابض الحلزونية', [219]),
    leaf('fjaerbeinslagre', 'Fjærbeinslagre', 'Top strut mounts', 'قواعد ممتص الصدمات', [1578]),
  ]),
  node(
    'forstilling-bakstilling',
    'Forstilling/bakstilling',
    'Front/Rear position',
    'التعليق الأمامي/الخلفي',
    [
      node('forstilling', 'Forstilling', 'Front axle', 'المحور الأمامي', [
        node('styring', 'Styring', 'Steering', 'التوجيه', [
          leaf('styrestagsender', 'Styrestagsender', 'Tie rod ends', 'أطراف أذرع التوجيه', [914]),
          leaf('styrestag', 'Styrestag', 'Inner tie rods', 'قضبان التوجيه الداخلية', [1003]),
          leaf('styremansjetter', 'Styremansjetter', 'Steering rack boots', 'أغطية علبة التوجيه', [1014]),
        ]),
        leaf('baerearmer-foran', 'Bærearmer foran', 'Front control arms', 'أذرع التحكم الأمامية', [273, 280]),
      ]),
      node('bakstilling', 'Bakstilling', 'Rear axle', 'المحور الخلفي', [
        leaf('hjulnav-bak', 'Hjulnav bak', 'Rear wheel hubs', 'صرر العجلات الخلفية', [655]),
        leaf('foringer-bak', 'Foringer bak', 'Rear axle bushes', 'جلب المحور الخلفي', [287]),
      ]),
    ],
  ),
  node('tilhengerfeste', 'Tilhengerfeste', 'Hanging hitch', 'خطاف السحب', [
    leaf('hengerfester', 'Hengerfester', 'Towbars', 'خطافات السحب', [3501]),
    leaf('elsett', 'Elsett', 'Electric kits', 'أطقم الكهرباء', [3502]),
    leaf('stikkontakter', 'Stikkontakter', 'Trailer sockets', 'مقابس المقطورة', [3503]),
  ]),
  node('hjullager', 'Hjullager', 'Wheel bearing', 'محمل العجلة', [
    leaf('hjullagersett', 'Hjullagersett', 'Wheel bearing kits', 'أطقم محامل العجلات', [654]),
    leaf('hjulnav', 'Hjulnav', 'Wheel hubs', 'صرر العجلات', [655]),
  ]),
  node('intercooler', 'Intercooler', 'Intercooler', 'المبرد البيني (إنتركولر)', [
    leaf('intercoolere', 'Intercoolere', 'Intercoolers', 'مبردات الهواء المشحون', [1393]),
    leaf('ladeluftslanger', 'Ladeluftslanger', 'Charge air hoses', 'خراطيم الهواء المشحون', [4052]),
  ]),
  node('karosseri', 'Karosseri', 'Bodywork', 'هيكل السيارة', [
    leaf('vindusheiser', 'Vindusheiser', 'Window regulators', 'رافعات الزجاج', [1362]),
    leaf('gassfjaerer', 'Gassfjærer', 'Gas springs', 'النوابض الغازية', [1397]),
  ]),
  node('kjoling', 'Kjøling', 'Cooling', 'التبريد', [
    node('motorkjoling', 'Motorkjøling', 'Engine cooling', 'تبريد المحرك', [
      node('radiator-og-tilbehor', 'Radiator og tilbehør', 'Radiator and parts', 'الرديتر وملحقاته', [
        leaf('radiatorer', 'Radiatorer', 'Radiators', 'الرديترات', [470]),
        leaf('ekspansjonstanker', 'Ekspansjonstanker', 'Expansion tanks', 'خزانات التمدد', [3616]),
        leaf('kjolevifter', 'Kjølevifter', 'Radiator fans', 'مراوح التبريد', [1352]),
      ]),
      leaf('vannpumper', 'Vannpumper', 'Water pumps', 'مضخات المياه', [1260]),
      leaf('termostater', 'Termostater', 'Thermostats', 'الثرموستات', [317]),
    ]),
    leaf('kjolevaeske', 'Kjølevæske', 'Coolant', 'سائل التبريد', [3228]),
  ]),
  node('klima-aircondition', 'Klima/aircondition', 'Climate/air conditioning', 'التكييف والتحكم بالمناخ', [
    leaf('ac-kompressorer', 'AC-kompressorer', 'A/C compressors', 'ضواغط المكيف', [447]),
    leaf('kondensatorer', 'Kondensatorer', 'Condensers', 'مكثفات المكيف', [448]),
    leaf('torkefiltre', 'Tørkefiltre', 'Receiver driers', 'مجففات المكيف', [449]),
    leaf('kupevifter', 'Kupévifter', 'Blower motors', 'مراوح المقصورة', [1434]),
    leaf('pollenfilter', 'Pollenfilter', 'Pollen filters', 'فلاتر حبوب اللقاح', [424]),
  ]),
  node('lys-og-speil', 'Lys og speil', 'Lights and mirrors', 'الأضواء والمرايا', [
    node('lyspaerer', 'Lyspærer', 'Bulbs', 'اللمبات', [
      leaf('halogenpaerer', 'Halogenpærer', 'Halogen bulbs', 'لمبات الهالوجين', [1200]),
      leaf('xenonpaerer', 'Xenonpærer', 'Xenon bulbs', 'لمبات الزينون', [1201]),
    ]),
    leaf('frontlykter', 'Frontlykter', 'Headlights', 'المصابيح الأمامية', [1203]),
  ]),
  node('lyktespyling', 'Lyktespyling', 'Headlight washing', 'غسيل المصابيح الأمامية', [
    leaf('spylerdyser-lykt', 'Spylerdyser', 'Washer nozzles', 'بخاخات الغسيل', [1489]),
  ]),
  node('motor', 'Motor', 'Engine', 'المحرك', [
    leaf('motorfester', 'Motorfester', 'Engine mounts', 'قواعد المحرك', [1030]),
    leaf(
      'ventildekselpakninger',
      'Ventildekselpakninger',
      'Valve cover gaskets',
      'حشيات غطاء الصمامات',
      [1220],
    ),
    node('motorstyring', 'Motorstyring', 'Engine management', 'إدارة المحرك', [
      node('motorsensorer', 'Sensorer', 'Sensors', 'الحساسات', [
        leaf('kamakselsensorer', 'Kamakselsensorer', 'Camshaft sensors', 'حساسات عمود الكامات', [2225]),
        leaf('veivakselsensorer', 'Veivakselsensorer', 'Crankshaft sensors', 'حساسات عمود المرفق', [2226]),
        leaf('luftmassemalere', 'Luftmassemålere', 'Air mass sensors', 'حساسات كتلة الهواء', [1245]),
      ]),
      leaf('innsproytningsdyser', 'Innsprøytningsdyser', 'Injectors', 'بخاخات الوقود', [1262]),
    ]),
  ]),
  node('registerreimsett', 'Registerreimsett', 'Timing belt set', 'طقم سير التوقيت', [
    leaf('reimsett', 'Reimsett', 'Timing belt kits', 'أطقم سير التوقيت', [307]),
    leaf(
      'reimsett-med-vannpumpe',
      'Reimsett med vannpumpe',
      'Kits with water pump',
      'أطقم مع مضخة المياه',
      [3096],
    ),
    leaf('registerreimer', 'Registerreimer', 'Timing belts', 'سيور التوقيت', [306]),
  ]),
  node('toppakninger', 'Toppakninger', 'Cylinder head gaskets', 'حشيات رأس الأسطوانة', [
    leaf('topplokkspakninger', 'Topplokkspakninger', 'Head gaskets', 'حشيات الرأس', [363]),
  ]),
  node('multireim', 'Multireim', 'Multi belt', 'السير متعدد الأخاديد', [
    leaf('multireimer', 'Multireimer', 'V-ribbed belts', 'السيور متعددة الأخاديد', [305]),
    leaf('multireimsett', 'Multireimsett', 'V-ribbed belt kits', 'أطقم السيور', [3091]),
  ]),
  node(
    'bilpleie',
    'Bilpleie',
    'Car polish',
    'تلميع السيارة',
    [
      leaf('polish', 'Polish', 'Polish', 'ملمع', [3350]),
      leaf('voks', 'Voks', 'Wax', 'شمع', [3351]),
      leaf('spylervaeske', 'Spylervæske', 'Screen wash', 'سائل غسيل الزجاج', [3353]),
    ],
    'list',
  ),
  node(
    'diverse',
    'Diverse',
    'Diverse',
    'متفرقات',
    [
      leaf('releer', 'Releer', 'Relays', 'المرحلات', [1281]),
      leaf('horn', 'Horn', 'Horns', 'الأبواق', [1283]),
    ],
    'list',
  ),
  node(
    'olje',
    'Olje',
    'Oil',
    'الزيوت',
    [
      leaf('motorolje', 'Motorolje', 'Engine oil', 'زيت المحرك', [3224]),
      leaf('girolje', 'Girolje', 'Gear oil', 'زيت ناقل الحركة', [3225]),
    ],
    'list',
  ),
  node('start', 'Start', 'Starting', 'بدء التشغيل', [
    leaf('startmotorer', 'Startmotorer', 'Starters', 'بادئات الحركة', [2]),
  ]),
  node('tenning-gloding', 'Tenning/gløding', 'Ignition/glow plug', 'الإشعال/شمعات التوهج', [
    node('tenning', 'Tenning', 'Ignition', 'الإشعال', [
      leaf('tennplugger', 'Tennplugger', 'Spark plugs', 'شمعات الإشعال', [686]),
      leaf('tennspoler', 'Tennspoler', 'Ignition coils', 'ملفات الإشعال', [689]),
    ]),
    node('gloding', 'Gløding', 'Glow system', 'نظام التوهج', [
      leaf('glodeplugger', 'Glødeplugger', 'Glow plugs', 'شمعات التوهج', [243]),
      leaf('glodestyring', 'Glødestyring', 'Glow control units', 'وحدات تحكم التوهج', [1247]),
    ]),
  ]),
  node('turbo', 'Turbo', 'Turbo', 'التيربو', [
    leaf('turboladere', 'Turboladere', 'Turbochargers', 'الشواحن التوربينية', [1231]),
    leaf('ladetrykksensorer', 'Ladetrykksensorer', 'Boost pressure sensors', 'حساسات ضغط الشحن', [3048]),
  ]),
  node('transportutstyr', 'Transportutstyr', 'Transport equipment', 'معدات النقل', [
    leaf('sykkelholdere', 'Sykkelholdere', 'Bike carriers', 'حوامل الدراجات', [3500]),
  ]),
  node('vindusviskere', 'Vindusviskere', 'Wipers', 'المساحات', [
    leaf('viskerblader', 'Viskerblader', 'Wiper blades', 'ريش المساحات', [298]),
    leaf('viskermotorer', 'Viskermotorer', 'Wiper motors', 'محركات المساحات', [297]),
    leaf('spylerpumper', 'Spylerpumper', 'Washer pumps', 'مضخات الغسيل', [1491]),
  ]),
];
