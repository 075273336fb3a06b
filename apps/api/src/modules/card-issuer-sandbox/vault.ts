import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The sandbox issuer seals card numbers and CVVs with AES-256-GCM under a key only this module derives
 * (from the server's secret, under its own purpose), so its table never holds them in the clear.
 */
export interface Vault {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createVault(secret: string): Vault {
  const key = createHmac('sha256', secret).update('owo:sandbox-issuer:vault').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('sandbox issuer: a sealed value is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
