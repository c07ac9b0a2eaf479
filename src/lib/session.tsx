// The session for the React tree: SessionProvider (in src/app/app.tsx) and useSession(). The controller is an
// external store, so a change reaches only the parts that read the session, never a lazy part still loading.
import { useLingui } from '@lingui/react/macro';
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'wouter';
import { afterPageDrawn } from './lazy-named';
import { SessionController, type SessionHooks, signedOutView } from './session-controller';
import { browserSessionEnv } from './session-store';

export type { SessionHooks, SessionStatus, SessionView } from './session-controller';

const SessionContext = createContext<SessionController | null>(null);
/**
 * Whether the page area has the session kept on the device: false on the server and while React takes over the page
 * it drew (drawn signed out), true from a transition after (SessionRead). Elsewhere (the header's parts, a part
 * rendered on its own): true, and useSession follows the store as React's hydration does.
 */
const SessionReadContext = createContext(true);

/**
 * The page area (src/app/routes.tsx): the device's session reaches it in a transition once React has taken the
 * drawn page over, so React draws the signed-in page in slices instead of one long task (a store's change after
 * hydration is drawn at once). Only the page area: a transition's change of context waits for every part under it
 * that is still drawn from HTML, and the header keeps parts of the layout the screen does not show as HTML for good.
 */
export function SessionRead({ children }: { children: ReactNode }) {
  const [read, setRead] = useState(false);
  useEffect(() => startTransition(() => setRead(true)), []);
  return <SessionReadContext.Provider value={read}>{children}</SessionReadContext.Provider>;
}

// The account's syncs and its refresh wait until the page is drawn, then for an idle moment.
const afterThePage = (work: () => void) => afterPageDrawn(work, 3000);

export function SessionProvider({
  children,
  hooks = {},
  controller: given,
}: {
  children: ReactNode;
  hooks?: SessionHooks;
  /** A controller made elsewhere (tests). */
  controller?: SessionController;
}) {
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  const latest = useRef({ t, location, navigate, hooks });
  latest.current = { t, location, navigate, hooks };
  const [controller] = useState(
    () =>
      given ??
      new SessionController({
        env: browserSessionEnv,
        navigate: (path) => latest.current.navigate(path),
        currentPath: () => window.location.pathname + window.location.search,
        online: () => navigator.onLine,
        hooks: {
          signedIn: (...args) => latest.current.hooks.signedIn?.(...args),
          tokenChanged: (...args) => latest.current.hooks.tokenChanged?.(...args),
          signedOut: () => latest.current.hooks.signedOut?.(),
          confirmSignOut: (user, signOut) => {
            const confirm = latest.current.hooks.confirmSignOut;
            return confirm ? confirm(user, signOut) : signOut();
          },
        },
        announceEnded: () => {
          const text = latest.current.t`Your session has ended. Please sign in again.`;
          void import('../components/toasts').then(({ toast }) => toast.error(text));
        },
        later: afterThePage,
      }),
  );
  useEffect(() => controller.start(), [controller]);
  return <SessionContext.Provider value={controller}>{children}</SessionContext.Provider>;
}

const serverView = () => signedOutView;

const detached = new SessionController({
  env: () => {
    throw new Error('useSession: no SessionProvider above this part');
  },
  navigate: () => {},
  currentPath: () => '/',
  online: () => false,
  hooks: {},
  announceEnded: () => {},
});
detached.getSnapshot = serverView;

/**
 * The signed-in user (or null), the session's status, the last error and notice, and its actions. Drawn on the
 * server (and while the page is taken over) as signed out.
 */
export function useSession() {
  // Without a provider (a part rendered on its own in a test): signed out, and the actions say what is missing.
  const controller = useContext(SessionContext) ?? detached;
  const read = useSessionRead();
  const view = useSyncExternalStore(
    controller.subscribe,
    read ? controller.getSnapshot : serverView,
    serverView,
  );
  return {
    ...view,
    signIn: controller.signIn,
    submitCode: controller.submitCode,
    cancelCode: controller.cancelCode,
    signUp: controller.signUp,
    signOut: controller.signOut,
    dismiss: controller.dismiss,
    refresh: controller.refresh,
    updateUser: controller.updateUser,
    keepToken: controller.keepToken,
  };
}

export type Session = ReturnType<typeof useSession>;

/**
 * Whether the session kept on the device has been read: not on the server, nor while React takes over a page the
 * server drew (useSession is then signed out, as the server drew it); true from the render after.
 */
export const useSessionRead = (): boolean => useContext(SessionReadContext);
