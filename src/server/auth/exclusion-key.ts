// The key a self-exclusion is kept under after the account is gone (decision 094): HMAC-SHA256 of the
// normalised address under a key derived from AUTH_SECRET. The registry never holds the address; a
// leaked table cannot be reversed without the secret. Rotating AUTH_SECRET orphans the registry, so
// rotate it only together with a re-key of the registry (decision 094).
import { createHmac } from 'node:crypto';

export function exclusionKey(secret: string, email: string): string {
  const key = createHmac('sha256', secret).update('gg.rg-exclusion-registry.v1').digest();
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
}
