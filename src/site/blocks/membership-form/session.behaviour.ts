import { defineBehaviour } from '../../../ui/define-behaviour';

/**
 * Shows the thank-you state the address asks for: with ?session_id= the success heading, tick and
 * form; without, what to do instead. Until this runs the heading and tick hold their place
 * invisibly, so a visitor without a payment never sees "Payment Successful!" and nothing moves.
 */
export default defineBehaviour<Record<string, never>>((element) => {
  const query = new URLSearchParams(window.location.search);
  // What the page loader does before the first paint, for places without it (Storybook).
  document.documentElement.setAttribute('data-query', [...query].flatMap(([name, value]) => (value ? [name] : [])).join(' '));
  const state = query.get('session_id') ? 'named' : 'missing';
  for (const part of element.querySelectorAll<HTMLElement>('[data-session]')) part.hidden = part.dataset.session !== state;
  for (const part of element.querySelectorAll<HTMLElement>('[data-until-session]')) part.classList.remove('invisible');
});
