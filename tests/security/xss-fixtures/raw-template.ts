// Break fixture (xss-fixtures.test.tsx): a server template or mail that writes text into HTML without
// escapeMarkup, between tags and in an attribute. The checks of the server's pages and mails must fail on it.
import { escapeMarkup } from '../../../server/lib/escape-markup';

export const rawLine = (name: string) => `<tr><td title="${name}">${name}</td></tr>`;

/** The line as the shop writes it. */
export const escapedLine = (name: string) =>
  `<tr><td title="${escapeMarkup(name)}">${escapeMarkup(name)}</td></tr>`;

export const mailAround = (rows: string) =>
  `<!doctype html><html><head><title>Ordre</title></head><body><table>${rows}</table></body></html>`;
