import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Title, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { messageParts } from '../../../domain/support/message-links';
import { characterCount, characterCounter, supportCategoryLabels, supportMessageMaxLength, supportMessageTextSchema } from '../../../domain/support/support-input';
import { supportPushSchema, type SupportConversationView, type SupportMessageView } from '../../../domain/support/support-views';
import { formatEuros } from '../lib/format';
import type { PasserelleDataProvider } from '../providers/data-provider';
import type { SupportInboxView } from './support-reads';

const timeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
const pollingMs = 10_000;

/** The back office's live socket (the session cookie opens it): any push makes the inbox read again; it reconnects when dropped. */
const useLiveSocket = (onPush: (conversationId: string) => void): boolean => {
  const [open, setOpen] = useState(false);
  const handler = useRef(onPush);
  handler.current = onPush;
  useEffect(() => {
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let attempt = 0;
    const connect = () => {
      socket = new WebSocket(`${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/api/live`);
      socket.onopen = () => {
        attempt = 0;
        setOpen(true);
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        const parsed = supportPushSchema.safeParse(JSON.parse(event.data));
        if (parsed.success) handler.current(parsed.data.kind === 'support-message' ? parsed.data.message.conversationId : parsed.data.conversationId);
      };
      socket.onclose = () => {
        setOpen(false);
        if (stopped) return;
        timer = setTimeout(connect, Math.min(1000 * 2 ** attempt, 15_000));
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, []);
  return open;
};

/**
 * Who the conversation is assigned to, as a select of the staff by name: choosing one assigns it. An
 * assignee no longer on the list (rights revoked) stays shown, by id.
 */
const AssigneeSelect = ({
  conversation,
  myId,
  disabled,
  choosing,
  onAssign,
}: {
  conversation: SupportConversationView;
  myId: string | undefined;
  disabled: boolean;
  /** the staff member just chosen, shown while the assignment is on its way (not the previous assignee again) */
  choosing: string | undefined;
  onAssign: (staffId: string) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const staff = useQuery({ queryKey: ['support', 'staff'], queryFn: () => dataProvider.getSupportStaff(), staleTime: 60_000 });
  const members = staff.data?.items ?? [];
  const current = choosing ?? conversation.assignedTo ?? '';
  const listed = members.some((member) => member.staffId === current);
  return (
    <TextField
      select
      size="small"
      label={translate('passerelle.support.assignee')}
      value={current}
      onChange={(event) => event.target.value && onAssign(event.target.value)}
      disabled={disabled || !staff.isSuccess}
      // A native select always shows its option (« Non attribuée » included): its label stays above it.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200, maxWidth: '100%' }}
    >
      {current === '' && (
        <option value="" disabled>
          {translate('passerelle.support.unassigned')}
        </option>
      )}
      {current !== '' && !listed && <option value={current}>{current}</option>}
      {members.map((member) => (
        <option key={member.staffId} value={member.staffId}>
          {member.staffId === myId ? translate('passerelle.support.you', { name: member.name }) : member.name}
        </option>
      ))}
    </TextField>
  );
};

const MessageBody = ({ text }: { text: string }) => (
  <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {messageParts(text, window.location.origin).map((part, index) =>
      part.kind === 'link' ? (
        <a key={index} href={part.href}>
          {part.text}
        </a>
      ) : (
        part.text
      ),
    )}
  </Typography>
);

const Thread = ({ conversationId, live }: { conversationId: string; live: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [messages, setMessages] = useState<SupportMessageView[]>([]);
  const end = useRef<HTMLDivElement>(null);

  const card = useQuery({ queryKey: ['support', 'conversation', conversationId], queryFn: () => dataProvider.getSupportConversation(conversationId), refetchInterval: live ? false : pollingMs });
  const thread = useQuery({
    queryKey: ['support', 'thread', conversationId],
    queryFn: async () => {
      const after = messages.at(-1)?.sequence ?? 0;
      return dataProvider.getSupportThread(conversationId, after);
    },
    refetchInterval: live ? false : pollingMs,
  });

  useEffect(() => {
    setMessages([]);
  }, [conversationId]);
  useEffect(() => {
    const incoming = thread.data?.messages ?? [];
    if (incoming.length === 0) return;
    setMessages((current) => {
      const byId = new Map(current.map((message) => [message.messageId, message]));
      for (const message of incoming) byId.set(message.messageId, message);
      return [...byId.values()].sort((a, b) => a.sequence - b.sequence);
    });
  }, [thread.data]);

  const conversation = card.data?.conversation;
  const lastSequence = messages.at(-1)?.sequence ?? 0;
  useEffect(() => {
    if (conversation && conversation.unread > 0 && lastSequence >= conversation.lastSequence) {
      void dataProvider.markSupportConversationRead(conversationId, lastSequence).then(() => queryClient.invalidateQueries({ queryKey: ['support', 'inbox'] }));
    }
  }, [conversation, lastSequence, conversationId, dataProvider, queryClient]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['support'] });
  const reply = useMutation({
    mutationFn: (text: string) => dataProvider.replyToConversation(conversationId, text, crypto.randomUUID()),
    onSuccess: () => {
      setDraft('');
      void refresh();
    },
    onError: (error: Error) => notify(error.message || translate('passerelle.support.send_error'), { type: 'error' }),
  });
  const action = useMutation({
    mutationFn: (intent: { kind: 'close' } | { kind: 'reopen' } | { kind: 'assign'; staffId: string }) =>
      intent.kind === 'close'
        ? dataProvider.closeSupportConversation(conversationId)
        : intent.kind === 'reopen'
          ? dataProvider.reopenSupportConversation(conversationId)
          : dataProvider.assignSupportConversation(conversationId, intent.staffId),
    // The conversation as the command left it (the API waits for its version), not as the read model may still hold it.
    onSuccess: async (result) => {
      const after = await dataProvider.getSupportConversation(conversationId, result.version).catch(() => undefined);
      if (after) queryClient.setQueryData(['support', 'conversation', conversationId], after);
      await refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const myId = identity ? String(identity.id) : undefined;

  const send = () => {
    const parsed = supportMessageTextSchema.safeParse(draft);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    reply.mutate(parsed.data);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!reply.isPending && draft.trim()) send();
    }
  };

  if (card.isError || thread.isError) return <Alert severity="error">{translate('passerelle.support.messages_error')}</Alert>;
  const customer = card.data?.customer;
  const count = characterCount(draft);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(240px, 1fr)' }, alignItems: 'start' }}>
      <Card variant="outlined" component="section" aria-label={conversation?.subject ?? ''}>
        <CardContent>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', flex: 1 }}>
              {conversation?.subject}
            </Typography>
            {conversation?.priority === 'premium' && <Chip size="small" color="warning" label={translate('passerelle.support.premium')} />}
            {conversation && <Chip size="small" label={supportCategoryLabels[conversation.category]} />}
          </Stack>
          {conversation && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <AssigneeSelect
                conversation={conversation}
                myId={myId}
                disabled={action.isPending}
                choosing={action.isPending && action.variables.kind === 'assign' ? action.variables.staffId : undefined}
                onAssign={(staffId) => action.mutate({ kind: 'assign', staffId })}
              />
              <Button size="small" onClick={() => myId && action.mutate({ kind: 'assign', staffId: myId })} disabled={action.isPending || !myId || conversation.assignedTo === myId}>
                {translate('passerelle.support.assign_me')}
              </Button>
            </Stack>
          )}
          <Box role="log" aria-live="polite" aria-label={translate('passerelle.support.inbox')} sx={{ mt: 1, maxHeight: 420, overflowY: 'auto', display: 'grid', gap: 1 }} data-testid="support-thread">
            {messages.map((message) => (
              <Box
                key={message.messageId}
                sx={{ justifySelf: message.author === 'staff' ? 'end' : 'start', maxWidth: '85%', p: 1, borderRadius: 1, bgcolor: message.author === 'staff' ? 'primary.50' : 'grey.100', border: 1, borderColor: 'divider' }}
              >
                <Typography variant="caption" color="text.secondary" component="p">
                  {translate(message.author === 'staff' ? 'passerelle.support.staff_author' : 'passerelle.support.customer_author')} · {timeFormat.format(new Date(message.at))}
                </Typography>
                <MessageBody text={message.text} />
              </Box>
            ))}
            <div ref={end} />
          </Box>
          <Divider sx={{ my: 2 }} />
          {conversation?.status === 'closed' ? (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography>{translate('passerelle.support.closed')}</Typography>
              <Button variant="contained" onClick={() => action.mutate({ kind: 'reopen' })} disabled={action.isPending}>
                {translate('passerelle.support.reopen')}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={1}>
              <TextField
                label={translate('passerelle.support.reply')}
                multiline
                minRows={3}
                value={draft}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setFieldError(null);
                }}
                onKeyDown={onKey}
                error={fieldError !== null || count > supportMessageMaxLength}
                helperText={fieldError ?? characterCounter(draft)}
              />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={send} disabled={reply.isPending || draft.trim() === '' || count > supportMessageMaxLength}>
                  {translate(reply.isPending ? 'passerelle.support.sending' : 'passerelle.support.send')}
                </Button>
                <Button variant="outlined" onClick={() => action.mutate({ kind: 'close' })} disabled={action.isPending}>
                  {translate('passerelle.support.close')}
                </Button>
              </Stack>
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined" component="aside" aria-label={translate('passerelle.support.customer')}>
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            {translate('passerelle.support.customer')}
          </Typography>
          {customer && (
            <>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{customer.name}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {customer.email}
              </Typography>
              <Typography variant="body2">{customer.phone}</Typography>
              <Chip size="small" sx={{ mt: 1 }} label={customer.plan} />
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {translate('passerelle.support.parcels')}
              </Typography>
              {customer.parcels.length === 0 && <Typography variant="body2">{translate('passerelle.support.none')}</Typography>}
              {customer.parcels.map((parcel) => (
                <Typography key={parcel.parcelId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <a href={`#/parcels/${encodeURIComponent(parcel.parcelId)}/show`}>{parcel.trackingNumber}</a> · {parcel.status}
                </Typography>
              ))}
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {translate('passerelle.support.shipments')}
              </Typography>
              {customer.shipments.length === 0 && <Typography variant="body2">{translate('passerelle.support.none')}</Typography>}
              {customer.shipments.map((shipment) => (
                <Typography key={shipment.shipmentId} variant="body2">
                  {shipment.status} · {shipment.parcelCount} colis
                  {shipment.quote ? ` · ${shipment.quote.quoteNumber} ${formatEuros(shipment.quote.totalCents)} (${shipment.quote.status})` : ''}
                </Typography>
              ))}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

const InboxItem = ({ item, selected, onSelect }: { item: SupportConversationView; selected: boolean; onSelect: () => void }) => {
  const translate = useTranslate();
  return (
    <ListItemButton selected={selected} onClick={onSelect} aria-current={selected ? 'true' : undefined}>
      <ListItemText
        primary={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box component="span" sx={{ overflowWrap: 'anywhere', flex: 1 }}>
              {item.subject}
            </Box>
            {item.priority === 'premium' && <Chip size="small" color="warning" label={translate('passerelle.support.premium')} />}
            {item.unread > 0 && <Chip size="small" color="error" label={translate('passerelle.support.unread', { count: item.unread })} />}
          </Stack>
        }
        secondary={`${supportCategoryLabels[item.category]} · ${timeFormat.format(new Date(item.openedAt))}`}
      />
    </ListItemButton>
  );
};

/** The staff's support inbox: open conversations Premium first then oldest, the thread with the customer's card, live over the socket. */
const SupportInboxPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PasserelleDataProvider>();
  const queryClient = useQueryClient();
  const [view, setView] = useState<SupportInboxView>('open');
  const [mine, setMine] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const live = useLiveSocket(() => void queryClient.invalidateQueries({ queryKey: ['support'] }));
  const inbox = useQuery({ queryKey: ['support', 'inbox', view, mine], queryFn: () => dataProvider.getSupportInbox(view, mine), refetchInterval: live ? false : pollingMs });

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('passerelle.support.title')} />
      {!live && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('passerelle.support.live_down')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Card variant="outlined" component="nav" aria-label={translate('passerelle.support.inbox')}>
          <CardContent>
            <ToggleButtonGroup exclusive size="small" value={view} onChange={(_event, next: SupportInboxView | null) => next && setView(next)} aria-label={translate('passerelle.support.inbox')}>
              <ToggleButton value="open">{translate('passerelle.support.open_view')}</ToggleButton>
              <ToggleButton value="all">{translate('passerelle.support.all_view')}</ToggleButton>
            </ToggleButtonGroup>
            <FormControlLabel sx={{ display: 'flex', mt: 1 }} control={<Switch checked={mine} onChange={(event) => setMine(event.target.checked)} />} label={translate('passerelle.support.mine')} />
            {inbox.isError && <Alert severity="error">{translate('passerelle.support.load_error')}</Alert>}
            {inbox.data?.items.length === 0 && <Typography sx={{ mt: 2 }}>{translate('passerelle.support.empty')}</Typography>}
            <List dense>
              {inbox.data?.items.map((item) => (
                <ListItem key={item.conversationId} disablePadding>
                  <InboxItem item={item} selected={item.conversationId === selected} onSelect={() => setSelected(item.conversationId)} />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
        {selected ? <Thread key={selected} conversationId={selected} live={live} /> : <Typography>{translate('passerelle.support.choose')}</Typography>}
      </Box>
    </Box>
  );
};

export default SupportInboxPage;
