import type { Translated } from '../../plurals';
import type en from './en';

export default {
  customize_jwt: {
    title: 'JWT personalizzato',
    subtitle: 'Aggiungi claim ai token di accesso con uno script eseguito in una sandbox per ogni token.',
    user_token_title: 'Token di accesso utente',
    user_token_description: 'Token di accesso emessi agli utenti per le tue risorse API.',
    m2m_token_title: 'Token di accesso machine-to-machine',
    m2m_token_description: 'Token di accesso emessi alle applicazioni machine-to-machine (credenziali client).',
    configured: 'I claim personalizzati sono attivi.',
    not_configured: 'Ancora nessun claim personalizzato.',
    add: 'Aggiungi claim personalizzati',
    edit: 'Modifica',
    delete_title: 'Eliminare lo script dei claim personalizzati?',
    delete_message:
      'I token di questo tipo non conterranno più i claim aggiuntivi. Anche le sue variabili d’ambiente vengono eliminate.',
    deleted: 'Script dei claim personalizzati eliminato.',
    editor_subtitle: 'Scrivi getCustomJwtClaims, provalo con gli esempi, poi salva.',
    back: 'Torna a JWT personalizzato',
    script: 'Codice dello script',
    script_hint:
      'Viene eseguito per ogni token di questo tipo per al massimo 1 secondo, senza accesso alla rete o ai file a meno che il server non lo consenta. Claim come sub, aud, exp o scope non possono essere sovrascritti.',
    variables: 'Variabili d’ambiente',
    variables_hint:
      'Segreti che lo script legge come environmentVariables.NOME. I loro valori sono salvati cifrati e non vengono più mostrati.',
    saved_variables: 'Variabili salvate',
    variable_name: 'Nome',
    variable_value: 'Valore',
    add_variable: 'Aggiungi una variabile',
    invalid_variables:
      'Il nome di una variabile inizia con una lettera o un trattino basso e contiene solo lettere, cifre e trattini bassi.',
    samples: 'Prova',
    samples_hint: 'Il token e il contesto di esempio che il test passa allo script, in JSON.',
    token_sample: 'Token di esempio',
    context_sample: 'Contesto di esempio',
    test: 'Esegui test',
    test_result: 'Claim aggiunti al token',
    error_access_denied: 'Accesso negato:',
    error_general: 'Lo script non è riuscito:',
  },
} satisfies Translated<typeof en, 'it'>;
