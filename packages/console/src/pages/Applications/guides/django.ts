import { type AppGuide, type AppGuideValues, callbackPath, listenPort, secretPlaceholder } from './types';

/** Python (Django) with Authlib's Django client: code + PKCE, the tokens in Django's signed-cookie session. */
export const djangoGuide = (v: AppGuideValues): AppGuide => ({
  id: 'django',
  name: 'Python (Django)',
  types: ['Traditional'],
  steps: [
    {
      kind: 'install',
      file: 'pip',
      language: 'bash',
      code: 'pip install django authlib requests\ndjango-admin startproject mysite .',
    },
    {
      kind: 'configure',
      file: 'mysite/settings.py',
      language: 'python',
      code: `# At the end of the generated settings: the secret from the environment, sessions in a signed cookie.
import os

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
SESSION_ENGINE = "django.contrib.sessions.backends.signed_cookies"
`,
    },
    {
      kind: 'configure',
      file: 'mysite/gatehouse.py',
      language: 'python',
      code: `import os
from urllib.parse import urlencode

from authlib.integrations.django_client import OAuth
from django.http import HttpResponse, JsonResponse
from django.shortcuts import redirect

REDIRECT_URI = "${v.redirectUri}"
POST_LOGOUT_REDIRECT_URI = "${v.postLogoutRedirectUri}"

oauth = OAuth()
oauth.register(
    "gatehouse",
    client_id="${v.appId}",
    client_secret=os.environ["APP_SECRET"],
    server_metadata_url="${v.issuer}/.well-known/openid-configuration",
    client_kwargs={"scope": "openid profile", "code_challenge_method": "S256"},
)
`,
    },
    {
      kind: 'sign_in',
      file: 'mysite/gatehouse.py',
      language: 'python',
      code: `

def sign_in(request):
    return oauth.gatehouse.authorize_redirect(request, REDIRECT_URI)
`,
    },
    {
      kind: 'callback',
      file: 'mysite/gatehouse.py',
      language: 'python',
      code: `

def callback(request):
    # Checks the state, sends the PKCE verifier, validates the ID token.
    token = oauth.gatehouse.authorize_access_token(request)
    request.session["token"] = token
    request.session["user"] = token["userinfo"]
    return redirect("/")
`,
    },
    {
      kind: 'sign_out',
      file: 'mysite/gatehouse.py',
      language: 'python',
      code: `

def sign_out(request):
    id_token = request.session.get("token", {}).get("id_token")
    request.session.flush()
    end_session = oauth.gatehouse.load_server_metadata()["end_session_endpoint"]
    query = {"id_token_hint": id_token, "post_logout_redirect_uri": POST_LOGOUT_REDIRECT_URI}
    return redirect(f"{end_session}?{urlencode({k: v for k, v in query.items() if v})}")
`,
    },
    {
      kind: 'protected_call',
      file: 'mysite/gatehouse.py',
      language: 'python',
      code: `

def profile(request):
    if "token" not in request.session:
        return redirect("/sign-in")
    # The access token calls the userinfo endpoint; an API of yours takes it the same way.
    return JsonResponse(oauth.gatehouse.userinfo(token=request.session["token"]))


def home(request):
    if "user" not in request.session:
        return HttpResponse('<a href="/sign-in">Sign in</a>')
    sub = request.session["user"]["sub"]
    return HttpResponse(f'Hello {sub} · <a href="/profile">Profile</a> · <a href="/sign-out">Sign out</a>')
`,
    },
    {
      kind: 'protected_call',
      file: 'mysite/urls.py',
      language: 'python',
      code: `from django.urls import path

from . import gatehouse

urlpatterns = [
    path("", gatehouse.home),
    path("sign-in", gatehouse.sign_in),
    path("${callbackPath(v.redirectUri).replace(/^\//, '')}", gatehouse.callback),
    path("sign-out", gatehouse.sign_out),
    path("profile", gatehouse.profile),
]
`,
    },
    {
      kind: 'run',
      file: 'shell',
      language: 'bash',
      // The port of the redirect URI.
      code: `APP_SECRET='${secretPlaceholder}' DJANGO_SECRET_KEY="$(openssl rand -hex 32)" python manage.py runserver ${listenPort(v.redirectUri)}`,
    },
  ],
});
