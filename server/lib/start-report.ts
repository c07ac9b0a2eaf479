// What a start says last, for the person who ran it: the address to open and, while the first ADMIN's sign-in file
// is in DATA_DIR, where it is (never what it holds).
import type { Logger } from './logger';

export function reportReady(logger: Logger, shop: { url: string; adminFile: string | null }): void {
  logger.info(`open ${shop.url} in a browser`);
  if (shop.adminFile) {
    logger.info(
      `the first admin's email and password are in ${shop.adminFile} (readable only by you): sign in at ${shop.url}/account/login`,
    );
  }
}
