import type { SyntheticEvent } from 'react';

/** Runs the user's handler first; ours only if the user did not call preventDefault. */
function compose<E extends SyntheticEvent>(user: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    user?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** Handlers a getter composes with the user's (the user's runs first). */
type HandlerKey = 'onChange' | 'onFocus' | 'onBlur' | 'onSubmit' | 'onClick' | 'onKeyDown';

const HANDLER_KEYS: readonly HandlerKey[] = [
  'onChange',
  'onFocus',
  'onBlur',
  'onSubmit',
  'onClick',
  'onKeyDown',
];

/** What a getter gives: our props, the user's over them, and our handlers composed with the user's. */
type Merged<User, Ours> = Omit<Ours, keyof User> &
  Omit<User, HandlerKey> &
  Pick<Ours, HandlerKey & keyof Ours>;

/**
 * A prop getter's props, the same for every hook: ours, the user's over them, and each of our
 * event handlers composed with the user's (the user's first; its `preventDefault` cancels ours).
 */
function merge<User extends object, Ours extends object>(
  user: User | undefined,
  ours: Ours,
): Merged<User, Ours> {
  const merged: Record<string, unknown> = { ...(ours as Record<string, unknown>), ...user };
  for (const key of HANDLER_KEYS) {
    const own = (ours as Record<string, unknown>)[key];
    const theirs = (user as Record<string, unknown> | undefined)?.[key];
    if (typeof own === 'function')
      merged[key] = compose(
        theirs as ((event: SyntheticEvent) => void) | undefined,
        own as (event: SyntheticEvent) => void,
      );
  }
  return merged as Merged<User, Ours>;
}

export { merge };
export type { HandlerKey, Merged };
