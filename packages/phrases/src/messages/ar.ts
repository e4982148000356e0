import type { MessagePhrases } from './en';

const ar: MessagePhrases = {
  layout: {
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
    codeLabel: 'رمزك',
    linkLabel: 'افتح الرابط',
  },
  SignIn: {
    subject: 'رمز تسجيل الدخول الخاص بك',
    body: 'رمز تسجيل الدخول الخاص بك هو {{code}}. تنتهي صلاحيته خلال 10 دقائق.',
  },
  Register: {
    subject: 'أكّد عنوان بريدك الإلكتروني',
    body: 'رمز إنشاء حسابك هو {{code}}. تنتهي صلاحيته خلال 10 دقائق.',
  },
  ForgotPassword: {
    subject: 'إعادة تعيين كلمة المرور',
    body: 'رمز إعادة تعيين كلمة المرور الخاص بك هو {{code}}. تنتهي صلاحيته خلال 10 دقائق.',
  },
  OrganizationInvitation: {
    subject: 'دعوة للانضمام إلى مؤسسة',
    body: 'تمت دعوتك للانضمام إلى مؤسسة. يمكنك قبول الدعوة من هنا: {{link}}',
  },
  Generic: {
    subject: 'رمز التحقق الخاص بك',
    body: 'رمز التحقق الخاص بك هو {{code}}. تنتهي صلاحيته خلال 10 دقائق.',
  },
  UserPermissionValidation: {
    subject: 'تأكيد هويتك',
    body: 'رمز تأكيد هذا التغيير على حسابك هو {{code}}. تنتهي صلاحيته خلال 10 دقائق.',
  },
  BindNewIdentifier: {
    subject: 'تأكيد عنوانك الجديد',
    body: 'رمز إضافة هذا العنوان إلى حسابك هو {{code}}. تنتهي صلاحيته خلال 10 دقائق.',
  },
  MfaVerification: {
    subject: 'رمز التحقق بخطوتين',
    body: 'رمز التحقق بخطوتين الخاص بك هو {{code}}. تنتهي صلاحيته خلال 10 دقائق.',
  },
};

export default ar;
