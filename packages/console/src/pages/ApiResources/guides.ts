import type { HighlightLanguage } from '../../components/CodeBlock/highlight';

/** What a guide fills its code with: the real values of the resource and tenant. */
export type GuideValues = { issuer: string; jwksUri: string; audience: string; scope: string };

export type Guide = {
  id: 'express' | 'python' | 'go';
  /** The stack's name, as its community writes it. */
  name: string;
  install: { label: string; code: string; language: HighlightLanguage };
  code: { label: string; code: string; language: HighlightLanguage };
};

/**
 * How to validate this API's access tokens in a resource server: check the
 * signature against the tenant's JWKS, the issuer, the audience (the API
 * identifier), the expiry, then the permissions in `scope`.
 */
export const apiGuides = ({ issuer, jwksUri, audience, scope }: GuideValues): Guide[] => [
  {
    id: 'express',
    name: 'Node.js (Express)',
    install: { label: 'npm', code: 'npm install express jose', language: 'bash' },
    code: {
      label: 'server.mjs',
      language: 'javascript',
      code: `import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const issuer = '${issuer}';
const audience = '${audience}';
// Keys are fetched once and cached; a new signing key is picked up by its key id.
const jwks = createRemoteJWKSet(new URL('${jwksUri}'));

/** Lets a request through only with a valid access token holding every required permission. */
const requirePermissions = (...required) => async (req, res, next) => {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  if (scheme !== 'Bearer' || !token) return res.status(401).json({ error: 'missing bearer token' });
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer, audience });
    const granted = new Set(String(payload.scope ?? '').split(' '));
    if (!required.every((permission) => granted.has(permission))) {
      return res.status(403).json({ error: 'insufficient permissions' });
    }
    req.auth = payload;
    next();
  } catch {
    res.status(401).json({ error: 'invalid access token' });
  }
};

const app = express();
app.get('/example', requirePermissions('${scope}'), (req, res) => {
  res.json({ subject: req.auth.sub, permissions: req.auth.scope });
});
app.listen(3000, () => console.log('Listening on http://localhost:3000'));
`,
    },
  },
  {
    id: 'python',
    name: 'Python (Flask)',
    install: { label: 'pip', code: 'pip install flask "pyjwt[crypto]"', language: 'bash' },
    code: {
      label: 'app.py',
      language: 'python',
      code: `from functools import wraps

import jwt
from flask import Flask, g, jsonify, request

ISSUER = "${issuer}"
AUDIENCE = "${audience}"
# Keys are fetched once and cached; a new signing key is picked up by its key id.
jwks_client = jwt.PyJWKClient("${jwksUri}")

app = Flask(__name__)


def require_permissions(*required):
    """Lets a request through only with a valid access token holding every required permission."""

    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            scheme, _, token = request.headers.get("Authorization", "").partition(" ")
            if scheme != "Bearer" or not token:
                return jsonify(error="missing bearer token"), 401
            try:
                key = jwks_client.get_signing_key_from_jwt(token)
                claims = jwt.decode(
                    token, key.key, algorithms=["ES256", "RS256"], issuer=ISSUER, audience=AUDIENCE
                )
            except jwt.PyJWTError:
                return jsonify(error="invalid access token"), 401
            if not set(required) <= set(claims.get("scope", "").split()):
                return jsonify(error="insufficient permissions"), 403
            g.claims = claims
            return view(*args, **kwargs)

        return wrapper

    return decorator


@app.get("/example")
@require_permissions("${scope}")
def example():
    return jsonify(subject=g.claims["sub"], permissions=g.claims.get("scope"))


if __name__ == "__main__":
    app.run(port=3000)
`,
    },
  },
  {
    id: 'go',
    name: 'Go (net/http)',
    install: { label: 'go', code: 'go get github.com/lestrrat-go/jwx/v2', language: 'bash' },
    code: {
      label: 'main.go',
      language: 'go',
      code: `package main

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"slices"
	"strings"

	"github.com/lestrrat-go/jwx/v2/jwk"
	"github.com/lestrrat-go/jwx/v2/jwt"
)

const (
	issuer   = "${issuer}"
	audience = "${audience}"
	jwksURL  = "${jwksUri}"
)

type claimsKey struct{}

// requirePermissions lets a request through only with a valid access token holding every required permission.
func requirePermissions(keys jwk.Set, required ...string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			token, err := jwt.ParseRequest(r,
				jwt.WithKeySet(keys), jwt.WithIssuer(issuer), jwt.WithAudience(audience), jwt.WithValidate(true))
			if err != nil {
				http.Error(w, "invalid access token", http.StatusUnauthorized)
				return
			}
			scope, _ := token.Get("scope")
			scopeText, _ := scope.(string)
			granted := strings.Fields(scopeText)
			for _, permission := range required {
				if !slices.Contains(granted, permission) {
					http.Error(w, "insufficient permissions", http.StatusForbidden)
					return
				}
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), claimsKey{}, token)))
		})
	}
}

func main() {
	ctx := context.Background()
	// Keys are fetched once and refreshed in the background.
	cache := jwk.NewCache(ctx)
	if err := cache.Register(jwksURL); err != nil {
		log.Fatal(err)
	}
	if _, err := cache.Refresh(ctx, jwksURL); err != nil {
		log.Fatal(err)
	}
	keys := jwk.NewCachedSet(cache, jwksURL)

	example := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := r.Context().Value(claimsKey{}).(jwt.Token)
		scope, _ := token.Get("scope")
		json.NewEncoder(w).Encode(map[string]any{"subject": token.Subject(), "permissions": scope})
	})
	http.Handle("/example", requirePermissions(keys, "${scope}")(example))
	log.Fatal(http.ListenAndServe(":3000", nil))
}
`,
    },
  },
];
