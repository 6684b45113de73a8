import { Link } from 'react-router-dom';
import { Behaviour } from '../../ui/behaviour';
import { buttonVariants } from '../../ui/button';
import type { LogMissingPathProps } from './log-missing-path.behaviour';
import type { NotFoundProps } from './schema';

/** The catch-all page: a big 404, a short apology and the way home. */
export function NotFound({ code, heading, text, homeLabel, homeHref, logMessage }: NotFoundProps) {
  return (
    <section className="relative isolate flex min-h-[100svh] items-center justify-center overflow-hidden bg-ocean px-5 py-20 text-center text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_30%_20%,rgb(15_118_110/0.55),transparent_55%),radial-gradient(circle_at_75%_85%,rgb(245_158_11/0.14),transparent_50%)]"
      />
      <div className="max-w-xl">
        <h1>
          <span className="block bg-linear-to-b from-white via-sand to-sun/80 bg-clip-text font-display text-[7rem] leading-none font-bold tracking-tight text-transparent sm:text-[10rem]">
            {code}
          </span>
          <span className="mt-4 block text-2xl font-semibold sm:text-3xl">{heading}</span>
        </h1>
        {text && <p className="mt-4 text-lg text-white/85">{text}</p>}
        <Link to={homeHref} className={`${buttonVariants({ variant: 'hero', size: 'lg' })} mt-10`}>
          {homeLabel}
        </Link>
      </div>
      <Behaviour<LogMissingPathProps> name="blocks/not-found/log-missing-path" props={{ message: logMessage }} />
    </section>
  );
}
