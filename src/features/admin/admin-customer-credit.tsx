import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { saveCreditTerms } from '../../api/invoice';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toasts';
import { formatDate } from '../../domain/dates';
import { type InvoiceCustomer, maxCreditLimit } from '../../domain/invoice';
import { formatPrice } from '../../domain/money';
import { useLanguage } from '../../lib/use-language';

/** A limit as typed ("25 000", "25000"): whole kroner 0 to maxCreditLimit, else null. */
export function parseLimit(typed: string): number | null {
  const digits = typed.replace(/[\s\u00a0\u202f.,]/g, '');
  if (!/^\d{1,7}$/.test(digits)) return null;
  const limit = Number(digits);
  return limit <= maxCreditLimit ? limit : null;
}

/**
 * One account on /admin/customers: who it is, what it owes on invoice now and what is left, and the form that sets
 * its invoice approval and credit limit (PUT /invoice/admin/customers/{id}). The answer replaces what is shown.
 */
export function CustomerCredit({ customer: first }: { customer: InvoiceCustomer }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [customer, setCustomer] = useState(first);
  const [approved, setApproved] = useState(first.approved);
  const [typed, setTyped] = useState(String(first.limit));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const kroner = (amount: number) => formatPrice(amount, { locale });
  const name = `${customer.firstName} ${customer.lastName}`.trim();

  const save = async () => {
    const limit = parseLimit(typed);
    if (limit === null) {
      setError(t`Enter whole kroner from 0 to 1 000 000 (0: no credit).`);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const saved = await saveCreditTerms(customer.id, { approved, limit }, key);
      setKey(crypto.randomUUID());
      setCustomer(saved);
      setTyped(String(saved.limit));
      toast.success(t`The invoice terms are saved.`);
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && !failure.isNetwork
          ? failure.message
          : t`Could not reach the shop. Check your connection and try again.`,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="py-4" data-testid="credit-customer" data-email={customer.email}>
      <div className="mb-3 min-w-0">
        <p className="break-all font-semibold text-ink">
          <bdi>{customer.email}</bdi>
        </p>
        <p className="text-sm text-ink-soft">
          {name && <bdi>{name} · </bdi>}
          {customer.role === 'ADMIN' ? t`Staff` : t`Customer`}
        </p>
      </div>
      <dl
        className="mb-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4"
        data-testid="credit-standing"
      >
        <div>
          <dt className="text-ink-soft">{t`Invoice`}</dt>
          <dd className="font-medium text-ink" data-testid="credit-approved">
            {customer.approved ? t`Approved` : t`Not approved`}
          </dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t`Credit limit`}</dt>
          <dd className="font-medium text-ink" dir="ltr">
            {kroner(customer.limit)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t`Open invoices`}</dt>
          <dd className="font-medium text-ink" dir="ltr" data-testid="credit-open">
            {kroner(customer.open)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t`Left`}</dt>
          <dd className="font-medium text-ink" dir="ltr" data-testid="credit-available">
            {kroner(customer.available)}
          </dd>
        </div>
      </dl>
      {customer.setAt && (
        <p className="mb-3 text-xs text-ink-soft">
          <Trans>
            Last set {formatDate(customer.setAt, locale)} by <span dir="ltr">{customer.setBy}</span>
          </Trans>
        </p>
      )}
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-[auto_12rem_auto] sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="flex cursor-pointer items-center gap-2 sm:mt-8">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand"
            checked={approved}
            onChange={(event) => setApproved(event.target.checked)}
            data-testid="credit-approve"
          />
          <span className="text-ink">{t`Approved for invoice`}</span>
        </label>
        <TextField
          label={t`Credit limit (kr)`}
          name={`limit-${customer.id}`}
          inputMode="numeric"
          dir="ltr"
          spellCheck={false}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setError(undefined);
          }}
          error={error}
        />
        <button type="submit" className="btn-primary sm:mt-7" disabled={saving} data-testid="credit-save">
          {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
      </form>
    </li>
  );
}
