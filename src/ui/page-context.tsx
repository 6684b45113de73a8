import { createContext, useContext } from 'react';
import type { Locale, Site } from '../engine/site-schema';

export interface PageContextValue {
  route: string;
  locale: Locale;
  productId: string;
  site: Site;
}

const PageContext = createContext<PageContextValue | null>(null);

export const PageContextProvider = PageContext.Provider;

/** Page-wide facts for server-rendered blocks (islands get what they need as props). */
export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() is only available inside a rendered page');
  return value;
}
