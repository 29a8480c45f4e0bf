import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX } from '@app/contract';
import { randomToken } from './random.ts';

declare module 'fastify' {
  interface FastifyInstance {
    securityHeaders: { newNonce(): string; allowNonce(reply: FastifyReply, nonce: string): void };
  }
}

const NONCE_MARK = 'NONCE-PLACEHOLDER';

/**
 * Headers that only mean something on a document (a page, a frame, a worker): on a script,
 * stylesheet or font they do nothing but add half a kilobyte to each answer. nosniff and
 * Cross-Origin-Resource-Policy stay everywhere, Referrer-Policy on stylesheets (their own requests;
 * platform/web.ts drops it from scripts and fonts).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function options(https: boolean, scriptSrc: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same answer as CSP frame-ancestors 'none': no page of the site may be framed, not even by itself.
    xFrameOptions: { action: 'deny' },
    hsts: https,
  };
}

/**
 * Powerful browser features the site never uses, turned off for it and anything it could embed.
 * Only names Chromium knows: an unknown one is a console warning on every page. Passkey sign-in
 * (publickey-credentials-get) is used, so it keeps its default: this site only.
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'ambient-light-sensor',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'document-domain',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ');
/** The field app (/field) records where a record was made, when the officer allows it: geolocation for this site there only. */
export const FIELD_PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => (feature === 'geolocation' ? 'geolocation=(self)' : `${feature}=()`)).join(', ');
const isFieldPage = (url: string) => url === '/field' || url.startsWith('/field?') || url.startsWith('/field/');

/** The headers a helmet configuration sets, read once by running it against a stand-in response. */
function headersOf(helmetOptions: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers from helmet on every response. Their values do not change between requests,
 * so helmet runs once at start and each response gets the stored headers: running it per request
 * (as @fastify/helmet does, re-parsing the CSP every time) cost more than serving a cached page.
 *
 * Pages get the same CSP with their script nonce added, set by the page handler, which knows the
 * nonce: a fresh one when it renders, the stored one when it serves a cached render. Until then a
 * page response carries the stricter CSP without any nonce.
 */
export function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }) {
  const headers: Record<string, string> = { ...headersOf(options(https, ["'self'"])), 'permissions-policy': PERMISSIONS_POLICY };
  // JSON and stored images: nothing in them runs or frames, so they get what an API answer needs
  // (OWASP's REST headers) instead of a page's kilobyte: a CSP that loads nothing, no framing,
  // no sniffing, no referrer. The page set is the same content for documents.
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
  const fieldHeaders = { ...headers, 'permissions-policy': FIELD_PERMISSIONS_POLICY };
  if (headers['strict-transport-security']) apiHeaders['strict-transport-security'] = headers['strict-transport-security'];
  const apiPath = `${API_PREFIX}/`;
  const pageCsp = headersOf(options(https, ["'self'", `'nonce-${NONCE_MARK}'`]))['content-security-policy']!;
  const [beforeNonce, afterNonce] = pageCsp.split(NONCE_MARK) as [string, string];

  app.decorate('securityHeaders', {
    newNonce: () => randomToken(16, 'base64'),
    allowNonce: (reply, nonce) => void reply.header('content-security-policy', beforeNonce + nonce + afterNonce),
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(apiPath) ? apiHeaders : isFieldPage(request.url) ? fieldHeaders : headers);
    done();
  });
}
