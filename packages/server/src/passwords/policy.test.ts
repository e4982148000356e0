import { defaultPasswordPolicy } from '@gatehouse/schemas/password-policy';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/http/api-error';
import { validatePassword } from './policy';

const notBreached = async () => false;
const breached = async () => true;

describe('validatePassword', () => {
  it('resolves for a password the policy accepts', async () => {
    await expect(validatePassword('Xk9#mQ2pLw', defaultPasswordPolicy, {}, notBreached)).resolves.toBeUndefined();
  });

  it('throws a 422 ApiError with the first issue as code and every issue as data', async () => {
    const error = await validatePassword('abc', defaultPasswordPolicy, { username: 'abc' }, notBreached).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'password_rejected.too_short',
      status: 422,
      data: {
        issues: [
          { code: 'password_rejected.too_short', interpolation: { min: 8 } },
          { code: 'password_rejected.restricted.sequence' },
          { code: 'password_rejected.restricted.user_info' },
        ],
      },
    });
  });

  it('rejects a breached password with the pwned code', async () => {
    await expect(validatePassword('Xk9#mQ2pLw', defaultPasswordPolicy, undefined, breached)).rejects.toMatchObject({
      code: 'password_rejected.pwned',
      data: { issues: [{ code: 'password_rejected.pwned' }] },
    });
  });
});
