import type { ConsoleConfig } from '@gatehouse/schemas/console-config';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigContext } from '../config-context';
import { initialRegion, TenantFields } from './TenantFields';

const config: ConsoleConfig = {
  edition: 'cloud',
  version: '1.0.0',
  adminEndpoint: 'http://localhost:3002',
  userEndpoint: 'http://localhost:3001',
  resources: { management: 'https://default.gatehouse.local/api', me: 'https://admin.gatehouse.local/me' },
  devFeatures: false,
};

const renderFields = (installation: ConsoleConfig) =>
  render(
    <ConfigContext.Provider value={installation}>
      <TenantFields
        name="Alpha"
        onNameChange={() => undefined}
        nameLabel="Tenant name"
        nameMissing={false}
        region={initialRegion(installation)}
        onRegionChange={() => undefined}
      />
    </ConfigContext.Provider>,
  );

describe('the region picker of a new tenant', () => {
  it('offers every region, Europe first and chosen, where one deployment serves them all', () => {
    renderFields(config);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['EU', 'US', 'AU']);
    expect((screen.getByRole('radio', { name: 'Europe' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers only the regions this deployment serves, the first chosen when Europe is not one', () => {
    renderFields({ ...config, regions: ['US', 'AU'] });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['US', 'AU']);
    expect((screen.getByRole('radio', { name: 'United States' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Europe' })).toBeNull();
  });
});
