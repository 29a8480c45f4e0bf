import { TEAM_DEFAULT_COLUMN_CYCLE, type TeamMember } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { m } from '@app/contract/messages';
import { UploadedPhoto } from '../../ui/UploadedPhoto';
import { useLanguage } from '../../lib/language';

/** Column 1..5 from the member, else the cycling default 3,1,5,2,4 by index (public-site.md §2). */
export function teamColumn(member: Pick<TeamMember, 'gridColumn'>, index: number) {
  const column = Number(member.gridColumn);
  return Number.isInteger(column) && column >= 1 && column <= 5 ? column : TEAM_DEFAULT_COLUMN_CYCLE[index % TEAM_DEFAULT_COLUMN_CYCLE.length];
}

/**
 * Rows to span: a card starts on row index+1 and reaches down over the next two members' rows
 * while they sit in other columns, which staggers the cards without ever overlapping them.
 */
function rowSpan(columns: number[], index: number) {
  let span = 1;
  for (let next = index + 1; next < columns.length && next <= index + 2; next++) {
    if (columns[next] === columns[index]) break;
    span++;
  }
  return span;
}

export function TeamGrid({ members }: { members: TeamMember[] }) {
  const columns = members.map(teamColumn);
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-5 lg:[grid-auto-rows:minmax(7.5rem,auto)]">
      {members.map((member, i) => (
        <li
          key={member._id}
          className="lg:[grid-column:var(--col)] lg:[grid-row:var(--row)]"
          style={{ '--col': String(columns[i]), '--row': `${i + 1} / span ${rowSpan(columns, i)}` } as React.CSSProperties}
        >
          <TeamCard member={member} />
        </li>
      ))}
    </ul>
  );
}

function TeamCard({ member }: { member: TeamMember }) {
  const language = useLanguage();
  const [broken, setBroken] = useState(!member.image);
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before hydration never fires onError for React: check it once mounted.
  useEffect(() => {
    if (img.current && img.current.complete && img.current.naturalWidth === 0) setBroken(true);
  }, []);
  const initials = member.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <figure className="overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-sm">
      {broken ? (
        <div
          className="flex aspect-square w-full items-center justify-center bg-gradient-to-br from-forest-100 to-wheat-100"
          role="img"
          aria-label={m.public_team_photo_unavailable({ name: member.name }, { locale: language })}
        >
          <span className="font-display text-4xl font-semibold text-forest-700" aria-hidden="true">
            {initials}
          </span>
        </div>
      ) : (
        <UploadedPhoto
          ref={img}
          src={member.image}
          frame="portrait"
          sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
          alt={member.name}
          onError={() => setBroken(true)}
          className="bg-forest-100"
        />
      )}
      <figcaption className="px-4 py-3">
        <p className="font-display text-base font-semibold leading-snug text-forest-900 sm:text-lg">{member.name}</p>
        <p className="mt-0.5 text-xs text-muted sm:text-sm">{member.position}</p>
      </figcaption>
    </figure>
  );
}
