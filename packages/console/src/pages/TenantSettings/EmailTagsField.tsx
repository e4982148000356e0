import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/FormField';
import fieldStyles from '../../components/FormField/index.module.css';
import styles from './EmailTagsField.module.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => emailPattern.test(value);

/**
 * Email addresses as tags (spec §2): one is added on space, enter, comma or leaving the field; a
 * backspace in the empty input selects the last tag, a second one removes it. Invalid ones are
 * flagged, not dropped.
 */
export const EmailTagsField = ({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string[];
  onChange: (emails: string[]) => void;
  error?: string;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [lastSelected, setLastSelected] = useState(false);
  const commit = () => {
    const added = draft
      .split(/[\s,]+/)
      .map((email) => email.trim())
      .filter((email) => email && !value.includes(email));
    if (added.length > 0) onChange([...value, ...added]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ' || event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      if (lastSelected) onChange(value.slice(0, -1));
      setLastSelected(!lastSelected);
    } else setLastSelected(false);
  };
  return (
    <FormField label={label} error={error} hint={t('tenant_settings.emails_hint')} required>
      {(control) => (
        <div className={`${fieldStyles.control} ${styles.box}`}>
          {value.map((email, index) => (
            <span
              key={email}
              className={[
                styles.tag,
                isEmail(email) ? '' : styles.invalid,
                lastSelected && index === value.length - 1 ? styles.selected : '',
              ].join(' ')}
            >
              {email}
              <button
                type="button"
                className={styles.remove}
                aria-label={t('tenant_settings.remove_email', { email })}
                onClick={() => onChange(value.filter((other) => other !== email))}
              >
                <X size={12} aria-hidden />
              </button>
            </span>
          ))}
          <input
            {...control}
            className={styles.input}
            type="email"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={commit}
          />
        </div>
      )}
    </FormField>
  );
};
