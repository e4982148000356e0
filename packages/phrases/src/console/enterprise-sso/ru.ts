import type { Translated } from '../../plurals';
import type en from './en';

export default {
  enterprise_sso: {
    title: 'Корпоративный SSO',
    subtitle:
      'Сотрудники компании входят через собственного поставщика удостоверений: адрес в одном из её почтовых доменов ведёт туда.',
    add: 'Добавить корпоративный коннектор',
    table_caption: 'Коннекторы корпоративного SSO',
    name: 'Название',
    provider: 'Поставщик',
    domains: 'Почтовые домены',
    no_domains: 'Пока нет',
    empty_title: 'Корпоративных коннекторов пока нет',
    empty_description:
      'Подключите поставщика удостоверений компании, которую вы обслуживаете (Okta, Entra ID, Google Workspace или любой поставщик OpenID Connect).',
    pick_title: 'Выберите поставщика удостоверений',
    pick_description: 'Коннектор выполняет вход через этого поставщика; его настройки — на следующем шаге.',
    coming_soon: 'Скоро',
    providers: {
      OIDC: { name: 'OpenID Connect', description: 'Любой поставщик удостоверений, поддерживающий OpenID Connect.' },
      SAML: { name: 'SAML', description: 'Любой поставщик удостоверений, поддерживающий SAML 2.0.' },
      AzureAD: { name: 'Microsoft Entra ID (SAML)', description: 'Entra ID, ранее Azure AD, по SAML 2.0.' },
      AzureAdOidc: {
        name: 'Microsoft Entra ID (OIDC)',
        description: 'Entra ID, ранее Azure AD, по OpenID Connect.',
      },
      GoogleWorkspace: { name: 'Google Workspace', description: 'Учётные записи организации Google Workspace.' },
      Okta: { name: 'Okta', description: 'Учётные записи организации Okta, по OpenID Connect.' },
    },
    create_title: 'Добавить коннектор {{provider}}',
    create_subtitle:
      'Сначала дайте коннектору имя. Затем на его вкладке «Подключение» появится URI перенаправления для регистрации у поставщика удостоверений — рядом с настройками, которые нужно скопировать оттуда.',
    create: 'Создать коннектор',
    created: 'Коннектор {{name}} создан.',
    connector_name: 'Название коннектора',
    connector_name_hint: 'Для вас и вашей команды; при входе люди видят отображаемое имя со вкладки «Интерфейс».',
    fields: {
      issuer: 'Издатель (issuer)',
      issuer_hint: 'URL поставщика удостоверений; по нему читается документ обнаружения.',
      clientId: 'ID клиента',
      clientSecret: 'Секрет клиента',
      scope: 'Области (scopes)',
      scope_hint: 'Через пробел, включая openid. Если пусто: openid profile email.',
    },
    not_configured: 'Не настроен',
    not_configured_notice:
      'У этого коннектора ещё нет настроек подключения, поэтому страницы входа его не предлагают. Зарегистрируйте URI перенаправления ниже у поставщика удостоверений, затем заполните и сохраните выданные им настройки.',
    redirect_title: 'URI перенаправления',
    redirect_description:
      'Зарегистрируйте этот URI у поставщика удостоверений как адрес, на который он возвращает пользователей.',
    redirect_uri: 'URI перенаправления',
    details_tabs: 'Разделы коннектора корпоративного SSO',
    tab_connection: 'Подключение',
    tab_experience: 'Интерфейс',
    connector_id: 'ID коннектора',
    general_title: 'Коннектор',
    general_description: 'Как коннектор называется в этой консоли.',
    connection_title: 'Подключение',
    connection_description: 'Поставщик удостоверений и зарегистрированное у него приложение.',
    branding_title: 'Кнопка входа',
    branding_description: 'Что страницы входа показывают для этого коннектора.',
    display_name: 'Отображаемое имя',
    logo: 'URL логотипа',
    dark_logo: 'URL логотипа для тёмной темы',
    domains_title: 'Почтовые домены',
    domains_description:
      'Адреса в этих доменах входят через этот коннектор. Домен принадлежит только одному коннектору арендатора.',
    free_domain_warning:
      '{{domain}} — бесплатный почтовый домен: всех с таким адресом будет направлять к поставщику удостоверений этой компании.',
    domain_in_use: 'Домен {{domain}} уже принадлежит другому корпоративному коннектору.',
    sync_profile: 'Синхронизировать профиль при каждом входе',
    sync_profile_description:
      'Имя, фото и почта каждый раз обновляются из данных поставщика удостоверений; иначе — только при первом входе.',
    danger_title: 'Удалить коннектор',
    delete_description:
      'Те, кто входил через {{name}}, больше не смогут этого сделать; их учётные записи останутся. Его домены освободятся.',
    delete: 'Удалить коннектор',
    remove_title: 'Удалить {{name}}?',
    remove_message: 'Будут удалены коннектор, его домены и связи с ним пользователей и организаций.',
    deleted: 'Коннектор {{name}} удалён.',
  },
} satisfies Translated<typeof en, 'ru'>;
