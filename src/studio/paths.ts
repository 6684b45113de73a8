/**
 * Where the marketers' area lives. Every address under /studio that is not one of its built
 * files is a screen of the one-page app (/studio/leads?kind=payment after a reload or from a
 * shared link), so every host answers it with the app's index.html rather than 404.
 */
export const STUDIO_BASE = '/studio';

export function isStudioAppPath(pathname: string): boolean {
  if (pathname === STUDIO_BASE || pathname === `${STUDIO_BASE}/`) return true;
  if (!pathname.startsWith(`${STUDIO_BASE}/`)) return false;
  // Built files (scripts, styles, the manifest) are served as files, and a missing one is a 404.
  return !pathname.startsWith(`${STUDIO_BASE}/assets/`) && !/\.[a-z0-9]+$/i.test(pathname);
}
