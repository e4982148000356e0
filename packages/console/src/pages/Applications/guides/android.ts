import type { AppGuide, AppGuideValues } from './types';

/** Android (Kotlin) with AppAuth-Android: code + PKCE in a Custom Tab. */
export const androidGuide = (v: AppGuideValues): AppGuide => ({
  id: 'android',
  name: 'Android (Kotlin)',
  types: ['Native'],
  steps: [
    {
      kind: 'install',
      file: 'app/build.gradle.kts',
      language: 'kotlin',
      code: `android {
    defaultConfig {
        // AppAuth's redirect activity answers the redirect URI's scheme.
        manifestPlaceholders["appAuthRedirectScheme"] = "${new URL(v.redirectUri, 'app:/').protocol.replace(':', '')}"
    }
}

dependencies {
    implementation("net.openid:appauth:0.11.1")
}
`,
    },
    {
      kind: 'configure',
      file: 'Auth.kt',
      language: 'kotlin',
      code: `import android.content.Intent
import android.net.Uri
import androidx.activity.result.ActivityResultLauncher
import net.openid.appauth.*
import java.net.HttpURLConnection
import java.net.URL

object GatehouseAuth {
    val issuer: Uri = Uri.parse("${v.issuer}")
    const val CLIENT_ID = "${v.appId}"
    val redirectUri: Uri = Uri.parse("${v.redirectUri}")
${v.postLogoutRedirectUri ? `    val postLogoutRedirectUri: Uri = Uri.parse("${v.postLogoutRedirectUri}")\n` : ''}    var state = AuthState()
`,
    },
    {
      kind: 'sign_in',
      file: 'Auth.kt',
      language: 'kotlin',
      code: `    /** Opens the sign-in page; AppAuth adds PKCE (S256) and the state. */
    fun signIn(service: AuthorizationService, launcher: ActivityResultLauncher<Intent>) {
        AuthorizationServiceConfiguration.fetchFromIssuer(issuer) { configuration, error ->
            if (configuration == null) throw IllegalStateException("discovery failed", error)
            val request = AuthorizationRequest.Builder(configuration, CLIENT_ID, ResponseTypeValues.CODE, redirectUri)
                .setScopes("openid", "profile", "offline_access")
                .build()
            launcher.launch(service.getAuthorizationRequestIntent(request))
        }
    }
`,
    },
    {
      kind: 'callback',
      file: 'Auth.kt',
      language: 'kotlin',
      code: `    /** The launcher's result: exchanges the code (with the PKCE verifier) for tokens. */
    fun onSignInResult(service: AuthorizationService, data: Intent, done: (Exception?) -> Unit) {
        val response = AuthorizationResponse.fromIntent(data)
        state.update(response, AuthorizationException.fromIntent(data))
        if (response == null) return done(AuthorizationException.fromIntent(data))
        service.performTokenRequest(response.createTokenExchangeRequest()) { tokens, error ->
            state.update(tokens, error)
            done(error)
        }
    }
`,
    },
    {
      kind: 'sign_out',
      file: 'Auth.kt',
      language: 'kotlin',
      code: `    fun signOut(service: AuthorizationService, launcher: ActivityResultLauncher<Intent>) {
        val configuration = state.authorizationServiceConfiguration ?: return
        val request = EndSessionRequest.Builder(configuration)
            .setIdTokenHint(state.idToken)
${v.postLogoutRedirectUri ? '            .setPostLogoutRedirectUri(postLogoutRedirectUri)\n' : ''}            .build()
        state = AuthState()
        launcher.launch(service.getEndSessionRequestIntent(request))
    }
`,
    },
    {
      kind: 'protected_call',
      file: 'Auth.kt',
      language: 'kotlin',
      code: `    /** Calls the userinfo endpoint with a fresh access token (off the main thread); an API of yours takes it the same way. */
    fun profile(service: AuthorizationService, done: (String?) -> Unit) {
        state.performActionWithFreshTokens(service) { accessToken, _, _ ->
            val endpoint = state.authorizationServiceConfiguration?.discoveryDoc?.userinfoEndpoint ?: return@performActionWithFreshTokens done(null)
            Thread {
                val connection = URL(endpoint.toString()).openConnection() as HttpURLConnection
                connection.setRequestProperty("Authorization", "Bearer $accessToken")
                done(connection.inputStream.bufferedReader().readText())
            }.start()
        }
    }
}
`,
    },
  ],
});
