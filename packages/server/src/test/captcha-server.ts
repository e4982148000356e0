import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A token the fake accepts (its widgets hand it out), one it refuses, one reCAPTCHA scores as a bot. */
export const fakeCaptchaTokens = { pass: 'fake-captcha-pass', fail: 'fake-captcha-fail', bot: 'fake-captcha-bot' };

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The widget scripts: each defines its provider's browser API (`turnstile.render`,
 * `grecaptcha.enterprise.execute`) and hands out the passing token once the box is ticked.
 */
const turnstileScript = `window.turnstile = {
  render: function (element, options) {
    var container = typeof element === 'string' ? document.querySelector(element) : element;
    var box = document.createElement('label');
    var input = document.createElement('input');
    input.type = 'checkbox';
    input.setAttribute('data-testid', 'fake-turnstile');
    input.addEventListener('change', function () { if (input.checked) options.callback(${JSON.stringify(fakeCaptchaTokens.pass)}); });
    box.appendChild(input);
    box.appendChild(document.createTextNode(' Fake Turnstile ' + options.sitekey));
    container.appendChild(box);
    return 'fake-widget';
  },
  reset: function () {},
  remove: function () {},
};`;
const recaptchaScript = `window.grecaptcha = { enterprise: {
  ready: function (callback) { callback(); },
  execute: function () { return Promise.resolve(${JSON.stringify(fakeCaptchaTokens.pass)}); },
} };`;

/**
 * A local stand-in for Cloudflare Turnstile and reCAPTCHA Enterprise, speaking each one's verify
 * protocol (captcha/verify.ts): Turnstile's form-encoded Siteverify, reCAPTCHA Enterprise's
 * assessments. It knows one secret (and project), records what it was asked, and can be made to
 * fail as a provider that is down.
 */
export const startCaptchaServer = async (options: { secret: string; projectId?: string }) => {
  const requests: { path: string; body: string }[] = [];
  let down = false;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await readBody(request);
    requests.push({ path: url.pathname + url.search, body });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method === 'GET' && url.pathname.endsWith('.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
      response.end(url.pathname.startsWith('/turnstile') ? turnstileScript : recaptchaScript);
      return;
    }
    if (down) return json(500, { error: 'down' });
    if (request.method === 'POST' && url.pathname === '/turnstile/v0/siteverify') {
      const form = new URLSearchParams(body);
      if (form.get('secret') !== options.secret)
        return json(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      const ok = form.get('response') === fakeCaptchaTokens.pass;
      return json(200, { success: ok, 'error-codes': ok ? [] : ['invalid-input-response'] });
    }
    const assessment = /^\/v1\/projects\/([^/]+)\/assessments$/.exec(url.pathname);
    if (request.method === 'POST' && assessment) {
      if (url.searchParams.get('key') !== options.secret || assessment[1] !== options.projectId) {
        return json(403, { error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' } });
      }
      const token = (JSON.parse(body) as { event?: { token?: string } }).event?.token;
      const valid = token === fakeCaptchaTokens.pass || token === fakeCaptchaTokens.bot;
      return json(200, {
        tokenProperties: { valid, invalidReason: valid ? 'INVALID_REASON_UNSPECIFIED' : 'MALFORMED' },
        riskAnalysis: { score: token === fakeCaptchaTokens.bot ? 0.1 : 0.9 },
      });
    }
    json(404, { error: 'not found' });
  });
  // Every interface: the browser tests reach it as localhost (the only host their browser may visit).
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    requests,
    setDown: (value: boolean) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
