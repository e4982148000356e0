import type { Translated } from '../../plurals';
import type en from './en';

export default {
  custom_phrases: {
    title: 'Frases personalizadas',
    description: 'Altere qualquer texto das páginas de login, em um idioma integrado ou em um dos cerca de 150 outros.',
    languages_with_phrases: 'Idiomas com frases personalizadas',
    none: 'Nenhum idioma tem frases personalizadas ainda.',
    manage: 'Gerenciar idiomas',
    modal_title: 'Gerenciar idiomas',
    modal_description:
      'Escolha um idioma e escreva o texto que substitui o integrado. As páginas de login o mostram assim que ele é salvo.',
    languages: 'Lista de idiomas',
    custom_badge: 'Personalizado',
    built_in_badge: 'Integrado',
    not_saved_badge: 'Não salvo',
    add_language: 'Adicionar um idioma',
    search_languages: 'Pesquisar idiomas',
    language_to_add: 'Idioma',
    no_language_matches: 'Nenhum idioma corresponde à sua pesquisa.',
    add: 'Adicionar',
    base_note: 'Uma frase deixada em branco mostra o texto integrado em {{language}}.',
    search_phrases: 'Pesquisar frases',
    only_customized: 'Somente frases personalizadas',
    column_key: 'Chave',
    column_built_in: 'Texto integrado',
    column_custom: 'Texto personalizado',
    custom_text_for: 'Texto personalizado para {{key}}',
    phrases_of: 'Frases em {{language}}',
    no_phrase_matches: 'Nenhuma frase corresponde à sua pesquisa.',
    delete_language: 'Excluir idioma',
    delete_title: 'Excluir as frases personalizadas em {{language}}?',
    delete_message:
      'As páginas de login voltam a mostrar o texto integrado. Um idioma que não é integrado não pode mais ser escolhido nelas.',
    discard_title: 'Descartar as alterações não salvas?',
    discard_message: 'Suas alterações nas frases em {{language}} não foram salvas e serão perdidas.',
    saved: 'Frases personalizadas em {{language}} salvas.',
    deleted: 'Frases personalizadas em {{language}} excluídas.',
    fallback_in_use:
      '{{language}} é o idioma reserva da experiência de login. Escolha outro idioma reserva antes de excluir as frases dele.',
  },
} satisfies Translated<typeof en, 'pt-BR'>;
