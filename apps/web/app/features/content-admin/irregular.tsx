import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Eye, EyeOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  ABOUT_IMAGE_MESSAGES,
  STORY_LIMIT_DEFAULT,
  STORY_SORT_LABELS,
  TEAM_COLUMN_MAX,
  TEAM_COLUMN_MIN,
  TEAM_MESSAGES,
  type AboutImage,
  type AnyCollection,
  type StoriesPage,
  type StorySort,
  type TeamMember,
} from '@app/contract';
import { api } from '../../lib/api';
import type { AdminExtension, Item, ListSource } from './CollectionAdmin';
import { useContentMutation } from '../../ui/admin/query';
import { collectionKey } from './keys';
import { ListPager, usePageInRange } from '../../ui/admin/ListPager';
import { ContentImage } from '../../ui/admin/widgets';
import { Options } from '../../ui/Options';

/** What the spec makes irregular on the collection screens: the team grid, the gallery switch, story pages. */

const COLUMNS = Array.from({ length: TEAM_COLUMN_MAX - TEAM_COLUMN_MIN + 1 }, (_, i) => TEAM_COLUMN_MIN + i);

/** How the team page lays out its five columns. */
function GridPreview({ members }: { members: TeamMember[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="team-grid-heading" className="card mb-6 p-4">
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id="team-grid-heading" className="font-sans text-sm font-semibold text-ink">
          Grid preview
        </h2>
        <p className="text-xs text-muted">How the team page lays out its five columns</p>
      </div>
      <div className="overflow-x-auto">
        <div className="grid min-w-[640px] grid-cols-5 gap-2">
          {COLUMNS.map((column) => {
            const inColumn = members.filter((member) => member.gridColumn === column);
            return (
              <div key={column} className="rounded-lg bg-stone-50 p-2" data-testid={`team-column-${column}`}>
                <p className="mb-2 text-center text-[11px] font-semibold uppercase tracking-wide text-stone-400">Column {column}</p>
                <ul className="space-y-1.5">
                  {inColumn.map((member) => (
                    <li key={member._id} className="flex items-center gap-2 rounded-md bg-white p-1.5 shadow-sm ring-1 ring-stone-200">
                      <ContentImage src={member.image} alt="" className="h-7 w-7 shrink-0 rounded-full" sizes="28px" />
                      <span className="min-w-0">
                        <span className="block truncate text-xs font-semibold text-ink">{member.name}</span>
                        <span className="block truncate text-[10px] text-muted">{member.position}</span>
                      </span>
                    </li>
                  ))}
                  {inColumn.length === 0 && <li className="py-3 text-center text-[11px] text-stone-400">Empty</li>}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

function useTeamExtras() {
  const move = useContentMutation({
    queryKey: collectionKey('team'),
    mutationFn: ({ member, gridColumn }: { member: TeamMember; gridColumn: number }) => api.patch(`/team/members/${member._id}/grid-column`, { gridColumn }),
    success: (_result, { member, gridColumn }) => TEAM_MESSAGES.moved(member.name, gridColumn),
    failure: TEAM_MESSAGES.moveFailed,
  });
  const mover = (item: Item) => {
    const member = item as TeamMember;
    const button = (direction: -1 | 1) => {
      const gridColumn = member.gridColumn + direction;
      const Icon = direction < 0 ? ChevronLeft : ChevronRight;
      return (
        <button
          type="button"
          className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-forest-800 disabled:cursor-not-allowed disabled:opacity-30"
          disabled={move.isPending || gridColumn < TEAM_COLUMN_MIN || gridColumn > TEAM_COLUMN_MAX}
          onClick={() => move.mutate({ member, gridColumn })}
          aria-label={`Move ${member.name} ${direction < 0 ? 'left' : 'right'}`}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
        </button>
      );
    };
    return (
      <span className="flex items-center">
        {button(-1)}
        <span className="w-16 text-center text-xs font-semibold tabular-nums text-forest-800" data-testid="team-member-column">
          Column {member.gridColumn}
        </span>
        {button(1)}
      </span>
    );
  };
  return { above: (items: Item[]) => <GridPreview members={items as TeamMember[]} />, cells: { column: mover } };
}

function useGalleryExtras() {
  const toggle = useContentMutation({
    queryKey: collectionKey('about-images'),
    mutationFn: (image: Item) => api.patch<{ data: AboutImage }>(`/about/images/${image._id}/toggle-status`),
    success: (result) => (result.data.disabled ? ABOUT_IMAGE_MESSAGES.disabled : ABOUT_IMAGE_MESSAGES.enabled),
    failure: ABOUT_IMAGE_MESSAGES.toggleFailed,
  });
  return {
    actions: (image: Item) => [{ label: image.disabled ? 'Enable' : 'Disable', icon: image.disabled ? Eye : EyeOff, onSelect: () => toggle.mutate(image) }],
  };
}

const SORT_CHOICES: StorySort[] = ['order', '-createdAt', 'createdAt', 'name', '-name'];

/** Stories come a page at a time from the server, searched (after a pause in typing) and sorted there. */
function useStoryPages(collection: AnyCollection, search: string): ListSource {
  const [sort, setSort] = useState<StorySort>('order');
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState(search.trim());
  useEffect(() => {
    const timer = setTimeout(() => {
      setTyped(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const query = { page, limit: STORY_LIMIT_DEFAULT, sort, search: typed };
  const list = useQuery({
    queryKey: [...collectionKey(collection.name), query],
    queryFn: () => api.get<StoriesPage>(collection.path, query),
    placeholderData: keepPreviousData,
  });
  const pagination = list.data?.pagination;
  usePageInRange(pagination, setPage);
  const stories: Item[] = list.data?.data ?? [];
  return {
    all: stories,
    shown: stories,
    total: pagination?.total ?? 0,
    narrowed: Boolean(typed),
    pending: list.isPending,
    error: list.error,
    retry: () => void list.refetch(),
    toolbar: (
      <>
        <label htmlFor="story-sort" className="sr-only">
          Sort stories
        </label>
        <select
          id="story-sort"
          className="input w-auto"
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as StorySort);
            setPage(1);
          }}
        >
          <Options values={SORT_CHOICES} label={(value) => STORY_SORT_LABELS[value]} />
        </select>
      </>
    ),
    footer: <ListPager pagination={pagination} onPage={setPage} />,
  };
}

/** The irregular parts by collection name; a collection not listed gets the plain screen. */
export const ADMIN_EXTENSIONS: Record<string, AdminExtension> = {
  'about-images': { testId: 'about-image', useExtras: useGalleryExtras },
  stories: { testId: 'story-item', useList: useStoryPages },
  'investment-plans': { testId: 'plan-item' },
  team: { testId: 'team-member', useExtras: useTeamExtras },
};
