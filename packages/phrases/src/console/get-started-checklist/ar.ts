import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: 'قائمة البدء',
    description: 'تُعلَّم تلقائيًا كلما أعددت هذا المستأجر.',
    hide: 'إخفاء القائمة',
    create_application: 'إنشاء تطبيق',
    customize_sign_in: 'تخصيص تجربة تسجيل الدخول',
    add_connector: 'إضافة موصل',
    create_user: 'إنشاء مستخدم',
    invite_teammate: 'دعوة زميل في الفريق',
    done: 'تم',
    to_do: 'للإنجاز',
  },
} satisfies Translated<typeof en, 'ar'>;
