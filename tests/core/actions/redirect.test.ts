import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, prepareRedirect, readRedirectResult } from 'headless-checkout/core';

describe('prepareRedirect', () => {
  it('navigates with GET by default', () => {
    expect(prepareRedirect({ type: 'redirect', url: 'https://bank.example/pay?id=1' })).toEqual({
      method: 'GET',
      url: 'https://bank.example/pay?id=1',
      data: {},
    });
  });

  it('posts a form with the action data', () => {
    expect(
      prepareRedirect({
        type: 'redirect',
        url: 'https://bank.example/pay',
        method: 'POST',
        data: { PaReq: 'abc', MD: 'x' },
      }),
    ).toEqual({ method: 'POST', url: 'https://bank.example/pay', data: { PaReq: 'abc', MD: 'x' } });
  });

  it.each([
    ['javascript:alert(1)', 'GET'],
    ['data:text/html,hi', 'GET'],
    ['not a url', 'GET'],
    ['https://bank.example', 'PUT'],
  ])("refuses %s (%s) with 'Redirect failed'", (url, method) => {
    expect(() => prepareRedirect({ type: 'redirect', url, method: method as 'GET' })).toThrow(
      ERROR_MESSAGES.redirectFailed,
    );
  });
});

describe('readRedirectResult', () => {
  it.each([
    ['?redirectResult=abc%3D%3D', { redirectResult: 'abc==' }],
    ['?payload=xyz&type=complete', { payload: 'xyz' }],
    ['?redirectResult=r&payload=p', { redirectResult: 'r' }],
    ['?sessionId=1', null],
    ['', null],
    ['?redirectResult=', null],
  ])('%s -> %j', (search, details) => {
    expect(readRedirectResult(search)).toEqual(details);
  });

  it('reads URLSearchParams too', () => {
    expect(readRedirectResult(new URLSearchParams({ redirectResult: 'r' }))).toEqual({ redirectResult: 'r' });
  });
});
