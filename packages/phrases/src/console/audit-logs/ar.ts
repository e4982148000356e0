import type en from './en';

export default {
  audit_logs: {
    title: 'سجلات التدقيق',
    subtitle: 'كل خطوة من خطوات تسجيل الدخول وكل طلب رمز، كما حدثت تمامًا. لا تظهر الأسرار هنا أبدًا.',
    event: 'الحدث',
    user: 'المستخدم',
    application: 'التطبيق',
    time: 'الوقت',
    result: 'النتيجة',
    success: 'نجاح',
    error: 'فشل',
    all_events: 'جميع الأحداث',
    all_applications: 'جميع التطبيقات',
    filter_user: 'التصفية حسب معرّف المستخدم',
    empty_title: 'لا توجد سجلات',
    empty_description: 'تظهر السجلات هنا عندما يسجّل المستخدمون الدخول وتطلب التطبيقات الرموز.',
    details_title: 'السجل',
    back_to_list: 'العودة إلى سجلات التدقيق',
    ip: 'عنوان IP',
    user_agent: 'وكيل المستخدم',
    error_detail: 'الخطأ',
    log_id: 'معرّف السجل',
    raw: 'السجل الخام (JSON)',
  },
} satisfies typeof en;
