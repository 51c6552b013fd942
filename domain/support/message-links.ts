/** A message cut into text and links: only an address of the product's own origin is a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const urlPattern = /(https?:\/\/[^\s<>"']+)/g;

/**
 * Messages are text, never HTML: the pages write each part as text, and make a link only of an
 * address on `origin` (the product); any other address stays plain text, not clickable.
 */
export const messageParts = (text: string, origin: string): MessagePart[] =>
  text.split(urlPattern).flatMap((part, index): MessagePart[] => {
    if (part === '') return [];
    if (index % 2 === 0) return [{ kind: 'text', text: part }];
    let url: URL | undefined;
    try {
      url = new URL(part);
    } catch {
      url = undefined;
    }
    return url && url.origin === origin ? [{ kind: 'link', text: part, href: url.href }] : [{ kind: 'text', text: part }];
  });
