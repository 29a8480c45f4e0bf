import { API_PREFIX, imageSrcSet } from '@app/contract';
import { avatarColour, initials } from './format';

/** profileImage is a file name or a URL (accounts.md §3); file names live under /uploads/profiles. */
function profileImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^(https?:)?\/\//.test(value) || value.startsWith('/') || value.startsWith('blob:') || value.startsWith('data:')) return value;
  return `${API_PREFIX}/uploads/profiles/${encodeURIComponent(value)}`;
}

/** The uploaded photo, or up to two initials on a colour derived from the name; 40 px by default. */
export function UserAvatar({ name, image, size = 40 }: { name: string; image?: string | null; size?: number }) {
  const src = profileImageUrl(image);
  const style = { width: size, height: size };
  if (src) {
    return (
      <img
        src={src}
        srcSet={imageSrcSet(src)}
        sizes={`${size}px`}
        alt={name}
        style={style}
        className="shrink-0 rounded-full object-cover ring-1 ring-stone-200"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      style={{ ...style, backgroundColor: avatarColour(name), fontSize: Math.max(12, Math.round(size * 0.38)) }}
      className="inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white"
    >
      {initials(name)}
    </span>
  );
}
