import type { MessagePhrases } from './en';

const zhTW: MessagePhrases = {
  layout: {
    ignore: '如果這不是您本人提出的要求，請忽略這則訊息。',
    codeLabel: '驗證碼',
    linkLabel: '開啟連結',
  },
  SignIn: {
    subject: '您的登入驗證碼',
    body: '您的登入驗證碼是 {{code}}，10 分鐘內有效。',
  },
  Register: {
    subject: '驗證您的電子郵件地址',
    body: '您用於建立帳號的驗證碼是 {{code}}，10 分鐘內有效。',
  },
  ForgotPassword: {
    subject: '重設密碼',
    body: '您用於重設密碼的驗證碼是 {{code}}，10 分鐘內有效。',
  },
  MagicLink: {
    subject: '您的登入連結',
    body: '開啟此連結即可登入。連結只能使用一次，並將很快過期：{{link}}',
  },
  OrganizationInvitation: {
    subject: '您受邀加入組織',
    body: '您已受邀加入一個組織。請透過以下連結接受邀請：{{link}}',
  },
  Generic: {
    subject: '您的驗證碼',
    body: '您的驗證碼是 {{code}}，10 分鐘內有效。',
  },
  UserPermissionValidation: {
    subject: '確認您的身分',
    body: '您用於確認此帳號變更的驗證碼是 {{code}}，10 分鐘內有效。',
  },
  BindNewIdentifier: {
    subject: '驗證您的新地址',
    body: '您用於將此地址新增至帳號的驗證碼是 {{code}}，10 分鐘內有效。',
  },
  MfaVerification: {
    subject: '您的兩步驟驗證碼',
    body: '您的兩步驟驗證碼是 {{code}}，10 分鐘內有效。',
  },
};

export default zhTW;
