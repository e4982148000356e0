import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: 'مفاتيح التوقيع',
    subtitle:
      'المفاتيح التي توقّع الرموز وملفات تعريف الارتباط. دوّرها بانتظام: يظل المفتاح السابق يتحقق مما صدر بالفعل حتى تحذفه.',
    private_keys: 'مفاتيح توقيع الرموز',
    private_keys_description: 'منشورة في JWKS: تتحقق التطبيقات بها من رموز الهوية ورموز الوصول.',
    cookie_keys: 'مفاتيح ملفات تعريف الارتباط',
    cookie_keys_description: 'توقّع ملفات تعريف الارتباط لجلسات تسجيل الدخول.',
    id: 'معرّف المفتاح',
    algorithm: 'الخوارزمية',
    created: 'تاريخ الإنشاء',
    status: 'الحالة',
    current: 'الحالي',
    previous: 'السابق',
    rotate: 'تدوير',
    rotate_title: 'تدوير المفاتيح؟',
    rotate_description: 'يصبح مفتاح جديد هو الحالي. يصبح المفتاح الحالي هو السابق، ويُحذف أي مفتاح أقدم.',
    algorithm_label: 'خوارزمية التوقيع',
    rotated: 'تم تدوير المفاتيح.',
    delete: 'حذف',
    delete_title: 'حذف المفتاح السابق؟',
    delete_description: 'تتوقف الرموز الموقّعة بهذا المفتاح عن اجتياز التحقق فورًا.',
    deleted: 'تم حذف المفتاح.',
    empty: 'لا توجد مفاتيح',
  },
} satisfies Translated<typeof en, 'ar'>;
