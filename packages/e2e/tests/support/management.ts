import { userUrl } from './env';

/** The sign-in experience fields these tests read and change (the API holds more). */
export type SignInExperience = {
  signInMode: 'SignIn' | 'Register' | 'SignInAndRegister';
  color: { primaryColor: string; isDarkModeEnabled: boolean; darkPrimaryColor: string };
  languageInfo: { autoDetect: boolean; fallbackLanguage: string };
  termsOfUseUrl: string | null;
  privacyPolicyUrl: string | null;
  agreeToTermsPolicy: 'Automatic' | 'ManualRegistrationOnly' | 'Manual';
  sentinelPolicy: { maxAttempts: number; lockoutDuration: number };
  customCss: string | null;
  hideProductBranding: boolean;
  customUiAssets: { id: string; createdAt: number } | null;
  signIn: {
    methods: Array<{
      identifier: 'username' | 'email' | 'phone';
      password: boolean;
      verificationCode: boolean;
      isPasswordPrimary: boolean;
    }>;
  };
  branding: {
    logoUrl?: string | null;
    darkLogoUrl?: string | null;
    favicon?: string | null;
    darkFavicon?: string | null;
  };
  unknownSessionRedirectUrl: string | null;
  mfa: { factors: string[]; policy: string; rememberDeviceDays: number };
  passkeySignIn: { enabled: boolean };
  signUp: { identifiers: Array<'username' | 'email' | 'phone'>; password: boolean; verify: boolean };
  singleSignOnEnabled: boolean;
  socialSignInConnectorTargets: string[];
};
export type SignInExperiencePatch = Partial<SignInExperience>;

/** Sign in and register by email and password: what the federated sign-in tests start from. */
export const emailPasswordSettings = {
  signInMode: 'SignInAndRegister',
  signIn: { methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }] },
  signUp: { identifiers: ['email'], password: true, verify: false },
} satisfies SignInExperiencePatch;

export type Application = {
  id: string;
  name: string;
  type: string;
  oidcClientMetadata: { redirectUris: string[]; postLogoutRedirectUris: string[] };
};

export type Resource = { id: string; name: string; indicator: string; isDefault: boolean; accessTokenTtl: number };
export type Scope = { id: string; name: string; description: string | null };

/** The public settings the sign-in pages render with (no token needed). */
export const publicSignInExperience = async (baseUrl: string): Promise<SignInExperience> => {
  const response = await fetch(`${baseUrl}/api/.well-known/sign-in-exp`);
  if (!response.ok) throw new Error(`GET ${baseUrl}/api/.well-known/sign-in-exp: ${response.status}`);
  return (await response.json()) as SignInExperience;
};

/** The management API of the default tenant, with a bearer token holding the scope `all`. */
export class ManagementApi {
  constructor(
    readonly accessToken: string,
    readonly baseUrl = `${userUrl()}/api`,
  ) {}

  /** One call; fails with the server's answer when the status is not the expected one. */
  async call<T>(method: string, path: string, body?: unknown, expectedStatus = 200): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.accessToken}`,
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== expectedStatus) {
      throw new Error(`${method} ${path}: expected ${expectedStatus}, got ${response.status} ${text}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  applications() {
    return this.call<Application[]>('GET', '/applications');
  }

  createApplication(input: Omit<Application, 'id'>) {
    return this.call<Application & { secret?: string }>('POST', '/applications', input, 201);
  }

  resources() {
    return this.call<Resource[]>('GET', '/resources');
  }

  resource(id: string) {
    return this.call<Resource>('GET', `/resources/${id}`);
  }

  createResource(input: { name: string; indicator: string }) {
    return this.call<Resource>('POST', '/resources', input, 201);
  }

  scopes(resourceId: string) {
    return this.call<Scope[]>('GET', `/resources/${resourceId}/scopes`);
  }

  createScope(resourceId: string, input: { name: string; description?: string }) {
    return this.call<Scope>('POST', `/resources/${resourceId}/scopes`, input, 201);
  }

  signInExperience() {
    return this.call<SignInExperience>('GET', '/sign-in-exp');
  }

  patchSignInExperience(patch: SignInExperiencePatch) {
    return this.call<SignInExperience>('PATCH', '/sign-in-exp', patch);
  }

  /**
   * Patches the sign-in experience and answers a function that puts the
   * patched fields back as they were (a suite's beforeAll and afterAll).
   */
  async overrideSignInExperience(patch: SignInExperiencePatch): Promise<() => Promise<void>> {
    const before = await this.signInExperience();
    const restore = Object.fromEntries(
      Object.keys(patch).map((key) => [key, before[key as keyof SignInExperiencePatch]]),
    ) as SignInExperiencePatch;
    await this.patchSignInExperience(patch);
    return async () => {
      await this.patchSignInExperience(restore);
    };
  }

  /**
   * Runs `work` with the sign-in experience patched, then puts the patched
   * fields back as they were (also when `work` fails), so later tests see the
   * tenant as they expect it.
   */
  async withSignInExperience<T>(patch: SignInExperiencePatch, work: () => Promise<T>): Promise<T> {
    const restore = await this.overrideSignInExperience(patch);
    try {
      return await work();
    } finally {
      await restore();
    }
  }
}
