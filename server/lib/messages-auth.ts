// Texts of sign-in, sign-up, two-factor and password reset, in every language. Mail texts carry
// {link} and {minutes}, filled in by fillText.
import type { Text } from './locale';

export const authTexts = {
  signInFailed: {
    no: 'Feil e-postadresse eller passord.',
    en: 'Wrong email address or password.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  emailTaken: {
    no: 'Vi kunne ikke opprette en konto med denne e-postadressen. Har du allerede en konto, kan du logge inn eller be om nytt passord.',
    en: 'We could not create an account with this email address. If you already have one, sign in or ask for a new password.',
    ar: 'تعذر إنشاء حساب بعنوان البريد الإلكتروني هذا. إذا كان لديك حساب بالفعل، فسجّل الدخول أو اطلب كلمة مرور جديدة.',
  },
  twoFactorRequired: {
    no: 'Skriv inn koden fra autentiseringsappen eller en reservekode.',
    en: 'Enter the code from your authenticator app or a backup code.',
    ar: 'أدخل الرمز من تطبيق المصادقة أو رمزًا احتياطيًا.',
  },
  twoFactorInvalid: {
    no: 'Koden er feil eller er allerede brukt.',
    en: 'The code is wrong or has already been used.',
    ar: 'الرمز غير صحيح أو تم استخدامه من قبل.',
  },
  twoFactorNotSetUp: {
    no: 'Start oppsettet av tofaktorautentisering først.',
    en: 'Start setting up two-factor authentication first.',
    ar: 'ابدأ إعداد المصادقة الثنائية أولًا.',
  },
  twoFactorAlreadyEnabled: {
    no: 'Tofaktorautentisering er allerede slått på.',
    en: 'Two-factor authentication is already on.',
    ar: 'المصادقة الثنائية مفعّلة بالفعل.',
  },
  twoFactorNotEnabled: {
    no: 'Tofaktorautentisering er ikke slått på.',
    en: 'Two-factor authentication is not on.',
    ar: 'المصادقة الثنائية غير مفعّلة.',
  },
  passwordTooShort: {
    no: 'Passordet må ha minst 8 tegn.',
    en: 'The password must have at least 8 characters.',
    ar: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.',
  },
  passwordTooLong: {
    no: 'Passordet kan ha høyst 128 tegn.',
    en: 'The password can have at most 128 characters.',
    ar: 'يمكن أن تتكون كلمة المرور من 128 حرفًا على الأكثر.',
  },
  passwordTooCommon: {
    no: 'Dette passordet er for vanlig. Velg et annet, gjerne en setning på flere ord.',
    en: 'This password is too common. Choose another one, for example a sentence of several words.',
    ar: 'كلمة المرور هذه شائعة جدًا. اختر كلمة أخرى، مثل جملة من عدة كلمات.',
  },
  oldPasswordWrong: {
    no: 'Det nåværende passordet er feil.',
    en: 'The current password is wrong.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  resetLinkSent: {
    no: 'Finnes det en konto med denne e-postadressen, har vi sendt en lenke for å lage nytt passord. Lenken virker i 15 minutter.',
    en: 'If an account exists for this email address, we have sent a link to choose a new password. The link works for 15 minutes.',
    ar: 'إذا كان هناك حساب بعنوان البريد الإلكتروني هذا، فقد أرسلنا رابطًا لاختيار كلمة مرور جديدة. يعمل الرابط لمدة 15 دقيقة.',
  },
  resetTokenInvalid: {
    no: 'Lenken for nytt passord er ugyldig eller utløpt. Be om en ny lenke.',
    en: 'The link to choose a new password is invalid or has expired. Ask for a new one.',
    ar: 'رابط اختيار كلمة مرور جديدة غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
  },
  resetMailSubject: {
    no: 'Nytt passord hos Bildeler',
    en: 'Choose a new password at Bildeler',
    ar: 'اختيار كلمة مرور جديدة في Bildeler',
  },
  resetMailText: {
    no: 'Hei!\n\nNoen (forhåpentligvis du) ba om å lage nytt passord for kontoen din hos Bildeler. Åpne lenken innen {minutes} minutter for å velge et nytt passord:\n\n{link}\n\nBa du ikke om dette, kan du se bort fra denne e-posten. Passordet ditt er ikke endret.\n\nHilsen Bildeler',
    en: 'Hello,\n\nSomeone (hopefully you) asked to choose a new password for your Bildeler account. Open this link within {minutes} minutes to choose a new password:\n\n{link}\n\nIf you did not ask for this, you can ignore this email. Your password has not been changed.\n\nBildeler',
    ar: 'مرحبًا،\n\nطلب شخص ما (نأمل أن تكون أنت) اختيار كلمة مرور جديدة لحسابك في Bildeler. افتح هذا الرابط خلال {minutes} دقيقة لاختيار كلمة مرور جديدة:\n\n{link}\n\nإذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة. لم يتم تغيير كلمة المرور الخاصة بك.\n\nBildeler',
  },
  registerAgainMailSubject: {
    no: 'Noen prøvde å opprette en konto med e-postadressen din',
    en: 'Someone tried to create an account with your email address',
    ar: 'حاول شخص ما إنشاء حساب بعنوان بريدك الإلكتروني',
  },
  registerAgainMailText: {
    no: 'Hei!\n\nNoen prøvde nettopp å opprette en ny konto hos Bildeler med e-postadressen din, men du har allerede en konto. Var det deg, kan du logge inn her (der kan du også be om nytt passord):\n\n{link}\n\nVar det ikke deg, trenger du ikke gjøre noe.\n\nHilsen Bildeler',
    en: 'Hello,\n\nSomeone just tried to create a new Bildeler account with your email address, but you already have an account. If it was you, sign in here (you can also ask for a new password there):\n\n{link}\n\nIf it was not you, there is nothing you need to do.\n\nBildeler',
    ar: 'مرحبًا،\n\nحاول شخص ما للتو إنشاء حساب جديد في Bildeler بعنوان بريدك الإلكتروني، لكن لديك حسابًا بالفعل. إذا كنت أنت، فسجّل الدخول من هنا (ويمكنك أيضًا طلب كلمة مرور جديدة هناك):\n\n{link}\n\nإذا لم تكن أنت، فلا داعي لفعل أي شيء.\n\nBildeler',
  },
} satisfies Record<string, Text>;

/** A text with its {name} placeholders filled in. */
export const fillText = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
