import type { CustomPhrase } from '@gatehouse/schemas/custom-phrases';
import { isUiLanguage, uiLanguages } from '@gatehouse/schemas/languages';
import { useEffect, useMemo, useState } from 'react';
import { type Draft, draftOf, isChanged } from './phrase-rows';

/**
 * The editor's state: the languages it lists (the built-in ones, those with custom phrases, and one
 * just added, not saved yet), the one being edited, and its draft. Choosing another language starts
 * from that language's stored phrases; the caller asks before dropping a changed draft.
 */
export const usePhraseEditor = (stored: readonly CustomPhrase[]) => {
  const [selected, setSelected] = useState('en');
  const [added, setAdded] = useState<string>();
  const [draft, setDraft] = useState<Draft>(() =>
    draftOf(stored.find((phrase) => phrase.languageTag === 'en')?.translation),
  );

  const storedTranslation = stored.find((phrase) => phrase.languageTag === selected)?.translation;
  const changed = isChanged(draft, storedTranslation);
  const customized = useMemo(() => new Set(stored.map((phrase) => phrase.languageTag)), [stored]);
  const languages = useMemo(
    () => [...new Set([...(added ? [added] : []), ...customized, ...uiLanguages])],
    [added, customized],
  );

  // Closing or reloading the tab asks while the draft is changed (the page's own guard asks on leaving it).
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  return {
    languages,
    customized,
    selected,
    added,
    draft,
    changed,
    isStored: customized.has(selected),
    /** Edits one key's text. */
    edit: (key: string, text: string) => setDraft((current) => ({ ...current, [key]: text })),
    /** Shows a language with its stored phrases (or none); an added language not chosen any more is dropped. */
    choose: (tag: string) => {
      setSelected(tag);
      setDraft(draftOf(stored.find((phrase) => phrase.languageTag === tag)?.translation));
      if (tag !== added) setAdded(undefined);
    },
    /** Lists a language of the ~150 and shows it, with no phrases yet. */
    add: (tag: string) => {
      setAdded(tag);
      setSelected(tag);
      setDraft({});
    },
    /** Back to the stored phrases of the language. */
    discard: () => setDraft(draftOf(storedTranslation)),
    /** After a save: the language is stored now. */
    saved: () => setAdded(undefined),
    /** After a delete: a built-in language stays, with no custom text; another one is gone from the list. */
    deleted: () => {
      if (isUiLanguage(selected)) {
        setDraft({});
        return;
      }
      setSelected('en');
      setDraft(draftOf(stored.find((phrase) => phrase.languageTag === 'en')?.translation));
    },
  };
};

export type PhraseEditor = ReturnType<typeof usePhraseEditor>;
