import { type AppGuide, type AppGuideValues, callbackPath, listenPort, secretPlaceholder } from './types';

/** Python (Flask) with Authlib: code + PKCE, the tokens in Flask's signed session. */
export const flaskGuide = (v: AppGuideValues): AppGuide => ({
  id: 'flask',
  name: 'Python (Flask)',
  types: ['Traditional'],
  steps: [
    { kind: 'install', file: 'pip', language: 'bash', code: 'pip install flask authlib requests' },
    {
      kind: 'configure',
      file: 'app.py',
      language: 'python',
      code: `import os
from urllib.parse import urlencode

from authlib.integrations.flask_client import OAuth
from flask import Flask, redirect, session, url_for

REDIRECT_URI = "${v.redirectUri}"
POST_LOGOUT_REDIRECT_URI = "${v.postLogoutRedirectUri}"

app = Flask(__name__)
app.secret_key = os.environ["SESSION_SECRET"]
oauth = OAuth(app)
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
      file: 'app.py',
      language: 'python',
      code: `
@app.get("/sign-in")
def sign_in():
    return oauth.gatehouse.authorize_redirect(REDIRECT_URI)
`,
    },
    {
      kind: 'callback',
      file: 'app.py',
      language: 'python',
      code: `
@app.get("${callbackPath(v.redirectUri)}")
def callback():
    # Checks the state, sends the PKCE verifier, validates the ID token.
    token = oauth.gatehouse.authorize_access_token()
    session["token"] = token
    session["user"] = token["userinfo"]
    return redirect(url_for("home"))
`,
    },
    {
      kind: 'sign_out',
      file: 'app.py',
      language: 'python',
      code: `
@app.get("/sign-out")
def sign_out():
    id_token = session.get("token", {}).get("id_token")
    session.clear()
    end_session = oauth.gatehouse.load_server_metadata()["end_session_endpoint"]
    query = {"id_token_hint": id_token, "post_logout_redirect_uri": POST_LOGOUT_REDIRECT_URI}
    return redirect(f"{end_session}?{urlencode({k: v for k, v in query.items() if v})}")
`,
    },
    {
      kind: 'protected_call',
      file: 'app.py',
      language: 'python',
      code: `
@app.get("/profile")
def profile():
    if "token" not in session:
        return redirect(url_for("sign_in"))
    # The access token calls the userinfo endpoint; an API of yours takes it the same way.
    return oauth.gatehouse.userinfo(token=session["token"])


@app.get("/")
def home():
    if "user" not in session:
        return '<a href="/sign-in">Sign in</a>'
    return f'Hello {session["user"]["sub"]} · <a href="/profile">Profile</a> · <a href="/sign-out">Sign out</a>'


if __name__ == "__main__":
    app.run(port=${listenPort(v.redirectUri)})  # the port of the redirect URI
`,
    },
    {
      kind: 'run',
      file: 'shell',
      language: 'bash',
      code: `APP_SECRET='${secretPlaceholder}' SESSION_SECRET="$(openssl rand -hex 32)" python app.py`,
    },
  ],
});
