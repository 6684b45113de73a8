import { useEffect, useId, useRef, useState } from 'react';
import type { PageList, PageSummary } from '../../editor/pages-contract';
import { GOALS, metricNames } from '../../experiments/manifest';
import { Field, studioControl } from '../ui/field';
import { StudioButton } from '../ui/studio-button';
import { duplicatePage, makeAbTest } from './pages-data';

/** A route no page has yet, from the page's own: /promo → /promo-b, /promo-c… */
export function freeRoute(route: string, list: PageList): string {
  const taken = new Set(list.pages.map((p) => p.route));
  const stem = route === '/' ? '/home' : route;
  for (const letter of 'bcdefghijklmnopqrstuvwxyz') if (!taken.has(`${stem}-${letter}`)) return `${stem}-${letter}`;
  return `${stem}-copy`;
}

/**
 * "Duplicate": a new page at its own route that `extends` this one (a small file, as
 * `npm run new -- variant` writes). "Make an A/B test": the same duplicate, then an experiment
 * file that splits this page's route between the two. A native modal dialog: focus moves in,
 * Escape closes it, the page behind is inert.
 */
export function NewPageDialog({
  kind,
  page,
  list,
  onClose,
  onCreated,
}: {
  kind: 'duplicate' | 'ab-test';
  page: PageSummary;
  list: PageList;
  onClose(): void;
  onCreated(file: string, message: string): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [route, setRoute] = useState(() => freeRoute(page.route ?? `/${page.name}`, list));
  const [goal, setGoal] = useState<string>(GOALS[0]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await duplicatePage({ from: page.name, route });
      if (kind === 'duplicate') {
        onCreated(created.file, `Wrote ${created.file}: ${route} builds on ${page.name}. Change what should differ.`);
        return;
      }
      const challenger = created.file.replace(/^variants\//, '').replace(/\.(ya?ml|json)$/, '');
      const experiment = await makeAbTest({ control: page.name, challenger, goal });
      onCreated(
        created.file,
        `Wrote ${created.file} and ${experiment.file}: visitors of ${page.route} are split between ${page.name} and ${challenger}. Change what the challenger should try.`,
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  const title = kind === 'duplicate' ? 'Duplicate as a new page' : 'Make an A/B test';
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4 p-5">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-ink/75">
          {kind === 'duplicate'
            ? `A new page that builds on ${page.name}: it shows the same until you change something, and ${page.name} stays as it is.`
            : `A copy of ${page.name} to change, and an experiment that sends half of ${page.route}'s visitors to it, 50/50, starting today.`}
        </p>
        <Field id={`${id}-route`} label={kind === 'duplicate' ? 'Route of the new page' : 'Route of the challenger'}>
          <input
            id={`${id}-route`}
            className={studioControl}
            value={route}
            onChange={(event) => setRoute(event.target.value)}
            required
            pattern="(/[a-z0-9][a-z0-9\-]*)+"
            aria-describedby={`${id}-route-help`}
          />
        </Field>
        <p id={`${id}-route-help`} className="-mt-3 text-xs text-ink/60">
          Lowercase letters, digits and hyphens, like /spring-sale.
        </p>
        {kind === 'ab-test' && (
          <Field id={`${id}-goal`} label="What counts as a conversion">
            <select id={`${id}-goal`} className={studioControl} value={goal} onChange={(event) => setGoal(event.target.value)}>
              {GOALS.map((g) => (
                <option key={g} value={g}>
                  {`${metricNames[g]} (${g})`}
                </option>
              ))}
            </select>
          </Field>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <StudioButton variant="secondary" onClick={() => ref.current?.close()} disabled={busy}>
            Cancel
          </StudioButton>
          <StudioButton type="submit" disabled={busy}>
            {busy ? 'Writing…' : kind === 'duplicate' ? 'Duplicate' : 'Make the test'}
          </StudioButton>
        </div>
      </form>
    </dialog>
  );
}
