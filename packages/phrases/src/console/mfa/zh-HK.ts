import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: '多重要素驗證',
    subtitle: '在第一種登入方式之後的第二步：用戶可以綁定哪些要素，以及登入頁面何時要求驗證。',
    factors_title: '要素',
    factors_description: '用戶可以綁定並在登入時驗證的第二要素。',
    factors: {
      Totp: {
        title: '驗證器應用程式 (TOTP)',
        description: '來自 Google Authenticator 或 1Password 等應用程式的六位數驗證碼，每 30 秒更新一次。',
      },
      WebAuthn: {
        title: '通行金鑰 (WebAuthn)',
        description: '指紋、臉孔、螢幕鎖定或安全金鑰。',
      },
      BackupCode: {
        title: '備用碼',
        description: '十組一次性驗證碼，可在沒有其他要素時登入。需要同時開啟另一個要素。',
      },
      EmailVerificationCode: {
        title: '電郵驗證碼',
        description: '傳送到用戶主要電郵地址的驗證碼。沒有電郵的用戶無法使用。',
      },
      PhoneVerificationCode: {
        title: '短訊驗證碼',
        description: '以短訊傳送到用戶主要電話號碼的驗證碼。沒有電話號碼的用戶無法使用。',
      },
    },
    passkey_title: '密鑰登入',
    passkey_description: '已建立密鑰的用戶可單憑密鑰登入：無需用戶名稱和密碼。',
    passkey_sign_in: '使用密鑰登入',
    passkey_needs_webauthn: '需要先開啟上方的密鑰（WebAuthn）：用戶會將密鑰建立為第二重因素。',
    related_origins: '關聯來源',
    related_origins_hint:
      '你的其他 https 網站，用戶可在其中建立及使用同一批密鑰，例如 https://shop.example.com。瀏覽器從 /.well-known/webauthn 讀取；最多 20 個。',
    needs_email_connector: '需要已啟用的電郵連接器（連接器 → 電郵與短訊）。',
    needs_sms_connector: '需要已啟用的短訊連接器（連接器 → 電郵與短訊）。',
    policy_title: '政策',
    policy_description: '登入頁面何時要求用戶提供第二要素。',
    policy: 'MFA 政策',
    policies: {
      UserControlled: {
        title: '由用戶決定',
        description: '已綁定要素的用戶在登入時驗證；不會要求任何人綁定。',
      },
      Mandatory: {
        title: '強制',
        description: '每位用戶都必須綁定一個要素，並在每次登入時驗證。無法略過。',
      },
      PromptOnlyAtSignIn: {
        title: '登入時建議',
        description: '登入時建議沒有要素的用戶綁定一個，可以略過。',
      },
      PromptAtSignInAndSignUp: {
        title: '登入及註冊時建議',
        description: '同樣的建議，註冊時也會出現。',
      },
      NoPrompt: {
        title: '永不建議',
        description: '已綁定要素的用戶進行驗證；不會建議任何人綁定。',
      },
    },
    remember_device_days: '記住此裝置（天）',
    remember_device_hint: '在信任的裝置上，用戶可在此天數內略過第二要素。0 表示隱藏此選項。',
    organization_title: '要求 MFA 的組織',
    organization_description:
      '登入開啟「要求 MFA」的組織時，無論上方的政策為何，用戶都必須綁定並驗證一個要素，且無法略過。',
    errors: {
      mandatory_needs_factor: '強制政策需要開啟備用碼以外的一個因素。',
      backup_needs_factor: '備用碼需要開啟驗證器應用程式或通行金鑰。',
    },
    lockout_title: '用戶可能無法登入',
    lockout_mandatory: '所有沒有要素的用戶在再次登入前都必須先綁定一個。',
    lockout_factor_off: '已綁定{{factors}}的用戶將無法再用它登入。',
    lockout_confirm: '仍要儲存',
  },
} satisfies Translated<typeof en, 'zh-HK'>;
