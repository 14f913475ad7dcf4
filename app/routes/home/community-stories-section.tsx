import Quote from "lucide-react/icons/quote";
import { countyLabel } from "#app/components/labels";
import { Link } from "react-router";
import type { CommunityStory } from "#server/features/reviews/community-stories.service";
import { StarRating } from "#app/components/star-rating";
import { useLocalePath, useT } from "#app/lib/i18n/i18n";
import { SectionHeading } from "./section-heading";

const AVATAR_TONES = ["bg-sea-700", "bg-ember-600", "bg-cedar-700"];

/** Community stories: reviews an administrator featured. Not shown at all when there are none. */
export function CommunityStoriesSection({ stories }: { stories: CommunityStory[] }) {
  const t = useT("home");
  const common = useT("common");
  // A reviewer without a name shown: 'Anonymous' in the page's language, its first letter as the avatar.
  const anonymous = useT("members")("names.anonymous");
  const to = useLocalePath();
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="stories-heading" className="bg-sea-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="stories-heading"
          tone="light"
          eyebrow={t("stories.eyebrow")}
          title={t("stories.title")}
          description={t("stories.description")}
        />
        {/* One column of the screen's width on phones: an implicit column would widen to the longest
            unbroken line (a card's sauna and county, longer in Irish) and the page would scroll sideways. */}
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {stories.map((story, i) => (
            <li key={story.id}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-6 text-ink shadow-lg">
                <div className="flex items-center justify-between">
                  <StarRating rating={story.rating} />
                  <Quote className="size-6 text-sand-300" aria-hidden="true" />
                </div>
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink">
                  <p>“{story.text}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-sand-100 pt-4">
                  <span aria-hidden="true" className={`flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white ${AVATAR_TONES[i % AVATAR_TONES.length]}`}>
                    {story.initials ?? Array.from(anonymous)[0]}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium text-cedar-900">{story.reviewerName ?? anonymous}</span>
                    <span className="block text-sm text-muted">
                      <Link to={to(`/sauna/${story.saunaId}`)} className="hover:text-ember-700 hover:underline">{story.saunaName}</Link>, {countyLabel(common, story.county)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
