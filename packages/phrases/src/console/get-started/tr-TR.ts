import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: 'Başlarken',
    welcome: 'Gatehouse’a hoş geldiniz',
    subtitle:
      'Kullanıcılarınızın oturum açmak için kullandığı her şey tek bir yerde. İlk uygulamanızı bağlamak için ihtiyacınız olanlar burada.',
    endpoints_title: 'Gatehouse uç noktalarınız',
    endpoints_description:
      'Uygulamalar, kullanıcıların oturumunu yayıncı üzerinden açar; arka uç hizmetleriniz ise yönetim API’sini çağırır.',
    issuer: 'Yayıncı (OpenID Connect)',
    discovery: 'OpenID yapılandırması',
    management_api: 'Yönetim API’si kaynak göstergesi',
    tenant_id: 'Kiracı kimliği',
    explore_title: 'Keşfedin',
    api_reference_title: 'Yönetim API’si referansı',
    api_reference_description: 'Araçlarınız ve betikleriniz için tüm yönetim uç noktalarını içeren OpenAPI belgesi.',
    docs_title: 'Belgeleri okuyun',
    docs_description: 'Uygulamaları bağlama, API’leri koruma ve Gatehouse’u çalıştırma kılavuzları.',
  },
} satisfies Translated<typeof en, 'tr-TR'>;
