import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * BVNs and NINs at rest: AES-256-GCM with a fresh 12-byte nonce ("v1.<nonce>.<ciphertext>.<tag>", base64url),
 * and an HMAC-SHA256 digest under a key derived from the same one, so a number can be found (one BVN,
 * one account) without opening any row.
 */
export function seal(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [nonce, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

export function unseal(key: Buffer, sealed: string): string {
  const [version, nonce, body, tag] = sealed.split('.');
  if (version !== 'v1' || !nonce || !body || !tag) throw new Error('identity: not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export function digest(key: Buffer, kind: string, plain: string): string {
  const digestKey = createHmac('sha256', key).update('owo:identity-digest').digest();
  return createHmac('sha256', digestKey).update(`${kind}:${plain}`).digest('base64url');
}
