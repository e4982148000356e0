import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { consoleShell, signInToConsole } from './support/console';
import { expect, test } from './support/fixtures';

/** A local receiver: every request's raw body, answered 200. */
const startReceiver = async () => {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, bodies, server };
};

test('a webhook made in the console receives a new user, shows the request and replays it', async ({
  page,
  management,
}) => {
  const receiver = await startReceiver();
  try {
    const stamp = Date.now().toString(36);
    await signInToConsole(page, '/webhooks');
    const shell = consoleShell(page);
    await expect(shell.heading).toHaveText('Webhooks');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create webhook' });
    await dialog.getByLabel('Name').fill(`Users feed ${stamp}`);
    await dialog.getByRole('checkbox', { name: /User created/ }).check();
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await expect(page).toHaveURL(/\/console\/webhooks\/[^/]+\/settings$/);
    await expect(shell.heading).toHaveText(`Users feed ${stamp}`);
    await page.screenshot({ path: 'test-results/webhooks-settings.png', fullPage: true });

    const user = await management.call<{ id: string }>('POST', '/users', { username: `hooked_${stamp}` }, 201);
    await expect.poll(() => receiver.bodies.length, { timeout: 20_000 }).toBe(1);
    expect(JSON.parse(receiver.bodies[0] ?? '{}')).toMatchObject({ event: 'User.Created', userId: user.id });

    await page.getByRole('link', { name: 'Recent requests' }).click();
    const row = page.getByRole('link', { name: /200 · Success/ });
    await expect(row).toHaveCount(1);
    await page.screenshot({ path: 'test-results/webhooks-requests.png', fullPage: true });
    await row.click();
    await expect(page).toHaveURL(/\/recent-requests\/[^/]+$/);
    await expect(page.getByText(user.id).first()).toBeVisible();
    await page.getByRole('button', { name: 'Replay' }).click();
    await expect.poll(() => receiver.bodies.length, { timeout: 20_000 }).toBe(2);
    expect(receiver.bodies[1]).toBe(receiver.bodies[0]);
    await expect(page).toHaveURL(/\/recent-requests$/);
    await expect(page.getByRole('link', { name: /200 · Success/ })).toHaveCount(2);
  } finally {
    receiver.server.closeAllConnections();
    receiver.server.close();
  }
});
