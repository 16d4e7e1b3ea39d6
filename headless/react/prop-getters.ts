import type { Ref, SyntheticEvent } from 'react';

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

/** Sets a ref (a callback or an object ref) to `value`. */
function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** One callback ref that sets the user's ref and ours (the user's first). */
function composeRefs<T>(user: Ref<T> | undefined, ours: Ref<T>): (element: T | null) => void {
  return (element) => {
    setRef(user, element);
    setRef(ours, element);
  };
}

/** What a getter gives: our props, the user's over them, our handlers composed with the user's, and both refs. */
type Merged<User, Ours> = Omit<Ours, keyof User> &
  Omit<User, HandlerKey | 'ref'> &
  Pick<Ours, (HandlerKey | 'ref') & keyof Ours>;

/**
 * A prop getter's props, the same for every hook: ours, the user's over them, each of our event
 * handlers composed with the user's (the user's first; its `preventDefault` cancels ours), and our
 * `ref` composed with the user's (both are set: a merchant's ref is never dropped).
 */
function merge<User extends object, Ours extends object>(
  user: User | undefined,
  ours: Ours,
): Merged<User, Ours> {
  const merged: Record<string, unknown> = { ...(ours as Record<string, unknown>), ...user };
  const ownRef = (ours as { ref?: Ref<unknown> }).ref;
  const userRef = (user as { ref?: Ref<unknown> } | undefined)?.ref;
  if (ownRef) merged.ref = userRef ? composeRefs(userRef, ownRef) : ownRef;
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
