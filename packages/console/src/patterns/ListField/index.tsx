import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import {
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { FieldError, Hint } from '../../components/FormField';
import { Notice } from '../../components/Notice';
import { Input } from '../../components/TextField';
import type { ListRow } from '../form-resolver';
import styles from './index.module.css';

/** Where react-hook-form keeps a list's errors: its own (`root` once it has rows), and each row's. */
type ErrorNode = { message?: string; root?: { message?: string } };

type Props<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's field of rows (`toRows` fills it, `listRows` validates it). */
  name: ArrayPath<Values>;
  label: string;
  hint?: string;
  placeholder?: string;
  /** A warning about a row's value that does not stop the save ('gmail.com is a free email domain'). */
  rowNote?: (value: string) => string | undefined;
};

/**
 * A list edited one value per row (redirect URIs, CORS origins): a single-line input per value,
 * each with its remove button ('Remove https://app.example/callback'), and Add another, which adds
 * an empty row and focuses it, as Enter in a row does. Each row shows its own error under it (the
 * form's schema puts them there, `listRows`); empty rows are left out on save. Removing a row moves
 * the focus to the row that takes its place, the one before, or Add another.
 *
 * @example
 * <ListField form={form} name="redirectUris" label={t('applications.redirect_uris')} />
 */
export const ListField = <Values extends FieldValues, Output>({
  form,
  name,
  label,
  hint,
  placeholder,
  rowNote,
}: Props<Values, Output>) => {
  const { t } = useTranslation();
  const id = useId();
  const { fields, append, insert, remove } = useFieldArray({ control: form.control, name });
  const rows = (useWatch({ control: form.control, name: name as Path<Values> }) ?? []) as ListRow[];
  const addButton = useRef<HTMLButtonElement>(null);
  // The row to focus once a removal has re-rendered the list (-1: Add another).
  const focusAfterRemoval = useRef<number>(undefined);
  const rowName = (index: number) => `${name}.${index}.value` as Path<Values>;
  const emptyRow = { value: '' } as FieldArray<Values, ArrayPath<Values>>;

  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (target === undefined) return;
    focusAfterRemoval.current = undefined;
    if (target < 0) addButton.current?.focus();
    else form.setFocus(rowName(target));
  });

  const removeRow = (index: number) => {
    focusAfterRemoval.current = index < fields.length - 1 ? index : index - 1;
    remove(index);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds a row below rather than submitting the form; not while an input method composes text.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (rows[index]?.value.trim() === '') return;
    if (rows[index + 1]?.value.trim() === '') form.setFocus(rowName(index + 1));
    else insert(index + 1, emptyRow);
  };

  const errors: ErrorNode | undefined = get(form.formState.errors, name);
  // A refusal of the whole list (too many entries, or the server's): under the list.
  const listError = errors?.root?.message ?? errors?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const listErrorId = listError ? `${id}-error` : undefined;

  return (
    <fieldset className={styles.field} aria-describedby={listErrorId}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.content}>
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
        {fields.length > 0 ? (
          <ul className={styles.rows}>
            {fields.map((field, index) => {
              const error = (get(form.formState.errors, rowName(index)) as ErrorNode | undefined)?.message;
              const errorId = `${id}-${field.id}-error`;
              const value = rows[index]?.value.trim() ?? '';
              const note = value && !error ? rowNote?.(value) : undefined;
              const noteId = `${id}-${field.id}-note`;
              return (
                <li key={field.id} className={styles.row}>
                  <div className={styles.line}>
                    <Input
                      className={styles.input}
                      aria-label={t('list_field.row', { label, position: index + 1 })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={
                        [error ? errorId : undefined, note ? noteId : undefined, hintId].filter(Boolean).join(' ') ||
                        undefined
                      }
                      placeholder={placeholder}
                      spellCheck={false}
                      autoComplete="off"
                      // URIs read left to right on a right-to-left page too.
                      dir="auto"
                      onKeyDown={onKeyDown(index)}
                      {...form.register(rowName(index))}
                    />
                    <Button
                      kind="text"
                      className={styles.remove}
                      icon={<X size={16} aria-hidden />}
                      aria-label={
                        value
                          ? t('list_field.remove', { value })
                          : t('list_field.remove_empty', { position: index + 1 })
                      }
                      onClick={() => removeRow(index)}
                    />
                  </div>
                  {error ? <FieldError id={errorId}>{error}</FieldError> : null}
                  {note ? (
                    <Notice tone="warning" id={noteId}>
                      {note}
                    </Notice>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        <div>
          <Button ref={addButton} icon={<Plus size={16} aria-hidden />} onClick={() => append(emptyRow)}>
            {t('list_field.add')}
          </Button>
        </div>
        {listError ? <FieldError id={listErrorId}>{listError}</FieldError> : null}
      </div>
    </fieldset>
  );
};
