import { messageParts } from '@domain/support/message-links';

/** A message written as text (React never reads it as HTML), line breaks kept by the stylesheet; only the product's own addresses are links. */
export const MessageText = ({ text, origin }: { text: string; origin: string }) => (
  <p className="support-message__text">
    {messageParts(text, origin).map((part, index) =>
      part.kind === 'link' ? (
        <a key={index} href={part.href}>
          {part.text}
        </a>
      ) : (
        part.text
      ),
    )}
  </p>
);
