import type { IntegrationErrorCode } from './codes';

const fr: Record<IntegrationErrorCode, string> = {
  'connector.not_found': "Le connecteur n'existe pas.",
  'connector.factory_not_found': "Aucun connecteur intégré n'a cet identifiant.",
  'connector.type_in_use':
    "Le locataire a déjà un connecteur de ce type (au plus un pour l'e-mail et un pour les SMS) : modifiez-le ou supprimez-le d'abord.",
  'connector.target_in_use': "Un connecteur social existe déjà pour ce fournisseur d'identité.",
  'connector.general': 'Le connecteur a échoué.',
  'connector.invalid_metadata': 'Les métadonnées du connecteur ne sont pas valides.',
  'connector.unexpected_type': "Ce connecteur n'est pas du type requis par cette requête.",
  'connector.invalid_config_guard': 'Le formulaire de configuration du connecteur ne correspond pas à son schéma.',
  'connector.invalid_request_parameters': 'La requête au connecteur contient des paramètres non valides.',
  'connector.insufficient_request_parameters': 'Il manque des paramètres à la requête au connecteur.',
  'connector.invalid_config': "La configuration du connecteur n'est pas valide.",
  'connector.invalid_certificate': "Le certificat n'est pas valide.",
  'connector.invalid_response':
    'Le fournisseur a refusé la requête ; sa réponse figure dans les données de cette erreur.',
  'connector.template_not_found': "Aucun modèle n'existe pour ce type de message.",
  'connector.template_not_supported': 'Le connecteur ne prend pas en charge ce type de message.',
  'connector.rate_limit_exceeded':
    'Le fournisseur refuse les requêtes pour le moment, car trop ont été envoyées ; réessayez plus tard.',
  'connector.not_implemented': 'Le connecteur ne sait pas faire cela.',
  'connector.social_auth_code_invalid': "Le fournisseur d'identité a refusé le code d'autorisation.",
  'connector.social_invalid_access_token': "Le fournisseur d'identité a refusé le jeton d'accès.",
  'connector.social_invalid_id_token':
    "Le jeton d'identité du fournisseur n'est pas valide (signature, émetteur, audience, expiration ou nonce).",
  'connector.authorization_failed': "Le fournisseur d'identité n'a pas autorisé la connexion.",
  'sso_connector.not_found': "Le connecteur SSO n'existe pas.",
  'sso_connector.provider_not_available': "Ce fournisseur SSO n'est pas encore disponible dans cette version.",
  'sso_connector.invalid_config': "La configuration du connecteur SSO n'est pas valide pour son fournisseur.",
  'sso_connector.not_configured':
    'Ce connecteur SSO n’est pas encore configuré : personne ne peut encore se connecter avec.',
  'sso_connector.discovery_failed':
    "Le document de découverte OpenID Connect du fournisseur d'identité est illisible : vérifiez l'émetteur.",
  'sso_connector.domain_in_use': 'Un autre connecteur SSO possède déjà ce domaine de messagerie.',
  'sso_connector.name_in_use': 'Un autre connecteur SSO porte déjà ce nom.',
  'sso_connector.identity_not_found': "L'utilisateur n'a aucune identité auprès de ce connecteur SSO.",
  'sso_connector.identity_linked_to_another_user': 'Cette identité SSO est déjà liée à un autre utilisateur.',
  'sso_connector.email_required':
    "Le fournisseur d'identité n'a envoyé aucune adresse e-mail, nécessaire au SSO d'entreprise.",
  'sso_connector.saml_metadata_unreachable':
    "L'URL des métadonnées SAML du fournisseur d'identité n'a pas renvoyé de métadonnées : vérifiez l'URL.",
  'sso_connector.saml_invalid_metadata':
    "Ce XML n'est pas un document de métadonnées SAML de fournisseur d'identité (un IDPSSODescriptor avec un point de connexion et un certificat de signature).",
  'sso_connector.saml_invalid_certificate':
    "Le certificat du fournisseur d'identité n'est pas un certificat X.509 valide.",
  'sso_connector.saml_invalid_response': "La réponse SAML n'a pas pu être lue.",
  'sso_connector.saml_invalid_signature': "L'assertion SAML n'est pas signée par le fournisseur d'identité.",
  'sso_connector.saml_assertion_expired': "L'assertion SAML a expiré ou n'est pas encore valide.",
  'sso_connector.saml_assertion_replayed': 'Cette assertion SAML a déjà été utilisée.',
  'sso_connector.saml_audience_mismatch': "L'assertion SAML est destinée à un autre fournisseur de services.",
  'sso_connector.saml_recipient_mismatch': 'La réponse SAML a été envoyée à une autre adresse que ce connecteur.',
  'sso_connector.saml_unknown_request': 'La réponse SAML ne correspond à aucune demande de connexion lancée ici.',
  'sso_connector.test_session_not_found':
    'Ce test de connexion n’existe pas, a expiré ou a déjà été utilisé. Lancez un nouveau test.',
  'saml_application.not_found': "L'application SAML n'existe pas.",
  'saml_application.invalid_certificate':
    "Le certificat du fournisseur de services n'est pas un certificat X.509 valide.",
  'saml_application.encryption_requirements':
    'Chiffrer les assertions exige de chiffrer puis signer, et le certificat du fournisseur de services.',
  'saml_application.secret_not_found': "Le certificat de signature n'existe pas.",
  'saml_application.active_secret_undeletable':
    "Le certificat de signature actif ne peut pas être supprimé. Activez-en d'abord un autre.",
  'saml_application.active_secret_required':
    'Un certificat de signature doit rester actif. Activez-en plutôt un autre.',
  'saml_application.no_active_secret': "L'application SAML n'a aucun certificat de signature actif.",
  'saml_application.secret_expired': 'Ce certificat a expiré : il ne peut pas être activé. Créez-en un nouveau.',
  'saml_application.active_secret_expired':
    'Le certificat de signature actif de l’application a expiré : aucune connexion n’est répondue. Un administrateur doit activer un certificat valide.',
  'saml_application.invalid_request': "La requête SAML n'est pas un AuthnRequest valide.",
  'saml_application.issuer_mismatch':
    "La requête SAML provient d'un autre fournisseur de services que l'ID d'entité de cette application.",
  'saml_application.acs_url_mismatch':
    "La requête SAML demande une autre URL d'Assertion Consumer Service que celle configurée.",
  'saml_application.request_not_found':
    "Cette connexion SAML n'a pas été commencée ici, a expiré ou est déjà terminée.",
  'saml_application.sign_in_failed': "La connexion à l'application SAML n'a pas abouti.",
  'saml_application.email_required':
    "L'utilisateur n'a pas d'adresse e-mail, que cette application SAML utilise comme NameID.",
  'saml_application.request_signing_requirements':
    'Une application SAML qui exige des requêtes signées a besoin du certificat de signature du fournisseur de services.',
  'saml_application.request_signature_required':
    "Cette application SAML n'accepte que les requêtes signées : la requête n'a pas de signature.",
  'saml_application.invalid_request_signature':
    'La signature de la requête SAML est incomplète, utilise un algorithme non pris en charge ou ne correspond pas au certificat du fournisseur de services.',
  'sso_connector.idp_initiated_config_not_found':
    'Le connecteur SSO n’a pas de configuration de connexion initiée par l’IdP.',
  'sso_connector.idp_initiated_not_supported': 'La connexion initiée par l’IdP n’existe que pour les connecteurs SAML.',
  'sso_connector.idp_initiated_app_not_eligible':
    'Cette application ne peut pas recevoir de connexions initiées par l’IdP.',
};

export default fr;
