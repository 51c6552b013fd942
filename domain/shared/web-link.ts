/**
 * A link people typed (a shop, an article) may be followed only when it leads to a web page: `https:` or
 * `http:`. Other schemes (`javascript:`, `data:`, `vbscript:`, `file:`...) run code or open local files
 * when clicked. The forms refuse them and every page shows a stored link through this one check, so a
 * link stored before the forms refused them is shown as plain text.
 */
export const webLinkProtocols: readonly string[] = ['https:', 'http:'];

/** The link to put in `href` (as the URL parser writes it), or null when the text is not a web page's address. */
export const webLinkOf = (text: string): string | null => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return webLinkProtocols.includes(url.protocol) ? url.href : null;
};
