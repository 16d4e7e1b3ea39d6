// Where focus goes as Click to Pay moves on (click-to-pay.focus.ts, issue 30): never to the body.
import { describe, expect, it } from 'vitest';
import {
  INITIAL_CLICK_TO_PAY,
  clickToPayFocusOf,
  clickToPayShownOf,
  type ClickToPayState,
} from 'headless-checkout/core';

const at = (changes: Partial<ClickToPayState>): ClickToPayState => ({ ...INITIAL_CLICK_TO_PAY, ...changes });

describe('clickToPayFocusOf', () => {
  it('keeps the page’s focus for the screen that follows loading (nothing the shopper did)', () => {
    for (const status of ['Idle', 'Loading', 'ShopperIdentified'] as const)
      for (const next of ['OneTimePassword', 'Ready', 'Login', 'NotAvailable'] as const)
        expect(clickToPayFocusOf(at({ status }), at({ status: next }))).toBeNull();
  });

  it('moves focus to the code field when the code screen appears, to the title of the cards, to the login field', () => {
    expect(
      clickToPayFocusOf(at({ status: 'Login', pending: 'lookup' }), at({ status: 'OneTimePassword' })),
    ).toBe('otp');
    expect(
      clickToPayFocusOf(at({ status: 'OneTimePassword', pending: 'code' }), at({ status: 'Ready' })),
    ).toBe('title');
    expect(clickToPayFocusOf(at({ status: 'Ready', pending: 'logout' }), at({ status: 'Login' }))).toBe(
      'login',
    );
    expect(clickToPayFocusOf(at({ status: 'OneTimePassword' }), at({ status: 'NotAvailable' }))).toBeNull();
  });

  it('gives focus back to the code field after a wrong code or a resend, to the title once the code is locked', () => {
    const sent = at({ status: 'OneTimePassword', pending: 'code' });
    expect(clickToPayFocusOf(sent, at({ status: 'OneTimePassword', errorReason: 'CODE_INVALID' }))).toBe(
      'otp',
    );
    expect(
      clickToPayFocusOf(
        at({ status: 'OneTimePassword', pending: 'resend' }),
        at({ status: 'OneTimePassword' }),
      ),
    ).toBe('otp');
    const locked = at({
      status: 'OneTimePassword',
      errorReason: 'RETRIES_EXCEEDED',
      codeRetriesExceeded: true,
    });
    expect(clickToPayFocusOf(sent, locked)).toBe('title');
    // Typing (no call answered) moves nothing.
    expect(
      clickToPayFocusOf(at({ status: 'OneTimePassword' }), at({ status: 'OneTimePassword' })),
    ).toBeNull();
  });

  it('compares with the last screen the shopper saw: login, identifying, then the code screen', () => {
    const login = at({ status: 'Login', pending: 'lookup' });
    const identifying = at({ status: 'ShopperIdentified', pending: 'validation' });
    const shown = clickToPayShownOf(login, identifying);
    expect(shown).toBe(login);
    expect(clickToPayFocusOf(shown, at({ status: 'OneTimePassword' }))).toBe('otp');
    const code = at({ status: 'OneTimePassword' });
    expect(clickToPayShownOf(shown, code)).toBe(code);
  });

  it('gives focus back to the login field after a refused lookup', () => {
    expect(
      clickToPayFocusOf(
        at({ status: 'Login', pending: 'lookup' }),
        at({ status: 'Login', errorReason: 'NOT_FOUND' }),
      ),
    ).toBe('login');
  });
});
