import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: 'Klucze podpisywania',
    subtitle:
      'Klucze podpisujące tokeny i pliki cookie. Regularnie je rotuj: poprzedni klucz weryfikuje to, co już wydano, dopóki go nie usuniesz.',
    private_keys: 'Klucze podpisujące tokeny',
    private_keys_description: 'Publikowane w JWKS: aplikacje weryfikują nimi tokeny ID i tokeny dostępu.',
    cookie_keys: 'Klucze plików cookie',
    cookie_keys_description: 'Podpisują pliki cookie sesji logowania.',
    id: 'ID klucza',
    algorithm: 'Algorytm',
    created: 'Utworzono',
    status: 'Stan',
    current: 'Bieżący',
    previous: 'Poprzedni',
    rotate: 'Rotuj',
    rotate_title: 'Rotować klucze?',
    rotate_description:
      'Nowy klucz staje się bieżącym. Bieżący staje się poprzednim, a każdy starszy klucz zostaje usunięty.',
    algorithm_label: 'Algorytm podpisu',
    rotated: 'Klucze zrotowane.',
    delete: 'Usuń',
    delete_title: 'Usunąć poprzedni klucz?',
    delete_description: 'Tokeny podpisane tym kluczem natychmiast przestaną być weryfikowane.',
    deleted: 'Klucz usunięty.',
    empty: 'Brak kluczy',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
