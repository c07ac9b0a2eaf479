// expect lint/style/noRestrictedImports: src/machines/ imports only xstate
// A machine importing React.
import { useState } from 'react';

export const useCount = () => useState(0);
