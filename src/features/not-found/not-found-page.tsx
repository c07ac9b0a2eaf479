import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <div className="container flex flex-col items-center py-20 text-center">
      <p className="text-8xl font-extrabold text-gray-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-3 max-w-md text-ink-soft">
        <Trans>The page you are looking for does not exist or has been moved.</Trans>
      </p>
      <Link href="/" className="btn-primary mt-8">
        <Trans>Go to the home page</Trans>
      </Link>
    </div>
  );
}
