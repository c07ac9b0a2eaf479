// Draws the sign-out dialog while a sign-out is asked about; mounted once in the app's shell (it draws nothing
// otherwise), so the dialog outlives the menu whose "Log out" opened it.
import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { endSignOutRequest, useSignOutRequest } from './sign-out-request';

const SignOutDialog = lazyNamed(() => import('./sign-out-dialog'), 'SignOutDialog');

export function SignOutHost() {
  const request = useSignOutRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <SignOutDialog
        key={request.id}
        userId={request.userId}
        proceed={request.proceed}
        onClose={endSignOutRequest}
      />
    </Suspense>
  );
}
