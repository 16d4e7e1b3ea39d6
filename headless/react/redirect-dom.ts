import type { PreparedRedirect } from 'headless-checkout/core';

/** Sends the page to a URL (a provider's: Amazon's confirmation). Only in an event handler or an effect. */
function navigateTo(url: string): void {
  window.location.assign(url);
}

/**
 * Performs a prepared redirect in the browser: a GET navigates, a POST submits a hidden form
 * (spec section 2). Call it only in an event handler or an effect (never during render).
 */
function performRedirect(redirect: PreparedRedirect): void {
  if (redirect.method === 'GET') navigateTo(redirect.url);
  else submitHiddenForm(redirect.url, redirect.data);
}

/** Posts a hidden form into the frame named `target` (3DS2), then removes the form. */
function postFormToFrame(target: string, url: string, fields: Record<string, string>): void {
  submitHiddenForm(url, fields, target).remove();
}

function submitHiddenForm(url: string, fields: Record<string, string>, target?: string): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  if (target) form.target = target;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  return form;
}

export { navigateTo, performRedirect, postFormToFrame };
