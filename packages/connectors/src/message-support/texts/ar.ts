import type en from './en';

export default {
  common: {
    filePath: 'مسار الملف',
    filePathHelp:
      'تُضاف كل رسالة إلى هذا الملف سطرًا واحدًا من JSON. يبدأ المسار النسبي من المجلد الذي يعمل فيه الخادم، ويجب أن ينتهي الاسم بـ .log أو .jsonl.',
    url: 'عنوان URL لنقطة النهاية',
    urlHelp: 'عنوان http أو https. تُرسَل إليه كل رسالة في طلب POST بصيغة JSON.',
    headers: 'ترويسات الطلب',
    headersHelp:
      'كائن JSON يضم ترويسات HTTP التي تُرسَل مع كل طلب، مثل ترويسة Authorization التي تحمل رمزك المميز. يُحفَظ سرًّا.',
  },
  devEmail: {
    name: 'بريد التطوير (السجل والملف)',
    description: 'للتطوير فقط: لا يُسلِّم أي بريد إلكتروني. يكتب كل رسالة مع رمزها أو رابطها في سجل الخادم وفي ملف.',
  },
  devSms: {
    name: 'رسائل SMS للتطوير (السجل والملف)',
    description: 'للتطوير فقط: لا يرسل أي رسالة نصية. يكتب كل رسالة مع رمزها في سجل الخادم وفي ملف.',
  },
  smtp: {
    name: 'SMTP',
    description: 'يرسل البريد الإلكتروني عبر أي خادم بريد أو مزوّد يقبل SMTP.',
    host: 'المضيف',
    hostHelp: 'اسم خادم البريد، مثل smtp.example.com.',
    port: 'المنفذ',
    portHelp: 'عادةً 587 مع STARTTLS، و465 مع TLS الضمني، و25 دون تشفير.',
    security: 'التشفير',
    securityHelp: 'طريقة حماية الاتصال بخادم البريد.',
    securityNone: 'بلا تشفير',
    securityStarttls: 'STARTTLS (إلزامي)',
    securityTls: 'TLS الضمني',
    username: 'اسم المستخدم',
    usernameHelp: 'اتركه فارغًا إذا كان الخادم لا يطلب تسجيل الدخول.',
    password: 'كلمة المرور',
    fromAddress: 'عنوان المرسِل',
    fromAddressHelp: 'العنوان الذي يصدر منه البريد، ويجب أن يسمح به خادم بريدك.',
    fromName: 'اسم المرسِل',
    fromNameHelp: 'يظهر بوصفه المرسِل. تكون الأولوية لاسم المرسِل المحدد في القالب.',
    ignoreInvalidCertificate: 'قبول الشهادات غير الصالحة',
    ignoreInvalidCertificateHelp:
      'للاختبار فقط: يقبل شهادة موقّعة ذاتيًا أو منتهية الصلاحية، مما يتيح للآخرين قراءة البريد في أثناء نقله.',
  },
  httpEmail: {
    name: 'البريد عبر HTTP',
    description: 'يرسل كل بريد إلكتروني بصيغة JSON إلى نقطة النهاية الخاصة بك، وهي التي تتولى تسليمه.',
  },
  httpSms: {
    name: 'رسائل SMS عبر HTTP',
    description: 'يرسل كل رسالة نصية بصيغة JSON إلى نقطة النهاية الخاصة بك أو إلى واجهة API لمزوّد الرسائل النصية.',
    bodyTemplate: 'نص الطلب',
    bodyTemplateHelp: 'JSON المراد إرساله. تُستبدَل {{to}} و{{text}} و{{code}} و{{type}} في نصوصه بقيم الرسالة.',
  },
  twilioSms: {
    name: 'رسائل Twilio النصية',
    description: 'يرسل الرسائل النصية عبر حسابك في Twilio.',
    accountSid: 'معرّف الحساب (Account SID)',
    accountSidHelp: 'يبدأ بـ AC، ويظهر في لوحة تحكم Twilio.',
    authToken: 'رمز المصادقة (Auth Token)',
    authTokenHelp: 'يظهر بجوار Account SID في لوحة تحكم Twilio.',
    fromNumber: 'رقم المرسِل',
    fromNumberHelp: 'رقم هاتف من Twilio بالصيغة الدولية، مثل +15551234567. لا حاجة إليه مع Messaging Service.',
    messagingServiceSid: 'معرّف Messaging Service',
    messagingServiceSidHelp: 'اختياري. يبدأ بـ MG، وعند تعيينه تختار Twilio المرسِل من الخدمة ولا يُستخدَم رقم المرسِل.',
  },
} satisfies typeof en;
