import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: 'Enviar',
    replace: 'Substituir',
    remove: 'Remover',
    uploading: 'Enviando…',
    no_image: 'Sem imagem',
    preview: 'Prévia de {{label}}',
    hint: 'Envie ou solte uma imagem ({{types}}, até {{size}}) ou cole a URL dela.',
    drop_here: 'Solte a imagem aqui',
    url_only: 'Os envios não estão configurados neste servidor: cole a URL de uma imagem.',
    error_file_count: 'Escolha apenas um arquivo.',
    error_file_type: 'Este tipo de arquivo não é permitido. Permitidos: {{types}}.',
    error_file_size: 'O arquivo é maior que {{limit}}.',
    error_upload: 'O envio falhou. Tente novamente.',
    custom_ui: {
      not_configured: 'Os envios não estão configurados neste servidor.',
      label: 'Interface de login personalizada',
      description:
        'Envie um ZIP do seu próprio app de login com um index.html na raiz. Ele substitui as páginas de login integradas.',
      none: 'Nenhuma: as páginas de login integradas são exibidas.',
      uploaded_at: 'Enviado em {{date}}',
      upload: 'Enviar ZIP',
      replace: 'Substituir ZIP',
      remove: 'Remover',
      error_file_type: 'Escolha um arquivo ZIP.',
    },
  },
} satisfies Translated<typeof en, 'pt-BR'>;
