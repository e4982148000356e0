import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: 'Начало работы',
    welcome: 'Добро пожаловать в Gatehouse',
    subtitle:
      'Всё, через что ваши пользователи входят в систему, — в одном месте. Вот что нужно, чтобы подключить ваше первое приложение.',
    endpoints_title: 'Ваши конечные точки Gatehouse',
    endpoints_description:
      'Приложения выполняют вход пользователей через издателя, а ваши серверные части обращаются к API управления.',
    issuer: 'Издатель (OpenID Connect)',
    discovery: 'Конфигурация OpenID',
    management_api: 'Индикатор ресурса API управления',
    tenant_id: 'ID тенанта',
    explore_title: 'Узнать больше',
    api_reference_title: 'Справочник по API управления',
    api_reference_description:
      'Документ OpenAPI со всеми конечными точками управления — для ваших инструментов и скриптов.',
    docs_title: 'Читать документацию',
    docs_description: 'Руководства по подключению приложений, защите API и эксплуатации Gatehouse.',
  },
} satisfies Translated<typeof en, 'ru'>;
