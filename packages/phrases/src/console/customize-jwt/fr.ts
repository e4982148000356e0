import type { Translated } from '../../plurals';
import type en from './en';

export default {
  customize_jwt: {
    title: 'JWT personnalisé',
    subtitle:
      'Ajoutez des revendications aux jetons d’accès avec un script exécuté dans un bac à sable pour chaque jeton.',
    user_token_title: 'Jeton d’accès utilisateur',
    user_token_description: 'Jetons d’accès délivrés aux utilisateurs pour vos ressources d’API.',
    m2m_token_title: 'Jeton d’accès machine à machine',
    m2m_token_description: 'Jetons d’accès délivrés aux applications machine à machine (identifiants client).',
    configured: 'Les revendications personnalisées sont actives.',
    not_configured: 'Aucune revendication personnalisée pour l’instant.',
    add: 'Ajouter des revendications',
    edit: 'Modifier',
    delete_title: 'Supprimer le script de revendications ?',
    delete_message:
      'Les jetons de ce type ne porteront plus les revendications supplémentaires. Ses variables d’environnement sont aussi supprimées.',
    deleted: 'Script de revendications supprimé.',
    editor_subtitle: 'Écrivez getCustomJwtClaims, testez-le avec les exemples, puis enregistrez.',
    back: 'Retour à JWT personnalisé',
    script: 'Code du script',
    script_hint:
      'S’exécute pour chaque jeton de ce type pendant 1 seconde au plus, sans accès au réseau ni aux fichiers sauf si le serveur l’autorise. Les revendications comme sub, aud, exp ou scope ne peuvent pas être remplacées.',
    variables: 'Variables d’environnement',
    variables_hint:
      'Secrets que le script lit via environmentVariables.NOM. Leurs valeurs sont stockées chiffrées et ne sont plus jamais affichées.',
    saved_variables: 'Variables enregistrées',
    variable_name: 'Nom',
    variable_value: 'Valeur',
    add_variable: 'Ajouter une variable',
    invalid_variables:
      'Un nom de variable commence par une lettre ou un tiret bas et ne contient que des lettres, des chiffres et des tirets bas.',
    samples: 'Essai',
    samples_hint: 'Le jeton et le contexte d’exemple que le test transmet au script, en JSON.',
    token_sample: 'Jeton d’exemple',
    context_sample: 'Contexte d’exemple',
    test: 'Lancer le test',
    test_result: 'Revendications ajoutées au jeton',
    error_access_denied: 'Accès refusé :',
    error_general: 'Le script a échoué :',
  },
} satisfies Translated<typeof en, 'fr'>;
