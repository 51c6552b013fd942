import { useEffect, useState, type ComponentType } from 'react';
import { useSession } from '@/lib/auth/session';

/**
 * The support chat on every page, for signed-in customers only (staff answer from the back office). The
 * widget and its code come in their own chunk, asked for once the session says a customer is there: a
 * visitor's page carries only these few lines (the public pages' JavaScript budget).
 */
export const SupportChatSlot = () => {
  const { me } = useSession();
  const [Widget, setWidget] = useState<ComponentType>();
  useEffect(() => {
    if (me && !me.isAdmin) void import('./support-widget').then((loaded) => setWidget(() => loaded.default));
  }, [me]);
  return Widget && me ? <Widget /> : null;
};
