import type { Translated } from '../../plurals';
import type en from './en';

export default {
  custom_phrases: {
    title: 'Özel ifadeler',
    description:
      'Oturum açma sayfalarının herhangi bir metnini yerleşik bir dilde ya da yaklaşık 150 diğer dilden birinde değiştirin.',
    languages_with_phrases: 'Özel ifadeleri olan diller',
    none: 'Henüz hiçbir dilin özel ifadesi yok.',
    manage: 'Dilleri yönet',
    modal_title: 'Dilleri yönet',
    modal_description:
      'Bir dil seçin, ardından yerleşik metnin yerine geçecek metni yazın. Oturum açma sayfaları, kaydedilir kaydedilmez onu gösterir.',
    languages: 'Diller',
    custom_badge: 'Özel',
    built_in_badge: 'Yerleşik',
    not_saved_badge: 'Kaydedilmedi',
    add_language: 'Dil ekle',
    search_languages: 'Dil ara',
    language_to_add: 'Dil',
    no_language_matches: 'Aramanızla eşleşen dil yok.',
    add: 'Ekle',
    base_note: 'Boş bırakılan bir ifade, yerleşik {{language}} metnini gösterir.',
    search_phrases: 'İfade ara',
    only_customized: 'Yalnızca özelleştirilmiş ifadeler',
    column_key: 'Anahtar',
    column_built_in: 'Yerleşik metin',
    column_custom: 'Özel metin',
    custom_text_for: '{{key}} için özel metin',
    phrases_of: '{{language}} ifadeleri',
    no_phrase_matches: 'Aramanızla eşleşen ifade yok.',
    delete_language: 'Dili sil',
    delete_title: '{{language}} özel ifadeleri silinsin mi?',
    delete_message:
      'Oturum açma sayfaları yeniden yerleşik metni gösterir. Yerleşik olmayan bir dil artık bu sayfalarda seçilemez.',
    discard_title: 'Kaydedilmemiş değişiklikler atılsın mı?',
    discard_message: '{{language}} ifadelerindeki değişiklikleriniz kaydedilmedi ve kaybolacak.',
    saved: '{{language}} özel ifadeleri kaydedildi.',
    deleted: '{{language}} özel ifadeleri silindi.',
    fallback_in_use:
      '{{language}}, oturum açma deneyiminin yedek dili. İfadelerini silmeden önce başka bir yedek dil seçin.',
  },
} satisfies Translated<typeof en, 'tr-TR'>;
