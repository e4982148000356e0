import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: 'تبديل المستأجر',
      tenants: 'المستأجرون',
      invitations: 'الدعوات',
      join: 'انضمام',
      pending: 'دعوات معلّقة',
    },
    tags: {
      development: 'تطوير',
      production: 'إنتاج',
    },
    status: {
      suspended: 'معلّق',
      mau_exceeded: 'تجاوز المستخدمين النشطين شهريًا',
      token_exceeded: 'تجاوز الرموز',
    },
    regions: {
      EU: 'أوروبا',
      US: 'الولايات المتحدة',
      AU: 'أستراليا',
    },
    plans: {
      free: 'مجانية',
      pro: 'احترافية',
      dev: 'تطوير',
      admin: 'إدارة',
      enterprise: 'مؤسسات',
    },
    fields: {
      name: 'اسم المستأجر',
      region: 'المنطقة',
      purpose: 'الغرض من الاستخدام',
    },
    create: {
      title: 'إنشاء مستأجر',
      submit: 'إنشاء مستأجر',
      created: 'تم إنشاء المستأجر.',
      purpose_development: 'للتطوير والاختبار، وليس للمستخدمين الفعليين.',
      purpose_production: 'لتطبيقك المنشور ومستخدميك الفعليين.',
    },
    welcome: {
      title: 'مرحبًا بك في Gatehouse',
      description: 'أنشئ مستأجرًا لتبدأ بإضافة التطبيقات والمستخدمين، أو انضم إلى مستأجر دُعيت إليه.',
    },
    onboarding: {
      title: 'أنشئ مستأجرك الأول',
      description: 'يضم المستأجر تطبيقاتك ومستخدميك وإعدادات تسجيل الدخول. يمكنك إضافة المزيد لاحقًا.',
      name: 'اسم المشروع',
      default_name: 'مشروعي',
      collaborators: 'دعوة متعاونين',
      collaborators_hint: 'اكتب عناوين البريد الإلكتروني ثم اضغط المسافة أو Enter. سينضمون بصفة متعاونين.',
      submit: 'إنشاء ومتابعة',
    },
    errors: {
      invalid_email: 'بعض العناوين ليست عناوين بريد صالحة. صحّحها أو أزلها؛ لا تُرسل الدعوات إلا للعناوين الصالحة.',
    },
    accept: {
      title: 'قبول الدعوة',
      email_mismatch_title: 'هذه الدعوة لبريد إلكتروني آخر',
      email_mismatch: 'أنت مسجّل الدخول باسم {{account}}. سجّل الدخول بالحساب المدعو لقبولها.',
      switch_account: 'تبديل الحساب',
      not_found: 'لم يتم العثور على الدعوة',
      invalid_status: 'حالة الدعوة غير صالحة: سبق قبولها أو إلغاؤها أو انتهت صلاحيتها.',
      failed: 'تعذّر قبول الدعوة. حاول مرة أخرى لاحقًا.',
      go_home: 'الانتقال إلى وحدة التحكم',
    },
  },
} satisfies Translated<typeof en, 'ar'>;
