import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: 'Primeiros passos',
    welcome: 'Damos-lhe as boas-vindas ao Gatehouse',
    subtitle:
      'Tudo aquilo com que os seus utilizadores iniciam sessão, num só lugar. Eis o que precisa para ligar a sua primeira aplicação.',
    endpoints_title: 'Os seus endpoints do Gatehouse',
    endpoints_description:
      'As aplicações iniciam a sessão dos utilizadores junto do emissor; os seus back-ends chamam a API de gestão.',
    issuer: 'Emissor (OpenID Connect)',
    discovery: 'Configuração do OpenID',
    management_api: 'Indicador de recurso da API de gestão',
    tenant_id: 'ID do locatário',
    explore_title: 'Explorar',
    api_reference_title: 'Referência da API de gestão',
    api_reference_description:
      'O documento OpenAPI de todos os endpoints de gestão, para as suas ferramentas e scripts.',
    docs_title: 'Leia a documentação',
    docs_description: 'Guias para ligar aplicações, proteger APIs e executar o Gatehouse.',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
