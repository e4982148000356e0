import type { ConsoleConfig } from '@gatehouse/schemas/console-config';
import { regionNames, type tenantTags } from '@gatehouse/schemas/tenants';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../components/RadioGroup';
import { TextField } from '../../components/TextField';
import { useConsoleConfig } from '../config-context';

export type RegionName = (typeof regionNames)[number];
export type TenantTag = (typeof tenantTags)[number];

/** The regions a tenant may be created in here (spec §3; the deployment's, else all of them). */
export const deployedRegions = (config: ConsoleConfig): readonly RegionName[] => config.regions ?? regionNames;
/** A new tenant's region: EU (spec §2) where this deployment serves it, else its first region. */
export const initialRegion = (config: ConsoleConfig): RegionName => {
  const regions = deployedRegions(config);
  return regions.includes('EU') ? 'EU' : (regions[0] ?? 'EU');
};

/**
 * A new tenant's name and region, shared by the create-tenant modal and onboarding. An empty name
 * is flagged without a message (spec §5). Only the regions this deployment serves are offered.
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
  const regions = deployedRegions(useConsoleConfig());
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
        options={regions.map((value) => ({ value, label: t(`cloud.regions.${value}`) }))}
        value={region}
        onValueChange={onRegionChange}
      />
    </>
  );
};
