import { type AppGuide, type AppGuideValues, callbackPath, listenPort, secretPlaceholder } from './types';

/** Go with coreos/go-oidc and golang.org/x/oauth2: code + PKCE, a session map keyed by a cookie. */
export const goGuide = (v: AppGuideValues): AppGuide => ({
  id: 'go',
  name: 'Go',
  types: ['Traditional'],
  steps: [
    {
      kind: 'install',
      file: 'go',
      language: 'bash',
      code: 'go get github.com/coreos/go-oidc/v3/oidc golang.org/x/oauth2',
    },
    {
      kind: 'configure',
      file: 'main.go',
      language: 'go',
      code: `package main

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"sync"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
)

const (
	issuer                = "${v.issuer}"
	clientID              = "${v.appId}"
	redirectURI           = "${v.redirectUri}"
	postLogoutRedirectURI = "${v.postLogoutRedirectUri}"
)

type session struct {
	state, verifier string
	token           *oauth2.Token
	idToken         string
	subject         string
}

var (
	sessions sync.Map // session id (cookie) → *session; use a shared store with several instances
	provider *oidc.Provider
	config   oauth2.Config
)

func current(w http.ResponseWriter, r *http.Request) *session {
	if c, err := r.Cookie("session"); err == nil {
		if s, ok := sessions.Load(c.Value); ok {
			return s.(*session)
		}
	}
	id := rand.Text() // Go 1.24+
	s := &session{}
	sessions.Store(id, s)
	http.SetCookie(w, &http.Cookie{Name: "session", Value: id, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode})
	return s
}
`,
    },
    {
      kind: 'sign_in',
      file: 'main.go',
      language: 'go',
      code: `func signIn(w http.ResponseWriter, r *http.Request) {
	s := current(w, r)
	s.state, s.verifier = rand.Text(), oauth2.GenerateVerifier()
	http.Redirect(w, r, config.AuthCodeURL(s.state, oauth2.S256ChallengeOption(s.verifier)), http.StatusFound)
}
`,
    },
    {
      kind: 'callback',
      file: 'main.go',
      language: 'go',
      code: `func callback(w http.ResponseWriter, r *http.Request) {
	s := current(w, r)
	if s.state == "" || r.URL.Query().Get("state") != s.state {
		http.Error(w, "unexpected state", http.StatusBadRequest)
		return
	}
	token, err := config.Exchange(r.Context(), r.URL.Query().Get("code"), oauth2.VerifierOption(s.verifier))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	rawID, _ := token.Extra("id_token").(string)
	idToken, err := provider.Verifier(&oidc.Config{ClientID: clientID}).Verify(r.Context(), rawID)
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnauthorized)
		return
	}
	s.token, s.idToken, s.subject, s.state = token, rawID, idToken.Subject, ""
	http.Redirect(w, r, "/", http.StatusFound)
}
`,
    },
    {
      kind: 'sign_out',
      file: 'main.go',
      language: 'go',
      code: `func signOut(w http.ResponseWriter, r *http.Request) {
	s := current(w, r)
	var metadata struct {
		EndSession string \`json:"end_session_endpoint"\`
	}
	_ = provider.Claims(&metadata)
	query := url.Values{"id_token_hint": {s.idToken}}
	if postLogoutRedirectURI != "" {
		query.Set("post_logout_redirect_uri", postLogoutRedirectURI)
	}
	*s = session{}
	http.Redirect(w, r, metadata.EndSession+"?"+query.Encode(), http.StatusFound)
}
`,
    },
    {
      kind: 'protected_call',
      file: 'main.go',
      language: 'go',
      code: `// profile calls the userinfo endpoint with the access token; an API of yours takes it the same way.
func profile(w http.ResponseWriter, r *http.Request) {
	s := current(w, r)
	if s.token == nil {
		http.Redirect(w, r, "/sign-in", http.StatusFound)
		return
	}
	info, err := provider.UserInfo(r.Context(), config.TokenSource(r.Context(), s.token))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	var claims map[string]any
	_ = info.Claims(&claims)
	_ = json.NewEncoder(w).Encode(claims)
}

func main() {
	var err error
	if provider, err = oidc.NewProvider(context.Background(), issuer); err != nil {
		log.Fatal(err)
	}
	config = oauth2.Config{
		ClientID:     clientID,
		ClientSecret: os.Getenv("APP_SECRET"),
		Endpoint:     provider.Endpoint(),
		RedirectURL:  redirectURI,
		Scopes:       []string{oidc.ScopeOpenID, "profile"},
	}
	http.HandleFunc("GET /sign-in", signIn)
	http.HandleFunc("GET ${callbackPath(v.redirectUri)}", callback)
	http.HandleFunc("GET /sign-out", signOut)
	http.HandleFunc("GET /profile", profile)
	http.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		if s := current(w, r); s.subject != "" {
			fmt.Fprintf(w, \`Hello %s · <a href="/profile">Profile</a> · <a href="/sign-out">Sign out</a>\`, s.subject)
			return
		}
		fmt.Fprint(w, \`<a href="/sign-in">Sign in</a>\`)
	})
	log.Fatal(http.ListenAndServe(":${listenPort(v.redirectUri)}", nil)) // the port of the redirect URI
}
`,
    },
    { kind: 'run', file: 'shell', language: 'bash', code: `APP_SECRET='${secretPlaceholder}' go run .` },
  ],
});
