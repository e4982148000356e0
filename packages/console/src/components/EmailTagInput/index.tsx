import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../FormField';
import { Tag } from '../Tag';
import { addTags, backspace, type EmailTag, separatorKeys } from './email-tags';
import styles from './index.module.css';

/**
 * Email addresses as tags: typed text becomes tags on space, Enter, comma or leaving the field;
 * Backspace in the empty field selects, then removes, the last tag. Invalid addresses stay as
 * flagged tags with `invalidMessage` until removed.
 */
export const EmailTagInput = ({
  label,
  hint,
  invalidMessage,
  error,
  required,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  invalidMessage: string;
  /** Another refusal to show under the field while no address is invalid. */
  error?: string;
  required?: boolean;
  value: readonly EmailTag[];
  onChange: (tags: EmailTag[]) => void;
}) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [selected, setSelected] = useState<number>();
  const commit = () => {
    if (!typed.trim()) return;
    onChange(addTags(value, typed));
    setTyped('');
  };
  const invalid = value.some(({ valid }) => !valid);
  return (
    <FormField label={label} hint={hint} required={required} error={invalid ? invalidMessage : error}>
      {(control) => (
        <div className={styles.box} data-invalid={invalid || undefined}>
          {value.map((tag, index) => (
            <span
              key={tag.value}
              className={index === selected ? styles.selected : undefined}
              data-testid={tag.valid ? 'email-tag' : 'email-tag-invalid'}
            >
              <Tag
                tone={tag.valid ? 'neutral' : 'danger'}
                removeLabel={t('tenant_settings.remove_email', { email: tag.value })}
                onRemove={() => {
                  onChange(value.filter((_, other) => other !== index));
                  setSelected(undefined);
                }}
              >
                {tag.value}
              </Tag>
            </span>
          ))}
          <input
            {...control}
            className={styles.input}
            type="text"
            inputMode="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setSelected(undefined);
            }}
            onBlur={commit}
            onKeyDown={(event) => {
              if (separatorKeys.has(event.key)) {
                if (!typed.trim()) return;
                event.preventDefault();
                commit();
              } else if (event.key === 'Backspace' && typed === '') {
                const next = backspace(value, selected);
                if (next.tags.length !== value.length) onChange(next.tags);
                setSelected(next.selected);
              }
            }}
          />
        </div>
      )}
    </FormField>
  );
};

export type { EmailTag };
