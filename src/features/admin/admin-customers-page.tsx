import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { findInvoiceCustomers } from '../../api/invoice';
import { PageHeader } from '../../components/page-header';
import { TextField } from '../../components/text-field';
import { customerSearchMax, customerSearchMin } from '../../domain/invoice';
import { useOnline } from '../../lib/use-online';
import { useRemote } from '../../lib/use-remote';
import { LoadFailure } from '../catalog/list-message';
import { CustomerCredit } from './admin-customer-credit';

const trail = [{ href: '/admin/dashboard', label: <Trans>Admin dashboard</Trans> }];

const searchOf = (query: string) =>
  (new URLSearchParams(query).get('search') ?? '').trim().slice(0, customerSearchMax);

/**
 * /admin/customers (ADMIN only, the route table's guard): invoice credit. Staff find accounts by a part of their
 * email (kept in the address, so reload and back keep it) and set each one's invoice approval and credit limit,
 * seeing what it owes on invoice now. Online only: every call carries the admin's token.
 */
export function AdminCustomersPage() {
  const { t } = useLingui();
  const online = useOnline();
  const [, navigate] = useLocation();
  const search = searchOf(useSearch());
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);
  const [tooShort, setTooShort] = useState(false);
  const ready = search.length >= customerSearchMin;
  const found = useRemote(ready ? `invoice-customers:${search}` : null, () => findInvoiceCustomers(search));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    setTooShort(text.length < customerSearchMin);
    if (text.length >= customerSearchMin)
      navigate(`/admin/customers?${new URLSearchParams({ search: text })}`);
  };

  return (
    <>
      <PageHeader title={<Trans>Invoice customers</Trans>} trail={trail} />
      <div className="container flex flex-col gap-6 pb-16">
        {!online && (
          <p role="status" className="rounded border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            <Trans>You are offline. Invoice credit needs a connection to the shop.</Trans>
          </p>
        )}
        <section className="rounded-lg bg-white p-5 shadow-sm md:p-6" data-testid="credit-customers">
          <p className="mb-4 text-sm text-ink-soft">
            <Trans>
              Invoice (14 days) is for business customers the shop has approved. Each has a credit limit: an
              order on invoice is accepted while their unpaid invoice orders and the new order stay within it.
              Mark an invoice order paid on the order desk when the money has come in.
            </Trans>
          </p>
          <form
            aria-label={t`Find customers`}
            className="mb-4 flex flex-wrap items-end gap-3"
            onSubmit={submit}
          >
            <TextField
              className="min-w-0 flex-1"
              label={t`Email address, or a part of it`}
              name="q"
              type="search"
              value={typed}
              maxLength={customerSearchMax}
              dir="ltr"
              spellCheck={false}
              error={tooShort ? t`Type at least 3 characters.` : undefined}
              testId="credit-search"
              onChange={setTyped}
            />
            <button type="submit" className="btn-primary" data-testid="credit-search-submit">
              {t`Search`}
            </button>
          </form>
          {!ready ? null : found.status === 'failed' ? (
            <LoadFailure error={found.error} onRetry={found.retry} />
          ) : found.status === 'loading' ? (
            <div className="h-40 animate-pulse rounded bg-gray-50" aria-busy="true" />
          ) : found.data.length === 0 ? (
            <p role="status" className="text-ink-soft" data-testid="credit-none">
              <Trans>No account has an email address with that in it.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-gray-100 border-t border-gray-100" data-testid="credit-list">
              {found.data.map((customer) => (
                <CustomerCredit key={`${search}:${customer.id}`} customer={customer} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
