import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: 'الأمان',
    subtitle:
      'احمِ تسجيل الدخول والتسجيل من الروبوتات وتخمين كلمات المرور، واختر عناوين البريد الإلكتروني المسموح لها بالتسجيل.',
    captcha: {
      title: 'CAPTCHA',
      description: 'اطلب CAPTCHA قبل تسجيل الدخول أو التسجيل. يتحقق المزوّد من كل إجابة مباشرةً بين الخوادم.',
      enable: 'اشتراط CAPTCHA عند تسجيل الدخول والتسجيل',
      enable_description: 'يسري ما دام هناك مزوّد مُعدّ.',
      not_configured: 'لم يُعدّ أي مزوّد بعد.',
      configured: '{{provider}}، مفتاح الموقع {{siteKey}}',
      set_up: 'إعداد مزوّد',
      edit: 'تعديل المزوّد',
      page_title: 'مزوّد CAPTCHA',
      page_subtitle: 'الخدمة التي تعرض الأداة في صفحات تسجيل الدخول وتتحقق من إجابتها.',
      back: 'العودة إلى الأمان',
      provider: 'المزوّد',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'مفتاح الموقع',
      secret_key: 'المفتاح السري',
      secret_key_hint: 'في reCAPTCHA Enterprise هو مفتاح API. يُخزَّن مشفّرًا ولا يُعرض مرة أخرى.',
      project_id: 'معرّف المشروع',
      guide: 'كيفية الحصول على هذه المفاتيح',
      delete_title: 'حذف المزوّد',
      delete_description: 'لن يطلب تسجيل الدخول والتسجيل CAPTCHA بعد الآن.',
      delete_confirm: 'هل تريد حذف مزوّد CAPTCHA؟ لن يطلب تسجيل الدخول والتسجيل CAPTCHA بعد الآن.',
      deleted: 'حُذف مزوّد CAPTCHA.',
    },
    guides: {
      Turnstile: {
        title: 'إعداد Cloudflare Turnstile',
        step_1: 'في لوحة تحكم Cloudflare، افتح Turnstile وأضف أداة.',
        step_2: 'أضف اسم المضيف لصفحات تسجيل الدخول إلى نطاقات الأداة.',
        step_3: 'انسخ مفتاح الموقع والمفتاح السري إلى نموذج مزوّد CAPTCHA.',
      },
      RecaptchaEnterprise: {
        title: 'إعداد reCAPTCHA Enterprise',
        step_1: 'في وحدة تحكم Google Cloud، فعّل واجهة reCAPTCHA Enterprise API لمشروعك.',
        step_2: 'أنشئ مفتاح موقع قائمًا على النقاط لاسم المضيف لصفحات تسجيل الدخول.',
        step_3: 'أنشئ مفتاح API مقصورًا على reCAPTCHA Enterprise، ثم أدخل مفتاح الموقع ومفتاح API ومعرّف المشروع.',
      },
    },
    lockout: {
      title: 'القفل',
      description:
        'بعد هذا العدد من محاولات كلمة المرور الفاشلة يُقفل الحساب لبعض الوقت. كلمة المرور الصحيحة تعيد العدّ إلى الصفر.',
      max_attempts: 'المحاولات الفاشلة قبل القفل',
      lockout_duration: 'مدة القفل بالدقائق',
    },
    unlock: {
      title: 'إلغاء قفل حساب',
      description: 'ارفع القفل الآن: أدخل اسم المستخدم أو البريد الإلكتروني أو رقم الهاتف المقفل.',
      identifier: 'اسم المستخدم أو البريد الإلكتروني أو رقم الهاتف',
      submit: 'إلغاء القفل',
      done: 'أُلغي قفل «{{identifier}}».',
    },
    blocklist: {
      title: 'قائمة حظر البريد الإلكتروني',
      description: 'عناوين البريد الإلكتروني المرفوضة عند التسجيل وعندما يضيف المستخدمون بريدًا إلى حساباتهم.',
      domains: 'النطاقات المحظورة',
      domains_hint: 'نطاق واحد في كل سطر؛ وتُحظر نطاقاته الفرعية أيضًا.',
      block_free: 'حظر مزوّدي البريد المجاني',
      block_free_description: 'يرفض المزوّدين المجانيين الشائعين مثل gmail.com وoutlook.com وyahoo.com.',
      block_subaddressing: 'حظر العناوين الفرعية',
      block_subaddressing_description: 'يرفض العناوين التي تحمل وسم +، مثل name+news@example.com.',
    },
  },
} satisfies Translated<typeof en, 'ar'>;
