import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef } from 'react';
import { avatarTypes } from '../../domain/profile';

type Props = {
  /** The saved picture's URL, or null. */
  current: string | null;
  /** The picture chosen and not yet saved. */
  chosen: File | null;
  onChoose: (file: File | null) => void;
  initials: string;
  error?: string | undefined;
};

/** The profile picture: the saved one, or a preview of the one chosen before it is saved. */
export function AvatarField({ current, chosen, onChoose, initials, error }: Props) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? current;
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-wrap items-center gap-4" data-testid="avatar-field">
      <legend className="mb-2 text-sm font-medium text-ink">
        <Trans>Profile picture</Trans>
      </legend>
      {shown ? (
        <img
          src={shown}
          alt={preview ? t`Preview of the new picture` : t`Your profile picture`}
          width={96}
          height={96}
          className="h-24 w-24 rounded-full object-cover ring-1 ring-gray-200"
          data-testid={preview ? 'avatar-preview' : 'avatar-current'}
        />
      ) : (
        <span
          className="flex h-24 w-24 items-center justify-center rounded-full bg-chrome text-2xl font-bold text-white"
          aria-hidden="true"
        >
          {initials}
        </span>
      )}
      <div className="flex flex-col items-start gap-2">
        <div className="rounded focus-within:(outline-2 outline-offset-2 outline-brand outline)">
          <label htmlFor={id} className="btn-ghost cursor-pointer border border-gray-300 text-sm">
            {chosen ? <Trans>Choose another picture</Trans> : <Trans>Choose a picture</Trans>}
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            name="avatar"
            accept={avatarTypes.join(',')}
            className="sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          />
        </div>
        {chosen && (
          <button
            type="button"
            className="text-sm text-brand-dark underline"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChoose(null);
            }}
          >
            <Trans>Keep the current picture</Trans>
          </button>
        )}
        <p className="text-xs text-ink-soft">
          <Trans>PNG, JPEG or WebP, at most 2 MB. Saved when you save the profile.</Trans>
        </p>
      </div>
      {error && (
        <p id={errorId} className="field-error w-full" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
