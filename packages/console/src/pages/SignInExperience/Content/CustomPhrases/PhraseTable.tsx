import { isRightToLeft } from '@gatehouse/schemas/languages';
import { useTranslation } from 'react-i18next';
import { type Column, Table } from '../../../../components/Table';
import { Input } from '../../../../components/TextField';
import styles from './index.module.css';
import type { Draft, PhraseRow } from './phrase-rows';

/** A table of the language's phrases: the key, the built-in text, and an input for the custom text. */
export const PhraseTable = ({
  rows,
  draft,
  language,
  baseLanguage,
  caption,
  maxLength,
  onEdit,
}: {
  rows: readonly PhraseRow[];
  draft: Draft;
  /** The language being edited: its inputs are written in it, right to left where it is. */
  language: string;
  /** The language of the built-in text. */
  baseLanguage: string;
  caption: string;
  maxLength: number;
  onEdit: (key: string, text: string) => void;
}) => {
  const { t } = useTranslation();
  const columns: Column<PhraseRow>[] = [
    {
      key: 'key',
      title: t('custom_phrases.column_key'),
      width: '24%',
      render: (row) => (
        <code className={styles.key} dir="ltr">
          {row.key}
        </code>
      ),
    },
    {
      key: 'built-in',
      title: t('custom_phrases.column_built_in'),
      width: '36%',
      render: (row) => (
        <span lang={baseLanguage} dir={isRightToLeft(baseLanguage) ? 'rtl' : 'ltr'} className={styles.builtIn}>
          {row.builtIn}
        </span>
      ),
    },
    {
      key: 'custom',
      title: t('custom_phrases.column_custom'),
      render: (row) => (
        <Input
          className={styles.customInput}
          value={draft[row.key] ?? ''}
          lang={language}
          dir={isRightToLeft(language) ? 'rtl' : 'ltr'}
          maxLength={maxLength}
          aria-label={t('custom_phrases.custom_text_for', { key: row.key })}
          onChange={(event) => onEdit(row.key, event.target.value)}
        />
      ),
    },
  ];
  return <Table columns={columns} rows={[...rows]} rowKey={(row) => row.key} caption={caption} />;
};
