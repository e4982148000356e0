import type { IntegrationErrorCode } from './codes';

const ar: Record<IntegrationErrorCode, string> = {
  'connector.not_found': 'الموصل غير موجود.',
  'connector.factory_not_found': 'لا يوجد موصل مدمج بهذا المعرّف.',
  'connector.type_in_use':
    'لدى المستأجر موصل من هذا النوع بالفعل (موصل بريد واحد وموصل رسائل نصية واحد على الأكثر): غيّره أو احذفه أولًا.',
  'connector.target_in_use': 'يوجد بالفعل موصل اجتماعي لمزود الهوية هذا.',
  'connector.general': 'فشل الموصل.',
  'connector.invalid_metadata': 'البيانات الوصفية للموصل غير صالحة.',
  'connector.unexpected_type': 'هذا الموصل ليس من النوع الذي يحتاجه هذا الطلب.',
  'connector.invalid_config_guard': 'نموذج إعدادات الموصل لا يطابق مخطط إعداداته.',
  'connector.invalid_request_parameters': 'يحتوي الطلب المرسل إلى الموصل على معاملات غير صالحة.',
  'connector.insufficient_request_parameters': 'ينقص الطلب المرسل إلى الموصل بعض المعاملات.',
  'connector.invalid_config': 'إعدادات الموصل غير صالحة.',
  'connector.invalid_certificate': 'الشهادة غير صالحة.',
  'connector.invalid_response': 'رفض المزود الطلب؛ رده موجود في بيانات هذا الخطأ.',
  'connector.template_not_found': 'لا يوجد قالب لهذا النوع من الرسائل.',
  'connector.template_not_supported': 'لا يدعم الموصل هذا النوع من الرسائل.',
  'connector.rate_limit_exceeded': 'يرفض المزود الطلبات حاليًا لأن عددًا كبيرًا منها أُرسل؛ حاول لاحقًا.',
  'connector.not_implemented': 'لا يستطيع الموصل فعل ذلك.',
  'connector.social_auth_code_invalid': 'رفض مزود الهوية رمز التفويض.',
  'connector.social_invalid_access_token': 'رفض مزود الهوية رمز الوصول.',
  'connector.social_invalid_id_token':
    'رمز الهوية من مزود الهوية غير صالح (التوقيع أو المُصدر أو الجمهور أو الصلاحية أو nonce).',
  'connector.authorization_failed': 'لم يصرّح مزود الهوية بتسجيل الدخول.',
  'sso_connector.not_found': 'موصل SSO غير موجود.',
  'sso_connector.provider_not_available': 'موفر SSO هذا غير متاح بعد في هذا الإصدار.',
  'sso_connector.invalid_config': 'إعدادات موصل SSO غير صالحة لموفره.',
  'sso_connector.not_configured': 'موصل SSO هذا غير مُهيأ بعد: لا يمكن لأحد تسجيل الدخول من خلاله.',
  'sso_connector.discovery_failed': 'تعذرت قراءة مستند اكتشاف OpenID Connect لموفر الهوية: تحقق من المُصدِر.',
  'sso_connector.domain_in_use': 'يمتلك موصل SSO آخر نطاق البريد الإلكتروني هذا بالفعل.',
  'sso_connector.name_in_use': 'يحمل موصل SSO آخر هذا الاسم بالفعل.',
  'sso_connector.identity_not_found': 'ليس لدى المستخدم هوية لدى موصل SSO هذا.',
  'sso_connector.identity_linked_to_another_user': 'هوية SSO هذه مرتبطة بالفعل بمستخدم آخر.',
  'sso_connector.email_required': 'لم يرسل موفر الهوية عنوان بريد إلكتروني، وهو مطلوب لتسجيل الدخول الموحد للمؤسسات.',
  'sso_connector.saml_metadata_unreachable':
    'لم يُرجع عنوان URL لبيانات SAML الوصفية لموفر الهوية بيانات وصفية: تحقق من العنوان.',
  'sso_connector.saml_invalid_metadata':
    'هذا الـ XML ليس بيانات SAML وصفية لموفر هوية (يلزم IDPSSODescriptor مع نقطة تسجيل دخول وشهادة توقيع).',
  'sso_connector.saml_invalid_certificate': 'شهادة موفر الهوية ليست شهادة X.509 صالحة.',
  'sso_connector.saml_invalid_response': 'تعذرت قراءة استجابة SAML.',
  'sso_connector.saml_invalid_signature': 'تأكيد SAML غير موقّع من موفر الهوية.',
  'sso_connector.saml_assertion_expired': 'انتهت صلاحية تأكيد SAML أو لم يصبح صالحًا بعد.',
  'sso_connector.saml_assertion_replayed': 'تم استخدام تأكيد SAML هذا من قبل.',
  'sso_connector.saml_audience_mismatch': 'تأكيد SAML هذا موجّه إلى موفر خدمة آخر.',
  'sso_connector.saml_recipient_mismatch': 'أُرسلت استجابة SAML إلى عنوان غير هذا الموصل.',
  'sso_connector.saml_unknown_request': 'لا تقابل استجابة SAML أي طلب تسجيل دخول بدأ هنا.',
  'sso_connector.test_session_not_found':
    'اختبار الاتصال هذا غير موجود أو انتهت صلاحيته أو استُخدم من قبل. ابدأ اختبارًا جديدًا.',
  'saml_application.not_found': 'تطبيق SAML غير موجود.',
  'saml_application.invalid_certificate': 'شهادة مزوّد الخدمة ليست شهادة X.509 صالحة.',
  'saml_application.encryption_requirements': 'يتطلب تشفير التأكيدات خيار "التشفير ثم التوقيع" وشهادة مزوّد الخدمة.',
  'saml_application.secret_not_found': 'شهادة التوقيع غير موجودة.',
  'saml_application.active_secret_undeletable': 'لا يمكن حذف شهادة التوقيع النشطة. فعّل شهادة أخرى أولاً.',
  'saml_application.active_secret_required': 'يجب أن تبقى شهادة توقيع واحدة نشطة. فعّل شهادة أخرى بدلاً من ذلك.',
  'saml_application.no_active_secret': 'لا توجد لتطبيق SAML شهادة توقيع نشطة.',
  'saml_application.secret_expired': 'انتهت صلاحية هذه الشهادة: لا يمكن تفعيلها. أنشئ شهادة جديدة.',
  'saml_application.active_secret_expired':
    'انتهت صلاحية شهادة التوقيع النشطة للتطبيق، لذا لا يُجاب على أي تسجيل دخول. يجب على المسؤول تفعيل شهادة صالحة.',
  'saml_application.invalid_request': 'طلب SAML ليس طلب AuthnRequest صالحًا.',
  'saml_application.issuer_mismatch': 'طلب SAML صادر عن مزوّد خدمة غير معرّف الكيان الخاص بهذا التطبيق.',
  'saml_application.acs_url_mismatch': 'يطلب طلب SAML عنوان URL لخدمة استهلاك التأكيدات مختلفًا عن العنوان المضبوط.',
  'saml_application.request_not_found': 'لم يبدأ تسجيل الدخول عبر SAML هذا هنا، أو انتهت صلاحيته، أو اكتمل بالفعل.',
  'saml_application.sign_in_failed': 'لم ينجح تسجيل الدخول إلى تطبيق SAML.',
  'saml_application.email_required': 'ليس لدى المستخدم عنوان بريد إلكتروني، ويستخدمه تطبيق SAML هذا كمعرّف NameID.',
  'saml_application.request_signing_requirements':
    'يحتاج تطبيق SAML الذي يشترط طلبات موقّعة إلى شهادة توقيع الطلبات الخاصة بمزوّد الخدمة.',
  'saml_application.request_signature_required': 'لا يقبل تطبيق SAML هذا إلا الطلبات الموقّعة: الطلب غير موقّع.',
  'saml_application.invalid_request_signature':
    'توقيع طلب SAML ناقص أو يستخدم خوارزمية غير مدعومة أو لا يطابق شهادة مزوّد الخدمة.',
  'sso_connector.idp_initiated_config_not_found': 'لا يملك موصل SSO إعدادًا لتسجيل الدخول الذي يبدأه موفر الهوية.',
  'sso_connector.idp_initiated_not_supported': 'تسجيل الدخول الذي يبدأه موفر الهوية متاح لموصلات SAML فقط.',
  'sso_connector.idp_initiated_app_not_eligible':
    'لا يمكن لهذا التطبيق استقبال تسجيلات الدخول التي يبدأها موفر الهوية.',
};

export default ar;
