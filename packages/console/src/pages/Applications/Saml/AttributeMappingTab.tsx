import type { SamlApplication } from '@gatehouse/schemas/saml-applications';
import { samlUserFields } from '@gatehouse/schemas/saml-applications';
import { ListTree, Plus, X } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUpdateSamlApplication } from '../../../api/saml-applications/mutations';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { FormCard } from '../../../patterns/FormCard';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import styles from './AttributeMappingTab.module.css';
import {
  type AttributeMappingInput,
  attributeMappingFormGuard,
  attributeMappingOf,
  attributeMappingValues,
  nextUnmappedField,
} from './attribute-mapping-form';
import { SamlDetails } from './SamlDetails';

const AttributeMappingForm = ({ application }: { application: SamlApplication }) => {
  const { t } = useTranslation();
  const update = useUpdateSamlApplication();
  const form = useForm<AttributeMappingInput, unknown, z.output<typeof attributeMappingFormGuard>>({
    resolver: useFormResolver(attributeMappingFormGuard),
    values: attributeMappingValues(application),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rows' });
  const rows = useWatch({ control: form.control, name: 'rows' }) ?? [];
  const { errors, isDirty, isSubmitting } = form.formState;
  const next = nextUnmappedField(rows);

  const onSubmit = submitForm(
    form,
    (values) => update.mutateAsync({ id: application.id, attributeMapping: attributeMappingOf(values) }),
    { success: t('general.saved') },
  );

  return (
    <FormCard
      title={t('saml_applications.attribute_mapping')}
      description={t('saml_applications.attribute_mapping_description')}
      onSubmit={onSubmit}
      dirty={isDirty}
      submitting={isSubmitting}
      onDiscard={() => form.reset()}
    >
      {fields.length === 0 ? (
        <EmptyState
          icon={ListTree}
          title={t('saml_applications.no_attributes')}
          description={t('saml_applications.no_attributes_description')}
        />
      ) : (
        fields.map((field, index) => (
          <div key={field.id} className={styles.row}>
            <Select
              label={t('saml_applications.user_field')}
              error={errors.rows?.[index]?.field?.message}
              {...form.register(`rows.${index}.field`)}
            >
              {samlUserFields.map((userField) => (
                <option key={userField} value={userField}>
                  {userField}
                </option>
              ))}
            </Select>
            <TextField
              label={t('saml_applications.attribute_name')}
              dir="ltr"
              placeholder="http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress"
              error={errors.rows?.[index]?.name?.message}
              {...form.register(`rows.${index}.name`)}
            />
            <Button
              kind="text"
              aria-label={t('saml_applications.remove_attribute', { field: rows[index]?.field ?? field.field })}
              onClick={() => remove(index)}
            >
              <X size={16} aria-hidden />
            </Button>
          </div>
        ))
      )}
      <div>
        <Button disabled={next === undefined} onClick={() => next && append({ field: next, name: '' })}>
          <Plus size={16} aria-hidden />
          {t('saml_applications.add_attribute')}
        </Button>
      </div>
    </FormCard>
  );
};

/** `attribute-mapping` (spec §2): which user fields the assertion carries, under which attribute names. */
export const AttributeMappingTab = () => (
  <SamlDetails>{(application) => <AttributeMappingForm application={application} />}</SamlDetails>
);
