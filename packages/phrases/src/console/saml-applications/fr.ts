import type { Translated } from '../../plurals';
import type en from './en';

export default {
  saml_applications: {
    attribute_mapping: 'Correspondance des attributs',
    attribute_mapping_description:
      "Les champs de l'utilisateur que porte l'assertion, chacun sous le nom d'attribut SAML que lit le fournisseur de services.",
    user_field: "Champ de l'utilisateur",
    attribute_name: "Nom d'attribut SAML",
    add_attribute: 'Ajouter un attribut',
    remove_attribute: "Retirer l'attribut de {{field}}",
    no_attributes: 'Aucun attribut associé',
    no_attributes_description:
      "L'assertion ne porte que le NameID. Ajoutez un attribut pour envoyer un champ de l'utilisateur.",
    field_mapped_twice: 'Ce champ est déjà associé.',
    idp_title: "Fournisseur d'identité",
    idp_description:
      "Gatehouse est le fournisseur d'identité de cette application : copiez ces valeurs dans le fournisseur de services.",
    idp_entity_id: "ID d'entité de l'IdP (émetteur)",
    sso_url: 'URL d’authentification unique',
    metadata_url: "URL des métadonnées de l'IdP",
    download_metadata: "Télécharger les métadonnées de l'IdP",
    sp_title: 'Fournisseur de services',
    sp_description: "Où Gatehouse envoie la réponse signée, et comment l'utilisateur y est nommé.",
    sp_entity_id: "ID d'entité du SP",
    acs_url: "URL du service consommateur d'assertions (ACS)",
    acs_binding: 'Les réponses sont envoyées avec la liaison {{binding}}.',
    name_id_format: 'Format du NameID',
    name_id_format_hint: "Comment l'utilisateur est identifié dans le sujet de l'assertion.",
    name_id_formats: {
      persistent: "Persistant (l'ID de l'utilisateur)",
      emailAddress: 'Adresse e-mail',
      unspecified: 'Non spécifié',
      transient: 'Transitoire (un nouvel ID à chaque connexion)',
    },
    encryption_title: 'Chiffrement',
    encryption_description:
      "Chiffrer l'assertion avec le certificat du fournisseur de services, pour que lui seul puisse la lire.",
    encrypt_assertion: "Chiffrer l'assertion",
    encrypt_assertion_description: 'Exige « chiffrer puis signer » et le certificat du fournisseur de services.',
    encrypt_then_sign: 'Chiffrer puis signer',
    encrypt_then_sign_description: "Signer la réponse après avoir chiffré l'assertion.",
    encrypt_then_sign_required: "Chiffrer l'assertion exige « chiffrer puis signer ».",
    sp_certificate: 'Certificat du fournisseur de services',
    sp_certificate_hint: 'Le certificat X.509 du fournisseur de services, encodé en PEM.',
    certificate_required: "Chiffrer l'assertion exige le certificat du fournisseur de services.",
    signed_requests_title: 'Requêtes signées',
    signed_requests_description: 'Refuser les requêtes de connexion que le fournisseur de services n’a pas signées.',
    authn_requests_signed: 'Exiger des AuthnRequests signées',
    authn_requests_signed_description:
      'Les requêtes non signées ou mal signées sont refusées ; les métadonnées indiquent WantAuthnRequestsSigned.',
    request_signing_certificate: 'Certificat de signature des requêtes',
    request_signing_certificate_hint:
      'Le certificat X.509 avec lequel le fournisseur de services signe ses requêtes, encodé en PEM.',
    request_signing_certificate_required:
      'Exiger des requêtes signées nécessite le certificat de signature des requêtes.',
    certificates_title: 'Certificats de signature',
    certificates_description:
      'Gatehouse signe les réponses avec le certificat actif. Créez-en un nouveau, donnez-le au fournisseur de services, puis activez-le.',
    create_certificate: 'Créer un certificat',
    create_certificate_description:
      "Une nouvelle paire de clés et son certificat. Il est d'abord inactif : activez-le une fois que le fournisseur de services l'a.",
    life_span: 'Valable',
    years_one: '{{count}} an',
    years_many: '{{count}} d’années',
    years_other: '{{count}} ans',
    no_certificates: 'Aucun certificat de signature pour le moment.',
    fingerprint: 'Empreinte SHA-256',
    created: 'Créé le',
    expires: 'Expire le',
    status: 'État',
    active: 'Actif',
    expired: 'Expiré',
    expires_soon: 'Expire bientôt',
    download: 'Télécharger',
    download_certificate: 'Télécharger le certificat',
    activate: 'Activer',
    activate_title: 'Activer ce certificat ?',
    activate_message:
      "Les réponses seront signées avec le certificat {{fingerprint}} ; l'actif actuel ne sera plus utilisé. Assurez-vous que le fournisseur de services fait confiance au nouveau.",
    active_undeletable: "Le certificat actif ne peut pas être supprimé : activez-en d'abord un autre.",
    delete_certificate_title: 'Supprimer ce certificat ?',
    delete_certificate_message: 'Le certificat {{fingerprint}} et sa clé privée seront supprimés.',
    certificate_created: 'Certificat créé',
    certificate_activated: 'Certificat activé',
    certificate_deleted: 'Certificat supprimé',
  },
} satisfies Translated<typeof en, 'fr'>;
