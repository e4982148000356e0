import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: 'Segurança',
    subtitle:
      'Proteja o início de sessão e o registo contra bots e tentativas de adivinhar palavras-passe, e escolha que endereços de e-mail se podem registar.',
    captcha: {
      title: 'CAPTCHA',
      description:
        'Peça um CAPTCHA antes de iniciar sessão ou de se registar. O fornecedor verifica cada resposta, de servidor para servidor.',
      enable: 'Exigir CAPTCHA no início de sessão e no registo',
      enable_description: 'Aplica-se enquanto houver um fornecedor configurado.',
      not_configured: 'Ainda não está configurado nenhum fornecedor.',
      configured: '{{provider}}, chave do site {{siteKey}}',
      set_up: 'Configurar um fornecedor',
      edit: 'Editar o fornecedor',
      page_title: 'Fornecedor de CAPTCHA',
      page_subtitle: 'O serviço que mostra o widget nas páginas de início de sessão e verifica a resposta.',
      back: 'Voltar à segurança',
      provider: 'Fornecedor',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'Chave do site',
      secret_key: 'Chave secreta',
      secret_key_hint: 'No reCAPTCHA Enterprise, uma chave de API. Guardada encriptada e nunca mais mostrada.',
      project_id: 'ID do projeto',
      guide: 'Como obter estas chaves',
      delete_title: 'Eliminar o fornecedor',
      delete_description: 'O início de sessão e o registo deixam de pedir CAPTCHA.',
      delete_confirm: 'Eliminar o fornecedor de CAPTCHA? O início de sessão e o registo deixarão de pedir CAPTCHA.',
      deleted: 'O fornecedor de CAPTCHA foi eliminado.',
    },
    guides: {
      Turnstile: {
        title: 'Configurar o Cloudflare Turnstile',
        step_1: 'No painel da Cloudflare, abra o Turnstile e adicione um widget.',
        step_2: 'Adicione o nome de anfitrião das suas páginas de início de sessão aos domínios do widget.',
        step_3: 'Copie a chave do site e a chave secreta para o formulário do fornecedor de CAPTCHA.',
      },
      RecaptchaEnterprise: {
        title: 'Configurar o reCAPTCHA Enterprise',
        step_1: 'Na consola do Google Cloud, ative a API do reCAPTCHA Enterprise para o seu projeto.',
        step_2:
          'Crie uma chave de site baseada em pontuação para o nome de anfitrião das suas páginas de início de sessão.',
        step_3:
          'Crie uma chave de API restrita ao reCAPTCHA Enterprise e introduza a chave do site, a chave de API e o ID do projeto.',
      },
    },
    lockout: {
      title: 'Bloqueio',
      description:
        'Após este número de tentativas de palavra-passe falhadas, a conta fica bloqueada durante algum tempo. Uma palavra-passe correta repõe a contagem.',
      max_attempts: 'Tentativas falhadas antes do bloqueio',
      lockout_duration: 'Duração do bloqueio em minutos',
    },
    unlock: {
      title: 'Desbloquear uma conta',
      description:
        'Levante um bloqueio agora: introduza o nome de utilizador, o e-mail ou o número de telefone bloqueado.',
      identifier: 'Nome de utilizador, e-mail ou número de telefone',
      submit: 'Desbloquear',
      done: '«{{identifier}}» foi desbloqueado.',
    },
    blocklist: {
      title: 'Lista de bloqueio de e-mail',
      description: 'Endereços de e-mail recusados no registo e quando os utilizadores adicionam um e-mail à conta.',
      domains: 'Domínios bloqueados',
      domains_hint: 'Um domínio por linha; os subdomínios também ficam bloqueados.',
      block_free: 'Bloquear fornecedores de e-mail gratuitos',
      block_free_description: 'Recusa fornecedores gratuitos comuns como gmail.com, outlook.com e yahoo.com.',
      block_subaddressing: 'Bloquear subendereços',
      block_subaddressing_description: 'Recusa endereços com uma etiqueta +, como nome+news@example.com.',
    },
  },
} satisfies Translated<typeof en, 'pt-PT'>;
