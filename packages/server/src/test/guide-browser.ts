import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CookieJar } from './experience-client';

/**
 * A browser stand-in for running a guide's app: one cookie jar per origin, redirects followed
 * across the app and Gatehouse, the sign-in pages' part spoken through the Experience API.
 */
export const createBrowser = () => {
  const jars = new Map<string, CookieJar>();
  const jar = (url: URL) => {
    const found = jars.get(url.origin) ?? new CookieJar();
    jars.set(url.origin, found);
    return found;
  };

  /** Fetches with the origin's cookies; follows redirects until a page answers, or `stopAt` is reached. */
  const open = async (start: string | URL, init: RequestInit = {}, stopAt?: (url: URL) => boolean) => {
    let url = new URL(start);
    for (let hop = 0; hop < 15; hop++) {
      const response = await fetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), cookie: jar(url).header() },
        redirect: 'manual',
      });
      jar(url).store(response);
      const location = response.headers.get('location');
      if (!location || (response.status !== 302 && response.status !== 303 && response.status !== 301)) {
        return { url, status: response.status, text: await response.text() };
      }
      url = new URL(location, url);
      init = {};
      if (stopAt?.(url)) return { url, status: response.status, text: '' };
    }
    throw new Error(`too many redirects at ${url.href}`);
  };

  const json = async (base: string, method: string, pathname: string, body?: unknown) => {
    const result = await open(new URL(pathname, base), {
      method,
      ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: result.status, body: result.text ? JSON.parse(result.text) : undefined };
  };

  /** On Gatehouse's sign-in page: registers a new account with a password, as the page would; returns where submit leads. */
  const register = async (gatehouse: string, username: string, password: string) => {
    const started = await json(gatehouse, 'PUT', '/api/experience', { interactionEvent: 'Register' });
    if (started.status !== 204) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
    const verified = await json(gatehouse, 'POST', '/api/experience/verification/new-password-identity', {
      identifier: { type: 'username', value: username },
      password,
    });
    if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
    const identified = await json(gatehouse, 'POST', '/api/experience/identification', {
      verificationId: verified.body.verificationId,
    });
    if (identified.status !== 201) throw new Error(`identify: ${identified.status} ${JSON.stringify(identified.body)}`);
    const submitted = await json(gatehouse, 'POST', '/api/experience/submit');
    if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
    return submitted.body.redirectTo as string;
  };

  return { open, register };
};

/**
 * Writes a guide's files into a fresh folder that resolves this repository's packages, for
 * running or importing them as a developer would.
 */
export const writeGuideFiles = async (files: Record<string, string>) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-guide-'));
  await fs.symlink(path.resolve(import.meta.dirname, '../../../../node_modules'), path.join(dir, 'node_modules'));
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), content);
  }
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
};

/** Starts `node <file>` in `dir` and resolves once it prints its first line (its "listening" line). */
export const startNode = (dir: string, file: string, env: Record<string, string>) =>
  new Promise<{ firstLine: string; stop: () => void }>((resolve, reject) => {
    const child = spawn(process.execPath, [file], { cwd: dir, env: { ...process.env, ...env } });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}: ${errors}`)));
    child.stdout.once('data', (chunk) => resolve({ firstLine: String(chunk).trim(), stop: () => child.kill() }));
  });
