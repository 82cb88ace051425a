/**
 * Links leave the app only as parsed http(s) URLs opened in the user's browser; everything else
 * (file:, javascript:, custom schemes) is dropped.
 */
export function externalUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.toString();
}
