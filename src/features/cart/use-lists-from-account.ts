import { useEffect } from 'react';
import { useDatabase } from '../../lib/database';
import { useOnline } from '../../lib/use-online';
import { refreshListsFromAccount } from './lists-account';

/**
 * A list's page, opened online while signed in, takes in what was saved to the account on another device. Apart
 * from use-saved.ts, so the product cards' toggles do not load the API client for the lists.
 */
export function useListsFromAccount() {
  const db = useDatabase();
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    // Offline, signed out or refused: the device's lists are shown as they are.
    refreshListsFromAccount(db).catch(() => undefined);
  }, [db, online]);
}
