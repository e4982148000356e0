import { maskedSecret } from '@gatehouse/schemas/connectors';
import { Eye, EyeOff } from 'lucide-react';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { type Control, type UseFormRegister, type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { FormField } from '../../../components/FormField';
import fieldStyles from '../../../components/FormField/index.module.css';
import { Select } from '../../../components/Select';
import { Switch } from '../../../components/Switch';
import { Textarea } from '../../../components/Textarea';
import { Input, TextField } from '../../../components/TextField';
import { useLocalized } from '../connector-types';
import styles from './ConfigFields.module.css';
import { type ConfigField, type ConfigValues, isSecret } from './config-form';

/** The part of a form these fields live in: its values hold the config under `config`. */
export type ConfigFormValues = { config: ConfigValues };

type FieldProps = {
  field: ConfigField;
  name: `config.${string}`;
  label: string;
  hint?: ReactNode;
  error?: string;
  register: UseFormRegister<ConfigFormValues>;
  control: Control<ConfigFormValues>;
};

/** A saved secret reads `********`: focusing it selects it all, so what is typed replaces it. */
const selectMasked = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
  if (event.currentTarget.value === maskedSecret) event.currentTarget.select();
};

/** The show/hide button of a secret; nothing to show while it holds the saved secret's mask. */
const RevealButton = ({
  label,
  shown,
  masked,
  onToggle,
}: {
  label: string;
  shown: boolean;
  masked: boolean;
  onToggle: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Button
      kind="text"
      className={styles.reveal}
      aria-label={t(shown ? 'connectors.hide_value' : 'connectors.show_value', { field: label })}
      aria-pressed={shown}
      disabled={masked}
      onClick={onToggle}
      icon={shown ? <EyeOff size={16} /> : <Eye size={16} />}
    />
  );
};

/**
 * A secret with a show button. On one line a password input, which never offers the admin's own passwords;
 * over several lines (a private key, secret headers) a textarea hidden by the font until shown.
 */
const SecretField = ({ field, name, label, hint, error, control, multiline }: FieldProps & { multiline: boolean }) => {
  const { field: input } = useController({ control, name });
  const [shown, setShown] = useState(false);
  const masked = input.value === maskedSecret;
  const visible = shown && !masked;
  const controlled = {
    ref: input.ref,
    name: input.name,
    value: String(input.value),
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFocus: selectMasked,
    placeholder: field.placeholder,
    spellCheck: false,
  };
  return (
    <FormField label={label} required={field.required} hint={hint} error={error}>
      {(props) => (
        <span className={styles.secret}>
          {multiline ? (
            <textarea
              {...props}
              {...controlled}
              className={[fieldStyles.control, styles.textarea, visible ? '' : styles.concealed].join(' ')}
              autoComplete="off"
              dir="ltr"
            />
          ) : (
            <Input
              {...props}
              {...controlled}
              type={visible ? 'text' : 'password'}
              autoComplete="new-password"
              dir="auto"
            />
          )}
          <RevealButton label={label} shown={shown} masked={masked} onToggle={() => setShown(!shown)} />
        </span>
      )}
    </FormField>
  );
};

const SwitchField = ({ field, name, label, control }: FieldProps) => {
  const { field: input } = useController({ control, name });
  const localized = useLocalized();
  return (
    <Switch
      name={input.name}
      label={label}
      description={localized(field.description) || undefined}
      checked={input.value === true}
      onChange={(event) => input.onChange(event.target.checked)}
      onBlur={input.onBlur}
    />
  );
};

/** A choice among the field's options (controlled: the saved choice shows before the options' first paint). */
const SelectField = ({ field, name, label, hint, error, control }: FieldProps) => {
  const { field: input } = useController({ control, name });
  const localized = useLocalized();
  return (
    <Select
      label={label}
      hint={hint}
      error={error}
      required={field.required}
      ref={input.ref}
      name={input.name}
      value={String(input.value)}
      onChange={input.onChange}
      onBlur={input.onBlur}
    >
      {field.required || field.defaultValue !== undefined ? null : <option value="" />}
      {(field.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {localized(option.label)}
        </option>
      ))}
    </Select>
  );
};

/** One field of the form, drawn by its type. */
const ConfigFieldControl = (props: FieldProps) => {
  const { field, name, label, hint, error, register } = props;
  const common = { label, hint, error, required: field.required, placeholder: field.placeholder };
  if (field.type === 'switch') return <SwitchField {...props} />;
  if (isSecret(field)) {
    return <SecretField {...props} multiline={field.type === 'multiline' || field.type === 'json'} />;
  }
  switch (field.type) {
    case 'multiline':
      return <Textarea {...common} dir="auto" {...register(name)} />;
    case 'json':
      return <Textarea {...common} spellCheck={false} dir="ltr" {...register(name)} />;
    case 'number':
      return (
        <TextField {...common} type="number" inputMode="numeric" min={field.min} max={field.max} {...register(name)} />
      );
    case 'select':
      return <SelectField {...props} />;
    default:
      return <TextField {...common} autoComplete="off" spellCheck={false} dir="auto" {...register(name)} />;
  }
};

/**
 * The fields of a factory's config form, in its order and the admin's language: each with its help
 * under it (or its error), required marks, and for a saved secret a word that it is kept.
 */
export const ConfigFields = <Values extends ConfigFormValues, Output>({
  fields,
  form,
}: {
  fields: readonly ConfigField[];
  /** A form whose values hold the config under `config` (and maybe more). */
  form: UseFormReturn<Values, unknown, Output>;
}) => {
  // The fields read and write only `config`, which every form they are in holds: seen as a form of just that.
  const { register, control, formState } = form as unknown as UseFormReturn<ConfigFormValues>;
  const { errors } = formState;
  const { t } = useTranslation();
  const localized = useLocalized();
  const values = useWatch({ control, name: 'config' }) as ConfigValues | undefined;
  return (
    <>
      {fields.map((field) => {
        const description = localized(field.description);
        const range =
          field.type === 'number' && field.min !== undefined && field.max !== undefined
            ? t('connectors.number_range', { from: field.min, to: field.max })
            : '';
        const kept = isSecret(field) && values?.[field.key] === maskedSecret;
        const notes = [description, range, kept ? t('connectors.secret_kept') : ''].filter(Boolean);
        return (
          <ConfigFieldControl
            key={field.key}
            field={field}
            name={`config.${field.key}`}
            label={localized(field.label)}
            hint={notes.length > 0 ? notes.join(' ') : undefined}
            error={errors.config?.[field.key]?.message}
            register={register}
            control={control}
          />
        );
      })}
    </>
  );
};
