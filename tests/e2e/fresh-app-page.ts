// What fresh-vite-app.spec.ts and fresh-next-app.spec.ts share: a sandbox whose client key allows
// the app's origin, the app's server started and stopped, and a shopper's typing in the frames.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, type Locator } from '@playwright/test';
import { createSandbox } from '../../examples/sandbox/app';
import { sandboxMerchant } from '../../examples/sandbox/merchants';
import { startSandboxServer, type SandboxServer } from '../../examples/sandbox/server';

/** A sandbox on `port` (0: a free one) that lets the app on `appPort` frame its secured fields. */
function startSandboxFor(appPort: number, port = 0): Promise<SandboxServer> {
  return startSandboxServer({
    port,
    sandbox: createSandbox({ merchants: [sandboxMerchant(appPort)] }),
    logRequests: false,
  });
}

/** Starts an app's server; resolves once its output says `ready`, rejects when it exits first. */
function startServer(
  command: string,
  args: string[],
  { cwd, env, ready }: { cwd: string; env: Record<string, string>; ready: RegExp },
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** Stops a server started by `startServer`, once it has exited. */
async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The input of the secured-field frame titled `title` (or starting so) inside `scope`. */
const frameIn = (scope: Locator, title: string) =>
  scope.frameLocator(`iframe[title^="${title}"]`).locator('input');

/** Types a card's number, 03/30 and 737 in the card form's frames. */
async function typeCard(card: Locator, number: string): Promise<void> {
  await frameIn(card, 'Card number').pressSequentially(number, { delay: 5 });
  await frameIn(card, 'Expiry date').pressSequentially('0330', { delay: 5 });
  await frameIn(card, 'Security code').pressSequentially('737', { delay: 5 });
}

/** Checks a gift card's balance (the sandbox's 50.00 EUR card) once its frames are ready. */
async function redeemGiftCard(gift: Locator): Promise<void> {
  await expect(gift.locator('[data-secured-field="giftcardPin"]')).toHaveAttribute('data-state', 'ready');
  await frameIn(gift, 'Gift card number').pressSequentially('6036280000000000010', { delay: 5 });
  await frameIn(gift, 'PIN').pressSequentially('7373', { delay: 5 });
  await gift.getByRole('button', { name: 'Check balance' }).click();
}

/** Answers a 3DS2 challenge in the card form's issuer frame with the sandbox's code. */
async function answerChallenge(card: Locator): Promise<void> {
  const code = card.frameLocator('iframe[title="Verify your payment"]').getByLabel('One-time code');
  await code.fill('1234');
  await code.press('Enter');
}

export { answerChallenge, frameIn, redeemGiftCard, startSandboxFor, startServer, stopServer, typeCard };
