// /account/login: sign-in, with the two-factor step when the account has it; back to `returnTo` afterwards.
import { Trans } from '@lingui/react/macro';
import { Link, Redirect, useSearch } from 'wouter';
import { landingPath } from '../../domain/session';
import { useSession } from '../../lib/session';
import { AuthLayout } from './auth-layout';
import { SignInForm } from './sign-in-form';

export function LoginPage() {
  const returnTo = new URLSearchParams(useSearch()).get('returnTo');
  const { user, status } = useSession();
  // Signed in already (another tab, or just now): on to where a sign-in leads.
  if (user && status === 'signedIn') return <Redirect to={landingPath(user, returnTo)} replace />;
  return (
    <AuthLayout
      title={<Trans>Sign in</Trans>}
      aside={
        <>
          <h2 className="text-lg font-semibold text-ink">
            <Trans>New customer?</Trans>
          </h2>
          <p className="mb-5 mt-2 text-sm text-ink-soft">
            <Trans>
              With an account your saved vehicles follow you to every device, and you can follow your orders.
            </Trans>
          </p>
          <Link
            href={
              returnTo ? `/account/register?returnTo=${encodeURIComponent(returnTo)}` : '/account/register'
            }
            className="btn border border-gray-300 bg-white text-ink hover:bg-gray-50"
          >
            <Trans>Create an account</Trans>
          </Link>
        </>
      }
    >
      <SignInForm returnTo={returnTo} />
    </AuthLayout>
  );
}
