import type { MessagePhrases } from './en';

const zhCN: MessagePhrases = {
  layout: {
    ignore: '如果这不是您本人的操作，请忽略此消息。',
    codeLabel: '验证码',
    linkLabel: '打开链接',
  },
  SignIn: {
    subject: '您的登录验证码',
    body: '您的登录验证码是 {{code}}，10 分钟内有效。',
  },
  Register: {
    subject: '验证您的邮箱地址',
    body: '您的注册验证码是 {{code}}，10 分钟内有效。',
  },
  ForgotPassword: {
    subject: '重置密码',
    body: '您用于重置密码的验证码是 {{code}}，10 分钟内有效。',
  },
  MagicLink: {
    subject: '您的登录链接',
    body: '打开此链接即可登录。链接只能使用一次，并将很快过期：{{link}}',
  },
  OrganizationInvitation: {
    subject: '您收到一个组织邀请',
    body: '您已受邀加入一个组织。请通过以下链接接受邀请：{{link}}',
  },
  Generic: {
    subject: '您的验证码',
    body: '您的验证码是 {{code}}，10 分钟内有效。',
  },
  UserPermissionValidation: {
    subject: '确认是您本人',
    body: '您用于确认此次账号变更的验证码是 {{code}}，10 分钟内有效。',
  },
  BindNewIdentifier: {
    subject: '验证您的新地址',
    body: '您用于将此地址添加到账号的验证码是 {{code}}，10 分钟内有效。',
  },
  MfaVerification: {
    subject: '您的两步验证码',
    body: '您的两步验证码是 {{code}}，10 分钟内有效。',
  },
};

export default zhCN;
