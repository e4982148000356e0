import en from '@gatehouse/phrases/experience/en';
import { type CustomPhrase, customPhraseLimits } from '@gatehouse/schemas/custom-phrases';
import { builtInBaseOf, languageTagName } from '@gatehouse/schemas/language-tags';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCustomPhrases, useSaveCustomPhrases } from '../../../../api/custom-phrases/mutations';
import { ApiRequestError } from '../../../../api/errors';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { confirm } from '../../../../components/ConfirmDialog';
import { DataState } from '../../../../components/DataState';
import { Modal } from '../../../../components/Modal';
import { SearchInput } from '../../../../components/SearchInput';
import { toast } from '../../../../components/Toast/store';
import { AddLanguage } from './AddLanguage';
import { builtInTextQuery } from './built-in-text';
import styles from './index.module.css';
import { LanguageList } from './LanguageList';
import { PhraseTable } from './PhraseTable';
import { filterRows, phraseRows, translationOf } from './phrase-rows';
import { usePhraseEditor } from './use-phrase-editor';

/**
 * "Manage languages": the languages with custom phrases and the built-in ones on one side, the
 * chosen language's phrases on the other — every key of the sign-in pages with its built-in text
 * and the custom text that replaces it. Leaving a changed language (another language, closing the
 * dialog, closing the tab) asks first.
 */
const ManageLanguagesModal = ({ stored, onClose }: { stored: readonly CustomPhrase[]; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const editor = usePhraseEditor(stored);
  const save = useSaveCustomPhrases();
  const remove = useDeleteCustomPhrases();
  const [search, setSearch] = useState('');
  const [onlyCustomized, setOnlyCustomized] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const { selected } = editor;
  const name = (tag: string) => languageTagName(tag, i18n.language);
  const baseLanguage = builtInBaseOf(selected);
  const baseText = useQuery(builtInTextQuery(baseLanguage));
  const storedTranslation = stored.find((phrase) => phrase.languageTag === selected)?.translation;
  const rows = useMemo(
    () => (baseText.data ? phraseRows(en, baseText.data, selected, storedTranslation) : []),
    [baseText.data, selected, storedTranslation],
  );

  /** Runs `then` once a changed draft may be dropped: at once when nothing changed, else after asking. */
  const whenLeaving = async (then: () => void) => {
    if (editor.changed) {
      const answer = await confirm({
        title: t('custom_phrases.discard_title'),
        message: t('custom_phrases.discard_message', { language: name(selected) }),
        confirmText: t('general.discard'),
        kind: 'danger',
      });
      if (answer !== 'confirmed') return;
    }
    then();
  };
  const choose = (tag: string) =>
    tag === selected
      ? undefined
      : void whenLeaving(() => {
          setRefusal(undefined);
          editor.choose(tag);
        });

  const onSave = async () => {
    await save.mutateAsync({ languageTag: selected, translation: translationOf(editor.draft) });
    editor.saved();
    toast.success(t('custom_phrases.saved', { language: name(selected) }));
  };
  const onDelete = async () => {
    const answer = await confirm({
      title: t('custom_phrases.delete_title', { language: name(selected) }),
      message: t('custom_phrases.delete_message'),
      confirmText: t('custom_phrases.delete_language'),
      kind: 'danger',
    });
    if (answer !== 'confirmed') return;
    try {
      await remove.mutateAsync(selected);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'custom_phrase.fallback_language_in_use') {
        setRefusal(t('custom_phrases.fallback_in_use', { language: name(selected) }));
      }
      return;
    }
    toast.success(t('custom_phrases.deleted', { language: name(selected) }));
    editor.deleted();
  };

  const shown = filterRows(rows, editor.draft, search, onlyCustomized);
  return (
    <Modal
      open
      size="large"
      onOpenChange={(open) => (open ? undefined : void whenLeaving(onClose))}
      title={t('custom_phrases.modal_title')}
      description={t('custom_phrases.modal_description')}
      footer={
        <>
          {editor.isStored ? (
            <Button
              kind="danger"
              className={styles.deleteButton}
              onClick={() => void onDelete()}
              loading={remove.isPending}
            >
              {t('custom_phrases.delete_language')}
            </Button>
          ) : null}
          <Button onClick={editor.discard} disabled={!editor.changed || save.isPending}>
            {t('general.discard')}
          </Button>
          <Button
            kind="primary"
            onClick={() => void onSave().catch(() => undefined)}
            disabled={!editor.changed}
            loading={save.isPending}
          >
            {t('general.save')}
          </Button>
        </>
      }
    >
      <div className={styles.layout}>
        <div className={styles.sidebar}>
          <LanguageList
            languages={editor.languages}
            customized={editor.customized}
            added={editor.added}
            selected={selected}
            onChoose={choose}
          />
          <AddLanguage listed={editor.languages} onAdd={(tag) => void whenLeaving(() => editor.add(tag))} />
        </div>
        <section className={styles.phrases} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.languageTitle}>
            {name(selected)} <span className={styles.tag}>{selected}</span>
          </h3>
          <p className={styles.note}>{t('custom_phrases.base_note', { language: name(baseLanguage) })}</p>
          {refusal ? (
            <p role="alert" className={styles.refusal}>
              {refusal}
            </p>
          ) : null}
          <div className={styles.toolbar}>
            <SearchInput value={search} onSearch={setSearch} label={t('custom_phrases.search_phrases')} delayMs={150} />
            <Checkbox
              label={t('custom_phrases.only_customized')}
              checked={onlyCustomized}
              onChange={(event) => setOnlyCustomized(event.target.checked)}
            />
          </div>
          <DataState query={baseText}>
            {() =>
              shown.length > 0 ? (
                <PhraseTable
                  rows={shown}
                  draft={editor.draft}
                  language={selected}
                  baseLanguage={baseLanguage}
                  caption={t('custom_phrases.phrases_of', { language: name(selected) })}
                  maxLength={customPhraseLimits.maxPhraseLength}
                  onEdit={editor.edit}
                />
              ) : (
                <p className={styles.note}>{t('custom_phrases.no_phrase_matches')}</p>
              )
            }
          </DataState>
        </section>
      </div>
    </Modal>
  );
};

export default ManageLanguagesModal;
