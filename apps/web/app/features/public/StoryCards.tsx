import { type Story } from '@app/contract';
import { ArrowUpRight, Quote } from 'lucide-react';
import { m } from '@app/contract/messages';
import { UploadedPhoto } from '../../ui/UploadedPhoto';
import { useLanguage } from '../../lib/language';

/** 'Some of Our Stories': partner farmers and entrepreneurs in their own words. */
export function StoryCards({ stories }: { stories: Story[] }) {
  const language = useLanguage();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {stories.map((story) => {
        const short = story.short_story || story.shortStory;
        return (
          <li key={story._id} className="flex flex-col overflow-hidden rounded-2xl border border-forest-900/10 bg-white shadow-sm">
            {story.image && (
              <UploadedPhoto
                src={story.image}
                frame="photo"
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                alt={`${story.name}, ${story.role}`}
                className="bg-forest-100 object-top"
              />
            )}
            <div className="flex flex-1 flex-col p-6">
              <Quote className="h-6 w-6 text-wheat-500" aria-hidden="true" />
              <p className="mt-3 flex-1 text-base leading-relaxed text-ink">{short}</p>
              {story.tags?.length > 0 && (
                <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
                  {story.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-forest-50 px-2.5 py-0.5 text-xs font-medium text-forest-800">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-5 flex items-end justify-between gap-3 border-t border-forest-900/10 pt-4">
                <div>
                  <h3 className="font-display text-lg font-semibold text-forest-900">{story.name}</h3>
                  <p className="text-sm text-muted">{story.role}</p>
                </div>
                {story.url && (
                  <a
                    href={story.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-forest-700 hover:text-forest-900"
                  >
                    {m.public_stories_read_more({}, { locale: language })}
                    <span className="sr-only"> {m.public_stories_read_more_about({ name: story.name }, { locale: language })}</span>
                    <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
                  </a>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
