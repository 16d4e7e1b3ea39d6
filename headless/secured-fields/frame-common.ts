// What a secured-field frame script does whatever its field: read its page's URL, fetch the
// client key's public key and encrypt with it, render its one input, talk to the page named in
// `d` only, apply the page's common messages (label, placeholder, styles, error, focus), and send
// the input's Enter, focus and blur. The card's frame (frame.ts) and the bank account's
// (bank-frame.ts) are built on it.
import { CompactEncrypt, importJWK } from 'jose';
import type {
  CardEncryptor,
  FrameMessageBody,
  HttpClient,
  HttpRequest,
  PageMessage,
  SecuredFieldType,
} from 'headless-checkout/core';
import { createCardEncryptor } from '../core/card/card.encryption';
import {
  parsePageMessage,
  pickSecuredFieldStyles,
  SECURED_FIELDS_CHANNEL,
} from '../core/card/secured-fields.protocol';

/** A frame's field, the page it serves and the client key, from its URL. */
interface FrameParams {
  /** The field (`type`). */
  fieldType: SecuredFieldType;
  /** The merchant page's origin (`d`): the only one the frame talks to. */
  parentOrigin: string;
  /** The client key (`securedfields/{clientKey}/{version}/securedFields.html`). */
  clientKey: string;
  /** The payment service's root. */
  serviceRoot: string;
}

/** Reads the frame's URL. */
function readFrameParams(): FrameParams {
  const params = new URLSearchParams(window.location.search);
  const [, pathKey = ''] = window.location.pathname.match(/securedfields\/([^/]+)\//) ?? [];
  return {
    fieldType: params.get('type') as SecuredFieldType,
    parentOrigin: new URL(params.get('d') ?? 'null', window.location.href).origin,
    clientKey: decodeURIComponent(pathKey),
    serviceRoot: new URL('../../../', window.location.href).href,
  };
}

/**
 * The frame's encryptor. Its only call: its own origin's public key (the encryptor checks its
 * shape). A minimal client, without response schemas, keeps the bundle small. The key is fetched
 * as the frame loads, ahead of any typing, once (again after a failure), and every encryption uses
 * that answer.
 */
function createFrameEncryptor({ clientKey, serviceRoot }: FrameParams): CardEncryptor {
  let publicKey: Promise<unknown> | null = null;
  const fetchPublicKey = (path: string) =>
    (publicKey ??= fetch(new URL(path, serviceRoot), { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`Public key request failed (${response.status})`);
        return response.json();
      })
      .catch((error: unknown) => {
        publicKey = null;
        throw error;
      }));
  const http: HttpClient = {
    apiUrl: serviceRoot,
    request: <T>({ path }: HttpRequest<T>) => fetchPublicKey(path) as Promise<T>,
  };
  fetchPublicKey(`v1/clientKeys/${encodeURIComponent(clientKey)}/publicKey`).catch(() => undefined);
  return createCardEncryptor({
    http,
    clientKey,
    loadJose: () => Promise.resolve({ CompactEncrypt, importJWK }),
  });
}

/** The frame's input (numeric, its autofill token) and the hidden text that describes it (the page's error). */
function createFrameInput(autocomplete: string): { input: HTMLInputElement; description: HTMLElement } {
  const input = document.createElement('input');
  input.type = 'text';
  input.inputMode = 'numeric';
  input.setAttribute('autocomplete', autocomplete);
  input.spellcheck = false;
  // Card and account numbers, dates and codes read left to right in every language (the page's
  // direction applies to the document, set by `configure`).
  input.dir = 'ltr';
  input.id = 'field';
  const description = document.createElement('span');
  description.id = 'field-error';
  description.className = 'visually-hidden';
  input.setAttribute('aria-describedby', description.id);
  document.body.append(input, description);
  return { input, description };
}

/** Posts a message to the page, with the channel and field, to the page's origin only. */
function createPost({ fieldType, parentOrigin }: FrameParams): (message: FrameMessageBody) => void {
  return (message) =>
    window.parent.postMessage({ ...message, channel: SECURED_FIELDS_CHANNEL, fieldType }, parentOrigin);
}

/**
 * Listens to the page (only the page named in `d`, only the parent window, only this field's
 * messages): applies what every frame does with `configure` (language, direction, label, placeholder,
 * styles), `error`
 * and `focus`, then hands the message to `onMessage` for the rest.
 */
function listenToPage(
  { fieldType, parentOrigin }: FrameParams,
  { input, description }: { input: HTMLInputElement; description: HTMLElement },
  onMessage: (message: PageMessage) => void,
): void {
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const message = parsePageMessage(event.data);
    if (!message || message.fieldType !== fieldType) return;
    if (message.type === 'configure') {
      // The page's language and direction: the document's (what a screen reader reads the label in).
      if (message.lang) document.documentElement.lang = message.lang;
      if (message.dir) document.documentElement.dir = message.dir;
      input.setAttribute('aria-label', message.ariaLabel);
      if (message.placeholder) input.placeholder = message.placeholder;
      for (const [property, value] of Object.entries(pickSecuredFieldStyles(message.styles)))
        input.style.setProperty(property, value);
    } else if (message.type === 'error') {
      description.textContent = message.message;
      if (message.message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    } else if (message.type === 'focus') {
      input.focus();
    }
    onMessage(message);
  });
}

/**
 * Sends the input's focus and blur to the page, and Enter as the page form's submit once the
 * field's latest report has gone; returns how the frame tells it that latest report.
 */
function reportInput(
  input: HTMLInputElement,
  post: (message: FrameMessageBody) => void,
): (report: Promise<void>) => void {
  let reported: Promise<void> = Promise.resolve();
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    void reported.then(() => post({ type: 'submit' }));
  });
  input.addEventListener('focus', () => post({ type: 'focus', focused: true }));
  input.addEventListener('blur', () => post({ type: 'focus', focused: false }));
  return (report) => {
    reported = report;
  };
}

export { createFrameEncryptor, createFrameInput, createPost, listenToPage, readFrameParams, reportInput };
export type { FrameParams };
