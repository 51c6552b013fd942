import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { supportCategories, type SupportCategory } from '@events/support-terms';
import {
  asksToSignInAgain,
  characterCount,
  characterCounter,
  supportCategoryLabels,
  supportChatMessages,
  supportMessageMaxLength,
  supportMessageTextSchema,
  unreadBadge,
} from '@domain/support/support-input';
import { supportPushSchema, type SupportConversationPage, type SupportConversationView, type SupportMessageView } from '@domain/support/support-views';
import { useSession } from '@/lib/auth/session';
import { formatShortDateTime } from '@/lib/format-date';
import { isApiError } from '@/lib/api-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { closeConversation, listMyConversations, markRead, openConversation, postMessage, reopenConversation, threadAfter } from '../api/support-api';
import { MessageText } from './message-text';
import './support-widget.css';

type View = 'list' | 'new' | 'thread';
type Live = 'connecting' | 'open' | 'down';

/** What the person reads when a call fails (spec 3, section 8): the API's own sentence when it has one. */
const chatErrorMessage = (error: unknown, fallback: string): string => {
  if (!isApiError(error)) return supportChatMessages.unknownApiError;
  if (error.kind === 'network') return supportChatMessages.connectionError;
  if (error.kind === 'invalid-response') return supportChatMessages.unknownApiError;
  if (error.status === 401) return supportChatMessages.sessionExpired;
  if (error.status === 403) return supportChatMessages.sessionError;
  if (error.status >= 500) return supportChatMessages.serverError;
  return error.detail ?? fallback;
};

/** Drafts survive a reload and a new sign-in (the tab's session storage), one per conversation. */
const draftKey = (conversationId: string | null) => `passerelle:support-draft:${conversationId ?? 'nouvelle'}`;
const readDraft = (conversationId: string | null) => {
  try {
    return sessionStorage.getItem(draftKey(conversationId)) ?? '';
  } catch {
    return '';
  }
};
const writeDraft = (conversationId: string | null, text: string) => {
  try {
    if (text) sessionStorage.setItem(draftKey(conversationId), text);
    else sessionStorage.removeItem(draftKey(conversationId));
  } catch {
    // Private browsing without storage: the draft lives as long as the page.
  }
};

const liveUrl = () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/api/live`;
const reconnectDelaysMs = [1000, 2000, 5000, 10_000, 15_000];
const pollingMs = 10_000;

const mergeMessages = (current: readonly SupportMessageView[], incoming: readonly SupportMessageView[]) => {
  const byId = new Map(current.map((message) => [message.messageId, message]));
  for (const message of incoming) byId.set(message.messageId, message);
  return [...byId.values()].sort((a, b) => a.sequence - b.sequence);
};

/**
 * The support chat (spec 3, section 2.10): a round button bottom right with the unread badge, a panel
 * of 500 px with the conversation list, the new-conversation form, the thread and the closed state. New
 * messages arrive over the live socket; when it drops the widget reconnects, asks what followed the last
 * message it has, and polls meanwhile.
 */
export const SupportWidget = () => {
  const { logout } = useSession();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('list');
  const [page, setPage] = useState<SupportConversationPage | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [messages, setMessages] = useState<SupportMessageView[]>([]);
  const [draft, setDraft] = useState('');
  const [category, setCategory] = useState<SupportCategory>('general');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [live, setLive] = useState<Live>('connecting');
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const logEnd = useRef<HTMLDivElement>(null);
  const state = useRef({ open, view, currentId, messages });
  state.current = { open, view, currentId, messages };
  const ids = { panel: useId(), counter: useId(), message: useId(), category: useId(), error: useId() };

  const current: SupportConversationView | undefined = page?.items.find((item) => item.conversationId === currentId);
  const totalUnread = page?.unread ?? 0;

  const refreshList = useCallback(async () => {
    try {
      setPage(await listMyConversations());
    } catch (failure) {
      setError(chatErrorMessage(failure, supportChatMessages.loadConversationsFailed));
    }
  }, []);

  /** What followed the last message the widget has in the open thread, then the read mark if it is in view. */
  const catchUp = useCallback(async () => {
    const { currentId: conversationId, messages: known } = state.current;
    if (!conversationId) return;
    try {
      const after = known.at(-1)?.sequence ?? 0;
      const thread = await threadAfter(conversationId, after);
      if (state.current.currentId !== conversationId) return;
      const merged = mergeMessages(state.current.messages, thread.messages);
      setMessages(merged);
      const last = merged.at(-1)?.sequence ?? 0;
      if (state.current.open && state.current.view === 'thread' && thread.conversation.unread > 0 && document.visibilityState === 'visible') {
        await markRead(conversationId, last);
        await refreshList();
      }
    } catch (failure) {
      setError(chatErrorMessage(failure, supportChatMessages.loadMessagesFailed));
    }
  }, [refreshList]);

  // The live socket: reconnects with growing pauses, and catches up each time it opens again.
  useEffect(() => {
    let socket: WebSocket | undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      setLive('connecting');
      socket = new WebSocket(liveUrl());
      socket.onopen = () => {
        attempt = 0;
        setLive('open');
        void refreshList();
        void catchUp();
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        const parsed = supportPushSchema.safeParse(JSON.parse(event.data));
        if (!parsed.success) return;
        const push = parsed.data;
        const conversationId = push.kind === 'support-message' ? push.message.conversationId : push.conversationId;
        if (conversationId === state.current.currentId) void catchUp();
        void refreshList();
      };
      socket.onclose = () => {
        if (stopped) return;
        setLive('down');
        timer = setTimeout(connect, reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)]);
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [catchUp, refreshList]);

  // Polling with ETags while the socket is down (and the first list).
  useEffect(() => {
    void refreshList();
    if (live === 'open') return;
    const interval = setInterval(() => {
      void refreshList();
      void catchUp();
    }, pollingMs);
    return () => clearInterval(interval);
  }, [live, refreshList, catchUp]);

  const showThread = useCallback((conversationId: string) => {
    setCurrentId(conversationId);
    setMessages([]);
    setDraft(readDraft(conversationId));
    setFieldError(null);
    setView('thread');
  }, []);

  useEffect(() => {
    if (view === 'thread' && currentId) void catchUp();
  }, [view, currentId, catchUp]);

  // A mail's link (`?conversation=<id>`) opens the widget on that thread.
  useEffect(() => {
    const linked = new URLSearchParams(window.location.search).get('conversation');
    if (linked) {
      setOpen(true);
      showThread(linked);
    }
  }, [showThread]);

  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, view]);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open, view]);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  const changeDraft = (text: string) => {
    setDraft(text);
    setFieldError(null);
    writeDraft(view === 'new' ? null : currentId, text);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    // The API's own rule and words: an empty message is refused here as the server would refuse it.
    const checked = supportMessageTextSchema.safeParse(draft);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? supportChatMessages.sendMessageFailed);
      return;
    }
    const text = checked.data;
    setSending(true);
    setError(null);
    try {
      if (view === 'new') {
        const opened = await openConversation({ category, message: text }, newIdempotencyKey());
        writeDraft(null, '');
        await refreshList();
        showThread(opened.conversationId);
      } else if (currentId) {
        await postMessage(currentId, text, newIdempotencyKey());
        writeDraft(currentId, '');
        setDraft('');
        await catchUp();
        await refreshList();
      }
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400 && failure.fieldErrors.message) setFieldError(failure.fieldErrors.message);
      else setError(chatErrorMessage(failure, view === 'new' ? supportChatMessages.createConversationFailed : supportChatMessages.sendMessageFailed));
    } finally {
      setSending(false);
    }
  };

  const onComposerKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!sending) void send();
    }
  };

  const setStatus = async (action: 'close' | 'reopen') => {
    if (!currentId) return;
    setError(null);
    try {
      await (action === 'close' ? closeConversation(currentId) : reopenConversation(currentId));
      await refreshList();
    } catch (failure) {
      setError(chatErrorMessage(failure, supportChatMessages.serverError));
    }
  };

  const count = characterCount(draft);
  const composer = (
    <form className="support-composer" onSubmit={(event) => void send(event)} noValidate>
      {view === 'new' && (
        <div className="support-composer__field">
          <label htmlFor={ids.category}>Catégorie</label>
          <select id={ids.category} value={category} onChange={(event) => setCategory(event.target.value as SupportCategory)} data-autofocus>
            {supportCategories.map((value) => (
              <option key={value} value={value}>
                {supportCategoryLabels[value]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="support-composer__field">
        <label htmlFor={ids.message}>Votre message</label>
        <textarea
          id={ids.message}
          value={draft}
          rows={3}
          onChange={(event) => changeDraft(event.target.value)}
          onKeyDown={onComposerKey}
          aria-describedby={`${ids.counter}${fieldError ? ` ${ids.error}` : ''}`}
          aria-invalid={fieldError ? true : undefined}
          {...(view === 'thread' ? { 'data-autofocus': true } : {})}
        />
        <div className="support-composer__meta">
          <span id={ids.counter} className={count > supportMessageMaxLength ? 'support-composer__counter support-composer__counter--over' : 'support-composer__counter'}>
            {characterCounter(draft)}
          </span>
          <span className="support-composer__hint">Entrée pour envoyer, Maj+Entrée pour un retour à la ligne</span>
        </div>
        {fieldError && (
          <p id={ids.error} className="support-composer__error" role="alert">
            {fieldError}
          </p>
        )}
      </div>
      <button type="submit" className="support-button support-button--primary" disabled={sending}>
        {sending ? 'Envoi…' : 'Envoyer'}
      </button>
    </form>
  );

  return (
    <div className="support-widget">
      {open && (
        <div
          ref={panel}
          id={ids.panel}
          className="support-panel"
          role="dialog"
          aria-label="Support Passerelle"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <header className="support-panel__header">
            {view !== 'list' && (
              <button type="button" className="support-panel__back" onClick={() => setView('list')} aria-label="Retour aux conversations">
                ←
              </button>
            )}
            <h2 className="support-panel__title">
              {view === 'new' ? 'Nouvelle conversation' : view === 'thread' && current ? current.subject : 'Support Passerelle'}
            </h2>
            <button type="button" className="support-panel__close" onClick={close} aria-label="Fermer le support">
              ×
            </button>
          </header>
          {live === 'down' && <p className="support-panel__notice">Reconnexion en cours… les nouveaux messages arrivent toutes les 10 secondes.</p>}
          {error && (
            <div className="support-panel__error" role="alert">
              <p>{error}</p>
              {asksToSignInAgain(error) && (
                <div className="support-panel__actions">
                  <button type="button" className="support-button" onClick={() => window.location.reload()}>
                    {supportChatMessages.reloadPage}
                  </button>
                  <button type="button" className="support-button support-button--primary" onClick={logout}>
                    {supportChatMessages.signInAgain}
                  </button>
                </div>
              )}
            </div>
          )}

          {view === 'list' && (
            <div className="support-panel__body">
              <button
                type="button"
                className="support-button support-button--primary support-panel__new"
                data-autofocus
                onClick={() => {
                  setDraft(readDraft(null));
                  setFieldError(null);
                  setView('new');
                }}
              >
                Nouvelle conversation
              </button>
              {page && page.items.length === 0 && <p className="support-panel__empty">Aucune conversation pour le moment. Posez-nous votre question !</p>}
              <ul className="support-conversations">
                {page?.items.map((item) => (
                  <li key={item.conversationId}>
                    <button type="button" className="support-conversation" onClick={() => showThread(item.conversationId)}>
                      <span className="support-conversation__subject">{item.subject}</span>
                      <span className="support-conversation__meta">
                        {supportCategoryLabels[item.category]} · {item.status === 'closed' ? 'Fermée' : 'Ouverte'} · {formatShortDateTime(item.updatedAt)}
                      </span>
                      {item.unread > 0 && <span className="support-conversation__unread">{`${item.unread} non lu${item.unread > 1 ? 's' : ''}`}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}

          {view === 'new' && <div className="support-panel__body">{composer}</div>}

          {view === 'thread' && (
            <>
              <div className="support-thread" role="log" aria-live="polite" aria-label="Messages de la conversation">
                {messages.map((message) => (
                  <div key={message.messageId} className={`support-message support-message--${message.author}`}>
                    <span className="support-message__author">{message.author === 'staff' ? 'Support Passerelle' : 'Vous'}</span>
                    <MessageText text={message.text} origin={window.location.origin} />
                    <time className="support-message__time" dateTime={message.at}>
                      {formatShortDateTime(message.at)}
                    </time>
                  </div>
                ))}
                <div ref={logEnd} />
              </div>
              {current?.status === 'closed' ? (
                <div className="support-closed">
                  <p>Cette conversation est fermée.</p>
                  <button type="button" className="support-button support-button--primary" data-autofocus onClick={() => void setStatus('reopen')}>
                    Rouvrir la conversation
                  </button>
                </div>
              ) : (
                <>
                  {composer}
                  <button type="button" className="support-button support-button--link" onClick={() => void setStatus('close')}>
                    Fermer la conversation
                  </button>
                </>
              )}
            </>
          )}
        </div>
      )}
      <button
        ref={launcher}
        type="button"
        className="support-launcher"
        aria-expanded={open}
        aria-controls={open ? ids.panel : undefined}
        aria-label={totalUnread > 0 ? `Support : ${totalUnread} message${totalUnread > 1 ? 's' : ''} non lu${totalUnread > 1 ? 's' : ''}` : 'Support : nous écrire'}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
        </svg>
        {totalUnread > 0 && (
          <span className="support-launcher__badge" aria-hidden="true" data-testid="support-badge">
            {unreadBadge(totalUnread)}
          </span>
        )}
      </button>
    </div>
  );
};

export default SupportWidget;
