import crypto from 'node:crypto';

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A random token for values minted on every page view (the CSP nonce, a new visitor's XSRF token).
 * The bytes come from the operating system's CSPRNG like crypto.randomBytes, but 4 KB at a time:
 * one system call per token cost more than serving a cached page. Bytes are never handed out twice.
 */
export function randomToken(bytes: number, encoding: 'base64' | 'base64url' = 'base64url'): string {
  if (offset + bytes > pool.length) {
    pool = crypto.randomBytes(Math.max(POOL_BYTES, bytes));
    offset = 0;
  }
  const token = pool.toString(encoding, offset, offset + bytes);
  offset += bytes;
  return token;
}
