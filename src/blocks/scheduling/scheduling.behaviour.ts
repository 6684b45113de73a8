import { defineBehaviour } from '../../ui/define-behaviour';
import type { SchedulingFrameProps } from './schema';

/**
 * Frames the booking page once the section comes within `observeMargin` px of the viewport, after
 * `delay` ms (spec §4), so visitors who never scroll that far never contact the booking site. The
 * placeholder goes when the frame has loaded, and the booking site's widget script, when the YAML
 * names one, loads only then.
 */
export default defineBehaviour<SchedulingFrameProps>((element, { widgetScript, observeMargin, delay }) => {
  const section = element.querySelector('section');
  const slot = element.querySelector<HTMLElement>('[data-scheduling-slot]');
  const template = element.querySelector<HTMLTemplateElement>('template[data-scheduling-frame]');
  const placeholder = element.querySelector<HTMLElement>('[data-scheduling-placeholder]');
  const loading = element.querySelector<HTMLElement>('[data-scheduling-loading]');
  const frame = template && document.importNode(template.content, true).querySelector('iframe');
  if (!section || !slot || !placeholder || !frame) return;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let script: HTMLScriptElement | undefined;
  if (loading) loading.hidden = false;

  const onLoad = () => {
    placeholder.hidden = true;
    if (widgetScript && !script) {
      script = document.createElement('script');
      script.src = widgetScript;
      script.async = true;
      document.head.append(script);
    }
  };
  frame.addEventListener('load', onLoad, { once: true });

  // The section itself is observed: its contents may be skipped while off screen (content-visibility).
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = setTimeout(() => slot.append(frame), delay);
    },
    { rootMargin: `${observeMargin}px` },
  );
  observer.observe(section);

  return () => {
    observer.disconnect();
    clearTimeout(timer);
    frame.removeEventListener('load', onLoad);
    // Back to the prerendered state, so a re-rendered story starts over.
    frame.remove();
    script?.remove();
    placeholder.hidden = false;
    if (loading) loading.hidden = true;
  };
});
