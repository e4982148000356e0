import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: 'الملف الشخصي',
    subtitle: 'حسابك في وحدة تحكم Gatehouse.',
    settings_title: 'إعدادات الملف الشخصي',
    settings_description: 'صورتك واسمك واسم المستخدم الخاص بك.',
    avatar: 'عنوان URL للصورة الرمزية',
    avatar_hint: 'رابط https:// لصورة مربعة.',
    name: 'الاسم',
    username: 'اسم المستخدم',
    password_title: 'كلمة المرور',
    password_not_set: 'غير محددة',
    updated: 'تم تحديث الملف الشخصي.',
  },
} satisfies Translated<typeof en, 'ar'>;
