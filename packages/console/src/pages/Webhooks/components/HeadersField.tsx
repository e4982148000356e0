import { Plus, X } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CheckboxGroup } from '../../../components/Checkbox';
import { TextField } from '../../../components/TextField';
import styles from './HeadersField.module.css';
import type { WebhookForm, WebhookFormInput } from './webhook-form';

/** Custom request headers, one row (name, value) each. */
export const HeadersField = ({ form }: { form: UseFormReturn<WebhookFormInput, unknown, WebhookForm> }) => {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'headers' });
  const errors = form.formState.errors.headers;
  return (
    <CheckboxGroup legend={t('webhooks.headers')} id="headers">
      {fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          <TextField
            label={t('webhooks.header_name')}
            error={errors?.[index]?.name?.message}
            {...form.register(`headers.${index}.name`)}
          />
          <TextField
            label={t('webhooks.header_value')}
            error={errors?.[index]?.value?.message}
            {...form.register(`headers.${index}.value`)}
          />
          <Button kind="text" aria-label={t('webhooks.remove_header')} onClick={() => remove(index)}>
            <X size={16} aria-hidden />
          </Button>
        </div>
      ))}
      <div>
        <Button kind="default" onClick={() => append({ name: '', value: '' })}>
          <Plus size={16} aria-hidden />
          {t('webhooks.add_header')}
        </Button>
      </div>
    </CheckboxGroup>
  );
};
