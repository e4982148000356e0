import type { IntegrationErrorCode } from './codes';

const trTR: Record<IntegrationErrorCode, string> = {
  'connector.not_found': 'Bağlayıcı mevcut değil.',
  'connector.factory_not_found': 'Bu kimliğe sahip yerleşik bir bağlayıcı yok.',
  'connector.type_in_use':
    'Kiracının bu türde zaten bir bağlayıcısı var (en fazla bir e-posta ve bir SMS): önce onu değiştirin veya kaldırın.',
  'connector.target_in_use': 'Bu kimlik sağlayıcı için zaten bir sosyal bağlayıcı var.',
  'connector.general': 'Bağlayıcı başarısız oldu.',
  'connector.invalid_metadata': 'Bağlayıcının meta verileri geçersiz.',
  'connector.unexpected_type': 'Bu bağlayıcı, bu isteğin gerektirdiği türde değil.',
  'connector.invalid_config_guard': 'Bağlayıcının yapılandırma formu şemasıyla eşleşmiyor.',
  'connector.invalid_request_parameters': 'Bağlayıcıya yapılan istekte geçersiz parametreler var.',
  'connector.insufficient_request_parameters': 'Bağlayıcıya yapılan istekte eksik parametreler var.',
  'connector.invalid_config': 'Bağlayıcının yapılandırması geçersiz.',
  'connector.invalid_certificate': 'Sertifika geçersiz.',
  'connector.invalid_response': 'Sağlayıcı isteği reddetti; yanıtı bu hatanın verilerinde.',
  'connector.template_not_found': 'Bu ileti türü için şablon yok.',
  'connector.template_not_supported': 'Bağlayıcı bu ileti türünü desteklemiyor.',
  'connector.rate_limit_exceeded':
    'Çok fazla istek gönderildiği için sağlayıcı şimdilik istekleri reddediyor; daha sonra tekrar deneyin.',
  'connector.not_implemented': 'Bağlayıcı bunu yapamaz.',
  'connector.social_auth_code_invalid': 'Kimlik sağlayıcı yetkilendirme kodunu reddetti.',
  'connector.social_invalid_access_token': 'Kimlik sağlayıcı erişim belirtecini reddetti.',
  'connector.social_invalid_id_token':
    'Kimlik sağlayıcının kimlik belirteci geçersiz (imza, yayıncı, hedef kitle, süre veya nonce).',
  'connector.authorization_failed': 'Kimlik sağlayıcı oturum açmaya izin vermedi.',
  'sso_connector.not_found': 'SSO bağlayıcısı mevcut değil.',
  'sso_connector.provider_not_available': 'Bu SSO sağlayıcısı bu sürümde henüz kullanılamıyor.',
  'sso_connector.invalid_config': 'SSO bağlayıcısının yapılandırması sağlayıcısı için geçerli değil.',
  'sso_connector.not_configured': 'Bu SSO bağlayıcısı henüz yapılandırılmadı: onunla kimse oturum açamaz.',
  'sso_connector.discovery_failed':
    'Kimlik sağlayıcısının OpenID Connect keşif belgesi okunamadı: yayıncıyı kontrol edin.',
  'sso_connector.domain_in_use': 'Bu e-posta alan adı zaten başka bir SSO bağlayıcısına ait.',
  'sso_connector.name_in_use': 'Başka bir SSO bağlayıcısı zaten bu ada sahip.',
  'sso_connector.identity_not_found': 'Kullanıcının bu SSO bağlayıcısında kimliği yok.',
  'sso_connector.identity_linked_to_another_user': 'Bu SSO kimliği zaten başka bir kullanıcıya bağlı.',
  'sso_connector.email_required': 'Kimlik sağlayıcısı, kurumsal SSO için gereken e-posta adresini göndermedi.',
  'sso_connector.saml_metadata_unreachable':
    'Kimlik sağlayıcının SAML meta veri URL’si meta veri döndürmedi: URL’yi kontrol edin.',
  'sso_connector.saml_invalid_metadata':
    'Bu XML bir kimlik sağlayıcının SAML meta verisi değil (oturum açma uç noktası ve imzalama sertifikası olan bir IDPSSODescriptor gerekir).',
  'sso_connector.saml_invalid_certificate': 'Kimlik sağlayıcının sertifikası geçerli bir X.509 sertifikası değil.',
  'sso_connector.saml_invalid_response': 'SAML yanıtı okunamadı.',
  'sso_connector.saml_invalid_signature': 'SAML onaylaması kimlik sağlayıcı tarafından imzalanmamış.',
  'sso_connector.saml_assertion_expired': 'SAML onaylamasının süresi dolmuş veya henüz geçerli değil.',
  'sso_connector.saml_assertion_replayed': 'Bu SAML onaylaması zaten kullanılmış.',
  'sso_connector.saml_audience_mismatch': 'SAML onaylaması başka bir hizmet sağlayıcı için düzenlenmiş.',
  'sso_connector.saml_recipient_mismatch': 'SAML yanıtı bu bağlayıcıdan farklı bir adrese gönderilmiş.',
  'sso_connector.saml_unknown_request': 'SAML yanıtı burada başlatılmış hiçbir oturum açma isteğine karşılık gelmiyor.',
  'sso_connector.test_session_not_found':
    'Bu bağlantı testi yok, süresi doldu veya zaten kullanıldı. Yeni bir test başlatın.',
  'saml_application.not_found': 'SAML uygulaması mevcut değil.',
  'saml_application.invalid_certificate': 'Hizmet sağlayıcının sertifikası geçerli bir X.509 sertifikası değil.',
  'saml_application.encryption_requirements':
    'Onayları şifrelemek, önce şifreleyip sonra imzalamayı ve hizmet sağlayıcının sertifikasını gerektirir.',
  'saml_application.secret_not_found': 'İmzalama sertifikası mevcut değil.',
  'saml_application.active_secret_undeletable':
    'Etkin imzalama sertifikası silinemez. Önce başka birini etkinleştirin.',
  'saml_application.active_secret_required':
    'Bir imzalama sertifikası etkin kalmalıdır. Bunun yerine başka birini etkinleştirin.',
  'saml_application.no_active_secret': 'SAML uygulamasının etkin imzalama sertifikası yok.',
  'saml_application.secret_expired': 'Bu sertifikanın süresi doldu: etkinleştirilemez. Yeni bir sertifika oluşturun.',
  'saml_application.active_secret_expired':
    'Uygulamanın etkin imzalama sertifikasının süresi doldu, bu nedenle hiçbir oturum açma yanıtlanmıyor. Bir yöneticinin geçerli bir sertifikayı etkinleştirmesi gerekir.',
  'saml_application.invalid_request': 'SAML isteği geçerli bir AuthnRequest değil.',
  'saml_application.issuer_mismatch':
    'SAML isteği, bu uygulamanın varlık kimliğinden farklı bir hizmet sağlayıcıdan geliyor.',
  'saml_application.acs_url_mismatch':
    "SAML isteği, yapılandırılandan farklı bir Assertion Consumer Service URL'si istiyor.",
  'saml_application.request_not_found':
    'Bu SAML oturum açma işlemi burada başlatılmadı, süresi doldu veya zaten tamamlandı.',
  'saml_application.sign_in_failed': 'SAML uygulaması için oturum açma başarılı olmadı.',
  'saml_application.email_required':
    'Kullanıcının, bu SAML uygulamasının NameID olarak kullandığı bir e-posta adresi yok.',
  'saml_application.request_signing_requirements':
    'İmzalı istek gerektiren bir SAML uygulaması, hizmet sağlayıcının istek imzalama sertifikasına ihtiyaç duyar.',
  'saml_application.request_signature_required':
    'Bu SAML uygulaması yalnızca imzalı istekleri kabul eder: istekte imza yok.',
  'saml_application.invalid_request_signature':
    'SAML isteğinin imzası eksik, desteklenmeyen bir algoritma kullanıyor veya hizmet sağlayıcının sertifikasıyla eşleşmiyor.',
  'sso_connector.idp_initiated_config_not_found':
    'SSO bağlayıcısının IdP tarafından başlatılan oturum açma yapılandırması yok.',
  'sso_connector.idp_initiated_not_supported':
    'IdP tarafından başlatılan oturum açma yalnızca SAML bağlayıcıları içindir.',
  'sso_connector.idp_initiated_app_not_eligible': 'Bu uygulama IdP tarafından başlatılan oturum açmaları alamaz.',
};

export default trTR;
