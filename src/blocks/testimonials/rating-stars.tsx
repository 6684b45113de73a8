import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { fillTemplate } from '../../lib/fill-template';
import { RATING_MAX } from './rating';

/**
 * A testimonial's rating as five stars, filled up to the rating. The stars are drawing only
 * (hidden from screen readers), which hear the site's text for the language instead, like
 * "Rated 4 out of 5" (site.yaml locales.*.ratingLabel).
 */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="mb-3 flex items-center" data-rating={rating}>
      <span aria-hidden="true" className="flex gap-0.5">
        {Array.from({ length: RATING_MAX }, (_, i) => (
          <Star
            key={i}
            data-star={i < rating ? 'filled' : 'empty'}
            strokeWidth={1.75}
            className={cn('size-5', i < rating ? 'fill-sun text-sun' : 'fill-transparent text-ink/30')}
          />
        ))}
      </span>
      <span className="sr-only">{fillTemplate(label, { rating, max: RATING_MAX })}</span>
    </p>
  );
}
