import { languageTagName, languageTags } from '@gatehouse/schemas/language-tags';
import { Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { Select } from '../../../../components/Select';
import { Input } from '../../../../components/TextField';
import styles from './index.module.css';

/**
 * Adds a language of the ~150 tags (spec §9): a search box narrows the choice by name or tag, the
 * browser's own select (typing a name jumps to it) picks one, Enter in the search adds the first match.
 */
export const AddLanguage = ({ listed, onAdd }: { listed: readonly string[]; onAdd: (tag: string) => void }) => {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState('');
  const options = useMemo(
    () =>
      languageTags
        .filter((tag) => !listed.includes(tag))
        .map((tag) => ({ tag, name: languageTagName(tag, i18n.language) }))
        .sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [listed, i18n.language],
  );
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle
    ? options.filter(
        ({ tag, name }) => name.toLocaleLowerCase().includes(needle) || tag.toLowerCase().startsWith(needle),
      )
    : options;
  const value = shown.some((option) => option.tag === choice) ? choice : (shown[0]?.tag ?? '');
  const add = () => {
    if (!value) return;
    onAdd(value);
    setSearch('');
    setChoice('');
  };

  return (
    <section className={styles.addLanguage} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('custom_phrases.add_language')}
      </h3>
      <Input
        type="search"
        value={search}
        placeholder={t('custom_phrases.search_languages')}
        aria-label={t('custom_phrases.search_languages')}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
      <Select
        label={t('custom_phrases.language_to_add')}
        value={value}
        onChange={(event) => setChoice(event.target.value)}
        disabled={shown.length === 0}
        hint={shown.length === 0 ? t('custom_phrases.no_language_matches') : undefined}
      >
        {shown.map(({ tag, name }) => (
          <option key={tag} value={tag}>
            {name} ({tag})
          </option>
        ))}
      </Select>
      <Button icon={<Plus size={16} />} onClick={add} disabled={!value}>
        {t('custom_phrases.add')}
      </Button>
    </section>
  );
};
