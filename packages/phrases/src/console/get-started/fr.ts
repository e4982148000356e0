import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: 'Premiers pas',
    welcome: 'Bienvenue dans Gatehouse',
    subtitle:
      'Tout ce qui permet à vos utilisateurs de se connecter, réuni au même endroit. Voici ce dont vous avez besoin pour connecter votre première application.',
    endpoints_title: 'Vos points de terminaison Gatehouse',
    endpoints_description:
      'Les applications connectent les utilisateurs auprès de l’émetteur ; vos back-ends appellent l’API de gestion.',
    issuer: 'Émetteur (OpenID Connect)',
    discovery: 'Configuration OpenID',
    management_api: 'Indicateur de ressource de l’API de gestion',
    tenant_id: 'ID du locataire',
    explore_title: 'Explorer',
    api_reference_title: 'Référence de l’API de gestion',
    api_reference_description:
      'Le document OpenAPI de tous les points de terminaison de gestion, pour vos outils et vos scripts.',
    docs_title: 'Lire la documentation',
    docs_description: 'Des guides pour connecter des applications, protéger des API et exploiter Gatehouse.',
  },
} satisfies Translated<typeof en, 'fr'>;
