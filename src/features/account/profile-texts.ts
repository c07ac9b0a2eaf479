import { useLingui } from '@lingui/react/macro';
import { type ProfileCode, type ProfileField, profileLimits } from '../../domain/profile';

/** The text of a profile field's problem: the form's own check or the server's field code. */
export function useProfileFieldText() {
  const { t } = useLingui();
  return (field: ProfileField, code: ProfileCode | string | undefined): string | undefined => {
    if (!code) return undefined;
    switch (code) {
      case 'TOO_LONG': {
        const max = field === 'phone' ? profileLimits.phone : profileLimits.name;
        return t`Too long: at most ${max} characters`;
      }
      case 'INVALID_PHONE':
        return t`Please enter a phone number with digits, spaces, + and - only`;
      case 'INVALID_IMAGE':
        return t`Choose a PNG, JPEG or WebP picture`;
      case 'TOO_LARGE':
        return t`The picture can be at most 2 MB`;
      default:
        return t`Please check this field`;
    }
  };
}
