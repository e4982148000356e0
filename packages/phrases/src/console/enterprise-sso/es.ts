import type { Translated } from '../../plurals';
import type en from './en';

export default {
  enterprise_sso: {
    title: 'SSO empresarial',
    subtitle:
      'Los empleados de una empresa inician sesión con su propio proveedor de identidad: escribir una dirección de uno de sus dominios de correo lleva allí.',
    add: 'Añadir conector empresarial',
    table_caption: 'Conectores de SSO empresarial',
    name: 'Nombre',
    provider: 'Proveedor',
    domains: 'Dominios de correo',
    no_domains: 'Ninguno todavía',
    empty_title: 'Aún no hay ningún conector empresarial',
    empty_description:
      'Conecte el proveedor de identidad de una empresa a la que da servicio (Okta, Entra ID, Google Workspace o cualquier proveedor OpenID Connect).',
    pick_title: 'Elija el proveedor de identidad',
    pick_description:
      'El conector inicia la sesión de las personas a través de este proveedor; su configuración viene después.',
    coming_soon: 'Próximamente',
    providers: {
      OIDC: { name: 'OpenID Connect', description: 'Cualquier proveedor de identidad que hable OpenID Connect.' },
      SAML: { name: 'SAML', description: 'Cualquier proveedor de identidad que hable SAML 2.0.' },
      AzureAD: { name: 'Microsoft Entra ID (SAML)', description: 'Entra ID, antes Azure AD, mediante SAML 2.0.' },
      AzureAdOidc: {
        name: 'Microsoft Entra ID (OIDC)',
        description: 'Entra ID, antes Azure AD, mediante OpenID Connect.',
      },
      GoogleWorkspace: {
        name: 'Google Workspace',
        description: 'Las cuentas de una organización de Google Workspace.',
      },
      Okta: { name: 'Okta', description: 'Las cuentas de una organización de Okta, mediante OpenID Connect.' },
    },
    create_title: 'Añadir un conector de {{provider}}',
    create_subtitle:
      'Primero ponga nombre al conector. Su pestaña Conexión muestra después el URI de redirección que debe registrar en el proveedor de identidad, junto a los ajustes que copiará de allí.',
    create: 'Crear conector',
    created: 'Se creó {{name}}.',
    connector_name: 'Nombre del conector',
    connector_name_hint:
      'Para usted y su equipo; quienes inician sesión ven el nombre visible de la pestaña Experiencia.',
    fields: {
      issuer: 'Emisor (issuer)',
      issuer_hint: 'La URL del proveedor de identidad; de ella se lee su documento de descubrimiento.',
      clientId: 'ID de cliente',
      clientSecret: 'Secreto de cliente',
      scope: 'Ámbitos (scopes)',
      scope_hint: 'Separados por espacios, con openid. En blanco: openid profile email.',
    },
    not_configured: 'Sin configurar',
    not_configured_notice:
      'Este conector aún no tiene ajustes de conexión, así que las páginas de inicio de sesión no lo ofrecen. Registre el URI de redirección de abajo en el proveedor de identidad y luego complete y guarde los ajustes que le dé.',
    redirect_uri: 'URI de redirección',
    details_tabs: 'Secciones del conector de SSO empresarial',
    tab_connection: 'Conexión',
    tab_experience: 'Experiencia',
    tab_idp_initiated: 'SSO iniciado por el IdP',
    connector_id: 'ID del conector',
    general_title: 'Conector',
    general_description: 'Cómo se llama el conector en esta consola.',
    connection_title: 'Conexión',
    connection_description: 'El proveedor de identidad y la aplicación registrada en él.',
    branding_title: 'Botón de inicio de sesión',
    branding_description: 'Lo que muestran las páginas de inicio de sesión para este conector.',
    display_name: 'Nombre visible',
    logo: 'URL del logotipo',
    dark_logo: 'URL del logotipo para el modo oscuro',
    domains_title: 'Dominios de correo',
    domains_description:
      'Las direcciones de estos dominios inician sesión con este conector. Un dominio pertenece a un solo conector del inquilino.',
    free_domain_warning:
      '{{domain}} es un dominio de correo gratuito: cualquiera con una dirección así sería llevado al proveedor de identidad de esta empresa.',
    domain_in_use: 'Otro conector empresarial ya es dueño de {{domain}}.',
    sync_profile: 'Sincronizar el perfil en cada inicio de sesión',
    sync_profile_description:
      'El nombre, la foto y el correo se actualizan desde el proveedor de identidad cada vez; si no, solo en el primer inicio de sesión.',
    danger_title: 'Eliminar el conector',
    delete_description:
      'Quienes iniciaban sesión con {{name}} ya no podrán hacerlo; sus cuentas se conservan. Sus dominios quedan libres.',
    delete: 'Eliminar conector',
    remove_title: '¿Eliminar {{name}}?',
    remove_message: 'Se eliminan el conector, sus dominios y los vínculos de usuarios y organizaciones con él.',
    deleted: 'Se eliminó {{name}}.',
    saml: {
      create_subtitle:
        'Indique el proveedor de identidad por sus metadatos, o escriba su ID de entidad, URL de inicio de sesión y certificado. Lo que hay que copiar en el proveedor se muestra al crear el conector.',
      connection_description:
        'El proveedor de identidad SAML: una de las tres formas de indicarlo, y los atributos con el correo y el nombre.',
      mode: 'Cómo indicar el proveedor de identidad',
      mode_url: 'URL de metadatos',
      mode_url_description: 'El proveedor publica sus metadatos en una URL; se leen ahora.',
      mode_xml: 'XML de metadatos',
      mode_xml_description: 'Pegue el documento de metadatos o suba su archivo.',
      mode_manual: 'Manual',
      mode_manual_description: 'ID de entidad, URL de inicio de sesión y certificado de firma.',
      metadata_url: 'URL de metadatos',
      metadata_url_hint: 'Una URL https que responde con los metadatos SAML del proveedor de identidad.',
      metadata: 'XML de metadatos',
      metadata_hint: 'Los metadatos SAML 2.0 del proveedor (un EntityDescriptor con un IDPSSODescriptor).',
      upload: 'Subir un archivo de metadatos',
      file_too_large: 'El archivo pesa más de 200 KB; no es un documento de metadatos.',
      entity_id: 'ID de entidad del proveedor de identidad',
      entity_id_hint: 'El emisor que nombran sus aserciones.',
      sign_in_endpoint: 'URL de inicio de sesión',
      sign_in_endpoint_hint: 'Su servicio de inicio de sesión único (enlace HTTP-Redirect).',
      certificate: 'Certificado de firma',
      certificate_hint: 'El certificado X.509 con el que firma sus aserciones, en PEM o base64.',
      email_attribute: 'Atributo de correo',
      email_attribute_hint:
        'El atributo SAML que lleva el correo. En blanco: los nombres habituales (email, mail, el URI de claims).',
      name_attribute: 'Atributo de nombre',
      name_attribute_hint: 'El atributo SAML que lleva el nombre visible. En blanco: los nombres habituales.',
      sp_title: 'Proveedor de servicios (Gatehouse)',
      sp_description:
        'Copie estos valores en el proveedor de identidad, o dele los metadatos por su URL o como archivo.',
      sp_entity_id: 'ID de entidad (audiencia)',
      sp_acs_url: 'URL del Assertion Consumer Service',
      sp_metadata_url: 'URL de metadatos',
      sp_download: 'Descargar el XML de metadatos',
      sp_certificate: 'Certificado de cifrado (opcional)',
      rotate: 'Rotar la clave de cifrado',
      rotate_title: '¿Rotar la clave de cifrado?',
      rotate_description:
        'Se crean un nuevo par de claves y un certificado, y los metadatos muestran el nuevo certificado de inmediato: dáselo al proveedor de identidad. Las aserciones cifradas con el certificado actual se siguen descifrando durante 7 días.',
      rotated: 'Clave de cifrado rotada',
      previous_key_until: 'Las aserciones cifradas con el certificado anterior se descifran hasta el {{date}}.',
    },
    test: {
      title: 'Probar conexión',
      description:
        'Inicia sesión con el proveedor de identidad en una ventana emergente para comprobar la conexión y ver las notificaciones que envía. No se crea ningún usuario ni sesión.',
      start: 'Probar conexión',
      not_configured: 'Completa la configuración de la conexión para probarla.',
      waiting: 'Esperando el inicio de sesión en la ventana emergente…',
      popup_blocked: 'La ventana emergente se bloqueó.',
      open_link: 'Abrir el inicio de sesión',
      expired: 'La prueba caducó o ya se usó. Inicia una nueva.',
      succeeded: 'La conexión funciona',
      failed: 'La prueba de conexión falló',
      code: 'Código de error: {{code}}',
      profile: 'Perfil que tomaría un inicio de sesión',
      claims: 'Notificaciones recibidas',
      attributes: 'Atributos recibidos',
    },
    idp_initiated: {
      title: 'Inicio de sesión iniciado por el IdP',
      description:
        'Permite empezar desde el portal de aplicaciones del proveedor de identidad: el proveedor envía un inicio de sesión que Gatehouse no pidió y la persona llega a la aplicación elegida aquí.',
      enabled: 'Aceptar inicios de sesión iniciados por el IdP',
      enabled_description: 'Si está desactivado, se rechaza una respuesta que Gatehouse no pidió.',
      application: 'Aplicación predeterminada',
      choose_app: 'Elige una aplicación',
      app_not_eligible:
        'Esta aplicación no puede recibir inicios de sesión iniciados por el IdP: elige una aplicación web tradicional con este URI de redirección o desactiva «Iniciar la autorización».',
      redirect_uri: 'URI de redirección',
      choose_redirect_uri: 'Elige un URI de redirección',
      auto_send: 'Iniciar la autorización',
      auto_send_description:
        'Gatehouse envía a la persona directamente a una autorización de la aplicación, que recibe un código normal (solo aplicaciones web tradicionales). Si está desactivado, la persona vuelve al URI de redirección y la aplicación inicia su propio inicio de sesión.',
      scope: 'Ámbitos',
      extra_params: 'Parámetros de autorización adicionales',
      extra_params_hint:
        'Un nombre=valor por línea, nombres en minúsculas; los parámetros propios del flujo no se pueden reemplazar.',
      no_app_title: 'Ninguna aplicación de destino',
      no_app_description:
        'El inicio de sesión iniciado por el IdP necesita una de tus aplicaciones con un URI de redirección.',
      create_app: 'Crear una aplicación',
    },
    guide: {
      title: 'Guía de configuración',
      description: 'Qué hacer en {{provider}}: registrar Gatehouse allí y pegar aquí sus valores.',
      values_after_create: 'Los valores para copiar aparecen aquí cuando se crea el conector.',
      OIDC: {
        app: 'En su proveedor de identidad, cree una aplicación web OpenID Connect (flujo de código de autorización).',
        redirect: 'Registre en ella este URI de redirección:',
        paste: 'Copie su URL de emisor, su ID de cliente y su secreto de cliente en la configuración de conexión.',
        test: 'Guarde y luego ejecute una prueba de conexión.',
      },
      SAML: {
        app: 'En su proveedor de identidad, cree una aplicación SAML 2.0.',
        sp: 'Indíquele estos valores del proveedor de servicios, o solo la URL de metadatos:',
        attributes: 'Envíe la dirección de correo en la aserción (y el nombre, si lo desea).',
        paste:
          'Pegue la URL o el XML de sus metadatos en la configuración de conexión, guarde y ejecute una prueba de conexión.',
      },
      AzureAD: {
        app: 'En el centro de administración de Microsoft Entra, abra Aplicaciones empresariales › Nueva aplicación › Cree su propia aplicación.',
        sp: 'En Inicio de sesión único, elija SAML e indique el Identificador (ID de entidad) y la URL de respuesta (URL de ACS):',
        assign: 'Asigne los usuarios o grupos que pueden iniciar sesión.',
        paste:
          'Copie la URL de metadatos de federación de la aplicación en la configuración de conexión, guarde y ejecute una prueba de conexión.',
      },
      AzureAdOidc: {
        app: 'En el centro de administración de Microsoft Entra, abra Registros de aplicaciones › Nuevo registro.',
        redirect: 'Agregue una plataforma Web con este URI de redirección:',
        secret: 'En Certificados y secretos, cree un secreto de cliente.',
        paste:
          'Copie el ID de aplicación (cliente), el secreto y el emisor https://login.microsoftonline.com/<ID de inquilino>/v2.0 en la configuración de conexión, guarde y ejecute una prueba de conexión.',
      },
      GoogleWorkspace: {
        consent:
          'En la consola de Google Cloud de su organización, configure la pantalla de consentimiento OAuth como Interna.',
        redirect: 'Cree un ID de cliente OAuth de tipo Aplicación web con este URI de redirección autorizado:',
        paste:
          'Copie el ID de cliente y el secreto de cliente en la configuración de conexión, guarde y ejecute una prueba de conexión.',
      },
      Okta: {
        app: 'En la consola de administración de Okta, abra Applications › Create App Integration › OIDC › Web Application.',
        redirect: 'Agregue este URI de redirección de inicio de sesión:',
        assign: 'Asigne las personas o grupos que pueden iniciar sesión.',
        paste:
          'Copie su dominio de Okta (como emisor), el ID de cliente y el secreto de cliente en la configuración de conexión, guarde y ejecute una prueba de conexión.',
      },
    },
  },
} satisfies Translated<typeof en, 'es'>;
