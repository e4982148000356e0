import type { Translated } from '../../plurals';
import type en from './en';

export default {
  profile: {
    title: 'Profil',
    subtitle: 'Gatehouse konsol hesabınız.',
    settings_title: 'Profil ayarları',
    settings_description: 'Resminiz, adınız ve kullanıcı adınız.',
    avatar: 'Avatar URL’si',
    avatar_hint: 'Kare bir görsele giden https:// bağlantısı.',
    name: 'Ad',
    username: 'Kullanıcı adı',
    password_title: 'Parola',
    password_not_set: 'Ayarlanmadı',
    updated: 'Profil güncellendi.',
  },
} satisfies Translated<typeof en, 'tr-TR'>;
