import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: 'رفع',
    replace: 'استبدال',
    remove: 'إزالة',
    uploading: 'جارٍ الرفع…',
    no_image: 'لا توجد صورة',
    preview: 'معاينة {{label}}',
    hint: 'ارفع صورة أو أفلتها هنا ({{types}}، حتى {{size}})، أو الصق عنوان URL الخاص بها.',
    drop_here: 'أفلت الصورة هنا',
    url_only: 'الرفع غير مهيأ على هذا الخادم: الصق عنوان URL لصورة.',
    error_file_count: 'اختر ملفًا واحدًا فقط.',
    error_file_type: 'هذا النوع من الملفات غير مسموح به. المسموح: {{types}}.',
    error_file_size: 'الملف أكبر من {{limit}}.',
    error_upload: 'فشل الرفع. حاول مرة أخرى.',
    custom_ui: {
      not_configured: 'الرفع غير مهيأ على هذا الخادم.',
      label: 'واجهة تسجيل دخول مخصصة',
      description:
        'ارفع ملف ZIP لتطبيق تسجيل الدخول الخاص بك مع index.html في جذره. يحل محل صفحات تسجيل الدخول المضمنة.',
      none: 'لا شيء: تُعرض صفحات تسجيل الدخول المضمنة.',
      uploaded_at: 'رُفع في {{date}}',
      upload: 'رفع ZIP',
      replace: 'استبدال ZIP',
      remove: 'إزالة',
      error_file_type: 'اختر أرشيف ZIP.',
    },
  },
} satisfies Translated<typeof en, 'ar'>;
