import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { newsletterRequest, readNewsletterAnswer } from '../../api/newsletter';
import { toast } from '../../components/toasts';
import { isValidEmail } from '../../domain/email';
import { sendThroughOutbox } from '../../lib/actors';
import { createSubmitMachine } from '../../machines/submit.machine';

// The result is the server's message, or null when the sign-up is queued to be sent once online.
const newsletterMachine = createSubmitMachine<string | null>().provide({
  actors: {
    send: fromPromise(({ input }) =>
      sendThroughOutbox(newsletterRequest(String(input)), readNewsletterAnswer),
    ),
  },
});

/** Footer newsletter: simple email check; success clears the field and shows the server's message. */
export function NewsletterForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, send] = useMachine(newsletterMachine);

  useEffect(() => {
    if (state.matches('success')) {
      setEmail('');
      toast.success(state.context.result ?? t`Saved. You will be signed up when you are back online.`);
    }
    if (state.matches('failure') && state.context.failure) {
      const { code, message } = state.context.failure;
      toast.error(
        code === 'NETWORK' ? t`Could not reach the shop. Check your connection and try again.` : message,
      );
    }
  }, [state, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(t`Please enter a valid email address`);
      return;
    }
    setError(null);
    send({ type: 'form.submit', input: email });
  };

  const busy = state.matches('submitting');
  return (
    <form onSubmit={submit} noValidate aria-label={t`Newsletter`} data-testid="newsletter-form">
      <label htmlFor="newsletter-email" className="sr-only">
        <Trans>Email address</Trans>
      </label>
      <div className="flex">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t`Email address`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          className="min-w-0 flex-1 rounded-s border-0 bg-white/10 px-3 py-2.5 text-white placeholder-white/50 outline-none focus:bg-white/15 focus:ring-2 focus:ring-brand"
        />
        <button type="submit" disabled={busy} className="btn-primary rounded-s-none">
          <Trans>Subscribe</Trans>
        </button>
      </div>
      {error && (
        <p id="newsletter-error" role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
