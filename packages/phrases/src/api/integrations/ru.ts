import type { IntegrationErrorCode } from './codes';

const ru: Record<IntegrationErrorCode, string> = {
  'connector.not_found': 'Коннектор не существует.',
  'connector.factory_not_found': 'Встроенного коннектора с таким id нет.',
  'connector.type_in_use':
    'У арендатора уже есть коннектор этого типа (не более одного для email и одного для SMS): сначала измените или удалите его.',
  'connector.target_in_use': 'Социальный коннектор для этого провайдера удостоверений уже существует.',
  'connector.general': 'Коннектор завершился с ошибкой.',
  'connector.invalid_metadata': 'Метаданные коннектора недействительны.',
  'connector.unexpected_type': 'Этот коннектор не того типа, который нужен для запроса.',
  'connector.invalid_config_guard': 'Форма настроек коннектора не соответствует его схеме.',
  'connector.invalid_request_parameters': 'Запрос к коннектору содержит недопустимые параметры.',
  'connector.insufficient_request_parameters': 'В запросе к коннектору не хватает параметров.',
  'connector.invalid_config': 'Настройки коннектора недействительны.',
  'connector.invalid_certificate': 'Сертификат недействителен.',
  'connector.invalid_response': 'Провайдер отклонил запрос; его ответ — в данных этой ошибки.',
  'connector.template_not_found': 'Для этого типа сообщения нет шаблона.',
  'connector.template_not_supported': 'Коннектор не поддерживает этот тип сообщения.',
  'connector.rate_limit_exceeded':
    'Провайдер временно отклоняет запросы: их отправлено слишком много. Повторите позже.',
  'connector.not_implemented': 'Коннектор этого не умеет.',
  'connector.social_auth_code_invalid': 'Провайдер удостоверений отклонил код авторизации.',
  'connector.social_invalid_access_token': 'Провайдер удостоверений отклонил токен доступа.',
  'connector.social_invalid_id_token':
    'ID-токен провайдера удостоверений недействителен (подпись, издатель, аудитория, срок или nonce).',
  'connector.authorization_failed': 'Провайдер удостоверений не разрешил вход.',
  'sso_connector.not_found': 'SSO-коннектор не существует.',
  'sso_connector.provider_not_available': 'Этот SSO-провайдер пока недоступен в этой версии.',
  'sso_connector.invalid_config': 'Конфигурация SSO-коннектора недействительна для его провайдера.',
  'sso_connector.not_configured': 'Этот SSO-коннектор ещё не настроен: войти через него пока нельзя.',
  'sso_connector.discovery_failed':
    'Не удалось прочитать документ обнаружения OpenID Connect провайдера удостоверений: проверьте издателя.',
  'sso_connector.domain_in_use': 'Этот почтовый домен уже принадлежит другому SSO-коннектору.',
  'sso_connector.name_in_use': 'Другой SSO-коннектор уже носит это имя.',
  'sso_connector.identity_not_found': 'У пользователя нет удостоверения в этом SSO-коннекторе.',
  'sso_connector.identity_linked_to_another_user': 'Это SSO-удостоверение уже привязано к другому пользователю.',
  'sso_connector.email_required':
    'Провайдер удостоверений не передал адрес электронной почты, необходимый для корпоративного SSO.',
  'sso_connector.saml_metadata_unreachable':
    'URL метаданных SAML поставщика удостоверений не вернул метаданные: проверьте URL.',
  'sso_connector.saml_invalid_metadata':
    'Этот XML не является метаданными SAML поставщика удостоверений (нужен IDPSSODescriptor с адресом входа и сертификатом подписи).',
  'sso_connector.saml_invalid_certificate':
    'Сертификат поставщика удостоверений не является действительным сертификатом X.509.',
  'sso_connector.saml_invalid_response': 'Не удалось прочитать ответ SAML.',
  'sso_connector.saml_invalid_signature': 'Утверждение SAML не подписано поставщиком удостоверений.',
  'sso_connector.saml_assertion_expired': 'Срок действия утверждения SAML истёк или ещё не наступил.',
  'sso_connector.saml_assertion_replayed': 'Это утверждение SAML уже было использовано.',
  'sso_connector.saml_audience_mismatch': 'Утверждение SAML предназначено для другого поставщика услуг.',
  'sso_connector.saml_recipient_mismatch': 'Ответ SAML был отправлен на другой адрес, а не на этот коннектор.',
  'sso_connector.saml_unknown_request': 'Ответ SAML не соответствует ни одному запросу на вход, начатому здесь.',
  'sso_connector.test_session_not_found':
    'Эта проверка подключения не существует, истекла или уже использована. Начните новую проверку.',
  'saml_application.not_found': 'SAML-приложение не существует.',
  'saml_application.invalid_certificate': 'Сертификат поставщика услуг не является действительным сертификатом X.509.',
  'saml_application.encryption_requirements':
    'Для шифрования утверждений нужны режим «сначала шифровать, затем подписывать» и сертификат поставщика услуг.',
  'saml_application.secret_not_found': 'Сертификат подписи не существует.',
  'saml_application.active_secret_undeletable':
    'Активный сертификат подписи нельзя удалить. Сначала активируйте другой.',
  'saml_application.active_secret_required':
    'Один сертификат подписи должен оставаться активным. Вместо этого активируйте другой.',
  'saml_application.no_active_secret': 'У SAML-приложения нет активного сертификата подписи.',
  'saml_application.secret_expired': 'Срок действия этого сертификата истёк: его нельзя активировать. Создайте новый.',
  'saml_application.active_secret_expired':
    'Срок действия активного сертификата подписи приложения истёк, поэтому вход не выполняется. Администратор должен активировать действующий сертификат.',
  'saml_application.invalid_request': 'SAML-запрос не является допустимым AuthnRequest.',
  'saml_application.issuer_mismatch':
    'SAML-запрос пришёл от другого поставщика услуг, а не от идентификатора сущности этого приложения.',
  'saml_application.acs_url_mismatch': 'SAML-запрос требует другой URL Assertion Consumer Service, чем настроенный.',
  'saml_application.request_not_found': 'Этот вход через SAML начат не здесь, истёк или уже завершён.',
  'saml_application.sign_in_failed': 'Вход в SAML-приложение не удался.',
  'saml_application.email_required':
    'У пользователя нет адреса электронной почты, который это SAML-приложение использует как NameID.',
  'saml_application.request_signing_requirements':
    'SAML-приложению, требующему подписанные запросы, нужен сертификат подписи поставщика услуг.',
  'saml_application.request_signature_required':
    'Это SAML-приложение принимает только подписанные запросы: у запроса нет подписи.',
  'saml_application.invalid_request_signature':
    'Подпись SAML-запроса неполна, использует неподдерживаемый алгоритм или не соответствует сертификату поставщика услуг.',
  'sso_connector.idp_initiated_config_not_found': 'У SSO-коннектора нет настройки входа, инициированного IdP.',
  'sso_connector.idp_initiated_not_supported': 'Вход, инициированный IdP, доступен только для SAML-коннекторов.',
  'sso_connector.idp_initiated_app_not_eligible': 'Это приложение не может принимать входы, инициированные IdP.',
};

export default ru;
