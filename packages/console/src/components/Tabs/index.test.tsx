import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteTabs } from './index';

const listTabs = [
  { to: '/applications', title: 'My applications' },
  { to: '/applications/third-party-applications', title: 'Third-party applications' },
];

const renderAt = (path: string, tabs = listTabs) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteTabs label="Applications" tabs={tabs} />
    </MemoryRouter>,
  );

const current = () => screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

describe('tabs that are routes', () => {
  it('marks only the tab whose path is nested in another one as current, not both', () => {
    renderAt('/applications/third-party-applications');
    expect(current().map((link) => link.textContent)).toEqual(['Third-party applications']);
  });

  it('marks the parent tab as current on its own path', () => {
    renderAt('/applications');
    expect(current().map((link) => link.textContent)).toEqual(['My applications']);
  });

  it('keeps a tab current on the pages under it, such as one log record under the logs tab', () => {
    renderAt('/users/u1/logs/l1', [
      { to: '/users/u1/settings', title: 'Settings' },
      { to: '/users/u1/logs', title: 'Logs' },
    ]);
    expect(current().map((link) => link.textContent)).toEqual(['Logs']);
  });
});
