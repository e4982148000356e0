import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: 'Chaves de assinatura',
    subtitle:
      'Chaves que assinam tokens e cookies. Faça a rotação regularmente: a chave anterior continua verificando o que já foi emitido até você excluí-la.',
    private_keys: 'Chaves de assinatura de tokens',
    private_keys_description: 'Publicadas no JWKS: os apps verificam com elas os tokens de ID e de acesso.',
    cookie_keys: 'Chaves de cookies',
    cookie_keys_description: 'Assinam os cookies das sessões de login.',
    id: 'ID da chave',
    algorithm: 'Algoritmo',
    created: 'Criada',
    status: 'Situação',
    current: 'Atual',
    previous: 'Anterior',
    rotate: 'Fazer rotação',
    rotate_title: 'Fazer a rotação das chaves?',
    rotate_description:
      'Uma nova chave passa a ser a atual. A atual passa a ser a anterior, e qualquer chave mais antiga é excluída.',
    algorithm_label: 'Algoritmo de assinatura',
    rotated: 'Rotação das chaves concluída.',
    delete: 'Excluir',
    delete_title: 'Excluir a chave anterior?',
    delete_description: 'Tokens assinados com esta chave deixam de ser verificados imediatamente.',
    deleted: 'Chave excluída.',
    empty: 'Nenhuma chave',
  },
} satisfies Translated<typeof en, 'pt-BR'>;
