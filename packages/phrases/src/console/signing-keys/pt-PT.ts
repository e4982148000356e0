import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: 'Chaves de assinatura',
    subtitle:
      'Chaves que assinam tokens e cookies. Faça a rotação regularmente: a chave anterior continua a verificar o que já foi emitido até a eliminar.',
    private_keys: 'Chaves de assinatura de tokens',
    private_keys_description: 'Publicadas no JWKS: as aplicações verificam com elas os tokens de ID e de acesso.',
    cookie_keys: 'Chaves de cookies',
    cookie_keys_description: 'Assinam os cookies das sessões de início de sessão.',
    id: 'ID da chave',
    algorithm: 'Algoritmo',
    created: 'Criada',
    status: 'Estado',
    current: 'Atual',
    previous: 'Anterior',
    rotate: 'Rodar',
    rotate_title: 'Rodar as chaves?',
    rotate_description:
      'Uma nova chave passa a ser a atual. A atual passa a ser a anterior e qualquer chave mais antiga é eliminada.',
    algorithm_label: 'Algoritmo de assinatura',
    rotated: 'Chaves rodadas.',
    delete: 'Eliminar',
    delete_title: 'Eliminar a chave anterior?',
    delete_description: 'Os tokens assinados com esta chave deixam imediatamente de ser verificados.',
    deleted: 'Chave eliminada.',
    empty: 'Sem chaves',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
