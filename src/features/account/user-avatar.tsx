import type { User } from '../../domain/user';

/** The name to show: first and last name, or the email address when none is given. */
export const displayName = (user: User) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** The first letters of the names, or of the email address when none is given. */
export const initialsOf = (user: User) => {
  const letters = [user.firstName, user.lastName].filter(Boolean).map((part) => [...part][0] ?? '');
  return (letters.length > 0 ? letters.join('') : ([...user.email][0] ?? '?')).toUpperCase();
};

/** The user's picture, or their initials on a coloured disc; decorative (the name is always beside it). */
export function UserAvatar({ user, size = 40 }: { user: User; size?: number }) {
  const box = { width: size, height: size };
  if (user.avatar) {
    return <img src={user.avatar} alt="" style={box} className="shrink-0 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...box, fontSize: Math.round(size * 0.4) }}
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-dark font-bold text-white"
    >
      {initialsOf(user)}
    </span>
  );
}
