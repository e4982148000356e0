import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: 'İmzalama anahtarları',
    subtitle:
      'Belirteçleri ve çerezleri imzalayan anahtarlar. Düzenli olarak döndürün: önceki anahtar, siz silene kadar önceden verilenleri doğrulamaya devam eder.',
    private_keys: 'Belirteç imzalama anahtarları',
    private_keys_description: 'JWKS içinde yayımlanır: uygulamalar ID ve erişim belirteçlerini bunlarla doğrular.',
    cookie_keys: 'Çerez anahtarları',
    cookie_keys_description: 'Oturum açma oturumlarının çerezlerini imzalar.',
    id: 'Anahtar kimliği',
    algorithm: 'Algoritma',
    created: 'Oluşturulma',
    status: 'Durum',
    current: 'Geçerli',
    previous: 'Önceki',
    rotate: 'Döndür',
    rotate_title: 'Anahtarlar döndürülsün mü?',
    rotate_description: 'Yeni bir anahtar geçerli olur. Geçerli anahtar önceki olur ve daha eski anahtarlar silinir.',
    algorithm_label: 'İmzalama algoritması',
    rotated: 'Anahtarlar döndürüldü.',
    delete: 'Sil',
    delete_title: 'Önceki anahtar silinsin mi?',
    delete_description: 'Bu anahtarla imzalanmış belirteçler hemen doğrulanamaz hale gelir.',
    deleted: 'Anahtar silindi.',
    empty: 'Anahtar yok',
  },
} satisfies Translated<typeof en, 'tr-TR'>;
