/**
 * Uncaught errors and unhandled rejections go to the backend as security events (client_error,
 * unhandled_rejection; spec §7). The client module loads only when something went wrong, at
 * most a few reports leave a page view, and reporting itself can never throw.
 */
const MAX_REPORTS = 5;
let sent = 0;

function report(action: 'client_error' | 'unhandled_rejection', message: string, details: Record<string, unknown>) {
  if (sent >= MAX_REPORTS) return;
  sent++;
  void import('../api/client-event').then(({ logClientEvent }) => logClientEvent({ action, message: message.slice(0, 500), details })).catch(() => undefined);
}

export function reportClientErrors(): void {
  addEventListener('error', (event) => {
    report('client_error', event.message || 'Script error', { source: event.filename, line: event.lineno, column: event.colno });
  });
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    report('unhandled_rejection', reason instanceof Error ? reason.message : String(reason), {});
  });
}
