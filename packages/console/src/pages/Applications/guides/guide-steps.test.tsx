import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appGuides } from '.';
import { GuideSteps } from './GuideSteps';

const values = {
  issuer: 'https://auth.example.com/oidc',
  endpoint: 'https://auth.example.com',
  appId: 'app123',
  redirectUri: 'http://localhost:5173/callback',
  postLogoutRedirectUri: '',
  managementApi: 'https://default.gatehouse.app/api',
  resource: 'https://default.gatehouse.app/api',
  scope: 'all',
};
const show = (id: string) => {
  const guide = appGuides(values).find((candidate) => candidate.id === id);
  if (!guide) throw new Error(id);
  render(<GuideSteps guide={guide} values={values} rolesLink={<a href="/roles">Machine-to-machine roles</a>} />);
  return within(screen.getByRole('list')).getAllByRole('listitem');
};

describe('a guide’s steps', () => {
  it('the machine-to-machine guide first asks for the “Management API access” role, as the Roles tab names it', () => {
    const steps = show('curl');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Assign the “Management API access” role',
      'Get an access token',
      'Call a protected endpoint with the access token',
    ]);
    expect(steps[0]?.textContent).toContain(
      'On its “Machine-to-machine roles” tab, choose “Assign roles” and pick “Management API access”.',
    );
    expect(within(steps[0] as HTMLElement).getByRole('link', { name: 'Machine-to-machine roles' })).toBeDefined();
    expect(within(steps[1] as HTMLElement).getByRole('figure').textContent).toContain('grant_type=client_credentials');
  });

  it('number one step per kind, with its files under it', () => {
    const steps = show('nextjs');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Install',
      'Configure with this app’s values',
      'Sign in',
      'Handle the callback on the redirect URI',
      'Sign out',
      'Call a protected endpoint with the access token',
      'Run it',
    ]);
    const configure = within(steps[1] as HTMLElement).getAllByRole('figure');
    expect(configure.map((figure) => figure.querySelector('figcaption span')?.textContent)).toEqual([
      '.env.local',
      'lib/gatehouse.ts',
    ]);
  });

  it('the React guide explains that its provider handles the callback, on the app’s own redirect URI', () => {
    const callback = show('react').find((step) => step.textContent?.includes('Handle the callback'));
    expect(callback?.textContent).toContain(
      'AuthProvider finishes the sign-in when the browser returns to http://localhost:5173/callback.',
    );
  });
});
