// The session machine with its real effects: the auth calls and what the device keeps. Loaded after the first
// paint (or on the first sign-in), so XState stays out of the first page's bundle.
import { createActor, fromPromise } from 'xstate';
import { fetchMe, login, logout, register } from '../api/auth';
import type { User } from '../domain/user';
import { type SessionInput, sessionMachine } from '../machines/session.machine';

export type SessionEffects = {
  keepSession(session: { user: User; token: string; remember: boolean; returnTo: string | null }): void;
  forgetSession(): void;
  keepUser(user: User): void;
  keepToken(token: string): void;
  goToLanding(session: { user: User; returnTo: string | null }): void;
  goHome(): void;
  online(): boolean;
};

/** Telling the server about a sign-out waits at most this long: the device has already forgotten the session. */
const logoutWaitMs = 5000;

export function startSessionActor(input: SessionInput, effects: SessionEffects) {
  const machine = sessionMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => login(input)),
      signUp: fromPromise(({ input }) => register(input)),
      signOut: fromPromise(async ({ input }) => {
        if (!input.token || !effects.online()) return;
        await Promise.race([
          logout(input.token),
          new Promise<void>((resolve) => setTimeout(resolve, logoutWaitMs)),
        ]);
      }),
      loadUser: fromPromise(() => fetchMe()),
    },
    actions: {
      keepSession: (_, params) => effects.keepSession(params),
      forgetSession: () => effects.forgetSession(),
      keepUser: (_, { user }) => effects.keepUser(user),
      keepToken: (_, { token }) => effects.keepToken(token),
      goToLanding: (_, params) => effects.goToLanding(params),
      goHome: () => effects.goHome(),
    },
  });
  return createActor(machine, { input }).start();
}

export type SessionActor = ReturnType<typeof startSessionActor>;
