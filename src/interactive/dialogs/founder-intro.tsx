import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { DialogDescription, DialogTitle } from '../../ui/dialog';
import { dialogDescriptionClass, dialogHeaderClass, dialogTitleClass } from '../../ui/dialog-look';
import type { FounderTexts } from './dialogs-schema';
import { IntroIcon } from './intro-icons';

type IntroTexts = FounderTexts['intro'];

/**
 * Step 1 (the info modal), drawn one way for both of its homes: the React dialog, and the native
 * <dialog> the page itself carries (first-steps.tsx). Only its title, description and button
 * differ between the two; this file's classes are in the page's stylesheet (src/styles.css).
 */
function IntroBody({ texts, title, description, next }: { texts: IntroTexts; title: ReactNode; description: ReactNode; next: ReactNode }) {
  return (
    <>
      <div data-slot="dialog-header" className={dialogHeaderClass}>
        {texts.eyebrow && <p className="text-sm font-semibold tracking-widest text-coral uppercase">{texts.eyebrow}</p>}
        {title}
        {description}
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {texts.cards.map((card) => (
          <li key={card.title} className="rounded-2xl bg-sand p-4 sm:p-5">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-ocean/10 text-lagoon">
              <IntroIcon name={card.icon} className="size-5" />
            </span>
            <h3 className="mt-3 font-semibold text-ocean">{card.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink/75">{card.text}</p>
          </li>
        ))}
      </ul>
      {texts.stats.length > 0 && (
        // One row of equal boxes from sm up, however many figures a page cites; stacked on phones.
        <dl className="grid gap-3 sm:auto-cols-fr sm:grid-flow-col">
          {texts.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-ocean px-4 py-3 text-white">
              <dt className="text-sm text-white/85">{stat.label}</dt>
              <dd className="font-display text-2xl font-bold text-sun">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {next}
    </>
  );
}

const nextClass = 'w-full sm:ml-auto sm:w-auto';

/** Step 1 in the React dialog: its button goes on to the form in the same dialog. */
export function FounderIntro({ texts, onNext }: { texts: IntroTexts; onNext: () => void }) {
  return (
    <IntroBody
      texts={texts}
      title={<DialogTitle>{texts.title}</DialogTitle>}
      description={<DialogDescription>{texts.text}</DialogDescription>}
      next={
        <Button size="lg" variant="cta" className={nextClass} onClick={onNext}>
          {texts.button}
        </Button>
      }
    />
  );
}

/**
 * Step 1 as the page's own HTML: its title and description named by id (the native dialog's
 * aria-labelledby and aria-describedby), and its button an `apply` action, which the page's
 * loader holds until the form's code is there like any other tap (src/interactive/client).
 */
export function StaticFounderIntro({ texts, titleId, descriptionId }: { texts: IntroTexts; titleId: string; descriptionId: string }) {
  return (
    <IntroBody
      texts={texts}
      title={
        <h2 id={titleId} data-slot="dialog-title" className={dialogTitleClass}>
          {texts.title}
        </h2>
      }
      description={
        <p id={descriptionId} data-slot="dialog-description" className={dialogDescriptionClass}>
          {texts.text}
        </p>
      }
      next={
        <Button size="lg" variant="cta" className={nextClass} data-action={JSON.stringify({ kind: 'apply' })}>
          {texts.button}
        </Button>
      }
    />
  );
}
