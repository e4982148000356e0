import type { AppGuide, AppGuideValues } from './types';

/** Angular with angular-auth-oidc-client: code + PKCE, an interceptor that adds the access token. */
export const angularGuide = (v: AppGuideValues): AppGuide => ({
  id: 'angular',
  name: 'Angular',
  types: ['SPA'],
  steps: [
    { kind: 'install', file: 'npm', language: 'bash', code: 'npm install angular-auth-oidc-client' },
    {
      kind: 'configure',
      file: 'src/app/app.config.ts',
      language: 'typescript',
      code: `import { provideHttpClient, withInterceptors } from '@angular/common/http';
import type { ApplicationConfig } from '@angular/core';
import { authInterceptor, LogLevel, provideAuth } from 'angular-auth-oidc-client';

export const appConfig: ApplicationConfig = {
  providers: [
    provideAuth({
      config: {
        authority: '${v.issuer}',
        clientId: '${v.appId}',
        redirectUrl: '${v.redirectUri}',
${v.postLogoutRedirectUri ? `        postLogoutRedirectUri: '${v.postLogoutRedirectUri}',\n` : ''}        scope: 'openid profile offline_access',
        responseType: 'code',
        useRefreshToken: true,
        silentRenew: true,
        // Requests to these URLs get the access token in their Authorization header.
        secureRoutes: ['${v.issuer}/me'],
        logLevel: LogLevel.Warn,
      },
    }),
    provideHttpClient(withInterceptors([authInterceptor()])),
  ],
};
`,
    },
    {
      kind: 'callback',
      file: 'src/app/app.component.ts',
      language: 'typescript',
      code: `import { AsyncPipe, JsonPipe } from '@angular/common';
import { HttpClient } from '@angular/common/http';
import { Component, inject, type OnInit } from '@angular/core';
import { OidcSecurityService } from 'angular-auth-oidc-client';

@Component({
  selector: 'app-root',
  imports: [AsyncPipe, JsonPipe],
  template: \`
    @if ((oidc.isAuthenticated$ | async)?.isAuthenticated) {
      <button (click)="loadProfile()">Profile</button>
      <pre>{{ profile | json }}</pre>
      <button (click)="signOut()">Sign out</button>
    } @else {
      <button (click)="signIn()">Sign in</button>
    }
  \`,
})
export class AppComponent implements OnInit {
  protected readonly oidc = inject(OidcSecurityService);
  private readonly http = inject(HttpClient);
  protected profile: unknown;

  // On the redirect URI, checkAuth() exchanges the code (with its PKCE verifier) for tokens.
  ngOnInit() {
    this.oidc.checkAuth().subscribe();
  }
`,
    },
    {
      kind: 'sign_in',
      file: 'src/app/app.component.ts',
      language: 'typescript',
      code: `  signIn() {
    this.oidc.authorize();
  }
`,
    },
    {
      kind: 'protected_call',
      file: 'src/app/app.component.ts',
      language: 'typescript',
      code: `  // The interceptor adds the access token: here to the userinfo endpoint, to your API once listed in secureRoutes.
  loadProfile() {
    this.http.get('${v.issuer}/me').subscribe((profile) => (this.profile = profile));
  }
`,
    },
    {
      kind: 'sign_out',
      file: 'src/app/app.component.ts',
      language: 'typescript',
      code: `  signOut() {
    this.oidc.logoff().subscribe();
  }
}
`,
    },
  ],
});
