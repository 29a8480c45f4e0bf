/**
 * Set on <html> by the server's render: while it stands, public bands below the fold skip style and
 * layout until they near the viewport (public.css). Removed for good once a position has to be right.
 */
export const PAGE_LOAD_ATTR = 'data-page-load';

/** Lays out every band at its real height, from now on, before scrolling to a remembered place. */
export function layOutEveryBand() {
  document.documentElement.removeAttribute(PAGE_LOAD_ATTR);
}
