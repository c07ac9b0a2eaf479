import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { contactRequest, readContactAnswer } from '../../api/contact';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toasts';
import { useSchemaForm } from '../../components/use-schema-form';
import { type ContactInput, type ContactMessage, ContactSchema, contactLimits } from '../../domain/contact';
import type { FieldCode } from '../../domain/validation';
import { sendThroughOutbox } from '../../lib/actors';
import { createSubmitMachine } from '../../machines/submit.machine';

// The result is the server's message, or null when the message is queued to be sent once online.
const contactMachine = createSubmitMachine<string | null>().provide({
  actors: {
    send: fromPromise(({ input }) =>
      sendThroughOutbox(contactRequest(input as ContactMessage), readContactAnswer),
    ),
  },
});

const empty: ContactInput = { name: '', email: '', subject: '', message: '' };
type Field = keyof ContactInput;

/** Contact form (POST /contact/send/email): checked here first, the server's message shown on success. */
export function ContactForm() {
  const { t } = useLingui();
  const [state, send] = useMachine(contactMachine);
  const form = useSchemaForm(ContactSchema, empty, (input) => send({ type: 'form.submit', input }));
  const { errors, setErrors, reset } = form;

  const messageFor = (field: Field, code: FieldCode | undefined): string | undefined => {
    if (!code) return undefined;
    if (code === 'INVALID_EMAIL') return t`Please enter a valid email address`;
    if (code === 'TOO_LONG') {
      const max = contactLimits[field as keyof typeof contactLimits];
      return t`Too long: at most ${max} characters`;
    }
    return {
      name: t`Please enter your name`,
      email: t`Please enter your email address`,
      subject: t`Please enter a subject`,
      message: t`Please write your message`,
    }[field];
  };

  useEffect(() => {
    if (state.matches('success')) {
      reset();
      toast.success(state.context.result ?? t`Saved. Your message will be sent when you are back online.`);
    }
    if (state.matches('failure') && state.context.failure) {
      const { code, message, fields } = state.context.failure;
      setErrors(fields as Partial<Record<Field, FieldCode>>);
      toast.error(
        code === 'NETWORK' ? t`Could not reach the shop. Check your connection and try again.` : message,
      );
    }
  }, [state, t, reset, setErrors]);

  const busy = state.matches('submitting');
  return (
    <form onSubmit={form.submit} noValidate className="space-y-4" data-testid="contact-form">
      {state.matches('success') && (
        <p role="status" className="rounded border border-green-300 bg-green-50 px-4 py-3 text-green-800">
          {state.context.result ?? t`Saved. Your message will be sent when you are back online.`}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Your name`}
          name="name"
          autoComplete="name"
          value={form.values.name}
          onChange={form.set('name')}
          error={messageFor('name', errors.name)}
        />
        <TextField
          label={t`Email address`}
          name="email"
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={form.set('email')}
          error={messageFor('email', errors.email)}
        />
      </div>
      <TextField
        label={t`Subject`}
        name="subject"
        value={form.values.subject}
        onChange={form.set('subject')}
        error={messageFor('subject', errors.subject)}
      />
      <TextField
        label={t`Message`}
        name="message"
        multiline
        value={form.values.message}
        onChange={form.set('message')}
        error={messageFor('message', errors.message)}
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
      </button>
    </form>
  );
}
