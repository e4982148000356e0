import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { externalLinks } from '../../utils/external-links';
import styles from './ContactDialog.module.css';

const rows = [
  { key: 'community', href: externalLinks.community },
  { key: 'repository', href: externalLinks.repository },
  { key: 'email', href: externalLinks.email },
  { key: 'meeting', href: externalLinks.meeting },
] as const;

/** The help dialog: four rows, each opening an external link in a new tab (spec §2). */
export const ContactDialog = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('contact.title')}
      description={t('contact.description')}
      size="medium"
    >
      <ul className={styles.rows}>
        {rows.map(({ key, href }) => (
          <li key={key} className={styles.row}>
            <div>
              <h3 className={styles.title}>{t(`contact.${key}_title`)}</h3>
              <p className={styles.description}>{t(`contact.${key}_description`)}</p>
            </div>
            <a
              className={styles.button}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('general.open_in_new_tab', { label: t(`contact.${key}_button`) })}
            >
              {t(`contact.${key}_button`)}
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
};
