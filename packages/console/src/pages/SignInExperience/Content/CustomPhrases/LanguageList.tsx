import { languageTagName } from '@gatehouse/schemas/language-tags';
import { isUiLanguage } from '@gatehouse/schemas/languages';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../../components/Tag';
import styles from './index.module.css';

/** The languages to edit, each a button: its name, its tag, and whether it has custom phrases. */
export const LanguageList = ({
  languages,
  customized,
  added,
  selected,
  onChoose,
}: {
  languages: readonly string[];
  customized: ReadonlySet<string>;
  added: string | undefined;
  selected: string;
  onChoose: (tag: string) => void;
}) => {
  const { t, i18n } = useTranslation();
  const name = (tag: string) => languageTagName(tag, i18n.language);
  // Those with custom phrases first, then the built-in ones, each by name; one just added on top.
  const rank = (tag: string) => (tag === added ? 0 : customized.has(tag) ? 1 : 2);
  const ordered = [...languages].sort((a, b) => rank(a) - rank(b) || name(a).localeCompare(name(b), i18n.language));
  return (
    <ul className={styles.languageList} aria-label={t('custom_phrases.languages')}>
      {ordered.map((tag) => (
        <li key={tag}>
          <button
            type="button"
            className={styles.language}
            aria-current={tag === selected ? 'true' : undefined}
            onClick={() => onChoose(tag)}
          >
            <span className={styles.languageName}>
              <span>{name(tag)}</span>
              <span className={styles.tag}>{tag}</span>
            </span>
            {tag === added ? (
              <Tag>{t('custom_phrases.not_saved_badge')}</Tag>
            ) : customized.has(tag) ? (
              <Tag tone="success">{t('custom_phrases.custom_badge')}</Tag>
            ) : isUiLanguage(tag) ? (
              <Tag>{t('custom_phrases.built_in_badge')}</Tag>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
};
