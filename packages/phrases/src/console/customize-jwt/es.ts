import type { Translated } from '../../plurals';
import type en from './en';

export default {
  customize_jwt: {
    title: 'JWT personalizado',
    subtitle: 'Añade claims a los tokens de acceso con un script que se ejecuta en un entorno aislado para cada token.',
    user_token_title: 'Token de acceso de usuario',
    user_token_description: 'Tokens de acceso emitidos a usuarios para tus recursos de API.',
    m2m_token_title: 'Token de acceso de máquina a máquina',
    m2m_token_description: 'Tokens de acceso emitidos a aplicaciones de máquina a máquina (credenciales de cliente).',
    configured: 'Los claims personalizados están activos.',
    not_configured: 'Aún no hay claims personalizados.',
    add: 'Añadir claims personalizados',
    edit: 'Editar',
    delete_title: '¿Eliminar el script de claims personalizados?',
    delete_message:
      'Los tokens de este tipo dejarán de llevar los claims adicionales. Sus variables de entorno también se eliminan.',
    deleted: 'Script de claims personalizados eliminado.',
    editor_subtitle: 'Escribe getCustomJwtClaims, pruébalo con los ejemplos y guárdalo.',
    back: 'Volver a JWT personalizado',
    script: 'Código del script',
    script_hint:
      'Se ejecuta para cada token de este tipo durante 1 segundo como máximo, sin acceso a la red ni a archivos salvo que el servidor lo permita. Claims como sub, aud, exp o scope no se pueden sobrescribir.',
    variables: 'Variables de entorno',
    variables_hint:
      'Secretos que el script lee como environmentVariables.NOMBRE. Sus valores se guardan cifrados y no se vuelven a mostrar.',
    saved_variables: 'Variables guardadas',
    variable_name: 'Nombre',
    variable_value: 'Valor',
    add_variable: 'Añadir una variable',
    invalid_variables:
      'El nombre de una variable empieza por una letra o un guion bajo y solo contiene letras, dígitos y guiones bajos.',
    samples: 'Prueba',
    samples_hint: 'El token y el contexto de ejemplo que la prueba pasa al script, en JSON.',
    token_sample: 'Token de ejemplo',
    context_sample: 'Contexto de ejemplo',
    test: 'Ejecutar prueba',
    test_result: 'Claims añadidos al token',
    error_access_denied: 'Acceso denegado:',
    error_general: 'El script falló:',
  },
} satisfies Translated<typeof en, 'es'>;
