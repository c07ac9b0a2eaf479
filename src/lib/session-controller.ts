// The app's session: what the UI reads (user, status, error, notice) as an external store, and the actions it
// calls. The user comes from what the device keeps (session-store.ts) from the first paint on; the session
// machine (session-actor.ts, with XState) loads after the first paint or on the first action, and refreshes the
// user from the server when online. Any authenticated call refused with 401 UNAUTHORIZED ends the session.
import { onSessionRejected } from '../api/client';
import { type CodeKind, landingPath, normaliseCode } from '../domain/session';
import type { User } from '../domain/user';
import type { SessionError, SessionNotice } from '../machines/session.machine';
import type { SessionActor, SessionEffects } from './session-actor';
import {
  clearSession,
  loadSession,
  markSessionEnded,
  peekSession,
  type SessionEnv,
  type StoredSession,
  saveSession,
  saveUser,
  takeSessionEnded,
  userStorageKey,
} from './session-store';

export type SessionStatus =
  | 'signedOut'
  | 'signingIn'
  | 'twoFactor'
  | 'verifyingCode'
  | 'signingUp'
  | 'signedIn';

export type SessionView = {
  user: User | null;
  status: SessionStatus;
  error: SessionError | null;
  notice: SessionNotice | null;
};

/** What the rest of the app does when the session starts or ends (the garage, the workers' copy of the token). */
export type SessionHooks = {
  /** After a sign-in or sign-up (`fresh`), or when the app starts with a kept session. */
  signedIn?(session: { user: User; token: string }, fresh: boolean): unknown;
  tokenChanged?(session: { user: User; token: string }): unknown;
  signedOut?(): unknown;
  /**
   * Asked before the user's own sign-out: call `signOut` to go ahead (the device may first ask what to do with the
   * account's cart and orders not yet sent). Without it the sign-out goes ahead at once.
   */
  confirmSignOut?(user: User, signOut: () => void): unknown;
};

export type SessionDeps = {
  env: () => SessionEnv;
  navigate(path: string): void;
  currentPath(): string;
  online(): boolean;
  hooks: SessionHooks;
  /** Tells the user their session has ended (a toast). */
  announceEnded(): void;
  loadActor?: () => Promise<typeof import('./session-actor')>;
  /** Work that can wait until the first page is drawn. */
  later?: (work: () => void) => void;
};

export const signedOutView: SessionView = { user: null, status: 'signedOut', error: null, notice: null };

type Snapshot = ReturnType<SessionActor['getSnapshot']>;

function statusOf(snapshot: Snapshot): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signingIn')) return 'signingIn';
  if (snapshot.matches('signingUp')) return 'signingUp';
  if (snapshot.matches({ twoFactor: 'verifying' })) return 'verifyingCode';
  if (snapshot.matches('twoFactor')) return 'twoFactor';
  return 'signedOut';
}

const sameView = (a: SessionView, b: SessionView) =>
  a.user === b.user && a.status === b.status && a.error === b.error && a.notice === b.notice;

export class SessionController {
  private view: SessionView | null = null;
  private readonly listeners = new Set<() => void>();
  private actor: Promise<SessionActor> | null = null;
  private started = false;
  private envCache: SessionEnv | null = null;
  /** What the device kept when the app opened (undefined: not read yet). */
  private opened: StoredSession | null | undefined;

  constructor(private readonly deps: SessionDeps) {}

  private get env() {
    this.envCache ??= this.deps.env();
    return this.envCache;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Set when reading the kept session found one that had ended; start() tells the signedOut hook. */
  private endedUnseen = false;

  private loadKept() {
    return loadSession(this.env, {
      onEnded: () => {
        this.endedUnseen = true;
      },
    });
  }

  /** The kept session as the app opened with it: read once, by the first render or by start(). */
  private keptAtOpen() {
    if (this.opened === undefined) this.opened = this.loadKept();
    return this.opened;
  }

  getSnapshot = (): SessionView => {
    this.view ??= this.viewOfStored(this.keptAtOpen());
    return this.view;
  };

  private viewOfStored(session: StoredSession | null): SessionView {
    if (session) return { user: session.user, status: 'signedIn', error: null, notice: null };
    // Ended by the server on a page since reloaded: this start's sign-in page says so.
    return takeSessionEnded(this.env) ? { ...signedOutView, notice: 'SESSION_ENDED' } : signedOutView;
  }

  private show(next: SessionView) {
    const before = this.getSnapshot();
    if (sameView(before, next)) return;
    this.view = next;
    if (next.notice === 'SESSION_ENDED' && before.notice !== 'SESSION_ENDED') this.deps.announceEnded();
    for (const listener of [...this.listeners]) listener();
  }

  /** Listens to other tabs, the network and refused calls; refreshes a kept session. Returns the stop. */
  start = (): (() => void) => {
    // The first start shows what the first render read (the same user, so nothing re-renders); a restart reads again.
    const kept = this.started ? this.loadKept() : this.keptAtOpen();
    this.show(this.started ? this.viewOfStored(kept) : this.getSnapshot());
    const later = this.deps.later ?? ((work: () => void) => setTimeout(work, 0));
    // One that ended while the app was closed goes as a sign-out does: its garage and the workers' token too.
    if (this.endedUnseen) {
      this.endedUnseen = false;
      later(() => void this.deps.hooks.signedOut?.());
    }
    if (kept && !this.started) later(() => void this.deps.hooks.signedIn?.(kept, false));
    this.started = true;
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === userStorageKey || event.key === 'jwtToken')
        this.followOtherTab();
    };
    const onOnline = () => this.refresh();
    window.addEventListener('storage', onStorage);
    window.addEventListener('online', onOnline);
    const stopRejected = onSessionRejected(() => this.expire());
    if (kept) later(() => this.refresh());
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', onOnline);
      stopRejected();
      void this.actor?.then((actor) => actor.stop());
      this.actor = null;
    };
  };

  private effects(): SessionEffects {
    return {
      keepSession: ({ user, token, remember }) => {
        markSessionEnded(this.env, false);
        saveSession(this.env, { user, token, remember });
        void this.deps.hooks.signedIn?.({ user, token }, true);
      },
      forgetSession: () => {
        clearSession(this.env);
        void this.deps.hooks.signedOut?.();
      },
      keepUser: (user) => saveUser(this.env, user),
      keepToken: (token) => {
        const kept = peekSession(this.env);
        if (!kept) return;
        saveSession(this.env, { ...kept, token });
        void this.deps.hooks.tokenChanged?.({ user: kept.user, token });
      },
      goToLanding: ({ user, returnTo }) => {
        const path = landingPath(user, returnTo);
        if (path !== this.deps.currentPath()) this.deps.navigate(path);
      },
      goHome: () => this.deps.navigate('/'),
      online: () => this.deps.online(),
    };
  }

  private machine(): Promise<SessionActor> {
    this.actor ??= (this.deps.loadActor ?? (() => import('./session-actor')))().then(
      ({ startSessionActor }) => {
        const kept = peekSession(this.env);
        const actor = startSessionActor(
          { user: kept?.user ?? null, token: kept?.token ?? null, remember: kept?.remember ?? false },
          this.effects(),
        );
        const follow = (snapshot: Snapshot) =>
          this.show({
            user: snapshot.context.user,
            status: statusOf(snapshot),
            error: snapshot.context.error,
            notice: snapshot.context.notice,
          });
        actor.subscribe(follow);
        follow(actor.getSnapshot());
        return actor;
      },
    );
    return this.actor;
  }

  private send = (event: Parameters<SessionActor['send']>[0]) => {
    void this.machine().then((actor) => actor.send(event));
  };

  private followOtherTab() {
    const kept = peekSession(this.env);
    const shown = this.getSnapshot();
    if (kept && kept.user._id !== shown.user?._id) {
      if (this.actor) this.send({ type: 'session.restored', ...kept });
      else this.show(this.viewOfStored(kept));
    } else if (kept && kept.user !== shown.user && shown.status === 'signedIn') {
      if (this.actor) this.send({ type: 'session.userChanged', user: kept.user });
      else this.show(this.viewOfStored(kept));
    } else if (!kept && shown.user) {
      if (this.actor) this.send({ type: 'session.cleared' });
      else this.show(signedOutView);
    }
  }

  /** The server refused the token: forget it and say so. */
  private expire() {
    if (!this.getSnapshot().user) {
      clearSession(this.env);
      return;
    }
    markSessionEnded(this.env, true);
    this.send({ type: 'session.expired' });
  }

  /** Asks the server for the user again (when online and signed in). */
  refresh = () => {
    if (this.getSnapshot().user && this.deps.online()) this.send({ type: 'session.refresh' });
  };

  signIn = (form: { email: string; password: string; remember: boolean }, returnTo?: string | null) =>
    this.send({ type: 'session.signIn', ...form, email: form.email.trim(), returnTo: returnTo ?? null });

  submitCode = (kind: CodeKind, code: string) =>
    this.send({ type: 'session.submitCode', kind, code: normaliseCode(kind, code) });

  cancelCode = () => this.send({ type: 'session.cancelCode' });

  signUp = (form: { email: string; password: string; remember: boolean }, returnTo?: string | null) =>
    this.send({ type: 'session.signUp', ...form, email: form.email.trim(), returnTo: returnTo ?? null });

  signOut = () => {
    const user = this.getSnapshot().user;
    const leave = () => this.send({ type: 'session.signOut' });
    if (user && this.deps.hooks.confirmSignOut) this.deps.hooks.confirmSignOut(user, leave);
    else leave();
  };

  /** Clears the shown error (the notice stays until the next sign-in). */
  dismiss = () => {
    if (this.actor) this.send({ type: 'session.dismiss' });
  };

  /** The account pages changed the user (profile, two-factor): keep the new one. */
  updateUser = (user: User) => this.send({ type: 'session.userChanged', user });

  /** A password or two-factor change answered with a fresh token: keep it in place of the old one. */
  keepToken = (token: string) => this.send({ type: 'session.tokenChanged', token });
}
