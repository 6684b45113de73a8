import { usePage } from '../../ui/page-context';
import type { FooterProps } from './schema';

/** Site footer: brand, legal links (plain page loads, so each page opens at the top), operator and copyright. */
export function Footer({ brandName, tagline, linksLabel, links, operator, copyright }: FooterProps) {
  const { route } = usePage();
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto max-w-6xl px-5 py-14">
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <p className="font-display text-2xl font-bold tracking-tight">
              {brandName}
              <span aria-hidden="true" className="text-sun">
                .
              </span>
            </p>
            <p className="mt-3 leading-relaxed text-white/75">{tagline}</p>
          </div>
          <nav aria-label={linksLabel}>
            <ul className="flex flex-wrap gap-x-8 gap-y-3">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={link.href === route ? 'page' : undefined}
                    className="font-medium text-white/85 underline-offset-4 transition-colors hover:text-sun hover:underline aria-[current=page]:text-sun"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-white/15 pt-6 text-sm text-white/70 md:flex-row md:justify-between">
          <p>{operator}</p>
          <p>{copyright}</p>
        </div>
      </div>
    </footer>
  );
}
