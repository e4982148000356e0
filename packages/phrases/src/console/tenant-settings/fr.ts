import type { Translated } from '../../plurals';
import type en from './en';

export default {
  tenant_settings: {
    title: 'Paramètres du locataire',
    subtitle: 'Qui travaille dans ce locataire, et son nom.',
    tabs: 'Sections des paramètres du locataire',
    settings: 'Paramètres',
    members: 'Membres',
    invitations: 'Invitations',
    members_empty: 'Aucun membre pour l’instant.',
    you: '(vous)',
    role: 'Rôle',
    role_of: 'Rôle de {{name}}',
    roles: {
      admin: 'Administrateur',
      collaborator: 'Collaborateur',
    },
    role_changed: '{{name}} est désormais {{role}}.',
    last_admin: 'Un locataire doit avoir au moins un administrateur : nommez d’abord un autre membre administrateur.',
    remove_member_title: 'Retirer le membre',
    remove_member_message: '{{name}} perd l’accès à ce locataire. Vous pourrez l’inviter de nouveau plus tard.',
    member_removed: '{{name}} retiré.',
    link_copied: 'Lien d’invitation pour {{email}} copié.',
    resent: 'Invitation renvoyée à {{email}}.',
    revoke_title: 'Révoquer l’invitation',
    revoke_message: 'Le lien envoyé à {{email}} ne fonctionne plus.',
    revoke: 'Révoquer',
    revoked: 'Invitation pour {{email}} révoquée.',
    invite: 'Inviter des membres',
    invitations_empty: 'Aucune invitation pour l’instant',
    invitations_empty_description:
      'Invitez des personnes par e-mail à travailler dans ce locataire comme administrateurs ou collaborateurs.',
    status: 'Statut',
    expires_at: 'Expire le',
    copy_link: 'Copier le lien',
    resend: 'Renvoyer',
    invited: 'Invitations envoyées.',
    links_title: 'Transmettez ces liens',
    links_message:
      'Aucun connecteur e-mail n’est configuré, aucun e-mail n’a donc été envoyé. Envoyez à chaque personne son lien : il lui permet de créer un compte et de rejoindre le locataire.',
    emails: 'Adresses e-mail',
    emails_hint: 'Séparez les adresses par une espace, une virgule ou Entrée.',
    remove_email: 'Retirer {{email}}',
    errors: {
      no_email: 'Ajoutez au moins une adresse e-mail.',
      too_many: 'Invitez au plus 20 personnes à la fois.',
    },
    invite_title: 'Inviter des membres',
    invite_description:
      'Les administrateurs gèrent le locataire et ses membres ; les collaborateurs travaillent avec ses données.',
    delivery_note:
      'Les invités reçoivent un e-mail si un connecteur e-mail est configuré ; sinon, vous obtenez des liens à transmettre. Les invitations expirent au bout de 7 jours.',
    profile: 'Profil du locataire',
    profile_description: 'Le nom et l’étiquette sont visibles par tous les membres.',
    name: 'Nom du locataire',
    tag: 'Étiquette d’environnement',
    tag_hint: 'Indique si le locataire sert au développement ou à la production.',
    tags: {
      development: 'Développement',
      production: 'Production',
    },
    tenant_id: 'ID du locataire',
    delete_title: 'Supprimer le locataire',
    delete_description:
      'Supprime le locataire avec tous ses utilisateurs, applications et paramètres. Action irréversible.',
    delete: 'Supprimer le locataire',
    delete_mismatch: 'Le nom ne correspond pas.',
    deleted: 'Locataire {{name}} supprimé.',
    delete_warning: 'Tout le contenu de {{name}} est supprimé définitivement et ses membres perdent l’accès.',
    delete_confirm_label: 'Saisissez {{name}} pour confirmer',
  },
  tenant_members: {
    errors: {
      invalid_email: 'Saisissez une adresse e-mail valide.',
    },
  },
} satisfies Translated<typeof en, 'fr'>;
