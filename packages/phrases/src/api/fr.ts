import type { CoreErrorCode } from './integrations/codes';

const fr: Record<CoreErrorCode, string> = {
  'request.internal_error': 'Erreur interne du serveur.',
  'request.invalid_json': 'Le corps de la requête n’est pas un JSON valide.',
  'request.invalid_characters':
    'La requête contient du texte impossible à enregistrer : un caractère NUL, une paire de substitution incomplète ou un encodage-pourcent mal formé.',
  'request.headers_too_large': 'Les en-têtes de la requête sont trop volumineux.',
  'request.malformed': 'La requête n’est pas du HTTP valide.',
  'request.payload_too_large': 'Le corps de la requête est trop volumineux.',
  'request.unsupported_media_type': 'Le corps de la requête doit être au format JSON (Content-Type: application/json).',
  'route.not_found': 'Aucune route de l’API ne correspond à cette méthode et à ce chemin.',
  'guard.invalid_input': 'La requête n’est pas valide.',
  'guard.invalid_pagination':
    'Pagination non valide : page doit être supérieur ou égal à 1 et page_size compris entre 1 et 100.',
  'auth.unauthorized': 'Authentification requise : envoyez un jeton d’accès bearer valide.',
  'auth.forbidden': 'Autorisations insuffisantes.',
  'tenant.not_found': 'Le locataire n’existe pas.',
  'tenant.built_in': 'Les locataires intégrés ne peuvent pas être modifiés ainsi.',
  'tenant.region_not_served': 'Ce déploiement ne dessert pas cette région.',
  'tenant.insufficient_scope': 'Votre rôle dans ce locataire ne le permet pas.',
  'tenant_member.last_admin':
    'Le dernier administrateur du locataire ne peut pas être retiré ni perdre le rôle d’administrateur.',
  'subscription.quota_exceeded': 'Limite de quota dépassée.',
  'tenant_member.not_found': 'L’utilisateur n’est pas membre de ce locataire.',
  'tenant_invitation.invitees_refused':
    'Aucune invitation n’a été envoyée : certaines des adresses e-mail ne peuvent pas être invitées.',
  'status.database_unavailable': 'La base de données ne répond pas.',
  'entity.unique_integrity_violation': 'Une entité avec la même valeur unique existe déjà.',
  'application.not_found': 'L’application n’existe pas.',
  'application.invalid_redirect_uri': 'Une URI de redirection n’est pas valide pour ce type d’application.',
  'application.secrets_not_supported': 'Ce type d’application est public et n’a pas de secrets.',
  'application.secret_not_found': 'Le secret de l’application n’existe pas.',
  'application.secret_name_exists': 'L’application possède déjà un secret portant ce nom.',
  'application.roles_not_supported': 'Seules les applications machine à machine peuvent se voir attribuer des rôles.',
  'application.role_type_mismatch': 'Seuls des rôles machine à machine peuvent être attribués à une application.',
  'application.protected_application_not_supported': 'Ce type d’application ne peut pas encore être créé.',
  'application.read_only': 'Cette application est gérée par Gatehouse et ne peut être ni modifiée ni supprimée.',
  'application.third_party_only': 'Seules les applications tierces disposent de ce paramètre.',
  'role.not_found': 'Le rôle n’existe pas.',
  'request.too_many_requests': 'Trop de requêtes. Patientez un instant, puis réessayez.',
  'password_rejected.too_short': 'Le mot de passe est trop court.',
  'password_rejected.too_long': 'Le mot de passe est trop long.',
  'password_rejected.unsupported_characters': 'Le mot de passe contient des caractères non autorisés.',
  'password_rejected.character_types':
    'Le mot de passe doit contenir davantage de types de caractères (minuscules, majuscules, chiffres, symboles).',
  'password_rejected.pwned': 'Ce mot de passe est apparu dans une fuite de données. Choisissez-en un autre.',
  'password_rejected.restricted.repetition': 'Le mot de passe répète trop souvent le même caractère.',
  'password_rejected.restricted.sequence': 'Le mot de passe contient une suite facile comme "abc" ou "123".',
  'password_rejected.restricted.words': 'Le mot de passe contient un mot non autorisé.',
  'password_rejected.restricted.user_info':
    'Le mot de passe contient vos informations personnelles, comme votre nom ou votre adresse e-mail.',
  'session.interaction_not_found':
    'La session de connexion est introuvable ou a expiré. Recommencez depuis l’application.',
  'session.interaction_event_required':
    'Commencez d’abord la connexion, l’inscription ou la réinitialisation du mot de passe.',
  'session.verification_not_found': 'La vérification est introuvable ou a expiré. Recommencez la vérification.',
  'session.not_identified': 'Le compte n’a pas encore été identifié.',
  'session.invalid_credentials': 'Le compte ou le mot de passe est incorrect.',
  'session.sso_required': 'Cette adresse se connecte via l’authentification unique de votre organisation.',
  'session.too_many_attempts': 'Trop de tentatives infructueuses. Réessayez plus tard.',
  'session.sign_in_method_not_enabled': 'Cette méthode de connexion n’est pas activée.',
  'session.sign_in_disabled': 'La connexion n’est pas disponible ici ; créez plutôt un compte.',
  'session.registration_disabled': 'La création de compte n’est pas disponible ici.',
  'session.missing_profile': 'Des informations supplémentaires sont nécessaires pour terminer.',
  'session.capability_not_available': 'Ce mode de connexion n’est pas encore disponible.',
  'session.consent_required': 'Votre consentement est nécessaire pour continuer.',
  'user.not_found': 'L’utilisateur n’existe pas.',
  'user.suspended': 'Ce compte est suspendu.',
  'user.username_already_in_use': 'Ce nom d’utilisateur est déjà utilisé.',
  'user.email_already_in_use': 'Cette adresse e-mail est déjà utilisée.',
  'user.phone_already_in_use': 'Ce numéro de téléphone est déjà utilisé.',
  'user.invalid_username':
    'Un nom d’utilisateur commence par une lettre ou un trait de soulignement et ne contient que des lettres, des chiffres et des traits de soulignement.',
  'user.invalid_email': 'L’adresse e-mail n’est pas valide.',
  'user.invalid_phone':
    'Le numéro de téléphone n’est pas valide : utilisez uniquement des chiffres, avec l’indicatif du pays.',
  'user.identity_not_found': 'L’utilisateur n’a aucune identité liée pour ce connecteur.',
  'user.invalid_password_digest': 'L’empreinte du mot de passe ne correspond pas au format de son algorithme.',
  'sign_in_experience.invalid_configuration': 'Les paramètres de l’expérience de connexion sont incohérents.',
  'sign_in_experience.mfa_factor_needs_connector':
    'Les codes par e-mail ou SMS comme second facteur nécessitent un connecteur e-mail ou SMS activé.',
  'log.not_found': 'L’entrée de journal n’existe pas.',
  'resource.not_found': 'La ressource API n’existe pas.',
  'resource.indicator_in_use': 'Une autre ressource API utilise déjà cet indicateur.',
  'resource.invalid_indicator':
    'L’identifiant de l’API doit être une URI absolue sans fragment, par exemple https://api.example.com.',
  'resource.read_only': 'Cette ressource API est gérée par Gatehouse et ne peut être ni modifiée ni supprimée.',
  'scope.not_found': 'L’autorisation n’existe pas.',
  'scope.name_in_use': 'Cette ressource API possède déjà une autorisation portant ce nom.',
  'scope.invalid_name': 'Le nom d’une autorisation ne peut pas être vide ni contenir d’espaces.',
  'role.name_in_use': 'Un autre rôle porte déjà ce nom.',
  'role.type_mismatch':
    'Ce rôle est d’un autre type : les rôles utilisateur sont attribués aux utilisateurs, les rôles machine à machine aux applications machine à machine.',
  'role.read_only': 'Ce rôle est géré par Gatehouse et ne peut être ni modifié ni supprimé.',
  'organization.not_found': 'L’organisation n’existe pas.',
  'organization.member_not_found': 'L’utilisateur ou l’application n’est pas membre de cette organisation.',
  'organization.require_membership':
    'Seuls les membres de l’organisation peuvent recevoir ses rôles : ajoutez-les d’abord comme membres.',
  'organization.machine_to_machine_only':
    'Seules les applications machine à machine peuvent rejoindre une organisation.',
  'organization_role.not_found': 'Le rôle d’organisation n’existe pas.',
  'organization_role.name_in_use': 'Un autre rôle d’organisation porte déjà ce nom.',
  'organization_role.type_mismatch':
    'Ce rôle d’organisation est d’un autre type : les rôles utilisateur vont aux membres, les rôles machine à machine aux applications.',
  'organization_scope.not_found': 'L’autorisation d’organisation n’existe pas.',
  'organization_scope.name_in_use': 'Une autre autorisation d’organisation porte déjà ce nom.',
  'organization_jit.email_domain_not_found':
    'Ce domaine de messagerie ne figure pas dans la liste de provisionnement juste-à-temps de l’organisation.',
  'organization_invitation.not_found': 'L’invitation n’existe pas.',
  'organization_invitation.invitee_is_member': 'Cette adresse e-mail appartient déjà à un membre de l’organisation.',
  'organization_invitation.pending_exists':
    'Cette adresse e-mail a déjà une invitation en attente pour l’organisation.',
  'organization_invitation.invalid_expiry': 'La date d’expiration doit être dans le futur.',
  'organization_invitation.invalid_status':
    'L’invitation n’est plus en attente : elle a été acceptée, révoquée ou a expiré.',
  'organization_invitation.email_mismatch':
    'L’invitation a été envoyée à une autre adresse e-mail que l’adresse principale de l’utilisateur.',
  'organization_invitation.no_email_connector':
    'Aucun connecteur d’e-mail n’est configuré, donc aucun e-mail n’a été envoyé : transmettez vous-même le lien de l’invitation (il figure dans les données de cette erreur et sur l’invitation).',
  'verification_code.not_found':
    "Aucun code de vérification n'a été envoyé à cette adresse, ou il a été remplacé par un plus récent.",
  'verification_code.expired': 'Le code de vérification a expiré ; demandez-en un nouveau.',
  'verification_code.code_mismatch': 'Le code de vérification est incorrect.',
  'verification_code.exceed_max_try':
    'Trop de tentatives erronées : ce code ne fonctionne plus. Demandez-en un nouveau.',
  'verification_code.too_soon': "Un code vient d'être envoyé ; patientez avant d'en demander un autre.",
  'verification_code.no_connector':
    'Aucun connecteur e-mail ou SMS activé ne peut envoyer le code : configurez-en un dans Connecteurs.',
  'email_template.not_found': "Le modèle d'e-mail n'existe pas.",
  'custom_phrase.not_found': "Aucune phrase personnalisée n'existe pour cette langue.",
  'custom_phrase.invalid_language_tag': "Ce n'est pas l'une des étiquettes de langue prises en charge.",
  'custom_phrase.unknown_keys': 'Certaines clés ne sont pas des phrases des pages de connexion.',
  'custom_phrase.fallback_language_in_use':
    "Cette langue est la langue de secours de l'expérience de connexion : choisissez une autre langue de secours avant de supprimer ses phrases.",
  'session.identifier_not_verified': 'Cet e-mail ou ce numéro doit être vérifié par un code avant de créer un compte.',
  'session.invalid_connector_state':
    "La connexion n'a pas commencé ici, ou le fournisseur a renvoyé un autre state : recommencez.",
  'one_time_token.not_found': 'Aucun jeton à usage unique ne correspond.',
  'one_time_token.expired': 'Ce lien a expiré : demandez-en un nouveau.',
  'one_time_token.consumed': 'Ce lien a déjà servi : chacun ne fonctionne qu’une fois.',
  'one_time_token.revoked': 'Ce lien a été révoqué.',
  'one_time_token.not_active': 'Seul un jeton à usage unique actif peut être révoqué.',
  'one_time_token.no_email_connector':
    "Aucun connecteur d'e-mail n'est configuré : le lien ne peut pas être envoyé par e-mail. Configurez-en un ou transmettez le lien vous-même.",
  'guard.file_size': 'Le fichier dépasse la limite de téléversement de 20 Mo.',
  'guard.mime_type_not_allowed':
    'Ce type de fichier ne peut pas être téléversé. Autorisés : JPEG, PNG, GIF, ICO, SVG, TIFF, WebP, BMP et ZIP.',
  'guard.file_type_mismatch': 'Le contenu du fichier n’est pas du type qu’il déclare.',
  'guard.file_missing': 'Aucun fichier n’a été envoyé : envoyez-le dans le champ multipart/form-data « file ».',
  'guard.too_many_files': 'Envoyez exactement un fichier par téléversement.',
  'request.multipart_required': 'Le corps de la requête doit être au format multipart/form-data.',
  'storage.not_configured': 'Les téléversements ne sont pas configurés sur ce serveur.',
  'storage.unavailable': 'Le stockage des fichiers ne répond pas ; réessayez plus tard.',
  'custom_ui.invalid_zip': 'Le fichier n’est pas une archive ZIP valide.',
  'custom_ui.missing_index': 'L’archive ne contient pas de index.html à sa racine.',
  'custom_ui.unsafe_path':
    'Une entrée de l’archive a un chemin dangereux (absolu, « .. », un lecteur ou une barre oblique inversée) ou est un lien.',
  'custom_ui.too_large': 'L’archive décompressée dépasse 100 Mo, ou l’un de ses fichiers 20 Mo.',
  'custom_ui.too_many_files': 'L’archive contient plus de 1 000 fichiers.',
  'custom_ui.unknown_asset': 'Aucune interface personnalisée téléversée ne porte cet identifiant.',
  'account_center.not_enabled':
    'Le centre de compte est désactivé pour ce locataire : l’API de compte n’est pas disponible.',
  'account_center.field_not_enabled': 'Ce champ du compte est désactivé dans le centre de compte.',
  'account_center.field_read_only': 'Ce champ du compte est en lecture seule dans le centre de compte.',
  'account_center.identity_not_verified':
    'Vérifiez d’abord votre identité : envoyez l’ID d’un enregistrement de vérification récent dans l’en-tête logto-verification-id.',
  'account_center.last_identifier':
    'Le compte n’aurait plus aucun moyen de se connecter : gardez un nom d’utilisateur, un e-mail, un numéro de téléphone ou un compte social.',
  'verification_record.invalid':
    'L’enregistrement de vérification est inconnu, expiré, déjà utilisé ou concerne une autre adresse.',
  'jwt_customizer.not_found': 'Aucun script JWT personnalisé n’existe pour ce type de jeton.',
  'jwt_customizer.script_invalid':
    'Le script est inutilisable : il ne s’analyse pas, échoue au chargement ou ne définit pas getCustomJwtClaims.',
  'jwt_customizer.script_failed':
    'Le script n’a renvoyé aucune revendication : il a refusé l’accès, levé une erreur ou dépassé sa limite de temps ou de mémoire.',
  'signing_key.not_found': "Cette clé n'existe pas.",
  'signing_key.current_key':
    "La clé actuelle signe les nouveaux jetons et ne peut pas être supprimée : effectuez d'abord une rotation, puis supprimez la clé précédente.",
  'hook.not_found': 'Aucun webhook n’a cet identifiant.',
  'hook_log.not_found': 'Cette requête ne figure pas dans les journaux du webhook.',
  'hook.insecure_url': 'L’URL du webhook doit utiliser https://.',
  'hook.private_address':
    'L’URL du webhook désigne une adresse privée, de bouclage ou lien-local, que les webhooks ne peuvent pas atteindre.',
  'user.totp_already_in_use': "L'utilisateur a déjà une application d'authentification (TOTP) ; supprimez-la d'abord.",
  'user.mfa_verification_derived':
    'Ce facteur découle de l’adresse e-mail ou du numéro de téléphone de l’utilisateur : supprimez-les pour le retirer.',
  'user.mfa_verification_not_found': 'Le facteur MFA est introuvable.',
  'user.backup_code_needs_factor': 'Configurez une application d’authentification (TOTP) avant les codes de secours.',
  'session.mfa.invalid_code': 'Le code est incorrect ou a déjà été utilisé.',
  'session.mfa.factor_not_enabled': "Ce facteur de vérification n'est pas activé.",
  'session.mfa.no_identifier_for_factor': 'Ce compte n’a ni adresse e-mail ni numéro de téléphone où envoyer un code.',
  'session.mfa.identifier_already_bound': 'Ce compte a déjà une adresse de ce type : les codes y sont envoyés.',
  'session.mfa.require_mfa_verification': 'Vérifiez votre identité avec un second facteur pour continuer.',
  'session.mfa.mfa_enrollment_required': 'Configurez un second facteur pour continuer.',
  'session.mfa.skip_not_allowed': 'Cette étape ne peut pas être ignorée.',
  'session.mfa.pending_secret_not_found': "Créez d'abord un secret d'authentification.",
  'session.mfa.webauthn_verification_failed':
    "La réponse de la clé de sécurité ou de la clé d'accès n'a pas pu être vérifiée (autre défi, origine ou site). Réessayez.",
  'session.mfa.webauthn_credential_not_found':
    "Cette clé de sécurité ou clé d'accès n'est pas enregistrée pour ce compte.",
  'user.webauthn_credential_in_use': "Cette clé de sécurité ou clé d'accès est déjà enregistrée.",
  'captcha_provider.not_found': 'Aucun fournisseur de CAPTCHA n’est configuré.',
  'session.captcha_required': 'Effectuez d’abord la vérification CAPTCHA.',
  'session.captcha_failed': 'La vérification CAPTCHA a échoué ; réessayez.',
  'email_blocklist.email_not_allowed':
    'Les adresses e-mail de ce domaine ne sont pas autorisées ici : utilisez une autre adresse.',
  'email_blocklist.subaddressing_not_allowed':
    'Les adresses avec une étiquette « + » ne sont pas autorisées ici : utilisez l’adresse sans elle.',
  'application.saml_use_saml_applications': 'Les applications SAML se créent avec POST /api/saml-applications.',
};

export default fr;
