// How a cache learns of changes made elsewhere: by reading the changes since the version it knows (in order, once),
// or on PGlite by notifications. A change it cannot read the tags of (no longer kept, or untagged) forgets everything.
import type { Db, Listen } from '../../db/client';
import { CHANGE_CHANNEL, changedTags } from './catalogue-version';

export type ForgetOn = {
  /** Forget what holds any of these tags. */
  tags: (tags: readonly string[]) => void;
  /** Forget everything. */
  all: () => void;
};

export type VersionFollower = ReturnType<typeof createVersionFollower>;

/** The version a cache has caught up to, and the catching up. */
export function createVersionFollower(db: Db, forget: ForgetOn) {
  let known: number | null = null;
  const drop = (version: number) => {
    forget.all();
    known = version;
  };
  // Catching up from the known version to a newer one: the changes between are read once, in order.
  let catchingUp: Promise<void> = Promise.resolve();
  const follow = (version: number) => {
    catchingUp = catchingUp.then(async () => {
      if (known !== null && version <= known) return;
      const from = known;
      const tags = from === null ? null : await changedTags(db, from, version);
      if (tags === null) drop(version);
      else {
        forget.tags(tags);
        known = version;
      }
    });
    return catchingUp;
  };
  return {
    known: () => known,
    follow,
    /** Everything may have changed, up to `version`. */
    drop,
    forget: forget.tags,
  };
}

/**
 * Follows changes by notifications: once LISTEN is in place, every later commit that raises the version notifies
 * before its caller resumes (PGlite queues it while the COMMIT runs, its payload the changed tags); what was kept
 * before that moment may predate a change, so it goes. `notified()` stays false if LISTEN failed.
 */
export function followNotifications(listen: Listen, versions: VersionFollower) {
  let notified = false;
  const ready = listen(CHANGE_CHANNEL, (payload) =>
    payload ? versions.forget(payload.split(',')) : versions.drop(versions.known() ?? 0),
  ).then(
    () => {
      versions.drop(versions.known() ?? 0);
      notified = true;
    },
    () => {},
  );
  return { ready, notified: () => notified };
}
