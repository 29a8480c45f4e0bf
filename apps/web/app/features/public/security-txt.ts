/** How far ahead a security.txt says it is good for: about a year (RFC 9116 asks for less than one). */
const VALID_DAYS = 360;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. `contact` is the site's
 * contact email, else its contact page; Expires is counted from `now`, so it never goes stale.
 */
export function securityTxt(origin: string, contactEmail: string | undefined, now: Date): string {
  const expires = new Date(now.getTime() + VALID_DAYS * 24 * 3600 * 1000);
  return [
    `Contact: ${contactEmail ? `mailto:${contactEmail}` : `${origin}/contact`}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}
