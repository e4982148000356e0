import { regionNames, type tenantTags } from '@gatehouse/schemas/tenants';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../components/RadioGroup';
import { TextField } from '../../components/TextField';

export type RegionName = (typeof regionNames)[number];
export type TenantTag = (typeof tenantTags)[number];

/**
 * A new tenant's name and region, shared by the create-tenant modal and onboarding. An empty name
 * is flagged without a message (spec §5).
 */
export const TenantFields = ({
  name,
  onNameChange,
  nameLabel,
  nameMissing,
  region,
  onRegionChange,
}: {
  name: string;
  onNameChange: (name: string) => void;
  nameLabel: string;
  nameMissing: boolean;
  region: RegionName;
  onRegionChange: (region: RegionName) => void;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={nameLabel}
        required
        value={name}
        maxLength={128}
        onChange={(event) => onNameChange(event.target.value)}
        aria-invalid={nameMissing || undefined}
        data-testid="tenant-name"
      />
      <RadioGroup
        legend={t('cloud.fields.region')}
        options={regionNames.map((value) => ({ value, label: t(`cloud.regions.${value}`) }))}
        value={region}
        onValueChange={onRegionChange}
      />
    </>
  );
};
