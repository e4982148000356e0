import type { ErrorCode } from '@gatehouse/schemas/errors';

const trTR: Record<ErrorCode, string> = {
  'request.internal_error': 'Dahili sunucu hatası.',
  'request.invalid_json': 'İstek gövdesi geçerli bir JSON değil.',
  'request.invalid_characters':
    'İstek kaydedilemeyen metin içeriyor: bir NUL karakteri, eksik bir vekil çifti veya hatalı yüzde kodlaması.',
  'request.headers_too_large': 'İstek başlıkları çok büyük.',
  'request.malformed': 'İstek geçerli bir HTTP değil.',
  'request.payload_too_large': 'İstek gövdesi çok büyük.',
  'request.unsupported_media_type': 'İstek gövdesi JSON olmalıdır (Content-Type: application/json).',
  'route.not_found': 'Bu yöntem ve yolla eşleşen bir API rotası yok.',
  'guard.invalid_input': 'İstek geçersiz.',
  'guard.invalid_pagination': 'Geçersiz sayfalama: page en az 1, page_size ise 1 ile 100 arasında olmalıdır.',
  'auth.unauthorized': 'Kimlik doğrulaması gerekiyor: geçerli bir bearer erişim belirteci gönderin.',
  'auth.forbidden': 'Yetersiz izinler.',
  'tenant.not_found': 'Kiracı mevcut değil.',
  'tenant.built_in': 'Yerleşik kiracılar bu şekilde değiştirilemez.',
  'tenant.region_not_served': 'Bu dağıtım o bölgeye hizmet vermiyor.',
  'tenant.insufficient_scope': 'Bu kiracıdaki rolünüz buna izin vermiyor.',
  'tenant_member.last_admin': 'Kiracının son yöneticisi kaldırılamaz veya yönetici rolünü kaybedemez.',
  'subscription.quota_exceeded': 'Kota sınırı aşıldı.',
  'tenant_member.not_found': 'Kullanıcı bu kiracının üyesi değil.',
  'tenant_invitation.invitees_refused': 'Hiçbir davet gönderilmedi: e-posta adreslerinden bazıları davet edilemiyor.',
  'status.database_unavailable': 'Veritabanı yanıt vermiyor.',
  'entity.unique_integrity_violation': 'Aynı benzersiz değere sahip bir varlık zaten mevcut.',
  'application.not_found': 'Uygulama mevcut değil.',
  'application.invalid_redirect_uri': 'Yönlendirme URI’lerinden biri bu uygulama türü için geçerli değil.',
  'application.secrets_not_supported': 'Bu uygulama türü herkese açıktır ve gizli anahtarı yoktur.',
  'application.secret_not_found': 'Uygulama gizli anahtarı mevcut değil.',
  'application.secret_name_exists': 'Uygulamanın bu ada sahip bir gizli anahtarı zaten var.',
  'application.roles_not_supported': 'Yalnızca makineden makineye uygulamalara rol atanabilir.',
  'application.role_type_mismatch': 'Bir uygulamaya yalnızca makineden makineye roller atanabilir.',
  'application.protected_application_not_supported': 'Bu uygulama türü henüz oluşturulamaz.',
  'application.read_only': 'Bu uygulama Gatehouse tarafından yönetilir ve değiştirilemez veya silinemez.',
  'application.third_party_only': 'Bu ayar yalnızca üçüncü taraf uygulamalarda bulunur.',
  'role.not_found': 'Rol mevcut değil.',
  'request.too_many_requests': 'Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.',
  'password_rejected.too_short': 'Parola çok kısa.',
  'password_rejected.too_long': 'Parola çok uzun.',
  'password_rejected.unsupported_characters': 'Parola izin verilmeyen karakterler içeriyor.',
  'password_rejected.character_types':
    'Parola daha fazla karakter türü içermelidir (küçük harf, büyük harf, rakam, sembol).',
  'password_rejected.pwned': 'Bu parola bir veri ihlalinde ortaya çıkmış. Lütfen başka bir parola seçin.',
  'password_rejected.restricted.repetition': 'Parolada aynı karakter çok sık tekrarlanıyor.',
  'password_rejected.restricted.sequence': 'Parola "abc" veya "123" gibi kolay bir dizi içeriyor.',
  'password_rejected.restricted.words': 'Parola izin verilmeyen bir kelime içeriyor.',
  'password_rejected.restricted.user_info':
    'Parola, adınız veya e-posta adresiniz gibi kişisel bilgilerinizi içeriyor.',
  'session.interaction_not_found':
    'Oturum açma işlemi bulunamadı veya süresi doldu. Lütfen uygulamadan yeniden başlayın.',
  'session.interaction_event_required': 'Lütfen önce oturum açma, kayıt veya parola sıfırlama işlemini başlatın.',
  'session.verification_not_found': 'Doğrulama bulunamadı veya süresi doldu. Lütfen yeniden doğrulayın.',
  'session.not_identified': 'Hesap henüz tanımlanmadı.',
  'session.invalid_credentials': 'Hesap veya parola yanlış.',
  'session.sso_required': 'Bu e-posta, kuruluşunuzun çoklu oturum açması ile oturum açar.',
  'session.too_many_attempts': 'Çok fazla başarısız deneme yapıldı. Lütfen daha sonra tekrar deneyin.',
  'session.sign_in_method_not_enabled': 'Bu oturum açma yöntemi etkin değil.',
  'session.sign_in_disabled': 'Burada oturum açılamaz; bunun yerine bir hesap oluşturun.',
  'session.registration_disabled': 'Burada hesap oluşturulamaz.',
  'session.missing_profile': 'İşlemi tamamlamak için daha fazla bilgi gerekiyor.',
  'session.capability_not_available': 'Bu oturum açma şekli henüz kullanılamıyor.',
  'session.consent_required': 'Devam etmek için onayınız gerekiyor.',
  'user.not_found': 'Kullanıcı mevcut değil.',
  'user.suspended': 'Bu hesap askıya alınmış.',
  'user.username_already_in_use': 'Bu kullanıcı adı zaten kullanılıyor.',
  'user.email_already_in_use': 'Bu e-posta adresi zaten kullanılıyor.',
  'user.phone_already_in_use': 'Bu telefon numarası zaten kullanılıyor.',
  'user.invalid_username':
    'Kullanıcı adı bir harf veya alt çizgiyle başlar ve yalnızca harf, rakam ve alt çizgi içerir.',
  'user.invalid_email': 'E-posta adresi geçerli değil.',
  'user.invalid_phone': 'Telefon numarası geçerli değil: ülke koduyla birlikte yalnızca rakam kullanın.',
  'user.identity_not_found': 'Kullanıcının bu bağlayıcı için bağlı bir kimliği yok.',
  'user.invalid_password_digest': 'Parola özeti, algoritmasının biçimiyle eşleşmiyor.',
  'sign_in_experience.invalid_configuration': 'Oturum açma deneyimi ayarları tutarsız.',
  'sign_in_experience.mfa_factor_needs_connector':
    'İkinci faktör olarak e-posta veya SMS kodları için etkin bir e-posta veya SMS bağlayıcısı gerekir.',
  'log.not_found': 'Günlük kaydı mevcut değil.',
  'resource.not_found': 'API kaynağı mevcut değil.',
  'resource.indicator_in_use': 'Bu gösterge zaten başka bir API kaynağı tarafından kullanılıyor.',
  'resource.invalid_indicator':
    'API tanımlayıcısı, https://api.example.com gibi parça (fragment) içermeyen mutlak bir URI olmalıdır.',
  'resource.read_only': 'Bu API kaynağı Gatehouse tarafından yönetilir ve değiştirilemez veya silinemez.',
  'scope.not_found': 'İzin mevcut değil.',
  'scope.name_in_use': 'Bu API kaynağının bu ada sahip bir izni zaten var.',
  'scope.invalid_name': 'İzin adı boş olamaz veya boşluk içeremez.',
  'role.name_in_use': 'Bu ada sahip başka bir rol zaten var.',
  'role.type_mismatch':
    'Bu rol başka bir türde: kullanıcı rolleri kullanıcılara, makineden makineye roller ise makineden makineye uygulamalara atanır.',
  'role.read_only': 'Bu rol Gatehouse tarafından yönetilir ve değiştirilemez veya silinemez.',
  'organization.not_found': 'Kuruluş mevcut değil.',
  'organization.member_not_found': 'Kullanıcı veya uygulama bu kuruluşun üyesi değil.',
  'organization.require_membership':
    'Kuruluşun rolleri yalnızca üyelerine verilebilir: önce onları üye olarak ekleyin.',
  'organization.machine_to_machine_only': 'Bir kuruluşa yalnızca makineden makineye uygulamalar katılabilir.',
  'organization_role.not_found': 'Kuruluş rolü mevcut değil.',
  'organization_role.name_in_use': 'Bu ada sahip başka bir kuruluş rolü zaten var.',
  'organization_role.type_mismatch':
    'Bu kuruluş rolü başka türde: kullanıcı rolleri üyelere, makineden makineye roller uygulamalara verilir.',
  'organization_scope.not_found': 'Kuruluş izni mevcut değil.',
  'organization_scope.name_in_use': 'Bu ada sahip başka bir kuruluş izni zaten var.',
  'organization_jit.email_domain_not_found':
    'Bu e-posta alan adı, kuruluşun tam zamanında (JIT) sağlama listesinde yok.',
  'organization_invitation.not_found': 'Davet mevcut değil.',
  'organization_invitation.invitee_is_member': 'Bu e-posta adresi zaten kuruluşun bir üyesine ait.',
  'organization_invitation.pending_exists': 'Bu e-posta adresi için kuruluşa bekleyen bir davet zaten var.',
  'organization_invitation.invalid_expiry': 'Son kullanma zamanı gelecekte olmalıdır.',
  'organization_invitation.invalid_status':
    'Davet artık beklemede değil: kabul edildi, iptal edildi veya süresi doldu.',
  'organization_invitation.email_mismatch':
    'Davet, kullanıcının birincil e-postasından farklı bir e-posta adresine gönderilmiş.',
  'organization_invitation.no_email_connector':
    'Bir e-posta bağlayıcısı kurulu olmadığından e-posta gönderilmedi: davet bağlantısını kendiniz iletin (bağlantı bu hatanın verilerinde ve davette yer alır).',
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
  'verification_code.not_found': 'Bu adrese doğrulama kodu gönderilmedi veya daha yenisiyle değiştirildi.',
  'verification_code.expired': 'Doğrulama kodunun süresi doldu; yenisini isteyin.',
  'verification_code.code_mismatch': 'Doğrulama kodu yanlış.',
  'verification_code.exceed_max_try': 'Çok fazla hatalı deneme: bu kod artık çalışmıyor. Yenisini isteyin.',
  'verification_code.too_soon': 'Az önce bir kod gönderildi; başka bir kod istemeden önce bekleyin.',
  'verification_code.no_connector':
    'Kodu iletebilecek etkin bir e-posta veya SMS bağlayıcısı yok: Bağlayıcılar bölümünde birini kurun.',
  'email_template.not_found': 'E-posta şablonu mevcut değil.',
  'custom_phrase.not_found': 'Bu dil için özel ifade yok.',
  'custom_phrase.invalid_language_tag': 'Bu, desteklenen dil etiketlerinden biri değil.',
  'custom_phrase.unknown_keys': 'Bazı anahtarlar oturum açma sayfalarının ifadeleri değil.',
  'custom_phrase.fallback_language_in_use':
    'Bu dil, oturum açma deneyiminin yedek dili: ifadelerini silmeden önce başka bir yedek dil seçin.',
  'session.identifier_not_verified':
    'Hesap oluşturmadan önce bu e-posta veya telefonun bir kodla doğrulanması gerekir.',
  'session.invalid_connector_state':
    'Oturum açma burada başlatılmadı ya da sağlayıcı başka bir state döndürdü: baştan başlayın.',
  'one_time_token.not_found': 'Eşleşen tek kullanımlık belirteç yok.',
  'one_time_token.expired': 'Bu bağlantının süresi doldu: yenisini isteyin.',
  'one_time_token.consumed': 'Bu bağlantı zaten kullanıldı: her biri yalnızca bir kez çalışır.',
  'one_time_token.revoked': 'Bu bağlantı iptal edildi.',
  'one_time_token.not_active': 'Yalnızca etkin bir tek kullanımlık belirteç iptal edilebilir.',
  'one_time_token.no_email_connector':
    'Bir e-posta bağlayıcısı kurulu değil, bu yüzden bağlantı e-postayla gönderilemez: bir bağlayıcı kurun ya da bağlantıyı kendiniz iletin.',
  'guard.file_size': 'Dosya, 20 MB yükleme sınırından büyük.',
  'guard.mime_type_not_allowed':
    'Bu türde dosya yüklenemez. İzin verilenler: JPEG, PNG, GIF, ICO, SVG, TIFF, WebP, BMP ve ZIP.',
  'guard.file_type_mismatch': 'Dosyanın içeriği bildirdiği türde değil.',
  'guard.file_missing': 'Dosya gönderilmedi: multipart/form-data alanı “file” içinde gönderin.',
  'guard.too_many_files': 'Her yüklemede tam olarak bir dosya gönderin.',
  'request.multipart_required': 'İstek gövdesi multipart/form-data olmalıdır.',
  'storage.not_configured': 'Bu sunucuda yükleme yapılandırılmamış.',
  'storage.unavailable': 'Dosya depolama yanıt vermiyor; daha sonra yeniden deneyin.',
  'custom_ui.invalid_zip': 'Dosya geçerli bir ZIP arşivi değil.',
  'custom_ui.missing_index': 'Arşivin kökünde index.html yok.',
  'custom_ui.unsafe_path':
    'Arşivdeki bir girdinin yolu güvenli değil (mutlak, “..”, sürücü veya ters eğik çizgi) ya da girdi bir bağlantı.',
  'custom_ui.too_large': 'Arşiv açıldığında 100 MB’ı veya dosyalarından biri 20 MB’ı aşıyor.',
  'custom_ui.too_many_files': 'Arşivde 1.000’den fazla dosya var.',
  'custom_ui.unknown_asset': 'Bu kimlikle yüklenmiş bir özel arayüz yok.',
  'account_center.not_enabled': 'Hesap merkezi bu kiracı için kapalı: Hesap API’si kullanılamıyor.',
  'account_center.field_not_enabled': 'Bu hesap alanı hesap merkezinde kapalı.',
  'account_center.field_read_only': 'Bu hesap alanı hesap merkezinde salt okunur.',
  'account_center.identity_not_verified':
    'Önce kimliğinizi doğrulayın: yakın tarihli bir doğrulama kaydının kimliğini logto-verification-id başlığında gönderin.',
  'account_center.last_identifier':
    'Bu, hesabı oturum açma yolu olmadan bırakır: bir kullanıcı adı, e-posta, telefon numarası veya sosyal hesap bırakın.',
  'verification_record.invalid':
    'Doğrulama kaydı bilinmiyor, süresi dolmuş, zaten kullanılmış ya da başka bir adres için.',
  'jwt_customizer.not_found': 'Bu belirteç türü için özel JWT betiği yok.',
  'jwt_customizer.script_invalid':
    'Betik kullanılamıyor: ayrıştırılamıyor, yüklenirken başarısız oluyor veya getCustomJwtClaims tanımlamıyor.',
  'jwt_customizer.script_failed':
    'Betik hiçbir talep döndürmedi: erişimi reddetti, hata fırlattı veya süre ya da bellek sınırını aştı.',
  'signing_key.not_found': 'Bu anahtar mevcut değil.',
  'signing_key.current_key':
    'Geçerli anahtar yeni belirteçleri imzalar ve silinemez: önce döndürün, ardından önceki anahtarı silin.',
  'hook.not_found': 'Bu kimliğe sahip bir webhook yok.',
  'hook_log.not_found': "Bu istek webhook'un kayıtlarında yok.",
  'hook.insecure_url': "Webhook URL'si https:// kullanmalıdır.",
  'hook.private_address':
    "Webhook URL'si özel, geri döngü ya da bağlantı yerel bir adrese işaret ediyor; webhook'lar oraya ulaşamaz.",
  'user.totp_already_in_use': 'Kullanıcının zaten bir kimlik doğrulama uygulaması (TOTP) var; önce onu kaldırın.',
  'user.mfa_verification_derived':
    'Bu faktör kullanıcının e-posta adresinden veya telefon numarasından gelir: kaldırmak için onları kaldırın.',
  'user.mfa_verification_not_found': 'MFA faktörü bulunamadı.',
  'user.backup_code_needs_factor': 'Yedek kodlardan önce bir doğrulayıcı uygulama (TOTP) kurun.',
  'session.mfa.invalid_code': 'Kod yanlış veya daha önce kullanılmış.',
  'session.mfa.factor_not_enabled': 'Bu doğrulama faktörü etkin değil.',
  'session.mfa.no_identifier_for_factor': 'Bu hesabın kod gönderilecek bir e-posta adresi veya telefon numarası yok.',
  'session.mfa.identifier_already_bound': 'Bu hesabın bu türde bir adresi zaten var: kodlar oraya gönderilir.',
  'session.mfa.require_mfa_verification': 'Devam etmek için kimliğinizi ikinci bir faktörle doğrulayın.',
  'session.mfa.mfa_enrollment_required': 'Devam etmek için ikinci bir faktör ayarlayın.',
  'session.mfa.skip_not_allowed': 'Bu adım atlanamaz.',
  'session.mfa.pending_secret_not_found': 'Önce bir kimlik doğrulayıcı anahtarı oluşturun.',
  'session.mfa.webauthn_verification_failed':
    'Güvenlik anahtarı veya geçiş anahtarı yanıtı doğrulanamadı (başka bir sınama, köken veya site). Tekrar deneyin.',
  'session.mfa.webauthn_credential_not_found': 'Bu güvenlik anahtarı veya geçiş anahtarı bu hesap için kayıtlı değil.',
  'user.webauthn_credential_in_use': 'Bu güvenlik anahtarı veya geçiş anahtarı zaten kayıtlı.',
  'captcha_provider.not_found': 'Yapılandırılmış bir CAPTCHA sağlayıcısı yok.',
  'session.captcha_required': 'Önce CAPTCHA doğrulamasını tamamlayın.',
  'session.captcha_failed': 'CAPTCHA doğrulaması başarısız oldu; yeniden deneyin.',
  'email_blocklist.email_not_allowed': 'Bu alan adındaki e-postalara burada izin verilmiyor: başka bir adres kullanın.',
  'email_blocklist.subaddressing_not_allowed':
    '“+” etiketi içeren adreslere burada izin verilmiyor: adresi etiketsiz kullanın.',
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
  'application.saml_use_saml_applications': 'SAML uygulamaları POST /api/saml-applications ile oluşturulur.',
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
