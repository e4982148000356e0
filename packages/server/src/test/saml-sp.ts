import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Profile, SAML, type SamlConfig } from '@node-saml/node-saml';
import { CookieJar } from './experience-client';

/*
 * A SAML 2.0 service provider for tests, started by the test and built on @node-saml/node-saml:
 * it makes AuthnRequests (HTTP-Redirect and HTTP-POST bindings) for Gatehouse's single sign-on
 * service, and its ACS (`POST /acs`) validates the Response with the certificate of Gatehouse's
 * metadata — signed Response and signed Assertion required, decrypted with its own key when
 * encrypted — answering the profile it read as JSON (or 401 with node-saml's refusal).
 */

export type SpOptions = {
  entityId: string;
  /** Gatehouse's single sign-on service. */
  ssoUrl: string;
  /** The IdP's signing certificate, from its metadata. */
  idpCert: string;
  idpIssuer: string;
  /** Its own key, to decrypt encrypted assertions. */
  decryptionPvk?: string;
  /** `always` for SP-initiated sign-ins, `never` to accept IdP-initiated ones. */
  validateInResponseTo?: 'always' | 'never' | 'ifPresent';
  identifierFormat?: string;
  /** Its own key, to sign its AuthnRequests (RSA-SHA256; Redirect: query signature, POST: XML signature). */
  privateKey?: string;
  /** `HTTP-POST` to sign the AuthnRequests of `postForm` (node-saml signs POSTed requests only then). */
  authnRequestBinding?: 'HTTP-POST' | 'HTTP-Redirect';
};

export const startSamlSp = async () => {
  let server: Server | undefined;
  let saml: SAML | undefined;
  await new Promise<void>((resolve) => {
    server = createServer((req, res) => {
      if (req.method !== 'POST' || req.url !== '/acs' || !saml) return void res.writeHead(404).end();
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        saml?.validatePostResponseAsync(form).then(
          ({ profile }) =>
            res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify({ profile: profile as Profile, relayState: form.RelayState ?? null })),
          (error: Error) =>
            res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.message })),
        );
      });
    });
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const acsUrl = `http://127.0.0.1:${(server?.address() as AddressInfo | undefined)?.port}/acs`;

  return {
    acsUrl,
    /** (Re)configures the SP; its InResponseTo cache starts empty each time. */
    configure: (options: SpOptions) => {
      const config: SamlConfig = {
        callbackUrl: acsUrl,
        entryPoint: options.ssoUrl,
        issuer: options.entityId,
        audience: options.entityId,
        idpCert: options.idpCert,
        idpIssuer: options.idpIssuer,
        wantAssertionsSigned: true,
        wantAuthnResponseSigned: true,
        validateInResponseTo: (options.validateInResponseTo ?? 'always') as SamlConfig['validateInResponseTo'],
        identifierFormat: options.identifierFormat ?? null,
        ...(options.decryptionPvk && { decryptionPvk: options.decryptionPvk }),
        ...(options.authnRequestBinding && { authnRequestBinding: options.authnRequestBinding }),
        ...(options.privateKey && { privateKey: options.privateKey, signatureAlgorithm: 'sha256' as const }),
      };
      saml = new SAML(config);
      return saml;
    },
    /** An AuthnRequest URL (HTTP-Redirect binding). */
    redirectUrl: (relayState: string) => {
      if (!saml) throw new Error('configure first');
      return saml.getAuthorizeUrlAsync(relayState, undefined, {});
    },
    /** The fields of the auto-posting form of an AuthnRequest (HTTP-POST binding). */
    postForm: async (relayState: string) => {
      if (!saml) throw new Error('configure first');
      const html = await saml.getAuthorizeFormAsync(relayState);
      return readForm(html);
    },
    close: () => new Promise<void>((resolve) => server?.close(() => resolve())),
  };
};
export type TestSamlSp = Awaited<ReturnType<typeof startSamlSp>>;

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x2F;/g, '/')
    .replace(/&amp;/g, '&');

/** The action and hidden fields of the first form of a page. */
export const readForm = (html: string) => {
  const action = unescapeHtml(/<form[^>]*action="([^"]+)"/i.exec(html)?.[1] ?? '');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi)].map((match) => [
      match[1] ?? '',
      unescapeHtml(match[2] ?? ''),
    ]),
  );
  return { action, fields };
};

/**
 * A browser through a SAML sign-in: `open` follows redirects from a URL (or a form post) with a
 * cookie jar until the sign-in pages, `call` speaks the Experience API, `finish` follows the
 * redirects after submit to the callback's page and posts its form to the ACS.
 */
export const samlBrowser = (base: string) => {
  const jar = new CookieJar();
  const follow = async (first: Response, stopAt: (url: URL) => boolean, from: URL) => {
    jar.store(first);
    let response = first;
    let url = from;
    for (let hop = 0; hop < 10; hop++) {
      const location = response.headers.get('location');
      if (!location) return { response, url };
      url = new URL(location, url);
      if (stopAt(url)) return { response, url };
      response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
      jar.store(response);
    }
    throw new Error(`too many redirects at ${url.href}`);
  };
  const onPages = (url: URL) =>
    url.origin === new URL(base).origin && !url.pathname.includes('/oidc/') && !url.pathname.startsWith('/api/');
  return {
    jar,
    /** GET (or POST a form to) the single sign-on service; answers the first response that does not redirect to the OIDC provider. */
    open: async (url: string, form?: Record<string, string>) => {
      const first = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: jar.header(), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
        body: form ? new URLSearchParams(form) : undefined,
      });
      return follow(first, onPages, new URL(url));
    },
    call: async (method: string, path: string, body?: unknown) => {
      const response = await fetch(new URL(path, base), {
        method,
        headers: { cookie: jar.header(), ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      jar.store(response);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
    },
    /** Follows `location` to the SAML callback and answers its page (status, headers, form). */
    toCallback: async (location: string) => {
      const first = await fetch(new URL(location, base), { headers: { cookie: jar.header() }, redirect: 'manual' });
      const { url } = await follow(first, (next) => next.pathname.endsWith('/callback'), new URL(location, base));
      const page = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
      const text = await page.text();
      return { status: page.status, headers: page.headers, text, url, ...readForm(text) };
    },
  };
};

/** Posts a callback page's form to its ACS, as the page's script does: the SP's answer. */
export const postToAcs = async (form: { action: string; fields: Record<string, string> }) => {
  const response = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      profile?: Profile & Record<string, unknown>;
      relayState?: string | null;
      error?: string;
    },
  };
};
