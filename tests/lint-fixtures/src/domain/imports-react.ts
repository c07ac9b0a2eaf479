// expect lint/style/noRestrictedImports: src/domain/ is pure
// A domain rule importing React.
import { useState } from 'react';

export const useCount = () => useState(0);
