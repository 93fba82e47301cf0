import { RECAPTCHA_SECRET_PURPOSE } from '../../lib/club-secrets';
import type { SecretBox } from '../../lib/secret-box';
import type { ClubInput, FieldErrors } from './club-model';
import type { ClubTexts } from './club-texts';

/**
 * A checked club form whose typed secret is sealed for the database (lib/club-secrets.ts): the
 * plain value goes no further than this. Without a key (a production start without
 * SANDBOX_SECRETS_KEY) a typed secret is refused on its field, and nothing is saved.
 */
export function sealTypedSecrets(
  input: ClubInput,
  box: SecretBox | null,
  t: ClubTexts,
): { input: ClubInput } | { errors: FieldErrors } {
  if (typeof input.recaptchaSecretKey !== 'string') return { input };
  if (!box) return { errors: { recaptchaSecretKey: t.errors.noSecretsKey } };
  return {
    input: { ...input, recaptchaSecretKey: box.seal(input.recaptchaSecretKey, RECAPTCHA_SECRET_PURPOSE) },
  };
}
