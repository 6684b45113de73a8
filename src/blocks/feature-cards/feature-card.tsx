import { Icon } from '../../ui/icon';
import { LazyImage } from '../../ui/lazy-image';
import type { FeatureCard as Card, FeatureCardsTone } from './schema';
import { cardTone, highlightTone, iconTone, textTone, titleTone } from './tone';

/**
 * One card: a photo across its top, or an icon (beside the text on phones so six cards do not
 * make a long scroll, above it from sm up), then title, text and the highlight at the bottom.
 */
export function FeatureCard({ card, tone }: { card: Card; tone: FeatureCardsTone }) {
  return (
    <article data-slot="feature-card" className={cardTone({ tone })}>
      {card.image && <LazyImage {...card.image} className="aspect-[4/3] h-auto w-full object-cover" />}
      <div className="flex flex-1 gap-4 p-5 sm:flex-col sm:gap-0 sm:p-7">
        {card.icon && (
          <span className={iconTone({ tone })}>
            <Icon name={card.icon} />
          </span>
        )}
        <div className={card.icon ? 'flex min-w-0 flex-1 flex-col sm:mt-5' : 'flex min-w-0 flex-1 flex-col'}>
          <h3 className={titleTone({ tone })}>{card.title}</h3>
          <p className={textTone({ tone })}>{card.text}</p>
          {/* mt-auto keeps the highlights of a row on one line under uneven texts. */}
          {card.highlight && (
            <p className="mt-auto pt-4 sm:pt-5">
              <span className={highlightTone({ tone })}>{card.highlight}</span>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
