import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: 'Başlangıç kontrol listesi',
    description: 'Bu kiracıyı ayarladıkça kendiliğinden işaretlenir.',
    hide: 'Listeyi gizle',
    create_application: 'Bir uygulama oluştur',
    customize_sign_in: 'Oturum açma deneyimini özelleştir',
    add_connector: 'Bir bağlayıcı ekle',
    create_user: 'Bir kullanıcı oluştur',
    invite_teammate: 'Bir ekip arkadaşını davet et',
    done: 'Tamamlandı',
    to_do: 'Yapılacak',
  },
} satisfies Translated<typeof en, 'tr-TR'>;
