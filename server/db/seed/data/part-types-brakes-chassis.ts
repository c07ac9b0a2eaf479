// Part types for brakes, suspension, springs and dampers, steering, wheel bearings, drive shafts and towbars.
import type { CriterionSeed, Localized, PartTypeSeed } from '../types';

const L = (no: string, en: string, ar: string): Localized => ({ no, en, ar });
const c = (name: Localized, values: readonly (string | number)[], unit?: string): CriterionSeed =>
  unit ? { name, unit, values } : { name, values };

const POS = L('Monteringsposisjon', 'Fitting position', 'موضع التركيب');
const DIAMETER = L('Diameter', 'Diameter', 'القطر');
const THICKNESS = L('Tykkelse', 'Thickness', 'السماكة');
const WIDTH = L('Bredde', 'Width', 'العرض');
const LENGTH = L('Lengde', 'Length', 'الطول');
const THREAD = L('Gjengemål', 'Thread size', 'مقاس السن');
const CONE = L('Konusmål', 'Cone size', 'مقاس المخروط');
const MATERIAL = L('Materiale', 'Material', 'المادة');
const CONTENTS = L('Innhold', 'Contents', 'المحتويات');
const INNER = L('Innvendig diameter', 'Inner diameter', 'القطر الداخلي');
const OUTER = L('Utvendig diameter', 'Outer diameter', 'القطر الخارجي');
const DISC_TYPE = L('Bremseskivetype', 'Brake disc type', 'نوع قرص الفرامل');
const WEAR = L('Slitasjevarsler', 'Wear warning contact', 'حساس التآكل');
const PISTON = L('Stempeldiameter', 'Piston diameter', 'قطر المكبس');
const SENSOR = L('Sensortype', 'Sensor type', 'نوع الحساس');
const ARM = L('Armtype', 'Control arm type', 'نوع الذراع');
const SHOCK = L('Støtdempertype', 'Shock absorber type', 'نوع ممتص الصدمات');
const DESIGN = L('Utførelse', 'Design', 'التصميم');
const WIRE = L('Tråddiameter', 'Wire diameter', 'قطر السلك');
const STUDS = L('Antall hjulbolter', 'Number of wheel studs', 'عدد براغي العجلة');
const PCD = L('Hullsirkel', 'Pitch circle diameter', 'قطر دائرة البراغي');
const TEETH = L('Fortanning utvendig', 'External toothing', 'عدد الأسنان الخارجية');
const TOWBAR = L('Type hengerfeste', 'Towbar type', 'نوع خطاف السحب');
const PINS = L('Antall poler', 'Number of pins', 'عدد الأقطاب');
const AXLE = c(POS, ['Front Axle', 'Rear Axle']);
const SIDE = c(POS, ['Front Axle Left', 'Front Axle Right', 'Rear Axle Left', 'Rear Axle Right']);
const FRONT = c(POS, ['Front Axle Left', 'Front Axle Right']);
const JOINT = c(POS, ['wheel side', 'transmission side']);

export const brakesChassisPartTypes: readonly PartTypeSeed[] = [
  {
    genericId: 82,
    name: L('Bremseskive', 'Brake disc', 'قرص الفرامل'),
    fitment: 'chassis',
    brands: ['ate', 'bosch', 'febi-bilstein'],
    price: [349, 1490],
    weight: 10,
    criteria: [
      c(DIAMETER, [256, 280, 288, 300, 312, 340], 'mm'),
      c(THICKNESS, [10, 12, 22, 25, 28, 30], 'mm'),
      c(DISC_TYPE, ['Vented', 'Solid']),
      AXLE,
    ],
    texts: [
      L('Skift alltid parvis per aksel.', 'Always replace in axle pairs.', 'استبدلها دائماً كزوج لكل محور.'),
      L('Rustbeskyttet belegg.', 'Anti-corrosion coating.', 'طلاء مضاد للصدأ.'),
      L('Ventilerte skiver tåler mer varme.', 'Vented discs take more heat.', 'المهواة تتحمل حرارة أكبر.'),
    ],
    tags: ['bremseskive', 'bremseskiver', 'brake disc', 'brake rotor', 'bremser', 'brakes'],
  },
  {
    genericId: 402,
    name: L('Bremseklosssett', 'Brake pad set', 'طقم فحمات الفرامل'),
    fitment: 'chassis',
    brands: ['ate', 'bosch', 'febi-bilstein'],
    price: [299, 1290],
    weight: 10,
    criteria: [
      c(WIDTH, [116.4, 123.1, 131.2, 155.1], 'mm'),
      c(THICKNESS, [17.3, 18.5, 19.5, 20.3], 'mm'),
      c(WEAR, ['prepared for wear indicator', 'incl. wear warning contact', 'excl. wear warning contact']),
      AXLE,
    ],
    texts: [
      L('Lite bremsestøv, stille bremsing.', 'Low dust and quiet braking.', 'غبار قليل وكبح هادئ.'),
      L('Sjekk skivene samtidig.', 'Check the discs at the same time.', 'افحص الأقراص في الوقت نفسه.'),
    ],
    tags: ['bremseklosser', 'klosser', 'brake pads', 'brake pad set', 'bremser', 'brakes'],
  },
  {
    genericId: 78,
    name: L('Bremsekaliper', 'Brake caliper', 'كاليبر الفرامل'),
    fitment: 'chassis',
    brands: ['ate', 'bosch'],
    price: [990, 3990],
    weight: 4,
    criteria: [c(PISTON, [38, 42, 45, 48, 54, 57], 'mm'), SIDE],
    texts: [
      L('Stempel og tetninger er montert.', 'Piston and seals are fitted.', 'المكبس والموانع مركبة.'),
      L('Luft bremsene etter montering.', 'Bleed the brakes after fitting.', 'نفّس الفرامل بعد التركيب.'),
    ],
    tags: ['bremsekaliper', 'caliper', 'brake caliper', 'bremser'],
  },
  {
    genericId: 83,
    name: L('Bremseslange', 'Brake hose', 'خرطوم الفرامل'),
    fitment: 'chassis',
    brands: ['ate', 'bosch', 'febi-bilstein'],
    price: [149, 449],
    weight: 4,
    criteria: [c(LENGTH, [210, 250, 280, 320, 380, 450], 'mm'), c(THREAD, ['M10x1', 'M10x1.25']), AXLE],
    texts: [
      L('Porøse slanger gir myk pedal.', 'Old hoses give a soft pedal.', 'الخراطيم التالفة ترخي الدواسة.'),
      L('Tåler høyt trykk og veisalt.', 'Resists high pressure and salt.', 'يتحمل الضغط العالي وملح الطرق.'),
    ],
    tags: ['bremseslange', 'brake hose', 'brake line', 'bremser'],
  },
  {
    genericId: 407,
    name: L('Slitasjevarsler', 'Brake pad wear sensor', 'حساس تآكل الفحمات'),
    fitment: 'chassis',
    brands: ['ate', 'bosch', 'febi-bilstein'],
    price: [79, 249],
    weight: 5,
    criteria: [c(LENGTH, [145, 245, 320, 550, 700], 'mm'), AXLE],
    texts: [
      L('Varsler når klossene er slitt.', 'Warns when the pads are worn.', 'ينبّه عند تآكل الفحمات.'),
      L('Byttes sammen med nye klosser.', 'Replace together with new pads.', 'يُستبدل مع الفحمات الجديدة.'),
    ],
    tags: ['slitasjevarsler', 'wear sensor', 'wear indicator', 'bremser'],
  },
  {
    genericId: 3578,
    name: L('ABS-sensor', 'ABS sensor', 'حساس ABS لسرعة العجلة'),
    fitment: 'chassis',
    brands: ['bosch', 'ate', 'febi-bilstein', 'hella'],
    price: [349, 1290],
    weight: 6,
    criteria: [c(SENSOR, ['Active sensor', 'Inductive sensor']), SIDE],
    texts: [
      L('Feil tenner ABS-lampen.', 'A fault lights the ABS lamp.', 'العطل يضيء لمبة ABS.'),
      L('Rengjør sensorringen først.', 'Clean the tone ring first.', 'نظّف حلقة الحساس أولاً.'),
    ],
    tags: ['abs-sensor', 'abs sensor', 'hjulsensor', 'wheel speed sensor', 'bremser'],
  },
  {
    genericId: 273,
    name: L('Bærearm', 'Control arm', 'ذراع التحكم (المقص)'),
    fitment: 'chassis',
    brands: ['lemforder', 'febi-bilstein'],
    price: [449, 2490],
    weight: 9,
    criteria: [
      c(ARM, ['Wishbone', 'Transverse Control Arm', 'Trailing Arm']),
      c(CONTENTS, ['with ball joint', 'with bushes', 'without ball joint']),
      SIDE,
    ],
    texts: [
      L('Slitte foringer gir klonk.', 'Worn bushes cause knocking.', 'الجلب المهترئة تسبب الطرق.'),
      L('Hjulstill bilen etter bytte.', 'Align the wheels after fitting.', 'اضبط زوايا العجلات بعد التركيب.'),
    ],
    tags: ['bærearm', 'baerearm', 'control arm', 'wishbone', 'understell', 'suspension'],
  },
  {
    genericId: 280,
    name: L('Kuleledd', 'Ball joint', 'مفصل كروي'),
    fitment: 'chassis',
    brands: ['lemforder', 'febi-bilstein'],
    price: [199, 790],
    weight: 6,
    criteria: [c(CONE, [16, 17, 18, 19, 21], 'mm'), FRONT],
    texts: [
      L('Slark gir ustabil styring.', 'Play makes the steering vague.', 'الخلوص يجعل التوجيه غير مستقر.'),
      L('Leveres med ny mutter.', 'Supplied with a new nut.', 'يأتي مع صامولة جديدة.'),
    ],
    tags: ['kuleledd', 'ball joint', 'understell', 'suspension'],
  },
  {
    genericId: 1023,
    name: L('Stabilisatorstag', 'Stabiliser link', 'وصلة عمود التوازن'),
    fitment: 'chassis',
    brands: ['lemforder', 'febi-bilstein'],
    price: [149, 549],
    weight: 8,
    criteria: [c(LENGTH, [190, 230, 260, 285, 300, 340], 'mm'), SIDE],
    texts: [
      L('Skrangler over fartsdumper?', 'Rattling over speed bumps?', 'خشخشة فوق المطبات؟'),
      L('Bytt parvis på samme aksel.', 'Replace in pairs on one axle.', 'استبدلها كزوج على المحور نفسه.'),
    ],
    tags: ['stabilisatorstag', 'stabstag', 'stabiliser link', 'sway bar link', 'understell'],
  },
  {
    genericId: 287,
    name: L('Foring bærearm', 'Control arm bush', 'جلبة ذراع التحكم'),
    fitment: 'chassis',
    brands: ['lemforder', 'febi-bilstein'],
    price: [129, 599],
    weight: 5,
    criteria: [c(INNER, [10, 12, 14, 16], 'mm'), c(OUTER, [45, 50, 56, 60, 66], 'mm'), AXLE],
    texts: [
      L('Foring i OE-kvalitet.', 'Bush in OE quality.', 'جلبة بجودة المصنع الأصلي.'),
      L('Krever press ved montering.', 'Needs a press to fit.', 'تتطلب مكبساً عند التركيب.'),
    ],
    tags: ['foring', 'bærearmsforing', 'control arm bush', 'bushing', 'understell'],
  },
  {
    genericId: 854,
    name: L('Støtdemper', 'Shock absorber', 'ممتص الصدمات'),
    fitment: 'chassis',
    brands: ['bilstein', 'sachs'],
    price: [590, 2490],
    weight: 10,
    criteria: [
      c(SHOCK, ['Gas Pressure', 'Oil Pressure', 'Twin-Tube', 'Mono-Tube']),
      c(DESIGN, ['Suspension Strut', 'Telescopic Shock Absorber']),
      AXLE,
    ],
    texts: [
      L('Slitte dempere gir lengre bremsevei.', 'Worn dampers brake longer.', 'الممتص المهترئ يطيل الكبح.'),
      L('Bytt alltid parvis per aksel.', 'Always replace in axle pairs.', 'استبدلها دائماً كزوج لكل محور.'),
    ],
    tags: ['støtdemper', 'stotdemper', 'shock absorber', 'damper', 'fjæring', 'suspension'],
  },
  {
    genericId: 219,
    name: L('Spiralfjær', 'Coil spring', 'نابض حلزوني'),
    fitment: 'chassis',
    brands: ['bilstein', 'sachs', 'febi-bilstein'],
    price: [390, 1290],
    weight: 7,
    criteria: [c(LENGTH, [250, 280, 310, 340, 370, 400], 'mm'), c(WIRE, [11, 12, 13, 14.5], 'mm'), AXLE],
    texts: [
      L('Bytt fjærene parvis.', 'Replace springs in pairs.', 'استبدل النوابض كزوج.'),
      L('Pulverlakkert mot veisalt.', 'Powder coated against road salt.', 'مطلي بالبودرة ضد ملح الطرق.'),
    ],
    tags: ['fjær', 'spiralfjær', 'coil spring', 'spring', 'fjæring'],
  },
  {
    genericId: 1578,
    name: L('Fjærbeinslager', 'Top strut mount', 'قاعدة تثبيت ممتص الصدمات'),
    fitment: 'chassis',
    brands: ['sachs', 'lemforder', 'febi-bilstein', 'bilstein'],
    price: [249, 990],
    weight: 6,
    criteria: [c(CONTENTS, ['with ball bearing', 'without ball bearing']), AXLE],
    texts: [
      L('Knirk når du svinger?', 'Creaking when you steer?', 'صرير عند لف المقود؟'),
      L('Bytt sammen med støtdemperne.', 'Replace with the shock absorbers.', 'استبدلها مع ممتصات الصدمات.'),
    ],
    tags: ['fjærbeinslager', 'toppfeste', 'top mount', 'strut mount', 'fjæring'],
  },
  {
    genericId: 914,
    name: L('Styrestagsende', 'Tie rod end', 'طرف ذراع التوجيه'),
    fitment: 'chassis',
    brands: ['lemforder', 'febi-bilstein'],
    price: [179, 690],
    weight: 8,
    criteria: [c(THREAD, ['M12x1.5', 'M14x1.5', 'M16x1.5']), c(CONE, [11.5, 12.7, 14.2], 'mm'), FRONT],
    texts: [
      L('Slark gir ujevn dekkslitasje.', 'Play causes uneven tyre wear.', 'الخلوص يسبب تآكل الإطارات.'),
      L('Hjulstilling anbefales.', 'Wheel alignment is advised.', 'يُنصح بضبط زوايا العجلات.'),
    ],
    tags: ['styrestagsende', 'styrekule', 'tie rod end', 'steering', 'forstilling'],
  },
  {
    genericId: 1003,
    name: L('Styrestag', 'Inner tie rod', 'قضيب التوجيه الداخلي'),
    fitment: 'chassis',
    brands: ['lemforder', 'febi-bilstein'],
    price: [199, 790],
    weight: 6,
    criteria: [c(LENGTH, [180, 210, 240, 280, 310], 'mm'), c(THREAD, ['M14x1.5', 'M16x1.5'])],
    texts: [
      L('Mellom styrestativ og stagende.', 'Between rack and rod end.', 'بين علبة التوجيه وطرف الذراع.'),
      L('Bytt gjerne mansjetten samtidig.', 'Replace the rack boot too.', 'استبدل الغطاء المطاطي أيضاً.'),
    ],
    tags: ['styrestag', 'indre styrestag', 'inner tie rod', 'axial joint', 'forstilling'],
  },
  {
    genericId: 1014,
    name: L('Mansjett styrestativ', 'Steering rack boot', 'غطاء مطاطي لعلبة التوجيه'),
    fitment: 'chassis',
    brands: ['lemforder', 'febi-bilstein'],
    price: [99, 349],
    weight: 4,
    criteria: [c(MATERIAL, ['Rubber', 'Thermoplastic'])],
    texts: [
      L('Holder vann og skitt ute.', 'Keeps water and dirt out.', 'يمنع دخول الماء والأوساخ.'),
      L('Leveres med klemmer.', 'Supplied with clamps.', 'يأتي مع المشابك.'),
    ],
    tags: ['mansjett', 'styremansjett', 'rack boot', 'steering', 'forstilling'],
  },
  {
    genericId: 654,
    name: L('Hjullagersett', 'Wheel bearing kit', 'طقم محمل العجلة'),
    fitment: 'chassis',
    brands: ['febi-bilstein', 'wanxiang'],
    price: [349, 1690],
    weight: 8,
    criteria: [c(INNER, [30, 35, 40, 42, 45], 'mm'), c(OUTER, [64, 68, 72, 75, 80, 84], 'mm'), AXLE],
    texts: [
      L('Dur som øker med farten?', 'A hum that rises with speed?', 'طنين يزداد مع السرعة؟'),
      L('Komplett sett med mutter.', 'Complete kit with axle nut.', 'طقم كامل مع صامولة المحور.'),
    ],
    tags: ['hjullager', 'hjullagersett', 'wheel bearing', 'bearing', 'lager'],
  },
  {
    genericId: 655,
    name: L('Hjulnav', 'Wheel hub', 'صرة العجلة'),
    fitment: 'chassis',
    brands: ['febi-bilstein', 'wanxiang'],
    price: [499, 1990],
    weight: 4,
    criteria: [c(STUDS, [4, 5]), c(PCD, [100, 108, 112, 114.3], 'mm'), AXLE],
    texts: [
      L('Lageret er ferdig innpresset.', 'Bearing already pressed in.', 'المحمل مركب مسبقاً بالضغط.'),
      L('Rask montering uten press.', 'Quick fitting without a press.', 'تركيب سريع بدون مكبس.'),
    ],
    tags: ['hjulnav', 'nav', 'wheel hub', 'hub', 'bakstilling'],
  },
  {
    genericId: 1190,
    name: L('Leddsett drivaksel', 'CV joint kit', 'طقم مفصل السرعة الثابتة'),
    fitment: 'chassis',
    brands: ['febi-bilstein', 'wanxiang'],
    price: [399, 1490],
    weight: 5,
    criteria: [c(TEETH, [22, 23, 25, 27, 30, 33, 36]), JOINT],
    texts: [
      L('Klikker det i svingene?', 'Clicking in tight turns?', 'طقطقة في المنعطفات؟'),
      L('Med mansjett, fett og klemmer.', 'With boot, grease and clamps.', 'مع الغطاء والشحم والمشابك.'),
    ],
    tags: ['drivakselledd', 'homokinetisk ledd', 'cv joint', 'driveshaft', 'drivaksel'],
  },
  {
    genericId: 1191,
    name: L('Mansjettsett drivaksel', 'CV boot kit', 'طقم جلد مفصل عمود الإدارة'),
    fitment: 'chassis',
    brands: ['febi-bilstein', 'wanxiang'],
    price: [149, 449],
    weight: 5,
    criteria: [JOINT, c(MATERIAL, ['Rubber', 'Thermoplastic'])],
    texts: [
      L('Sprukken mansjett skader leddet.', 'A split boot ruins the joint.', 'الغطاء المشقوق يتلف المفصل.'),
      L('Med spesialfett og klemmer.', 'With special grease and clamps.', 'مع شحم خاص ومشابك.'),
    ],
    tags: ['mansjett', 'drivakselmansjett', 'cv boot', 'driveshaft boot'],
  },
  {
    genericId: 1185,
    name: L('Drivaksel', 'Drive shaft', 'عمود الإدارة'),
    fitment: 'chassis',
    brands: ['wanxiang', 'febi-bilstein'],
    price: [1290, 4490],
    weight: 3,
    criteria: [c(LENGTH, [520, 580, 640, 720, 860, 940], 'mm'), FRONT],
    texts: [
      L('Komplett aksel, klar til montering.', 'Complete shaft, ready to fit.', 'عمود كامل جاهز للتركيب.'),
      L('Ny akselmutter følger med.', 'New axle nut included.', 'صامولة محور جديدة مرفقة.'),
    ],
    tags: ['drivaksel', 'drive shaft', 'cv axle', 'aksel'],
  },
  {
    genericId: 3501,
    name: L('Tilhengerfeste', 'Towbar', 'خطاف السحب'),
    fitment: 'chassis',
    brands: ['westfalia', 'oris'],
    price: [2990, 9990],
    weight: 2,
    criteria: [c(TOWBAR, ['Detachable', 'Swivelling', 'Fixed (flange)']), c(CONTENTS, ['with electric kit'])],
    texts: [
      L('EU-typegodkjent hengerfeste.', 'EU type-approved towbar.', 'خطاف سحب معتمد أوروبياً.'),
      L('Avtakbar kule gjemmes bort.', 'Detachable ball stows away.', 'الكرة القابلة للفك تُخزَّن بعيداً.'),
    ],
    tags: ['hengerfeste', 'tilhengerfeste', 'towbar', 'tow hitch', 'hengerkrok'],
  },
  {
    genericId: 3502,
    name: L('Elsett hengerfeste', 'Towbar electric kit', 'طقم كهرباء خطاف السحب'),
    fitment: 'chassis',
    brands: ['westfalia', 'oris'],
    price: [990, 3490],
    weight: 2,
    criteria: [c(PINS, [7, 13])],
    texts: [
      L('Kobles rett til bilens ledninger.', 'Plugs into the car wiring.', 'يوصل مباشرة بأسلاك السيارة.'),
      L('Støtter hengerstabilisering.', 'Supports trailer stability.', 'يدعم ثبات المقطورة.'),
    ],
    tags: ['elsett', 'hengerfeste', 'towbar wiring', 'wiring kit', '13-polet'],
  },
];
