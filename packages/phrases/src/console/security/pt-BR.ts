import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: 'Segurança',
    subtitle:
      'Proteja o login e o cadastro contra bots e tentativas de adivinhar senhas, e escolha quais endereços de e-mail podem se cadastrar.',
    captcha: {
      title: 'CAPTCHA',
      description:
        'Peça um CAPTCHA antes do login ou do cadastro. O provedor verifica cada resposta, de servidor para servidor.',
      enable: 'Exigir CAPTCHA no login e no cadastro',
      enable_description: 'Vale enquanto houver um provedor configurado.',
      not_configured: 'Nenhum provedor foi configurado ainda.',
      configured: '{{provider}}, chave do site {{siteKey}}',
      set_up: 'Configurar um provedor',
      edit: 'Editar o provedor',
      page_title: 'Provedor de CAPTCHA',
      page_subtitle: 'O serviço que mostra o widget nas páginas de login e verifica a resposta.',
      back: 'Voltar para segurança',
      provider: 'Provedor',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: 'Chave do site',
      secret_key: 'Chave secreta',
      secret_key_hint: 'No reCAPTCHA Enterprise, uma chave de API. Armazenada criptografada e nunca mais exibida.',
      project_id: 'ID do projeto',
      guide: 'Como obter essas chaves',
      delete_title: 'Excluir o provedor',
      delete_description: 'O login e o cadastro não pedem mais CAPTCHA.',
      delete_confirm: 'Excluir o provedor de CAPTCHA? O login e o cadastro deixarão de pedir CAPTCHA.',
      deleted: 'O provedor de CAPTCHA foi excluído.',
    },
    guides: {
      Turnstile: {
        title: 'Configurar o Cloudflare Turnstile',
        step_1: 'No painel da Cloudflare, abra o Turnstile e adicione um widget.',
        step_2: 'Adicione o nome de host das suas páginas de login aos domínios do widget.',
        step_3: 'Copie a chave do site e a chave secreta para o formulário do provedor de CAPTCHA.',
      },
      RecaptchaEnterprise: {
        title: 'Configurar o reCAPTCHA Enterprise',
        step_1: 'No console do Google Cloud, ative a API do reCAPTCHA Enterprise no seu projeto.',
        step_2: 'Crie uma chave de site baseada em pontuação para o nome de host das suas páginas de login.',
        step_3:
          'Crie uma chave de API restrita ao reCAPTCHA Enterprise e informe a chave do site, a chave de API e o ID do projeto.',
      },
    },
    lockout: {
      title: 'Bloqueio',
      description:
        'Depois desse número de tentativas de senha com falha, a conta fica bloqueada por um tempo. Uma senha correta zera a contagem.',
      max_attempts: 'Tentativas com falha antes do bloqueio',
      lockout_duration: 'Duração do bloqueio em minutos',
    },
    unlock: {
      title: 'Desbloquear uma conta',
      description: 'Remova um bloqueio agora: informe o nome de usuário, o e-mail ou o telefone que foi bloqueado.',
      identifier: 'Nome de usuário, e-mail ou telefone',
      submit: 'Desbloquear',
      done: '“{{identifier}}” foi desbloqueado.',
    },
    blocklist: {
      title: 'Lista de bloqueio de e-mail',
      description: 'Endereços de e-mail recusados no cadastro e quando usuários adicionam um e-mail à conta.',
      domains: 'Domínios bloqueados',
      domains_hint: 'Um domínio por linha; os subdomínios também são bloqueados.',
      block_free: 'Bloquear provedores de e-mail gratuitos',
      block_free_description: 'Recusa provedores gratuitos comuns como gmail.com, outlook.com e yahoo.com.',
      block_subaddressing: 'Bloquear subendereços',
      block_subaddressing_description: 'Recusa endereços com uma marcação +, como nome+news@example.com.',
    },
  },
} satisfies Translated<typeof en, 'pt-BR'>;
