import type { ConsoleConfig } from '@gatehouse/schemas/console-config';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AppLoading } from '../components/AppLoading';
import { PageNotFound } from '../components/PageNotFound';
import { areaPages, areaPath, sidebarGroups, visibleSidebar } from './areas';
import { Callback } from './auth/Callback';
import { RequireAuth } from './auth/RequireAuth';
import { consoleCallbackPath } from './auth/user-manager';
import { consoleBase } from './base-path';
import { CloudIndex } from './cloud/CloudIndex';
import { TenantGuard } from './cloud/TenantGuard';
import { isCloud } from './config';
import { PreferencesEffects } from './PreferencesEffects';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AppShell } from './shell/AppShell';
import { TenantRoot } from './TenantRoot';
import { useTenant } from './tenant';

const TenantPageNotFound = () => <PageNotFound homePath={useTenant().path('/')} />;

/** A lazily loaded top-level page (its own chunk). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const SignedIn = () => (
  <RequireAuth>
    <PreferencesEffects />
    <Outlet />
  </RequireAuth>
);

/**
 * The route table of spec §2. Every area of the spec has its route; an area
 * whose pages are built loads them lazily (its own chunk), any other — and
 * any unknown path — shows the page-not-found screen.
 */
export const createRoutes = (config: ConsoleConfig): RouteObject[] => {
  const shown = new Set(visibleSidebar(config).flatMap((group) => group.items));
  const areaRoutes: RouteObject[] = sidebarGroups
    .flatMap((group) => group.items)
    .map((key) => {
      const page = areaPages[key];
      const path = `${areaPath(key).slice(1)}/*`;
      return page && shown.has(key)
        ? { path, lazy: async () => ({ Component: (await page()).default }) }
        : { path, element: <TenantPageNotFound /> };
    });

  const tenantRoutes: RouteObject[] = [
    {
      errorElement: <RouteErrorBoundary />,
      children: [
        { index: true, element: <TenantRoot /> },
        ...areaRoutes,
        { path: '*', element: <TenantPageNotFound /> },
      ],
    },
  ];

  return [
    { path: consoleCallbackPath, element: <Callback /> },
    {
      element: <SignedIn />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        { path: 'profile/*', lazy: page(() => import('../pages/Profile')) },
        { path: 'accept/:invitationId', lazy: page(() => import('../pages/AcceptInvitation')) },
        ...(isCloud(config)
          ? [
              { index: true, element: <CloudIndex /> },
              { path: 'onboarding/*', lazy: page(() => import('../pages/Onboarding')) },
              { path: 'welcome', lazy: page(() => import('../pages/Welcome')) },
              {
                path: ':tenantId',
                element: (
                  <TenantGuard>
                    <AppShell />
                  </TenantGuard>
                ),
                children: tenantRoutes,
              },
            ]
          : [{ path: '/', element: <AppShell />, children: tenantRoutes }]),
      ],
    },
  ];
};

export const createConsoleRouter = (config: ConsoleConfig) =>
  createBrowserRouter(createRoutes(config), { basename: consoleBase });
