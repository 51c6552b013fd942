import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyMessageMessage } from '@domain/support/support-input';
import { jsonResponse, renderScreen, stubFetchByPath } from '@/testing/test-utils';
import { SupportWidget } from './support-widget';

/** A live socket that never opens: the widget polls, as it does when the socket is down. */
class SilentSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onclose: (() => void) | null = null;
  close() {}
}

const noConversations = () => jsonResponse(200, { items: [], nextCursor: null, unread: 0 });

const openNewConversation = async () => {
  vi.stubGlobal('WebSocket', SilentSocket);
  const calls = stubFetchByPath({ '/api/support/conversations': noConversations });
  renderScreen(<SupportWidget />);
  fireEvent.click(screen.getByRole('button', { name: 'Support : nous écrire' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle conversation' }));
  return calls;
};

describe('SupportWidget', () => {
  it('says « Veuillez saisir un message » under an empty message, as the API does, and sends nothing', async () => {
    const calls = await openNewConversation();
    const message = screen.getByLabelText('Votre message');
    fireEvent.change(message, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(emptyMessageMessage);
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says it too when Entrée is pressed on an empty message', async () => {
    await openNewConversation();
    fireEvent.keyDown(screen.getByLabelText('Votre message'), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe(emptyMessageMessage);
  });
});
