// Version reads shared between the calls made together, without ever answering a call with a read that began before
// it (answer-cache.ts). A failed read fails the calls that waited for it; the next call reads again.

/**
 * At most one read in flight and one waiting to start. A call joins the waiting read (it starts after the call)
 * or, when none is in flight, opens one that starts at the end of this tick (so calls made together, like a product
 * and its fit, share it); a call made while a read is in flight waits for the next one.
 */
export function sharedVersionReads(read: () => Promise<number>, onRead: () => void): () => Promise<number> {
  let inFlight: Promise<unknown> | null = null;
  let waiting: Promise<number> | null = null;

  const start = () => {
    waiting = null;
    onRead();
    const reading = read();
    const settled = reading.then(
      () => {},
      () => {},
    );
    inFlight = settled;
    void settled.then(() => {
      if (inFlight === settled) inFlight = null;
    });
    return reading;
  };

  return () => {
    waiting ??= (inFlight ?? Promise.resolve()).then(start);
    return waiting;
  };
}
