// Sending one form to the server: idle → submitting → success | failure. The sending actor is provided
// at the edge (`send`), so the machine stays pure; it keeps the server's answer, never translates.
import { assign, fromPromise, setup } from 'xstate';
import { formFailureOf } from '../domain/failure';

export type SubmitFailure = {
  code: string;
  message: string;
  fields: Record<string, string>;
  /** Seconds to wait, when the server said (429 Retry-After). */
  retryAfter?: number;
};

/** `TResult` is what the sender resolves with: a server message, a found order, … */
export const createSubmitMachine = <TResult>() =>
  setup({
    types: {
      context: {} as { result: TResult | null; failure: SubmitFailure | null },
      events: {} as { type: 'form.submit'; input: unknown } | { type: 'form.reset' },
    },
    actors: {
      send: fromPromise<TResult, unknown>(async () => {
        throw new Error('submitMachine: provide the send actor');
      }),
    },
    actions: {
      clearAnswer: assign({ result: null, failure: null }),
    },
  }).createMachine({
    id: 'submit',
    initial: 'idle',
    context: { result: null, failure: null },
    states: {
      idle: { on: { 'form.submit': 'submitting' } },
      submitting: {
        entry: 'clearAnswer',
        invoke: {
          src: 'send',
          input: ({ event }: { event: { type: string; input?: unknown } }) => event.input,
          onDone: { target: 'success', actions: assign({ result: ({ event }) => event.output }) },
          onError: { target: 'failure', actions: assign({ failure: ({ event }) => asFailure(event.error) }) },
        },
      },
      success: {
        on: { 'form.submit': 'submitting', 'form.reset': { target: 'idle', actions: 'clearAnswer' } },
      },
      failure: {
        on: { 'form.submit': 'submitting', 'form.reset': { target: 'idle', actions: 'clearAnswer' } },
      },
    },
  });

/** The common case: the server answers with a message to show. */
export const submitMachine = createSubmitMachine<string>();

function asFailure(error: unknown): SubmitFailure {
  const { retryAfter, ...failure } = formFailureOf(error);
  return retryAfter === null ? failure : { ...failure, retryAfter };
}
