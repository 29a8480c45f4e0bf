import type { ExternalLinks } from '@app/contract';

/** The context the Fastify host gives every loader (apps/server/src/platform/web.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    nonce: string;
    links: ExternalLinks;
    publicUrl: string;
    /** GET an /api/v1 path in-process as the visitor; the parsed envelope and the status. */
    api: <T = unknown>(pathAndQuery: string) => Promise<{ status: number; body: T }>;
  }
}

export {};
