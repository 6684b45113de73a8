import { defineBehaviour } from '../../ui/define-behaviour';

/**
 * The background video plays once; when it ends or cannot play it removes itself, uncovering the
 * still image beneath. Visitors who ask for reduced motion get the still image straight away.
 */
export default defineBehaviour<Record<string, never>>((element) => {
  const video = element.querySelector('video');
  if (!video) return;
  const parent = video.parentNode;
  const next = video.nextSibling;
  // The last source failing means none could play; the webm failing alone only means mp4's turn.
  const lastSource = video.querySelector('source:last-of-type');
  const finish = () => video.remove();
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The client entry runs after the load event: by then the video may have ended or failed.
  if (reduced || video.ended || video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) finish();
  video.addEventListener('ended', finish);
  video.addEventListener('error', finish);
  lastSource?.addEventListener('error', finish);
  return () => {
    video.removeEventListener('ended', finish);
    video.removeEventListener('error', finish);
    lastSource?.removeEventListener('error', finish);
    // Put back what React rendered, so a re-rendered story finds its node; running again removes it again.
    if (parent && video.parentNode !== parent) parent.insertBefore(video, next);
  };
});
