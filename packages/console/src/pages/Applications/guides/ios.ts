import type { AppGuide, AppGuideValues } from './types';

/** iOS (Swift) with AppAuth-iOS: code + PKCE in the system browser session. */
export const iosGuide = (v: AppGuideValues): AppGuide => ({
  id: 'ios',
  name: 'iOS (Swift)',
  types: ['Native'],
  steps: [
    {
      kind: 'install',
      file: 'Package.swift',
      language: 'swift',
      code: '.package(url: "https://github.com/openid/AppAuth-iOS.git", from: "1.7.6")',
    },
    {
      kind: 'configure',
      file: 'Auth.swift',
      language: 'swift',
      code: `import AppAuth
import UIKit

final class Auth {
    static let shared = Auth()
    let issuer = URL(string: "${v.issuer}")!
    let clientID = "${v.appId}"
    let redirectURI = URL(string: "${v.redirectUri}")!
    // Add this URI to the app's post sign-out redirect URIs in the console.
    let postLogoutRedirectURI = URL(string: "${v.postLogoutRedirectUri || v.redirectUri}")!

    private(set) var state: OIDAuthState?
    var flow: OIDExternalUserAgentSession?
`,
    },
    {
      kind: 'sign_in',
      file: 'Auth.swift',
      language: 'swift',
      code: `    func signIn(from controller: UIViewController, done: @escaping (Error?) -> Void) {
        OIDAuthorizationService.discoverConfiguration(forIssuer: issuer) { configuration, error in
            guard let configuration else { return done(error) }
            // AppAuth adds PKCE (S256) and the state, and checks them on the way back.
            let request = OIDAuthorizationRequest(
                configuration: configuration, clientId: self.clientID, scopes: [OIDScopeOpenID, OIDScopeProfile, "offline_access"],
                redirectURL: self.redirectURI, responseType: OIDResponseTypeCode, additionalParameters: nil)
            self.flow = OIDAuthState.authState(byPresenting: request, presenting: controller) { state, error in
                self.state = state
                done(error)
            }
        }
    }
`,
    },
    {
      kind: 'sign_out',
      file: 'Auth.swift',
      language: 'swift',
      code: `    func signOut(from controller: UIViewController) {
        guard let state, let agent = OIDExternalUserAgentIOS(presenting: controller) else { return }
        let request = OIDEndSessionRequest(
            configuration: state.lastAuthorizationResponse.request.configuration, idTokenHint: state.lastTokenResponse?.idToken ?? "",
            postLogoutRedirectURL: postLogoutRedirectURI, additionalParameters: nil)
        flow = OIDAuthorizationService.present(request, externalUserAgent: agent) { _, _ in self.state = nil }
    }
`,
    },
    {
      kind: 'protected_call',
      file: 'Auth.swift',
      language: 'swift',
      code: `    /// Calls the userinfo endpoint with a fresh access token; an API of yours takes it the same way.
    func profile() async throws -> Data {
        guard let state, let url = state.lastAuthorizationResponse.request.configuration.discoveryDocument?.userinfoEndpoint else {
            throw URLError(.userAuthenticationRequired)
        }
        let token: String = try await withCheckedThrowingContinuation { continuation in
            state.performAction { accessToken, _, error in
                if let accessToken { continuation.resume(returning: accessToken) } else { continuation.resume(throwing: error ?? URLError(.userAuthenticationRequired)) }
            }
        }
        var request = URLRequest(url: url)
        request.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization")
        return try await URLSession.shared.data(for: request).0
    }
}
`,
    },
    {
      kind: 'callback',
      file: 'SceneDelegate.swift',
      language: 'swift',
      code: `// Register the redirect URI's scheme ("${new URL(v.redirectUri, 'app:/').protocol.replace(':', '')}") under URL Types in Info.plist.
func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    if let url = contexts.first?.url, Auth.shared.flow?.resumeExternalUserAgentFlow(with: url) == true {
        Auth.shared.flow = nil
    }
}
`,
    },
  ],
});
