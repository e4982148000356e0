import { type JWTPayload, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import { ApiError } from './api-error';

/** The JWT of an `Authorization: Bearer …` header, or 401 `auth.unauthorized`. */
export const readBearerToken = (header: string | undefined): string => {
  const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec((header ?? '').trim());
  if (!match?.[1]) throw new ApiError('auth.unauthorized');
  return match[1];
};

/** Verifies an access token's signature, issuer, audience and expiry; any failure is 401 `auth.unauthorized`. */
export const verifyAccessToken = async (
  token: string,
  keys: JWTVerifyGetKey,
  expected: { issuer: string; audience: string },
): Promise<JWTPayload> => {
  try {
    const { payload } = await jwtVerify(token, keys, { ...expected, algorithms: ['ES256', 'RS256'] });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw new ApiError('auth.unauthorized');
    throw error;
  }
};

export const scopesOf = (payload: JWTPayload): string[] =>
  typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
