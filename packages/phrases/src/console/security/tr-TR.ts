import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: 'Güvenlik',
    subtitle:
      'Oturum açmayı ve kaydı botlara ve parola tahminine karşı koruyun, hangi e-posta adreslerinin kaydolabileceğini seçin.',
    captcha: {
      title: 'CAPTCHA',
      description:
        'Oturum açmadan veya kaydolmadan önce CAPTCHA isteyin. Sağlayıcı her yanıtı sunucudan sunucuya doğrular.',
      enable: 'Oturum açma ve kayıtta CAPTCHA iste',
      enable_description: 'Bir sağlayıcı yapılandırıldığı sürece geçerlidir.',
      not_configured: 'Henüz yapılandırılmış bir sağlayıcı yok.',
      configured: '{{provider}}, site anahtarı {{siteKey}}',
      set_up: 'Sağlayıcı yapılandır',
      edit: 'Sağlayıcıyı düzenle',
      page_title: 'CAPTCHA sağlayıcısı',
      page_subtitle: 'Oturum açma sayfalarında pencere öğesini gösteren ve yanıtını doğrulayan hizmet.',
      back: 'Güvenliğe dön',
      provider: 'Sağlayıcı',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'Site anahtarı',
      secret_key: 'Gizli anahtar',
      secret_key_hint:
        'reCAPTCHA Enterprise için bir API anahtarı. Şifrelenmiş olarak saklanır ve bir daha gösterilmez.',
      project_id: 'Proje kimliği',
      guide: 'Bu anahtarlar nasıl alınır',
      delete_title: 'Sağlayıcıyı sil',
      delete_description: 'Oturum açma ve kayıt artık CAPTCHA istemez.',
      delete_confirm: 'CAPTCHA sağlayıcısı silinsin mi? Oturum açma ve kayıt artık CAPTCHA istemeyecek.',
      deleted: 'CAPTCHA sağlayıcısı silindi.',
    },
    guides: {
      Turnstile: {
        title: 'Cloudflare Turnstile’ı yapılandırın',
        step_1: 'Cloudflare panosunda Turnstile’ı açın ve bir pencere öğesi ekleyin.',
        step_2: 'Oturum açma sayfalarınızın ana bilgisayar adını pencere öğesinin alan adlarına ekleyin.',
        step_3: 'Site anahtarını ve gizli anahtarı CAPTCHA sağlayıcısı formuna kopyalayın.',
      },
      RecaptchaEnterprise: {
        title: 'reCAPTCHA Enterprise’ı yapılandırın',
        step_1: 'Google Cloud konsolunda projeniz için reCAPTCHA Enterprise API’sini etkinleştirin.',
        step_2: 'Oturum açma sayfalarınızın ana bilgisayar adı için puana dayalı bir web sitesi anahtarı oluşturun.',
        step_3:
          'reCAPTCHA Enterprise ile sınırlı bir API anahtarı oluşturun, ardından site anahtarını, API anahtarını ve proje kimliğini girin.',
      },
    },
    lockout: {
      title: 'Kilitleme',
      description:
        'Bu kadar başarısız parola denemesinden sonra hesap bir süre kilitlenir. Doğru parola sayacı sıfırlar.',
      max_attempts: 'Kilitlemeden önceki başarısız deneme sayısı',
      lockout_duration: 'Dakika cinsinden kilit süresi',
    },
    unlock: {
      title: 'Hesabın kilidini aç',
      description: 'Kilidi hemen kaldırın: kilitlenen kullanıcı adını, e-posta adresini veya telefon numarasını girin.',
      identifier: 'Kullanıcı adı, e-posta veya telefon numarası',
      submit: 'Kilidi aç',
      done: '“{{identifier}}” kilidi açıldı.',
    },
    blocklist: {
      title: 'E-posta engel listesi',
      description: 'Kayıt sırasında ve kullanıcılar hesaplarına e-posta eklediğinde reddedilen e-posta adresleri.',
      domains: 'Engellenen alan adları',
      domains_hint: 'Her satıra bir alan adı; alt alan adları da engellenir.',
      block_free: 'Ücretsiz e-posta sağlayıcılarını engelle',
      block_free_description: 'gmail.com, outlook.com ve yahoo.com gibi yaygın ücretsiz sağlayıcıları reddeder.',
      block_subaddressing: 'Alt adresleri engelle',
      block_subaddressing_description: 'ad+news@example.com gibi + etiketli adresleri reddeder.',
    },
  },
} satisfies Translated<typeof en, 'tr-TR'>;
