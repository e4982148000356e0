import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: 'Kiracı değiştir',
      tenants: 'Kiracılar',
      invitations: 'Davetler',
      join: 'Katıl',
      pending: 'Bekleyen davetler',
    },
    tags: {
      development: 'Geliştirme',
      production: 'Üretim',
    },
    status: {
      suspended: 'Askıya alındı',
      mau_exceeded: 'MAU aşıldı',
      token_exceeded: 'Token aşıldı',
    },
    regions: {
      EU: 'Avrupa',
      US: 'Amerika Birleşik Devletleri',
      AU: 'Avustralya',
    },
    plans: {
      free: 'Ücretsiz',
      pro: 'Pro',
      dev: 'Geliştirme',
      admin: 'Yönetici',
      enterprise: 'Kurumsal',
    },
    fields: {
      name: 'Kiracı adı',
      region: 'Bölge',
      purpose: 'Kullanım amacı',
    },
    create: {
      title: 'Kiracı oluştur',
      submit: 'Kiracı oluştur',
      created: 'Kiracı oluşturuldu.',
      purpose_development: 'Geliştirme ve test için. Gerçek kullanıcılar için değil.',
      purpose_production: 'Canlı uygulamanız ve gerçek kullanıcılar için.',
    },
    welcome: {
      title: "Gatehouse'a hoş geldiniz",
      description:
        'Uygulama ve kullanıcı eklemeye başlamak için bir kiracı oluşturun ya da davet edildiğiniz birine katılın.',
    },
    onboarding: {
      title: 'İlk kiracınızı oluşturun',
      description:
        'Kiracı; uygulamalarınızı, kullanıcılarınızı ve oturum açma ayarlarınızı barındırır. Daha sonra başkalarını ekleyebilirsiniz.',
      name: 'Proje adı',
      default_name: 'Projem',
      collaborators: 'Ekip arkadaşlarını davet et',
      collaborators_hint: 'E-posta adreslerini yazıp boşluk ya da Enter tuşuna basın. Ortak çalışan olarak katılırlar.',
      submit: 'Oluştur ve devam et',
    },
    errors: {
      invalid_email:
        'Bazı adresler geçerli e-posta değil. Düzeltin ya da kaldırın; yalnızca geçerli olanlar davet edilir.',
    },
    accept: {
      title: 'Daveti kabul et',
      email_mismatch_title: 'Bu davet başka bir e-posta için',
      email_mismatch: '{{account}} olarak oturum açtınız. Kabul etmek için davet edilen hesapla oturum açın.',
      switch_account: 'Hesap değiştir',
      not_found: 'Davet bulunamadı',
      invalid_status: 'Geçersiz davet durumu: zaten kabul edilmiş, iptal edilmiş ya da süresi dolmuş.',
      failed: 'Davet kabul edilemedi. Daha sonra yeniden deneyin.',
      go_home: 'Konsola git',
    },
  },
} satisfies Translated<typeof en, 'tr-TR'>;
