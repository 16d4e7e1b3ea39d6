import { CheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import type { PaymentResponse } from '../checkout/types';
import { ACTION_TYPES, type CheckoutAction } from './action.types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks what a merchant (or a payment response) hands to the action handler and names its type.
 * - not an object, or no `type`: IMPLEMENTATION_ERROR ('…does not have a "type" property');
 * - a whole payment response (it has `action` or `resultCode` and no `type`): IMPLEMENTATION_ERROR
 *   telling to pass `response.action`;
 * - a type the router does not know: ERROR 'Invalid Action'.
 * The fields of each type are checked by the handler of that type (3DS2 tokens, redirect URLs…).
 */
function routeAction(action: unknown): CheckoutAction {
  if (isRecord(action) && action['type'] === undefined && ('action' in action || 'resultCode' in action))
    throw new CheckoutError('IMPLEMENTATION_ERROR', ERROR_TEXTS.invalidActionWholeResponse);
  if (!isRecord(action) || typeof action['type'] !== 'string' || action['type'] === '')
    throw new CheckoutError('IMPLEMENTATION_ERROR', ERROR_TEXTS.invalidActionNoType);
  if (!(ACTION_TYPES as readonly string[]).includes(action['type']))
    throw new CheckoutError('ERROR', ERROR_TEXTS.invalidAction);
  return action as unknown as CheckoutAction;
}

/**
 * Keeps only what a component needs of a payment response (spec section 4): action, resultCode,
 * sessionData, order and sessionResult. Everything else (PSP references, additional data) stays
 * with the merchant's server.
 */
function pruneResponse(response: PaymentResponse): PaymentResponse {
  const kept: PaymentResponse = {};
  if (response.action !== undefined) kept.action = response.action;
  if (response.resultCode !== undefined) kept.resultCode = response.resultCode;
  if (response.sessionData !== undefined) kept.sessionData = response.sessionData;
  if (response.order !== undefined) kept.order = response.order;
  if (response.sessionResult !== undefined) kept.sessionResult = response.sessionResult;
  return kept;
}

export { ACTION_TYPES, pruneResponse, routeAction };
export type {
  ActionType,
  AwaitAction,
  BankTransferAction,
  CheckoutAction,
  QrCodeAction,
  RedirectAction,
  SdkAction,
  ThreeDS2Action,
  VoucherAction,
} from './action.types';
