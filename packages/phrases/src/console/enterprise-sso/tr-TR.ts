import type { Translated } from '../../plurals';
import type en from './en';

export default {
  enterprise_sso: {
    title: 'Kurumsal SSO',
    subtitle:
      'Bir şirketin çalışanları kendi kimlik sağlayıcıları üzerinden oturum açar: şirketin e-posta alan adlarından birindeki bir adres yazıldığında oraya yönlendirilir.',
    add: 'Kurumsal bağlayıcı ekle',
    table_caption: 'Kurumsal SSO bağlayıcıları',
    name: 'Ad',
    provider: 'Sağlayıcı',
    domains: 'E-posta alan adları',
    no_domains: 'Henüz yok',
    empty_title: 'Henüz kurumsal bağlayıcı yok',
    empty_description:
      'Hizmet verdiğiniz bir şirketin kimlik sağlayıcısını bağlayın (Okta, Entra ID, Google Workspace veya herhangi bir OpenID Connect sağlayıcısı).',
    pick_title: 'Kimlik sağlayıcıyı seçin',
    pick_description: 'Bağlayıcı kişileri bu sağlayıcı üzerinden oturum açtırır; ayarları sonraki adımdadır.',
    coming_soon: 'Yakında',
    providers: {
      OIDC: { name: 'OpenID Connect', description: 'OpenID Connect destekleyen herhangi bir kimlik sağlayıcı.' },
      SAML: { name: 'SAML', description: 'SAML 2.0 destekleyen herhangi bir kimlik sağlayıcı.' },
      AzureAD: { name: 'Microsoft Entra ID (SAML)', description: 'Eski adıyla Azure AD olan Entra ID, SAML 2.0 ile.' },
      AzureAdOidc: {
        name: 'Microsoft Entra ID (OIDC)',
        description: 'Eski adıyla Azure AD olan Entra ID, OpenID Connect ile.',
      },
      GoogleWorkspace: { name: 'Google Workspace', description: 'Bir Google Workspace kuruluşunun hesapları.' },
      Okta: { name: 'Okta', description: 'Bir Okta kuruluşunun hesapları, OpenID Connect ile.' },
    },
    create_title: '{{provider}} bağlayıcısı ekle',
    create_subtitle:
      'Önce bağlayıcıya bir ad verin. Ardından Bağlantı sekmesi, kimlik sağlayıcıya kaydedilecek yönlendirme URI’sini oradan kopyalanacak ayarların yanında gösterir.',
    create: 'Bağlayıcı oluştur',
    created: '{{name}} oluşturuldu.',
    connector_name: 'Bağlayıcı adı',
    connector_name_hint: 'Sizin ve ekibiniz için; oturum açanlar Deneyim sekmesindeki görünen adı görür.',
    fields: {
      issuer: 'Yayıncı (issuer)',
      issuer_hint: 'Kimlik sağlayıcının URL’si; keşif belgesi buradan okunur.',
      clientId: 'İstemci kimliği',
      clientSecret: 'İstemci gizli anahtarı',
      scope: 'Kapsamlar (scopes)',
      scope_hint: 'Boşlukla ayrılmış, openid dahil. Boş bırakılırsa: openid profile email.',
    },
    not_configured: 'Yapılandırılmadı',
    not_configured_notice:
      'Bu bağlayıcının henüz bağlantı ayarları yok, bu yüzden oturum açma sayfaları onu sunmaz. Aşağıdaki yönlendirme URI’sini kimlik sağlayıcıya kaydedin, ardından size verdiği ayarları girip kaydedin.',
    redirect_title: 'Yönlendirme URI’si',
    redirect_description: 'Bu URI’yi kimlik sağlayıcıda, kişileri geri gönderdiği adres olarak kaydedin.',
    redirect_uri: 'Yönlendirme URI’si',
    details_tabs: 'Kurumsal SSO bağlayıcısı bölümleri',
    tab_connection: 'Bağlantı',
    tab_experience: 'Deneyim',
    connector_id: 'Bağlayıcı kimliği',
    general_title: 'Bağlayıcı',
    general_description: 'Bağlayıcının bu konsoldaki adı.',
    connection_title: 'Bağlantı',
    connection_description: 'Kimlik sağlayıcı ve orada kayıtlı uygulama.',
    branding_title: 'Oturum açma düğmesi',
    branding_description: 'Oturum açma sayfalarının bu bağlayıcı için gösterdikleri.',
    display_name: 'Görünen ad',
    logo: 'Logo URL’si',
    dark_logo: 'Koyu mod için logo URL’si',
    domains_title: 'E-posta alan adları',
    domains_description:
      'Bu alan adlarındaki adresler bu bağlayıcı üzerinden oturum açar. Bir alan adı kiracının tek bir bağlayıcısına aittir.',
    free_domain_warning:
      '{{domain}} ücretsiz bir e-posta alan adıdır: böyle bir adrese sahip herkes bu şirketin kimlik sağlayıcısına yönlendirilir.',
    domain_in_use: '{{domain}} zaten başka bir kurumsal bağlayıcıya ait.',
    sync_profile: 'Profili her oturum açışta eşitle',
    sync_profile_description:
      'Ad, resim ve e-posta her seferinde kimlik sağlayıcıdan güncellenir; aksi halde yalnızca ilk oturum açışta.',
    danger_title: 'Bağlayıcıyı sil',
    delete_description:
      '{{name}} üzerinden oturum açanlar artık bunu yapamaz; hesapları kalır. Alan adları serbest kalır.',
    delete: 'Bağlayıcıyı sil',
    remove_title: '{{name}} silinsin mi?',
    remove_message: 'Bağlayıcı, alan adları ve kullanıcıların ve kuruluşların ona olan bağlantıları silinir.',
    deleted: '{{name}} silindi.',
  },
} satisfies Translated<typeof en, 'tr-TR'>;
