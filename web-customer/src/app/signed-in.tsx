import { SessionBridge } from '@/lib/auth/session-bridge';
import type { SessionBridgeComponent } from '@/lib/auth/session';
import { SupportChatSlot } from '@/features/support/components/support-chat-slot';

/**
 * What a page adds when someone may be signed in, in a chunk a visitor never downloads (the public pages'
 * JavaScript budget): the session's watcher (`GET /me`), and the support chat for a signed-in customer.
 */
export const SignedIn: SessionBridgeComponent = ({ onChange }) => (
  <>
    <SessionBridge onChange={onChange} />
    <SupportChatSlot />
  </>
);
