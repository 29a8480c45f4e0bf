import type { ReactNode } from 'react';
import { CAREER_TEXTS, type CareerPost } from '@app/contract';
import { CareerCard } from '../careers/CareerCard';
import { Deferred, type DeferredSection } from './Deferred';

/** Open job posts as a grid of cards, once loaded; `empty` stands in when none is open or the list failed to load. */
export function OpenPositions({ posts, empty }: { posts: DeferredSection<CareerPost[]>; empty: ReactNode }) {
  return (
    <Deferred resolve={posts} loading={CAREER_TEXTS.loadingList} fallbackError={CAREER_TEXTS.listError}>
      {(loaded) =>
        loaded.error !== null || loaded.data.length === 0 ? (
          empty
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {loaded.data.map((post) => (
              <li key={post._id}>
                <CareerCard post={post} />
              </li>
            ))}
          </ul>
        )
      }
    </Deferred>
  );
}
