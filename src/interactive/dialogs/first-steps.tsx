import { renderToStaticMarkup } from 'react-dom/server';
import { cn } from '../../lib/cn';
import { CloseIcon, dialogCloseClass, dialogEntranceClass, dialogPanelClass } from '../../ui/dialog-look';
import { firstStepOf } from './first-step-kinds';
import type { Dialogs } from './dialogs-schema';
import { StaticFounderIntro } from './founder-intro';
import { pageDialogPayload } from './page-dialogs';

/**
 * The dialogs' first steps as the page's own HTML (issue 28): a page with a More Info button
 * carries the founder intro in a closed native <dialog>, which the page's loader opens in the
 * frame of the tap (showModal: the rest of the page inert, Escape, the backdrop, focus inside)
 * before any script has arrived. The form steps are the React dialog's: the intro's button is an
 * `apply` action, and the dialog's code loads while the visitor reads. Build-time only (the page's
 * renderer calls it through this site's engine, src/site/engine.ts).
 */
export function firstStepsHtml(dialogs: Dialogs, page: { locale: string; dialogs?: unknown }, kinds: readonly string[]): string {
  if (!kinds.includes(firstStepOf.founder)) return '';
  const { texts } = pageDialogPayload(dialogs, page);
  const ids = { titleId: 'founder-intro-title', descriptionId: 'founder-intro-text' };
  return renderToStaticMarkup(
    <dialog
      data-first-step={firstStepOf.founder}
      data-dialog="founder"
      data-step="intro"
      aria-labelledby={ids.titleId}
      aria-describedby={ids.descriptionId}
      data-event="founder_dialog_opened"
      // The React dialog's overlay (dialogOverlayClass), as the native dialog's backdrop.
      className={cn('m-auto border-0 open:grid backdrop:bg-ink/60 backdrop:backdrop-blur-[2px]', dialogPanelClass, 'max-w-3xl', dialogEntranceClass)}
    >
      <StaticFounderIntro texts={texts.founder.intro} {...ids} />
      {/* A form of method "dialog" closes its dialog without any script. */}
      <form method="dialog" className="contents">
        <button type="submit" data-slot="dialog-close" aria-label={texts.close} className={dialogCloseClass}>
          <CloseIcon />
        </button>
      </form>
    </dialog>,
  );
}
