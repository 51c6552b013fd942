import { useEffect } from 'react';
import { QueryProvider } from '@/lib/query-provider';
import { useMe, type Me } from './get-me';

type SessionBridgeProps = { onChange: (me: Me | null | undefined) => void };

const MeWatcher = ({ onChange }: SessionBridgeProps) => {
  const me = useMe();
  const known = me.isPending ? undefined : (me.data ?? null);
  useEffect(() => onChange(known), [known, onChange]);
  return null;
};

/**
 * Loaded only when there may be a session (`SessionProvider`): reads `GET /me` through the app's
 * query cache, so that a sign-in, a sign-out or an expired session seen by any screen shows at once.
 */
export const SessionBridge = ({ onChange }: SessionBridgeProps) => (
  <QueryProvider>
    <MeWatcher onChange={onChange} />
  </QueryProvider>
);
