import type en from './en';

export default {
  audit_logs: {
    title: 'Denetim günlükleri',
    subtitle: 'Her oturum açma adımı ve belirteç isteği, gerçekleştiği gibi. Gizli anahtarlar burada asla görünmez.',
    event: 'Olay',
    user: 'Kullanıcı',
    application: 'Uygulama',
    time: 'Zaman',
    result: 'Sonuç',
    success: 'Başarılı',
    error: 'Başarısız',
    all_events: 'Tüm olaylar',
    all_applications: 'Tüm uygulamalar',
    filter_user: 'Kullanıcı kimliğine göre filtrele',
    empty_title: 'Kayıt yok',
    empty_description: 'Kullanıcılar oturum açtıkça ve uygulamalar belirteç istedikçe kayıtlar burada görünür.',
    details_title: 'Kayıt',
    back_to_list: 'Denetim günlüklerine dön',
    ip: 'IP adresi',
    user_agent: 'Kullanıcı aracısı',
    error_detail: 'Hata',
    log_id: 'Kayıt kimliği',
    raw: 'Ham kayıt (JSON)',
  },
} satisfies typeof en;
