// The answers of /api/user, as the API document shows them.
import * as v from 'valibot';
import { UserSchema } from '../../../src/domain/user';

export const OneUser = v.object({ user: UserSchema });
