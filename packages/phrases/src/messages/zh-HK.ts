import type { MessagePhrases } from './en';

const zhHK: MessagePhrases = {
  layout: {
    ignore: '如非你本人提出此要求，請忽略此訊息。',
    codeLabel: '驗證碼',
    linkLabel: '開啟連結',
  },
  SignIn: {
    subject: '你的登入驗證碼',
    body: '你的登入驗證碼為 {{code}}，10 分鐘內有效。',
  },
  Register: {
    subject: '驗證你的電郵地址',
    body: '你用於建立帳戶的驗證碼為 {{code}}，10 分鐘內有效。',
  },
  ForgotPassword: {
    subject: '重設密碼',
    body: '你用於重設密碼的驗證碼為 {{code}}，10 分鐘內有效。',
  },
  MagicLink: {
    subject: '你的登入連結',
    body: '開啟此連結即可登入。連結只能使用一次，並將很快過期：{{link}}',
  },
  OrganizationInvitation: {
    subject: '你獲邀加入組織',
    body: '你已獲邀加入一個組織。請透過以下連結接受邀請：{{link}}',
  },
  Generic: {
    subject: '你的驗證碼',
    body: '你的驗證碼為 {{code}}，10 分鐘內有效。',
  },
  UserPermissionValidation: {
    subject: '確認你的身份',
    body: '你用於確認此帳戶變更的驗證碼為 {{code}}，10 分鐘內有效。',
  },
  BindNewIdentifier: {
    subject: '驗證你的新地址',
    body: '你用於將此地址加入帳戶的驗證碼為 {{code}}，10 分鐘內有效。',
  },
  MfaVerification: {
    subject: '你的兩步驗證碼',
    body: '你的兩步驗證碼為 {{code}}，10 分鐘內有效。',
  },
};

export default zhHK;
