/** Product-wide constants (public-site.md §9, back-office.md §9, accounts.md §9). */
import { notFoundMessage } from './messages.ts';

export const SITE_NAME = 'Breadbasket Ventures';

/** Where public pages send visitors outside the site (chat, app stores, investment forms), set in the server's config. */
export const EXTERNAL_LINK_NAMES = ['chat', 'androidApp', 'iosApp', 'farmerAndroidApp', 'farmerIosApp', 'chickenForm', 'cattleForm', 'salesPackForm'] as const;
export type ExternalLinks = Record<(typeof EXTERNAL_LINK_NAMES)[number], string>;

export const SITE_TAGLINE = 'Ethical, halal agricultural investment in rural Bangladesh';
export const API_PREFIX = '/api/v1';
/**
 * The seeded demo investor (verified, ready to invest, investments in several states): signs in
 * only while DEMO_INVESTOR_PASSWORD is set (the auth module's onReady).
 */
export const DEMO_INVESTOR_EMAIL = 'nusrat.chowdhury@example.co.uk';
/** The seeded demo field officer (issue 51), who signs in with DEMO_FIELD_OFFICER_PASSWORD. */
export const DEMO_FIELD_OFFICER_EMAIL = 'field.officer@breadbasket.example';
export const API_TIMEOUT_MS = 20_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const MESSAGE_AUTO_CLEAR_MS = 3_000;
export const APPLICATION_FORM_RESET_MS = 3_000;
export const SCROLL_SAVE_THROTTLE_MS = 200;
export const GO_TO_TOP_SCREENS = 1.5;
export const SLIDER = { autoAdvanceMs: 2_000, resumePauseMs: 3_000, swipeThreshold: 0.25 } as const;
export const TEAM_DEFAULT_COLUMN_CYCLE = [3, 1, 5, 2, 4] as const;
export const ADMIN_FOOTER_VERSION = '2.0.0';
export const DRAG_ACTIVATION_DISTANCE_PX = 2;

export const MB = 1024 * 1024;
export const APPLICATION_FILE_MAX_BYTES = 5 * MB;
export const PROFILE_IMAGE_MAX_BYTES = 5 * MB;
export const PLAN_BANNER_MAX_BYTES = 1 * MB;
export const TEAM_PHOTO_MAX_BYTES = 2 * MB;
/** Gallery and story images: the specs set no limit; 5MB keeps uploads sane. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * MB;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Readable, secret-free cookie present while a sign-in lasts: lets cached pages show the right header link. */
export const SESSION_HINT_COOKIE = 'bbv_signed_in';

/** A 503's message (with Retry-After): the database is down, or the server has not finished starting. */
export const SERVICE_BRIEFLY_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a few seconds.';

/** What a request for an upload or a built asset that does not exist is answered with. */
export const FILE_NOT_FOUND = notFoundMessage('File');

/** Widths of the WebP variants every uploaded image gets: `<name>-<width>.webp`, for srcset. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** The uploaded image's copy `width` pixels wide, or undefined when `url` is not an uploaded image. */
export function imageVariant(url: string | null | undefined, width: (typeof IMAGE_WIDTHS)[number]): string | undefined {
  // The path part is matched anchored, so the pattern never rescans a long URL from every position.
  const at = url ? url.indexOf('/api/v1/uploads/') : -1;
  if (!url || at < 0 || !/^\/api\/v1\/uploads\/[a-z0-9-]+\/[0-9a-f-]{36}\.webp$/i.test(url.slice(at))) return undefined;
  return `${url.slice(0, -'.webp'.length)}-${width}.webp`;
}

/** srcset for an uploaded image URL (`/api/v1/uploads/<folder>/<id>.webp`); undefined for other URLs. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!imageVariant(url, IMAGE_WIDTHS[0])) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariant(url, w)} ${w}w`).join(', ');
}
