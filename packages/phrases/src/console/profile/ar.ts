import type en from './en';

export default {
  profile: {
    title: 'الملف الشخصي',
    subtitle: 'حسابك في وحدة تحكم Gatehouse.',
    settings_title: 'إعدادات الملف الشخصي',
    avatar: 'عنوان URL للصورة الرمزية',
    avatar_hint: 'رابط https:// لصورة مربعة.',
    name: 'الاسم',
    username: 'اسم المستخدم',
    password_title: 'كلمة المرور',
    password_not_set: 'غير محددة',
    invalid_url: 'أدخل عنوان URL صالحًا يبدأ بـ http(s).',
    invalid_username: 'يبدأ اسم المستخدم بحرف لاتيني أو بشرطة سفلية، تليه أحرف لاتينية أو أرقام أو شرطات سفلية.',
    updated: 'تم تحديث الملف الشخصي.',
  },
} satisfies typeof en;
