import { languageTagName } from '@gatehouse/schemas/language-tags';
import { Languages } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomPhrases } from '../../../../api/custom-phrases/queries';
import { Button } from '../../../../components/Button';
import { DataState } from '../../../../components/DataState';
import { Tag, TagList } from '../../../../components/Tag';
import styles from './index.module.css';

/** The editor itself, loaded when it is opened. */
const ManageLanguagesModal = lazy(() => import('./ManageLanguagesModal'));

/**
 * Custom phrases of the sign-in pages (spec §5, issue 17), for the content tab's languages: which
 * languages have custom phrases, and the "Manage languages" button that opens the editor — add a
 * language of about 150, change any text of the pages in it, delete it.
 */
export const CustomPhrasesEditor = () => {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const query = useCustomPhrases();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('custom_phrases.title')}
      </h3>
      <p className={styles.note}>{t('custom_phrases.description')}</p>
      <DataState query={query}>
        {(phrases) => (
          <>
            {phrases.length > 0 ? (
              <TagList as="ul" aria-label={t('custom_phrases.languages_with_phrases')}>
                {phrases.map(({ languageTag }) => (
                  <li key={languageTag}>
                    <Tag>
                      {languageTagName(languageTag, i18n.language)} ({languageTag})
                    </Tag>
                  </li>
                ))}
              </TagList>
            ) : (
              <p className={styles.note}>{t('custom_phrases.none')}</p>
            )}
            <div>
              <Button icon={<Languages size={16} />} onClick={() => setOpen(true)}>
                {t('custom_phrases.manage')}
              </Button>
            </div>
            {open ? (
              <Suspense fallback={null}>
                <ManageLanguagesModal stored={phrases} onClose={() => setOpen(false)} />
              </Suspense>
            ) : null}
          </>
        )}
      </DataState>
    </section>
  );
};
