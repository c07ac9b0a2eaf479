// expect lint/style/noRestrictedImports: src/first-visit/ stands just above src/domain/
// The boot code borrowing a name from src/lib/, which imports the first-visit path itself: a loop of folders.
import { readStoredLocale } from '../../../../src/lib/language';

export const used = readStoredLocale;
