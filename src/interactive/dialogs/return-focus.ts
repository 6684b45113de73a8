/**
 * Radix returns focus to whatever had it when the dialog opened; a click does not focus a button
 * in every browser (Safari), so focus goes back to the element that was clicked instead.
 */
export function returnFocusTo(trigger: HTMLElement | undefined) {
  return (event: Event) => {
    if (!trigger?.isConnected) return;
    event.preventDefault();
    trigger.focus({ preventScroll: true });
  };
}
