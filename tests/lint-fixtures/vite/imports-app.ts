// expect lint/style/noRestrictedImports: The build imports of src/ only src/domain/ and src/first-visit/
// The build's own code importing the app it builds.
import { App } from '../../../src/app/app';

export const used = App;
