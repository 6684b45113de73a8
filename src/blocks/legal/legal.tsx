import { Link } from 'react-router-dom';
import { buttonVariants } from '../../ui/button';
import type { LegalProps } from './schema';

/** A static legal text (terms, privacy, cookies) with a way back home. */
export function Legal({ title, effective, backLabel, intro, sections }: LegalProps) {
  return (
    <article className="mx-auto max-w-3xl px-5 py-12 sm:py-16">
      <Link to="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        ← {backLabel}
      </Link>
      <h1 className="mt-8 font-display text-4xl font-bold text-ocean sm:text-5xl">{title}</h1>
      <p className="mt-3 text-sm text-ink/80">{effective}</p>
      {intro && <p className="mt-6 text-lg leading-relaxed">{intro}</p>}
      {sections.map((section, i) => (
        <section key={i} className="mt-10">
          <h2 className="text-2xl font-semibold text-ocean">{section.heading}</h2>
          {section.paragraphs.map((p, j) => (
            <p key={j} className="mt-3 leading-relaxed">
              {p}
            </p>
          ))}
          {section.items.length > 0 && (
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {section.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          )}
          {section.contact && (
            <p className="mt-3 leading-relaxed">
              {section.contact.label}{' '}
              <a href={`mailto:${section.contact.email}`} className="font-semibold text-lagoon underline underline-offset-4 hover:text-ocean">
                {section.contact.email}
              </a>
            </p>
          )}
        </section>
      ))}
      <Link to="/" className={`${buttonVariants({ variant: 'default' })} mt-12`}>
        {backLabel}
      </Link>
    </article>
  );
}
