import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: 'Carregar',
    replace: 'Substituir',
    remove: 'Remover',
    uploading: 'A carregar…',
    no_image: 'Sem imagem',
    preview: 'Pré-visualização de {{label}}',
    hint: 'Carregue ou largue uma imagem ({{types}}, até {{size}}) ou cole o respetivo URL.',
    drop_here: 'Largue a imagem aqui',
    url_only: 'Os carregamentos não estão configurados neste servidor: cole o URL de uma imagem.',
    error_file_count: 'Escolha apenas um ficheiro.',
    error_file_type: 'Este tipo de ficheiro não é permitido. Permitidos: {{types}}.',
    error_file_size: 'O ficheiro é maior do que {{limit}}.',
    error_upload: 'O carregamento falhou. Tente novamente.',
    custom_ui: {
      not_configured: 'Os carregamentos não estão configurados neste servidor.',
      label: 'Interface de início de sessão personalizada',
      description:
        'Carregue um ZIP da sua própria aplicação de início de sessão com um index.html na raiz. Substitui as páginas de início de sessão incorporadas.',
      none: 'Nenhuma: são mostradas as páginas de início de sessão incorporadas.',
      uploaded_at: 'Carregado em {{date}}',
      upload: 'Carregar ZIP',
      replace: 'Substituir ZIP',
      remove: 'Remover',
      error_file_type: 'Escolha um arquivo ZIP.',
    },
  },
} satisfies Translated<typeof en, 'pt-PT'>;
