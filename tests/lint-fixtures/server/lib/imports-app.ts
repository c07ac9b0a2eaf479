// expect lint/style/noRestrictedImports: server/lib/ takes what it needs as parameters
// A helper without a domain importing the app it is part of.
import { createApp } from '../../../../server/app';

export const used = createApp;
