/**
 * The spec's URL rule (max 2048, http:// or https://), with the texts the database answers with
 * (add_webhook_endpoint), checked before sending so the form answers at once. The server checks
 * again and alone decides on private and loopback addresses.
 */
export function webhookUrlProblem(url: string): string | undefined {
  if ([...url].length > 2048) return 'URL too long';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!/^https?:\/\/[^/?#@\s]+/i.test(url) || /[\s\u0000-\u001f\u007f]/.test(url)) return 'Enter an address starting with http:// or https://';
  return undefined;
}
