import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: '多因素认证',
    subtitle: '在第一种登录方式之后的第二步：用户可以绑定哪些因素，以及登录页面何时要求验证。',
    factors_title: '因素',
    factors_description: '用户可以绑定并在登录时验证的第二因素。',
    factors: {
      Totp: {
        title: '身份验证器应用 (TOTP)',
        description: '来自 Google Authenticator 或 1Password 等应用的六位数验证码，每 30 秒更新一次。',
      },
      WebAuthn: {
        title: '通行密钥 (WebAuthn)',
        description: '指纹、面容、屏幕锁或安全密钥。',
      },
      BackupCode: {
        title: '备用码',
        description: '十个一次性验证码，用于在没有其他因素时登录。需要同时开启另一个因素。',
      },
      EmailVerificationCode: {
        title: '邮件验证码',
        description: '发送到用户主邮箱的验证码。没有邮箱的用户无法使用。',
      },
      PhoneVerificationCode: {
        title: '短信验证码',
        description: '通过短信发送到用户主手机号的验证码。没有手机号的用户无法使用。',
      },
    },
    passkey_title: '通行密钥登录',
    passkey_description: '已创建通行密钥的用户可仅凭通行密钥登录：无需用户名和密码。',
    passkey_sign_in: '使用通行密钥登录',
    passkey_needs_webauthn: '需要先开启上方的通行密钥（WebAuthn）：用户将通行密钥作为第二因素创建。',
    related_origins: '关联来源',
    related_origins_hint:
      '你的其他 https 网站，用户可以在其中创建和使用同一批通行密钥，例如 https://shop.example.com。浏览器从 /.well-known/webauthn 读取；最多 20 个。',
    needs_email_connector: '需要已启用的邮件连接器（连接器 → 邮件和短信）。',
    needs_sms_connector: '需要已启用的短信连接器（连接器 → 邮件和短信）。',
    policy_title: '策略',
    policy_description: '登录页面何时要求用户提供第二因素。',
    policy: 'MFA 策略',
    policies: {
      UserControlled: {
        title: '由用户决定',
        description: '已绑定因素的用户在登录时验证；不会要求任何人绑定。',
      },
      Mandatory: {
        title: '强制',
        description: '每位用户都必须绑定一个因素，并在每次登录时验证。不可跳过。',
      },
      PromptOnlyAtSignIn: {
        title: '登录时建议',
        description: '登录时建议没有因素的用户绑定一个，可以跳过。',
      },
      PromptAtSignInAndSignUp: {
        title: '登录和注册时建议',
        description: '同样的建议，注册时也会出现。',
      },
      NoPrompt: {
        title: '从不建议',
        description: '已绑定因素的用户进行验证；不会建议任何人绑定。',
      },
    },
    remember_device_days: '记住此设备（天）',
    remember_device_hint: '在信任的设备上，用户可在此天数内跳过第二因素。0 表示隐藏此选项。',
    organization_title: '要求 MFA 的组织',
    organization_description:
      '登录到开启了“要求 MFA”的组织时，无论上面的策略如何，用户都必须绑定并验证一个因素，且不可跳过。',
    errors: {
      mandatory_needs_factor: '强制策略需要开启备用码以外的一个因素。',
      backup_needs_factor: '备用码需要开启身份验证器应用或通行密钥。',
    },
    lockout_title: '用户可能无法登录',
    lockout_mandatory: '所有没有因素的用户在再次登录前都必须先绑定一个。',
    lockout_factor_off: '已绑定{{factors}}的用户将无法再用它登录。',
    lockout_confirm: '仍然保存',
  },
} satisfies Translated<typeof en, 'zh-CN'>;
