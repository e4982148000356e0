import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: 'Primeiros passos',
    welcome: 'Boas-vindas ao Gatehouse',
    subtitle:
      'Tudo o que seus usuários usam para fazer login, em um só lugar. Veja o que você precisa para conectar seu primeiro aplicativo.',
    endpoints_title: 'Seus endpoints do Gatehouse',
    endpoints_description:
      'Os aplicativos fazem o login dos usuários no emissor; seus back-ends chamam a API de gerenciamento.',
    issuer: 'Emissor (OpenID Connect)',
    discovery: 'Configuração do OpenID',
    management_api: 'Indicador de recurso da API de gerenciamento',
    tenant_id: 'ID do locatário',
    explore_title: 'Explorar',
    api_reference_title: 'Referência da API de gerenciamento',
    api_reference_description:
      'O documento OpenAPI de todos os endpoints de gerenciamento, para suas ferramentas e scripts.',
    docs_title: 'Leia a documentação',
    docs_description: 'Guias para conectar aplicativos, proteger APIs e executar o Gatehouse.',
  },
} satisfies Translated<typeof en, 'pt-BR'>;
