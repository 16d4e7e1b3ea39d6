import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import {
  createStoredMethodRemoval,
  disableStoredPaymentMethod,
  isStoredMethodRemovable,
  type StoredPaymentMethod,
} from 'headless-checkout/core';
import { useCheckoutConfig, useCheckoutContext } from './context';
import { useI18n } from './useI18n';
import { useLatest } from './use-latest';
import { merge } from './prop-getters';
import { useStoreSelector } from './useStoreSelector';
import type {
  UseStoredMethodRemovalOptions,
  UseStoredMethodRemovalResult,
} from './useStoredMethodRemoval.types';

/**
 * Removing a stored payment method (spec sections 1 and 6): only when the merchant enabled it and
 * the method is one-click; the shopper confirms first ('Remove stored payment method?', 'Yes,
 * remove', 'Cancel'); the session's disableToken call (or the merchant's
 * `onDisableStoredPaymentMethod`) removes it, and the checkout's stored methods drop it. Focus
 * moves to 'Yes, remove' when the question opens and back to 'Remove' when it closes. Safe on the
 * server and under StrictMode (no call before a click).
 */
function useStoredMethodRemoval(
  storedPaymentMethod: Pick<StoredPaymentMethod, 'id' | 'supportedShopperInteractions'>,
  options: UseStoredMethodRemovalOptions = {},
): UseStoredMethodRemovalResult {
  const checkout = useCheckoutContext('useStoredMethodRemoval');
  const config = useCheckoutConfig(checkout);
  const { t } = useI18n();
  const { id } = storedPaymentMethod;
  const onRemoved = useLatest(options.onRemoved);
  const machine = useMemo(
    () =>
      createStoredMethodRemoval({
        storedPaymentMethodId: id,
        // onRemoved runs after the checkout dropped the method, even when that unmounted this hook.
        disable: (storedPaymentMethodId) =>
          disableStoredPaymentMethod(checkout, storedPaymentMethodId).then(() =>
            onRemoved.current?.({ id: storedPaymentMethodId }),
          ),
      }),
    [checkout, id, onRemoved],
  );
  const { status, error } = useStoreSelector(machine, (state) => state);
  const idPrefix = useId();
  const ids = {
    confirmation: `${idPrefix}-remove-confirmation`,
    question: `${idPrefix}-remove-question`,
    error: `${idPrefix}-remove-error`,
  };

  // Focus follows the question: to 'Yes, remove' when it opens, back to 'Remove' when cancelled.
  const removeButton = useRef<HTMLButtonElement | null>(null);
  const confirmButton = useRef<HTMLButtonElement | null>(null);
  const previous = useRef(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (status === before) return;
    if (status === 'confirming') confirmButton.current?.focus();
    if (status === 'idle' && before === 'confirming') removeButton.current?.focus();
  }, [status]);

  const requestRemoval = useCallback(() => machine.send({ type: 'removal.requested' }), [machine]);
  const confirm = useCallback(() => machine.send({ type: 'removal.confirmed' }), [machine]);
  const cancel = useCallback(() => machine.send({ type: 'removal.cancelled' }), [machine]);
  const setRemoveButton = useCallback((element: HTMLButtonElement | null) => {
    removeButton.current = element;
  }, []);
  const setConfirmButton = useCallback((element: HTMLButtonElement | null) => {
    confirmButton.current = element;
  }, []);
  const removing = status === 'removing';

  return {
    removable: isStoredMethodRemovable(config, storedPaymentMethod),
    status,
    error,
    message: status === 'error' ? t('error.message.unknown') : '',
    requestRemoval,
    confirm,
    cancel,
    getRemoveButtonProps: (userProps) =>
      merge(userProps, {
        type: 'button' as const,
        onClick: requestRemoval,
        disabled: removing,
        ref: setRemoveButton,
      }),
    getConfirmationProps: (userProps) =>
      merge(userProps, {
        id: ids.confirmation,
        role: 'group' as const,
        'aria-labelledby': ids.question,
        ...(removing ? { 'aria-busy': true as const } : {}),
      }),
    getQuestionProps: (userProps) => merge(userProps, { id: ids.question }),
    getConfirmButtonProps: (userProps) =>
      merge(userProps, {
        type: 'button' as const,
        onClick: confirm,
        disabled: removing,
        ref: setConfirmButton,
        'aria-describedby': ids.question,
      }),
    getCancelButtonProps: (userProps) =>
      merge(userProps, {
        type: 'button' as const,
        onClick: cancel,
        disabled: removing,
        ref: () => undefined,
      }),
    getErrorProps: (userProps) => merge(userProps, { id: ids.error, role: 'alert' as const }),
  };
}

export { useStoredMethodRemoval };
