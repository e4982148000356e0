import type { Translated } from '../../plurals';
import type en from './en';

export default {
  customize_jwt: {
    title: 'Özel JWT',
    subtitle: 'Her belirteç için korumalı alanda çalışan bir betikle erişim belirteçlerine talepler ekleyin.',
    user_token_title: 'Kullanıcı erişim belirteci',
    user_token_description: 'API kaynaklarınız için kullanıcılara verilen erişim belirteçleri.',
    m2m_token_title: 'Makineden makineye erişim belirteci',
    m2m_token_description: 'Makineden makineye uygulamalara (istemci kimlik bilgileri) verilen erişim belirteçleri.',
    configured: 'Özel talepler açık.',
    not_configured: 'Henüz özel talep yok.',
    add: 'Özel talep ekle',
    edit: 'Düzenle',
    delete_title: 'Özel talep betiği silinsin mi?',
    delete_message: 'Bu türdeki belirteçler artık ek talepleri taşımayacak. Ortam değişkenleri de silinir.',
    deleted: 'Özel talep betiği silindi.',
    editor_subtitle: 'getCustomJwtClaims yazın, örneklerle test edin, sonra kaydedin.',
    back: 'Özel JWT’ye dön',
    script: 'Betik',
    script_hint:
      'Bu türdeki her belirteç için en fazla 1 saniye çalışır; sunucu izin vermedikçe ağa veya dosyalara erişemez. sub, aud, exp veya scope gibi talepler geçersiz kılınamaz.',
    variables: 'Ortam değişkenleri',
    variables_hint:
      'Betiğin environmentVariables.AD olarak okuduğu gizli değerler. Değerleri şifreli saklanır ve bir daha gösterilmez.',
    saved_variables: 'Kayıtlı değişkenler',
    variable_name: 'Ad',
    variable_value: 'Değer',
    add_variable: 'Değişken ekle',
    invalid_variables: 'Değişken adı bir harf veya alt çizgiyle başlar ve yalnızca harf, rakam ve alt çizgi içerir.',
    samples: 'Deneme',
    samples_hint: 'Testin betiğe verdiği örnek belirteç ve bağlam (JSON).',
    token_sample: 'Örnek belirteç',
    context_sample: 'Örnek bağlam',
    test: 'Testi çalıştır',
    test_result: 'Belirtece eklenen talepler',
    error_access_denied: 'Erişim reddedildi:',
    error_general: 'Betik başarısız oldu:',
  },
} satisfies Translated<typeof en, 'tr-TR'>;
