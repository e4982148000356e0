import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: 'Çok faktörlü kimlik doğrulama',
    subtitle:
      'İlk oturum açma yönteminden sonra ikinci bir adım: kullanıcıların hangi faktörleri ekleyebileceği ve oturum açma sayfalarının ne zaman birini isteyeceği.',
    factors_title: 'Faktörler',
    factors_description: 'Kullanıcıların ekleyip oturum açarken doğrulayabileceği ikinci faktörler.',
    factors: {
      Totp: {
        title: 'Doğrulayıcı uygulama (TOTP)',
        description:
          'Google Authenticator veya 1Password gibi bir uygulamadan, 30 saniyede bir yenilenen altı haneli kod.',
      },
      WebAuthn: {
        title: 'Geçiş anahtarları (WebAuthn)',
        description: 'Parmak izi, yüz, ekran kilidi veya güvenlik anahtarı.',
      },
      BackupCode: {
        title: 'Yedek kodlar',
        description: 'Diğer faktör olmadan girmek için on adet tek kullanımlık kod. Açık başka bir faktör gerektirir.',
      },
      EmailVerificationCode: {
        title: 'E-posta kodu',
        description:
          'Kullanıcının birincil e-posta adresine gönderilen bir kod. E-postası olmayan kullanıcılar kullanamaz.',
      },
      PhoneVerificationCode: {
        title: 'SMS kodu',
        description:
          'Kullanıcının birincil telefon numarasına SMS ile gönderilen bir kod. Telefonu olmayan kullanıcılar kullanamaz.',
      },
    },
    passkey_title: 'Geçiş anahtarıyla oturum açma',
    passkey_description:
      'Geçiş anahtarı oluşturan kullanıcılar yalnızca onunla oturum açabilir: kullanıcı adı ve parola olmadan.',
    passkey_sign_in: 'Geçiş anahtarıyla oturum aç',
    passkey_needs_webauthn:
      'Yukarıda geçiş anahtarlarının (WebAuthn) açık olması gerekir: kullanıcılar onları ikinci faktör olarak oluşturur.',
    related_origins: 'İlişkili kaynaklar',
    related_origins_hint:
      'Kullanıcıların aynı geçiş anahtarlarını oluşturup kullanabileceği diğer https siteleriniz, örneğin https://shop.example.com. Tarayıcılar bunları /.well-known/webauthn adresinden okur; en fazla 20.',
    needs_email_connector: 'Etkin bir e-posta bağlayıcısı gerekir (Bağlayıcılar → E-posta ve SMS).',
    needs_sms_connector: 'Etkin bir SMS bağlayıcısı gerekir (Bağlayıcılar → E-posta ve SMS).',
    policy_title: 'İlke',
    policy_description: 'Oturum açma sayfalarının kullanıcılardan ne zaman ikinci faktör istediği.',
    policy: 'MFA ilkesi',
    policies: {
      UserControlled: {
        title: 'Her kullanıcıya bırakılır',
        description: 'Faktör eklemiş kullanıcılar oturum açarken doğrular; kimseden faktör eklemesi istenmez.',
      },
      Mandatory: {
        title: 'Zorunlu',
        description: 'Her kullanıcı bir faktör eklemeli ve her oturum açışta doğrulamalıdır. Atlanamaz.',
      },
      PromptOnlyAtSignIn: {
        title: 'Oturum açarken öner',
        description: 'Faktörü olmayan kullanıcılara oturum açarken faktör eklemeleri önerilir; atlayabilirler.',
      },
      PromptAtSignInAndSignUp: {
        title: 'Oturum açarken ve kayıtta öner',
        description: 'Aynı öneri, kayıt sırasında da.',
      },
      NoPrompt: {
        title: 'Asla önerme',
        description: 'Faktör eklemiş kullanıcılar doğrular; kimseye faktör eklemesi önerilmez.',
      },
    },
    remember_device_days: 'Bu cihazı hatırla (gün)',
    remember_device_hint:
      'Kullanıcılar güvendikleri bir cihazda ikinci faktörü bu kadar gün atlayabilir. 0 seçeneği gizler.',
    organization_title: 'MFA gerektiren organizasyonlar',
    organization_description:
      '“MFA gerektir” açık bir organizasyona oturum açan kullanıcılar, yukarıdaki ilkeden bağımsız olarak bir faktör ekleyip doğrulamalıdır; atlayamazlar.',
    errors: {
      mandatory_needs_factor: 'Zorunlu bir politika, yedek kodların yanında açık bir faktör gerektirir.',
      backup_needs_factor: 'Yedek kodlar için doğrulayıcı uygulama veya geçiş anahtarları açık olmalıdır.',
    },
    lockout_title: 'Kullanıcılar hesaplarına giremeyebilir',
    lockout_mandatory: 'Faktörü olmayan her kullanıcı yeniden oturum açmadan önce bir faktör eklemek zorunda kalacak.',
    lockout_factor_off: '{{factors}} eklemiş kullanıcılar artık bununla oturum açamayacak.',
    lockout_confirm: 'Yine de kaydet',
  },
} satisfies Translated<typeof en, 'tr-TR'>;
