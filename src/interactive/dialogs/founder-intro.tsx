import { Button } from '../../ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import type { FounderTexts } from './dialogs-schema';
import { IntroIcon } from './intro-icons';

/** Step 1 (the info modal): who it is for, a few figures and the way to the form. */
export function FounderIntro({ texts, onNext }: { texts: FounderTexts['intro']; onNext: () => void }) {
  return (
    <>
      <DialogHeader>
        {texts.eyebrow && <p className="text-sm font-semibold tracking-widest text-coral uppercase">{texts.eyebrow}</p>}
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.text}</DialogDescription>
      </DialogHeader>
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
      <Button size="lg" variant="cta" className="w-full sm:ml-auto sm:w-auto" onClick={onNext}>
        {texts.button}
      </Button>
    </>
  );
}
