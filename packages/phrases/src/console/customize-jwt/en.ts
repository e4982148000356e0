/** The custom JWT pages (spec §2 `customize-jwt`): the index and the script editor. */
export default {
  customize_jwt: {
    title: 'Custom JWT',
    subtitle: 'Add claims to access tokens with a script that runs in a sandbox for every token.',
    user_token_title: 'User access token',
    user_token_description: 'Access tokens issued to users for your API resources.',
    m2m_token_title: 'Machine-to-machine access token',
    m2m_token_description: 'Access tokens issued to machine-to-machine applications (client credentials).',
    configured: 'Custom claims are on.',
    not_configured: 'No custom claims yet.',
    add: 'Add custom claims',
    edit: 'Edit',
    delete_title: 'Delete the custom claims script?',
    delete_message:
      'Tokens of this type will no longer carry the extra claims. Its environment variables are deleted too.',
    deleted: 'Custom claims script deleted.',
    editor_subtitle: 'Write getCustomJwtClaims, test it against the samples, then save.',
    back: 'Back to Custom JWT',
    script: 'Script',
    script_hint:
      'Runs for every token of this type for at most 1 second, without network or file access unless the server allows it. Claims such as sub, aud, exp or scope cannot be overridden.',
    variables: 'Environment variables',
    variables_hint:
      'Secrets the script reads as environmentVariables.NAME. Their values are stored encrypted and never shown again.',
    saved_variables: 'Saved variables',
    variable_name: 'Name',
    variable_value: 'Value',
    add_variable: 'Add a variable',
    invalid_variables:
      'A variable name starts with a letter or an underscore and holds only letters, digits and underscores.',
    samples: 'Test',
    samples_hint: 'The sample token and context the test run passes to the script, as JSON.',
    token_sample: 'Token sample',
    context_sample: 'Context sample',
    test: 'Run test',
    test_result: 'Claims added to the token',
    error_access_denied: 'Access denied:',
    error_general: 'The script failed:',
  },
};
