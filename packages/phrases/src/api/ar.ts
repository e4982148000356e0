import type { ErrorCode } from '@gatehouse/schemas/errors';

const ar: Record<ErrorCode, string> = {
  'request.internal_error': 'خطأ داخلي في الخادم.',
  'request.invalid_json': 'نص الطلب ليس JSON صالحًا.',
  'request.payload_too_large': 'نص الطلب كبير جدًا.',
  'request.unsupported_media_type': 'يجب أن يكون نص الطلب بتنسيق JSON (Content-Type: application/json).',
  'route.not_found': 'لا يوجد مسار توجيه في API يطابق هذه الطريقة وهذا المسار.',
  'guard.invalid_input': 'الطلب غير صالح.',
  'guard.invalid_pagination':
    'ترقيم الصفحات غير صالح: يجب أن تكون قيمة page مساوية لـ 1 أو أكبر، وقيمة page_size بين 1 و100.',
  'auth.unauthorized': 'المصادقة مطلوبة: أرسل رمز وصول صالحًا من نوع bearer.',
  'auth.forbidden': 'الأذونات غير كافية.',
  'tenant.not_found': 'المستأجر غير موجود.',
  'status.database_unavailable': 'قاعدة البيانات لا تستجيب.',
  'entity.unique_integrity_violation': 'يوجد بالفعل كيان له القيمة الفريدة نفسها.',
  'application.not_found': 'التطبيق غير موجود.',
  'application.invalid_redirect_uri': 'أحد عناوين URI لإعادة التوجيه غير صالح لهذا النوع من التطبيقات.',
  'application.secrets_not_supported': 'هذا النوع من التطبيقات عام وليس له أسرار.',
  'application.secret_not_found': 'سر التطبيق غير موجود.',
  'application.secret_name_exists': 'يحتوي التطبيق بالفعل على سر بهذا الاسم.',
  'application.roles_not_supported': 'لا يمكن تعيين الأدوار إلا لتطبيقات الآلة إلى الآلة.',
  'application.role_type_mismatch': 'لا يمكن أن تُعيَّن لتطبيق إلا أدوار الآلة إلى الآلة.',
  'application.protected_application_not_supported': 'لا يمكن إنشاء هذا النوع من التطبيقات بعد.',
  'application.read_only': 'يُدار هذا التطبيق بواسطة Gatehouse ولا يمكن تغييره أو حذفه.',
  'role.not_found': 'الدور غير موجود.',
};

export default ar;
