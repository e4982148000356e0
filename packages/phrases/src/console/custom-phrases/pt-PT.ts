import type { Translated } from '../../plurals';
import type en from './en';

export default {
  custom_phrases: {
    title: 'Frases personalizadas',
    description:
      'Altere qualquer texto das páginas de início de sessão, num idioma integrado ou num de cerca de 150 outros.',
    languages_with_phrases: 'Idiomas com frases personalizadas',
    none: 'Ainda nenhum idioma tem frases personalizadas.',
    manage: 'Gerir idiomas',
    modal_title: 'Gerir idiomas',
    modal_description:
      'Escolha um idioma e escreva o texto que substitui o integrado. As páginas de início de sessão mostram-no assim que for guardado.',
    languages: 'Lista de idiomas',
    custom_badge: 'Personalizado',
    built_in_badge: 'Integrado',
    not_saved_badge: 'Não guardado',
    add_language: 'Adicionar um idioma',
    search_languages: 'Pesquisar idiomas',
    language_to_add: 'Idioma',
    no_language_matches: 'Nenhum idioma corresponde à sua pesquisa.',
    add: 'Adicionar',
    base_note: 'Uma frase deixada em branco mostra o texto integrado em {{language}}.',
    search_phrases: 'Pesquisar frases',
    only_customized: 'Apenas frases personalizadas',
    column_key: 'Chave',
    column_built_in: 'Texto integrado',
    column_custom: 'Texto personalizado',
    custom_text_for: 'Texto personalizado para {{key}}',
    phrases_of: 'Frases em {{language}}',
    no_phrase_matches: 'Nenhuma frase corresponde à sua pesquisa.',
    delete_language: 'Eliminar idioma',
    delete_title: 'Eliminar as frases personalizadas em {{language}}?',
    delete_message:
      'As páginas de início de sessão voltam a mostrar o texto integrado. Um idioma que não está integrado deixa de poder ser escolhido nelas.',
    discard_title: 'Descartar as alterações não guardadas?',
    discard_message: 'As suas alterações às frases em {{language}} não foram guardadas e serão perdidas.',
    saved: 'Frases personalizadas em {{language}} guardadas.',
    deleted: 'Frases personalizadas em {{language}} eliminadas.',
    fallback_in_use:
      '{{language}} é o idioma alternativo da experiência de início de sessão. Escolha outro idioma alternativo antes de eliminar as suas frases.',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
