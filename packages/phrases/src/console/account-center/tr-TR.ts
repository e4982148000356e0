import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: 'Hesap merkezi',
    description:
      'Oturum açmış kullanıcıların kendi hesaplarını Hesap API’si (/api/my-account) üzerinden alan alan görmesine ve değiştirmesine izin verin.',
    enable: 'Hesap API’sini etkinleştir',
    enable_description: 'Kapalıyken alanlar neye izin verirse versin, Hesap API’sine gelen her istek reddedilir.',
    disabled_notice: 'Hesap API’si kapalı: aşağıdaki alan ayarları, siz etkinleştirdiğiniz anda geçerli olur.',
    security_title: 'Oturum açma tanımlayıcıları ve kimlik bilgileri',
    security_description:
      'Bunlardan birini değiştirmek yeni bir kimlik kanıtı gerektirir: mevcut parola ya da mevcut e-postaya veya telefona gönderilen bir kod.',
    profile_title: 'Profil verileri',
    profile_description: 'Kullanıcılar bunları ek doğrulama olmadan doğrudan değiştirir.',
    controls: {
      Off: 'Kapalı',
      ReadOnly: 'Salt okunur',
      Edit: 'Düzenleme',
    },
    fields: {
      name: 'Görünen ad',
      avatar: 'Profil resmi',
      profile: 'Profil bilgileri',
      customData: 'Özel veriler',
      username: 'Kullanıcı adı',
      email: 'Birincil e-posta',
      phone: 'Birincil telefon',
      password: 'Parola',
      social: 'Sosyal hesaplar',
      mfa: 'Çok faktörlü kimlik doğrulama',
    },
    hints: {
      profile: 'Standart profil özellikleri: ad, takma ad, adres ve benzerleri.',
      customData: 'Kullanıcıda tutulan serbest biçimli JSON; bir düzenleme onu tümüyle değiştirir.',
      username: 'Kiracı içinde benzersiz kalmalıdır.',
      email: 'Yeni bir adres, ona gönderilen bir kodla doğrulanır.',
      phone: 'Yeni bir numara, ona gönderilen bir kodla doğrulanır.',
      password: 'Yeni bir parola, parola politikasına uymalıdır.',
      social: 'Bağlı sosyal hesaplar görülebilir; Hesap API’si henüz bunları değiştirmez.',
      mfa: 'Hesap API’si henüz çok faktörlü kimlik doğrulamayı yönetmez.',
    },
  },
} satisfies Translated<typeof en, 'tr-TR'>;
